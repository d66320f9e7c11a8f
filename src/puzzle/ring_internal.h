/* The Ring's parts that its unit tests reach (private to src/puzzle and
 * tests/unit/test_optimum.c): the bound, the candidate areas of a level,
 * and the search of one candidate.  ring.c explains the method. */
#ifndef TWIGS_PUZZLE_RING_INTERNAL_H
#define TWIGS_PUZZLE_RING_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "twig/lattice.h"
#include "twig/pentatwigs.h"

/* The largest candidate area, in hexagons. */
#define RING_MAX_CELLS 64

/* What the pieces can put on one cycle, and what follows for the areas. */
typedef struct {
    int forest[PIECE_COUNT]; /* largest set of edges with no vertex of degree 3 */
    int path[PIECE_COUNT];   /* longest path */
    unsigned max_perimeter;  /* even, at most the sum of forests */
    unsigned path_perimeter; /* even, at most the sum of longest paths */
    int connector;           /* k: most edges joining a split piece's paths */
    size_t max_cells;        /* the most hexagons max_perimeter allows */
} ring_bound_t;

/* What five edges can put on one cycle: the most of them with no vertex of
 * degree three among them (*forest), and the most of them on one path
 * (*path). */
void ring_shape_on_cycle(const edge_t edges[PIECE_EDGES], int *forest, int *path);

/* The bound from the 12 pieces. */
void ring_bound_compute(ring_bound_t *b);

/* The largest perimeter to enumerate directly for areas of n hexagons. */
unsigned ring_level_perimeter(const ring_bound_t *b, size_t n);

/* A candidate area R'. */
typedef struct {
    hexagon_t cells[RING_MAX_CELLS];
    size_t count;
    unsigned perimeter;
} ring_region_t;

typedef struct {
    ring_region_t *regions;
    size_t count, capacity;
} ring_regions_t;

/* Every candidate of n hexagons under the bound, the most compact first,
 * in place of what the list held; false when out of memory. */
bool ring_collect_level(ring_regions_t *list, const ring_bound_t *b, size_t n);
void ring_regions_free(ring_regions_t *list);

/* Searches one candidate alone (the caller's thread, no time limit): true
 * when a figure of the 12 pieces encloses it as one area, the figure then
 * in `witness`; false when none does, or with *failed set when the search
 * could not run (out of memory, or a candidate too large for its grid). */
bool ring_realise(const ring_region_t *region, placement_t witness[PIECE_COUNT], bool *failed);

#endif
