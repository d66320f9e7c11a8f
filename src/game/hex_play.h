/* Checking and drawing the position files of hex games whose records are
 * replayed entry by entry (SPEC §2.1): what Meridians and Sinfrid share.
 *
 * A game describes itself in a hex_play_rules_t: how a game starts, how it
 * is set up from a snapshot alone, how one record entry is played (with a
 * message in a player's words when it breaks the rules), and what the
 * standing and score are.  hex_play_check then reads the document, replays
 * its record up to the first illegal entry, compares the result with the
 * snapshot and with `to_move:` when they are given, and fills the report;
 * hex_play_render draws the position reached.
 *
 * The game's state (`game` in the callbacks, game_size bytes) is made by
 * hex_play and points at the board of the document being read: it is
 * valid only inside the callbacks.
 */
#ifndef TWIGS_GAME_HEX_PLAY_H
#define TWIGS_GAME_HEX_PLAY_H

#include <stdbool.h>
#include <stdio.h>

#include "game/game.h"
#include "hex/board_yaml.h"
#include "hex/position.h"
#include "io/report.h"

typedef struct {
    bool finished;
    hex_colour_t to_move; /* HEX_EMPTY when finished, or when it is not known */
    hex_colour_t winner;  /* when finished; HEX_EMPTY is a draw */
} hex_standing_t;

typedef struct {
    const char *title; /* "Meridians", for pictures */
    size_t game_size;  /* the size of the game's state */
    /* The keys, sizes and board shape; list "to_move" among the extra keys
     * to let a snapshot say who is to move. */
    hex_game_spec_t spec;
    /* The game at the start of a record: the empty board. */
    void (*start)(void *game, const hex_board_t *board);
    /* The game at a snapshot given without a record; to_move is HEX_EMPTY
     * unless the document gives it (at to_move_node).  False, with rule
     * errors, when the snapshot cannot arise in a game. */
    bool (*set_up)(void *game, const yreader_t *r, const hex_document_t *doc,
                   const ynode_t *to_move_node, hex_colour_t to_move);
    /* Plays one record entry, its tokens read as the cells `cells`.  False,
     * with a rule error saying why, when the entry breaks the rules. */
    bool (*play)(void *game, const yreader_t *r, const hex_move_t *move, const hex_cell_t *cells);
    const hex_position_t *(*position)(const void *game);
    hex_standing_t (*standing)(const void *game);
    /* Sets the report's score, and any notes, for a legal document. */
    void (*score)(const void *game, report_t *report);
} hex_play_rules_t;

void hex_play_check(const hex_play_rules_t *rules, const yreader_t *r, const ynode_t *root,
                    report_t *report);

/* Draws the position the document reaches: the snapshot, or the record
 * replayed up to its first illegal entry, the last entry played ringed.
 * Rule errors only change the caption; input errors make it fail. */
bool hex_play_render(const hex_play_rules_t *rules, const yreader_t *r, const ynode_t *root,
                     const render_options_t *options, FILE *out);

/* Defines the game_rules_t `symbol`, named `name` in `game:`, of a game
 * played through hex_play with the hex_play_rules_t `play_rules`. */
#define HEX_PLAY_GAME(symbol, name, play_rules)                                                   \
    static void symbol##_check(const yreader_t *reader, const ynode_t *root, report_t *report)    \
    {                                                                                             \
        hex_play_check(&(play_rules), reader, root, report);                                      \
    }                                                                                             \
    static bool symbol##_render(const yreader_t *reader, const ynode_t *root,                     \
                                const render_options_t *options, FILE *out)                       \
    {                                                                                             \
        return hex_play_render(&(play_rules), reader, root, options, out);                        \
    }                                                                                             \
    const game_rules_t symbol = {name, symbol##_check, symbol##_render}

/* ---- Pieces of scores ---- */

/* {white: W, black: B} in flow style. */
ynode_t *hex_play_colours_node(long white, long black);

/* The stones of each colour on the board: {white: 20, black: 17}. */
ynode_t *hex_play_stones_node(const hex_position_t *pos);

/* The cells' names as a flow sequence: [f6, f7]. */
ynode_t *hex_play_cells_node(const hex_board_t *board, const hex_cell_t *cells, int count);

/* ---- Forced passes, for the text report ---- */

/* A record's forced passes are applied without entries (SPEC §2.1), so the
 * text report lists them: the first this many, then how many more. */
#define HEX_PASSES_SHOWN 16

typedef struct {
    int count;
    size_t after[HEX_PASSES_SHOWN]; /* the entry each pass followed */
    hex_colour_t who[HEX_PASSES_SHOWN];
} hex_pass_log_t;

void hex_pass_log_add(hex_pass_log_t *log, size_t after_entry, hex_colour_t who);

/* ["black after move 11", ...] */
ynode_t *hex_pass_log_node(const hex_pass_log_t *log);

#endif
