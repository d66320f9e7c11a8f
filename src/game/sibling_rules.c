#include "game/sibling_rules.h"

void sibling_game_init(sibling_game_t *game, const hex_board_t *board, bool pie)
{
    hex_position_init(&game->pos, board);
    game->to_move = HEX_WHITE;
    game->moves = 0;
    game->pie = pie;
    game->swapped = false;
}

bool sibling_game_from_snapshot(sibling_game_t *game, const hex_position_t *snapshot)
{
    int white = hex_position_count(snapshot, HEX_WHITE);
    int black = hex_position_count(snapshot, HEX_BLACK);
    game->pos = *snapshot;
    game->pie = false;
    game->swapped = false;
    if (white == 0 && black == 0) {
        game->to_move = HEX_WHITE;
        game->moves = 0;
        return true;
    }
    /* White 2a+1 and Black 2b with a <= b <= a+1: Black has one stone
     * fewer than White (Black to move) or one more (White to move). */
    if (white % 2 != 1 || (black != white - 1 && black != white + 1))
        return false;
    game->to_move = black < white ? HEX_BLACK : HEX_WHITE;
    game->moves = 1 + white / 2 + black / 2;
    return true;
}

int sibling_stones_due(const sibling_game_t *game) { return game->moves == 0 ? 1 : 2; }

/* ---- Pairs ---- */

sibling_pair_verdict_t sibling_pair_check(const hex_position_t *pos, hex_cell_t a, hex_cell_t b,
                                          hex_cell_t *culprit)
{
    if (hex_position_get(pos, a) != HEX_EMPTY || hex_position_get(pos, b) != HEX_EMPTY) {
        if (culprit != NULL)
            *culprit = hex_position_get(pos, a) != HEX_EMPTY ? a : b;
        return SIBLING_PAIR_OCCUPIED;
    }
    if (a == b)
        return SIBLING_PAIR_SAME_CELL;
    int distance;
    if (!hex_board_line(pos->board, a, b, NULL, &distance))
        return SIBLING_PAIR_NOT_IN_LINE;
    return distance == 1 ? SIBLING_PAIR_ADJACENT : SIBLING_PAIR_LEGAL;
}

/* The first empty cell from `cell` on along d (cell itself included). */
static hex_cell_t empty_from(const hex_position_t *pos, hex_cell_t cell, hex_dir_t d)
{
    while (cell != HEX_NO_CELL && hex_position_get(pos, cell) != HEX_EMPTY)
        cell = hex_board_neighbour(pos->board, cell, d);
    return cell;
}

/* Each pair is found from its lower cell: looking east, north-east and
 * north-west only, from two steps away (a neighbour is never a partner),
 * every cell met has a higher number.  it->to is the partner last given,
 * HEX_NO_CELL when a ray is still to be started. */
bool sibling_pairs_next(const hex_position_t *pos, sibling_pairs_t *it, hex_cell_t pair[2])
{
    const hex_board_t *board = pos->board;
    for (; it->from < board->count; it->from++, it->dir = 0) {
        if (hex_position_get(pos, it->from) != HEX_EMPTY)
            continue;
        for (; it->dir < HEX_DIR_COUNT / 2; it->dir++) {
            hex_dir_t d = (hex_dir_t)it->dir;
            hex_cell_t start = it->to == HEX_NO_CELL ? hex_board_step(board, it->from, d, 2)
                                                     : hex_board_neighbour(board, it->to, d);
            it->to = empty_from(pos, start, d);
            if (it->to != HEX_NO_CELL) {
                pair[0] = it->from;
                pair[1] = it->to;
                return true;
            }
        }
    }
    return false;
}

/* ---- Moves ---- */

bool sibling_can_move(const sibling_game_t *game)
{
    if (sibling_stones_due(game) == 1)
        return hex_position_count(&game->pos, HEX_EMPTY) > 0;
    sibling_pairs_t it = SIBLING_PAIRS_START;
    hex_cell_t pair[2];
    return sibling_pairs_next(&game->pos, &it, pair);
}

bool sibling_swap_allowed(const sibling_game_t *game) { return game->pie && game->moves == 1; }

/* The stones stay where they are; the players exchange colours, so the
 * black stones still move next. */
void sibling_game_swap(sibling_game_t *game)
{
    game->swapped = true;
    game->moves++;
}

void sibling_game_place(sibling_game_t *game, const hex_cell_t *cells, int count)
{
    hex_position_set_cells(&game->pos, cells, count, game->to_move);
    game->to_move = hex_colour_other(game->to_move);
    game->moves++;
}

/* ---- Score ---- */

static int nth_or_zero(const int *sizes, int count, int n) { return n < count ? sizes[n] : 0; }

hex_colour_t sibling_compare(const int *white, int white_count, const int *black, int black_count)
{
    int longest = white_count > black_count ? white_count : black_count;
    if (longest < 2)
        longest = 2;
    for (int step = 0; step < longest; step++) {
        /* The second largest first, then the largest, then the rest. */
        int n = step == 0 ? 1 : step == 1 ? 0 : step;
        int w = nth_or_zero(white, white_count, n), b = nth_or_zero(black, black_count, n);
        if (w != b)
            return w > b ? HEX_WHITE : HEX_BLACK;
    }
    return HEX_EMPTY;
}

hex_colour_t sibling_winner(const hex_position_t *pos)
{
    int white[HEX_CELLS_MAX], black[HEX_CELLS_MAX];
    int white_count = hex_position_group_sizes(pos, HEX_WHITE, white);
    int black_count = hex_position_group_sizes(pos, HEX_BLACK, black);
    return sibling_compare(white, white_count, black, black_count);
}
