/* Cover puzzles: distinct solutions counted right, with and without
 * symmetry, checked against an independent count of symmetry classes. */
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "twig/catalog.h"
#include "puzzle/cover_puzzle.h"
#include "search/cover.h"
#include "puzzle/puzzle.h"
#include "puzzle/puzzle_file.h"
#include "puzzle/symmetry.h"
#include "twig/edge_set.h"
#include "twig/figure.h"
#include "twig/polyhex.h"
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

typedef struct {
    form_piece_t pieces[MAX_PIECES];
    size_t count;
} form_t;

static int pieces_compare(const form_piece_t *x, const form_piece_t *y, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        int c = form_piece_compare(&x[i], &y[i]);
        if (c != 0)
            return c;
    }
    return 0;
}

/* What a reflection makes of each type: itself when it may be turned
 * over, else the one-sided type of the reflected shape with as many
 * copies, or -1. */
static void reflected_types(const piece_set_t *set, long *mirror)
{
    CU_ASSERT_FATAL(set->count <= MAX_TYPES);
    for (size_t t = 0; t < set->count; t++) {
        const piece_type_t *p = &set->types[t];
        mirror[t] = p->one_sided ? -1 : (long)t;
        edge_t image[PIECE_SET_EDGES_MAX], a[PIECE_SET_EDGES_MAX], b[PIECE_SET_EDGES_MAX];
        for (unsigned i = 0; i < p->size; i++)
            image[i] = lattice_edge_transform(p->edges[i], LATTICE_SYMMETRIES / 2);
        polytwig_canonical(image, p->size, POLYTWIG_ONE_SIDED, a);
        for (size_t u = 0; p->one_sided && mirror[t] < 0 && u < set->count; u++) {
            const piece_type_t *q = &set->types[u];
            if (!q->one_sided || q->size != p->size || q->copies != p->copies)
                continue;
            polytwig_canonical(q->edges, q->size, POLYTWIG_ONE_SIDED, b);
            if (polytwig_compare(a, b, p->size) == 0)
                mirror[t] = (long)u;
        }
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

typedef struct {
    form_t *forms;
    size_t count, capacity;
    const edge_set_t *region; /* every solution must cover exactly this */
    bool all_exact;
    const piece_set_t *set;
} solutions_t;

static bool collect(void *context, const placement_t *pieces, size_t count)
{
    solutions_t *s = context;
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

static size_t distinct_forms(solutions_t *s)
{
    if (s->count > 0) /* qsort wants a real array even for no items */
        qsort(s->forms, s->count, sizeof *s->forms, form_qsort_compare);
    size_t distinct = s->count > 0;
    for (size_t i = 1; i < s->count; i++)
        distinct += form_qsort_compare(&s->forms[i - 1], &s->forms[i]) != 0;
    return distinct;
}

/* ---- Puzzles ---- */

/* The pentatwigs of the letters, a letter a copy, into *set (freed first). */
static void letters_set(const char *letters, piece_set_t *set)
{
    piece_set_free(set);
    for (const char *c = letters; *c; c++) {
        size_t index;
        bool mirror;
        char name[2] = {*c, '\0'};
        CU_ASSERT_EQUAL_FATAL(catalog_find(name, &index, &mirror), CATALOG_FOUND);
        CU_ASSERT_EQUAL_FATAL(piece_set_add_named(set, index, false, false, 1), PIECE_SET_OK);
    }
}

static void make_puzzle(const hexagon_t *hexes, size_t hex_count, const char *pieces,
                        cover_puzzle_t *p, edge_t *storage, piece_set_t *set)
{
    memset(p, 0, sizeof *p);
    p->required = storage;
    p->required_count = polyhex_sides(hexes, hex_count, storage);
    letters_set(pieces, set);
    p->pieces = set;
    p->touching = true;
}

static cover_puzzle_options_t options_for(const cover_puzzle_t *p, bool raw,
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
    cover_puzzle_options_t o = options_for(p, raw, branching, 1);
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
static uint64_t check_counts(const cover_puzzle_t *p, uint64_t *raw_count)
{
    edge_set_t region;
    CU_ASSERT_TRUE_FATAL(edge_set_init(&region, p->required, p->required_count));
    solutions_t raw = {NULL, 0, 0, &region, true, p->pieces};
    cover_puzzle_options_t o = options_for(p, true, COVER_BRANCH_FIRST_ITEM, 1);
    cover_puzzle_stats_t raw_stats = cover_puzzle_solve(p, &o, collect, &raw);
    CU_ASSERT_FALSE(raw_stats.failed);
    CU_ASSERT_EQUAL(raw_stats.solutions, raw.count);
    CU_ASSERT_TRUE(raw.all_exact);
    size_t classes = distinct_forms(&raw);
    uint64_t distinct[2];
    for (int b = 0; b < 2; b++) {
        o = options_for(p, false, (enum cover_branching)b, 2);
        distinct[b] = cover_puzzle_solve(p, &o, NULL, NULL).solutions;
        CU_ASSERT_EQUAL(distinct[b], classes);
    }
    o = options_for(p, true, COVER_BRANCH_FEWEST, 1);
    CU_ASSERT_EQUAL(cover_puzzle_solve(p, &o, NULL, NULL).solutions, raw_stats.solutions);
    /* Counted with a memo, ample or so small that it gives states up all
     * the time, raw and distinct, with threads and without. */
    static const size_t memo_sizes[] = {1 << 20, 64};
    for (size_t m = 0; m < sizeof memo_sizes / sizeof memo_sizes[0]; m++)
        for (int raw_too = 0; raw_too < 2; raw_too++) {
            o = options_for(p, raw_too, COVER_BRANCH_FIRST_ITEM, 1 + (unsigned)m);
            o.memo_bytes = memo_sizes[m];
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

static void test_triangle(void)
{
    hexagon_t hexes[15];
    edge_t edges[90];
    cover_puzzle_t p;
    piece_set_t set;
    piece_set_init(&set);
    make_puzzle(hexes, polyhex_triangle(hexes), PIECE_LETTERS, &p, edges, &set);
    CU_ASSERT_EQUAL(p.required_count, 60);
    uint64_t raw;
    uint64_t distinct = check_counts(&p, &raw);
    CU_ASSERT_EQUAL(distinct, 56);
    /* No solution is symmetric, so each class has 6 members. */
    CU_ASSERT_EQUAL(raw, 6 * distinct);
    cover_puzzle_options_t o = cover_puzzle_default_options(&p);
    cover_puzzle_stats_t with_budget = cover_puzzle_solve(&p, &o, NULL, NULL);
    CU_ASSERT_EQUAL(with_budget.symmetries, 6);
    /* The end budget (search/corners.h) prunes, and keeps the count. */
    o.corners = false;
    cover_puzzle_stats_t without = cover_puzzle_solve(&p, &o, NULL, NULL);
    CU_ASSERT_EQUAL(without.solutions, with_budget.solutions);
    CU_ASSERT_TRUE(with_budget.nodes < without.nodes);
    piece_set_free(&set);
}

/* The 3-by-5 parallelogram: 60 edges, symmetric under a half turn. */
static void test_parallelogram(void)
{
    hexagon_t hexes[15];
    size_t n = 0;
    for (int r = 0; r < 3; r++)
        for (int q = 0; q < 5; q++)
            hexes[n++] = (hexagon_t){q, r};
    edge_t edges[90];
    cover_puzzle_t p;
    piece_set_t set;
    piece_set_init(&set);
    make_puzzle(hexes, n, PIECE_LETTERS, &p, edges, &set);
    CU_ASSERT_EQUAL(p.required_count, 60);
    cover_puzzle_options_t o = cover_puzzle_default_options(&p);
    cover_puzzle_stats_t stats = cover_puzzle_solve(&p, &o, NULL, NULL);
    CU_ASSERT_EQUAL(stats.symmetries, 2);
    o.raw = true;
    cover_puzzle_stats_t raw = cover_puzzle_solve(&p, &o, NULL, NULL);
    /* Twelve distinct letters: no solution maps onto itself. */
    CU_ASSERT_EQUAL(raw.solutions, 2 * stats.solutions);
    CU_ASSERT_TRUE(stats.solutions > 0);
    piece_set_free(&set);
}

/* Regions with symmetric solutions: two copies of one letter may swap. */
static void test_symmetric_solutions(void)
{
    /* One hexagon and its six sides covered by... no piece set of 5-edge
     * pieces covers 6 edges, so take two hexagons apart by one hexagon
     * (12 edges, not a multiple of 5) -- instead: a straight run of
     * hexagons, 2 in a row (11 edges) with spare edges around. */
    static const struct {
        hexagon_t hexes[4];
        size_t hex_count;
        const char *pieces;
    } cases[] = {
        {{{0, 0}, {1, 0}, {0, 1}, {0, 0}}, 3, "CCC"},
        {{{0, 0}, {1, 0}, {0, 1}, {0, 0}}, 3, "CCI"},
        {{{0, 0}, {2, 0}, {1, 1}, {0, 0}}, 3, "CCCP"},
        {{{0, 0}, {1, 0}, {2, 0}, {1, 1}}, 4, "IIIIPW"},
        {{{0, 0}, {1, 0}, {0, 1}, {1, 1}}, 4, "CCCPYY"},
    };
    piece_set_t set;
    piece_set_init(&set);
    bool some_symmetric = false;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        edge_t edges[24];
        cover_puzzle_t p;
        make_puzzle(cases[k].hexes, cases[k].hex_count, cases[k].pieces, &p, edges, &set);
        if (p.required_count != 5 * strlen(cases[k].pieces))
            continue;
        uint64_t raw;
        uint64_t distinct = check_counts(&p, &raw);
        cover_puzzle_options_t o = cover_puzzle_default_options(&p);
        size_t group = cover_puzzle_solve(&p, &o, NULL, NULL).symmetries;
        if (distinct * group != raw)
            some_symmetric = true;
    }
    /* At least one case must exercise the symmetric path. */
    piece_set_free(&set);
    CU_ASSERT_TRUE(some_symmetric);
}

/* Parts share the work evenly: each part's nodes are within twice the
 * mean (slices of two levels were not: one part of the Triangle's 16 held
 * 2.8 times the mean), and a part is the same whatever the threads. */
static void check_balance(const cover_puzzle_t *p, unsigned parts)
{
    uint64_t sum = 0, max = 0;
    for (unsigned part = 1; part <= parts; part++) {
        cover_puzzle_options_t o = cover_puzzle_default_options(p);
        o.threads = 1;
        o.part = part;
        o.parts = parts;
        cover_puzzle_stats_t one = cover_puzzle_solve(p, &o, NULL, NULL);
        o.threads = 3;
        cover_puzzle_stats_t three = cover_puzzle_solve(p, &o, NULL, NULL);
        CU_ASSERT_EQUAL(one.solutions, three.solutions);
        CU_ASSERT_EQUAL(one.nodes, three.nodes);
        sum += one.nodes;
        max = one.nodes > max ? one.nodes : max;
    }
    CU_ASSERT_TRUE(max * parts <= 2 * sum);
}

/* Threads and parts split the work without changing the count, and the
 * parts share it evenly. */
static void test_threads_and_parts(void)
{
    hexagon_t hexes[15];
    edge_t edges[90];
    cover_puzzle_t p;
    piece_set_t set;
    piece_set_init(&set);
    make_puzzle(hexes, polyhex_triangle(hexes), PIECE_LETTERS, &p, edges, &set);
    cover_puzzle_options_t o = cover_puzzle_default_options(&p);
    o.threads = 3;
    CU_ASSERT_EQUAL(cover_puzzle_solve(&p, &o, NULL, NULL).solutions, 56);
    uint64_t sum = 0;
    for (unsigned part = 1; part <= 5; part++) {
        o = cover_puzzle_default_options(&p);
        o.part = part;
        o.parts = 5;
        sum += cover_puzzle_solve(&p, &o, NULL, NULL).solutions;
    }
    CU_ASSERT_EQUAL(sum, 56);
    check_balance(&p, 16);
    piece_set_free(&set);
}

/* Spare edges are used at most once, and solutions must be connected. */
static void test_spare_edges(void)
{
    /* One hexagon's six sides, required, plus spares on every hexagon
     * within two steps: pieces C and I (10 edges) cover the 6 sides and 4
     * spares.  (One ring of spares is too few: an I holding one side of
     * the hexagon runs on past its neighbours.) */
    hexagon_t centre = {0, 0};
    edge_t required[6], spare[200];
    size_t n = polyhex_sides(&centre, 1, required);
    hexagon_t near[19];
    size_t count = 0;
    for (int q = -2; q <= 2; q++)
        for (int r = -2; r <= 2; r++)
            if (abs(q + r) <= 2)
                near[count++] = (hexagon_t){q, r};
    size_t m = polyhex_sides(near, count, spare);
    cover_puzzle_t p;
    memset(&p, 0, sizeof p);
    p.required = required;
    p.required_count = n;
    p.spare = spare;
    p.spare_count = m;
    piece_set_t set;
    piece_set_init(&set);
    letters_set("CI", &set);
    p.pieces = &set;
    p.touching = true;
    solutions_t raw = {NULL, 0, 0, NULL, true, &set};
    cover_puzzle_options_t o = options_for(&p, true, COVER_BRANCH_FIRST_ITEM, 1);
    cover_puzzle_stats_t stats = cover_puzzle_solve(&p, &o, collect, &raw);
    CU_ASSERT_TRUE(stats.solutions > 0);
    CU_ASSERT_EQUAL(stats.solutions, raw.count);
    size_t classes = distinct_forms(&raw);
    o = options_for(&p, false, COVER_BRANCH_FIRST_ITEM, 1);
    CU_ASSERT_EQUAL(cover_puzzle_solve(&p, &o, NULL, NULL).solutions, classes);
    o.branching = COVER_BRANCH_FEWEST;
    CU_ASSERT_EQUAL(cover_puzzle_solve(&p, &o, NULL, NULL).solutions, classes);
    free(raw.forms);
    piece_set_free(&set);
}

/* Pieces whose edges cannot match the region's size have no solution,
 * found without a search; spare edges widen the match, and a spare edge
 * that is also required counts as required. */
static void test_sizes_fit(void)
{
    hexagon_t hexes[15];
    edge_t edges[90], spare[2];
    cover_puzzle_t p;
    piece_set_t set;
    piece_set_init(&set);
    cover_puzzle_sizes_t sizes;
    make_puzzle(hexes, polyhex_triangle(hexes), PIECE_LETTERS, &p, edges, &set);
    CU_ASSERT_TRUE(cover_puzzle_sizes_fit(&p, &sizes));
    CU_ASSERT_EQUAL(sizes.required, 60);
    CU_ASSERT_EQUAL(sizes.piece_edges, 60);
    make_puzzle(hexes, polyhex_triangle(hexes), "CPWSUILRYTH", &p, edges, &set);
    CU_ASSERT_FALSE(cover_puzzle_sizes_fit(&p, &sizes));
    CU_ASSERT_EQUAL(sizes.piece_edges, 55);
    make_puzzle(hexes, polyhex_triangle(hexes), "CPWSUILRYTHXC", &p, edges, &set);
    CU_ASSERT_FALSE(cover_puzzle_sizes_fit(&p, &sizes));
    spare[0] = edges[0];
    spare[1] = lattice_edge((hexagon_t){-5, -5}, SIDE_E);
    p.spare = spare;
    p.spare_count = 2;
    CU_ASSERT_FALSE(cover_puzzle_sizes_fit(&p, &sizes));
    CU_ASSERT_EQUAL(sizes.spare, 1);
    make_puzzle(hexes, polyhex_triangle(hexes), "CPWSUILRYTHXC", &p, edges, &set);
    edge_t five[5];
    for (int i = 0; i < 5; i++)
        five[i] = lattice_edge((hexagon_t){-5 - i, -5}, SIDE_E);
    p.spare = five;
    p.spare_count = 5;
    CU_ASSERT_TRUE(cover_puzzle_sizes_fit(&p, &sizes));
    piece_set_free(&set);
}

static void test_builtin_names(void)
{
    puzzle_t puzzle;
    for (int i = 0; puzzle_builtin_names[i] != NULL; i++) {
        CU_ASSERT_TRUE(puzzle_builtin(puzzle_builtin_names[i], &puzzle));
        CU_ASSERT_STRING_EQUAL(puzzle.name, puzzle_builtin_names[i]);
        puzzle_free(&puzzle);
    }
    CU_ASSERT_FALSE(puzzle_builtin("square", &puzzle));
    CU_ASSERT_TRUE(puzzle_builtin("triangle", &puzzle));
    CU_ASSERT_EQUAL(puzzle.hex_count, 15);
    CU_ASSERT_EQUAL(puzzle_piece_count(&puzzle), 12);
    puzzle_free(&puzzle);
}


/* ---- Any piece set ---- */

/* A puzzle file's text, read; the test fails when it does not read. */
static void read_puzzle(const char *text, puzzle_t *puzzle)
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
 * the number of classes among the raw solutions.  Returns the distinct
 * count. */
static uint64_t count_three_ways(const char *text, size_t *symmetries)
{
    puzzle_t puzzle;
    read_puzzle(text, &puzzle);
    cover_puzzle_t problem;
    edge_t *required;
    CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&puzzle, &problem, &required));
    uint64_t raw;
    uint64_t distinct = check_counts(&problem, &raw);
    CU_ASSERT_EQUAL(raw, brute_count(&puzzle, &problem));
    cover_puzzle_options_t o = options_for(&problem, true, COVER_BRANCH_FIRST_ITEM, 1);
    o.corners = false;
    CU_ASSERT_EQUAL(cover_puzzle_solve(&problem, &o, NULL, NULL).solutions, raw);
    o = cover_puzzle_default_options(&problem);
    *symmetries = cover_puzzle_solve(&problem, &o, NULL, NULL).symmetries;
    free(required);
    puzzle_free(&puzzle);
    return distinct;
}

/* The edges of one set moved by lattice symmetry s, into `out`. */
static const edge_t *edges_turned(const edge_t *edges, size_t count, int s, edge_t *out)
{
    for (size_t i = 0; i < count; i++)
        out[i] = lattice_edge_transform(edges[i], s);
    return out;
}

/* A puzzle turned and turned over into each of the lattice's 12
 * orientations is the same search, node for node (the sweep and the
 * options' order come from the region, not from the page), with the same
 * count. */
static void check_orientations(const char *text)
{
    puzzle_t puzzle;
    read_puzzle(text, &puzzle);
    cover_puzzle_t problem;
    edge_t *required;
    CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&puzzle, &problem, &required));
    cover_puzzle_t turned = problem;
    edge_t *space = malloc((problem.required_count + problem.spare_count + 1) * sizeof *space);
    CU_ASSERT_PTR_NOT_NULL_FATAL(space);
    cover_puzzle_options_t o = cover_puzzle_default_options(&problem);
    o.threads = 1;
    cover_puzzle_stats_t upright = cover_puzzle_solve(&problem, &o, NULL, NULL);
    CU_ASSERT_TRUE(upright.solutions > 0);
    for (int s = 1; s < LATTICE_SYMMETRIES; s++) {
        turned.required = edges_turned(problem.required, problem.required_count, s, space);
        turned.spare = edges_turned(problem.spare, problem.spare_count, s,
                                    space + problem.required_count);
        cover_puzzle_stats_t stats = cover_puzzle_solve(&turned, &o, NULL, NULL);
        CU_ASSERT_EQUAL(stats.solutions, upright.solutions);
        CU_ASSERT_EQUAL(stats.nodes, upright.nodes);
    }
    free(space);
    free(required);
    puzzle_free(&puzzle);
}

static void test_orientations_alike(void)
{
    /* The 5 by 3 parallelogram of the pentatwigs (a half turn maps it
     * onto itself), the notched side-3 triangle of the one-sided
     * tetratwigs with their mirror images, and their arch, whose tree is
     * so small that two sweeps get the same estimate (counted whole). */
    check_orientations("puzzle: cover\nname: p\npiece_set: [pentatwigs]\nhexagons: [\"0,0\", "
                       "\"1,0\", \"2,0\", \"3,0\", \"4,0\", \"0,1\", \"1,1\", \"2,1\", \"3,1\", "
                       "\"4,1\", \"0,2\", \"1,2\", \"2,2\", \"3,2\", \"4,2\"]\n");
    check_orientations("puzzle: cover\nname: t\npiece_set: [one-sided-tetratwigs]\n"
                       "edges: [\"0,3:e\", \"0,4:ne\", \"1,2:e\", \"1,2:se\", \"1,3:e\", "
                       "\"1,3:ne\", \"1,3:se\", \"1,4:ne\", \"2,1:e\", \"2,1:se\", \"2,2:ne\", "
                       "\"2,3:e\", \"2,3:se\", \"2,4:ne\", \"3,0:se\", \"3,1:e\", \"3,1:ne\", "
                       "\"3,1:se\", \"3,2:e\", \"3,2:ne\", \"3,2:se\", \"3,3:e\", \"3,3:ne\", "
                       "\"3,3:se\"]\n");
    check_orientations("puzzle: cover\nname: a\npiece_set: [one-sided-tetratwigs]\n"
                       "edges: [\"0,2:e\", \"0,3:e\", \"0,3:ne\", \"0,4:ne\", \"1,1:e\", "
                       "\"1,1:se\", \"1,2:e\", \"1,2:ne\", \"1,2:se\", \"1,3:ne\", \"1,3:se\", "
                       "\"1,4:ne\", \"2,0:se\", \"2,1:ne\", \"2,1:se\", \"2,2:ne\", \"2,2:se\", "
                       "\"2,3:e\", \"2,3:ne\", \"2,3:se\", \"3,0:se\", \"3,1:e\", \"3,1:ne\", "
                       "\"3,1:se\"]\n");
}

/* The arch of the polytwig literature: 16 edges for the tetratwigs. */
#define ARCH                                                                                   \
    "edges: [\"0,2:e\", \"0,3:e\", \"0,3:ne\", \"0,4:ne\", \"1,1:e\", \"1,1:se\", \"1,2:e\", "    \
    "\"1,2:ne\", \"1,2:se\", \"1,3:e\", \"1,3:ne\", \"1,3:se\", \"2,0:se\", \"2,1:e\", "         \
    "\"2,1:ne\", \"2,1:se\"]\n"

/* The tetratwigs, free, and one-sided with every mirror image (then a
 * reflection is a symmetry), and one-sided without the mirrors (then
 * only rotations are). */
static void test_one_sided_sets(void)
{
    size_t group;
    CU_ASSERT_EQUAL(count_three_ways("puzzle: cover\npiece_set: [tetratwigs]\n" ARCH, &group), 2);
    CU_ASSERT_EQUAL(group, 2);
    count_three_ways("puzzle: cover\npiece_set: [C4, W4, {piece: P4, one_sided: true},"
                     " {piece: Y4, one_sided: true}]\n" ARCH, &group);
    CU_ASSERT_EQUAL(group, 1); /* the arch's symmetry is a reflection */
    count_three_ways("puzzle: cover\npiece_set: [C4, W4, p4, y4]\n" ARCH, &group);
    CU_ASSERT_EQUAL(group, 1);
}

/* The six one-sided tetratwigs on a triangle of side 3 without the
 * middle hexagon's three inner sides: 2 solutions, as the literature
 * counts them. */
static void test_one_sided_family(void)
{
    size_t group;
    uint64_t distinct = count_three_ways(
        "puzzle: cover\npiece_set: one-sided-tetratwigs\n"
        "edges: [\"0,3:e\", \"0,4:ne\", \"1,2:e\", \"1,2:se\", \"1,3:e\", \"1,3:ne\", \"1,3:se\", "
        "\"1,4:ne\", \"2,1:e\", \"2,1:se\", \"2,2:ne\", \"2,3:e\", \"2,3:se\", \"2,4:ne\", "
        "\"3,0:se\", \"3,1:e\", \"3,1:ne\", \"3,1:se\", \"3,2:e\", \"3,2:ne\", \"3,2:se\", "
        "\"3,3:e\", \"3,3:ne\", \"3,3:se\"]\n",
        &group);
    CU_ASSERT_EQUAL(distinct, 2);
    CU_ASSERT_EQUAL(group, 6);
}

/* Copies of one piece: four L2 and a C3 round two hexagons. */
static void test_copies(void)
{
    size_t group;
    uint64_t distinct = count_three_ways(
        "puzzle: cover\nhexagons: [\"0,0\", \"1,0\"]\npiece_set: [{piece: L2, copies: 4}, C3]\n",
        &group);
    CU_ASSERT_TRUE(distinct > 0);
    CU_ASSERT_EQUAL(group, 4);
}

/* A piece of two separate twigs (opposite sides of a hexagon), three
 * copies round a hexagon; and custom pieces beside named ones. */
static void test_custom_pieces(void)
{
    size_t group;
    CU_ASSERT_EQUAL(count_three_ways("puzzle: cover\nhexagons: [\"0,0\"]\n"
                                     "piece_set: [{name: D, edges: [\"0,0:ne\", \"0,0:sw\"], copies: 3}]\n",
                                     &group),
                    1);
    count_three_ways("puzzle: cover\nhexagons: [\"0,0\", \"1,0\"]\n"
                     "piece_set: [{name: D, edges: [\"0,0:ne\", \"0,0:sw\"], one_sided: true}, "
                     "{name: J, edges: [\"0,0:e\", \"0,0:se\", \"0,1:e\"]}, C3, Y3]\n",
                     &group);
}

/* Two hexagons apart: with the touching rule no solution hangs together;
 * without it each hexagon is covered on its own. */
static void test_touching_rule(void)
{
    size_t group;
    const char *apart = "puzzle: cover\nhexagons: [\"0,0\", \"3,0\"]\n"
                        "piece_set: [{piece: C3, copies: 2}, {piece: L2, copies: 3}]\n";
    CU_ASSERT_EQUAL(count_three_ways(apart, &group), 0);
    char loose[512];
    snprintf(loose, sizeof loose, "%stouching: false\n", apart);
    CU_ASSERT_TRUE(count_three_ways(loose, &group) > 0);
}

/* The hexagon of radius 2 has 36 corners where three edges meet, and
 * each needs a piece to end or branch there; twelve unbranched hexatwigs
 * bring 24 ends and no branch.  The end budget (search/corners.h) says
 * so before any search: no node is tried.  Without it the search finds
 * no solution either, the long way. */
static void test_ends_rule_out(void)
{
    puzzle_t puzzle;
    read_puzzle("puzzle: cover\nhexagons: [\"-2,0\", \"-2,1\", \"-2,2\", \"-1,-1\", \"-1,0\", \"-1,1\", \"-1,2\", \"0,-2\", \"0,-1\", \"0,0\", \"0,1\", \"0,2\", \"1,-2\", \"1,-1\", \"1,0\", \"1,1\", \"2,-2\", \"2,-1\", \"2,0\"]\n"
                "piece_set: [I06, J06, L06, M06, Q06, V06, {piece: S06, copies: 2}, "
                "{piece: S16, copies: 2}, {piece: W06, copies: 2}]\n",
                &puzzle);
    cover_puzzle_t problem;
    edge_t *required;
    CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&puzzle, &problem, &required));
    CU_ASSERT_EQUAL(problem.required_count, 72);
    cover_puzzle_options_t o = cover_puzzle_default_options(&problem);
    cover_puzzle_stats_t at_once = cover_puzzle_solve(&problem, &o, NULL, NULL);
    o.corners = false;
    cover_puzzle_stats_t searched = cover_puzzle_solve(&problem, &o, NULL, NULL);
    CU_ASSERT_FALSE(at_once.failed || at_once.stopped || searched.failed || searched.stopped);
    CU_ASSERT_EQUAL(at_once.solutions, 0);
    CU_ASSERT_EQUAL(searched.solutions, 0);
    CU_ASSERT_EQUAL(at_once.nodes, 0);
    CU_ASSERT_TRUE(searched.nodes > 0);
    free(required);
    puzzle_free(&puzzle);
}

/* ---- Threads, memory and stops ---- */

/* The triangle as a cover puzzle, with what it points to. */
typedef struct {
    hexagon_t hexes[15];
    edge_t edges[90];
    cover_puzzle_t p;
    piece_set_t set;
} triangle_t;

static void triangle_make(triangle_t *t)
{
    piece_set_init(&t->set);
    make_puzzle(t->hexes, polyhex_triangle(t->hexes), PIECE_LETTERS, &t->p, t->edges, &t->set);
}

/* Each thread holds a cover of the whole problem: the threads get what
 * the memory allows, at least one, never more than the slices; the count
 * is the same whatever they are. */
static void test_threads_capped(void)
{
    triangle_t t;
    triangle_make(&t);
    cover_puzzle_t p = t.p;
    cover_puzzle_options_t o = cover_puzzle_default_options(&p);
    o.threads = 4;
    cover_puzzle_stats_t ample = cover_puzzle_solve(&p, &o, NULL, NULL);
    CU_ASSERT_EQUAL(ample.threads, 4);
    /* The triangle's cover: 1,062 options of 60 items and 12 pieces. */
    size_t each = cover_bytes_estimate(60, ample.placements, 12);
    CU_ASSERT_TRUE(each > 1062 * sizeof(uint64_t) && each < ((size_t)1 << 20));
    static const struct {
        size_t bytes;
        unsigned threads;
    } budgets[] = {{1, 1}, {0, 4}};
    for (size_t i = 0; i < sizeof budgets / sizeof *budgets; i++) {
        o.threads_bytes = budgets[i].bytes;
        cover_puzzle_stats_t s = cover_puzzle_solve(&p, &o, NULL, NULL);
        CU_ASSERT_EQUAL(s.threads, budgets[i].threads);
        CU_ASSERT_EQUAL(s.solutions, 56);
    }
    o.threads_bytes = 2 * each + each / 2;
    CU_ASSERT_EQUAL(cover_puzzle_solve(&p, &o, NULL, NULL).threads, 2);
    piece_set_free(&t.set);

    /* More threads than slices: one a slice. */
    puzzle_t puzzle;
    read_puzzle("puzzle: cover\nhexagons: [\"0,0\"]\npiece_set: [{piece: L2, copies: 3}]\n",
                &puzzle);
    cover_puzzle_t problem;
    edge_t *required;
    CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&puzzle, &problem, &required));
    o = cover_puzzle_default_options(&problem);
    o.threads = 64;
    cover_puzzle_stats_t few = cover_puzzle_solve(&problem, &o, NULL, NULL);
    CU_ASSERT_TRUE(few.slices >= 1 && few.slices < 64);
    CU_ASSERT_EQUAL(few.threads, few.slices);
    CU_ASSERT_EQUAL(few.solutions, 1);
    free(required);
    puzzle_free(&puzzle);
}

/* A stop before or during the preparation ends it there: on regions of
 * thousands of edges it takes seconds.  A stopped search, not a failure,
 * and no thread started. */
static void test_stop_in_preparation(void)
{
    triangle_t t;
    triangle_make(&t);
    cover_puzzle_t p = t.p;
    cover_puzzle_options_t o = cover_puzzle_default_options(&p);
    atomic_bool stop = true;
    o.stop = &stop;
    cover_puzzle_stats_t s = cover_puzzle_solve(&p, &o, NULL, NULL);
    CU_ASSERT_TRUE(s.stopped);
    CU_ASSERT_FALSE(s.failed);
    CU_ASSERT_EQUAL(s.threads, 0);
    CU_ASSERT_EQUAL(s.solutions, 0);
    CU_ASSERT_EQUAL(s.nodes, 0);
    piece_set_free(&t.set);
}

/* ---- Fingerprints ---- */

static void fingerprint_of(const char *text, unsigned parts, char out[PUZZLE_FINGERPRINT_SIZE])
{
    puzzle_t puzzle;
    read_puzzle(text, &puzzle);
    CU_ASSERT_TRUE(puzzle_fingerprint(&puzzle, parts, out));
    puzzle_free(&puzzle);
}

/* One puzzle, one split: one fingerprint; a name says nothing of it, the
 * region, the pieces, the rule and the split do. */
static void test_fingerprints(void)
{
    puzzle_t triangle;
    CU_ASSERT_TRUE_FATAL(puzzle_builtin("triangle", &triangle));
    char builtin[PUZZLE_FINGERPRINT_SIZE], split[PUZZLE_FINGERPRINT_SIZE];
    CU_ASSERT_TRUE(puzzle_fingerprint(&triangle, 1, builtin));
    CU_ASSERT_EQUAL(strspn(builtin, "0123456789abcdef"), 16);
    CU_ASSERT_EQUAL(strlen(builtin), 16);
    /* Fixed by the description alone: the same on every machine, in every
     * run, until PUZZLE_SLICING_VERSION says the slices changed. */
    CU_ASSERT_STRING_EQUAL(builtin, "f11412ec1d383ed7");
    CU_ASSERT_TRUE(puzzle_fingerprint(&triangle, 3, split));
    CU_ASSERT_STRING_NOT_EQUAL(builtin, split);
    puzzle_free(&triangle);

    /* The triangle's region described in a file, under its name: the same
     * search.  Given as the sides of its hexagons or as its edges, in any
     * order and under other names of the edges, the region is the same. */
    static const char *const hexes = "[\"0,0\", \"1,0\", \"2,0\", \"3,0\", \"4,0\", "
        "\"0,1\", \"1,1\", \"2,1\", \"3,1\", \"0,2\", \"1,2\", \"2,2\", \"0,3\", "
        "\"1,3\", \"0,4\"]";
    char text[1024], other[PUZZLE_FINGERPRINT_SIZE];
    snprintf(text, sizeof text, "puzzle: cover\nname: triangle\nhexagons: %s\n", hexes);
    fingerprint_of(text, 1, other);
    CU_ASSERT_STRING_EQUAL(other, builtin);
    fingerprint_of("puzzle: cover\nname: a\nedges: [\"0,0:e\", \"0,0:ne\"]\npiece_set: [L2]\n",
                   1, split);
    fingerprint_of("puzzle: cover\nname: b\nedges: [\"1,0:w\", \"0,0:ne\"]\npiece_set: [L2]\n",
                   1, other);
    CU_ASSERT_STRING_EQUAL(split, other);

    /* A puzzle named triangle that is not the triangle; the triangle with
     * its pieces in another order (its placements and slices come in
     * another order), another piece, no touching rule, a spare edge. */
    const char *changes[] = {
        "puzzle: cover\nname: triangle\nhexagons: [\"0,0\", \"1,0\", \"2,0\", \"3,0\", "
        "\"4,0\", \"5,0\", \"0,1\", \"1,1\", \"2,1\", \"3,1\", \"4,1\", \"0,2\", "
        "\"1,2\", \"2,2\", \"3,2\"]\n",
        "piece_set: [X, C, P, W, S, U, I, L, R, Y, T, H]\n",
        "piece_set: [{piece: X, copies: 2}, C, P, W, S, U, I, L, R, Y, T]\n",
        "touching: false\n", "spare: [\"9,9:e\"]\n",
    };
    for (size_t i = 0; i < sizeof changes / sizeof *changes; i++) {
        if (i == 0)
            snprintf(text, sizeof text, "%s", changes[0]);
        else
            snprintf(text, sizeof text, "puzzle: cover\nname: triangle\nhexagons: %s\n%s",
                     hexes, changes[i]);
        fingerprint_of(text, 1, other);
        CU_ASSERT_STRING_NOT_EQUAL(other, builtin);
    }

    /* A custom piece given in another placement orders its orientations,
     * and so the search's placements and slices, otherwise. */
    fingerprint_of("puzzle: cover\nhexagons: [\"0,0\"]\n"
                   "piece_set: [{name: D, edges: [\"0,0:ne\", \"0,0:sw\"], copies: 3}]\n", 1, split);
    fingerprint_of("puzzle: cover\nhexagons: [\"0,0\"]\n"
                   "piece_set: [{name: D, edges: [\"0,0:e\", \"0,0:w\"], copies: 3}]\n", 1, other);
    CU_ASSERT_STRING_NOT_EQUAL(split, other);

    /* The built-in puzzles differ by kind alone. */
    for (int i = 1; puzzle_builtin_names[i] != NULL; i++) {
        puzzle_t puzzle;
        CU_ASSERT_TRUE_FATAL(puzzle_builtin(puzzle_builtin_names[i], &puzzle));
        CU_ASSERT_TRUE(puzzle_fingerprint(&puzzle, 1, other));
        CU_ASSERT_STRING_NOT_EQUAL(other, builtin);
        for (int j = 1; j < i; j++) {
            CU_ASSERT_TRUE_FATAL(puzzle_builtin(puzzle_builtin_names[j], &triangle));
            CU_ASSERT_TRUE(puzzle_fingerprint(&triangle, 1, split));
            CU_ASSERT_STRING_NOT_EQUAL(other, split);
            puzzle_free(&triangle);
        }
        puzzle_free(&puzzle);
    }
}

/* ---- The symmetry group on its own ---- */

static long item_in_set(const void *set, edge_t e) { return edge_set_find(set, e); }

/* The group of a region without spare edges, its items numbered by their
 * place in the sorted set: each motion permutes the items, and the pivot's
 * orbit is the whole group. */
static size_t check_group(const hexagon_t *hexes, size_t count, bool identity_only)
{
    edge_t edges[6 * 15];
    edge_set_t region, none = {NULL, 0};
    CU_ASSERT_TRUE_FATAL(edge_set_init(&region, edges, polyhex_sides(hexes, count, edges)));
    symmetry_t s;
    CU_ASSERT_TRUE_FATAL(symmetry_init(&s, &region, &none, region.count, region.count,
                                       item_in_set, &region, identity_only, true));
    CU_ASSERT_EQUAL(s.motions[0].symmetry, 0);
    CU_ASSERT_TRUE(s.pivot >= 0);
    for (size_t m = 0; m < s.motion_count; m++) {
        bool hit[6 * 15] = {false};
        for (size_t i = 0; i < region.count; i++)
            hit[s.item_image[m * s.items + i]] = true;
        for (size_t i = 0; i < region.count; i++)
            CU_ASSERT_TRUE(hit[i]);
        CU_ASSERT_EQUAL(s.item_image[m * s.items + s.pivot_source[m]], (uint32_t)s.pivot);
        for (size_t k = 0; k < m; k++)
            CU_ASSERT_NOT_EQUAL(s.pivot_source[k], s.pivot_source[m]);
    }
    size_t group = s.motion_count;
    symmetry_free(&s);
    edge_set_free(&region);
    return group;
}

static void test_symmetry_groups(void)
{
    hexagon_t triangle[15], bar[2] = {{0, 0}, {1, 0}};
    hexagon_t flower[7] = {{0, 0}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}};
    polyhex_triangle(triangle);
    CU_ASSERT_EQUAL(check_group(triangle, 15, false), 6);
    CU_ASSERT_EQUAL(check_group(triangle, 15, true), 1);
    CU_ASSERT_EQUAL(check_group(flower, 7, false), 12);
    CU_ASSERT_EQUAL(check_group(bar, 2, false), 4);
}

static CU_TestInfo puzzle_tests[] = {
    {"the triangle: 56 distinct, 336 in all", test_triangle},
    {"the pieces' ends can rule a puzzle out", test_ends_rule_out},
    {"a parallelogram with a half-turn symmetry", test_parallelogram},
    {"every orientation is the same search", test_orientations_alike},
    {"regions with symmetric solutions", test_symmetric_solutions},
    {"threads and parts", test_threads_and_parts},
    {"spare edges", test_spare_edges},
    {"pieces must match the region's size", test_sizes_fit},
    {"built-in puzzles", test_builtin_names},
    {"one-sided sets, with and without mirrors", test_one_sided_sets},
    {"the one-sided tetratwigs", test_one_sided_family},
    {"copies of a piece", test_copies},
    {"custom and separate pieces", test_custom_pieces},
    {"the touching rule, and without it", test_touching_rule},
    {"symmetry groups of regions", test_symmetry_groups},
    {"fingerprints: one puzzle and split, one fingerprint", test_fingerprints},
    {"threads as far as the slices and the memory go", test_threads_capped},
    {"a stop in the preparation", test_stop_in_preparation},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"cover puzzles", NULL, NULL, NULL, NULL, puzzle_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
