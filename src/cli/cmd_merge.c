/* twigs merge: joins the partial summaries of `solve --part K/N` (SPEC §1,
 * §5) into the summary of the whole search.
 *
 * Counts (solutions, shapes, triangle, nodes) and seconds add up: seconds
 * is the work the parts did, not the wall-clock time of a parallel run.
 * The Tree, The Ring and The Maximum take the best value, with its
 * part's witness, and the largest upper bound, since each part bounds
 * only its own slices.  A merged count is complete, and a merged value
 * proven, only when every part 1..N is there, each complete, or the best
 * value meets the largest bound; missing parts are listed.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/solve.h"
#include "game/game.h"
#include "io/yread.h"

static const char *const count_keys[] = {"puzzle",  "solutions",  "shapes",   "triangle", "nodes",
                                         "seconds", "symmetries", "complete", "part",     NULL};
static const char *const best_keys[] = {"puzzle",  "value",   "upper_bound", "proven",
                                        "nodes",   "seconds", "witness",     "part", NULL};
static const char *const best_puzzles[] = {"tree", "ring", "maximum", NULL};

/* Where a key was read, for messages about another place. */
typedef struct {
    const char *file;
    unsigned line, column; /* line 0: nowhere yet */
} place_t;

typedef struct {
    const char *file; /* the file being read, as named on the command line */
    char *puzzle;
    place_t puzzle_at;
    bool best; /* The Tree, The Ring or The Maximum */
    unsigned parts;
    place_t parts_at;
    place_t *given; /* per part */

    long long solutions, shapes, triangle, nodes, symmetries;
    bool has_shapes, has_triangle, has_symmetries, all_complete;
    double seconds;

    long long value, upper_bound;
    bool has_value;
    ynode_t *witness;
} merge_t;

/* What one summary says, read before anything is added to the merge. */
typedef struct {
    unsigned part, parts;
    long long solutions, shapes, triangle, nodes, symmetries, value, upper_bound;
    bool has_shapes, has_triangle, has_symmetries, has_value, complete, proven;
    double seconds;
    const ynode_t *witness;
} summary_t;

static place_t place_of(const merge_t *m, const ynode_t *node)
{
    return (place_t){m->file, node->line, node->column};
}

static long long add_capped(long long a, long long b)
{
    return a > LLONG_MAX - b ? LLONG_MAX : a + b;
}

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

static bool read_required_bool(const yreader_t *r, const ynode_t *root, const char *key, bool *out)
{
    const ynode_t *node = yread_required(r, root, key);
    return node != NULL && yread_bool(r, node, key, out);
}

/* ---- The puzzle and the part ---- */

static bool read_puzzle(merge_t *m, const yreader_t *r, const ynode_t *root)
{
    const ynode_t *node = yread_required(r, root, "puzzle");
    const char *name = node ? yread_string(r, node, "puzzle") : NULL;
    if (name == NULL)
        return false;
    if (m->puzzle == NULL) {
        m->puzzle = strdup(name);
        m->puzzle_at = place_of(m, node);
        for (size_t i = 0; best_puzzles[i] != NULL; i++)
            m->best |= strcmp(name, best_puzzles[i]) == 0;
        return m->puzzle != NULL;
    }
    if (strcmp(name, m->puzzle) == 0)
        return true;
    yread_error(r, node, DIAG_INPUT, "a summary of '%s', but %s:%u:%u is one of '%s': the parts of "
                "different puzzles do not merge", name, m->puzzle_at.file, m->puzzle_at.line,
                m->puzzle_at.column, m->puzzle);
    return false;
}

static bool read_part(merge_t *m, const yreader_t *r, const ynode_t *root, summary_t *s)
{
    const ynode_t *node = yread_required(r, root, "part");
    const char *text = node ? yread_string(r, node, "part") : NULL;
    if (text == NULL)
        return false;
    if (!args_part_parse(text, &s->part, &s->parts)) {
        yread_error(r, node, DIAG_INPUT, "part must be K/N with 1 <= K <= N <= %d, not '%s'",
                    ARGS_PARTS_MAX, text);
        return false;
    }
    if (m->parts == 0) {
        m->given = calloc(s->parts, sizeof *m->given);
        if (m->given == NULL) {
            yread_error(r, node, DIAG_INPUT, "out of memory");
            return false;
        }
        m->parts = s->parts;
        m->parts_at = place_of(m, node);
    }
    place_t *first = &m->given[s->part - 1];
    if (s->parts != m->parts)
        yread_error(r, node, DIAG_INPUT, "part %s of %u parts, but %s:%u:%u is one of %u: the "
                    "parts of different splits do not merge", text, s->parts, m->parts_at.file,
                    m->parts_at.line, m->parts_at.column, m->parts);
    else if (first->line != 0)
        yread_error(r, node, DIAG_INPUT, "part %s given twice (also at %s:%u:%u)", text,
                    first->file, first->line, first->column);
    else
        return true;
    return false;
}

/* ---- Counts (triangle, hexes15, cover puzzles) ---- */

static bool read_counts(const merge_t *m, const yreader_t *r, const ynode_t *root, summary_t *s)
{
    bool ok = read_required_count(r, root, "solutions", &s->solutions);
    ok = read_count(r, root, "shapes", &s->shapes, &s->has_shapes) && ok;
    ok = read_count(r, root, "triangle", &s->triangle, &s->has_triangle) && ok;
    ok = read_count(r, root, "symmetries", &s->symmetries, &s->has_symmetries) && ok;
    ok = read_required_bool(r, root, "complete", &s->complete) && ok;
    /* The symmetries are the puzzle's: every part has the same. */
    if (ok && s->has_symmetries && m->has_symmetries && s->symmetries != m->symmetries) {
        yread_error(r, ymap_get(root, "symmetries"), DIAG_INPUT,
                    "symmetries %lld, but the parts before say %lld", s->symmetries, m->symmetries);
        ok = false;
    }
    return ok;
}

static void add_counts(merge_t *m, const summary_t *s)
{
    m->solutions = add_capped(m->solutions, s->solutions);
    m->shapes = add_capped(m->shapes, s->shapes);
    m->triangle = add_capped(m->triangle, s->triangle);
    m->has_shapes |= s->has_shapes;
    m->has_triangle |= s->has_triangle;
    if (s->has_symmetries) {
        m->symmetries = s->symmetries;
        m->has_symmetries = true;
    }
    m->all_complete &= s->complete;
}

/* ---- Best values (tree, ring, maximum) ---- */

/* The witness must be a valid solution that measures the part's value, as
 * `twigs check` would find: merge passes on nothing it has not checked. */
static bool check_witness(const merge_t *m, const yreader_t *r, const ynode_t *witness,
                          long long value)
{
    report_t report;
    report_init(&report, r->diag->file, 1);
    yreader_t inner = {r->stream, &report.diag};
    bool ok = yread_is(r, witness, YNODE_MAPPING, "witness");
    if (ok) {
        game_find("twigs")->check(&inner, witness, &report);
        diag_print(&report.diag, stderr);
        const ynode_t *name = report.puzzle ? ymap_get(report.puzzle, "name") : NULL;
        const ynode_t *measured = report.puzzle ? ymap_get(report.puzzle, "value") : NULL;
        if (report_exit_status(&report) != 0 || name == NULL || strcmp(name->value, m->puzzle)) {
            yread_error(r, witness, DIAG_INPUT, "the witness is not a valid solution of %s",
                        m->puzzle);
            ok = false;
        } else if (measured == NULL || strtoll(measured->value, NULL, 10) != value) {
            yread_error(r, witness, DIAG_INPUT, "the witness measures %s, not the value %lld",
                        measured ? measured->value : "nothing", value);
            ok = false;
        }
    }
    report_free(&report);
    return ok;
}

static bool read_best(const merge_t *m, const yreader_t *r, const ynode_t *root, summary_t *s)
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
    if (s->has_value != (s->witness != NULL)) {
        yread_error(r, root, DIAG_INPUT, "%s", s->has_value
                    ? "a value needs its witness (solve --part ... --format yaml writes it)"
                    : "a witness needs its value");
        return false;
    }
    return s->witness == NULL || check_witness(m, r, s->witness, s->value);
}

static bool add_best(merge_t *m, const summary_t *s)
{
    if (s->upper_bound > m->upper_bound)
        m->upper_bound = s->upper_bound;
    if (!s->has_value || (m->has_value && s->value <= m->value))
        return true;
    ynode_free(m->witness);
    m->witness = ynode_copy(s->witness);
    m->value = s->value;
    m->has_value = true;
    return m->witness != NULL;
}

/* ---- Reading ---- */

static bool merge_document(merge_t *m, const yreader_t *r, const ynode_t *root)
{
    summary_t s;
    memset(&s, 0, sizeof s);
    if (!yread_is(r, root, YNODE_MAPPING, "a summary") || !read_puzzle(m, r, root))
        return false;
    bool ok = yread_known_keys(r, root, m->best ? best_keys : count_keys);
    ok = read_part(m, r, root, &s) && ok;
    ok = read_required_count(r, root, "nodes", &s.nodes) && ok;
    const ynode_t *seconds = yread_required(r, root, "seconds");
    ok = seconds != NULL && yread_double(r, seconds, "seconds", 0, 1e12, &s.seconds) && ok;
    ok = (m->best ? read_best(m, r, root, &s) : read_counts(m, r, root, &s)) && ok;
    if (!ok)
        return false;
    m->given[s.part - 1] = place_of(m, ymap_get(root, "part"));
    m->nodes = add_capped(m->nodes, s.nodes);
    m->seconds += s.seconds;
    if (m->best)
        return add_best(m, &s);
    add_counts(m, &s);
    return true;
}

static bool merge_file(merge_t *m, const char *path)
{
    m->file = path;
    diag_t diag;
    diag_init(&diag, path);
    ystream_t stream;
    bool ok = ystream_load_file(&stream, path, &diag);
    if (ok && stream.count == 0) {
        diag_add(&diag, DIAG_INPUT, 0, 0, "no summary in the file");
        ok = false;
    }
    yreader_t reader = {&stream, &diag};
    for (size_t i = 0; ok && i < stream.count; i++)
        ok = merge_document(m, &reader, stream.documents[i].root);
    diag_print(&diag, stderr);
    ystream_free(&stream);
    diag_free(&diag);
    return ok;
}

/* ---- Output ---- */

static ynode_t *merged_summary(const merge_t *m, bool with_witness)
{
    ynode_t *summary = ynode_new_mapping(false);
    ynode_t *missing = ynode_new_sequence(true);
    for (unsigned k = 1; k <= m->parts; k++)
        if (m->given[k - 1].line == 0)
            yseq_add_int(missing, k);
    bool all_given = missing != NULL && missing->count == 0;
    ymap_add_string(summary, "puzzle", m->puzzle);
    if (m->best) {
        if (m->has_value)
            ymap_add_int(summary, "value", m->value);
        ymap_add_int(summary, "upper_bound", m->upper_bound);
        ymap_add_bool(summary, "proven", all_given && m->has_value && m->value == m->upper_bound);
    } else {
        ymap_add_int(summary, "solutions", m->solutions);
        if (m->has_shapes)
            ymap_add_int(summary, "shapes", m->shapes);
        if (m->has_triangle)
            ymap_add_int(summary, "triangle", m->triangle);
    }
    ymap_add_int(summary, "nodes", m->nodes);
    ymap_add_double(summary, "seconds", m->seconds);
    if (!m->best) {
        if (m->has_symmetries)
            ymap_add_int(summary, "symmetries", m->symmetries);
        ymap_add_bool(summary, "complete", all_given && m->all_complete);
    }
    ymap_add_int(summary, "parts", m->parts);
    if (all_given)
        ynode_free(missing);
    else
        ymap_add(summary, "missing", missing);
    if (with_witness && m->witness != NULL)
        ymap_add(summary, "witness", ynode_copy(m->witness));
    return summary;
}

static int parse_merge_args(int argc, char **argv, const char **format)
{
    *format = "text";
    int files = 0;
    for (int i = 1; i < argc; i++) {
        const char *value = NULL;
        if (args_option(argc, argv, &i, "--format", &value)) {
            if (value == NULL || (strcmp(value, "text") && strcmp(value, "yaml")))
                return args_usage_error("merge", "--format takes text or yaml");
            *format = value;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return args_usage_error("merge", "unknown option '%s'", argv[i]);
        } else {
            files++;
        }
    }
    return files > 0 ? 0 : args_usage_error("merge", "no summaries to merge");
}

int cmd_merge(int argc, char **argv)
{
    solve_request_t req;
    memset(&req, 0, sizeof req);
    int status = parse_merge_args(argc, argv, &req.format);
    if (status != 0)
        return status;
    merge_t m;
    memset(&m, 0, sizeof m);
    m.all_complete = true;
    bool ok = true;
    for (int i = 1; i < argc; i++) {
        const char *value;
        if (args_option(argc, argv, &i, "--format", &value))
            continue;
        ok = merge_file(&m, argv[i]) && ok;
    }
    if (ok) {
        bool yaml = strcmp(req.format, "yaml") == 0;
        ynode_t *summary = merged_summary(&m, yaml);
        ok = summary != NULL;
        if (ok)
            solve_print_summary(&req, m.puzzle, summary, stdout);
        if (ok && !yaml && m.witness != NULL)
            puts("  (--format yaml prints the best witness)");
        ynode_free(summary);
    }
    free(m.puzzle);
    free(m.given);
    ynode_free(m.witness);
    return ok ? 0 : 2;
}
