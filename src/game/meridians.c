/* Meridians (docs/rules.md): records replayed and snapshots checked, illegal
 * entries explained, positions scored and drawn.  The rules themselves
 * are in meridians_rules.c; the reading, replaying and drawing is
 * hex_game's. */
#include <stddef.h>

#include "game/game.h"
#include "game/game_report.h"
#include "game/hex_game.h"
#include "game/meridians_rules.h"

typedef struct {
    meridians_game_t game;
    bool from_record;
    int placed[COLOUR_COUNT]; /* stones each colour placed in the record */
    hex_pass_log_t skips;
} meridians_state_t;

static const char *const meridians_keys[] = {"to_move", NULL};

static void record_reset(meridians_state_t *s, bool from_record)
{
    s->from_record = from_record;
    s->placed[COLOUR_WHITE] = s->placed[COLOUR_BLACK] = 0;
    s->skips = (hex_pass_log_t){0};
}

static void meridians_start(void *state, const hex_board_t *board, const hex_given_t *given)
{
    (void)given;
    meridians_state_t *s = state;
    record_reset(s, true);
    meridians_game_start(&s->game, board);
}

/* ---- Snapshots ---- */

/* A to_move given where one colour has no stones never arrives here: the
 * game is over, and the driver sets it aside. */
static bool meridians_set_up(void *state, const yreader_t *r, const hex_document_t *doc,
                             const hex_given_t *given)
{
    meridians_state_t *s = state;
    const hex_position_t *pos = &doc->snapshot;
    if (hex_position_count(pos, COLOUR_WHITE) + hex_position_count(pos, COLOUR_BLACK) == 0) {
        yread_error(r, doc->snapshot_node, DIAG_RULE,
                    "the board is empty, but a Meridians snapshot is taken to be past both "
                    "players' second turns, when a player always has stones; give an opening "
                    "as a record (moves) instead");
        return false;
    }
    record_reset(s, false);
    meridians_game_set_up(&s->game, pos, given->to_move);
    return true;
}

/* ---- Entries ---- */

static const char *cell_name(const hex_position_t *pos, hex_cell_t cell, char buf[HEX_NAME_MAX])
{
    return hex_board_cell_name(pos->board, cell, buf);
}

static void explain_no_path(const yreader_t *r, const hex_move_t *move, colour_t player,
                            const hex_position_t *after, hex_cell_t cell)
{
    char at[HEX_NAME_MAX], first_at[HEX_NAME_MAX], blocker_at[HEX_NAME_MAX];
    const char *who = colour_name(player);
    hex_cell_t first = meridians_first_stone(after, player), blocker = HEX_NO_CELL;
    if (first == HEX_NO_CELL) {
        hex_move_error(r, move, 0, DIAG_RULE, "%s's second stone must have a path to its first stone",
                       who);
        return;
    }
    cell_name(after, cell, at);
    cell_name(after, first, first_at);
    switch (meridians_path(after, cell, first, &blocker)) {
    case MERIDIANS_PATH_NOT_IN_LINE:
        hex_move_error(r, move, 0, DIAG_RULE,
                       "%s's second stone must have a path to its first stone at %s, but %s is not "
                       "on a line with %s", who, first_at, at, first_at);
        break;
    case MERIDIANS_PATH_ADJACENT:
        hex_move_error(r, move, 0, DIAG_RULE,
                       "%s's second stone must have a path to its first stone at %s, but %s is next "
                       "to %s (the two would be one group, with no empty point between)",
                       who, first_at, at, first_at);
        break;
    default:
        hex_move_error(r, move, 0, DIAG_RULE,
                       "%s's second stone must have a path to its first stone at %s, but the %s "
                       "stone at %s stands between %s and %s", who, first_at,
                       colour_name(hex_position_get(after, blocker)),
                       cell_name(after, blocker, blocker_at), first_at, at);
        break;
    }
}

static void explain(const yreader_t *r, const hex_move_t *move, const meridians_game_t *game,
                    const hex_position_t *after, hex_cell_t cell, meridians_fault_t fault)
{
    char at[HEX_NAME_MAX];
    const char *who = colour_name(game->to_move);
    cell_name(after, cell, at);
    switch (fault) {
    case MERIDIANS_OCCUPIED:
        hex_move_error(r, move, 0, DIAG_RULE, "%s already holds a %s stone", at,
                       colour_name(hex_position_get(after, cell)));
        break;
    case MERIDIANS_NO_PATH:
        explain_no_path(r, move, game->to_move, after, cell);
        break;
    case MERIDIANS_UNSEEN:
        hex_move_error(r, move, 0, DIAG_RULE,
                       "%s may not place at %s: along none of the six lines from %s is the first "
                       "stone met a %s one", who, at, at, who);
        break;
    default:
        hex_move_error(r, move, 0, DIAG_RULE, "no one is to move");
        break;
    }
}

static bool meridians_play(void *state, const yreader_t *r, const hex_move_t *move,
                           const hex_cell_t *cells, int count)
{
    meridians_state_t *s = state;
    meridians_game_t *game = &s->game;
    if (game->finished) {
        colour_t loser = colour_other(game->winner);
        hex_move_error(r, move, 0, DIAG_RULE,
                       "the game is already over: %s had no stones left when %s's turn began, so "
                       "%s has won", colour_name(loser), colour_name(loser),
                       colour_name(game->winner));
        return false;
    }
    colour_t player = game->to_move;
    if (count != 1) {
        hex_move_error(r, move, 1, DIAG_RULE,
                       "%s places one stone a turn, but this entry names %d points",
                       colour_name(player), count);
        return false;
    }
    hex_position_t after;
    meridians_game_removal(game, &after);
    meridians_fault_t fault = meridians_game_check(game, &after, cells[0]);
    if (fault != MERIDIANS_LEGAL) {
        explain(r, move, game, &after, cells[0], fault);
        return false;
    }
    int passes = game->passes;
    meridians_game_play(game, cells[0]);
    s->placed[player]++;
    /* Skips in a row start with the player after the mover. */
    hex_pass_log_add(&s->skips, move->number, colour_other(player), game->passes - passes);
    return true;
}

static void meridians_between(const void *state, char *buf, size_t size)
{
    hex_pass_log_last(&((const meridians_state_t *)state)->skips, "skipped", buf, size);
}

/* ---- Standing and score ---- */

static hex_standing_t meridians_standing(const void *state)
{
    const meridians_game_t *game = &((const meridians_state_t *)state)->game;
    bool drawn = game->finished && game->winner == COLOUR_NONE;
    return (hex_standing_t){game->finished, drawn, game->to_move, game->winner};
}

static ynode_t *dead_node(const hex_position_t *pos)
{
    ynode_t *dead = ynode_new_mapping(true);
    for (colour_t c = COLOUR_WHITE; c <= COLOUR_BLACK; c++) {
        hex_cell_t cells[HEX_CELLS_MAX];
        int n = meridians_dead_stones(pos, c, cells);
        ymap_add(dead, colour_name(c), hex_game_cells_node(pos->board, cells, n));
    }
    return dead;
}

/* The text report adds what a record did that its entries do not show:
 * the stones removed and the forced skips. */
static void add_notes(const meridians_state_t *s, report_t *report)
{
    const hex_position_t *pos = &s->game.pos;
    if (!s->from_record)
        return;
    ynode_t *notes = game_report_notes(report);
    ymap_add(notes, "removed",
             game_report_colours(s->placed[COLOUR_WHITE] - hex_position_count(pos, COLOUR_WHITE),
                                 s->placed[COLOUR_BLACK] - hex_position_count(pos, COLOUR_BLACK)));
    if (s->skips.count > 0)
        ymap_add(notes, "forced skips", hex_pass_log_node(&s->skips));
}

static void meridians_score(const void *state, report_t *report)
{
    const meridians_state_t *s = state;
    const hex_position_t *pos = &s->game.pos;
    ynode_t *score = ynode_new_mapping(true);
    ymap_add(score, "stones", hex_game_stones_node(pos));
    ymap_add(score, "dead", dead_node(pos));
    report->score = score;
    add_notes(s, report);
}

/* ---- The game ---- */

/* Both colours' dead stones, for the picture. */
static int meridians_crossed(const void *state, hex_cell_t *cells)
{
    const hex_position_t *pos = &((const meridians_state_t *)state)->game.pos;
    int n = meridians_dead_stones(pos, COLOUR_WHITE, cells);
    return n + meridians_dead_stones(pos, COLOUR_BLACK, cells + n);
}

/* Light plays white, Dark black (docs/positions.md). */
static const char *const meridians_players[] = {"light", "dark"};

static const hex_game_t meridians_hex_game = {
    .title = "Meridians",
    .players = meridians_players,
    .state_size = sizeof(meridians_state_t),
    .position_offset = offsetof(meridians_state_t, game.pos),
    .spec = {HEX_SHAPE_MERIDIANS, 7, 3, HEX_SIZE_MAX, meridians_keys},
    .start = meridians_start,
    .set_up = meridians_set_up,
    .between = meridians_between,
    .play = meridians_play,
    .standing = meridians_standing,
    .score = meridians_score,
    .crossed = meridians_crossed,
};

HEX_GAME_ENTRY(game_meridians, "meridians", meridians_hex_game);
