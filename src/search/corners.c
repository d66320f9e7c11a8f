#include "search/corners.h"

#include <stdlib.h>
#include <string.h>

/* The corners of each item: item_corner[item_start[i] .. item_start[i + 1] - 1]. */
typedef struct {
    uint32_t *start, *corner;
} item_corners_t;

static bool item_corners_build(item_corners_t *ic, size_t items, size_t count,
                               const uint32_t *start, const uint32_t *member)
{
    ic->start = calloc(items + 2, sizeof *ic->start);
    ic->corner = malloc((start[count] + 1) * sizeof *ic->corner);
    if (ic->start == NULL || ic->corner == NULL)
        return false;
    for (uint32_t j = 0; j < start[count]; j++)
        ic->start[member[j] + 2]++;
    for (size_t i = 0; i < items; i++)
        ic->start[i + 2] += ic->start[i + 1];
    for (uint32_t c = 0; c < count; c++)
        for (uint32_t j = start[c]; j < start[c + 1]; j++)
            ic->corner[ic->start[member[j] + 1]++] = c;
    return true;
}

/* Scratch for counting how many of an option's items each corner holds:
 * held[c] for the corners in touched[0 .. count - 1], zero elsewhere; and
 * each type's ends and branchings, -1 before its first option. */
typedef struct {
    uint8_t *held;
    uint32_t *touched;
    const uint32_t *size; /* each corner's items */
    long *type_ends, *type_branchings;
} tally_t;

/* The corners where option o ends, appended to k->end; its branchings. */
static unsigned option_ends(corners_t *k, const item_corners_t *ic, tally_t *tally,
                            const corners_options_t *o, uint32_t option, uint32_t *ends)
{
    size_t count = 0;
    for (uint32_t j = o->option_start[option]; j < o->option_start[option + 1]; j++) {
        uint32_t item = o->option_item[j];
        for (uint32_t x = ic->start[item]; x < ic->start[item + 1]; x++) {
            uint32_t c = ic->corner[x];
            if (tally->held[c]++ == 0)
                tally->touched[count++] = c;
        }
    }
    unsigned branchings = 0;
    for (size_t j = 0; j < count; j++) {
        uint32_t c = tally->touched[j];
        if (tally->held[c] == 1)
            k->end[(*ends)++] = c;
        branchings += tally->held[c] == 3 && tally->size[c] == 3;
        tally->held[c] = 0;
    }
    return branchings;
}

/* Every option's ends, and whether each type's options agree on their
 * numbers of ends and branchings (then *e and *b are a solution's); with
 * at_most, they need not, and *e and *b are the options'. */
static bool list_ends(corners_t *k, const item_corners_t *ic, tally_t *tally,
                      const corners_options_t *o, long *e, long *b)
{
    long *type_ends = tally->type_ends, *type_branchings = tally->type_branchings;
    for (size_t t = 0; t < o->types; t++)
        type_ends[t] = type_branchings[t] = -1;
    bool agree = true;
    uint32_t ends = 0;
    for (uint32_t option = 0; agree && option < o->options; option++) {
        k->end_start[option] = ends;
        long branchings = option_ends(k, ic, tally, o, option, &ends);
        long count = (long)(ends - k->end_start[option]);
        uint32_t t = o->type_of[option];
        agree = o->at_most || type_ends[t] < 0 ||
                (type_ends[t] == count && type_branchings[t] == branchings);
        type_ends[t] = count;
        type_branchings[t] = branchings;
    }
    k->end_start[o->options] = ends;
    if (o->at_most) {
        *e = o->ends;
        *b = o->branchings;
        return true;
    }
    *e = *b = 0;
    for (size_t t = 0; agree && t < o->types; t++)
        if (o->type_uses[t] > 0) {
            /* A type in use without options: no solution, which the search finds. */
            *e += type_ends[t] < 0 ? 0 : (long)o->type_uses[t] * type_ends[t];
            *b += type_branchings[t] < 0 ? 0 : (long)o->type_uses[t] * type_branchings[t];
        }
    return agree;
}

/* Room for every option's ends: an end is a corner of one of its items. */
static size_t ends_room(const item_corners_t *ic, const corners_options_t *o)
{
    size_t room = 1;
    for (uint32_t j = 0; j < o->option_start[o->options]; j++) {
        uint32_t item = o->option_item[j];
        room += ic->start[item + 1] - ic->start[item];
    }
    return room;
}

/* The corners' sizes and open_at[]; false when one has more than 3. */
static bool size_corners(corners_t *k, uint32_t *size, const uint32_t *start)
{
    for (size_t c = 0; c < k->corners; c++) {
        size[c] = start[c + 1] - start[c];
        if (size[c] > 3)
            return false;
        k->open_at[c] = size[c] >= 2 ? (uint8_t)(size[c] - 1) : 0;
    }
    return true;
}

/* Twice the budget: E + B - C3 - C1. */
static long twice_budget(size_t count, const uint32_t *start, long ends, long branchings)
{
    long twice = ends + branchings;
    for (size_t c = 0; c < count; c++) {
        uint32_t size = start[c + 1] - start[c];
        twice -= size == 3 || size == 1;
    }
    return twice;
}

bool corners_budget(size_t count, const uint32_t *start, long ends, long branchings,
                    unsigned *budget)
{
    long twice = twice_budget(count, start, ends, branchings);
    if (twice < 0 || twice % 2 != 0)
        return false;
    *budget = (unsigned)(twice / 2);
    return true;
}

bool corners_bound(size_t count, const uint32_t *start, long ends, long branchings,
                   unsigned *budget)
{
    long twice = twice_budget(count, start, ends, branchings);
    if (twice < 0)
        return false;
    *budget = (unsigned)(twice / 2);
    return true;
}

enum corners_result corners_build(corners_t *k, size_t count, const uint32_t *start,
                                  const uint32_t *member, const corners_options_t *o)
{
    *k = (corners_t){.corners = count};
    item_corners_t ic = {NULL, NULL};
    uint32_t *size = malloc((count + 1) * sizeof *size);
    tally_t tally = {calloc(count + 1, 1), malloc((count + 1) * sizeof(uint32_t)), size,
                     malloc((o->types + 1) * sizeof(long)), malloc((o->types + 1) * sizeof(long))};
    k->open_at = calloc(count + 1, sizeof *k->open_at);
    k->end_start = malloc((o->options + 1) * sizeof *k->end_start);
    bool ok = size && tally.held && tally.touched && tally.type_ends && tally.type_branchings &&
              k->open_at && k->end_start &&
              item_corners_build(&ic, o->items, count, start, member) &&
              (k->end = malloc(ends_room(&ic, o) * sizeof *k->end)) != NULL;
    enum corners_result result = ok ? CORNERS_ON : CORNERS_NO_MEMORY;
    long e, b;
    if (ok && (!size_corners(k, size, start) || !list_ends(k, &ic, &tally, o, &e, &b)))
        result = CORNERS_OFF;
    else if (ok && !(o->at_most ? corners_bound : corners_budget)(count, start, e, b, &k->budget)) {
        k->no_solution = true;
        memset(k->end_start, 0, (o->options + 1) * sizeof *k->end_start);
    }
    free(size);
    free(tally.held);
    free(tally.touched);
    free(tally.type_ends);
    free(tally.type_branchings);
    free(ic.start);
    free(ic.corner);
    if (result != CORNERS_ON)
        corners_free(k);
    return result;
}

void corners_free(corners_t *k)
{
    free(k->end_start);
    free(k->end);
    free(k->open_at);
    k->end_start = k->end = NULL;
    k->open_at = NULL;
}

bool corners_copy(corners_t *to, const corners_t *from, size_t options, const uint32_t *order)
{
    *to = (corners_t){.corners = from->corners,
                      .budget = from->budget,
                      .no_solution = from->no_solution};
    to->end_start = malloc((options + 1) * sizeof *to->end_start);
    to->end = malloc((from->end_start[options] + 1) * sizeof *to->end);
    to->open_at = malloc(from->corners + 1);
    if (to->end_start == NULL || to->end == NULL || to->open_at == NULL) {
        corners_free(to);
        return false;
    }
    memcpy(to->open_at, from->open_at, from->corners);
    uint32_t n = 0;
    for (size_t k = 0; k < options; k++) {
        uint32_t o = order != NULL ? order[k] : (uint32_t)k;
        to->end_start[k] = n;
        for (uint32_t j = from->end_start[o]; j < from->end_start[o + 1]; j++)
            to->end[n++] = from->end[j];
    }
    to->end_start[options] = n;
    return true;
}
