#include "game/random_game.h"

#include <stdio.h>
#include <stdlib.h>

/* ---- Sibling ---- */

static int sibling_pair_count(const hex_position_t *pos)
{
    sibling_pairs_t it = SIBLING_PAIRS_START;
    hex_cell_t pair[2];
    int n = 0;
    while (sibling_pairs_next(pos, &it, pair))
        n++;
    return n;
}

static void sibling_pair_at(const hex_position_t *pos, int index, hex_cell_t pair[2])
{
    sibling_pairs_t it = SIBLING_PAIRS_START;
    for (int i = 0; i <= index; i++)
        sibling_pairs_next(pos, &it, pair);
}

static hex_cell_t random_empty_cell(random_t *rng, const hex_position_t *pos)
{
    int k = (int)random_below(rng, (unsigned)hex_position_count(pos, COLOUR_NONE));
    for (hex_cell_t c = 0;; c++)
        if (hex_position_get(pos, c) == COLOUR_NONE && k-- == 0)
            return c;
}

bool random_sibling_game(random_t *rng, sibling_game_t *game, hex_record_t *record,
                         int max_moves)
{
    const hex_board_t *board = game->pos.board;
    for (int played = 0; (max_moves < 0 || played < max_moves) && !sibling_game_finished(game);
         played++) {
        char a[HEX_NAME_MAX], b[HEX_NAME_MAX], entry[16];
        if (sibling_swap_allowed(game) && random_below(rng, 2) == 0) {
            sibling_game_swap(game);
            if (!hex_record_add(record, "swap"))
                return false;
            continue;
        }
        hex_cell_t cells[2];
        if (sibling_stones_due(game) == 1) {
            cells[0] = random_empty_cell(rng, &game->pos);
            snprintf(entry, sizeof entry, "%s", hex_board_cell_name(board, cells[0], a));
        } else {
            unsigned pairs = (unsigned)sibling_pair_count(&game->pos);
            sibling_pair_at(&game->pos, (int)random_below(rng, pairs), cells);
            /* Either cell may come first in a record. */
            int first = (int)random_below(rng, 2);
            snprintf(entry, sizeof entry, "%s %s", hex_board_cell_name(board, cells[first], a),
                     hex_board_cell_name(board, cells[1 - first], b));
        }
        sibling_game_play(game, cells, sibling_stones_due(game));
        if (!hex_record_add(record, entry))
            return false;
    }
    return true;
}

/* ---- Orochi ---- */

bool random_orochi_game(random_t *rng, orochi_game_t *game, hex_record_t *record,
                        int max_moves)
{
    const hex_board_t *board = game->pos.board;
    /* A replacement removes at least two same-coloured contacts, so an
     * entry has fewer tokens than the board has cells times three. */
    size_t room = (size_t)board->count * 3 * 5 + 8;
    char *entry = malloc(room);
    bool ok = entry != NULL;
    for (int played = 0; ok && (max_moves < 0 || played < max_moves) && !orochi_game_finished(game);
         played++) {
        char name[HEX_NAME_MAX];
        hex_cell_t cell = random_empty_cell(rng, &game->pos);
        colour_t colour = random_below(rng, 2) ? COLOUR_BLACK : COLOUR_WHITE;
        orochi_game_place(game, colour, cell);
        size_t n = (size_t)snprintf(entry, room, "%c%s", colour == COLOUR_WHITE ? 'W' : 'B',
                                    hex_board_cell_name(board, cell, name));
        hex_cell_t over[HEX_CELLS_MAX];
        int count, replaced = 0;
        while ((count = orochi_over_connected_cells(&game->pos, over)) > 0) {
            hex_cell_t victim = over[random_below(rng, (unsigned)count)];
            orochi_game_replace(game, victim);
            n += (size_t)snprintf(entry + n, room - n, " x%s",
                                  hex_board_cell_name(board, victim, name));
            replaced++;
        }
        orochi_game_end_turn(game, replaced > 0);
        ok = hex_record_add(record, entry);
    }
    free(entry);
    return ok;
}

/* ---- Meridians and Sinfrid ---- */

hex_cell_t random_meridians_move(random_t *rng, const meridians_game_t *game, bool careful)
{
    hex_cell_t moves[HEX_CELLS_MAX];
    int n = meridians_game_moves(game, moves);
    if (n == 0)
        return HEX_NO_CELL;
    if (careful)
        n = meridians_game_careful_moves(game, moves, n);
    return moves[random_below(rng, (unsigned)n)];
}

/* The setup: any cell for the black stone, any other for the white one. */
static int random_sinfrid_setup(random_t *rng, int cell_count, hex_cell_t *cells)
{
    cells[0] = (hex_cell_t)random_below(rng, (unsigned)cell_count);
    cells[1] = (hex_cell_t)((cells[0] + 1 + (int)random_below(rng, (unsigned)cell_count - 1)) %
                            cell_count);
    return 2;
}

int random_sinfrid_move(random_t *rng, const sinfrid_game_t *game, hex_cell_t *cells)
{
    if (!game->set_up)
        return random_sinfrid_setup(rng, game->pos.board->count, cells);
    hex_cell_t options[HEX_CELLS_MAX];
    int n = sinfrid_game_roots(game, options);
    if (n == 0)
        return 0;
    cells[0] = options[random_below(rng, (unsigned)n)];
    int seen, region, needed = sinfrid_game_needed(game, cells[0], &seen, &region);
    int count = 1;
    for (; count < needed; count++) {
        n = sinfrid_game_frontier(game, cells, count, options);
        if (n == 0)
            break;
        cells[count] = options[random_below(rng, (unsigned)n)];
    }
    return count;
}
