/* Polyhexes: finite sets of virtual hexagons, and the enumeration of the
 * compact ones.
 *
 * The puzzles that close hexagons or enclose areas search shapes first:
 * which set of hexagons could the pieces close?  Only compact sets qualify,
 * because n hexagons need 3n + P/2 edges, P the perimeter, and the pieces
 * have 60 or 120.  polyhex_enumerate lists exactly the sets of n hexagons
 * with perimeter at most a bound, each free shape once.
 */
#ifndef TWIGS_TWIG_POLYHEX_H
#define TWIGS_TWIG_POLYHEX_H

#include <stdbool.h>
#include <stddef.h>

#include "twig/lattice.h"

/* The largest set polyhex_enumerate handles. */
#define POLYHEX_MAX_CELLS 128

/* The Triangle's hexagons, the side-5 triangle q, r >= 0, q + r <= 4:
 * fills `cells` and returns POLYHEX_TRIANGLE_CELLS. */
#define POLYHEX_TRIANGLE_CELLS 15
size_t polyhex_triangle(hexagon_t cells[POLYHEX_TRIANGLE_CELLS]);

/* Every side of the hexagons, each once, sorted (lattice_edge_compare);
 * returns how many were written, at most 6 * count. */
size_t polyhex_sides(const hexagon_t *cells, size_t count, edge_t *out);

/* Sorts the hexagons (by q, then r) and leaves each once; returns how
 * many are left. */
size_t polyhex_sort_unique(hexagon_t *cells, size_t count);

/* Whether hexagons that polyhex_sort_unique left hold h. */
bool polyhex_holds(const hexagon_t *cells, size_t count, hexagon_t h);

/* How many sides polyhex_sides would write for hexagons that
 * polyhex_sort_unique left, counted without making them (a region of 2
 * million hexagons has 12 million). */
size_t polyhex_side_count(const hexagon_t *cells, size_t count);

/* Sides with a hexagon of the set on exactly one side. */
size_t polyhex_perimeter(const hexagon_t *cells, size_t count);

/* The least perimeter of n hexagons, 2 * ceil(sqrt(12n - 3)) (Harary and
 * Harborth), and the most hexagons a perimeter allows. */
unsigned polyhex_min_perimeter(size_t n);
size_t polyhex_max_cells(unsigned perimeter);

/* out = the least image of the set under the 12 symmetries, normalised. */
void polyhex_canonical(const hexagon_t *cells, size_t count, hexagon_t *out);

/* How many of the 12 symmetries (with a translation) map the set onto
 * itself. */
int polyhex_symmetries(const hexagon_t *cells, size_t count);

/* Called with each shape (normalised, its canonical form) and its
 * perimeter; returns false to stop the enumeration. */
typedef bool (*polyhex_fn)(void *context, const hexagon_t *cells, size_t count, unsigned perimeter);

/* Every connected set of n hexagons with perimeter at most max_perimeter,
 * one per free shape (rotations and reflections are the same shape).
 * Returns false when the callback stopped it.
 *
 * n <= POLYHEX_MAX_CELLS and max_perimeter <= 120. */
bool polyhex_enumerate(size_t n, unsigned max_perimeter, polyhex_fn fn, void *context);

/* The shapes polyhex_enumerate finds, kept: shape i is the `size` cells
 * from cells + i * size. */
typedef struct {
    size_t size, count, capacity;
    hexagon_t *cells;
    unsigned *perimeters;
} polyhex_list_t;

/* Fills an empty (zeroed) list; false when out of memory. */
bool polyhex_list_enumerate(polyhex_list_t *list, size_t n, unsigned max_perimeter);
/* Appends a shape of as many cells as the list's others (a polyhex_fn's
 * arguments); false when out of memory.  Emptied by setting count to 0,
 * which keeps the room made. */
bool polyhex_list_add(polyhex_list_t *list, const hexagon_t *cells, size_t count,
                      unsigned perimeter);
const hexagon_t *polyhex_list_shape(const polyhex_list_t *list, size_t index);
void polyhex_list_free(polyhex_list_t *list);

#endif
