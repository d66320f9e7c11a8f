/* The honeycomb lattice on which twigs lie.
 *
 * Virtual hexagons are pointy-top, in axial coordinates: q grows to the
 * east, r to the south-east, so hex 0,1 is the south-east neighbour of 0,0.
 * Pieces lie on the sides (edges) of these hexagons and meet at their
 * corners (vertices).  Every edge has two names, one from each hexagon it
 * separates ("0,0:e" = "1,0:w"); every vertex has three.  Inside the program
 * each gets exactly one: an edge is the ne, e or se side of a hexagon, a
 * vertex is the n or s corner of one.
 */
#ifndef TWIGS_TWIG_LATTICE_H
#define TWIGS_TWIG_LATTICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Clockwise from north-east, so side k joins corner k and corner k + 1. */
enum side { SIDE_NE, SIDE_E, SIDE_SE, SIDE_SW, SIDE_W, SIDE_NW, SIDE_COUNT };
enum corner { CORNER_N, CORNER_NE, CORNER_SE, CORNER_S, CORNER_SW, CORNER_NW, CORNER_COUNT };

/* Names are accepted for |q|, |r| up to this (docs/notation.md). */
#define LATTICE_COORD_MAX 1000000

/* The 12 symmetries of the honeycomb that fix the origin hexagon:
 * symmetry s reflects (when s >= 6) and then turns s % 6 sixths clockwise. */
#define LATTICE_SYMMETRIES 12

typedef struct {
    int32_t q, r;
} hexagon_t;

typedef struct {
    int32_t q, r;
    uint8_t side; /* SIDE_NE, SIDE_E or SIDE_SE */
} edge_t;

typedef struct {
    int32_t q, r;
    uint8_t corner; /* CORNER_N or CORNER_S */
} vertex_t;

/* Longest name either formatter writes, with its terminating NUL. */
#define LATTICE_NAME_MAX 32

hexagon_t lattice_hex_neighbour(hexagon_t h, enum side s);
edge_t lattice_edge(hexagon_t h, enum side s);
vertex_t lattice_corner(hexagon_t h, enum corner c);

void lattice_edge_hexes(edge_t e, hexagon_t out[2]);
void lattice_edge_ends(edge_t e, vertex_t out[2]);
void lattice_vertex_edges(vertex_t v, edge_t out[3]);
/* The four edges that share an end with e: the other two at each of its
 * ends, in the order of lattice_edge_ends and lattice_vertex_edges. */
void lattice_edge_neighbours(edge_t e, edge_t out[4]);

hexagon_t lattice_hex_transform(hexagon_t h, int symmetry);
edge_t lattice_edge_transform(edge_t e, int symmetry);
vertex_t lattice_vertex_transform(vertex_t v, int symmetry);
/* The symmetry that undoes `symmetry`. */
int lattice_symmetry_inverse(int symmetry);

static inline edge_t lattice_edge_translate(edge_t e, int32_t dq, int32_t dr)
{
    return (edge_t){e.q + dq, e.r + dr, e.side};
}

/* Total orders, for sorting and canonical forms: by q, then r, then side
 * or corner.  Inline, as the solvers' set-up sorts and searches a lot. */
static inline int lattice_edge_compare(edge_t a, edge_t b)
{
    if (a.q != b.q)
        return a.q < b.q ? -1 : 1;
    if (a.r != b.r)
        return a.r < b.r ? -1 : 1;
    return (a.side > b.side) - (a.side < b.side);
}

static inline int lattice_vertex_compare(vertex_t a, vertex_t b)
{
    if (a.q != b.q)
        return a.q < b.q ? -1 : 1;
    if (a.r != b.r)
        return a.r < b.r ? -1 : 1;
    return (a.corner > b.corner) - (a.corner < b.corner);
}

static inline bool lattice_edge_equal(edge_t a, edge_t b)
{
    return a.q == b.q && a.r == b.r && a.side == b.side;
}

static inline bool lattice_vertex_equal(vertex_t a, vertex_t b)
{
    return a.q == b.q && a.r == b.r && a.corner == b.corner;
}

/* Where hexagon h is stored in a box of width by height hexagons from
 * origin, row after row, or -1 when it is not in the box (the grids of
 * twig/area.h and of the edge map, twig/edge_set.h, whose look-ups are
 * in the placements' inner loop).  The box lies in the lattice, so its
 * far side fits in 32 bits, and a hexagon before the origin wraps, as an
 * unsigned difference, past the box's bound: one test a coordinate. */
static inline int64_t lattice_box_index(hexagon_t origin, int32_t width, int32_t height,
                                        hexagon_t h)
{
    uint32_t q = (uint32_t)h.q - (uint32_t)origin.q, r = (uint32_t)h.r - (uint32_t)origin.r;
    if (width < 0 || height < 0 || q >= (uint32_t)width || r >= (uint32_t)height)
        return -1;
    return (int64_t)r * width + q;
}

/* Names (docs/notation.md): "q,r:side" for edges, "q,r@corner" for vertices, "q,r"
 * for hexagons.  The parsers accept exactly that syntax (no spaces, |q|,|r|
 * at most LATTICE_COORD_MAX) and return false otherwise, with a short reason
 * in *why when why is not NULL. */
bool lattice_hex_parse(const char *s, hexagon_t *h, const char **why);
bool lattice_edge_parse(const char *s, edge_t *e, const char **why);
bool lattice_vertex_parse(const char *s, vertex_t *v, const char **why);

/* The formatters write the program's own name of the element (an edge as
 * its ne, e or se side). */
void lattice_hex_format(hexagon_t h, char buf[LATTICE_NAME_MAX]);
void lattice_edge_format(edge_t e, char buf[LATTICE_NAME_MAX]);

/* Positions in the plane, for drawing: x to the right, y downwards, a
 * hexagon's corners one unit from its centre (hex 0,0 is centred at 0,0). */
void lattice_hex_centre(hexagon_t h, double *x, double *y);
void lattice_vertex_point(vertex_t v, double *x, double *y);

/* An edge's midpoint in whole numbers: it lies at (a * sqrt(3) / 12, b / 4)
 * in those positions, so that comparisons along any direction can be
 * exact. */
void lattice_edge_midpoint(edge_t e, int64_t *a, int64_t *b);

#endif
