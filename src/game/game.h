/* The games twigs can check, each a game_t.  A game GAME is two modules
 * in src/game/, neither of which knows the command line: GAME_rules.[ch]
 * holds its rules and nothing of YAML, and GAME.c reads a document's
 * tree, checks it with those rules, fills a report (errors, status,
 * player to move, winner, score) and draws the position; it defines the
 * game's entry, game_GAME.  The four hex games share the driver
 * hex_game.[ch] between the two.  The registry (registry.c) lists the
 * entries by the name used in `game:`. */
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
} game_t;

/* The game of that name, or NULL. */
const game_t *game_find(const char *name);

/* All games, for messages: game_at(0) .. game_at(game_count() - 1). */
size_t game_count(void);
const game_t *game_at(size_t index);

#endif
