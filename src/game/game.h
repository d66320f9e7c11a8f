/* The games twigs can check.  Each game is one file in src/game/ that knows
 * its rules and nothing of the command line: it reads a document's tree,
 * checks it, and fills a report (errors, status, player to move, winner,
 * score).  The registry (registry.c) lists them by the name used in
 * `game:`. */
#ifndef TWIGS_GAME_GAME_H
#define TWIGS_GAME_GAME_H

#include <stdbool.h>
#include <stdio.h>

#include "io/report.h"
#include "io/yread.h"

typedef struct {
    bool grid; /* label cells (or hexagons) with their names */
} render_options_t;

typedef struct {
    const char *name; /* as written in `game:` */
    /* Checks the document whose root mapping is `root`.  Errors go to the
     * reader's diag, which is report->diag. */
    void (*check)(const yreader_t *reader, const ynode_t *root, report_t *report);
    /* Draws the position as an SVG picture.  Returns false, with errors in
     * the reader's diag, when the document cannot be drawn. */
    bool (*render)(const yreader_t *reader, const ynode_t *root, const render_options_t *options,
                   FILE *out);
} game_rules_t;

/* The game of that name, or NULL. */
const game_rules_t *game_find(const char *name);

/* All games, for messages: game_at(0) .. game_at(game_count() - 1). */
size_t game_count(void);
const game_rules_t *game_at(size_t index);

#endif
