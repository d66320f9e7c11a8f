/* The yardstick: a plain exact cover search, to measure twigs' search
 * against (bench/bench_corpus.c).
 *
 * Algorithm X with dancing links, branching on the item with the fewest
 * options left (MRV, the first such item among equals), and nothing else:
 * no sweep, no pruning, no symmetry.  It takes the problem twigs' search
 * takes (cover_puzzle_matrix, puzzle/cover_puzzle.h), typed options
 * included: a type is one more primary item, to be covered as many times
 * as the type has uses.  It counts every solution (no symmetry is left
 * out), so compare it with twigs' raw counts.
 */
#ifndef TWIGS_BENCH_YARDSTICK_H
#define TWIGS_BENCH_YARDSTICK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct yardstick yardstick_t;

typedef struct {
    uint64_t nodes;     /* options tried */
    uint64_t updates;   /* links changed: a cost that no machine changes */
    uint64_t solutions; /* found (all of them, unless stopped) */
    bool stopped;       /* the time ran out before the search was done */
} yardstick_stats_t;

/* Items 0 .. primary - 1 must be covered once, primary .. items - 1 at
 * most once; type t is used uses[t] times; option o has type type[o] and
 * covers items item[start[o]] .. item[start[o + 1] - 1].  NULL when out of
 * memory. */
yardstick_t *yardstick_create(size_t primary, size_t items, size_t types, const unsigned *uses,
                              size_t options, const uint32_t *start, const uint32_t *item,
                              const uint32_t *type);
void yardstick_destroy(yardstick_t *y);

/* Searches for every solution, or the first one alone, for at most
 * `seconds` (0: no limit). */
yardstick_stats_t yardstick_search(yardstick_t *y, bool first, double seconds);

#endif
