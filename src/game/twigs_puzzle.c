#include "game/twigs_puzzle.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/twigs_rules.h"
#include "twig/measure.h"
#include "twig/polyhex.h"

#define REASON_MAX 200

typedef struct {
    long value;
    bool valid;
    char reason[REASON_MAX];
} verdict_t;

static void verdict_fail(verdict_t *v, const char *format, ...) DIAG_PRINTF(2, 3);

/* The first reason found is the one given. */
static void verdict_fail(verdict_t *v, const char *format, ...)
{
    if (!v->valid)
        return;
    v->valid = false;
    va_list args;
    va_start(args, format);
    vsnprintf(v->reason, sizeof v->reason, format, args);
    va_end(args);
}

static bool is_triangle(const twigs_position_t *pos)
{
    hexagon_t hexes[POLYHEX_TRIANGLE_CELLS];
    edge_t edges[6 * POLYHEX_TRIANGLE_CELLS];
    size_t n = polyhex_sides(hexes, polyhex_triangle(hexes), edges);
    return measure_same_shape(pos->edges, pos->edge_count, edges, n);
}

/* A cover puzzle's region, where it lies. */
static long covers_region(const twigs_position_t *pos)
{
    cover_puzzle_t problem;
    edge_t *required;
    if (!puzzle_cover_problem(&pos->puzzle, &problem, &required))
        return -1;
    bool exact = measure_exact_cover(pos->edges, pos->edge_count, problem.required,
                                     problem.required_count, problem.spare, problem.spare_count);
    free(required);
    return exact;
}

static long measure(const twigs_position_t *pos)
{
    switch (pos->puzzle.kind) {
    case PUZZLE_COVER:
        return pos->puzzle.builtin ? is_triangle(pos) : covers_region(pos);
    case PUZZLE_HEXES15:
    case PUZZLE_MAXIMUM:
        return measure_closed_hexagons(pos->edges, pos->edge_count);
    case PUZZLE_RING:
        return measure_largest_area(pos->edges, pos->edge_count);
    case PUZZLE_TREE:
        return measure_leaves(pos->edges, pos->edge_count);
    }
    return -1;
}

static void check_goal(const twigs_position_t *pos, verdict_t *v)
{
    if (pos->puzzle.kind == PUZZLE_COVER && v->value == 0)
        verdict_fail(v, pos->puzzle.builtin ? "the figure is not the side-5 triangle"
                                            : "the pieces do not cover the region exactly");
    else if (pos->puzzle.kind == PUZZLE_HEXES15 && v->value < 15)
        verdict_fail(v, "the figure closes %ld hexagons, not 15", v->value);
}

/* Every piece of the set must be placed: the rules already refused any
 * piece placed more often than the set holds it. */
static void check_complete(const twigs_position_t *pos, verdict_t *v)
{
    const piece_set_t *set = pos->set;
    size_t expected = 0;
    char missing[REASON_MAX / 2] = "";
    unsigned *allowed = malloc((set->count + 1) * sizeof *allowed);
    if (allowed == NULL) {
        verdict_fail(v, "out of memory");
        return;
    }
    for (colour_t colour = COLOUR_WHITE; colour <= COLOUR_BLACK; colour++) {
        twigs_rules_allowed(pos, colour, allowed);
        for (size_t p = 0; p < set->count; p++) {
            unsigned used = 0;
            for (size_t i = 0; i < pos->piece_count; i++)
                used += pos->pieces[i].colour == colour && pos->pieces[i].shape == (long)p;
            expected += allowed[p];
            const char *name = set->types[p].name;
            if (used < allowed[p] && strlen(missing) + strlen(name) + 6 < sizeof missing)
                strcat(strcat(missing, " "), name);
            else if (used < allowed[p] && !strstr(missing, " ..."))
                strcat(missing, " ...");
        }
    }
    free(allowed);
    if (pos->piece_count < expected)
        verdict_fail(v, "the solution places %zu of the %zu pieces (missing:%s)", pos->piece_count,
                     expected, missing);
}

static void check_claim(const twigs_claim_t *claim, verdict_t *v)
{
    if (claim->value != v->value)
        verdict_fail(v, "the claim says %lld, but the solution measures %ld", claim->value,
                     v->value);
    else if (claim->has_upper_bound && claim->upper_bound < claim->value)
        verdict_fail(v, "the claim's upper_bound %lld is below its value %lld", claim->upper_bound,
                     claim->value);
    else if (claim->has_proven && claim->proven && claim->has_upper_bound &&
             claim->upper_bound != claim->value)
        verdict_fail(v, "the claim is proven, but its upper_bound %lld is not its value %lld",
                     claim->upper_bound, claim->value);
}

static const char *puzzle_name(const twigs_position_t *pos)
{
    return pos->puzzle.name ? pos->puzzle.name : pos->puzzle_name ? pos->puzzle_name : "unknown";
}

void twigs_puzzle_report(const twigs_position_t *pos, bool legal, report_t *report)
{
    ynode_t *node = ynode_new_mapping(true);
    ymap_add_string(node, "name", puzzle_name(pos));
    report->puzzle = node;
    if (!legal) {
        ymap_add_bool(node, "valid", false);
        return;
    }
    verdict_t v = {measure(pos), true, ""};
    if (v.value < 0) {
        diag_add(&report->diag, DIAG_INPUT, 0, 0, "out of memory");
        return;
    }
    check_goal(pos, &v);
    check_complete(pos, &v);
    if (pos->has_claim)
        check_claim(&pos->claim, &v);
    ymap_add_int(node, "value", v.value);
    ymap_add_bool(node, "valid", v.valid);
    if (!v.valid)
        ymap_add_string(node, "reason", v.reason);
    if (pos->puzzle.kind == PUZZLE_HEXES15)
        ymap_add_bool(node, "triangle", is_triangle(pos));
}
