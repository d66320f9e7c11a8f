/* The rules of Orochi (seeds/001, docs/rules.md): both players place pieces of
 * either colour (White owns white).  White's first turn places one piece,
 * Black's first turn two, then one a turn.  A piece with four or more
 * neighbours of its own colour is over-connected; after a placement the
 * mover replaces over-connected pieces by the other colour, one at a
 * time, until none is left, and then moves again.  The game ends with one
 * empty cell; the larger group of each colour touching it decides, and on
 * a tie the player who placed last loses.
 *
 * This is the game without its file format: orochi.c reads records and
 * reports, random_game.c plays random games with the same functions.
 */
#ifndef TWIGS_GAME_OROCHI_RULES_H
#define TWIGS_GAME_OROCHI_RULES_H

#include <stdbool.h>

#include "hex/position.h"

/* Four or more same-coloured neighbours make a piece over-connected. */
#define OROCHI_CROWD 4

typedef struct {
    hex_position_t pos;
    colour_t to_move;     /* the player, not the colour placed */
    colour_t last_player; /* who placed last; COLOUR_NONE before anyone did */
    int placements;
} orochi_game_t;

void orochi_game_start(orochi_game_t *game, const hex_board_t *board);

/* The game at a snapshot, its players as far as the stone count tells
 * them (orochi_opening_to_move and orochi_opening_last_player). */
void orochi_game_set_up(orochi_game_t *game, const hex_position_t *snapshot);

/* The game is over: exactly one empty cell is left. */
bool orochi_game_finished(const orochi_game_t *game);

/* ---- Over-connection ---- */

bool orochi_over_connected(const hex_position_t *pos, hex_cell_t cell);

/* The over-connected pieces, in cell order: the replacements the mover
 * may make next.  Returns how many; out needs room for HEX_CELLS_MAX. */
int orochi_over_connected_cells(const hex_position_t *pos, hex_cell_t *out);

/* ---- Turns ---- */

/* Plays a legal entry, as a record holds it: a piece of that colour
 * placed on cells[0], then the pieces on the other cells replaced in
 * order, and the placement ended.  The parts below are for a player (or a
 * referee) who makes, or checks, one step at a time. */
void orochi_game_play(orochi_game_t *game, colour_t colour, const hex_cell_t *cells, int count);

/* Places a piece of that colour on an empty cell (a placement of the
 * player to move). */
void orochi_game_place(orochi_game_t *game, colour_t colour, hex_cell_t cell);

/* Replaces the piece on cell by one of the other colour. */
void orochi_game_replace(orochi_game_t *game, hex_cell_t cell);

/* Ends the placement just made: the mover moves again after replacing at
 * least one piece, and within Black's first turn (two placements); else
 * the other player moves. */
void orochi_game_end_turn(orochi_game_t *game, bool replaced);

/* Who moves next and who placed last when `stones` pieces are on the
 * board, as far as the stone count tells it: a replacement needs five
 * stones, so until then the order is White, Black, Black, White, Black.
 * COLOUR_NONE where the count does not tell. */
colour_t orochi_opening_to_move(int stones);
colour_t orochi_opening_last_player(int stones);

/* ---- Score ---- */

typedef struct {
    hex_cell_t last_empty;
    int adjacent[COLOUR_COUNT]; /* the largest group of each colour touching last_empty, or 0 */
} orochi_outcome_t;

/* The outcome of a finished position. */
void orochi_outcome(const hex_position_t *pos, orochi_outcome_t *outcome);

/* The larger adjacent group wins; equal, the player who placed last
 * loses.  COLOUR_NONE when that decides and last_player is not known
 * (COLOUR_NONE). */
colour_t orochi_winner(const orochi_outcome_t *outcome, colour_t last_player);

#endif
