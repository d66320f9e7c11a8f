/* Pictures of figures of pieces: a faint hexagon grid, each piece a thick
 * line in its colour, labelled with its letter.  Several figures (all the
 * solutions of a puzzle, the 12 pieces) make one page, in a grid. */
#ifndef TWIGS_IO_SVG_FIGURE_H
#define TWIGS_IO_SVG_FIGURE_H

#include <stddef.h>
#include <stdio.h>

#include "io/svg.h"
#include "twig/pieces.h"

typedef enum {
    SVG_PIECE_PALETTE, /* a colour of its own per letter */
    SVG_PIECE_WHITE,   /* a player's colours, white outlined in black */
    SVG_PIECE_BLACK,
} svg_piece_style_t;

typedef struct {
    const placement_t *pieces;
    size_t count;
    const svg_piece_style_t *styles; /* per piece; NULL: all SVG_PIECE_PALETTE */
    const char *caption;             /* shown under the figure; may be NULL */
} svg_figure_t;

/* The box (in lattice_vertex_point units) a figure's edges occupy, with a
 * margin of one hexagon. */
void svg_figure_bounds(const svg_figure_t *figure, double *x0, double *y0, double *x1, double *y1);

/* Draws the grid of hexagons behind the box. */
void svg_figure_grid(svg_t *svg, double x0, double y0, double x1, double y1);

/* Writes each hexagon's name (q,r) in the lower part of the hexagon. */
void svg_figure_grid_names(svg_t *svg, double x0, double y0, double x1, double y1);

/* Where a piece's letter is drawn: the middle of its edges. */
void svg_figure_label_point(const placement_t *piece, double *x, double *y);

/* Draws the pieces of one figure (no grid). */
void svg_figure_pieces(svg_t *svg, const svg_figure_t *figure);

/* One SVG document with the figures in rows of `columns`. */
void svg_figure_page(FILE *out, const svg_figure_t *figures, size_t count, size_t columns);

#endif
