/* Pieces whose shapes coincide: twins under two names, one-sided or free,
 * copies, a piece beside its mirror image.  A reflection of the region
 * relabels the pieces, and the count of distinct solutions is right only
 * when that relabelling is one to one (docs/puzzles.md, "Distinct
 * solutions").  Checked on the cases where it was not, and on random
 * puzzles made by cutting random regions into random pieces, each counted
 * by the search, by brute force and by the tests' own class count
 * (cover_oracle.h), its cutting a solution that `check` accepts. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cover_oracle.h"
#include "cunit_main.h"
#include "game/check.h"
#include "io/diag.h"
#include "twig/catalog.h"
#include "twig/polyhex.h"
#include "twig/polytwig.h"

/* Counts that no choice of classes can give: every class holds at most
 * as many solutions as the region has symmetries. */
static void check_bounds(oracle_counts_t c)
{
    CU_ASSERT_TRUE(c.distinct <= c.raw);
    CU_ASSERT_TRUE(c.distinct * c.symmetries >= c.raw);
}

/* The puzzle has `raw` solutions in `distinct` classes under its
 * `symmetries`, every way counted. */
static void expect_counts(const char *text, uint64_t raw, uint64_t distinct, size_t symmetries)
{
    oracle_counts_t c = oracle_count_three_ways(text);
    CU_ASSERT_EQUAL(c.raw, raw);
    CU_ASSERT_EQUAL(c.distinct, distinct);
    CU_ASSERT_EQUAL(c.symmetries, symmetries);
}

/* Two one-sided monotwigs named apart on two edges that meet: each order
 * is a solution, and the region's reflection swaps them. */
static void test_one_sided_twins(void)
{
    expect_counts("puzzle: cover\nname: twins\nedges: [\"0,0:e\", \"0,0:se\"]\n"
                  "piece_set: [{name: Za, edges: [\"5,5:e\"], one_sided: true},"
                  " {name: Zb, edges: [\"7,5:e\"], one_sided: true}]\n",
                  2, 1, 2);
}

/* The built-in L2, one-sided, beside a custom piece of its shape, on four
 * sides of a hexagon in a row. */
static void test_builtin_beside_its_shape(void)
{
    expect_counts("puzzle: cover\nedges: [\"0,0:ne\", \"0,0:e\", \"0,0:se\", \"0,0:sw\"]\n"
                  "piece_set: [{piece: L2, one_sided: true},"
                  " {name: Vee, edges: [\"0,0:e\", \"0,0:se\"], one_sided: true}]\n",
                  2, 1, 2);
}

/* A hexagon's six sides: two one-sided monotwigs and a one-sided path of
 * four sides, in 12 ways that the hexagon's 12 symmetries make one. */
static void test_hexagon_of_twins(void)
{
    expect_counts("puzzle: cover\nhexagons: [\"0,0\"]\n"
                  "piece_set: [{name: Ia, edges: [\"0,0:e\"], one_sided: true},"
                  " {name: Ib, edges: [\"3,3:se\"], one_sided: true},"
                  " {name: Arc, edges: [\"0,0:ne\", \"0,0:e\", \"0,0:se\", \"0,0:sw\"],"
                  " one_sided: true}]\n",
                  12, 1, 12);
}

/* Two one-sided pieces of the C3 shape, with S3 and L2, round two
 * hexagons (11 edges, 4 symmetries); and twin chiral pieces with their
 * twin mirror images, which pair off one to one, round three hexagons
 * in a row (16 edges, 4 symmetries). */
static void test_twins_on_larger_regions(void)
{
    oracle_counts_t c = oracle_count_three_ways(
        "puzzle: cover\nhexagons: [\"0,0\", \"1,0\"]\ntouching: false\n"
        "piece_set: [{name: Ca, edges: [\"0,0:ne\", \"0,0:e\", \"0,0:se\"], one_sided: true},"
        " {name: Cb, edges: [\"0,0:ne\", \"0,0:e\", \"0,0:se\"], one_sided: true}, S3, L2]\n");
    CU_ASSERT_TRUE(c.raw > 0);
    CU_ASSERT_EQUAL(c.symmetries, 4);
    check_bounds(c);
    c = oracle_count_three_ways(
        "puzzle: cover\nhexagons: [\"0,0\", \"1,0\", \"2,0\"]\ntouching: false\n"
        "piece_set: [{piece: I1, copies: 4},"
        " {name: Sa, edges: [\"0,1:e\", \"1,0:e\", \"1,0:se\"], one_sided: true},"
        " {name: Sb, edges: [\"0,1:e\", \"1,0:e\", \"1,0:se\"], one_sided: true},"
        " {name: Ma, edges: [\"0,1:e\", \"0,1:se\", \"1,0:se\"], one_sided: true},"
        " {name: Mb, edges: [\"0,1:e\", \"0,1:se\", \"1,0:se\"], one_sided: true}]\n");
    CU_ASSERT_TRUE(c.raw > 0);
    CU_ASSERT_EQUAL(c.symmetries, 4);
    check_bounds(c);
}

/* ---- Random puzzles cut from random regions ---- */

enum { REGION_MAX = 13, CHUNK_MAX = 4, PIECES_MAX = 10, RAW_MAX = 3000, TEXT_MAX = 8192 };

typedef struct {
    uint64_t state;
} rng_t;

static unsigned rng_below(rng_t *g, unsigned n)
{
    g->state ^= g->state << 13;
    g->state ^= g->state >> 7;
    g->state ^= g->state << 17;
    return (unsigned)(g->state % n);
}

/* A piece cut from the region: its edges, and the type it is given. */
typedef struct {
    edge_t edges[2 * CHUNK_MAX];
    unsigned size;
    bool connected;
    char name[PIECE_SET_NAME_MAX];
} chunk_t;

typedef struct {
    edge_t region[2 * REGION_MAX];
    size_t edges;
    bool apart; /* two pockets: no touching rule */
    chunk_t chunks[2 * REGION_MAX];
    size_t chunk_count;
} cut_t;

static bool listed(const edge_t *edges, size_t count, edge_t e)
{
    for (size_t i = 0; i < count; i++)
        if (lattice_edge_equal(edges[i], e))
            return true;
    return false;
}

/* An edge beside one of the set's that `among` lists and the set does not
 * (among == NULL: any edge), chosen at random; false when there is none. */
static bool grow_edge(rng_t *g, const edge_t *set, size_t count, const edge_t *among,
                      size_t among_count, const bool *taken, edge_t *out)
{
    edge_t choices[4 * 2 * REGION_MAX];
    size_t n = 0;
    for (size_t i = 0; i < count; i++) {
        edge_t near[4];
        lattice_edge_neighbours(set[i], near);
        for (int k = 0; k < 4; k++) {
            if (listed(set, count, near[k]) || listed(choices, n, near[k]))
                continue;
            bool inside = among == NULL;
            for (size_t j = 0; among != NULL && j < among_count; j++)
                inside = inside || (!taken[j] && lattice_edge_equal(among[j], near[k]));
            if (inside)
                choices[n++] = near[k];
        }
    }
    if (n == 0)
        return false;
    *out = choices[rng_below(g, (unsigned)n)];
    return true;
}

/* A connected blob of `size` edges starting at `start`. */
static size_t random_blob(rng_t *g, edge_t start, size_t size, edge_t *out)
{
    out[0] = start;
    size_t count = 1;
    while (count < size && grow_edge(g, out, count, NULL, 0, NULL, &out[count]))
        count++;
    return count;
}

/* A region: the sides of 1 to 3 hexagons, a random blob, or two blobs
 * apart. */
static void random_region(rng_t *g, cut_t *cut)
{
    unsigned kind = rng_below(g, 3);
    cut->apart = kind == 2;
    if (kind == 0) {
        hexagon_t hexes[3] = {{0, 0}};
        size_t n = 1 + rng_below(g, 2);
        for (size_t i = 1; i < n; i++)
            hexes[i] = lattice_hex_neighbour(hexes[i - 1], (enum side)rng_below(g, SIDE_COUNT));
        cut->edges = polyhex_sides(hexes, n, cut->region);
        return;
    }
    edge_t origin = {0, 0, SIDE_E};
    cut->edges = random_blob(g, origin, 4 + rng_below(g, REGION_MAX - 3), cut->region);
    if (cut->apart) {
        edge_t far = {9, 0, SIDE_NE};
        size_t room = REGION_MAX + 2 - cut->edges;
        cut->edges += random_blob(g, far, 2 + rng_below(g, (unsigned)room - 1),
                                  cut->region + cut->edges);
    }
}

/* Cuts the region into connected chunks of 1 to CHUNK_MAX edges; now and
 * then two small chunks become one piece that is not connected. */
static void random_chunks(rng_t *g, cut_t *cut)
{
    bool taken[2 * REGION_MAX] = {false};
    cut->chunk_count = 0;
    for (size_t e = 0; e < cut->edges; e++) {
        if (taken[e])
            continue;
        chunk_t *c = &cut->chunks[cut->chunk_count++];
        memset(c, 0, sizeof *c);
        c->connected = true;
        c->edges[c->size++] = cut->region[e];
        taken[e] = true;
        unsigned target = 1 + rng_below(g, CHUNK_MAX);
        edge_t next;
        while (c->size < target &&
               grow_edge(g, c->edges, c->size, cut->region, cut->edges, taken, &next)) {
            c->edges[c->size++] = next;
            for (size_t j = 0; j < cut->edges; j++)
                taken[j] = taken[j] || lattice_edge_equal(cut->region[j], next);
        }
    }
    if (cut->chunk_count > 2 && rng_below(g, 4) == 0) {
        chunk_t *a = &cut->chunks[cut->chunk_count - 2], *b = &cut->chunks[cut->chunk_count - 1];
        if (a->size + b->size <= 2 * CHUNK_MAX) {
            memcpy(a->edges + a->size, b->edges, b->size * sizeof *b->edges);
            a->size += b->size;
            a->connected = false; /* perhaps it is: only custom pieces may be either */
            cut->chunk_count--;
        }
    }
}

/* The catalogue piece of the chunk's shape, or -1; *mirror when the chunk
 * is its mirror image (as a one-sided piece). */
static long catalog_shape(const chunk_t *c, bool *mirror)
{
    edge_t form[2 * CHUNK_MAX], own[2 * CHUNK_MAX], edges[CATALOG_ORDER_MAX];
    polytwig_canonical(c->edges, c->size, POLYTWIG_FREE, form);
    polytwig_canonical(c->edges, c->size, POLYTWIG_ONE_SIDED, own);
    for (size_t i = 0; c->connected && i < catalog_count(); i++) {
        if (catalog_at(i)->order != c->size)
            continue;
        catalog_edges(i, false, edges);
        edge_t shape[CATALOG_ORDER_MAX];
        polytwig_canonical(edges, c->size, POLYTWIG_FREE, shape);
        if (polytwig_compare(shape, form, c->size) != 0)
            continue;
        polytwig_canonical(edges, c->size, POLYTWIG_ONE_SIDED, shape);
        *mirror = polytwig_compare(shape, own, c->size) != 0;
        return (long)i;
    }
    return -1;
}

/* Whether two chunks are one piece of the same sidedness. */
static bool same_piece(const chunk_t *a, const chunk_t *b, bool one_sided)
{
    if (a->size != b->size)
        return false;
    edge_t x[2 * CHUNK_MAX], y[2 * CHUNK_MAX];
    enum polytwig_kind kind = one_sided ? POLYTWIG_ONE_SIDED : POLYTWIG_FREE;
    polytwig_canonical(a->edges, a->size, kind, x);
    polytwig_canonical(b->edges, b->size, kind, y);
    return polytwig_compare(x, y, a->size) == 0;
}

static void append(char *text, const char *format, ...) DIAG_PRINTF(2, 3);

static void append(char *text, const char *format, ...)
{
    size_t used = strlen(text);
    CU_ASSERT_FATAL(used + 256 < TEXT_MAX);
    va_list args;
    va_start(args, format);
    vsnprintf(text + used, TEXT_MAX - used, format, args);
    va_end(args);
}

static void append_edges(char *text, const edge_t *edges, size_t count)
{
    append(text, "[");
    for (size_t i = 0; i < count; i++) {
        char name[LATTICE_NAME_MAX];
        lattice_edge_format(edges[i], name);
        append(text, "%s\"%s\"", i > 0 ? ", " : "", name);
    }
    append(text, "]");
}

/* The piece set: chunks of one piece are copies of one type or types
 * named apart, at random; a type is the catalogue's piece of its shape
 * (when one, and its name is free) or a custom piece. */
static void write_piece_set(rng_t *g, cut_t *cut, bool one_sided, char *text)
{
    append(text, "piece_set:\n");
    bool catalog_used[64] = {false};
    unsigned customs = 0;
    for (size_t i = 0; i < cut->chunk_count; i++) {
        chunk_t *c = &cut->chunks[i];
        if (c->name[0] != '\0')
            continue;
        unsigned copies = 1;
        bool as_copies = rng_below(g, 2) == 0;
        bool mirror = false;
        long shape = catalog_shape(c, &mirror);
        bool named = shape >= 0 && shape < 64 && !catalog_used[shape] && rng_below(g, 2) == 0;
        if (named) {
            catalog_used[shape] = true;
            catalog_name((size_t)shape, mirror && one_sided, c->name);
        } else {
            snprintf(c->name, sizeof c->name, "Z%u", customs++);
        }
        for (size_t j = i + 1; as_copies && j < cut->chunk_count; j++)
            if (cut->chunks[j].name[0] == '\0' && same_piece(c, &cut->chunks[j], one_sided)) {
                memcpy(cut->chunks[j].name, c->name, sizeof c->name);
                copies++;
            }
        char numbers[64];
        snprintf(numbers, sizeof numbers, ", one_sided: %s, copies: %u}\n",
                 one_sided ? "true" : "false", copies);
        if (named) {
            append(text, "  - {piece: %s%s", c->name, numbers);
            continue;
        }
        append(text, "  - {name: %s, edges: ", c->name);
        append_edges(text, c->edges, c->size);
        append(text, "%s", numbers);
    }
}

/* The puzzle's file, and the cut as a solution document of it. */
static void write_puzzle(rng_t *g, cut_t *cut, char *puzzle, char *solution)
{
    bool one_sided = rng_below(g, 3) != 0;
    puzzle[0] = '\0';
    append(puzzle, "puzzle: cover\nname: random\ntouching: %s\nedges: ",
           cut->apart ? "false" : "true");
    append_edges(puzzle, cut->region, cut->edges);
    append(puzzle, "\n");
    write_piece_set(g, cut, one_sided, puzzle);
    snprintf(solution, TEXT_MAX, "game: twigs\n%spieces:\n", puzzle);
    for (size_t i = 0; i < cut->chunk_count; i++) {
        append(solution, "  - {colour: white, piece: %s, edges: ", cut->chunks[i].name);
        append_edges(solution, cut->chunks[i].edges, cut->chunks[i].size);
        append(solution, "}\n");
    }
}

/* Whether the puzzle's raw solutions are few enough to be listed. */
static bool few_solutions(const char *text)
{
    puzzle_t puzzle;
    oracle_read_puzzle(text, &puzzle);
    cover_puzzle_t problem;
    edge_t *required;
    CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&puzzle, &problem, &required));
    cover_puzzle_options_t o = oracle_options(&problem, true, COVER_BRANCH_FIRST_ITEM, 1);
    uint64_t raw = cover_puzzle_solve(&problem, &o, NULL, NULL).solutions;
    free(required);
    puzzle_free(&puzzle);
    return raw <= RAW_MAX;
}

/* `check` accepts the document (exit status 0, a valid solution). */
static bool check_accepts(const char *solution)
{
    report_t *reports;
    size_t count = check_text("cut.yaml", solution, strlen(solution), &reports);
    bool accepted = count == 1 && report_exit_status(&reports[0]) == 0;
    if (!accepted && count > 0)
        report_print_text(&reports[0], stderr);
    check_reports_free(reports, count);
    return accepted;
}

/* Whether two pieces of the cut have one shape and two names. */
static bool named_apart(const cut_t *cut)
{
    for (size_t i = 0; i < cut->chunk_count; i++)
        for (size_t j = i + 1; j < cut->chunk_count; j++)
            if (strcmp(cut->chunks[i].name, cut->chunks[j].name) != 0 &&
                same_piece(&cut->chunks[i], &cut->chunks[j], false))
                return true;
    return false;
}

/* Random regions cut into random pieces: the cut is a solution `check`
 * accepts, so no count may be 0, and the counts agree every way. */
static void test_random_cuts(void)
{
    rng_t g = {0x9e3779b97f4a7c15u};
    static char puzzle[TEXT_MAX], solution[TEXT_MAX];
    unsigned counted = 0, twins = 0;
    for (unsigned trial = 0; trial < 400 && counted < 150; trial++) {
        cut_t cut;
        random_region(&g, &cut);
        random_chunks(&g, &cut);
        if (cut.chunk_count > PIECES_MAX)
            continue;
        write_puzzle(&g, &cut, puzzle, solution);
        if (!few_solutions(puzzle))
            continue;
        CU_ASSERT_TRUE(check_accepts(solution));
        oracle_counts_t c = oracle_count_three_ways(puzzle);
        CU_ASSERT_TRUE(c.raw > 0 && c.distinct > 0);
        check_bounds(c);
        if (c.distinct == 0 || c.distinct * c.symmetries < c.raw)
            fprintf(stderr, "counted wrong:\n%s", puzzle);
        twins += named_apart(&cut);
        counted++;
    }
    CU_ASSERT_TRUE(counted >= 150);
    CU_ASSERT_TRUE(twins >= 20); /* the sets do repeat shapes under other names */
}

static CU_TestInfo repeated_shape_tests[] = {
    {"one-sided twins on two edges", test_one_sided_twins},
    {"a built-in piece beside a custom one of its shape", test_builtin_beside_its_shape},
    {"a hexagon of one-sided twins", test_hexagon_of_twins},
    {"twins and mirror twins on larger regions", test_twins_on_larger_regions},
    {"random regions cut into random pieces", test_random_cuts},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"repeated shapes", NULL, NULL, NULL, NULL, repeated_shape_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
