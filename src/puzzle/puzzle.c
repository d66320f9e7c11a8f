#include "puzzle/puzzle.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "twig/edge_set.h"
#include "twig/polyhex.h"

const char *const puzzle_builtin_names[] = {"triangle", "hexes15", "maximum", "ring", "tree", NULL};

static const puzzle_kind_t builtin_kinds[] = {PUZZLE_COVER, PUZZLE_HEXES15, PUZZLE_MAXIMUM,
                                              PUZZLE_RING, PUZZLE_TREE};

bool puzzle_builtin(const char *name, puzzle_t *puzzle)
{
    memset(puzzle, 0, sizeof *puzzle);
    int which = -1;
    for (int i = 0; puzzle_builtin_names[i] != NULL; i++)
        if (strcmp(name, puzzle_builtin_names[i]) == 0)
            which = i;
    if (which < 0)
        return false;
    puzzle->kind = builtin_kinds[which];
    puzzle->builtin = true;
    puzzle->name = strdup(name);
    puzzle->touching = true;
    /* The maximum uses both colours' pieces: the set is still the 12. */
    bool ok = puzzle->name != NULL && puzzle_default_pieces(puzzle);
    if (ok && puzzle->kind == PUZZLE_COVER) {
        puzzle->hexes = malloc(15 * sizeof *puzzle->hexes);
        ok = puzzle->hexes != NULL;
        if (ok)
            puzzle->hex_count = polyhex_triangle(puzzle->hexes);
    }
    if (!ok)
        puzzle_free(puzzle);
    return ok;
}

void puzzle_free(puzzle_t *puzzle)
{
    free(puzzle->name);
    free(puzzle->hexes);
    free(puzzle->edges);
    free(puzzle->spare);
    piece_set_free(&puzzle->pieces);
    memset(puzzle, 0, sizeof *puzzle);
}

bool puzzle_cover_problem(const puzzle_t *puzzle, cover_puzzle_t *problem, edge_t **required)
{
    memset(problem, 0, sizeof *problem);
    size_t capacity = 6 * puzzle->hex_count + puzzle->edge_count;
    *required = malloc((capacity + 1) * sizeof **required);
    if (*required == NULL)
        return false;
    size_t n = polyhex_sides(puzzle->hexes, puzzle->hex_count, *required);
    if (puzzle->edge_count > 0)
        memcpy(*required + n, puzzle->edges, puzzle->edge_count * sizeof **required);
    n = edge_sort_unique(*required, n + puzzle->edge_count);
    problem->required = *required;
    problem->required_count = n;
    problem->spare = puzzle->spare;
    problem->spare_count = puzzle->spare_count;
    problem->pieces = &puzzle->pieces;
    problem->touching = puzzle->touching;
    return true;
}

size_t puzzle_region_edges(const puzzle_t *puzzle)
{
    size_t count = 6 * puzzle->hex_count + puzzle->edge_count + puzzle->spare_count;
    edge_t *edges = malloc((count + 1) * sizeof *edges);
    if (edges == NULL)
        return SIZE_MAX;
    size_t n = polyhex_sides(puzzle->hexes, puzzle->hex_count, edges);
    if (puzzle->edge_count > 0)
        memcpy(edges + n, puzzle->edges, puzzle->edge_count * sizeof *edges);
    n += puzzle->edge_count;
    if (puzzle->spare_count > 0)
        memcpy(edges + n, puzzle->spare, puzzle->spare_count * sizeof *edges);
    n = edge_sort_unique(edges, n + puzzle->spare_count);
    free(edges);
    return n;
}

size_t puzzle_piece_count(const puzzle_t *puzzle)
{
    size_t pieces = piece_set_pieces(&puzzle->pieces);
    return puzzle->kind == PUZZLE_MAXIMUM ? 2 * pieces : pieces;
}

bool puzzle_default_pieces(puzzle_t *puzzle)
{
    piece_set_free(&puzzle->pieces);
    return piece_set_pentatwigs(&puzzle->pieces) == PIECE_SET_OK;
}
