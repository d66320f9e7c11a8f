/* The symmetries of a cover puzzle, and how a search counts each class of
 * equivalent solutions once (private to src/puzzle).
 *
 * The puzzle's symmetries are the motions of the plane (a lattice symmetry,
 * then a translation) that map the required edges and the spare edges onto
 * themselves, and the piece set onto itself: a reflection turns each piece
 * over, so it is a symmetry only when every one-sided piece has its mirror
 * image in the set, as often.  Each motion permutes the items (edges) and
 * the options (placements).  A class of equivalent solutions is counted through its
 * least member under the key (f, sorted options), where f is the option
 * that covers a fixed "pivot" item.  For a solution A and a motion g,
 * f(g(A)) is g applied to the option of A covering g^-1(pivot); so a search
 * that has fixed the pivot's option a0 may forbid, for every motion g, the
 * options x covering g^-1(pivot) with g(x) < a0: no least member uses them
 * (symmetry_excludes, symmetry_forbid).  Ties (g(x) = a0) are settled by
 * the full test when a solution is found (symmetry_is_least).
 */
#ifndef TWIGS_PUZZLE_SYMMETRY_H
#define TWIGS_PUZZLE_SYMMETRY_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search/cover.h"
#include "twig/edge_set.h"
#include "twig/lattice.h"

/* A symmetry fixing the origin hexagon, then a translation. */
typedef struct {
    int symmetry;
    int32_t dq, dr;
} motion_t;

/* The item of an edge of the puzzle (-1 for an edge outside it). */
typedef long (*symmetry_item_fn)(const void *context, edge_t e);

/* An option covers at most this many items. */
#define SYMMETRY_OPTION_ITEMS_MAX 64

/* The options as the symmetries see them: option o places a piece of type
 * type[o] on the items item[start[o]] .. item[start[o + 1] - 1]; a
 * reflection makes a piece of type t one of type mirror[t]. */
typedef struct {
    const uint32_t *type;
    const uint32_t *start;
    const uint32_t *item;
    size_t count;
    const long *mirror; /* per type: its mirror type, or -1 when the set has none */
    size_t types;
} symmetry_options_t;

typedef struct {
    motion_t motions[LATTICE_SYMMETRIES]; /* motions[0] is the identity */
    size_t motion_count;
    size_t items, options;
    uint32_t *item_image;   /* item_image[m * items + i]: item i moved by motion m */
    uint32_t *option_image; /* option_image[m * options + o] */
    long pivot;             /* the pivot item, or -1 when there is none */
    uint32_t pivot_source[LATTICE_SYMMETRIES]; /* the item motion m takes to the pivot */
    /* The options covering pivot_source[m], in option order: from
     * source_options[source_start[m]] to before source_options[source_start[m + 1]]. */
    uint32_t *source_options;
    size_t source_start[LATTICE_SYMMETRIES + 1];
    symmetry_options_t option; /* the caller's, kept */
} symmetry_t;

/* The motions that map the required edges and the spare edges onto
 * themselves (rotations only, unless `reflections`), the identity first;
 * returns how many.  (The piece set is symmetry_init's business.) */
size_t symmetry_find_motions(const edge_set_t *required, const edge_set_t *spare, bool reflections,
                             motion_t motions[LATTICE_SYMMETRIES]);

edge_t symmetry_motion_apply(motion_t m, edge_t e);

/* The group of the puzzle whose required and spare edges are given (the
 * identity alone when identity_only: every solution counts; rotations
 * only when !reflections: the piece set is not its own mirror image), what
 * it does to the `items` items, and the pivot: the first of the `primary`
 * items in their order whose orbit is as large as the group, so that
 * every motion moves it and the pruning bites everywhere, failing that
 * item 0, or -1 when there is no primary item.  False when out of
 * memory. */
bool symmetry_init(symmetry_t *s, const edge_set_t *required, const edge_set_t *spare,
                   size_t items, size_t primary, symmetry_item_fn item_of, const void *context,
                   bool identity_only, bool reflections);

/* Whether a reflection maps the pieces onto themselves: every type has a
 * mirror type. */
bool symmetry_reflects_pieces(const long *mirror, size_t types);

/* What the group does to the options (kept, not copied).  False when out
 * of memory, or when *stop (which may be NULL) was set meanwhile. */
bool symmetry_map_options(symmetry_t *s, const symmetry_options_t *options,
                          const atomic_bool *stop);

void symmetry_free(symmetry_t *s);

static inline uint32_t symmetry_option_image(const symmetry_t *s, size_t m, uint32_t o)
{
    return s->option_image[m * s->options + o];
}

/* Whether option o covers item i. */
bool symmetry_option_covers(const symmetry_t *s, uint32_t o, uint32_t item);

/* Whether no least member of a class that has a0 at the pivot uses x. */
bool symmetry_excludes(const symmetry_t *s, uint32_t a0, uint32_t x);

/* Allows every option of the cover again, then forbids those that
 * symmetry_excludes for a0 among the options covering some g^-1(pivot). */
void symmetry_forbid(const symmetry_t *s, cover_t *cover, uint32_t a0);

/* The options x that a motion g (not the identity) takes to a0 while x
 * covers g^-1(pivot): a solution with a0 at the pivot that holds one of
 * them ties with its image, which only symmetry_is_least can settle; a
 * solution that holds none of them is the least of its class once
 * symmetry_forbid's options are left out.  Writes them, sorted and each
 * once, to out (room for source_start[motion_count] options) and returns
 * how many. */
size_t symmetry_ties(const symmetry_t *s, uint32_t a0, uint32_t *out);

/* A worker's room for symmetry_is_least. */
typedef struct {
    uint32_t *covering;      /* the solution's option covering each item */
    uint32_t *sorted, *moved; /* the solution's options, and their images */
} symmetry_scratch_t;

/* Room for solutions of up to `options` options; false when out of memory. */
bool symmetry_scratch_init(symmetry_scratch_t *scratch, const symmetry_t *s, size_t options);
void symmetry_scratch_free(symmetry_scratch_t *scratch);

/* Whether the solution (its options, covering every primary item) is the
 * least member of its class, to be counted. */
bool symmetry_is_least(const symmetry_t *s, const uint32_t *options, size_t count,
                       symmetry_scratch_t *scratch);

#endif
