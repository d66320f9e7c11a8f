/* Figures: sets of pieces laid on the lattice, and how they hang together.
 * Two pieces touch when they share a vertex (seeds/004). */
#ifndef TWIGS_TWIG_FIGURE_H
#define TWIGS_TWIG_FIGURE_H

#include <stdbool.h>
#include <stddef.h>

#include "twig/piece_set.h"

/* What a figure's picture marks besides its pieces, what a puzzle
 * counts (twig/figure_svg.h draws it). */
typedef enum {
    FIGURE_MARK_NONE,
    FIGURE_MARK_LEAVES,       /* The Tree: the ends where one edge ends */
    FIGURE_MARK_LARGEST_AREA, /* The Ring: the largest area, shaded */
    FIGURE_MARK_CLOSED,       /* The Maximum, 15 Hexes: the closed hexagons, shaded */
} figure_mark_t;

bool figure_pieces_touch(const placement_t *a, const placement_t *b);

/* Puts the pieces in an order in which each touches an earlier one: a
 * breadth-first walk from the piece with the least edge.  Returns false
 * (leaving the order unspecified) when no such order exists, that is when
 * the figure is not connected. */
bool figure_touch_order(placement_t *pieces, size_t count);

/* Whether every piece after the first touches an earlier one. */
bool figure_in_touch_order(const placement_t *pieces, size_t count);

/* The edges of the pieces in all. */
size_t figure_edge_count(const placement_t *pieces, size_t count);

/* All edges of the pieces, in piece order: out has figure_edge_count
 * entries; returns that count. */
size_t figure_edges(const placement_t *pieces, size_t count, edge_t *out);

#endif
