/* The honeycomb lattice, polytwig canonical forms and the 12 pentatwigs. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "twig/edge_set.h"
#include "twig/lattice.h"
#include "twig/pentatwigs.h"
#include "twig/polyhex.h"
#include "twig/polytwig.h"
#include "twig/sweep_order.h"
#include "util/array.h"

static edge_t parse_edge(const char *name)
{
    edge_t e = {0, 0, 0};
    CU_ASSERT_TRUE_FATAL(lattice_edge_parse(name, &e, NULL));
    return e;
}

static void test_both_names_of_an_edge(void)
{
    static const char *const pairs[][2] = {
        {"0,0:e", "1,0:w"},   {"0,0:se", "0,1:nw"}, {"0,0:sw", "-1,1:ne"},
        {"0,0:w", "-1,0:e"},  {"0,0:nw", "0,-1:se"}, {"0,0:ne", "1,-1:sw"},
        {"-7,3:sw", "-8,4:ne"},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        CU_ASSERT_TRUE(lattice_edge_equal(parse_edge(pairs[i][0]), parse_edge(pairs[i][1])));
    CU_ASSERT_FALSE(lattice_edge_equal(parse_edge("0,0:e"), parse_edge("0,0:w")));
}

static void test_edge_names_round_trip(void)
{
    char buf[LATTICE_NAME_MAX];
    for (int q = -2; q <= 2; q++)
        for (int r = -2; r <= 2; r++)
            for (int s = 0; s < SIDE_COUNT; s++) {
                edge_t e = lattice_edge((hexagon_t){q, r}, (enum side)s);
                lattice_edge_format(e, buf);
                CU_ASSERT_TRUE(lattice_edge_equal(parse_edge(buf), e));
            }
}

static void test_bad_names_are_refused(void)
{
    static const char *const bad[] = {
        "", "0,0", "0,0:", "0,0:n", "0:e", "a,0:e", "0, 0:e", " 0,0:e", "0,0:e ",
        "+1,0:e", "1000001,0:e", "0,-1000001:e", "0,0:E", "0,0:ee", "--1,0:e", "0,0@e",
        "99999999999999999999,0:e",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        edge_t e;
        const char *why = NULL;
        CU_ASSERT_FALSE(lattice_edge_parse(bad[i], &e, &why));
        CU_ASSERT_PTR_NOT_NULL(why);
    }
    edge_t e;
    CU_ASSERT_TRUE(lattice_edge_parse("1000000,-1000000:nw", &e, NULL));
    vertex_t v;
    CU_ASSERT_FALSE(lattice_vertex_parse("0,0@e", &v, NULL));
    CU_ASSERT_TRUE(lattice_vertex_parse("0,0@ne", &v, NULL));
}

/* A corner has three names, one from each hexagon around it. */
static void test_corner_names(void)
{
    vertex_t a, b, c;
    CU_ASSERT_TRUE_FATAL(lattice_vertex_parse("0,0@ne", &a, NULL));
    CU_ASSERT_TRUE_FATAL(lattice_vertex_parse("1,0@nw", &b, NULL));
    CU_ASSERT_TRUE_FATAL(lattice_vertex_parse("1,-1@s", &c, NULL));
    CU_ASSERT_TRUE(lattice_vertex_equal(a, b));
    CU_ASSERT_TRUE(lattice_vertex_equal(a, c));
}

/* lattice_corner's table against the geometry: the corners of every
 * hexagon lie one unit from its centre, a side (one unit) apart in turn
 * clockwise from the north, whichever hexagon names them. */
static void test_corner_table(void)
{
    for (int q = -3; q <= 3; q++)
        for (int r = -3; r <= 3; r++) {
            hexagon_t h = {q, r};
            double x[CORNER_COUNT], y[CORNER_COUNT], cx, cy;
            lattice_hex_centre(h, &cx, &cy);
            for (int c = 0; c < CORNER_COUNT; c++)
                lattice_vertex_point(lattice_corner(h, (enum corner)c), &x[c], &y[c]);
            for (int c = 0; c < CORNER_COUNT; c++) {
                int next = (c + 1) % CORNER_COUNT;
                CU_ASSERT_DOUBLE_EQUAL(hypot(x[c] - cx, y[c] - cy), 1.0, 1e-9);
                CU_ASSERT_DOUBLE_EQUAL(hypot(x[next] - x[c], y[next] - y[c]), 1.0, 1e-9);
                /* Clockwise on a page whose y grows downwards. */
                double turn = (x[c] - cx) * (y[next] - cy) - (y[c] - cy) * (x[next] - cx);
                CU_ASSERT_TRUE(turn > 0);
            }
            CU_ASSERT_DOUBLE_EQUAL(x[CORNER_N], cx, 1e-9);
            CU_ASSERT_TRUE(y[CORNER_N] < cy);
        }
}

/* Every edge is at both of its ends, and each vertex has three edges. */
static void test_incidence(void)
{
    for (int q = -1; q <= 1; q++)
        for (int r = -1; r <= 1; r++)
            for (int s = 0; s < SIDE_COUNT; s++) {
                edge_t e = lattice_edge((hexagon_t){q, r}, (enum side)s);
                vertex_t ends[2];
                lattice_edge_ends(e, ends);
                CU_ASSERT_FALSE(lattice_vertex_equal(ends[0], ends[1]));
                for (int k = 0; k < 2; k++) {
                    edge_t around[3];
                    lattice_vertex_edges(ends[k], around);
                    int found = 0;
                    for (int j = 0; j < 3; j++)
                        found += lattice_edge_equal(around[j], e);
                    CU_ASSERT_EQUAL(found, 1);
                    CU_ASSERT_FALSE(lattice_edge_equal(around[0], around[1]));
                    CU_ASSERT_FALSE(lattice_edge_equal(around[1], around[2]));
                    CU_ASSERT_FALSE(lattice_edge_equal(around[0], around[2]));
                }
                /* Its four neighbours: distinct, not e, each at one of its ends. */
                edge_t near[4];
                lattice_edge_neighbours(e, near);
                for (int j = 0; j < 4; j++) {
                    CU_ASSERT_FALSE(lattice_edge_equal(near[j], e));
                    for (int i = 0; i < j; i++)
                        CU_ASSERT_FALSE(lattice_edge_equal(near[i], near[j]));
                    vertex_t at[2];
                    lattice_edge_ends(near[j], at);
                    vertex_t end = ends[j / 2];
                    CU_ASSERT_TRUE(lattice_vertex_equal(at[0], end) ||
                                   lattice_vertex_equal(at[1], end));
                }
            }
}

/* The symmetries form a group of 12 that preserves incidence. */
static void test_symmetries(void)
{
    edge_t e = parse_edge("2,-1:ne");
    edge_t images[LATTICE_SYMMETRIES];
    for (int s = 0; s < LATTICE_SYMMETRIES; s++) {
        images[s] = lattice_edge_transform(e, s);
        CU_ASSERT_TRUE(lattice_edge_equal(
            lattice_edge_transform(images[s], lattice_symmetry_inverse(s)), e));
        for (int t = 0; t < s; t++)
            CU_ASSERT_FALSE(lattice_edge_equal(images[s], images[t]));
        vertex_t ends[2], image_ends[2];
        lattice_edge_ends(e, ends);
        lattice_edge_ends(images[s], image_ends);
        vertex_t moved = lattice_vertex_transform(ends[0], s);
        CU_ASSERT_TRUE(lattice_vertex_equal(moved, image_ends[0]) ||
                       lattice_vertex_equal(moved, image_ends[1]));
    }
    /* A sixth of a turn clockwise takes the east side to the south-east. */
    CU_ASSERT_TRUE(lattice_edge_equal(lattice_edge_transform(parse_edge("0,0:e"), 1),
                                      parse_edge("0,0:se")));
}

/* Every symmetry moves an edge's two ends where it moves the edge, near
 * the origin and far from it. */
static void test_symmetries_move_ends(void)
{
    static const int32_t at[] = {-999999, -500001, -4, -3, -1, 0, 1, 2, 5, 333333, 999999};
    enum { AT = sizeof at / sizeof at[0] };
    for (size_t i = 0; i < AT * AT; i++)
        for (uint8_t side = 0; side < 3; side++)
            for (int s = 0; s < LATTICE_SYMMETRIES; s++) {
                edge_t e = {at[i / AT], at[i % AT], side};
                vertex_t ends[2], image_ends[2];
                lattice_edge_ends(e, ends);
                lattice_edge_ends(lattice_edge_transform(e, s), image_ends);
                for (int k = 0; k < 2; k++) {
                    vertex_t moved = lattice_vertex_transform(ends[k], s);
                    CU_ASSERT_TRUE(lattice_vertex_equal(moved, image_ends[0]) ||
                                   lattice_vertex_equal(moved, image_ends[1]));
                }
            }
}

static void assert_counts(enum polytwig_kind kind, const size_t *expected, size_t sizes)
{
    for (size_t n = 1; n <= sizes; n++) {
        edge_t *shapes;
        size_t count = polytwig_enumerate(n, kind, &shapes);
        CU_ASSERT_EQUAL(count, expected[n - 1]);
        for (size_t s = 0; s < count; s++)
            CU_ASSERT_TRUE(polytwig_connected(shapes + s * n, n));
        free(shapes);
    }
}

static void test_free_polytwig_counts(void)
{
    static const size_t expected[] = {1, 1, 3, 4, 12, 27};
    assert_counts(POLYTWIG_FREE, expected, 6);
}

static void test_one_sided_polytwig_counts(void)
{
    static const size_t expected[] = {1, 1, 4, 6, 19, 49};
    assert_counts(POLYTWIG_ONE_SIDED, expected, 6);
}

/* A piece's ends and branchings (what the end budget sums before any
 * placement is made) are the same in each of its orientations; every
 * polytwig of up to 5 edges is a tree, so it ends two more times than it
 * branches, and so is every one of 6 but the ring of a hexagon, which
 * does neither. */
static void test_ends_and_branchings(void)
{
    size_t rings = 0;
    for (size_t n = 1; n <= 6; n++) {
        edge_t *shapes, image[6];
        size_t count = polytwig_enumerate(n, POLYTWIG_FREE, &shapes);
        for (size_t k = 0; k < count; k++) {
            const edge_t *shape = shapes + k * n;
            unsigned ends, branchings;
            polytwig_ends(shape, n, &ends, &branchings);
            if (ends == 0) {
                rings++;
                CU_ASSERT_EQUAL(n, 6);
                CU_ASSERT_EQUAL(branchings, 0);
            } else
                CU_ASSERT_EQUAL(ends, 2 + branchings);
            for (int s = 0; s < LATTICE_SYMMETRIES; s++) {
                unsigned moved_ends, moved_branchings;
                polytwig_transform(shape, n, s, image);
                polytwig_ends(image, n, &moved_ends, &moved_branchings);
                CU_ASSERT_EQUAL(moved_ends, ends);
                CU_ASSERT_EQUAL(moved_branchings, branchings);
            }
        }
        free(shapes);
    }
    CU_ASSERT_EQUAL(rings, 1);
}

static void test_orientations_are_distinct(void)
{
    int total = 0;
    for (int p = 0; p < PIECE_COUNT; p++) {
        edge_t o[PIECE_ORIENTATIONS_MAX][PIECE_EDGES];
        int n = piece_orientations(p, o);
        CU_ASSERT_TRUE(n == 3 || n == 6 || n == 12);
        for (int i = 0; i < n; i++) {
            CU_ASSERT_EQUAL(piece_identify(o[i], PIECE_EDGES), p);
            for (int j = 0; j < i; j++)
                CU_ASSERT_NOT_EQUAL(polytwig_compare(o[i], o[j], PIECE_EDGES), 0);
        }
        total += n;
    }
    /* The one-sided count: mirror pairs of chiral pieces are two each. */
    CU_ASSERT_TRUE(total > 12 * 3);
}

/* The table's 12 shapes are exactly the 12 free pentatwigs. */
static void test_pieces_are_the_free_pentatwigs(void)
{
    edge_t *shapes;
    size_t count = polytwig_enumerate(PIECE_EDGES, POLYTWIG_FREE, &shapes);
    CU_ASSERT_EQUAL_FATAL(count, PIECE_COUNT);
    bool seen[PIECE_COUNT] = {false};
    for (size_t s = 0; s < count; s++) {
        int p = piece_identify(shapes + s * PIECE_EDGES, PIECE_EDGES);
        CU_ASSERT_TRUE_FATAL(p >= 0);
        CU_ASSERT_FALSE(seen[p]);
        seen[p] = true;
    }
    free(shapes);
}

static void test_letters_and_junctions(void)
{
    /* Unbranched pieces have 2 ends; L R Y T H one junction (3 ends), X two (4). */
    static const char *const ends_by_piece = "222222333334";
    for (int p = 0; p < PIECE_COUNT; p++) {
        CU_ASSERT_EQUAL(piece_from_letter(piece_letter(p)), p);
        edge_t e[PIECE_EDGES];
        piece_reference(p, e);
        int ends = 0;
        for (int i = 0; i < PIECE_EDGES; i++) {
            vertex_t v[2];
            lattice_edge_ends(e[i], v);
            for (int k = 0; k < 2; k++) {
                int degree = 0;
                for (int j = 0; j < PIECE_EDGES; j++) {
                    vertex_t w[2];
                    lattice_edge_ends(e[j], w);
                    degree += lattice_vertex_equal(v[k], w[0]) + lattice_vertex_equal(v[k], w[1]);
                }
                ends += degree == 1;
            }
        }
        CU_ASSERT_EQUAL(ends, ends_by_piece[p] - '0');
        unsigned counted_ends, branchings;
        polytwig_ends(e, PIECE_EDGES, &counted_ends, &branchings);
        CU_ASSERT_EQUAL(counted_ends, (unsigned)ends);
        CU_ASSERT_EQUAL(branchings, (unsigned)(ends - 2));
    }
    CU_ASSERT_EQUAL(piece_from_letter('Z'), -1);
    CU_ASSERT_EQUAL(piece_from_letter('c'), -1);
    CU_ASSERT_EQUAL(piece_from_letter('\0'), -1);
}

static void test_identify_refuses_non_pieces(void)
{
    edge_t e[PIECE_EDGES];
    piece_reference(0, e);
    CU_ASSERT_EQUAL(piece_identify(e, 4), -1);
    e[4] = e[3];
    CU_ASSERT_EQUAL(piece_identify(e, PIECE_EDGES), -1);
    piece_reference(0, e);
    e[4] = parse_edge("5,5:e");
    CU_ASSERT_EQUAL(piece_identify(e, PIECE_EDGES), -1);
}

/* ---- Polyhexes ---- */

typedef struct {
    size_t shapes, perimeter_errors, not_canonical;
    size_t by_perimeter[64];
} shape_tally_t;

static bool tally_shape(void *context, const hexagon_t *cells, size_t count, unsigned perimeter)
{
    shape_tally_t *t = context;
    t->shapes++;
    if (polyhex_perimeter(cells, count) != perimeter)
        t->perimeter_errors++;
    hexagon_t canonical[POLYHEX_MAX_CELLS];
    polyhex_canonical(cells, count, canonical);
    for (size_t i = 0; i < count; i++)
        if (canonical[i].q != cells[i].q || canonical[i].r != cells[i].r)
            t->not_canonical++;
    if (perimeter < 64)
        t->by_perimeter[perimeter]++;
    return true;
}

/* An independent count: grow every free polyhex cell by cell, keeping
 * canonical forms in a sorted list, as the polytwig enumeration does. */
static size_t grown_count(size_t n, unsigned max_perimeter)
{
    size_t capacity = 4096, count = 1;
    hexagon_t *level = malloc(capacity * n * sizeof *level);
    level[0] = (hexagon_t){0, 0};
    for (size_t size = 1; size < n; size++) {
        size_t next_count = 0, next_capacity = 0;
        hexagon_t *next = NULL;
        for (size_t s = 0; s < count; s++)
            for (size_t i = 0; i < size; i++)
                for (int d = 0; d < SIDE_COUNT; d++) {
                    hexagon_t grown[POLYHEX_MAX_CELLS], canonical[POLYHEX_MAX_CELLS];
                    memcpy(grown, level + s * size, size * sizeof *grown);
                    grown[size] = lattice_hex_neighbour(grown[i], (enum side)d);
                    bool present = false;
                    for (size_t j = 0; j < size && !present; j++)
                        present = grown[j].q == grown[size].q && grown[j].r == grown[size].r;
                    if (present)
                        continue;
                    polyhex_canonical(grown, size + 1, canonical);
                    bool seen = false;
                    for (size_t k = 0; k < next_count && !seen; k++)
                        seen = memcmp(next + k * (size + 1), canonical, (size + 1) * sizeof *canonical) == 0;
                    if (seen)
                        continue;
                    hexagon_t *more = array_reserve(next, &next_capacity, next_count + 1,
                                                    (size + 1) * sizeof *next);
                    CU_ASSERT_PTR_NOT_NULL_FATAL(more);
                    next = more;
                    memcpy(next + next_count++ * (size + 1), canonical, (size + 1) * sizeof *canonical);
                }
        free(level);
        level = next;
        count = next_count;
    }
    size_t kept = 0;
    for (size_t s = 0; s < count; s++)
        kept += polyhex_perimeter(level + s * n, n) <= max_perimeter;
    free(level);
    return kept;
}

static void test_polyhex_counts(void)
{
    /* Free polyhexes of 1..7 cells: 1, 1, 3, 7, 22, 82, 333. */
    static const size_t free_counts[] = {1, 1, 3, 7, 22, 82, 333};
    for (size_t n = 1; n <= 7; n++) {
        shape_tally_t t = {0};
        CU_ASSERT_TRUE(polyhex_enumerate(n, (unsigned)(6 * n), tally_shape, &t));
        CU_ASSERT_EQUAL(t.shapes, free_counts[n - 1]);
        CU_ASSERT_EQUAL(t.perimeter_errors, 0);
        CU_ASSERT_EQUAL(t.not_canonical, 0);
    }
    /* Compact shapes against the grown count, with a perimeter bound. */
    for (size_t n = 5; n <= 8; n++)
        for (unsigned p = polyhex_min_perimeter(n); p <= polyhex_min_perimeter(n) + 4; p += 2) {
            shape_tally_t t = {0};
            polyhex_enumerate(n, p, tally_shape, &t);
            CU_ASSERT_EQUAL(t.shapes, grown_count(n, p));
        }
}

static void test_polyhex_perimeters(void)
{
    static const unsigned least[] = {0, 6, 10, 12, 14, 16, 18, 18};
    for (size_t n = 1; n <= 7; n++)
        CU_ASSERT_EQUAL(polyhex_min_perimeter(n), least[n]);
    CU_ASSERT_EQUAL(polyhex_min_perimeter(15), 28);
    CU_ASSERT_EQUAL(polyhex_min_perimeter(33), 40);
    CU_ASSERT_EQUAL(polyhex_max_cells(30), 19);
    CU_ASSERT_EQUAL(polyhex_max_cells(54), 61);
    /* The least perimeter is reached: by the hexagon of 7 and of 19. */
    shape_tally_t t = {0};
    polyhex_enumerate(19, 30, tally_shape, &t);
    CU_ASSERT_EQUAL(t.shapes, 1);
    CU_ASSERT_EQUAL(t.by_perimeter[30], 1);
    hexagon_t line[3] = {{0, 0}, {1, 0}, {2, 0}};
    CU_ASSERT_EQUAL(polyhex_perimeter(line, 3), 14);
    CU_ASSERT_EQUAL(polyhex_symmetries(line, 3), 4);
}

/* n hexagons with perimeter P have 3n + P/2 sides, each listed once and
 * in order; the triangle is the side-5 one. */
static void test_polyhex_sides_and_triangle(void)
{
    edge_t sides[6 * POLYHEX_TRIANGLE_CELLS];
    hexagon_t one = {3, -2};
    CU_ASSERT_EQUAL(polyhex_sides(&one, 1, sides), 6);
    hexagon_t line[3] = {{0, 0}, {1, 0}, {2, 0}};
    CU_ASSERT_EQUAL(polyhex_sides(line, 3, sides), 3 * 3 + 14 / 2);
    hexagon_t triangle[POLYHEX_TRIANGLE_CELLS];
    CU_ASSERT_EQUAL_FATAL(polyhex_triangle(triangle), POLYHEX_TRIANGLE_CELLS);
    size_t n = polyhex_sides(triangle, POLYHEX_TRIANGLE_CELLS, sides);
    CU_ASSERT_EQUAL(n, 3 * 15 + polyhex_perimeter(triangle, 15) / 2);
    CU_ASSERT_EQUAL(n, 60);
    for (size_t i = 1; i < n; i++)
        CU_ASSERT_TRUE(lattice_edge_compare(sides[i - 1], sides[i]) < 0);
    for (size_t i = 0; i < POLYHEX_TRIANGLE_CELLS; i++) {
        hexagon_t h = triangle[i];
        CU_ASSERT_TRUE(h.q >= 0 && h.r >= 0 && h.q + h.r <= 4);
    }
    CU_ASSERT_EQUAL(polyhex_symmetries(triangle, POLYHEX_TRIANGLE_CELLS), 6);
}

/* The midpoint in whole numbers is the ends' midpoint on the page. */
static void test_edge_midpoint(void)
{
    for (int32_t q = -40; q <= 40; q += 7)
        for (int32_t r = -40; r <= 40; r += 5)
            for (uint8_t side = 0; side < 3; side++) {
                edge_t e = {q, r, side};
                vertex_t ends[2];
                double x[2], y[2];
                lattice_edge_ends(e, ends);
                for (int k = 0; k < 2; k++)
                    lattice_vertex_point(ends[k], &x[k], &y[k]);
                int64_t a, b;
                lattice_edge_midpoint(e, &a, &b);
                CU_ASSERT_DOUBLE_EQUAL((x[0] + x[1]) / 2, (double)a * sqrt(3.0) / 12, 1e-9);
                CU_ASSERT_DOUBLE_EQUAL((y[0] + y[1]) / 2, (double)b / 4, 1e-9);
            }
}

/* Sweep k numbers the edges by their midpoints on the page: along the
 * direction k * 30 degrees from down the page towards the right, then
 * across it (one way, the other way from SWEEP_DIRECTIONS on), as
 * sweep_order.h says, one sweep at a time or all at once; random regions
 * of 10 to 60 edges (small ones and large ones are sorted differently),
 * near the origin and far from it. */
static void test_sweep_orders(void)
{
    /* Up to 200 edges: runs sorted apart and merged, more than once. */
    enum { EDGES = 200 };
    unsigned long long state = 5;
    for (int round = 0; round < 200; round++) {
        edge_t edges[EDGES];
        int32_t far = round % 2 ? 900000 : 0, span = 4 + round % 13;
        for (size_t i = 0; i < EDGES; i++) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            edges[i] = (edge_t){far + (int32_t)(state >> 40) % span,
                                -far + (int32_t)(state >> 20) % span, (uint8_t)(state >> 8) % 3};
        }
        edge_set_t set;
        CU_ASSERT_TRUE_FATAL(edge_set_init(&set, edges, 10 + (size_t)round % (EDGES - 9)));
        static uint32_t all[SWEEPS * (EDGES + 1)];
        CU_ASSERT_TRUE_FATAL(sweep_order_number_all(&set, 3, all, EDGES + 1));
        for (int sweep = 0; sweep < SWEEPS; sweep++) {
            uint32_t item[EDGES], edge_of[EDGES];
            CU_ASSERT_TRUE_FATAL(sweep_order_number(&set, sweep, 3, item));
            CU_ASSERT_EQUAL(memcmp(item, all + sweep * (EDGES + 1), set.count * sizeof *item), 0);
            for (size_t i = 0; i < set.count; i++)
                edge_of[item[i] - 3] = (uint32_t)i;
            double angle = (sweep % SWEEP_DIRECTIONS) * atan(1.0) * 4 / 6;
            double c = cos(angle), s = sin(angle);
            double last_along = 0, last_across = 0;
            for (size_t k = 0; k < set.count; k++) {
                int64_t a, b;
                lattice_edge_midpoint(set.edges[edge_of[k]], &a, &b);
                double x = (double)a * sqrt(3.0) / 12, y = (double)b / 4;
                double along = y * c + x * s, across = (x * c - y * s) * (sweep < 12 ? 1 : -1);
                /* Distinct distances differ by a tenth at least. */
                if (k > 0)
                    CU_ASSERT_TRUE(along > last_along + 0.1 ||
                                   (fabs(along - last_along) < 0.01 && across > last_across + 0.1));
                last_along = along;
                last_across = across;
            }
        }
        edge_set_free(&set);
    }
}

/* The map of two sets' edges finds each where edge_sets_find does, and
 * no other edge: random sets, dense and sparse, near the origin and far,
 * some scattered far apart (then hashed, where the others have a grid),
 * probed inside their box, just outside it and at the lattice's ends. */
static void test_edge_map(void)
{
    static const edge_t outside[] = {
        {INT32_MIN, 0, 0}, {INT32_MAX, 0, 1}, {0, INT32_MIN, 2}, {0, INT32_MAX, 0},
        {INT32_MIN, INT32_MIN, 1}, {INT32_MAX, INT32_MAX, 2}, {-999001, 0, 0}, {-1, -21, 1},
    };
    unsigned long long state = 9;
    int grids = 0, hashed = 0;
    for (int round = 0; round < 300; round++) {
        edge_t edges[2][80], probe[200];
        int32_t span = round % 10 == 9 ? 5000000 : 2 + round % 40;
        int32_t far = round % 3 == 0 ? -999000 : 0;
        for (size_t i = 0; i < 2 * 80 + 200; i++) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            edge_t e = {far + (int32_t)((state >> 40) % (unsigned)span),
                        (int32_t)((state >> 20) % (unsigned)span) - span / 2,
                        (uint8_t)((state >> 8) % 3)};
            if (i < 2 * 80)
                edges[i / 80][i % 80] = e;
            else
                probe[i - 2 * 80] = e;
        }
        size_t counts[2] = {(size_t)round % 81, 80 - (size_t)round % 81 / 2};
        edge_set_t first, second;
        edge_map_t map;
        CU_ASSERT_TRUE_FATAL(edge_set_init(&first, edges[0], counts[0]));
        CU_ASSERT_TRUE_FATAL(edge_set_init(&second, edges[1], counts[1]));
        edge_set_subtract(&second, &first);
        CU_ASSERT_TRUE_FATAL(edge_map_init(&map, &first, &second));
        for (size_t i = 0; i < 2 * 80 + 200; i++) {
            edge_t e = i < 2 * 80 ? edges[i / 80][i % 80] : probe[i - 2 * 80];
            CU_ASSERT_EQUAL(edge_map_find(&map, e), edge_sets_find(&first, &second, e));
            /* The box's neighbours, across each of its sides. */
            edge_t near[4] = {{e.q - span, e.r, e.side}, {e.q + span, e.r, e.side},
                              {e.q, e.r - span, e.side}, {e.q, e.r + span, e.side}};
            for (int k = 0; k < 4; k++)
                CU_ASSERT_EQUAL(edge_map_find(&map, near[k]),
                                edge_sets_find(&first, &second, near[k]));
        }
        for (size_t k = 0; k < sizeof outside / sizeof *outside; k++)
            CU_ASSERT_EQUAL(edge_map_find(&map, outside[k]),
                            edge_sets_find(&first, &second, outside[k]));
        grids += map.grid != NULL;
        hashed += map.grid == NULL;
        edge_map_free(&map);
        edge_set_free(&first);
        edge_set_free(&second);
    }
    CU_ASSERT_TRUE(grids > 100);
    CU_ASSERT_TRUE(hashed > 10);
    /* Edges at the lattice's far corners: a box whose area does not fit
     * in 64 bits is hashed. */
    edge_t corners[2] = {{INT32_MIN, INT32_MIN, 0}, {INT32_MAX, INT32_MAX, 1}};
    edge_set_t first, none = {NULL, 0};
    edge_map_t map;
    CU_ASSERT_TRUE_FATAL(edge_set_init(&first, corners, 2));
    CU_ASSERT_TRUE_FATAL(edge_map_init(&map, &first, &none));
    CU_ASSERT_PTR_NULL(map.grid);
    for (size_t k = 0; k < 2; k++)
        CU_ASSERT_EQUAL(edge_map_find(&map, corners[k]), edge_set_find(&first, corners[k]));
    CU_ASSERT_EQUAL(edge_map_find(&map, (edge_t){0, 0, 0}), -1);
    edge_map_free(&map);
    edge_set_free(&first);
}

static CU_TestInfo polyhex_tests[] = {
    {"free polyhex counts", test_polyhex_counts},
    {"perimeters", test_polyhex_perimeters},
    {"sides, and the triangle", test_polyhex_sides_and_triangle},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo lattice_tests[] = {
    {"both names of an edge", test_both_names_of_an_edge},
    {"edge names round trip", test_edge_names_round_trip},
    {"bad names are refused", test_bad_names_are_refused},
    {"corner names", test_corner_names},
    {"the corners' table", test_corner_table},
    {"incidence", test_incidence},
    {"symmetries", test_symmetries},
    {"symmetries move an edge's ends", test_symmetries_move_ends},
    {"an edge's midpoint", test_edge_midpoint},
    {"the sweeps' orders", test_sweep_orders},
    {"the map of a region's edges", test_edge_map},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo polytwig_tests[] = {
    {"free counts 1 1 3 4 12 27", test_free_polytwig_counts},
    {"one-sided counts 1 1 4 6 19 49", test_one_sided_polytwig_counts},
    {"ends and branchings", test_ends_and_branchings},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo piece_tests[] = {
    {"orientations are distinct", test_orientations_are_distinct},
    {"the 12 pieces are the free pentatwigs", test_pieces_are_the_free_pentatwigs},
    {"letters and junctions", test_letters_and_junctions},
    {"identify refuses non-pieces", test_identify_refuses_non_pieces},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"lattice", NULL, NULL, NULL, NULL, lattice_tests},
        {"polytwig", NULL, NULL, NULL, NULL, polytwig_tests},
        {"pieces", NULL, NULL, NULL, NULL, piece_tests},
        {"polyhexes", NULL, NULL, NULL, NULL, polyhex_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
