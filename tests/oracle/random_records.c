/* Writes random legal games of Sibling or Orochi, played to their end
 * with the moves of game/random_game.h, for tests/oracle/differential.py
 * to break and to compare twigs' verdicts with the oracle's:
 *
 *     random_records sibling|orochi COUNT [SEED]
 *
 * One game a line: the board's size, then for Sibling "pie" or "-", then
 * the entries, each after a '|':
 *
 *     5 pie|e5|swap|a1 a3|...
 *     4|Wd4|Bc3|...
 *
 * The same seed gives the same games on every machine. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/random_game.h"

/* Each game's size: small boards most of the time, where the games end
 * soon and the oracle's search for pairs is quick. */
static int random_size(random_t *rng, bool sibling)
{
    static const int sibling_sizes[] = {2, 3, 3, 4, 4, 5, 6};
    static const int orochi_sizes[] = {2, 3, 3, 4, 4, 4, 5};
    const int *sizes = sibling ? sibling_sizes : orochi_sizes;
    return sizes[random_below(rng, 7)];
}

static bool play(random_t *rng, bool sibling, const hex_board_t *board, bool pie,
                 hex_record_t *record)
{
    if (sibling) {
        sibling_game_t game;
        sibling_game_start(&game, board, pie);
        return random_sibling_game(rng, &game, record, -1);
    }
    orochi_game_t game;
    orochi_game_start(&game, board);
    return random_orochi_game(rng, &game, record, -1);
}

/* Game `index` of the seed, written as one line. */
static bool write_game(bool sibling, uint64_t seed, long index)
{
    random_t rng;
    random_seed(&rng, seed * 1000003u + (uint64_t)index);
    int size = random_size(&rng, sibling);
    bool pie = sibling && random_below(&rng, 2) == 0;
    hex_board_t board;
    if (!hex_board_init(&board, HEX_SHAPE_HEXHEX, size, NULL))
        return false;
    hex_record_t record;
    hex_record_init(&record);
    bool ok = play(&rng, sibling, &board, pie, &record);
    if (ok) {
        printf("%d%s", size, sibling ? (pie ? " pie" : " -") : "");
        for (size_t i = 0; i < record.count; i++)
            printf("|%s", record.entries[i]);
        putchar('\n');
    }
    hex_record_free(&record);
    return ok;
}

int main(int argc, char **argv)
{
    if (argc < 3 || argc > 4 || (strcmp(argv[1], "sibling") != 0 && strcmp(argv[1], "orochi") != 0)) {
        fprintf(stderr, "usage: random_records sibling|orochi COUNT [SEED]\n");
        return 2;
    }
    bool sibling = strcmp(argv[1], "sibling") == 0;
    long count = strtol(argv[2], NULL, 10);
    uint64_t seed = argc == 4 ? strtoull(argv[3], NULL, 10) : 1;
    for (long i = 0; i < count; i++)
        if (!write_game(sibling, seed, i)) {
            fprintf(stderr, "random_records: out of memory\n");
            return 1;
        }
    return fflush(stdout) == 0 ? 0 : 1;
}
