/* 15 Hexes: the 12 pieces of one colour closing 15 hexagons.
 *
 * n closed hexagons with perimeter P have 3n + P/2 distinct sides, and
 * the pieces have 60 edges, so the 15 closed hexagons have perimeter 28
 * (59 sides: one edge of the pieces lies outside them) or 30 (60 sides:
 * the pieces are exactly the sides).  No 16th hexagon can close, as 16
 * hexagons need 48 + 28/2 = 62 edges.  So the search goes shape first: every
 * free shape of 15 hexagons with perimeter at most 30, each an exact cover
 * of its sides.  For perimeter 28 the edge outside leaves a corner of the
 * shape where only two sides meet; each choice of that edge, one per class
 * under the shape's symmetries, is a puzzle of its own with all 60 edges
 * required, because exact cover with every item primary searches far
 * fewer nodes than one puzzle with the outside edges secondary.  Each
 * region's solutions are counted up to its own symmetries, which are the
 * only ones that can map one arrangement onto another.  A region is 60
 * edges, one bit each of a word: hexes15_cover.c searches it faster than
 * the general cover puzzle could.
 */
#include <stdlib.h>
#include <string.h>
#include <threads.h>
#include <time.h>

#include "puzzle/hexes15_cover.h"
#include "puzzle/optimum_internal.h"
#include "twig/edge_set.h"
#include "twig/polyhex.h"
#include "twig/polytwig.h"
#include "util/array.h"
#include "util/clock.h"
#include "util/pool.h"

enum { CELLS = 15, MAX_PERIMETER = 30, EDGES = 60, MAX_SIDES = 6 * CELLS };


/* One exact cover puzzle: a shape's sides and, for perimeter 28, one edge
 * outside it. */
typedef struct {
    edge_t edges[EDGES];
    size_t shape;
} region_t;

typedef struct {
    region_t *regions;
    size_t count, capacity;
} region_list_t;

typedef struct {
    const optimum_options_t *options;
    polyhex_list_t shapes;
    hexagon_t triangle[CELLS]; /* canonical form of the triangle */
    region_list_t regions;
    uint64_t *shape_solutions; /* per shape, to count the shapes that have one */
    hexes15_fn on_solution;
    void *context;
    mtx_t lock;
    hexes15_stats_t stats;
    atomic_bool halt;
} hexes15_t;

typedef struct {
    hexes15_t *h;
    bool triangle;
} shape_run_t;

/* The edges that could be the one edge outside a shape of perimeter 28:
 * at a corner where only two of its sides meet, the third edge. */
static size_t outside_edges(const edge_t *sides, size_t n, edge_t *out)
{
    edge_set_t set = {(edge_t *)sides, n};
    size_t count = 0;
    for (size_t i = 0; i < n; i++) {
        edge_t around[4];
        lattice_edge_neighbours(sides[i], around);
        for (int j = 0; j < 4; j++)
            if (!edge_set_contains(&set, around[j]))
                out[count++] = around[j];
    }
    return edge_sort_unique(out, count);
}

static bool region_add(region_list_t *list, size_t shape, const edge_t *edges)
{
    region_t *grown = array_reserve(list->regions, &list->capacity, list->count + 1, sizeof *grown);
    if (grown == NULL)
        return false;
    list->regions = grown;
    region_t *r = &list->regions[list->count++];
    memcpy(r->edges, edges, sizeof r->edges);
    r->shape = shape;
    return true;
}

/* The regions of one shape: its sides, or its sides with each outside edge
 * that is not the image of another under a symmetry of the shape (two
 * choices are alike exactly when the two regions have one canonical form). */
static bool shape_regions(region_list_t *list, const hexagon_t *cells, size_t shape)
{
    edge_t sides[MAX_SIDES];
    size_t n = polyhex_sides(cells, CELLS, sides);
    if (n == EDGES)
        return region_add(list, shape, sides);
    edge_t outside[2 * MAX_SIDES], seen[2 * MAX_SIDES][EDGES];
    size_t outside_count = outside_edges(sides, n, outside), seen_count = 0;
    for (size_t i = 0; i < outside_count; i++) {
        edge_t region[EDGES];
        memcpy(region, sides, n * sizeof *sides);
        region[n] = outside[i];
        edge_sort_unique(region, EDGES);
        polytwig_canonical(region, EDGES, POLYTWIG_FREE, seen[seen_count]);
        bool repeated = false;
        for (size_t j = 0; j < seen_count && !repeated; j++)
            repeated = polytwig_compare(seen[j], seen[seen_count], EDGES) == 0;
        if (repeated)
            continue;
        seen_count++;
        if (!region_add(list, shape, region))
            return false;
    }
    return true;
}

static bool on_shape_solution(void *context, const placement_t *pieces, size_t count)
{
    shape_run_t *run = context;
    hexes15_t *h = run->h;
    mtx_lock(&h->lock);
    bool go_on = !atomic_load(&h->halt);
    if (go_on && h->options->progress != NULL)
        atomic_fetch_add(&h->options->progress->solutions, 1);
    if (go_on && h->on_solution != NULL)
        go_on = h->on_solution(h->context, pieces, count, run->triangle);
    mtx_unlock(&h->lock);
    if (!go_on)
        atomic_store(&h->halt, true);
    return go_on;
}


static bool solve_region(void *shared, void *worker, size_t index)
{
    (void)worker;
    hexes15_t *h = shared;
    const region_t *region = &h->regions.regions[index];
    const hexagon_t *cells = polyhex_list_shape(&h->shapes, region->shape);
    shape_run_t run = {h, memcmp(cells, h->triangle, sizeof h->triangle) == 0};
    hexes15_cover_stats_t stats =
        hexes15_cover(region->edges, h->options->stop, &h->halt, on_shape_solution, &run);
    mtx_lock(&h->lock);
    h->stats.solutions += stats.solutions;
    h->stats.shapes += stats.solutions > 0 && h->shape_solutions[region->shape] == 0;
    h->shape_solutions[region->shape] += stats.solutions;
    h->stats.triangle += run.triangle ? stats.solutions : 0;
    h->stats.nodes += stats.nodes;
    h->stats.candidates++;
    h->stats.failed |= stats.failed;
    mtx_unlock(&h->lock);
    if (h->options->progress != NULL) {
        atomic_fetch_add(&h->options->progress->slices_done, 1);
        atomic_fetch_add(&h->options->progress->nodes, stats.nodes);
    }
    return !atomic_load(&h->halt);
}

/* The slices: every shape of 15 hexagons the 60 edges can close. */
static bool hexes15_shapes(polyhex_list_t *shapes)
{
    return polyhex_list_enumerate(shapes, CELLS, MAX_PERIMETER);
}

/* The regions of the shapes of our part: a part takes whole shapes, so that
 * the shapes counted by the parts add up. */
static bool collect_regions(hexes15_t *h)
{
    if (!hexes15_shapes(&h->shapes))
        return false;
    h->shape_solutions = calloc(h->shapes.count + 1, sizeof *h->shape_solutions);
    if (h->shape_solutions == NULL)
        return false;
    for (size_t i = 0; i < h->shapes.count; i++)
        if (pool_slice_is_ours(i, h->options->part, h->options->parts) &&
            !shape_regions(&h->regions, polyhex_list_shape(&h->shapes, i), i))
            return false;
    return true;
}

static bool search_regions(hexes15_t *h)
{
    const optimum_options_t *options = h->options;
    if (options->progress != NULL)
        atomic_store(&options->progress->slices, h->regions.count);
    static const pool_jobs_t jobs = {NULL, solve_region, NULL};
    return pool_run(&jobs, h, h->regions.count, options->threads, 0, 0, options->stop, &h->halt);
}

hexes15_stats_t optimum_hexes15(const optimum_options_t *options, hexes15_fn on_solution,
                                void *context)
{
    struct timespec start = clock_now();
    hexes15_t h;
    memset(&h, 0, sizeof h);
    h.options = options;
    h.on_solution = on_solution;
    h.context = context;
    atomic_init(&h.halt, false);
    hexagon_t triangle[CELLS];
    polyhex_triangle(triangle);
    polyhex_canonical(triangle, CELLS, h.triangle);
    if (mtx_init(&h.lock, mtx_plain) != thrd_success) {
        h.stats.failed = true;
    } else {
        h.stats.failed = !collect_regions(&h) || !search_regions(&h);
        mtx_destroy(&h.lock);
    }
    h.stats.stopped = (options->stop != NULL && atomic_load(options->stop)) || atomic_load(&h.halt);
    polyhex_list_free(&h.shapes);
    free(h.regions.regions);
    free(h.shape_solutions);
    h.stats.seconds = clock_seconds_since(start);
    return h.stats;
}

typedef struct {
    cover_puzzle_fn on_solution;
    void *context;
} listing_t;

static bool on_listed(void *context, const placement_t *pieces, size_t count, bool triangle)
{
    const listing_t *listing = context;
    return triangle || count != PIECE_COUNT ||
           listing->on_solution(listing->context, pieces, count);
}

hexes15_stats_t optimum_hexes15_listing(const optimum_options_t *options,
                                        cover_puzzle_fn on_solution, void *context)
{
    listing_t listing = {on_solution, context};
    return optimum_hexes15(options, on_solution != NULL ? on_listed : NULL, &listing);
}

bool optimum_hexes15_slicing(slicing_t *slicing)
{
    polyhex_list_t shapes;
    memset(&shapes, 0, sizeof shapes);
    bool ok = hexes15_shapes(&shapes);
    if (ok)
        slicing_shapes(slicing, 0, &shapes);
    polyhex_list_free(&shapes);
    return ok;
}
