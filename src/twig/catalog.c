#include "twig/catalog.h"

#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "twig/polytwig.h"

/* Reference orientations.  The shapes other than the pentatwigs were taken
 * from the literature's tables (segments from the vertices of a triangular
 * grid) by a proper rotation, so that upper case keeps its handedness. */
static const catalog_piece_t pieces[] = {
    {"I1", 1, {"0,0:e"}},
    {"L2", 2, {"0,0:e", "0,1:nw"}},
    {"C3", 3, {"1,0:e", "1,1:nw", "0,1:ne"}},
    {"S3", 3, {"0,1:e", "1,0:e", "1,1:nw"}},
    {"Y3", 3, {"0,0:e", "0,1:nw", "0,1:ne"}},
    {"C4", 4, {"1,0:e", "1,1:nw", "0,1:ne", "1,0:ne"}},
    {"P4", 4, {"0,0:e", "0,1:nw", "1,0:nw", "1,0:ne"}},
    {"W4", 4, {"0,1:e", "0,2:nw", "1,0:e", "1,1:nw"}},
    {"Y4", 4, {"0,1:e", "1,0:e", "1,1:nw", "1,1:ne"}},
    /* The pentatwigs as the game's rules draw them (PIECE_LETTERS order). */
    {"C", 5, {"0,0:ne", "0,0:e", "0,0:se", "0,0:sw", "0,0:w"}},
    {"P", 5, {"0,0:e", "0,0:se", "0,0:sw", "0,0:w", "1,0:nw"}},
    {"W", 5, {"0,0:nw", "0,0:ne", "0,0:w", "1,0:nw", "1,0:ne"}},
    {"S", 5, {"0,0:e", "0,0:se", "0,0:sw", "1,0:nw", "1,0:ne"}},
    {"U", 5, {"0,0:e", "0,0:se", "0,0:sw", "1,0:nw", "-1,1:nw"}},
    {"I", 5, {"0,0:se", "0,0:sw", "1,0:se", "1,0:sw", "-1,1:nw"}},
    {"L", 5, {"0,0:e", "0,0:se", "0,0:sw", "1,0:nw", "0,1:w"}},
    {"R", 5, {"0,0:e", "0,0:se", "0,0:sw", "0,0:w", "1,0:sw"}},
    {"Y", 5, {"0,0:ne", "0,0:e", "0,0:se", "0,0:sw", "1,0:sw"}},
    {"T", 5, {"0,0:e", "0,0:se", "0,0:sw", "1,0:se", "1,0:sw"}},
    {"H", 5, {"0,0:e", "0,0:se", "0,0:sw", "1,0:nw", "1,0:sw"}},
    {"X", 5, {"0,0:ne", "0,0:e", "0,0:se", "1,0:nw", "1,0:sw"}},
    {"C06", 6, {"0,2:e", "0,1:e", "0,2:ne", "1,0:e", "1,1:nw", "1,1:ne"}},
    {"F06", 6, {"0,1:e", "0,2:ne", "1,0:e", "1,1:nw", "1,1:ne", "2,0:nw"}},
    {"H06", 6, {"0,1:e", "0,2:nw", "2,1:nw", "1,0:e", "1,1:nw", "1,1:ne"}},
    {"H16", 6, {"0,1:e", "0,2:nw", "1,0:e", "1,1:nw", "1,1:ne", "2,0:nw"}},
    {"I06", 6, {"0,2:e", "1,1:e", "1,2:nw", "2,0:e", "2,1:nw", "3,0:nw"}},
    {"J06", 6, {"1,1:e", "1,2:nw", "0,1:e", "0,2:ne", "2,0:e", "2,1:nw"}},
    {"L06", 6, {"1,1:e", "1,2:nw", "0,2:ne", "2,0:e", "2,1:nw", "3,0:nw"}},
    {"L16", 6, {"0,2:e", "1,1:e", "1,2:nw", "2,0:e", "2,1:nw", "2,1:ne"}},
    {"L26", 6, {"0,1:e", "0,2:nw", "1,0:e", "1,1:nw", "1,1:ne", "1,0:ne"}},
    {"M06", 6, {"1,1:e", "1,2:nw", "0,2:ne", "2,0:e", "2,1:nw", "2,0:ne"}},
    {"O06", 6, {"1,0:e", "1,1:nw", "0,0:e", "0,1:ne", "1,0:nw", "1,0:ne"}},
    {"Q06", 6, {"1,0:e", "1,1:nw", "0,0:e", "0,1:nw", "1,0:nw", "1,0:ne"}},
    {"Q16", 6, {"1,2:nw", "0,1:e", "0,2:ne", "1,0:e", "1,1:nw", "1,1:ne"}},
    {"Q26", 6, {"1,1:e", "0,1:e", "0,2:ne", "1,0:e", "1,1:nw", "1,1:ne"}},
    {"R06", 6, {"0,1:e", "0,2:ne", "2,1:nw", "1,0:e", "1,1:nw", "1,1:ne"}},
    {"R16", 6, {"0,1:e", "0,2:ne", "1,0:e", "1,1:nw", "1,1:ne", "1,0:ne"}},
    {"S06", 6, {"2,0:e", "1,0:e", "1,1:nw", "0,1:ne", "2,0:nw", "2,0:ne"}},
    {"S16", 6, {"1,0:e", "1,1:nw", "0,1:ne", "3,0:nw", "2,0:nw", "2,0:ne"}},
    {"S26", 6, {"1,1:e", "1,2:nw", "0,2:ne", "2,0:e", "2,1:nw", "2,1:ne"}},
    {"U06", 6, {"0,1:e", "0,2:nw", "0,2:ne", "1,0:e", "1,1:nw", "1,1:ne"}},
    {"V06", 6, {"1,0:e", "1,1:ne", "0,0:e", "0,1:nw", "1,0:nw", "1,0:ne"}},
    {"W06", 6, {"1,1:e", "1,2:nw", "0,2:nw", "0,2:ne", "2,0:e", "2,1:nw"}},
    {"X06", 6, {"0,1:e", "0,2:nw", "1,0:e", "1,1:nw", "1,1:ne", "0,1:ne"}},
    {"X16", 6, {"0,1:e", "0,2:ne", "1,0:e", "1,1:nw", "1,1:ne", "0,1:ne"}},
    {"Y06", 6, {"0,1:e", "2,1:nw", "1,0:e", "1,1:nw", "1,1:ne", "1,0:ne"}},
    {"Y16", 6, {"0,1:e", "2,1:nw", "1,0:e", "1,1:nw", "1,1:ne", "2,0:nw"}},
    {"Y26", 6, {"1,1:e", "0,1:e", "0,2:nw", "1,0:e", "1,1:nw", "1,1:ne"}},
};

enum { PIECES = sizeof pieces / sizeof pieces[0] };

/* The order of each family name, in catalog_family_names order. */
const char *const catalog_family_names[] = {
    "monotwigs", "ditwigs", "tritwigs", "tetratwigs", "pentatwigs", "hexatwigs", NULL,
};

/* Reflection through the vertical axis is symmetry 6 of the lattice
 * followed by turns; any reflection will do, since orientations are
 * compared up to rotation. */
enum { MIRROR = 6 };

size_t catalog_count(void) { return PIECES; }

const catalog_piece_t *catalog_at(size_t index)
{
    assert(index < PIECES);
    return &pieces[index];
}

unsigned catalog_edges(size_t index, bool mirror, edge_t out[CATALOG_ORDER_MAX])
{
    const catalog_piece_t *piece = catalog_at(index);
    edge_t reference[CATALOG_ORDER_MAX];
    for (unsigned i = 0; i < piece->order; i++) {
        bool ok = lattice_edge_parse(piece->edges[i], &reference[i], NULL);
        assert(ok);
        (void)ok;
    }
    polytwig_transform(reference, piece->order, mirror ? MIRROR : 0, out);
    return piece->order;
}

bool catalog_chiral(size_t index)
{
    edge_t shape[CATALOG_ORDER_MAX], image[CATALOG_ORDER_MAX];
    edge_t a[CATALOG_ORDER_MAX], b[CATALOG_ORDER_MAX];
    unsigned n = catalog_edges(index, false, shape);
    catalog_edges(index, true, image);
    polytwig_canonical(shape, n, POLYTWIG_ONE_SIDED, a);
    polytwig_canonical(image, n, POLYTWIG_ONE_SIDED, b);
    return polytwig_compare(a, b, n) != 0;
}

void catalog_name(size_t index, bool mirror, char out[CATALOG_NAME_MAX])
{
    const catalog_piece_t *piece = catalog_at(index);
    snprintf(out, CATALOG_NAME_MAX, "%s", piece->name);
    if (mirror && catalog_chiral(index))
        out[0] = (char)tolower((unsigned char)out[0]);
}

/* Whether `name` is the piece's name or, for a pentatwig, its letter and
 * order ("R5"); case-blind in the first letter. */
static bool names_piece(const char *name, const catalog_piece_t *piece)
{
    if (toupper((unsigned char)name[0]) != piece->name[0])
        return false;
    if (strcmp(name + 1, piece->name + 1) == 0)
        return true;
    return piece->order == 5 && strcmp(name + 1, "5") == 0;
}

catalog_lookup_t catalog_find(const char *name, size_t *index, bool *mirror)
{
    if (name[0] == '\0')
        return CATALOG_UNKNOWN;
    for (size_t i = 0; i < PIECES; i++) {
        if (!names_piece(name, &pieces[i]))
            continue;
        *index = i;
        *mirror = islower((unsigned char)name[0]) != 0;
        return *mirror && !catalog_chiral(i) ? CATALOG_OWN_MIRROR : CATALOG_FOUND;
    }
    return CATALOG_UNKNOWN;
}

bool catalog_family(const char *name, unsigned *order, bool *one_sided)
{
    static const char prefix[] = "one-sided-";
    *one_sided = strncmp(name, prefix, sizeof prefix - 1) == 0;
    if (*one_sided)
        name += sizeof prefix - 1;
    for (unsigned k = 0; catalog_family_names[k] != NULL; k++)
        if (strcmp(name, catalog_family_names[k]) == 0) {
            *order = k + 1;
            return true;
        }
    return false;
}
