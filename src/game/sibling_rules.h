/* The rules of Sibling (seeds/000, docs/rules.md): White places one stone, then
 * each turn places exactly two stones of the mover's colour on empty cells
 * of one line that are not next to each other (cells between may hold
 * stones).  The game ends when the player to move has no such pair; the
 * larger second-largest group wins.
 *
 * This is the game without its file format: sibling.c reads records and
 * reports, random_game.c plays random games with the same functions.
 */
#ifndef TWIGS_GAME_SIBLING_RULES_H
#define TWIGS_GAME_SIBLING_RULES_H

#include <stdbool.h>

#include "hex/position.h"

typedef struct {
    hex_position_t pos;
    colour_t to_move;
    int moves;    /* moves played, a swap included */
    bool pie;     /* Black may answer White's first stone with a swap */
    bool swapped; /* Black did */
} sibling_game_t;

/* The game before White's first stone. */
void sibling_game_start(sibling_game_t *game, const hex_board_t *board, bool pie);

/* The game at a snapshot: White places one stone and then two a turn,
 * Black two a turn, so the board is empty or White has 2a+1 stones and
 * Black 2b with a <= b <= a+1, which also says who moves next.  False when
 * the counts are not of that kind. */
bool sibling_game_set_up(sibling_game_t *game, const hex_position_t *snapshot);

/* The stones of `colour` that cannot be paired off into pairs on a line,
 * not next to each other, by a largest pairing, in cell order: a snapshot
 * whose stones (White's but the first one) cannot all be so paired was
 * not reached by the game.  Returns how many, or -1 when out of memory;
 * out needs room for HEX_CELLS_MAX. */
int sibling_unpaired(const hex_position_t *pos, colour_t colour, hex_cell_t *out);

/* The number of stones the player to move places: 1 on White's first
 * move, else 2. */
int sibling_stones_due(const sibling_game_t *game);

/* ---- Pairs ---- */

typedef enum {
    SIBLING_PAIR_LEGAL,
    SIBLING_PAIR_OCCUPIED,  /* a cell holds a stone */
    SIBLING_PAIR_SAME_CELL, /* both stones on one cell */
    SIBLING_PAIR_NOT_IN_LINE,
    SIBLING_PAIR_ADJACENT,
} sibling_pair_verdict_t;

/* Whether the two cells are a legal pair in pos; for an occupied cell,
 * *culprit (when not NULL) gets the first one of the two that is. */
sibling_pair_verdict_t sibling_pair_check(const hex_position_t *pos, hex_cell_t a, hex_cell_t b,
                                          hex_cell_t *culprit);

/* Walks through every legal pair of a position once, each as a < b:
 *
 *     sibling_pairs_t it = SIBLING_PAIRS_START;
 *     hex_cell_t pair[2];
 *     while (sibling_pairs_next(pos, &it, pair)) ...
 */
typedef struct {
    hex_cell_t from, to;
    int dir;
} sibling_pairs_t;
#define SIBLING_PAIRS_START ((sibling_pairs_t){0, HEX_NO_CELL, 0})
bool sibling_pairs_next(const hex_position_t *pos, sibling_pairs_t *it, hex_cell_t pair[2]);

/* ---- Moves ---- */

/* The game is over: the player to move cannot move. */
bool sibling_game_finished(const sibling_game_t *game);

/* A swap is allowed: pie rule on, and White has placed only the first
 * stone. */
bool sibling_swap_allowed(const sibling_game_t *game);
void sibling_game_swap(sibling_game_t *game);

/* Places the mover's stones (as many as sibling_stones_due, already
 * checked) and passes the turn. */
void sibling_game_play(sibling_game_t *game, const hex_cell_t *cells, int count);

/* ---- Score ---- */

/* Compares group sizes, each list largest first: the second largest, then
 * the largest, then the third, fourth, ...; a missing group counts 0.
 * Returns COLOUR_WHITE or COLOUR_BLACK for the side with the first larger
 * group, COLOUR_NONE when the lists are equal (which stone counts of
 * different parity rule out in a real game). */
colour_t sibling_compare(const int *white, int white_count, const int *black, int black_count);

/* The winner of a finished game. */
colour_t sibling_winner(const hex_position_t *pos);

#endif
