#include "twig/edge_set.h"

#include <stdlib.h>
#include <string.h>

#include "util/sort.h"

static int edge_qsort_compare(const void *a, const void *b)
{
    return lattice_edge_compare(*(const edge_t *)a, *(const edge_t *)b);
}

size_t edge_sort_unique(edge_t *edges, size_t count)
{
    return sort_unique(edges, count, sizeof *edges, edge_qsort_compare);
}

bool edge_set_init(edge_set_t *set, const edge_t *edges, size_t count)
{
    set->count = 0;
    set->edges = malloc((count ? count : 1) * sizeof *set->edges);
    if (set->edges == NULL)
        return false;
    if (count > 0)
        memcpy(set->edges, edges, count * sizeof *edges);
    set->count = edge_sort_unique(set->edges, count);
    return true;
}

void edge_set_free(edge_set_t *set)
{
    free(set->edges);
    set->edges = NULL;
    set->count = 0;
}

long edge_set_find(const edge_set_t *set, edge_t e)
{
    size_t low = 0, high = set->count;
    while (low < high) {
        size_t mid = low + (high - low) / 2;
        int c = lattice_edge_compare(set->edges[mid], e);
        if (c == 0)
            return (long)mid;
        if (c < 0)
            low = mid + 1;
        else
            high = mid;
    }
    return -1;
}

long edge_sets_find(const edge_set_t *first, const edge_set_t *second, edge_t e)
{
    long i = edge_set_find(first, e);
    if (i >= 0)
        return i;
    i = edge_set_find(second, e);
    return i >= 0 ? (long)first->count + i : -1;
}

bool edge_set_contains(const edge_set_t *set, edge_t e) { return edge_set_find(set, e) >= 0; }

void edge_set_subtract(edge_set_t *set, const edge_set_t *other)
{
    size_t kept = 0;
    for (size_t i = 0; i < set->count; i++)
        if (!edge_set_contains(other, set->edges[i]))
            set->edges[kept++] = set->edges[i];
    set->count = kept;
}

struct edge_slot {
    edge_t edge;
    long position; /* -1: empty */
};

/* Fibonacci hashing of the edge's three numbers: the top bits of a product
 * spread neighbouring edges over the slots. */
static size_t edge_hash(edge_t e, size_t mask)
{
    uint64_t x = ((uint64_t)(uint32_t)e.q << 32 | (uint32_t)e.r) * UINT64_C(0x9e3779b97f4a7c15);
    x = (x ^ e.side ^ x >> 29) * UINT64_C(0xbf58476d1ce4e5b9);
    return (size_t)(x >> 32) & mask;
}

/* A grid where the box's cells are at most this many an edge, and a few
 * thousand besides: a region in one piece fills a good part of its box,
 * and one in a few pieces near each other (an island cut off) a fair
 * part.  At 12 bytes a cell, the grid takes at most 768 bytes an edge and
 * 48 KB, where edges scattered far apart would make it take any size. */
enum { EDGE_MAP_CELLS_AN_EDGE = 64, EDGE_MAP_CELLS_LEAST = 4096 };

static bool edge_map_grid(edge_map_t *map, const edge_set_t *const sets[2])
{
    size_t count = sets[0]->count + sets[1]->count;
    int64_t q0 = INT32_MAX, q1 = INT32_MIN, r0 = INT32_MAX, r1 = INT32_MIN;
    for (int set = 0; set < 2; set++)
        for (size_t i = 0; i < sets[set]->count; i++) {
            edge_t e = sets[set]->edges[i];
            q0 = e.q < q0 ? e.q : q0;
            q1 = e.q > q1 ? e.q : q1;
            r0 = e.r < r0 ? e.r : r0;
            r1 = e.r > r1 ? e.r : r1;
        }
    uint64_t width = (uint64_t)(q1 - q0) + 1, height = (uint64_t)(r1 - r0) + 1;
    uint64_t most = EDGE_MAP_CELLS_AN_EDGE * (uint64_t)count + EDGE_MAP_CELLS_LEAST;
    /* width x height > most, without the product (which may not fit). */
    if (count == 0 || height > most || width > most / height || width > INT32_MAX ||
        height > INT32_MAX)
        return false;
    map->origin = (hexagon_t){(int32_t)q0, (int32_t)r0};
    map->width = (int32_t)width;
    map->height = (int32_t)height;
    size_t cells = 3 * (size_t)width * (size_t)height;
    map->grid = malloc(cells * sizeof *map->grid);
    if (map->grid == NULL)
        return false;
    for (size_t k = 0; k < cells; k++)
        map->grid[k] = -1;
    int32_t position = 0;
    for (int set = 0; set < 2; set++)
        for (size_t i = 0; i < sets[set]->count; i++, position++) {
            edge_t e = sets[set]->edges[i];
            int64_t cell = lattice_box_index(map->origin, map->width, map->height,
                                             (hexagon_t){e.q, e.r});
            map->grid[3 * cell + e.side] = position;
        }
    return true;
}

bool edge_map_init(edge_map_t *map, const edge_set_t *first, const edge_set_t *second)
{
    const edge_set_t *const sets[2] = {first, second};
    map->grid = NULL;
    map->slot = NULL;
    map->mask = 0;
    if (edge_map_grid(map, sets))
        return true;
    size_t count = first->count + second->count, slots = 2;
    while (slots < 2 * count)
        slots *= 2;
    map->slot = malloc(slots * sizeof *map->slot);
    map->mask = map->slot != NULL ? slots - 1 : 0;
    if (map->slot == NULL)
        return false;
    for (size_t k = 0; k < slots; k++)
        map->slot[k].position = -1;
    long position = 0;
    for (int set = 0; set < 2; set++)
        for (size_t i = 0; i < sets[set]->count; i++, position++) {
            size_t at = edge_hash(sets[set]->edges[i], map->mask);
            while (map->slot[at].position >= 0)
                at = (at + 1) & map->mask;
            map->slot[at] = (struct edge_slot){sets[set]->edges[i], position};
        }
    return true;
}

void edge_map_free(edge_map_t *map)
{
    free(map->grid);
    free(map->slot);
    map->grid = NULL;
    map->slot = NULL;
    map->mask = 0;
}

long edge_map_hashed_find(const edge_map_t *map, edge_t e)
{
    if (map->slot == NULL)
        return -1;
    for (size_t at = edge_hash(e, map->mask);; at = (at + 1) & map->mask) {
        const struct edge_slot *slot = &map->slot[at];
        if (slot->position < 0 || lattice_edge_equal(slot->edge, e))
            return slot->position;
    }
}
