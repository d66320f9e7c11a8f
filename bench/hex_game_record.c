/* Writes the record of a whole game of Meridians or Sinfrid on the
 * default board, played to its end with the random moves of the tests
 * (tests/unit/random_games.h) from a seed, for bench/hex_games_check.sh
 * to time `twigs check` on.
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

#include "game/random_game.h"

#define ENTRIES_MAX 2000
#define DEFAULT_SIZE 7

static bool play_meridians(rng_t *rng, const hex_board_t *board, record_t *record)
{
    meridians_game_t game;
    meridians_game_start(&game, board);
    while (!game.finished && record->count < ENTRIES_MAX) {
        hex_cell_t cell = random_meridians_move(rng, &game, true);
        record_add_cells(record, board, &cell, 1);
        meridians_game_play(&game, cell);
    }
    return game.finished;
}

static bool play_sinfrid(rng_t *rng, const hex_board_t *board, record_t *record)
{
    sinfrid_game_t game;
    sinfrid_game_start(&game, board);
    while (!game.finished && record->count < ENTRIES_MAX) {
        hex_cell_t cells[HEX_CELLS_MAX];
        int count = random_sinfrid_move(rng, &game, cells);
        record_add_cells(record, board, cells, count);
        sinfrid_game_play(&game, cells, count);
    }
    return game.finished;
}

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3 ||
        (strcmp(argv[1], "meridians") != 0 && strcmp(argv[1], "sinfrid") != 0)) {
        fprintf(stderr, "usage: hex_game_record meridians|sinfrid [SEED]\n");
        return 2;
    }
    bool meridians = strcmp(argv[1], "meridians") == 0;
    rng_t rng;
    rng_seed(&rng, argc == 3 ? strtoull(argv[2], NULL, 10) : 1);
    hex_board_t board;
    hex_board_init(&board, meridians ? HEX_SHAPE_MERIDIANS : HEX_SHAPE_HEXHEX, DEFAULT_SIZE, NULL);
    record_t record;
    record_init(&record);
    bool finished = meridians ? play_meridians(&rng, &board, &record)
                              : play_sinfrid(&rng, &board, &record);
    if (finished) {
        char *text = record_document(argv[1], DEFAULT_SIZE, NULL, NULL, &record);
        fputs(text, stdout);
        free(text);
    } else {
        fprintf(stderr, "hex_game_record: the game did not end within %d entries\n", ENTRIES_MAX);
    }
    record_free(&record);
    return finished ? 0 : 1;
}
