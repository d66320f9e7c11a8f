#include "hex/board_svg.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "io/svg.h"

/* In hex_board_point units neighbouring cells are 1 apart. */
#define PIXELS_PER_UNIT 48.0
/* Room round the board for its coordinates. */
#define MARGIN 1.4
#define STONE_RADIUS 0.38
#define NAME_SIZE 0.26
#define COORDINATE_SIZE 0.32
#define CAPTION_SIZE 0.4
/* A character of the caption's font is about this wide, in font sizes. */
#define CHARACTER_WIDTH 0.6

static void draw_cell_outline(svg_t *svg, double cx, double cy)
{
    /* A pointy-top hexagon whose opposite sides are 1 apart: corners at
     * (0, +-r) and (+-1/2, +-r/2), r = 1/sqrt(3). */
    double r = 1.0 / sqrt(3.0);
    double xs[6] = {cx, cx + 0.5, cx + 0.5, cx, cx - 0.5, cx - 0.5};
    double ys[6] = {cy - r, cy - r / 2, cy + r / 2, cy + r, cy + r / 2, cy - r / 2};
    svg_polygon(svg, xs, ys, 6, "#f3e2c0", "#8a7a5c", 0.03, 1.0);
}

/* Lines to the neighbours east, north-east and north-west draw every
 * line of the grid once. */
static void draw_point_lines(svg_t *svg, const hex_board_t *board, hex_cell_t cell)
{
    double x0, y0, x1, y1;
    hex_board_point(board, cell, &x0, &y0);
    for (int d = HEX_DIR_E; d <= HEX_DIR_NW; d++) {
        hex_cell_t next = hex_board_neighbour(board, cell, (hex_dir_t)d);
        if (next == HEX_NO_CELL)
            continue;
        hex_board_point(board, next, &x1, &y1);
        svg_line(svg, x0, y0, x1, y1, "#8a7a5c", 0.03);
    }
}

static void draw_board(svg_t *svg, const hex_board_t *board)
{
    for (hex_cell_t c = 0; c < board->count; c++) {
        double x, y;
        hex_board_point(board, c, &x, &y);
        if (board->shape == HEX_SHAPE_HEXHEX)
            draw_cell_outline(svg, x, y);
        else
            draw_point_lines(svg, board, c);
    }
}

static void draw_cell(svg_t *svg, const hex_position_t *pos, hex_cell_t cell, bool names)
{
    double x, y;
    hex_board_point(pos->board, cell, &x, &y);
    colour_t colour = hex_position_get(pos, cell);
    if (colour == COLOUR_WHITE)
        svg_circle(svg, x, y, STONE_RADIUS, "#ffffff", "#222222", 0.04);
    else if (colour == COLOUR_BLACK)
        svg_circle(svg, x, y, STONE_RADIUS, "#222222", "#222222", 0.04);
    /* On the Meridians board an empty point is a crossing of lines,
     * which would strike its name through: the name goes below the
     * point, between the two lines that leave it downwards. */
    bool below = pos->board->shape == HEX_SHAPE_MERIDIANS && colour == COLOUR_NONE;
    if (below)
        svg_circle(svg, x, y, 0.07, "#8a7a5c", "none", 0);
    if (names) {
        char name[HEX_NAME_MAX];
        svg_text(svg, x, below ? y + 0.36 : y, NAME_SIZE,
                 colour == COLOUR_BLACK ? "#ffffff" : "#555555", false,
                 hex_board_cell_name(pos->board, cell, name));
    }
}

/* A player finds a cell by its row letter, at both ends of each row,
 * and its place in the row, counted from the row's left end, which the
 * numbers along the bottom and top rows show. */
static void draw_coordinates(svg_t *svg, const hex_board_t *board)
{
    svg_class_begin(svg, "coordinates");
    for (int row = 0; row < board->rows; row++) {
        double x0, y0, x1, y1;
        hex_board_point(board, board->row_first[row], &x0, &y0);
        hex_board_point(board, board->row_first[row] + board->row_length[row] - 1, &x1, &y1);
        char letter[2] = {(char)('a' + row), '\0'};
        svg_text(svg, x0 - 0.85, y0 + NAME_SIZE / 3, COORDINATE_SIZE, "#8a7a5c", true, letter);
        svg_text(svg, x1 + 0.85, y1 + NAME_SIZE / 3, COORDINATE_SIZE, "#8a7a5c", true, letter);
    }
    /* Row a is drawn at the bottom: its numbers go below it, and the top
     * row's above. */
    int ends[2] = {0, board->rows - 1};
    for (int k = 0; k < 2; k++) {
        for (int column = 0; column < board->row_length[ends[k]]; column++) {
            double x, y;
            hex_board_point(board, board->row_first[ends[k]] + column, &x, &y);
            char number[16];
            snprintf(number, sizeof number, "%d", column + 1);
            svg_text(svg, x, k == 0 ? y + 0.95 : y - 0.75, COORDINATE_SIZE, "#8a7a5c", true,
                     number);
        }
    }
    svg_group_end(svg);
}

/* A red cross over each stone, in a group of class "dead". */
static void cross_out(svg_t *svg, const hex_board_t *board, const hex_cell_t *cells, int count)
{
    double r = STONE_RADIUS * 0.7;
    svg_class_begin(svg, "dead");
    for (int i = 0; i < count; i++) {
        double x, y;
        hex_board_point(board, cells[i], &x, &y);
        svg_line(svg, x - r, y - r, x + r, y + r, "#d62728", 0.08);
        svg_line(svg, x - r, y + r, x + r, y - r, "#d62728", 0.08);
    }
    svg_group_end(svg);
}

/* A dashed ring round each cell of an illegal move, wider than the last
 * move's, so that a cell both can be told apart, in a group of class
 * "offending". */
static void mark_offence(svg_t *svg, const hex_board_t *board, const hex_cell_t *cells, int count)
{
    svg_class_begin(svg, "offending");
    for (int i = 0; i < count; i++) {
        double x, y;
        hex_board_point(board, cells[i], &x, &y);
        svg_dashed_circle(svg, x, y, STONE_RADIUS + 0.2, "#e41a1c", 0.09);
    }
    svg_group_end(svg);
}

static void board_box(const hex_board_t *board, double *x0, double *y0, double *x1, double *y1)
{
    hex_board_point(board, 0, x0, y0);
    *x1 = *x0;
    *y1 = *y0;
    for (hex_cell_t c = 0; c < board->count; c++) {
        double x, y;
        hex_board_point(board, c, &x, &y);
        *x0 = x < *x0 ? x : *x0;
        *y0 = y < *y0 ? y : *y0;
        *x1 = x > *x1 ? x : *x1;
        *y1 = y > *y1 ? y : *y1;
    }
}

void hex_svg_draw(FILE *out, const hex_position_t *pos, const hex_svg_options_t *options)
{
    const hex_board_t *board = pos->board;
    double x0, y0, x1, y1;
    board_box(board, &x0, &y0, &x1, &y1);
    double extra = options->caption ? 0.8 : 0;
    double w = x1 - x0 + 2 * MARGIN, h = y1 - y0 + 2 * MARGIN + extra;
    /* A caption wider than a small board widens the picture round it. */
    if (options->caption != NULL)
        w = fmax(w, CAPTION_SIZE * CHARACTER_WIDTH * (double)strlen(options->caption) + MARGIN);
    svg_t svg;
    svg_begin(&svg, out, (x0 + x1 - w) / 2, y0 - MARGIN, w, h, PIXELS_PER_UNIT * w);
    char description[64];
    hex_board_describe(board, description, sizeof description);
    svg_comment(&svg, description);
    draw_board(&svg, board);
    draw_coordinates(&svg, board);
    for (hex_cell_t c = 0; c < board->count; c++)
        draw_cell(&svg, pos, c, options->names);
    for (int i = 0; options->marked != NULL && i < options->marked_count; i++) {
        double x, y;
        hex_board_point(board, options->marked[i], &x, &y);
        svg_circle(&svg, x, y, STONE_RADIUS + 0.06, "none", "#d62828", 0.07);
    }
    if (options->crossed_count > 0)
        cross_out(&svg, board, options->crossed, options->crossed_count);
    if (options->offending_count > 0)
        mark_offence(&svg, board, options->offending, options->offending_count);
    if (options->caption != NULL)
        svg_text(&svg, (x0 + x1) / 2, y1 + MARGIN + 0.3, CAPTION_SIZE, "#222222", false,
                 options->caption);
    svg_end(&svg);
}
