/* Where `twigs solve PUZZLE` reads a puzzle given by name: the folder of
 * puzzle files installed with twigs (Makefile.am passes it to the
 * program), so that `twigs solve hexagon-7` works from any folder. */
#ifndef TWIGS_CLI_PUZZLE_PATH_H
#define TWIGS_CLI_PUZZLE_PATH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* The file to read for PUZZLE, which is not a built-in puzzle's name:
 * PUZZLE itself when it is "-", contains a '/' (a path is never looked
 * for elsewhere) or names something that exists; else FOLDER/PUZZLE.yaml
 * when FOLDER is not NULL and that exists; else PUZZLE, whose opening then
 * fails with the usual message.  Returns a malloc'd string, NULL when out
 * of memory. */
char *puzzle_path_find(const char *puzzle, const char *folder);

/* Whether PUZZLE, not a built-in puzzle's name, is a bare name (no '/',
 * not "-") that names no file here nor in FOLDER: a puzzle mistyped
 * rather than a file that cannot be read. */
bool puzzle_path_unknown(const char *puzzle, const char *folder);

/* The edit distance of a and b (insertions, deletions, substitutions and
 * swaps of neighbours, each 1), ignoring case. */
size_t puzzle_path_distance(const char *a, const char *b);

/* The name of names[0..count) nearest to PUZZLE, or NULL when none is
 * near enough to be what was meant (at most 2 edits, and fewer than half
 * the name's letters). */
const char *puzzle_path_nearest(const char *puzzle, const char *const *names, size_t count);

/* Tells on out that PUZZLE is no puzzle: the nearest name, if one is
 * near, then the built-in puzzles (builtin, NULL-ended) and those of
 * FOLDER (its *.yaml files), so that the user can pick one.  `command`
 * begins the message ("twigs solve"). */
void puzzle_path_explain(FILE *out, const char *command, const char *puzzle, const char *folder,
                         const char *const *builtin);

#endif
