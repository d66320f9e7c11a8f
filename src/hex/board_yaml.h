/* Reading hex-game position files (docs/positions.md): the keys every hex game
 * shares (`size`, `board`, `stones`, `moves`), cell names with the right
 * exit status, and the entries of a record split into tokens.
 *
 * A game states what it needs in a hex_game_spec_t, calls
 * hex_document_read, and is left with the board, the snapshot (when the
 * file has one) and the record's sequence; then it replays the record
 * entry by entry with hex_move_read and hex_move_cell, and compares the
 * result with the snapshot through hex_document_compare.
 *
 * Every error is placed as docs/check.md says: at the offending character inside
 * a literal block (`board: |`), else at the start of the scalar concerned.
 * Errors in names that do not parse are input errors (exit 2), cells that
 * are not on the board or are given twice are rule errors (exit 1).
 */
#ifndef TWIGS_HEX_BOARD_YAML_H
#define TWIGS_HEX_BOARD_YAML_H

#include <stdbool.h>
#include <stddef.h>

#include "hex/board.h"
#include "hex/position.h"
#include "io/yread.h"

typedef struct {
    hex_shape_t shape;
    int default_size;
    int min_size, max_size;       /* the game's range, within the shape's */
    /* The keys the game reads itself (`pie`, `to_move`, ...), NULL-ended;
     * may be NULL.  `game`, `size`, `board`, `stones` and `moves` are
     * known anyway; any other key is an input error. */
    const char *const *extra_keys;
} hex_game_spec_t;

/* Where a snapshot said what a cell holds: a character of a diagram, an
 * item of a stones list, or (for the cells the lists leave empty) the
 * `stones` mapping itself. */
typedef struct {
    const ynode_t *node;
    size_t index; /* the character, within a diagram */
} hex_source_t;

typedef struct {
    hex_board_t board;
    bool has_snapshot;
    hex_position_t snapshot;            /* the stones of `board` or `stones` */
    const ynode_t *snapshot_node;       /* the value of `board` or `stones` */
    hex_source_t source[HEX_CELLS_MAX]; /* where each cell of the snapshot was given */
    const ynode_t *moves;               /* the record (a sequence), or NULL */
} hex_document_t;

/* The places of many cells' sources at once (lines[i], columns[i] for
 * sources[i]): in any order they cost one scan of each diagram, where
 * placing them one by one would scan it from its start for each. */
void hex_sources_place(const yreader_t *r, const hex_source_t *sources, size_t count,
                       unsigned *lines, unsigned *columns);

/* Reads the shared part of a position document: checks its keys, reads
 * `size`, sets up the board, reads the snapshot from `board` or `stones`
 * (not both) and finds `moves`.  Returns true when it found no error.  The
 * document's snapshot points at its board, so the document must stay where
 * it is while in use. */
bool hex_document_read(const yreader_t *r, const ynode_t *root, const hex_game_spec_t *spec,
                       hex_document_t *doc);

/* Reports, as rule errors, the cells where a replayed record differs from
 * the document's snapshot (a few of them, then how many more).  True when
 * there is no snapshot or they are equal. */
bool hex_document_compare(const yreader_t *r, const hex_document_t *doc,
                          const hex_position_t *replayed);

/* ---- The parts, for games and tests that need them alone ---- */

/* A board diagram: rows top to bottom, '.', 'W', 'B', spaces free, blank
 * lines ignored.  Fills pos (which must be empty) and, when not NULL,
 * source.  True when there was no error. */
bool hex_read_diagram(const yreader_t *r, const ynode_t *node, hex_position_t *pos,
                      hex_source_t *source);

/* `{white: [cells], black: [cells]}`, either key optional. */
bool hex_read_stones(const yreader_t *r, const ynode_t *node, hex_position_t *pos,
                     hex_source_t *source);

/* ---- Records ---- */

/* A record holds at most this many entries.  On the largest board (469
 * cells) no game of Sibling, Orochi or Sinfrid has more than 469 entries;
 * Meridians, whose stones can be removed, has no such bound, and this one
 * keeps a hostile record's replay to a second or so. */
#define HEX_RECORD_MAX 10000

/* At most this many tokens in one entry: an Orochi turn's replacements
 * each remove at least two same-coloured contacts, so even on the largest
 * board one turn has fewer than 1024. */
#define HEX_MOVE_TOKENS_MAX 1024

/* Room for a move's note, its terminating NUL included. */
#define HEX_NOTE_MAX 128

typedef struct {
    const char *text; /* inside the entry's scalar; not NUL-terminated */
    size_t length;
    unsigned line, column;
} hex_token_t;

typedef struct {
    size_t number;        /* 1-based, as in messages: "move 7: ..." */
    const ynode_t *node;  /* the entry */
    char label[32];       /* "move 7" */
    /* What the reader of a message about the entry must know besides,
     * such as a forced pass just before it, said at the end of each
     * hex_move_error message in parentheses; empty for none.  Emptied by
     * hex_move_read, filled by the caller. */
    char note[HEX_NOTE_MAX];
    size_t count;
    hex_token_t tokens[HEX_MOVE_TOKENS_MAX];
} hex_move_t;

/* Entry `index` (0-based) of the record: a scalar of tokens separated by
 * spaces.  False with an input error when it is not a scalar, is empty or
 * has too many tokens. */
bool hex_move_read(const yreader_t *r, const ynode_t *moves, size_t index, hex_move_t *move);

bool hex_token_is(const hex_token_t *token, const char *word);

/* Token `token` of the move as a cell, after skipping `skip` leading
 * characters (Orochi's colour letter in `Wd4`). */
bool hex_move_cell(const yreader_t *r, const hex_board_t *board, const hex_move_t *move,
                   size_t token, size_t skip, hex_cell_t *cell);

/* An error about a move, placed at one of its tokens (or at the entry when
 * token >= move->count), starting "move N: " and ending with the move's
 * note, if any, in parentheses. */
void hex_move_error(const yreader_t *r, const hex_move_t *move, size_t token, diag_kind_t kind,
                    const char *format, ...) DIAG_PRINTF(5, 6);

#endif
