#include "game/twigs_puzzle.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/twigs_rules.h"

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

/* What the solution measures, and whether it meets the puzzle's goal,
 * as puzzle_kind's table says. */
static long measure(const twigs_position_t *pos)
{
    return puzzle_info(&pos->puzzle)->measure(&pos->puzzle, pos->edges, pos->edge_count);
}

static void check_goal(const twigs_position_t *pos, verdict_t *v)
{
    const puzzle_info_t *info = puzzle_info(&pos->puzzle);
    char why[TWIGS_REASON_MAX];
    if (info->goal_met != NULL &&
        !info->goal_met(&pos->puzzle, pos->edges, pos->edge_count, v->value, why, sizeof why))
        verdict_fail(v, "%s", why);
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

/* A puzzle's reference (puzzle_kind's), one that takes a search made
 * once per proofs. */
static void reference_of(const twigs_position_t *pos, twigs_proofs_t *proofs,
                         puzzle_reference_t *ref)
{
    const puzzle_info_t *info = puzzle_info(&pos->puzzle);
    puzzle_kind_t kind = pos->puzzle.kind;
    *ref = (puzzle_reference_t){-1, -1, ""};
    if (info->searched && proofs != NULL && proofs->known[kind]) {
        *ref = proofs->reference[kind];
        return;
    }
    info->reference(&pos->puzzle, ref);
    if (!info->searched || proofs == NULL)
        return;
    proofs->searches++;
    if (ref->bound >= 0) {
        proofs->reference[kind] = *ref;
        proofs->known[kind] = true;
    }
}

/* How a claim fares against what the program shows. */
typedef enum { CLAIM_VERIFIED, CLAIM_UNVERIFIED, CLAIM_FALSE } claim_verdict_t;

/* Whether "nothing beats `bound`" (the claim's upper bound, or its value
 * when it says proven) holds: false below a value the program reaches,
 * true at the program's own bound or above, else not known here. */
static claim_verdict_t bound_verdict(long long bound, const puzzle_reference_t *ref, long measured,
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
    puzzle_reference_t ref = {-1, -1, ""};
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
    if (puzzle_info(&pos->puzzle)->tells_triangle)
        ymap_add_bool(node, "triangle", puzzle_kind_is_triangle(pos->edges, pos->edge_count));
}
