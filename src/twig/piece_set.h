/* A puzzle's pieces: named polytwigs, whole families of them, and custom
 * pieces given by their edges, each with a number of copies and a flag
 * saying whether it may be turned over.
 *
 * A piece is one type of the set; a solution places each type as many
 * times as it has copies.  Types keep the order in which they were added,
 * and their index is what a placement records.
 */
#ifndef TWIGS_TWIG_PIECE_SET_H
#define TWIGS_TWIG_PIECE_SET_H

#include <stdbool.h>
#include <stddef.h>

#include "twig/lattice.h"

/* A custom piece has at most this many edges (the named ones have 1 to 6). */
#define PIECE_SET_EDGES_MAX 16
#define PIECE_SET_NAME_MAX 32
/* Copies of one piece, and pieces in a set, at most. */
#define PIECE_SET_COPIES_MAX 1000
#define PIECE_SET_TYPES_MAX 1000

typedef struct {
    char name[PIECE_SET_NAME_MAX];
    unsigned size; /* edges */
    edge_t edges[PIECE_SET_EDGES_MAX]; /* one placement, normalised */
    bool one_sided;                    /* may not be turned over */
    unsigned copies;
    long catalog; /* its index in twig/catalog, or -1 for a custom piece */
    /* Its canonical form (polytwig_canonical), one-sided or free as the
     * piece is: equal forms, equal pieces. */
    edge_t canonical[PIECE_SET_EDGES_MAX];
} piece_type_t;

typedef struct {
    piece_type_t *types;
    size_t count, capacity;
} piece_set_t;

void piece_set_init(piece_set_t *set);
void piece_set_free(piece_set_t *set);

typedef enum {
    PIECE_SET_OK,
    PIECE_SET_NO_MEMORY,
    PIECE_SET_TOO_MANY,      /* copies or types beyond the limits above */
    PIECE_SET_NO_EDGES,      /* a custom piece of no edges */
    PIECE_SET_TOO_LARGE,     /* a custom piece of more than PIECE_SET_EDGES_MAX edges */
    PIECE_SET_REPEATED_EDGE, /* a custom piece lists an edge twice */
    PIECE_SET_NAME_TAKEN,    /* a custom piece named like another piece */
    PIECE_SET_BAD_NAME,      /* a custom name that is empty or too long */
} piece_set_status_t;

/* What a status means, for messages ("lists an edge twice"). */
const char *piece_set_status_text(piece_set_status_t status);

/* Adds `copies` of a catalogue piece (its mirror image when `mirror`); a
 * piece already in the set with the same shape and sidedness gets the
 * copies added. */
piece_set_status_t piece_set_add_named(piece_set_t *set, size_t catalog, bool mirror,
                                       bool one_sided, unsigned copies);

/* Adds every named piece of one order: once each, or, one-sided, each
 * chiral piece and its mirror image. */
piece_set_status_t piece_set_add_family(piece_set_t *set, unsigned order, bool one_sided);

/* Adds a piece given by its edges in any one placement; they need not be
 * connected. */
piece_set_status_t piece_set_add_custom(piece_set_t *set, const char *name, const edge_t *edges,
                                        size_t count, bool one_sided, unsigned copies);

/* The twelve pentatwigs once each, in the game's order (PIECE_LETTERS). */
piece_set_status_t piece_set_pentatwigs(piece_set_t *set);

/* The type of that name (a catalogue piece also under its other names:
 * "C5" finds "C"), or -1. */
long piece_set_find(const piece_set_t *set, const char *name);

/* The orientations of a type: its distinct images under the rotations
 * (one-sided) or all 12 symmetries, normalised, the placement given
 * first.  Returns how many; out has room for LATTICE_SYMMETRIES. */
unsigned piece_set_orientations(const piece_set_t *set, size_t type,
                                edge_t out[][PIECE_SET_EDGES_MAX]);

/* What a reflection of the plane makes of each type, into mirror[t] for
 * every t < set->count: a type that may be turned over, or is its own
 * mirror image, stays itself; a chiral one-sided type becomes a one-sided
 * type of its mirror shape with as many copies: the catalogue's partner
 * (R for r) when the set has it, else the first one listed, each used
 * once, so that the map is one-to-one and its own inverse (docs/puzzles.md,
 * "Distinct solutions").  A type left without one gets -1; returns whether
 * none did (then a reflection maps the set onto itself). */
bool piece_set_mirrors(const piece_set_t *set, long *mirror);

/* Whether the edges are a placement of the type: one of its orientations,
 * translated. */
bool piece_set_matches(const piece_set_t *set, size_t type, const edge_t *edges, size_t count);

/* The type the edges are a placement of: `named` when they are one of it
 * (named may be -1), else the first type they are, else -1 (also when an
 * edge is listed twice). */
long piece_set_identify(const piece_set_t *set, const edge_t *edges, size_t count, long named);

/* Whether every type is the same size (then *size is it). */
bool piece_set_one_size(const piece_set_t *set, unsigned *size);

/* A piece laid on the lattice: its type (the index of its piece in the
 * set; for the pentatwigs, its letter's place in PIECE_LETTERS) and its
 * edges. */
typedef struct {
    int piece;
    unsigned size;
    edge_t edges[PIECE_SET_EDGES_MAX];
} placement_t;

/* A placement of `size` edges (at most PIECE_SET_EDGES_MAX). */
placement_t placement_make(int piece, const edge_t *edges, unsigned size);

/* Pieces to place (copies counted) and their edges in all. */
size_t piece_set_pieces(const piece_set_t *set);
size_t piece_set_edges(const piece_set_t *set);

#endif
