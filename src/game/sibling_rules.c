#include "game/sibling_rules.h"

#include <stdlib.h>

#include "search/matching.h"

void sibling_game_start(sibling_game_t *game, const hex_board_t *board, bool pie)
{
    hex_position_init(&game->pos, board);
    game->to_move = COLOUR_WHITE;
    game->moves = 0;
    game->pie = pie;
    game->swapped = false;
}

bool sibling_game_set_up(sibling_game_t *game, const hex_position_t *snapshot)
{
    int white = hex_position_count(snapshot, COLOUR_WHITE);
    int black = hex_position_count(snapshot, COLOUR_BLACK);
    game->pos = *snapshot;
    game->pie = false;
    game->swapped = false;
    if (white == 0 && black == 0) {
        game->to_move = COLOUR_WHITE;
        game->moves = 0;
        return true;
    }
    /* White 2a+1 and Black 2b with a <= b <= a+1: Black has one stone
     * fewer than White (Black to move) or one more (White to move). */
    if (white % 2 != 1 || (black != white - 1 && black != white + 1))
        return false;
    game->to_move = black < white ? COLOUR_BLACK : COLOUR_WHITE;
    game->moves = 1 + white / 2 + black / 2;
    return true;
}

/* Two stones of one colour could have been placed together when they
 * are on a line and not neighbours: the graph of such pairs, its vertices
 * the stones in cell order. */
typedef struct {
    hex_cell_t stone[HEX_CELLS_MAX];
    int index[HEX_CELLS_MAX]; /* by cell: the stone's number, or -1 */
    int first[HEX_CELLS_MAX + 1];
    int *list;
} pair_graph_t;

static bool pair_graph_build(pair_graph_t *g, const hex_position_t *pos, colour_t colour,
                             matching_graph_t *view)
{
    const hex_board_t *board = pos->board;
    int n = 0;
    for (hex_cell_t c = 0; c < board->count; c++) {
        g->index[c] = hex_position_get(pos, c) == colour ? n : -1;
        if (g->index[c] >= 0)
            g->stone[n++] = c;
    }
    /* A stone meets at most one line's length of others in each of the
     * six directions. */
    g->list = malloc((size_t)(n > 0 ? n : 1) * HEX_DIR_COUNT * HEX_ROW_LENGTH_MAX * sizeof(int));
    if (g->list == NULL)
        return false;
    int k = 0;
    for (int v = 0; v < n; v++) {
        g->first[v] = k;
        for (int d = 0; d < HEX_DIR_COUNT; d++) {
            hex_cell_t ray[HEX_ROW_LENGTH_MAX];
            int length = hex_board_ray(board, g->stone[v], (hex_dir_t)d, ray);
            for (int i = 1; i < length; i++)
                if (g->index[ray[i]] >= 0)
                    g->list[k++] = g->index[ray[i]];
        }
    }
    g->first[n] = k;
    *view = (matching_graph_t){n, g->first, g->list};
    return true;
}

int sibling_unpaired(const hex_position_t *pos, colour_t colour, hex_cell_t *out)
{
    pair_graph_t *g = malloc(sizeof *g);
    matching_graph_t view;
    int mate[HEX_CELLS_MAX], single = -1;
    if (g != NULL && pair_graph_build(g, pos, colour, &view) &&
        matching_maximum(&view, mate) >= 0) {
        single = 0;
        for (int v = 0; v < view.count; v++)
            if (mate[v] == -1)
                out[single++] = g->stone[v];
    }
    if (g != NULL)
        free(g->list);
    free(g);
    return single;
}

int sibling_stones_due(const sibling_game_t *game) { return game->moves == 0 ? 1 : 2; }

/* ---- Pairs ---- */

sibling_pair_verdict_t sibling_pair_check(const hex_position_t *pos, hex_cell_t a, hex_cell_t b,
                                          hex_cell_t *culprit)
{
    if (hex_position_get(pos, a) != COLOUR_NONE || hex_position_get(pos, b) != COLOUR_NONE) {
        if (culprit != NULL)
            *culprit = hex_position_get(pos, a) != COLOUR_NONE ? a : b;
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
    while (cell != HEX_NO_CELL && hex_position_get(pos, cell) != COLOUR_NONE)
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
        if (hex_position_get(pos, it->from) != COLOUR_NONE)
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

bool sibling_game_finished(const sibling_game_t *game)
{
    if (sibling_stones_due(game) == 1)
        return hex_position_count(&game->pos, COLOUR_NONE) == 0;
    sibling_pairs_t it = SIBLING_PAIRS_START;
    hex_cell_t pair[2];
    return !sibling_pairs_next(&game->pos, &it, pair);
}

bool sibling_swap_allowed(const sibling_game_t *game) { return game->pie && game->moves == 1; }

/* The stones stay where they are; the players exchange colours, so the
 * black stones still move next. */
void sibling_game_swap(sibling_game_t *game)
{
    game->swapped = true;
    game->moves++;
}

void sibling_game_play(sibling_game_t *game, const hex_cell_t *cells, int count)
{
    hex_position_set_cells(&game->pos, cells, count, game->to_move);
    game->to_move = colour_other(game->to_move);
    game->moves++;
}

/* ---- Score ---- */

static int nth_or_zero(const int *sizes, int count, int n) { return n < count ? sizes[n] : 0; }

colour_t sibling_compare(const int *white, int white_count, const int *black, int black_count)
{
    int longest = white_count > black_count ? white_count : black_count;
    if (longest < 2)
        longest = 2;
    for (int step = 0; step < longest; step++) {
        /* The second largest first, then the largest, then the rest. */
        int n = step == 0 ? 1 : step == 1 ? 0 : step;
        int w = nth_or_zero(white, white_count, n), b = nth_or_zero(black, black_count, n);
        if (w != b)
            return w > b ? COLOUR_WHITE : COLOUR_BLACK;
    }
    return COLOUR_NONE;
}

colour_t sibling_winner(const hex_position_t *pos)
{
    int white[HEX_CELLS_MAX], black[HEX_CELLS_MAX];
    int white_count = hex_position_group_sizes(pos, COLOUR_WHITE, white);
    int black_count = hex_position_group_sizes(pos, COLOUR_BLACK, black);
    return sibling_compare(white, white_count, black, black_count);
}
