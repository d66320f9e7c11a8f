#include "hex/board.h"

#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* In doubled coordinates (x, row) both shapes are the same hexagon of
 * rows: row r starts at x = |r - middle| and its cells are 2 apart, so one
 * step rule serves every board.  Row 0 is the bottom row, so "north" is
 * towards higher rows. */
static const int8_t step_x[HEX_DIR_COUNT] = {2, 1, -1, -2, -1, 1};
static const int8_t step_row[HEX_DIR_COUNT] = {0, 1, 1, 0, -1, -1};

/* The fixed limits agree: raising HEX_SIZE_MAX must raise the others. */
_Static_assert(HEX_CELLS_MAX == 3 * HEX_SIZE_MAX * HEX_SIZE_MAX - 3 * HEX_SIZE_MAX + 1,
               "HEX_CELLS_MAX is the cells of the largest hexhex board");
_Static_assert(HEX_CELLS_MAX <= INT16_MAX, "a cell's number fits hex_cell_t");
_Static_assert(2 * HEX_ROW_LENGTH_MAX <= INT8_MAX, "a cell's doubled x fits the board's int8_t");
_Static_assert(HEX_ROWS_MAX <= 26 && HEX_ROW_LENGTH_MAX <= 99 && HEX_NAME_MAX >= 4,
               "a cell's name is a row letter and a number of at most two digits");

int hex_shape_size_min(hex_shape_t shape) { return shape == HEX_SHAPE_MERIDIANS ? 3 : 2; }
int hex_shape_size_max(hex_shape_t shape)
{
    (void)shape;
    return HEX_SIZE_MAX;
}

/* The middle row is the longest: 2n-1 cells (hexhex) or 2n-2 (Meridians,
 * which has no centre cell); every other row is shorter by its distance
 * from the middle. */
static int middle_length(hex_shape_t shape, int size)
{
    return shape == HEX_SHAPE_MERIDIANS ? 2 * size - 2 : 2 * size - 1;
}

static int row_offset(const hex_board_t *board, int row) { return abs(row - (board->size - 1)); }

/* The cell at doubled coordinates (x, row), or HEX_NO_CELL. */
static hex_cell_t cell_at_xy(const hex_board_t *board, int x, int row)
{
    if (row < 0 || row >= board->rows)
        return HEX_NO_CELL;
    int dx = x - row_offset(board, row);
    if (dx < 0 || dx % 2 != 0)
        return HEX_NO_CELL;
    return hex_board_cell_at(board, row, dx / 2);
}

/* Every cell is where its row and column say, and neighbours are mutual:
 * a step in direction d and a step back in the opposite one return. */
static bool board_sane(const hex_board_t *board)
{
    if (board->count < 1 || board->count > HEX_CELLS_MAX)
        return false;
    for (hex_cell_t c = 0; c < board->count; c++) {
        if (hex_board_cell_at(board, board->row[c], board->column[c]) != c)
            return false;
        for (int d = 0; d < HEX_DIR_COUNT; d++) {
            hex_cell_t n = board->neighbour[c][d];
            if (n != HEX_NO_CELL &&
                (n < 0 || n >= board->count || board->neighbour[n][hex_dir_opposite(d)] != c))
                return false;
        }
    }
    return true;
}

bool hex_board_init(hex_board_t *board, hex_shape_t shape, int size, const char **why)
{
    static const char *const sizes[] = {"a hexhex board has size 2 to 13",
                                        "a Meridians board has size 3 to 13"};
    if (size < hex_shape_size_min(shape) || size > hex_shape_size_max(shape)) {
        if (why != NULL)
            *why = sizes[shape == HEX_SHAPE_MERIDIANS];
        return false;
    }
    board->shape = shape;
    board->size = size;
    board->rows = 2 * size - 1;
    int count = 0;
    for (int row = 0; row < board->rows; row++) {
        board->row_first[row] = (hex_cell_t)count;
        board->row_length[row] = middle_length(shape, size) - row_offset(board, row);
        for (int column = 0; column < board->row_length[row]; column++, count++) {
            board->row[count] = (int8_t)row;
            board->column[count] = (int8_t)column;
            board->x[count] = (int8_t)(row_offset(board, row) + 2 * column);
        }
    }
    board->count = count;
    for (hex_cell_t c = 0; c < count; c++)
        for (int d = 0; d < HEX_DIR_COUNT; d++)
            board->neighbour[c][d] =
                cell_at_xy(board, board->x[c] + step_x[d], board->row[c] + step_row[d]);
    assert(board_sane(board));
    return true;
}

hex_cell_t hex_board_cell_at(const hex_board_t *board, int row, int column)
{
    if (row < 0 || row >= board->rows || column < 0 || column >= board->row_length[row])
        return HEX_NO_CELL;
    return (hex_cell_t)(board->row_first[row] + column);
}

hex_cell_t hex_board_step(const hex_board_t *board, hex_cell_t cell, hex_dir_t d, int steps)
{
    for (int i = 0; i < steps && cell != HEX_NO_CELL; i++)
        cell = board->neighbour[cell][d];
    return cell;
}

bool hex_board_adjacent(const hex_board_t *board, hex_cell_t a, hex_cell_t b)
{
    int distance;
    return hex_board_line(board, a, b, NULL, &distance) && distance == 1;
}

int hex_board_degree(const hex_board_t *board, hex_cell_t cell)
{
    int degree = 0;
    for (int d = 0; d < HEX_DIR_COUNT; d++)
        degree += board->neighbour[cell][d] != HEX_NO_CELL;
    return degree;
}

int hex_board_ray(const hex_board_t *board, hex_cell_t cell, hex_dir_t d, hex_cell_t *out)
{
    int n = 0;
    for (cell = board->neighbour[cell][d]; cell != HEX_NO_CELL; cell = board->neighbour[cell][d])
        out[n++] = cell;
    return n;
}

/* In doubled coordinates a line along a row keeps the row; the diagonals
 * change x by one for every row. */
bool hex_board_line(const hex_board_t *board, hex_cell_t a, hex_cell_t b, hex_dir_t *d,
                    int *distance)
{
    int dx = board->x[b] - board->x[a], drow = board->row[b] - board->row[a];
    hex_dir_t dir;
    int steps;
    if (drow == 0 && dx != 0) {
        dir = dx > 0 ? HEX_DIR_E : HEX_DIR_W;
        steps = abs(dx) / 2;
    } else if (drow != 0 && abs(dx) == abs(drow)) {
        dir = drow > 0 ? (dx > 0 ? HEX_DIR_NE : HEX_DIR_NW) : (dx > 0 ? HEX_DIR_SE : HEX_DIR_SW);
        steps = abs(drow);
    } else {
        return false;
    }
    if (d != NULL)
        *d = dir;
    if (distance != NULL)
        *distance = steps;
    return true;
}

/* Both shapes are convex, so every cell between two cells of the board is
 * on the board too. */
int hex_board_between(const hex_board_t *board, hex_cell_t a, hex_cell_t b, hex_cell_t *out)
{
    hex_dir_t d;
    int distance;
    if (!hex_board_line(board, a, b, &d, &distance))
        return -1;
    hex_cell_t cell = a;
    for (int i = 0; i + 1 < distance; i++) {
        cell = board->neighbour[cell][d];
        if (out != NULL)
            out[i] = cell;
    }
    return distance - 1;
}

/* The reason a name that is not "letter, number" fails, as a hint. */
static const char *name_syntax_problem(const char *s, size_t length)
{
    if (length == 0)
        return "a cell name is a row letter and a number, such as e5";
    if (s[0] >= 'A' && s[0] <= 'Z')
        return "row letters are lower case, as in e5";
    if (s[0] >= '0' && s[0] <= '9')
        return "a cell name starts with its row letter, as in e5";
    if (s[0] < 'a' || s[0] > 'z')
        return "a cell name is a row letter and a number, such as e5";
    if (length == 1 || s[1] < '0' || s[1] > '9')
        return "expected a number after the row letter, as in e5";
    if (s[1] == '0')
        return length == 2 ? "cells are numbered from 1" : "cell numbers have no leading zero";
    size_t digits = 1;
    while (1 + digits < length && s[1 + digits] >= '0' && s[1 + digits] <= '9')
        digits++;
    if (1 + digits < length)
        return "a cell name is a row letter and a number, such as e5";
    if (digits > 2)
        return "cell numbers have at most two digits";
    return NULL;
}

hex_name_status_t hex_board_parse_cell(const hex_board_t *board, const char *s, size_t length,
                                       hex_cell_t *cell, const char **why)
{
    const char *problem = name_syntax_problem(s, length);
    if (problem != NULL) {
        if (why != NULL)
            *why = problem;
        return HEX_NAME_SYNTAX;
    }
    int row = s[0] - 'a';
    int column = s[1] - '0';
    if (length == 3)
        column = 10 * column + (s[2] - '0');
    *cell = hex_board_cell_at(board, row, column - 1);
    return *cell == HEX_NO_CELL ? HEX_NAME_OFF_BOARD : HEX_NAME_OK;
}

const char *hex_board_cell_name(const hex_board_t *board, hex_cell_t cell, char buf[HEX_NAME_MAX])
{
    assert(cell >= 0 && cell < board->count);
    int number = board->column[cell] + 1, n = 0;
    buf[n++] = (char)('a' + board->row[cell]);
    if (number >= 10)
        buf[n++] = (char)('0' + number / 10);
    buf[n++] = (char)('0' + number % 10);
    buf[n] = '\0';
    return buf;
}

void hex_board_describe(const hex_board_t *board, char *buf, size_t size)
{
    snprintf(buf, size, "size-%d board", board->size);
}

/* A doubled x unit is half a cell across; rows of a triangular grid lie
 * sqrt(3)/2 apart. */
void hex_board_point(const hex_board_t *board, hex_cell_t cell, double *x, double *y)
{
    assert(cell >= 0 && cell < board->count);
    *x = board->x[cell] / 2.0;
    *y = (board->rows - 1 - board->row[cell]) * sqrt(3.0) / 2.0;
}
