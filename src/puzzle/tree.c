/* The Tree: the 12 pieces of one colour with as many leaves as possible,
 * a leaf being a vertex where exactly one edge of the figure ends.
 *
 * The bound.  A vertex has three edges, so where two pieces touch, one of
 * them has a single edge there: an end of that piece, which is then no
 * leaf.  Joining 12 pieces into one figure takes at least 11 joins, each
 * using up at least one end, so leaves <= ends - 11.  The ends are counted
 * from the pieces' shapes.
 *
 * The witness.  A figure meets the bound exactly when every join uses up
 * one end only (the end of one piece meets another piece where it passes
 * straight through, or a piece passes through another's end) and the
 * touching pieces form a tree.  The search builds such a figure piece by
 * piece, each new piece touching the figure at exactly one vertex in one of
 * those two ways; the first piece of each slice is a different letter.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "puzzle/optimum_internal.h"
#include "twig/figure.h"
#include "twig/measure.h"
#include "util/clock.h"
#include "util/pool.h"

/* The figure's vertex degrees on a grid around the first piece, which the
 * figure cannot outgrow: 12 pieces reach at most 60 edges from it. */
enum { GRID = 160, GRID_CENTRE = GRID / 2 };

typedef struct {
    int count;                /* orientations */
    edge_t edges[PIECE_ORIENTATIONS_MAX][PIECE_EDGES];
    vertex_t vertices[PIECE_ORIENTATIONS_MAX][PIECE_EDGES + 1];
    int degree[PIECE_ORIENTATIONS_MAX][PIECE_EDGES + 1];
    int vertex_count[PIECE_ORIENTATIONS_MAX];
} piece_shapes_t;

typedef struct {
    piece_shapes_t shapes[PIECE_COUNT];
    long bound;
    const optimum_options_t *options;
    atomic_bool halt;
    /* The witness found first, under the lock of the first to set found. */
    atomic_bool found;
    placement_t witness[PIECE_COUNT];
    atomic_uint_least64_t nodes;
} tree_t;

typedef struct {
    const tree_t *tree;
    uint8_t degree[GRID][GRID][2];
    vertex_t vertices[PIECE_COUNT * (PIECE_EDGES + 1)]; /* the figure's, in order */
    int vertex_count;
    placement_t placed[PIECE_COUNT];
    int placed_count;
    unsigned used; /* letters placed */
    uint64_t nodes;
} tree_worker_t;

/* The distinct vertices of a piece and its degree at each. */
static void shape_vertices(const edge_t *edges, vertex_t *out, int *degree, int *count)
{
    *count = 0;
    for (int i = 0; i < PIECE_EDGES; i++) {
        vertex_t ends[2];
        lattice_edge_ends(edges[i], ends);
        for (int k = 0; k < 2; k++) {
            int j = 0;
            while (j < *count && !lattice_vertex_equal(out[j], ends[k]))
                j++;
            if (j == *count) {
                out[j] = ends[k];
                degree[j] = 0;
                ++*count;
            }
            degree[j]++;
        }
    }
}

static long count_ends(const tree_t *t)
{
    long ends = 0;
    for (int p = 0; p < PIECE_COUNT; p++)
        for (int v = 0; v < t->shapes[p].vertex_count[0]; v++)
            ends += t->shapes[p].degree[0][v] == 1;
    return ends;
}

static void tree_init(tree_t *t, const optimum_options_t *options)
{
    memset(t, 0, sizeof *t);
    t->options = options;
    for (int p = 0; p < PIECE_COUNT; p++) {
        piece_shapes_t *s = &t->shapes[p];
        s->count = piece_orientations(p, s->edges);
        for (int o = 0; o < s->count; o++)
            shape_vertices(s->edges[o], s->vertices[o], s->degree[o], &s->vertex_count[o]);
    }
    t->bound = count_ends(t) - (PIECE_COUNT - 1);
    atomic_init(&t->halt, false);
    atomic_init(&t->found, false);
    atomic_init(&t->nodes, 0);
}

static uint8_t *degree_at(tree_worker_t *w, vertex_t v)
{
    int q = v.q + GRID_CENTRE, r = v.r + GRID_CENTRE;
    if (q < 0 || q >= GRID || r < 0 || r >= GRID)
        return NULL;
    return &w->degree[q][r][v.corner == CORNER_N ? 0 : 1];
}

static vertex_t vertex_moved(vertex_t v, int32_t dq, int32_t dr)
{
    return (vertex_t){v.q + dq, v.r + dr, v.corner};
}

/* Whether orientation o of piece p, moved by (dq, dr), touches the figure
 * only at `at` (its vertex index join). */
static bool touches_only_there(tree_worker_t *w, const piece_shapes_t *s, int o, int join,
                               int32_t dq, int32_t dr)
{
    for (int v = 0; v < s->vertex_count[o]; v++) {
        if (v == join)
            continue;
        uint8_t *d = degree_at(w, vertex_moved(s->vertices[o][v], dq, dr));
        if (d == NULL || *d != 0)
            return false;
    }
    return true;
}

static void place(tree_worker_t *w, int p, const edge_t *edges, int32_t dq, int32_t dr)
{
    placement_t *placed = &w->placed[w->placed_count++];
    placed->piece = p;
    placed->size = PIECE_EDGES;
    for (int i = 0; i < PIECE_EDGES; i++) {
        placed->edges[i] = lattice_edge_translate(edges[i], dq, dr);
        vertex_t ends[2];
        lattice_edge_ends(placed->edges[i], ends);
        for (int k = 0; k < 2; k++) {
            uint8_t *d = degree_at(w, ends[k]);
            if ((*d)++ == 0)
                w->vertices[w->vertex_count++] = ends[k];
        }
    }
    w->used |= 1u << p;
}

static void unplace(tree_worker_t *w)
{
    placement_t *placed = &w->placed[--w->placed_count];
    for (int i = 0; i < PIECE_EDGES; i++) {
        vertex_t ends[2];
        lattice_edge_ends(placed->edges[i], ends);
        for (int k = 0; k < 2; k++)
            if (--*degree_at(w, ends[k]) == 0)
                w->vertex_count--;
    }
    w->used &= ~(1u << placed->piece);
}

static bool should_stop(const tree_worker_t *w)
{
    const tree_t *t = w->tree;
    return atomic_load_explicit(&t->halt, memory_order_relaxed) ||
           (t->options->stop != NULL && atomic_load_explicit(t->options->stop, memory_order_relaxed));
}

/* Adds pieces until all 12 are placed; true when it found a figure. */
static bool grow(tree_worker_t *w)
{
    if (w->placed_count == PIECE_COUNT)
        return true;
    if ((++w->nodes & 4095) == 0 && should_stop(w))
        return false;
    const tree_t *t = w->tree;
    for (int i = 0; i < w->vertex_count; i++) {
        vertex_t at = w->vertices[i];
        int have = *degree_at(w, at);
        if (have == 3)
            continue;
        /* Joins that use up one end: an end meets a piece passing through
         * (degree 2), or a piece passes through an end (degree 1). */
        int need = 3 - have;
        for (int p = 0; p < PIECE_COUNT; p++) {
            if (w->used >> p & 1)
                continue;
            const piece_shapes_t *s = &t->shapes[p];
            for (int o = 0; o < s->count; o++)
                for (int v = 0; v < s->vertex_count[o]; v++) {
                    vertex_t join = s->vertices[o][v];
                    if (s->degree[o][v] != need || join.corner != at.corner)
                        continue;
                    int32_t dq = at.q - join.q, dr = at.r - join.r;
                    if (!touches_only_there(w, s, o, v, dq, dr))
                        continue;
                    place(w, p, s->edges[o], dq, dr);
                    bool done = grow(w);
                    if (done)
                        return true;
                    unplace(w);
                    if (should_stop(w))
                        return false;
                }
        }
    }
    return false;
}

static void *worker_new(void *shared)
{
    tree_worker_t *w = calloc(1, sizeof *w);
    if (w != NULL)
        w->tree = shared;
    return w;
}

static void worker_free(void *worker) { free(worker); }

/* Slice p's first piece: p, in its first orientation, at the origin. */
static const edge_t *slice_first_piece(const tree_t *t, int p) { return t->shapes[p].edges[0]; }

/* Slice p: the figures grown from piece p. */
static bool run_slice(void *shared, void *worker, size_t index)
{
    tree_t *t = shared;
    tree_worker_t *w = worker;
    memset(w->degree, 0, sizeof w->degree);
    w->vertex_count = w->placed_count = 0;
    w->used = 0;
    w->nodes = 0;
    int p = (int)index;
    place(w, p, slice_first_piece(t, p), 0, 0);
    bool found = grow(w);
    atomic_fetch_add(&t->nodes, w->nodes);
    if (t->options->progress != NULL) {
        atomic_fetch_add(&t->options->progress->slices_done, 1);
        atomic_fetch_add(&t->options->progress->nodes, w->nodes);
    }
    if (found && !atomic_exchange(&t->found, true)) {
        memcpy(t->witness, w->placed, sizeof t->witness);
        if (t->options->progress != NULL)
            atomic_store(&t->options->progress->best, t->bound);
    }
    return !found;
}

optimum_result_t optimum_tree(const optimum_options_t *options)
{
    struct timespec start;
    optimum_result_t result;
    optimum_result_start(&result, &start);
    tree_t *t = malloc(sizeof *t);
    if (t == NULL) {
        result.failed = true;
        return result;
    }
    tree_init(t, options);
    long ends = count_ends(t);
    result.upper_bound = t->bound;
    snprintf(result.bound_note, sizeof result.bound_note,
             "the %d pieces have %ld ends; joining them into one figure takes at least %d "
             "joins, each using up an end: %ld - %d = %ld",
             PIECE_COUNT, ends, PIECE_COUNT - 1, ends, PIECE_COUNT - 1, t->bound);
    if (options->progress != NULL) {
        atomic_store(&options->progress->bound, t->bound);
        atomic_store(&options->progress->slices, PIECE_COUNT);
    }
    static const pool_jobs_t jobs = {worker_new, run_slice, worker_free};
    result.failed = !pool_run(&jobs, t, PIECE_COUNT, options->threads, options->part,
                              options->parts, options->stop, &t->halt);
    result.nodes = atomic_load(&t->nodes);
    if (atomic_load(&t->found)) {
        memcpy(result.witness, t->witness, sizeof t->witness);
        result.witness_count = PIECE_COUNT;
        edge_t edges[PIECE_COUNT * PIECE_EDGES];
        figure_edges(t->witness, PIECE_COUNT, edges);
        /* Measured on its own, not taken from the search. */
        result.value = measure_leaves(edges, PIECE_COUNT * PIECE_EDGES);
        result.failed |= result.value < 0;
    }
    result.stopped = options->stop != NULL && atomic_load(options->stop) && !atomic_load(&t->found);
    result.proven = result.value == result.upper_bound;
    free(t);
    result.seconds = clock_seconds_since(start);
    return result;
}

bool optimum_tree_slicing(slicing_t *slicing)
{
    tree_t *t = malloc(sizeof *t);
    if (t == NULL)
        return false;
    static const optimum_options_t alone = {1, 0, 0, NULL, NULL};
    tree_init(t, &alone);
    for (int p = 0; p < PIECE_COUNT; p++) {
        slicing_slice(slicing, 0, (size_t)p);
        slicing_number(slicing, p);
        slicing_edges(slicing, slice_first_piece(t, p), PIECE_EDGES);
    }
    free(t);
    return true;
}
