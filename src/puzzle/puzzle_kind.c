#include "puzzle/puzzle_kind.h"

#include <stdio.h>
#include <stdlib.h>

#include "io/diag.h"
#include "puzzle/puzzle.h"
#include "twig/measure.h"
#include "twig/polyhex.h"

const char *const puzzle_builtin_names[] = {
    [PUZZLE_COVER] = "triangle", [PUZZLE_HEXES15] = "hexes15", [PUZZLE_MAXIMUM] = "maximum",
    [PUZZLE_RING] = "ring",      [PUZZLE_TREE] = "tree",       [PUZZLE_KIND_COUNT] = NULL};

bool puzzle_kind_is_triangle(const edge_t *edges, size_t count)
{
    hexagon_t hexes[POLYHEX_TRIANGLE_CELLS];
    edge_t sides[6 * POLYHEX_TRIANGLE_CELLS];
    size_t n = polyhex_sides(hexes, polyhex_triangle(hexes), sides);
    return measure_same_shape(edges, count, sides, n);
}

/* ---- Measures ---- */

/* The Triangle wherever it lies; a file's region where it lies. */
static long measure_cover(const puzzle_t *puzzle, const edge_t *edges, size_t count)
{
    if (puzzle->builtin)
        return puzzle_kind_is_triangle(edges, count);
    cover_puzzle_t problem;
    edge_t *required;
    if (!puzzle_cover_problem(puzzle, &problem, &required))
        return -1;
    bool exact = measure_exact_cover(edges, count, problem.required, problem.required_count,
                                     problem.spare, problem.spare_count);
    free(required);
    return exact;
}

static long measure_closed(const puzzle_t *puzzle, const edge_t *edges, size_t count)
{
    (void)puzzle;
    return measure_closed_hexagons(edges, count);
}

static long measure_area(const puzzle_t *puzzle, const edge_t *edges, size_t count)
{
    (void)puzzle;
    return measure_largest_area(edges, count);
}

static long measure_tree(const puzzle_t *puzzle, const edge_t *edges, size_t count)
{
    (void)puzzle;
    return measure_leaves(edges, count);
}

/* ---- Goals ---- */

static bool goal_covered(const puzzle_t *puzzle, const edge_t *edges, size_t count, long value,
                         char *why, size_t size)
{
    (void)edges;
    (void)count;
    if (value != 0)
        return true;
    snprintf(why, size, "%s", puzzle->builtin ? "the figure is not the side-5 triangle"
                                              : "the pieces do not cover the region exactly");
    return false;
}

static bool goal_hexes15(const puzzle_t *puzzle, const edge_t *edges, size_t count, long value,
                         char *why, size_t size)
{
    (void)puzzle;
    if (value < 15)
        snprintf(why, size, "the figure closes %ld hexagon%s, not 15", value, diag_plural(value));
    else if (puzzle_kind_is_triangle(edges, count))
        snprintf(why, size, "the 15 hexagons are the triangle: 15 Hexes asks for another shape");
    else
        return true;
    return false;
}

/* ---- What a claim is held against ---- */

static void reference_covered(const puzzle_t *puzzle, puzzle_reference_t *ref)
{
    (void)puzzle;
    ref->bound = 1; /* covered (1) or not (0) */
}

/* The most hexagons `edges` edges can close: n closed hexagons have 3n +
 * P/2 distinct sides, with P at least polyhex_min_perimeter(n). */
static void reference_closable(const puzzle_t *puzzle, puzzle_reference_t *ref)
{
    size_t edges = piece_set_edges(&puzzle->pieces);
    long n = 0;
    while (3 * (size_t)(n + 1) + polyhex_min_perimeter((size_t)n + 1) / 2 <= edges)
        n++;
    ref->bound = n;
}

static void reference_result(const optimum_result_t *result, puzzle_reference_t *ref)
{
    if (result->failed) {
        snprintf(ref->unknown, sizeof ref->unknown, "out of memory");
        return;
    }
    ref->bound = result->upper_bound;
    ref->reached = result->value;
}

/* The Tree and The Maximum are proven in a fraction of a second (one
 * thread, so that check uses one). */
static void reference_search(const puzzle_t *puzzle, puzzle_reference_t *ref)
{
    optimum_options_t options = {.threads = 1};
    optimum_result_t result = puzzle_kind_info(puzzle->kind)->best(&options);
    reference_result(&result, ref);
}

/* The Ring's proof takes seconds (2.6 s in one thread), too long for
 * each document of a file: its bound before the search, computed at
 * once, and its quick witness (0.06 s) are what check holds its claims
 * against. */
static void reference_ring(const puzzle_t *puzzle, puzzle_reference_t *ref)
{
    (void)puzzle;
    atomic_bool stop = true;
    optimum_options_t options = {.threads = 1, .stop = &stop};
    optimum_result_t result = optimum_ring_anytime(&options);
    reference_result(&result, ref);
    if (!result.failed)
        snprintf(ref->unknown, sizeof ref->unknown, "check does not verify a bound of The Ring "
                 "below %ld, its bound before the search: the search that proves one takes "
                 "seconds (twigs solve ring)", result.upper_bound);
}

/* ---- Slicing ---- */

static bool slicing_hexes15(size_t levels, slicing_t *slicing)
{
    (void)levels;
    return optimum_hexes15_slicing(slicing);
}

static bool slicing_tree(size_t levels, slicing_t *slicing)
{
    (void)levels;
    return optimum_tree_slicing(slicing);
}

/* ---- The table ---- */

static const puzzle_info_t kinds[PUZZLE_KIND_COUNT] = {
    [PUZZLE_COVER] = {
        .kind_name = "cover",
        .solve = PUZZLE_SOLVE_COVER,
        .measure = measure_cover,
        .goal_met = goal_covered,
        .reference = reference_covered,
        .mark = FIGURE_MARK_NONE,
    },
    [PUZZLE_HEXES15] = {
        .kind_name = "hexes15",
        .solve = PUZZLE_SOLVE_ARRANGEMENTS,
        .slicing = slicing_hexes15,
        .measure = measure_closed,
        .goal_met = goal_hexes15,
        .reference = reference_closable,
        .mark = FIGURE_MARK_CLOSED,
        .goal = "close 15 hexagons, not as the triangle",
        .tells_triangle = true,
    },
    [PUZZLE_MAXIMUM] = {
        .kind_name = "maximum",
        .solve = PUZZLE_SOLVE_BEST,
        .best = optimum_maximum,
        .slicing = optimum_maximum_slicing,
        .measure = measure_closed,
        .reference = reference_search,
        .searched = true,
        .mark = FIGURE_MARK_CLOSED,
        .goal = "close the most hexagons, two players taking turns",
        .game = true,
    },
    [PUZZLE_RING] = {
        .kind_name = "ring",
        .solve = PUZZLE_SOLVE_BEST,
        .best = optimum_ring_anytime,
        .slicing = optimum_ring_slicing,
        .measure = measure_area,
        .reference = reference_ring,
        .searched = true,
        .mark = FIGURE_MARK_LARGEST_AREA,
        .goal = "make the largest area",
        .witness_any_threads = true,
    },
    [PUZZLE_TREE] = {
        .kind_name = "tree",
        .solve = PUZZLE_SOLVE_BEST,
        .best = optimum_tree,
        .slicing = slicing_tree,
        .measure = measure_tree,
        .reference = reference_search,
        .searched = true,
        .mark = FIGURE_MARK_LEAVES,
        .goal = "make the most leaves",
    },
};

const puzzle_info_t *puzzle_kind_info(puzzle_kind_t kind) { return &kinds[kind]; }
