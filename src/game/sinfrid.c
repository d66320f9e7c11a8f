/* Sinfrid (docs/rules.md): records replayed and snapshots checked, illegal
 * moves explained, positions scored and drawn.  The rules themselves are
 * in sinfrid_rules.c; the reading, replaying and drawing is hex_game's. */
#include <stddef.h>

#include "game/game.h"
#include "game/game_report.h"
#include "game/hex_game.h"
#include "game/sinfrid_rules.h"

typedef struct {
    sinfrid_game_t game;
    bool from_record;
    hex_pass_log_t passes;
} sinfrid_state_t;

static const char *const sinfrid_keys[] = {"to_move", NULL};

static void sinfrid_start(void *state, const hex_board_t *board, const hex_given_t *given)
{
    (void)given;
    sinfrid_state_t *s = state;
    s->from_record = true;
    s->passes = (hex_pass_log_t){0};
    sinfrid_game_start(&s->game, board);
}

/* ---- Snapshots ---- */

/* Stones are never removed, and the setup places one of each colour, so
 * a board from a game is empty or holds both colours. */
static bool sinfrid_set_up(void *state, const yreader_t *r, const hex_document_t *doc,
                           const hex_given_t *given)
{
    colour_t to_move = given->to_move;
    sinfrid_state_t *s = state;
    const hex_position_t *pos = &doc->snapshot;
    int white = hex_position_count(pos, COLOUR_WHITE);
    int black = hex_position_count(pos, COLOUR_BLACK);
    if (white + black == 0 && to_move != COLOUR_NONE) {
        yread_error(r, given->to_move_node, DIAG_RULE,
                    "to_move says %s, but the board is empty: the next move is the two-stone "
                    "setup, made before the players take sides", colour_name(to_move));
        return false;
    }
    if ((white == 0) != (black == 0)) {
        colour_t has = white ? COLOUR_WHITE : COLOUR_BLACK;
        yread_error(r, doc->snapshot_node, DIAG_RULE,
                    "the board has %s stones but no %s one: the two-stone setup places one of "
                    "each colour, and no stone is ever taken off",
                    colour_name(has), colour_name(colour_other(has)));
        return false;
    }
    /* After the setup alone Black moves (sinfrid_game_set_up). */
    bool ok = true;
    if (white + black == 2)
        to_move = hex_game_agree(r, given->to_move_node, "to_move", to_move, COLOUR_BLACK,
                                 "after the two-stone setup", NULL, &ok);
    sinfrid_start(s, pos->board, given);
    s->from_record = false;
    if (white + black > 0)
        sinfrid_game_set_up(&s->game, pos, to_move);
    return ok;
}

/* ---- Moves ---- */

static const char *plural(int n) { return n == 1 ? "" : "s"; }

static void explain_count(const yreader_t *r, const hex_move_t *move, const sinfrid_game_t *game,
                          const hex_cell_t *cells, sinfrid_verdict_t v)
{
    char root[HEX_NAME_MAX];
    const char *who = colour_name(game->to_move);
    hex_board_cell_name(game->pos.board, cells[0], root);
    size_t placed = move->count;
    const char *were = placed == 1 ? "was" : "were";
    if (v.region < v.seen)
        hex_move_error(r, move, (size_t)v.index, DIAG_RULE,
                       "rooted stone at %s sees %d %s groups, but the empty region around %s has "
                       "only %d cell%s, so %s fills all of it: %d stone%s must be placed, but %zu "
                       "%s placed", root, v.seen, who, root, v.region, plural(v.region), who,
                       v.needed, plural(v.needed), placed, were);
    else
        hex_move_error(r, move, (size_t)v.index, DIAG_RULE,
                       "rooted stone at %s sees %d %s group%s, so %d stone%s must be placed, but "
                       "%zu %s placed", root, v.seen, who, plural(v.seen), v.needed,
                       plural(v.needed), placed, were);
}

static void explain(const yreader_t *r, const hex_move_t *move, const sinfrid_game_t *game,
                    const hex_cell_t *cells, sinfrid_verdict_t v)
{
    const hex_position_t *pos = &game->pos;
    const char *who = colour_name(game->to_move);
    size_t at = (size_t)v.index;
    char name[HEX_NAME_MAX], root[HEX_NAME_MAX];
    if (at < move->count)
        hex_board_cell_name(pos->board, cells[at], name);
    hex_board_cell_name(pos->board, cells[0], root);
    switch (v.fault) {
    case SINFRID_OVER:
        hex_move_error(r, move, 0, DIAG_RULE,
                       "the game is already over: neither player can place a stone");
        break;
    case SINFRID_SETUP_COUNT:
        hex_move_error(r, move, at, DIAG_RULE,
                       "the first entry is the two-stone setup, a black stone then a white one "
                       "(such as \"d4 e5\"), but this entry names %zu cell%s", move->count,
                       plural((int)move->count));
        break;
    case SINFRID_OCCUPIED:
        hex_move_error(r, move, at, DIAG_RULE, "%s already holds a %s stone", name,
                       colour_name(hex_position_get(pos, cells[at])));
        break;
    case SINFRID_REPEATED:
        hex_move_error(r, move, at, DIAG_RULE, "%s is named twice", name);
        break;
    case SINFRID_SEES_NONE:
        hex_move_error(r, move, at, DIAG_RULE,
                       "%s may not root a stone at %s: it would see no %s group (along each of "
                       "the six lines a %s stone or the edge comes before any %s stone)",
                       who, root, who, colour_name(colour_other(game->to_move)), who);
        break;
    case SINFRID_COUNT:
        explain_count(r, move, game, cells, v);
        break;
    default:
        hex_move_error(r, move, at, DIAG_RULE,
                       "the stones placed must form one new group, but %s is not joined to the "
                       "rooted stone at %s through them", name, root);
        break;
    }
}

static bool sinfrid_play(void *state, const yreader_t *r, const hex_move_t *move,
                         const hex_cell_t *cells, int count)
{
    sinfrid_state_t *s = state;
    sinfrid_game_t *game = &s->game;
    sinfrid_verdict_t v = sinfrid_game_check(game, cells, count);
    if (v.fault != SINFRID_LEGAL) {
        explain(r, move, game, cells, v);
        return false;
    }
    colour_t player = game->to_move;
    int passes = game->passes;
    sinfrid_game_play(game, cells, count);
    hex_pass_log_add(&s->passes, move->number, colour_other(player), game->passes - passes);
    return true;
}

static void sinfrid_between(const void *state, char *buf, size_t size)
{
    hex_pass_log_last(&((const sinfrid_state_t *)state)->passes, "passed", buf, size);
}

/* ---- Standing and score ---- */

static hex_standing_t sinfrid_standing(const void *state)
{
    const sinfrid_game_t *game = &((const sinfrid_state_t *)state)->game;
    colour_t winner = game->finished ? sinfrid_leader(&game->pos) : COLOUR_NONE;
    return (hex_standing_t){game->finished, game->finished && winner == COLOUR_NONE, game->to_move,
                            winner};
}

static void sinfrid_score(const void *state, report_t *report)
{
    const sinfrid_state_t *s = state;
    const hex_position_t *pos = &s->game.pos;
    ynode_t *score = ynode_new_mapping(true);
    ymap_add(score, "stones", hex_game_stones_node(pos));
    report->score = score;
    if (!s->from_record)
        return;
    ynode_t *notes = game_report_notes(report);
    ymap_add_int(notes, "grafted groups flipped", s->game.grafts);
    if (s->passes.count > 0)
        ymap_add(notes, "forced passes", hex_pass_log_node(&s->passes));
}

/* ---- The game ---- */

static const hex_game_t sinfrid_hex_game = {
    .title = "Sinfrid",
    .state_size = sizeof(sinfrid_state_t),
    .position_offset = offsetof(sinfrid_state_t, game.pos),
    .spec = {HEX_SHAPE_HEXHEX, 7, 2, HEX_SIZE_MAX, sinfrid_keys},
    .start = sinfrid_start,
    .set_up = sinfrid_set_up,
    .between = sinfrid_between,
    .play = sinfrid_play,
    .standing = sinfrid_standing,
    .score = sinfrid_score,
};

HEX_GAME_ENTRY(game_sinfrid, "sinfrid", sinfrid_hex_game);
