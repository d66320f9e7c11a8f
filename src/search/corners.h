/* Corners: where pieces may end, and how many may end apart.
 *
 * A corner is a set of one to three primary items: the edges that meet at
 * a point of the honeycomb.  An option *ends* at a corner when it holds
 * exactly one of its items and *branches* there when it holds three.  In
 * an exact cover each corner's items are split between the options that
 * meet it, in one of these ways:
 *
 *   3 items: one option branching (no end), one passing through and one
 *            ending (1 end), or three ending (3 ends);
 *   2 items: one option passing through (0 ends), or two ending (2 ends);
 *   1 item:  one option ending (1 end).
 *
 * Call a corner *open* when every item of it is in an option of its own
 * (the 3-end and 2-end cases).  Summed over the corners, the ends of a
 * solution's options E equal C3 - B + C1 + 2 * (open corners), with C3
 * and C1 the corners of 3 and of 1 item and B the branchings.  When every
 * option of a type has as many ends and branchings as the others (pieces:
 * all placements of one shape do), E and B are known before the search, so
 * every solution has exactly
 *
 *     budget = (E + B - C3 - C1) / 2
 *
 * open corners.  For the 27 hexatwigs on the triangle of side 9 it is 2: of
 * 30 corners on the rim and 88 inside, all but two are passed through by a
 * piece.  A branch dies once more corners than that are certainly open: a
 * corner of k items is, once k - 1 options have ended there (the last item
 * must then go to yet another option).  The test is necessary, never
 * sufficient, so it prunes only branches without solutions, and counts and
 * memos are the same with it or without it.
 *
 * The search (search/cover.h) applies it at every node; the slices of a
 * puzzle's search (puzzle/slices.h) apply it too, so that they end where
 * the search would.
 */
#ifndef TWIGS_SEARCH_CORNERS_H
#define TWIGS_SEARCH_CORNERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
    /* Option o ends at corners end[end_start[o] .. end_start[o + 1] - 1]. */
    uint32_t *end_start, *end;
    /* Corner c is certainly open once open_at[c] options end there; 0 for
     * a corner of one item, which is never open. */
    uint8_t *open_at;
    size_t corners;
    unsigned budget;
    /* No exact cover can have the pieces' ends (the budget would be
     * negative or not whole); then no option ends anywhere. */
    bool no_solution;
} corners_t;

/* What corners_build found. */
enum corners_result {
    CORNERS_ON,     /* the budget applies (or no_solution is set) */
    CORNERS_OFF,    /* it does not: a type's options differ, or a corner is too big */
    CORNERS_NO_MEMORY
};

/* The options' items: option o holds items option_item[option_start[o] ..
 * option_start[o + 1] - 1] and has type type_of[o]; type t is used
 * type_uses[t] times.  Corner c holds the items member[start[c] ..
 * start[c + 1] - 1], one to three of them, all primary.  Any set of
 * corners will do (the sums above are over the corners given), but the
 * test prunes more the more corners it knows.
 *
 * With `at_most`, a solution's options end `ends` times and branch
 * `branchings` times in all, some of them elsewhere than at the corners
 * given: where a region has spare edges, the corners are those with no
 * spare edge (whose items every solution covers), and the pieces' ends
 * and branchings at the others are not known before the search.  The sums
 * at the corners given are then at most E and B, and the budget is at
 * most (E + B - C3 - C1) / 2 open corners (corners_bound): still a limit
 * that no solution passes.  The options of a type need not agree. */
typedef struct {
    size_t items, options, types;
    const uint32_t *option_start, *option_item, *type_of;
    const unsigned *type_uses;
    bool at_most;
    long ends, branchings;
} corners_options_t;

/* The budget of the corners (corner c holds start[c + 1] - start[c]
 * items, as corners_build takes them) for a solution whose options end E
 * times and branch B times in all; false when no exact cover can have
 * them (the budget would be negative or not whole).  Pieces' ends are
 * known before any placement is made: a region can be shown impossible
 * from its corners and the pieces' shapes alone. */
bool corners_budget(size_t count, const uint32_t *start, long ends, long branchings,
                    unsigned *budget);
/* The same as a limit (at_most above): false only when it is negative. */
bool corners_bound(size_t count, const uint32_t *start, long ends, long branchings,
                   unsigned *budget);

enum corners_result corners_build(corners_t *corners, size_t count, const uint32_t *start,
                                  const uint32_t *member, const corners_options_t *options);
/* Frees what corners_build made, whatever it returned. */
void corners_free(corners_t *corners);

/* A copy of a budget for the same options in another order: option k of
 * the copy is option order[k] of the `options` options of `from` (order
 * NULL: the same order).  The ends do not depend on how the items are
 * numbered, so one budget serves every numbering of them.  False when out
 * of memory (then *to holds nothing). */
bool corners_copy(corners_t *to, const corners_t *from, size_t options, const uint32_t *order);

/* Whether option o alone opens more corners than the budget allows: it
 * ends at that many corners of two items, each of which then needs
 * another option to end there too.  No solution holds such an option. */
static inline bool corners_rule_out(const corners_t *k, uint32_t o)
{
    unsigned opens = 0;
    for (uint32_t j = k->end_start[o]; j < k->end_start[o + 1]; j++)
        opens += k->open_at[k->end[j]] == 1;
    return opens > k->budget;
}

/* The search's side: ended[c] options end at corner c, and *open corners
 * are certainly open.  Placing option o returns whether the budget still
 * holds; unplacing undoes the placing exactly, whatever it returned. */
static inline bool corners_place(const corners_t *k, uint8_t *ended, unsigned *open, uint32_t o)
{
    for (uint32_t j = k->end_start[o]; j < k->end_start[o + 1]; j++) {
        uint32_t c = k->end[j];
        *open += ++ended[c] == k->open_at[c];
    }
    return *open <= k->budget;
}

static inline void corners_unplace(const corners_t *k, uint8_t *ended, unsigned *open, uint32_t o)
{
    for (uint32_t j = k->end_start[o]; j < k->end_start[o + 1]; j++) {
        uint32_t c = k->end[j];
        *open -= ended[c]-- == k->open_at[c];
    }
}

#endif
