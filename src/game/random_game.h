/* Random legal games of the four hex games, for tests, benchmarks and
 * fuzzing: whole games of Sibling and Orochi written as records, and
 * single moves of Meridians and Sinfrid, each chosen among what the
 * rules' own move generators offer (sibling_pairs_next,
 * orochi_over_connected_cells, meridians_game_moves, sinfrid_game_roots).
 *
 * Deterministic: the random numbers come from a generator of the
 * caller's (no global state), so the same seed gives the same game on
 * every machine.
 */
#ifndef TWIGS_GAME_RANDOM_GAME_H
#define TWIGS_GAME_RANDOM_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "game/meridians_rules.h"
#include "game/orochi_rules.h"
#include "game/sibling_rules.h"
#include "game/sinfrid_rules.h"
#include "hex/record_edit.h"
#include "util/random.h"

/* Plays a random Sibling game to its end, or `max_moves` moves when that
 * is not negative: each move one of the legal pairs, each equally likely
 * (and with the pie rule, a swap half the time when allowed).  game and
 * record must be initialised (game with the board); both are extended.
 * False when out of memory (the record then lacks the last move). */
bool random_sibling_game(random_t *random, sibling_game_t *game, hex_record_t *record,
                         int max_moves);

/* The same for Orochi: a random empty cell and colour, then random
 * over-connected pieces replaced one at a time until none is left. */
bool random_orochi_game(random_t *random, orochi_game_t *game, hex_record_t *record,
                        int max_moves);

/* A random legal Meridians placement for the player to move, each equally
 * likely; with `careful`, one of meridians_game_careful_moves.
 * HEX_NO_CELL when there is none (the game is over). */
hex_cell_t random_meridians_move(random_t *random, const meridians_game_t *game, bool careful);

/* A random legal Sinfrid move: before the setup, two different cells;
 * then a random rooted stone and its branched stones grown one at a time,
 * each a random empty cell next to the move so far.  Returns how many
 * cells, 0 when the game is over; `cells` needs room for HEX_CELLS_MAX. */
int random_sinfrid_move(random_t *random, const sinfrid_game_t *game, hex_cell_t *cells);

#endif
