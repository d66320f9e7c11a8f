#include "game/twigs_score.h"

#include <string.h>

#define GAME_PIECES (2 * PIECE_COUNT)

area_status_t twigs_score_areas(const twigs_position_t *pos, area_map_t *map)
{
    return area_map_build(map, pos->edges, pos->edge_colours, pos->edge_count);
}

twigs_tally_t twigs_score_tally(const twigs_position_t *pos, const area_map_t *map)
{
    twigs_tally_t t = {{0}, {0}, {0}};
    for (size_t a = 0; a < map->count; a++) {
        colour_t owner = map->areas[a].owner;
        t.areas[owner]++;
        t.hexagons[owner] += (long)map->areas[a].hexagons;
    }
    memcpy(t.points, pos->hexagon_scoring ? t.hexagons : t.areas, sizeof t.points);
    return t;
}

twigs_standing_t twigs_score_standing(const twigs_position_t *pos, const twigs_tally_t *tally)
{
    twigs_standing_t s = {pos->piece_count >= GAME_PIECES, COLOUR_NONE, COLOUR_NONE};
    long white = tally->points[COLOUR_WHITE], black = tally->points[COLOUR_BLACK];
    if (!s.finished)
        s.to_move = pos->piece_count % 2 == 0 ? COLOUR_WHITE : COLOUR_BLACK;
    else if (white != black)
        s.winner = white > black ? COLOUR_WHITE : COLOUR_BLACK;
    return s;
}
