#include "twig/pieces.h"

#include <assert.h>
#include <string.h>

#include "twig/polytwig.h"

static const char *const reference_names[PIECE_COUNT][PIECE_EDGES] = {
    {"0,0:ne", "0,0:e", "0,0:se", "0,0:sw", "0,0:w"},   /* C */
    {"0,0:e", "0,0:se", "0,0:sw", "0,0:w", "1,0:nw"},   /* P */
    {"0,0:nw", "0,0:ne", "0,0:w", "1,0:nw", "1,0:ne"},  /* W */
    {"0,0:e", "0,0:se", "0,0:sw", "1,0:nw", "1,0:ne"},  /* S */
    {"0,0:e", "0,0:se", "0,0:sw", "1,0:nw", "-1,1:nw"}, /* U */
    {"0,0:se", "0,0:sw", "1,0:se", "1,0:sw", "-1,1:nw"}, /* I */
    {"0,0:e", "0,0:se", "0,0:sw", "1,0:nw", "0,1:w"},   /* L */
    {"0,0:e", "0,0:se", "0,0:sw", "0,0:w", "1,0:sw"},   /* R */
    {"0,0:ne", "0,0:e", "0,0:se", "0,0:sw", "1,0:sw"},  /* Y */
    {"0,0:e", "0,0:se", "0,0:sw", "1,0:se", "1,0:sw"},  /* T */
    {"0,0:e", "0,0:se", "0,0:sw", "1,0:nw", "1,0:sw"},  /* H */
    {"0,0:ne", "0,0:e", "0,0:se", "1,0:nw", "1,0:sw"},  /* X */
};

int piece_from_letter(char letter)
{
    const char *at = letter ? strchr(PIECE_LETTERS, letter) : NULL;
    return at ? (int)(at - PIECE_LETTERS) : -1;
}

char piece_letter(int piece)
{
    assert(piece >= 0 && piece < PIECE_COUNT);
    return PIECE_LETTERS[piece];
}

void piece_reference(int piece, edge_t out[PIECE_EDGES])
{
    assert(piece >= 0 && piece < PIECE_COUNT);
    for (int i = 0; i < PIECE_EDGES; i++) {
        bool ok = lattice_edge_parse(reference_names[piece][i], &out[i], NULL);
        assert(ok);
        (void)ok;
    }
}

const char *piece_reference_name(int piece, int edge)
{
    assert(piece >= 0 && piece < PIECE_COUNT && edge >= 0 && edge < PIECE_EDGES);
    return reference_names[piece][edge];
}

int piece_orientations(int piece, edge_t out[PIECE_ORIENTATIONS_MAX][PIECE_EDGES])
{
    edge_t reference[PIECE_EDGES];
    piece_reference(piece, reference);
    int count = 0;
    for (int s = 0; s < LATTICE_SYMMETRIES; s++) {
        polytwig_transform(reference, PIECE_EDGES, s, out[count]);
        bool seen = false;
        for (int k = 0; k < count && !seen; k++)
            seen = polytwig_compare(out[k], out[count], PIECE_EDGES) == 0;
        if (!seen)
            count++;
    }
    return count;
}

void piece_catalog_init(piece_catalog_t *catalog)
{
    for (int piece = 0; piece < PIECE_COUNT; piece++) {
        edge_t reference[PIECE_EDGES];
        piece_reference(piece, reference);
        polytwig_canonical(reference, PIECE_EDGES, POLYTWIG_FREE, catalog->canonical[piece]);
    }
}

int piece_catalog_identify(const piece_catalog_t *catalog, const edge_t *edges, size_t n)
{
    if (n != PIECE_EDGES || !polytwig_connected(edges, n))
        return -1;
    edge_t shape[PIECE_EDGES];
    polytwig_canonical(edges, n, POLYTWIG_FREE, shape);
    for (int piece = 0; piece < PIECE_COUNT; piece++)
        if (polytwig_compare(shape, catalog->canonical[piece], PIECE_EDGES) == 0)
            return piece;
    return -1;
}

int piece_identify(const edge_t *edges, size_t n)
{
    if (n != PIECE_EDGES)
        return -1;
    piece_catalog_t catalog;
    piece_catalog_init(&catalog);
    return piece_catalog_identify(&catalog, edges, n);
}
