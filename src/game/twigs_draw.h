/* Pictures of Twigs positions (`twigs render`): the faint hexagon grid,
 * the areas shaded by owner with their sizes, White's pieces outlined so
 * that they show on white, Black's in black, and a caption with the
 * standing. */
#ifndef TWIGS_GAME_TWIGS_DRAW_H
#define TWIGS_GAME_TWIGS_DRAW_H

#include <stdbool.h>
#include <stdio.h>

#include "game/twigs_position.h"
#include "io/report.h"

/* Draws the position as an SVG document.  `report` is its check: areas
 * are shaded only for a legal position, and the caption tells the
 * standing or that it is not legal.  In a position that is not legal,
 * the pieces an error is placed at are marked by a red band (a group of
 * class "offending"), and pieces whose edges are no piece of the set are
 * drawn as thin lines.  Returns false, with an error in diag, when the
 * figure is too spread out to draw or memory runs out. */
bool twigs_draw(const twigs_position_t *pos, const report_t *report, bool grid_names, FILE *out,
                diag_t *diag);

#endif
