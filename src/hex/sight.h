/* What a cell sees along the six rays of a hex board: the first stone met
 * on each ray, and the groups seen past friendly stones.  Board logic for
 * any game played by lines of sight: Meridians (where may a stone go,
 * which stones have a path) and Sinfrid (how many friendly groups does a
 * rooted stone see, can a player place at all) are made of it. */
#ifndef TWIGS_HEX_SIGHT_H
#define TWIGS_HEX_SIGHT_H

#include <stdbool.h>

#include "hex/position.h"

/* True when, along at least one of the six rays from cell, the first stone
 * met has colour c. */
bool hex_sight_meets(const hex_position_t *pos, hex_cell_t cell, colour_t c);

/* True when some empty cell meets a stone of colour c (as
 * hex_sight_meets says). */
bool hex_sight_any(const hex_position_t *pos, colour_t c);

/* Every empty cell that meets a stone of colour c, in cell order; returns
 * how many.  `out` needs room for HEX_CELLS_MAX cells. */
int hex_sight_cells(const hex_position_t *pos, colour_t c, hex_cell_t *out);

/* The most groups one cell can see: a ray of at most HEX_ROW_LENGTH_MAX - 1
 * cells shows at most one group for every two of them. */
#define HEX_SIGHT_GROUPS_MAX (HEX_DIR_COUNT * HEX_ROW_LENGTH_MAX / 2)

/* The distinct groups of colour c that cell sees: along each ray, every
 * stone of colour c before the first stone of the other colour (empty
 * cells and stones of colour c do not block the view).  Stores each
 * group's representative (hex_position_group) in out, nearest ray first,
 * and returns how many.  `out` needs room for HEX_SIGHT_GROUPS_MAX. */
int hex_sight_groups(const hex_position_t *pos, hex_cell_t cell, colour_t c, hex_cell_t *out);

#endif
