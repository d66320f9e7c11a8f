/* Writes a cover puzzle turned or reflected by one of the 12 symmetries
 * of the lattice, for timing the solver whichever way up a region is
 * drawn:
 *
 *     bench/orient PUZZLE.yaml SYMMETRY > TURNED.yaml
 *
 * SYMMETRY 0..5 turns by as many sixths, 6..11 reflects first. */
#include <stdio.h>
#include <stdlib.h>

#include "puzzle/puzzle_file.h"

static void turn(puzzle_t *puzzle, int symmetry)
{
    for (size_t i = 0; i < puzzle->hex_count; i++)
        puzzle->hexes[i] = lattice_hex_transform(puzzle->hexes[i], symmetry);
    for (size_t i = 0; i < puzzle->edge_count; i++)
        puzzle->edges[i] = lattice_edge_transform(puzzle->edges[i], symmetry);
    for (size_t i = 0; i < puzzle->spare_count; i++)
        puzzle->spare[i] = lattice_edge_transform(puzzle->spare[i], symmetry);
}

int main(int argc, char **argv)
{
    int symmetry = argc == 3 ? atoi(argv[2]) : -1;
    if (symmetry < 0 || symmetry >= LATTICE_SYMMETRIES) {
        fprintf(stderr, "usage: orient PUZZLE.yaml SYMMETRY (0 to 11)\n");
        return 2;
    }
    puzzle_t puzzle;
    bool ok = puzzle_file_load(argv[1], &puzzle, stderr);
    if (!ok || puzzle.builtin) {
        if (ok)
            fprintf(stderr, "orient: %s is a built-in puzzle\n", argv[1]);
        return 2;
    }
    turn(&puzzle, symmetry);
    ynode_t *doc = puzzle_file_node(&puzzle);
    yemitter_t *emitter = ytree_emit_begin(stdout);
    ok = emitter != NULL && ytree_emit_document(emitter, doc) && ytree_emit_end(emitter);
    ynode_free(doc);
    puzzle_free(&puzzle);
    return ok ? 0 : 2;
}
