#include "twig/measure.h"

#include <stdlib.h>

#include "twig/area.h"
#include "twig/edge_set.h"
#include "twig/polytwig.h"

/* Whether the figure has every side of h; *least is the least of them. */
static bool hex_closed(const edge_set_t *figure, hexagon_t h, edge_t *least)
{
    bool closed = true;
    for (int s = 0; s < SIDE_COUNT; s++) {
        edge_t side = lattice_edge(h, (enum side)s);
        if (s == 0 || lattice_edge_compare(side, *least) < 0)
            *least = side;
        closed = closed && edge_set_contains(figure, side);
    }
    return closed;
}

/* Each closed hexagon is counted from its least side only. */
long measure_closed_hexagons(const edge_t *edges, size_t count)
{
    edge_set_t figure;
    if (!edge_set_init(&figure, edges, count))
        return -1;
    long closed = 0;
    for (size_t i = 0; i < figure.count; i++) {
        hexagon_t h[2];
        lattice_edge_hexes(figure.edges[i], h);
        for (int k = 0; k < 2; k++) {
            edge_t least;
            if (hex_closed(&figure, h[k], &least) && lattice_edge_equal(least, figure.edges[i]))
                closed++;
        }
    }
    edge_set_free(&figure);
    return closed;
}

static int vertex_qsort_compare(const void *a, const void *b)
{
    return lattice_vertex_compare(*(const vertex_t *)a, *(const vertex_t *)b);
}

/* Sorting the ends of all edges puts each vertex's ends together; a leaf
 * is a vertex that appears once. */
long measure_leaves(const edge_t *edges, size_t count)
{
    edge_set_t figure;
    if (!edge_set_init(&figure, edges, count))
        return -1;
    vertex_t *ends = malloc((2 * figure.count + 1) * sizeof *ends);
    if (ends == NULL) {
        edge_set_free(&figure);
        return -1;
    }
    for (size_t i = 0; i < figure.count; i++)
        lattice_edge_ends(figure.edges[i], ends + 2 * i);
    size_t n = 2 * figure.count;
    qsort(ends, n, sizeof *ends, vertex_qsort_compare);
    long leaves = 0;
    for (size_t i = 0, run; i < n; i += run) {
        for (run = 1; i + run < n && lattice_vertex_equal(ends[i], ends[i + run]); run++)
            ;
        leaves += run == 1;
    }
    free(ends);
    edge_set_free(&figure);
    return leaves;
}

long measure_largest_area(const edge_t *edges, size_t count)
{
    area_map_t map;
    if (area_map_build(&map, edges, NULL, count) != AREA_OK)
        return -1;
    int largest = area_map_largest(&map);
    long hexagons = largest >= 0 ? (long)map.areas[largest].hexagons : 0;
    area_map_free(&map);
    return hexagons;
}

/* Canonical forms of the two edge sets, compared. */
bool measure_same_shape(const edge_t *edges, size_t count, const edge_t *shape,
                        size_t shape_count)
{
    edge_set_t a, b;
    if (!edge_set_init(&a, edges, count))
        return false;
    if (!edge_set_init(&b, shape, shape_count)) {
        edge_set_free(&a);
        return false;
    }
    bool same = false;
    if (a.count == b.count && a.count > 0 && a.count <= POLYTWIG_MAX_EDGES) {
        edge_t ca[POLYTWIG_MAX_EDGES], cb[POLYTWIG_MAX_EDGES];
        polytwig_canonical(a.edges, a.count, POLYTWIG_FREE, ca);
        polytwig_canonical(b.edges, b.count, POLYTWIG_FREE, cb);
        same = polytwig_compare(ca, cb, a.count) == 0;
    }
    edge_set_free(&a);
    edge_set_free(&b);
    return same;
}

bool measure_exact_cover(const edge_t *edges, size_t count, const edge_t *required,
                         size_t required_count, const edge_t *spare, size_t spare_count)
{
    edge_set_t figure, need, may;
    if (!edge_set_init(&figure, edges, count))
        return false;
    bool ok = edge_set_init(&need, required, required_count);
    if (ok && !edge_set_init(&may, spare, spare_count)) {
        edge_set_free(&need);
        ok = false;
    }
    if (!ok) {
        edge_set_free(&figure);
        return false;
    }
    bool exact = true;
    for (size_t i = 0; i < need.count && exact; i++)
        exact = edge_set_contains(&figure, need.edges[i]);
    for (size_t i = 0; i < figure.count && exact; i++)
        exact = edge_set_contains(&need, figure.edges[i]) || edge_set_contains(&may, figure.edges[i]);
    edge_set_free(&figure);
    edge_set_free(&need);
    edge_set_free(&may);
    return exact;
}
