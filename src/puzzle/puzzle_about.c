#include "puzzle/puzzle_about.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "twig/catalog.h"

bool puzzle_about_goal(const puzzle_t *puzzle, char *buf, size_t size)
{
    if (puzzle_info(puzzle)->goal != NULL) {
        snprintf(buf, size, "%s", puzzle_info(puzzle)->goal);
        return true;
    }
    cover_puzzle_t problem;
    edge_t *required;
    if (!puzzle_cover_problem(puzzle, &problem, &required))
        return false;
    cover_puzzle_sizes_t sizes;
    bool ok = cover_puzzle_sizes_fit(&problem, &sizes) || sizes.required != SIZE_MAX;
    free(required);
    if (!ok)
        return false;
    int n = snprintf(buf, size, "cover %zu edge%s", sizes.required, sizes.required == 1 ? "" : "s");
    if (puzzle->hex_count > 0 && n >= 0 && (size_t)n < size)
        n += snprintf(buf + n, size - (size_t)n, " (%zu hexagon%s)", puzzle->hex_count,
                      puzzle->hex_count == 1 ? "" : "s");
    if (sizes.spare > 0 && n >= 0 && (size_t)n < size)
        snprintf(buf + n, size - (size_t)n, ", %zu spare", sizes.spare);
    return true;
}

/* Whether the set's types of `order` are that whole family, free or
 * one-sided, each once; they are marked in `told`. */
static bool whole_family(const piece_set_t *set, unsigned order, bool one_sided, bool *told)
{
    size_t wanted = 0, found = 0;
    for (size_t i = 0; i < catalog_count(); i++)
        if (catalog_at(i)->order == order)
            wanted += one_sided && catalog_chiral(i) ? 2 : 1;
    for (size_t t = 0; t < set->count; t++) {
        const piece_type_t *p = &set->types[t];
        if (p->catalog < 0 || catalog_at((size_t)p->catalog)->order != order)
            continue;
        if (p->one_sided != one_sided || p->copies != 1)
            return false;
        found++;
    }
    if (found != wanted || wanted == 0)
        return false;
    for (size_t t = 0; t < set->count; t++)
        if (set->types[t].catalog >= 0 &&
            catalog_at((size_t)set->types[t].catalog)->order == order)
            told[t] = true;
    return true;
}

/* Appends to buf (of size `size`, holding `*used` characters). */
static void append(char *buf, size_t size, size_t *used, const char *text)
{
    if (*used >= size)
        return;
    int n = snprintf(buf + *used, size - *used, "%s%s", *used > 0 ? ", " : "", text);
    *used = n < 0 ? size : *used + (size_t)n;
}

void puzzle_about_pieces(const puzzle_t *puzzle, char *buf, size_t size)
{
    const piece_set_t *set = &puzzle->pieces;
    bool *told = calloc(set->count + 1, sizeof *told);
    size_t used = 0;
    buf[0] = '\0';
    if (told == NULL)
        return;
    char text[PIECE_SET_NAME_MAX + 64];
    /* Whole families, a run of orders of one sidedness as one. */
    for (int sided = 0; sided < 2; sided++) {
        for (unsigned first = 1; first <= 6; first++) {
            unsigned last = first - 1;
            while (last < 6 && whole_family(set, last + 1, sided, told))
                last++;
            if (last < first)
                continue;
            size_t count = 0;
            for (size_t t = 0; t < set->count; t++) {
                unsigned order = set->types[t].catalog >= 0
                                     ? catalog_at((size_t)set->types[t].catalog)->order
                                     : 0;
                count += told[t] && order >= first && order <= last;
            }
            if (first == last)
                snprintf(text, sizeof text, "the %zu %s%s", count, sided ? "one-sided " : "",
                         catalog_family_names[first - 1]);
            else
                snprintf(text, sizeof text, "the %zu %spolytwigs of %u to %u edges", count,
                         sided ? "one-sided " : "", first, last);
            append(buf, size, &used, text);
            first = last;
        }
    }
    /* The other pieces by name, on one list, with their copies: once for
     * them all when they have as many. */
    unsigned copies = 0;
    bool same = true;
    for (size_t t = 0; t < set->count; t++)
        if (!told[t]) {
            same = same && (copies == 0 || copies == set->types[t].copies);
            copies = set->types[t].copies;
        }
    bool listing = false;
    for (size_t t = 0; t < set->count; t++) {
        if (told[t])
            continue;
        const piece_type_t *p = &set->types[t];
        if (p->copies > 1 && !same)
            snprintf(text, sizeof text, "%s%s (%u copies)", listing ? " " : "", p->name, p->copies);
        else
            snprintf(text, sizeof text, "%s%s", listing ? " " : "", p->name);
        if (!listing)
            append(buf, size, &used, text);
        else if (used < size)
            used += (size_t)snprintf(buf + used, size - used, "%s", text);
        listing = true;
    }
    if (listing && same && copies > 1 && used < size)
        used += (size_t)snprintf(buf + used, size - used, ", %u copies of each", copies);
    if (puzzle_info(puzzle)->game && used < size)
        snprintf(buf + used, size - used, ", twice");
    free(told);
}
