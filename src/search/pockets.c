#include "search/pockets.h"

#include <stdlib.h>
#include <string.h>

/* A part is looked at up to this many items.  Dead pockets are cut off
 * small, next to the piece that closes them; a larger part is met again,
 * smaller, as the search fills around it. */
enum { POCKET_LOOK = 24 };

/* Marks are stamps: an item is marked by a flood when its mark equals that
 * flood's stamp, so nothing is cleared between floods.  One call of
 * pockets_fillable runs floods with stamps from `call` upwards: a mark
 * between `call` and the current stamp is an earlier flood's of the same
 * call. */
struct pockets {
    size_t items, primary;
    uint32_t *start, *neighbour;
    uint32_t *mark;
    uint32_t *stack;
    uint32_t stamp;
};

pockets_t *pockets_create(size_t items, size_t primary, const uint32_t *start,
                          const uint32_t *neighbour)
{
    pockets_t *k = calloc(1, sizeof *k);
    if (k == NULL)
        return NULL;
    k->items = items;
    k->primary = primary;
    k->start = malloc((items + 1) * sizeof *k->start);
    k->neighbour = malloc((start[items] + 1) * sizeof *k->neighbour);
    k->mark = calloc(items + 1, sizeof *k->mark);
    k->stack = malloc((items + 1) * sizeof *k->stack);
    if (k->start == NULL || k->neighbour == NULL || k->mark == NULL || k->stack == NULL) {
        pockets_destroy(k);
        return NULL;
    }
    memcpy(k->start, start, (items + 1) * sizeof *start);
    memcpy(k->neighbour, neighbour, start[items] * sizeof *neighbour);
    return k;
}

void pockets_destroy(pockets_t *k)
{
    if (k == NULL)
        return;
    free(k->start);
    free(k->neighbour);
    free(k->mark);
    free(k->stack);
    free(k);
}

/* A stamp no item holds; `reserve` more after it are free too. */
static uint32_t new_stamp(pockets_t *k, uint32_t reserve)
{
    if (k->stamp >= UINT32_MAX - reserve - 1) {
        memset(k->mark, 0, k->items * sizeof *k->mark);
        k->stamp = 0;
    }
    return ++k->stamp;
}

bool pockets_connected(pockets_t *k, const uint32_t *items, size_t count)
{
    if (count == 0)
        return true;
    /* Members get stamp m, those reached from items[0] stamp m + 1. */
    uint32_t m = new_stamp(k, 1);
    k->stamp++;
    for (size_t i = 0; i < count; i++)
        k->mark[items[i]] = m;
    size_t top = 0, reached = 1;
    k->mark[items[0]] = m + 1;
    k->stack[top++] = items[0];
    while (top > 0) {
        uint32_t i = k->stack[--top];
        for (uint32_t j = k->start[i]; j < k->start[i + 1]; j++) {
            uint32_t n = k->neighbour[j];
            if (k->mark[n] == m) {
                k->mark[n] = m + 1;
                k->stack[top++] = n;
                reached++;
            }
        }
    }
    return reached == count;
}

static bool is_used(const uint64_t *used, uint32_t i) { return (used[i / 64] >> (i % 64)) & 1; }

/* The size of the part holding `seed`, flooded with stamp `stamp`; 0 when
 * it could be filled whatever its size: it holds a secondary item, meets
 * an earlier flood's part (too large to finish), or is too large. */
static size_t part_size(pockets_t *k, const uint64_t *used, uint32_t seed, uint32_t call,
                        uint32_t stamp)
{
    size_t top = 0, size = 1;
    k->mark[seed] = stamp;
    k->stack[top++] = seed;
    while (top > 0) {
        uint32_t i = k->stack[--top];
        if (i >= k->primary)
            return 0;
        for (uint32_t j = k->start[i]; j < k->start[i + 1]; j++) {
            uint32_t n = k->neighbour[j];
            if (is_used(used, n) || k->mark[n] == stamp)
                continue;
            if (k->mark[n] >= call || ++size > POCKET_LOOK)
                return 0;
            k->mark[n] = stamp;
            k->stack[top++] = n;
        }
    }
    return size;
}

bool pockets_fillable(pockets_t *k, const uint64_t *used, const uint32_t *items, size_t count,
                      unsigned multiple, unsigned least)
{
    /* Each item meets a few others: the floods of one call need at most
     * that many stamps. */
    uint32_t call = new_stamp(k, (uint32_t)(k->start[k->items] + 1));
    uint32_t stamp = call;
    for (size_t i = 0; i < count; i++)
        for (uint32_t j = k->start[items[i]]; j < k->start[items[i] + 1]; j++) {
            uint32_t n = k->neighbour[j];
            if (is_used(used, n) || k->mark[n] >= call)
                continue;
            size_t size = part_size(k, used, n, call, stamp++);
            if (size != 0 && (size % multiple != 0 || size < least)) {
                k->stamp = stamp;
                return false;
            }
        }
    k->stamp = stamp;
    return true;
}
