/* Sibling (docs/rules.md): every rule of a move, the end of the game, snapshots
 * and their stone counts, the score and its tie-breaks, all on positions
 * worked out by hand; then random games from the engine's own pair
 * generator, each replayed legal and each broken in every way a move can
 * break the rules.
 *
 * The boards, rows top to bottom (size 2 and 3):
 *
 *        c1 c2                 e1 e2 e3
 *      b1 b2 b3              d1 d2 d3 d4
 *        a1 a2             c1 c2 c3 c4 c5
 *                            b1 b2 b3 b4
 *                              a1 a2 a3
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "game/sibling_rules.h"
#include "hex/board.h"
#include "hex_game_tests.h"

/* A record on the size-3 board: entry i is on line 4 + i. */
#define SIZE3 "game: sibling\nsize: 3\nmoves:\n"

/* White c3; Black a1 a3 (a2 between, empty); White e1 e3; Black c1 c5
 * (c3 between, White's). */
#define OPENING SIZE3 "  - c3\n  - a1 a3\n  - e1 e3\n  - c1 c5\n"

/* On the size-2 board only three pairs exist: b1 b3, a1 c2, a2 c1 (each
 * through b2).  This game fills the board; White, to move, has no pair.
 * White a1 b2 c2 is one group of 3; Black b1 c1 and b3 a2 are two of 2:
 * the second largest, 0 against 2, gives Black the game. */
#define FULL_SIZE2 "game: sibling\nsize: 2\nmoves:\n  - b2\n  - b1 b3\n  - a1 c2\n  - a2 c1\n"

/* ---- Moves ---- */

static void test_opening_in_progress(void)
{
    checked_t c = checked_text(OPENING);
    expect_legal(&c, "in_progress", "white", NULL);
    expect_score(&c, "{groups: {white: [1, 1, 1], black: [1, 1, 1, 1]}}");
    checked_free(&c);
}

static void test_first_move_one_stone(void)
{
    expect_text_rule_error(SIZE3 "  - c3 c1\n", 4,
                           "move 1: White's first move places one stone, not 2");
}

static void test_later_moves_two_stones(void)
{
    expect_text_rule_error(SIZE3 "  - c3\n  - a1\n", 5,
                           "move 2: each move after White's first places two stones, not 1");
    expect_text_rule_error(SIZE3 "  - c3\n  - a1 a3 e1\n", 5, "not 3");
}

static void test_occupied(void)
{
    expect_text_rule_error(SIZE3 "  - c3\n  - c3 c1\n", 5,
                           "move 2: c3 already holds a white stone");
    expect_text_rule_error(SIZE3 "  - c3\n  - c1 c3\n", 5,
                           "move 2: c3 already holds a white stone");
    expect_text_rule_error(SIZE3 "  - c3\n  - a1 a3\n  - a3 e3\n", 6,
                           "move 3: a3 already holds a black stone");
}

static void test_same_cell(void)
{
    expect_text_rule_error(SIZE3 "  - c3\n  - a1 a1\n", 5, "move 2: both stones are on a1");
}

static void test_not_on_a_line(void)
{
    /* From a1 the lines run a2 a3, b1 c1, b2 c3 d3 e3: not b3, not d1. */
    expect_text_rule_error(SIZE3 "  - c3\n  - a1 b3\n", 5, "move 2: a1 and b3 are not on one line");
    expect_text_rule_error(SIZE3 "  - c3\n  - d1 a1\n", 5, "move 2: d1 and a1 are not on one line");
}

static void test_adjacent(void)
{
    expect_text_rule_error(SIZE3 "  - c3\n  - a1 a2\n", 5, "a1 and a2 are next to each other");
    expect_text_rule_error(SIZE3 "  - c3\n  - b2 a1\n", 5, "b2 and a1 are next to each other");
    /* Across the middle row: c2 touches d1 and d2 above it. */
    expect_text_rule_error(SIZE3 "  - c3\n  - c2 d2\n", 5, "c2 and d2 are next to each other");
}

static void test_stones_between_allowed(void)
{
    /* a1 b2 c3 d3 e3 is one diagonal, with White's c3 in the middle. */
    checked_t c = checked_text(SIZE3 "  - c3\n  - a1 e3\n");
    expect_legal(&c, "in_progress", "white", NULL);
    expect_score(&c, "{groups: {white: [1], black: [1, 1]}}");
    checked_free(&c);
    /* Two steps apart along the other diagonal: a3 b3 c3 d2 e1. */
    c = checked_text(SIZE3 "  - a1\n  - a3 c3\n  - b3 d2\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
}

static void test_off_board_and_bad_names(void)
{
    expect_text_rule_error(SIZE3 "  - c3\n  - a1 f1\n", 5,
                           "move 2: cell f1 is not on a size-3 board");
    expect_text_rule_error(SIZE3 "  - a4\n", 4, "cell a4 is not on a size-3 board");
    checked_t c = checked_text(SIZE3 "  - c3\n  - a1 A3\n");
    expect_error_count(&c, 1);
    expect_error(&c, 0, DIAG_INPUT, 5, 5, "'A3' is not a cell name");
    CU_ASSERT_EQUAL(report_exit_status(checked_report(&c)), 2);
    checked_free(&c);
}

/* Only the first illegal move is reported; later entries are still read
 * for names that do not parse (exit 2), but not played. */
static void test_first_illegal_move_only(void)
{
    expect_text_rule_error(SIZE3 "  - c3\n  - a1 a2\n  - c3 c3\n  - f1 a1\n", 5, "move 2:");
    expect_text_rule_then_input_error(SIZE3 "  - c3\n  - a1 a2\n  - z0 a1\n", 5,
                                      "move 2: a1 and a2 are next to each other", 6,
                                      "move 3: 'z0' is not a cell name");
}

/* ---- The pie rule ---- */

static void test_swap(void)
{
    /* The swap moves no stone: the black stones still move next. */
    checked_t c = checked_text("game: sibling\nsize: 3\npie: true\nmoves:\n  - c3\n  - swap\n"
                               "  - a1 a3\n");
    expect_legal(&c, "in_progress", "white", NULL);
    expect_score(&c, "{groups: {white: [1], black: [1, 1]}}");
    CU_ASSERT_PTR_NOT_NULL(checked_report(&c)->notes);
    checked_free(&c);
    c = checked_text("game: sibling\nsize: 3\npie: true\nmoves:\n  - c3\n  - swap\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
}

static void test_swap_refused(void)
{
    expect_text_rule_error(SIZE3 "  - c3\n  - swap\n", 5,
                           "move 2: swap needs the pie rule (pie: true)");
    expect_text_rule_error("game: sibling\nsize: 3\npie: false\nmoves: [c3, swap]\n", 4,
                           "swap needs the pie rule");
    expect_text_rule_error("game: sibling\nsize: 3\npie: true\nmoves:\n  - swap\n", 5,
                           "move 1: swap is allowed only as Black's first move");
    expect_text_rule_error(
        "game: sibling\nsize: 3\npie: true\nmoves:\n  - c3\n  - a1 a3\n  - swap\n", 7,
        "move 3: swap is allowed only as Black's first move");
    expect_text_rule_error(
        "game: sibling\nsize: 3\npie: true\nmoves:\n  - c3\n  - swap\n  - swap\n", 7,
        "move 3: swap is allowed only");
    checked_t c = checked_text("game: sibling\nsize: 3\npie: yes\nmoves: [c3]\n");
    expect_error(&c, 0, DIAG_INPUT, 3, 6, "pie");
    checked_free(&c);
}

/* ---- The end ---- */

static void test_full_board_finished(void)
{
    checked_t c = checked_text(FULL_SIZE2);
    expect_legal(&c, "finished", NULL, "black");
    expect_score(&c, "{groups: {white: [3], black: [2, 2]}}");
    checked_free(&c);
    c = checked_text("game: sibling\nsize: 2\npie: true\nmoves: [b2, swap, b1 b3, a1 c2, a2 c1]\n");
    expect_legal(&c, "finished", NULL, "black");
    checked_free(&c);
}

static void test_move_after_the_end(void)
{
    expect_text_rule_error(FULL_SIZE2 "  - a1 c2\n", 8,
                           "move 5: the game is already over: white, to move, has no legal pair");
}

/* The game ends when the player to move has no pair, empty cells or
 * not: White b1, Black a2 c1 (through b2), White a1 c2 (through b2);
 * Black's only empty cells, b2 and b3, touch.  White b1 a1 (2) and c2
 * (1), Black a2 and c1 (1 each): second largest 1 = 1, then 2 > 1. */
#define EMPTY_END_BOARD "game: sibling\nsize: 2\nboard: |2\n   B W\n  W . .\n   W B\n"

static void test_end_with_empty_cells(void)
{
    checked_t c = checked_text(EMPTY_END_BOARD);
    expect_legal(&c, "finished", NULL, "white");
    expect_score(&c, "{groups: {white: [2, 1], black: [1, 1]}}");
    checked_free(&c);
    c = checked_text("game: sibling\nsize: 2\nmoves: [b1, a2 c1, a1 c2]\n");
    expect_legal(&c, "finished", NULL, "white");
    expect_score(&c, "{groups: {white: [2, 1], black: [1, 1]}}");
    checked_free(&c);
}

/* A finished game has nobody to move: a to_move is ignored, whether the
 * counts would give that player or not (here they give Black). */
static void test_to_move_of_a_finished_game(void)
{
    expect_to_move_ignored(EMPTY_END_BOARD "to_move: black\n", "black", "white");
    expect_to_move_ignored(EMPTY_END_BOARD "to_move: white\n", "white", "white");
    expect_to_move_ignored(FULL_SIZE2 "to_move: white\n", "white", "black");
    /* Until the end it must be the player the counts give. */
    expect_text_rule_error("game: sibling\nsize: 2\nto_move: white\nstones: {white: [b2]}\n", 3,
                           "to_move is white here, but by the stone counts it is black");
}

/* Black's two stones touch (c2 b3), and White's three (c1 b1 b2) hold
 * no pair: the counts are right, but no game leads here. */
static void test_snapshot_not_pairable(void)
{
    checked_t c = checked_text("game: sibling\nsize: 2\nboard: |2\n   W B\n  W W B\n   . .\n");
    expect_error_count(&c, 2);
    expect_error(&c, 0, DIAG_RULE, 3, 8,
                 "the white stones besides White's first cannot all have been placed in pairs "
                 "on a line, not next to each other: a largest pairing leaves b1 b2 c1 alone");
    expect_error(&c, 1, DIAG_RULE, 3, 8,
                 "the black stones cannot all have been placed in pairs on a line, not next to "
                 "each other: a largest pairing leaves b3 c2 alone");
    checked_free(&c);
    /* Stones between a pair do not matter: a1 a3 and b1 b3 pair off. */
    c = checked_text(
        "game: sibling\nsize: 3\nstones: {white: [c3, e1, e3], black: [a1, a3, b1, b3]}\n");
    expect_legal(&c, "in_progress", "white", NULL);
    expect_score(&c, "{groups: {white: [1, 1, 1], black: [2, 2]}}");
    checked_free(&c);
}

/* ---- Snapshots ---- */

static void test_empty_board(void)
{
    checked_t c = checked_text("game: sibling\n");
    expect_legal(&c, "in_progress", "white", NULL);
    expect_score(&c, "{groups: {white: [], black: []}}");
    checked_free(&c);
    c = checked_text("game: sibling\nmoves: []\n");
    expect_legal(&c, "in_progress", "white", NULL);
    checked_free(&c);
}

/* The opening's position as a diagram: the same report as its record. */
#define OPENING_BOARD                                                                              \
    "board: |2\n"                                                                                  \
    "      W . W\n"                                                                                \
    "     . . . .\n"                                                                               \
    "    B . W . B\n"                                                                              \
    "     . . . .\n"                                                                               \
    "      B . B\n"

static void test_snapshot_counts(void)
{
    checked_t c = checked_text("game: sibling\nsize: 3\n" OPENING_BOARD);
    expect_legal(&c, "in_progress", "white", NULL);
    expect_score(&c, "{groups: {white: [1, 1, 1], black: [1, 1, 1, 1]}}");
    checked_free(&c);
    /* One white stone: Black to move; three white, two black: Black. */
    c = checked_text("game: sibling\nsize: 3\nstones: {white: [c3]}\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
    c = checked_text("game: sibling\nsize: 3\nstones: {white: [c3, e1, e3], black: [a1, a3]}\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
}

static void test_snapshot_bad_counts(void)
{
    /* 2 white (even), 1 black (odd), 3 white with 6 black, 1 with 4. */
    static const char *const bad[] = {
        "{white: [c3, c1]}",
        "{black: [c3]}",
        "{white: [c3], black: [a1]}",
        "{white: [c3, e1, e3], black: [a1, a2, a3, b1, b2, b3]}",
        "{white: [c3], black: [a1, a2, a3, b1]}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char yaml[256];
        snprintf(yaml, sizeof yaml, "game: sibling\nsize: 3\nstones: %s\n", bad[i]);
        checked_t c = checked_text(yaml);
        expect_one_rule_error(&c, 3, "White has an odd number and Black one fewer or one more");
        checked_free(&c);
    }
}

static void test_to_move_given(void)
{
    checked_t c = checked_text("game: sibling\nsize: 3\nto_move: black\nstones: {white: [c3]}\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
    expect_text_rule_error("game: sibling\nsize: 3\nto_move: white\nstones: {white: [c3]}\n", 3,
                           "to_move is white here, but by the stone counts it is black");
    expect_text_rule_error(OPENING "to_move: black\n", 8,
                           "to_move is black here, but after the moves it is white");
}

static void test_record_and_snapshot(void)
{
    checked_t c = checked_text(OPENING OPENING_BOARD);
    expect_legal(&c, "in_progress", "white", NULL);
    checked_free(&c);
    /* The snapshot misses Black's c5 (line 11, column 13) and has a
     * white stone on d2 (line 10, column 8) that the moves never place. */
    c = checked_text(OPENING "board: |2\n"
                             "      W . W\n"
                             "     . W . .\n"
                             "    B . W . .\n"
                             "     . . . .\n"
                             "      B . B\n");
    expect_error_count(&c, 2);
    expect_error(&c, 0, DIAG_RULE, 11, 13,
                 "the moves leave c5 black, but the snapshot has it empty");
    expect_error(&c, 1, DIAG_RULE, 10, 8,
                 "the moves leave d2 empty, but the snapshot has it white");
    checked_free(&c);
}

/* ---- Score ---- */

/* The comparison by itself: the second largest, then the largest, then
 * the third, fourth, ...; a missing group counts 0. */
static void test_compare(void)
{
    /* 10 against 9: the second largest groups decide. */
    CU_ASSERT_EQUAL(sibling_compare((int[]){11, 10, 2}, 3, (int[]){10, 9, 4, 1}, 4), COLOUR_WHITE);
    /* Second equal, the largest decides. */
    CU_ASSERT_EQUAL(sibling_compare((int[]){5, 3}, 2, (int[]){6, 3}, 2), COLOUR_BLACK);
    /* Second and largest equal, the third decides. */
    CU_ASSERT_EQUAL(sibling_compare((int[]){5, 3, 2}, 3, (int[]){5, 3, 1, 1}, 4), COLOUR_WHITE);
    /* Then the fourth, against a missing one. */
    CU_ASSERT_EQUAL(sibling_compare((int[]){4, 3, 1}, 3, (int[]){4, 3, 1, 1}, 4), COLOUR_BLACK);
    /* A single group has a second largest of 0. */
    CU_ASSERT_EQUAL(sibling_compare((int[]){9}, 1, (int[]){2, 1}, 2), COLOUR_BLACK);
    CU_ASSERT_EQUAL(sibling_compare(NULL, 0, (int[]){1}, 1), COLOUR_BLACK);
    CU_ASSERT_EQUAL(sibling_compare((int[]){2, 2}, 2, (int[]){2, 2}, 2), COLOUR_NONE);
    CU_ASSERT_EQUAL(sibling_compare(NULL, 0, NULL, 0), COLOUR_NONE);
}

/* A finished size-4 game decided by the third group.  d4 and d5 are
 * empty and touch, so White (17 stones to Black's 18, to move) has no
 * pair.  White: f4 e4 e5 d6 d7 c4 c5 c6 (8); g1 f1 e2 d3 c2 b1 (6); a2 a3
 * a4 (3).  Black: g2 g3 g4 f2 f3 f5 e3 e6 (8); c3 b2 b3 b4 b5 a1 (6); e1
 * d1 d2 c1 (4).  8 = 8 and 6 = 6; the third, 3 against 4, goes to Black.
 * (Each colour's stones, White's first aside, pair off on lines.) */
#define THIRD_DECIDES                                                                              \
    "game: sibling\nsize: 4\nboard: |2\n"                                                          \
    "       W B B B\n"                                                                             \
    "      W B B W B\n"                                                                            \
    "     B W B W W B\n"                                                                           \
    "    B B W . . W W\n"                                                                          \
    "     B W B W W W\n"                                                                           \
    "      W B B B B\n"                                                                            \
    "       B W W W\n"

/* Decided by the largest group.  White: g2 g3 f1 f3 f4 e2-e5 d2 (10);
 * c3 b2 b3 b5 a2 a3 a4 (7).  Black: g1 f2 (2); g4 f5 e6 d6 d7 c4 c5 c6
 * b4 (9); e1 d1 d3 c1 c2 b1 a1 (7).  7 = 7, then 10 against 9: White. */
#define LARGEST_DECIDES                                                                            \
    "game: sibling\nsize: 4\nboard: |2\n"                                                          \
    "       B W W B\n"                                                                             \
    "      W B W W B\n"                                                                            \
    "     B W W W W B\n"                                                                           \
    "    B W B . . B B\n"                                                                          \
    "     B B W B B B\n"                                                                           \
    "      B W W B W\n"                                                                            \
    "       B W W W\n"

static void test_third_group_decides(void)
{
    checked_t c = checked_text(THIRD_DECIDES);
    expect_legal(&c, "finished", NULL, "black");
    expect_score(&c, "{groups: {white: [8, 6, 3], black: [8, 6, 4]}}");
    checked_free(&c);
}

static void test_largest_group_decides(void)
{
    checked_t c = checked_text(LARGEST_DECIDES);
    expect_legal(&c, "finished", NULL, "white");
    expect_score(&c, "{groups: {white: [10, 7], black: [9, 7, 2]}}");
    checked_free(&c);
}

/* ---- Pairs ---- */

static int count_pairs(const hex_position_t *pos)
{
    sibling_pairs_t it = SIBLING_PAIRS_START;
    hex_cell_t pair[2];
    int n = 0;
    while (sibling_pairs_next(pos, &it, pair)) {
        CU_ASSERT_TRUE(pair[0] < pair[1]);
        CU_ASSERT_EQUAL(sibling_pair_check(pos, pair[0], pair[1], NULL), SIBLING_PAIR_LEGAL);
        n++;
    }
    return n;
}

/* On the empty board of size n each direction has lines of n, n+1, ...,
 * 2n-1, ..., n cells, and a line of L cells holds (L-1)(L-2)/2 pairs two
 * or more apart. */
static void test_pairs_on_empty_boards(void)
{
    for (int n = 2; n <= HEX_SIZE_MAX; n++) {
        hex_board_t board;
        CU_ASSERT_TRUE_FATAL(hex_board_init(&board, HEX_SHAPE_HEXHEX, n, NULL));
        hex_position_t pos;
        hex_position_init(&pos, &board);
        int expected = 0;
        for (int row = 0; row < 2 * n - 1; row++) {
            int length = 2 * n - 1 - abs(row - (n - 1));
            expected += 3 * (length - 1) * (length - 2) / 2;
        }
        CU_ASSERT_EQUAL(count_pairs(&pos), expected);
    }
}

/* Every pair the generator gives is legal, and every legal pair is given
 * (against all pairs of cells on a size-3 board with a few stones). */
static void test_pairs_are_the_legal_pairs(void)
{
    hex_board_t board;
    CU_ASSERT_TRUE_FATAL(hex_board_init(&board, HEX_SHAPE_HEXHEX, 3, NULL));
    hex_position_t pos;
    hex_position_init(&pos, &board);
    hex_position_set(&pos, 9, COLOUR_WHITE); /* c3 */
    hex_position_set(&pos, 0, COLOUR_BLACK); /* a1 */
    hex_position_set(&pos, 6, COLOUR_BLACK); /* b4 */
    int legal = 0;
    for (hex_cell_t a = 0; a < board.count; a++)
        for (hex_cell_t b = (hex_cell_t)(a + 1); b < board.count; b++)
            legal += sibling_pair_check(&pos, a, b, NULL) == SIBLING_PAIR_LEGAL;
    CU_ASSERT_EQUAL(count_pairs(&pos), legal);
    /* By hand: the 42 pairs of the empty board less those using a1 (a3;
     * c1; c3 d3 e3: 5), c3 (c1 c5; e3; a3 e1: 5 more) or b4 (b1 b2; d3
     * e2 on b4 c4 d3 e2; none on a3 b4 c5: 4 more). */
    CU_ASSERT_EQUAL(legal, 42 - 5 - 5 - 4);
}

/* ---- Random games ---- */

/* Group sizes by flood fill, largest first: a second way to the score. */
static int flood_sizes(const hex_position_t *pos, colour_t colour, int *sizes)
{
    bool seen[HEX_CELLS_MAX] = {false};
    hex_cell_t group[HEX_CELLS_MAX];
    int n = 0;
    for (hex_cell_t c = 0; c < pos->board->count; c++) {
        if (seen[c] || hex_position_get(pos, c) != colour)
            continue;
        int size = hex_position_flood(pos, c, group);
        for (int i = 0; i < size; i++)
            seen[group[i]] = true;
        int at = n++;
        while (at > 0 && sizes[at - 1] < size) {
            sizes[at] = sizes[at - 1];
            at--;
        }
        sizes[at] = size;
    }
    return n;
}

static void append_list(char *buf, size_t size, const int *sizes, int n)
{
    size_t used = strlen(buf);
    used += (size_t)snprintf(buf + used, size - used, "[");
    for (int i = 0; i < n; i++)
        used += (size_t)snprintf(buf + used, size - used, "%s%d", i ? ", " : "", sizes[i]);
    snprintf(buf + used, size - used, "]");
}

/* The score text a position must get, worked out by flood fill. */
static void expected_score(const hex_position_t *pos, char *buf, size_t size)
{
    int white[HEX_CELLS_MAX], black[HEX_CELLS_MAX];
    snprintf(buf, size, "{groups: {white: ");
    append_list(buf, size, white, flood_sizes(pos, COLOUR_WHITE, white));
    snprintf(buf + strlen(buf), size - strlen(buf), ", black: ");
    append_list(buf, size, black, flood_sizes(pos, COLOUR_BLACK, black));
    snprintf(buf + strlen(buf), size - strlen(buf), "}}");
}

/* The winner by the rule, spelt out once more: second, first, then the
 * rest in order. */
static const char *expected_winner(const hex_position_t *pos)
{
    int w[HEX_CELLS_MAX] = {0}, b[HEX_CELLS_MAX] = {0};
    flood_sizes(pos, COLOUR_WHITE, w);
    flood_sizes(pos, COLOUR_BLACK, b);
    if (w[1] != b[1])
        return w[1] > b[1] ? "white" : "black";
    for (int i = 0; i < HEX_CELLS_MAX; i++)
        if (w[i] != b[i])
            return w[i] > b[i] ? "white" : "black";
    return "draw";
}

static void expect_game_report(const char *yaml, const sibling_game_t *game, bool finished)
{
    checked_t c = checked_text(yaml);
    char score[4096];
    expected_score(&game->pos, score, sizeof score);
    if (finished)
        expect_legal(&c, "finished", NULL, expected_winner(&game->pos));
    else
        expect_legal(&c, "in_progress", colour_name(game->to_move), NULL);
    expect_score(&c, score);
    checked_free(&c);
}

/* The position before entry `index`, replayed by the engine. */
static void position_before(const sibling_game_t *start, const hex_record_t *record, size_t index,
                            sibling_game_t *game)
{
    *game = *start;
    for (size_t i = 0; i < index; i++) {
        if (strcmp(record->entries[i], "swap") == 0) {
            sibling_game_swap(game);
            continue;
        }
        hex_cell_t cells[HEX_RECORD_TOKENS_MAX];
        int n = hex_record_cells(record, i, game->pos.board, 0, cells);
        CU_ASSERT_TRUE_FATAL(n == 1 || n == 2);
        sibling_game_play(game, cells, n);
    }
}

static void expect_mutation_caught(const sibling_game_t *start, const hex_record_t *record,
                                   size_t index, const char *entry, const char *part)
{
    expect_record_refused("sibling", start->pos.board->size, start->pie ? "pie: true\n" : NULL,
                          record, index, entry, part);
}

static hex_cell_t find_cell(const hex_position_t *pos,
                            bool (*fits)(const hex_position_t *, hex_cell_t, hex_cell_t),
                            hex_cell_t other)
{
    for (hex_cell_t c = 0; c < pos->board->count; c++)
        if (fits(pos, c, other))
            return c;
    return HEX_NO_CELL;
}

static bool is_stone(const hex_position_t *pos, hex_cell_t c, hex_cell_t other)
{
    (void)other;
    return hex_position_get(pos, c) != COLOUR_NONE;
}

static bool empty_off_line(const hex_position_t *pos, hex_cell_t c, hex_cell_t other)
{
    return hex_position_get(pos, c) == COLOUR_NONE && c != other &&
           !hex_board_line(pos->board, other, c, NULL, NULL);
}

static bool empty_neighbour(const hex_position_t *pos, hex_cell_t c, hex_cell_t other)
{
    return hex_position_get(pos, c) == COLOUR_NONE && hex_board_adjacent(pos->board, other, c);
}

/* Every way to break move `index` of the record that the position before
 * it allows. */
static void mutate_move(const sibling_game_t *start, const hex_record_t *record, size_t index)
{
    sibling_game_t before;
    position_before(start, record, index, &before);
    const hex_board_t *board = before.pos.board;
    char entry[64], a[HEX_NAME_MAX], b[HEX_NAME_MAX];
    const char *e = record->entries[index];
    if (strcmp(e, "swap") == 0) {
        expect_mutation_caught(start, record, index + 1, "swap", "swap is allowed only");
        return;
    }
    hex_cell_t cells[HEX_RECORD_TOKENS_MAX];
    CU_ASSERT_TRUE_FATAL(hex_record_cells(record, index, board, 0, cells) > 0);
    hex_cell_t first = cells[0];
    hex_board_cell_name(board, first, a);
    hex_cell_t stone = find_cell(&before.pos, is_stone, first);
    if (stone != HEX_NO_CELL) {
        snprintf(entry, sizeof entry, "%s%s%s", hex_board_cell_name(board, stone, b),
                 index ? " " : "", index ? a : "");
        expect_mutation_caught(start, record, index, entry, "already holds");
    }
    snprintf(entry, sizeof entry, "%c1%s%s", 'a' + 2 * board->size - 1, index ? " " : "",
             index ? a : "");
    expect_mutation_caught(start, record, index, entry, "is not on a size");
    if (index == 0) {
        expect_mutation_caught(start, record, index, "a1 b1", "White's first move places one");
        if (start->pie)
            expect_mutation_caught(start, record, index, "swap", "swap is allowed only");
        return;
    }
    expect_mutation_caught(start, record, index, a, "places two stones, not 1");
    snprintf(entry, sizeof entry, "%s %s", a, a);
    expect_mutation_caught(start, record, index, entry, "both stones are on");
    hex_cell_t off = find_cell(&before.pos, empty_off_line, first);
    if (off != HEX_NO_CELL) {
        snprintf(entry, sizeof entry, "%s %s", a, hex_board_cell_name(board, off, b));
        expect_mutation_caught(start, record, index, entry, "are not on one line");
    }
    hex_cell_t next = find_cell(&before.pos, empty_neighbour, first);
    if (next != HEX_NO_CELL) {
        snprintf(entry, sizeof entry, "%s %s", a, hex_board_cell_name(board, next, b));
        expect_mutation_caught(start, record, index, entry, "next to each other");
    }
    snprintf(entry, sizeof entry, "%s %s", e, e);
    expect_mutation_caught(start, record, index, entry, "not 4");
    if (index == 1 && !start->pie)
        expect_mutation_caught(start, record, index, "swap", "swap needs the pie rule");
}

static void random_game_round(uint64_t seed, int size, bool pie)
{
    random_t rng;
    random_seed(&rng, seed);
    hex_board_t board;
    CU_ASSERT_TRUE_FATAL(hex_board_init(&board, HEX_SHAPE_HEXHEX, size, NULL));
    sibling_game_t start, game;
    sibling_game_start(&start, &board, pie);
    game = start;
    hex_record_t record;
    hex_record_init(&record);
    random_sibling_game(&rng, &game, &record, -1);
    const char *extra = pie ? "pie: true\n" : NULL;
    /* The record, the record with its snapshot, the snapshot alone. */
    char *yaml = hex_record_document("sibling", size, extra, NULL, &record);
    expect_game_report(yaml, &game, true);
    free(yaml);
    yaml = hex_record_document("sibling", size, extra, &game.pos, &record);
    expect_game_report(yaml, &game, true);
    free(yaml);
    yaml = hex_record_document("sibling", size, extra, &game.pos, NULL);
    expect_game_report(yaml, &game, true);
    free(yaml);
    /* A prefix is a game in progress. */
    size_t cut = random_below(&rng, (unsigned)record.count);
    hex_record_t prefix;
    hex_record_copy(&prefix, &record, cut);
    sibling_game_t part;
    position_before(&start, &record, cut, &part);
    yaml = hex_record_document("sibling", size, extra, &part.pos, &prefix);
    expect_game_report(yaml, &part, false);
    free(yaml);
    hex_record_free(&prefix);
    /* Three moves broken in every way, and one more move at the end. */
    mutate_move(&start, &record, 0);
    mutate_move(&start, &record, 1 + random_below(&rng, (unsigned)record.count - 1));
    mutate_move(&start, &record, record.count - 1);
    expect_mutation_caught(&start, &record, record.count, "a1 b1", "the game is already over");
    hex_record_free(&record);
}

static void test_random_games(void)
{
    for (uint64_t seed = 1; seed <= 40; seed++)
        random_game_round(seed, seed % 4 == 0 ? 3 : 5, false);
    for (uint64_t seed = 41; seed <= 60; seed++)
        random_game_round(seed, 2 + (int)(seed % 6), true);
}

/* The random games reach both winners and end with empty cells. */
static void test_random_games_vary(void)
{
    int wins[COLOUR_COUNT] = {0}, with_empty = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        random_t rng;
        random_seed(&rng, seed);
        hex_board_t board;
        CU_ASSERT_TRUE_FATAL(hex_board_init(&board, HEX_SHAPE_HEXHEX, 5, NULL));
        sibling_game_t game;
        sibling_game_start(&game, &board, false);
        hex_record_t record;
        hex_record_init(&record);
        random_sibling_game(&rng, &game, &record, -1);
        wins[sibling_winner(&game.pos)]++;
        with_empty += hex_position_count(&game.pos, COLOUR_NONE) > 0;
        hex_record_free(&record);
    }
    CU_ASSERT_TRUE(wins[COLOUR_WHITE] > 0 && wins[COLOUR_BLACK] > 0);
    CU_ASSERT_EQUAL(wins[COLOUR_NONE], 0);
    CU_ASSERT_TRUE(with_empty > 0);
}

static CU_TestInfo move_tests[] = {
    {"opening in progress", test_opening_in_progress},
    {"first move one stone", test_first_move_one_stone},
    {"later moves two stones", test_later_moves_two_stones},
    {"occupied", test_occupied},
    {"same cell", test_same_cell},
    {"not on a line", test_not_on_a_line},
    {"adjacent", test_adjacent},
    {"stones between allowed", test_stones_between_allowed},
    {"off board and bad names", test_off_board_and_bad_names},
    {"first illegal move only", test_first_illegal_move_only},
    {"swap", test_swap},
    {"swap refused", test_swap_refused},
    {"full board finished", test_full_board_finished},
    {"to_move of a finished game", test_to_move_of_a_finished_game},
    {"move after the end", test_move_after_the_end},
    {"end with empty cells", test_end_with_empty_cells},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo snapshot_tests[] = {
    {"empty board", test_empty_board},
    {"snapshot counts", test_snapshot_counts},
    {"snapshot bad counts", test_snapshot_bad_counts},
    {"snapshot not pairable", test_snapshot_not_pairable},
    {"to_move given", test_to_move_given},
    {"record and snapshot", test_record_and_snapshot},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo score_tests[] = {
    {"compare", test_compare},
    {"third group decides", test_third_group_decides},
    {"largest group decides", test_largest_group_decides},
    {"pairs on empty boards", test_pairs_on_empty_boards},
    {"pairs are the legal pairs", test_pairs_are_the_legal_pairs},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo random_tests[] = {
    {"random games replayed and broken", test_random_games},
    {"random games vary", test_random_games_vary},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"moves", NULL, NULL, NULL, NULL, move_tests},
        {"snapshots", NULL, NULL, NULL, NULL, snapshot_tests},
        {"score", NULL, NULL, NULL, NULL, score_tests},
        {"random", NULL, NULL, NULL, NULL, random_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
