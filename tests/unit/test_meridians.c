/* Meridians: dead groups and their removal, the opening turns, losing by
 * having no stones, forced skips, snapshots, every illegal entry with its
 * message and place; then random games from the engine's own move
 * generator, checked against a plain referee written here from the rules,
 * replayed through `check` and broken one entry at a time.
 *
 * The hand-worked positions are on the size-4 board (30 points):
 *
 *             g1  g2  g3
 *           f1  f2  f3  f4
 *         e1  e2  e3  e4  e5
 *       d1  d2  d3  d4  d5  d6
 *         c1  c2  c3  c4  c5
 *           b1  b2  b3  b4
 *             a1  a2  a3
 *
 * Lines run along the rows and along both diagonals, such as a1 b2 c3 d4
 * e4 f4 and a3 b3 c3 d3 e2 f1.
 */
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "game/meridians_rules.h"
#include "hex_game_tests.h"

#define SIZE_4 "game: meridians\nsize: 4\n"

/* ---- Dead groups ---- */

/* A group whose stones face each other across an empty point has no path
 * (the pair must be of different groups); a stone of another group of
 * the colour, seen across empty points, gives both a path; an enemy stone
 * between takes it away. */
static void test_dead_groups(void)
{
    hex_board_t board;
    hex_position_t pos;
    empty_position(&board, &pos, HEX_SHAPE_MERIDIANS, 4);
    set_cells(&pos, "d2 e2 e3 d4", COLOUR_WHITE); /* round the empty d3 */
    hex_cell_t dead[HEX_CELLS_MAX];
    CU_ASSERT_EQUAL(meridians_dead_stones(&pos, COLOUR_WHITE, dead), 4);
    CU_ASSERT_EQUAL(dead[0], cell_named(&board, "d2"));
    CU_ASSERT_EQUAL(dead[3], cell_named(&board, "e3"));
    set_cells(&pos, "g3", COLOUR_WHITE); /* g3 f3 e3: f3 empty */
    CU_ASSERT_EQUAL(meridians_dead_stones(&pos, COLOUR_WHITE, dead), 0);
    set_cells(&pos, "f3", COLOUR_BLACK);
    CU_ASSERT_EQUAL(meridians_dead_stones(&pos, COLOUR_WHITE, dead), 5);
    CU_ASSERT_EQUAL(meridians_dead_stones(&pos, COLOUR_BLACK, dead), 1);
}

/* White c2 and c4 (path c3), Black f2 and f4 (path f3).  White's f3 sees
 * c2 along f3 e3 d3 c2 and cuts Black's only path: f2 and f4 are dead.
 * Black's own turn does not remove them (Black's g2, next to f2, gives no
 * path); White's next turn does, and Black, with no stone left, loses. */
#define CUT_GAME SIZE_4 "moves: [c2, f2, c4, f4, f3"

static void test_cut_group_dies_and_is_removed_on_time(void)
{
    checked_t c = checked_text(CUT_GAME "]\n");
    expect_legal(&c, "in_progress", "black", NULL);
    CU_ASSERT_STRING_EQUAL(score_text(&c, "dead", "black"), "[f2, f4]");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "dead", "white"), "[]");
    checked_free(&c);

    c = checked_text(CUT_GAME ", g2]\n");
    expect_legal(&c, "in_progress", "white", NULL);
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "black"), "3");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "dead", "black"), "[f2, f4, g2]");
    checked_free(&c);

    c = checked_text(CUT_GAME ", g2, b2]\n");
    expect_legal(&c, "finished", NULL, "white");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "white"), "4");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "black"), "0");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "dead", "white"), "[]");
    CU_ASSERT_STRING_EQUAL(note_text(&c, "removed"), "{white: 0, black: 3}");
    checked_free(&c);
}

static void test_entry_after_the_end(void)
{
    checked_t c = checked_text(CUT_GAME ", g2, b2, a1]\n");
    expect_error_count(&c, 1);
    expect_error(&c, 0, DIAG_RULE, 3, 37, "move 8: ", "already over", "black had no stones",
                 "white has won");
    checked_free(&c);
}

/* A snapshot is past both second turns: a colour without stones has lost. */
static void test_snapshot_without_stones_loses(void)
{
    checked_t c = checked_text(SIZE_4 "stones: {white: [c2, c4]}\n");
    expect_legal(&c, "finished", NULL, "white");
    checked_free(&c);
    /* The game is over whoever's turn it is: a to_move is ignored. */
    expect_to_move_ignored(SIZE_4 "stones: {white: [c2, c4]}\nto_move: black\n", "black",
                           "white");
    expect_to_move_ignored(SIZE_4 "stones: {black: [c2]}\nto_move: black\n", "black", "black");
    c = checked_text(SIZE_4 "stones: {}\n");
    expect_error(&c, 0, DIAG_RULE, 3, 9, "the board is empty", "second turns");
    checked_free(&c);
}

static void test_snapshot_to_move(void)
{
    checked_t c = checked_text(SIZE_4 "stones: {white: [c2, c4], black: [f2, f4]}\n");
    expect_legal(&c, "in_progress", NULL, NULL);
    CU_ASSERT_STRING_EQUAL(score_text(&c, "dead", "black"), "[]");
    checked_free(&c);
    c = checked_text(SIZE_4 "stones: {white: [c2, c4], black: [f2, f4]}\nto_move: black\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
}

/* ---- Forced skips ---- */

/* Black a1 and a3 end up inside White's a2 b1 b2 b3 b4, which keeps a path
 * to d1 (b1 c1 d1).  Black's f4 (seeing a1 along a1 b2 c3 d4 e4 f4), g3
 * and g2 are cut off by b2 and removed before White's a2 (move 11), after
 * which no empty point meets a black stone: Black skips, White removes
 * a1 and a3 and places d3 (seeing b3 over c3), and Black has lost. */
#define SKIP_GAME SIZE_4 "moves: [b1, a1, b3, a3, d1, f4, b4, g3, b2, g2, a2"

static void test_forced_skip_in_a_record(void)
{
    checked_t c = checked_text(SKIP_GAME "]\n");
    expect_legal(&c, "in_progress", "white", NULL);
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "white"), "6");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "black"), "2");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "dead", "black"), "[a1, a3]");
    CU_ASSERT_STRING_EQUAL(note_text(&c, "forced skips"), "[black after move 11]");
    checked_free(&c);

    c = checked_text(SKIP_GAME ", d3]\n");
    expect_legal(&c, "finished", NULL, "white");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "white"), "7");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "dead", "white"), "[]");
    CU_ASSERT_STRING_EQUAL(note_text(&c, "removed"), "{white: 0, black: 5}");
    checked_free(&c);

    /* The entry after move 11 is White's (Black could not place on d3). */
    c = checked_text(SKIP_GAME ", d3]\nstones: {white: [a2, b1, b2, b3, b4, d1, d3]}\n");
    expect_legal(&c, "finished", NULL, "white");
    checked_free(&c);

    /* Nobody is to move once the game is over: a to_move is ignored. */
    expect_to_move_ignored(SKIP_GAME ", d3]\nto_move: black\n", "black", "white");
}

/* A skip has no entry, so the entry after it is the opponent's: a player
 * who missed the skip would misread a message about it, or about the
 * player to move, unless it says so. */
static void test_messages_after_a_skip(void)
{
    const char *skipped = " (black could not place and skipped after move 11)";
    checked_t c = checked_text(SKIP_GAME ", b1]\n");
    expect_one_rule_error(&c, 3, skipped);
    expect_message(&c, 0, "move 12: b1 already holds a white stone (black could not place and "
                          "skipped after move 11)");
    checked_free(&c);
    c = checked_text(SKIP_GAME ", pass]\n");
    expect_error(&c, 0, DIAG_INPUT, 3, 53, "move 12: 'pass' is not a cell", skipped);
    checked_free(&c);
    expect_text_rule_error(SKIP_GAME "]\nto_move: black\n", 4,
                           "to_move says black (dark), but after the moves white (light) is "
                           "to move (black could not place and skipped after move 11)");
    /* Only the entry right after the skip: move 12 ended the game. */
    c = checked_text(SKIP_GAME ", d3, d4]\n");
    expect_message(&c, 0, "move 13: the game is already over: black had no stones left when "
                          "black's turn began, so white has won");
    checked_free(&c);
    c = checked_text(SIZE_4 "moves: [c2, c2]\n");
    expect_message(&c, 0, "move 2: c2 already holds a white stone");
    checked_free(&c);
}

/* The same trap as a snapshot, White's group keeping a path b2 c2 d2. */
static void test_forced_skip_in_a_snapshot(void)
{
    checked_t c =
        checked_text(SIZE_4 "stones: {white: [a2, b1, b2, d2], black: [a1]}\nto_move: black\n");
    expect_legal(&c, "in_progress", "white", NULL);
    CU_ASSERT_STRING_EQUAL(score_text(&c, "dead", "black"), "[a1]");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "dead", "white"), "[]");
    checked_free(&c);
}

/* Size 3 (14 points):      e1  e2
 *                       d1  d2  d3
 *                     c1  c2  c3  c4
 *                       b1  b2  b3
 *                         a1  a2
 * Black's a2 has three lines: a1 (the edge right after), a2 b2 c2 d1 and
 * a2 b3 c4.  White's c2 and c4 (a path over c3) take the second point of
 * the two long ones: no point gives Black's second stone a path, and Black
 * skips its second turn.  White's third turn removes the lone, dead a2
 * and places d1 (next to c2); Black's third turn begins without stones. */
static void test_second_turn_skip(void)
{
    checked_t c = checked_text("game: meridians\nsize: 3\nmoves: [c2, a2, c4]\n");
    expect_legal(&c, "in_progress", "white", NULL);
    CU_ASSERT_STRING_EQUAL(note_text(&c, "forced skips"), "[black after move 3]");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "dead", "black"), "[a2]");
    checked_free(&c);
    c = checked_text("game: meridians\nsize: 3\nmoves: [c2, a2, c4, d1]\n");
    expect_legal(&c, "finished", NULL, "white");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "white"), "3");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "dead", "white"), "[]");
    checked_free(&c);
}

/* Nothing is removed in the first two turns, though a lone stone is dead
 * by the rules' definition, and `dead` says so. */
static void test_opening_has_no_removal(void)
{
    checked_t c = checked_text(SIZE_4 "moves: [c2, f2]\n");
    expect_legal(&c, "in_progress", "white", NULL);
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "white"), "1");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "dead", "white"), "[c2]");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "dead", "black"), "[f2]");
    CU_ASSERT_STRING_EQUAL(note_text(&c, "removed"), "{white: 0, black: 0}");
    checked_free(&c);
}

/* ---- Illegal entries ---- */

static void test_second_turn_needs_a_path(void)
{
    checked_t c = checked_text(SIZE_4 "moves: [c2, f2, d3]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 17, "move 3: ", "white's second stone", "first stone at c2",
                 "d3 is next to c2");
    checked_free(&c);
    c = checked_text(SIZE_4 "moves: [c2, f2, d4]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 17, "move 3: ", "d4 is not on a line with c2");
    checked_free(&c);
    c = checked_text(SIZE_4 "moves: [c2, c3, c4]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 17,
                 "move 3: ", "the black stone at c3 stands between c2 and c4");
    checked_free(&c);
    /* c2 d3 e3: one line, d3 empty between. */
    c = checked_text(SIZE_4 "moves: [c2, f2, e3]\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
}

static void test_later_turns_need_a_friendly_stone_in_sight(void)
{
    /* From a3 the lines run to the edge over empty points only. */
    checked_t c = checked_text(SIZE_4 "moves: [c2, f2, c4, f4, a3]\n");
    expect_error_count(&c, 1);
    expect_error(&c, 0, DIAG_RULE, 3, 25, "move 5: white may not place at a3",
                 "first stone met a white one");
    checked_free(&c);
    /* From g2 the first stone met is Black's f2. */
    c = checked_text(SIZE_4 "moves: [c2, f2, c4, f4, g2]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 25, "move 5: white may not place at g2");
    checked_free(&c);
}

static void test_entry_shapes(void)
{
    checked_t c = checked_text(SIZE_4 "moves: [c2, c2]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 13, "move 2: c2 already holds a white stone");
    checked_free(&c);
    c = checked_text(SIZE_4 "moves: [c2, f2 f3]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 13, "move 2: black places one stone a turn",
                 "names 2 points");
    checked_free(&c);
    c = checked_text(SIZE_4 "moves: [c2, pass]\n");
    CU_ASSERT_EQUAL(report_exit_status(checked_report(&c)), 2);
    expect_error(&c, 0, DIAG_INPUT, 3, 13, "move 2: 'pass' is not a cell", "forced pass");
    checked_free(&c);
    c = checked_text(SIZE_4 "moves: [c2, g4]\n");
    CU_ASSERT_EQUAL(report_exit_status(checked_report(&c)), 1);
    expect_error(&c, 0, DIAG_RULE, 3, 13, "move 2: cell g4 is not on a size-4");
    checked_free(&c);
    c = checked_text(SIZE_4 "moves: [c2, C3]\n");
    CU_ASSERT_EQUAL(report_exit_status(checked_report(&c)), 2);
    checked_free(&c);
}

/* The first illegal entry stops the replay: its rule error is the only
 * one, but the entries after it are still read for names that do not
 * parse (an input error, exit 2), as in every hex game. */
static void test_first_illegal_entry_only(void)
{
    expect_text_rule_then_input_error(SIZE_4 "moves:\n  - c2\n  - f2\n  - a3\n  - a3\n  - g9\n"
                                             "  - zz\n",
                                      6, "move 3: white's second stone must have a path", 9,
                                      "move 6: 'zz' is not a cell name");
    expect_text_rule_error(SIZE_4 "moves: [c2, c2, g9]\n", 3, "move 2: c2 already holds");
}

static void test_record_with_snapshot_and_to_move(void)
{
    checked_t c =
        checked_text(CUT_GAME ", g2]\nstones: {white: [c2, c4, f3], black: [f2, f4, g2]}\n"
                              "to_move: white\n");
    expect_legal(&c, "in_progress", "white", NULL);
    checked_free(&c);
    c = checked_text(CUT_GAME ", g2]\nstones: {white: [c2, c4, f3], black: [f2, f4]}\n");
    expect_error_count(&c, 1);
    expect_error(&c, 0, DIAG_RULE, 4, 9, "the moves leave g2 black", "snapshot has it empty");
    checked_free(&c);
    c = checked_text(CUT_GAME "]\nto_move: white\n");
    expect_error(&c, 0, DIAG_RULE, 4, 10,
                 "to_move says white (light), but after the moves black (dark) is to move");
    checked_free(&c);
}

static void test_empty_record(void)
{
    checked_t c = checked_text("game: meridians\nmoves: []\n");
    expect_legal(&c, "in_progress", "white", NULL);
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "white"), "0");
    checked_free(&c);
    c = checked_text("game: meridians\nsize: 5\n");
    expect_legal(&c, "in_progress", "white", NULL);
    checked_free(&c);
    c = checked_text("game: meridians\nsize: 2\n");
    CU_ASSERT_EQUAL(report_exit_status(checked_report(&c)), 2);
    checked_free(&c);
    /* Every input error is reported, the size's and to_move's. */
    c = checked_text("game: meridians\nsize: 2\nto_move: x\n");
    expect_error_count(&c, 2);
    expect_error(&c, 0, DIAG_INPUT, 2, 7, "size must be from 3 to 13");
    expect_error(&c, 1, DIAG_INPUT, 3, 10, "to_move must be white, black, light or dark, not 'x'");
    checked_free(&c);
}

/* ---- A referee written plainly from the rules ---- */

static bool all_empty_between(const hex_position_t *pos, hex_cell_t a, hex_cell_t b, int *count)
{
    hex_cell_t between[HEX_ROW_LENGTH_MAX];
    *count = hex_board_between(pos->board, a, b, between);
    for (int i = 0; i < *count; i++)
        if (hex_position_get(pos, between[i]) != COLOUR_NONE)
            return false;
    return *count >= 1;
}

/* Dead stones of colour c: every pair of stones of different groups is
 * tried for a path. */
static void referee_dead(const hex_position_t *pos, colour_t c, bool dead[HEX_CELLS_MAX])
{
    int id[HEX_CELLS_MAX], n;
    bool living[HEX_CELLS_MAX] = {false};
    group_ids(pos, id);
    for (hex_cell_t a = 0; a < pos->board->count; a++)
        for (hex_cell_t b = (hex_cell_t)(a + 1); b < pos->board->count; b++)
            if (hex_position_get(pos, a) == c && hex_position_get(pos, b) == c && id[a] != id[b] &&
                all_empty_between(pos, a, b, &n))
                living[id[a]] = living[id[b]] = true;
    for (hex_cell_t a = 0; a < pos->board->count; a++)
        dead[a] = hex_position_get(pos, a) == c && !living[id[a]];
}

static void referee_removal(const meridians_game_t *game, hex_position_t *after)
{
    *after = game->pos;
    colour_t player = game->to_move;
    if (game->turns[player] + 1 < 3)
        return;
    bool dead[HEX_CELLS_MAX];
    referee_dead(&game->pos, colour_other(player), dead);
    for (hex_cell_t c = 0; c < game->pos.board->count; c++)
        if (dead[c])
            hex_position_set(after, c, COLOUR_NONE);
}

static bool referee_legal(const meridians_game_t *game, const hex_position_t *after,
                          hex_cell_t cell)
{
    colour_t player = game->to_move;
    int turn = game->turns[player] + 1, n;
    if (hex_position_get(after, cell) != COLOUR_NONE)
        return false;
    if (turn == 1)
        return true;
    for (hex_cell_t s = 0; turn == 2 && s < after->board->count; s++)
        if (hex_position_get(after, s) == player)
            return all_empty_between(after, cell, s, &n);
    for (int d = 0; d < HEX_DIR_COUNT; d++) {
        hex_cell_t ray[HEX_ROW_LENGTH_MAX];
        int length = hex_board_ray(after->board, cell, (hex_dir_t)d, ray);
        for (int i = 0; i < length; i++)
            if (hex_position_get(after, ray[i]) != COLOUR_NONE) {
                if (hex_position_get(after, ray[i]) == player)
                    return true;
                break;
            }
    }
    return false;
}

/* The engine's dead stones and legal placements are the referee's. */
static void compare_with_referee(const meridians_game_t *game)
{
    for (colour_t c = COLOUR_WHITE; c <= COLOUR_BLACK; c++) {
        bool dead[HEX_CELLS_MAX];
        hex_cell_t cells[HEX_CELLS_MAX];
        referee_dead(&game->pos, c, dead);
        int n = meridians_dead_stones(&game->pos, c, cells), expected = 0;
        for (hex_cell_t cell = 0; cell < game->pos.board->count; cell++)
            expected += dead[cell];
        CU_ASSERT_EQUAL(n, expected);
        for (int i = 0; i < n; i++)
            CU_ASSERT_TRUE(dead[cells[i]]);
    }
    hex_position_t after;
    referee_removal(game, &after);
    hex_cell_t moves[HEX_CELLS_MAX];
    int n = meridians_game_moves(game, moves), expected = 0;
    for (hex_cell_t cell = 0; cell < after.board->count; cell++)
        expected += referee_legal(game, &after, cell);
    CU_ASSERT_EQUAL(n, expected);
    for (int i = 0; i < n; i++)
        CU_ASSERT_TRUE(referee_legal(game, &after, moves[i]));
}

/* ---- Random games ---- */

#define ENTRIES_MAX 240

typedef struct {
    hex_board_t board;
    hex_record_t rec;
    meridians_game_t before[ENTRIES_MAX + 1]; /* before each entry, and at the end */
} played_game_t;

/* Careless games end within a few turns; careful ones (see
 * meridians_game_careful_moves) reach the middle game, with its removals
 * and skips. */
static void play_random_game(played_game_t *g, int size, bool careful, random_t *rng)
{
    CU_ASSERT_TRUE_FATAL(hex_board_init(&g->board, HEX_SHAPE_MERIDIANS, size, NULL));
    hex_record_init(&g->rec);
    meridians_game_t game;
    meridians_game_start(&game, &g->board);
    while (g->rec.count < ENTRIES_MAX && !game.finished) {
        compare_with_referee(&game);
        /* Now and then even a careful player chooses blindly. */
        hex_cell_t cell = random_meridians_move(rng, &game, careful && random_below(rng, 8) > 0);
        CU_ASSERT_TRUE_FATAL(cell != HEX_NO_CELL);
        g->before[g->rec.count] = game;
        hex_record_add_cells(&g->rec, &g->board, &cell, 1);
        meridians_game_play(&game, cell);
    }
    g->before[g->rec.count] = game;
}

static void check_replay(const played_game_t *g)
{
    const meridians_game_t *end = &g->before[g->rec.count];
    checked_t c = checked_record("meridians", &g->board, &g->rec, &end->pos,
                                 end->finished ? NULL : colour_name(end->to_move));
    if (end->finished)
        expect_legal(&c, "finished", NULL, colour_name(end->winner));
    else
        expect_legal(&c, "in_progress", colour_name(end->to_move), NULL);
    char stones[16];
    snprintf(stones, sizeof stones, "%d", hex_position_count(&end->pos, COLOUR_BLACK));
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "black"), stones);
    checked_free(&c);
}

/* One stone of the player's own, which no removal step takes. */
static hex_cell_t own_stone(const meridians_game_t *game, random_t *rng)
{
    hex_cell_t own[HEX_CELLS_MAX];
    int n = 0;
    for (hex_cell_t c = 0; c < game->pos.board->count; c++)
        if (hex_position_get(&game->pos, c) == game->to_move)
            own[n++] = c;
    return n > 0 ? own[random_below(rng, (unsigned)n)] : HEX_NO_CELL;
}

/* An empty point (after the removal step) the referee forbids. */
static hex_cell_t forbidden_point(const meridians_game_t *game, random_t *rng)
{
    hex_position_t after;
    referee_removal(game, &after);
    hex_cell_t cells[HEX_CELLS_MAX];
    int n = 0;
    for (hex_cell_t c = 0; c < after.board->count; c++)
        if (hex_position_get(&after, c) == COLOUR_NONE && !referee_legal(game, &after, c))
            cells[n++] = c;
    return n > 0 ? cells[random_below(rng, (unsigned)n)] : HEX_NO_CELL;
}

static void break_one_entry(const played_game_t *g, random_t *rng)
{
    const hex_record_t *rec = &g->rec;
    size_t k = random_below(rng, (unsigned)rec->count);
    const meridians_game_t *before = &g->before[k];
    hex_cell_t cell = own_stone(before, rng);
    if (cell != HEX_NO_CELL)
        expect_cells_refused("meridians", &g->board, rec, k, &cell, 1, "already holds");
    cell = forbidden_point(before, rng);
    if (cell != HEX_NO_CELL)
        expect_cells_refused("meridians", &g->board, rec, k, &cell, 1,
                             before->turns[before->to_move] == 1 ? "must have a path"
                                                                 : "may not place");
    hex_cell_t placed[HEX_CELLS_MAX], first[HEX_CELLS_MAX];
    CU_ASSERT_EQUAL_FATAL(hex_record_cells(rec, k, &g->board, 0, placed), 1);
    CU_ASSERT_EQUAL_FATAL(hex_record_cells(rec, 0, &g->board, 0, first), 1);
    hex_cell_t two[2] = {placed[0], placed[0]};
    expect_cells_refused("meridians", &g->board, rec, k, two, 2, "places one stone");
    if (g->before[rec->count].finished)
        expect_cells_refused("meridians", &g->board, rec, rec->count, first, 1, "already over");
}

#define GAMES 240

static void test_random_games(void)
{
    static const int sizes[] = {3, 4, 5, 7};
    played_game_t *g = malloc(sizeof *g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    random_t rng;
    random_seed(&rng, 2024);
    int finished = 0, skipped = 0, length = 0;
    for (int i = 0; i < GAMES; i++) {
        play_random_game(g, sizes[i % 4], i % 2 == 1, &rng);
        length += (int)g->rec.count;
        check_replay(g);
        break_one_entry(g, &rng);
        finished += g->before[g->rec.count].finished;
        skipped += g->before[g->rec.count].passes > 0;
        hex_record_free(&g->rec);
    }
    /* The games reach the rules' corners: some end, some skip. */
    CU_ASSERT_TRUE(finished > 0);
    fprintf(stderr, " (%d of %d finished, %d with skips, %d entries a game) ", finished, GAMES,
            skipped, length / GAMES);
    free(g);
}

int main(void)
{
    CU_TestInfo rules[] = {
        {"dead groups: same group, other group, enemy between", test_dead_groups},
        {"a cut group dies, removed at the cutter's next turn",
         test_cut_group_dies_and_is_removed_on_time},
        {"an entry after the end", test_entry_after_the_end},
        {"a snapshot without stones of a colour", test_snapshot_without_stones_loses},
        {"a snapshot's player to move", test_snapshot_to_move},
        {"a forced skip in a record", test_forced_skip_in_a_record},
        {"a forced skip in a snapshot", test_forced_skip_in_a_snapshot},
        {"messages after a skip", test_messages_after_a_skip},
        {"a skip on the second turn", test_second_turn_skip},
        {"no removal in the opening", test_opening_has_no_removal},
        {"the second turn needs a path", test_second_turn_needs_a_path},
        {"later turns need a friendly stone in sight",
         test_later_turns_need_a_friendly_stone_in_sight},
        {"entries of the wrong shape", test_entry_shapes},
        {"only the first illegal entry", test_first_illegal_entry_only},
        {"a record with a snapshot and to_move", test_record_with_snapshot_and_to_move},
        {"an empty record; a size out of range", test_empty_record},
        CU_TEST_INFO_NULL,
    };
    CU_TestInfo random[] = {
        {"random games: referee, replay, broken entries", test_random_games},
        CU_TEST_INFO_NULL,
    };
    return run_game_tests("meridians", rules, random);
}
