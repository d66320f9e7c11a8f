/* The slicing of a split search, described: what `--part K/N` shares out.
 *
 * Every search that --part splits hands each of its slices, in the order
 * the pool numbers them, to a slicing_t: the slices of a cover puzzle's
 * count (puzzle/slices.h), the shapes of 15 Hexes, the shapes of The
 * Maximum and the candidate areas of The Ring level by level, the first
 * pieces of The Tree.  It hashes what each slice holds and which of the
 * `parts` parts takes it (util/pool.h).  Two versions of twigs whose
 * digests differ give part K of N other work, and merge must not join
 * their parts: PUZZLE_SLICING_VERSION (puzzle/puzzle.h), which the
 * fingerprint holds, must differ too.  tests/unit/test_slicing.c pins
 * the built-in puzzles' digests, and some of puzzles/, to the version.
 */
#ifndef TWIGS_PUZZLE_SLICING_H
#define TWIGS_PUZZLE_SLICING_H

#include <stddef.h>
#include <stdint.h>

#include "twig/lattice.h"
#include "twig/polyhex.h"

typedef struct {
    uint64_t hash;  /* 64-bit FNV-1a of everything described */
    unsigned parts; /* the split whose parts take the slices */
    size_t slices;  /* described so far */
} slicing_t;

void slicing_init(slicing_t *slicing, unsigned parts);

/* A new slice: number `index` of level `level` (0 for the searches of one
 * level), taken by part index % parts + 1.  What it holds follows. */
void slicing_slice(slicing_t *slicing, size_t level, size_t index);

void slicing_number(slicing_t *slicing, long long n);
void slicing_edges(slicing_t *slicing, const edge_t *edges, size_t count);
void slicing_cells(slicing_t *slicing, const hexagon_t *cells, size_t count);

/* Every shape of the list, a slice each, of level `level`: the slices of
 * 15 Hexes and of each level of The Maximum. */
void slicing_shapes(slicing_t *slicing, size_t level, const polyhex_list_t *shapes);

#endif
