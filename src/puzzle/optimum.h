/* The optimisation puzzles of docs/puzzles.md: The Tree, The Ring and The Maximum
 * (the best value, a witness, and a proof that nothing is better), and 15
 * Hexes (every arrangement closing 15 hexagons, counted).
 *
 * Each search is split into slices that do not depend on each other: the
 * candidate shapes of a shape-first search, the first piece of The Tree.
 * `threads` workers share the slices, and `--part K/N` searches the slices
 * numbered K - 1 modulo N, so that N machines can share a search and
 * `twigs merge` can join their summaries.
 */
#ifndef TWIGS_PUZZLE_OPTIMUM_H
#define TWIGS_PUZZLE_OPTIMUM_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "puzzle/cover_puzzle.h"
#include "puzzle/slicing.h"
#include "twig/pentatwigs.h"

/* What a watcher may read while a search runs. */
typedef struct {
    atomic_uint_least64_t nodes;
    atomic_long best;  /* best value so far, -1 before any */
    atomic_long bound; /* best upper bound so far */
    atomic_size_t slices, slices_done;
    atomic_uint_least64_t solutions; /* 15 Hexes: the arrangements found so far */
} optimum_progress_t;

void optimum_progress_init(optimum_progress_t *progress);

typedef struct {
    unsigned threads;             /* 0 or 1: the caller's thread alone */
    unsigned part, parts;         /* parts 0: the whole search */
    atomic_bool *stop;            /* optional: set it to stop early (a time limit) */
    optimum_progress_t *progress; /* optional */
} optimum_options_t;

#define OPTIMUM_NOTE_MAX 320

typedef struct {
    long value;       /* the witness's value; -1 when there is no witness */
    long upper_bound; /* no solution (in the slices searched) is better */
    bool proven;      /* the search finished and value == upper_bound */
    bool stopped;     /* stopped early: the bound may be above the value */
    bool failed;      /* out of memory */
    uint64_t nodes;
    double seconds;
    placement_t witness[2 * PIECE_COUNT];
    size_t witness_count;
    char bound_note[OPTIMUM_NOTE_MAX]; /* how the upper bound was obtained */
} optimum_result_t;

optimum_result_t optimum_tree(const optimum_options_t *options);
optimum_result_t optimum_ring(const optimum_options_t *options);
/* The Ring with a witness found in a fraction of a second before the
 * proof (puzzle/ring_quick.h), so that a search stopped early still has
 * one (a whole search's; a part's has its proof's alone). */
optimum_result_t optimum_ring_anytime(const optimum_options_t *options);
optimum_result_t optimum_maximum(const optimum_options_t *options);

/* 15 Hexes: every distinct arrangement of the 12 pieces that closes 15
 * hexagons.  on_solution (may be NULL) gets each one, and a flag telling
 * whether it is the triangle; it returns false to stop. */
typedef bool (*hexes15_fn)(void *context, const placement_t *pieces, size_t count,
                           bool triangle);

typedef struct {
    uint64_t solutions; /* distinct arrangements, the triangle's included */
    uint64_t shapes;    /* distinct shapes of the 15 hexagons that have one */
    uint64_t triangle;  /* arrangements whose hexagons are the triangle */
    uint64_t nodes;
    size_t candidates;  /* shapes searched */
    double seconds;
    bool stopped, failed;
} hexes15_stats_t;

hexes15_stats_t optimum_hexes15(const optimum_options_t *options, hexes15_fn on_solution,
                                void *context);

/* 15 Hexes as `solve` and the page list it (docs/puzzles.md): each
 * arrangement whose hexagons are not the triangle, which is only
 * counted, passed to on_solution (may be NULL: a count), which returns
 * false to stop. */
hexes15_stats_t optimum_hexes15_listing(const optimum_options_t *options,
                                        cover_puzzle_fn on_solution, void *context);

/* Each search's slices, described into `slicing` (puzzle/slicing.h) as
 * --part shares them out: The Tree's first pieces, the shapes of 15
 * Hexes, and level by level, from the bound down, The Maximum's shapes
 * and The Ring's candidate areas, of the first `levels` levels (the
 * search goes down only as far as it must, and the lower levels are
 * ever larger).  False when out of memory. */
bool optimum_tree_slicing(slicing_t *slicing);
bool optimum_hexes15_slicing(slicing_t *slicing);
bool optimum_maximum_slicing(size_t levels, slicing_t *slicing);
bool optimum_ring_slicing(size_t levels, slicing_t *slicing);

#endif
