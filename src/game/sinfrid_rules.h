/* The rules of Sinfrid (seeds/003, docs/rules.md): the state of a game between
 * turns, which moves are legal, and what a move does.  Knows nothing of
 * YAML: sinfrid.c reads records and writes reports with it, and
 * random_game.c plays random games with its move generator.
 *
 * A game opens with the two-stone setup (a black stone, then a white one);
 * then Black moves, and the players alternate.  A move is a rooted stone
 * on an empty cell r, which sees N friendly groups, followed by N - 1
 * branched stones, all N forming one new group; when r's region of empty
 * cells is smaller than N, the move fills that region instead.  A new
 * group touching two or more old friendly groups is grafted: it turns to
 * the other colour at the end of the turn.
 */
#ifndef TWIGS_GAME_SINFRID_RULES_H
#define TWIGS_GAME_SINFRID_RULES_H

#include <stdbool.h>

#include "hex/position.h"

typedef struct {
    hex_position_t pos;
    bool set_up;      /* the two-stone setup is on the board */
    bool finished;    /* neither player can place */
    colour_t to_move; /* COLOUR_NONE before the setup, when finished, or when not known */
    int passes;       /* forced passes so far */
    int grafts;       /* grafted groups flipped so far */
} sinfrid_game_t;

typedef enum {
    SINFRID_LEGAL,
    SINFRID_OVER,        /* the game has ended, or nobody is known to move */
    SINFRID_SETUP_COUNT, /* the setup is not two cells */
    SINFRID_OCCUPIED,    /* a cell of the move holds a stone */
    SINFRID_REPEATED,    /* a cell named twice */
    SINFRID_SEES_NONE,   /* the rooted stone would see no friendly group */
    SINFRID_COUNT,       /* not as many stones as the rooted stone asks for */
    SINFRID_APART,       /* the stones placed do not form one group */
} sinfrid_fault_t;

typedef struct {
    sinfrid_fault_t fault;
    int index;  /* which cell of the move is at fault (the count: none) */
    int seen;   /* N: the friendly groups the rooted stone sees */
    int region; /* the empty cells of the rooted stone's region */
    int needed; /* the stones to place: N, or the region when smaller */
} sinfrid_verdict_t;

/* The empty board; the next move is the setup. */
void sinfrid_game_start(sinfrid_game_t *game, const hex_board_t *board);

/* A snapshot with stones of both colours.  With to_move (COLOUR_WHITE or
 * COLOUR_BLACK) that player's turn begins: they may have to pass, or the
 * game be over.  Without it (COLOUR_NONE) the player to move is known when
 * the board holds only the two setup stones (Black's turn begins) or when
 * just one player can place. */
void sinfrid_game_set_up(sinfrid_game_t *game, const hex_position_t *pos, colour_t to_move);

/* The stones a rooted stone on the empty cell root asks for (0 when it
 * sees no friendly group of the player to move), with N in *seen and the
 * size of root's region of empty cells in *region. */
int sinfrid_game_needed(const sinfrid_game_t *game, hex_cell_t root, int *seen, int *region);

/* Whether the move (the setup's two cells, or a rooted stone and its
 * branched stones) is legal for the player to move. */
sinfrid_verdict_t sinfrid_game_check(const sinfrid_game_t *game, const hex_cell_t *cells,
                                     int count);

/* Plays a legal move, then the next player's turn begins (they may have
 * to pass, or the game be over). */
void sinfrid_game_play(sinfrid_game_t *game, const hex_cell_t *cells, int count);

/* ---- Move generation ---- */

/* Every empty cell where the player to move may root a stone, in cell
 * order; returns how many (0 before the setup and when the game is
 * over).  `out` needs room for HEX_CELLS_MAX. */
int sinfrid_game_roots(const sinfrid_game_t *game, hex_cell_t *out);

/* The empty cells next to the stones of a move being built (`cells`, the
 * rooted stone first) and not among them: where its next branched stone
 * may go.  In cell order; returns how many.  `out` needs room for
 * HEX_CELLS_MAX. */
int sinfrid_game_frontier(const sinfrid_game_t *game, const hex_cell_t *cells, int count,
                          hex_cell_t *out);

/* The player with fewer stones (COLOUR_NONE when the counts are equal). */
colour_t sinfrid_leader(const hex_position_t *pos);

#endif
