#include "search/matching.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* One search for an augmenting path grows a tree from a single vertex:
 * outer vertices are at an even distance from the root, every other tree
 * vertex is reached from an outer one (`parent`) and continues through
 * its partner.  An odd cycle closed between two outer vertices is a
 * blossom: all its vertices get the base of the cycle as theirs and count
 * as outer, which is what lets the search see paths a bipartite search
 * would miss. */
typedef struct {
    const matching_graph_t *graph;
    int *mate;
    int *parent;
    int *base;
    int *queue;
    bool *outer;
    bool *in_blossom;
    bool *on_path;
    int head, tail;
} search_t;

static void push(search_t *s, int v)
{
    s->outer[v] = true;
    s->queue[s->tail++] = v;
}

/* The base where the tree paths from a and b to the root meet. */
static int meeting_base(search_t *s, int a, int b)
{
    memset(s->on_path, 0, (size_t)s->graph->count * sizeof *s->on_path);
    for (;;) {
        a = s->base[a];
        s->on_path[a] = true;
        if (s->mate[a] == -1)
            break;
        a = s->parent[s->mate[a]];
    }
    for (;;) {
        b = s->base[b];
        if (s->on_path[b])
            return b;
        b = s->parent[s->mate[b]];
    }
}

/* Marks the blossom's vertices from v down to `base`, pointing the odd
 * ones back along the cycle's other side (through `child`). */
static void mark_blossom_path(search_t *s, int v, int base, int child)
{
    while (s->base[v] != base) {
        s->in_blossom[s->base[v]] = s->in_blossom[s->base[s->mate[v]]] = true;
        s->parent[v] = child;
        child = s->mate[v];
        v = s->parent[s->mate[v]];
    }
}

static void contract_blossom(search_t *s, int v, int u)
{
    int base = meeting_base(s, v, u);
    memset(s->in_blossom, 0, (size_t)s->graph->count * sizeof *s->in_blossom);
    mark_blossom_path(s, v, base, u);
    mark_blossom_path(s, u, base, v);
    for (int i = 0; i < s->graph->count; i++) {
        if (!s->in_blossom[s->base[i]])
            continue;
        s->base[i] = base;
        if (!s->outer[i])
            push(s, i);
    }
}

/* A single vertex at the end of an augmenting path from root, or -1. */
static int find_augmenting_path(search_t *s, int root)
{
    int n = s->graph->count;
    for (int i = 0; i < n; i++) {
        s->parent[i] = -1;
        s->base[i] = i;
        s->outer[i] = false;
    }
    s->head = s->tail = 0;
    push(s, root);
    while (s->head < s->tail) {
        int v = s->queue[s->head++];
        for (int k = s->graph->first[v]; k < s->graph->first[v + 1]; k++) {
            int u = s->graph->list[k];
            if (s->base[v] == s->base[u] || s->mate[v] == u)
                continue;
            bool u_outer = u == root || (s->mate[u] != -1 && s->parent[s->mate[u]] != -1);
            if (u_outer) {
                contract_blossom(s, v, u);
            } else if (s->parent[u] == -1) {
                s->parent[u] = v;
                if (s->mate[u] == -1)
                    return u;
                push(s, s->mate[u]);
            }
        }
    }
    return -1;
}

/* Flips the pairs along the path ending at the single vertex v. */
static void augment(search_t *s, int v)
{
    while (v != -1) {
        int from = s->parent[v], next = s->mate[from];
        s->mate[v] = from;
        s->mate[from] = v;
        v = next;
    }
}

/* Pairs what pairs at first sight, so that few searches are needed. */
static void match_greedily(const matching_graph_t *graph, int *mate)
{
    for (int v = 0; v < graph->count; v++)
        for (int k = graph->first[v]; mate[v] == -1 && k < graph->first[v + 1]; k++)
            if (mate[graph->list[k]] == -1 && graph->list[k] != v) {
                mate[v] = graph->list[k];
                mate[graph->list[k]] = v;
            }
}

int matching_maximum(const matching_graph_t *graph, int *mate)
{
    int n = graph->count;
    for (int v = 0; v < n; v++)
        mate[v] = -1;
    size_t cells = n > 0 ? (size_t)n : 1;
    search_t s = {graph,
                  mate,
                  malloc(cells * sizeof(int)),
                  malloc(cells * sizeof(int)),
                  malloc(cells * sizeof(int)),
                  calloc(cells, sizeof(bool)),
                  calloc(cells, sizeof(bool)),
                  calloc(cells, sizeof(bool)),
                  0,
                  0};
    int pairs = -1;
    if (s.parent && s.base && s.queue && s.outer && s.in_blossom && s.on_path) {
        match_greedily(graph, mate);
        /* A vertex with no augmenting path now never gets one later. */
        for (int v = 0; v < n; v++)
            if (mate[v] == -1) {
                int end = find_augmenting_path(&s, v);
                if (end != -1)
                    augment(&s, end);
            }
        pairs = 0;
        for (int v = 0; v < n; v++)
            pairs += mate[v] > v;
    }
    free(s.parent);
    free(s.base);
    free(s.queue);
    free(s.outer);
    free(s.in_blossom);
    free(s.on_path);
    return pairs;
}
