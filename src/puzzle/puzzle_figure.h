/* A puzzle solution as a figure to draw (twig/figure_svg.h): what the
 * puzzle's picture marks (what it counts), and The Maximum's pieces in
 * its players' colours.  `twigs solve --format svg` and the page draw
 * solutions with it. */
#ifndef TWIGS_PUZZLE_PUZZLE_FIGURE_H
#define TWIGS_PUZZLE_PUZZLE_FIGURE_H

#include <stddef.h>

#include "puzzle/puzzle.h"
#include "twig/figure_svg.h"

/* The figure of `count` pieces (at most 2 * PIECE_COUNT for The
 * Maximum); `styles` is room for the styles it may point at, which must
 * live as long as the figure. */
figure_svg_t puzzle_figure(const puzzle_t *puzzle, const placement_t *pieces, size_t count,
                           const char *caption, figure_style_t styles[2 * PIECE_COUNT]);

#endif
