#include "puzzle/ring_quick.h"

#include <stdint.h>
#include <string.h>

#include "puzzle/optimum_internal.h"
#include "puzzle/ring_internal.h"
#include "twig/figure.h"
#include "twig/measure.h"
#include "twig/polyhex.h"
#include "util/clock.h"

enum { SEEDS = 3 };

static bool holds(const hexagon_t *cells, size_t count, hexagon_t h)
{
    for (size_t i = 0; i < count; i++)
        if (cells[i].q == h.q && cells[i].r == h.r)
            return true;
    return false;
}

/* The next hexagon of the growth: of the neighbours of the area, the one
 * that leaves the shortest perimeter (the first found on ties). */
static hexagon_t next_cell(hexagon_t *cells, size_t count)
{
    size_t best = SIZE_MAX;
    hexagon_t chosen = cells[0];
    for (size_t i = 0; i < count; i++)
        for (int s = 0; s < SIDE_COUNT; s++) {
            hexagon_t h = lattice_hex_neighbour(cells[i], (enum side)s);
            if (holds(cells, count, h))
                continue;
            cells[count] = h;
            size_t perimeter = polyhex_perimeter(cells, count + 1);
            if (perimeter < best) {
                best = perimeter;
                chosen = h;
            }
        }
    return chosen;
}

/* Seed v's growth to `cells` hexagons. */
static void grow(int v, hexagon_t cells[RING_MAX_CELLS], size_t count)
{
    static const hexagon_t seed[SEEDS] = {{0, 0}, {1, 0}, {0, 1}};
    size_t n = (size_t)v + 1;
    memcpy(cells, seed, n * sizeof *cells);
    while (n < count) {
        cells[n] = next_cell(cells, n);
        n++;
    }
}

/* The first `n` hexagons of a growth, as the area to realise, when the
 * level allows its perimeter. */
static bool area_of(const ring_bound_t *b, const hexagon_t *cells, size_t n, ring_region_t *area)
{
    memcpy(area->cells, cells, n * sizeof *cells);
    area->count = n;
    area->perimeter = (unsigned)polyhex_perimeter(cells, n);
    return area->perimeter <= ring_level_perimeter(b, n);
}

static bool witness_take(const placement_t witness[PIECE_COUNT], optimum_result_t *result)
{
    edge_t edges[PIECE_COUNT * PIECE_EDGES];
    size_t count = figure_edges(witness, PIECE_COUNT, edges);
    long value = measure_largest_area(edges, count);
    if (value < 0)
        return false;
    if (value > result->value) {
        result->value = value;
        memcpy(result->witness, witness, PIECE_COUNT * sizeof *witness);
        result->witness_count = PIECE_COUNT;
    }
    return true;
}

bool ring_quick_witness(optimum_result_t *result)
{
    ring_bound_t b;
    ring_bound_compute(&b);
    size_t top = b.max_cells < RING_MAX_CELLS ? b.max_cells : RING_MAX_CELLS;
    hexagon_t growth[SEEDS][RING_MAX_CELLS];
    for (int v = 0; v < SEEDS; v++)
        grow(v, growth[v], top);
    result->value = -1;
    ring_region_t area;
    for (size_t n = top; n > 0 && result->value < (long)n; n--)
        for (int v = 0; v < SEEDS && result->value < (long)n; v++) {
            placement_t witness[PIECE_COUNT];
            bool failed = false;
            if (!area_of(&b, growth[v], n, &area))
                continue;
            /* An area the search could not take is left to the proof. */
            bool found = ring_realise(&area, witness, &failed);
            if (found && !failed && !witness_take(witness, result))
                return false;
        }
    return true;
}

optimum_result_t optimum_ring_anytime(const optimum_options_t *options)
{
    struct timespec start;
    optimum_result_t quick;
    optimum_result_start(&quick, &start);
    /* A part's witness must lie in its slices: only a whole search has
     * one before its proof. */
    if (options->parts <= 1) {
        quick.failed = !ring_quick_witness(&quick);
        if (quick.failed)
            return quick;
        if (options->progress != NULL)
            atomic_store(&options->progress->best, quick.value);
    }
    optimum_result_t result = optimum_ring(options);
    if (!result.failed && quick.value > result.value) {
        result.value = quick.value;
        memcpy(result.witness, quick.witness, sizeof quick.witness);
        result.witness_count = quick.witness_count;
        /* Every level above the quick witness's refuted proves it. */
        result.proven = result.value == result.upper_bound;
        result.stopped = optimum_stopped_from_outside(options) && !result.proven;
    }
    result.seconds = clock_seconds_since(start);
    return result;
}
