/* Areas and the puzzle measures, on positions worked out by hand.
 *
 * The pictures name hexagons q,r and their sides; "white C on 0,0" means
 * the white piece whose edges are five sides of hexagon 0,0. */
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "twig/area.h"
#include "twig/figure_svg.h"
#include "twig/measure.h"
#include "twig/pentatwigs.h"
#include "twig/polyhex.h"

#define MAX_EDGES 64

typedef struct {
    edge_t edges[MAX_EDGES];
    uint8_t colours[MAX_EDGES];
    size_t count;
} figure_t;

/* Adds the named edges in one colour. */
static void add(figure_t *f, colour_t colour, const char *const *names)
{
    for (; *names != NULL; names++) {
        CU_ASSERT_FATAL(f->count < MAX_EDGES);
        CU_ASSERT_TRUE_FATAL(lattice_edge_parse(*names, &f->edges[f->count], NULL));
        f->colours[f->count++] = (uint8_t)colour;
    }
}

static area_map_t build(const figure_t *f)
{
    area_map_t map;
    CU_ASSERT_EQUAL_FATAL(area_map_build(&map, f->edges, f->colours, f->count), AREA_OK);
    return map;
}

static const area_t *area_at(const area_map_t *map, int q, int r)
{
    int a = area_map_at(map, (hexagon_t){q, r});
    CU_ASSERT_TRUE_FATAL(a >= 0 && (size_t)a < map->count);
    return &map->areas[a];
}

static void assert_area(const area_t *area, size_t hexagons, size_t white, size_t black,
                        colour_t owner)
{
    CU_ASSERT_EQUAL(area->hexagons, hexagons);
    CU_ASSERT_EQUAL(area->bounding, white + black);
    CU_ASSERT_EQUAL(area->by_colour[COLOUR_WHITE], white);
    CU_ASSERT_EQUAL(area->by_colour[COLOUR_BLACK], black);
    CU_ASSERT_EQUAL(area->owner, owner);
}

/* White C on 0,0 (all but its nw side) and black C on 0,-1 (all but its e
 * side); black's se side is 0,0's nw side and closes the hexagon:
 * one area, 0,0, bounded by 5 white edges and 1 black. */
static void two_pieces_one_hexagon(figure_t *f)
{
    static const char *const white[] = {"0,0:ne", "0,0:e", "0,0:se", "0,0:sw", "0,0:w", NULL};
    static const char *const black[] = {"0,-1:se", "0,-1:sw", "0,-1:w", "0,-1:nw", "0,-1:ne",
                                        NULL};
    memset(f, 0, sizeof *f);
    add(f, COLOUR_WHITE, white);
    add(f, COLOUR_BLACK, black);
}

static void test_one_closed_hexagon(void)
{
    figure_t f;
    two_pieces_one_hexagon(&f);
    area_map_t map = build(&f);
    CU_ASSERT_EQUAL(map.count, 1);
    assert_area(area_at(&map, 0, 0), 1, 5, 1, COLOUR_WHITE);
    /* 0,-1 lacks its e side, so it opens onto the outside. */
    CU_ASSERT_EQUAL(area_map_at(&map, (hexagon_t){0, -1}), -1);
    CU_ASSERT_EQUAL(area_map_at(&map, (hexagon_t){50, 50}), -1);
    area_map_free(&map);
    CU_ASSERT_EQUAL(measure_closed_hexagons(f.edges, f.count), 1);
    CU_ASSERT_EQUAL(measure_largest_area(f.edges, f.count), 1);
    /* White's ends meet Black at 0,0@n and 0,0@nw; Black's far end at
     * 0,-1@ne is the only free end. */
    CU_ASSERT_EQUAL(measure_leaves(f.edges, f.count), 1);
}

/* Hexagons 0,0 and 1,0 without the side between them: the 10 edges round
 * both make one area of 2 hexagons.  White: 0,0 sw w nw ne and 1,0:nw;
 * Black: 1,0 ne e se sw and 0,0:se.  Five each: nobody's. */
static void two_joined_hexagons(figure_t *f, colour_t colour_of_0_0_se)
{
    static const char *const white[] = {"0,0:sw", "0,0:w", "0,0:nw", "0,0:ne", "1,0:nw", NULL};
    static const char *const black[] = {"1,0:ne", "1,0:e", "1,0:se", "1,0:sw", NULL};
    static const char *const last[] = {"0,0:se", NULL};
    memset(f, 0, sizeof *f);
    add(f, COLOUR_WHITE, white);
    add(f, COLOUR_BLACK, black);
    add(f, colour_of_0_0_se, last);
}

static void test_two_joined_hexagons_tie(void)
{
    figure_t f;
    two_joined_hexagons(&f, COLOUR_BLACK);
    area_map_t map = build(&f);
    CU_ASSERT_EQUAL(map.count, 1);
    assert_area(area_at(&map, 0, 0), 2, 5, 5, COLOUR_NONE);
    CU_ASSERT_EQUAL(area_map_at(&map, (hexagon_t){1, 0}), area_map_at(&map, (hexagon_t){0, 0}));
    area_map_free(&map);
    CU_ASSERT_EQUAL(measure_closed_hexagons(f.edges, f.count), 0);
    CU_ASSERT_EQUAL(measure_largest_area(f.edges, f.count), 2);
    CU_ASSERT_EQUAL(measure_leaves(f.edges, f.count), 0);
}

static void test_two_joined_hexagons_majority(void)
{
    figure_t f;
    two_joined_hexagons(&f, COLOUR_WHITE);
    area_map_t map = build(&f);
    CU_ASSERT_EQUAL(map.count, 1);
    assert_area(area_at(&map, 1, 0), 2, 6, 4, COLOUR_WHITE);
    area_map_free(&map);
}

/* The three hexagons 0,0, 1,0 and 1,-1 round the corner 0,0@ne, bounded
 * by 12 edges (6 white, 6 black), with a white spur 0,0:e from that corner
 * to the boundary.  The spur has the area on both sides: it does not
 * count, so the area is a tie (counted, White would have 7 of 13). */
static void test_spur_does_not_bound(void)
{
    static const char *const white[] = {"0,0:se", "0,0:sw", "0,0:w", "0,0:nw",
                                        "1,-1:w", "1,-1:nw", "0,0:e", NULL};
    static const char *const black[] = {"1,0:ne", "1,0:e", "1,0:se", "1,0:sw",
                                        "1,-1:ne", "1,-1:e", NULL};
    figure_t f = {{{0, 0, 0}}, {0}, 0};
    add(&f, COLOUR_WHITE, white);
    add(&f, COLOUR_BLACK, black);
    area_map_t map = build(&f);
    CU_ASSERT_EQUAL(map.count, 1);
    assert_area(area_at(&map, 1, -1), 3, 6, 6, COLOUR_NONE);
    CU_ASSERT_EQUAL(area_map_at(&map, (hexagon_t){0, 0}), area_map_at(&map, (hexagon_t){1, 0}));
    area_map_free(&map);
    /* No hexagon has all six sides; the spur's inner end is a leaf. */
    CU_ASSERT_EQUAL(measure_closed_hexagons(f.edges, f.count), 0);
    CU_ASSERT_EQUAL(measure_largest_area(f.edges, f.count), 3);
    CU_ASSERT_EQUAL(measure_leaves(f.edges, f.count), 1);
}

/* A black hexagon 0,0 inside the ring of its six neighbours, whose outer
 * boundary has 18 edges, the first 10 (going round) white.  The ring is
 * one area of 6 hexagons bounded by all 24 edges (its hole's too): 10
 * white, 14 black, so Black's (counting only the outer 18 would give it
 * to White).  The hexagon in the hole is Black's, 6 to 0. */
static void test_nested_areas(void)
{
    figure_t f = {{{0, 0, 0}}, {0}, 0};
    hexagon_t centre = {0, 0};
    for (int s = 0; s < SIDE_COUNT; s++) {
        f.edges[f.count] = lattice_edge(centre, (enum side)s);
        f.colours[f.count++] = COLOUR_BLACK;
    }
    for (int d = 0; d < SIDE_COUNT; d++)
        for (int k = -1; k <= 1; k++) {
            hexagon_t ring = lattice_hex_neighbour(centre, (enum side)d);
            f.edges[f.count] = lattice_edge(ring, (enum side)((d + k + SIDE_COUNT) % SIDE_COUNT));
            f.colours[f.count] = f.count - 6 < 10 ? COLOUR_WHITE : COLOUR_BLACK;
            f.count++;
        }
    area_map_t map = build(&f);
    CU_ASSERT_EQUAL(map.count, 2);
    assert_area(area_at(&map, 0, 0), 1, 0, 6, COLOUR_BLACK);
    assert_area(area_at(&map, 1, 0), 6, 10, 14, COLOUR_BLACK);
    for (int d = 0; d < SIDE_COUNT; d++) {
        hexagon_t ring = lattice_hex_neighbour(centre, (enum side)d);
        CU_ASSERT_EQUAL(area_map_at(&map, ring), area_map_at(&map, (hexagon_t){1, 0}));
    }
    CU_ASSERT_EQUAL(area_map_largest(&map), area_map_at(&map, (hexagon_t){1, 0}));
    area_map_free(&map);
    CU_ASSERT_EQUAL(measure_closed_hexagons(f.edges, f.count), 1);
    CU_ASSERT_EQUAL(measure_largest_area(f.edges, f.count), 6);
    CU_ASSERT_EQUAL(measure_leaves(f.edges, f.count), 0);
}

static void test_open_and_empty_figures(void)
{
    edge_t c[PIECE_EDGES];
    piece_reference(piece_from_letter('C'), c);
    area_map_t map;
    CU_ASSERT_EQUAL(area_map_build(&map, c, NULL, PIECE_EDGES), AREA_OK);
    CU_ASSERT_EQUAL(map.count, 0);
    CU_ASSERT_EQUAL(area_map_largest(&map), -1);
    area_map_free(&map);
    CU_ASSERT_EQUAL(area_map_build(&map, NULL, NULL, 0), AREA_OK);
    CU_ASSERT_EQUAL(map.count, 0);
    CU_ASSERT_EQUAL(area_map_at(&map, (hexagon_t){0, 0}), -1);
    area_map_free(&map);
    CU_ASSERT_EQUAL(measure_largest_area(c, PIECE_EDGES), 0);
    CU_ASSERT_EQUAL(measure_closed_hexagons(c, PIECE_EDGES), 0);
    CU_ASSERT_EQUAL(measure_leaves(c, PIECE_EDGES), 2);
}

/* An edge listed twice counts once, with its first colour. */
static void test_repeated_edges(void)
{
    figure_t f;
    two_pieces_one_hexagon(&f);
    static const char *const again[] = {"0,0:nw", "0,0:ne", NULL};
    add(&f, COLOUR_WHITE, again);
    area_map_t map = build(&f);
    CU_ASSERT_EQUAL(map.count, 1);
    assert_area(area_at(&map, 0, 0), 1, 5, 1, COLOUR_WHITE);
    area_map_free(&map);
    CU_ASSERT_EQUAL(measure_closed_hexagons(f.edges, f.count), 1);
    CU_ASSERT_EQUAL(measure_leaves(f.edges, f.count), 1);
}

static void test_spread_out_figure_is_refused(void)
{
    edge_t far[2] = {{0, 0, SIDE_E}, {1000000, 1000000, SIDE_E}};
    area_map_t map;
    CU_ASSERT_EQUAL(area_map_build(&map, far, NULL, 2), AREA_TOO_LARGE);
    CU_ASSERT_PTR_NULL(map.cells);
    CU_ASSERT_EQUAL(measure_largest_area(far, 2), -1);
}

/* ---- The puzzle measures ---- */

static size_t triangle_edges(edge_t out[90])
{
    hexagon_t hexes[15];
    return polyhex_sides(hexes, polyhex_triangle(hexes), out);
}

/* The side-5 triangle: 60 edges, 15 closed hexagons, each its own area,
 * no free end. */
static void test_triangle_measures(void)
{
    edge_t t[90];
    size_t n = triangle_edges(t);
    CU_ASSERT_EQUAL_FATAL(n, 60);
    CU_ASSERT_EQUAL(measure_closed_hexagons(t, n), 15);
    CU_ASSERT_EQUAL(measure_largest_area(t, n), 1);
    CU_ASSERT_EQUAL(measure_leaves(t, n), 0);
    area_map_t map;
    CU_ASSERT_EQUAL_FATAL(area_map_build(&map, t, NULL, n), AREA_OK);
    CU_ASSERT_EQUAL(map.count, 15);
    for (size_t a = 0; a < map.count; a++)
        assert_area(&map.areas[a], 1, 6, 0, COLOUR_WHITE);
    area_map_free(&map);
}

static void test_same_shape(void)
{
    edge_t t[90], moved[90];
    size_t n = triangle_edges(t);
    for (int s = 0; s < LATTICE_SYMMETRIES; s++) {
        for (size_t i = 0; i < n; i++)
            moved[i] = lattice_edge_translate(lattice_edge_transform(t[i], s), -7, 3);
        CU_ASSERT_TRUE(measure_same_shape(moved, n, t, n));
    }
    CU_ASSERT_FALSE(measure_same_shape(t, n - 1, t, n));
    memcpy(moved, t, n * sizeof *t);
    moved[0] = (edge_t){9, 9, SIDE_E};
    CU_ASSERT_FALSE(measure_same_shape(moved, n, t, n));
}

static void test_exact_cover(void)
{
    edge_t hexagon[SIDE_COUNT], figure[SIDE_COUNT + 1];
    for (int s = 0; s < SIDE_COUNT; s++)
        hexagon[s] = figure[s] = lattice_edge((hexagon_t){0, 0}, (enum side)s);
    edge_t spare = lattice_edge((hexagon_t){1, 0}, SIDE_NE);
    CU_ASSERT_TRUE(measure_exact_cover(figure, SIDE_COUNT, hexagon, SIDE_COUNT, NULL, 0));
    /* A spare edge may be used... */
    figure[SIDE_COUNT] = spare;
    CU_ASSERT_TRUE(measure_exact_cover(figure, SIDE_COUNT + 1, hexagon, SIDE_COUNT, &spare, 1));
    /* ...an edge outside the region may not... */
    CU_ASSERT_FALSE(measure_exact_cover(figure, SIDE_COUNT + 1, hexagon, SIDE_COUNT, NULL, 0));
    /* ...and every required edge must be there, wherever the rest lies. */
    CU_ASSERT_FALSE(measure_exact_cover(figure + 1, SIDE_COUNT, hexagon, SIDE_COUNT, &spare, 1));
    edge_t shifted[SIDE_COUNT];
    for (int s = 0; s < SIDE_COUNT; s++)
        shifted[s] = lattice_edge_translate(hexagon[s], 1, 0);
    CU_ASSERT_FALSE(measure_exact_cover(shifted, SIDE_COUNT, hexagon, SIDE_COUNT, NULL, 0));
}

static CU_TestInfo area_tests[] = {
    {"one closed hexagon from two pieces", test_one_closed_hexagon},
    {"two joined hexagons, a tie", test_two_joined_hexagons_tie},
    {"two joined hexagons, a majority", test_two_joined_hexagons_majority},
    {"a spur does not bound", test_spur_does_not_bound},
    {"nested areas", test_nested_areas},
    {"open and empty figures", test_open_and_empty_figures},
    {"repeated edges", test_repeated_edges},
    {"a spread-out figure is refused", test_spread_out_figure_is_refused},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo measure_tests[] = {
    {"the triangle", test_triangle_measures},
    {"same shape", test_same_shape},
    {"exact cover", test_exact_cover},
    CU_TEST_INFO_NULL,
};

/* ---- What a puzzle's picture marks ---- */

/* The marks of `mark` for the figure of two_pieces_one_hexagon (as two
 * placements), and how many shapes the mark's group holds: polygons for
 * hexagons, circles for leaves. */
static size_t marked(figure_mark_t mark, bool over, const char *shape)
{
    figure_t f;
    two_pieces_one_hexagon(&f);
    placement_t pieces[2] = {{0, 5, {{0}}}, {1, 5, {{0}}}};
    memcpy(pieces[0].edges, f.edges, 5 * sizeof *f.edges);
    memcpy(pieces[1].edges, f.edges + 5, 5 * sizeof *f.edges);
    figure_svg_t figure = {pieces, 2, NULL, NULL, NULL, mark};
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    CU_ASSERT_PTR_NOT_NULL_FATAL(out);
    svg_t svg = {out};
    CU_ASSERT_TRUE(figure_svg_marks(&svg, &figure, over));
    fclose(out);
    size_t count = 0;
    for (const char *at = text; (at = strstr(at, shape)) != NULL; at++)
        count++;
    bool grouped = strncmp(text, "<g class=\"", 10) == 0 || size == 0;
    CU_ASSERT_TRUE(grouped);
    free(text);
    return count;
}

static void test_marks(void)
{
    /* One hexagon closed, which is also the one area. */
    CU_ASSERT_EQUAL(marked(FIGURE_MARK_CLOSED, false, "<polygon"), 1);
    CU_ASSERT_EQUAL(marked(FIGURE_MARK_LARGEST_AREA, false, "<polygon"), 1);
    /* The leaves, as measured. */
    figure_t f;
    two_pieces_one_hexagon(&f);
    long leaves = measure_leaves(f.edges, f.count);
    CU_ASSERT_TRUE(leaves > 0);
    CU_ASSERT_EQUAL(marked(FIGURE_MARK_LEAVES, true, "<circle"), (size_t)leaves);
    /* Each mark at its own layer only, none for no mark. */
    CU_ASSERT_EQUAL(marked(FIGURE_MARK_CLOSED, true, "<"), 0);
    CU_ASSERT_EQUAL(marked(FIGURE_MARK_LEAVES, false, "<"), 0);
    CU_ASSERT_EQUAL(marked(FIGURE_MARK_NONE, false, "<"), 0);
}

static CU_TestInfo mark_tests[] = {
    {"closed hexagons, the largest area and leaves are marked", test_marks},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"areas", NULL, NULL, NULL, NULL, area_tests},
        {"measures", NULL, NULL, NULL, NULL, measure_tests},
        {"marks", NULL, NULL, NULL, NULL, mark_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
