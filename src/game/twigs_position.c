#include "game/twigs_position.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void twigs_position_free(twigs_position_t *pos)
{
    free(pos->pieces);
    free(pos->edges);
    free(pos->edge_colours);
    puzzle_free(&pos->puzzle);
    piece_set_free(&pos->game_pieces);
    memset(pos, 0, sizeof *pos);
}

void twigs_piece_describe(const twigs_position_t *pos, size_t index, char *buf, size_t size)
{
    const twigs_piece_t *p = &pos->pieces[index];
    const char *colour = colour_name(p->colour);
    if (p->shape >= 0)
        snprintf(buf, size, "piece %zu (%s %s)", index + 1, colour, pos->set->types[p->shape].name);
    else
        snprintf(buf, size, "piece %zu (%s)", index + 1, colour);
}
