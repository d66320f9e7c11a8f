/* The tests' own count of a cover puzzle's solutions and their classes
 * (cover_oracle.h). */
#include "cover_oracle.h"

#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "io/diag.h"
#include "io/ytree.h"
#include "puzzle/puzzle_file.h"
#include "twig/figure.h"
#include "twig/polytwig.h"
#include "util/array.h"

/* ---- An independent class count ----
 *
 * A solution's labelled canonical form: its pieces, each as its type and
 * its sorted edges, under each symmetry of the lattice that maps the piece
 * set onto itself (a reflection turns a one-sided piece into its mirror
 * image, worked out here from the shapes), translated so that the least q
 * and r are 0, the pieces sorted; the least of them.  Without spare edges
 * two solutions are equivalent exactly when these forms are equal. */

typedef struct {
    long label; /* the piece's type */
    unsigned size;
    edge_t edges[PIECE_SET_EDGES_MAX]; /* sorted */
} form_piece_t;

static int edge_qsort_compare(const void *a, const void *b)
{
    return lattice_edge_compare(*(const edge_t *)a, *(const edge_t *)b);
}

static int form_piece_compare(const void *a, const void *b)
{
    const form_piece_t *x = a, *y = b;
    if (x->label != y->label)
        return x->label < y->label ? -1 : 1;
    if (x->size != y->size)
        return x->size < y->size ? -1 : 1;
    return polytwig_compare(x->edges, y->edges, x->size);
}

enum { MAX_EDGES = 200, MAX_TYPES = 100, MAX_PIECES = 64 };

struct oracle_form {
    form_piece_t pieces[MAX_PIECES];
    size_t count;
};
typedef oracle_form_t form_t;

static int pieces_compare(const form_piece_t *x, const form_piece_t *y, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        int c = form_piece_compare(&x[i], &y[i]);
        if (c != 0)
            return c;
    }
    return 0;
}

/* A type's one-sided form, and that of its mirror image. */
static void side_forms(const piece_type_t *p, edge_t own[PIECE_SET_EDGES_MAX],
                       edge_t turned[PIECE_SET_EDGES_MAX])
{
    edge_t image[PIECE_SET_EDGES_MAX];
    for (unsigned i = 0; i < p->size; i++)
        image[i] = lattice_edge_transform(p->edges[i], LATTICE_SYMMETRIES / 2);
    polytwig_canonical(p->edges, p->size, POLYTWIG_ONE_SIDED, own);
    polytwig_canonical(image, p->size, POLYTWIG_ONE_SIDED, turned);
}

static bool same_form(const piece_type_t *p, const edge_t *a, const piece_type_t *q,
                      const edge_t *b)
{
    return p->size == q->size && p->copies == q->copies && polytwig_compare(a, b, p->size) == 0;
}

/* What a reflection makes of each type (docs/puzzles.md): itself when it
 * may be turned over; a one-sided one its catalogue partner of the mirror
 * shape (r for R, or itself) when the set has it; failing that, the k-th
 * one-sided type of its shape and copies (partners left out) becomes the
 * k-th of the mirror shape's; -1 when there is none. */
static void reflected_types(const piece_set_t *set, long *mirror)
{
    CU_ASSERT_FATAL(set->count <= MAX_TYPES);
    edge_t own[MAX_TYPES][PIECE_SET_EDGES_MAX], turned[MAX_TYPES][PIECE_SET_EDGES_MAX];
    for (size_t t = 0; t < set->count; t++) {
        const piece_type_t *p = &set->types[t];
        side_forms(p, own[t], turned[t]);
        mirror[t] = p->one_sided ? -1 : (long)t;
        for (size_t u = 0; p->one_sided && p->catalog >= 0 && u < set->count; u++)
            if (set->types[u].one_sided && set->types[u].catalog == p->catalog &&
                same_form(p, turned[t], &set->types[u], own[u]))
                mirror[t] = (long)u;
    }
    bool partnered[MAX_TYPES];
    for (size_t t = 0; t < set->count; t++)
        partnered[t] = mirror[t] >= 0;
    for (size_t t = 0; t < set->count; t++) {
        if (partnered[t])
            continue;
        size_t rank = 0;
        for (size_t v = 0; v < t; v++)
            rank += !partnered[v] && same_form(&set->types[t], own[t], &set->types[v], own[v]);
        for (size_t u = 0; u < set->count && mirror[t] < 0; u++)
            if (!partnered[u] && same_form(&set->types[t], turned[t], &set->types[u], own[u]) &&
                rank-- == 0)
                mirror[t] = (long)u;
    }
}

/* The solution under symmetry s, translated to the least q and r, sorted. */
static void form_image(const placement_t *pieces, size_t count, int s, const long *mirror,
                       form_piece_t *out)
{
    int32_t min_q = 0, min_r = 0;
    bool first = true;
    for (size_t i = 0; i < count; i++) {
        out[i].label = s < LATTICE_SYMMETRIES / 2 ? pieces[i].piece : mirror[pieces[i].piece];
        out[i].size = pieces[i].size;
        memset(out[i].edges, 0, sizeof out[i].edges);
        for (unsigned j = 0; j < pieces[i].size; j++) {
            edge_t e = lattice_edge_transform(pieces[i].edges[j], s);
            out[i].edges[j] = (edge_t){e.q, e.r, e.side};
            min_q = first || e.q < min_q ? e.q : min_q;
            min_r = first || e.r < min_r ? e.r : min_r;
            first = false;
        }
    }
    for (size_t i = 0; i < count; i++) {
        for (unsigned j = 0; j < out[i].size; j++)
            out[i].edges[j] = lattice_edge_translate(out[i].edges[j], -min_q, -min_r);
        qsort(out[i].edges, out[i].size, sizeof *out[i].edges, edge_qsort_compare);
    }
    qsort(out, count, sizeof *out, form_piece_compare);
}

static void canonical_form(const placement_t *pieces, size_t count, const piece_set_t *set,
                           form_t *out)
{
    long mirror[MAX_TYPES];
    reflected_types(set, mirror);
    bool reflections = true;
    for (size_t t = 0; t < set->count; t++)
        reflections = reflections && mirror[t] >= 0;
    CU_ASSERT_FATAL(count <= MAX_PIECES);
    out->count = count;
    for (int s = 0; s < (reflections ? LATTICE_SYMMETRIES : LATTICE_SYMMETRIES / 2); s++) {
        form_piece_t image[MAX_PIECES];
        form_image(pieces, count, s, mirror, image);
        if (s == 0 || pieces_compare(image, out->pieces, count) < 0)
            memcpy(out->pieces, image, count * sizeof *image);
    }
}


bool oracle_collect(void *context, const placement_t *pieces, size_t count)
{
    oracle_solutions_t *s = context;
    form_t *grown = array_reserve(s->forms, &s->capacity, s->count + 1, sizeof *grown);
    CU_ASSERT_PTR_NOT_NULL_FATAL(grown);
    s->forms = grown;
    canonical_form(pieces, count, s->set, &s->forms[s->count++]);
    edge_t edges[MAX_EDGES];
    CU_ASSERT_FATAL(figure_edge_count(pieces, count) <= MAX_EDGES);
    size_t total = figure_edges(pieces, count, edges);
    size_t distinct = edge_sort_unique(edges, total);
    bool exact = distinct == total && s->region != NULL;
    for (size_t i = 0; exact && i < distinct; i++)
        exact = edge_set_contains(s->region, edges[i]);
    if (s->region != NULL && distinct != s->region->count)
        exact = false;
    if (s->region != NULL && !exact)
        s->all_exact = false;
    return true;
}

static int form_qsort_compare(const void *a, const void *b)
{
    const form_t *x = a, *y = b;
    if (x->count != y->count)
        return x->count < y->count ? -1 : 1;
    return pieces_compare(x->pieces, y->pieces, x->count);
}

size_t oracle_classes(oracle_solutions_t *s)
{
    if (s->count > 0) /* qsort wants a real array even for no items */
        qsort(s->forms, s->count, sizeof *s->forms, form_qsort_compare);
    size_t distinct = s->count > 0;
    for (size_t i = 1; i < s->count; i++)
        distinct += form_qsort_compare(&s->forms[i - 1], &s->forms[i]) != 0;
    return distinct;
}

cover_puzzle_options_t oracle_options(const cover_puzzle_t *p, bool raw,
                                          enum cover_branching branching, unsigned threads)
{
    cover_puzzle_options_t o = cover_puzzle_default_options(p);
    o.raw = raw;
    o.choose_rule = false;
    o.branching = branching;
    o.threads = threads;
    return o;
}

/* The search split in parts, one after the other: their solutions add up
 * to the whole's, and so do their nodes (the FIRST_ITEM rule's). */
static void check_parts(const cover_puzzle_t *p, bool raw, enum cover_branching branching,
                        unsigned parts)
{
    cover_puzzle_options_t o = oracle_options(p, raw, branching, 1);
    cover_puzzle_stats_t whole = cover_puzzle_solve(p, &o, NULL, NULL);
    uint64_t solutions = 0, nodes = 0;
    for (unsigned k = 1; k <= parts; k++) {
        o.part = k;
        o.parts = parts;
        cover_puzzle_stats_t part = cover_puzzle_solve(p, &o, NULL, NULL);
        CU_ASSERT_FALSE(part.failed);
        solutions += part.solutions;
        nodes += part.nodes;
    }
    CU_ASSERT_EQUAL(solutions, whole.solutions);
    if (branching == COVER_BRANCH_FIRST_ITEM)
        CU_ASSERT_EQUAL(nodes, whole.nodes);
}

/* Solves raw and distinct with both branching rules, checks every raw
 * solution covers the region exactly, and that the distinct count equals
 * the number of classes among the raw solutions.  Returns the count. */
uint64_t oracle_check_counts(const cover_puzzle_t *p, uint64_t *raw_count)
{
    edge_set_t region;
    CU_ASSERT_TRUE_FATAL(edge_set_init(&region, p->required, p->required_count));
    oracle_solutions_t raw = {NULL, 0, 0, &region, true, p->pieces};
    cover_puzzle_options_t o = oracle_options(p, true, COVER_BRANCH_FIRST_ITEM, 1);
    cover_puzzle_stats_t raw_stats = cover_puzzle_solve(p, &o, oracle_collect, &raw);
    CU_ASSERT_FALSE(raw_stats.failed);
    CU_ASSERT_EQUAL(raw_stats.solutions, raw.count);
    CU_ASSERT_TRUE(raw.all_exact);
    size_t classes = oracle_classes(&raw);
    uint64_t distinct[2];
    for (int b = 0; b < 2; b++) {
        o = oracle_options(p, false, (enum cover_branching)b, 2);
        distinct[b] = cover_puzzle_solve(p, &o, NULL, NULL).solutions;
        CU_ASSERT_EQUAL(distinct[b], classes);
    }
    o = oracle_options(p, true, COVER_BRANCH_FEWEST, 1);
    CU_ASSERT_EQUAL(cover_puzzle_solve(p, &o, NULL, NULL).solutions, raw_stats.solutions);
    /* Counted with a memo, ample or so small that it gives states up all
     * the time, raw and distinct, with threads and without, by either
     * rule. */
    static const size_t memo_sizes[] = {1 << 20, 64};
    for (size_t m = 0; m < 2 * sizeof memo_sizes / sizeof memo_sizes[0]; m++)
        for (int raw_too = 0; raw_too < 2; raw_too++) {
            o = oracle_options(p, raw_too, (enum cover_branching)(m / 2), 1 + (unsigned)m % 2);
            o.memo_bytes = memo_sizes[m % 2];
            o.memo_always = true;
            cover_puzzle_stats_t counted = cover_puzzle_solve(p, &o, NULL, NULL);
            CU_ASSERT_FALSE(counted.failed);
            CU_ASSERT_EQUAL(counted.solutions, raw_too ? raw_stats.solutions : classes);
        }
    for (unsigned parts = 2; parts <= 50; parts += 48) {
        check_parts(p, true, COVER_BRANCH_FIRST_ITEM, parts);
        check_parts(p, false, COVER_BRANCH_FIRST_ITEM, parts);
        check_parts(p, false, COVER_BRANCH_FEWEST, parts);
    }
    *raw_count = raw_stats.solutions;
    free(raw.forms);
    edge_set_free(&region);
    return distinct[0];
}


/* A puzzle file's text, read; the test fails when it does not read. */
void oracle_read_puzzle(const char *text, puzzle_t *puzzle)
{
    diag_t diag;
    diag_init(&diag, "t.yaml");
    ystream_t stream;
    bool loaded = ystream_load_string(&stream, "t.yaml", text, strlen(text), &diag);
    yreader_t reader = {&stream, &diag};
    bool ok = puzzle_file_read_stream(&reader, loaded, puzzle);
    if (!ok)
        diag_print(&diag, stderr);
    ystream_free(&stream);
    diag_free(&diag);
    CU_ASSERT_TRUE_FATAL(ok);
}

/* ---- A brute-force count: placements of its own, no exact cover engine ---- */

enum { BRUTE_PLACEMENTS = 4000, BRUTE_PIECES = 16 };

typedef struct {
    const edge_set_t *region;
    const piece_set_t *set;
    placement_t placements[BRUTE_PLACEMENTS];
    size_t count;
    int copy_type[BRUTE_PIECES]; /* the type of each piece to place, copies together */
    size_t pieces;
    bool used[MAX_EDGES];
    uint64_t solutions;
    bool touching;
} brute_t;

/* Every image of every type's shape under the symmetries it may take,
 * translated so that its first edge lies on each region edge in turn;
 * kept when all its edges are in the region and not yet listed. */
static void brute_placements(brute_t *b)
{
    for (size_t t = 0; t < b->set->count; t++) {
        const piece_type_t *p = &b->set->types[t];
        for (int s = 0; s < (p->one_sided ? 6 : 12); s++)
            for (size_t a = 0; a < b->region->count; a++) {
                edge_t image[PIECE_SET_EDGES_MAX];
                for (unsigned i = 0; i < p->size; i++)
                    image[i] = lattice_edge_transform(p->edges[i], s);
                edge_t at = b->region->edges[a];
                int32_t dq = at.q - image[0].q, dr = at.r - image[0].r;
                bool inside = true;
                for (unsigned i = 0; i < p->size; i++) {
                    image[i] = lattice_edge_translate(image[i], dq, dr);
                    inside = inside && edge_set_contains(b->region, image[i]);
                }
                if (!inside)
                    continue;
                placement_t next = placement_make((int)t, image, p->size);
                edge_sort_unique(next.edges, next.size);
                bool listed = false;
                for (size_t k = 0; k < b->count && !listed; k++)
                    listed = b->placements[k].piece == next.piece &&
                             polytwig_compare(b->placements[k].edges, next.edges, next.size) == 0;
                CU_ASSERT_FATAL(b->count < BRUTE_PLACEMENTS);
                if (!listed)
                    b->placements[b->count++] = next;
            }
    }
}

static bool brute_fits(const brute_t *b, const placement_t *p)
{
    for (unsigned i = 0; i < p->size; i++)
        if (b->used[edge_set_find(b->region, p->edges[i])])
            return false;
    return true;
}

static void brute_mark(brute_t *b, const placement_t *p, bool used)
{
    for (unsigned i = 0; i < p->size; i++)
        b->used[edge_set_find(b->region, p->edges[i])] = used;
}

/* Piece k onwards, at placements after `from` when it is a copy of the
 * piece before it (so that copies are not counted once per order). */
static void brute_search(brute_t *b, size_t k, size_t from, placement_t *chosen)
{
    if (k == b->pieces) {
        bool covered = true;
        for (size_t e = 0; e < b->region->count; e++)
            covered = covered && b->used[e];
        placement_t copy[BRUTE_PIECES];
        memcpy(copy, chosen, k * sizeof *copy);
        if (covered && (!b->touching || figure_touch_order(copy, k)))
            b->solutions++;
        return;
    }
    bool copy_of_last = k > 0 && b->copy_type[k] == b->copy_type[k - 1];
    for (size_t i = copy_of_last ? from + 1 : 0; i < b->count; i++) {
        const placement_t *p = &b->placements[i];
        if (p->piece != b->copy_type[k] || !brute_fits(b, p))
            continue;
        brute_mark(b, p, true);
        chosen[k] = *p;
        brute_search(b, k + 1, i, chosen);
        brute_mark(b, p, false);
    }
}

/* All solutions of the cover puzzle (no spare edges), counted by brute
 * force. */
static uint64_t brute_count(const puzzle_t *puzzle, const cover_puzzle_t *problem)
{
    edge_set_t region;
    CU_ASSERT_TRUE_FATAL(edge_set_init(&region, problem->required, problem->required_count));
    CU_ASSERT_FATAL(region.count <= MAX_EDGES);
    brute_t *b = calloc(1, sizeof *b);
    CU_ASSERT_PTR_NOT_NULL_FATAL(b);
    b->region = &region;
    b->set = &puzzle->pieces;
    b->touching = puzzle->touching;
    for (size_t t = 0; t < b->set->count; t++)
        for (unsigned c = 0; c < b->set->types[t].copies; c++) {
            CU_ASSERT_FATAL(b->pieces < BRUTE_PIECES);
            b->copy_type[b->pieces++] = (int)t;
        }
    brute_placements(b);
    placement_t chosen[BRUTE_PIECES];
    brute_search(b, 0, 0, chosen);
    uint64_t solutions = b->solutions;
    free(b);
    edge_set_free(&region);
    return solutions;
}

/* The puzzle counted three ways: raw solutions by the search (with the end
 * budget and without) and by brute force agree, and the distinct count is
 * the number of classes among the raw solutions. */
oracle_counts_t oracle_count_three_ways(const char *text)
{
    puzzle_t puzzle;
    oracle_read_puzzle(text, &puzzle);
    cover_puzzle_t problem;
    edge_t *required;
    CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&puzzle, &problem, &required));
    oracle_counts_t counts;
    counts.distinct = oracle_check_counts(&problem, &counts.raw);
    CU_ASSERT_EQUAL(counts.raw, brute_count(&puzzle, &problem));
    cover_puzzle_options_t o = oracle_options(&problem, true, COVER_BRANCH_FIRST_ITEM, 1);
    o.corners = false;
    CU_ASSERT_EQUAL(cover_puzzle_solve(&problem, &o, NULL, NULL).solutions, counts.raw);
    o = cover_puzzle_default_options(&problem);
    counts.symmetries = cover_puzzle_solve(&problem, &o, NULL, NULL).symmetries;
    free(required);
    puzzle_free(&puzzle);
    return counts;
}
