#include "cli/spelling.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

size_t spelling_distance(const char *a, const char *b)
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

const char *spelling_nearest(const char *word, const char *const *names, size_t count)
{
    const char *nearest = NULL;
    size_t best = SIZE_MAX;
    for (size_t i = 0; i < count; i++) {
        size_t d = spelling_distance(word, names[i]);
        if (d < best && d <= 2 && 2 * d < strlen(names[i])) {
            best = d;
            nearest = names[i];
        }
    }
    return nearest;
}
