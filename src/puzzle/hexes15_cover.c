/* 15 Hexes' exact covers, a word of 60 bits per state (hexes15_cover.h).
 *
 * The search covers the lowest open edge first, so the placements that
 * may cover it are those whose lowest edge it is: they are grouped by it,
 * and by letter, so that the letters placed are skipped whole.  How the
 * edges are numbered decides the search's size: along a sweep the region
 * fills from one side (the sweep is chosen per region, see below).  A
 * placement that leaves an open edge with no open edge meeting it is
 * refused at once.  Every arrangement is met; one per class under the
 * region's symmetries is kept, the least as a list of masks by letter,
 * which is exact since each letter is placed once and a symmetry keeps
 * each piece's letter (the twelve are free pieces).
 */
#include "puzzle/hexes15_cover.h"

#include <stdlib.h>
#include <string.h>

#include "twig/edge_set.h"
#include "twig/sweep_order.h"

/* The most placements whose lowest edge is one edge: per letter,
 * orientation and the piece's edge laid on it. */
#define GROUP_MAX (PIECE_COUNT * PIECE_ORIENTATIONS_MAX * PIECE_EDGES)
#define FULL ((UINT64_C(1) << HEXES15_EDGES) - 1)


/* Placements as masks, grouped by their lowest bit and then by letter:
 * letter p's with lowest bit e from start[e][p] to start[e][p + 1]; with
 * each, the edges next to it. */
typedef struct {
    uint64_t *masks, *near;
    uint32_t start[HEXES15_EDGES][PIECE_COUNT + 1];
    uint16_t letters[HEXES15_EDGES]; /* the letters that have placements there */
} groups_t;

typedef struct {
    edge_set_t region; /* sorted; until sweep_apply, an edge's bit is its place */
    edge_t edge[HEXES15_EDGES]; /* by bit */
    uint64_t meets[HEXES15_EDGES]; /* the edges sharing an end with each */
    groups_t options, swept;
    /* The region's symmetries but the identity, as maps of its bits. */
    uint8_t map[LATTICE_SYMMETRIES][HEXES15_EDGES];
    int map_count;
    uint64_t chosen[PIECE_COUNT]; /* the arrangement on the way, by letter */
    const atomic_bool *stop;
    atomic_bool *halt;
    hexes15_cover_fn on_solution;
    void *context;
    hexes15_cover_stats_t stats;
} hexes15_search_t;

/* ---- The region ---- */

static void meets_build(hexes15_search_t *c)
{
    for (size_t i = 0; i < HEXES15_EDGES; i++) {
        edge_t around[4];
        lattice_edge_neighbours(c->region.edges[i], around);
        c->meets[i] = 0;
        for (int j = 0; j < 4; j++) {
            long at = edge_set_find(&c->region, around[j]);
            if (at >= 0)
                c->meets[i] |= UINT64_C(1) << at;
        }
    }
}

/* Symmetry s as a map of the region's bits, when it maps the region onto
 * itself: the image moved so that its least edge is the region's least
 * (a translation keeps the order of edges). */
static bool symmetry_map(const hexes15_search_t *c, int s, uint8_t map[HEXES15_EDGES])
{
    edge_t image[HEXES15_EDGES];
    edge_t least = {0, 0, 0};
    for (size_t i = 0; i < HEXES15_EDGES; i++) {
        image[i] = lattice_edge_transform(c->region.edges[i], s);
        if (i == 0 || lattice_edge_compare(image[i], least) < 0)
            least = image[i];
    }
    edge_t first = c->region.edges[0];
    if (least.side != first.side)
        return false;
    for (size_t i = 0; i < HEXES15_EDGES; i++) {
        long at = edge_set_find(&c->region, lattice_edge_translate(image[i], first.q - least.q,
                                                                   first.r - least.r));
        if (at < 0)
            return false;
        map[i] = (uint8_t)at;
    }
    return true;
}

static void symmetries_build(hexes15_search_t *c)
{
    c->map_count = 0;
    for (int s = 1; s < LATTICE_SYMMETRIES; s++)
        c->map_count += symmetry_map(c, s, c->map[c->map_count]);
}

/* Orientation `shape` of `piece` with its edge f on the region's edge i:
 * kept when every edge is in the region and i is the lowest. */
static void option_try(hexes15_search_t *c, size_t *count, int piece, const edge_t *shape, int f, size_t i)
{
    edge_t to = c->region.edges[i];
    uint64_t mask = 0, near = 0;
    for (int k = 0; k < PIECE_EDGES; k++) {
        long at = edge_set_find(&c->region,
                                lattice_edge_translate(shape[k], to.q - shape[f].q, to.r - shape[f].r));
        if (at < (long)i)
            return;
        mask |= UINT64_C(1) << at;
        near |= c->meets[at];
    }
    (void)piece;
    c->options.masks[*count] = mask;
    c->options.near[(*count)++] = near & ~mask;
}

static bool options_build(hexes15_search_t *c)
{
    size_t most = HEXES15_EDGES * GROUP_MAX;
    c->options.masks = malloc(most * sizeof *c->options.masks);
    c->options.near = malloc(most * sizeof *c->options.near);
    c->swept.masks = malloc(most * sizeof *c->swept.masks);
    c->swept.near = malloc(most * sizeof *c->swept.near);
    if (c->options.masks == NULL || c->options.near == NULL || c->swept.masks == NULL ||
        c->swept.near == NULL)
        return false;
    edge_t shapes[PIECE_COUNT][PIECE_ORIENTATIONS_MAX][PIECE_EDGES];
    int orientations[PIECE_COUNT];
    for (int p = 0; p < PIECE_COUNT; p++)
        orientations[p] = piece_orientations(p, shapes[p]);
    size_t count = 0;
    for (size_t i = 0; i < HEXES15_EDGES; i++) {
        for (int p = 0; p < PIECE_COUNT; p++) {
            c->options.start[i][p] = (uint32_t)count;
            for (int o = 0; o < orientations[p]; o++)
                for (int f = 0; f < PIECE_EDGES; f++)
                    if (shapes[p][o][f].side == c->region.edges[i].side)
                        option_try(c, &count, p, shapes[p][o], f, i);
        }
        c->options.start[i][PIECE_COUNT] = (uint32_t)count;
    }
    return true;
}

/* ---- The search ---- */

/* Whether a placement leaves an open edge next to it cut off alone or
 * with one other: no piece could cover them.  (Larger parts of a size
 * other than a multiple of five are dead too, but measuring them costs
 * more than it saves.) */
static bool strands_edge(const hexes15_search_t *c, uint64_t open, uint64_t near)
{
    for (near &= open; near != 0; near &= near - 1) {
        uint64_t edge = near & -near, reach = c->meets[__builtin_ctzll(near)] & open;
        if (reach == 0 || ((reach & (reach - 1)) == 0 &&
                           (c->meets[__builtin_ctzll(reach)] & open & ~edge) == 0))
            return true;
    }
    return false;
}

static uint64_t mask_mapped(const uint8_t map[HEXES15_EDGES], uint64_t mask)
{
    uint64_t image = 0;
    for (; mask != 0; mask &= mask - 1)
        image |= UINT64_C(1) << map[__builtin_ctzll(mask)];
    return image;
}

/* Whether no symmetry maps the arrangement onto a lesser one. */
static bool is_least(const hexes15_search_t *c)
{
    for (int s = 0; s < c->map_count; s++)
        for (int p = 0; p < PIECE_COUNT; p++) {
            uint64_t image = mask_mapped(c->map[s], c->chosen[p]);
            if (image != c->chosen[p]) {
                if (image < c->chosen[p])
                    return false;
                break;
            }
        }
    return true;
}

static bool report(hexes15_search_t *c)
{
    if (!is_least(c))
        return true;
    c->stats.solutions++;
    if (c->on_solution == NULL)
        return true;
    placement_t pieces[PIECE_COUNT];
    for (int p = 0; p < PIECE_COUNT; p++) {
        edge_t edges[PIECE_EDGES];
        int k = 0;
        for (uint64_t m = c->chosen[p]; m != 0; m &= m - 1)
            edges[k++] = c->edge[__builtin_ctzll(m)];
        pieces[p] = placement_make(p, edges, PIECE_EDGES);
    }
    return c->on_solution(c->context, pieces, PIECE_COUNT);
}

/* ---- The sweep ---- */

/* Covering the lowest open edge first, the numbering of the edges decides
 * the search's size: numbered along a direction, the region fills from
 * one side and dead ends show early.  Of twelve directions, 30 degrees
 * apart, the one whose search random paths (Knuth's estimate) find
 * smallest is kept: 256 paths pick better than 64 (74 million nodes in
 * all against 81) for a small cost. */
enum { PROBES = 256 };
#define PROBE_SEED UINT64_C(0x2545f4914f6cdd1d)

/* Each edge's bit in sweep `sweep` (twig/sweep_order.h); false when out
 * of memory. */
static bool sweep_bits(const hexes15_search_t *c, int sweep, uint8_t bit[HEXES15_EDGES])
{
    uint32_t item[HEXES15_EDGES];
    if (!sweep_order_number(&c->region, sweep, 0, item))
        return false;
    for (int i = 0; i < HEXES15_EDGES; i++)
        bit[i] = (uint8_t)item[i];
    return true;
}

/* from's placements renumbered by bit, regrouped in to. */
static void groups_renumber(const groups_t *from, const uint8_t bit[HEXES15_EDGES], groups_t *to)
{
    uint32_t count[HEXES15_EDGES][PIECE_COUNT] = {{0}};
    for (int e = 0; e < HEXES15_EDGES; e++)
        for (int p = 0; p < PIECE_COUNT; p++)
            for (uint32_t k = from->start[e][p]; k < from->start[e][p + 1]; k++)
                count[__builtin_ctzll(mask_mapped(bit, from->masks[k]))][p]++;
    uint32_t at = 0;
    for (int e = 0; e < HEXES15_EDGES; e++) {
        for (int p = 0; p < PIECE_COUNT; p++) {
            to->start[e][p] = at;
            at += count[e][p];
        }
        to->start[e][PIECE_COUNT] = at;
        to->letters[e] = 0;
        for (int p = 0; p < PIECE_COUNT; p++)
            to->letters[e] |= (uint16_t)((count[e][p] > 0) << p);
    }
    uint32_t fill[HEXES15_EDGES][PIECE_COUNT];
    for (int e = 0; e < HEXES15_EDGES; e++)
        memcpy(fill[e], to->start[e], sizeof fill[e]);
    for (int e = 0; e < HEXES15_EDGES; e++)
        for (int p = 0; p < PIECE_COUNT; p++)
            for (uint32_t k = from->start[e][p]; k < from->start[e][p + 1]; k++) {
                uint64_t mask = mask_mapped(bit, from->masks[k]);
                uint32_t place = fill[__builtin_ctzll(mask)][p]++;
                to->masks[place] = mask;
                to->near[place] = mask_mapped(bit, from->near[k]);
            }
}

static uint64_t random_next(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* One random path down the search: the sizes of its levels, multiplied
 * by the branchings above them. */
static double probe(const groups_t *g, uint64_t *state)
{
    uint64_t covered = 0;
    unsigned used = 0;
    double width = 1, nodes = 0;
    while (~covered & FULL) {
        const uint32_t *start = g->start[__builtin_ctzll(~covered)];
        uint64_t pick = 0;
        int pick_piece = 0;
        unsigned n = 0;
        for (int p = 0; p < PIECE_COUNT; p++)
            for (uint32_t k = start[p]; k < start[p + 1] && !(used >> p & 1); k++)
                if (!(g->masks[k] & covered) && random_next(state) % ++n == 0) {
                    pick = g->masks[k];
                    pick_piece = p;
                }
        if (n == 0)
            break;
        width *= n;
        nodes += width;
        covered |= pick;
        used |= 1u << pick_piece;
    }
    return nodes;
}

static double estimate(const groups_t *g)
{
    uint64_t state = PROBE_SEED;
    double nodes = 0;
    for (int i = 0; i < PROBES; i++)
        nodes += probe(g, &state);
    return nodes / PROBES;
}

/* Renumbers the placements, meets, symmetries and edges by bit. */
static void sweep_apply(hexes15_search_t *c, const uint8_t bit[HEXES15_EDGES])
{
    groups_renumber(&c->options, bit, &c->swept);
    groups_t held = c->options;
    c->options = c->swept;
    c->swept = held;
    uint64_t meets[HEXES15_EDGES];
    for (int i = 0; i < HEXES15_EDGES; i++) {
        meets[bit[i]] = mask_mapped(bit, c->meets[i]);
        c->edge[bit[i]] = c->region.edges[i];
    }
    memcpy(c->meets, meets, sizeof meets);
    for (int s = 0; s < c->map_count; s++) {
        uint8_t map[HEXES15_EDGES];
        for (int i = 0; i < HEXES15_EDGES; i++)
            map[bit[i]] = bit[c->map[s][i]];
        memcpy(c->map[s], map, sizeof map);
    }
}

static bool sweep_choose(hexes15_search_t *c)
{
    uint8_t bit[HEXES15_EDGES], best_bit[HEXES15_EDGES];
    double best = -1;
    /* The twelve directions, with the edges across each taken the way
     * this search's figures were measured with (the other way is not
     * tried). */
    for (int sweep = SWEEP_DIRECTIONS; sweep < SWEEPS; sweep++) {
        if (!sweep_bits(c, sweep, bit))
            return false;
        groups_renumber(&c->options, bit, &c->swept);
        double nodes = estimate(&c->swept);
        if (best < 0 || nodes < best) {
            best = nodes;
            memcpy(best_bit, bit, sizeof bit);
        }
    }
    sweep_apply(c, best_bit);
    return true;
}

static bool should_stop(const hexes15_search_t *c)
{
    return (c->stop != NULL && atomic_load_explicit(c->stop, memory_order_relaxed)) ||
           (c->halt != NULL && atomic_load_explicit(c->halt, memory_order_relaxed));
}

/* False to stop. */
static bool search(hexes15_search_t *c, uint64_t covered, unsigned used)
{
    uint64_t open = ~covered & FULL;
    if (open == 0)
        return report(c);
    if ((c->stats.nodes & 4095) == 0 && should_stop(c))
        return false;
    int first = __builtin_ctzll(open);
    const uint32_t *start = c->options.start[first];
    for (unsigned left = ~used & c->options.letters[first]; left != 0; left &= left - 1) {
        int p = __builtin_ctz(left);
        for (uint32_t k = start[p]; k < start[p + 1]; k++) {
            uint64_t mask = c->options.masks[k];
            if ((mask & covered) || strands_edge(c, open & ~mask, c->options.near[k]))
                continue;
            c->stats.nodes++;
            c->chosen[p] = mask;
            if (!search(c, covered | mask, used | 1u << p))
                return false;
        }
    }
    return true;
}

/* The region's bits, placements, symmetries and sweep; false when out of
 * memory. */
static bool prepare(hexes15_search_t *c, const edge_t edges[HEXES15_EDGES])
{
    if (!edge_set_init(&c->region, edges, HEXES15_EDGES) || c->region.count != HEXES15_EDGES)
        return false;
    meets_build(c);
    if (!options_build(c))
        return false;
    symmetries_build(c);
    return sweep_choose(c);
}

hexes15_cover_stats_t hexes15_cover(const edge_t edges[HEXES15_EDGES], const atomic_bool *stop,
                                    atomic_bool *halt, hexes15_cover_fn on_solution,
                                    void *context)
{
    hexes15_search_t *c = calloc(1, sizeof *c);
    hexes15_cover_stats_t stats = {0};
    if (c == NULL || !prepare(c, edges)) {
        stats.failed = true;
    } else {
        c->stop = stop;
        c->halt = halt;
        c->on_solution = on_solution;
        c->context = context;
        stats.stopped = !search(c, 0, 0);
        if (stats.stopped && halt != NULL)
            atomic_store(halt, true);
        stats.solutions = c->stats.solutions;
        stats.nodes = c->stats.nodes;
    }
    if (c != NULL) {
        free(c->options.masks);
        free(c->options.near);
        free(c->swept.masks);
        free(c->swept.near);
        edge_set_free(&c->region);
    }
    free(c);
    return stats;
}
