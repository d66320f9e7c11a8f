#include "game/meridians_rules.h"

#include "hex/sight.h"

/* Turns before this one follow the opening rules (anywhere, then a path
 * to the first stone) and have no removal step. */
#define FIRST_FULL_TURN 3

/* How many forced skips can follow each other: a skip on a second turn,
 * each player, then a skip on a later turn (whose skipper has no stone
 * with an empty neighbour, so no stone with a path), after which the
 * opponent's removal step takes all the skipper's stones and the skipper
 * loses when their turn begins.  The loop below stops there anyway. */
#define SKIPS_IN_A_ROW_MAX 4

static int turn_number(const meridians_game_t *game, colour_t player)
{
    return game->turns[player] + 1;
}

static void finish(meridians_game_t *game, colour_t winner)
{
    game->finished = true;
    game->winner = winner;
    game->to_move = COLOUR_NONE;
}

void meridians_game_start(meridians_game_t *game, const hex_board_t *board)
{
    hex_position_init(&game->pos, board);
    game->to_move = COLOUR_WHITE;
    game->turns[COLOUR_NONE] = game->turns[COLOUR_WHITE] = game->turns[COLOUR_BLACK] = 0;
    game->passes = 0;
    game->finished = false;
    game->winner = COLOUR_NONE;
}

/* ---- Paths and dead groups ---- */

meridians_path_t meridians_path(const hex_position_t *pos, hex_cell_t a, hex_cell_t b,
                                hex_cell_t *blocker)
{
    hex_cell_t between[HEX_ROW_LENGTH_MAX];
    int n = hex_board_between(pos->board, a, b, between);
    if (n < 0)
        return MERIDIANS_PATH_NOT_IN_LINE;
    if (n == 0)
        return MERIDIANS_PATH_ADJACENT;
    for (int i = 0; i < n; i++)
        if (hex_position_get(pos, between[i]) != COLOUR_NONE) {
            if (blocker != NULL)
                *blocker = between[i];
            return MERIDIANS_PATH_BLOCKED;
        }
    return MERIDIANS_PATH;
}

/* Marks, by group representative, the groups of colour c that have a
 * path.  Looking east, north-east and north-west from every stone meets
 * each pair of stones on a line once, from its lower or left end. */
static void mark_living(const hex_position_t *pos, colour_t c, bool living[HEX_CELLS_MAX])
{
    for (hex_cell_t stone = 0; stone < pos->board->count; stone++) {
        if (hex_position_get(pos, stone) != c)
            continue;
        for (int d = HEX_DIR_E; d <= HEX_DIR_NW; d++) {
            int gap;
            hex_cell_t other = hex_position_first_stone(pos, stone, (hex_dir_t)d, &gap);
            if (other == HEX_NO_CELL || gap == 0 || hex_position_get(pos, other) != c ||
                hex_position_same_group(pos, stone, other))
                continue;
            living[hex_position_group(pos, stone)] = true;
            living[hex_position_group(pos, other)] = true;
        }
    }
}

int meridians_dead_stones(const hex_position_t *pos, colour_t c, hex_cell_t *out)
{
    bool living[HEX_CELLS_MAX] = {false};
    mark_living(pos, c, living);
    int n = 0;
    for (hex_cell_t stone = 0; stone < pos->board->count; stone++)
        if (hex_position_get(pos, stone) == c && !living[hex_position_group(pos, stone)])
            out[n++] = stone;
    return n;
}

/* ---- Placements ---- */

hex_cell_t meridians_first_stone(const hex_position_t *pos, colour_t colour)
{
    if (hex_position_count(pos, colour) != 1)
        return HEX_NO_CELL;
    for (hex_cell_t cell = 0; cell < pos->board->count; cell++)
        if (hex_position_get(pos, cell) == colour)
            return cell;
    return HEX_NO_CELL;
}

void meridians_game_removal(const meridians_game_t *game, hex_position_t *after)
{
    *after = game->pos;
    colour_t player = game->to_move;
    if (player == COLOUR_NONE || turn_number(game, player) < FIRST_FULL_TURN)
        return;
    hex_cell_t dead[HEX_CELLS_MAX];
    int n = meridians_dead_stones(after, colour_other(player), dead);
    hex_position_set_cells(after, dead, n, COLOUR_NONE);
}

meridians_fault_t meridians_game_check(const meridians_game_t *game, const hex_position_t *after,
                                       hex_cell_t cell)
{
    colour_t player = game->to_move;
    if (game->finished || player == COLOUR_NONE)
        return MERIDIANS_OVER;
    if (hex_position_get(after, cell) != COLOUR_NONE)
        return MERIDIANS_OCCUPIED;
    int turn = turn_number(game, player);
    if (turn == 1)
        return MERIDIANS_LEGAL;
    if (turn == 2) {
        hex_cell_t first = meridians_first_stone(after, player);
        bool path = first != HEX_NO_CELL && meridians_path(after, cell, first, NULL) == MERIDIANS_PATH;
        return path ? MERIDIANS_LEGAL : MERIDIANS_NO_PATH;
    }
    return hex_sight_meets(after, cell, player) ? MERIDIANS_LEGAL : MERIDIANS_UNSEEN;
}

/* The legal placements on `after`, up to `max` of them. */
static int legal_cells(const meridians_game_t *game, const hex_position_t *after, hex_cell_t *out,
                       int max)
{
    int n = 0;
    for (hex_cell_t cell = 0; cell < after->board->count && n < max; cell++)
        if (meridians_game_check(game, after, cell) == MERIDIANS_LEGAL)
            out[n++] = cell;
    return n;
}

int meridians_game_moves(const meridians_game_t *game, hex_cell_t *out)
{
    hex_position_t after;
    meridians_game_removal(game, &after);
    return legal_cells(game, &after, out, HEX_CELLS_MAX);
}

static bool has_move(const meridians_game_t *game, const hex_position_t *after)
{
    if (turn_number(game, game->to_move) >= FIRST_FULL_TURN)
        return hex_sight_any(after, game->to_move);
    hex_cell_t one;
    return legal_cells(game, after, &one, 1) > 0;
}

/* The turn of the player to move begins: with no stone left (from their
 * third turn on) they have lost; with no legal placement they skip it,
 * their removal step done, and the opponent's turn begins. */
static void begin_turn(meridians_game_t *game)
{
    for (int skips = 0; skips <= SKIPS_IN_A_ROW_MAX; skips++) {
        colour_t player = game->to_move;
        if (turn_number(game, player) >= FIRST_FULL_TURN && hex_position_count(&game->pos, player) == 0) {
            finish(game, colour_other(player));
            return;
        }
        hex_position_t after;
        meridians_game_removal(game, &after);
        if (has_move(game, &after))
            return;
        game->pos = after;
        game->turns[player]++;
        game->passes++;
        game->to_move = colour_other(player);
    }
}

void meridians_game_play(meridians_game_t *game, hex_cell_t cell)
{
    colour_t player = game->to_move;
    hex_position_t after;
    meridians_game_removal(game, &after);
    hex_position_set(&after, cell, player);
    game->pos = after;
    game->turns[player]++;
    game->to_move = colour_other(player);
    begin_turn(game);
}

int meridians_game_careful_moves(const meridians_game_t *game, hex_cell_t *moves, int n)
{
    int kept = 0;
    for (int i = 0; i < n; i++) {
        meridians_game_t next = *game;
        hex_cell_t dead[HEX_CELLS_MAX];
        meridians_game_play(&next, moves[i]);
        if (next.finished || meridians_dead_stones(&next.pos, game->to_move, dead) == 0)
            moves[kept++] = moves[i];
    }
    return kept > 0 ? kept : n;
}

void meridians_game_set_up(meridians_game_t *game, const hex_position_t *pos,
                           colour_t to_move)
{
    meridians_game_start(game, pos->board);
    game->pos = *pos;
    game->turns[COLOUR_WHITE] = game->turns[COLOUR_BLACK] = FIRST_FULL_TURN - 1;
    game->to_move = to_move;
    if (to_move != COLOUR_NONE) {
        begin_turn(game);
        return;
    }
    int white = hex_position_count(pos, COLOUR_WHITE);
    int black = hex_position_count(pos, COLOUR_BLACK);
    if (white == 0 && black > 0)
        finish(game, COLOUR_BLACK);
    else if (black == 0 && white > 0)
        finish(game, COLOUR_WHITE);
}
