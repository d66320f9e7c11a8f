#include "hex/position.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

static const char diagram_letter[COLOUR_COUNT] = {
    [COLOUR_NONE] = '.', [COLOUR_WHITE] = 'W', [COLOUR_BLACK] = 'B'};

/* Union by size keeps every tree at most log2(cells) deep, so finding a
 * root needs no path compression, and queries can leave the position
 * untouched. */
static hex_cell_t find_root(const hex_position_t *pos, hex_cell_t cell)
{
    while (pos->parent[cell] != cell)
        cell = pos->parent[cell];
    return cell;
}

static void join(hex_position_t *pos, hex_cell_t a, hex_cell_t b)
{
    a = find_root(pos, a);
    b = find_root(pos, b);
    if (a == b)
        return;
    if (pos->group_size[a] < pos->group_size[b]) {
        hex_cell_t t = a;
        a = b;
        b = t;
    }
    pos->parent[b] = a;
    pos->group_size[a] = (int16_t)(pos->group_size[a] + pos->group_size[b]);
}

static void make_single(hex_position_t *pos, hex_cell_t cell)
{
    pos->parent[cell] = cell;
    pos->group_size[cell] = 1;
}

/* Joins a stone to its same-coloured neighbours; `dirs` is 3 when every
 * cell is being visited anyway (each edge then needs one look only). */
static void join_neighbours(hex_position_t *pos, hex_cell_t cell, int dirs)
{
    const hex_board_t *board = pos->board;
    for (int d = 0; d < dirs; d++) {
        hex_cell_t n = board->neighbour[cell][d];
        if (n != HEX_NO_CELL && pos->colour[n] == pos->colour[cell])
            join(pos, cell, n);
    }
}

static void rebuild_groups(hex_position_t *pos)
{
    for (hex_cell_t c = 0; c < pos->board->count; c++)
        make_single(pos, c);
    for (hex_cell_t c = 0; c < pos->board->count; c++)
        if (pos->colour[c] != COLOUR_NONE)
            join_neighbours(pos, c, HEX_DIR_COUNT / 2);
}

void hex_position_init(hex_position_t *pos, const hex_board_t *board)
{
    pos->board = board;
    memset(pos->colour, COLOUR_NONE, sizeof pos->colour);
    pos->stones[COLOUR_NONE] = board->count;
    pos->stones[COLOUR_WHITE] = pos->stones[COLOUR_BLACK] = 0;
    rebuild_groups(pos);
}

void hex_position_set_cells(hex_position_t *pos, const hex_cell_t *cells, int count,
                            colour_t c)
{
    assert(c == COLOUR_NONE || c == COLOUR_WHITE || c == COLOUR_BLACK);
    bool only_placements = c != COLOUR_NONE;
    int changed = 0;
    for (int i = 0; i < count; i++) {
        assert(cells[i] >= 0 && cells[i] < pos->board->count);
        colour_t old = (colour_t)pos->colour[cells[i]];
        if (old == c)
            continue;
        only_placements = only_placements && old == COLOUR_NONE;
        pos->stones[old]--;
        pos->stones[c]++;
        pos->colour[cells[i]] = (uint8_t)c;
        changed++;
    }
    if (changed == 0)
        return;
    if (!only_placements) {
        /* A removal can split a group, which union-find cannot undo. */
        rebuild_groups(pos);
        return;
    }
    /* An empty cell is always a group of its own, so a new stone starts as
     * one; joining twice does no harm. */
    for (int i = 0; i < count; i++)
        join_neighbours(pos, cells[i], HEX_DIR_COUNT);
}

void hex_position_set(hex_position_t *pos, hex_cell_t cell, colour_t c)
{
    hex_position_set_cells(pos, &cell, 1, c);
}

bool hex_position_equal(const hex_position_t *a, const hex_position_t *b)
{
    return a->board->shape == b->board->shape && a->board->size == b->board->size &&
           memcmp(a->colour, b->colour, (size_t)a->board->count) == 0;
}

int hex_position_neighbours_of(const hex_position_t *pos, hex_cell_t cell, colour_t c)
{
    int n = 0;
    for (int d = 0; d < HEX_DIR_COUNT; d++) {
        hex_cell_t next = pos->board->neighbour[cell][d];
        n += next != HEX_NO_CELL && pos->colour[next] == c;
    }
    return n;
}

hex_cell_t hex_position_first_stone(const hex_position_t *pos, hex_cell_t cell, hex_dir_t d,
                                    int *gap)
{
    int empty = 0;
    for (cell = pos->board->neighbour[cell][d]; cell != HEX_NO_CELL;
         cell = pos->board->neighbour[cell][d]) {
        if (pos->colour[cell] != COLOUR_NONE)
            break;
        empty++;
    }
    if (gap != NULL)
        *gap = empty;
    return cell;
}

hex_cell_t hex_position_group(const hex_position_t *pos, hex_cell_t cell)
{
    return pos->colour[cell] == COLOUR_NONE ? HEX_NO_CELL : find_root(pos, cell);
}

int hex_position_group_size(const hex_position_t *pos, hex_cell_t cell)
{
    return pos->colour[cell] == COLOUR_NONE ? 0 : pos->group_size[find_root(pos, cell)];
}

int hex_position_groups(const hex_position_t *pos, colour_t c, hex_cell_t *out)
{
    int n = 0;
    for (hex_cell_t cell = 0; cell < pos->board->count; cell++)
        if (pos->colour[cell] == c && c != COLOUR_NONE && pos->parent[cell] == cell)
            out[n++] = cell;
    return n;
}

static int larger_first(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x < y) - (x > y);
}

int hex_position_group_sizes(const hex_position_t *pos, colour_t c, int *out)
{
    hex_cell_t roots[HEX_CELLS_MAX];
    int n = hex_position_groups(pos, c, roots);
    for (int i = 0; i < n; i++)
        out[i] = pos->group_size[roots[i]];
    qsort(out, (size_t)n, sizeof *out, larger_first);
    return n;
}

int hex_position_flood(const hex_position_t *pos, hex_cell_t start, hex_cell_t *out)
{
    bool seen[HEX_CELLS_MAX] = {false};
    int n = 0;
    out[n++] = start;
    seen[start] = true;
    for (int i = 0; i < n; i++)
        for (int d = 0; d < HEX_DIR_COUNT; d++) {
            hex_cell_t next = pos->board->neighbour[out[i]][d];
            if (next != HEX_NO_CELL && !seen[next] && pos->colour[next] == pos->colour[start]) {
                seen[next] = true;
                out[n++] = next;
            }
        }
    return n;
}

size_t hex_position_diagram(const hex_position_t *pos, char *buf)
{
    const hex_board_t *board = pos->board;
    size_t n = 0;
    for (int row = board->rows - 1; row >= 0; row--) {
        hex_cell_t first = board->row_first[row];
        for (int i = 0; i < board->x[first]; i++)
            buf[n++] = ' ';
        for (int column = 0; column < board->row_length[row]; column++) {
            if (column > 0)
                buf[n++] = ' ';
            buf[n++] = diagram_letter[pos->colour[first + column]];
        }
        buf[n++] = '\n';
    }
    buf[n] = '\0';
    return n;
}
