/* Areas: the bounded faces of the plane figure that a set of edges draws
 * (seeds/004, docs/rules.md).  An area is made of whole virtual hexagons; the edges that
 * bound it are the figure's edges with the area on exactly one side, so an
 * edge poking into an area (a spur) does not bound it.  Each edge is white
 * or black, and an area belongs to the colour of strictly more than half
 * of its bounding edges, or to nobody (COLOUR_NONE).
 *
 * Hexagons joined through sides that are not in the figure lie in one
 * face, so the areas are found by flood-filling the hexagons of the
 * figure's bounding box: the hexagons that reach beyond the box are the
 * outside, every other part is an area.
 */
#ifndef TWIGS_TWIG_AREA_H
#define TWIGS_TWIG_AREA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "twig/lattice.h"
#include "util/colour.h"

/* The box is limited so that a figure spread far apart cannot make the
 * flood fill allocate without bound; a connected figure of n edges spans
 * at most n + 3 hexagons each way, so any figure of a few thousand edges
 * that hangs together fits. */
#define AREA_MAX_BOX_HEXES (4u * 1024u * 1024u)

typedef struct {
    size_t hexagons;                /* virtual hexagons inside */
    size_t bounding;                /* edges with the area on exactly one side */
    size_t by_colour[COLOUR_COUNT]; /* the bounding edges of each colour */
    colour_t owner;                 /* COLOUR_NONE when neutral */
    hexagon_t first;                /* its least hexagon by r, then q */
} area_t;

typedef struct {
    area_t *areas; /* in the order of their first hexagons */
    size_t count;
    /* Which area each hexagon of the box lies in (-1: outside). */
    hexagon_t origin;
    int32_t width, height;
    int32_t *cells;
} area_map_t;

typedef enum {
    AREA_OK,
    AREA_TOO_LARGE, /* the box would exceed AREA_MAX_BOX_HEXES */
    AREA_NO_MEMORY,
} area_status_t;

/* Finds the areas of the figure drawn by `edges`; colours[i]
 * (COLOUR_WHITE or COLOUR_BLACK) is the colour of edges[i], or colours is
 * NULL when all are white.  An edge listed twice counts once, with its
 * first colour. */
area_status_t area_map_build(area_map_t *map, const edge_t *edges, const uint8_t *colours,
                             size_t count);
void area_map_free(area_map_t *map);

/* The index of the area hexagon h lies in, or -1 when it is outside. */
int area_map_at(const area_map_t *map, hexagon_t h);

/* The hexagon whose area is cells[index]. */
hexagon_t area_map_hex(const area_map_t *map, size_t index);

/* The index of the area with the most hexagons (the first of equals), or
 * -1 when there is none. */
int area_map_largest(const area_map_t *map);

#endif
