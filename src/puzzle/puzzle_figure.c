#include "puzzle/puzzle_figure.h"

figure_svg_t puzzle_figure(const puzzle_t *puzzle, const placement_t *pieces, size_t count,
                           const char *caption, figure_style_t styles[2 * PIECE_COUNT])
{
    /* A puzzle's picture marks what the puzzle counts. */
    figure_svg_t figure = {pieces, count, NULL, caption, &puzzle->pieces,
                           puzzle_info(puzzle)->mark};
    if (puzzle_info(puzzle)->game) {
        for (size_t k = 0; k < 2 * PIECE_COUNT; k++)
            styles[k] = k % 2 ? FIGURE_STYLE_BLACK : FIGURE_STYLE_WHITE;
        figure.styles = styles;
    }
    return figure;
}
