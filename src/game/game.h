/* The games twigs can check, each a game_t; nothing in src/game/ knows
 * the command line.  A hex game GAME has its rules in GAME_rules.[ch],
 * which know nothing of YAML, and GAME.c, which reads a document's tree,
 * checks it with those rules, fills a report (errors, status, player to
 * move, winner, score), draws the position and defines the game's entry,
 * game_GAME; the four share the driver hex_game.[ch].  Twigs, whose
 * rules are checked on the document as read (each error at its node),
 * has its entry in twigs.c and the work in twigs_*.[ch].  What the games
 * put in reports alike is game_report.[ch].  The registry (registry.c)
 * lists the entries by the name used in `game:`. */
#ifndef TWIGS_GAME_GAME_H
#define TWIGS_GAME_GAME_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "hex/board_yaml.h"
#include "io/report.h"
#include "io/yread.h"

typedef struct {
    bool grid; /* label cells (or hexagons) with their names */
} render_options_t;

/* What checking keeps from one document to the next (game/check.h). */
typedef struct check_memory check_memory_t;

typedef struct {
    const char *name; /* as written in `game:` */
    /* Checks the document whose root mapping is `root`.  Errors go to the
     * reader's diag, which is report->diag.  memory, which may be NULL,
     * is the checks' of the documents before. */
    void (*check)(const yreader_t *reader, const ynode_t *root, check_memory_t *memory,
                  report_t *report);
    /* Draws the position as an SVG picture.  Returns false, with errors in
     * the reader's diag, when the document cannot be drawn. */
    bool (*render)(const yreader_t *reader, const ynode_t *root, const render_options_t *options,
                   FILE *out);
    /* The hex games' boards: shape, sizes and the keys read beside the
     * position; NULL for Twigs, which has no board. */
    const hex_game_spec_t *board;
    /* The hex games' position the document reaches, as `render` draws it
     * (the record replayed up to its first illegal entry, or the
     * snapshot): each cell's colour (a colour_t) into `colours`, room for
     * HEX_CELLS_MAX.  Returns the number of cells, or -1 with input errors
     * in the reader's diag.  NULL for Twigs. */
    int (*reached)(const yreader_t *reader, const ynode_t *root, uint8_t *colours);
} game_t;

/* The game of that name, or NULL. */
const game_t *game_find(const char *name);

/* All games, for messages: game_at(0) .. game_at(game_count() - 1). */
size_t game_count(void);
const game_t *game_at(size_t index);

#endif
