#include "web/web_lattice.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>

#include "web/web.h"

void web_edge_middle(edge_t e, double *x, double *y)
{
    vertex_t ends[2];
    lattice_edge_ends(e, ends);
    double x0, y0, x1, y1;
    lattice_vertex_point(ends[0], &x0, &y0);
    lattice_vertex_point(ends[1], &x1, &y1);
    *x = (x0 + x1) / 2;
    *y = (y0 + y1) / 2;
}

/* Whether (px, py) is nearer (x, y) than *best (a squared distance),
 * which it then becomes. */
static bool nearer(double px, double py, double x, double y, double *best)
{
    double d = (px - x) * (px - x) + (py - y) * (py - y);
    if (d >= *best)
        return false;
    *best = d;
    return true;
}

/* The hexagons round a point: a rough inverse of lattice_hex_centre,
 * then the nearest of its neighbourhood by lattice_hex_centre itself. */
hexagon_t web_hexagon_at(double x, double y)
{
    double r = y / 1.5, q = x / sqrt(3.0) - r / 2;
    hexagon_t guess = {(int32_t)lround(q), (int32_t)lround(r)}, best = guess;
    double best_d = INFINITY;
    for (int dq = -1; dq <= 1; dq++)
        for (int dr = -1; dr <= 1; dr++) {
            hexagon_t h = {guess.q + dq, guess.r + dr};
            double hx, hy;
            lattice_hex_centre(h, &hx, &hy);
            if (nearer(hx, hy, x, y, &best_d))
                best = h;
        }
    return best;
}

edge_t web_edge_at(double x, double y)
{
    hexagon_t h = web_hexagon_at(x, y);
    edge_t best = lattice_edge(h, SIDE_NE);
    double best_d = INFINITY;
    for (int s = 0; s < SIDE_COUNT; s++) {
        edge_t e = lattice_edge(h, (enum side)s);
        double ex, ey;
        web_edge_middle(e, &ex, &ey);
        if (nearer(ex, ey, x, y, &best_d))
            best = e;
    }
    return best;
}

static int compare_edges(const void *a, const void *b)
{
    return lattice_edge_compare(*(const edge_t *)a, *(const edge_t *)b);
}

void web_edges_sort(edge_t *edges, size_t count)
{
    qsort(edges, count, sizeof *edges, compare_edges);
}

json_t *web_json_segments(const edge_t *edges, size_t count)
{
    json_t *segments = json_array();
    for (size_t i = 0; i < count; i++) {
        vertex_t ends[2];
        lattice_edge_ends(edges[i], ends);
        double x0, y0, x1, y1;
        lattice_vertex_point(ends[0], &x0, &y0);
        lattice_vertex_point(ends[1], &x1, &y1);
        json_t *segment = json_array();
        web_json_append(&segment, yjson_decimal(x0));
        web_json_append(&segment, yjson_decimal(y0));
        web_json_append(&segment, yjson_decimal(x1));
        web_json_append(&segment, yjson_decimal(y1));
        web_json_append(&segments, segment);
    }
    return segments;
}

static void edge_name(const void *items, size_t i, char name[LATTICE_NAME_MAX])
{
    lattice_edge_format(((const edge_t *)items)[i], name);
}

static void hexagon_name(const void *items, size_t i, char name[LATTICE_NAME_MAX])
{
    lattice_hex_format(((const hexagon_t *)items)[i], name);
}

static json_t *names_json(const void *items, size_t count,
                          void (*name_of)(const void *, size_t, char[LATTICE_NAME_MAX]))
{
    json_t *names = json_array();
    for (size_t i = 0; i < count; i++) {
        char name[LATTICE_NAME_MAX];
        name_of(items, i, name);
        web_json_append(&names, json_string(name));
    }
    return names;
}

json_t *web_json_edges(const edge_t *edges, size_t count)
{
    return names_json(edges, count, edge_name);
}

json_t *web_json_hexagons(const hexagon_t *hexes, size_t count)
{
    return names_json(hexes, count, hexagon_name);
}
