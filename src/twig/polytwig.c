#include "twig/polytwig.h"

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util/array.h"

static int edge_qsort_compare(const void *a, const void *b)
{
    return lattice_edge_compare(*(const edge_t *)a, *(const edge_t *)b);
}

/* Up to this many edges (every piece) are sorted by insertion, without
 * qsort's calls through a pointer: the placements normalise each piece
 * in each of its orientations, and the mirror pairs do again. */
enum { POLYTWIG_INSERTION_MOST = 16 };

static void sort_edges(edge_t *edges, size_t n)
{
    if (n > POLYTWIG_INSERTION_MOST) {
        qsort(edges, n, sizeof *edges, edge_qsort_compare);
        return;
    }
    for (size_t i = 1; i < n; i++) {
        edge_t moving = edges[i];
        size_t at = i;
        for (; at > 0 && lattice_edge_compare(edges[at - 1], moving) > 0; at--)
            edges[at] = edges[at - 1];
        edges[at] = moving;
    }
}

void polytwig_normalize(edge_t *edges, size_t n)
{
    if (n == 0)
        return;
    int32_t min_q = edges[0].q, min_r = edges[0].r;
    for (size_t i = 1; i < n; i++) {
        if (edges[i].q < min_q)
            min_q = edges[i].q;
        if (edges[i].r < min_r)
            min_r = edges[i].r;
    }
    for (size_t i = 0; i < n; i++)
        edges[i] = lattice_edge_translate(edges[i], -min_q, -min_r);
    sort_edges(edges, n);
}

void polytwig_transform(const edge_t *in, size_t n, int symmetry, edge_t *out)
{
    for (size_t i = 0; i < n; i++)
        out[i] = lattice_edge_transform(in[i], symmetry);
    polytwig_normalize(out, n);
}

int polytwig_compare(const edge_t *a, const edge_t *b, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        int c = lattice_edge_compare(a[i], b[i]);
        if (c != 0)
            return c;
    }
    return 0;
}

void polytwig_canonical(const edge_t *in, size_t n, enum polytwig_kind kind, edge_t *out)
{
    assert(n <= POLYTWIG_MAX_EDGES);
    edge_t image[POLYTWIG_MAX_EDGES];
    polytwig_transform(in, n, 0, out);
    for (int s = 1; s < (int)kind; s++) {
        polytwig_transform(in, n, s, image);
        if (polytwig_compare(image, out, n) < 0)
            memcpy(out, image, n * sizeof *out);
    }
}

static bool edges_touch(edge_t a, edge_t b)
{
    vertex_t va[2], vb[2];
    lattice_edge_ends(a, va);
    lattice_edge_ends(b, vb);
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            if (lattice_vertex_equal(va[i], vb[j]))
                return true;
    return false;
}

/* Each vertex is met once from each of its edges: a branching three
 * times.  The ends are found once, then compared. */
void polytwig_ends(const edge_t *edges, size_t n, unsigned *ends, unsigned *branchings)
{
    assert(n <= POLYTWIG_MAX_EDGES);
    vertex_t v[2 * POLYTWIG_MAX_EDGES];
    for (size_t i = 0; i < n; i++)
        lattice_edge_ends(edges[i], v + 2 * i);
    unsigned one = 0, three = 0;
    for (size_t i = 0; i < 2 * n; i++) {
        unsigned degree = 0;
        for (size_t j = 0; j < 2 * n; j++)
            degree += lattice_vertex_equal(v[i], v[j]);
        one += degree == 1;
        three += degree == 3;
    }
    *ends = one;
    *branchings = three / 3;
}

/* How many edges a flood fill from the first one reaches; reached[] all
 * false, queue[] room for n. */
static size_t flood_count(const edge_t *edges, size_t n, bool *reached, size_t *queue)
{
    size_t head = 0, tail = 0, count = 1;
    reached[0] = true;
    queue[tail++] = 0;
    while (head < tail) {
        size_t i = queue[head++];
        for (size_t j = 0; j < n; j++)
            if (!reached[j] && edges_touch(edges[i], edges[j])) {
                reached[j] = true;
                queue[tail++] = j;
                count++;
            }
    }
    return count;
}

/* Quadratic: n is small wherever this is used, and for small n the fill's
 * arrays are on the stack. */
bool polytwig_connected(const edge_t *edges, size_t n)
{
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++)
            if (lattice_edge_equal(edges[i], edges[j]))
                return false;
    if (n == 0)
        return false;
    if (n <= POLYTWIG_MAX_EDGES) {
        bool reached[POLYTWIG_MAX_EDGES] = {false};
        size_t queue[POLYTWIG_MAX_EDGES];
        return flood_count(edges, n, reached, queue) == n;
    }
    bool *reached = calloc(n, sizeof *reached);
    size_t *queue = malloc(n * sizeof *queue);
    bool connected = reached != NULL && queue != NULL && flood_count(edges, n, reached, queue) == n;
    free(reached);
    free(queue);
    return connected;
}

/* Shapes being enumerated are kept padded to a fixed length with zeroed
 * edges, so that qsort can compare them without being told their size. */
typedef struct {
    edge_t e[POLYTWIG_ENUMERATE_MAX];
} padded_shape_t;

typedef struct {
    padded_shape_t *shapes;
    size_t count, capacity;
} shape_list_t;

static bool shape_list_push(shape_list_t *list, const edge_t *shape, size_t n)
{
    padded_shape_t *grown =
        array_reserve(list->shapes, &list->capacity, list->count + 1, sizeof *grown);
    if (grown == NULL)
        return false;
    list->shapes = grown;
    padded_shape_t *slot = &list->shapes[list->count++];
    memset(slot, 0, sizeof *slot);
    memcpy(slot->e, shape, n * sizeof *shape);
    return true;
}

static int padded_qsort_compare(const void *a, const void *b)
{
    return polytwig_compare(((const padded_shape_t *)a)->e, ((const padded_shape_t *)b)->e,
                            POLYTWIG_ENUMERATE_MAX);
}

static void shape_list_unique(shape_list_t *list)
{
    if (list->count == 0)
        return;
    qsort(list->shapes, list->count, sizeof *list->shapes, padded_qsort_compare);
    size_t kept = 1;
    for (size_t i = 1; i < list->count; i++)
        if (padded_qsort_compare(&list->shapes[kept - 1], &list->shapes[i]) != 0)
            list->shapes[kept++] = list->shapes[i];
    list->count = kept;
}

static bool shape_contains(const edge_t *shape, size_t n, edge_t e)
{
    for (size_t i = 0; i < n; i++)
        if (lattice_edge_equal(shape[i], e))
            return true;
    return false;
}

/* Adds the canonical form of shape + e to the list. */
static bool push_grown(shape_list_t *to, const edge_t *shape, size_t n, edge_t e,
                       enum polytwig_kind kind)
{
    edge_t grown[POLYTWIG_ENUMERATE_MAX], canonical[POLYTWIG_ENUMERATE_MAX];
    if (n > 0)
        memcpy(grown, shape, n * sizeof *shape);
    grown[n] = e;
    polytwig_canonical(grown, n + 1, kind, canonical);
    return shape_list_push(to, canonical, n + 1);
}

/* Every shape of n + 1 edges is a shape of n edges plus one edge at one of
 * its vertices, so growing each canonical shape by every such edge and
 * canonicalising again reaches all of them. */
static bool grow(const shape_list_t *from, size_t n, enum polytwig_kind kind, shape_list_t *to)
{
    for (size_t s = 0; s < from->count; s++) {
        const edge_t *shape = from->shapes[s].e;
        for (size_t i = 0; i < n; i++) {
            edge_t around[4];
            lattice_edge_neighbours(shape[i], around);
            for (int j = 0; j < 4; j++)
                if (!shape_contains(shape, n, around[j]) &&
                    !push_grown(to, shape, n, around[j], kind))
                    return false;
        }
    }
    shape_list_unique(to);
    return true;
}

size_t polytwig_enumerate(size_t n, enum polytwig_kind kind, edge_t **shapes)
{
    *shapes = NULL;
    if (n == 0 || n > POLYTWIG_ENUMERATE_MAX)
        return 0;
    shape_list_t level = {NULL, 0, 0};
    if (!push_grown(&level, NULL, 0, (edge_t){0, 0, SIDE_E}, kind))
        return 0;
    for (size_t size = 1; size < n; size++) {
        shape_list_t next = {NULL, 0, 0};
        bool ok = grow(&level, size, kind, &next);
        free(level.shapes);
        level = next;
        if (!ok) {
            free(level.shapes);
            return 0;
        }
    }
    edge_t *out = malloc(level.count * n * sizeof *out);
    for (size_t s = 0; out != NULL && s < level.count; s++)
        memcpy(out + s * n, level.shapes[s].e, n * sizeof *out);
    free(level.shapes);
    *shapes = out;
    return out != NULL ? level.count : 0;
}
