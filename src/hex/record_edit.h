/* Records edited and read cell by cell: entries replaced, copied, made
 * from cells and read back as cells.  Test support (libtwigs_test.a):
 * the random games of the tests, oracles and benchmarks, and the tests
 * that break records entry by entry; twigs itself reads records with
 * hex_document_read. */
#ifndef TWIGS_HEX_RECORD_EDIT_H
#define TWIGS_HEX_RECORD_EDIT_H

#include <stdbool.h>
#include <stddef.h>

#include "hex/board.h"
#include "hex/record.h"

/* Replaces entry i. */
bool hex_record_set(hex_record_t *record, size_t i, const char *entry);
/* A copy of the first `count` entries (to is initialised here). */
bool hex_record_copy(hex_record_t *to, const hex_record_t *from, size_t count);

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

#endif
