#include "puzzle/puzzle_figure.h"

/* A puzzle's picture marks what the puzzle counts. */
static figure_mark_t figure_mark(puzzle_kind_t kind)
{
    switch (kind) {
    case PUZZLE_HEXES15:
    case PUZZLE_MAXIMUM:
        return FIGURE_MARK_CLOSED;
    case PUZZLE_RING:
        return FIGURE_MARK_LARGEST_AREA;
    case PUZZLE_TREE:
        return FIGURE_MARK_LEAVES;
    case PUZZLE_COVER:
        break;
    }
    return FIGURE_MARK_NONE;
}

figure_svg_t puzzle_figure(const puzzle_t *puzzle, const placement_t *pieces, size_t count,
                           const char *caption, figure_style_t styles[2 * PIECE_COUNT])
{
    figure_svg_t figure = {pieces, count, NULL, caption, &puzzle->pieces,
                           figure_mark(puzzle->kind)};
    if (puzzle->kind == PUZZLE_MAXIMUM) {
        for (size_t k = 0; k < 2 * PIECE_COUNT; k++)
            styles[k] = k % 2 ? FIGURE_STYLE_BLACK : FIGURE_STYLE_WHITE;
        figure.styles = styles;
    }
    return figure;
}
