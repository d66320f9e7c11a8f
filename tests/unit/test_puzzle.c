/* Cover puzzles: distinct solutions counted right, with and without
 * symmetry, checked against an independent count of symmetry classes. */
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "twig/catalog.h"
#include "puzzle/cover_puzzle.h"
#include "puzzle/puzzle.h"
#include "twig/edge_set.h"
#include "twig/figure.h"
#include "twig/polyhex.h"
#include "twig/polytwig.h"
#include "util/array.h"

/* ---- An independent class count ----
 *
 * A solution's labelled canonical form: its edges with their pieces'
 * letters, under each of the 12 lattice symmetries, translated so that the
 * least q and r are 0 and sorted; the least of the 12.  Without spare edges
 * two solutions are equivalent exactly when these forms are equal. */

typedef struct {
    edge_t edge;
    char letter;
} labelled_t;

static int labelled_compare(const void *a, const void *b)
{
    const labelled_t *x = a, *y = b;
    int c = lattice_edge_compare(x->edge, y->edge);
    return c != 0 ? c : (x->letter > y->letter) - (x->letter < y->letter);
}

/* Compared field by field: the structures have padding. */
static int cells_compare(const labelled_t *x, const labelled_t *y, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        int c = labelled_compare(&x[i], &y[i]);
        if (c != 0)
            return c;
    }
    return 0;
}

enum { MAX_EDGES = 200 };

typedef struct {
    labelled_t cells[MAX_EDGES];
    size_t count;
} form_t;

static void canonical_form(const placement_t *pieces, size_t count, form_t *out)
{
    out->count = count * PIECE_EDGES;
    CU_ASSERT_FATAL(out->count <= MAX_EDGES);
    bool first = true;
    for (int s = 0; s < LATTICE_SYMMETRIES; s++) {
        labelled_t image[MAX_EDGES];
        int32_t min_q = 0, min_r = 0;
        for (size_t i = 0; i < out->count; i++) {
            image[i].edge = lattice_edge_transform(pieces[i / PIECE_EDGES].edges[i % PIECE_EDGES], s);
            image[i].letter = piece_letter(pieces[i / PIECE_EDGES].piece);
            if (i == 0 || image[i].edge.q < min_q)
                min_q = image[i].edge.q;
            if (i == 0 || image[i].edge.r < min_r)
                min_r = image[i].edge.r;
        }
        for (size_t i = 0; i < out->count; i++)
            image[i].edge = lattice_edge_translate(image[i].edge, -min_q, -min_r);
        qsort(image, out->count, sizeof *image, labelled_compare);
        if (first || cells_compare(image, out->cells, out->count) < 0)
            memcpy(out->cells, image, out->count * sizeof *image);
        first = false;
    }
}

typedef struct {
    form_t *forms;
    size_t count, capacity;
    const edge_set_t *region; /* every solution must cover exactly this */
    bool all_exact;
} solutions_t;

static bool collect(void *context, const placement_t *pieces, size_t count)
{
    solutions_t *s = context;
    form_t *grown = array_reserve(s->forms, &s->capacity, s->count + 1, sizeof *grown);
    CU_ASSERT_PTR_NOT_NULL_FATAL(grown);
    s->forms = grown;
    canonical_form(pieces, count, &s->forms[s->count++]);
    edge_t edges[MAX_EDGES];
    figure_edges(pieces, count, edges);
    size_t distinct = edge_sort_unique(edges, count * PIECE_EDGES);
    bool exact = distinct == count * PIECE_EDGES && s->region != NULL;
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
    return cells_compare(x->cells, y->cells, x->count);
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
    o.branching = branching;
    o.threads = threads;
    return o;
}

/* Solves raw and distinct with both branching rules, checks every raw
 * solution covers the region exactly, and that the distinct count equals
 * the number of classes among the raw solutions.  Returns the count. */
static uint64_t check_counts(const cover_puzzle_t *p, uint64_t *raw_count)
{
    edge_set_t region;
    CU_ASSERT_TRUE_FATAL(edge_set_init(&region, p->required, p->required_count));
    solutions_t raw = {NULL, 0, 0, &region, true};
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
    CU_ASSERT_EQUAL(cover_puzzle_solve(&p, &o, NULL, NULL).symmetries, 6);
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

/* Threads and parts split the work without changing the count. */
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
    solutions_t raw = {NULL, 0, 0, NULL, true};
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

static CU_TestInfo puzzle_tests[] = {
    {"the triangle: 56 distinct, 336 in all", test_triangle},
    {"a parallelogram with a half-turn symmetry", test_parallelogram},
    {"regions with symmetric solutions", test_symmetric_solutions},
    {"threads and parts", test_threads_and_parts},
    {"spare edges", test_spare_edges},
    {"pieces must match the region's size", test_sizes_fit},
    {"built-in puzzles", test_builtin_names},
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
