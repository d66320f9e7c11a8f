#include "game/twigs_puzzle.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/twigs_rules.h"
#include "twig/measure.h"
#include "puzzle/optimum.h"
#include "twig/polyhex.h"

typedef struct {
    long value;
    bool valid;
    char reason[TWIGS_REASON_MAX];
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
        verdict_fail(v, "the figure closes %ld hexagon%s, not 15", v->value, diag_plural(v->value));
    else if (pos->puzzle.kind == PUZZLE_HEXES15 && is_triangle(pos))
        verdict_fail(v, "the 15 hexagons are the triangle: 15 Hexes asks for another shape");
}

/* Every piece of the set must be placed: the rules already refused any
 * piece placed more often than the set holds it. */
static void check_complete(const twigs_position_t *pos, verdict_t *v)
{
    const piece_set_t *set = pos->set;
    size_t expected = 0;
    char missing[TWIGS_REASON_MAX / 2] = "";
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

/* The claim's own numbers: its value is the measured one, its bound not
 * below it, and proven only at its bound. */
static void check_claim_numbers(const twigs_claim_t *claim, verdict_t *v)
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

/* The most hexagons `edges` edges can close: n closed hexagons have 3n +
 * P/2 distinct sides, with P at least polyhex_min_perimeter(n). */
static long closable(size_t edges)
{
    long n = 0;
    while (3 * (size_t)(n + 1) + polyhex_min_perimeter((size_t)n + 1) / 2 <= edges)
        n++;
    return n;
}

/* The Tree and The Maximum are proven in a fraction of a second (one
 * thread, so that check uses one); The Ring's proof takes seconds (2.6 s
 * in one thread), too long for each document of a file: its bound before
 * the search, computed at once, and its quick witness (0.06 s) are what
 * check holds its claims against. */
static void reference_search(puzzle_kind_t kind, twigs_reference_t *ref)
{
    atomic_bool stop = kind == PUZZLE_RING;
    optimum_options_t options = {1, 0, 0, &stop, NULL};
    optimum_result_t result = kind == PUZZLE_TREE      ? optimum_tree(&options)
                              : kind == PUZZLE_MAXIMUM ? optimum_maximum(&options)
                                                       : optimum_ring_anytime(&options);
    if (result.failed) {
        snprintf(ref->unknown, sizeof ref->unknown, "out of memory");
        return;
    }
    ref->bound = result.upper_bound;
    ref->reached = result.value;
    if (kind == PUZZLE_RING)
        snprintf(ref->unknown, sizeof ref->unknown, "check does not verify a bound of The Ring "
                 "below %ld, its bound before the search: the search that proves one takes "
                 "seconds (twigs solve ring)", result.upper_bound);
}

/* A puzzle's reference, searched once per proofs. */
static void reference_searched(puzzle_kind_t kind, twigs_proofs_t *proofs,
                               twigs_reference_t *ref)
{
    if (proofs != NULL && proofs->known[kind]) {
        *ref = proofs->reference[kind];
        return;
    }
    reference_search(kind, ref);
    if (proofs == NULL)
        return;
    proofs->searches++;
    if (ref->bound >= 0) {
        proofs->reference[kind] = *ref;
        proofs->known[kind] = true;
    }
}

static void reference_of(const twigs_position_t *pos, twigs_proofs_t *proofs,
                         twigs_reference_t *ref)
{
    *ref = (twigs_reference_t){-1, -1, ""};
    switch (pos->puzzle.kind) {
    case PUZZLE_COVER:
        ref->bound = 1; /* covered (1) or not (0) */
        break;
    case PUZZLE_HEXES15:
        ref->bound = closable(piece_set_edges(pos->set));
        break;
    default:
        reference_searched(pos->puzzle.kind, proofs, ref);
    }
}

/* How a claim fares against what the program shows. */
typedef enum { CLAIM_VERIFIED, CLAIM_UNVERIFIED, CLAIM_FALSE } claim_verdict_t;

/* Whether "nothing beats `bound`" (the claim's upper bound, or its value
 * when it says proven) holds: false below a value the program reaches,
 * true at the program's own bound or above, else not known here. */
static claim_verdict_t bound_verdict(long long bound, const twigs_reference_t *ref, long measured,
                                     verdict_t *v, const char *what)
{
    long reached = ref->reached > measured ? ref->reached : measured;
    if (bound < reached) {
        verdict_fail(v, "the claim's %s %lld is below %ld, which twigs reaches", what, bound,
                     reached);
        return CLAIM_FALSE;
    }
    return ref->bound >= 0 && bound >= ref->bound ? CLAIM_VERIFIED : CLAIM_UNVERIFIED;
}

static claim_verdict_t worse(claim_verdict_t a, claim_verdict_t b) { return a > b ? a : b; }

/* Checks the claim as far as the program can; returns the report's
 * claim: {verified, why}.  A claim is verified only when everything it
 * says was shown here.  A false one makes the solution invalid; one that
 * could not be checked leaves it as it is. */
static ynode_t *check_claim(const twigs_position_t *pos, twigs_proofs_t *proofs, verdict_t *v)
{
    const twigs_claim_t *claim = &pos->claim;
    twigs_reference_t ref = {-1, -1, ""};
    claim_verdict_t verdict = CLAIM_UNVERIFIED;
    const char *why = "the solution is not valid";
    bool proven = claim->has_proven && claim->proven;
    if (v->valid) {
        check_claim_numbers(claim, v);
        verdict = v->valid ? CLAIM_VERIFIED : CLAIM_FALSE;
    }
    if (verdict == CLAIM_VERIFIED && (claim->has_upper_bound || proven)) {
        reference_of(pos, proofs, &ref);
        if (claim->has_upper_bound)
            verdict = bound_verdict(claim->upper_bound, &ref, v->value, v, "upper_bound");
        if (verdict != CLAIM_FALSE && proven)
            verdict = worse(verdict, bound_verdict(claim->value, &ref, v->value, v, "value"));
    }
    if (verdict == CLAIM_FALSE)
        why = "it is false (see reason)";
    else if (verdict == CLAIM_UNVERIFIED && v->valid)
        why = ref.unknown[0] != '\0' ? ref.unknown : "check knows no bound for this puzzle";
    ynode_t *report = ynode_new_mapping(true);
    ymap_add_bool(report, "verified", verdict == CLAIM_VERIFIED);
    if (verdict != CLAIM_VERIFIED)
        ymap_add_string(report, "why", why);
    return report;
}

static const char *puzzle_name(const twigs_position_t *pos)
{
    return pos->puzzle.name ? pos->puzzle.name : pos->puzzle_name ? pos->puzzle_name : "unknown";
}

void twigs_puzzle_report(const twigs_position_t *pos, bool legal, twigs_proofs_t *proofs,
                         report_t *report)
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
    ynode_t *claim = pos->has_claim ? check_claim(pos, proofs, &v) : NULL;
    ymap_add_int(node, "value", v.value);
    ymap_add_bool(node, "valid", v.valid);
    if (!v.valid)
        ymap_add_string(node, "reason", v.reason);
    if (claim != NULL)
        ymap_add(node, "claim", claim);
    if (pos->puzzle.kind == PUZZLE_HEXES15)
        ymap_add_bool(node, "triangle", is_triangle(pos));
}
