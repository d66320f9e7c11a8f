/* Pictures of hex-game positions: the board, its stones, optionally each
 * cell's name (`render --grid`), marked cells (the last move) and stones
 * crossed out (Meridians' dead groups), and the cells of an illegal move
 * (a dashed red ring, in a group of class "offending").
 *
 * Round the board stand its coordinates: each row's letter at both ends,
 * the places in a row along the bottom and top rows.
 *
 * Hexhex boards are drawn as hexagonal cells.  The Meridians board is
 * drawn as its rules show it: points of a triangular grid joined by lines,
 * stones on the points. */
#ifndef TWIGS_HEX_BOARD_SVG_H
#define TWIGS_HEX_BOARD_SVG_H

#include <stdbool.h>
#include <stdio.h>

#include "hex/position.h"

typedef struct {
    bool names;               /* write each cell's name on it */
    const hex_cell_t *marked; /* cells to ring, such as the last move's; may be NULL */
    int marked_count;
    const char *caption;      /* shown under the board; may be NULL */
    const hex_cell_t *crossed; /* stones to cross out, such as dead ones; may be NULL */
    int crossed_count;
    const hex_cell_t *offending; /* the cells of an illegal move, marked; may be NULL */
    int offending_count;
} hex_svg_options_t;

/* One SVG document showing the position. */
void hex_svg_draw(FILE *out, const hex_position_t *pos, const hex_svg_options_t *options);

#endif
