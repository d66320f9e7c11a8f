/* The Ring: the 12 pieces of one colour enclosing one area of as many
 * hexagons as possible.
 *
 * The bound.  An area is a set R of hexagons joined through sides that are
 * not in the figure, and every side between R and a hexagon outside it is
 * in the figure.  Those sides form simple cycles, as a corner of the
 * honeycomb has three sides.  Filling R's holes gives a set R' of at least
 * as many hexagons whose boundary C is one simple cycle of figure edges, so
 * it suffices to bound R'.  A piece's edges on C have no vertex of degree
 * three: at most its largest linear forest.  A cycle has even length and n
 * hexagons need a perimeter of 2 ceil(sqrt(12n - 3)), which bounds n.
 *
 * Sharper: a piece whose edges on C are not one path (X, with its middle
 * edge off C) joins two points of C by edges off C.  Inside R' they would
 * cut the area in two, so they run outside and, with an arc of C, enclose
 * hexagons B outside R'; R' plus B has perimeter |C| - arc + k for a
 * connector of k edges, arc + k >= 6.  When no piece's longest path is
 * enough for the perimeter, R' is a shape S of n + 1 hexagons less one
 * hexagon with 6 - k neighbours in S, or B has two or more hexagons, which
 * the program shows too small to matter.
 *
 * The search, level by level from the bound down: every candidate R' of n
 * hexagons (compact shapes from polyhex_enumerate), first relaxed to an
 * exact cover of C alone (placements meet C in a set of its edges, one per
 * letter; a placement that cuts R' alone is dropped), which refutes all
 * but a few; those are searched in full for a figure that really encloses
 * R'.  The first level with a figure is the answer.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#include "puzzle/optimum_internal.h"
#include "puzzle/ring_internal.h"
#include "twig/figure.h"
#include "twig/measure.h"
#include "twig/polyhex.h"
#include "twig/polytwig.h"
#include "util/array.h"
#include "util/clock.h"
#include "util/pool.h"

/* Cells and edges near a candidate live on a grid: a candidate's cells have
 * coordinates 0..27 (a perimeter of at most 54 edges), pieces reach 5 edges
 * beyond, and the pieces placed off the area a few dozen more. */
enum {
    GRID = 128,
    OFFSET = 48,
    MAX_BOUNDARY = 64,
    MAX_CELLS = RING_MAX_CELLS,
    MEMO_SLOTS = 1 << 16,
    FREE_PLACEMENT_NODES = 100000,
};

/* A placement meeting C: orientation `orientation` of letter `piece`
 * moved by (dq, dr), and the boundary edges it covers. */
typedef struct {
    uint64_t mask;
    int32_t dq, dr;
    uint8_t piece, orientation, covers; /* covers: the bits in mask */
} boundary_placement_t;

typedef struct {
    uint64_t covered;
    uint32_t used;
    uint32_t stamp;
} memo_slot_t;

typedef struct ring ring_t;

/* What an edge near the candidate is, when it is not on C. */
enum edge_kind { KIND_OUTSIDE = -1, KIND_INTERIOR = -2, KIND_PENDING = -3 };

/* A letter's orientation with its edge f on a boundary edge of f's side:
 * its edges' places on the grid, from that boundary edge's. */
typedef struct {
    uint8_t piece, orientation;
    int32_t q, r; /* edge f in the orientation */
    long delta[PIECE_EDGES];
    uint8_t meets[PIECE_EDGES]; /* the other edges sharing an end with each */
} anchor_t;

typedef struct {
    ring_t *ring;
    /* The grid, kept clear between candidates (region_unload): a cell's
     * index in R' or -1, a boundary edge's index in C or -1, the figure's
     * edges. */
    int8_t cell[GRID][GRID];
    int8_t kind[GRID * GRID * 3]; /* by edge_at: C's index, or enum edge_kind */
    uint8_t touch[GRID * GRID * 3]; /* an interior edge's ends on C */
    uint8_t taken[GRID][GRID][3];
    const ring_region_t *region;
    uint64_t adjacent[MAX_CELLS]; /* the cells of R' next to each, a bit per cell */
    uint64_t all_cells;
    edge_t boundary[MAX_BOUNDARY];
    int boundary_count;
    int cycles; /* C's cycles: one unless R' has holes */
    uint64_t full;
    boundary_placement_t *options;
    size_t option_count, option_capacity;
    /* Options are grouped by their lowest edge, which starts their group
     * in options[], and sorted by letter and mask within it; relaxed[]
     * holds one option per (letter, mask). */
    uint32_t *relaxed;
    size_t relaxed_count, relaxed_capacity;
    size_t relaxed_start[MAX_BOUNDARY + 1], exact_start[MAX_BOUNDARY + 1];
    int capacity[PIECE_COUNT]; /* most boundary edges one placement of a letter covers */
    memo_slot_t *memo;
    uint32_t memo_stamp;
    placement_t placed[PIECE_COUNT];
    int placed_count;
    size_t index; /* the candidate's slice */
    uint64_t nodes, free_nodes;
    bool unsure; /* a figure might have been missed: no proof at this level */
    bool failed; /* out of memory: the candidate is not refuted */
} ring_worker_t;

struct ring {
    const optimum_options_t *options;
    ring_bound_t bound;
    edge_t shapes[PIECE_COUNT][PIECE_ORIENTATIONS_MAX][PIECE_EDGES];
    int orientations[PIECE_COUNT];
    anchor_t anchors[3][PIECE_COUNT * PIECE_ORIENTATIONS_MAX * PIECE_EDGES];
    size_t anchor_count[3]; /* per side of the boundary edge */
    ring_regions_t candidates;
    mtx_t lock;
    atomic_bool halt;
    /* The lowest slice of the level realised so far (SIZE_MAX: none):
     * slices above it stop, those below it go on, so that the witness is
     * the lowest slice's whatever the threads and their timing. */
    atomic_size_t found_index;
    bool unsure, failed;
    placement_t witness[PIECE_COUNT];
    uint64_t nodes;
};

/* ---- The bound ---- */

static bool vertex_degrees_at_most_two(const edge_t *edges, unsigned subset)
{
    vertex_t seen[2 * PIECE_EDGES];
    int degree[2 * PIECE_EDGES], count = 0;
    for (int i = 0; i < PIECE_EDGES; i++) {
        if (!(subset >> i & 1))
            continue;
        vertex_t ends[2];
        lattice_edge_ends(edges[i], ends);
        for (int k = 0; k < 2; k++) {
            int j = 0;
            while (j < count && !lattice_vertex_equal(seen[j], ends[k]))
                j++;
            if (j == count) {
                seen[count] = ends[k];
                degree[count++] = 0;
            }
            if (++degree[j] > 2)
                return false;
        }
    }
    return true;
}

static bool edges_connected(const edge_t *edges, unsigned subset)
{
    edge_t chosen[PIECE_EDGES];
    size_t n = 0;
    for (int i = 0; i < PIECE_EDGES; i++)
        if (subset >> i & 1)
            chosen[n++] = edges[i];
    return polytwig_connected(chosen, n);
}

void ring_shape_on_cycle(const edge_t edges[PIECE_EDGES], int *forest, int *path)
{
    *forest = *path = 0;
    for (unsigned subset = 1; subset < 1u << PIECE_EDGES; subset++) {
        if (!vertex_degrees_at_most_two(edges, subset))
            continue;
        int size = __builtin_popcount(subset);
        if (size > *forest)
            *forest = size;
        if (size > *path && edges_connected(edges, subset))
            *path = size;
    }
}

void ring_bound_compute(ring_bound_t *b)
{
    memset(b, 0, sizeof *b);
    int forest_sum = 0, path_sum = 0;
    for (int p = 0; p < PIECE_COUNT; p++) {
        edge_t edges[PIECE_EDGES];
        piece_reference(p, edges);
        ring_shape_on_cycle(edges, &b->forest[p], &b->path[p]);
        forest_sum += b->forest[p];
        path_sum += b->path[p];
        /* Split, the piece has more than its longest path on C and so at
         * most PIECE_EDGES - path - 1 edges off it to join the paths. */
        if (b->forest[p] > b->path[p] && PIECE_EDGES - b->path[p] - 1 > b->connector)
            b->connector = PIECE_EDGES - b->path[p] - 1;
    }
    b->max_perimeter = (unsigned)forest_sum & ~1u;
    b->path_perimeter = (unsigned)path_sum & ~1u;
    b->max_cells = polyhex_max_cells(b->max_perimeter);
}

/* The largest perimeter to enumerate directly for n hexagons.  Above the
 * path bound a piece is split; when B has two hexagons or more (arc + k >=
 * 10), R' plus B has perimeter <= P + 2k - 10 and n <= max_cells(that) - 2.
 * If that is below n, only the notched candidates (B one hexagon) remain,
 * which ring_collect_level makes from the shapes of n + 1 hexagons. */
unsigned ring_level_perimeter(const ring_bound_t *b, size_t n)
{
    if (b->max_perimeter <= b->path_perimeter)
        return b->max_perimeter;
    unsigned big_b = b->max_perimeter + 2 * (unsigned)b->connector - 10;
    if (polyhex_max_cells(big_b) < n + 2)
        return b->path_perimeter;
    return b->max_perimeter;
}

/* ---- Candidates ---- */

static bool region_add(ring_regions_t *list, const hexagon_t *cells, size_t count,
                       unsigned perimeter)
{
    if (count > MAX_CELLS)
        return false;
    ring_region_t *grown =
        array_reserve(list->regions, &list->capacity, list->count + 1, sizeof *grown);
    if (grown == NULL)
        return false;
    list->regions = grown;
    ring_region_t *r = &list->regions[list->count++];
    memcpy(r->cells, cells, count * sizeof *cells);
    r->count = count;
    r->perimeter = perimeter;
    return true;
}

static bool cells_contain(const hexagon_t *cells, size_t count, hexagon_t h)
{
    for (size_t i = 0; i < count; i++)
        if (cells[i].q == h.q && cells[i].r == h.r)
            return true;
    return false;
}

/* R' = S less one hexagon H with 6 - k neighbours in S (the arc of C round
 * H; its other k sides are the connector), when R' needs a split piece. */
static bool add_notched(ring_regions_t *list, const ring_bound_t *b, const hexagon_t *shape,
                        size_t count, int k)
{
    int neighbours_needed = SIDE_COUNT - k;
    for (size_t h = 0; h < count; h++) {
        int neighbours = 0;
        for (int s = 0; s < SIDE_COUNT; s++)
            neighbours += cells_contain(shape, count, lattice_hex_neighbour(shape[h], (enum side)s));
        if (neighbours != neighbours_needed)
            continue;
        hexagon_t rest[MAX_CELLS];
        memcpy(rest, shape, h * sizeof *shape);
        memcpy(rest + h, shape + h + 1, (count - h - 1) * sizeof *shape);
        unsigned perimeter = (unsigned)polyhex_perimeter(rest, count - 1);
        if (perimeter > b->path_perimeter && !region_add(list, rest, count - 1, perimeter))
            return false;
    }
    return true;
}

static int region_by_perimeter(const void *a, const void *b)
{
    const ring_region_t *x = a, *y = b;
    return (x->perimeter > y->perimeter) - (x->perimeter < y->perimeter);
}

bool ring_collect_level(ring_regions_t *out, const ring_bound_t *b, size_t n)
{
    out->count = 0;
    unsigned max_perimeter = ring_level_perimeter(b, n);
    polyhex_list_t list;
    memset(&list, 0, sizeof list);
    bool ok = polyhex_min_perimeter(n) > max_perimeter ||
              polyhex_list_enumerate(&list, n, max_perimeter);
    for (size_t i = 0; ok && i < list.count; i++)
        ok = region_add(out, polyhex_list_shape(&list, i), n, list.perimeters[i]);
    polyhex_list_free(&list);
    /* Notched: S of n + 1 hexagons, perimeter P + 2k - 6 for P up to the
     * bound, for each connector length k. */
    for (int k = 1; ok && max_perimeter < b->max_perimeter && k <= b->connector; k++) {
        unsigned notch_perimeter = b->max_perimeter + 2 * (unsigned)k - 6;
        if (n + 1 >= MAX_CELLS || polyhex_min_perimeter(n + 1) > notch_perimeter)
            continue;
        ok = polyhex_list_enumerate(&list, n + 1, notch_perimeter);
        for (size_t i = 0; ok && i < list.count; i++)
            ok = add_notched(out, b, polyhex_list_shape(&list, i), n + 1, k);
        polyhex_list_free(&list);
    }
    if (ok && out->count > 0)
        qsort(out->regions, out->count, sizeof *out->regions, region_by_perimeter);
    return ok;
}

void ring_regions_free(ring_regions_t *list)
{
    free(list->regions);
    memset(list, 0, sizeof *list);
}

/* ---- A candidate's grid ---- */

static bool on_grid(int32_t q, int32_t r)
{
    return q + OFFSET >= 0 && q + OFFSET < GRID && r + OFFSET >= 0 && r + OFFSET < GRID;
}

/* The cell's index in R', or -1. */
static int cell_of(const ring_worker_t *w, hexagon_t h)
{
    return on_grid(h.q, h.r) ? w->cell[h.q + OFFSET][h.r + OFFSET] : -1;
}

static bool is_inside(const ring_worker_t *w, hexagon_t h) { return cell_of(w, h) >= 0; }

/* An edge's place in kind[] (on the grid). */
static long edge_at(edge_t e)
{
    return ((long)(e.q + OFFSET) * GRID + (e.r + OFFSET)) * 3 + e.side;
}

static int kind_of(const ring_worker_t *w, edge_t e)
{
    return on_grid(e.q, e.r) ? w->kind[edge_at(e)] : KIND_OUTSIDE;
}

static uint8_t *taken_at(ring_worker_t *w, edge_t e)
{
    return &w->taken[e.q + OFFSET][e.r + OFFSET][e.side];
}

/* Both sides of e in R'. */
static bool is_interior(const ring_worker_t *w, edge_t e)
{
    return kind_of(w, e) == KIND_INTERIOR;
}

/* The cells of R' reached from its first one, never crossing the
 * interior edges `cut` (with cut NULL, the taken edges). */
static uint64_t cells_reached(const ring_worker_t *w, const edge_t *cut, size_t cut_count)
{
    /* Each cut edge as the pair of cells it parts. */
    int parted[PIECE_EDGES][2];
    for (size_t i = 0; i < cut_count; i++) {
        hexagon_t sides[2];
        lattice_edge_hexes(cut[i], sides);
        parted[i][0] = cell_of(w, sides[0]);
        parted[i][1] = cell_of(w, sides[1]);
    }
    const ring_region_t *r = w->region;
    uint64_t reached = 1, frontier = 1;
    while (frontier != 0) {
        int c = __builtin_ctzll(frontier);
        frontier &= frontier - 1;
        uint64_t next = w->adjacent[c] & ~reached;
        for (size_t i = 0; i < cut_count; i++)
            for (int k = 0; k < 2; k++)
                if (parted[i][k] == c)
                    next &= ~(1ull << parted[i][1 - k]);
        for (int s = 0; cut == NULL && s < SIDE_COUNT; s++) {
            edge_t e = lattice_edge(r->cells[c], (enum side)s);
            int d = cell_of(w, lattice_hex_neighbour(r->cells[c], (enum side)s));
            if (d >= 0 && *taken_at((ring_worker_t *)w, e))
                next &= ~(1ull << d);
        }
        reached |= next;
        frontier |= next;
    }
    return reached;
}

/* Whether R' stays one area when the interior edges `cut` (or, with cut
 * NULL, the taken edges) are in the figure. */
static bool stays_connected(const ring_worker_t *w, const edge_t *cut, size_t cut_count)
{
    return cells_reached(w, cut, cut_count) == w->all_cells;
}

/* Numbers C's edges in the order of a walk round it, so that the covered
 * edges stay a prefix with a few beyond (fewer memo states).  Each corner
 * of the honeycomb has 0 or 2 edges of C, so the walk is one way on. */
static void boundary_walk(ring_worker_t *w, const edge_t *sides, size_t count)
{
    for (size_t i = 0; i < count; i++)
        w->kind[edge_at(sides[i])] = KIND_PENDING;
    w->boundary_count = w->cycles = 0;
    for (size_t start = 0; start < count; start++) {
        edge_t at = sides[start];
        bool more = kind_of(w, at) == KIND_PENDING;
        w->cycles += more;
        while (more) {
            w->kind[edge_at(at)] = (int8_t)w->boundary_count;
            w->boundary[w->boundary_count++] = at;
            edge_t around[4];
            lattice_edge_neighbours(at, around);
            more = false;
            for (int j = 0; j < 4 && !more; j++)
                if (kind_of(w, around[j]) == KIND_PENDING) {
                    at = around[j];
                    more = true;
                }
        }
    }
}

/* Whether end `end` of the interior edge e (side s of its hexagon h) lies
 * on C: the third hexagon at that end, across side s - 1 or s + 1 of h,
 * is outside R'. */
static bool end_on_boundary(const ring_worker_t *w, edge_t e, int end)
{
    int side = end == 0 ? (e.side + SIDE_COUNT - 1) % SIDE_COUNT : (e.side + 1) % SIDE_COUNT;
    return !is_inside(w, lattice_hex_neighbour((hexagon_t){e.q, e.r}, (enum side)side));
}

/* Marks R' and C on the grid; false when the candidate is too large. */
static bool region_load(ring_worker_t *w, const ring_region_t *r)
{
    w->region = r;
    w->boundary_count = 0;
    /* A margin wide enough that every placement meeting C is on the grid:
     * none may be missed. */
    for (size_t i = 0; i < r->count; i++)
        if (!on_grid(r->cells[i].q - 8, r->cells[i].r - 8) ||
            !on_grid(r->cells[i].q + 8, r->cells[i].r + 8))
            return false;
    for (size_t i = 0; i < r->count; i++)
        w->cell[r->cells[i].q + OFFSET][r->cells[i].r + OFFSET] = (int8_t)i;
    w->all_cells = r->count == 64 ? ~0ull : (1ull << r->count) - 1;
    edge_t sides[6 * MAX_CELLS];
    size_t count = 0;
    for (size_t i = 0; i < r->count; i++) {
        w->adjacent[i] = 0;
        for (int s = 0; s < SIDE_COUNT; s++) {
            int next = cell_of(w, lattice_hex_neighbour(r->cells[i], (enum side)s));
            if (next >= 0)
                w->adjacent[i] |= 1ull << next;
            if (next >= 0 && s < 3) /* an edge of cell i's own */
                w->kind[edge_at(lattice_edge(r->cells[i], (enum side)s))] = KIND_INTERIOR;
            else if (next < 0)
                sides[count++] = lattice_edge(r->cells[i], (enum side)s);
        }
    }
    if (count > MAX_BOUNDARY)
        return false;
    boundary_walk(w, sides, count);
    for (size_t i = 0; i < r->count; i++)
        for (int s = 0; s < 3; s++) {
            edge_t e = lattice_edge(r->cells[i], (enum side)s);
            if (w->kind[edge_at(e)] == KIND_INTERIOR)
                w->touch[edge_at(e)] = (uint8_t)(end_on_boundary(w, e, 0) + end_on_boundary(w, e, 1));
        }
    w->full = w->boundary_count == 64 ? ~0ull : (1ull << w->boundary_count) - 1;
    return true;
}

/* Clears the grid for the next candidate. */
static void region_unload(ring_worker_t *w)
{
    const ring_region_t *r = w->region;
    for (int i = 0; i < w->boundary_count; i++)
        w->kind[edge_at(w->boundary[i])] = KIND_OUTSIDE;
    for (size_t i = 0; i < r->count; i++) {
        if (!on_grid(r->cells[i].q, r->cells[i].r))
            continue;
        w->cell[r->cells[i].q + OFFSET][r->cells[i].r + OFFSET] = -1;
        for (int s = 0; s < 3; s++) {
            long at = edge_at(lattice_edge(r->cells[i], (enum side)s));
            w->kind[at] = KIND_OUTSIDE;
            w->touch[at] = 0;
        }
    }
}

/* ---- Options ---- */

/* Whether an anchored placement's edges inside R' (bits of `inside`)
 * cut it in two.  Edges meeting C at one point at most hang into R' and
 * cannot.  When C is one cycle, R' is a disc, which a connected group of
 * them meeting C at two corners cuts (a cross-cut), and which groups
 * meeting C once or not at all leave whole (trees: five edges hold no
 * cycle); a corner of C has one edge off C, so a group's ends on C are
 * distinct corners.  With holes, look. */
static bool cuts_area(ring_worker_t *w, const anchor_t *anchor, long at, unsigned inside,
                      int32_t dq, int32_t dr)
{
    int touches[PIECE_EDGES], all = 0;
    for (int k = 0; k < PIECE_EDGES; k++) {
        touches[k] = inside >> k & 1 ? w->touch[at + anchor->delta[k]] : 0;
        all += touches[k];
    }
    if (all < 2)
        return false;
    if (w->cycles != 1) {
        edge_t cut[PIECE_EDGES];
        size_t cut_count = 0;
        const edge_t *shape = w->ring->shapes[anchor->piece][anchor->orientation];
        for (int k = 0; k < PIECE_EDGES; k++)
            if (inside >> k & 1)
                cut[cut_count++] = (edge_t){shape[k].q + dq, shape[k].r + dr, shape[k].side};
        return !stays_connected(w, cut, cut_count);
    }
    for (unsigned left = inside; left != 0;) {
        unsigned group = left & -left, grown = 0;
        while (grown != group) {
            grown = group;
            for (int k = 0; k < PIECE_EDGES; k++)
                if (grown >> k & 1)
                    group |= anchor->meets[k] & inside;
        }
        int meets_c = 0;
        for (int k = 0; k < PIECE_EDGES; k++)
            meets_c += group >> k & 1 ? touches[k] : 0;
        if (meets_c > 1)
            return true;
        left &= ~group;
    }
    return false;
}

static edge_t edge_moved(edge_t e, int32_t dq, int32_t dr)
{
    return (edge_t){e.q + dq, e.r + dr, e.side};
}

/* The placement an option stands for. */
static placement_t option_placement(const ring_worker_t *w, const boundary_placement_t *o)
{
    placement_t p;
    memset(&p, 0, sizeof p);
    p.piece = o->piece;
    p.size = PIECE_EDGES;
    for (int k = 0; k < PIECE_EDGES; k++)
        p.edges[k] = edge_moved(w->ring->shapes[o->piece][o->orientation][k], o->dq, o->dr);
    return p;
}

/* The boundary edges of an anchored placement, in *mask, and its edges
 * inside R', in *inside (a bit per edge); false when one of its edges on C
 * comes before C's edge `first` (a placement is made from its lowest edge
 * on C, so once). */
static bool placement_meets(const ring_worker_t *w, const anchor_t *anchor, long at, int first,
                            uint64_t *mask, int *covers, unsigned *inside)
{
    *mask = 0;
    *covers = 0;
    *inside = 0;
    for (int k = 0; k < PIECE_EDGES; k++) {
        int kind = w->kind[at + anchor->delta[k]];
        if (kind >= 0) {
            if (kind < first)
                return false;
            *mask |= 1ull << kind;
            ++*covers;
        }
        *inside |= (unsigned)(kind == KIND_INTERIOR) << k;
    }
    return true;
}

/* Adds the anchored placement as an option unless it alone would cut the
 * area in two, in the room options_group made. */
static void option_add(ring_worker_t *w, const anchor_t *anchor, edge_t to, long at, int first)
{
    uint64_t mask;
    int covers;
    unsigned inside;
    if (!placement_meets(w, anchor, at, first, &mask, &covers, &inside))
        return;
    boundary_placement_t o = {mask, to.q - anchor->q, to.r - anchor->r, anchor->piece, anchor->orientation,
                  (uint8_t)covers};
    if (inside != 0 && cuts_area(w, anchor, at, inside, o.dq, o.dr))
        return;
    w->options[w->option_count++] = o;
    if (o.covers > w->capacity[o.piece])
        w->capacity[o.piece] = o.covers;
}

static bool option_before(const boundary_placement_t *x, const boundary_placement_t *y)
{
    return x->piece != y->piece ? x->piece < y->piece : x->mask < y->mask;
}

/* Sorts one group (a few dozen options) by letter and mask. */
static void group_sort(boundary_placement_t *group, size_t count)
{
    for (size_t i = 1; i < count; i++) {
        boundary_placement_t o = group[i];
        size_t j = i;
        for (; j > 0 && option_before(&o, &group[j - 1]); j--)
            group[j] = group[j - 1];
        group[j] = o;
    }
}

/* The placements whose lowest edge on C is boundary edge i, then the
 * relaxed problem's share of them. */
static bool options_group(ring_worker_t *w, int i)
{
    const ring_t *ring = w->ring;
    edge_t to = w->boundary[i];
    long at = edge_at(to);
    size_t begin = w->option_count;
    w->exact_start[i] = begin;
    w->relaxed_start[i] = w->relaxed_count;
    size_t most = begin + ring->anchor_count[to.side];
    boundary_placement_t *options = array_reserve(w->options, &w->option_capacity, most, sizeof *options);
    uint32_t *relaxed = array_reserve(w->relaxed, &w->relaxed_capacity, w->relaxed_count + most,
                                      sizeof *relaxed);
    if (options == NULL || relaxed == NULL)
        return false;
    w->options = options;
    w->relaxed = relaxed;
    for (size_t a = 0; a < ring->anchor_count[to.side]; a++)
        option_add(w, &ring->anchors[to.side][a], to, at, i);
    group_sort(w->options + begin, w->option_count - begin);
    for (size_t k = begin; k < w->option_count; k++) {
        const boundary_placement_t *o = &w->options[k];
        if (k == begin || o->piece != o[-1].piece || o->mask != o[-1].mask)
            w->relaxed[w->relaxed_count++] = (uint32_t)k;
    }
    return true;
}

/* Every placement meeting C, each once, and the lists by lowest edge. */
static bool options_build(ring_worker_t *w)
{
    w->option_count = w->relaxed_count = 0;
    memset(w->capacity, 0, sizeof w->capacity);
    for (int i = 0; i < w->boundary_count; i++)
        if (!options_group(w, i))
            return false;
    w->exact_start[w->boundary_count] = w->option_count;
    w->relaxed_start[w->boundary_count] = w->relaxed_count;
    return true;
}

/* ---- The search ---- */

static bool should_stop(ring_worker_t *w)
{
    ring_t *ring = w->ring;
    return w->failed || atomic_load_explicit(&ring->halt, memory_order_relaxed) ||
           atomic_load_explicit(&ring->found_index, memory_order_relaxed) < w->index ||
           (ring->options->stop != NULL &&
            atomic_load_explicit(ring->options->stop, memory_order_relaxed));
}

/* Room: the most edges the unused letters can put on C. */
static int room_of(const ring_worker_t *w, uint32_t used)
{
    int room = 0;
    for (int p = 0; p < PIECE_COUNT; p++)
        if (!(used >> p & 1))
            room += w->capacity[p];
    return room;
}

/* Relaxed states known to have no cover: what is left of a cover depends
 * only on the edges covered and the letters used. */
static memo_slot_t *dead_memo_find(ring_worker_t *w, uint64_t covered, uint32_t used, bool *present)
{
    uint64_t key = covered * 0x9E3779B97F4A7C15ull ^ (uint64_t)used * 0xC2B2AE3D27D4EB4Full;
    size_t at = (size_t)(key >> 40) & (MEMO_SLOTS - 1);
    for (int probe = 0; probe < 8; probe++) {
        memo_slot_t *slot = &w->memo[(at + (size_t)probe) & (MEMO_SLOTS - 1)];
        if (slot->stamp != w->memo_stamp) {
            *present = false;
            return slot;
        }
        if (slot->covered == covered && slot->used == used) {
            *present = true;
            return slot;
        }
    }
    *present = false;
    return NULL; /* full there: forget it */
}

static bool known_dead(ring_worker_t *w, uint64_t covered, uint32_t used)
{
    bool present;
    dead_memo_find(w, covered, used, &present);
    return present;
}

static void mark_dead(ring_worker_t *w, uint64_t covered, uint32_t used)
{
    bool present;
    memo_slot_t *slot = dead_memo_find(w, covered, used, &present);
    if (slot != NULL && !present)
        *slot = (memo_slot_t){covered, used, w->memo_stamp};
}

/* Whether the edges left (`needed` of them) can be covered by the unused
 * letters, whose placements hold at most `room` edges of C. */
static bool cover_relaxed(ring_worker_t *w, uint64_t covered, uint32_t used, int needed, int room)
{
    if (covered == w->full)
        return true;
    if ((++w->nodes & 4095) == 0 && should_stop(w))
        return false;
    if (known_dead(w, covered, used))
        return false;
    int item = __builtin_ctzll(~covered);
    for (size_t k = w->relaxed_start[item]; k < w->relaxed_start[item + 1]; k++) {
        const boundary_placement_t *o = &w->options[w->relaxed[k]];
        if ((used >> o->piece & 1) || (o->mask & covered))
            continue;
        /* Every option gives up its letter's capacity: too little left. */
        int left = room - w->capacity[o->piece];
        if (left < needed - o->covers)
            continue;
        if (cover_relaxed(w, covered | o->mask, used | 1u << o->piece, needed - o->covers, left))
            return true;
        if (should_stop(w))
            return false;
    }
    mark_dead(w, covered, used);
    return false;
}

static bool edges_free(ring_worker_t *w, const edge_t *edges)
{
    for (int i = 0; i < PIECE_EDGES; i++)
        if (!on_grid(edges[i].q, edges[i].r) || *taken_at(w, edges[i]))
            return false;
    return true;
}

static void place(ring_worker_t *w, const placement_t *p)
{
    for (int i = 0; i < PIECE_EDGES; i++)
        *taken_at(w, p->edges[i]) = 1;
    w->placed[w->placed_count++] = *p;
}

static void unplace(ring_worker_t *w)
{
    const placement_t *p = &w->placed[--w->placed_count];
    for (int i = 0; i < PIECE_EDGES; i++)
        *taken_at(w, p->edges[i]) = 0;
}

/* The figure encloses R' as one area and its pieces touch in some order. */
static bool figure_encloses(ring_worker_t *w)
{
    placement_t pieces[PIECE_COUNT];
    memcpy(pieces, w->placed, sizeof pieces);
    if (!figure_touch_order(pieces, PIECE_COUNT))
        return false;
    edge_t edges[PIECE_COUNT * PIECE_EDGES];
    figure_edges(pieces, PIECE_COUNT, edges);
    long area = measure_largest_area(edges, PIECE_COUNT * PIECE_EDGES);
    w->failed |= area < 0;
    if (area < (long)w->region->count)
        return false;
    memcpy(w->placed, pieces, sizeof pieces);
    return true;
}

/* Places the letters not on C off the area, each touching the figure. */
static bool place_free(ring_worker_t *w, uint32_t used)
{
    if (used == (1u << PIECE_COUNT) - 1)
        return figure_encloses(w);
    if (++w->free_nodes > FREE_PLACEMENT_NODES) {
        w->unsure = true;
        return false;
    }
    const ring_t *ring = w->ring;
    int p = __builtin_ctz(~used);
    for (int i = 0; i < w->placed_count * PIECE_EDGES; i++) {
        vertex_t ends[2];
        lattice_edge_ends(w->placed[i / PIECE_EDGES].edges[i % PIECE_EDGES], ends);
        for (int o = 0; o < ring->orientations[p]; o++)
            for (int f = 0; f < PIECE_EDGES; f++) {
                vertex_t mine[2];
                lattice_edge_ends(ring->shapes[p][o][f], mine);
                for (int a = 0; a < 2; a++)
                    for (int b = 0; b < 2; b++) {
                        if (mine[b].corner != ends[a].corner)
                            continue;
                        placement_t next = {.piece = p, .size = PIECE_EDGES};
                        bool fits = true;
                        for (int k = 0; k < PIECE_EDGES; k++) {
                            next.edges[k] = lattice_edge_translate(
                                ring->shapes[p][o][k], ends[a].q - mine[b].q, ends[a].r - mine[b].r);
                            fits = fits && !is_interior(w, next.edges[k]);
                        }
                        if (!fits || !edges_free(w, next.edges))
                            continue;
                        place(w, &next);
                        if (place_free(w, used | 1u << p))
                            return true;
                        unplace(w);
                        if (w->unsure || w->failed)
                            return false;
                    }
            }
    }
    return false;
}

/* Covers of C by whole placements, edge-disjoint, then the rest of the
 * figure; pruned by the relaxed states known to fail. */
static bool cover_exact(ring_worker_t *w, uint64_t covered, uint32_t used, int needed, int room)
{
    if (covered == w->full) {
        if (!stays_connected(w, NULL, 0))
            return false;
        w->free_nodes = 0;
        return place_free(w, used);
    }
    if ((++w->nodes & 4095) == 0 && should_stop(w))
        return false;
    if (known_dead(w, covered, used))
        return false;
    int item = __builtin_ctzll(~covered);
    for (size_t i = w->exact_start[item]; i < w->exact_start[item + 1]; i++) {
        const boundary_placement_t *o = &w->options[i];
        int left = room - w->capacity[o->piece];
        if ((used >> o->piece & 1) || (o->mask & covered) || left < needed - o->covers)
            continue;
        placement_t p = option_placement(w, o);
        if (!edges_free(w, p.edges))
            continue;
        place(w, &p);
        if (cover_exact(w, covered | o->mask, used | 1u << o->piece, needed - o->covers, left))
            return true;
        unplace(w);
        if (should_stop(w))
            return false;
    }
    return false;
}

static void worker_free(void *worker)
{
    ring_worker_t *w = worker;
    if (w == NULL)
        return;
    free(w->options);
    free(w->relaxed);
    free(w->memo);
    free(w);
}

static void *worker_new(void *shared)
{
    ring_worker_t *w = calloc(1, sizeof *w);
    if (w == NULL)
        return NULL;
    w->ring = shared;
    memset(w->cell, -1, sizeof w->cell);
    memset(w->kind, KIND_OUTSIDE, sizeof w->kind);
    w->memo = calloc(MEMO_SLOTS, sizeof *w->memo);
    if (w->memo == NULL) {
        worker_free(w);
        return NULL;
    }
    return w;
}

/* Whether a figure of the 12 pieces encloses the loaded candidate: first
 * the relaxed cover, then the figure itself (left in w->placed). */
static bool candidate_realised(ring_worker_t *w)
{
    if (!options_build(w)) {
        w->failed = true;
        return false;
    }
    if (++w->memo_stamp == 0) {
        memset(w->memo, 0, MEMO_SLOTS * sizeof *w->memo);
        w->memo_stamp = 1;
    }
    int needed = w->boundary_count, room = room_of(w, 0);
    if (room < needed || !cover_relaxed(w, 0, 0, needed, room))
        return false;
    w->placed_count = 0;
    bool found = cover_exact(w, 0, 0, needed, room);
    /* The grid's taken edges are cleared for the next candidate; the
     * pieces stay in w->placed. */
    for (int i = 0; i < w->placed_count; i++)
        for (int k = 0; k < PIECE_EDGES; k++)
            *taken_at(w, w->placed[i].edges[k]) = 0;
    return found;
}

/* One candidate: true when the figure was found; w->failed when the
 * search could not run. */
static bool search_candidate(ring_worker_t *w, const ring_region_t *r)
{
    bool loaded = region_load(w, r);
    w->failed |= !loaded;
    bool found = loaded && candidate_realised(w);
    region_unload(w);
    return found;
}

/* Slice `index` of the level: its candidate, unless a lower slice has
 * been realised already. */
static bool search_slice(void *shared, void *worker, size_t index)
{
    ring_t *ring = shared;
    ring_worker_t *w = worker;
    w->nodes = 0;
    w->unsure = false;
    w->failed = false;
    w->index = index;
    bool found = atomic_load(&ring->found_index) > index &&
                 search_candidate(w, &ring->candidates.regions[index]);
    mtx_lock(&ring->lock);
    ring->nodes += w->nodes;
    ring->failed |= w->failed;
    ring->unsure |= w->unsure && !found;
    if (found && index < atomic_load(&ring->found_index)) {
        atomic_store(&ring->found_index, index);
        memcpy(ring->witness, w->placed, sizeof ring->witness);
    }
    mtx_unlock(&ring->lock);
    const optimum_options_t *options = ring->options;
    if (options->progress != NULL) {
        atomic_fetch_add(&options->progress->slices_done, 1);
        atomic_fetch_add(&options->progress->nodes, w->nodes);
    }
    return !w->failed;
}

static void anchor_add(ring_t *ring, int p, int o, int f)
{
    const edge_t *shape = ring->shapes[p][o];
    int side = shape[f].side;
    anchor_t *anchor = &ring->anchors[side][ring->anchor_count[side]++];
    anchor->piece = (uint8_t)p;
    anchor->orientation = (uint8_t)o;
    anchor->q = shape[f].q;
    anchor->r = shape[f].r;
    for (int k = 0; k < PIECE_EDGES; k++) {
        anchor->delta[k] = edge_at(shape[k]) - edge_at(shape[f]);
        anchor->meets[k] = 0;
        vertex_t mine[2];
        lattice_edge_ends(shape[k], mine);
        for (int j = 0; j < PIECE_EDGES; j++) {
            vertex_t other[2];
            lattice_edge_ends(shape[j], other);
            for (int x = 0; x < 4 && j != k; x++)
                if (lattice_vertex_equal(mine[x / 2], other[x % 2]))
                    anchor->meets[k] |= (uint8_t)(1u << j);
        }
    }
}

/* Everything but the lock, which the caller makes when it needs it. */
static void ring_init(ring_t *ring, const optimum_options_t *options)
{
    memset(ring, 0, sizeof *ring);
    ring->options = options;
    ring_bound_compute(&ring->bound);
    for (int p = 0; p < PIECE_COUNT; p++) {
        ring->orientations[p] = piece_orientations(p, ring->shapes[p]);
        for (int o = 0; o < ring->orientations[p]; o++)
            for (int f = 0; f < PIECE_EDGES; f++)
                anchor_add(ring, p, o, f);
    }
    atomic_init(&ring->halt, false);
    atomic_init(&ring->found_index, SIZE_MAX);
}

bool ring_realise(const ring_region_t *region, placement_t witness[PIECE_COUNT], bool *failed)
{
    static const optimum_options_t alone = {1, 0, 0, NULL, NULL};
    *failed = false;
    ring_t *ring = malloc(sizeof *ring);
    ring_worker_t *w = NULL;
    if (ring != NULL) {
        ring_init(ring, &alone);
        w = worker_new(ring);
    }
    bool found = w != NULL && search_candidate(w, region);
    *failed = w == NULL || w->failed;
    if (found)
        memcpy(witness, w->placed, PIECE_COUNT * sizeof *witness);
    worker_free(w);
    free(ring);
    return found;
}

static void bound_describe(const ring_bound_t *b, optimum_result_t *result)
{
    snprintf(result->bound_note, sizeof result->bound_note,
             "a piece puts at most its longest path on the area's boundary cycle, or split "
             "round a hexagon outside (X): perimeter <= %u, or %u without a notch, so at most "
             "%zu hexagons; every larger candidate area is refuted by an exact cover of its "
             "boundary",
             b->max_perimeter, b->path_perimeter, b->max_cells);
}

optimum_result_t optimum_ring(const optimum_options_t *options)
{
    struct timespec start;
    optimum_result_t result;
    optimum_result_start(&result, &start);
    ring_t *ring = malloc(sizeof *ring);
    if (ring != NULL)
        ring_init(ring, options);
    if (ring == NULL || mtx_init(&ring->lock, mtx_plain) != thrd_success) {
        free(ring);
        result.failed = true;
        return result;
    }
    result.upper_bound = (long)ring->bound.max_cells;
    bound_describe(&ring->bound, &result);
    if (options->progress != NULL)
        atomic_store(&options->progress->bound, result.upper_bound);
    static const pool_jobs_t jobs = {worker_new, search_slice, worker_free};
    bool found = false;
    for (size_t n = ring->bound.max_cells; n > 0 && !found; n--) {
        if (optimum_stopped_from_outside(options) || ring->failed)
            break;
        if (!ring_collect_level(&ring->candidates, &ring->bound, n)) {
            ring->failed = true;
            break;
        }
        if (options->progress != NULL) {
            atomic_store(&options->progress->slices, ring->candidates.count);
            atomic_store(&options->progress->slices_done, 0);
        }
        atomic_store(&ring->found_index, SIZE_MAX);
        ring->failed |= !pool_run(&jobs, ring, ring->candidates.count, options->threads,
                                  options->part, options->parts, options->stop, &ring->halt);
        found = atomic_load(&ring->found_index) != SIZE_MAX;
        if (found) {
            edge_t edges[PIECE_COUNT * PIECE_EDGES];
            figure_edges(ring->witness, PIECE_COUNT, edges);
            memcpy(result.witness, ring->witness, sizeof ring->witness);
            result.witness_count = PIECE_COUNT;
            result.value = measure_largest_area(edges, PIECE_COUNT * PIECE_EDGES);
            ring->failed |= result.value < 0;
        } else if (!optimum_stopped_from_outside(options) && !ring->unsure && !ring->failed) {
            result.upper_bound = (long)n - 1;
            if (options->progress != NULL)
                atomic_store(&options->progress->bound, result.upper_bound);
        }
    }
    result.nodes = ring->nodes;
    result.failed = ring->failed;
    result.stopped = optimum_stopped_from_outside(options) && result.value < result.upper_bound;
    result.proven = result.value >= 0 && result.value == result.upper_bound;
    mtx_destroy(&ring->lock);
    ring_regions_free(&ring->candidates);
    free(ring);
    result.seconds = clock_seconds_since(start);
    return result;
}

bool optimum_ring_slicing(size_t levels, slicing_t *slicing)
{
    ring_bound_t bound;
    ring_bound_compute(&bound);
    ring_regions_t candidates;
    memset(&candidates, 0, sizeof candidates);
    bool ok = true;
    for (size_t n = bound.max_cells; ok && n > 0 && bound.max_cells - n < levels; n--) {
        ok = ring_collect_level(&candidates, &bound, n);
        for (size_t i = 0; ok && i < candidates.count; i++) {
            slicing_slice(slicing, n, i);
            slicing_cells(slicing, candidates.regions[i].cells, candidates.regions[i].count);
        }
    }
    ring_regions_free(&candidates);
    return ok;
}
