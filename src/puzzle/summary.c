#include "puzzle/summary.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "io/utf8.h"
#include "puzzle/puzzle.h"

/* The keys a summary may have, in the order of the message about an
 * unknown one. */
static const char *const count_keys[] = {"puzzle",       "solutions", "shapes",   "triangle",
                                         "nodes",        "seconds",   "symmetries", "memo_entries",
                                         "memo_hits",    "complete",  "fingerprint", "part",
                                         NULL};
static const char *const best_keys[] = {"puzzle",  "value",   "upper_bound", "proven",
                                        "nodes",   "seconds", "witness",     "fingerprint",
                                        "part",    NULL};

bool summary_part_parse(const char *text, unsigned *part, unsigned *parts)
{
    /* strtoul would take spaces and signs too. */
    if (*text < '0' || *text > '9')
        return false;
    char *end;
    unsigned long k = strtoul(text, &end, 10);
    if (*end != '/')
        return false;
    const char *rest = end + 1;
    if (*rest < '0' || *rest > '9')
        return false;
    unsigned long n = strtoul(rest, &end, 10);
    if (*end != '\0' || k < 1 || n < 1 || k > n || n > SUMMARY_PARTS_MAX)
        return false;
    *part = (unsigned)k;
    *parts = (unsigned)n;
    return true;
}

/* Whether the puzzle of that name has a best value (a file's cover
 * puzzle may be named tree: its counts are counts). */
static bool is_best_puzzle(const char *puzzle)
{
    for (size_t i = 0; puzzle_builtin_names[i] != NULL; i++)
        if (strcmp(puzzle, puzzle_builtin_names[i]) == 0)
            return puzzle_kind_info((puzzle_kind_t)i)->solve == PUZZLE_SOLVE_BEST;
    return false;
}

/* ---- What a search found ---- */

summary_t summary_of_cover(const char *puzzle, const cover_puzzle_stats_t *stats, bool complete)
{
    return (summary_t){
        .puzzle = puzzle,
        .kind = SUMMARY_COUNT,
        .solutions = stats->solutions,
        .symmetries = (long long)stats->symmetries,
        /* A stop during the preparation can come before they are known
         * (0): the summary then has none, and merge takes the other
         * parts'. */
        .has_symmetries = stats->symmetries > 0,
        .complete = complete,
        .memo_entries = (long long)stats->memo_stats.entries,
        .memo_hits = (long long)stats->memo_stats.hits,
        .has_memo = stats->memo,
        .nodes = (long long)stats->nodes,
        .seconds = stats->seconds,
    };
}

summary_t summary_of_arrangements(const char *puzzle, const hexes15_stats_t *stats)
{
    return (summary_t){
        .puzzle = puzzle,
        .kind = SUMMARY_COUNT,
        .solutions = stats->solutions,
        .shapes = stats->shapes,
        .has_shapes = true,
        .triangle = stats->triangle,
        .has_triangle = true,
        .complete = !stats->stopped,
        .nodes = (long long)stats->nodes,
        .seconds = stats->seconds,
    };
}

summary_t summary_of_best(const char *puzzle, const optimum_result_t *result)
{
    return (summary_t){
        .puzzle = puzzle,
        .kind = SUMMARY_BEST,
        .value = result->value,
        .has_value = result->value >= 0,
        .upper_bound = result->upper_bound,
        .proven = result->proven,
        .nodes = (long long)result->nodes,
        .seconds = result->seconds,
    };
}

/* ---- Writing ---- */

/* What a search found: the keys between the puzzle and the parts. */
static void add_values(ynode_t *map, const summary_t *s)
{
    if (s->kind == SUMMARY_BEST) {
        if (s->has_value)
            ymap_add_int(map, "value", s->value);
        ymap_add_int(map, "upper_bound", s->upper_bound);
        ymap_add_bool(map, "proven", s->proven);
    } else {
        ymap_add_count(map, "solutions", s->solutions);
        if (s->has_shapes)
            ymap_add_count(map, "shapes", s->shapes);
        if (s->has_triangle)
            ymap_add_count(map, "triangle", s->triangle);
    }
    ymap_add_int(map, "nodes", s->nodes);
    ymap_add_double(map, "seconds", s->seconds);
    if (s->kind == SUMMARY_COUNT) {
        if (s->has_symmetries)
            ymap_add_int(map, "symmetries", s->symmetries);
        if (s->has_memo) {
            ymap_add_int(map, "memo_entries", s->memo_entries);
            ymap_add_int(map, "memo_hits", s->memo_hits);
        }
        ymap_add_bool(map, "complete", s->complete);
    }
}

/* yaml: the form merge reads back, with the witness and the fingerprint;
 * the line of text leaves both to it. */
static ynode_t *summary_build(const summary_t *s, bool yaml)
{
    ynode_t *map = ynode_new_mapping(false);
    ymap_add_string(map, "puzzle", s->puzzle);
    add_values(map, s);
    if (yaml && s->fingerprint != NULL) {
        /* Quoted: sixteen digits would read as a number elsewhere. */
        ynode_t *fingerprint = ynode_new_scalar(s->fingerprint);
        if (fingerprint != NULL)
            fingerprint->style = YSTYLE_QUOTED;
        ymap_add(map, "fingerprint", fingerprint);
    }
    if (s->part == 0 && s->parts > 0) {
        ymap_add_int(map, "parts", s->parts);
        if (s->missing_count > 0) {
            ynode_t *missing = ynode_new_sequence(true);
            for (size_t i = 0; i < s->missing_count; i++)
                yseq_add_int(missing, s->missing[i]);
            ymap_add(map, "missing", missing);
        }
    }
    /* The witness comes last, but for a part's own line (solve added it
     * after everything else). */
    if (yaml && s->witness != NULL)
        ymap_add(map, "witness", ynode_copy(s->witness));
    if (s->part > 0) {
        char part[32];
        snprintf(part, sizeof part, "%u/%u", s->part, s->parts);
        ymap_add_string(map, "part", part);
    }
    return map;
}

ynode_t *summary_to_ynode(const summary_t *summary)
{
    return summary_build(summary, true);
}

ynode_t *summary_claim_to_ynode(const summary_t *summary)
{
    ynode_t *claim = ynode_new_mapping(true);
    add_values(claim, summary);
    return claim;
}

bool summary_print(const summary_t *summary, bool yaml, FILE *out)
{
    ynode_t *map = summary_build(summary, yaml);
    if (map == NULL)
        return false;
    if (yaml) {
        yemitter_t *emitter = ytree_emit_begin(out);
        /* A part's file is joined to the others' by cat. */
        if (summary->part > 0)
            ytree_emit_explicit(emitter);
        ytree_emit_document(emitter, map);
        ytree_emit_end(emitter);
    } else {
        utf8_print_escaped(out, summary->puzzle);
        fputs(": ", out);
        for (size_t i = 2; i + 1 < map->count; i += 2) {
            fprintf(out, "%s%s ", i > 2 ? ", " : "", map->children[i]->value);
            ynode_print_flow(map->children[i + 1], out);
        }
        fputc('\n', out);
    }
    ynode_free(map);
    return true;
}

/* ---- Reading ---- */

/* An optional whole number >= 0; *has tells whether it was there. */
static bool read_count(const yreader_t *r, const ynode_t *root, const char *key, long long *out,
                       bool *has)
{
    const ynode_t *node = ymap_get(root, key);
    *has = node != NULL;
    *out = 0;
    return node == NULL || yread_int(r, node, key, 0, LLONG_MAX, out);
}

static bool read_required_count(const yreader_t *r, const ynode_t *root, const char *key,
                                long long *out)
{
    const ynode_t *node = yread_required(r, root, key);
    return node != NULL && yread_int(r, node, key, 0, LLONG_MAX, out);
}

/* A count of solutions, which may pass 64 bits (util/count.h): optional
 * when `has` is given, which then tells whether it was there. */
static bool read_solutions(const yreader_t *r, const ynode_t *root, const char *key,
                           count_t *out, bool *has)
{
    const ynode_t *node = has != NULL ? ymap_get(root, key) : yread_required(r, root, key);
    *out = 0;
    if (has != NULL)
        *has = node != NULL;
    return node != NULL ? yread_count(r, node, key, out) : has != NULL;
}

static bool read_required_bool(const yreader_t *r, const ynode_t *root, const char *key, bool *out)
{
    const ynode_t *node = yread_required(r, root, key);
    return node != NULL && yread_bool(r, node, key, out);
}

/* What the summary is, from what it holds: a count has `solutions`, a
 * best value `upper_bound`.  Not from the puzzle's name: a cover puzzle
 * may be named tree, and its counts are counts.  A best value is The
 * Tree's, The Ring's or The Maximum's alone. */
static bool read_kind(const yreader_t *r, const ynode_t *root, summary_t *s)
{
    bool count = ymap_get(root, "solutions") != NULL;
    bool best = ymap_get(root, "upper_bound") != NULL;
    if (count == best) {
        yread_error(r, root, DIAG_INPUT, "a summary has either solutions (a count) or "
                    "upper_bound (a best value)%s", count ? ", not both" : "");
        return false;
    }
    s->kind = best ? SUMMARY_BEST : SUMMARY_COUNT;
    if (best && !is_best_puzzle(s->puzzle)) {
        utf8_shown_t shown;
        yread_error(r, s->puzzle_node, DIAG_INPUT, "a best value of '%s', but only tree, ring "
                    "and maximum have one", utf8_shown(s->puzzle, strlen(s->puzzle), &shown));
        return false;
    }
    return true;
}

static bool read_puzzle(const yreader_t *r, const ynode_t *root, summary_t *s)
{
    s->puzzle_node = yread_required(r, root, "puzzle");
    s->puzzle = s->puzzle_node ? yread_string(r, s->puzzle_node, "puzzle") : NULL;
    return s->puzzle != NULL && read_kind(r, root, s);
}

static bool read_part(const yreader_t *r, const ynode_t *root, summary_t *s)
{
    s->part_node = yread_required(r, root, "part");
    const char *text = s->part_node ? yread_string(r, s->part_node, "part") : NULL;
    if (text == NULL)
        return false;
    if (!summary_part_parse(text, &s->part, &s->parts)) {
        yread_error(r, s->part_node, DIAG_INPUT, "part must be K/N with 1 <= K <= N <= %d, not '%s'",
                    SUMMARY_PARTS_MAX, text);
        return false;
    }
    return true;
}

/* An optional fingerprint: 16 lower-case hexadecimal digits. */
static bool read_fingerprint(const yreader_t *r, const ynode_t *root, summary_t *s)
{
    s->fingerprint_node = ymap_get(root, "fingerprint");
    if (s->fingerprint_node == NULL)
        return true;
    const char *text = yread_string(r, s->fingerprint_node, "fingerprint");
    if (text == NULL)
        return false;
    size_t digits = strspn(text, "0123456789abcdef");
    if (digits != PUZZLE_FINGERPRINT_SIZE - 1 || text[digits] != '\0') {
        yread_error(r, s->fingerprint_node, DIAG_INPUT,
                    "fingerprint must be %d lower-case hexadecimal digits", PUZZLE_FINGERPRINT_SIZE - 1);
        return false;
    }
    s->fingerprint = text;
    return true;
}

/* A region has at least one symmetry.  `symmetries: 0` is what earlier
 * twigs wrote for a part stopped before its symmetries were known: not
 * known, as if absent; a complete count knows them. */
static bool symmetries_known(const yreader_t *r, summary_t *s)
{
    if (!s->has_symmetries || s->symmetries > 0)
        return true;
    if (s->complete) {
        yread_error(r, s->symmetries_node, DIAG_INPUT,
                    "symmetries 0 in a complete count: a region has at least 1");
        return false;
    }
    s->has_symmetries = false;
    return true;
}

static bool read_counts(const yreader_t *r, const ynode_t *root, summary_t *s)
{
    bool ok = read_solutions(r, root, "solutions", &s->solutions, NULL);
    ok = read_solutions(r, root, "shapes", &s->shapes, &s->has_shapes) && ok;
    ok = read_solutions(r, root, "triangle", &s->triangle, &s->has_triangle) && ok;
    ok = read_count(r, root, "symmetries", &s->symmetries, &s->has_symmetries) && ok;
    s->symmetries_node = ymap_get(root, "symmetries");
    bool has_hits;
    ok = read_count(r, root, "memo_entries", &s->memo_entries, &s->has_memo) && ok;
    ok = read_count(r, root, "memo_hits", &s->memo_hits, &has_hits) && ok;
    s->has_memo = s->has_memo || has_hits;
    return read_required_bool(r, root, "complete", &s->complete) && ok && symmetries_known(r, s);
}

/* A part's value is proven exactly when it meets the part's bound:
 * proven: false beside a value at the bound would have a merge take the
 * value as proven while its part said otherwise. */
static bool proven_fits(const yreader_t *r, const ynode_t *root, const summary_t *s)
{
    if (s->proven == (s->has_value && s->value == s->upper_bound))
        return true;
    const ynode_t *proven = ymap_get(root, "proven");
    if (s->proven)
        yread_error(r, proven, DIAG_INPUT, "proven: true, but %s: a value is proven when it meets "
                    "upper_bound", s->has_value ? "value is below upper_bound" : "no value");
    else
        yread_error(r, proven, DIAG_INPUT, "proven: false, but value %lld meets upper_bound: a "
                    "value that meets its bound is proven", s->value);
    return false;
}

static bool read_best(const yreader_t *r, const ynode_t *root, summary_t *s)
{
    bool ok = read_required_count(r, root, "upper_bound", &s->upper_bound);
    ok = read_count(r, root, "value", &s->value, &s->has_value) && ok;
    ok = read_required_bool(r, root, "proven", &s->proven) && ok;
    s->witness = ymap_get(root, "witness");
    if (!ok)
        return false;
    if (s->has_value && s->value > s->upper_bound) {
        yread_error(r, ymap_get(root, "value"), DIAG_INPUT, "value %lld is above upper_bound %lld",
                    s->value, s->upper_bound);
        return false;
    }
    if (!proven_fits(r, root, s))
        return false;
    if (s->has_value != (s->witness != NULL)) {
        yread_error(r, root, DIAG_INPUT, "%s", s->has_value
                    ? "a value needs its witness (solve --part ... --format yaml writes it)"
                    : "a witness needs its value");
        return false;
    }
    return s->witness == NULL || yread_is(r, s->witness, YNODE_MAPPING, "witness");
}

/* Whether the caller accepts what has been read up to `step`. */
static bool checked(summary_check_fn check, void *context, const yreader_t *r, const summary_t *s,
                    summary_step_t step)
{
    return check == NULL || check(context, r, s, step);
}

bool summary_read(const yreader_t *r, const ynode_t *root, summary_t *s, summary_check_fn check,
                  void *context)
{
    memset(s, 0, sizeof *s);
    if (!yread_is(r, root, YNODE_MAPPING, "a summary") || !read_puzzle(r, root, s) ||
        !checked(check, context, r, s, SUMMARY_READ_PUZZLE))
        return false;
    s->root = root;
    bool ok = yread_known_keys(r, root, s->kind == SUMMARY_BEST ? best_keys : count_keys);
    ok = read_part(r, root, s) && checked(check, context, r, s, SUMMARY_READ_PART) && ok;
    if (!read_fingerprint(r, root, s) || !checked(check, context, r, s, SUMMARY_READ_FINGERPRINT))
        return false;
    ok = read_required_count(r, root, "nodes", &s->nodes) && ok;
    const ynode_t *seconds = yread_required(r, root, "seconds");
    ok = seconds != NULL && yread_double(r, seconds, "seconds", 0, 1e12, &s->seconds) && ok;
    bool values = s->kind == SUMMARY_BEST ? read_best(r, root, s) : read_counts(r, root, s);
    return values && checked(check, context, r, s, SUMMARY_READ_VALUES) && ok;
}
