/* A hex game's record written as text, the way position files hold it
 * (docs/positions.md): its entries ("d4", "a1 a4", "Wd4 xe5"), and a position
 * document around it.  twigs reads records with hex_document_read; this
 * writes them, for the random games of the tests, benchmarks and
 * fuzzing (game/random_game.h).
 *
 * What allocates returns false (a document: NULL) when out of memory,
 * leaving the record as it was.
 */
#ifndef TWIGS_HEX_RECORD_H
#define TWIGS_HEX_RECORD_H

#include <stdbool.h>
#include <stddef.h>

#include "hex/board.h"
#include "hex/position.h"

typedef struct {
    char **entries;
    size_t count, capacity;
} hex_record_t;

void hex_record_init(hex_record_t *record);
void hex_record_free(hex_record_t *record);
bool hex_record_add(hex_record_t *record, const char *entry);
/* Replaces entry i. */
bool hex_record_set(hex_record_t *record, size_t i, const char *entry);
/* A copy of the first `count` entries (to is initialised here). */
bool hex_record_copy(hex_record_t *to, const hex_record_t *from, size_t count);

/* An entry naming cells fits in this many bytes. */
#define HEX_RECORD_ENTRY_MAX (HEX_CELLS_MAX * HEX_NAME_MAX)

/* The cells' names separated by spaces ("d4 d5 e5"); `text` needs
 * HEX_RECORD_ENTRY_MAX bytes. */
void hex_record_entry_text(const hex_board_t *board, const hex_cell_t *cells, int count,
                           char *text);

/* Appends the entry naming those cells. */
bool hex_record_add_cells(hex_record_t *record, const hex_board_t *board, const hex_cell_t *cells,
                          int count);

/* An entry of a game has fewer tokens than this: an Orochi turn's
 * replacements each remove at least two same-coloured contacts. */
#define HEX_RECORD_TOKENS_MAX (3 * HEX_CELLS_MAX)

/* The cells entry `index` names, each token read after its first `skip`
 * characters (1 for Orochi's `Wd4 xe5`).  Returns how many, or -1 when a
 * token is not a cell of the board; `cells` needs room for one a token. */
int hex_record_cells(const hex_record_t *record, size_t index, const hex_board_t *board,
                     size_t skip, hex_cell_t *cells);

/* A position document: `game`, `size`, the extra lines (may be NULL,
 * each ending in '\n'), `board:` when pos is not NULL, and `moves:` when
 * record is not NULL.  Returns a malloc'd text, or NULL. */
char *hex_record_document(const char *game, int size, const char *extra,
                          const hex_position_t *pos, const hex_record_t *record);

#endif
