/* The rules of Meridians (seeds/002, docs/rules.md): the state of a game between
 * turns, which placements are legal, and what a turn does.  Knows nothing
 * of YAML: meridians.c reads records and writes reports with it, and
 * random_game.c plays random games with its move generator.
 *
 * Light is white and moves first.  A turn from a player's third on is:
 * remove the opponent's dead groups, then place a stone where the first
 * stone met along some ray is friendly.  The state is kept as the player
 * to move finds it, before their removal step, which is also the position
 * a report shows.
 */
#ifndef TWIGS_GAME_MERIDIANS_RULES_H
#define TWIGS_GAME_MERIDIANS_RULES_H

#include <stdbool.h>

#include "hex/position.h"

typedef struct {
    hex_position_t pos;      /* before the removal step of the player to move */
    colour_t to_move;        /* COLOUR_NONE when finished, or not known (a snapshot) */
    int turns[COLOUR_COUNT]; /* turns each colour has had, skipped ones included */
    int passes;              /* forced skips so far */
    bool finished;
    colour_t winner; /* when finished */
} meridians_game_t;

typedef enum {
    MERIDIANS_LEGAL,
    MERIDIANS_OVER,     /* the game has ended, or nobody is known to move */
    MERIDIANS_OCCUPIED, /* the point holds a stone (after the removal step) */
    MERIDIANS_NO_PATH,  /* second turn: no path to the player's first stone */
    MERIDIANS_UNSEEN,   /* later turns: no ray meets a friendly stone first */
} meridians_fault_t;

/* Why two stones do or do not have a path between them. */
typedef enum {
    MERIDIANS_PATH,
    MERIDIANS_PATH_NOT_IN_LINE,
    MERIDIANS_PATH_ADJACENT, /* neighbours: one group, nothing between */
    MERIDIANS_PATH_BLOCKED,  /* a stone stands between */
} meridians_path_t;

/* The empty board, Light (white) to move. */
void meridians_game_start(meridians_game_t *game, const hex_board_t *board);

/* A position given as a snapshot, taken to be past both players' second
 * turns.  With to_move (COLOUR_WHITE or COLOUR_BLACK) that player's turn
 * begins: they may have lost, or be forced to skip.  Without it
 * (COLOUR_NONE) the game is finished when one colour has no stone, and
 * otherwise nobody is known to move. */
void meridians_game_set_up(meridians_game_t *game, const hex_position_t *pos,
                           colour_t to_move);

/* The position once the player to move has done their removal step. */
void meridians_game_removal(const meridians_game_t *game, hex_position_t *after);

/* Whether the player to move may place on cell; `after` is the position
 * meridians_game_removal gave. */
meridians_fault_t meridians_game_check(const meridians_game_t *game, const hex_position_t *after,
                                       hex_cell_t cell);

/* The player's only stone, which a second-turn stone must have a path to
 * (HEX_NO_CELL when the player has none, or several). */
hex_cell_t meridians_first_stone(const hex_position_t *pos, colour_t colour);

/* Whether a and b lie on one line with only empty points, at least one,
 * between them, as two stones with a path do (that they are of one colour
 * and of different groups is the caller's to know); *blocker (when not
 * NULL) gets the nearest stone to a between them when one blocks. */
meridians_path_t meridians_path(const hex_position_t *pos, hex_cell_t a, hex_cell_t b,
                                hex_cell_t *blocker);

/* Every legal placement of the player to move, in cell order; returns how
 * many (0 when the game is over).  `out` needs room for HEX_CELLS_MAX. */
int meridians_game_moves(const meridians_game_t *game, hex_cell_t *out);

/* Keeps, of the n legal placements in moves, those after which none of
 * the mover's groups is dead (or that end the game); keeps all when none
 * is such.  Returns how many it kept.  A simple careful player for tests
 * and benchmarks: one choosing blindly loses within a few turns. */
int meridians_game_careful_moves(const meridians_game_t *game, hex_cell_t *moves, int n);

/* Plays a legal placement: the removal step, the stone, then the next
 * player's turn begins (they may lose at once, or have to skip, which is
 * applied here with its removal step). */
void meridians_game_play(meridians_game_t *game, hex_cell_t cell);

/* The stones of colour c that lie in dead groups (no stone of the group
 * has a path), in cell order; returns how many.  `out` needs room for
 * HEX_CELLS_MAX. */
int meridians_dead_stones(const hex_position_t *pos, colour_t c, hex_cell_t *out);

#endif
