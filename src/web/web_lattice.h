/* Where a click on a picture of the lattice lands: the hexagon and the
 * edge nearest a point of the plane (in lattice_vertex_point's units,
 * which the pictures use), and edges as segments for the page to draw
 * over a picture while a piece or a region is being placed; edges and
 * hexagons by their names (docs/notation.md), as the page's JSON. */
#ifndef TWIGS_WEB_WEB_LATTICE_H
#define TWIGS_WEB_WEB_LATTICE_H

#include <jansson.h>
#include <stddef.h>

#include "twig/lattice.h"

void web_edge_middle(edge_t e, double *x, double *y);
hexagon_t web_hexagon_at(double x, double y);
edge_t web_edge_at(double x, double y);
/* Sorted as lattice_edge_compare orders them. */
void web_edges_sort(edge_t *edges, size_t count);
/* [[x1, y1, x2, y2], ...], one an edge. */
json_t *web_json_segments(const edge_t *edges, size_t count);
/* ["NAME", ...]: the names of edges, of hexagons. */
json_t *web_json_edges(const edge_t *edges, size_t count);
json_t *web_json_hexagons(const hexagon_t *hexes, size_t count);

#endif
