/* The 12 pentatwigs of the game of Twigs, with their letters and the
 * reference orientations of the game's rules (the catalogue's pentatwigs,
 * twig/catalog).  Pieces are numbered 0..11 in the order of PIECE_LETTERS,
 * as in the pentatwig piece set (piece_set_pentatwigs).  Only these 12:
 * the pieces of any other puzzle, of any family of polytwigs, are a piece
 * set (twig/piece_set.h), and PIECE_COUNT and PIECE_EDGES are the
 * pentatwigs' alone. */
#ifndef TWIGS_TWIG_PENTATWIGS_H
#define TWIGS_TWIG_PENTATWIGS_H

#include <stddef.h>

#include "twig/lattice.h"
#include "twig/piece_set.h"

#define PIECE_COUNT 12
#define PIECE_EDGES 5
#define PIECE_ORIENTATIONS_MAX LATTICE_SYMMETRIES
#define PIECE_LETTERS "CPWSUILRYTHX"

/* The piece with this letter (upper case), or -1. */
int piece_from_letter(char letter);
char piece_letter(int piece);

/* The reference orientation, in the order of the rules' table. */
void piece_reference(int piece, edge_t out[PIECE_EDGES]);

/* Every distinct orientation of the piece, normalised (polytwig_normalize),
 * the reference's own first.  Returns how many there are. */
int piece_orientations(int piece, edge_t out[PIECE_ORIENTATIONS_MAX][PIECE_EDGES]);

/* Which piece these edges are (any rotation, reflection, translation), or
 * -1 when they are not five distinct connected edges of one pentatwig.
 * (Checking many placements: identify them in the pentatwig piece set.) */
int piece_identify(const edge_t *edges, size_t n);

#endif
