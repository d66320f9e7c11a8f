/* The boards of the four hex games (docs/notation.md): hexagons of cells drawn as
 * horizontal rows, each row one cell longer than the one below up to the
 * middle row, then one shorter.
 *
 *   hexhex of size n:     rows n, n+1, ..., 2n-1, ..., n      (Sibling,
 *                         Orochi, Sinfrid; 3n^2 - 3n + 1 cells)
 *   Meridians of size n:  rows n-1, n, ..., 2n-2, ..., n-1    (no centre;
 *                         the points of a triangular grid behave exactly
 *                         like cells)
 *
 * Cells are numbered 0 .. count-1, row by row from the bottom and left to
 * right in a row, so that cell order is name order.  Rows are lettered from
 * the bottom (`a`), cells numbered from 1 at the left of each row: `a1`,
 * `e5`, `m12`.
 *
 * A board is a plain value (no allocation): every table is worked out once
 * by hex_board_init, so stepping to a neighbour is one table look-up.
 */
#ifndef TWIGS_HEX_BOARD_H
#define TWIGS_HEX_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum { HEX_SHAPE_HEXHEX, HEX_SHAPE_MERIDIANS } hex_shape_t;

#define HEX_SIZE_MAX 13
#define HEX_ROWS_MAX (2 * HEX_SIZE_MAX - 1)
#define HEX_ROW_LENGTH_MAX (2 * HEX_SIZE_MAX - 1)
/* The hexhex board of size 13 is the largest: 3 * 13^2 - 3 * 13 + 1. */
#define HEX_CELLS_MAX 469

/* A cell's number, or HEX_NO_CELL (off the board). */
typedef int16_t hex_cell_t;
#define HEX_NO_CELL ((hex_cell_t)-1)

/* The six directions, counter-clockwise from east; a direction and its
 * opposite are 3 apart, and d % 3 is the line (HEX_LINE_*) d runs along. */
typedef enum {
    HEX_DIR_E,
    HEX_DIR_NE,
    HEX_DIR_NW,
    HEX_DIR_W,
    HEX_DIR_SW,
    HEX_DIR_SE,
    HEX_DIR_COUNT
} hex_dir_t;

/* The three line directions: along a row, and the two diagonals. */
typedef enum { HEX_LINE_ROW, HEX_LINE_RISING, HEX_LINE_FALLING, HEX_LINE_COUNT } hex_line_t;

/* Longest name hex_board_cell_name writes, with its NUL ("y25"). */
#define HEX_NAME_MAX 4

typedef struct {
    hex_shape_t shape;
    int size;
    int rows;
    int count; /* cells */
    int row_length[HEX_ROWS_MAX];
    hex_cell_t row_first[HEX_ROWS_MAX]; /* the row's leftmost cell */
    /* Each cell's row (0 = a) and place in its row (0 = leftmost), and its
     * x in "doubled" coordinates: neighbours in a row are 2 apart, a
     * diagonal neighbour is 1 across and 1 row up or down. */
    int8_t row[HEX_CELLS_MAX];
    int8_t column[HEX_CELLS_MAX];
    int8_t x[HEX_CELLS_MAX];
    hex_cell_t neighbour[HEX_CELLS_MAX][HEX_DIR_COUNT];
} hex_board_t;

/* The sizes a shape supports: hexhex 2..13, Meridians 3..13. */
int hex_shape_size_min(hex_shape_t shape);
int hex_shape_size_max(hex_shape_t shape);

/* Sets up the board of that shape and size.  False, with *why (when not
 * NULL) saying which sizes there are, when the size is not supported. */
bool hex_board_init(hex_board_t *board, hex_shape_t shape, int size, const char **why);

/* ---- Directions ---- */

static inline hex_dir_t hex_dir_opposite(hex_dir_t d) { return (hex_dir_t)((d + 3) % 6); }
static inline hex_line_t hex_dir_line(hex_dir_t d) { return (hex_line_t)(d % 3); }

/* ---- Cells ---- */

/* The cell in row `row` (0 = a), place `column` (0 = leftmost), or
 * HEX_NO_CELL. */
hex_cell_t hex_board_cell_at(const hex_board_t *board, int row, int column);

/* The neighbour of cell in direction d, or HEX_NO_CELL at the edge. */
static inline hex_cell_t hex_board_neighbour(const hex_board_t *board, hex_cell_t cell, hex_dir_t d)
{
    return board->neighbour[cell][d];
}

/* The cell `steps` cells away along d, or HEX_NO_CELL. */
hex_cell_t hex_board_step(const hex_board_t *board, hex_cell_t cell, hex_dir_t d, int steps);

bool hex_board_adjacent(const hex_board_t *board, hex_cell_t a, hex_cell_t b);

/* How many neighbours a cell has (3 at a corner of a hexhex board). */
int hex_board_degree(const hex_board_t *board, hex_cell_t cell);

/* The cells met walking from `cell` along d (itself excluded), nearest
 * first, up to the edge of the board; returns how many.  `out` needs room
 * for HEX_ROW_LENGTH_MAX - 1 cells. */
int hex_board_ray(const hex_board_t *board, hex_cell_t cell, hex_dir_t d, hex_cell_t *out);

/* When a and b are different cells on one line: true, with the direction
 * from a to b in *d and the number of steps in *distance (either may be
 * NULL).  Adjacent cells are 1 step apart. */
bool hex_board_line(const hex_board_t *board, hex_cell_t a, hex_cell_t b, hex_dir_t *d,
                    int *distance);

/* The cells strictly between a and b, from a's side, when they lie on one
 * line: returns how many (0 for neighbours), or -1 when a and b are not on
 * one line (or are the same cell).  `out` needs room for
 * HEX_ROW_LENGTH_MAX - 2 cells; it may be NULL to count only. */
int hex_board_between(const hex_board_t *board, hex_cell_t a, hex_cell_t b, hex_cell_t *out);

/* ---- Names ---- */

typedef enum {
    HEX_NAME_OK,
    HEX_NAME_SYNTAX,    /* not a cell name at all (an input error) */
    HEX_NAME_OFF_BOARD, /* a cell name, but not of a cell of this board */
} hex_name_status_t;

/* Parses the `length` characters at s as a cell name: one lower-case row
 * letter a-z, then the place in the row as a number from 1 with at most
 * two digits and no leading zero.  On HEX_NAME_SYNTAX, *why (when not
 * NULL) says what is wrong, with a hint where one helps ("A1": row letters
 * are lower case). */
hex_name_status_t hex_board_parse_cell(const hex_board_t *board, const char *s, size_t length,
                                       hex_cell_t *cell, const char **why);

/* Writes the cell's name ("e5") into buf and returns buf. */
const char *hex_board_cell_name(const hex_board_t *board, hex_cell_t cell, char buf[HEX_NAME_MAX]);

/* "size-5 board", for messages: "cell k3 is not on a size-5 board". */
void hex_board_describe(const hex_board_t *board, char *buf, size_t size);

/* ---- Drawing ---- */

/* The cell's place on a page with x to the right and y downwards (row a at
 * the bottom), neighbouring cells one unit apart. */
void hex_board_point(const hex_board_t *board, hex_cell_t cell, double *x, double *y);

#endif
