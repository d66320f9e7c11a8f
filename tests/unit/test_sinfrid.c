/* Sinfrid: what a rooted stone sees, the number of stones it asks for,
 * grafts, the small-region rule, passes, the end and the winner,
 * snapshots, every illegal move with its message and place; then random
 * games from the engine's own move generator, checked against a plain
 * referee written here from the rules, replayed through `check` and
 * broken one move at a time.
 *
 * The hand-worked games are on small boards:
 *
 *   size 2         size 3               size 4
 *    c1 c2          e1 e2 e3             g1 g2 g3 g4
 *   b1 b2 b3       d1 d2 d3 d4          f1 f2 f3 f4 f5
 *    a1 a2        c1 c2 c3 c4 c5       e1 e2 e3 e4 e5 e6
 *                  b1 b2 b3 b4        d1 d2 d3 d4 d5 d6 d7
 *                   a1 a2 a3           c1 c2 c3 c4 c5 c6
 *                                       b1 b2 b3 b4 b5
 *                                        a1 a2 a3 a4
 */
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "game/sinfrid_rules.h"
#include "hex_game_tests.h"

/* ---- What a rooted stone sees ---- */

/* Size 4, Black to move, rooting at d4.  Along the row westwards Black's
 * d3, then (past the empty d2) Black's d1 c1: two groups, the second seen
 * through the first.  Eastwards past the empty d5, Black's d6.  North-east
 * White's e4 hides Black's f4.  N = 3. */
static void test_sight_through_friends_not_enemies(void)
{
    hex_board_t board;
    hex_position_t pos;
    empty_position(&board, &pos, HEX_SHAPE_HEXHEX, 4);
    set_cells(&pos, "d3 d1 c1 d6 f4", COLOUR_BLACK);
    set_cells(&pos, "e4 e6 f5 f3", COLOUR_WHITE);
    sinfrid_game_t game;
    sinfrid_game_set_up(&game, &pos, COLOUR_BLACK);
    hex_cell_t d4 = cell_named(&board, "d4");
    int seen, region;
    CU_ASSERT_EQUAL(sinfrid_game_needed(&game, d4, &seen, &region), 3);
    CU_ASSERT_EQUAL(seen, 3);
    CU_ASSERT_EQUAL(region, 37 - 9);

    /* Without White's e4, f4 is seen too. */
    hex_position_set(&game.pos, cell_named(&board, "e4"), COLOUR_NONE);
    CU_ASSERT_EQUAL(sinfrid_game_needed(&game, d4, &seen, &region), 4);
    /* A white stone on d2 hides d1 c1. */
    hex_position_set(&game.pos, cell_named(&board, "d2"), COLOUR_WHITE);
    CU_ASSERT_EQUAL(sinfrid_game_needed(&game, d4, &seen, &region), 3);
    /* White sees nothing from d4: Black's d3, d6, f4 stand first on the
     * row and the north-east line, the other lines are empty. */
    game.to_move = COLOUR_WHITE;
    CU_ASSERT_EQUAL(sinfrid_game_needed(&game, d4, &seen, &region), 0);
}

/* The record that builds the position above: the setup f4 e4, then
 * d6 (seeing f4 over e5), e6 (e4 over e5), d3 (d6 over d4 d5), f5 (e6),
 * d1 c1 (d1 sees d3 and, over d4 d5, d6: two groups), f3 (e4). */
#define SIGHT_GAME "game: sinfrid\nsize: 4\nmoves: [\"f4 e4\", d6, e6, d3, f5, d1 c1, f3, "

static void test_rooted_stone_asks_for_n_stones(void)
{
    checked_t c = checked_text(SIGHT_GAME "d4 c3 b2]\n");
    expect_legal(&c, "in_progress", "white", NULL);
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "black"), "8");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "white"), "4");
    checked_free(&c);
    /* c3 b2 touch only d3's group: no graft, the stones stay black. */
    c = checked_text(
        SIGHT_GAME "d4 c3 b2]\n"
                   "stones: {black: [f4, d6, d3, d1, c1, d4, c3, b2], white: [e4, e6, f5, f3]}\n");
    expect_legal(&c, "in_progress", "white", NULL);
    checked_free(&c);

    c = checked_text(SIGHT_GAME "d4 c3]\n");
    expect_error_count(&c, 1);
    expect_error(&c, 0, DIAG_RULE, 3, 45,
                 "move 8: rooted stone at d4 sees 3 black groups, so 3 stones must be "
                 "placed, but 2 were placed");
    checked_free(&c);
    c = checked_text(SIGHT_GAME "d4 c3 b2 a1]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 45, "move 8: ", "but 4 were placed");
    checked_free(&c);
    c = checked_text(SIGHT_GAME "d4 c3 a1]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 45, "move 8: ", "a1 is not joined to the rooted stone at d4");
    checked_free(&c);
    /* Branched stones in any order: b2 joins d4 through c3, listed after. */
    c = checked_text(SIGHT_GAME "d4 b2 c3]\n");
    expect_legal(&c, "in_progress", "white", NULL);
    checked_free(&c);
    /* d2 touches Black's old d3, which touches d4 and c3; the new stones
     * themselves do not hang together. */
    c = checked_text(SIGHT_GAME "d4 c3 d2]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 45, "move 8: ", "d2 is not joined");
    checked_free(&c);
}

/* d4 d5 c4 touches d3's group (by d4) and d6's (by d5): grafted, it turns
 * white at the end of the turn. */
static void test_grafted_group_flips(void)
{
    checked_t c = checked_text(SIGHT_GAME "d4 d5 c4]\n"
                                          "stones: {black: [f4, d6, d3, d1, c1], "
                                          "white: [e4, e6, f5, f3, d4, d5, c4]}\n");
    expect_legal(&c, "in_progress", "white", NULL);
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "white"), "7");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "black"), "5");
    CU_ASSERT_STRING_EQUAL(note_text(&c, "grafted groups flipped"), "1");
    checked_free(&c);
}

/* Size 3: b2 (black) and b1 (white) set up; d3 (sees b2 over c3), d2
 * (b1 over c2), d4 (d3), a3 (d2 over c3 b3), e2 (d3), a2 (a3).  Black's a1
 * sees b2 and, over c3, the group d3 d4 e2: N = 2, but White's a2 and b1
 * and Black's b2 leave a1 a region of one cell, which Black fills. */
#define REGION_GAME "game: sinfrid\nsize: 3\nmoves: [\"b2 b1\", d3, d2, d4, a3, e2, a2, "

static void test_small_region_is_filled(void)
{
    checked_t c = checked_text(REGION_GAME "a1]\n");
    expect_legal(&c, "in_progress", "white", NULL);
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "black"), "5");
    checked_free(&c);
    c = checked_text(REGION_GAME "a1 c3]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 42,
                 "move 8: rooted stone at a1 sees 2 black groups, but the empty region "
                 "around a1 has only 1 cell, so black fills all of it: 1 stone must "
                 "be placed, but 2 were placed");
    checked_free(&c);
}

/* ---- Passes, the end, the winner ---- */

/* Size 2, setup b2 a1: c2, b1, c1, a2 (White's only cell), b3 fills the
 * board: Black 4, White 3, and White, with fewer, wins. */
static void test_end_and_winner(void)
{
    checked_t c = checked_text("game: sinfrid\nsize: 2\nmoves: [\"b2 a1\", c2, b1, c1, a2, b3]\n");
    expect_legal(&c, "finished", NULL, "white");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "white"), "3");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "black"), "4");
    checked_free(&c);
    c = checked_text("game: sinfrid\nsize: 2\nmoves: [\"b2 a1\", c2, b1, c1, a2, b3, b3]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 38, "move 7: the game is already over");
    checked_free(&c);
    /* Nobody is to move once the game is over: a to_move is ignored. */
    expect_to_move_ignored("game: sinfrid\nsize: 2\nmoves: [\"b2 a1\", c2, b1, c1, a2, b3]\n"
                           "to_move: black\n",
                           "black", "white");
}

/* Size 2, setup b2 a1: a2, b1, c1.  White's a1 b1 now touch no empty cell
 * (b2 a2 c1 are Black's): White passes, Black plays b3, White passes
 * again, Black fills c2.  White 2, Black 5: White wins. */
static void test_passes(void)
{
    checked_t c = checked_text("game: sinfrid\nsize: 2\nmoves: [\"b2 a1\", a2, b1, c1]\n");
    expect_legal(&c, "in_progress", "black", NULL);
    CU_ASSERT_STRING_EQUAL(note_text(&c, "forced passes"), "[white after move 4]");
    checked_free(&c);
    c = checked_text("game: sinfrid\nsize: 2\nmoves: [\"b2 a1\", a2, b1, c1, b3, c2]\n");
    expect_legal(&c, "finished", NULL, "white");
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "white"), "2");
    CU_ASSERT_STRING_EQUAL(note_text(&c, "forced passes"),
                           "[white after move 4, white after move 5]");
    checked_free(&c);
    /* The same position as a snapshot: only Black can place. */
    c = checked_text("game: sinfrid\nsize: 2\nstones: {black: [b2, a2, c1], white: [a1, b1]}\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
    c = checked_text("game: sinfrid\nsize: 2\nstones: {black: [b2, a2, c1], white: [a1, b1]}\n"
                     "to_move: white\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
}

/* A pass has no entry, so the entry after it is the opponent's: the
 * messages about it, and about the player to move, say so. */
static void test_messages_after_a_pass(void)
{
    checked_t c = checked_text("game: sinfrid\nsize: 2\nmoves: [\"b2 a1\", a2, b1, c1, a1]\n");
    expect_one_rule_error(&c, 3, "move 5: a1 already holds a white stone");
    expect_message(&c, 0, "move 5: a1 already holds a white stone (white could not place and "
                          "passed after move 4)");
    checked_free(&c);
    c = checked_text("game: sinfrid\nsize: 2\nmoves: [\"b2 a1\", a2, b1, c1, b3, b3]\n");
    expect_message(&c, 0, "move 6: b3 already holds a black stone (white could not place and "
                          "passed after move 5)");
    checked_free(&c);
    expect_text_rule_error("game: sinfrid\nsize: 2\nmoves: [\"b2 a1\", a2, b1, c1]\n"
                           "to_move: white\n",
                           4, "to_move says white, but after the moves black is to move (white "
                              "could not place and passed after move 4)");
    /* The entry after one that led to no pass is told nothing more. */
    c = checked_text("game: sinfrid\nsize: 2\nmoves: [\"b2 a1\", a2, a2]\n");
    expect_message(&c, 0, "move 3: a2 already holds a black stone");
    checked_free(&c);
}

/* ---- Snapshots ---- */

static void test_snapshots(void)
{
    checked_t c = checked_text("game: sinfrid\nsize: 2\nboard: |2\n   B B\n  W W B\n   W B\n");
    expect_legal(&c, "finished", NULL, "white");
    checked_free(&c);
    expect_to_move_ignored("game: sinfrid\nsize: 2\nto_move: white\nboard: |2\n   B B\n  W W B\n"
                           "   W B\n",
                           "white", "white");
    /* Two stones are the setup alone: Black moves next. */
    c = checked_text("game: sinfrid\nsize: 2\nstones: {black: [b2], white: [a1]}\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
    c = checked_text("game: sinfrid\nstones: {black: [d4], white: [e5]}\nto_move: black\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
    expect_text_rule_error("game: sinfrid\nstones: {black: [d4], white: [e5]}\nto_move: white\n", 3,
                           "to_move is white here, but after the two-stone setup it is black");

    c = checked_text("game: sinfrid\nstones: {black: [d4]}\n");
    expect_error_count(&c, 1);
    expect_error(&c, 0, DIAG_RULE, 2, 9, "black stones but no white one");
    checked_free(&c);
    c = checked_text("game: sinfrid\nstones: {}\n");
    expect_legal(&c, "in_progress", NULL, NULL);
    checked_free(&c);
    c = checked_text("game: sinfrid\n");
    expect_legal(&c, "in_progress", NULL, NULL);
    checked_free(&c);
    c = checked_text("game: sinfrid\nstones: {}\nto_move: black\n");
    expect_error(&c, 0, DIAG_RULE, 3, 10, "to_move says black", "two-stone setup");
    checked_free(&c);
    c = checked_text("game: sinfrid\nmoves: []\nto_move: black\n");
    expect_error(&c, 0, DIAG_RULE, 3, 10, "to_move says black", "no colour is to move");
    checked_free(&c);
}

/* ---- Illegal moves ---- */

static void test_setup(void)
{
    checked_t c = checked_text("game: sinfrid\nmoves: [d4]\n");
    expect_error(&c, 0, DIAG_RULE, 2, 9, "move 1: the first entry is the two-stone setup",
                 "names 1 cell");
    checked_free(&c);
    c = checked_text("game: sinfrid\nmoves: [d4 d4]\n");
    expect_error(&c, 0, DIAG_RULE, 2, 9, "move 1: d4 is named twice");
    checked_free(&c);
    c = checked_text("game: sinfrid\nmoves: [d4 e5]\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
    c = checked_text("game: sinfrid\nsize: 9\nmoves: [\"d4 e5\"]\n");
    expect_legal(&c, "in_progress", "black", NULL);
    checked_free(&c);
    c = checked_text("game: sinfrid\nmoves: [d4 e5]\nto_move: white\n");
    expect_error(&c, 0, DIAG_RULE, 3, 10,
                 "to_move says white, but after the moves black is to move");
    checked_free(&c);
}

/* Size 4, setup a1 (black) a2 (white). */
#define CORNER "game: sinfrid\nsize: 4\nmoves: [\"a1 a2\", "

static void test_illegal_moves(void)
{
    checked_t c = checked_text(CORNER "a1]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 18, "move 2: a1 already holds a black stone");
    checked_free(&c);
    /* From a3: a2 is White's; b3 c3 d3 e2 f1 and b4 c5 d6 are empty. */
    c = checked_text(CORNER "a3]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 18,
                 "move 2: black may not root a stone at a3: it would see no black group");
    checked_free(&c);
    /* b1 sees a1: one stone; its branch a2 is taken. */
    c = checked_text(CORNER "b1 a2]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 18, "move 2: a2 already holds a white stone");
    checked_free(&c);
    c = checked_text(CORNER "b1 b1]\n");
    expect_error(&c, 0, DIAG_RULE, 3, 18, "move 2: b1 is named twice");
    checked_free(&c);
    c = checked_text(CORNER "b1]\nstones: {black: [a1, b1], white: [a2]}\n");
    expect_legal(&c, "in_progress", "white", NULL);
    checked_free(&c);
}

/* After the first illegal entry the rest is still read for names that do
 * not parse (exit 2), though cells off the board there are not reported. */
static void test_entries_after_an_illegal_one(void)
{
    expect_text_rule_then_input_error(CORNER "a1, z9, c0]\n", 3,
                                      "move 2: a1 already holds a black stone", 3,
                                      "move 4: 'c0' is not a cell name");
    expect_text_rule_error(CORNER "a1, z9]\n", 3, "move 2: a1 already holds a black stone");
}

static void test_leader(void)
{
    hex_board_t board;
    hex_position_t pos;
    empty_position(&board, &pos, HEX_SHAPE_HEXHEX, 2);
    set_cells(&pos, "a1 a2", COLOUR_WHITE);
    set_cells(&pos, "b1", COLOUR_BLACK);
    CU_ASSERT_EQUAL(sinfrid_leader(&pos), COLOUR_BLACK);
    set_cells(&pos, "b2", COLOUR_BLACK);
    CU_ASSERT_EQUAL(sinfrid_leader(&pos), COLOUR_NONE);
}

/* ---- A referee written plainly from the rules ---- */

/* N: the groups of colour c with a stone on a line with root and no enemy
 * stone between. */
static int referee_seen(const hex_position_t *pos, const int id[HEX_CELLS_MAX], hex_cell_t root,
                        colour_t c)
{
    int n = 0;
    bool seen[HEX_CELLS_MAX] = {false};
    for (hex_cell_t s = 0; s < pos->board->count; s++) {
        hex_cell_t between[HEX_ROW_LENGTH_MAX];
        int count =
            hex_position_get(pos, s) == c ? hex_board_between(pos->board, root, s, between) : -1;
        bool blocked = count < 0;
        for (int i = 0; i < count; i++)
            blocked = blocked || hex_position_get(pos, between[i]) == colour_other(c);
        if (!blocked && !seen[id[s]]) {
            seen[id[s]] = true;
            n++;
        }
    }
    return n;
}

static bool referee_can_place(const hex_position_t *pos, colour_t c)
{
    int id[HEX_CELLS_MAX];
    group_ids(pos, id);
    for (hex_cell_t r = 0; r < pos->board->count; r++)
        if (hex_position_get(pos, r) == COLOUR_NONE && referee_seen(pos, id, r, c) > 0)
            return true;
    return false;
}

/* The colour the new stones end in: the other one when they touch two or
 * more of the mover's groups. */
static colour_t referee_final_colour(const hex_position_t *pos, const hex_cell_t *cells,
                                         int count, colour_t c)
{
    int id[HEX_CELLS_MAX], touched = -1;
    group_ids(pos, id);
    for (int i = 0; i < count; i++)
        for (hex_cell_t s = 0; s < pos->board->count; s++)
            if (hex_position_get(pos, s) == c && hex_board_adjacent(pos->board, cells[i], s)) {
                if (touched >= 0 && touched != id[s])
                    return colour_other(c);
                touched = id[s];
            }
    return c;
}

/* Every empty cell: the engine's N is the referee's, and the engine's
 * roots are the cells where N > 0. */
static void compare_sight(const sinfrid_game_t *game)
{
    hex_cell_t roots[HEX_CELLS_MAX];
    int n = sinfrid_game_roots(game, roots), k = 0, id[HEX_CELLS_MAX];
    group_ids(&game->pos, id);
    for (hex_cell_t r = 0; r < game->pos.board->count; r++) {
        if (hex_position_get(&game->pos, r) != COLOUR_NONE)
            continue;
        int seen, region, expected = referee_seen(&game->pos, id, r, game->to_move);
        sinfrid_game_needed(game, r, &seen, &region);
        CU_ASSERT_EQUAL(seen, expected);
        if (expected > 0) {
            CU_ASSERT_TRUE(k < n && roots[k] == r);
            k++;
        }
    }
    CU_ASSERT_EQUAL(k, n);
}

/* ---- Random games ---- */

/* More entries than a game on the largest board tested can have. */
#define ENTRIES_MAX 256

typedef struct {
    hex_board_t board;
    hex_record_t rec;
    sinfrid_game_t before[ENTRIES_MAX + 1]; /* before each entry, and at the end */
} random_game_t;

/* A random legal move (random_sinfrid_move), as many stones as its rooted
 * stone asks for. */
static int random_move(const sinfrid_game_t *game, hex_cell_t *cells, random_t *rng)
{
    int count = random_sinfrid_move(rng, game, cells);
    CU_ASSERT_TRUE_FATAL(count > 0);
    int seen, region;
    CU_ASSERT_EQUAL_FATAL(count, sinfrid_game_needed(game, cells[0], &seen, &region));
    return count;
}

static void play_move(sinfrid_game_t *game, const hex_cell_t *cells, int count)
{
    colour_t player = game->to_move;
    colour_t final = referee_final_colour(&game->pos, cells, count, player);
    CU_ASSERT_EQUAL(sinfrid_game_check(game, cells, count).fault, SINFRID_LEGAL);
    sinfrid_game_play(game, cells, count);
    for (int i = 0; i < count; i++)
        CU_ASSERT_EQUAL(hex_position_get(&game->pos, cells[i]), final);
    /* The opponent moves next if they can, else the mover, else no one. */
    colour_t other = colour_other(player);
    colour_t next = referee_can_place(&game->pos, other)    ? other
                        : referee_can_place(&game->pos, player) ? player
                                                                : COLOUR_NONE;
    CU_ASSERT_EQUAL(game->to_move, next);
    CU_ASSERT_EQUAL(game->finished, next == COLOUR_NONE);
}

static void play_random_game(random_game_t *g, int size, random_t *rng)
{
    CU_ASSERT_TRUE_FATAL(hex_board_init(&g->board, HEX_SHAPE_HEXHEX, size, NULL));
    hex_record_init(&g->rec);
    sinfrid_game_t game;
    sinfrid_game_start(&game, &g->board);
    hex_cell_t setup[2];
    CU_ASSERT_EQUAL_FATAL(random_sinfrid_move(rng, &game, setup), 2);
    g->before[0] = game;
    hex_record_add_cells(&g->rec, &g->board, setup, 2);
    sinfrid_game_play(&game, setup, 2);
    while (!game.finished) {
        compare_sight(&game);
        hex_cell_t cells[HEX_CELLS_MAX];
        int count = random_move(&game, cells, rng);
        CU_ASSERT_TRUE_FATAL(g->rec.count < ENTRIES_MAX);
        g->before[g->rec.count] = game;
        hex_record_add_cells(&g->rec, &g->board, cells, count);
        play_move(&game, cells, count);
    }
    g->before[g->rec.count] = game;
}

static void check_replay(const random_game_t *g)
{
    const sinfrid_game_t *end = &g->before[g->rec.count];
    checked_t c = checked_record("sinfrid", &g->board, &g->rec, &end->pos, NULL);
    colour_t winner = sinfrid_leader(&end->pos);
    expect_legal(&c, "finished", NULL, winner == COLOUR_NONE ? "draw" : colour_name(winner));
    char stones[16];
    snprintf(stones, sizeof stones, "%d", hex_position_count(&end->pos, COLOUR_WHITE));
    CU_ASSERT_STRING_EQUAL(score_text(&c, "stones", "white"), stones);
    checked_free(&c);
}

/* An empty cell, not among `cells`, next to none of them. */
static hex_cell_t cell_apart(const hex_position_t *pos, const hex_cell_t *cells, int count)
{
    for (hex_cell_t c = 0; c < pos->board->count; c++) {
        bool apart = hex_position_get(pos, c) == COLOUR_NONE;
        for (int i = 0; i < count && apart; i++)
            apart = c != cells[i] && !hex_board_adjacent(pos->board, c, cells[i]);
        if (apart)
            return c;
    }
    return HEX_NO_CELL;
}

static hex_cell_t cell_seeing_nothing(const sinfrid_game_t *game)
{
    int id[HEX_CELLS_MAX];
    group_ids(&game->pos, id);
    for (hex_cell_t c = 0; c < game->pos.board->count; c++)
        if (hex_position_get(&game->pos, c) == COLOUR_NONE &&
            referee_seen(&game->pos, id, c, game->to_move) == 0)
            return c;
    return HEX_NO_CELL;
}

/* Breaks move k (after the setup) in every way that applies to it. */
static void break_one_move(const random_game_t *g, random_t *rng)
{
    const hex_record_t *rec = &g->rec;
    const hex_board_t *board = &g->board;
    size_t k = 1 + random_below(rng, (unsigned)rec->count - 1);
    const sinfrid_game_t *before = &g->before[k];
    hex_cell_t move[HEX_CELLS_MAX], setup[HEX_CELLS_MAX];
    int count = hex_record_cells(rec, k, board, 0, move);
    CU_ASSERT_TRUE_FATAL(count > 0);
    CU_ASSERT_EQUAL_FATAL(hex_record_cells(rec, 0, board, 0, setup), 2);
    hex_cell_t cells[HEX_CELLS_MAX + 1];
    memcpy(cells, move, (size_t)count * sizeof *cells);
    if (count > 1)
        expect_cells_refused("sinfrid", board, rec, k, cells, count - 1, "must be placed");
    if (sinfrid_game_frontier(before, move, count, cells + count) > 0)
        expect_cells_refused("sinfrid", board, rec, k, cells, count + 1, "must be placed");
    cells[count - 1] = cell_apart(&before->pos, move, count - 1);
    if (count > 1 && cells[count - 1] != HEX_NO_CELL)
        expect_cells_refused("sinfrid", board, rec, k, cells, count, "is not joined");
    cells[0] = setup[0]; /* the setup's black stone */
    expect_cells_refused("sinfrid", board, rec, k, cells, 1, "already holds");
    cells[0] = cell_seeing_nothing(before);
    if (cells[0] != HEX_NO_CELL)
        expect_cells_refused("sinfrid", board, rec, k, cells, 1, "may not root");
    expect_cells_refused("sinfrid", board, rec, 0, setup, 1, "two-stone setup");
    expect_cells_refused("sinfrid", board, rec, rec->count, setup, 1, "already over");
}

#define GAMES 200

static void test_random_games(void)
{
    static const int sizes[] = {2, 3, 4, 5, 7};
    random_game_t *g = malloc(sizeof *g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    random_t rng;
    random_seed(&rng, 7);
    int grafts = 0, passes = 0, length = 0;
    for (int i = 0; i < GAMES; i++) {
        play_random_game(g, sizes[i % 5], &rng);
        check_replay(g);
        break_one_move(g, &rng);
        grafts += g->before[g->rec.count].grafts;
        passes += g->before[g->rec.count].passes;
        length += (int)g->rec.count;
        hex_record_free(&g->rec);
    }
    /* The games reach the rules' corners. */
    CU_ASSERT_TRUE(grafts > 0);
    CU_ASSERT_TRUE(passes > 0);
    fprintf(stderr, " (%d games, %d entries a game, %d grafts, %d passes) ", GAMES, length / GAMES,
            grafts, passes);
    free(g);
}

int main(void)
{
    CU_TestInfo rules[] = {
        {"sight through friendly stones, not enemy ones", test_sight_through_friends_not_enemies},
        {"a rooted stone asks for N stones", test_rooted_stone_asks_for_n_stones},
        {"a grafted group flips", test_grafted_group_flips},
        {"a small region is filled", test_small_region_is_filled},
        {"the end of the game and the winner", test_end_and_winner},
        {"forced passes", test_passes},
        {"messages after a pass", test_messages_after_a_pass},
        {"snapshots", test_snapshots},
        {"the setup", test_setup},
        {"illegal moves", test_illegal_moves},
        {"entries after an illegal one", test_entries_after_an_illegal_one},
        {"the player with fewer stones leads", test_leader},
        CU_TEST_INFO_NULL,
    };
    CU_TestInfo random[] = {
        {"random games: referee, replay, broken moves", test_random_games},
        CU_TEST_INFO_NULL,
    };
    return run_game_tests("sinfrid", rules, random);
}
