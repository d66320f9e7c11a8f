#include "game/sinfrid_rules.h"

#include "hex/sight.h"

void sinfrid_game_start(sinfrid_game_t *game, const hex_board_t *board)
{
    hex_position_init(&game->pos, board);
    game->set_up = false;
    game->finished = false;
    game->to_move = COLOUR_NONE;
    game->passes = 0;
    game->grafts = 0;
}

static void finish(sinfrid_game_t *game)
{
    game->finished = true;
    game->to_move = COLOUR_NONE;
}

/* A player can place exactly when some empty cell sees one of their
 * groups, that is, meets one of their stones first along some ray; the
 * small-region rule lets any such cell take a stone. */
static bool can_place(const sinfrid_game_t *game, colour_t player)
{
    return hex_sight_any(&game->pos, player);
}

/* The turn of the player to move begins: one who cannot place passes, and
 * when neither can the game is over. */
static void begin_turn(sinfrid_game_t *game)
{
    colour_t player = game->to_move, other = colour_other(player);
    if (can_place(game, player))
        return;
    if (can_place(game, other)) {
        game->passes++;
        game->to_move = other;
        return;
    }
    finish(game);
}

void sinfrid_game_set_up(sinfrid_game_t *game, const hex_position_t *pos, colour_t to_move)
{
    sinfrid_game_start(game, pos->board);
    game->pos = *pos;
    game->set_up = true;
    /* Every move places a stone, so two stones are the setup alone. */
    bool setup_only = hex_position_count(pos, COLOUR_NONE) == pos->board->count - 2;
    game->to_move = to_move == COLOUR_NONE && setup_only ? COLOUR_BLACK : to_move;
    if (game->to_move != COLOUR_NONE) {
        begin_turn(game);
        return;
    }
    bool white = can_place(game, COLOUR_WHITE), black = can_place(game, COLOUR_BLACK);
    if (!white && !black)
        finish(game);
    else if (white != black)
        game->to_move = white ? COLOUR_WHITE : COLOUR_BLACK;
}

int sinfrid_game_needed(const sinfrid_game_t *game, hex_cell_t root, int *seen, int *region)
{
    hex_cell_t groups[HEX_SIGHT_GROUPS_MAX], cells[HEX_CELLS_MAX];
    *seen = hex_sight_groups(&game->pos, root, game->to_move, groups);
    *region = hex_position_flood(&game->pos, root, cells);
    return *seen < *region ? *seen : *region;
}

/* ---- Checking a move ---- */

static sinfrid_verdict_t fault_at(sinfrid_verdict_t v, sinfrid_fault_t fault, int index)
{
    v.fault = fault;
    v.index = index;
    return v;
}

/* Whether cells[index] is empty and not named before in the move. */
static sinfrid_fault_t cell_fault(const hex_position_t *pos, const hex_cell_t *cells, int index)
{
    if (hex_position_get(pos, cells[index]) != COLOUR_NONE)
        return SINFRID_OCCUPIED;
    for (int i = 0; i < index; i++)
        if (cells[i] == cells[index])
            return SINFRID_REPEATED;
    return SINFRID_LEGAL;
}

/* The first cell of the move not joined to the rooted stone through the
 * move's own stones, or -1 when they form one group. */
static int first_apart(const hex_board_t *board, const hex_cell_t *cells, int count)
{
    bool reached[HEX_CELLS_MAX] = {true};
    int order[HEX_CELLS_MAX] = {0}, n = 1;
    for (int k = 0; k < n; k++)
        for (int j = 1; j < count; j++)
            if (!reached[j] && hex_board_adjacent(board, cells[order[k]], cells[j])) {
                reached[j] = true;
                order[n++] = j;
            }
    for (int j = 1; j < count; j++)
        if (!reached[j])
            return j;
    return -1;
}

static sinfrid_verdict_t check_setup(sinfrid_verdict_t v, const hex_cell_t *cells, int count)
{
    if (count != 2)
        return fault_at(v, SINFRID_SETUP_COUNT, count > 2 ? 2 : count);
    if (cells[0] == cells[1])
        return fault_at(v, SINFRID_REPEATED, 1);
    return v;
}

sinfrid_verdict_t sinfrid_game_check(const sinfrid_game_t *game, const hex_cell_t *cells, int count)
{
    sinfrid_verdict_t v = {SINFRID_LEGAL, count, 0, 0, 0};
    if (game->finished || (game->set_up && game->to_move == COLOUR_NONE))
        return fault_at(v, SINFRID_OVER, 0);
    if (!game->set_up)
        return check_setup(v, cells, count);
    if (cell_fault(&game->pos, cells, 0) != SINFRID_LEGAL)
        return fault_at(v, SINFRID_OCCUPIED, 0);
    v.needed = sinfrid_game_needed(game, cells[0], &v.seen, &v.region);
    if (v.seen == 0)
        return fault_at(v, SINFRID_SEES_NONE, 0);
    for (int i = 1; i < count; i++) {
        sinfrid_fault_t fault = cell_fault(&game->pos, cells, i);
        if (fault != SINFRID_LEGAL)
            return fault_at(v, fault, i);
    }
    if (count != v.needed)
        return fault_at(v, SINFRID_COUNT, count > v.needed ? v.needed : count);
    int apart = first_apart(game->pos.board, cells, count);
    if (apart >= 0)
        return fault_at(v, SINFRID_APART, apart);
    return v;
}

/* ---- Playing ---- */

/* Whether the stones about to be placed for colour c on the empty cells
 * `cells` touch two or more of c's groups, and so would be grafted. */
static bool sinfrid_grafted(const hex_position_t *pos, const hex_cell_t *cells, int count,
                            colour_t c)
{
    hex_cell_t touched = HEX_NO_CELL;
    for (int i = 0; i < count; i++)
        for (int d = 0; d < HEX_DIR_COUNT; d++) {
            hex_cell_t next = hex_board_neighbour(pos->board, cells[i], (hex_dir_t)d);
            if (next == HEX_NO_CELL || hex_position_get(pos, next) != c)
                continue;
            hex_cell_t group = hex_position_group(pos, next);
            if (touched != HEX_NO_CELL && group != touched)
                return true;
            touched = group;
        }
    return false;
}

void sinfrid_game_play(sinfrid_game_t *game, const hex_cell_t *cells, int count)
{
    if (!game->set_up) {
        hex_position_set(&game->pos, cells[0], COLOUR_BLACK);
        hex_position_set(&game->pos, cells[1], COLOUR_WHITE);
        game->set_up = true;
        game->to_move = COLOUR_BLACK;
        begin_turn(game);
        return;
    }
    colour_t player = game->to_move;
    bool grafted = sinfrid_grafted(&game->pos, cells, count, player);
    hex_position_set_cells(&game->pos, cells, count, grafted ? colour_other(player) : player);
    game->grafts += grafted;
    game->to_move = colour_other(player);
    begin_turn(game);
}

/* ---- Move generation ---- */

int sinfrid_game_roots(const sinfrid_game_t *game, hex_cell_t *out)
{
    if (!game->set_up || game->finished || game->to_move == COLOUR_NONE)
        return 0;
    return hex_sight_cells(&game->pos, game->to_move, out);
}

int sinfrid_game_frontier(const sinfrid_game_t *game, const hex_cell_t *cells, int count,
                          hex_cell_t *out)
{
    const hex_board_t *board = game->pos.board;
    bool in_move[HEX_CELLS_MAX] = {false}, next_to[HEX_CELLS_MAX] = {false};
    for (int i = 0; i < count; i++)
        in_move[cells[i]] = true;
    for (int i = 0; i < count; i++)
        for (int d = 0; d < HEX_DIR_COUNT; d++) {
            hex_cell_t next = hex_board_neighbour(board, cells[i], (hex_dir_t)d);
            if (next != HEX_NO_CELL && !in_move[next] &&
                hex_position_get(&game->pos, next) == COLOUR_NONE)
                next_to[next] = true;
        }
    int n = 0;
    for (hex_cell_t cell = 0; cell < board->count; cell++)
        if (next_to[cell])
            out[n++] = cell;
    return n;
}

colour_t sinfrid_leader(const hex_position_t *pos)
{
    int white = hex_position_count(pos, COLOUR_WHITE);
    int black = hex_position_count(pos, COLOUR_BLACK);
    return white < black ? COLOUR_WHITE : black < white ? COLOUR_BLACK : COLOUR_NONE;
}
