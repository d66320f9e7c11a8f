/* Stones on a hex board, and their groups (a group is a maximal set of
 * same-coloured, adjacent stones; docs/notation.md names the cells).
 *
 * Groups are kept in a union-find forest as stones are set: a stone placed
 * on an empty cell joins its neighbours' groups at once, any other change
 * (a removal, a stone changing colour) rebuilds the forest in one pass over
 * the board.  Queries never change the position, so a const position can
 * be asked anything.  A group is named by its representative cell (any
 * cell of the group names it through hex_position_group); the name stays
 * valid until the position next changes.
 *
 * A position is a plain value pointing at its board: copy it with `=` to
 * try a move, as long as the board outlives both.
 */
#ifndef TWIGS_HEX_POSITION_H
#define TWIGS_HEX_POSITION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hex/board.h"
#include "util/colour.h"

typedef struct {
    const hex_board_t *board;
    uint8_t colour[HEX_CELLS_MAX];
    hex_cell_t parent[HEX_CELLS_MAX];  /* union-find; a root is its own parent */
    int16_t group_size[HEX_CELLS_MAX]; /* meaningful at roots */
    int stones[COLOUR_COUNT];          /* per colour, empty cells (COLOUR_NONE) included */
} hex_position_t;

/* The empty position on board. */
void hex_position_init(hex_position_t *pos, const hex_board_t *board);

static inline colour_t hex_position_get(const hex_position_t *pos, hex_cell_t cell)
{
    return (colour_t)pos->colour[cell];
}

/* How many cells hold that colour (COLOUR_NONE: empty cells). */
static inline int hex_position_count(const hex_position_t *pos, colour_t c)
{
    return pos->stones[c];
}

/* Sets one cell: a placement, a removal (COLOUR_NONE) or a change of colour. */
void hex_position_set(hex_position_t *pos, hex_cell_t cell, colour_t c);

/* Sets several cells to one colour with at most one rebuild: removing a
 * dead group, flipping a grafted one.  The cells must be distinct. */
void hex_position_set_cells(hex_position_t *pos, const hex_cell_t *cells, int count,
                            colour_t c);

bool hex_position_equal(const hex_position_t *a, const hex_position_t *b);

/* ---- Neighbourhood ---- */

/* How many of the cell's neighbours hold colour c. */
int hex_position_neighbours_of(const hex_position_t *pos, hex_cell_t cell, colour_t c);

/* Walking from cell along d (itself excluded): the first cell that is not
 * empty, or HEX_NO_CELL when the ray reaches the edge first.  *gap (when
 * not NULL) gets the number of empty cells passed. */
hex_cell_t hex_position_first_stone(const hex_position_t *pos, hex_cell_t cell, hex_dir_t d,
                                    int *gap);

/* ---- Groups ---- */

/* The group of the stone on cell (its representative), or HEX_NO_CELL for
 * an empty cell. */
hex_cell_t hex_position_group(const hex_position_t *pos, hex_cell_t cell);

/* The number of stones in the group of the stone on cell (0: empty). */
int hex_position_group_size(const hex_position_t *pos, hex_cell_t cell);

static inline bool hex_position_same_group(const hex_position_t *pos, hex_cell_t a, hex_cell_t b)
{
    hex_cell_t g = hex_position_group(pos, a);
    return g != HEX_NO_CELL && g == hex_position_group(pos, b);
}

/* The groups of colour c (their representatives, in cell order); returns
 * how many.  `out` needs room for HEX_CELLS_MAX. */
int hex_position_groups(const hex_position_t *pos, colour_t c, hex_cell_t *out);

/* The sizes of the groups of colour c, largest first; returns how many.
 * `out` needs room for HEX_CELLS_MAX. */
int hex_position_group_sizes(const hex_position_t *pos, colour_t c, int *out);

/* The cells connected to start through cells of start's colour, start
 * first: its group for a stone, its region of empty cells for an empty
 * cell.  Returns how many; `out` needs room for HEX_CELLS_MAX. */
int hex_position_flood(const hex_position_t *pos, hex_cell_t start, hex_cell_t *out);

/* ---- Text ---- */

/* The position as a board diagram in the form position files use
 * (docs/positions.md): rows top to bottom, '.', 'W', 'B' separated by
 * spaces, each row indented so that the picture is a hexagon, every row
 * ending in '\n'.
 * Returns the length; `buf` needs HEX_DIAGRAM_MAX bytes. */
#define HEX_DIAGRAM_MAX (HEX_ROWS_MAX * (2 * HEX_ROW_LENGTH_MAX + HEX_SIZE_MAX + 1) + 1)
size_t hex_position_diagram(const hex_position_t *pos, char *buf);

#endif
