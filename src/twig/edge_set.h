/* Sorted sets of edges, for membership tests by binary search. */
#ifndef TWIGS_TWIG_EDGE_SET_H
#define TWIGS_TWIG_EDGE_SET_H

#include <stdbool.h>
#include <stddef.h>

#include "twig/lattice.h"

typedef struct {
    edge_t *edges; /* sorted by lattice_edge_compare, no repeats */
    size_t count;
} edge_set_t;

/* A set of the given edges (any order, repeats dropped); false when out of
 * memory, with the set left empty. */
bool edge_set_init(edge_set_t *set, const edge_t *edges, size_t count);
void edge_set_free(edge_set_t *set);

/* The edge's position in the set, or -1. */
long edge_set_find(const edge_set_t *set, edge_t e);

/* The edge's position among the edges of `first`, then those of `second`
 * (a region's required edges, then its spare ones), or -1. */
long edge_sets_find(const edge_set_t *first, const edge_set_t *second, edge_t e);
bool edge_set_contains(const edge_set_t *set, edge_t e);

/* The positions of the edges of two sets (a region's required edges,
 * then its spare ones), found by hashing: edge_sets_find's answers in a
 * step or two where a binary search takes a dozen, for the searches'
 * set-ups that look up every edge of every placement. */
typedef struct {
    struct edge_slot *slot; /* a power of two of them, at most half full */
    size_t mask;            /* their number, less one */
} edge_map_t;

/* False when out of memory (then the map is empty, and frees). */
bool edge_map_init(edge_map_t *map, const edge_set_t *first, const edge_set_t *second);
void edge_map_free(edge_map_t *map);
long edge_map_find(const edge_map_t *map, edge_t e);

/* Removes from set every edge that other contains. */
void edge_set_subtract(edge_set_t *set, const edge_set_t *other);

/* Sorts edges and drops repeats in place; returns the new count. */
size_t edge_sort_unique(edge_t *edges, size_t count);

#endif
