/* Pockets: parts of the uncovered items that no set of the pieces left
 * can fill (private to src/search).
 *
 * When every option's items hang together in a graph on the items (for
 * polytwigs: edges meeting at a corner), an option lies inside one
 * connected part of the uncovered items, so each part of only primary
 * items must be filled exactly by some of the types left.  A placement
 * that cuts off a part whose size is no sum of those types' sizes (for
 * hexatwigs: any part whose size is not a multiple of 6) ends its branch
 * at once, instead of after every way of filling the rest around it has
 * been tried.  Polyomino solvers call this the isolated-region test.
 *
 * Only the parts next to the option just placed are looked at, and each
 * only up to a bounded size: a larger part is left for later, when the
 * pieces around it have made it small.  The test is necessary, never
 * sufficient, so it prunes only branches without solutions.
 */
#ifndef TWIGS_SEARCH_POCKETS_H
#define TWIGS_SEARCH_POCKETS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct pockets pockets_t;

/* For items 0 .. items - 1, the first `primary` of them primary: item i
 * meets the items neighbour[start[i] .. start[i + 1] - 1].  NULL when out
 * of memory. */
pockets_t *pockets_create(size_t items, size_t primary, const uint32_t *start,
                          const uint32_t *neighbour);
void pockets_destroy(pockets_t *pockets);

/* Whether items[0 .. count - 1] (an option's) hang together in the graph. */
bool pockets_connected(pockets_t *pockets, const uint32_t *items, size_t count);

/* Whether every part of the uncovered items (not set in `used`) next to
 * items[0 .. count - 1] could be filled: a part holding a secondary item,
 * or larger than can be looked at, could; otherwise its size must be a
 * multiple of `multiple` and at least `least`. */
bool pockets_fillable(pockets_t *pockets, const uint64_t *used, const uint32_t *items,
                      size_t count, unsigned multiple, unsigned least);

/* The items of `fixed` (NULL: none) stay covered until the next call: a
 * search sets them once its prefix is placed and clears them when it
 * ends.  The floods may then stop sooner (pockets.c: tails). */
void pockets_fix(pockets_t *pockets, const uint64_t *fixed);

/* For the tests: the floods started from each neighbour in turn and
 * followed until their part is known, as the test was first written (the
 * answers are the same). */
void pockets_plain(pockets_t *pockets);

#endif
