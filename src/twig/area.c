#include "twig/area.h"

#include <stdlib.h>
#include <string.h>

#include "util/array.h"

#define CELL_OUTSIDE (-1)
#define CELL_UNSEEN (-2)

/* The box of hexagons being filled.  walls[i] has bit s set when side s of
 * hexagon i is in the figure; black[i] has bit s set when that edge is
 * black, for the sides a hexagon names itself (ne, e, se), so that every
 * edge is counted once. */
typedef struct {
    hexagon_t origin;
    int32_t width, height;
    uint8_t *walls;
    uint8_t *black;
    int32_t *cells;
    int32_t *stack;
} box_t;

static int64_t box_index(const box_t *box, hexagon_t h)
{
    return lattice_box_index(box->origin, box->width, box->height, h);
}

static hexagon_t grid_hex(hexagon_t origin, int32_t width, int64_t index)
{
    return (hexagon_t){(int32_t)(origin.q + index % width), (int32_t)(origin.r + index / width)};
}

static hexagon_t box_hex(const box_t *box, int64_t index)
{
    return grid_hex(box->origin, box->width, index);
}

/* The hexagons on both sides of every edge, with a margin of one hexagon
 * all round: the margin touches no edge, so it is one piece of outside. */
static area_status_t box_measure(box_t *box, const edge_t *edges, size_t count)
{
    int64_t q0 = 0, q1 = 0, r0 = 0, r1 = 0;
    for (size_t i = 0; i < count; i++) {
        hexagon_t h[2];
        lattice_edge_hexes(edges[i], h);
        for (int k = 0; k < 2; k++) {
            if ((i == 0 && k == 0) || h[k].q < q0)
                q0 = h[k].q;
            if ((i == 0 && k == 0) || h[k].q > q1)
                q1 = h[k].q;
            if ((i == 0 && k == 0) || h[k].r < r0)
                r0 = h[k].r;
            if ((i == 0 && k == 0) || h[k].r > r1)
                r1 = h[k].r;
        }
    }
    int64_t width = q1 - q0 + 3, height = r1 - r0 + 3;
    if (width * height > (int64_t)AREA_MAX_BOX_HEXES)
        return AREA_TOO_LARGE;
    box->origin = (hexagon_t){(int32_t)(q0 - 1), (int32_t)(r0 - 1)};
    box->width = (int32_t)width;
    box->height = (int32_t)height;
    return AREA_OK;
}

static area_status_t box_init(box_t *box, const edge_t *edges, const uint8_t *colours,
                              size_t count)
{
    memset(box, 0, sizeof *box);
    area_status_t status = box_measure(box, edges, count);
    if (status != AREA_OK)
        return status;
    size_t n = (size_t)box->width * (size_t)box->height;
    box->walls = calloc(n, 1);
    box->black = calloc(n, 1);
    box->cells = malloc(n * sizeof *box->cells);
    box->stack = malloc(n * sizeof *box->stack);
    if (!box->walls || !box->black || !box->cells || !box->stack)
        return AREA_NO_MEMORY;
    for (size_t i = 0; i < n; i++)
        box->cells[i] = CELL_UNSEEN;
    for (size_t i = 0; i < count; i++) {
        hexagon_t h[2];
        lattice_edge_hexes(edges[i], h);
        int64_t a = box_index(box, h[0]), b = box_index(box, h[1]);
        uint8_t bit = (uint8_t)(1u << edges[i].side);
        if (box->walls[a] & bit)
            continue; /* listed before: the first colour stands */
        box->walls[a] |= bit;
        box->walls[b] |= (uint8_t)(1u << ((edges[i].side + 3) % SIDE_COUNT));
        if (colours != NULL && colours[i] == COLOUR_BLACK)
            box->black[a] |= bit;
    }
    return AREA_OK;
}

static void box_free(box_t *box)
{
    free(box->walls);
    free(box->black);
    free(box->stack);
    /* cells pass to the map */
}

/* Labels every hexagon reachable from `start` without crossing the figure;
 * returns how many there were. */
static size_t box_fill(box_t *box, int64_t start, int32_t label)
{
    size_t top = 0, filled = 0;
    box->cells[start] = label;
    box->stack[top++] = (int32_t)start;
    while (top > 0) {
        int32_t at = box->stack[--top];
        filled++;
        hexagon_t h = box_hex(box, at);
        for (int s = 0; s < SIDE_COUNT; s++) {
            if (box->walls[at] & (1u << s))
                continue;
            int64_t next = box_index(box, lattice_hex_neighbour(h, (enum side)s));
            if (next >= 0 && box->cells[next] == CELL_UNSEEN) {
                box->cells[next] = label;
                box->stack[top++] = (int32_t)next;
            }
        }
    }
    return filled;
}

static bool map_add_area(area_map_t *map, hexagon_t first, size_t hexagons, size_t *capacity)
{
    area_t *grown = array_reserve(map->areas, capacity, map->count + 1, sizeof *grown);
    if (grown == NULL)
        return false;
    map->areas = grown;
    map->areas[map->count++] = (area_t){hexagons, 0, {0}, COLOUR_NONE, first};
    return true;
}

/* An edge bounds each area on one of its sides only when the other side
 * is not the same area. */
static void count_bounding(area_map_t *map, const box_t *box)
{
    size_t n = (size_t)box->width * (size_t)box->height;
    for (size_t i = 0; i < n; i++)
        for (int s = SIDE_NE; s <= SIDE_SE; s++) {
            if (!(box->walls[i] & (1u << s)))
                continue;
            colour_t colour = box->black[i] & (1u << s) ? COLOUR_BLACK : COLOUR_WHITE;
            int32_t here = box->cells[i];
            hexagon_t across = lattice_hex_neighbour(box_hex(box, (int64_t)i), (enum side)s);
            int32_t there = box->cells[box_index(box, across)];
            if (here == there)
                continue;
            int32_t sides[2] = {here, there};
            for (int k = 0; k < 2; k++)
                if (sides[k] >= 0) {
                    map->areas[sides[k]].bounding++;
                    map->areas[sides[k]].by_colour[colour]++;
                }
        }
    for (size_t a = 0; a < map->count; a++) {
        area_t *area = &map->areas[a];
        for (colour_t c = COLOUR_WHITE; c <= COLOUR_BLACK; c++)
            if (2 * area->by_colour[c] > area->bounding)
                area->owner = c;
    }
}

area_status_t area_map_build(area_map_t *map, const edge_t *edges, const uint8_t *colours,
                             size_t count)
{
    memset(map, 0, sizeof *map);
    if (count == 0)
        return AREA_OK;
    box_t box;
    area_status_t status = box_init(&box, edges, colours, count);
    map->cells = box.cells;
    if (status != AREA_OK) {
        box_free(&box);
        area_map_free(map);
        return status;
    }
    map->origin = box.origin;
    map->width = box.width;
    map->height = box.height;
    box_fill(&box, 0, CELL_OUTSIDE);
    size_t n = (size_t)box.width * (size_t)box.height, capacity = 0;
    for (size_t i = 0; i < n && status == AREA_OK; i++)
        if (box.cells[i] == CELL_UNSEEN) {
            size_t hexagons = box_fill(&box, (int64_t)i, (int32_t)map->count);
            if (!map_add_area(map, box_hex(&box, (int64_t)i), hexagons, &capacity))
                status = AREA_NO_MEMORY;
        }
    if (status == AREA_OK)
        count_bounding(map, &box);
    box_free(&box);
    if (status != AREA_OK)
        area_map_free(map);
    return status;
}

void area_map_free(area_map_t *map)
{
    free(map->areas);
    free(map->cells);
    memset(map, 0, sizeof *map);
}

int area_map_at(const area_map_t *map, hexagon_t h)
{
    int64_t i = lattice_box_index(map->origin, map->width, map->height, h);
    return map->cells != NULL && i >= 0 ? map->cells[i] : -1;
}

hexagon_t area_map_hex(const area_map_t *map, size_t index)
{
    return grid_hex(map->origin, map->width, (int64_t)index);
}

int area_map_largest(const area_map_t *map)
{
    int best = -1;
    for (size_t a = 0; a < map->count; a++)
        if (best < 0 || map->areas[a].hexagons > map->areas[best].hexagons)
            best = (int)a;
    return best;
}
