/* Writes the record of a whole game of Meridians or Sinfrid on the
 * default board, played to its end by the engines' move generators with
 * seeded random choices, for bench/hex_games_check.sh to time `twigs
 * check` on.
 *
 *     hex_game_record meridians|sinfrid [SEED]
 *
 * The Meridians player keeps all its groups alive when it can (a player
 * choosing blindly loses within a few turns), so the game reaches the
 * middle game with its removals; Sinfrid games end when the board is
 * full whatever the players do.  The record is checked here before it is
 * printed: it must end the game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/meridians_game.h"
#include "game/sinfrid_game.h"

#define ENTRIES_MAX 2000

typedef struct {
    unsigned state;
} rng_t;

static int rng_below(rng_t *rng, int n)
{
    rng->state = rng->state * 1103515245u + 12345u;
    return (int)((rng->state >> 8) % (unsigned)n);
}

static void print_entry(const hex_board_t *board, const hex_cell_t *cells, int count)
{
    char name[HEX_NAME_MAX];
    printf("  - \"");
    for (int i = 0; i < count; i++)
        printf("%s%s", i ? " " : "", hex_board_cell_name(board, cells[i], name));
    printf("\"\n");
}

/* The default board of the game, and the record's first lines. */
static void begin_record(hex_board_t *board, hex_shape_t shape, const char *game)
{
    hex_board_init(board, shape, 7, NULL);
    printf("game: %s\nmoves:\n", game);
}

static bool play_meridians(rng_t *rng)
{
    hex_board_t board;
    meridians_game_t game;
    begin_record(&board, HEX_SHAPE_MERIDIANS, "meridians");
    meridians_game_start(&game, &board);
    for (int entries = 0; !game.finished && entries < ENTRIES_MAX; entries++) {
        hex_cell_t moves[HEX_CELLS_MAX];
        int n = meridians_game_careful_moves(&game, moves, meridians_game_moves(&game, moves));
        hex_cell_t cell = moves[rng_below(rng, n)];
        print_entry(&board, &cell, 1);
        meridians_game_play(&game, cell);
    }
    return game.finished;
}

static bool play_sinfrid(rng_t *rng)
{
    hex_board_t board;
    sinfrid_game_t game;
    begin_record(&board, HEX_SHAPE_HEXHEX, "sinfrid");
    sinfrid_game_start(&game, &board);
    hex_cell_t cells[HEX_CELLS_MAX], options[HEX_CELLS_MAX];
    cells[0] = (hex_cell_t)rng_below(rng, board.count);
    cells[1] = (hex_cell_t)((cells[0] + 1 + rng_below(rng, board.count - 1)) % board.count);
    print_entry(&board, cells, 2);
    sinfrid_game_play(&game, cells, 2);
    while (!game.finished) {
        int n = sinfrid_game_roots(&game, options), seen, region;
        cells[0] = options[rng_below(rng, n)];
        int needed = sinfrid_game_needed(&game, cells[0], &seen, &region);
        for (int count = 1; count < needed; count++) {
            n = sinfrid_game_frontier(&game, cells, count, options);
            cells[count] = options[rng_below(rng, n)];
        }
        print_entry(&board, cells, needed);
        sinfrid_game_play(&game, cells, needed);
    }
    return true;
}

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3 || (strcmp(argv[1], "meridians") != 0 && strcmp(argv[1], "sinfrid") != 0)) {
        fprintf(stderr, "usage: hex_game_record meridians|sinfrid [SEED]\n");
        return 2;
    }
    rng_t rng = {argc == 3 ? (unsigned)strtoul(argv[2], NULL, 10) : 1u};
    bool finished = strcmp(argv[1], "meridians") == 0 ? play_meridians(&rng) : play_sinfrid(&rng);
    if (!finished)
        fprintf(stderr, "hex_game_record: the game did not end within %d entries\n", ENTRIES_MAX);
    return finished ? 0 : 1;
}
