/* Pictures of figures of pieces: a faint hexagon grid, each piece a thick
 * line in its colour, labelled with its name.  Several figures (all the
 * solutions of a puzzle, the 12 pieces) make one page, in a grid. */
#ifndef TWIGS_TWIG_FIGURE_SVG_H
#define TWIGS_TWIG_FIGURE_SVG_H

#include <stddef.h>
#include <stdio.h>

#include "io/svg.h"
#include "twig/figure.h"
#include "twig/pentatwigs.h"

typedef enum {
    FIGURE_STYLE_PALETTE, /* a colour of its own per letter */
    FIGURE_STYLE_WHITE,   /* a player's colours, white outlined in black */
    FIGURE_STYLE_BLACK,
} figure_style_t;

typedef struct {
    const placement_t *pieces;
    size_t count;
    const figure_style_t *styles; /* per piece; NULL: all FIGURE_STYLE_PALETTE */
    const char *caption;          /* shown under the figure; may be NULL */
    const piece_set_t *set;       /* names the pieces; NULL: the pentatwigs */
    figure_mark_t mark;
} figure_svg_t;

/* The box (in lattice_vertex_point units) a figure's edges occupy, with a
 * margin of one hexagon. */
void figure_svg_bounds(const figure_svg_t *figure, double *x0, double *y0, double *x1, double *y1);

/* Draws the grid of hexagons behind the box. */
void figure_svg_grid(svg_t *svg, double x0, double y0, double x1, double y1);

/* A piece's name, in a badge: its centre and radius. */
typedef struct {
    double x, y, r;
} figure_badge_t;

/* A label's box: its centre and half its width and height. */
typedef struct {
    double x, y, half_w, half_h;
} figure_label_t;

/* The badges of the figure's pieces, placed where nothing else is: each
 * on its own piece's line, at the spot (the nearest the piece's middle
 * among those clear enough) farthest from the other pieces' lines and
 * from the badges placed before it.  A malloc'd array of figure->count,
 * NULL when out of memory. */
figure_badge_t *figure_svg_badges(const figure_svg_t *figure);

/* Writes each hexagon's name (q,r) where the badges (may be NULL) and the
 * labels already written (may be NULL) leave it clear: the lower part of
 * the hexagon, else its upper part, else its middle or a side; where
 * none is, the clearest of them. */
void figure_svg_grid_names(svg_t *svg, double x0, double y0, double x1, double y1,
                           const figure_badge_t *badges, size_t badge_count,
                           const figure_label_t *labels, size_t label_count);
/* A hexagon filled with `fill` (a shaded area). */
void figure_svg_hexagon(svg_t *svg, hexagon_t h, const char *fill, double opacity);

/* Draws what the figure's mark says (under the pieces for shaded
 * hexagons, over them for leaves), in a group of class "closed",
 * "largest-area" or "leaves"; false when out of memory or the figure is
 * too spread out to fill. */
bool figure_svg_marks(svg_t *svg, const figure_svg_t *figure, bool over);

/* Draws the pieces of one figure (no grid): every line, then every
 * badge (in a group of class "badges"), so that no line crosses a badge;
 * a badge is filled with its piece's colour (White's white, Black's
 * black) and its name written in a colour that stands out on it.  The
 * badges are figure_svg_badges's. */
void figure_svg_pieces(svg_t *svg, const figure_svg_t *figure);

/* One SVG document with the figures in rows of `columns`. */
void figure_svg_page(FILE *out, const figure_svg_t *figures, size_t count, size_t columns);

#endif
