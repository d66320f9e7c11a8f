/* Writes the record of a whole game of Meridians or Sinfrid on the
 * default board, played to its end with the random moves the tests play
 * (game/random_game.h) from a seed, for bench/hex_games_check.sh
 * to time `twigs check` on.
 *
 *     hex_game_record meridians|sinfrid [SEED [SIZE]]
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

static bool play_meridians(random_t *rng, const hex_board_t *board, hex_record_t *record)
{
    meridians_game_t game;
    meridians_game_start(&game, board);
    while (!game.finished && record->count < ENTRIES_MAX) {
        hex_cell_t cell = random_meridians_move(rng, &game, true);
        if (!hex_record_add_cells(record, board, &cell, 1))
            return false;
        meridians_game_play(&game, cell);
    }
    return game.finished;
}

static bool play_sinfrid(random_t *rng, const hex_board_t *board, hex_record_t *record)
{
    sinfrid_game_t game;
    sinfrid_game_start(&game, board);
    while (!game.finished && record->count < ENTRIES_MAX) {
        hex_cell_t cells[HEX_CELLS_MAX];
        int count = random_sinfrid_move(rng, &game, cells);
        if (!hex_record_add_cells(record, board, cells, count))
            return false;
        sinfrid_game_play(&game, cells, count);
    }
    return game.finished;
}

int main(int argc, char **argv)
{
    bool meridians = argc >= 2 && strcmp(argv[1], "meridians") == 0;
    int size = argc == 4 ? atoi(argv[3]) : DEFAULT_SIZE;
    hex_board_t board;
    if (argc < 2 || argc > 4 || (!meridians && strcmp(argv[1], "sinfrid") != 0) ||
        !hex_board_init(&board, meridians ? HEX_SHAPE_MERIDIANS : HEX_SHAPE_HEXHEX, size, NULL)) {
        fprintf(stderr, "usage: hex_game_record meridians|sinfrid [SEED [SIZE]]\n");
        return 2;
    }
    random_t rng;
    random_seed(&rng, argc >= 3 ? strtoull(argv[2], NULL, 10) : 1);
    hex_record_t record;
    hex_record_init(&record);
    bool finished = meridians ? play_meridians(&rng, &board, &record)
                              : play_sinfrid(&rng, &board, &record);
    char *text = finished ? hex_record_document(argv[1], size, NULL, NULL, &record) : NULL;
    bool written = text != NULL;
    if (!finished)
        fprintf(stderr, "hex_game_record: the game did not end within %d entries (or memory "
                        "ran out)\n",
                ENTRIES_MAX);
    else if (!written)
        fprintf(stderr, "hex_game_record: out of memory\n");
    else
        fputs(text, stdout);
    free(text);
    hex_record_free(&record);
    return written ? 0 : 1;
}
