/* 15 Hexes' exact covers (private to src/puzzle and its tests): the
 * arrangements of the 12 pentatwigs on a region of exactly 60 edges, one
 * per class under the region's own symmetries.
 *
 * The general cover search (cover_puzzle.c) works for any piece set and
 * region; here a region is 60 edges, one bit each of a word, and each
 * letter is placed once, so a state is two words and a placement a test
 * and an or.  hexes15.c calls it for each of its regions.
 */
#ifndef TWIGS_PUZZLE_HEXES15_COVER_H
#define TWIGS_PUZZLE_HEXES15_COVER_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "twig/lattice.h"
#include "twig/piece_set.h"
#include "twig/pentatwigs.h"

#define HEXES15_EDGES (PIECE_COUNT * PIECE_EDGES)

/* Called with each distinct arrangement (PIECE_COUNT placements, by
 * letter); returns false to stop. */
typedef bool (*hexes15_cover_fn)(void *context, const placement_t *pieces, size_t count);

typedef struct {
    uint64_t solutions; /* distinct arrangements found */
    uint64_t nodes;     /* placements tried */
    bool stopped;       /* the callback or a stop flag ended it early */
    bool failed;        /* out of memory */
} hexes15_cover_stats_t;

/* Every distinct arrangement of the 12 pentatwigs covering the 60 edges
 * (any order, no repeats) each once.  The search polls *stop and *halt
 * (either may be NULL) and sets *halt when the callback stops it. */
hexes15_cover_stats_t hexes15_cover(const edge_t edges[HEXES15_EDGES], const atomic_bool *stop,
                                    atomic_bool *halt, hexes15_cover_fn on_solution,
                                    void *context);

#endif
