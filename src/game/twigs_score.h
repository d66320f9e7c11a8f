/* The standing of a legal Twigs position (seeds/004, docs/check.md): its areas, who owns
 * them, the points each player has, and whether the game is over. */
#ifndef TWIGS_GAME_TWIGS_SCORE_H
#define TWIGS_GAME_TWIGS_SCORE_H

#include <stdbool.h>

#include "game/twigs_position.h"
#include "twig/area.h"

/* The areas of the position's figure, each edge in its piece's colour. */
area_status_t twigs_score_areas(const twigs_position_t *pos, area_map_t *map);

/* The areas and their hexagons by owner (COLOUR_NONE: neutral), and the
 * points each player has by the position's scoring: its areas, or its
 * hexagons. */
typedef struct {
    long areas[COLOUR_COUNT];
    long hexagons[COLOUR_COUNT];
    long points[COLOUR_COUNT];
} twigs_tally_t;

twigs_tally_t twigs_score_tally(const twigs_position_t *pos, const area_map_t *map);

/* Where a game stands: over when both players have placed every piece. */
typedef struct {
    bool finished;
    colour_t to_move; /* while it is not finished */
    colour_t winner;  /* once it is: COLOUR_NONE for a draw */
} twigs_standing_t;

twigs_standing_t twigs_score_standing(const twigs_position_t *pos, const twigs_tally_t *tally);

#endif
