#include "game/orochi_rules.h"

void orochi_game_start(orochi_game_t *game, const hex_board_t *board)
{
    hex_position_init(&game->pos, board);
    game->to_move = COLOUR_WHITE;
    game->last_player = COLOUR_NONE;
    game->placements = 0;
}

/* Stones are never taken off, so each stone on the board was placed. */
void orochi_game_set_up(orochi_game_t *game, const hex_position_t *snapshot)
{
    int stones = snapshot->board->count - hex_position_count(snapshot, COLOUR_NONE);
    game->pos = *snapshot;
    game->to_move = orochi_opening_to_move(stones);
    game->last_player = orochi_opening_last_player(stones);
    game->placements = stones;
}

bool orochi_game_finished(const orochi_game_t *game)
{
    return hex_position_count(&game->pos, COLOUR_NONE) == 1;
}

/* ---- Over-connection ---- */

bool orochi_over_connected(const hex_position_t *pos, hex_cell_t cell)
{
    colour_t colour = hex_position_get(pos, cell);
    return colour != COLOUR_NONE && hex_position_neighbours_of(pos, cell, colour) >= OROCHI_CROWD;
}

int orochi_over_connected_cells(const hex_position_t *pos, hex_cell_t *out)
{
    int n = 0;
    for (hex_cell_t c = 0; c < pos->board->count; c++)
        if (orochi_over_connected(pos, c))
            out[n++] = c;
    return n;
}

/* ---- Turns ---- */

void orochi_game_play(orochi_game_t *game, colour_t colour, const hex_cell_t *cells, int count)
{
    orochi_game_place(game, colour, cells[0]);
    for (int k = 1; k < count; k++)
        orochi_game_replace(game, cells[k]);
    orochi_game_end_turn(game, count > 1);
}

void orochi_game_place(orochi_game_t *game, colour_t colour, hex_cell_t cell)
{
    hex_position_set(&game->pos, cell, colour);
}

void orochi_game_replace(orochi_game_t *game, hex_cell_t cell)
{
    hex_position_set(&game->pos, cell, colour_other(hex_position_get(&game->pos, cell)));
}

void orochi_game_end_turn(orochi_game_t *game, bool replaced)
{
    game->last_player = game->to_move;
    game->placements++;
    /* The second placement is Black's first of two. */
    if (!replaced && game->placements != 2)
        game->to_move = colour_other(game->to_move);
}

/* Placements 1 to 5 are White's, Black's, Black's, White's, Black's:
 * nothing can be replaced before the fifth. */
static const colour_t opening[] = {COLOUR_WHITE, COLOUR_BLACK, COLOUR_BLACK, COLOUR_WHITE,
                                   COLOUR_BLACK};
#define OPENING_LENGTH ((int)(sizeof opening / sizeof opening[0]))

colour_t orochi_opening_to_move(int stones)
{
    return stones >= 0 && stones < OPENING_LENGTH ? opening[stones] : COLOUR_NONE;
}

colour_t orochi_opening_last_player(int stones)
{
    return stones >= 1 && stones <= OPENING_LENGTH ? opening[stones - 1] : COLOUR_NONE;
}

/* ---- Score ---- */

void orochi_outcome(const hex_position_t *pos, orochi_outcome_t *outcome)
{
    const hex_board_t *board = pos->board;
    *outcome = (orochi_outcome_t){HEX_NO_CELL, {0}};
    for (hex_cell_t c = 0; c < board->count && outcome->last_empty == HEX_NO_CELL; c++)
        if (hex_position_get(pos, c) == COLOUR_NONE)
            outcome->last_empty = c;
    if (outcome->last_empty == HEX_NO_CELL)
        return;
    /* Of several groups of one colour only the largest counts. */
    for (int d = 0; d < HEX_DIR_COUNT; d++) {
        hex_cell_t n = hex_board_neighbour(board, outcome->last_empty, (hex_dir_t)d);
        if (n == HEX_NO_CELL || hex_position_get(pos, n) == COLOUR_NONE)
            continue;
        int *best = &outcome->adjacent[hex_position_get(pos, n)];
        int size = hex_position_group_size(pos, n);
        if (size > *best)
            *best = size;
    }
}

colour_t orochi_winner(const orochi_outcome_t *outcome, colour_t last_player)
{
    int white = outcome->adjacent[COLOUR_WHITE], black = outcome->adjacent[COLOUR_BLACK];
    if (white != black)
        return white > black ? COLOUR_WHITE : COLOUR_BLACK;
    return colour_other(last_player);
}
