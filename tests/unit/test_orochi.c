/* Orochi (docs/rules.md): placements, the opening's turns, over-connection and
 * replacements one at a time (chain reactions, and a replacement that
 * cancels a later one), extra turns, the end and its score with the tie
 * lost by the last placer, snapshots and the players a file may give, all
 * on positions worked out by hand; then random games from the engine's
 * own move generator, replayed legal and broken in every way an entry can
 * break the rules.
 *
 * The boards, rows top to bottom (size 2 and 4):
 *
 *        c1 c2                  g1 g2 g3 g4
 *      b1 b2 b3               f1 f2 f3 f4 f5
 *        a1 a2              e1 e2 e3 e4 e5 e6
 *                         d1 d2 d3 d4 d5 d6 d7
 *                           c1 c2 c3 c4 c5 c6
 *                             b1 b2 b3 b4 b5
 *                               a1 a2 a3 a4
 *
 * d4 touches d3 d5 e3 e4 c3 c4; on the size-2 board b2 touches all six
 * other cells, and each of those touches three.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "game/orochi_rules.h"
#include "hex_game_tests.h"

/* Entry i (from 1) of a record after these lines stands on line 3 + i. */
#define SIZE4 "game: orochi\nsize: 4\nmoves:\n"
#define SIZE2 "game: orochi\nsize: 2\nmoves:\n"

/* Placements 1-8 (by White, Black, Black, White, Black, White, Black,
 * White) leave white d4 with white d3 e3 e4 and black c4 with black c5 b3
 * b4: three each, nothing over-connected.  Black's white d5 gives d4 a
 * fourth white neighbour; d4 turned black gives c4 a fourth black one;
 * c4 turned white leaves nothing over-connected (d5: white e4 c4; d4:
 * no black neighbour).  Black replaced, so Black moves again. */
#define CHAIN_SETUP "  - Wd4\n  - Bc4\n  - Bc5\n  - Wd3\n  - Bb3\n  - We3\n  - Bb4\n  - We4\n"
#define CHAIN SIZE4 CHAIN_SETUP "  - Wd5 xd4 xc4\n"

/* White d4 d5 side by side, d4 with white d3 e3, d5 with white d6 e5:
 * three white neighbours each.  Black's white c4 touches both: four
 * each (c4 itself has two).  Replacing either one leaves the other three
 * white neighbours, so it must not be replaced as well. */
#define CANCEL_SETUP "  - Wd4\n  - Wd5\n  - Wd3\n  - We3\n  - Wd6\n  - We5\n"

/* The size-2 board filled but for b2: white a1 a2 b3, black c2 c1 b1,
 * three each round b2.  Placements by White, Black, Black, White, Black,
 * White: White placed last and loses the tie. */
#define TIE SIZE2 "  - Wa1\n  - Wa2\n  - Wb3\n  - Bc2\n  - Bc1\n  - Bb1\n"

/* ---- Placements and turns ---- */

static void test_opening_turns(void)
{
    static const struct {
        const char *moves;
        const char *to_move;
    } cases[] = {
        {"[]", "white"},
        {"[Wd4]", "black"},
        {"[Wd4, Bd5]", "black"},
        {"[Wd4, Bd5, Wd3]", "white"},
        {"[Wd4, Bd5, Wd3, Bc1]", "black"},
        {"[Wd4, Bd5, Wd3, Bc1, Ba1]", "white"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char yaml[128];
        snprintf(yaml, sizeof yaml, "game: orochi\nmoves: %s\n", cases[i].moves);
        checked_t c = checked_text(yaml);
        expect_legal(&c, "in_progress", cases[i].to_move, NULL);
        expect_score(&c, "{}");
        checked_free(&c);
    }
}

static void test_placement_errors(void)
{
    expect_text_rule_error(SIZE4 "  - Wd4\n  - Bd4\n", 5, "move 2: d4 already holds a white piece");
    expect_text_rule_error(SIZE4 "  - Wh1\n", 4, "move 1: cell h1 is not on a size-4 board");
    expect_text_rule_error(SIZE4 "  - Wd4\n  - Ba5\n", 5, "cell a5 is not on a size-4 board");
}

static void test_entry_syntax(void)
{
    static const struct {
        const char *entry;
        const char *part;
    } cases[] = {
        {"d4", "'d4' is not a placement"},
        {"wd4", "'wd4' is not a placement"},
        {"swap", "'swap' is not a placement"},
        {"Wd4 d5", "'d5' is not a replacement"},
        {"Wd4 Xd5", "'Xd5' is not a replacement"},
        {"WD4", "'D4' is not a cell name"},
        {"W", "'' is not a cell name"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char yaml[128];
        snprintf(yaml, sizeof yaml, SIZE4 "  - %s\n", cases[i].entry);
        checked_t c = checked_text(yaml);
        expect_error_count(&c, 1);
        expect_error(&c, 0, DIAG_INPUT, 4, 5, cases[i].part);
        CU_ASSERT_EQUAL(report_exit_status(checked_report(&c)), 2);
        checked_free(&c);
    }
}

/* ---- Replacements ---- */

static void test_chain_reaction(void)
{
    checked_t c = checked_text(CHAIN);
    expect_legal(&c, "in_progress", "black", NULL);
    expect_score(&c, "{}");
    checked_free(&c);
    /* The extra turn is one turn: then White. */
    c = checked_text(CHAIN "  - Ba1\n");
    expect_legal(&c, "in_progress", "white", NULL);
    checked_free(&c);
}

static void test_chain_reaction_cut_short(void)
{
    expect_text_rule_error(SIZE4 CHAIN_SETUP "  - Wd5\n", 12,
                           "move 9: over-connected after the placement: d4 (white with 4 white "
                           "neighbours); the mover must replace it");
    expect_text_rule_error(SIZE4 CHAIN_SETUP "  - Wd5 xd4\n", 12,
                           "move 9: over-connected after the replacements: c4 (black with 4 black "
                           "neighbours)");
    /* c4 has only three black neighbours until d4 turns black. */
    expect_text_rule_error(SIZE4 CHAIN_SETUP "  - Wd5 xc4 xd4\n", 12,
                           "move 9: c4 is not over-connected (black with 3 black neighbours)");
}

static void test_replacement_cancels_another(void)
{
    checked_t c = checked_text(SIZE4 CANCEL_SETUP "  - Wc4 xd4\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
    c = checked_text(SIZE4 CANCEL_SETUP "  - Wc4 xd5\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
    /* The rule text's note: d5 is no longer over-connected, so it is not
     * replaced, and listing it is illegal. */
    expect_text_rule_error(SIZE4 CANCEL_SETUP "  - Wc4 xd4 xd5\n", 10,
                           "move 7: d5 is no longer over-connected after the replacements before "
                           "it (now white with 3 white neighbours), and such a piece is not "
                           "replaced");
    /* A piece replaced once and named again: black d4 has no black
     * neighbour. */
    expect_text_rule_error(SIZE4 CANCEL_SETUP "  - Wc4 xd4 xd4\n", 10,
                           "move 7: d4 was replaced earlier in this move and is not over-connected "
                           "now (black with 0 black neighbours)");
    expect_text_rule_error(SIZE4 CANCEL_SETUP "  - Wc4\n", 10,
                           "over-connected after the placement: d4 (white with 4 white "
                           "neighbours), d5 (white with 4 white neighbours); the mover must "
                           "replace them");
}

static void test_replacement_errors(void)
{
    expect_text_rule_error(SIZE4 "  - Wd4\n  - Bd5 xe5\n", 5,
                           "move 2: e5 is empty: only pieces are replaced");
    expect_text_rule_error(SIZE4 "  - Wd4\n  - Bd5 xd4\n", 5,
                           "move 2: d4 is not over-connected (white with 0 white neighbours)");
    expect_text_rule_error(SIZE4 "  - Wd4\n  - Bd5 xh1\n", 5, "cell h1 is not on a size-4 board");
}

/* A placed piece may itself be over-connected: on the size-2 board white
 * a1 a2 b3 c2 round b2, then Black's white b2 touches four whites and is
 * replaced at once (a corner piece never has four neighbours). */
static void test_placed_piece_replaced(void)
{
    checked_t c = checked_text(SIZE2 "  - Wa1\n  - Wa2\n  - Wb3\n  - Wc2\n  - Wb2 xb2\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
}

/* ---- The end ---- */

static void test_tie_lost_by_last_placer(void)
{
    checked_t c = checked_text(TIE);
    expect_legal(&c, "finished", NULL, "black");
    expect_score(&c, "{last_empty: b2, adjacent: {white: 3, black: 3}, last_player: white}");
    checked_free(&c);
}

static void test_larger_group_wins(void)
{
    checked_t c = checked_text(SIZE2 "  - Wa1\n  - Wa2\n  - Wb3\n  - Wc2\n  - Bc1\n  - Bb1\n");
    expect_legal(&c, "finished", NULL, "white");
    expect_score(&c, "{last_empty: b2, adjacent: {white: 4, black: 2}, last_player: white}");
    checked_free(&c);
}

/* The game ends with one empty cell after the replacements: Black
 * replaces b2, moves again and fills c1, leaving b1 (next to white a1,
 * group a1 a2 b3 c2 of 4, and black b2 c1, 2).  Black placed last. */
static void test_end_after_extra_turn(void)
{
    checked_t c = checked_text(SIZE2 "  - Wb2\n  - Wa1\n  - Wa2\n  - Wb3\n  - Wc2 xb2\n  - Bc1\n");
    expect_legal(&c, "finished", NULL, "white");
    expect_score(&c, "{last_empty: b1, adjacent: {white: 4, black: 2}, last_player: black}");
    checked_free(&c);
}

static void test_move_after_the_end(void)
{
    expect_text_rule_error(TIE "  - Bb2\n", 10,
                           "move 7: the game is already over: b2 is the only empty cell left");
}

/* ---- Snapshots ---- */

/* The tie as a snapshot: who placed last must be given. */
#define TIE_BOARD "board: |2\n   B B\n  B . W\n   W W\n"

static void test_finished_snapshot(void)
{
    checked_t c = checked_text("game: orochi\nsize: 2\n" TIE_BOARD);
    expect_legal(&c, "finished", NULL, NULL);
    expect_score(&c, "{last_empty: b2, adjacent: {white: 3, black: 3}}");
    checked_free(&c);
    c = checked_text("game: orochi\nsize: 2\nlast_player: black\n" TIE_BOARD);
    expect_legal(&c, "finished", NULL, "white");
    expect_score(&c, "{last_empty: b2, adjacent: {white: 3, black: 3}, last_player: black}");
    checked_free(&c);
    /* Not a tie (white a1 a2 b3 c2, black c1 b1): no last player needed. */
    c = checked_text("game: orochi\nsize: 2\nboard: |2\n   B W\n  B . W\n   W W\n");
    expect_legal(&c, "finished", NULL, "white");
    expect_score(&c, "{last_empty: b2, adjacent: {white: 4, black: 2}}");
    checked_free(&c);
}

/* Of several groups of one colour touching the last empty cell only the
 * largest counts: white c2's group (a1 a2 a3 b1 c1 c2) has 6, c4's (c4
 * c5) 2; black b2 b3 (row b less b1) 3, d2 d3 (row d) 4.  Every piece has
 * at most three neighbours of its colour (b1: a1 c1 c2). */
#define ROWS_BOARD                                                                                 \
    "board: |2\n"                                                                                  \
    "      W W W\n"                                                                                \
    "     B B B B\n"                                                                               \
    "    W W . W W\n"                                                                              \
    "     W B B B\n"                                                                               \
    "      W W W\n"

static void test_largest_adjacent_group(void)
{
    checked_t c = checked_text("game: orochi\nsize: 3\n" ROWS_BOARD);
    expect_legal(&c, "finished", NULL, "white");
    expect_score(&c, "{last_empty: c3, adjacent: {white: 6, black: 4}}");
    checked_free(&c);
}

static void test_snapshot_over_connected(void)
{
    /* b2 (line 5, column 5) touches white c1 c2 b1 a1. */
    checked_t c = checked_text("game: orochi\nsize: 2\nboard: |2\n   W W\n  W W B\n   W .\n");
    expect_one_rule_error(&c, 5, "b2 is over-connected (white with 4 white neighbours)");
    expect_error(&c, 0, DIAG_RULE, 5, 5, "it would have been replaced");
    checked_free(&c);
    c = checked_text("game: orochi\nsize: 2\nstones: {black: [b2, a1, a2, b1, b3]}\n");
    expect_one_rule_error(&c, 3, "b2 is over-connected (black with 4 black neighbours)");
    expect_error(&c, 0, DIAG_RULE, 3, 18, "b2");
    checked_free(&c);
}

static void test_snapshot_full(void)
{
    expect_text_rule_error("game: orochi\nsize: 2\nboard: |2\n   W B\n  B W W\n   W B\n", 3,
                           "the board is full, but an Orochi game ends with one empty cell");
}

static void test_snapshot_players(void)
{
    /* Up to four pieces the order is known: one piece, Black to move;
     * five or more, only the file can say. */
    checked_t c = checked_text("game: orochi\nstones: {white: [d4]}\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
    c = checked_text("game: orochi\nstones: {white: [d4, d5, d6], black: [a1, a2]}\n");
    expect_legal(&c, "in_progress", NULL, NULL);
    checked_free(&c);
    c = checked_text(
        "game: orochi\nto_move: white\nstones: {white: [d4, d5, d6], black: [a1, a2]}\n");
    expect_legal(&c, "in_progress", "white", NULL);
    checked_free(&c);
    expect_text_rule_error("game: orochi\nto_move: white\nstones: {white: [d4]}\n", 2,
                           "to_move is white here, but by the opening's order it is black");
    expect_text_rule_error("game: orochi\nlast_player: black\nstones: {white: [d4]}\n", 2,
                           "last_player is black here, but by the opening's order it is white");
    expect_text_rule_error("game: orochi\nlast_player: black\n", 2,
                           "last_player is given, but no piece has been placed");
    /* A finished game has nobody to move: a to_move is ignored. */
    expect_to_move_ignored("game: orochi\nsize: 2\nto_move: white\n" TIE_BOARD, "white", NULL);
    expect_to_move_ignored("game: orochi\nsize: 2\nto_move: black\nlast_player: black\n" TIE_BOARD,
                           "black", "white");
}

static void test_record_players(void)
{
    checked_t c = checked_text(TIE "last_player: white\n");
    expect_legal(&c, "finished", NULL, "black");
    checked_free(&c);
    expect_text_rule_error(TIE "last_player: black\n", 10,
                           "last_player is black here, but after the moves it is white");
    /* An extra turn, or Black's first turn of two entries, is not in the
     * record: a to_move that disagrees is told why. */
    expect_text_rule_error(CHAIN "to_move: white\n", 13,
                           "to_move is white here, but after the moves it is black (black "
                           "replaced pieces at move 9, and so moves again)");
    expect_text_rule_error(SIZE4 "  - Wd4\n  - Bd5\nto_move: white\n", 6,
                           "to_move is white here, but after the moves it is black (moves 2 and 3 "
                           "are black's: black's first turn places two pieces)");
    c = checked_text(SIZE4 "  - Wd4\n  - Bd5\n  - Bd6\n  - Wa1\nto_move: white\n");
    expect_message(&c, 0, "to_move is white here, but after the moves it is black");
    checked_free(&c);
    expect_to_move_ignored(TIE "to_move: white\n", "white", "black");
}

/* A value that is not a player makes the file unreadable (exit 2), also
 * beside a record or snapshot that breaks the rules. */
static void test_players_unreadable(void)
{
    checked_t c = checked_text(SIZE4 "  - Wd4\n  - Bd4\nto_move: purple\n");
    expect_error_count(&c, 1);
    expect_error(&c, 0, DIAG_INPUT, 6, 10, "to_move must be white or black, not 'purple'");
    CU_ASSERT_EQUAL(report_exit_status(checked_report(&c)), 2);
    checked_free(&c);
    c = checked_text("game: orochi\nsize: 2\nlast_player: nobody\nboard: |2\n"
                     "   W W\n  W W B\n   W .\n");
    expect_error_count(&c, 1);
    expect_error(&c, 0, DIAG_INPUT, 3, 14, "last_player must be white or black, not 'nobody'");
    CU_ASSERT_EQUAL(report_exit_status(checked_report(&c)), 2);
    checked_free(&c);
}

/* The chain's end, and the same with d4 and c4 as they were before the
 * replacements. */
#define CHAIN_BOARD(c4, d4)                                                                        \
    "board: |2\n"                                                                                  \
    "         . . . .\n"                                                                           \
    "        . . . . .\n"                                                                          \
    "       . . W W . .\n"                                                                         \
    "      . . W " d4 " W . .\n"                                                                   \
    "       . . . " c4 " B .\n"                                                                    \
    "        . . B B .\n"                                                                          \
    "         . . . .\n"

static void test_record_and_snapshot(void)
{
    checked_t c = checked_text(CHAIN CHAIN_BOARD("W", "B"));
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
    /* Alone the snapshot cannot tell who moves. */
    c = checked_text("game: orochi\n" CHAIN_BOARD("W", "B"));
    expect_legal(&c, "in_progress", NULL, NULL);
    checked_free(&c);
    c = checked_text(CHAIN CHAIN_BOARD("B", "W"));
    expect_error_count(&c, 2);
    expect_error(&c, 0, DIAG_RULE, 18, 14,
                 "the moves leave c4 white, but the snapshot has it black");
    expect_error(&c, 1, DIAG_RULE, 17, 13,
                 "the moves leave d4 black, but the snapshot has it white");
    checked_free(&c);
}

/* ---- Rules by themselves ---- */

static void test_opening_order(void)
{
    static const colour_t to_move[] = {COLOUR_WHITE, COLOUR_BLACK, COLOUR_BLACK, COLOUR_WHITE,
                                       COLOUR_BLACK};
    static const colour_t last[] = {COLOUR_NONE, COLOUR_WHITE, COLOUR_BLACK,
                                        COLOUR_BLACK, COLOUR_WHITE, COLOUR_BLACK};
    for (int stones = 0; stones < 5; stones++)
        CU_ASSERT_EQUAL(orochi_opening_to_move(stones), to_move[stones]);
    CU_ASSERT_EQUAL(orochi_opening_to_move(5), COLOUR_NONE);
    for (int stones = 0; stones <= 5; stones++)
        CU_ASSERT_EQUAL(orochi_opening_last_player(stones), last[stones]);
    CU_ASSERT_EQUAL(orochi_opening_last_player(6), COLOUR_NONE);
}

static void test_winner(void)
{
    orochi_outcome_t tie = {0, {0, 5, 5}}, black = {0, {0, 12, 18}};
    CU_ASSERT_EQUAL(orochi_winner(&tie, COLOUR_WHITE), COLOUR_BLACK);
    CU_ASSERT_EQUAL(orochi_winner(&tie, COLOUR_BLACK), COLOUR_WHITE);
    CU_ASSERT_EQUAL(orochi_winner(&tie, COLOUR_NONE), COLOUR_NONE);
    CU_ASSERT_EQUAL(orochi_winner(&black, COLOUR_BLACK), COLOUR_BLACK);
    CU_ASSERT_EQUAL(orochi_winner(&black, COLOUR_NONE), COLOUR_BLACK);
}

/* ---- Random games ---- */

/* The player of each entry, worked out from the record's text alone:
 * White, then Black twice, then alternately, except that an entry with
 * replacements is followed by one of the same player. */
static colour_t record_last_player(const hex_record_t *record, colour_t *to_move)
{
    colour_t player = COLOUR_WHITE, last = COLOUR_NONE;
    for (size_t i = 0; i < record->count; i++) {
        last = player;
        if (strchr(record->entries[i], 'x') == NULL && i != 1)
            player = player == COLOUR_WHITE ? COLOUR_BLACK : COLOUR_WHITE;
    }
    *to_move = player;
    return last;
}

/* The largest group of colour touching cell, by flood fill. */
static int largest_touching(const hex_position_t *pos, hex_cell_t cell, colour_t colour)
{
    int best = 0;
    hex_cell_t group[HEX_CELLS_MAX];
    for (int d = 0; d < HEX_DIR_COUNT; d++) {
        hex_cell_t n = hex_board_neighbour(pos->board, cell, (hex_dir_t)d);
        if (n == HEX_NO_CELL || hex_position_get(pos, n) != colour)
            continue;
        int size = hex_position_flood(pos, n, group);
        best = size > best ? size : best;
    }
    return best;
}

/* The report a position must get: score and winner worked out here,
 * last_player (COLOUR_NONE: unknown) and to_move given. */
static void expect_game_report(const char *yaml, const hex_position_t *pos,
                               colour_t last_player, colour_t to_move)
{
    checked_t c = checked_text(yaml);
    if (hex_position_count(pos, COLOUR_NONE) != 1) {
        expect_legal(&c, "in_progress", to_move == COLOUR_NONE ? NULL : colour_name(to_move),
                     NULL);
        expect_score(&c, "{}");
        checked_free(&c);
        return;
    }
    hex_cell_t last = 0;
    while (hex_position_get(pos, last) != COLOUR_NONE)
        last++;
    int white = largest_touching(pos, last, COLOUR_WHITE),
        black = largest_touching(pos, last, COLOUR_BLACK);
    const char *winner = white > black ? "white" : black > white ? "black" : NULL;
    if (winner == NULL && last_player != COLOUR_NONE)
        winner = last_player == COLOUR_WHITE ? "black" : "white";
    expect_legal(&c, "finished", NULL, winner);
    char name[HEX_NAME_MAX], score[128];
    int n = snprintf(score, sizeof score, "{last_empty: %s, adjacent: {white: %d, black: %d}",
                     hex_board_cell_name(pos->board, last, name), white, black);
    snprintf(score + n, sizeof score - (size_t)n, "%s%s}", last_player ? ", last_player: " : "",
             last_player ? colour_name(last_player) : "");
    expect_score(&c, score);
    checked_free(&c);
}

static void expect_mutation_caught(const hex_record_t *record, int size, size_t index,
                                   const char *entry, const char *part)
{
    expect_record_refused("orochi", size, NULL, record, index, entry, part);
}

/* Replays the first `count` entries with the engine. */
static void replay_prefix(const hex_board_t *board, const hex_record_t *record, size_t count,
                          orochi_game_t *game)
{
    orochi_game_start(game, board);
    for (size_t i = 0; i < count; i++) {
        /* `Wd4 xe5 xf6`: the colour letter and each x skipped. */
        hex_cell_t cells[HEX_RECORD_TOKENS_MAX];
        int n = hex_record_cells(record, i, board, 1, cells);
        CU_ASSERT_TRUE_FATAL(n > 0);
        colour_t placed = record->entries[i][0] == 'W' ? COLOUR_WHITE : COLOUR_BLACK;
        orochi_game_play(game, placed, cells, n);
    }
}

/* Every way to break entry `index` that the position before it allows. */
static void mutate_entry(const hex_board_t *board, const hex_record_t *record, size_t index)
{
    orochi_game_t before;
    replay_prefix(board, record, index, &before);
    const char *e = record->entries[index];
    const char *rest = e + strcspn(e, " ");
    char entry[4096], name[HEX_NAME_MAX];
    for (hex_cell_t c = 0; c < board->count; c++)
        if (hex_position_get(&before.pos, c) != COLOUR_NONE) {
            snprintf(entry, sizeof entry, "%c%s%s", e[0], hex_board_cell_name(board, c, name),
                     rest);
            expect_mutation_caught(record, board->size, index, entry, "already holds");
            break;
        }
    snprintf(entry, sizeof entry, "%c%c1%s", e[0], 'a' + 2 * board->size - 1, rest);
    expect_mutation_caught(record, board->size, index, entry, "is not on a size");
    /* Without its last replacement the piece it names is still
     * over-connected; with one more, that one is not. */
    const char *last = strrchr(e, ' ');
    if (last != NULL) {
        snprintf(entry, sizeof entry, "%.*s", (int)(last - e), e);
        expect_mutation_caught(record, board->size, index, entry, "over-connected after the");
    }
    size_t placed = strcspn(e, " ");
    snprintf(entry, sizeof entry, "%s x%.*s", e, (int)placed - 1, e + 1);
    expect_mutation_caught(record, board->size, index, entry, "over-connected");
}

static void random_game_round(uint64_t seed, int size)
{
    random_t rng;
    random_seed(&rng, seed);
    hex_board_t board;
    CU_ASSERT_TRUE_FATAL(hex_board_init(&board, HEX_SHAPE_HEXHEX, size, NULL));
    orochi_game_t game;
    orochi_game_start(&game, &board);
    hex_record_t record;
    hex_record_init(&record);
    random_orochi_game(&rng, &game, &record, -1);
    colour_t to_move, last = record_last_player(&record, &to_move);
    char *yaml = hex_record_document("orochi", size, NULL, NULL, &record);
    expect_game_report(yaml, &game.pos, last, to_move);
    free(yaml);
    yaml = hex_record_document("orochi", size, NULL, &game.pos, &record);
    expect_game_report(yaml, &game.pos, last, to_move);
    free(yaml);
    /* Alone, the snapshot does not tell who placed last. */
    yaml = hex_record_document("orochi", size, NULL, &game.pos, NULL);
    expect_game_report(yaml, &game.pos, COLOUR_NONE, COLOUR_NONE);
    free(yaml);
    char extra[32];
    snprintf(extra, sizeof extra, "last_player: %s\n", colour_name(last));
    yaml = hex_record_document("orochi", size, extra, &game.pos, NULL);
    expect_game_report(yaml, &game.pos, last, to_move);
    free(yaml);
    /* A prefix is a game in progress. */
    size_t cut = random_below(&rng, (unsigned)record.count);
    hex_record_t prefix;
    hex_record_copy(&prefix, &record, cut);
    orochi_game_t part;
    replay_prefix(&board, &record, cut, &part);
    colour_t part_to_move;
    record_last_player(&prefix, &part_to_move);
    yaml = hex_record_document("orochi", size, NULL, &part.pos, &prefix);
    expect_game_report(yaml, &part.pos, COLOUR_NONE, part_to_move);
    free(yaml);
    hex_record_free(&prefix);
    /* Entries broken: the first, a random one, each one with
     * replacements, the last; and one more entry after the end. */
    mutate_entry(&board, &record, 0);
    mutate_entry(&board, &record, random_below(&rng, (unsigned)record.count));
    for (size_t i = 0; i < record.count; i++)
        if (strchr(record.entries[i], 'x') != NULL)
            mutate_entry(&board, &record, i);
    mutate_entry(&board, &record, record.count - 1);
    expect_mutation_caught(&record, size, record.count, "Wa1", "the game is already over");
    hex_record_free(&record);
}

static void test_random_games(void)
{
    for (uint64_t seed = 1; seed <= 60; seed++)
        random_game_round(seed, seed % 5 == 0 ? 2 + (int)(seed / 5 % 4) : 4);
}

/* The random games replace pieces, chain replacements, and end in every
 * way: either colour winning, and ties. */
static void test_random_games_vary(void)
{
    int replacements = 0, chains = 0, ties = 0, wins[COLOUR_COUNT] = {0};
    for (uint64_t seed = 1; seed <= 200; seed++) {
        random_t rng;
        random_seed(&rng, seed);
        hex_board_t board;
        CU_ASSERT_TRUE_FATAL(hex_board_init(&board, HEX_SHAPE_HEXHEX, 4, NULL));
        orochi_game_t game;
        orochi_game_start(&game, &board);
        hex_record_t record;
        hex_record_init(&record);
        random_orochi_game(&rng, &game, &record, -1);
        for (size_t i = 0; i < record.count; i++) {
            const char *x = strchr(record.entries[i], 'x');
            replacements += x != NULL;
            chains += x != NULL && strchr(x + 1, 'x') != NULL;
        }
        orochi_outcome_t outcome;
        orochi_outcome(&game.pos, &outcome);
        ties += outcome.adjacent[COLOUR_WHITE] == outcome.adjacent[COLOUR_BLACK];
        wins[orochi_winner(&outcome, game.last_player)]++;
        hex_record_free(&record);
    }
    CU_ASSERT_TRUE(replacements > 0);
    CU_ASSERT_TRUE(chains > 0);
    CU_ASSERT_TRUE(ties > 0);
    CU_ASSERT_TRUE(wins[COLOUR_WHITE] > 0 && wins[COLOUR_BLACK] > 0);
    CU_ASSERT_EQUAL(wins[COLOUR_NONE], 0);
}

static CU_TestInfo move_tests[] = {
    {"opening turns", test_opening_turns},
    {"placement errors", test_placement_errors},
    {"entry syntax", test_entry_syntax},
    {"chain reaction", test_chain_reaction},
    {"chain reaction cut short", test_chain_reaction_cut_short},
    {"replacement cancels another", test_replacement_cancels_another},
    {"replacement errors", test_replacement_errors},
    {"placed piece replaced", test_placed_piece_replaced},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo end_tests[] = {
    {"tie lost by the last placer", test_tie_lost_by_last_placer},
    {"larger group wins", test_larger_group_wins},
    {"end after an extra turn", test_end_after_extra_turn},
    {"move after the end", test_move_after_the_end},
    {"finished snapshot", test_finished_snapshot},
    {"largest adjacent group", test_largest_adjacent_group},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo snapshot_tests[] = {
    {"over-connected", test_snapshot_over_connected},
    {"full", test_snapshot_full},
    {"players of snapshots", test_snapshot_players},
    {"players of records", test_record_players},
    {"players unreadable", test_players_unreadable},
    {"record and snapshot", test_record_and_snapshot},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo rule_tests[] = {
    {"opening order", test_opening_order},
    {"winner", test_winner},
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
        {"end", NULL, NULL, NULL, NULL, end_tests},
        {"snapshots", NULL, NULL, NULL, NULL, snapshot_tests},
        {"rules", NULL, NULL, NULL, NULL, rule_tests},
        {"random", NULL, NULL, NULL, NULL, random_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
