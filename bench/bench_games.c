/* How fast `check` takes a whole Sibling or Orochi game on the default
 * board, inside one process: many random games (from the engines' own
 * move generators, as the tests play them), each read from YAML, replayed,
 * scored and reported several times.  Prints every run's time, one line
 * each ("GAME SIZE INDEX MOVES MICROSECONDS"); bench/hex_games_check.sh
 * takes the medians (the target: 5000 a game, whole process included). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/check.h"
#include "game/random_game.h"
#include "util/clock.h"

#define GAMES 51
#define RUNS 7

/* Prints the time of each check of the text, in microseconds; false when
 * the game is not legal (the benchmark would measure the wrong thing). */
static bool time_check(const char *text, const char *label)
{
    for (int run = 0; run < RUNS; run++) {
        report_t *reports;
        struct timespec start = clock_now();
        size_t count = check_text("bench.yaml", text, strlen(text), &reports);
        printf("%s %.1f\n", label, clock_seconds_since(start) * 1e6);
        bool legal = count == 1 && report_legal(&reports[0]);
        check_reports_free(reports, count);
        if (!legal)
            return false;
    }
    return true;
}

/* A whole random game of `game` on a board of `size`, as YAML; NULL when
 * out of memory. */
static char *random_game_text(const char *game, int size, uint64_t seed, size_t *moves)
{
    random_t rng;
    random_seed(&rng, seed);
    hex_board_t board;
    hex_board_init(&board, HEX_SHAPE_HEXHEX, size, NULL);
    hex_record_t record;
    hex_record_init(&record);
    bool played;
    if (strcmp(game, "sibling") == 0) {
        sibling_game_t g;
        sibling_game_start(&g, &board, false);
        played = random_sibling_game(&rng, &g, &record, -1);
    } else {
        orochi_game_t g;
        orochi_game_start(&g, &board);
        played = random_orochi_game(&rng, &g, &record, -1);
    }
    *moves = record.count;
    char *text = played ? hex_record_document(game, size, NULL, NULL, &record) : NULL;
    hex_record_free(&record);
    return text;
}

static bool bench_game(const char *game, int size)
{
    for (int i = 0; i < GAMES; i++) {
        size_t n;
        char *text = random_game_text(game, size, (uint64_t)i + 1, &n);
        if (text == NULL) {
            fprintf(stderr, "bench_games: out of memory\n");
            return false;
        }
        char label[64];
        snprintf(label, sizeof label, "%s %d %d %zu", game, size, i + 1, n);
        bool ok = time_check(text, label);
        free(text);
        if (!ok) {
            fprintf(stderr, "bench_games: %s game %d is not legal\n", game, i + 1);
            return false;
        }
    }
    return true;
}

int main(void)
{
    return bench_game("sibling", 5) && bench_game("orochi", 4) ? 0 : 1;
}
