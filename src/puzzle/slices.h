/* The slices of a cover puzzle's search (private to src/puzzle): what
 * --threads and --part share out.
 *
 * A slice is a prefix of options: the first covers the symmetry's pivot
 * item, each next one the lowest primary item that those before leave
 * uncovered, which is where the FIRST_ITEM search branches.  Every
 * solution holds exactly one option at each of those items, so the slices
 * of one depth split the search into disjoint subsearches that together
 * make the whole.
 *
 * A whole search takes the slices of depth two, which are plenty for the
 * threads (depth one was too uneven: one pivot option of the Triangle
 * holds a third of the work).  A part takes every parts-th slice of the
 * first depth with SLICES_PER_PART slices a part: shared out round-robin,
 * hundreds of uneven slices leave each part within 2x of the mean, tens
 * do not (the Triangle's 238 slices in 64 parts left one part 4.6 times
 * the mean's nodes).  The depth and the slices depend on the puzzle and
 * the parts alone, never on the threads, so the parts are disjoint and
 * complete.
 */
#ifndef TWIGS_PUZZLE_SLICES_H
#define TWIGS_PUZZLE_SLICES_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "puzzle/symmetry.h"
#include "search/corners.h"
#include "twig/piece_set.h"

#define SLICE_DEPTH_MAX 8
#define SLICES_PER_PART 256
/* The slices of a depth that a search walks through and keeps (our
 * part's), at most: a million, 40 MB.  Where depth 2 has more (hundreds
 * of pieces named apart put thousands of placements on every item: 82
 * million slices, 3.3 GB, for 711 pieces on 3,555 edges), and more than
 * SLICES_PER_PART a part, the slices are those of depth 1, one a
 * placement at the pivot. */
#define SLICES_MAX ((size_t)1 << 20)

/* The solutions holding option[0 .. length - 1].  The options past the
 * second are nodes that a search from depth two would have counted:
 * `nodes` of them are this slice's to count (each once, with the first
 * slice under it), so that the parts' nodes add up to the whole's. */
typedef struct {
    uint32_t option[SLICE_DEPTH_MAX];
    uint32_t length, nodes;
} slice_t;

/* The search's options as the slices need them: option o has type
 * option_type[o] and covers items option_item[option_start[o] ..
 * option_start[o + 1] - 1]; the options covering item i are
 * covering[covering_start[i] .. covering_start[i + 1] - 1], in order.
 * Items below `primary` must be covered.  Without `symmetry` (raw counts)
 * every option at the first item is a slice's first.  With `corners` (the
 * end budget, search/corners.h), a prefix that leaves more corners open
 * than a solution has ends in a slice of its own, as the search would end
 * there. */
typedef struct {
    size_t primary, items, options;
    const uint32_t *option_start, *option_item, *option_type;
    const uint32_t *covering_start, *covering;
    const piece_set_t *pieces;
    const symmetry_t *symmetry;
    uint32_t first; /* the item of the slices' first option: the pivot */
    const corners_t *corners;
    const atomic_bool *stop; /* may be NULL: once set, slices_build ends (false) */
} slice_problem_t;

typedef struct {
    slice_t *slice; /* the part's slices, in the search's order */
    size_t count, capacity;
    size_t all; /* the slices of every part */
} slice_list_t;

/* The slices of part `part` of `parts` (every slice when parts <= 1) into
 * list, which must be zeroed; false when out of memory or stopped. */
bool slices_build(const slice_problem_t *problem, unsigned part, unsigned parts,
                  slice_list_t *list);
void slice_list_free(slice_list_t *list);

/* Calls `each` with every slice of a split into `parts` parts (every
 * part's, numbered as the parts take them: slices_build's list for part
 * K holds those whose index pool_slice_is_ours gives to K), in order;
 * false when out of memory. */
typedef void (*slice_each_fn)(void *context, size_t index, const slice_t *slice);
bool slices_each(const slice_problem_t *problem, unsigned parts, slice_each_fn each,
                 void *context);

#endif
