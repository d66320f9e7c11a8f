#include "twig/piece_set.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "twig/catalog.h"
#include "twig/polytwig.h"
#include "util/array.h"

/* Reflection: any one will do, since shapes are compared up to rotation. */
enum { REFLECTION = 6 };

void piece_set_init(piece_set_t *set) { memset(set, 0, sizeof *set); }

void piece_set_free(piece_set_t *set)
{
    free(set->types);
    piece_set_init(set);
}

const char *piece_set_status_text(piece_set_status_t status)
{
    switch (status) {
    case PIECE_SET_OK:
        return "fine";
    case PIECE_SET_NO_MEMORY:
        return "out of memory";
    case PIECE_SET_TOO_MANY:
        return "too many pieces (at most 1000 kinds, 1000 copies of each)";
    case PIECE_SET_NO_EDGES:
        return "a piece needs at least one edge";
    case PIECE_SET_TOO_LARGE:
        return "a piece has at most 16 edges";
    case PIECE_SET_REPEATED_EDGE:
        return "the piece lists an edge twice";
    case PIECE_SET_NAME_TAKEN:
        return "the name is taken by another piece";
    case PIECE_SET_BAD_NAME:
        return "a piece's name is 1 to 31 characters";
    }
    return "?";
}

/* The canonical form under rotations only: two one-sided pieces are the
 * same when they have the same. */
static void one_sided_form(const edge_t *edges, unsigned n, edge_t *out)
{
    polytwig_canonical(edges, n, POLYTWIG_ONE_SIDED, out);
}

static enum polytwig_kind kind_of(bool one_sided)
{
    return one_sided ? POLYTWIG_ONE_SIDED : POLYTWIG_FREE;
}

static piece_set_status_t push_type(piece_set_t *set, piece_type_t *type)
{
    if (set->count >= PIECE_SET_TYPES_MAX)
        return PIECE_SET_TOO_MANY;
    polytwig_canonical(type->edges, type->size, kind_of(type->one_sided), type->canonical);
    piece_type_t *grown = array_reserve(set->types, &set->capacity, set->count + 1, sizeof *grown);
    if (grown == NULL)
        return PIECE_SET_NO_MEMORY;
    set->types = grown;
    set->types[set->count++] = *type;
    return PIECE_SET_OK;
}

static piece_set_status_t add_copies(piece_type_t *type, unsigned copies)
{
    if (copies > PIECE_SET_COPIES_MAX - type->copies)
        return PIECE_SET_TOO_MANY;
    type->copies += copies;
    return PIECE_SET_OK;
}

piece_set_status_t piece_set_add_named(piece_set_t *set, size_t catalog, bool mirror,
                                       bool one_sided, unsigned copies)
{
    if (copies == 0 || copies > PIECE_SET_COPIES_MAX)
        return PIECE_SET_TOO_MANY;
    piece_type_t type;
    memset(&type, 0, sizeof type);
    /* Turned over, a piece is its mirror image: only one-sided pieces keep
     * the lower-case name. */
    mirror = mirror && one_sided;
    catalog_name(catalog, mirror, type.name);
    type.size = catalog_edges(catalog, mirror, type.edges);
    type.one_sided = one_sided;
    type.copies = copies;
    type.catalog = (long)catalog;
    for (size_t t = 0; t < set->count; t++) {
        if (strcmp(set->types[t].name, type.name) != 0)
            continue;
        if (set->types[t].one_sided != one_sided)
            return PIECE_SET_NAME_TAKEN;
        return add_copies(&set->types[t], copies);
    }
    return push_type(set, &type);
}

piece_set_status_t piece_set_add_family(piece_set_t *set, unsigned order, bool one_sided)
{
    for (size_t i = 0; i < catalog_count(); i++) {
        if (catalog_at(i)->order != order)
            continue;
        piece_set_status_t status = piece_set_add_named(set, i, false, one_sided, 1);
        if (status == PIECE_SET_OK && one_sided && catalog_chiral(i))
            status = piece_set_add_named(set, i, true, true, 1);
        if (status != PIECE_SET_OK)
            return status;
    }
    return PIECE_SET_OK;
}

piece_set_status_t piece_set_pentatwigs(piece_set_t *set) { return piece_set_add_family(set, 5, false); }

static bool name_is_taken(const piece_set_t *set, const char *name)
{
    size_t index;
    bool mirror;
    unsigned order;
    bool one_sided;
    return catalog_find(name, &index, &mirror) != CATALOG_UNKNOWN ||
           catalog_family(name, &order, &one_sided) || piece_set_find(set, name) >= 0;
}

piece_set_status_t piece_set_add_custom(piece_set_t *set, const char *name, const edge_t *edges,
                                        size_t count, bool one_sided, unsigned copies)
{
    if (name[0] == '\0' || strlen(name) >= PIECE_SET_NAME_MAX)
        return PIECE_SET_BAD_NAME;
    if (name_is_taken(set, name))
        return PIECE_SET_NAME_TAKEN;
    if (count == 0)
        return PIECE_SET_NO_EDGES;
    if (count > PIECE_SET_EDGES_MAX)
        return PIECE_SET_TOO_LARGE;
    if (copies == 0 || copies > PIECE_SET_COPIES_MAX)
        return PIECE_SET_TOO_MANY;
    piece_type_t type;
    memset(&type, 0, sizeof type);
    snprintf(type.name, sizeof type.name, "%s", name);
    memcpy(type.edges, edges, count * sizeof *edges);
    polytwig_normalize(type.edges, count);
    for (size_t i = 1; i < count; i++)
        if (lattice_edge_equal(type.edges[i - 1], type.edges[i]))
            return PIECE_SET_REPEATED_EDGE;
    type.size = (unsigned)count;
    type.one_sided = one_sided;
    type.copies = copies;
    type.catalog = -1;
    return push_type(set, &type);
}

long piece_set_find(const piece_set_t *set, const char *name)
{
    for (size_t t = 0; t < set->count; t++)
        if (strcmp(set->types[t].name, name) == 0)
            return (long)t;
    /* Other names of a catalogue piece: C5 for C, or r5 for r. */
    size_t index;
    bool mirror;
    if (catalog_find(name, &index, &mirror) != CATALOG_FOUND)
        return -1;
    char canonical[CATALOG_NAME_MAX];
    for (size_t t = 0; t < set->count; t++) {
        const piece_type_t *type = &set->types[t];
        catalog_name(index, mirror && type->one_sided, canonical);
        if (type->catalog == (long)index && strcmp(type->name, canonical) == 0)
            return (long)t;
    }
    return -1;
}

unsigned piece_set_orientations(const piece_set_t *set, size_t type,
                                edge_t out[][PIECE_SET_EDGES_MAX])
{
    const piece_type_t *t = &set->types[type];
    int symmetries = t->one_sided ? LATTICE_SYMMETRIES / 2 : LATTICE_SYMMETRIES;
    unsigned count = 0;
    for (int s = 0; s < symmetries; s++) {
        polytwig_transform(t->edges, t->size, s, out[count]);
        bool seen = false;
        for (unsigned k = 0; k < count && !seen; k++)
            seen = polytwig_compare(out[k], out[count], t->size) == 0;
        if (!seen)
            count++;
    }
    return count;
}

/* The one-sided canonical form of the type turned over. */
static void reflected_form(const piece_type_t *t, edge_t *out)
{
    edge_t reflected[PIECE_SET_EDGES_MAX];
    polytwig_transform(t->edges, t->size, REFLECTION, reflected);
    one_sided_form(reflected, t->size, out);
}

/* Whether u may stand for t turned over: both one-sided and unpaired, as
 * many copies, u's shape t's mirror image (`form`), and, when
 * `same_catalog`, the same catalogue piece (R and r). */
static bool can_pair(const piece_set_t *set, const long *mirror, size_t t, size_t u,
                     const edge_t *form, bool same_catalog)
{
    const piece_type_t *a = &set->types[t], *b = &set->types[u];
    if (mirror[u] >= 0 || !b->one_sided || b->size != a->size || b->copies != a->copies)
        return false;
    if (same_catalog && (a->catalog < 0 || a->catalog != b->catalog))
        return false;
    return polytwig_compare(form, b->canonical, a->size) == 0;
}

/* Pairs each unpaired chiral type with the first unpaired type after it
 * that can_pair allows. */
static void pair_mirrors(const piece_set_t *set, long *mirror, bool same_catalog)
{
    edge_t form[PIECE_SET_EDGES_MAX];
    for (size_t t = 0; t < set->count; t++) {
        if (mirror[t] >= 0)
            continue;
        reflected_form(&set->types[t], form);
        for (size_t u = t + 1; u < set->count; u++)
            if (can_pair(set, mirror, t, u, form, same_catalog)) {
                mirror[t] = (long)u;
                mirror[u] = (long)t;
                break;
            }
    }
}

bool piece_set_mirrors(const piece_set_t *set, long *mirror)
{
    edge_t form[PIECE_SET_EDGES_MAX];
    for (size_t t = 0; t < set->count; t++) {
        const piece_type_t *type = &set->types[t];
        mirror[t] = -1;
        if (type->one_sided)
            reflected_form(type, form);
        if (!type->one_sided || polytwig_compare(form, type->canonical, type->size) == 0)
            mirror[t] = (long)t;
    }
    pair_mirrors(set, mirror, true);
    pair_mirrors(set, mirror, false);
    bool all = true;
    for (size_t t = 0; t < set->count; t++)
        all = all && mirror[t] >= 0;
    return all;
}

/* The edges' canonical forms, free and one-sided; false when they are too
 * many to be a piece or one is listed twice. */
static bool given_forms(const edge_t *edges, size_t count, edge_t forms[2][PIECE_SET_EDGES_MAX])
{
    if (count == 0 || count > PIECE_SET_EDGES_MAX)
        return false;
    polytwig_canonical(edges, count, POLYTWIG_FREE, forms[0]);
    for (size_t i = 1; i < count; i++)
        if (lattice_edge_equal(forms[0][i - 1], forms[0][i]))
            return false;
    polytwig_canonical(edges, count, POLYTWIG_ONE_SIDED, forms[1]);
    return true;
}

static bool type_is(const piece_type_t *t, edge_t forms[2][PIECE_SET_EDGES_MAX], size_t count)
{
    return t->size == count && polytwig_compare(t->canonical, forms[t->one_sided], count) == 0;
}

bool piece_set_matches(const piece_set_t *set, size_t type, const edge_t *edges, size_t count)
{
    edge_t forms[2][PIECE_SET_EDGES_MAX];
    return given_forms(edges, count, forms) && type_is(&set->types[type], forms, count);
}

long piece_set_identify(const piece_set_t *set, const edge_t *edges, size_t count, long named)
{
    edge_t forms[2][PIECE_SET_EDGES_MAX];
    if (!given_forms(edges, count, forms))
        return -1;
    if (named >= 0 && (size_t)named < set->count && type_is(&set->types[named], forms, count))
        return named;
    for (size_t t = 0; t < set->count; t++)
        if (type_is(&set->types[t], forms, count))
            return (long)t;
    return -1;
}

bool piece_set_one_size(const piece_set_t *set, unsigned *size)
{
    *size = set->count > 0 ? set->types[0].size : 0;
    for (size_t t = 1; t < set->count; t++)
        if (set->types[t].size != *size)
            return false;
    return set->count > 0;
}

size_t piece_set_pieces(const piece_set_t *set)
{
    size_t n = 0;
    for (size_t t = 0; t < set->count; t++)
        n += set->types[t].copies;
    return n;
}

size_t piece_set_edges(const piece_set_t *set)
{
    size_t n = 0;
    for (size_t t = 0; t < set->count; t++)
        n += (size_t)set->types[t].copies * set->types[t].size;
    return n;
}

placement_t placement_make(int piece, const edge_t *edges, unsigned size)
{
    placement_t p;
    memset(&p, 0, sizeof p);
    p.piece = piece;
    p.size = size <= PIECE_SET_EDGES_MAX ? size : PIECE_SET_EDGES_MAX;
    memcpy(p.edges, edges, p.size * sizeof *edges);
    return p;
}
