/* Sorted sets of edges, for membership tests by binary search. */
#ifndef TWIGS_TWIG_EDGE_SET_H
#define TWIGS_TWIG_EDGE_SET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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
 * then its spare ones): edge_sets_find's answers in a step or two where a
 * binary search takes a dozen, for the searches' set-ups that look up
 * every edge of every placement.  Where the edges' bounding box is small
 * beside their number (a region in one piece, or a few near each other),
 * a grid over it answers with one load; else the edges are hashed. */
typedef struct {
    /* The grid: the position of the edge on `side` of the box's hexagon
     * at cell c (lattice_box_index) at grid[3 * c + side], -1 where there
     * is none; NULL without a grid. */
    int32_t *grid;
    hexagon_t origin;
    int32_t width, height;
    struct edge_slot *slot; /* else a power of two of them, at most half full */
    size_t mask;            /* their number, less one */
} edge_map_t;

/* False when out of memory (then the map is empty, and frees). */
bool edge_map_init(edge_map_t *map, const edge_set_t *first, const edge_set_t *second);
void edge_map_free(edge_map_t *map);
long edge_map_hashed_find(const edge_map_t *map, edge_t e);

static inline long edge_map_find(const edge_map_t *map, edge_t e)
{
    if (map->grid == NULL)
        return edge_map_hashed_find(map, e);
    int64_t cell = lattice_box_index(map->origin, map->width, map->height, (hexagon_t){e.q, e.r});
    return cell >= 0 && e.side < 3 ? map->grid[3 * cell + e.side] : -1;
}

/* Removes from set every edge that other contains. */
void edge_set_subtract(edge_set_t *set, const edge_set_t *other);

/* Sorts edges and drops repeats in place; returns the new count. */
size_t edge_sort_unique(edge_t *edges, size_t count);

#endif
