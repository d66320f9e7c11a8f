/* A puzzle's picture, for `twigs render` of a puzzle file: its region
 * (the hexagons shaded, the edges to cover in grey, the spare edges
 * dashed) and under it each of its pieces once, named, with a caption
 * saying what the puzzle asks and with which pieces, so that a region
 * typed in can be seen before it is solved. */
#ifndef TWIGS_PUZZLE_PUZZLE_SVG_H
#define TWIGS_PUZZLE_PUZZLE_SVG_H

#include <stdbool.h>
#include <stdio.h>

#include "puzzle/puzzle.h"

/* Draws the puzzle as an SVG document, each hexagon of the region named
 * when `grid`; false when out of memory. */
bool puzzle_svg_draw(const puzzle_t *puzzle, bool grid, FILE *out);

#endif
