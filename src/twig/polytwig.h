/* Polytwigs: connected sets of honeycomb edges, and their canonical forms.
 *
 * Two sets are the same free polytwig when a symmetry of the lattice and a
 * translation map one onto the other (one-sided: rotations only).  The
 * canonical form is the least, in lattice_edge_compare order, of the sorted
 * and normalised images; equal shapes have equal canonical forms.
 */
#ifndef TWIGS_TWIG_POLYTWIG_H
#define TWIGS_TWIG_POLYTWIG_H

#include <stdbool.h>
#include <stddef.h>

#include "twig/lattice.h"

/* How many of the lattice symmetries to apply: rotations only, or all 12. */
enum polytwig_kind { POLYTWIG_ONE_SIDED = 6, POLYTWIG_FREE = 12 };

/* Translates so that the least q and the least r are 0, then sorts. */
void polytwig_normalize(edge_t *edges, size_t n);

/* out = normalize(symmetry(in)); in and out may not overlap. */
void polytwig_transform(const edge_t *in, size_t n, int symmetry, edge_t *out);

/* out = the canonical form of in under the chosen symmetries; n is at
 * most POLYTWIG_MAX_EDGES. */
#define POLYTWIG_MAX_EDGES 256
void polytwig_canonical(const edge_t *in, size_t n, enum polytwig_kind kind, edge_t *out);

int polytwig_compare(const edge_t *a, const edge_t *b, size_t n);

/* True when the edges are distinct and connected through shared vertices.
 * False also when out of memory, which only sets of more than
 * POLYTWIG_MAX_EDGES edges need: the searches that test a piece's edges
 * (The Ring's bound) get a true answer. */
bool polytwig_connected(const edge_t *edges, size_t n);

/* The vertices where exactly one of the edges ends (*ends) and where
 * three meet (*branchings); the edges distinct.  Quadratic, for pieces:
 * the same in every placement, so the end budget (search/corners.h) can
 * sum them before any is made. */
void polytwig_ends(const edge_t *edges, size_t n, unsigned *ends, unsigned *branchings);

/* The largest n polytwig_enumerate accepts. */
#define POLYTWIG_ENUMERATE_MAX 12

/* Every polytwig of n edges, as canonical forms, n edges each, sorted.
 * Returns the number of shapes and stores a malloc'd array in *shapes
 * (NULL on allocation failure, with 0 returned). */
size_t polytwig_enumerate(size_t n, enum polytwig_kind kind, edge_t **shapes);

#endif
