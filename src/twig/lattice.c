#include "twig/lattice.h"

#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* Geometry is done on "points": axial coordinates times 6, in which hexagon
 * centres, corners and side midpoints all have integer coordinates.  A
 * point's residues mod 6 tell what it is, and the symmetries are integer
 * matrices, so one transform serves hexagons, edges and vertices alike. */
typedef struct {
    int64_t x, y;
} point_t;

static const point_t corner_offset[CORNER_COUNT] = {
    {2, -4}, {4, -2}, {2, 2}, {-2, 4}, {-4, 2}, {-2, -2},
};
static const point_t side_offset[SIDE_COUNT] = {
    {3, -3}, {3, 0}, {0, 3}, {-3, 3}, {-3, 0}, {0, -3},
};
static const int32_t neighbour_step[SIDE_COUNT][2] = {
    {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1},
};
static const char *const side_names[SIDE_COUNT] = {"ne", "e", "se", "sw", "w", "nw"};
static const char *const corner_names[CORNER_COUNT] = {"n", "ne", "se", "s", "sw", "nw"};

static int64_t mod6(int64_t a) { return ((a % 6) + 6) % 6; }

static point_t hex_point(hexagon_t h) { return (point_t){6 * (int64_t)h.q, 6 * (int64_t)h.r}; }

static point_t point_add(point_t a, point_t b) { return (point_t){a.x + b.x, a.y + b.y}; }

static vertex_t point_vertex(point_t p)
{
    int64_t mx = mod6(p.x), my = mod6(p.y);
    if (mx == 2 && my == 2)
        return (vertex_t){(int32_t)((p.x - 2) / 6), (int32_t)((p.y + 4) / 6), CORNER_N};
    assert(mx == 4 && my == 4);
    return (vertex_t){(int32_t)((p.x + 2) / 6), (int32_t)((p.y - 4) / 6), CORNER_S};
}

static point_t edge_point(edge_t e)
{
    return point_add(hex_point((hexagon_t){e.q, e.r}), side_offset[e.side]);
}

static point_t vertex_point(vertex_t v)
{
    return point_add(hex_point((hexagon_t){v.q, v.r}), corner_offset[v.corner]);
}

/* Reflection swaps the axes; a sixth of a turn clockwise takes east to
 * south-east, (x, y) -> (-y, x + y). */
static point_t point_transform(point_t p, int symmetry)
{
    assert(symmetry >= 0 && symmetry < LATTICE_SYMMETRIES);
    if (symmetry >= 6)
        p = (point_t){p.y, p.x};
    for (int k = 0; k < symmetry % 6; k++)
        p = (point_t){-p.y, p.x + p.y};
    return p;
}

hexagon_t lattice_hex_neighbour(hexagon_t h, enum side s)
{
    return (hexagon_t){h.q + neighbour_step[s][0], h.r + neighbour_step[s][1]};
}

/* The program's name of a side is the ne, e or se side of its hexagon or
 * of the neighbour across it: no geometry needed, and the search set-ups
 * call this a lot. */
edge_t lattice_edge(hexagon_t h, enum side s)
{
    if (s <= SIDE_SE)
        return (edge_t){h.q, h.r, (uint8_t)s};
    hexagon_t across = lattice_hex_neighbour(h, s);
    return (edge_t){across.q, across.r, (uint8_t)(s - SIDE_SW)};
}

/* Corner c of the hexagon at the origin is the n or s corner of the
 * hexagon corner_name[c] steps away: each corner is the n corner of the
 * hexagon below it or the s corner of the one above.  A table, with no
 * division: the placements and the corners of a region ask for ends by
 * the million (test_corner_table checks it against the geometry). */
static const struct {
    int8_t dq, dr;
    uint8_t corner;
} corner_name[CORNER_COUNT] = {
    {0, 0, CORNER_N}, {1, -1, CORNER_S}, {0, 1, CORNER_N},
    {0, 0, CORNER_S}, {-1, 1, CORNER_N}, {0, -1, CORNER_S},
};

vertex_t lattice_corner(hexagon_t h, enum corner c)
{
    return (vertex_t){h.q + corner_name[c].dq, h.r + corner_name[c].dr, corner_name[c].corner};
}

void lattice_edge_hexes(edge_t e, hexagon_t out[2])
{
    out[0] = (hexagon_t){e.q, e.r};
    out[1] = lattice_hex_neighbour(out[0], (enum side)e.side);
}

/* Side k runs from corner k to corner k + 1. */
void lattice_edge_ends(edge_t e, vertex_t out[2])
{
    hexagon_t h = {e.q, e.r};
    out[0] = lattice_corner(h, (enum corner)e.side);
    out[1] = lattice_corner(h, (enum corner)((e.side + 1) % CORNER_COUNT));
}

/* The three hexagons that meet at v. */
static void lattice_vertex_hexes(vertex_t v, hexagon_t out[3])
{
    hexagon_t h = {v.q, v.r};
    out[0] = h;
    if (v.corner == CORNER_N) {
        out[1] = lattice_hex_neighbour(h, SIDE_NW);
        out[2] = lattice_hex_neighbour(h, SIDE_NE);
    } else {
        out[1] = lattice_hex_neighbour(h, SIDE_SE);
        out[2] = lattice_hex_neighbour(h, SIDE_SW);
    }
}

/* The three edges at a corner: the two sides of its own hexagon that end
 * there, and the side between the other two hexagons. */
void lattice_vertex_edges(vertex_t v, edge_t out[3])
{
    hexagon_t h[3];
    lattice_vertex_hexes(v, h);
    if (v.corner == CORNER_N) {
        out[0] = lattice_edge(h[0], SIDE_NW);
        out[1] = lattice_edge(h[0], SIDE_NE);
        out[2] = lattice_edge(h[1], SIDE_E);
    } else {
        out[0] = lattice_edge(h[0], SIDE_SE);
        out[1] = lattice_edge(h[0], SIDE_SW);
        out[2] = lattice_edge(h[2], SIDE_E);
    }
}

void lattice_edge_neighbours(edge_t e, edge_t out[4])
{
    vertex_t ends[2];
    lattice_edge_ends(e, ends);
    size_t n = 0;
    for (int k = 0; k < 2; k++) {
        edge_t around[3];
        lattice_vertex_edges(ends[k], around);
        for (int j = 0; j < 3; j++)
            if (!lattice_edge_equal(around[j], e))
                out[n++] = around[j];
    }
}

hexagon_t lattice_hex_transform(hexagon_t h, int symmetry)
{
    point_t p = point_transform(hex_point(h), symmetry);
    return (hexagon_t){(int32_t)(p.x / 6), (int32_t)(p.y / 6)};
}

/* The transforms are linear and take hexagons to hexagons: the edge's
 * hexagon is moved, and its side is permuted (the axes swapped take side
 * s to side 3 - s, a sixth of a turn to s + 1), which needs none of the
 * divisions that classifying a moved point takes (set-ups move every
 * edge of a region twelve times). */
edge_t lattice_edge_transform(edge_t e, int symmetry)
{
    point_t hex = point_transform((point_t){e.q, e.r}, symmetry);
    int side = symmetry >= 6 ? (9 - e.side) % SIDE_COUNT : e.side;
    side = (side + symmetry % 6) % SIDE_COUNT;
    return lattice_edge((hexagon_t){(int32_t)hex.x, (int32_t)hex.y}, (enum side)side);
}

vertex_t lattice_vertex_transform(vertex_t v, int symmetry)
{
    return point_vertex(point_transform(vertex_point(v), symmetry));
}

/* Reflections are their own inverses; rotations undo by turning back. */
int lattice_symmetry_inverse(int symmetry)
{
    return symmetry >= 6 ? symmetry : (6 - symmetry) % 6;
}

/* Parses "-?digits" up to a bound, advancing *s.  Leading zeros are fine;
 * signs other than one leading minus, spaces and empty numbers are not. */
static bool parse_coordinate(const char **s, int32_t *out, const char **why)
{
    const char *p = *s;
    bool negative = (*p == '-');
    if (negative)
        p++;
    if (*p < '0' || *p > '9') {
        *why = "expected a whole number";
        return false;
    }
    int64_t value = 0;
    for (; *p >= '0' && *p <= '9'; p++) {
        value = value * 10 + (*p - '0');
        if (value > LATTICE_COORD_MAX) {
            *why = "coordinate beyond the limit of 1000000";
            return false;
        }
    }
    if (*p == '.' || *p == 'e' || *p == 'E') {
        *why = "coordinates must be whole numbers";
        return false;
    }
    *out = (int32_t)(negative ? -value : value);
    *s = p;
    return true;
}

static bool parse_pair(const char **s, hexagon_t *h, const char **why)
{
    if (!parse_coordinate(s, &h->q, why))
        return false;
    if (**s != ',') {
        *why = "expected a comma between q and r";
        return false;
    }
    (*s)++;
    return parse_coordinate(s, &h->r, why);
}

static int lookup_name(const char *s, const char *const *names, int count)
{
    for (int i = 0; i < count; i++)
        if (strcmp(s, names[i]) == 0)
            return i;
    return -1;
}

bool lattice_hex_parse(const char *s, hexagon_t *h, const char **why)
{
    const char *ignored;
    if (why == NULL)
        why = &ignored;
    if (!parse_pair(&s, h, why))
        return false;
    if (*s != '\0') {
        *why = "expected q,r such as 0,0";
        return false;
    }
    return true;
}

/* What follows a hexagon's q,r to name one of its sides or corners. */
typedef struct {
    char separator;
    const char *const *names;
    int count;
    const char *missing; /* why, when the separator is not there */
    const char *unknown; /* why, when the name is none of names */
} named_part_t;

/* Parses q,r, the separator and a name: returns the name's index, or -1
 * with *why set (when why is not NULL). */
static int parse_named(const char *s, const named_part_t *part, hexagon_t *h, const char **why)
{
    const char *ignored;
    if (why == NULL)
        why = &ignored;
    if (!parse_pair(&s, h, why))
        return -1;
    if (*s != part->separator) {
        *why = part->missing;
        return -1;
    }
    int index = lookup_name(s + 1, part->names, part->count);
    if (index < 0)
        *why = part->unknown;
    return index;
}

bool lattice_edge_parse(const char *s, edge_t *e, const char **why)
{
    static const named_part_t side = {':', side_names, SIDE_COUNT,
                                      "expected q,r:side such as 0,0:ne",
                                      "unknown side (expected ne, e, se, sw, w or nw)"};
    hexagon_t h;
    int index = parse_named(s, &side, &h, why);
    if (index >= 0)
        *e = lattice_edge(h, (enum side)index);
    return index >= 0;
}

bool lattice_vertex_parse(const char *s, vertex_t *v, const char **why)
{
    static const named_part_t corner = {'@', corner_names, CORNER_COUNT,
                                        "expected q,r@corner such as 0,0@n",
                                        "unknown corner (expected n, ne, se, s, sw or nw)"};
    hexagon_t h;
    int index = parse_named(s, &corner, &h, why);
    if (index >= 0)
        *v = lattice_corner(h, (enum corner)index);
    return index >= 0;
}

void lattice_hex_format(hexagon_t h, char buf[LATTICE_NAME_MAX])
{
    snprintf(buf, LATTICE_NAME_MAX, "%d,%d", (int)h.q, (int)h.r);
}

void lattice_edge_format(edge_t e, char buf[LATTICE_NAME_MAX])
{
    snprintf(buf, LATTICE_NAME_MAX, "%d,%d:%s", (int)e.q, (int)e.r, side_names[e.side]);
}

/* Axial to the page: one axial unit is sqrt(3) across, r rows 1.5 apart. */
static void point_plane(point_t p, double *x, double *y)
{
    *x = sqrt(3.0) * ((double)p.x + (double)p.y / 2.0) / 6.0;
    *y = 1.5 * (double)p.y / 6.0;
}

void lattice_hex_centre(hexagon_t h, double *x, double *y) { point_plane(hex_point(h), x, y); }
void lattice_vertex_point(vertex_t v, double *x, double *y) { point_plane(vertex_point(v), x, y); }

/* point_plane's x is sqrt(3) (2 p.x + p.y) / 12, its y p.y / 4. */
void lattice_edge_midpoint(edge_t e, int64_t *a, int64_t *b)
{
    point_t p = edge_point(e);
    *a = 2 * p.x + p.y;
    *b = p.y;
}
