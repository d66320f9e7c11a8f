/* What the hex games (Sibling, Orochi) share between reading a document
 * and answering `check` and `render`: a game examines a document once,
 * filling the report and a frame (the document, the position reached,
 * the last move's cells); check keeps the report, render draws the frame.
 */
#ifndef TWIGS_GAME_HEX_GAME_H
#define TWIGS_GAME_HEX_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "game/game.h"
#include "hex/board_yaml.h"

typedef struct {
    hex_document_t doc;
    /* The position to show: where the record got to (its last legal
     * entry), else the snapshot.  It points at doc.board. */
    hex_position_t shown;
    hex_cell_t marked[HEX_CELLS_MAX]; /* the cells the last move changed */
    int marked_count;
} hex_game_frame_t;

typedef struct {
    const char *title; /* "Sibling", for captions */
    /* The size of the game's state, which starts with its frame. */
    size_t state_size;
    /* Checks the document: errors into the reader's diag (which is
     * report->diag), the rest into report and frame.  The frame's state
     * comes zeroed. */
    void (*examine)(const yreader_t *r, const ynode_t *root, report_t *report,
                    hex_game_frame_t *frame);
    /* A few words on the score for the caption, such as "white 4 2,
     * black 3"; may be NULL.  Called only for legal documents. */
    void (*summary)(const hex_game_frame_t *frame, const report_t *report, char *buf, size_t size);
} hex_game_t;

void hex_game_check(const hex_game_t *game, const yreader_t *r, const ynode_t *root,
                    report_t *report);

/* Draws the position whatever its rule errors (the caption says it is not
 * legal); false, with the errors, only when the document cannot be read. */
bool hex_game_render(const hex_game_t *game, const yreader_t *r, const ynode_t *root,
                     const render_options_t *options, FILE *out);

/* Defines `const game_rules_t rules`, named `word` in `game:`, whose
 * check and render hand the document to hex_game_check and
 * hex_game_render with `game` (a hex_game_t). */
#define HEX_GAME_RULES(rules, word, game)                                                          \
    static void rules##_check(const yreader_t *r, const ynode_t *root, report_t *report)           \
    {                                                                                              \
        hex_game_check(&(game), r, root, report);                                                  \
    }                                                                                              \
    static bool rules##_render(const yreader_t *r, const ynode_t *root,                            \
                               const render_options_t *options, FILE *out)                         \
    {                                                                                              \
        return hex_game_render(&(game), r, root, options, out);                                    \
    }                                                                                              \
    const game_rules_t rules = {word, rules##_check, rules##_render}

/* Remembers a cell the last move changed (once, however often given). */
void hex_game_mark(hex_game_frame_t *frame, hex_cell_t cell);

/* An optional player key of the document (`to_move`, `last_player`):
 * HEX_EMPTY when absent; false with an input error when it is neither
 * white nor black. */
bool hex_game_read_player(const yreader_t *r, const ynode_t *root, const char *key,
                          hex_colour_t *player);

/* A player the document gives (`given`) against the one the position
 * shows (`shown`; HEX_EMPTY when it shows none).  When both are known and
 * differ: a rule error at the key's value saying what it is `source`
 * ("after the moves"), and *ok set false.  Returns the player to report: the
 * shown one when known, else the given one. */
hex_colour_t hex_game_agree(const yreader_t *r, const ynode_t *root, const char *key,
                            hex_colour_t given, hex_colour_t shown, const char *source, bool *ok);

#endif
