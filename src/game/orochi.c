/* Orochi (docs/rules.md): records of placements and replacements replayed entry
 * by entry, snapshots checked for over-connected pieces, the score taken
 * round the last empty cell.  The rules themselves are in orochi_rules.c;
 * the reading, replaying and drawing is hex_game's.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "game/game.h"
#include "game/game_report.h"
#include "game/hex_game.h"
#include "game/orochi_rules.h"
#include "io/utf8.h"

static const char *const orochi_keys[] = {"to_move", "last_player", NULL};

/* Over-connected pieces named in one message, at most. */
#define SHOWN_CELLS 5

typedef struct {
    orochi_game_t game;
    colour_t colour;    /* placed by the entry being played, `Wd4 xe5 xf6` */
    size_t again_after; /* the last entry played, when it replaced pieces; else 0 */
} orochi_state_t;

static void orochi_start(void *state, const hex_board_t *board, const hex_given_t *given)
{
    (void)given;
    orochi_game_start(&((orochi_state_t *)state)->game, board);
}

/* ---- Reading an entry ---- */

/* The letter a token starts with, as it must be; reports the token
 * otherwise. */
static bool orochi_token_letter(const yreader_t *r, const hex_move_t *entry, size_t k,
                                const char *letters, const char *what)
{
    const hex_token_t *t = &entry->tokens[k];
    for (const char *l = letters; *l != '\0'; l++)
        if (t->text[0] == *l)
            return true;
    utf8_shown_t shown;
    hex_move_error(r, entry, k, DIAG_INPUT, "'%s' is not %s", utf8_shown(t->text, t->length, &shown),
                   what);
    return false;
}

/* Whether token k is a letter alone, written apart from the cell that
 * follows it ("x b2", "W a1"): then one error says so, at the letter. */
static bool orochi_letter_apart(const yreader_t *r, const hex_move_t *entry, size_t k,
                                const char *letters)
{
    const hex_token_t *t = &entry->tokens[k];
    if (t->length != 1 || strchr(letters, t->text[0]) == NULL || k + 1 >= entry->count)
        return false;
    const hex_token_t *cell = &entry->tokens[k + 1];
    utf8_shown_t shown;
    hex_move_error(r, entry, k, DIAG_INPUT,
                   "'%c' stands apart from its cell: write them together, as in %c%s", t->text[0],
                   t->text[0], utf8_shown(cell->text, cell->length, &shown));
    return true;
}

/* The placed cell, then the replaced ones; the colour placed is kept. */
static int orochi_read(void *state, const yreader_t *r, const hex_move_t *entry, hex_cell_t *cells)
{
    orochi_state_t *s = state;
    const hex_board_t *board = s->game.pos.board;
    bool apart = orochi_letter_apart(r, entry, 0, "WB");
    bool ok = !apart &&
              orochi_token_letter(r, entry, 0, "WB",
                                  "a placement: write the colour placed, W or B, then the "
                                  "cell, as in Wd4") &&
              hex_move_cell(r, board, entry, 0, 1, &cells[0]);
    s->colour = entry->tokens[0].text[0] == 'W' ? COLOUR_WHITE : COLOUR_BLACK;
    for (size_t k = apart ? 2 : 1; k < entry->count; k++) {
        if (orochi_letter_apart(r, entry, k, "x")) {
            ok = false;
            k++; /* the cell it was meant for */
            continue;
        }
        ok = orochi_token_letter(r, entry, k, "x",
                                 "a replacement: write x and the cell replaced, as in xe5") &&
             hex_move_cell(r, board, entry, k, 1, &cells[k]) && ok;
    }
    return ok ? (int)entry->count : -1;
}

/* ---- Playing it ---- */

/* "white with 4 white neighbours" */
static void describe_piece(const hex_position_t *pos, hex_cell_t cell, char *buf, size_t size)
{
    colour_t colour = hex_position_get(pos, cell);
    int same = hex_position_neighbours_of(pos, cell, colour);
    snprintf(buf, size, "%s with %d %s neighbour%s", colour_name(colour), same,
             colour_name(colour), same == 1 ? "" : "s");
}

/* What a piece went through in the entry being played, for messages. */
typedef enum { PIECE_UNTOUCHED, PIECE_WAS_OVER, PIECE_REPLACED } piece_history_t;

/* Why replacement k (token k + 1) may not be made in `trial`. */
static void orochi_bad_replacement(const yreader_t *r, const hex_move_t *entry, size_t k,
                                   const hex_position_t *trial, hex_cell_t cell,
                                   piece_history_t history)
{
    char name[HEX_NAME_MAX], piece[64];
    hex_board_cell_name(trial->board, cell, name);
    describe_piece(trial, cell, piece, sizeof piece);
    if (hex_position_get(trial, cell) == COLOUR_NONE)
        hex_move_error(r, entry, k + 1, DIAG_RULE, "%s is empty: only pieces are replaced", name);
    else if (history == PIECE_REPLACED)
        hex_move_error(r, entry, k + 1, DIAG_RULE,
                       "%s was replaced earlier in this move and is not over-connected now (%s)",
                       name, piece);
    else if (history == PIECE_WAS_OVER)
        hex_move_error(r, entry, k + 1, DIAG_RULE,
                       "%s is no longer over-connected after the replacements before it (now %s), "
                       "and such a piece is not replaced",
                       name, piece);
    else
        hex_move_error(r, entry, k + 1, DIAG_RULE, "%s is not over-connected (%s)", name, piece);
}

/* After the list, no piece may be over-connected. */
static bool orochi_none_left(const yreader_t *r, const hex_move_t *entry,
                             const hex_position_t *trial)
{
    hex_cell_t left[HEX_CELLS_MAX];
    int n = orochi_over_connected_cells(trial, left);
    if (n == 0)
        return true;
    char list[SHOWN_CELLS * 40 + 16] = "";
    size_t used = 0;
    for (int i = 0; i < n && i < SHOWN_CELLS; i++) {
        char name[HEX_NAME_MAX], piece[48];
        describe_piece(trial, left[i], piece, sizeof piece);
        used += (size_t)snprintf(list + used, sizeof list - used, "%s%s (%s)", i ? ", " : "",
                                 hex_board_cell_name(trial->board, left[i], name), piece);
    }
    if (n > SHOWN_CELLS)
        snprintf(list + used, sizeof list - used, " and %d more", n - SHOWN_CELLS);
    hex_move_error(r, entry, entry->count, DIAG_RULE,
                   "over-connected after the %s: %s; the mover must replace %s",
                   entry->count > 1 ? "replacements" : "placement", list, n == 1 ? "it" : "them");
    return false;
}

/* The replacements of the entry, each over-connected when its turn comes. */
static bool orochi_replace_all(const hex_cell_t *replaced, size_t replaced_count,
                               const yreader_t *r, const hex_move_t *entry, orochi_game_t *trial)
{
    uint8_t history[HEX_CELLS_MAX] = {PIECE_UNTOUCHED};
    hex_cell_t over[HEX_CELLS_MAX];
    int n = orochi_over_connected_cells(&trial->pos, over);
    for (int i = 0; i < n; i++)
        history[over[i]] = PIECE_WAS_OVER;
    for (size_t k = 0; k < replaced_count; k++) {
        hex_cell_t cell = replaced[k];
        if (!orochi_over_connected(&trial->pos, cell)) {
            orochi_bad_replacement(r, entry, k, &trial->pos, cell, (piece_history_t)history[cell]);
            return false;
        }
        orochi_game_replace(trial, cell);
        history[cell] = PIECE_REPLACED;
    }
    return orochi_none_left(r, entry, &trial->pos);
}

static bool orochi_play(void *state, const yreader_t *r, const hex_move_t *entry,
                        const hex_cell_t *cells, int count)
{
    orochi_state_t *s = state;
    const hex_board_t *board = s->game.pos.board;
    hex_cell_t placed = cells[0];
    size_t replaced = (size_t)count - 1;
    char name[HEX_NAME_MAX];
    if (orochi_game_finished(&s->game)) {
        orochi_outcome_t outcome;
        orochi_outcome(&s->game.pos, &outcome);
        hex_move_error(r, entry, 0, DIAG_RULE,
                       "the game is already over: %s is the only empty cell left",
                       hex_board_cell_name(board, outcome.last_empty, name));
        return false;
    }
    colour_t there = hex_position_get(&s->game.pos, placed);
    if (there != COLOUR_NONE) {
        hex_move_error(r, entry, 0, DIAG_RULE, "%s already holds a %s piece",
                       hex_board_cell_name(board, placed, name), colour_name(there));
        return false;
    }
    /* An illegal entry leaves the game as it was, for the picture. */
    orochi_game_t trial = s->game;
    orochi_game_place(&trial, s->colour, placed);
    if (!orochi_replace_all(cells + 1, replaced, r, entry, &trial))
        return false;
    orochi_game_end_turn(&trial, replaced > 0);
    s->game = trial;
    s->again_after = replaced > 0 ? entry->number : 0;
    return true;
}

/* ---- Snapshots ---- */

/* A snapshot shows a position between turns: no piece over-connected,
 * and at least one empty cell (the game ends with exactly one). */
static bool orochi_snapshot_check(const yreader_t *r, const hex_document_t *doc)
{
    const hex_position_t *pos = &doc->snapshot;
    bool ok = true;
    if (hex_position_count(pos, COLOUR_NONE) == 0) {
        yread_error(r, doc->snapshot_node, DIAG_RULE,
                    "the board is full, but an Orochi game ends with one empty cell");
        ok = false;
    }
    hex_cell_t over[HEX_CELLS_MAX];
    int n = orochi_over_connected_cells(pos, over);
    hex_source_t sources[HEX_CELLS_MAX];
    unsigned lines[HEX_CELLS_MAX], columns[HEX_CELLS_MAX];
    for (int i = 0; i < n; i++)
        sources[i] = doc->source[over[i]];
    hex_sources_place(r, sources, (size_t)n, lines, columns);
    for (int i = 0; i < n; i++) {
        char name[HEX_NAME_MAX], piece[48];
        describe_piece(pos, over[i], piece, sizeof piece);
        diag_add(r->diag, DIAG_RULE, lines[i], columns[i],
                 "%s is over-connected (%s): it would have been replaced",
                 hex_board_cell_name(pos->board, over[i], name), piece);
        ok = false;
    }
    return ok;
}

/* The players come from the stone count, as far as it tells them. */
static bool orochi_set_up(void *state, const yreader_t *r, const hex_document_t *doc,
                          const hex_given_t *given)
{
    (void)given;
    orochi_game_set_up(&((orochi_state_t *)state)->game, &doc->snapshot);
    return orochi_snapshot_check(r, doc);
}

/* Why the player to move after the record is its last player, which its
 * entries do not show: "" when the players simply alternated. */
static void orochi_why_again(const orochi_state_t *s, char *buf, size_t size)
{
    buf[0] = '\0';
    if (s->again_after > 0)
        snprintf(buf, size, "%s replaced pieces at move %zu, and so moves again",
                 colour_name(s->game.last_player), s->again_after);
    else if (s->game.placements == 2 || s->game.placements == 3)
        snprintf(buf, size, "moves 2 and 3 are black's: black's first turn places two pieces");
}

/* The players the document gives must agree with the record, or with
 * what the stone count tells of a snapshot; a finished game has nobody
 * to move (the driver has set aside a to_move given for it). */
static bool orochi_agree(void *state, const yreader_t *r, const hex_document_t *doc,
                         const hex_given_t *given)
{
    orochi_game_t *game = &((orochi_state_t *)state)->game;
    const char *source = doc->moves ? "after the moves" : "by the opening's order";
    char why[96] = "";
    if (doc->moves != NULL)
        orochi_why_again(state, why, sizeof why);
    bool ok = true;
    bool finished = orochi_game_finished(game);
    if (hex_position_count(&game->pos, COLOUR_NONE) == game->pos.board->count &&
        given->last_player != COLOUR_NONE) {
        yread_error(r, given->last_player_node, DIAG_RULE,
                    "last_player is given, but no piece has been placed");
        ok = false;
    }
    game->to_move = finished ? COLOUR_NONE
                             : hex_game_agree(r, given->to_move_node, "to_move", given->to_move,
                                              game->to_move, source, why, &ok);
    game->last_player = hex_game_agree(r, given->last_player_node, "last_player",
                                       given->last_player, game->last_player, source, NULL, &ok);
    return ok;
}

/* ---- Standing and score ---- */

/* A finished tie whose last placer is not known has no winner. */
static hex_standing_t orochi_standing(const void *state)
{
    const orochi_game_t *game = &((const orochi_state_t *)state)->game;
    if (!orochi_game_finished(game))
        return (hex_standing_t){false, false, game->to_move, COLOUR_NONE};
    orochi_outcome_t outcome;
    orochi_outcome(&game->pos, &outcome);
    return (hex_standing_t){true, false, COLOUR_NONE, orochi_winner(&outcome, game->last_player)};
}

/* {} until the game is over. */
static void orochi_score(const void *state, report_t *report)
{
    const orochi_game_t *game = &((const orochi_state_t *)state)->game;
    report->score = ynode_new_mapping(true);
    if (!orochi_game_finished(game))
        return;
    orochi_outcome_t outcome;
    orochi_outcome(&game->pos, &outcome);
    char name[HEX_NAME_MAX];
    ymap_add_string(report->score, "last_empty",
                    hex_board_cell_name(game->pos.board, outcome.last_empty, name));
    ymap_add(report->score, "adjacent",
             game_report_colours(outcome.adjacent[COLOUR_WHITE], outcome.adjacent[COLOUR_BLACK]));
    if (game->last_player != COLOUR_NONE)
        ymap_add_string(report->score, "last_player", colour_name(game->last_player));
}

/* "last empty c3: white 12, black 18", once the game is over. */
static void orochi_summary(const void *state, const report_t *report, char *buf, size_t size)
{
    (void)state;
    const ynode_t *last = ymap_get(report->score, "last_empty");
    const ynode_t *adjacent = ymap_get(report->score, "adjacent");
    const ynode_t *white = adjacent ? ymap_get(adjacent, "white") : NULL;
    const ynode_t *black = adjacent ? ymap_get(adjacent, "black") : NULL;
    buf[0] = '\0';
    if (last != NULL && white != NULL && black != NULL)
        snprintf(buf, size, "last empty %s: white %s, black %s", last->value, white->value,
                 black->value);
}

static const hex_game_t orochi_hex_game = {
    .title = "Orochi",
    .state_size = sizeof(orochi_state_t),
    .position_offset = offsetof(orochi_state_t, game.pos),
    .spec = {HEX_SHAPE_HEXHEX, 4, 2, HEX_SIZE_MAX, orochi_keys},
    .start = orochi_start,
    .set_up = orochi_set_up,
    .read = orochi_read,
    .play = orochi_play,
    .agree = orochi_agree,
    .standing = orochi_standing,
    .score = orochi_score,
    .summary = orochi_summary,
};

HEX_GAME_ENTRY(game_orochi, "orochi", orochi_hex_game);
