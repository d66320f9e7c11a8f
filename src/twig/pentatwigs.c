#include "twig/pentatwigs.h"

#include <assert.h>
#include <string.h>

#include "twig/catalog.h"
#include "twig/polytwig.h"

/* The catalogue lists the pentatwigs in PIECE_LETTERS order. */
static const catalog_piece_t *pentatwig(int piece)
{
    assert(piece >= 0 && piece < PIECE_COUNT);
    size_t index;
    bool mirror;
    char letter[2] = {PIECE_LETTERS[piece], '\0'};
    catalog_lookup_t found = catalog_find(letter, &index, &mirror);
    assert(found == CATALOG_FOUND && catalog_at(index)->order == PIECE_EDGES);
    (void)found;
    return catalog_at(index);
}

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
    const catalog_piece_t *p = pentatwig(piece);
    for (int i = 0; i < PIECE_EDGES; i++) {
        bool ok = lattice_edge_parse(p->edges[i], &out[i], NULL);
        assert(ok);
        (void)ok;
    }
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

int piece_identify(const edge_t *edges, size_t n)
{
    if (n != PIECE_EDGES || !polytwig_connected(edges, n))
        return -1;
    piece_set_t set;
    piece_set_init(&set);
    long piece = piece_set_pentatwigs(&set) == PIECE_SET_OK ? piece_set_identify(&set, edges, n, -1)
                                                            : -1;
    piece_set_free(&set);
    return (int)piece;
}
