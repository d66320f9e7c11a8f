/* How a cover puzzle's edges become items (private to src/puzzle): the
 * sweep, and the order of the placements.
 *
 * The FIRST_ITEM search branches on the first uncovered item, so the order
 * of the items is the order in which it fills the region, and the size of
 * its tree depends on it by a factor of ten and more (the triangle: 0.35
 * against 3.1 million nodes; a 5 by 3 parallelogram, 0.90 against 12
 * million).  The page's way up says nothing of it.  So every sweep is
 * tried, random paths down its search estimate its size, and the smallest
 * estimate wins (sweep.c says how the paths are spent).  The paths and
 * their generator are fixed, and the placements are put in an order that
 * depends on the region and the sweep alone, so a puzzle gets the same
 * sweep and the same search, node for node, whichever way up it is drawn
 * (measured with bench/bench_orientations.sh: the same nodes in all 12
 * orientations of every puzzle of puzzles/, where they had varied up to
 * 2.5 times).
 */
#ifndef TWIGS_PUZZLE_SWEEP_H
#define TWIGS_PUZZLE_SWEEP_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search/cover.h"
#include "twig/edge_set.h"
#include "twig/sweep_order.h"

/* The cover of the placements whose items are option_items (laid out as
 * sweep_problem_t's option_edge), added in the order `order` gives:
 * `cover` emptied of its options (cover_remove_options) and filled again,
 * or a new one when it is NULL.  NULL when out of memory or stopped (then
 * `cover` is no more). */
typedef cover_t *(*sweep_cover_fn)(const void *context, cover_t *cover,
                                   const uint32_t *option_items, const uint32_t *order);

/* A cover puzzle as the sweeps see it.  Edges are numbered by their
 * position among the required edges, then the spare ones; placement o of
 * type option_type[o] covers the edges option_edge[option_start[o]] ..
 * option_edge[option_start[o + 1] - 1]. */
typedef struct {
    const edge_set_t *required, *spare;
    const edge_map_t *edges; /* the positions of both */
    size_t options;
    const uint32_t *option_start, *option_edge, *option_type;
    const long *mirror; /* per type: its mirror image's type, or -1 */
    size_t types, uses; /* types, and placements in a solution */
    /* A whole estimate (cover_estimate_whole) that reached no solution
     * proves that there is none: it ends the choice (sweep_choice_t's
     * none). */
    bool stop_at_none;
    /* The (at most four) edges meeting each edge at its ends, as
     * positions: meets[4 * e ..], -1 where there are fewer. */
    const long *meets;
    sweep_cover_fn cover;
    const void *context; /* for cover */
    const atomic_bool *stop;
} sweep_problem_t;

/* What sweep_choose found: the sweep whose FIRST_ITEM search looks
 * smallest, that search's estimate, and (when asked for) the estimate of
 * the FEWEST search of the items numbered in that sweep; an estimate not
 * made has nodes -1.  Or, with stop_at_none, the first sweep whose whole
 * tree has no solution, and its size.  The sweeps that look next best,
 * best first, are `next` (-1 past the last: all of them where a small
 * tree walked whole ended the choice, or the region has one sweep): how
 * long a search takes to its first solution varies tenfold between
 * sweeps that look alike, so a first solution searches those too
 * (puzzle/cover_puzzle.c). */
#define SWEEP_NEXT 3
typedef struct {
    int sweep, next[SWEEP_NEXT];
    cover_estimate_t first, fewest;
    bool none; /* with stop_at_none: sweep's whole tree has no solution */
} sweep_choice_t;

/* Below this many nodes the FIRST_ITEM search of the best sweep is done
 * before FEWEST's estimate would be: FEWEST is not estimated. */
#define SWEEP_FEWEST_WORTH_NODES 2000

bool sweep_choose(const sweep_problem_t *p, bool fewest_too, sweep_choice_t *choice);

/* A sweep for a trial search made before any estimate (cover_puzzle.c):
 * any will do, but the same whichever way up the region is drawn (the
 * first of sweep_trials'). */
int sweep_trial(const sweep_problem_t *p);

/* The sweeps for trials one after another: in sweeps[], one of each
 * numbering alike up to the region's symmetries, in an order that
 * depends on how the edges meet in each numbering (a hash of the items
 * meeting each of its first items), so the same list whichever way up
 * the region is drawn, and sweeps unlike one another first; the first
 * `want` of them (at most SWEEPS).  Their number, 0 when out of memory. */
size_t sweep_trials(const sweep_problem_t *p, int sweeps[SWEEPS], size_t want);

/* Numbers the edges in sweep `sweep`: item[e] for edge e (the required
 * edges first, then the spare ones), option_items[] the placements' edges
 * as items (laid out as option_edge), and order[] the placements in their
 * canonical order: by least item, then piece (a type and its mirror image
 * count as one), then their other items.  That order depends on the
 * region and the sweep alone.  False when out of memory. */
bool sweep_number(const sweep_problem_t *p, int sweep, uint32_t *item, uint32_t *option_items,
                  uint32_t *order);

#endif
