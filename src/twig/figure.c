#include "twig/figure.h"

#include <stdlib.h>
#include <string.h>

bool figure_pieces_touch(const placement_t *a, const placement_t *b)
{
    for (unsigned i = 0; i < a->size; i++) {
        vertex_t va[2];
        lattice_edge_ends(a->edges[i], va);
        for (unsigned j = 0; j < b->size; j++) {
            vertex_t vb[2];
            lattice_edge_ends(b->edges[j], vb);
            for (int x = 0; x < 2; x++)
                for (int y = 0; y < 2; y++)
                    if (lattice_vertex_equal(va[x], vb[y]))
                        return true;
        }
    }
    return false;
}

static edge_t least_edge(const placement_t *p)
{
    edge_t least = p->edges[0];
    for (unsigned i = 1; i < p->size; i++)
        if (lattice_edge_compare(p->edges[i], least) < 0)
            least = p->edges[i];
    return least;
}

bool figure_touch_order(placement_t *pieces, size_t count)
{
    if (count == 0)
        return true;
    size_t first = 0;
    for (size_t i = 1; i < count; i++)
        if (lattice_edge_compare(least_edge(&pieces[i]), least_edge(&pieces[first])) < 0)
            first = i;
    placement_t swap = pieces[0];
    pieces[0] = pieces[first];
    pieces[first] = swap;
    /* pieces[0 .. placed-1] are in order; each pass of the walk takes the
     * next unplaced piece that touches the one being expanded. */
    size_t placed = 1;
    for (size_t head = 0; head < placed; head++)
        for (size_t i = placed; i < count; i++)
            if (figure_pieces_touch(&pieces[head], &pieces[i])) {
                swap = pieces[placed];
                pieces[placed] = pieces[i];
                pieces[i] = swap;
                placed++;
            }
    return placed == count;
}

bool figure_in_touch_order(const placement_t *pieces, size_t count)
{
    for (size_t i = 1; i < count; i++) {
        bool touches = false;
        for (size_t j = 0; j < i && !touches; j++)
            touches = figure_pieces_touch(&pieces[i], &pieces[j]);
        if (!touches)
            return false;
    }
    return true;
}

size_t figure_edge_count(const placement_t *pieces, size_t count)
{
    size_t n = 0;
    for (size_t i = 0; i < count; i++)
        n += pieces[i].size;
    return n;
}

size_t figure_edges(const placement_t *pieces, size_t count, edge_t *out)
{
    size_t n = 0;
    for (size_t i = 0; i < count; i++) {
        memcpy(out + n, pieces[i].edges, pieces[i].size * sizeof *out);
        n += pieces[i].size;
    }
    return n;
}
