#include "puzzle/merge.h"

#include "io/doc_kind.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

void merge_init(merge_t *m, merge_witness_fn check_witness, void *context)
{
    memset(m, 0, sizeof *m);
    m->check_witness = check_witness;
    m->context = context;
    m->total.complete = true;
}

void merge_free(merge_t *m)
{
    free(m->puzzle);
    free(m->fingerprint);
    ynode_free(m->witness);
    free(m->given);
    free(m->missing);
    memset(m, 0, sizeof *m);
}

static merge_place_t place_of(const merge_t *m, const ynode_t *node)
{
    return (merge_place_t){m->file, node->line, node->column};
}

static long long add_capped(long long a, long long b)
{
    return a > LLONG_MAX - b ? LLONG_MAX : a + b;
}

/* ---- Checks against the summaries before ---- */

static bool same_puzzle(merge_t *m, const yreader_t *r, const summary_t *s)
{
    if (m->puzzle == NULL) {
        m->puzzle = strdup(s->puzzle);
        m->puzzle_at = place_of(m, s->puzzle_node);
        m->total.puzzle = m->puzzle;
        m->total.kind = s->kind;
        return m->puzzle != NULL;
    }
    if (strcmp(s->puzzle, m->puzzle) == 0)
        return true;
    yread_error(r, s->puzzle_node, DIAG_INPUT, "a summary of '%s', but %s:%u:%u is one of '%s': "
                "the parts of different puzzles do not merge", s->puzzle, m->puzzle_at.file,
                m->puzzle_at.line, m->puzzle_at.column, m->puzzle);
    return false;
}

static bool new_part(merge_t *m, const yreader_t *r, const summary_t *s)
{
    const char *text = s->part_node->value;
    if (m->total.parts == 0) {
        m->given = calloc(s->parts, sizeof *m->given);
        if (m->given == NULL) {
            yread_error(r, s->part_node, DIAG_INPUT, "out of memory");
            return false;
        }
        m->total.parts = s->parts;
        m->parts_at = place_of(m, s->part_node);
    }
    const merge_place_t *first = &m->given[s->part - 1];
    if (s->parts != m->total.parts)
        yread_error(r, s->part_node, DIAG_INPUT, "part %s of %u parts, but %s:%u:%u is one of %u: "
                    "the parts of different splits do not merge", text, s->parts, m->parts_at.file,
                    m->parts_at.line, m->parts_at.column, m->total.parts);
    else if (first->line != 0)
        yread_error(r, s->part_node, DIAG_INPUT, "part %s given twice (also at %s:%u:%u)", text,
                    first->file, first->line, first->column);
    else
        return true;
    return false;
}

/* The parts of one split of one search share a fingerprint. */
static bool same_fingerprint(merge_t *m, const yreader_t *r, const summary_t *s)
{
    if (s->fingerprint == NULL) {
        yread_error(r, s->root, DIAG_INPUT, "a summary without a fingerprint, written by an older "
                    "twigs: solve the parts again");
        return false;
    }
    if (m->fingerprint == NULL) {
        m->fingerprint = strdup(s->fingerprint);
        m->fingerprint_at = place_of(m, s->fingerprint_node);
        m->total.fingerprint = m->fingerprint;
        if (m->fingerprint == NULL)
            yread_error(r, s->fingerprint_node, DIAG_INPUT, "out of memory");
        return m->fingerprint != NULL;
    }
    if (strcmp(s->fingerprint, m->fingerprint) == 0)
        return true;
    yread_error(r, s->fingerprint_node, DIAG_INPUT, "fingerprint %s, but %s:%u:%u is %s: the parts "
                "of different searches do not merge (the puzzles differ in their region, pieces or "
                "rules, or were split by different versions of twigs)", s->fingerprint,
                m->fingerprint_at.file, m->fingerprint_at.line, m->fingerprint_at.column,
                m->fingerprint);
    return false;
}

static bool fitting_values(merge_t *m, const yreader_t *r, const summary_t *s)
{
    if (s->kind == SUMMARY_BEST)
        return s->witness == NULL ||
               m->check_witness(m->context, r, s->witness, s->puzzle, s->value);
    /* The symmetries are the puzzle's: every part has the same. */
    if (s->has_symmetries && m->total.has_symmetries && s->symmetries != m->total.symmetries) {
        yread_error(r, s->symmetries_node, DIAG_INPUT, "symmetries %lld, but the parts before say %lld",
                    s->symmetries, m->total.symmetries);
        return false;
    }
    return true;
}

static bool check_summary(void *context, const yreader_t *r, const summary_t *s,
                          summary_step_t step)
{
    merge_t *m = context;
    switch (step) {
    case SUMMARY_READ_PUZZLE:
        return same_puzzle(m, r, s);
    case SUMMARY_READ_PART:
        return new_part(m, r, s);
    case SUMMARY_READ_FINGERPRINT:
        return same_fingerprint(m, r, s);
    default:
        return fitting_values(m, r, s);
    }
}

/* ---- Adding up ---- */

/* The parts' counts of solutions add up; a sum past COUNT_MAX is an error
 * at the part that passed it, since no count printed then would be
 * true. */
static bool add_solutions(const yreader_t *r, const summary_t *s, summary_t *total)
{
    static const char *const keys[] = {"solutions", "shapes", "triangle"};
    count_t *sums[] = {&total->solutions, &total->shapes, &total->triangle};
    const count_t parts[] = {s->solutions, s->shapes, s->triangle};
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++)
        if (!count_add(sums[i], parts[i])) {
            char most[COUNT_TEXT_SIZE];
            yread_error(r, ymap_get(s->root, keys[i]), DIAG_INPUT, "the parts' %s add up to "
                        "more than %s, the most twigs counts", keys[i],
                        count_format(COUNT_MAX, most));
            return false;
        }
    return true;
}

static void add_counts(summary_t *total, const summary_t *s)
{
    total->has_shapes |= s->has_shapes;
    total->has_triangle |= s->has_triangle;
    if (s->has_symmetries) {
        total->symmetries = s->symmetries;
        total->has_symmetries = true;
    }
    total->memo_entries = add_capped(total->memo_entries, s->memo_entries);
    total->memo_hits = add_capped(total->memo_hits, s->memo_hits);
    total->has_memo |= s->has_memo;
    total->complete &= s->complete;
}

static bool add_best(merge_t *m, const summary_t *s)
{
    summary_t *total = &m->total;
    if (s->upper_bound > total->upper_bound)
        total->upper_bound = s->upper_bound;
    if (!s->has_value || (total->has_value && s->value <= total->value))
        return true;
    ynode_free(m->witness);
    m->witness = ynode_copy(s->witness);
    total->witness = m->witness;
    total->value = s->value;
    total->has_value = true;
    return m->witness != NULL;
}

static bool add_document(merge_t *m, const yreader_t *r, const ynode_t *root)
{
    summary_t s;
    if (!summary_read(r, root, &s, check_summary, m))
        return false;
    m->given[s.part - 1] = place_of(m, s.part_node);
    m->total.nodes = add_capped(m->total.nodes, s.nodes);
    m->total.seconds += s.seconds;
    if (s.kind == SUMMARY_BEST)
        return add_best(m, &s);
    add_counts(&m->total, &s);
    return add_solutions(r, &s, &m->total);
}

bool merge_add_file(merge_t *m, yloader_t *loader, diag_t *diag, const char *file)
{
    if (loader == NULL)
        return false;
    m->file = file;
    yreader_t r = {yloader_stream(loader), diag};
    size_t added = 0;
    bool ok = true;
    const ydocument_t *doc;
    while (ok && (doc = yloader_next(loader)) != NULL && !doc->broken) {
        doc_kind_t kind = doc_kind_of(doc->root);
        if (kind != DOC_KIND_SUMMARY && kind != DOC_KIND_OTHER) {
            doc_kind_refuse(&r, doc->root, kind, "merge");
            return false;
        }
        ok = add_document(m, &r, doc->root);
        added++;
    }
    if (ok && yloader_ok(loader) && added == 0) {
        diag_add(diag, DIAG_INPUT, 0, 0, "no summary in the file");
        return false;
    }
    return ok && yloader_ok(loader);
}

bool merge_result(merge_t *m, summary_t *out)
{
    free(m->missing);
    m->missing = malloc((m->total.parts + 1) * sizeof *m->missing);
    if (m->missing == NULL)
        return false;
    size_t missing = 0;
    for (unsigned k = 1; k <= m->total.parts; k++)
        if (m->given[k - 1].line == 0)
            m->missing[missing++] = k;
    *out = m->total;
    out->missing = m->missing;
    out->missing_count = missing;
    out->complete = missing == 0 && m->total.complete;
    out->proven = missing == 0 && m->total.has_value && m->total.value == m->total.upper_bound;
    return true;
}
