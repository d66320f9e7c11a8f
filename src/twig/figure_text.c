#include "twig/figure_text.h"

#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

enum { TEXT_FIGURE_MAX = 400 };

/* The character cell of an edge: hexagon q,r has its centre at column
 * 4q + 2r and row 2r; its ne side is one up and one right, its e side two
 * right, its se side one down and one right. */
static void edge_cell(edge_t e, long *column, long *row)
{
    long cx = 4L * e.q + 2L * e.r, cy = 2L * e.r;
    static const long offset[3][2] = {{1, -1}, {2, 0}, {1, 1}};
    *column = cx + offset[e.side][0];
    *row = cy + offset[e.side][1];
}

bool figure_text_print(FILE *out, const edge_t *edges, const char *labels, size_t count)
{
    if (count == 0)
        return true;
    long min_c = 0, max_c = 0, min_r = 0, max_r = 0;
    for (size_t i = 0; i < count; i++) {
        long c, r;
        edge_cell(edges[i], &c, &r);
        if (i == 0 || c < min_c)
            min_c = c;
        if (i == 0 || c > max_c)
            max_c = c;
        if (i == 0 || r < min_r)
            min_r = r;
        if (i == 0 || r > max_r)
            max_r = r;
    }
    min_c--; /* room for the corners beside slanted sides */
    max_c++;
    long width = max_c - min_c + 1, height = max_r - min_r + 1;
    if (width > TEXT_FIGURE_MAX || height > TEXT_FIGURE_MAX)
        return false;
    char *canvas = malloc((size_t)(width * height));
    if (canvas == NULL)
        return false;
    memset(canvas, ' ', (size_t)(width * height));
    for (size_t i = 0; i < count; i++) {
        long c, r;
        edge_cell(edges[i], &c, &r);
        canvas[(r - min_r) * width + (c - min_c)] = labels[i];
        /* A slanted side's corners flank it on its own row. */
        if (edges[i].side != SIDE_E)
            for (long d = -1; d <= 1; d += 2)
                if (canvas[(r - min_r) * width + (c + d - min_c)] == ' ')
                    canvas[(r - min_r) * width + (c + d - min_c)] = '.';
    }
    for (long r = 0; r < height; r++) {
        long end = width;
        while (end > 0 && canvas[r * width + end - 1] == ' ')
            end--;
        fprintf(out, " %.*s\n", (int)end, canvas + r * width);
    }
    free(canvas);
    return true;
}

bool figure_text_labels(const piece_set_t *set, char *labels)
{
    static const char spare[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    bool used[UCHAR_MAX + 1] = {false};
    bool whole = true;
    /* First the pieces whose names no other name starts like. */
    for (size_t t = 0; t < set->count; t++) {
        const char *name = set->types[t].name;
        bool unique = true;
        for (size_t u = 0; u < set->count && unique; u++)
            unique = u == t || set->types[u].name[0] != name[0];
        labels[t] = unique ? name[0] : '\0';
        used[(unsigned char)name[0]] |= unique;
        whole = whole && unique && name[1] == '\0';
    }
    /* Then the others: their first character while it is free (the first
     * of H06 and H16 is H), else the first spare one still free. */
    size_t next = 0;
    for (size_t t = 0; t < set->count; t++) {
        if (labels[t] != '\0')
            continue;
        unsigned char first = (unsigned char)set->types[t].name[0];
        while (next < sizeof spare - 1 && used[(unsigned char)spare[next]])
            next++;
        labels[t] = !used[first] ? (char)first : next < sizeof spare - 1 ? spare[next] : '?';
        used[(unsigned char)labels[t]] = true;
    }
    return whole;
}
