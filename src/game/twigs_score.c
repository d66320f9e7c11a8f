#include "game/twigs_score.h"

#include <stdio.h>

#include "game/game_report.h"

#define GAME_PIECES (2 * PIECE_COUNT)

/* The areas and their hexagons by owner (COLOUR_NONE: neutral). */
typedef struct {
    long areas[COLOUR_COUNT];
    long hexagons[COLOUR_COUNT];
} tally_t;

area_status_t twigs_score_areas(const twigs_position_t *pos, area_map_t *map)
{
    return area_map_build(map, pos->edges, pos->edge_colours, pos->edge_count);
}

/* "white", "black" or "neutral" (COLOUR_NONE) for an area's owner. */
static const char *twigs_score_owner_name(colour_t owner)
{
    return owner == COLOUR_NONE ? "neutral" : colour_name(owner);
}

static tally_t tally_areas(const area_map_t *map)
{
    tally_t t = {{0}, {0}};
    for (size_t a = 0; a < map->count; a++) {
        colour_t owner = map->areas[a].owner;
        t.areas[owner]++;
        t.hexagons[owner] += (long)map->areas[a].hexagons;
    }
    return t;
}

static ynode_t *score_node(const tally_t *t, const long points[COLOUR_COUNT])
{
    ynode_t *score = ynode_new_mapping(true);
    ynode_t *areas = game_report_colours(t->areas[COLOUR_WHITE], t->areas[COLOUR_BLACK]);
    ymap_add_int(areas, "neutral", t->areas[COLOUR_NONE]);
    ymap_add(score, "areas", areas);
    ymap_add(score, "hexagons",
             game_report_colours(t->hexagons[COLOUR_WHITE], t->hexagons[COLOUR_BLACK]));
    ymap_add(score, "points", game_report_colours(points[COLOUR_WHITE], points[COLOUR_BLACK]));
    return score;
}

/* Each area for the text report, as "0,0: 1 hexagon, edges 5 white 1
 * black, white", a line each (a block list). */
static ynode_t *areas_note(const area_map_t *map)
{
    ynode_t *list = ynode_new_sequence(false);
    for (size_t a = 0; a < map->count; a++) {
        const area_t *area = &map->areas[a];
        char at[LATTICE_NAME_MAX], text[160];
        lattice_hex_format(area->first, at);
        snprintf(text, sizeof text, "%s: %zu hexagon%s, edges %zu white %zu black, %s", at,
                 area->hexagons, area->hexagons == 1 ? "" : "s", area->by_colour[COLOUR_WHITE],
                 area->by_colour[COLOUR_BLACK], twigs_score_owner_name(area->owner));
        yseq_add_string(list, text);
    }
    return list;
}

static void report_standing(const twigs_position_t *pos, const long points[COLOUR_COUNT],
                            report_t *report)
{
    if (pos->piece_count < GAME_PIECES) {
        report->status = "in_progress";
        report->to_move = colour_name(pos->piece_count % 2 == 0 ? COLOUR_WHITE : COLOUR_BLACK);
        return;
    }
    long white = points[COLOUR_WHITE], black = points[COLOUR_BLACK];
    report->status = "finished";
    report->winner =
        white == black ? "draw" : colour_name(white > black ? COLOUR_WHITE : COLOUR_BLACK);
}

void twigs_score_report(const twigs_position_t *pos, report_t *report)
{
    area_map_t map;
    area_status_t status = twigs_score_areas(pos, &map);
    if (status == AREA_NO_MEMORY) {
        diag_add(&report->diag, DIAG_INPUT, 0, 0, "out of memory");
        return;
    }
    ynode_t *notes = game_report_notes(report);
    if (status == AREA_TOO_LARGE) {
        ymap_add_string(notes, "score",
                        "not computed: the figure is too spread out to find its areas");
        return;
    }
    tally_t t = tally_areas(&map);
    const long *points = pos->hexagon_scoring ? t.hexagons : t.areas;
    report->score = score_node(&t, points);
    ymap_add(notes, "areas", areas_note(&map));
    if (!pos->has_puzzle)
        report_standing(pos, points, report);
    area_map_free(&map);
}
