#include "cli/puzzle_path.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A name that a folder could hold: not a path, not standard input, and
 * not a file of the current folder, which comes first. */
static bool bare_name(const char *puzzle)
{
    return puzzle[0] != '\0' && strcmp(puzzle, "-") != 0 && strchr(puzzle, '/') == NULL &&
           access(puzzle, F_OK) != 0;
}

char *puzzle_path_find(const char *puzzle, const char *folder)
{
    if (folder == NULL || !bare_name(puzzle))
        return strdup(puzzle);
    size_t size = strlen(folder) + strlen(puzzle) + sizeof "/.yaml";
    char *path = malloc(size);
    if (path == NULL)
        return NULL;
    snprintf(path, size, "%s/%s.yaml", folder, puzzle);
    if (access(path, F_OK) == 0)
        return path;
    free(path);
    return strdup(puzzle);
}
