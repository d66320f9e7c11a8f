/* The hex-cell boards of Sibling, Orochi, Meridians and Sinfrid: geometry,
 * cell names, groups, reading positions from YAML and drawing them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "hex/board.h"
#include "hex/board_svg.h"
#include "hex/board_yaml.h"
#include "hex/position.h"

/* ---- Helpers ---- */

static void board_init(hex_board_t *board, hex_shape_t shape, int size)
{
    CU_ASSERT_TRUE_FATAL(hex_board_init(board, shape, size, NULL));
}

static hex_cell_t cell_named(const hex_board_t *board, const char *name)
{
    hex_cell_t cell = HEX_NO_CELL;
    CU_ASSERT_EQUAL_FATAL(hex_board_parse_cell(board, name, strlen(name), &cell, NULL), HEX_NAME_OK);
    return cell;
}

/* Every board the tests walk over: both shapes, small and large. */
typedef struct {
    hex_shape_t shape;
    int size;
} board_kind_t;

static const board_kind_t some_boards[] = {
    {HEX_SHAPE_HEXHEX, 2},    {HEX_SHAPE_HEXHEX, 3},    {HEX_SHAPE_HEXHEX, 5},
    {HEX_SHAPE_HEXHEX, 13},   {HEX_SHAPE_MERIDIANS, 3}, {HEX_SHAPE_MERIDIANS, 4},
    {HEX_SHAPE_MERIDIANS, 7}, {HEX_SHAPE_MERIDIANS, 13},
};
#define SOME_BOARDS (sizeof some_boards / sizeof some_boards[0])

/* A YAML text loaded for reading, with its diagnostics. */
typedef struct {
    diag_t diag;
    ystream_t stream;
    yreader_t r;
    const ynode_t *root;
} loaded_t;

static void load(loaded_t *l, const char *text)
{
    diag_init(&l->diag, "t.yaml");
    bool loaded = ystream_load_string(&l->stream, "t.yaml", text, strlen(text), &l->diag);
    if (!loaded)
        diag_print(&l->diag, stderr);
    CU_ASSERT_TRUE_FATAL(loaded);
    CU_ASSERT_EQUAL_FATAL(l->stream.count, 1);
    l->r = (yreader_t){&l->stream, &l->diag};
    l->root = l->stream.documents[0].root;
}

static void unload(loaded_t *l)
{
    ystream_free(&l->stream);
    diag_free(&l->diag);
}

/* Error `i` is of that kind, at that place, and says `part`. */
static void expect_error(const loaded_t *l, size_t i, diag_kind_t kind, unsigned line,
                         unsigned column, const char *part)
{
    CU_ASSERT_FATAL(l->diag.count > i);
    const diag_entry_t *e = &l->diag.entries[i];
    CU_ASSERT_EQUAL(e->kind, kind);
    CU_ASSERT_EQUAL(e->line, line);
    CU_ASSERT_EQUAL(e->column, column);
    if (strstr(e->message, part) == NULL || e->line != line || e->column != column)
        fprintf(stderr, "\n  got %u:%u: %s (wanted %u:%u: ...%s...)\n", e->line, e->column,
                e->message, line, column, part);
    CU_ASSERT_PTR_NOT_NULL(strstr(e->message, part));
}

/* Loads text and reads its `board:` as a diagram on a board of that
 * shape and size; returns what hex_read_diagram returned. */
static bool read_diagram_text(loaded_t *l, const char *text, const hex_board_t *board,
                              hex_position_t *pos)
{
    load(l, text);
    hex_position_init(pos, board);
    return hex_read_diagram(&l->r, ymap_get(l->root, "board"), pos, NULL);
}

/* ---- Geometry ---- */

static void test_cell_counts(void)
{
    for (int n = 2; n <= 13; n++) {
        hex_board_t b;
        board_init(&b, HEX_SHAPE_HEXHEX, n);
        CU_ASSERT_EQUAL(b.count, 3 * n * n - 3 * n + 1);
        CU_ASSERT_EQUAL(b.rows, 2 * n - 1);
    }
    for (int n = 3; n <= 13; n++) {
        hex_board_t b;
        board_init(&b, HEX_SHAPE_MERIDIANS, n);
        /* 2 (n-1 + ... + 2n-3) + 2n-2 */
        CU_ASSERT_EQUAL(b.count, 3 * n * n - 5 * n + 2);
        CU_ASSERT_EQUAL(b.row_length[0], n - 1);
        CU_ASSERT_EQUAL(b.row_length[n - 1], 2 * n - 2);
    }
    hex_board_t b;
    board_init(&b, HEX_SHAPE_MERIDIANS, 7);
    CU_ASSERT_EQUAL(b.count, 114);
    board_init(&b, HEX_SHAPE_HEXHEX, 13);
    CU_ASSERT_EQUAL(b.count, HEX_CELLS_MAX);
}

static void test_unsupported_sizes(void)
{
    static const board_kind_t bad[] = {
        {HEX_SHAPE_HEXHEX, 1},    {HEX_SHAPE_HEXHEX, 14},   {HEX_SHAPE_HEXHEX, 0},
        {HEX_SHAPE_HEXHEX, -5},   {HEX_SHAPE_MERIDIANS, 2}, {HEX_SHAPE_MERIDIANS, 14},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        hex_board_t b;
        const char *why = NULL;
        CU_ASSERT_FALSE(hex_board_init(&b, bad[i].shape, bad[i].size, &why));
        CU_ASSERT_PTR_NOT_NULL(why);
    }
}

static void test_names_round_trip(void)
{
    for (size_t k = 0; k < SOME_BOARDS; k++) {
        hex_board_t b;
        board_init(&b, some_boards[k].shape, some_boards[k].size);
        int bad = 0;
        for (hex_cell_t c = 0; c < b.count; c++) {
            char name[HEX_NAME_MAX];
            hex_board_cell_name(&b, c, name);
            hex_cell_t back = HEX_NO_CELL;
            bad += hex_board_parse_cell(&b, name, strlen(name), &back, NULL) != HEX_NAME_OK;
            bad += back != c;
            bad += hex_board_cell_at(&b, b.row[c], b.column[c]) != c;
        }
        CU_ASSERT_EQUAL(bad, 0);
    }
}

/* Rows from the bottom, numbers from the left: the corners of the boards. */
static void test_names_of_corners(void)
{
    hex_board_t b;
    board_init(&b, HEX_SHAPE_HEXHEX, 5);
    static const char *const on[] = {"a1", "a5", "e1", "e9", "i1", "i5", "c7"};
    static const char *const off[] = {"a6", "e10", "i6", "j1", "k3", "z9", "a99"};
    for (size_t i = 0; i < sizeof on / sizeof on[0]; i++)
        cell_named(&b, on[i]);
    for (size_t i = 0; i < sizeof off / sizeof off[0]; i++) {
        hex_cell_t c;
        CU_ASSERT_EQUAL(hex_board_parse_cell(&b, off[i], strlen(off[i]), &c, NULL),
                        HEX_NAME_OFF_BOARD);
    }
    /* a1 is the bottom row's leftmost cell: its east neighbour is a2, its
     * north-west neighbour is b1. */
    CU_ASSERT_EQUAL(hex_board_neighbour(&b, cell_named(&b, "a1"), HEX_DIR_E), cell_named(&b, "a2"));
    CU_ASSERT_EQUAL(hex_board_neighbour(&b, cell_named(&b, "a1"), HEX_DIR_NW), cell_named(&b, "b1"));
    CU_ASSERT_EQUAL(hex_board_neighbour(&b, cell_named(&b, "a1"), HEX_DIR_NE), cell_named(&b, "b2"));
    CU_ASSERT_EQUAL(hex_board_neighbour(&b, cell_named(&b, "e1"), HEX_DIR_NE), cell_named(&b, "f1"));

    board_init(&b, HEX_SHAPE_MERIDIANS, 7);
    static const char *const m_on[] = {"a1", "a6", "g1", "g12", "m1", "m6"};
    static const char *const m_off[] = {"a7", "g13", "m7", "n1"};
    for (size_t i = 0; i < sizeof m_on / sizeof m_on[0]; i++)
        cell_named(&b, m_on[i]);
    for (size_t i = 0; i < sizeof m_off / sizeof m_off[0]; i++) {
        hex_cell_t c;
        CU_ASSERT_EQUAL(hex_board_parse_cell(&b, m_off[i], strlen(m_off[i]), &c, NULL),
                        HEX_NAME_OFF_BOARD);
    }
    board_init(&b, HEX_SHAPE_HEXHEX, 13);
    cell_named(&b, "y13");
    cell_named(&b, "m25");
}

static void test_names_that_do_not_parse(void)
{
    static const char *const bad[] = {
        "",    "A1",  "E5", "5a",  "a0",   "a01", "z0", "a",   "a1 ", " a1", "a1b",
        "a100", "a-1", "-a1", "\xc3\xa9" "1", "aa1", "a+1", "a1.", "a 1", "1",
    };
    hex_board_t b;
    board_init(&b, HEX_SHAPE_HEXHEX, 13);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        hex_cell_t c;
        const char *why = NULL;
        CU_ASSERT_EQUAL(hex_board_parse_cell(&b, bad[i], strlen(bad[i]), &c, &why), HEX_NAME_SYNTAX);
        CU_ASSERT_PTR_NOT_NULL(why);
    }
    const char *why = NULL;
    hex_cell_t c;
    hex_board_parse_cell(&b, "A1", 2, &c, &why);
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "lower case"));
    /* Only `length` characters count: "a12" cut to two is a1. */
    CU_ASSERT_EQUAL(hex_board_parse_cell(&b, "a12", 2, &c, NULL), HEX_NAME_OK);
    CU_ASSERT_EQUAL(c, cell_named(&b, "a1"));
}

static void test_neighbours_are_symmetric(void)
{
    for (size_t k = 0; k < SOME_BOARDS; k++) {
        hex_board_t b;
        board_init(&b, some_boards[k].shape, some_boards[k].size);
        int bad = 0;
        for (hex_cell_t c = 0; c < b.count; c++)
            for (int d = 0; d < HEX_DIR_COUNT; d++) {
                hex_cell_t n = hex_board_neighbour(&b, c, (hex_dir_t)d);
                bad += n != HEX_NO_CELL &&
                       hex_board_neighbour(&b, n, hex_dir_opposite((hex_dir_t)d)) != c;
            }
        CU_ASSERT_EQUAL(bad, 0);
        /* Adjacency as the lines see it agrees with the neighbour table. */
        for (hex_cell_t a = 0; a < b.count; a++)
            for (hex_cell_t c = 0; c < b.count; c++) {
                bool listed = false;
                for (int d = 0; d < HEX_DIR_COUNT; d++)
                    listed = listed || hex_board_neighbour(&b, a, (hex_dir_t)d) == c;
                bad += hex_board_adjacent(&b, a, c) != listed;
                bad += hex_board_adjacent(&b, a, c) != hex_board_adjacent(&b, c, a);
            }
        CU_ASSERT_EQUAL(bad, 0);
    }
}

/* A lattice hexagon has 6 corners of 3 neighbours, edge cells of 4 and
 * inner cells of 6: the inner cells form the board one size smaller. */
static void test_degrees(void)
{
    for (size_t k = 0; k < SOME_BOARDS; k++) {
        int n = some_boards[k].size;
        bool meridians = some_boards[k].shape == HEX_SHAPE_MERIDIANS;
        hex_board_t b;
        board_init(&b, some_boards[k].shape, n);
        int count[7] = {0};
        for (hex_cell_t c = 0; c < b.count; c++)
            count[hex_board_degree(&b, c)]++;
        int inner = meridians ? 3 * (n - 1) * (n - 1) - 5 * (n - 1) + 2
                              : 3 * (n - 1) * (n - 1) - 3 * (n - 1) + 1;
        int boundary = meridians ? 6 * n - 8 : 6 * n - 6;
        CU_ASSERT_EQUAL(count[3], 6);
        CU_ASSERT_EQUAL(count[4], boundary - 6);
        CU_ASSERT_EQUAL(count[6], inner);
        CU_ASSERT_EQUAL(count[0] + count[1] + count[2] + count[5], 0);
    }
}

static void test_rays(void)
{
    hex_cell_t ray[HEX_ROW_LENGTH_MAX];
    for (int n = 2; n <= 13; n++) {
        hex_board_t b;
        board_init(&b, HEX_SHAPE_HEXHEX, n);
        /* The centre sees n-1 cells each way; corner a1 sees the long
         * diagonal north-east, a side east and north-west, nothing else. */
        hex_cell_t centre = hex_board_cell_at(&b, n - 1, n - 1);
        for (int d = 0; d < HEX_DIR_COUNT; d++)
            CU_ASSERT_EQUAL(hex_board_ray(&b, centre, (hex_dir_t)d, ray), n - 1);
        hex_cell_t a1 = hex_board_cell_at(&b, 0, 0);
        static const int a1_lengths[HEX_DIR_COUNT] = {-1, -2, -1, 0, 0, 0};
        for (int d = 0; d < HEX_DIR_COUNT; d++) {
            int want = a1_lengths[d] == -1 ? n - 1 : a1_lengths[d] == -2 ? 2 * n - 2 : 0;
            CU_ASSERT_EQUAL(hex_board_ray(&b, a1, (hex_dir_t)d, ray), want);
        }
    }
    hex_board_t b;
    board_init(&b, HEX_SHAPE_MERIDIANS, 7);
    CU_ASSERT_EQUAL(hex_board_ray(&b, cell_named(&b, "g1"), HEX_DIR_E, ray), 11);
    CU_ASSERT_EQUAL(ray[0], cell_named(&b, "g2"));
    CU_ASSERT_EQUAL(ray[10], cell_named(&b, "g12"));
    /* Each ray's cells are the steps along it, and the cells the lines
     * find in that direction. */
    for (size_t k = 0; k < SOME_BOARDS; k++) {
        board_init(&b, some_boards[k].shape, some_boards[k].size);
        int bad = 0;
        for (hex_cell_t c = 0; c < b.count; c++)
            for (int d = 0; d < HEX_DIR_COUNT; d++) {
                int length = hex_board_ray(&b, c, (hex_dir_t)d, ray);
                for (int i = 0; i < length; i++)
                    bad += ray[i] != hex_board_step(&b, c, (hex_dir_t)d, i + 1);
                bad += hex_board_step(&b, c, (hex_dir_t)d, length + 1) != HEX_NO_CELL;
                int on_line = 0;
                for (hex_cell_t o = 0; o < b.count; o++) {
                    hex_dir_t dir;
                    on_line += hex_board_line(&b, c, o, &dir, NULL) && dir == (hex_dir_t)d;
                }
                bad += on_line != length;
            }
        CU_ASSERT_EQUAL(bad, 0);
    }
}

static void test_lines_and_between(void)
{
    hex_board_t b;
    board_init(&b, HEX_SHAPE_HEXHEX, 4);
    hex_cell_t between[HEX_ROW_LENGTH_MAX];
    CU_ASSERT_EQUAL(hex_board_between(&b, cell_named(&b, "a1"), cell_named(&b, "a4"), between), 2);
    CU_ASSERT_EQUAL(between[0], cell_named(&b, "a2"));
    CU_ASSERT_EQUAL(between[1], cell_named(&b, "a3"));
    CU_ASSERT_EQUAL(hex_board_between(&b, cell_named(&b, "a1"), cell_named(&b, "a2"), between), 0);
    CU_ASSERT_EQUAL(hex_board_between(&b, cell_named(&b, "a1"), cell_named(&b, "c3"), between), 1);
    CU_ASSERT_EQUAL(between[0], cell_named(&b, "b2"));
    CU_ASSERT_EQUAL(hex_board_between(&b, cell_named(&b, "a1"), cell_named(&b, "b3"), NULL), -1);
    CU_ASSERT_EQUAL(hex_board_between(&b, cell_named(&b, "a1"), cell_named(&b, "a1"), NULL), -1);
    /* The long diagonal from a1 to the top row, and the other from d1. */
    CU_ASSERT_EQUAL(hex_board_between(&b, cell_named(&b, "a1"), cell_named(&b, "g4"), NULL), 5);
    CU_ASSERT_EQUAL(hex_board_between(&b, cell_named(&b, "g1"), cell_named(&b, "a4"), between), 5);
    CU_ASSERT_EQUAL(between[2], cell_named(&b, "d4"));
    hex_dir_t d;
    int distance;
    CU_ASSERT_TRUE(hex_board_line(&b, cell_named(&b, "g1"), cell_named(&b, "a4"), &d, &distance));
    CU_ASSERT_EQUAL(d, HEX_DIR_SE);
    CU_ASSERT_EQUAL(distance, 6);
    CU_ASSERT_EQUAL(hex_dir_line(HEX_DIR_SE), hex_dir_line(HEX_DIR_NW));
    CU_ASSERT_NOT_EQUAL(hex_dir_line(HEX_DIR_SE), hex_dir_line(HEX_DIR_NE));

    /* For every pair: between agrees with walking the line, both ways. */
    for (size_t k = 0; k < SOME_BOARDS; k++) {
        if (some_boards[k].size > 7)
            continue;
        board_init(&b, some_boards[k].shape, some_boards[k].size);
        int bad = 0;
        for (hex_cell_t x = 0; x < b.count; x++)
            for (hex_cell_t y = 0; y < b.count; y++) {
                hex_cell_t there[HEX_ROW_LENGTH_MAX], back[HEX_ROW_LENGTH_MAX];
                int n = hex_board_between(&b, x, y, there);
                bool on_line = hex_board_line(&b, x, y, &d, &distance);
                bad += hex_board_between(&b, y, x, back) != n;
                bad += on_line != (n >= 0);
                if (n < 0 || !on_line)
                    continue;
                bad += n != distance - 1;
                bad += hex_board_step(&b, x, d, distance) != y;
                for (int i = 0; i < n; i++) {
                    bad += there[i] != hex_board_step(&b, x, d, i + 1);
                    bad += there[i] != back[n - 1 - i];
                }
            }
        CU_ASSERT_EQUAL(bad, 0);
    }
}

/* ---- Positions and groups ---- */

/* The position used by the group tests, size 3:
 *     e  W W .
 *     d B . W .
 *     c B B W . W
 *     b . . . .
 *     a  W . B      */
static const char group_yaml[] = "board: |2\n"
                                 "      W W .\n"
                                 "     B . W .\n"
                                 "    B B W . W\n"
                                 "     . . . .\n"
                                 "      W . B\n";

static void test_groups_by_hand(void)
{
    hex_board_t b;
    board_init(&b, HEX_SHAPE_HEXHEX, 3);
    loaded_t l;
    hex_position_t pos;
    CU_ASSERT_TRUE_FATAL(read_diagram_text(&l, group_yaml, &b, &pos));
    CU_ASSERT_EQUAL(hex_position_count(&pos, COLOUR_WHITE), 6);
    CU_ASSERT_EQUAL(hex_position_count(&pos, COLOUR_BLACK), 4);
    CU_ASSERT_EQUAL(hex_position_count(&pos, COLOUR_NONE), 9);
    CU_ASSERT_EQUAL(hex_position_get(&pos, cell_named(&b, "c5")), COLOUR_WHITE);
    CU_ASSERT_EQUAL(hex_position_get(&pos, cell_named(&b, "d1")), COLOUR_BLACK);
    CU_ASSERT_EQUAL(hex_position_get(&pos, cell_named(&b, "b4")), COLOUR_NONE);

    int sizes[HEX_CELLS_MAX];
    CU_ASSERT_EQUAL_FATAL(hex_position_group_sizes(&pos, COLOUR_WHITE, sizes), 3);
    CU_ASSERT_EQUAL(sizes[0], 4);
    CU_ASSERT_EQUAL(sizes[1], 1);
    CU_ASSERT_EQUAL(sizes[2], 1);
    CU_ASSERT_EQUAL_FATAL(hex_position_group_sizes(&pos, COLOUR_BLACK, sizes), 2);
    CU_ASSERT_EQUAL(sizes[0], 3);
    CU_ASSERT_EQUAL(sizes[1], 1);
    CU_ASSERT_TRUE(hex_position_same_group(&pos, cell_named(&b, "e1"), cell_named(&b, "c3")));
    CU_ASSERT_FALSE(hex_position_same_group(&pos, cell_named(&b, "c3"), cell_named(&b, "c5")));
    CU_ASSERT_FALSE(hex_position_same_group(&pos, cell_named(&b, "b1"), cell_named(&b, "b2")));
    CU_ASSERT_EQUAL(hex_position_group(&pos, cell_named(&b, "b1")), HEX_NO_CELL);
    CU_ASSERT_EQUAL(hex_position_group_size(&pos, cell_named(&b, "b1")), 0);
    CU_ASSERT_EQUAL(hex_position_group_size(&pos, cell_named(&b, "c1")), 3);
    CU_ASSERT_EQUAL(hex_position_neighbours_of(&pos, cell_named(&b, "d2"), COLOUR_WHITE), 4);
    CU_ASSERT_EQUAL(hex_position_neighbours_of(&pos, cell_named(&b, "d2"), COLOUR_BLACK), 2);

    /* Empty regions: d2 is shut in; the rest of the empty cells hang
     * together. */
    hex_cell_t region[HEX_CELLS_MAX];
    CU_ASSERT_EQUAL(hex_position_flood(&pos, cell_named(&b, "d2"), region), 1);
    CU_ASSERT_EQUAL(hex_position_flood(&pos, cell_named(&b, "b1"), region), 8);
    CU_ASSERT_EQUAL(hex_position_flood(&pos, cell_named(&b, "e3"), region), 8);
    CU_ASSERT_EQUAL(region[0], cell_named(&b, "e3"));
    CU_ASSERT_EQUAL(hex_position_flood(&pos, cell_named(&b, "c3"), region), 4);

    /* Turning d3 black splits the big white group in two. */
    hex_position_set(&pos, cell_named(&b, "d3"), COLOUR_BLACK);
    CU_ASSERT_EQUAL_FATAL(hex_position_group_sizes(&pos, COLOUR_WHITE, sizes), 4);
    CU_ASSERT_EQUAL(sizes[0], 2);
    CU_ASSERT_EQUAL(sizes[1], 1);
    CU_ASSERT_EQUAL(hex_position_group_size(&pos, cell_named(&b, "d3")), 1);
    CU_ASSERT_EQUAL(hex_position_count(&pos, COLOUR_WHITE), 5);
    CU_ASSERT_EQUAL(hex_position_count(&pos, COLOUR_BLACK), 5);
    /* Black on d2 joins d3 to the group of c1, c2 and d1. */
    hex_position_set(&pos, cell_named(&b, "d2"), COLOUR_BLACK);
    CU_ASSERT_EQUAL(hex_position_group_size(&pos, cell_named(&b, "d3")), 5);
    CU_ASSERT_TRUE(hex_position_same_group(&pos, cell_named(&b, "c1"), cell_named(&b, "d3")));
    unload(&l);
}

static void test_first_stone_on_a_ray(void)
{
    hex_board_t b;
    board_init(&b, HEX_SHAPE_HEXHEX, 3);
    loaded_t l;
    hex_position_t pos;
    CU_ASSERT_TRUE_FATAL(read_diagram_text(&l, group_yaml, &b, &pos));
    int gap = -1;
    CU_ASSERT_EQUAL(hex_position_first_stone(&pos, cell_named(&b, "b1"), HEX_DIR_E, &gap),
                    HEX_NO_CELL);
    CU_ASSERT_EQUAL(gap, 3);
    CU_ASSERT_EQUAL(hex_position_first_stone(&pos, cell_named(&b, "a2"), HEX_DIR_W, &gap),
                    cell_named(&b, "a1"));
    CU_ASSERT_EQUAL(gap, 0);
    CU_ASSERT_EQUAL(hex_position_first_stone(&pos, cell_named(&b, "b4"), HEX_DIR_NW, &gap),
                    cell_named(&b, "d3"));
    CU_ASSERT_EQUAL(gap, 1);
    unload(&l);
}

/* A small deterministic generator for the random positions. */
static unsigned next_random(unsigned *state)
{
    *state = *state * 1103515245u + 12345u;
    return (*state >> 16) & 0x7fff;
}

/* Whatever sequence of placements, removals and flips, the groups kept by
 * the position are the flood-fill components. */
static void test_groups_agree_with_flood_fill(void)
{
    unsigned seed = 12345;
    for (size_t k = 0; k < SOME_BOARDS; k++) {
        hex_board_t b;
        board_init(&b, some_boards[k].shape, some_boards[k].size);
        hex_position_t pos;
        hex_position_init(&pos, &b);
        int bad = 0;
        for (int step = 0; step < 400; step++) {
            hex_cell_t cells[3];
            int n = 1 + (int)(next_random(&seed) % 3);
            for (int i = 0; i < n; i++)
                cells[i] = (hex_cell_t)(next_random(&seed) % (unsigned)b.count);
            if (n == 3 && (cells[0] == cells[1] || cells[1] == cells[2] || cells[0] == cells[2]))
                n = 1;
            if (n == 2 && cells[0] == cells[1])
                n = 1;
            colour_t c = (colour_t)(next_random(&seed) % 5 == 0 ? COLOUR_NONE
                                                                         : 1 + next_random(&seed) % 2);
            hex_position_set_cells(&pos, cells, n, c);
            int stones = 0;
            for (hex_cell_t x = 0; x < b.count; x++) {
                hex_cell_t comp[HEX_CELLS_MAX];
                if (hex_position_get(&pos, x) == COLOUR_NONE)
                    continue;
                stones++;
                int size = hex_position_flood(&pos, x, comp);
                bad += hex_position_group_size(&pos, x) != size;
                for (int i = 0; i < size; i++)
                    bad += !hex_position_same_group(&pos, x, comp[i]);
            }
            bad += stones !=
                   hex_position_count(&pos, COLOUR_WHITE) + hex_position_count(&pos, COLOUR_BLACK);
            bad += b.count - stones != hex_position_count(&pos, COLOUR_NONE);
            hex_cell_t roots[HEX_CELLS_MAX];
            int groups = hex_position_groups(&pos, COLOUR_WHITE, roots) +
                         hex_position_groups(&pos, COLOUR_BLACK, roots);
            int sum = 0, sizes[HEX_CELLS_MAX];
            int listed = hex_position_group_sizes(&pos, COLOUR_WHITE, sizes);
            for (int i = 0; i < listed; i++) {
                sum += sizes[i];
                bad += i > 0 && sizes[i - 1] < sizes[i];
            }
            listed += hex_position_group_sizes(&pos, COLOUR_BLACK, sizes);
            bad += listed != groups;
            bad += sum != hex_position_count(&pos, COLOUR_WHITE);
        }
        CU_ASSERT_EQUAL(bad, 0);
    }
}

/* A diagram written by hex_position_diagram reads back as the same
 * position, on both shapes. */
static void test_diagram_round_trip(void)
{
    unsigned seed = 99;
    for (size_t k = 0; k < SOME_BOARDS; k++) {
        hex_board_t b;
        board_init(&b, some_boards[k].shape, some_boards[k].size);
        hex_position_t pos, back;
        hex_position_init(&pos, &b);
        for (hex_cell_t c = 0; c < b.count; c++)
            hex_position_set(&pos, c, (colour_t)(next_random(&seed) % 3));
        char diagram[HEX_DIAGRAM_MAX];
        size_t length = hex_position_diagram(&pos, diagram);
        CU_ASSERT_EQUAL(length, strlen(diagram));
        /* Indented by two under `board: |2`. */
        char text[2 * HEX_DIAGRAM_MAX + 64];
        size_t n = (size_t)snprintf(text, sizeof text, "board: |2\n");
        for (const char *line = diagram; *line;) {
            const char *end = strchr(line, '\n');
            n += (size_t)snprintf(text + n, sizeof text - n, "  %.*s\n", (int)(end - line), line);
            line = end + 1;
        }
        loaded_t l;
        CU_ASSERT_TRUE(read_diagram_text(&l, text, &b, &back));
        CU_ASSERT_TRUE(hex_position_equal(&pos, &back));
        unload(&l);
    }
}

/* ---- Reading diagrams ---- */

/* A diagram with one mistake, and where and what the error must be. */
typedef struct {
    const char *about;
    hex_shape_t shape;
    int size;
    const char *yaml;
    unsigned line, column;
    const char *message;
} diagram_case_t;

static const diagram_case_t diagram_cases[] = {
    {"a wrong letter under |2: line 5 is \"   . X .\"", HEX_SHAPE_HEXHEX, 2,
     "game: sibling\nsize: 2\nboard: |2\n    . .\n   . X .\n    . .\n", 5, 6, "'X'"},
    {"a row too long: at its first extra cell", HEX_SHAPE_HEXHEX, 2,
     "board: |2\n    . .\n   . . . W\n    . .\n", 3, 10,
     "row b of the board has more than 3 cells"},
    {"a row too short: just after its last cell", HEX_SHAPE_HEXHEX, 2,
     "board: |2\n    .\n   . . .\n    . .\n", 2, 6, "row c of the board has 1 cell; it needs 2"},
    {"an indicator larger than needed keeps more of each line", HEX_SHAPE_HEXHEX, 2,
     "board: |4\n       . .\n      . B w\n       . .\n", 3, 11, "upper-case W"},
    {"in the middle of a long row, indentation found by YAML", HEX_SHAPE_HEXHEX, 5,
     "size: 5\nboard: |\n"
     "  . . . . .\n  . . . . . .\n  . . . . . . .\n  . . . . . . . .\n"
     "  . . . . ? . . . .\n"
     "  . . . . . . . .\n  . . . . . . .\n  . . . . . .\n  . . . . .\n",
     7, 11, "'?'"},
    {"packed rows and a blank line", HEX_SHAPE_HEXHEX, 5,
     "board: |\n  .....\n  ......\n\n  .......\n  ........\n  ....W....\n  ........\n"
     "  ...B...\n  ......W\n  .....\n",
     10, 9, "row b of the board has more than 6 cells"},
    {"too few rows: at the block's start, with the size that fits", HEX_SHAPE_HEXHEX, 3,
     "game: orochi\nboard: |\n  . .\n  . . .\n  . .\n", 2, 8,
     "the board has 3 rows, but a size-3 board has 5 (size: 2 would fit it)"},
    {"too many rows: at the first extra row", HEX_SHAPE_HEXHEX, 3,
     "board: |\n  . . .\n  . . . .\n  . . . . .\n  . . . .\n  . . .\n   W\n", 7, 4,
     "the board has 6 rows"},
    {"a quoted board is one line", HEX_SHAPE_HEXHEX, 3, "board: \". . .\"\n", 1, 8,
     "literal block"},
    {"not a scalar", HEX_SHAPE_HEXHEX, 3, "board: [a1]\n", 1, 8, "board must be a scalar"},
    {"Meridians, CRLF line ends", HEX_SHAPE_MERIDIANS, 3,
     "board: |2\r\n    W .\r\n   . . .\r\n  . . . B .\r\n   . . .\r\n    . W\r\n", 4, 11,
     "row c of the board has more than 4 cells"},
};

static void test_diagram_errors(void)
{
    for (size_t i = 0; i < sizeof diagram_cases / sizeof diagram_cases[0]; i++) {
        const diagram_case_t *t = &diagram_cases[i];
        hex_board_t b;
        board_init(&b, t->shape, t->size);
        loaded_t l;
        hex_position_t pos;
        CU_ASSERT_FALSE(read_diagram_text(&l, t->yaml, &b, &pos));
        if (l.diag.count != 1)
            fprintf(stderr, "\n  %s: %zu errors\n", t->about, l.diag.count);
        CU_ASSERT_EQUAL(l.diag.count, 1);
        expect_error(&l, 0, DIAG_INPUT, t->line, t->column, t->message);
        unload(&l);
    }
}

/* Every mistake is reported, each at its place. */
static void test_diagram_with_two_mistakes(void)
{
    hex_board_t b;
    board_init(&b, HEX_SHAPE_HEXHEX, 5);
    loaded_t l;
    hex_position_t pos;
    CU_ASSERT_FALSE(read_diagram_text(&l,
                                      "board: |2\n"
                                      "      . . . . .\n"
                                      "     . . . . . .\n"
                                      "    . . . . . . .\n"
                                      "   . . . . . . . .\n"
                                      "  . . . . . . . . .\n"
                                      "   . . . . o . . .\n"
                                      "    . . . . . . .\n"
                                      "     . . . . .\n"
                                      "      . . . . .\n",
                                      &b, &pos));
    CU_ASSERT_EQUAL(l.diag.count, 2);
    expect_error(&l, 0, DIAG_INPUT, 7, 12, "'o'");
    expect_error(&l, 1, DIAG_INPUT, 9, 15, "row b of the board has 5 cells; it needs 6");
    unload(&l);
}

static void test_diagram_meridians_with_crlf(void)
{
    hex_board_t b;
    board_init(&b, HEX_SHAPE_MERIDIANS, 3);
    loaded_t l;
    hex_position_t pos;
    CU_ASSERT_TRUE(read_diagram_text(&l,
                                     "board: |2\r\n"
                                     "    W .\r\n"
                                     "   . . .\r\n"
                                     "  . . . B\r\n"
                                     "   . . .\r\n"
                                     "    . W\r\n",
                                     &b, &pos));
    CU_ASSERT_EQUAL(hex_position_get(&pos, cell_named(&b, "e1")), COLOUR_WHITE);
    CU_ASSERT_EQUAL(hex_position_get(&pos, cell_named(&b, "c4")), COLOUR_BLACK);
    CU_ASSERT_EQUAL(hex_position_get(&pos, cell_named(&b, "a2")), COLOUR_WHITE);
    CU_ASSERT_EQUAL(hex_position_count(&pos, COLOUR_NONE), 11);
    unload(&l);
}

/* ---- Stones lists ---- */

static void test_stones_lists(void)
{
    hex_board_t b;
    board_init(&b, HEX_SHAPE_HEXHEX, 4);
    loaded_t l;
    hex_position_t pos;
    hex_source_t source[HEX_CELLS_MAX];
    load(&l, "stones: {white: [d4, a1], black: [g4]}\n");
    hex_position_init(&pos, &b);
    CU_ASSERT_TRUE(hex_read_stones(&l.r, ymap_get(l.root, "stones"), &pos, source));
    CU_ASSERT_EQUAL(l.diag.count, 0);
    CU_ASSERT_EQUAL(hex_position_get(&pos, cell_named(&b, "d4")), COLOUR_WHITE);
    CU_ASSERT_EQUAL(hex_position_get(&pos, cell_named(&b, "g4")), COLOUR_BLACK);
    CU_ASSERT_EQUAL(hex_position_count(&pos, COLOUR_WHITE), 2);
    CU_ASSERT_EQUAL(source[cell_named(&b, "a1")].node->column, 22);
    unload(&l);

    load(&l, "stones:\n"
             "  white: [d4, a1, d4]\n"
             "  black:\n"
             "    - a1\n"
             "    - k3\n"
             "    - A1\n"
             "    - a01\n"
             "    - [b2]\n");
    hex_position_init(&pos, &b);
    CU_ASSERT_FALSE(hex_read_stones(&l.r, ymap_get(l.root, "stones"), &pos, NULL));
    CU_ASSERT_EQUAL(l.diag.count, 6);
    expect_error(&l, 0, DIAG_RULE, 2, 19, "cell d4 is listed twice");
    expect_error(&l, 1, DIAG_RULE, 4, 7, "cell a1 is listed as both white and black");
    expect_error(&l, 2, DIAG_RULE, 5, 7, "cell k3 is not on a size-4 board");
    expect_error(&l, 3, DIAG_INPUT, 6, 7, "'A1' is not a cell name: row letters are lower case");
    expect_error(&l, 4, DIAG_INPUT, 7, 7, "'a01' is not a cell name");
    expect_error(&l, 5, DIAG_INPUT, 8, 7, "a cell must be a scalar");
    CU_ASSERT_EQUAL(diag_status(&l.diag), 2);
    unload(&l);

    load(&l, "stones: {white: d4, red: [a1]}\n");
    hex_position_init(&pos, &b);
    CU_ASSERT_FALSE(hex_read_stones(&l.r, ymap_get(l.root, "stones"), &pos, NULL));
    expect_error(&l, 0, DIAG_INPUT, 1, 21, "unknown key 'red'");
    unload(&l);
    load(&l, "stones: {white: d4}\n");
    hex_position_init(&pos, &b);
    CU_ASSERT_FALSE(hex_read_stones(&l.r, ymap_get(l.root, "stones"), &pos, NULL));
    expect_error(&l, 0, DIAG_INPUT, 1, 17, "stones: white must be a sequence");
    unload(&l);

    /* A long junk name is shown cut short. */
    char text[400] = "stones: {black: [a";
    memset(text + strlen(text), '1', 300);
    strcpy(text + 18 + 300, "]}\n");
    load(&l, text);
    hex_position_init(&pos, &b);
    CU_ASSERT_FALSE(hex_read_stones(&l.r, ymap_get(l.root, "stones"), &pos, NULL));
    CU_ASSERT_FATAL(l.diag.count == 1);
    CU_ASSERT(strlen(l.diag.entries[0].message) < 120);
    CU_ASSERT_PTR_NOT_NULL(strstr(l.diag.entries[0].message, "...'"));
    unload(&l);
}

/* ---- Documents ---- */

static const char *const sibling_keys[] = {"pie", "to_move", NULL};
static const hex_game_spec_t sibling_spec = {HEX_SHAPE_HEXHEX, 5, 2, 13, sibling_keys};

static void test_document_reading(void)
{
    loaded_t l;
    hex_document_t doc;
    load(&l, "game: sibling\npie: true\nmoves:\n  - d4\n");
    CU_ASSERT_TRUE(hex_document_read(&l.r, l.root, &sibling_spec, &doc));
    CU_ASSERT_EQUAL(doc.board.size, 5);
    CU_ASSERT_FALSE(doc.has_snapshot);
    CU_ASSERT_PTR_NOT_NULL(doc.moves);
    unload(&l);

    load(&l, "game: sibling\nsize: 4\nstones: {white: [d4]}\n");
    CU_ASSERT_TRUE(hex_document_read(&l.r, l.root, &sibling_spec, &doc));
    CU_ASSERT_EQUAL(doc.board.count, 37);
    CU_ASSERT_TRUE(doc.has_snapshot);
    CU_ASSERT_PTR_NULL(doc.moves);
    CU_ASSERT_EQUAL(hex_position_count(&doc.snapshot, COLOUR_WHITE), 1);
    unload(&l);

    load(&l, "game: sibling\nsize: 14\n");
    CU_ASSERT_FALSE(hex_document_read(&l.r, l.root, &sibling_spec, &doc));
    expect_error(&l, 0, DIAG_INPUT, 2, 7, "size must be from 2 to 13, not 14");
    unload(&l);

    /* A game's narrower range, within the shape's. */
    static const hex_game_spec_t meridians_spec = {HEX_SHAPE_MERIDIANS, 7, 2, 20, NULL};
    load(&l, "game: meridians\nsize: 2\n");
    CU_ASSERT_FALSE(hex_document_read(&l.r, l.root, &meridians_spec, &doc));
    expect_error(&l, 0, DIAG_INPUT, 2, 7, "size must be from 3 to 13, not 2");
    unload(&l);
    load(&l, "game: meridians\n");
    CU_ASSERT_TRUE(hex_document_read(&l.r, l.root, &meridians_spec, &doc));
    CU_ASSERT_EQUAL(doc.board.count, 114);
    unload(&l);

    load(&l, "game: sibling\nsize: 2\ncolour: red\nboard: |\n  ..\n  ...\n  ..\n"
             "stones: {white: [a1]}\nmoves: d4\n");
    CU_ASSERT_FALSE(hex_document_read(&l.r, l.root, &sibling_spec, &doc));
    CU_ASSERT_EQUAL(l.diag.count, 3);
    expect_error(&l, 0, DIAG_INPUT, 3, 1, "unknown key 'colour'");
    expect_error(&l, 1, DIAG_INPUT, 8, 1, "not both");
    expect_error(&l, 2, DIAG_INPUT, 9, 8, "moves must be a sequence");
    unload(&l);

    load(&l, "game: sibling\nto_move: black\nlast_player: Black\n");
    colour_t colour = COLOUR_NONE;
    CU_ASSERT_TRUE(yread_colour(&l.r, ymap_get(l.root, "to_move"), "to_move", &colour));
    CU_ASSERT_EQUAL(colour, COLOUR_BLACK);
    CU_ASSERT_FALSE(yread_colour(&l.r, ymap_get(l.root, "last_player"), "last_player", &colour));
    expect_error(&l, 0, DIAG_INPUT, 3, 14, "last_player must be white or black, not 'Black'");
    unload(&l);

    load(&l, "game: sibling\nsize: 2\nstones: {white: [a1, c3]}\n");
    CU_ASSERT_FALSE(hex_document_read(&l.r, l.root, &sibling_spec, &doc));
    expect_error(&l, 0, DIAG_RULE, 3, 22, "cell c3 is not on a size-2 board");
    CU_ASSERT_EQUAL(diag_status(&l.diag), 1);
    unload(&l);
}

/* A bad size leaves no board, but every other value of the wrong kind is
 * still reported; a record longer than HEX_RECORD_MAX is refused. */
static void test_document_limits(void)
{
    loaded_t l;
    hex_document_t doc;
    load(&l, "game: sibling\nsize: 0\nboard: [x]\nstones: [a1]\nmoves: {a: 1}\n");
    CU_ASSERT_FALSE(hex_document_read(&l.r, l.root, &sibling_spec, &doc));
    CU_ASSERT_EQUAL(l.diag.count, 4);
    expect_error(&l, 0, DIAG_INPUT, 2, 7, "size must be from 2 to 13, not 0");
    expect_error(&l, 1, DIAG_INPUT, 3, 8, "board must be a scalar, not a sequence");
    expect_error(&l, 2, DIAG_INPUT, 4, 9, "stones must be a mapping, not a sequence");
    expect_error(&l, 3, DIAG_INPUT, 5, 8, "moves must be a sequence, not a mapping");
    unload(&l);

    for (size_t entries = HEX_RECORD_MAX; entries <= HEX_RECORD_MAX + 1; entries++) {
        char *text = malloc(32 + 7 * entries);
        CU_ASSERT_PTR_NOT_NULL_FATAL(text);
        strcpy(text, "game: sibling\nmoves:\n");
        char *end = text + strlen(text);
        for (size_t i = 0; i < entries; i++, end += 7)
            memcpy(end, "  - a1\n", 7);
        *end = '\0';
        load(&l, text);
        bool read = hex_document_read(&l.r, l.root, &sibling_spec, &doc);
        CU_ASSERT_EQUAL(read, entries <= HEX_RECORD_MAX);
        if (entries > HEX_RECORD_MAX)
            expect_error(&l, 0, DIAG_INPUT, 3, 3, "the record has 10001 entries: twigs reads at most 10000");
        unload(&l);
        free(text);
    }
}

static void test_snapshot_comparison(void)
{
    loaded_t l;
    hex_document_t doc;
    load(&l, "game: sibling\n"
             "size: 2\n"
             "board: |2\n"
             "    W .\n"
             "   . B .\n"
             "    . .\n");
    CU_ASSERT_TRUE_FATAL(hex_document_read(&l.r, l.root, &sibling_spec, &doc));
    hex_position_t replayed = doc.snapshot;
    CU_ASSERT_TRUE(hex_document_compare(&l.r, &doc, &replayed));
    CU_ASSERT_EQUAL(l.diag.count, 0);
    hex_position_set(&replayed, cell_named(&doc.board, "c1"), COLOUR_NONE);
    hex_position_set(&replayed, cell_named(&doc.board, "b3"), COLOUR_BLACK);
    CU_ASSERT_FALSE(hex_document_compare(&l.r, &doc, &replayed));
    CU_ASSERT_EQUAL(l.diag.count, 2);
    expect_error(&l, 0, DIAG_RULE, 5, 8, "the moves leave b3 black, but the snapshot has it empty");
    expect_error(&l, 1, DIAG_RULE, 4, 5, "the moves leave c1 empty, but the snapshot has it white");
    unload(&l);

    /* Many differences: five shown, the rest counted. */
    load(&l, "game: sibling\nsize: 3\nstones: {black: [a1, a2, a3, b1, b2, b3, b4]}\n");
    CU_ASSERT_TRUE_FATAL(hex_document_read(&l.r, l.root, &sibling_spec, &doc));
    hex_position_t empty;
    hex_position_init(&empty, &doc.board);
    CU_ASSERT_FALSE(hex_document_compare(&l.r, &doc, &empty));
    CU_ASSERT_EQUAL(l.diag.count, 6);
    expect_error(&l, 0, DIAG_RULE, 3, 18, "a1 empty");
    expect_error(&l, 5, DIAG_RULE, 3, 9, "differ in 2 more cells");
    unload(&l);
}

/* ---- Records ---- */

static void test_moves(void)
{
    loaded_t l;
    hex_document_t doc;
    load(&l, "game: sibling\n"
             "size: 4\n"
             "moves:\n"
             "  - d4\n"
             "  - a1   a4\n"
             "  - \"swap\"\n"
             "  - |\n"
             "    Wd4 xe5\n"
             "     xz0\n"
             "  - [a1]\n"
             "  - ''\n"
             "  - k3 A1\n");
    CU_ASSERT_TRUE_FATAL(hex_document_read(&l.r, l.root, &sibling_spec, &doc));
    CU_ASSERT_EQUAL_FATAL(doc.moves->count, 7);
    hex_move_t *move = malloc(sizeof *move);
    CU_ASSERT_PTR_NOT_NULL_FATAL(move);

    CU_ASSERT_TRUE(hex_move_read(&l.r, doc.moves, 0, move));
    CU_ASSERT_EQUAL(move->count, 1);
    CU_ASSERT_EQUAL(move->number, 1);
    CU_ASSERT_STRING_EQUAL(move->label, "move 1");
    hex_cell_t cell;
    CU_ASSERT_TRUE(hex_move_cell(&l.r, &doc.board, move, 0, 0, &cell));
    CU_ASSERT_EQUAL(cell, cell_named(&doc.board, "d4"));

    /* A plain scalar: every token at the scalar's start (docs/check.md). */
    CU_ASSERT_TRUE(hex_move_read(&l.r, doc.moves, 1, move));
    CU_ASSERT_EQUAL_FATAL(move->count, 2);
    CU_ASSERT_EQUAL(move->tokens[1].length, 2);
    CU_ASSERT_EQUAL(strncmp(move->tokens[1].text, "a4", 2), 0);
    CU_ASSERT_EQUAL(move->tokens[1].line, 5);
    CU_ASSERT_EQUAL(move->tokens[1].column, 5);

    CU_ASSERT_TRUE(hex_move_read(&l.r, doc.moves, 2, move));
    CU_ASSERT_TRUE(hex_token_is(&move->tokens[0], "swap"));
    CU_ASSERT_FALSE(hex_token_is(&move->tokens[0], "swa"));
    CU_ASSERT_FALSE(hex_token_is(&move->tokens[0], "swaps"));

    /* A literal block: each token at its own character. */
    CU_ASSERT_TRUE(hex_move_read(&l.r, doc.moves, 3, move));
    CU_ASSERT_EQUAL_FATAL(move->count, 3);
    CU_ASSERT_EQUAL(move->tokens[1].line, 8);
    CU_ASSERT_EQUAL(move->tokens[1].column, 9);
    CU_ASSERT_EQUAL(move->tokens[2].line, 9);
    CU_ASSERT_EQUAL(move->tokens[2].column, 6);
    CU_ASSERT_TRUE(hex_move_cell(&l.r, &doc.board, move, 0, 1, &cell));
    CU_ASSERT_EQUAL(cell, cell_named(&doc.board, "d4"));
    CU_ASSERT_FALSE(hex_move_cell(&l.r, &doc.board, move, 2, 1, &cell));
    expect_error(&l, 0, DIAG_INPUT, 9, 6, "move 4: 'z0' is not a cell name");
    hex_move_error(&l.r, move, 1, DIAG_RULE, "%s is over-connected no more", "e5");
    expect_error(&l, 1, DIAG_RULE, 8, 9, "move 4: e5 is over-connected no more");
    hex_move_error(&l.r, move, 99, DIAG_RULE, "the game is over");
    expect_error(&l, 2, DIAG_RULE, 7, 5, "move 4: the game is over");

    CU_ASSERT_FALSE(hex_move_read(&l.r, doc.moves, 4, move));
    expect_error(&l, 3, DIAG_INPUT, 10, 5, "move 5 must be a scalar");
    CU_ASSERT_FALSE(hex_move_read(&l.r, doc.moves, 5, move));
    expect_error(&l, 4, DIAG_INPUT, 11, 5, "move 6 is empty");

    CU_ASSERT_TRUE(hex_move_read(&l.r, doc.moves, 6, move));
    CU_ASSERT_FALSE(hex_move_cell(&l.r, &doc.board, move, 0, 0, &cell));
    expect_error(&l, 5, DIAG_RULE, 12, 5, "move 7: cell k3 is not on a size-4 board");
    CU_ASSERT_FALSE(hex_move_cell(&l.r, &doc.board, move, 1, 0, &cell));
    expect_error(&l, 6, DIAG_INPUT, 12, 5, "move 7: 'A1' is not a cell name");
    free(move);
    unload(&l);
}

static void test_too_many_tokens(void)
{
    size_t size = 64 + 3 * (HEX_MOVE_TOKENS_MAX + 1);
    char *text = malloc(size);
    CU_ASSERT_PTR_NOT_NULL_FATAL(text);
    size_t n = (size_t)snprintf(text, size, "moves:\n  - ");
    for (int i = 0; i <= HEX_MOVE_TOKENS_MAX; i++)
        n += (size_t)snprintf(text + n, size - n, "a1 ");
    snprintf(text + n, size - n, "\n");
    loaded_t l;
    load(&l, text);
    hex_move_t *move = malloc(sizeof *move);
    CU_ASSERT_PTR_NOT_NULL_FATAL(move);
    CU_ASSERT_FALSE(hex_move_read(&l.r, ymap_get(l.root, "moves"), 0, move));
    expect_error(&l, 0, DIAG_INPUT, 2, 5, "more than 1024 parts");
    free(move);
    free(text);
    unload(&l);
}

/* ---- Drawing ---- */

static size_t count_of(const char *text, const char *what)
{
    size_t n = 0;
    for (const char *p = strstr(text, what); p != NULL; p = strstr(p + 1, what))
        n++;
    return n;
}

static char *draw(const hex_position_t *pos, const hex_svg_options_t *options)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    CU_ASSERT_PTR_NOT_NULL_FATAL(out);
    hex_svg_draw(out, pos, options);
    fclose(out);
    return text;
}

static void test_svg(void)
{
    hex_board_t b;
    board_init(&b, HEX_SHAPE_HEXHEX, 3);
    loaded_t l;
    hex_position_t pos;
    CU_ASSERT_TRUE_FATAL(read_diagram_text(&l, group_yaml, &b, &pos));
    unload(&l);
    hex_cell_t last[2] = {cell_named(&b, "a1"), cell_named(&b, "c5")};
    hex_svg_options_t options = {false, last, 2, "White to move", NULL, 0, NULL, 0};
    char *svg = draw(&pos, &options);
    CU_ASSERT_PTR_NOT_NULL(strstr(svg, "<svg"));
    CU_ASSERT_PTR_NOT_NULL(strstr(svg, "</svg>"));
    CU_ASSERT_EQUAL(count_of(svg, "<polygon"), (size_t)b.count);
    /* 10 stones and 2 rings. */
    CU_ASSERT_EQUAL(count_of(svg, "<circle"), 12);
    CU_ASSERT_EQUAL(count_of(svg, "#d62828"), 2);
    CU_ASSERT_PTR_NOT_NULL(strstr(svg, ">White to move<"));
    CU_ASSERT_PTR_NULL(strstr(svg, ">e1<"));
    free(svg);

    options = (hex_svg_options_t){true, NULL, 0, NULL, NULL, 0, NULL, 0};
    svg = draw(&pos, &options);
    /* A name a cell, and round the board each row's letter twice and the
     * 3 places of the bottom and the top rows. */
    CU_ASSERT_EQUAL(count_of(svg, "<text"), (size_t)b.count + 2 * 5 + 2 * 3);
    CU_ASSERT_PTR_NOT_NULL(strstr(svg, ">e1<"));
    CU_ASSERT_PTR_NOT_NULL(strstr(svg, ">c5<"));
    free(svg);

    /* Meridians: one line per pair of neighbours, a dot per empty point. */
    board_init(&b, HEX_SHAPE_MERIDIANS, 7);
    hex_position_init(&pos, &b);
    hex_position_set(&pos, cell_named(&b, "g6"), COLOUR_BLACK);
    options = (hex_svg_options_t){false, NULL, 0, NULL, NULL, 0, NULL, 0};
    svg = draw(&pos, &options);
    size_t degrees = 0;
    for (hex_cell_t c = 0; c < b.count; c++)
        degrees += (size_t)hex_board_degree(&b, c);
    CU_ASSERT_EQUAL(count_of(svg, "<line"), degrees / 2);
    CU_ASSERT_EQUAL(count_of(svg, "<circle"), (size_t)b.count);
    CU_ASSERT_EQUAL(count_of(svg, "<polygon"), 0);
    free(svg);
}

static CU_TestInfo geometry_tests[] = {
    {"cell counts", test_cell_counts},
    {"unsupported sizes", test_unsupported_sizes},
    {"names round trip", test_names_round_trip},
    {"names of corners", test_names_of_corners},
    {"names that do not parse", test_names_that_do_not_parse},
    {"neighbours are symmetric", test_neighbours_are_symmetric},
    {"degrees", test_degrees},
    {"rays", test_rays},
    {"lines and between", test_lines_and_between},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo position_tests[] = {
    {"groups by hand", test_groups_by_hand},
    {"first stone on a ray", test_first_stone_on_a_ray},
    {"groups agree with flood fill", test_groups_agree_with_flood_fill},
    {"diagram round trip", test_diagram_round_trip},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo yaml_tests[] = {
    {"diagram errors at their character", test_diagram_errors},
    {"diagram with two mistakes", test_diagram_with_two_mistakes},
    {"Meridians diagram with CRLF", test_diagram_meridians_with_crlf},
    {"stones lists", test_stones_lists},
    {"document reading", test_document_reading},
    {"document limits", test_document_limits},
    {"snapshot comparison", test_snapshot_comparison},
    {"moves", test_moves},
    {"too many tokens", test_too_many_tokens},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo svg_tests[] = {
    {"svg", test_svg},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"geometry", NULL, NULL, NULL, NULL, geometry_tests},
        {"position", NULL, NULL, NULL, NULL, position_tests},
        {"yaml", NULL, NULL, NULL, NULL, yaml_tests},
        {"svg", NULL, NULL, NULL, NULL, svg_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
