/* What cover_puzzle.c shares with the files that search for it: the
 * workers, which search or count the slices (cover_workers.c), and the
 * two searches for a first solution, the quick look (cover_quick.c) and
 * the portfolio (cover_portfolio.c).  Private to src/puzzle; how the work
 * is organised is told at the top of cover_puzzle.c. */
#ifndef TWIGS_PUZZLE_COVER_PUZZLE_INTERNAL_H
#define TWIGS_PUZZLE_COVER_PUZZLE_INTERNAL_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <threads.h>
#include <time.h>

#include "puzzle/cover_puzzle.h"
#include "puzzle/slices.h"
#include "puzzle/sweep.h"
#include "puzzle/symmetry.h"
#include "search/corners.h"
#include "search/cover.h"
#include "search/memo.h"
#include "twig/edge_set.h"
#include "util/count.h"
#include "util/ordered.h"

/* The trial (cover_puzzle_solve): a search this small takes less than
 * estimating a larger one would, about a millisecond. */
#define TRIAL_NODES 50000
#define TRIAL_PIECES 64

/* A count estimated smaller than this takes a few tenths of a second
 * without a memo, which cannot save much of that. */
#define MEMO_WORTH_NODES 4e6

typedef enum { QUICK_UNSETTLED, QUICK_FOUND, QUICK_NONE } quick_t;

/* An option: a piece of type `type` in one of its orientations,
 * translated; its items start at `start` in option_item. */
typedef struct {
    uint32_t type, orientation;
    int32_t dq, dr;
    uint32_t start;
} option_t;

#define NO_OPTION UINT32_MAX

/* What every worker reads and nothing writes once the search starts. */
typedef struct {
    const cover_puzzle_t *puzzle;
    cover_puzzle_options_t options;
    edge_set_t required, spare;
    edge_map_t edges; /* the positions of both */
    uint32_t *item; /* item numbers of the required, then the spare, edges */
    size_t items;

    /* The pieces' orientations: type t's k-th is orientation[t][k]. */
    edge_t (*orientation)[LATTICE_SYMMETRIES][PIECE_SET_EDGES_MAX];
    long *mirror; /* per type: the type a reflection makes of it, or -1 */

    /* Option o places a piece as option[o] says and covers the items
     * option_item[option_start[o]] .. option_item[option_start[o + 1] - 1];
     * option_type and option_start are option[]'s columns, for the search
     * and the symmetries. */
    option_t *option;
    uint32_t *option_item;
    size_t option_count, option_capacity, item_count, item_capacity;
    uint32_t *option_type, *option_start;
    /* The most options the memory allows (problem_option_limit); one more
     * sets too_large, and the placements stop there. */
    size_t option_limit;
    bool too_large;

    symmetry_t symmetry; /* its pivot is the pivot item, or -1 when there is none */

    /* The options covering item i: covering[covering_start[i] ..
     * covering_start[i + 1] - 1]. */
    uint32_t *covering_start, *covering;

    /* A required edge has no placement: there is no solution, and no
     * search is made (the first thing Knuth's rule would see; the sweep's
     * might meet it last). */
    bool unplaceable;
    /* The pieces' ends and the region's corners show that there is none
     * (ends_rule_out): then no placement is made, unless place_always
     * (the table of every placement is wanted: cover_puzzle_matrix). */
    bool ends_rule_out, place_always;
    /* A first solution of the whole search is wanted (a callback takes
     * the first alone): a sweep whose whole tree has no solution proves
     * there is none (sweep_problem_t's stop_at_none). */
    bool first_only;
    bool proved_none; /* so it did: the choice is its tree's */
    /* What the quick look settled, its solution (total_uses placements)
     * when it found one, and its work. */
    quick_t quick;
    placement_t *quick_solution;
    uint64_t quick_nodes, quick_cost;
    /* No search to prepare for (nothing_to_search): past the placements,
     * the end budget (and the sweeps, up to a proof of none), only the
     * symmetries' count is made. */
    bool unsearched;
    bool check_touching; /* solutions may be disconnected: test each one */
    bool memo;           /* counting with a memo (count_slice, cover_workers.c) */
    double estimated_nodes; /* the chosen sweep's (0: not estimated) */
    /* The rule the workers' covers branch by, and what chose it. */
    enum cover_branching rule;
    sweep_choice_t choice;
    /* A trial: FIRST_ITEM in sweep_trial's sweep, at most TRIAL_NODES
     * nodes, before any estimate (cover_puzzle_solve). */
    bool trial;

    slice_list_t slices; /* our part's slices of the search, grouped by a0 */
    /* The (at most four) edges meeting each edge at its ends, as
     * positions: meets[4 * e ..], -1 where there are fewer; made once
     * (cover_problem_ensure_meets) for the sweeps' order and the pockets'
     * graph. */
    long *meets;
    /* With options.pockets, the items' graph for the pocket test
     * (search/pockets.h): item i meets graph[graph_start[i] ..
     * graph_start[i + 1] - 1]. */
    uint32_t *graph_start, *graph;
    /* Without spare edges (which may stay uncovered), the end budget
     * (search/corners.h) of the options in their order, on when
     * corners_on; the covers copy it. */
    corners_t corners;
    bool corners_on;
    unsigned *copies; /* each piece type's copies, as the covers take them */
    unsigned total_uses;

    const atomic_bool *stop; /* polled while the problem is prepared */
} problem_t;

/* What the workers share: the problem, which they only read, and what
 * they change under the lock. */
typedef struct {
    const problem_t *problem;
    mtx_t lock;
    atomic_bool own_stop;
    atomic_bool *stop; /* the caller's flag, or own_stop */
    count_t solutions;
    uint64_t nodes, cost;
    bool failed, overflow;
    memo_stats_t memo;
    char strategy[48];
    cover_answer_t answered_by;
    unsigned sweep_rank;
    cover_puzzle_fn on_solution;
    void *context;
    /* With several threads, the solutions go to on_solution through this,
     * in the slices' order (NULL: straight, in the one thread's order). */
    ordered_t *order;
    struct timespec start;    /* the call's */
    atomic_bool search_begun; /* a search has started: prepare_seconds holds */
    double prepare_seconds;
    atomic_bool trial_stop; /* the workers' stop flag during a trial */
    bool trial_exceeded;    /* the trial took more than its nodes */
    bool trial_settled;     /* the trial's answer stands */
} shared_t;

typedef struct {
    const problem_t *problem;
    shared_t *shared;
    cover_t *cover;
    uint32_t a0;           /* the slices' a0 that the cover's forbidden options are for */
    symmetry_scratch_t scratch;
    placement_t *solution;
    memo_t *memo;          /* valid for the forbidden options of a0 and its ties */
    bool memo_off;         /* it found too few states again: slices are searched plainly */
    uint32_t *ties;        /* a0's ties (symmetry_ties), tie_count of them */
    size_t tie_count;
    size_t slice;          /* the slice being searched */
    bool slice_ended;      /* options.first: it found its solution and stopped */
} worker_t;

/* Whether a time limit or a signal stopped the search: on a region of
 * thousands of edges the preparation alone takes seconds, so it looks
 * too, between its steps. */
static inline bool halted(const problem_t *p) { return atomic_load(p->stop); }

/* ---- From cover_puzzle.c ---- */

/* A cover's solution as placements, in `solution`: option k of the cover
 * is the problem's order[k] (order NULL: k itself); whether it obeys the
 * touching rule (docs/puzzles.md). */
bool cover_problem_solution_placed(const problem_t *p, const uint32_t *options,
                                   const uint32_t *order, size_t count, placement_t *solution);
/* p->meets, made the first time it is asked for; false when out of
 * memory. */
bool cover_problem_ensure_meets(problem_t *p);
/* The problem as the sweeps (puzzle/sweep.h) see it. */
sweep_problem_t cover_problem_sweeps(const problem_t *p);

/* A FEWEST cover whose items are numbered in another sweep than the
 * search's (the quick look's, and the portfolio's other sweeps'):
 * made without changing the problem, whose numbers and graph stay the
 * search's (p->meets made).  `sweeps` gives the options' edges as
 * positions (once number_options has numbered them, option_edges does).
 * Its option k is the problem's order[k], shuffled by `shuffle` (0: not
 * shuffled).  False when out of memory. */
typedef struct {
    cover_t *cover;
    uint32_t *order;
} other_sweep_t;
bool cover_other_sweep_build(const problem_t *p, const sweep_problem_t *sweeps, int sweep,
                             uint64_t shuffle, other_sweep_t *other);
/* Frees what `other` holds and empties it, to be built again. */
void cover_other_sweep_free(other_sweep_t *other);

/* Whether the cover's solution is one of the puzzle's, the least of its
 * class when `least` says so; it is then in w->solution. */
bool cover_worker_accepts(worker_t *w, const uint32_t *options, size_t count, bool least);
/* Forbids, in the cover, the options that the symmetry cut leaves out;
 * option k of the cover is the problem's order[k] (order NULL: k
 * itself).  False when out of memory. */
bool cover_symmetry_cut(const problem_t *p, cover_t *cover, const uint32_t *order);

/* The cover of every option in the problem's order, with the pocket
 * graph and the end budget where they apply; NULL when out of memory or
 * stopped. */
cover_t *cover_problem_build(const problem_t *p);

/* ---- From cover_workers.c ---- */

/* A worker (its shared_t given as void, as util/pool.h calls it), NULL
 * when out of memory; and its end. */
void *cover_worker_new(void *shared_state);
void cover_worker_free(void *worker);
/* Searches slice k, each solution to fn; its statistics, its prefix's
 * nodes included. */
cover_stats_t cover_worker_search(worker_t *w, size_t k, cover_solution_fn fn, void *context);
/* The first search to start ends the preparation (stats.prepare_seconds). */
void cover_search_begins(shared_t *shared);
/* The threads asked for, as far as the slices and the memory go. */
unsigned cover_workers_threads(const problem_t *p);
/* The slices searched, or counted, on the pool's threads (the caller's
 * one of them); false when out of memory. */
bool cover_workers_run(const problem_t *p, shared_t *shared);

/* ---- From cover_quick.c ---- */

/* FEWEST for a few nodes a placement in a few sweeps, before the sweeps
 * are estimated: sets p->quick (and p->quick_solution when it found
 * one).  False when out of memory. */
bool cover_quick_look(problem_t *p);
/* The quick look's answer to the caller. */
void cover_quick_report(const problem_t *p, shared_t *shared);

/* ---- From cover_portfolio.c ---- */

/* Whether a first solution is searched by the portfolio: where asked
 * for, for the whole search (parts must all be sliced alike), and where
 * the memory holds a cover for each of the first pair of members. */
bool cover_portfolio_applies(const problem_t *p, const shared_t *shared);

/* A first solution, or the proof that there is none, by the portfolio's
 * members taking turns.  False when out of memory. */
bool cover_portfolio_solve(problem_t *p, shared_t *shared);

#endif
