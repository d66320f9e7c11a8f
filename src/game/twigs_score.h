/* The standing of a legal Twigs position (seeds/004, docs/check.md): its areas, who owns
 * them, the points each player has, and whether the game is over. */
#ifndef TWIGS_GAME_TWIGS_SCORE_H
#define TWIGS_GAME_TWIGS_SCORE_H

#include "game/twigs_position.h"
#include "io/report.h"
#include "twig/area.h"

/* The areas of the position's figure, each edge in its piece's colour. */
area_status_t twigs_score_areas(const twigs_position_t *pos, area_map_t *map);

/* Fills the report's score, status, player to move and winner, and lists
 * the areas in its notes.  A figure too spread out to fill (only possible
 * for a puzzle solution of a large region) is reported without a score. */
void twigs_score_report(const twigs_position_t *pos, report_t *report);

#endif
