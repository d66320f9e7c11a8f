/* Where `twigs solve PUZZLE` reads a puzzle given by name: NAME.yaml in
 * the folders of puzzles, the first that holds it.  An installed twigs
 * reads the folder of puzzles installed with it (Makefile.am passes it
 * to the program), so that `twigs solve hexagon-7` works from any
 * folder; a twigs run from its build folder, not installed, reads its
 * source's puzzles/ first, so that `./twigs solve hexagon-7` works in a
 * clone. */
#ifndef TWIGS_CLI_PUZZLE_PATH_H
#define TWIGS_CLI_PUZZLE_PATH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* The most folders a twigs reads puzzles from. */
#define PUZZLE_PATH_FOLDERS_MAX 2

/* The folders this twigs reads, in order, NULL-ended: `folders` has room
 * for PUZZLE_PATH_FOLDERS_MAX + 1. */
void puzzle_path_folders(const char *folders[]);

/* The file to read for PUZZLE, which is not a built-in puzzle's name:
 * PUZZLE itself when it is "-", contains a '/' (a path is never looked
 * for elsewhere) or names something that exists; else FOLDER/PUZZLE.yaml
 * for the first of the folders (NULL-ended; may be NULL) where that
 * exists; else PUZZLE, whose opening then fails with the usual message.
 * Returns a malloc'd string, NULL when out of memory. */
char *puzzle_path_find(const char *puzzle, const char *const *folders);

/* Whether PUZZLE, not a built-in puzzle's name, is a bare name (no '/',
 * not "-") that names no file here nor in the folders: a puzzle mistyped
 * rather than a file that cannot be read. */
bool puzzle_path_unknown(const char *puzzle, const char *const *folders);

/* Tells on out that PUZZLE is no puzzle: the nearest name, if one is
 * near, the places looked in, then the built-in puzzles (builtin,
 * NULL-ended) and those of each folder (its *.yaml files), so that the
 * user can pick one.  `command` begins the message ("twigs solve"). */
void puzzle_path_explain(FILE *out, const char *command, const char *puzzle,
                         const char *const *folders, const char *const *builtin);

/* A puzzle file of the folders: its name (NAME for NAME.yaml) and its
 * path. */
typedef struct {
    char *name;
    char *path;
} puzzle_path_entry_t;

/* The puzzle files of the folders, sorted by name, each name once (as
 * the first folder holding it gives it): a malloc'd array, *count
 * entries, NULL when there are none or memory ran out. */
puzzle_path_entry_t *puzzle_path_list(const char *const *folders, size_t *count);
void puzzle_path_list_free(puzzle_path_entry_t *list, size_t count);

#endif
