/* Where `twigs solve PUZZLE` reads a puzzle given by name: the folder of
 * puzzle files installed with twigs (Makefile.am passes it to the
 * program), so that `twigs solve hexagon-7` works from any folder. */
#ifndef TWIGS_CLI_PUZZLE_PATH_H
#define TWIGS_CLI_PUZZLE_PATH_H

/* The file to read for PUZZLE, which is not a built-in puzzle's name:
 * PUZZLE itself when it is "-", contains a '/' (a path is never looked
 * for elsewhere) or names something that exists; else FOLDER/PUZZLE.yaml
 * when FOLDER is not NULL and that exists; else PUZZLE, whose opening then
 * fails with the usual message.  Returns a malloc'd string, NULL when out
 * of memory. */
char *puzzle_path_find(const char *puzzle, const char *folder);

#endif
