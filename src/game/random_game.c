#include "game/random_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Tests and benchmarks stop at the first failure to allocate. */
static void *checked(void *p)
{
    if (p == NULL) {
        fprintf(stderr, "random_game: out of memory\n");
        abort();
    }
    return p;
}

void rng_seed(rng_t *rng, uint64_t seed) { rng->state = seed * 2654435761u + 0x9e3779b97f4a7c15u; }

unsigned rng_below(rng_t *rng, unsigned n)
{
    rng->state ^= rng->state >> 12;
    rng->state ^= rng->state << 25;
    rng->state ^= rng->state >> 27;
    return (unsigned)((rng->state * 0x2545f4914f6cdd1dull) >> 33) % n;
}

/* ---- Records ---- */

void record_init(record_t *record) { memset(record, 0, sizeof *record); }

void record_free(record_t *record)
{
    for (size_t i = 0; i < record->count; i++)
        free(record->entries[i]);
    free(record->entries);
    record_init(record);
}

void record_add(record_t *record, const char *entry)
{
    if (record->count == record->capacity) {
        record->capacity = record->capacity ? 2 * record->capacity : 64;
        record->entries =
            checked(realloc(record->entries, record->capacity * sizeof *record->entries));
    }
    record->entries[record->count++] = checked(strdup(entry));
}

void record_set(record_t *record, size_t i, const char *entry)
{
    free(record->entries[i]);
    record->entries[i] = checked(strdup(entry));
}

void record_copy(record_t *to, const record_t *from, size_t count)
{
    record_init(to);
    for (size_t i = 0; i < count && i < from->count; i++)
        record_add(to, from->entries[i]);
}

void record_entry_text(const hex_board_t *board, const hex_cell_t *cells, int count, char *text)
{
    size_t n = 0;
    text[0] = '\0';
    for (int i = 0; i < count; i++) {
        char name[HEX_NAME_MAX];
        n += (size_t)snprintf(text + n, RECORD_ENTRY_MAX - n, "%s%s", i ? " " : "",
                              hex_board_cell_name(board, cells[i], name));
    }
}

void record_add_cells(record_t *record, const hex_board_t *board, const hex_cell_t *cells,
                      int count)
{
    char *text = checked(malloc(RECORD_ENTRY_MAX));
    record_entry_text(board, cells, count, text);
    record_add(record, text);
    free(text);
}

int record_cells(const record_t *record, size_t index, const hex_board_t *board, size_t skip,
                 hex_cell_t *cells)
{
    int n = 0;
    for (const char *p = record->entries[index]; *p != '\0';) {
        size_t length = strcspn(p, " ");
        if (length < skip ||
            hex_board_parse_cell(board, p + skip, length - skip, &cells[n++], NULL) != HEX_NAME_OK)
            return -1;
        p += length + (p[length] == ' ');
    }
    return n;
}

char *record_document(const char *game, int size, const char *extra, const hex_position_t *pos,
                      const record_t *record)
{
    size_t room = 256 + (extra ? strlen(extra) : 0) + (pos ? HEX_DIAGRAM_MAX * 2 : 0);
    for (size_t i = 0; record != NULL && i < record->count; i++)
        room += strlen(record->entries[i]) + 8;
    char *text = checked(malloc(room));
    size_t n =
        (size_t)snprintf(text, room, "game: %s\nsize: %d\n%s", game, size, extra ? extra : "");
    if (pos != NULL) {
        char diagram[HEX_DIAGRAM_MAX];
        hex_position_diagram(pos, diagram);
        n += (size_t)snprintf(text + n, room - n, "board: |2\n");
        for (const char *line = diagram; *line != '\0';) {
            const char *end = strchr(line, '\n');
            n += (size_t)snprintf(text + n, room - n, "  %.*s\n", (int)(end - line), line);
            line = end + 1;
        }
    }
    if (record != NULL) {
        n += (size_t)snprintf(text + n, room - n, "moves:%s\n", record->count ? "" : " []");
        for (size_t i = 0; i < record->count; i++)
            n += (size_t)snprintf(text + n, room - n, "  - %s\n", record->entries[i]);
    }
    return text;
}

/* ---- Sibling ---- */

static int sibling_pair_count(const hex_position_t *pos)
{
    sibling_pairs_t it = SIBLING_PAIRS_START;
    hex_cell_t pair[2];
    int n = 0;
    while (sibling_pairs_next(pos, &it, pair))
        n++;
    return n;
}

static void sibling_pair_at(const hex_position_t *pos, int index, hex_cell_t pair[2])
{
    sibling_pairs_t it = SIBLING_PAIRS_START;
    for (int i = 0; i <= index; i++)
        sibling_pairs_next(pos, &it, pair);
}

static hex_cell_t random_empty_cell(rng_t *rng, const hex_position_t *pos)
{
    int k = (int)rng_below(rng, (unsigned)hex_position_count(pos, COLOUR_NONE));
    for (hex_cell_t c = 0;; c++)
        if (hex_position_get(pos, c) == COLOUR_NONE && k-- == 0)
            return c;
}

void random_sibling_game(rng_t *rng, sibling_game_t *game, record_t *record, int max_moves)
{
    const hex_board_t *board = game->pos.board;
    for (int played = 0; (max_moves < 0 || played < max_moves) && !sibling_game_finished(game);
         played++) {
        char a[HEX_NAME_MAX], b[HEX_NAME_MAX], entry[16];
        if (sibling_swap_allowed(game) && rng_below(rng, 2) == 0) {
            sibling_game_swap(game);
            record_add(record, "swap");
            continue;
        }
        hex_cell_t cells[2];
        if (sibling_stones_due(game) == 1) {
            cells[0] = random_empty_cell(rng, &game->pos);
            snprintf(entry, sizeof entry, "%s", hex_board_cell_name(board, cells[0], a));
        } else {
            sibling_pair_at(&game->pos,
                            (int)rng_below(rng, (unsigned)sibling_pair_count(&game->pos)), cells);
            /* Either cell may come first in a record. */
            int first = (int)rng_below(rng, 2);
            snprintf(entry, sizeof entry, "%s %s", hex_board_cell_name(board, cells[first], a),
                     hex_board_cell_name(board, cells[1 - first], b));
        }
        sibling_game_play(game, cells, sibling_stones_due(game));
        record_add(record, entry);
    }
}

/* ---- Orochi ---- */

void random_orochi_game(rng_t *rng, orochi_game_t *game, record_t *record, int max_moves)
{
    const hex_board_t *board = game->pos.board;
    /* A replacement removes at least two same-coloured contacts, so an
     * entry has fewer tokens than the board has cells times three. */
    size_t room = (size_t)board->count * 3 * 5 + 8;
    char *entry = checked(malloc(room));
    for (int played = 0; (max_moves < 0 || played < max_moves) && !orochi_game_finished(game);
         played++) {
        char name[HEX_NAME_MAX];
        hex_cell_t cell = random_empty_cell(rng, &game->pos);
        colour_t colour = rng_below(rng, 2) ? COLOUR_BLACK : COLOUR_WHITE;
        orochi_game_place(game, colour, cell);
        size_t n = (size_t)snprintf(entry, room, "%c%s", colour == COLOUR_WHITE ? 'W' : 'B',
                                    hex_board_cell_name(board, cell, name));
        hex_cell_t over[HEX_CELLS_MAX];
        int count, replaced = 0;
        while ((count = orochi_over_connected_cells(&game->pos, over)) > 0) {
            hex_cell_t victim = over[rng_below(rng, (unsigned)count)];
            orochi_game_replace(game, victim);
            n += (size_t)snprintf(entry + n, room - n, " x%s",
                                  hex_board_cell_name(board, victim, name));
            replaced++;
        }
        orochi_game_end_turn(game, replaced > 0);
        record_add(record, entry);
    }
    free(entry);
}

/* ---- Meridians and Sinfrid ---- */

hex_cell_t random_meridians_move(rng_t *rng, const meridians_game_t *game, bool careful)
{
    hex_cell_t moves[HEX_CELLS_MAX];
    int n = meridians_game_moves(game, moves);
    if (n == 0)
        return HEX_NO_CELL;
    if (careful)
        n = meridians_game_careful_moves(game, moves, n);
    return moves[rng_below(rng, (unsigned)n)];
}

/* The setup: any cell for the black stone, any other for the white one. */
static int random_sinfrid_setup(rng_t *rng, int cell_count, hex_cell_t *cells)
{
    cells[0] = (hex_cell_t)rng_below(rng, (unsigned)cell_count);
    cells[1] = (hex_cell_t)((cells[0] + 1 + (int)rng_below(rng, (unsigned)cell_count - 1)) %
                            cell_count);
    return 2;
}

int random_sinfrid_move(rng_t *rng, const sinfrid_game_t *game, hex_cell_t *cells)
{
    if (!game->set_up)
        return random_sinfrid_setup(rng, game->pos.board->count, cells);
    hex_cell_t options[HEX_CELLS_MAX];
    int n = sinfrid_game_roots(game, options);
    if (n == 0)
        return 0;
    cells[0] = options[rng_below(rng, (unsigned)n)];
    int seen, region, needed = sinfrid_game_needed(game, cells[0], &seen, &region);
    int count = 1;
    for (; count < needed; count++) {
        n = sinfrid_game_frontier(game, cells, count, options);
        if (n == 0)
            break;
        cells[count] = options[rng_below(rng, (unsigned)n)];
    }
    return count;
}
