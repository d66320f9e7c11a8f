/* What the puzzles measure in a figure (docs/puzzles.md), kept apart from reading
 * and solving so that `check` and the solvers measure a witness the same
 * way, each on its own.  A figure is given as its edges; an edge listed
 * twice counts once. */
#ifndef TWIGS_TWIG_MEASURE_H
#define TWIGS_TWIG_MEASURE_H

#include <stdbool.h>
#include <stddef.h>

#include "twig/lattice.h"

/* Virtual hexagons with all six sides in the figure (15 Hexes, The
 * Maximum).  Returns -1 when out of memory. */
long measure_closed_hexagons(const edge_t *edges, size_t count);

/* Leaves (The Tree): vertices where exactly one edge of the figure ends.
 * Returns -1 when out of memory. */
long measure_leaves(const edge_t *edges, size_t count);

/* The number of hexagons in the largest area (The Ring): 0 when the
 * figure encloses nothing, -1 when out of memory or too spread out to
 * fill (see area.h). */
long measure_largest_area(const edge_t *edges, size_t count);

/* Whether the figure is exactly `shape` moved by a rotation, reflection
 * and translation (The Triangle: the figure is the side-5 triangle
 * wherever it lies).  Shapes of more than POLYTWIG_MAX_EDGES edges are
 * never the same. */
bool measure_same_shape(const edge_t *edges, size_t count, const edge_t *shape,
                        size_t shape_count);

/* Whether the figure covers every required edge and uses no edge that is
 * neither required nor spare (a cover puzzle solved where it lies).  The
 * figure's edges must be distinct for this to mean an exact cover. */
bool measure_exact_cover(const edge_t *edges, size_t count, const edge_t *required,
                         size_t required_count, const edge_t *spare, size_t spare_count);

#endif
