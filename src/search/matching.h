/* Maximum matching in a general graph: as many disjoint pairs of joined
 * vertices as there can be (Edmonds' blossom algorithm, O(V^3) at worst).
 *
 * The engine knows nothing of games: callers number their vertices and
 * give each one's neighbours.  Sibling uses it to tell whether a
 * snapshot's stones can have been placed two at a time.
 */
#ifndef TWIGS_SEARCH_MATCHING_H
#define TWIGS_SEARCH_MATCHING_H

/* Vertices 0 .. count-1; the neighbours of v are list[first[v]] ..
 * list[first[v + 1] - 1].  The graph must be undirected: u lists v when
 * v lists u. */
typedef struct {
    int count;
    const int *first; /* count + 1 entries */
    const int *list;
} matching_graph_t;

/* Fills mate (count entries) with each vertex's partner in a maximum
 * matching, -1 for a vertex left single.  Returns the number of pairs, or
 * -1 when out of memory. */
int matching_maximum(const matching_graph_t *graph, int *mate);

#endif
