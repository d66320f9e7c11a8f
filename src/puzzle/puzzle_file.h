/* Puzzle files and puzzle solutions in YAML (docs/puzzles.md). */
#ifndef TWIGS_PUZZLE_PUZZLE_FILE_H
#define TWIGS_PUZZLE_PUZZLE_FILE_H

#include <stdbool.h>
#include <stdio.h>

#include "io/yread.h"
#include "puzzle/puzzle.h"

/* Reads the puzzle a document describes: `puzzle:` names a built-in
 * puzzle, or is `cover` with name, hexagons, edges, spare and piece_set.
 * With strict_keys every other key is an error (a puzzle file); without,
 * other keys are left to the caller (a solution document).  Errors are
 * input errors in the reader's diag. */
bool puzzle_file_read(const yreader_t *reader, const ynode_t *root, bool strict_keys,
                      puzzle_t *puzzle);

/* The same with strict keys, for a picture of the puzzle: pieces that
 * cannot match the region's size are taken (the picture says so). */
bool puzzle_file_read_drawn(const yreader_t *r, const ynode_t *root, puzzle_t *puzzle);

/* Reads a loaded puzzle file (`loaded`: ystream_load_* found no error),
 * which must hold exactly one document, as puzzle_file_read with strict
 * keys.  Errors go to the reader's diag. */
bool puzzle_file_read_stream(const yreader_t *reader, bool loaded, puzzle_t *puzzle);

/* Reads the puzzle file at `path` ("-": standard input) as
 * puzzle_file_read_stream does, its errors printed to `errors` (NULL:
 * not printed); a position, a solution or a summary is refused as such. */
bool puzzle_file_load(const char *path, puzzle_t *puzzle, FILE *errors);

/* The same, from the text of `size` bytes, named `name` in messages. */
bool puzzle_file_load_text(const char *name, const char *text, size_t size, puzzle_t *puzzle,
                           FILE *errors);

/* The puzzle as a puzzle file's document. */
ynode_t *puzzle_file_node(const puzzle_t *puzzle);

/* A Twigs position document holding a solution: game, puzzle (with a cover
 * puzzle's own keys, so that it checks on its own) and the pieces in the
 * order given: white, black, white, ... in a puzzle played as a game (The
 * Maximum), otherwise all white.  Returns NULL when out of memory. */
ynode_t *puzzle_file_solution(const puzzle_t *puzzle, const placement_t *pieces, size_t count);

#endif
