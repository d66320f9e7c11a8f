/* A hex game's record written as text, the way position files hold it
 * (docs/positions.md): its entries ("d4", "a1 a4", "Wd4 xe5"), and a position
 * document around it.  twigs reads records with hex_document_read; this
 * writes them, for the page (src/web/) and for the random games of the
 * tests, benchmarks and fuzzing (game/random_game.h), which edit records
 * with hex/record_edit.h.
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

/* An entry naming cells fits in this many bytes. */
#define HEX_RECORD_ENTRY_MAX (HEX_CELLS_MAX * HEX_NAME_MAX)

/* A position document: `game`, `size`, the extra lines (may be NULL,
 * each ending in '\n'), `board:` when pos is not NULL, and `moves:` when
 * record is not NULL.  Returns a malloc'd text, or NULL. */
char *hex_record_document(const char *game, int size, const char *extra,
                          const hex_position_t *pos, const hex_record_t *record);

#endif
