#include "web/web_lattice.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>

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

void web_json_segments(web_json_t *json, const edge_t *edges, size_t count)
{
    web_json_array_begin(json, "segments");
    for (size_t i = 0; i < count; i++) {
        vertex_t ends[2];
        lattice_edge_ends(edges[i], ends);
        double x0, y0, x1, y1;
        lattice_vertex_point(ends[0], &x0, &y0);
        lattice_vertex_point(ends[1], &x1, &y1);
        web_json_array_begin(json, NULL);
        web_json_double(json, NULL, x0);
        web_json_double(json, NULL, y0);
        web_json_double(json, NULL, x1);
        web_json_double(json, NULL, y1);
        web_json_array_end(json);
    }
    web_json_array_end(json);
}
