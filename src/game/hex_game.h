/* The driver of the hex games' position files (docs/positions.md): what Sibling,
 * Orochi, Meridians and Sinfrid share between a YAML document and the
 * answers of `check` and `render`.
 *
 * A game describes itself in a hex_game_t: how a game starts, how it is
 * set up from a snapshot alone, how one record entry is read and played
 * (with a message in a player's words when it breaks the rules), and what
 * the standing and score are.  hex_game_check then reads the document and
 * the keys it may give beside its position (`pie`, `to_move`,
 * `last_player`; a to_move given for a game that is over is ignored,
 * with a note), replays its record up to the first illegal entry (the
 * entries after it are still read for names that do not parse),
 * compares the result with the snapshot and with the players given, and
 * fills the report; hex_game_render draws the position reached, the last
 * entry's cells ringed, with a caption.
 *
 * The game's state (`state` in the callbacks, state_size bytes, zeroed)
 * is made by the driver and points at the board of the document being
 * read: it is valid only inside the callbacks.
 */
#ifndef TWIGS_GAME_HEX_GAME_H
#define TWIGS_GAME_HEX_GAME_H

#include <stdbool.h>
#include <stdio.h>

#include "game/game.h"
#include "hex/board_yaml.h"
#include "hex/position.h"
#include "io/report.h"

typedef struct {
    bool finished;
    bool drawn;       /* finished, and neither player won */
    colour_t to_move; /* COLOUR_NONE when finished, or when it is not known */
    colour_t winner;  /* when finished and not drawn; COLOUR_NONE when not known */
} hex_standing_t;

/* What a document may say beside its position (docs/positions.md).  Each key is
 * read when the game's spec lists it among its extra keys; absent, it is
 * false or COLOUR_NONE, and its node NULL. */
typedef struct {
    bool pie;
    colour_t to_move, last_player;
    const ynode_t *to_move_node, *last_player_node; /* the values, for errors */
} hex_given_t;

typedef struct {
    const char *title; /* "Meridians", for pictures */
    size_t state_size; /* the size of the game's state */
    /* Where in the state the game keeps its position, the one a report
     * and a picture show: offsetof(the state's type, ...). */
    size_t position_offset;
    /* The keys, sizes and board shape. */
    hex_game_spec_t spec;
    /* The players' own names, white's then black's ("light", "dark"),
     * which `to_move:` and `last_player:` take beside white and black and
     * the text report and the picture give beside them; NULL: none. */
    const char *const *players;
    /* The game at the start of a record: the empty board. */
    void (*start)(void *state, const hex_board_t *board, const hex_given_t *given);
    /* The game at a snapshot given without a record.  False, with rule
     * errors, when the snapshot cannot arise in a game.  With a to_move
     * given it is called twice, first without it (given->to_move
     * COLOUR_NONE): when the game is over then, the to_move is set aside
     * (docs/rules.md), else the state is zeroed and it is set up again. */
    bool (*set_up)(void *state, const yreader_t *r, const hex_document_t *doc,
                   const hex_given_t *given);
    /* Reads one record entry: the cells it names into `cells` (room for
     * HEX_MOVE_TOKENS_MAX), the rest into the game.  Returns how many
     * cells, or -1 with an input or rule error.  NULL: every token is a
     * cell, read up to the first that is not. */
    int (*read)(void *state, const yreader_t *r, const hex_move_t *move, hex_cell_t *cells);
    /* What the game did since the last entry played without an entry of
     * its own (forced passes), in a few words for the messages about the
     * next entry, which may otherwise be misread ("white could not place
     * and passed after move 26"); empty when it did nothing.  NULL:
     * nothing ever happens between entries. */
    void (*between)(const void *state, char *buf, size_t size);
    /* Plays the entry read.  False, with a rule error saying why, when it
     * breaks the rules. */
    bool (*play)(void *state, const yreader_t *r, const hex_move_t *move, const hex_cell_t *cells,
                 int count);
    /* Checks the players the document gives against the position reached
     * (by the record when doc->moves is not NULL, else by the snapshot or
     * the start), with rule errors at their values; where the position
     * does not tell, the game may take them.  A to_move given for a game
     * that is over has been set aside: `given` holds none.  NULL: a
     * `to_move:` beside a record, or without a snapshot, must be the
     * standing's player to move (set_up has taken it for a snapshot). */
    bool (*agree)(void *state, const yreader_t *r, const hex_document_t *doc,
                  const hex_given_t *given);
    hex_standing_t (*standing)(const void *state);
    /* Sets the report's score, and any notes, for a legal document. */
    void (*score)(const void *state, report_t *report);
    /* A few words on the score for the caption of a legal document, such
     * as "white 4 2, black 3" (may be empty).  NULL: the stones of each
     * colour, "white 20, black 17". */
    void (*summary)(const void *state, const report_t *report, char *buf, size_t size);
    /* The stones a picture crosses out (Meridians' dead groups) into
     * `cells` (room for HEX_CELLS_MAX); returns how many.  NULL: none. */
    int (*crossed)(const void *state, hex_cell_t *cells);
} hex_game_t;

void hex_game_check(const hex_game_t *game, const yreader_t *r, const ynode_t *root,
                    report_t *report);

/* Draws the position the document reaches: the snapshot, or the record
 * replayed up to its first illegal entry, the last entry played ringed.
 * Rule errors only change the caption; input errors make it fail. */
bool hex_game_render(const hex_game_t *game, const yreader_t *r, const ynode_t *root,
                     const render_options_t *options, FILE *out);

/* The position the document reaches, as hex_game_render draws it: each
 * cell's colour (a colour_t) into `colours` (room for HEX_CELLS_MAX).
 * Returns the number of cells, or -1 with input errors. */
int hex_game_reached(const hex_game_t *game, const yreader_t *r, const ynode_t *root,
                     uint8_t *colours);

/* Defines the game_t `symbol` (the registry's entry), named `name` in
 * `game:`, whose check and render hand the document to the driver with
 * `game` (a hex_game_t). */
#define HEX_GAME_ENTRY(symbol, game_name, game)                                                   \
    static void symbol##_check(const yreader_t *reader, const ynode_t *root,                      \
                               check_memory_t *memory, report_t *report)                          \
    {                                                                                             \
        (void)memory;                                                                             \
        hex_game_check(&(game), reader, root, report);                                            \
    }                                                                                             \
    static bool symbol##_render(const yreader_t *reader, const ynode_t *root,                     \
                                const render_options_t *options, FILE *out)                       \
    {                                                                                             \
        return hex_game_render(&(game), reader, root, options, out);                              \
    }                                                                                             \
    static int symbol##_reached(const yreader_t *reader, const ynode_t *root, uint8_t *colours)   \
    {                                                                                             \
        return hex_game_reached(&(game), reader, root, colours);                                  \
    }                                                                                             \
    const game_t symbol = {.name = game_name,                                                     \
                           .check = symbol##_check,                                               \
                           .render = symbol##_render,                                             \
                           .board = &(game).spec,                                                 \
                           .reached = symbol##_reached}

/* A player the document gives (`given`, at `node`) against the one the
 * position shows (`shown`; COLOUR_NONE when it shows none).  When both are
 * known and differ: a rule error at the value saying what it is `source`
 * ("after the moves"), then `why` in parentheses unless it is NULL or
 * empty, and *ok set false.  Returns the player to report: the shown one
 * when known, else the given one. */
colour_t hex_game_agree(const yreader_t *r, const ynode_t *node, const char *key, colour_t given,
                        colour_t shown, const char *source, const char *why, bool *ok);

/* ---- Pieces of scores ---- */

/* The stones of each colour on the board: {white: 20, black: 17}. */
ynode_t *hex_game_stones_node(const hex_position_t *pos);

/* The cells' names as a flow sequence: [f6, f7]. */
ynode_t *hex_game_cells_node(const hex_board_t *board, const hex_cell_t *cells, int count);

/* ---- Forced passes, for the text report ---- */

/* A record's forced passes are applied without entries (docs/positions.md), so the
 * text report lists them: the first this many, then how many more. */
#define HEX_PASSES_SHOWN 16

typedef struct {
    int count;
    size_t after[HEX_PASSES_SHOWN]; /* the entry each pass followed */
    colour_t who[HEX_PASSES_SHOWN];
    /* The passes of the last hex_pass_log_add, for the next entry's
     * messages: how many (0 for none), after which entry, who first. */
    int last_count;
    size_t last_after;
    colour_t last_first;
} hex_pass_log_t;

/* Notes `count` forced passes in a row, none or more, after entry
 * `after_entry`: they alternate, `first` passing first.  Called after
 * every entry played, so that the last passes are those of the last
 * entry. */
void hex_pass_log_add(hex_pass_log_t *log, size_t after_entry, colour_t first, int count);

/* ["black after move 11", ...] */
ynode_t *hex_pass_log_node(const hex_pass_log_t *log);

/* The passes after the last entry, for a hex_game_t's `between`: "white
 * could not place and passed after move 26" (`verb` "passed"), "black
 * could not place and skipped after move 9, then white"; empty when the
 * last entry led to none. */
void hex_pass_log_last(const hex_pass_log_t *log, const char *verb, char *buf, size_t size);

#endif
