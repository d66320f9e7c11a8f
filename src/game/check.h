/* Checking a file: load its YAML documents, hand each to its game, and
 * collect one report per document (SPEC §1.1). */
#ifndef TWIGS_GAME_CHECK_H
#define TWIGS_GAME_CHECK_H

#include <stddef.h>

#include "game/game.h"
#include "io/report.h"
#include "io/yread.h"

/* Checks every document of the file ("-": standard input).  Stores a
 * malloc'd array of reports in *reports and returns how many; there is
 * always at least one (an unreadable file gets one report with its
 * errors), except when out of memory (0). */
size_t check_file(const char *path, report_t **reports);

/* The same for text already in memory; `name` is shown in messages. */
size_t check_text(const char *name, const char *text, size_t size, report_t **reports);

void check_reports_free(report_t *reports, size_t count);

/* The game a document's root names in `game:` (twigs when it only has
 * `puzzle:`), or NULL with an error. */
const game_t *check_game_of(const yreader_t *reader, const ynode_t *root);

#endif
