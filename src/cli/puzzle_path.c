/* realpath */
#define _XOPEN_SOURCE 700

#include "cli/puzzle_path.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io/utf8.h"
#include "cli/spelling.h"
#include "util/array.h"

/* The folders Makefile.am names: the installed puzzles', and the build's
 * and its source's puzzles/, for a twigs not installed. */
#ifndef TWIGS_PUZZLES_DIR
#error "TWIGS_PUZZLES_DIR (the folder of installed puzzles) is not defined"
#endif
#if !defined(TWIGS_BUILD_DIR) || !defined(TWIGS_SOURCE_PUZZLES_DIR)
#error "TWIGS_BUILD_DIR and TWIGS_SOURCE_PUZZLES_DIR (a build's own puzzles) are not defined"
#endif

/* Whether the program running is the one in the build folder `dir`: the
 * folder of /proc/self/exe, whatever link or relative path started it. */
static bool running_from(const char *dir)
{
    char *exe = realpath("/proc/self/exe", NULL);
    char *build = realpath(dir, NULL);
    bool same = false;
    if (exe != NULL && build != NULL) {
        char *slash = strrchr(exe, '/');
        if (slash != NULL) {
            *slash = '\0';
            same = strcmp(exe, build) == 0;
        }
    }
    free(exe);
    free(build);
    return same;
}

void puzzle_path_folders(const char *folders[])
{
    size_t n = 0;
    if (running_from(TWIGS_BUILD_DIR))
        folders[n++] = TWIGS_SOURCE_PUZZLES_DIR;
    folders[n++] = TWIGS_PUZZLES_DIR;
    folders[n] = NULL;
}

/* A name that a folder could hold: not a path, not standard input, and
 * not a file of the current folder, which comes first. */
static bool bare_name(const char *puzzle)
{
    return puzzle[0] != '\0' && strcmp(puzzle, "-") != 0 && strchr(puzzle, '/') == NULL &&
           access(puzzle, F_OK) != 0;
}

/* FOLDER/NAME.yaml, malloc'd. */
static char *folder_file(const char *folder, const char *name)
{
    size_t size = strlen(folder) + strlen(name) + sizeof "/.yaml";
    char *path = malloc(size);
    if (path != NULL)
        snprintf(path, size, "%s/%s.yaml", folder, name);
    return path;
}

char *puzzle_path_find(const char *puzzle, const char *const *folders)
{
    if (folders == NULL || !bare_name(puzzle))
        return strdup(puzzle);
    for (size_t i = 0; folders[i] != NULL; i++) {
        char *path = folder_file(folders[i], puzzle);
        if (path == NULL || access(path, F_OK) == 0)
            return path;
        free(path);
    }
    return strdup(puzzle);
}

bool puzzle_path_unknown(const char *puzzle, const char *const *folders)
{
    if (!bare_name(puzzle))
        return false;
    char *path = puzzle_path_find(puzzle, folders);
    bool unknown = path != NULL && access(path, F_OK) != 0;
    free(path);
    return unknown;
}

static int compare_entries(const void *a, const void *b)
{
    const puzzle_path_entry_t *x = a, *y = b;
    return strcmp(x->name, y->name);
}

/* Whether one of the first `count` entries has that name. */
static bool listed(const puzzle_path_entry_t *list, size_t count, const char *name, size_t length)
{
    for (size_t i = 0; i < count; i++)
        if (strlen(list[i].name) == length && strncmp(list[i].name, name, length) == 0)
            return true;
    return false;
}

/* Adds FOLDER's *.yaml files not listed yet; false when out of memory. */
static bool list_folder(const char *folder, puzzle_path_entry_t **list, size_t *count,
                        size_t *capacity)
{
    DIR *dir = opendir(folder);
    if (dir == NULL)
        return true;
    bool ok = true;
    const struct dirent *entry;
    while (ok && (entry = readdir(dir)) != NULL) {
        size_t length = strlen(entry->d_name);
        if (length <= 5 || entry->d_name[0] == '.' ||
            strcmp(entry->d_name + length - 5, ".yaml") != 0 ||
            listed(*list, *count, entry->d_name, length - 5))
            continue;
        puzzle_path_entry_t *grown = array_reserve(*list, capacity, *count + 1, sizeof *grown);
        ok = grown != NULL;
        if (!ok)
            break;
        *list = grown;
        puzzle_path_entry_t *e = &grown[*count];
        e->name = strndup(entry->d_name, length - 5);
        e->path = e->name != NULL ? folder_file(folder, e->name) : NULL;
        ok = e->path != NULL;
        if (ok)
            (*count)++;
        else
            free(e->name);
    }
    closedir(dir);
    return ok;
}

puzzle_path_entry_t *puzzle_path_list(const char *const *folders, size_t *count)
{
    puzzle_path_entry_t *list = NULL;
    size_t capacity = 0;
    *count = 0;
    bool ok = true;
    for (size_t i = 0; ok && folders != NULL && folders[i] != NULL; i++)
        ok = list_folder(folders[i], &list, count, &capacity);
    if (!ok) {
        puzzle_path_list_free(list, *count);
        *count = 0;
        return NULL;
    }
    if (*count > 1)
        qsort(list, *count, sizeof *list, compare_entries);
    return list;
}

void puzzle_path_list_free(puzzle_path_entry_t *list, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        free(list[i].name);
        free(list[i].path);
    }
    free(list);
}

/* Names after a heading, wrapped before 80 columns. */
static void print_names(FILE *out, const char *heading, const char *const *names, size_t count)
{
    size_t column = (size_t)fprintf(out, "  %s:", heading);
    for (size_t i = 0; i < count; i++) {
        size_t width = strlen(names[i]) + 2;
        if (column + width > 79) {
            fputs("\n   ", out);
            column = 3;
        }
        column += (size_t)fprintf(out, " %s%s", names[i], i + 1 < count ? "," : "");
    }
    fputc('\n', out);
}

/* The places a bare name was looked for, in order. */
static void print_places(FILE *out, const char *puzzle, const char *const *folders)
{
    fputs("  looked for: ./", out);
    utf8_print_escaped(out, puzzle);
    for (size_t i = 0; folders != NULL && folders[i] != NULL; i++) {
        fputs(", ", out);
        utf8_print_escaped(out, folders[i]);
        fputc('/', out);
        utf8_print_escaped(out, puzzle);
        fputs(".yaml", out);
    }
    fputc('\n', out);
}

void puzzle_path_explain(FILE *out, const char *command, const char *puzzle,
                         const char *const *folders, const char *const *builtin)
{
    size_t builtins = 0, count = 0;
    while (builtin[builtins] != NULL)
        builtins++;
    puzzle_path_entry_t *list = puzzle_path_list(folders, &count);
    const char **all = malloc((builtins + count + 1) * sizeof *all);
    const char *nearest = NULL;
    if (all != NULL) {
        memcpy(all, builtin, builtins * sizeof *all);
        for (size_t i = 0; i < count; i++)
            all[builtins + i] = list[i].name;
        nearest = spelling_nearest(puzzle, all, builtins + count);
    }
    fprintf(out, "%s: no puzzle '", command);
    utf8_print_escaped(out, puzzle);
    fputs("': it is not built in, and no file has that name", out);
    if (nearest != NULL) {
        fputs("; did you mean '", out);
        utf8_print_escaped(out, nearest);
        fputs("'?", out);
    }
    fputc('\n', out);
    print_places(out, puzzle, folders);
    print_names(out, "built in", builtin, builtins);
    fprintf(out, "  or give the path of a puzzle file (YAML); 'twigs puzzles' lists these and "
                 "the %zu puzzle file%s found\n",
            count, count == 1 ? "" : "s");
    puzzle_path_list_free(list, count);
    free(all);
}
