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
#include "puzzle/slices.h"
#include "puzzle/slicing.h"
#include "puzzle/symmetry.h"
#include "twig/edge_set.h"
#include "twig/figure.h"
#include "twig/polyhex.h"
#include "twig/polytwig.h"
#include "util/array.h"

#include "cover_oracle.h"

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
    uint64_t distinct = oracle_check_counts(&p, &raw);
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

/* With spare edges the end budget is a limit, over the corners that have
 * none (search/corners.h): the Triangle with the sides of a hexagon next
 * to it spare.  The pieces fill the Triangle, so its solutions stay the
 * only ones; the budget keeps them all and prunes. */
static void test_spare_budget(void)
{
    hexagon_t hexes[15];
    edge_t edges[90], spare[6];
    cover_puzzle_t p;
    piece_set_t set;
    piece_set_init(&set);
    make_puzzle(hexes, polyhex_triangle(hexes), PIECE_LETTERS, &p, edges, &set);
    hexagon_t beside = {-1, 0};
    p.spare = spare;
    p.spare_count = polyhex_sides(&beside, 1, spare);
    cover_puzzle_options_t o = cover_puzzle_default_options(&p);
    cover_puzzle_stats_t with_budget = cover_puzzle_solve(&p, &o, NULL, NULL);
    o.corners = false;
    cover_puzzle_stats_t without = cover_puzzle_solve(&p, &o, NULL, NULL);
    /* The hexagon beside it leaves the Triangle no symmetry: each of the
     * 56 is counted in its 6 images. */
    CU_ASSERT_EQUAL(with_budget.symmetries, 1);
    CU_ASSERT_EQUAL(with_budget.solutions, 6 * 56);
    CU_ASSERT_EQUAL(without.solutions, 6 * 56);
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
        uint64_t distinct = oracle_check_counts(&p, &raw);
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
    oracle_solutions_t raw = {NULL, 0, 0, NULL, true, &set};
    cover_puzzle_options_t o = oracle_options(&p, true, COVER_BRANCH_FIRST_ITEM, 1);
    cover_puzzle_stats_t stats = cover_puzzle_solve(&p, &o, oracle_collect, &raw);
    CU_ASSERT_TRUE(stats.solutions > 0);
    CU_ASSERT_EQUAL(stats.solutions, raw.count);
    size_t classes = oracle_classes(&raw);
    o = oracle_options(&p, false, COVER_BRANCH_FIRST_ITEM, 1);
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


/* The edges of one set moved by lattice symmetry s, into `out`. */
static const edge_t *edges_turned(const edge_t *edges, size_t count, int s, edge_t *out)
{
    for (size_t i = 0; i < count; i++)
        out[i] = lattice_edge_transform(edges[i], s);
    return out;
}

/* A first solution's callback that wants no more. */
static bool stop_at_once(void *context, const placement_t *placements, size_t count)
{
    (void)context, (void)placements, (void)count;
    return false;
}

/* The portfolio's members one at a time (bit k: member k alone; 0: all
 * of them after the quick look), so that a member whose search follows
 * the page shows even where another member answers first. */
static const unsigned portfolio_alone[] = {0, 1, 2, 4, 8, 16, COVER_PUZZLE_RESTARTING_MEMBER};
enum { PORTFOLIO_ALONE = sizeof portfolio_alone / sizeof *portfolio_alone };

static cover_puzzle_options_t first_alone(const cover_puzzle_options_t *o, unsigned members)
{
    cover_puzzle_options_t first = *o;
    first.first = first.pockets = true;
    first.portfolio_members = members;
    first.skip_quick_look = members != 0;
    return first;
}

/* A puzzle turned and turned over into each of the lattice's 12
 * orientations is the same search, node for node (the sweep and the
 * options' order come from the region, not from the page), with the same
 * count; and the same first solution's search (the quick look's sweeps
 * and the portfolio's too, each member's alone included: the placements
 * its symmetry cut keeps come from the region too). */
static void check_orientations(const char *text)
{
    puzzle_t puzzle;
    oracle_read_puzzle(text, &puzzle);
    cover_puzzle_t problem;
    edge_t *required;
    CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&puzzle, &problem, &required));
    cover_puzzle_t turned = problem;
    edge_t *space = malloc((problem.required_count + problem.spare_count + 1) * sizeof *space);
    CU_ASSERT_PTR_NOT_NULL_FATAL(space);
    cover_puzzle_options_t o = cover_puzzle_default_options(&problem);
    o.threads = 1;
    cover_puzzle_options_t first[PORTFOLIO_ALONE];
    cover_puzzle_stats_t upright = cover_puzzle_solve(&problem, &o, NULL, NULL);
    cover_puzzle_stats_t upright_first[PORTFOLIO_ALONE];
    CU_ASSERT_TRUE(upright.solutions > 0);
    for (size_t m = 0; m < PORTFOLIO_ALONE; m++) {
        first[m] = first_alone(&o, portfolio_alone[m]);
        upright_first[m] = cover_puzzle_solve(&problem, &first[m], stop_at_once, NULL);
        CU_ASSERT_EQUAL(upright_first[m].solutions, 1);
    }
    for (int s = 1; s < LATTICE_SYMMETRIES; s++) {
        turned.required = edges_turned(problem.required, problem.required_count, s, space);
        turned.spare = edges_turned(problem.spare, problem.spare_count, s,
                                    space + problem.required_count);
        cover_puzzle_stats_t stats = cover_puzzle_solve(&turned, &o, NULL, NULL);
        CU_ASSERT_EQUAL(stats.solutions, upright.solutions);
        CU_ASSERT_EQUAL(stats.nodes, upright.nodes);
        for (size_t m = 0; m < PORTFOLIO_ALONE; m++) {
            stats = cover_puzzle_solve(&turned, &first[m], stop_at_once, NULL);
            CU_ASSERT_EQUAL(stats.solutions, 1);
            CU_ASSERT_EQUAL(stats.answered_by, upright_first[m].answered_by);
            CU_ASSERT_EQUAL(stats.sweep_rank, upright_first[m].sweep_rank);
            CU_ASSERT_EQUAL(stats.nodes, upright_first[m].nodes);
        }
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
    oracle_counts_t c = oracle_count_three_ways("puzzle: cover\npiece_set: [tetratwigs]\n" ARCH);
    CU_ASSERT_EQUAL(c.distinct, 2);
    CU_ASSERT_EQUAL(c.symmetries, 2);
    c = oracle_count_three_ways("puzzle: cover\npiece_set: [C4, W4, {piece: P4, one_sided: true},"
                                " {piece: Y4, one_sided: true}]\n" ARCH);
    CU_ASSERT_EQUAL(c.symmetries, 1); /* the arch's symmetry is a reflection */
    c = oracle_count_three_ways("puzzle: cover\npiece_set: [C4, W4, p4, y4]\n" ARCH);
    CU_ASSERT_EQUAL(c.symmetries, 1);
}

/* The six one-sided tetratwigs on a triangle of side 3 without the
 * middle hexagon's three inner sides: 2 solutions, as the literature
 * counts them. */
static void test_one_sided_family(void)
{
    oracle_counts_t c = oracle_count_three_ways(
        "puzzle: cover\npiece_set: one-sided-tetratwigs\n"
        "edges: [\"0,3:e\", \"0,4:ne\", \"1,2:e\", \"1,2:se\", \"1,3:e\", \"1,3:ne\", \"1,3:se\", "
        "\"1,4:ne\", \"2,1:e\", \"2,1:se\", \"2,2:ne\", \"2,3:e\", \"2,3:se\", \"2,4:ne\", "
        "\"3,0:se\", \"3,1:e\", \"3,1:ne\", \"3,1:se\", \"3,2:e\", \"3,2:ne\", \"3,2:se\", "
        "\"3,3:e\", \"3,3:ne\", \"3,3:se\"]\n");
    CU_ASSERT_EQUAL(c.distinct, 2);
    CU_ASSERT_EQUAL(c.symmetries, 6);
}

/* Copies of one piece: four L2 and a C3 round two hexagons. */
static void test_copies(void)
{
    oracle_counts_t c = oracle_count_three_ways(
        "puzzle: cover\nhexagons: [\"0,0\", \"1,0\"]\npiece_set: [{piece: L2, copies: 4}, C3]\n");
    CU_ASSERT_TRUE(c.distinct > 0);
    CU_ASSERT_EQUAL(c.symmetries, 4);
}

/* A piece of two separate twigs (opposite sides of a hexagon), three
 * copies round a hexagon; and custom pieces beside named ones. */
static void test_custom_pieces(void)
{
    oracle_counts_t c = oracle_count_three_ways(
        "puzzle: cover\nhexagons: [\"0,0\"]\n"
        "piece_set: [{name: D, edges: [\"0,0:ne\", \"0,0:sw\"], copies: 3}]\n");
    CU_ASSERT_EQUAL(c.distinct, 1);
    oracle_count_three_ways("puzzle: cover\nhexagons: [\"0,0\", \"1,0\"]\n"
                            "piece_set: [{name: D, edges: [\"0,0:ne\", \"0,0:sw\"], one_sided: true}, "
                            "{name: J, edges: [\"0,0:e\", \"0,0:se\", \"0,1:e\"]}, C3, Y3]\n");
}

/* Two hexagons apart: with the touching rule no solution hangs together;
 * without it each hexagon is covered on its own. */
static void test_touching_rule(void)
{
    const char *apart = "puzzle: cover\nhexagons: [\"0,0\", \"3,0\"]\n"
                        "piece_set: [{piece: C3, copies: 2}, {piece: L2, copies: 3}]\n";
    CU_ASSERT_EQUAL(oracle_count_three_ways(apart).distinct, 0);
    char loose[512];
    snprintf(loose, sizeof loose, "%stouching: false\n", apart);
    CU_ASSERT_TRUE(oracle_count_three_ways(loose).distinct > 0);
}

/* The hexagon of radius 2 has 36 corners where three edges meet, and
 * each needs a piece to end or branch there; twelve unbranched hexatwigs
 * bring 24 ends and no branch.  The end budget (search/corners.h) says
 * so before any search: no node is tried, and no placement made (a part
 * of a search split in two makes them all the same).  Without it the
 * search finds no solution either, the long way. */
static void test_ends_rule_out(void)
{
    puzzle_t puzzle;
    oracle_read_puzzle("puzzle: cover\nhexagons: [\"-2,0\", \"-2,1\", \"-2,2\", \"-1,-1\", \"-1,0\", \"-1,1\", \"-1,2\", \"0,-2\", \"0,-1\", \"0,0\", \"0,1\", \"0,2\", \"1,-2\", \"1,-1\", \"1,0\", \"1,1\", \"2,-2\", \"2,-1\", \"2,0\"]\n"
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
    CU_ASSERT_EQUAL(at_once.placements, 0);
    CU_ASSERT_EQUAL(at_once.answered_by, COVER_ANSWER_ENDS);
    CU_ASSERT_TRUE(searched.nodes > 0);
    CU_ASSERT_TRUE(searched.placements > 0);
    cover_puzzle_options_t part = cover_puzzle_default_options(&problem);
    part.part = 1;
    part.parts = 2;
    cover_puzzle_stats_t half = cover_puzzle_solve(&problem, &part, NULL, NULL);
    CU_ASSERT_EQUAL(half.solutions, 0);
    CU_ASSERT_EQUAL(half.placements, searched.placements);
    /* Not searched, its symmetries are counted as a search's are. */
    CU_ASSERT_EQUAL(at_once.symmetries, searched.symmetries);
    CU_ASSERT_TRUE(at_once.symmetries > 1);
    free(required);
    puzzle_free(&puzzle);
}

/* A first solution's callback: it found one, and wants no more. */
static bool first_found(void *context, const placement_t *placements, size_t count)
{
    (void)placements, (void)count;
    *(bool *)context = true;
    return false;
}

/* A first solution of a puzzle that a search rules out (parts of odd
 * sizes for pieces of two edges) is none, by a count too; one of a
 * puzzle that has solutions is one. */
static void test_first_of_none(void)
{
    static const char *const puzzles[2] = {
        "puzzle: cover\ntouching: false\nedges: [\"-1,-1:e\", \"-1,0:e\", \"-1,0:ne\", "
        "\"-1,1:e\", \"-1,1:ne\", \"-1,1:se\", \"-1,2:ne\", \"0,-1:se\", \"0,0:e\", \"0,0:ne\", "
        "\"0,0:se\", \"0,1:e\", \"0,1:ne\", \"0,1:se\", \"1,-1:se\", \"1,0:e\", \"1,0:ne\", "
        "\"1,0:se\", \"2,-1:se\", \"60,-30:e\", \"60,-30:se\", \"61,-31:se\", \"79,-29:e\", "
        "\"80,-29:ne\", \"80,-30:e\", \"80,-30:se\"]\npiece_set: [{piece: L2, copies: 13}]\n",
        "puzzle: cover\nhexagons: [\"0,0\"]\npiece_set: [{piece: L2, copies: 3}]\n"};
    for (int k = 0; k < 2; k++) {
        puzzle_t puzzle;
        oracle_read_puzzle(puzzles[k], &puzzle);
        cover_puzzle_t problem;
        edge_t *required;
        CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&puzzle, &problem, &required));
        cover_puzzle_options_t o = cover_puzzle_default_options(&problem);
        o.first = true;
        bool found = false;
        cover_puzzle_stats_t first = cover_puzzle_solve(&problem, &o, first_found, &found);
        o.first = false;
        cover_puzzle_stats_t count = cover_puzzle_solve(&problem, &o, NULL, NULL);
        CU_ASSERT_FALSE(first.failed || count.failed || count.stopped);
        CU_ASSERT_EQUAL(found, k == 1);
        CU_ASSERT_EQUAL(first.solutions, k == 1);
        CU_ASSERT_EQUAL(count.solutions > 0, k == 1);
        /* A first solution settled before any search does not work out
         * the group; a count does. */
        CU_ASSERT_TRUE(count.symmetries > 0);
        CU_ASSERT_TRUE(first.symmetries == 0 || first.symmetries == count.symmetries);
        free(required);
        puzzle_free(&puzzle);
    }
}

/* A region with an edge no piece can cover (the zigzag tritwig on a
 * hexagon's ring: none) has no solution, found without a search, in
 * counts, first solutions and parts alike; a count's symmetries are
 * counted still (a first solution's are not needed), and its slicing
 * described (none to describe in a whole search). */
static void test_unplaceable_edge(void)
{
    puzzle_t puzzle;
    oracle_read_puzzle("puzzle: cover\nhexagons: [\"0,0\"]\npiece_set: [{piece: S3, copies: 2}]\n",
                       &puzzle);
    cover_puzzle_t problem;
    edge_t *required;
    CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&puzzle, &problem, &required));
    for (unsigned parts = 0; parts <= 3; parts += 3)
        for (int first = 0; first < 2; first++) {
            cover_puzzle_options_t o = cover_puzzle_default_options(&problem);
            o.first = first;
            o.part = parts > 0;
            o.parts = parts;
            bool found = false;
            cover_puzzle_stats_t stats =
                cover_puzzle_solve(&problem, &o, first ? first_found : NULL, &found);
            CU_ASSERT_FALSE(stats.failed || stats.stopped || found);
            CU_ASSERT_EQUAL(stats.solutions, 0);
            CU_ASSERT_EQUAL(stats.nodes, 0);
            CU_ASSERT_EQUAL(stats.symmetries, first && parts == 0 ? 0 : 12);
        }
    for (unsigned parts = 1; parts <= 3; parts += 2) {
        slicing_t slicing;
        slicing_init(&slicing, parts);
        CU_ASSERT_TRUE(cover_puzzle_slicing(&problem, &slicing));
        if (parts == 1)
            CU_ASSERT_EQUAL(slicing.slices, 0);
    }
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
    oracle_read_puzzle("puzzle: cover\nhexagons: [\"0,0\"]\npiece_set: [{piece: L2, copies: 3}]\n",
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

/* The region's size without its hexagons' sides made one by one (a file
 * may name a hexagon two million times, which once made 12 million
 * sides and took 560 MB), against the sides made and sorted: random
 * hexagons and edges in a small window, many named twice. */
static void test_region_edges_counted(void)
{
    uint64_t state = 12345;
    for (int round = 0; round < 200; round++) {
        hexagon_t hexes[40];
        edge_t edges[20], spare[20], all[6 * 40 + 40];
        puzzle_t p;
        memset(&p, 0, sizeof p);
        p.hexes = hexes;
        p.edges = edges;
        p.spare = spare;
        p.hex_count = (size_t)(round % 40);
        p.edge_count = (size_t)(round % 20);
        p.spare_count = (size_t)(round * 7 % 20);
        for (size_t i = 0; i < p.hex_count; i++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            hexes[i] = (hexagon_t){(int32_t)(state >> 33) % 5 - 2, (int32_t)(state >> 45) % 5 - 2};
        }
        for (size_t i = 0; i < 40; i++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            edge_t e = {(int32_t)(state >> 33) % 6 - 3, (int32_t)(state >> 45) % 6 - 3,
                        (uint8_t)((state >> 55) % 3)};
            if (i < 20)
                edges[i] = e;
            else
                spare[i - 20] = e;
        }
        size_t n = polyhex_sides(hexes, p.hex_count, all);
        memcpy(all + n, edges, p.edge_count * sizeof *all);
        memcpy(all + n + p.edge_count, spare, p.spare_count * sizeof *all);
        size_t expected = edge_sort_unique(all, n + p.edge_count + p.spare_count);
        CU_ASSERT_EQUAL(puzzle_region_edges(&p), expected);
    }
}

/* A problem larger than its memory allows is not searched: its
 * placements stop at the limit.  (A region of 3,555 edges with 711
 * pieces under 711 names has 6.5 million placements, 3.6 GB: twigs took
 * 1.4 GB before the search, then failed at 5 GB.) */
static void test_problem_too_large(void)
{
    triangle_t t;
    triangle_make(&t);
    cover_puzzle_t p = t.p;
    cover_puzzle_options_t o = cover_puzzle_default_options(&p);
    cover_puzzle_stats_t whole = cover_puzzle_solve(&p, &o, NULL, NULL);
    CU_ASSERT_FALSE(whole.too_large);
    CU_ASSERT_EQUAL(whole.solutions, 56);
    static const size_t budgets[] = {1, 64 << 10};
    for (size_t i = 0; i < sizeof budgets / sizeof *budgets; i++) {
        o.problem_bytes = budgets[i];
        cover_puzzle_stats_t s = cover_puzzle_solve(&p, &o, NULL, NULL);
        CU_ASSERT_TRUE(s.too_large);
        CU_ASSERT_TRUE(s.failed);
        CU_ASSERT_FALSE(s.stopped);
        CU_ASSERT_EQUAL(s.solutions, 0);
        CU_ASSERT_EQUAL(s.nodes, 0);
        CU_ASSERT_TRUE(s.placements < whole.placements);
    }
    /* Room for the triangle's 1,062 placements: searched as ever. */
    o.problem_bytes = 1 << 20;
    cover_puzzle_stats_t s = cover_puzzle_solve(&p, &o, NULL, NULL);
    CU_ASSERT_FALSE(s.too_large);
    CU_ASSERT_EQUAL(s.solutions, 56);
    piece_set_free(&t.set);
}

/* Two items, each covered by 1,100 options of its own type: 1,100 slices
 * of depth 1, 1.21 million of depth 2, more than SLICES_MAX. */
typedef struct {
    uint32_t start[2201], item[2200], type[2200], covering_start[3], covering[2200];
    piece_type_t types[2];
    piece_set_t pieces;
    slice_problem_t problem;
} wide_t;

static void wide_make(wide_t *w)
{
    memset(w, 0, sizeof *w);
    for (uint32_t o = 0; o < 2200; o++) {
        w->start[o] = o;
        w->item[o] = w->type[o] = o / 1100;
        w->covering[o] = o;
    }
    w->start[2200] = 2200;
    w->covering_start[1] = 1100;
    w->covering_start[2] = 2200;
    w->types[0].copies = w->types[1].copies = 1;
    w->pieces = (piece_set_t){w->types, 2, 2};
    w->problem = (slice_problem_t){2,          2,          2200,          w->start,
                                   w->item,    w->type,    w->covering_start, w->covering,
                                   &w->pieces, NULL,       0,             NULL,
                                   NULL};
}

/* Where depth 2 has more slices than SLICES_MAX (and than the parts
 * need), the slices are those of depth 1: a problem of hundreds of pieces
 * named apart took gigabytes for the slices of depth 2.  A stop ends the
 * walk over them. */
static void test_slices_bounded(void)
{
    static wide_t w;
    wide_make(&w);
    CU_ASSERT_TRUE_FATAL(1100 * 1100 > SLICES_MAX);
    slice_list_t list = {0};
    CU_ASSERT_TRUE(slices_build(&w.problem, 0, 0, &list));
    CU_ASSERT_EQUAL(list.all, 1100);
    CU_ASSERT_EQUAL(list.count, 1100);
    CU_ASSERT_EQUAL(list.slice[0].length, 1);
    slice_list_free(&list);
    /* Parts that need more than depth 2 has take depth 2, 1.21 million
     * slices, 1 in 5,000 of them each. */
    CU_ASSERT_TRUE(slices_build(&w.problem, 1, 5000, &list));
    CU_ASSERT_EQUAL(list.all, 1100 * 1100);
    CU_ASSERT_EQUAL(list.count, (1100 * 1100 + 4999) / 5000);
    CU_ASSERT_EQUAL(list.slice[0].length, 2);
    slice_list_free(&list);
    atomic_bool stop = true;
    w.problem.stop = &stop;
    CU_ASSERT_FALSE(slices_build(&w.problem, 0, 0, &list));
    slice_list_free(&list);
}

/* ---- Fingerprints ---- */

static void fingerprint_of(const char *text, unsigned parts, char out[PUZZLE_FINGERPRINT_SIZE])
{
    puzzle_t puzzle;
    oracle_read_puzzle(text, &puzzle);
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
    CU_ASSERT_STRING_EQUAL(builtin, "7b31821978aeffc0");
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

/* ---- A first solution's portfolio ---- */

enum { FIRST_PIECES_MAX = 64 };

/* The one solution a search passes on. */
typedef struct {
    placement_t pieces[FIRST_PIECES_MAX];
    size_t count, calls;
} first_t;

static bool take_first(void *context, const placement_t *pieces, size_t count)
{
    first_t *f = context;
    f->calls++;
    f->count = count < FIRST_PIECES_MAX ? count : FIRST_PIECES_MAX;
    memcpy(f->pieces, pieces, f->count * sizeof *pieces);
    return false;
}

/* A cover puzzle file of the source tree. */
typedef struct {
    puzzle_t puzzle;
    cover_puzzle_t problem;
    edge_t *required;
} source_puzzle_t;

static void source_puzzle_load(const char *path, source_puzzle_t *s)
{
    const char *srcdir = getenv("srcdir");
    char full[4096];
    snprintf(full, sizeof full, "%s/%s", srcdir != NULL ? srcdir : ".", path);
    CU_ASSERT_TRUE_FATAL(puzzle_file_load(full, &s->puzzle, stdout));
    CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&s->puzzle, &s->problem, &s->required));
}

static void source_puzzle_free(source_puzzle_t *s)
{
    free(s->required);
    puzzle_free(&s->puzzle);
}

/* The first solution as twigs solve searches it (`quick`: the quick look
 * first), or by the portfolio alone, with `threads` threads (the
 * portfolio's members one at a time with one, at once with more), or
 * without threads (`restarts`, as the page searches), by the portfolio's
 * `members` (0: both). */
static cover_puzzle_options_t first_options(const cover_puzzle_t *p, unsigned threads,
                                            bool restarts, unsigned members, bool quick)
{
    cover_puzzle_options_t o = cover_puzzle_default_options(p);
    o.first = o.pockets = true;
    o.skip_quick_look = !quick;
    o.threads = threads;
    o.portfolio_restarts = restarts;
    o.portfolio_members = members;
    return o;
}

static cover_puzzle_stats_t first_solution_with(const cover_puzzle_t *p,
                                                const cover_puzzle_options_t *o, first_t *found)
{
    memset(found, 0, sizeof *found);
    cover_puzzle_stats_t stats = cover_puzzle_solve(p, o, take_first, found);
    CU_ASSERT_FALSE(stats.failed);
    CU_ASSERT_EQUAL(found->calls, stats.solutions);
    return stats;
}

static cover_puzzle_stats_t first_solution_looking(const cover_puzzle_t *p, unsigned threads,
                                                   bool restarts, unsigned members, bool quick,
                                                   first_t *found)
{
    cover_puzzle_options_t o = first_options(p, threads, restarts, members, quick);
    return first_solution_with(p, &o, found);
}

/* The portfolio's tests: the quick look would settle some of their
 * puzzles first. */
static cover_puzzle_stats_t first_solution(const cover_puzzle_t *p, unsigned threads,
                                           bool restarts, unsigned members, first_t *found)
{
    return first_solution_looking(p, threads, restarts, members, false, found);
}

static bool same_pieces(const first_t *a, const first_t *b)
{
    bool same = a->count == b->count;
    for (size_t i = 0; same && i < a->count; i++) {
        const placement_t *x = &a->pieces[i], *y = &b->pieces[i];
        same = x->piece == y->piece && x->size == y->size;
        for (unsigned j = 0; same && j < x->size; j++)
            same = lattice_edge_equal(x->edges[j], y->edges[j]);
    }
    return same;
}

/* Whether the pieces cover the puzzle's required edges exactly (it has no
 * spare ones). */
static bool covers_exactly(const cover_puzzle_t *p, const first_t *f)
{
    edge_set_t region;
    CU_ASSERT_TRUE_FATAL(edge_set_init(&region, p->required, p->required_count));
    edge_t *edges = malloc((figure_edge_count(f->pieces, f->count) + 1) * sizeof *edges);
    CU_ASSERT_PTR_NOT_NULL_FATAL(edges);
    size_t total = figure_edges(f->pieces, f->count, edges);
    bool exact = edge_sort_unique(edges, total) == total && total == region.count;
    for (size_t i = 0; exact && i < total; i++)
        exact = edge_set_contains(&region, edges[i]);
    free(edges);
    edge_set_free(&region);
    return exact;
}

/* The portfolio's answer depends on the puzzle alone: the same solution,
 * found by the same member, on every run, with one thread or two, and
 * without threads.  On the trapezoid FIRST_ITEM answers first, after
 * FEWEST has searched a while; on the quasi-snowflake (pieces of separate
 * twigs) FEWEST answers after a sixtieth of a second, FIRST_ITEM alone
 * after 68 million nodes. */
static void test_portfolio_same_answer(void)
{
    static const struct {
        const char *path, *strategy;
    } cases[] = {
        {"tests/portfolio/one-sided-pentatwigs-trapezoid.yaml", "portfolio: first-item+pockets"},
        {"bench/corpus/quasi-snowflake.yaml", "portfolio: fewest+pockets"},
    };
    static const struct {
        unsigned threads;
        bool restarts;
    } runs[] = {{1, false}, {2, false}, {1, false}, {2, false}, {1, true}};
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        source_puzzle_t s;
        source_puzzle_load(cases[c].path, &s);
        first_t first, again;
        cover_puzzle_stats_t stats = first_solution(&s.problem, 1, false, 0, &first);
        CU_ASSERT_EQUAL(stats.solutions, 1);
        CU_ASSERT_STRING_EQUAL(stats.strategy, cases[c].strategy);
        CU_ASSERT_TRUE(covers_exactly(&s.problem, &first));
        for (size_t r = 0; r < sizeof runs / sizeof *runs; r++) {
            stats = first_solution(&s.problem, runs[r].threads, runs[r].restarts, 0, &again);
            CU_ASSERT_STRING_EQUAL(stats.strategy, cases[c].strategy);
            CU_ASSERT_EQUAL(again.count, first.count);
            CU_ASSERT_TRUE(same_pieces(&again, &first));
        }
        source_puzzle_free(&s);
    }
}

/* Where FEWEST wins by far, the portfolio answers by FEWEST, after a
 * fraction of FIRST_ITEM's nodes: here the proof that the one-sided
 * pentatwigs do not fit the cross (FIRST_ITEM alone: 1.17 million
 * nodes, FEWEST alone 14 thousand). */
static void test_portfolio_fewest_wins(void)
{
    source_puzzle_t s;
    source_puzzle_load("tests/portfolio/one-sided-pentatwigs-cross-spare.yaml", &s);
    first_t found;
    cover_puzzle_stats_t both = first_solution(&s.problem, 1, false, 0, &found);
    cover_puzzle_stats_t first_item = first_solution(&s.problem, 1, false, 1, &found);
    cover_puzzle_stats_t fewest = first_solution(&s.problem, 1, false, 2, &found);
    CU_ASSERT_EQUAL(both.solutions, 0);
    CU_ASSERT_EQUAL(first_item.solutions, 0);
    CU_ASSERT_EQUAL(fewest.solutions, 0);
    CU_ASSERT_FALSE(both.stopped || first_item.stopped || fewest.stopped);
    CU_ASSERT_STRING_EQUAL(both.strategy, "portfolio: fewest+pockets");
    CU_ASSERT_STRING_EQUAL(first_item.strategy, "portfolio: first-item+pockets");
    CU_ASSERT_TRUE(fewest.nodes * 20 < first_item.nodes);
    CU_ASSERT_TRUE(both.nodes * 2 < first_item.nodes);
    /* Without the portfolio, FIRST_ITEM searches as the workers do:
     * the same nodes. */
    cover_puzzle_options_t o = cover_puzzle_default_options(&s.problem);
    o.first = o.pockets = true;
    o.threads = 1;
    o.portfolio = false;
    cover_puzzle_stats_t workers = cover_puzzle_solve(&s.problem, &o, take_first, &found);
    CU_ASSERT_EQUAL(workers.nodes, first_item.nodes);
    CU_ASSERT_EQUAL(workers.solutions, 0);
    /* The quick look, by default, goes on with its first sweep, far
     * enough along its tree (QUICK_EXTEND_WHEN), and proves it first. */
    o.portfolio = true;
    cover_puzzle_stats_t quick = cover_puzzle_solve(&s.problem, &o, take_first, &found);
    CU_ASSERT_EQUAL(quick.answered_by, COVER_ANSWER_QUICK);
    CU_ASSERT_EQUAL(quick.solutions, 0);
    CU_ASSERT_TRUE(quick.nodes < both.nodes);
    source_puzzle_free(&s);
}

/* FEWEST in another sweep (ranked 2, the runner-up, to 4) searches the
 * same puzzle numbered in that sweep: alone, it finds a solution of its
 * own, with its own answer kind and the sweep's rank, or the proof that
 * there is none; its pocket test reads that numbering, so it cuts only
 * branches without solutions, and the first solution met is the same
 * without it (the sweeps' estimates do not use it: the same sweeps).
 * With FEWEST in the chosen sweep, both started together, the answer is
 * the same on every run, with one thread or two, and without threads: on
 * the pentatwigs' trapezoid, the runner-up's. */
static cover_puzzle_stats_t other_sweep_alone(const cover_puzzle_t *p, bool pockets,
                                              unsigned rank, first_t *found)
{
    cover_puzzle_options_t o = first_options(p, 1, false, 1u << rank, false);
    o.pockets = pockets;
    return first_solution_with(p, &o, found);
}

/* Each of the sweeps ranked 2 to 4 alone; *runner_up is the runner-up's
 * first solution. */
static void other_sweeps_alone(const cover_puzzle_t *p, count_t solutions,
                               const cover_puzzle_stats_t *in_best, first_t *runner_up)
{
    for (unsigned rank = 2; rank <= 4; rank++) {
        first_t next, plain;
        cover_puzzle_stats_t in_next = other_sweep_alone(p, true, rank, &next);
        if (rank == 2)
            *runner_up = next;
        cover_puzzle_stats_t no_pockets = other_sweep_alone(p, false, rank, &plain);
        CU_ASSERT_EQUAL(in_next.solutions, solutions);
        CU_ASSERT_EQUAL(no_pockets.solutions, solutions);
        CU_ASSERT_EQUAL(in_next.answered_by, COVER_ANSWER_PORTFOLIO_FEWEST_NEXT);
        CU_ASSERT_EQUAL(in_next.sweep_rank, rank);
        char strategy[48];
        snprintf(strategy, sizeof strategy, "portfolio: fewest+pockets, sweep ranked %u", rank);
        CU_ASSERT_STRING_EQUAL(in_next.strategy, strategy);
        CU_ASSERT_TRUE(no_pockets.nodes > in_next.nodes);
        if (solutions == 0)
            CU_ASSERT_FALSE(in_next.stopped || no_pockets.stopped);
        if (solutions > 0) {
            CU_ASSERT_TRUE(covers_exactly(p, &next));
            CU_ASSERT_NOT_EQUAL(in_best->nodes, in_next.nodes);
            CU_ASSERT_TRUE(same_pieces(&plain, &next));
        }
    }
}

/* Puzzles for the members in other sweeps than the chosen one: a first
 * solution, and a region the pieces cannot fill. */
static const struct {
    const char *path;
    count_t solutions; /* of a first solution: 1, or 0 where there is none */
} other_cases[] = {
    {"tests/portfolio/one-sided-pentatwigs-trapezoid.yaml", 1},
    {"tests/portfolio/copies-trapezoid.yaml", 0},
};
enum { OTHER_CASES = sizeof other_cases / sizeof *other_cases };

static void test_portfolio_other_sweeps(void)
{
    for (size_t c = 0; c < OTHER_CASES; c++) {
        source_puzzle_t s;
        source_puzzle_load(other_cases[c].path, &s);
        first_t best, next, both, again;
        cover_puzzle_stats_t in_best = first_solution(&s.problem, 1, false, 2, &best);
        CU_ASSERT_EQUAL(in_best.solutions, other_cases[c].solutions);
        CU_ASSERT_EQUAL(in_best.answered_by, COVER_ANSWER_PORTFOLIO_FEWEST);
        other_sweeps_alone(&s.problem, other_cases[c].solutions, &in_best, &next);
        cover_puzzle_stats_t together = first_solution(&s.problem, 1, false, 2 | 4, &both);
        CU_ASSERT_EQUAL(together.solutions, other_cases[c].solutions);
        CU_ASSERT_TRUE(together.answered_by == COVER_ANSWER_PORTFOLIO_FEWEST ||
                       together.answered_by == COVER_ANSWER_PORTFOLIO_FEWEST_NEXT);
        if (other_cases[c].solutions > 0)
            CU_ASSERT_EQUAL(together.answered_by, COVER_ANSWER_PORTFOLIO_FEWEST_NEXT);
        CU_ASSERT_TRUE(same_pieces(&both, together.answered_by == COVER_ANSWER_PORTFOLIO_FEWEST
                                              ? &best
                                              : &next));
        static const struct {
            unsigned threads;
            bool restarts;
        } runs[] = {{2, false}, {1, false}, {1, true}};
        for (size_t r = 0; r < sizeof runs / sizeof *runs; r++) {
            cover_puzzle_stats_t stats =
                first_solution(&s.problem, runs[r].threads, runs[r].restarts, 2 | 4, &again);
            CU_ASSERT_EQUAL(stats.answered_by, together.answered_by);
            CU_ASSERT_TRUE(same_pieces(&again, &both));
        }
        source_puzzle_free(&s);
    }
}

/* The restarting member alone (FEWEST searched again and again, each
 * time in the next of the trial sweeps with its placements shuffled
 * anew, for budgets that grow): a solution that covers the region, with
 * its own answer kind, or, where there is none, a tree that ended within
 * its budget, which shows it; and the same search, node for node, with
 * one thread, two and without threads. */
static void test_portfolio_restarting(void)
{
    static const struct {
        unsigned threads;
        bool restarts;
    } runs[] = {{2, false}, {1, true}};
    for (size_t c = 0; c < OTHER_CASES; c++) {
        source_puzzle_t s;
        source_puzzle_load(other_cases[c].path, &s);
        first_t alone, again;
        cover_puzzle_stats_t stats =
            first_solution(&s.problem, 1, false, COVER_PUZZLE_RESTARTING_MEMBER, &alone);
        CU_ASSERT_EQUAL(stats.solutions, other_cases[c].solutions);
        CU_ASSERT_EQUAL(stats.answered_by, COVER_ANSWER_PORTFOLIO_RESTARTS);
        CU_ASSERT_STRING_EQUAL(stats.strategy, "portfolio: fewest+pockets, restarts");
        /* More than the first restart's budget (a node a placement, 500
         * at least): both need more than one restart. */
        CU_ASSERT_TRUE(stats.nodes > (stats.placements > 500 ? stats.placements : 500));
        if (other_cases[c].solutions > 0) {
            CU_ASSERT_TRUE(covers_exactly(&s.problem, &alone));
        } else {
            CU_ASSERT_FALSE(stats.stopped);
        }
        for (size_t r = 0; r < sizeof runs / sizeof *runs; r++) {
            cover_puzzle_stats_t other = first_solution(&s.problem, runs[r].threads,
                                                        runs[r].restarts,
                                                        COVER_PUZZLE_RESTARTING_MEMBER, &again);
            CU_ASSERT_EQUAL(other.nodes, stats.nodes);
            CU_ASSERT_TRUE(same_pieces(&again, &alone));
        }
        source_puzzle_free(&s);
    }
}

/* A region too small for other sweeps (its first sweep's tree is walked
 * whole): asked for FEWEST in the runner-up sweep alone, the portfolio
 * searches with the members there are. */
static void test_portfolio_no_runner_up(void)
{
    puzzle_t puzzle;
    oracle_read_puzzle("puzzle: cover\nhexagons: [\"0,0\", \"1,0\", \"0,1\"]\npiece_set: "
                       "[{piece: L2, copies: 3}, {piece: C3, copies: 3}]\n",
                       &puzzle);
    cover_puzzle_t problem;
    edge_t *required;
    CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&puzzle, &problem, &required));
    first_t found;
    cover_puzzle_stats_t stats = other_sweep_alone(&problem, true, 2, &found);
    CU_ASSERT_FALSE(stats.failed);
    CU_ASSERT_EQUAL(stats.solutions, 1);
    CU_ASSERT_TRUE(stats.answered_by == COVER_ANSWER_PORTFOLIO_FIRST_ITEM ||
                   stats.answered_by == COVER_ANSWER_PORTFOLIO_FEWEST);
    CU_ASSERT_TRUE(covers_exactly(&problem, &found));
    free(required);
    puzzle_free(&puzzle);
}

/* ---- A first solution's quick look ---- */

/* A small puzzle's first solution comes from the quick look (FEWEST,
 * before any sweep), and is one of its solutions: the same with one
 * thread, two, and without threads, and none exactly where a count finds
 * none.  Solutions that break the touching rule are passed over: two
 * hexagons apart have solutions only with touching: false.  Without the
 * portfolio there is no quick look. */
static void test_quick_look(void)
{
    static const struct {
        const char *text;
        bool solvable;
    } cases[] = {
        {"puzzle: cover\nhexagons: [\"0,0\"]\npiece_set: [{piece: L2, copies: 3}]\n", true},
        {"puzzle: cover\nhexagons: [\"0,0\", \"1,0\", \"0,1\"]\npiece_set: [{piece: L2, "
         "copies: 3}, {piece: C3, copies: 3}]\n",
         true},
        {"puzzle: cover\nhexagons: [\"0,0\", \"3,0\"]\n"
         "piece_set: [{piece: C3, copies: 2}, {piece: L2, copies: 3}]\n",
         false},
        {"puzzle: cover\nhexagons: [\"0,0\", \"3,0\"]\ntouching: false\n"
         "piece_set: [{piece: C3, copies: 2}, {piece: L2, copies: 3}]\n",
         true},
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        puzzle_t puzzle;
        oracle_read_puzzle(cases[c].text, &puzzle);
        cover_puzzle_t problem;
        edge_t *required;
        CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&puzzle, &problem, &required));
        first_t first, again;
        cover_puzzle_stats_t stats = first_solution_looking(&problem, 1, false, 0, true, &first);
        CU_ASSERT_EQUAL(stats.answered_by, COVER_ANSWER_QUICK);
        /* Its callback stops a search that found one. */
        CU_ASSERT_EQUAL(stats.stopped, cases[c].solvable);
        CU_ASSERT_EQUAL(stats.solutions, cases[c].solvable);
        CU_ASSERT_TRUE(stats.nodes > 0);
        if (cases[c].solvable)
            CU_ASSERT_TRUE(covers_exactly(&problem, &first));
        for (unsigned threads = 1; threads <= 3; threads++) {
            stats = first_solution_looking(&problem, threads < 3 ? threads : 1, threads == 3, 0, true,
                                           &again);
            CU_ASSERT_EQUAL(stats.answered_by, COVER_ANSWER_QUICK);
            CU_ASSERT_TRUE(again.count == first.count && same_pieces(&again, &first));
        }
        cover_puzzle_options_t o = cover_puzzle_default_options(&problem);
        cover_puzzle_stats_t count = cover_puzzle_solve(&problem, &o, NULL, NULL);
        CU_ASSERT_EQUAL(count.solutions > 0, cases[c].solvable);
        CU_ASSERT_EQUAL(count.answered_by, COVER_ANSWER_SEARCH);
        o.first = true;
        o.portfolio = false;
        stats = cover_puzzle_solve(&problem, &o, take_first, &again);
        CU_ASSERT_EQUAL(stats.answered_by, COVER_ANSWER_SEARCH);
        CU_ASSERT_EQUAL(stats.solutions, cases[c].solvable);
        free(required);
        puzzle_free(&puzzle);
    }
}

/* The quick look searches each sweep for three nodes a placement: enough
 * to answer the quasi-snowflake (17 pieces of three separate edges) by
 * itself, where one node a placement left it to the portfolio, after the
 * sweeps' estimates.  The answer is the same with two threads and
 * without threads, and a solution. */
static void test_quick_look_long_enough(void)
{
    source_puzzle_t s;
    source_puzzle_load("bench/corpus/quasi-snowflake.yaml", &s);
    first_t first, again;
    cover_puzzle_stats_t stats = first_solution_looking(&s.problem, 1, false, 0, true, &first);
    CU_ASSERT_EQUAL(stats.answered_by, COVER_ANSWER_QUICK);
    CU_ASSERT_EQUAL(stats.solutions, 1);
    CU_ASSERT_TRUE(covers_exactly(&s.problem, &first));
    for (unsigned run = 0; run < 2; run++) {
        stats = first_solution_looking(&s.problem, run == 0 ? 2 : 1, run == 1, 0, true, &again);
        CU_ASSERT_EQUAL(stats.answered_by, COVER_ANSWER_QUICK);
        CU_ASSERT_TRUE(again.count == first.count && same_pieces(&again, &first));
    }
    source_puzzle_free(&s);
}

/* A count whose tree, in the first sweep of the rank order, is small is
 * searched there, with no estimate of any sweep: its nodes are those of
 * the trial (choose_rule), which searches that sweep by FIRST_ITEM.  The
 * estimates would choose another sweep of thirteen ditwigs on a cross. */
static void test_small_count_not_estimated(void)
{
    puzzle_t puzzle;
    oracle_read_puzzle("puzzle: cover\ntouching: false\nedges: [\"-1,-1:se\", \"-1,0:e\", "
                       "\"-1,0:ne\", \"-1,0:se\", \"-1,1:e\", \"-1,1:ne\", \"-1,1:se\", "
                       "\"-1,2:ne\", \"-2,0:e\", \"-2,1:ne\", \"-2,2:e\", \"0,-1:e\", "
                       "\"0,-1:se\", \"0,0:e\", \"0,0:ne\", \"0,0:se\", \"0,1:e\", \"0,1:ne\", "
                       "\"0,1:se\", \"1,-1:e\", \"1,-1:ne\", \"1,-1:se\", \"1,-2:se\", "
                       "\"1,0:e\", \"1,0:ne\", \"1,0:se\"]\n"
                       "piece_set: [{piece: L2, copies: 13}]\n",
                       &puzzle);
    cover_puzzle_t problem;
    edge_t *required;
    CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&puzzle, &problem, &required));
    cover_puzzle_options_t o = cover_puzzle_default_options(&problem);
    o.threads = 1;
    cover_puzzle_stats_t count = cover_puzzle_solve(&problem, &o, NULL, NULL);
    o.choose_rule = true;
    cover_puzzle_stats_t trial = cover_puzzle_solve(&problem, &o, NULL, NULL);
    CU_ASSERT_EQUAL(count.solutions, 32);
    CU_ASSERT_EQUAL(trial.solutions, 32);
    CU_ASSERT_PTR_NOT_NULL(strstr(trial.strategy, "(trial)"));
    CU_ASSERT_EQUAL(count.nodes, trial.nodes);
    free(required);
    puzzle_free(&puzzle);
}

static CU_TestInfo puzzle_tests[] = {
    {"the triangle: 56 distinct, 336 in all", test_triangle},
    {"with spare edges the end budget is a limit that keeps every solution", test_spare_budget},
    {"a small count is searched, not estimated", test_small_count_not_estimated},
    {"the pieces' ends can rule a puzzle out", test_ends_rule_out},
    {"an edge no piece covers rules a puzzle out", test_unplaceable_edge},
    {"the first solution of a puzzle with none", test_first_of_none},
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
    {"a problem larger than its memory is not searched", test_problem_too_large},
    {"a region's edges counted", test_region_edges_counted},
    {"slices as far as the memory goes", test_slices_bounded},
    {"a first solution's portfolio: one answer, whatever the threads",
     test_portfolio_same_answer},
    {"a first solution's portfolio: FEWEST where it wins by far", test_portfolio_fewest_wins},
    {"a first solution's portfolio: FEWEST in the other sweeps", test_portfolio_other_sweeps},
    {"a first solution's portfolio: FEWEST restarted", test_portfolio_restarting},
    {"a first solution's portfolio without a runner-up sweep", test_portfolio_no_runner_up},
    {"a first solution's quick look", test_quick_look},
    {"the quick look, long enough for the quasi-snowflake", test_quick_look_long_enough},
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
