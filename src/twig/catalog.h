/* The named polytwigs: every free polytwig of 1 to 6 edges under the name
 * the polytwig literature gives it.
 *
 *   order 1  I1                 order 4  C4 P4 W4 Y4
 *   order 2  L2                 order 5  C P W S U I L R Y T H X (also C5, P5, ...)
 *   order 3  C3 S3 Y3           order 6  C06 F06 H06 H16 ... Y26 (27 of them)
 *
 * A chiral piece (one that differs from its mirror image) is two pieces
 * when pieces may not be turned over; the mirror image is written with
 * its first letter in lower case: `r` (or `r5`) is the mirror of `R`,
 * `c06` of `C06`.  Upper case is the reference orientation listed here:
 * for the pentatwigs that of the game's rules, for the others that of the
 * literature's tables.
 *
 * The program does not trust this list: the tests check it against
 * polytwig_enumerate (every free polytwig of each order has exactly one
 * name, and the one-sided counts follow from which are chiral).
 */
#ifndef TWIGS_TWIG_CATALOG_H
#define TWIGS_TWIG_CATALOG_H

#include <stdbool.h>
#include <stddef.h>

#include "twig/lattice.h"

#define CATALOG_ORDER_MAX 6

/* Longest name catalog_name writes, with its NUL. */
#define CATALOG_NAME_MAX 8

typedef struct {
    const char *name;
    unsigned order;
    const char *edges[CATALOG_ORDER_MAX]; /* the reference orientation, by edge name */
} catalog_piece_t;

/* The pieces, by increasing order; the pentatwigs in the game's order
 * (PIECE_LETTERS). */
size_t catalog_count(void);
const catalog_piece_t *catalog_at(size_t index);

/* The piece's edges in its reference orientation (`mirror`: reflected
 * through the vertical axis), normalised; returns its order. */
unsigned catalog_edges(size_t index, bool mirror, edge_t out[CATALOG_ORDER_MAX]);

/* Whether the piece differs from its mirror image under rotation. */
bool catalog_chiral(size_t index);

/* The name of a piece, in lower case for the mirror image of a chiral
 * piece. */
void catalog_name(size_t index, bool mirror, char out[CATALOG_NAME_MAX]);

typedef enum {
    CATALOG_FOUND,
    CATALOG_UNKNOWN,        /* no piece has that name */
    CATALOG_OWN_MIRROR,     /* a lower-case name of a piece that is its own mirror image */
} catalog_lookup_t;

/* Finds a piece by name: its own name, a pentatwig's letter with its order
 * (C5), or either in lower case for the mirror image of a chiral piece. */
catalog_lookup_t catalog_find(const char *name, size_t *index, bool *mirror);

/* A family of pieces: monotwigs, ditwigs, tritwigs, tetratwigs,
 * pentatwigs, hexatwigs, each also as one-sided-...; false for any other
 * name. */
bool catalog_family(const char *name, unsigned *order, bool *one_sided);

/* The family names, NULL-ended, for messages. */
extern const char *const catalog_family_names[];

#endif
