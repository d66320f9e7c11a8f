/* How fast the hex board layer replays a game record: a record that fills
 * the largest board (size 13, 469 cells) two stones a move, read from
 * YAML, each move's cells parsed, placed, and the groups asked after every
 * move as a game's rules would; every tenth move also removes a group, as
 * Meridians does, which makes the groups be rebuilt.  Prints each run's
 * times, in microseconds per 100 moves; bench/hex_board.sh takes their
 * medians (the target: well under 1000). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hex/board_yaml.h"
#include "util/clock.h"

#define RUNS 15

/* A record placing the cells of the board in a shuffled order, two a
 * move; returns the number of moves. */
static size_t make_record(const hex_board_t *board, char *text, size_t size)
{
    hex_cell_t order[HEX_CELLS_MAX];
    for (hex_cell_t c = 0; c < board->count; c++)
        order[c] = c;
    unsigned state = 7;
    for (int i = board->count - 1; i > 0; i--) {
        state = state * 1103515245u + 12345u;
        int j = (int)((state >> 8) % (unsigned)(i + 1));
        hex_cell_t t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    size_t n = (size_t)snprintf(text, size, "game: sibling\nsize: 13\nmoves:\n");
    size_t moves = 0;
    for (int i = 0; i + 1 < board->count; i += 2, moves++) {
        char a[HEX_NAME_MAX], b[HEX_NAME_MAX];
        n += (size_t)snprintf(text + n, size - n, "  - %s %s\n",
                              hex_board_cell_name(board, order[i], a),
                              hex_board_cell_name(board, order[i + 1], b));
    }
    return moves;
}

static int replay(const yreader_t *r, const ynode_t *root, const hex_game_spec_t *spec,
                  hex_document_t *doc, hex_move_t *move)
{
    if (!hex_document_read(r, root, spec, doc))
        return -1;
    hex_position_t pos;
    hex_position_init(&pos, &doc->board);
    int checksum = 0, sizes[HEX_CELLS_MAX];
    for (size_t i = 0; i < doc->moves->count; i++) {
        if (!hex_move_read(r, doc->moves, i, move))
            return -1;
        hex_cell_t cells[2];
        for (size_t t = 0; t < 2; t++)
            if (!hex_move_cell(r, &doc->board, move, t, 0, &cells[t]))
                return -1;
        colour_t colour = i % 2 ? COLOUR_BLACK : COLOUR_WHITE;
        hex_position_set_cells(&pos, cells, 2, colour);
        int groups = hex_position_group_sizes(&pos, colour, sizes);
        checksum += groups > 1 ? sizes[1] : 0;
        if (i % 10 == 9) {
            hex_cell_t group[HEX_CELLS_MAX];
            int n = hex_position_flood(&pos, cells[0], group);
            hex_position_set_cells(&pos, group, n, COLOUR_NONE);
        }
    }
    return checksum;
}

int main(void)
{
    hex_board_t board;
    hex_board_init(&board, HEX_SHAPE_HEXHEX, 13, NULL);
    static char text[64 * HEX_CELLS_MAX];
    size_t moves = make_record(&board, text, sizeof text);
    static hex_document_t doc;
    static hex_move_t move;
    static const hex_game_spec_t spec = {HEX_SHAPE_HEXHEX, 13, 2, 13, NULL};
    printf("moves %zu\n", moves);
    for (int run = 0; run < RUNS; run++) {
        diag_t diag;
        diag_init(&diag, "bench.yaml");
        ystream_t stream;
        struct timespec start = clock_now();
        if (!ystream_load_string(&stream, "bench.yaml", text, strlen(text), &diag))
            return 1;
        double t1 = clock_seconds_since(start);
        yreader_t r = {&stream, &diag};
        int checksum = replay(&r, stream.documents[0].root, &spec, &doc, &move);
        double t2 = clock_seconds_since(start);
        if (checksum < 0) {
            diag_print(&diag, stderr);
            return 1;
        }
        printf("run %d load %.3f play %.3f checksum %d\n", run + 1,
               t1 * 1e6 * 100 / (double)moves, (t2 - t1) * 1e6 * 100 / (double)moves,
               checksum);
        ystream_free(&stream);
        diag_free(&diag);
    }
    return 0;
}
