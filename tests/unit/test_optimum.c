/* The optimisation searches' answers, checked on their own: each witness
 * is measured, its pieces and their order are checked against the rules
 * with the lattice and figure code, and the bounds are recomputed from
 * the pieces and the Harary-Harborth perimeter formula. */
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "puzzle/hexes15_cover.h"
#include "puzzle/optimum.h"
#include "puzzle/ring_internal.h"
#include "puzzle/ring_quick.h"
#include "twig/edge_set.h"
#include "twig/figure.h"
#include "twig/measure.h"
#include "twig/polyhex.h"
#include "util/array.h"

enum { MAXIMUM_PIECES = 2 * PIECE_COUNT };

/* ---- What every figure must be ---- */

/* Each piece is the shape its letter names, no edge is used twice, and
 * the figure hangs together. */
static void assert_sound_figure(const placement_t *pieces, size_t count)
{
    edge_t edges[MAXIMUM_PIECES * PIECE_EDGES];
    figure_edges(pieces, count, edges);
    for (size_t i = 0; i < count; i++)
        CU_ASSERT_EQUAL(piece_identify(pieces[i].edges, PIECE_EDGES), pieces[i].piece);
    CU_ASSERT_EQUAL(edge_sort_unique(edges, count * PIECE_EDGES), count * PIECE_EDGES);
    placement_t ordered[MAXIMUM_PIECES];
    memcpy(ordered, pieces, count * sizeof *pieces);
    CU_ASSERT_TRUE(figure_touch_order(ordered, count));
}

/* Whether the pieces taken every `step` from `first` use each letter at
 * most once. */
static bool letters_once(const placement_t *pieces, size_t count, size_t first, size_t step)
{
    unsigned used = 0;
    for (size_t i = first; i < count; i += step) {
        if (used >> pieces[i].piece & 1)
            return false;
        used |= 1u << pieces[i].piece;
    }
    return true;
}

static long figure_measure(const placement_t *pieces, size_t count,
                           long (*measure)(const edge_t *, size_t))
{
    edge_t edges[MAXIMUM_PIECES * PIECE_EDGES];
    figure_edges(pieces, count, edges);
    return measure(edges, count * PIECE_EDGES);
}

/* A search's answer: proven, its witness sound and measuring its value. */
static void assert_proven_witness(const optimum_result_t *r, size_t count,
                                  long (*measure)(const edge_t *, size_t))
{
    CU_ASSERT_FALSE_FATAL(r->failed);
    CU_ASSERT_EQUAL_FATAL(r->witness_count, count);
    assert_sound_figure(r->witness, r->witness_count);
    CU_ASSERT_EQUAL(figure_measure(r->witness, r->witness_count, measure), r->value);
    CU_ASSERT_TRUE(r->proven);
    CU_ASSERT_EQUAL(r->value, r->upper_bound);
    CU_ASSERT_TRUE(strlen(r->bound_note) > 0);
}

/* ---- The Tree ---- */

/* The free ends of the 12 pieces, counted on their reference shapes. */
static long pieces_ends(void)
{
    long ends = 0;
    for (int p = 0; p < PIECE_COUNT; p++) {
        edge_t edges[PIECE_EDGES];
        piece_reference(p, edges);
        vertex_t seen[2 * PIECE_EDGES];
        int degree[2 * PIECE_EDGES] = {0}, n = 0;
        for (int i = 0; i < PIECE_EDGES; i++) {
            vertex_t ends2[2];
            lattice_edge_ends(edges[i], ends2);
            for (int k = 0; k < 2; k++) {
                int j = 0;
                while (j < n && !lattice_vertex_equal(seen[j], ends2[k]))
                    j++;
                if (j == n)
                    seen[n++] = ends2[k];
                degree[j]++;
            }
        }
        for (int j = 0; j < n; j++)
            ends += degree[j] == 1;
    }
    return ends;
}

static void test_tree_witness(void)
{
    optimum_options_t options = {2, 0, 0, NULL, NULL};
    optimum_result_t r = optimum_tree(&options);
    assert_proven_witness(&r, PIECE_COUNT, measure_leaves);
    CU_ASSERT_TRUE(letters_once(r.witness, r.witness_count, 0, 1));
    /* 31 ends, 11 joins that each use one up. */
    CU_ASSERT_EQUAL(pieces_ends(), 31);
    CU_ASSERT_EQUAL(r.upper_bound, pieces_ends() - (PIECE_COUNT - 1));
}

/* Parts: each bounds its own slices; the best part is the whole search's
 * answer. */
static void test_tree_parts(void)
{
    optimum_options_t whole = {1, 0, 0, NULL, NULL};
    optimum_result_t all = optimum_tree(&whole);
    long best = -1, bound = -1;
    for (unsigned k = 1; k <= 3; k++) {
        optimum_options_t options = {1, k, 3, NULL, NULL};
        optimum_result_t r = optimum_tree(&options);
        CU_ASSERT_FALSE(r.failed);
        CU_ASSERT_TRUE(r.value <= r.upper_bound);
        if (r.value >= 0)
            CU_ASSERT_EQUAL(figure_measure(r.witness, r.witness_count, measure_leaves), r.value);
        best = r.value > best ? r.value : best;
        bound = r.upper_bound > bound ? r.upper_bound : bound;
    }
    CU_ASSERT_EQUAL(best, all.value);
    CU_ASSERT_EQUAL(bound, all.upper_bound);
}

/* ---- The Maximum ---- */

/* The most hexagons 120 edges can close: n hexagons with the least
 * perimeter P = 2 ceil(sqrt(12n - 3)) have 3n + P/2 sides. */
static long perimeter_bound(long edges)
{
    long n = 0;
    for (;; n++) {
        long m = n + 1, root = 0; /* ceil(sqrt(12m - 3)) */
        while (root * root < 12 * m - 3)
            root++;
        if (3 * m + root > edges)
            return n;
    }
}

static void test_maximum_witness(void)
{
    optimum_options_t options = {2, 0, 0, NULL, NULL};
    optimum_result_t r = optimum_maximum(&options);
    assert_proven_witness(&r, MAXIMUM_PIECES, measure_closed_hexagons);
    /* The game's order: White on even places, Black on odd ones, each
     * colour's letters once, each piece touching an earlier one, Black's
     * first shape not White's. */
    CU_ASSERT_TRUE(letters_once(r.witness, r.witness_count, 0, 2));
    CU_ASSERT_TRUE(letters_once(r.witness, r.witness_count, 1, 2));
    CU_ASSERT_NOT_EQUAL(r.witness[0].piece, r.witness[1].piece);
    CU_ASSERT_TRUE(figure_in_touch_order(r.witness, r.witness_count));
    CU_ASSERT_EQUAL(perimeter_bound(MAXIMUM_PIECES * PIECE_EDGES), 33);
    CU_ASSERT_TRUE(r.upper_bound <= perimeter_bound(MAXIMUM_PIECES * PIECE_EDGES));
}

/* ---- 15 Hexes ---- */

/* An arrangement as its labelled edges, under the lattice symmetry that
 * gives the least list, moved so that its least edge is at 0,0: two
 * arrangements are the same exactly when these agree. */
typedef struct {
    edge_t edge;
    int letter;
} labelled_t;

typedef struct {
    labelled_t edges[PIECE_COUNT * PIECE_EDGES];
} arrangement_t;

static int labelled_compare(const void *a, const void *b)
{
    const labelled_t *x = a, *y = b;
    int c = lattice_edge_compare(x->edge, y->edge);
    return c ? c : (x->letter > y->letter) - (x->letter < y->letter);
}

static int arrangement_compare(const void *a, const void *b)
{
    const arrangement_t *x = a, *y = b;
    for (size_t i = 0; i < PIECE_COUNT * PIECE_EDGES; i++) {
        int c = labelled_compare(&x->edges[i], &y->edges[i]);
        if (c)
            return c;
    }
    return 0;
}

static void arrangement_canonical(const placement_t *pieces, arrangement_t *out)
{
    enum { N = PIECE_COUNT * PIECE_EDGES };
    for (int s = 0; s < LATTICE_SYMMETRIES; s++) {
        arrangement_t a;
        for (size_t i = 0; i < N; i++)
            a.edges[i] = (labelled_t){
                lattice_edge_transform(pieces[i / PIECE_EDGES].edges[i % PIECE_EDGES], s),
                pieces[i / PIECE_EDGES].piece};
        qsort(a.edges, N, sizeof a.edges[0], labelled_compare);
        edge_t least = a.edges[0].edge;
        for (size_t i = 0; i < N; i++)
            a.edges[i].edge = lattice_edge_translate(a.edges[i].edge, -least.q, -least.r);
        if (s == 0 || arrangement_compare(&a, out) < 0)
            *out = a;
    }
}

typedef struct {
    edge_t triangle[PIECE_COUNT * PIECE_EDGES];
    arrangement_t *seen;
    size_t count, capacity;
    size_t triangles;
    bool failed;
} hexes15_check_t;

static bool on_hexes15(void *context, const placement_t *pieces, size_t count, bool triangle)
{
    /* Called from the search's threads, one at a time: no fatal
     * assertion, which would jump out of the thread. */
    hexes15_check_t *c = context;
    CU_ASSERT_EQUAL(count, PIECE_COUNT);
    if (count != PIECE_COUNT) {
        c->failed = true;
        return false;
    }
    assert_sound_figure(pieces, count);
    CU_ASSERT_TRUE(letters_once(pieces, count, 0, 1));
    CU_ASSERT_EQUAL(figure_measure(pieces, count, measure_closed_hexagons), 15);
    edge_t edges[PIECE_COUNT * PIECE_EDGES];
    figure_edges(pieces, count, edges);
    CU_ASSERT_EQUAL(triangle, measure_same_shape(edges, count * PIECE_EDGES, c->triangle,
                                                 PIECE_COUNT * PIECE_EDGES));
    c->triangles += triangle;
    arrangement_t *grown = array_reserve(c->seen, &c->capacity, c->count + 1, sizeof *grown);
    if (grown == NULL) {
        c->failed = true;
        return false;
    }
    c->seen = grown;
    arrangement_canonical(pieces, &c->seen[c->count++]);
    return true;
}

/* Every arrangement one part of the search reports closes 15 hexagons,
 * is flagged as the triangle exactly when it is one, and differs from
 * every other under rotation, reflection and translation. */
static void check_hexes15_part(unsigned part, unsigned parts)
{
    hexes15_check_t c;
    memset(&c, 0, sizeof c);
    hexagon_t triangle[15];
    edge_t sides[6 * 15]; /* room for every side before the shared ones go */
    polyhex_triangle(triangle);
    CU_ASSERT_EQUAL_FATAL(polyhex_sides(triangle, 15, sides), PIECE_COUNT * PIECE_EDGES);
    memcpy(c.triangle, sides, sizeof c.triangle);
    optimum_options_t options = {2, part, parts, NULL, NULL};
    hexes15_stats_t stats = optimum_hexes15(&options, on_hexes15, &c);
    CU_ASSERT_FALSE(stats.failed || c.failed);
    CU_ASSERT_FALSE(stats.stopped);
    CU_ASSERT_EQUAL(stats.solutions, c.count);
    CU_ASSERT_EQUAL(stats.triangle, c.triangles);
    CU_ASSERT_TRUE(c.count > 0);
    if (c.count > 0)
        qsort(c.seen, c.count, sizeof *c.seen, arrangement_compare);
    size_t repeated = 0;
    for (size_t i = 1; i < c.count; i++)
        repeated += arrangement_compare(&c.seen[i - 1], &c.seen[i]) == 0;
    CU_ASSERT_EQUAL(repeated, 0);
    free(c.seen);
}

static void test_hexes15_part(void) { check_hexes15_part(1, 16); }

static bool count_and_go_on(void *context, const placement_t *pieces, size_t count)
{
    (void)pieces;
    CU_ASSERT_EQUAL(count, PIECE_COUNT);
    ++*(size_t *)context;
    return true;
}

static bool stop_at_once(void *context, const placement_t *pieces, size_t count)
{
    return !count_and_go_on(context, pieces, count);
}

/* The triangle's 60 sides hold 56 distinct arrangements;
 * a callback or a stop flag ends the search early, and a region that is
 * not 60 distinct edges fails. */
static void test_hexes15_cover(void)
{
    hexagon_t triangle[15];
    edge_t sides[6 * 15];
    polyhex_triangle(triangle);
    CU_ASSERT_EQUAL_FATAL(polyhex_sides(triangle, 15, sides), HEXES15_EDGES);
    size_t calls = 0;
    hexes15_cover_stats_t s = hexes15_cover(sides, NULL, NULL, count_and_go_on, &calls);
    CU_ASSERT_FALSE(s.failed || s.stopped);
    CU_ASSERT_EQUAL(s.solutions, 56);
    CU_ASSERT_EQUAL(calls, 56);
    atomic_bool halt = false;
    calls = 0;
    s = hexes15_cover(sides, NULL, &halt, stop_at_once, &calls);
    CU_ASSERT_TRUE(s.stopped && atomic_load(&halt));
    CU_ASSERT_EQUAL(calls, 1);
    atomic_bool stop = true;
    s = hexes15_cover(sides, &stop, NULL, NULL, NULL);
    CU_ASSERT_TRUE(s.stopped);
    CU_ASSERT_TRUE(s.solutions < 56);
    sides[1] = sides[0];
    s = hexes15_cover(sides, NULL, NULL, NULL, NULL);
    CU_ASSERT_TRUE(s.failed);
}

/* ---- The Ring ---- */

/* An edge at the far end of e from v, other than e. */
static edge_t edge_beyond(edge_t e, vertex_t v)
{
    vertex_t ends[2];
    lattice_edge_ends(e, ends);
    vertex_t far = lattice_vertex_equal(ends[0], v) ? ends[1] : ends[0];
    edge_t around[3];
    lattice_vertex_edges(far, around);
    return lattice_edge_equal(around[0], e) ? around[1] : around[0];
}

/* Five edges on a cycle: a path, two paths apart, and a claw (three edges
 * at one vertex, two of them run on), whose vertex of degree three leaves
 * four of the five on a cycle at most. */
static void test_ring_shapes_on_cycle(void)
{
    int forest, path;
    edge_t edges[PIECE_EDGES];
    hexagon_t h = {0, 0}, far = {10, 0};
    for (int s = 0; s < PIECE_EDGES; s++)
        edges[s] = lattice_edge(h, (enum side)s);
    ring_shape_on_cycle(edges, &forest, &path);
    CU_ASSERT_EQUAL(forest, 5);
    CU_ASSERT_EQUAL(path, 5);
    edges[3] = lattice_edge(far, SIDE_NE);
    edges[4] = lattice_edge(far, SIDE_E);
    ring_shape_on_cycle(edges, &forest, &path);
    CU_ASSERT_EQUAL(forest, 5);
    CU_ASSERT_EQUAL(path, 3);
    vertex_t v = lattice_corner(h, CORNER_N);
    lattice_vertex_edges(v, edges);
    edges[3] = edge_beyond(edges[0], v);
    edges[4] = edge_beyond(edges[1], v);
    ring_shape_on_cycle(edges, &forest, &path);
    CU_ASSERT_EQUAL(forest, 4);
    CU_ASSERT_EQUAL(path, 4);
}

/* The bound from the 12 pieces: X alone puts more on a cycle split than
 * whole; perimeter 54, 52 without a notch, so at most 61 hexagons. */
static void test_ring_bound(void)
{
    ring_bound_t b;
    ring_bound_compute(&b);
    int forests = 0, paths = 0;
    for (int p = 0; p < PIECE_COUNT; p++) {
        CU_ASSERT_TRUE(b.path[p] <= b.forest[p] && b.forest[p] <= PIECE_EDGES);
        CU_ASSERT_EQUAL(b.forest[p] > b.path[p], p == piece_from_letter('X'));
        forests += b.forest[p];
        paths += b.path[p];
    }
    CU_ASSERT_EQUAL(b.max_perimeter, (unsigned)forests & ~1u);
    CU_ASSERT_EQUAL(b.path_perimeter, (unsigned)paths & ~1u);
    CU_ASSERT_EQUAL(b.max_perimeter, 54);
    CU_ASSERT_EQUAL(b.path_perimeter, 52);
    CU_ASSERT_EQUAL(b.connector, 1);
    CU_ASSERT_EQUAL(b.max_cells, 61);
    CU_ASSERT_EQUAL(polyhex_min_perimeter(b.max_cells) <= b.max_perimeter, true);
    CU_ASSERT_TRUE(polyhex_min_perimeter(b.max_cells + 1) > b.max_perimeter);
    /* Small areas are enumerated up to the full bound, large ones up to the
     * path bound (a larger perimeter needs a notch). */
    CU_ASSERT_EQUAL(ring_level_perimeter(&b, 1), 54);
    CU_ASSERT_EQUAL(ring_level_perimeter(&b, 48), 52);
    ring_bound_t even = {{0}, {0}, 20, 20, 1, 0};
    CU_ASSERT_EQUAL(ring_level_perimeter(&even, 40), 20);
}

/* Candidates for a bound made by hand: the trihexes within perimeter 14,
 * the most compact first; the triangle alone within 12; the rhombus alone
 * among the tetrahexes within 14. */
static void test_ring_candidates_small(void)
{
    ring_bound_t b = {{0}, {0}, 14, 14, 0, 0};
    ring_regions_t list = {NULL, 0, 0};
    CU_ASSERT_TRUE_FATAL(ring_collect_level(&list, &b, 3));
    CU_ASSERT_EQUAL_FATAL(list.count, 3);
    CU_ASSERT_EQUAL(list.regions[0].perimeter, 12);
    CU_ASSERT_EQUAL(list.regions[1].perimeter, 14);
    CU_ASSERT_EQUAL(list.regions[2].perimeter, 14);
    for (size_t i = 0; i < list.count; i++) {
        CU_ASSERT_EQUAL(list.regions[i].count, 3);
        CU_ASSERT_EQUAL(polyhex_perimeter(list.regions[i].cells, 3), list.regions[i].perimeter);
    }
    CU_ASSERT_TRUE(ring_collect_level(&list, &b, 4));
    CU_ASSERT_EQUAL(list.count, 1);
    b.max_perimeter = b.path_perimeter = 12;
    CU_ASSERT_TRUE(ring_collect_level(&list, &b, 3));
    CU_ASSERT_EQUAL(list.count, 1);
    CU_ASSERT_TRUE(ring_collect_level(&list, &b, 4));
    CU_ASSERT_EQUAL(list.count, 0);
    ring_regions_free(&list);
}

/* Whether some hexagon outside the cells has 5 neighbours among them. */
static bool has_notch(const hexagon_t *cells, size_t count)
{
    for (size_t i = 0; i < count; i++)
        for (int s = 0; s < SIDE_COUNT; s++) {
            hexagon_t out = lattice_hex_neighbour(cells[i], (enum side)s);
            int inside = 0, neighbours = 0;
            for (size_t j = 0; j < count; j++) {
                inside += cells[j].q == out.q && cells[j].r == out.r;
                for (int t = 0; t < SIDE_COUNT; t++) {
                    hexagon_t n = lattice_hex_neighbour(out, (enum side)t);
                    neighbours += cells[j].q == n.q && cells[j].r == n.r;
                }
            }
            if (inside == 0 && neighbours == 5)
                return true;
        }
    return false;
}

/* With the real bound: 56 hexagons fit perimeter 52 one way; at 50 the
 * candidates above perimeter 52 are the notched ones, a hexagon outside
 * with five neighbours in, which a split X could close off. */
static void test_ring_candidates_bound(void)
{
    ring_bound_t b;
    ring_bound_compute(&b);
    ring_regions_t list = {NULL, 0, 0};
    CU_ASSERT_TRUE_FATAL(ring_collect_level(&list, &b, 57));
    CU_ASSERT_EQUAL(list.count, 0);
    CU_ASSERT_TRUE_FATAL(ring_collect_level(&list, &b, 56));
    CU_ASSERT_EQUAL_FATAL(list.count, 1);
    CU_ASSERT_EQUAL(list.regions[0].perimeter, 52);
    CU_ASSERT_TRUE_FATAL(ring_collect_level(&list, &b, 50));
    size_t notched = 0;
    for (size_t i = 0; i < list.count; i++) {
        const ring_region_t *r = &list.regions[i];
        CU_ASSERT_EQUAL(r->count, 50);
        CU_ASSERT_EQUAL(polyhex_perimeter(r->cells, r->count), r->perimeter);
        CU_ASSERT_TRUE(r->perimeter <= b.max_perimeter);
        CU_ASSERT_TRUE(i == 0 || r[-1].perimeter <= r->perimeter);
        if (r->perimeter > b.path_perimeter) {
            notched++;
            CU_ASSERT_TRUE(has_notch(r->cells, r->count));
        }
    }
    CU_ASSERT_TRUE(notched > 0);
    CU_ASSERT_TRUE(list.count > notched);
    ring_regions_free(&list);
}

static ring_region_t ring_line(size_t count)
{
    ring_region_t r;
    memset(&r, 0, sizeof r);
    for (size_t i = 0; i < count; i++)
        r.cells[i] = (hexagon_t){(int32_t)i, 0};
    r.count = count;
    r.perimeter = (unsigned)polyhex_perimeter(r.cells, count);
    return r;
}

/* Small areas are realised by a sound figure that encloses them; a line
 * of 14 hexagons (perimeter 58) is refuted; one of 17 (perimeter 70) is too
 * large for the search, which fails rather than refute it. */
static void test_ring_realise(void)
{
    ring_region_t one = ring_line(1), flower;
    memset(&flower, 0, sizeof flower);
    flower.cells[0] = (hexagon_t){0, 0};
    for (int s = 0; s < SIDE_COUNT; s++)
        flower.cells[1 + s] = lattice_hex_neighbour(flower.cells[0], (enum side)s);
    flower.count = 7;
    flower.perimeter = (unsigned)polyhex_perimeter(flower.cells, 7);
    const ring_region_t *areas[2] = {&one, &flower};
    for (int k = 0; k < 2; k++) {
        placement_t witness[PIECE_COUNT];
        bool failed = true;
        CU_ASSERT_TRUE_FATAL(ring_realise(areas[k], witness, &failed));
        CU_ASSERT_FALSE(failed);
        assert_sound_figure(witness, PIECE_COUNT);
        CU_ASSERT_TRUE(letters_once(witness, PIECE_COUNT, 0, 1));
        CU_ASSERT_TRUE(figure_measure(witness, PIECE_COUNT, measure_largest_area) >=
                       (long)areas[k]->count);
    }
    placement_t witness[PIECE_COUNT];
    bool failed = true;
    ring_region_t line = ring_line(14);
    CU_ASSERT_EQUAL(line.perimeter, 58);
    CU_ASSERT_FALSE(ring_realise(&line, witness, &failed));
    CU_ASSERT_FALSE(failed);
    line = ring_line(17);
    CU_ASSERT_FALSE(ring_realise(&line, witness, &failed));
    CU_ASSERT_TRUE(failed);
}

/* The quick witness: sound, measuring its value, near the bound, the same
 * every time; and what a search stopped at once answers with it. */
static void test_ring_quick(void)
{
    optimum_result_t first, again;
    memset(&first, 0, sizeof first);
    memset(&again, 0, sizeof again);
    CU_ASSERT_TRUE_FATAL(ring_quick_witness(&first));
    CU_ASSERT_TRUE_FATAL(ring_quick_witness(&again));
    ring_bound_t b;
    ring_bound_compute(&b);
    CU_ASSERT_TRUE(first.value >= 40 && first.value <= (long)b.max_cells);
    CU_ASSERT_EQUAL(first.witness_count, PIECE_COUNT);
    assert_sound_figure(first.witness, PIECE_COUNT);
    CU_ASSERT_EQUAL(figure_measure(first.witness, PIECE_COUNT, measure_largest_area), first.value);
    CU_ASSERT_EQUAL(again.value, first.value);
    CU_ASSERT_EQUAL(memcmp(again.witness, first.witness, sizeof first.witness), 0);

    /* Stopped before the proof starts: the quick witness, not proven. */
    atomic_bool stop = true;
    optimum_options_t options = {2, 0, 0, &stop, NULL};
    optimum_result_t r = optimum_ring_anytime(&options);
    CU_ASSERT_FALSE(r.failed);
    CU_ASSERT_EQUAL(r.value, first.value);
    CU_ASSERT_EQUAL(r.upper_bound, (long)b.max_cells);
    CU_ASSERT_FALSE(r.proven);
    CU_ASSERT_TRUE(r.stopped);
    CU_ASSERT_EQUAL(memcmp(r.witness, first.witness, sizeof first.witness), 0);
    /* A part has no quick witness: it would lie outside its slices. */
    options = (optimum_options_t){1, 2, 3, &stop, NULL};
    CU_ASSERT_EQUAL(optimum_ring_anytime(&options).value, -1);
}

static CU_TestInfo ring_tests[] = {
    {"what five edges put on a cycle", test_ring_shapes_on_cycle},
    {"the bound from the pieces", test_ring_bound},
    {"candidates under a bound made by hand", test_ring_candidates_small},
    {"candidates under the bound, notched ones", test_ring_candidates_bound},
    {"small areas realised, a long line refuted", test_ring_realise},
    {"the quick witness, and a search stopped at once", test_ring_quick},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo optimum_tests[] = {
    {"The Tree: witness measured, bound from the pieces' ends", test_tree_witness},
    {"The Tree: parts bound their slices, the best is the whole", test_tree_parts},
    {"The Maximum: game order, hexagons, perimeter bound", test_maximum_witness},
    {"15 Hexes: a part's arrangements closed, flagged and distinct", test_hexes15_part},
    {"15 Hexes: the triangle's 56 covers, stopped early, a bad region", test_hexes15_cover},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"optimum", NULL, NULL, NULL, NULL, optimum_tests},
        {"ring", NULL, NULL, NULL, NULL, ring_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
