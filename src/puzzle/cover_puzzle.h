/* Edge-covering puzzles: place the pieces of the set so that every required
 * edge is covered exactly once and spare edges at most once (docs/puzzles.md).
 *
 * The puzzle becomes an exact cover problem (src/search/cover.h): edges are
 * items, placements of pieces are options, pieces are types.  Solutions that
 * a symmetry of the puzzle maps onto each other are counted once.
 */
#ifndef TWIGS_PUZZLE_COVER_PUZZLE_H
#define TWIGS_PUZZLE_COVER_PUZZLE_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "puzzle/slicing.h"
#include "search/cover.h"
#include "twig/lattice.h"
#include "twig/pentatwigs.h"

/* The region and the piece set; edges need not be sorted or distinct, and
 * a spare edge that is also required is required. */
typedef struct {
    const edge_t *required;
    size_t required_count;
    const edge_t *spare;
    size_t spare_count;
    const piece_set_t *pieces; /* each type placed as often as it has copies */
    bool touching;             /* solutions must hang together (see cover_puzzle.c) */
} cover_puzzle_t;

/* What answered a search for one solution (options.first with a
 * callback), or showed that there is none, where it is worth saying. */
typedef enum {
    COVER_ANSWER_SEARCH,      /* the search asked for: nothing more to say */
    COVER_ANSWER_UNPLACEABLE, /* none: an edge of the region no placement covers */
    COVER_ANSWER_ENDS,        /* none: the pieces' ends against the region's corners */
    COVER_ANSWER_WALKED,      /* none: a sweep's estimate went down its whole tree */
    COVER_ANSWER_QUICK,       /* a quick FEWEST search, before any sweep */
    COVER_ANSWER_PORTFOLIO_FIRST_ITEM, /* the portfolio's (options.portfolio) */
    COVER_ANSWER_PORTFOLIO_FEWEST,
    COVER_ANSWER_PORTFOLIO_FEWEST_NEXT, /* FEWEST in another sweep (sweep_rank) */
    COVER_ANSWER_PORTFOLIO_RESTARTS,    /* FEWEST restarted, its placements shuffled */
} cover_answer_t;

/* The restarting member's bit in options.portfolio_members. */
#define COVER_PUZZLE_RESTARTING_MEMBER (1u << 5)

typedef struct {
    count_t solutions;  /* distinct solutions found (all of them, unless stopped) */
    uint64_t nodes;     /* placements tried by the search */
    size_t placements;  /* options of the exact cover problem */
    /* The order of the puzzle's symmetry group; 0 where a first
     * solution was settled before any search needed it. */
    size_t symmetries;
    size_t slices;      /* independent subsearches the work was split into */
    uint64_t cost;      /* the searches' work in units no machine changes (search/cover.h) */
    /* How it searched: the branching rule and its prunings, or the
     * portfolio's member that found the first solution (or proved that
     * there is none): "first-item+memo", "portfolio: fewest+pockets". */
    char strategy[48];
    cover_answer_t answered_by;
    /* The rank of the sweep whose search answered (1 the chosen sweep, 2
     * the one that looks next best...), where the portfolio answered. */
    unsigned sweep_rank;
    unsigned threads;   /* the threads that searched them (see threads_bytes) */
    double seconds;
    /* Of those, the preparation: from the call to the start of the first
     * search (the placements, the sweep, the symmetries, the slices, the
     * search's own tables), or all of them when nothing was searched. */
    double prepare_seconds;
    bool stopped;       /* the callback or the stop flag ended it early */
    bool failed;        /* out of memory, or too_large */
    bool too_large;     /* more placements than problem_bytes allows: not searched */
    bool overflow;      /* the count passed COUNT_MAX (util/count.h); the search stopped */
    bool memo;          /* the count used a memo, */
    memo_stats_t memo_stats; /* which did this, over every thread */
} cover_puzzle_stats_t;

/* Called with each solution's placements; returns false to stop.  Calls
 * are serialised, and come in the same order with any number of threads:
 * the slices' order, each slice's solutions in the order its search finds
 * them (with several threads a slice's solutions are held until every
 * slice before it is done).  The first solution passed on is therefore
 * the first of the lowest slice that has one. */
typedef bool (*cover_puzzle_fn)(void *context, const placement_t *placements, size_t count);

/* Counters a watcher may read while the search runs (the solutions as
 * a double: a count may pass 64 bits, and the watcher shows it rounded). */
typedef struct {
    atomic_size_t slices, slices_done;
    _Atomic double solutions;
} cover_puzzle_progress_t;

typedef struct {
    bool raw;                       /* count every solution, not one per symmetry class */
    /* With choose_rule the branching rule (search/cover.h) of a count is
     * chosen for each puzzle by estimates of its searches
     * (cover_puzzle.c); without, the default, it is `branching`.  The
     * choice lost to FIRST_ITEM on the benchmarks (the README's search
     * section says where). */
    bool choose_rule;
    enum cover_branching branching;
    unsigned threads;               /* worker threads; 0 or 1 searches in the caller's */
    unsigned part, parts;           /* search only slice part of 1..parts; parts 0 = all */
    atomic_bool *stop;              /* optional: set it to stop early; set when a callback stops */
    cover_puzzle_progress_t *progress; /* optional */
    /* Counting (no callback): bytes for the memo of how many completions
     * each state of the search has (all threads together; 0: no memo).
     * Used where it is exact (cover puzzles without spare edges whose
     * solutions need no test of touching) and worth it (a search the
     * sweep's estimate finds large), or always with memo_always (the
     * tests, which count small puzzles both ways). */
    size_t memo_bytes;
    bool memo_always;
    /* The callback takes the first solution alone (and returns false):
     * slices above the lowest one with a solution need not be searched. */
    bool first;
    /* With `first`: a portfolio finds it, FIRST_ITEM (in `branching`'s
     * place) and FEWEST taking turns, joined after a while by FEWEST in
     * the sweeps that look next best, the member whose answer comes after less
     * work winning (cover_portfolio.c): on one thread, or with `threads`
     * above 1 on a thread for each member, whatever `threads` says
     * beyond.  portfolio_restarts searches it without threads, as the
     * page does (the same answer). */
    bool portfolio;
    bool portfolio_restarts;
    /* Bit 0 FIRST_ITEM, bit 1 FEWEST, bit k FEWEST in the sweep ranked
     * k (2: the runner-up, to 4), COVER_PUZZLE_RESTARTING_MEMBER FEWEST
     * restarted: those alone, each from the start (0, or only bits of
     * sweeps there are not: all there are). */
    unsigned portfolio_members;
    /* The portfolio goes first, without the quick FEWEST search that
     * settles most small puzzles before it (for the tests of the
     * portfolio itself). */
    bool skip_quick_look;
    /* What the threads' own copies of the search may take, all together
     * (0: COVER_PUZZLE_THREADS_BYTES): each thread holds a cover of the
     * whole problem, so large regions get fewer threads than asked (at
     * least one), and no search more threads than slices. */
    size_t threads_bytes;
    /* What one copy of the problem may take, its tables and a thread's
     * cover (0: COVER_PUZZLE_PROBLEM_BYTES).  The placements are counted
     * as they are made, and a puzzle with more than fit is not searched
     * (stats.too_large). */
    size_t problem_bytes;
    /* The search's pocket test (search/pockets.h), where it is sound.  It
     * pays where one solution is wanted (the first of 21 pentatwigs on the
     * side-7 triangle: 4.5 times fewer nodes, half the time), not in
     * counts, which meet the dead pockets soon anyway (the one-sided
     * pentatwigs on the 12x2 trapezoid: 9% fewer nodes, 3 times the time):
     * bench/bench_branching. */
    bool pockets;
    /* The end budget (search/corners.h), where it is sound (no spare
     * edges): on by default.  The first solution of the 27 hexatwigs on
     * the side-9 triangle came after 5.5 s with it, none in 60 s without;
     * the Triangle's count took 0.29 M nodes instead of 0.35 M.  Off for
     * the tests that count both ways. */
    bool corners;
} cover_puzzle_options_t;

/* 1 GiB: a 4,035-edge region with 819 pieces takes about 73 MB a thread,
 * so it gets 15 threads; puzzles/ take under 1 MB a thread. */
#define COVER_PUZZLE_THREADS_BYTES ((size_t)1 << 30)

/* 1 GiB: a region of 3,555 edges with 711 pieces of 12 shapes named
 * apart has 6.5 million placements and would take about 3.6 GB. */
#define COVER_PUZZLE_PROBLEM_BYTES ((size_t)1 << 30)

/* The default options: distinct solutions, one thread, the whole search,
 * the branching rule chosen per puzzle, the end budget. */
cover_puzzle_options_t cover_puzzle_default_options(const cover_puzzle_t *puzzle);

cover_puzzle_stats_t cover_puzzle_solve(const cover_puzzle_t *puzzle,
                                        const cover_puzzle_options_t *options,
                                        cover_puzzle_fn on_solution, void *context);

/* The exact cover problem that cover_puzzle_solve hands its search, as it
 * is: items 0 .. primary - 1 the required edges, primary .. items - 1 the
 * spare ones, numbered as the search numbers them; option o places a
 * piece of type type[o] on items item[start[o]] .. item[start[o + 1] - 1],
 * in the search's order; type t is placed uses[t] times.  For searches of
 * another kind to be fed the very same options (bench/ measures one
 * against twigs'), with the time it takes to make the placements, which
 * such a search would spend too (the best of a few runs where it is
 * short). */
typedef struct {
    size_t primary, items, types, options;
    uint32_t *start, *item, *type;
    unsigned *uses;
    double seconds;
} cover_puzzle_matrix_t;

/* The problem of the puzzle into *matrix (free it with
 * cover_puzzle_matrix_free, whatever this returned); false when out of
 * memory. */
bool cover_puzzle_matrix(const cover_puzzle_t *puzzle, cover_puzzle_matrix_t *matrix);
void cover_puzzle_matrix_free(cover_puzzle_matrix_t *matrix);

typedef struct {
    size_t required;    /* distinct required edges */
    size_t spare;       /* distinct spare edges that are not required */
    size_t piece_edges; /* the pieces' edges, five a copy */
} cover_puzzle_sizes_t;

/* Whether the pieces could cover the region at all: each required edge
 * once and spare edges at most once take from `required` to `required +
 * spare` edges, which the pieces must have.  When they do not, there is
 * no solution, and no search is needed to say so.  False also when out of
 * memory (then sizes->required is SIZE_MAX). */
bool cover_puzzle_sizes_fit(const cover_puzzle_t *puzzle, cover_puzzle_sizes_t *sizes);

/* Describes into `slicing` (puzzle/slicing.h) every slice of a count of
 * the puzzle split into slicing->parts parts (0 or 1: the whole), with
 * the default options as `solve --count --part K/N` takes them: each
 * slice's options as the pieces they place.  False when out of memory. */
bool cover_puzzle_slicing(const cover_puzzle_t *puzzle, slicing_t *slicing);

#endif
