/* Checking a file: load its YAML documents, hand each to its game, and
 * make one report per document (docs/check.md). */
#ifndef TWIGS_GAME_CHECK_H
#define TWIGS_GAME_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "game/game.h"
#include "game/twigs_puzzle.h"
#include "io/report.h"
#include "io/yread.h"

/* What one run of checks keeps from one document to the next, its own
 * caller's: the references that puzzle solutions' claims are held
 * against, each searched once (game/twigs_puzzle.h).  Zeroed before the
 * first document (check_memory_t memory = {0}); it holds nothing to
 * free. */
struct check_memory {
    twigs_proofs_t proofs;
};

/* Takes each document's report as soon as it is made; the report is
 * freed afterwards (fn may take it over, leaving what report_init makes
 * in its place).  Returns false to stop the checking. */
typedef bool (*check_report_fn)(void *context, report_t *report);

/* Checks every document of the file ("-": standard input), each loaded,
 * checked, reported and freed before the next is read, so that memory
 * does not grow with the number of documents.  There is always at least
 * one report (an unreadable file gets one with its errors).  memory
 * (which may be NULL) keeps what the checks of a run share, across
 * files.  Returns false when fn stopped it. */
bool check_file_each(const char *path, check_memory_t *memory, check_report_fn fn,
                     void *context);
/* The same for text already in memory; `name` is shown in messages. */
bool check_text_each(const char *name, const char *text, size_t size, check_memory_t *memory,
                     check_report_fn fn, void *context);

/* The reports of check_text_each gathered in a malloc'd array stored in
 * *reports, with a memory of their own; returns how many (0 only when
 * out of memory). */
size_t check_text(const char *name, const char *text, size_t size, report_t **reports);

void check_reports_free(report_t *reports, size_t count);

/* Whether a witness (a Twigs position) is a valid solution of the puzzle
 * that measures value, as check would find; if not, errors are placed
 * through r, the witness's own first.  A
 * merge_witness_fn: merge passes on no value it has not checked; context
 * is unused. */
bool check_witness(void *context, const yreader_t *r, const ynode_t *witness, const char *puzzle,
                   long long value);

/* The game a document's root names in `game:` (twigs when it only has
 * `puzzle:`), or NULL with an error. */
const game_t *check_game_of(const yreader_t *reader, const ynode_t *root);

/* The game that draws a document (doc: the first the loader read, NULL
 * when there is none), or NULL with an error: an empty document, a game
 * that cannot be drawn.  `twigs render` and the page draw with it. */
const game_t *check_render_game(const yreader_t *reader, const ydocument_t *doc);

#endif
