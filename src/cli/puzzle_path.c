#include "cli/puzzle_path.h"

#include <ctype.h>
#include <dirent.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io/utf8.h"
#include "util/array.h"

/* A name that a folder could hold: not a path, not standard input, and
 * not a file of the current folder, which comes first. */
static bool bare_name(const char *puzzle)
{
    return puzzle[0] != '\0' && strcmp(puzzle, "-") != 0 && strchr(puzzle, '/') == NULL &&
           access(puzzle, F_OK) != 0;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
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

bool puzzle_path_unknown(const char *puzzle, const char *folder)
{
    if (!bare_name(puzzle))
        return false;
    char *path = puzzle_path_find(puzzle, folder);
    bool unknown = path != NULL && access(path, F_OK) != 0;
    free(path);
    return unknown;
}

size_t puzzle_path_distance(const char *a, const char *b)
{
    size_t n = strlen(a), m = strlen(b);
    /* Three rows of the table: two back, for the swaps. */
    size_t *rows = malloc(3 * (m + 1) * sizeof *rows);
    if (rows == NULL)
        return SIZE_MAX;
    size_t *before = rows, *last = rows + (m + 1), *row = rows + 2 * (m + 1);
    for (size_t j = 0; j <= m; j++)
        last[j] = j;
    for (size_t i = 1; i <= n; i++) {
        row[0] = i;
        for (size_t j = 1; j <= m; j++) {
            bool same = tolower((unsigned char)a[i - 1]) == tolower((unsigned char)b[j - 1]);
            size_t best = last[j - 1] + !same;
            if (last[j] + 1 < best)
                best = last[j] + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
                before[j - 2] + 1 < best)
                best = before[j - 2] + 1;
            row[j] = best;
        }
        size_t *spare = before;
        before = last;
        last = row;
        row = spare;
    }
    size_t distance = last[m];
    free(rows);
    return distance;
}

const char *puzzle_path_nearest(const char *puzzle, const char *const *names, size_t count)
{
    const char *nearest = NULL;
    size_t best = SIZE_MAX;
    for (size_t i = 0; i < count; i++) {
        size_t d = puzzle_path_distance(puzzle, names[i]);
        if (d < best && d <= 2 && 2 * d < strlen(names[i])) {
            best = d;
            nearest = names[i];
        }
    }
    return nearest;
}

/* The names of FOLDER's *.yaml files, sorted, in a malloc'd array of
 * malloc'd strings; *count of them. */
static char **installed_names(const char *folder, size_t *count)
{
    *count = 0;
    DIR *dir = folder != NULL ? opendir(folder) : NULL;
    if (dir == NULL)
        return NULL;
    char **names = NULL;
    size_t capacity = 0;
    const struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
        size_t length = strlen(entry->d_name);
        if (length <= 5 || entry->d_name[0] == '.' ||
            strcmp(entry->d_name + length - 5, ".yaml") != 0)
            continue;
        char **grown = array_reserve(names, &capacity, *count + 1, sizeof *grown);
        char *name = grown != NULL ? strndup(entry->d_name, length - 5) : NULL;
        if (name == NULL)
            break;
        names = grown;
        names[(*count)++] = name;
    }
    closedir(dir);
    if (*count > 1)
        qsort(names, *count, sizeof *names, compare_names);
    return names;
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

void puzzle_path_explain(FILE *out, const char *command, const char *puzzle, const char *folder,
                         const char *const *builtin)
{
    size_t builtins = 0, installed = 0;
    while (builtin[builtins] != NULL)
        builtins++;
    char **found = installed_names(folder, &installed);
    const char **all = malloc((builtins + installed + 1) * sizeof *all);
    const char *nearest = NULL;
    if (all != NULL) {
        memcpy(all, builtin, builtins * sizeof *all);
        for (size_t i = 0; i < installed; i++)
            all[builtins + i] = found[i];
        nearest = puzzle_path_nearest(puzzle, all, builtins + installed);
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
    print_names(out, "built in", builtin, builtins);
    if (installed > 0) {
        char heading[4200];
        snprintf(heading, sizeof heading, "installed in %s", folder);
        print_names(out, heading, (const char *const *)found, installed);
    }
    fputs("  or give the path of a puzzle file (YAML)\n", out);
    for (size_t i = 0; i < installed; i++)
        free(found[i]);
    free(found);
    free(all);
}
