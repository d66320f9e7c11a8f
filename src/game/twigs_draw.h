/* Pictures of Twigs positions (`twigs render`): the faint hexagon grid,
 * the areas shaded by owner with their sizes, White's pieces outlined so
 * that they show on white, Black's in black, and a caption with the
 * standing.  The picture knows nothing of the file: the caller words the
 * caption and says which pieces an error is placed at, as the hex games'
 * hex/board_svg.h is told. */
#ifndef TWIGS_GAME_TWIGS_DRAW_H
#define TWIGS_GAME_TWIGS_DRAW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "game/twigs_position.h"

/* A picture spans at most this many units (lattice_vertex_point's) each
 * way: a legal figure of 24 pieces spans about 210, and beyond this the
 * page would be mostly empty grid. */
#define TWIGS_DRAW_MAX_SPAN 500.0

typedef struct {
    bool grid_names; /* each hexagon's name on it (`render --grid`) */
    /* A legal position has its areas shaded; in one that is not, the
     * pieces `offending` says (per piece; NULL: none) are marked by a
     * red band (a group of class "offending"), and pieces whose edges
     * are no piece of the set are drawn as thin lines. */
    bool legal;
    const bool *offending;
    const char *caption; /* under the figure */
} twigs_draw_options_t;

typedef enum {
    TWIGS_DRAW_OK,
    TWIGS_DRAW_TOO_FAR, /* a piece lies beyond TWIGS_DRAW_MAX_SPAN of those before it */
    TWIGS_DRAW_NO_MEMORY,
} twigs_draw_status_t;

/* Draws the position as an SVG document.  Nothing is written unless it
 * returns TWIGS_DRAW_OK; on TWIGS_DRAW_TOO_FAR, *far is the first piece
 * that lies too far. */
twigs_draw_status_t twigs_draw(const twigs_position_t *pos, const twigs_draw_options_t *options,
                               FILE *out, size_t *far);

#endif
