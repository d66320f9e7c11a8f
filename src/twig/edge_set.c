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
