/* Records of hex games as `twigs check` reads them, a seeded random
 * number generator, random legal games of Sibling and Orochi and random
 * legal moves of Meridians and Sinfrid, chosen among what the engines'
 * own move generators offer (sibling_pairs_next,
 * orochi_over_connected_cells, meridians_game_moves, sinfrid_game_roots).
 * Seeded and deterministic: the same seed gives the same game on every
 * machine.  For the tests of the four hex games and the benchmarks (no
 * CUnit here). */
#ifndef TWIGS_GAME_RANDOM_GAME_H
#define TWIGS_GAME_RANDOM_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game/meridians_rules.h"
#include "game/orochi_rules.h"
#include "game/sibling_rules.h"
#include "game/sinfrid_rules.h"

/* xorshift64*: small, and the same everywhere. */
typedef struct {
    uint64_t state;
} rng_t;

void rng_seed(rng_t *rng, uint64_t seed);
/* A number in [0, n), n > 0. */
unsigned rng_below(rng_t *rng, unsigned n);

/* A record: its entries as text ("d4", "a1 a4", "Wd4 xe5"). */
typedef struct {
    char **entries;
    size_t count, capacity;
} record_t;

void record_init(record_t *record);
void record_free(record_t *record);
void record_add(record_t *record, const char *entry);
/* Replaces entry i. */
void record_set(record_t *record, size_t i, const char *entry);
/* A copy of the first `count` entries. */
void record_copy(record_t *to, const record_t *from, size_t count);

/* An entry naming cells fits in this many bytes. */
#define RECORD_ENTRY_MAX (HEX_CELLS_MAX * HEX_NAME_MAX)

/* The cells' names separated by spaces ("d4 d5 e5"); `text` needs
 * RECORD_ENTRY_MAX bytes. */
void record_entry_text(const hex_board_t *board, const hex_cell_t *cells, int count, char *text);

/* Appends the entry naming those cells. */
void record_add_cells(record_t *record, const hex_board_t *board, const hex_cell_t *cells,
                      int count);

/* An entry of a game has fewer tokens than this: an Orochi turn's
 * replacements each remove at least two same-coloured contacts. */
#define RECORD_TOKENS_MAX (3 * HEX_CELLS_MAX)

/* The cells entry `index` names, each token read after its first `skip`
 * characters (1 for Orochi's `Wd4 xe5`).  Returns how many, or -1 when a
 * token is not a cell of the board; `cells` needs room for one a token. */
int record_cells(const record_t *record, size_t index, const hex_board_t *board, size_t skip,
                 hex_cell_t *cells);

/* A position document: `game`, `size`, the extra lines (may be NULL,
 * each ending in '\n'), `board:` when pos is not NULL, and `moves:` when
 * record is not NULL.  Returns a malloc'd text. */
char *record_document(const char *game, int size, const char *extra, const hex_position_t *pos,
                      const record_t *record);

/* Plays a random Sibling game to its end, or `max_moves` moves when that
 * is not negative: each move one of the legal pairs, each equally likely
 * (and with the pie rule, a swap half the time when allowed).  game and
 * record must be initialised (game with the board); both are extended. */
void random_sibling_game(rng_t *rng, sibling_game_t *game, record_t *record, int max_moves);

/* The same for Orochi: a random empty cell and colour, then random
 * over-connected pieces replaced one at a time until none is left. */
void random_orochi_game(rng_t *rng, orochi_game_t *game, record_t *record, int max_moves);

/* A random legal Meridians placement for the player to move, each equally
 * likely; with `careful`, one of meridians_game_careful_moves.
 * HEX_NO_CELL when there is none (the game is over). */
hex_cell_t random_meridians_move(rng_t *rng, const meridians_game_t *game, bool careful);

/* A random legal Sinfrid move: before the setup, two different cells;
 * then a random rooted stone and its branched stones grown one at a time,
 * each a random empty cell next to the move so far.  Returns how many
 * cells, 0 when the game is over; `cells` needs room for HEX_CELLS_MAX. */
int random_sinfrid_move(rng_t *rng, const sinfrid_game_t *game, hex_cell_t *cells);

#endif
