/* The 12 pentatwigs, with their letters and reference orientations as in
 * SPEC §4.2.  Pieces are numbered 0..11 in the order of PIECE_LETTERS. */
#ifndef TWIGS_TWIG_PIECES_H
#define TWIGS_TWIG_PIECES_H

#include <stddef.h>

#include "twig/lattice.h"

#define PIECE_COUNT 12
#define PIECE_EDGES 5
#define PIECE_ORIENTATIONS_MAX LATTICE_SYMMETRIES
#define PIECE_LETTERS "CPWSUILRYTHX"

/* A piece laid on the lattice. */
typedef struct {
    int piece; /* 0..PIECE_COUNT-1 */
    edge_t edges[PIECE_EDGES];
} placement_t;

/* The piece with this letter (upper case), or -1. */
int piece_from_letter(char letter);
char piece_letter(int piece);

/* The reference orientation, in the order of the SPEC's table, and the
 * names the table gives its edges. */
void piece_reference(int piece, edge_t out[PIECE_EDGES]);
const char *piece_reference_name(int piece, int edge);

/* Every distinct orientation of the piece, normalised (polytwig_normalize),
 * the reference's own first.  Returns how many there are. */
int piece_orientations(int piece, edge_t out[PIECE_ORIENTATIONS_MAX][PIECE_EDGES]);

/* Which piece these edges are (any rotation, reflection, translation), or
 * -1 when they are not five distinct connected edges of one pentatwig. */
int piece_identify(const edge_t *edges, size_t n);

/* The canonical forms of the 12 pieces, worked out once, for callers that
 * identify many placements (checking a game identifies 24): the same
 * answers as piece_identify at a twelfth of the work. */
typedef struct {
    edge_t canonical[PIECE_COUNT][PIECE_EDGES];
} piece_catalog_t;

void piece_catalog_init(piece_catalog_t *catalog);
int piece_catalog_identify(const piece_catalog_t *catalog, const edge_t *edges, size_t n);

#endif
