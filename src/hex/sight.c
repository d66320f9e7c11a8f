#include "hex/sight.h"

bool hex_sight_meets(const hex_position_t *pos, hex_cell_t cell, colour_t c)
{
    for (int d = 0; d < HEX_DIR_COUNT; d++) {
        hex_cell_t met = hex_position_first_stone(pos, cell, (hex_dir_t)d, NULL);
        if (met != HEX_NO_CELL && hex_position_get(pos, met) == c)
            return true;
    }
    return false;
}

/* An empty cell that meets a stone along a ray over empty cells has an
 * empty neighbour on that ray that meets it too, next to the stone: so
 * some empty cell meets colour c exactly when some stone of colour c has
 * an empty neighbour. */
bool hex_sight_any(const hex_position_t *pos, colour_t c)
{
    if (hex_position_count(pos, c) == 0)
        return false;
    for (hex_cell_t cell = 0; cell < pos->board->count; cell++)
        if (hex_position_get(pos, cell) == c &&
            hex_position_neighbours_of(pos, cell, COLOUR_NONE) > 0)
            return true;
    return false;
}

/* Walks out from every stone of colour c over empty cells: each empty cell
 * reached is one that meets the stone. */
int hex_sight_cells(const hex_position_t *pos, colour_t c, hex_cell_t *out)
{
    const hex_board_t *board = pos->board;
    bool seen[HEX_CELLS_MAX] = {false};
    for (hex_cell_t stone = 0; stone < board->count; stone++) {
        if (hex_position_get(pos, stone) != c)
            continue;
        for (int d = 0; d < HEX_DIR_COUNT; d++)
            for (hex_cell_t cell = hex_board_neighbour(board, stone, (hex_dir_t)d);
                 cell != HEX_NO_CELL && hex_position_get(pos, cell) == COLOUR_NONE;
                 cell = hex_board_neighbour(board, cell, (hex_dir_t)d))
                seen[cell] = true;
    }
    int n = 0;
    for (hex_cell_t cell = 0; cell < board->count; cell++)
        if (seen[cell])
            out[n++] = cell;
    return n;
}

static bool listed(const hex_cell_t *list, int n, hex_cell_t cell)
{
    for (int i = 0; i < n; i++)
        if (list[i] == cell)
            return true;
    return false;
}

int hex_sight_groups(const hex_position_t *pos, hex_cell_t cell, colour_t c, hex_cell_t *out)
{
    const hex_board_t *board = pos->board;
    colour_t enemy = colour_other(c);
    int n = 0;
    for (int d = 0; d < HEX_DIR_COUNT; d++)
        for (hex_cell_t next = hex_board_neighbour(board, cell, (hex_dir_t)d);
             next != HEX_NO_CELL && hex_position_get(pos, next) != enemy;
             next = hex_board_neighbour(board, next, (hex_dir_t)d)) {
            hex_cell_t group = hex_position_group(pos, next);
            if (group != HEX_NO_CELL && !listed(out, n, group))
                out[n++] = group;
        }
    return n;
}
