#include "puzzle/cover_puzzle.h"
#include "puzzle/cover_puzzle_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#include "puzzle/slices.h"
#include "puzzle/slicing.h"
#include "puzzle/sweep.h"
#include "puzzle/symmetry.h"
#include "twig/edge_set.h"
#include "twig/figure.h"
#include "twig/polytwig.h"
#include "util/array.h"
#include "util/clock.h"
#include "util/random.h"

/* How the work is organised.
 *
 * Items are the edges, numbered in a sweep; options are the placements.
 * Symmetric solutions are counted once by fixing the option a0 that covers
 * a pivot item and forbidding what would make a smaller symmetric image
 * (src/puzzle/symmetry.h).
 *
 * Slices.  The search is split by the pivot's option a0 (the other options
 * covering the pivot forbidden) and the options after it
 * (src/puzzle/slices.h).  Slices are independent, which is what --threads
 * and --part distribute: workers search or count them (cover_workers.c).
 *
 * A first solution.  FEWEST looks for it for a few nodes first, before
 * the sweeps are estimated (a quick look: cover_quick.c); then FIRST_ITEM
 * searches the slices one after the other while FEWEST searches the whole
 * problem, in other sweeps too, taking turns (a portfolio:
 * cover_portfolio.c).  What those three files share with this one is in
 * cover_puzzle_internal.h.
 */

/* ---- Items: edges numbered in a sweep ---- */

/* The position of an edge among the required then the spare edges, or -1
 * when it lies outside the puzzle. */
static long edge_index(const problem_t *p, edge_t e) { return edge_map_find(&p->edges, e); }

static edge_t edge_of_index(const problem_t *p, size_t i)
{
    return i < p->required.count ? p->required.edges[i] : p->spare.edges[i - p->required.count];
}

static long edge_item(const problem_t *p, edge_t e)
{
    long i = edge_index(p, e);
    return i >= 0 ? (long)p->item[i] : -1;
}

/* ---- Placements ---- */

static placement_t option_placement(const problem_t *p, uint32_t o)
{
    const option_t *at = &p->option[o];
    const piece_type_t *piece = &p->puzzle->pieces->types[at->type];
    placement_t placement = {(int)at->type, piece->size, {{0, 0, 0}}};
    for (unsigned j = 0; j < piece->size; j++)
        placement.edges[j] =
            lattice_edge_translate(p->orientation[at->type][at->orientation][j], at->dq, at->dr);
    return placement;
}

static uint32_t option_size(const problem_t *p, uint32_t o)
{
    return p->option_start[o + 1] - p->option_start[o];
}

/* Appends an option of `size` edges, its items for now the edges'
 * indices (edge_index): they become items once the sweep is chosen.
 * False when out of memory, or past the option limit (then too_large). */
static bool push_option(problem_t *p, const uint32_t *index, unsigned size, option_t option)
{
    if (p->option_count >= p->option_limit) {
        p->too_large = true;
        return false;
    }
    option_t *grown =
        array_reserve(p->option, &p->option_capacity, p->option_count + 1, sizeof *grown);
    if (grown == NULL)
        return false;
    p->option = grown;
    uint32_t *items = array_reserve(p->option_item, &p->item_capacity, p->item_count + size,
                                    sizeof *items);
    if (items == NULL)
        return false;
    p->option_item = items;
    option.start = (uint32_t)p->item_count;
    for (unsigned j = 0; j < size; j++)
        p->option_item[p->item_count++] = index[j];
    p->option[p->option_count++] = option;
    return true;
}

/* The option table's columns that the search and the symmetries read. */
static bool split_options(problem_t *p)
{
    p->option_type = malloc((p->option_count + 1) * sizeof *p->option_type);
    p->option_start = malloc((p->option_count + 1) * sizeof *p->option_start);
    if (p->option_type == NULL || p->option_start == NULL)
        return false;
    for (size_t o = 0; o < p->option_count; o++) {
        p->option_type[o] = p->option[o].type;
        p->option_start[o] = p->option[o].start;
    }
    p->option_start[p->option_count] = (uint32_t)p->item_count;
    return true;
}

/* Every placement of one orientation: a translation is found by laying
 * its first edge on a puzzle edge of the same side (the anchor, whose
 * index is known). */
static bool place_orientation(problem_t *p, uint32_t type, uint32_t k)
{
    const edge_t *shape = p->orientation[type][k];
    unsigned size = p->puzzle->pieces->types[type].size;
    for (size_t i = 0; i < p->items; i++) {
        edge_t anchor = edge_of_index(p, i);
        if (anchor.side != shape[0].side)
            continue;
        option_t at = {type, k, anchor.q - shape[0].q, anchor.r - shape[0].r, 0};
        uint32_t index[PIECE_SET_EDGES_MAX];
        index[0] = (uint32_t)i;
        bool inside = true;
        for (unsigned j = 1; j < size && inside; j++) {
            long found = edge_index(p, lattice_edge_translate(shape[j], at.dq, at.dr));
            inside = found >= 0;
            index[j] = (uint32_t)found;
        }
        if (inside && !push_option(p, index, size, at))
            return false;
    }
    return true;
}

/* Room for every placement the orientations can make (orientations[t]
 * of type t), so that the tables are not copied as they grow: each is
 * anchored on an edge of its first edge's side, so the anchors bound
 * them, and the option limit too.  What the placements do not fill is
 * never written, nor, in large tables, given memory. */
static bool reserve_placements(problem_t *p, const unsigned *orientations)
{
    size_t anchors[3] = {0, 0, 0}, options = 0, items = 0;
    for (size_t i = 0; i < p->required.count + p->spare.count; i++)
        anchors[edge_of_index(p, i).side]++;
    const piece_set_t *pieces = p->puzzle->pieces;
    for (uint32_t t = 0; t < pieces->count; t++)
        for (uint32_t k = 0; k < orientations[t]; k++) {
            size_t n = anchors[p->orientation[t][k][0].side];
            options += n;
            items += n * pieces->types[t].size;
        }
    if (options > p->option_limit) {
        items = items / options * (p->option_limit + 1) + PIECE_SET_EDGES_MAX;
        options = p->option_limit + 1;
    }
    p->option = array_reserve(p->option, &p->option_capacity, options, sizeof *p->option);
    if (p->option == NULL)
        return false;
    p->option_item =
        array_reserve(p->option_item, &p->item_capacity, items, sizeof *p->option_item);
    return p->option_item != NULL;
}

/* Every orientation of every piece, at every translation that puts all
 * its edges inside the puzzle. */
static bool generate_placements(problem_t *p)
{
    const piece_set_t *pieces = p->puzzle->pieces;
    p->orientation = malloc((pieces->count + 1) * sizeof *p->orientation);
    unsigned *orientations = malloc((pieces->count + 1) * sizeof *orientations);
    bool ok = p->orientation != NULL && orientations != NULL;
    if (ok) {
        for (uint32_t t = 0; t < pieces->count; t++)
            orientations[t] = piece_set_orientations(pieces, t, p->orientation[t]);
        ok = reserve_placements(p, orientations);
    }
    for (uint32_t t = 0; ok && t < pieces->count; t++)
        for (uint32_t k = 0; ok && k < orientations[t]; k++)
            ok = !halted(p) && place_orientation(p, t, k);
    free(orientations);
    return ok && split_options(p);
}

static long item_of_edge(const void *problem, edge_t e) { return edge_item(problem, e); }

/* Whether a required edge has no placement (the required edges are the
 * first items, numbered by position or in a sweep); false when out of
 * memory, which the next step finds. */
static bool edge_unplaceable(const problem_t *p)
{
    bool *placed = calloc(p->required.count + 1, sizeof *placed);
    if (placed == NULL)
        return false;
    for (size_t j = 0; j < p->item_count; j++)
        if (p->option_item[j] < p->required.count)
            placed[p->option_item[j]] = true;
    size_t i = 0;
    while (i < p->required.count && placed[i])
        i++;
    free(placed);
    return i < p->required.count;
}

/* ---- Memory ---- */

/* What the problem's own tables take a placement, beside its cover: its
 * columns, its edges twice (listed, and indexed by edge), its image under
 * each symmetry, its ends, the slices' mark, and what the sweep and the
 * symmetries hold for a while as they are worked out (keys, copies of
 * the edges, an order).  Measured on 3,555 edges with 711 pentatwigs
 * under 150 names, 1.36 million placements (the limit there is 1.38
 * million): 808 MB at most in all, one thread. */
enum { TABLE_BYTES = 160, TABLE_BYTES_AN_EDGE = 24 };

/* What a problem of `options` placements takes: its tables and one cover
 * (a thread's; the threads beyond the first are held to threads_bytes). */
static double problem_bytes(const problem_t *p, size_t options, size_t edges_each)
{
    return (double)cover_bytes_estimate(p->items, options, p->total_uses) +
           (double)options * (TABLE_BYTES + TABLE_BYTES_AN_EDGE * (double)edges_each);
}

/* The most placements whose problem fits in the budget (at most what
 * 32-bit option numbers and item positions allow). */
static size_t problem_option_limit(const problem_t *p)
{
    size_t budget = p->options.problem_bytes > 0 ? p->options.problem_bytes
                                                 : COVER_PUZZLE_PROBLEM_BYTES;
    size_t edges_each = 1;
    const piece_set_t *pieces = p->puzzle->pieces;
    for (size_t t = 0; t < pieces->count; t++)
        if (pieces->types[t].size > edges_each)
            edges_each = pieces->types[t].size;
    size_t low = 0, high = UINT32_MAX / PIECE_SET_EDGES_MAX;
    while (low < high) {
        size_t middle = low + (high - low + 1) / 2;
        if (problem_bytes(p, middle, edges_each) <= (double)budget)
            low = middle;
        else
            high = middle - 1;
    }
    return low;
}

static slice_problem_t slice_problem(const problem_t *p)
{
    return (slice_problem_t){p->required.count, p->items, p->option_count, p->option_start,
                             p->option_item, p->option_type, p->covering_start, p->covering,
                             p->puzzle->pieces, p->options.raw ? NULL : &p->symmetry,
                             p->symmetry.pivot < 0 ? 0 : (uint32_t)p->symmetry.pivot,
                             p->corners_on ? &p->corners : NULL, p->stop};
}

/* Our part's slices. */
static bool build_slices(problem_t *p)
{
    slice_problem_t slices = slice_problem(p);
    return slices_build(&slices, p->options.part, p->options.parts, &p->slices);
}

/* The options covering each item, in option order. */
static bool index_coverings(problem_t *p)
{
    p->covering_start = calloc(p->items + 2, sizeof *p->covering_start);
    p->covering = malloc((p->item_count + 1) * sizeof *p->covering);
    if (p->covering_start == NULL || p->covering == NULL)
        return false;
    for (size_t j = 0; j < p->item_count; j++)
        p->covering_start[p->option_item[j] + 2]++;
    for (size_t i = 0; i < p->items; i++)
        p->covering_start[i + 2] += p->covering_start[i + 1];
    for (uint32_t o = 0; o < p->option_count; o++)
        for (uint32_t j = p->option_start[o]; j < p->option_start[o + 1]; j++)
            p->covering[p->covering_start[p->option_item[j] + 1]++] = o;
    return true;
}

/* ---- Solutions ---- */

/* A cover's solution as placements, in `solution`: option k of the cover
 * is the problem's order[k] (order NULL: k itself); whether it obeys the
 * touching rule (docs/puzzles.md).  Connectedness is kept by every
 * symmetry, so dropping disconnected solutions keeps the classes whole. */
bool cover_problem_solution_placed(const problem_t *p, const uint32_t *options,
                                   const uint32_t *order, size_t count, placement_t *solution)
{
    for (size_t i = 0; i < count; i++)
        solution[i] = option_placement(p, order != NULL ? order[options[i]] : options[i]);
    return !p->check_touching || figure_touch_order(solution, count);
}

bool cover_worker_accepts(worker_t *w, const uint32_t *options, size_t count, bool least)
{
    if (least && !symmetry_is_least(&w->problem->symmetry, options, count, &w->scratch))
        return false;
    return cover_problem_solution_placed(w->problem, options, NULL, count, w->solution);
}


/* ---- Corners: the end budget (search/corners.h) ---- */

bool cover_problem_ensure_meets(problem_t *p)
{
    if (p->meets != NULL)
        return true;
    p->meets = malloc((4 * p->items + 1) * sizeof *p->meets);
    for (size_t i = 0; p->meets != NULL && i < p->items; i++) {
        edge_t near[4];
        lattice_edge_neighbours(edge_of_index(p, i), near);
        for (int k = 0; k < 4; k++)
            p->meets[4 * i + (size_t)k] = edge_index(p, near[k]);
    }
    return p->meets != NULL;
}

/* Whether position x (-1: none) is a spare edge's. */
static bool is_spare(const problem_t *p, long x) { return x >= 0 && (size_t)x >= p->required.count; }

/* The region's corners, each with the edges that meet there, read off
 * the edges meeting each edge at its ends (p->meets, two at each end):
 * corner c holds the edges edge[start[c] .. start[c + 1] - 1] (positions
 * among the required edges, increasing), each corner listed once, from
 * the least of its edges; returns how many corners there are.  A corner
 * with a spare edge is left out (search/corners.h: at_most).  start and
 * edge have room for two entries an edge, and one more. */
static size_t list_corners(const problem_t *p, uint32_t *start, uint32_t *edge)
{
    size_t count = 0, n = 0;
    for (size_t i = 0; i < p->required.count; i++)
        for (size_t k = 0; k < 2; k++) {
            long a = p->meets[4 * i + 2 * k], b = p->meets[4 * i + 2 * k + 1];
            long low = a < b ? a : b, high = a < b ? b : a;
            long least = low >= 0 ? low : high; /* of the others there, -1: none */
            if (is_spare(p, a) || is_spare(p, b))
                continue;
            if (least >= 0 && (size_t)least < i)
                continue;
            start[count++] = (uint32_t)n;
            edge[n++] = (uint32_t)i;
            if (low >= 0)
                edge[n++] = (uint32_t)low;
            if (high >= 0)
                edge[n++] = (uint32_t)high;
        }
    start[count] = (uint32_t)n;
    return count;
}

/* The region's corners as list_corners makes them, kept from before the
 * placements (ends_rule_out) to the end budget (build_corners); all NULL
 * where the budget does not apply. */
typedef struct {
    size_t count;
    uint32_t *start, *edge;
} corner_list_t;

static void corner_list_free(corner_list_t *list)
{
    free(list->start);
    free(list->edge);
    *list = (corner_list_t){0, NULL, NULL};
}

/* With spare edges, only the corners that have none: the budget needs
 * every edge of a corner covered (and is then a limit: search/corners.h).
 * False when out of memory. */
static bool corner_list_make(problem_t *p, corner_list_t *list)
{
    *list = (corner_list_t){0, NULL, NULL};
    if (!p->options.corners)
        return true;
    size_t n = 2 * p->required.count;
    list->start = malloc((n + 1) * sizeof *list->start);
    list->edge = malloc((n + 1) * sizeof *list->edge);
    bool ok = list->start != NULL && list->edge != NULL && cover_problem_ensure_meets(p);
    if (ok)
        list->count = list_corners(p, list->start, list->edge);
    else
        corner_list_free(list);
    return ok;
}

/* The ends and branchings of all the pieces (every solution's). */
static void pieces_ends(const problem_t *p, long *e, long *b)
{
    *e = *b = 0;
    const piece_set_t *pieces = p->puzzle->pieces;
    for (size_t t = 0; t < pieces->count; t++) {
        unsigned ends, branchings;
        polytwig_ends(pieces->types[t].edges, pieces->types[t].size, &ends, &branchings);
        *e += (long)pieces->types[t].copies * ends;
        *b += (long)pieces->types[t].copies * branchings;
    }
}

/* Whether the pieces' ends alone show that no exact cover of the region's
 * corners exists (search/corners.h): every placement of a piece ends and
 * branches where the piece does, so the sums need no placement, and a
 * puzzle shown impossible this way is answered before any is made. */
static bool ends_rule_out(const problem_t *p, const corner_list_t *list)
{
    if (list->start == NULL)
        return false;
    /* With spare edges the budget is a limit, which the end budget
     * checks once the placements are made: a puzzle too large to place
     * is told so first. */
    if (p->spare.count > 0)
        return false;
    long e, b;
    pieces_ends(p, &e, &b);
    unsigned budget;
    return !corners_budget(list->count, list->start, e, b, &budget);
}

/* The end budget of a cover whose option k is option order[k] of the
 * problem's (order NULL: the same), where it applies. */
static bool set_corners(const problem_t *p, cover_t *cover, const uint32_t *order)
{
    return !p->corners_on || cover_copy_corners(cover, &p->corners, order);
}

/* The end budget of the options on the region's corners (list->start
 * NULL: none).  Their ends do not depend on how the items are numbered:
 * it is built once, on the edges' positions, and the covers and the
 * slices copy it. */
static bool build_corners(problem_t *p, const corner_list_t *list)
{
    corners_free(&p->corners);
    p->corners_on = false;
    if (list->start == NULL)
        return true;
    corners_options_t options = {.items = p->items,
                                 .options = p->option_count,
                                 .types = p->puzzle->pieces->count,
                                 .option_start = p->option_start,
                                 .option_item = p->option_item,
                                 .type_of = p->option_type,
                                 .type_uses = p->copies,
                                 .at_most = p->spare.count > 0};
    if (options.at_most)
        pieces_ends(p, &options.ends, &options.branchings);
    enum corners_result result =
        corners_build(&p->corners, list->count, list->start, list->edge, &options);
    p->corners_on = result == CORNERS_ON;
    return result != CORNERS_NO_MEMORY;
}

/* The budget of the options put in order: option k is option order[k] of
 * those it was built for. */
static bool order_corners(problem_t *p, const uint32_t *order)
{
    if (!p->corners_on)
        return true;
    corners_t ordered;
    if (!corners_copy(&ordered, &p->corners, p->option_count, order))
        return false;
    corners_free(&p->corners);
    p->corners = ordered;
    return true;
}

/* ---- Workers ---- */

/* The cover of the options whose items are listed in option_items (as
 * option_item lists the edges), added in the order `order` gives, or in
 * their own order when it is NULL, with the end budget where it applies:
 * `cover` emptied and filled again, or a new one when it is NULL.  NULL
 * when out of memory or stopped (then `cover` is no more). */
static cover_t *build_cover_of(const problem_t *p, cover_t *cover, const uint32_t *option_items,
                               const uint32_t *order)
{
    if (cover != NULL)
        cover_remove_options(cover);
    else
        cover = cover_create(p->required.count, p->spare.count, p->puzzle->pieces->count,
                             p->copies);
    if (cover != NULL)
        cover_set_stop_flag(cover, p->stop);
    for (uint32_t k = 0; cover != NULL && k < p->option_count; k++) {
        uint32_t o = order != NULL ? order[k] : k;
        /* Millions of options take seconds to add: a stop ends it too. */
        if (((k & 0xffff) == 0 && halted(p)) ||
            cover_add_option(cover, p->option_type[o], option_items + p->option_start[o],
                             option_size(p, o)) < 0) {
            cover_destroy(cover);
            return NULL;
        }
    }
    if (cover != NULL)
        cover_set_branching(cover, p->rule);
    if (cover != NULL && !set_corners(p, cover, order)) {
        cover_destroy(cover);
        return NULL;
    }
    return cover;
}

/* The items' graph for the pocket test: edges that meet at a corner,
 * which is how a polytwig's twigs hang together; the edges numbered
 * `item` (p->meets made).  Each item's (at most four) neighbours are
 * first put in its own four places, then packed.  The caller frees
 * *start and *graph, whatever this returns. */
static bool item_graph_make(const problem_t *p, const uint32_t *item, uint32_t **start,
                            uint32_t **graph)
{
    uint32_t *s = *start = calloc(p->items + 1, sizeof *s);
    uint32_t *g = *graph = malloc((4 * p->items + 1) * sizeof *g);
    uint8_t *degree = calloc(p->items + 1, sizeof *degree);
    bool ok = s != NULL && g != NULL && degree != NULL;
    for (size_t i = 0; ok && i < p->items; i++) {
        for (int k = 0; k < 4; k++) {
            long other = p->meets[4 * i + (size_t)k];
            if (other >= 0)
                g[4 * item[i] + degree[item[i]]++] = item[other];
        }
    }
    /* Packing moves each list down, never over one not yet moved. */
    uint32_t n = 0;
    for (size_t i = 0; ok && i < p->items; i++) {
        s[i] = n;
        for (uint8_t k = 0; k < degree[i]; k++)
            g[n++] = g[4 * i + k];
    }
    if (ok)
        s[p->items] = n;
    free(degree);
    return ok;
}

/* The graph of the search's items, p->graph. */
static bool build_item_graph(problem_t *p)
{
    return cover_problem_ensure_meets(p) && item_graph_make(p, p->item, &p->graph_start, &p->graph);
}

/* A cover of the options in `order` (NULL: as they are), their items
 * option_items, with the pocket test where the items' graph is given. */
static cover_t *build_cover_in(const problem_t *p, const uint32_t *option_items,
                               const uint32_t *order, const uint32_t *graph_start,
                               const uint32_t *graph)
{
    cover_t *cover = build_cover_of(p, NULL, option_items, order);
    if (cover != NULL && graph != NULL && !cover_set_item_graph(cover, graph_start, graph)) {
        cover_destroy(cover);
        return NULL;
    }
    return cover;
}

cover_t *cover_problem_build(const problem_t *p)
{
    return build_cover_in(p, p->option_item, NULL, p->graph_start, p->graph);
}

/* The options' order shuffled by `seed` (0: left as it is). */
static void order_shuffle(uint32_t *order, size_t count, uint64_t seed)
{
    if (seed == 0)
        return;
    random_t random;
    random_seed(&random, seed);
    for (size_t k = count; k > 1; k--) {
        size_t j = random_below(&random, (unsigned)k);
        uint32_t o = order[k - 1];
        order[k - 1] = order[j];
        order[j] = o;
    }
}

bool cover_other_sweep_build(const problem_t *p, const sweep_problem_t *sweeps, int sweep,
                              uint64_t shuffle, other_sweep_t *other)
{
    uint32_t *item = malloc((p->items + 1) * sizeof *item);
    uint32_t *option_items = malloc((p->item_count + 1) * sizeof *option_items);
    uint32_t *graph_start = NULL, *graph = NULL;
    other->order = malloc((p->option_count + 1) * sizeof *other->order);
    bool ok = item != NULL && option_items != NULL && other->order != NULL &&
              sweep_number(sweeps, sweep, item, option_items, other->order) &&
              (order_shuffle(other->order, p->option_count, shuffle), true) &&
              (!p->options.pockets || item_graph_make(p, item, &graph_start, &graph));
    other->cover = ok ? build_cover_in(p, option_items, other->order, graph_start, graph) : NULL;
    if (other->cover != NULL)
        cover_set_branching(other->cover, COVER_BRANCH_FEWEST);
    free(item);
    free(option_items);
    free(graph_start);
    free(graph);
    return other->cover != NULL;
}

void cover_other_sweep_free(other_sweep_t *other)
{
    cover_destroy(other->cover);
    free(other->order);
    *other = (other_sweep_t){NULL, NULL};
}

static cover_t *sweep_cover_of(const void *problem, cover_t *cover, const uint32_t *option_items,
                               const uint32_t *order)
{
    return build_cover_of(problem, cover, option_items, order);
}

/* The rule: FEWEST where its estimate takes less time than FIRST_ITEM's
 * in the best sweep (puzzle/sweep.h).  Neither wins everywhere (measured
 * with bench/bench_corpus.sh): FIRST_ITEM's node costs a few instructions
 * and wins where a sweep's rows are short (the puzzles of puzzles/, most
 * regions of pentatwigs); FEWEST's costs what it takes out of the counts
 * (about 50 times as much) and wins, by three orders of magnitude and
 * more, where FIRST_ITEM meets items with few options late (pieces of
 * separate twigs, narrow arms and rings, long parallelograms across the
 * sweep). */
static enum cover_branching rule_chosen(const sweep_choice_t *choice)
{
    const cover_estimate_t *first = &choice->first, *fewest = &choice->fewest;
    if (fewest->seconds < 0 || first->seconds < 0)
        return first->seconds < 0 && fewest->seconds >= 0 ? COVER_BRANCH_FEWEST
                                                         : COVER_BRANCH_FIRST_ITEM;
    return fewest->seconds < first->seconds ? COVER_BRANCH_FEWEST : COVER_BRANCH_FIRST_ITEM;
}

/* Numbers the items in a sweep (puzzle/sweep.h; the one that looks best
 * for FIRST_ITEM), the options' edges by them, and the options in their
 * canonical order; chooses the rule. */
sweep_problem_t cover_problem_sweeps(const problem_t *p)
{
    return (sweep_problem_t){&p->required,     &p->spare,       &p->edges,
                             p->option_count,   p->option_start, p->option_item,
                             p->option_type,    p->mirror,       p->puzzle->pieces->count,
                             p->total_uses,     p->first_only,   p->meets,
                             sweep_cover_of,    p,               p->stop};
}

static bool number_options(problem_t *p)
{
    if (!cover_problem_ensure_meets(p))
        return false;
    sweep_problem_t sweeps = cover_problem_sweeps(p);
    /* Without a solution to find, no sweep is better than another. */
    bool no_solution = p->corners_on && p->corners.no_solution;
    bool choose = p->options.choose_rule;
    p->rule = p->options.branching;
    p->choice = (sweep_choice_t){.sweep = 0, .first = {-1, -1, -1}, .fewest = {-1, -1, -1}};
    for (size_t k = 0; k < SWEEP_NEXT; k++)
        p->choice.next[k] = -1;
    if (p->trial) {
        p->choice.sweep = sweep_trial(&sweeps);
        p->rule = COVER_BRANCH_FIRST_ITEM;
        choose = false;
    } else if ((choose || p->rule == COVER_BRANCH_FIRST_ITEM || p->options.portfolio) &&
               !no_solution &&
               !sweep_choose(&sweeps, choose, &p->choice)) {
        return false;
    }
    int sweep = p->choice.sweep;
    p->estimated_nodes = p->choice.first.nodes;
    if (choose)
        p->rule = rule_chosen(&p->choice);
    p->proved_none = p->choice.none;
    if (halted(p) || p->proved_none)
        return !halted(p);
    uint32_t *option_items = malloc((p->item_count + 1) * sizeof *option_items);
    uint32_t *order = malloc((p->option_count + 1) * sizeof *order);
    option_t *option = malloc((p->option_count + 1) * sizeof *option);
    bool ok = option_items && order && option &&
              sweep_number(&sweeps, sweep, p->item, option_items, order);
    for (uint32_t k = 0, at = 0; ok && k < p->option_count; k++) {
        uint32_t o = order[k], size = option_size(p, o);
        option[k] = p->option[o];
        option[k].start = at;
        memcpy(p->option_item + at, option_items + p->option_start[o], size * sizeof *option_items);
        at += size;
    }
    ok = ok && order_corners(p, order);
    free(option_items);
    free(order);
    if (ok) {
        free(p->option);
        p->option = option;
        p->option_capacity = p->option_count;
        free(p->option_type);
        free(p->option_start);
        return split_options(p);
    }
    free(option);
    return false;
}

/* ---- The symmetry cut of a first solution ----
 *
 * Each class of solutions that the puzzle's symmetries make alike has a
 * member in which a chosen piece lies in any orientation of its class: so
 * a search for one solution may allow the piece in one orientation of
 * each class and forbid the rest, a search |G| times smaller where the
 * group moves the piece's orientations freely (the side-9 triangle's 27
 * hexatwigs: the hexatwig with the most options, a sixth of them left).
 * The piece must have one copy and every symmetry must map it onto itself
 * (not onto a mirror-image piece). */

/* The orientation that motion m gives orientation k of type t (read from
 * any option of t in orientation k), or UINT32_MAX when m makes another
 * type of t's options; map[k] for each k < orientations. */
static bool motion_orientations(const problem_t *p, size_t m, uint32_t t, uint32_t *map,
                                uint32_t orientations)
{
    for (uint32_t k = 0; k < orientations; k++)
        map[k] = UINT32_MAX;
    for (uint32_t o = 0; o < p->option_count; o++) {
        if (p->option_type[o] != t)
            continue;
        uint32_t image = symmetry_option_image(&p->symmetry, m, o);
        if (p->option_type[image] != t)
            return false;
        map[p->option[o].orientation] = p->option[image].orientation;
    }
    return true;
}

/* The classes of type t's orientations: class[k] the least orientation of
 * k's class; their count, 0 when the cut does not apply to t. */
static uint32_t orientation_count(const problem_t *p, uint32_t t)
{
    edge_t shapes[LATTICE_SYMMETRIES][PIECE_SET_EDGES_MAX];
    return piece_set_orientations(p->puzzle->pieces, t, shapes);
}

static uint32_t orientation_classes(const problem_t *p, uint32_t t, uint32_t *class,
                                    uint32_t *map)
{
    uint32_t n = orientation_count(p, t);
    if (p->puzzle->pieces->types[t].copies != 1)
        return 0;
    for (uint32_t k = 0; k < n; k++)
        class[k] = k;
    for (size_t m = 1; m < p->symmetry.motion_count; m++) {
        if (!motion_orientations(p, m, t, map, n))
            return 0;
        /* Classes merge until no motion moves an orientation out of its
         * class's least. */
        for (bool merged = true; merged;) {
            merged = false;
            for (uint32_t k = 0; k < n; k++) {
                if (map[k] == UINT32_MAX)
                    continue;
                uint32_t a = class[k], b = class[map[k]], least = a < b ? a : b;
                for (uint32_t j = 0; j < n; j++)
                    if (class[j] == a || class[j] == b) {
                        merged |= class[j] != least;
                        class[j] = least;
                    }
            }
        }
    }
    uint32_t classes = 0;
    for (uint32_t k = 0; k < n; k++)
        classes += class[k] == k;
    return classes;
}

/* The orientation kept of each class of type t's orientations (keep[c]
 * for the class whose least is c): the one whose first option comes first
 * in the cover.  The cover's order depends on the region and the sweep
 * alone, so a region drawn turned round or over keeps the same
 * placements; the least orientation's number follows the page instead
 * (FEWEST's first solution of the side-9 triangle took 1.9 s in half its
 * orientations and over 15 s in the others).  The orientations of a class
 * have equally many options, so only those with none tie. */
static void orientations_kept(const problem_t *p, uint32_t t, const uint32_t *class,
                              const uint32_t *order, uint32_t *keep)
{
    uint32_t first[LATTICE_SYMMETRIES], n = orientation_count(p, t);
    for (uint32_t k = 0; k < n; k++)
        first[k] = keep[k] = UINT32_MAX;
    for (uint32_t k = 0; k < p->option_count; k++) {
        uint32_t o = order != NULL ? order[k] : k;
        if (p->option_type[o] == t && first[p->option[o].orientation] == UINT32_MAX)
            first[p->option[o].orientation] = k;
    }
    for (uint32_t k = 0; k < n; k++)
        if (keep[class[k]] == UINT32_MAX || first[k] < first[keep[class[k]]])
            keep[class[k]] = k;
}

/* Forbids, in the cover, the options of the piece whose cut leaves the
 * fewest (none when no piece qualifies or the group is trivial); option
 * k of the cover is the problem's order[k] (order NULL: k itself). */
bool cover_symmetry_cut(const problem_t *p, cover_t *cover, const uint32_t *order)
{
    if (p->symmetry.motion_count <= 1)
        return true;
    uint32_t class[LATTICE_SYMMETRIES], best_class[LATTICE_SYMMETRIES];
    uint32_t *map = malloc(LATTICE_SYMMETRIES * sizeof *map);
    size_t *options = calloc(p->puzzle->pieces->count + 1, sizeof *options);
    if (map == NULL || options == NULL) {
        free(map);
        free(options);
        return false;
    }
    for (uint32_t o = 0; o < p->option_count; o++)
        options[p->option_type[o]]++;
    long best = -1;
    double fewest = HUGE_VAL;
    for (uint32_t t = 0; t < p->puzzle->pieces->count; t++) {
        uint32_t n = orientation_count(p, t);
        uint32_t classes = orientation_classes(p, t, class, map);
        double left = classes > 0 ? (double)options[t] * classes / n : HUGE_VAL;
        if (classes > 0 && classes < n && left < fewest) {
            fewest = left;
            best = t;
            memcpy(best_class, class, sizeof class);
        }
    }
    uint32_t keep[LATTICE_SYMMETRIES];
    if (best >= 0)
        orientations_kept(p, (uint32_t)best, best_class, order, keep);
    for (uint32_t k = 0; best >= 0 && k < p->option_count; k++) {
        uint32_t o = order != NULL ? order[k] : k;
        uint32_t orientation = p->option[o].orientation;
        if (p->option_type[o] == (uint32_t)best && keep[best_class[orientation]] != orientation)
            cover_forbid(cover, k);
    }
    free(map);
    free(options);
    return true;
}

/* ---- The whole ---- */

/* The region's edges, the pieces' uses and mirror images: what is known
 * before any placement is made. */
static bool problem_region(problem_t *p)
{
    const cover_puzzle_t *puzzle = p->puzzle;
    if (!edge_set_init(&p->required, puzzle->required, puzzle->required_count) ||
        !edge_set_init(&p->spare, puzzle->spare, puzzle->spare_count))
        return false;
    edge_set_subtract(&p->spare, &p->required);
    if (!edge_map_init(&p->edges, &p->required, &p->spare))
        return false;
    p->items = p->required.count + p->spare.count;
    p->item = malloc((p->items + 1) * sizeof *p->item);
    const piece_set_t *pieces = puzzle->pieces;
    p->total_uses = (unsigned)piece_set_pieces(pieces);
    p->option_limit = problem_option_limit(p);
    p->copies = malloc((pieces->count + 1) * sizeof *p->copies);
    for (size_t t = 0; p->copies != NULL && t < pieces->count; t++)
        p->copies[t] = pieces->types[t].copies;
    p->mirror = malloc((pieces->count + 1) * sizeof *p->mirror);
    if (p->mirror != NULL)
        piece_set_mirrors(pieces, p->mirror);
    return p->item != NULL && p->copies != NULL && p->mirror != NULL;
}

/* The region and the placements, which every use of the problem starts
 * with. */
static bool problem_place(problem_t *p)
{
    return problem_region(p) && generate_placements(p);
}


/* Whether the placements or the end budget show that there is no
 * solution, before any search: then none is made.  The parts of a search
 * (--part) are prepared and sliced as they always were, whether a part
 * can tell there is none or not, except where an edge has no placement:
 * the search of each part ends before it begins. */
static bool nothing_to_search(const problem_t *p)
{
    return p->unplaceable || p->ends_rule_out ||
           (p->options.parts <= 1 &&
            ((p->corners_on && p->corners.no_solution) || p->proved_none));
}

static cover_answer_t none_shown_by(const problem_t *p)
{
    if (p->unplaceable)
        return COVER_ANSWER_UNPLACEABLE;
    return p->proved_none ? COVER_ANSWER_WALKED : COVER_ANSWER_ENDS;
}

/* The placements and their end budget, unless the pieces' ends show
 * first that there is no solution, or an edge no placement covers shows
 * it (the budget would only take time to say so again).  The parts of a
 * search (--part) are placed whatever the ends say (nothing_to_search). */
static bool place_and_budget(problem_t *p)
{
    corner_list_t corners;
    if (!corner_list_make(p, &corners))
        return false;
    p->ends_rule_out = p->options.parts <= 1 && !p->place_always && ends_rule_out(p, &corners);
    bool ok = p->ends_rule_out || generate_placements(p);
    if (ok && !p->ends_rule_out) {
        p->unplaceable = edge_unplaceable(p);
        ok = p->unplaceable || build_corners(p, &corners);
    }
    corner_list_free(&corners);
    return ok;
}

static bool problem_prepare(problem_t *p)
{
    const piece_set_t *pieces = p->puzzle->pieces;
    if (!problem_region(p) || !place_and_budget(p))
        return false;
    bool reflections = symmetry_reflects_pieces(p->mirror, pieces->count);
    /* Without spare edges the figure is the region, whose pieces touch in
     * some order exactly when it is connected (a piece of separate twigs
     * included: a path through the region passes from piece to touching
     * piece). */
    p->check_touching = p->puzzle->touching && (p->spare.count > 0 ||
                        !polytwig_connected(p->required.edges, p->required.count));
    if (p->first_only && p->options.portfolio && !p->options.skip_quick_look &&
        !nothing_to_search(p) &&
        (halted(p) || !cover_quick_look(p)))
        return false;
    /* A whole search with nothing to search needs no sweep, and the
     * sweeps may prove there is nothing. */
    bool whole = p->options.parts <= 1;
    if (p->quick == QUICK_UNSETTLED && !(whole && nothing_to_search(p)) &&
        (!number_options(p) || halted(p)))
        return false;
    p->unsearched = p->quick != QUICK_UNSETTLED || (whole && nothing_to_search(p));
    if (p->unsearched) {
        /* Only a count reports the group (its summary); a first solution
         * needs none of it, and on a small puzzle it took a tenth of the
         * time. */
        p->symmetry.motion_count =
            p->options.raw  ? 1
            : p->first_only ? 0
                            : symmetry_find_motions(&p->required, &p->spare, reflections,
                                                    p->symmetry.motions);
        return true;
    }
    symmetry_options_t options = {p->option_type, p->option_start, p->option_item,
                                  p->option_count, p->mirror, pieces->count};
    if (!symmetry_init(&p->symmetry, &p->required, &p->spare, p->items, p->required.count,
                       item_of_edge, p, p->options.raw, reflections) ||
        !symmetry_map_options(&p->symmetry, &options, p->stop) || halted(p))
        return false;
    return index_coverings(p) && !halted(p) && build_slices(p) &&
           (!p->options.pockets || build_item_graph(p));
}

static void problem_free(problem_t *p)
{
    edge_set_free(&p->required);
    edge_set_free(&p->spare);
    edge_map_free(&p->edges);
    free(p->item);
    free(p->orientation);
    free(p->mirror);
    free(p->option);
    free(p->option_item);
    free(p->option_type);
    free(p->option_start);
    symmetry_free(&p->symmetry);
    free(p->covering_start);
    free(p->covering);
    slice_list_free(&p->slices);
    free(p->graph_start);
    free(p->graph);
    free(p->meets);
    corners_free(&p->corners);
    free(p->copies);
    free(p->quick_solution);
}

cover_puzzle_options_t cover_puzzle_default_options(const cover_puzzle_t *puzzle)
{
    (void)puzzle;
    cover_puzzle_options_t options;
    memset(&options, 0, sizeof options);
    options.choose_rule = false;
    options.branching = COVER_BRANCH_FIRST_ITEM;
    options.portfolio = true;
    options.corners = true;
    return options;
}

/* The trial in count mode: the workers, their covers and the whole of
 * them stopped after TRIAL_NODES nodes; false when out of memory. */
static bool trial_count(problem_t *p, shared_t *shared)
{
    atomic_bool *stop = shared->stop;
    shared->stop = &shared->trial_stop;
    bool ok = cover_workers_run(p, shared);
    shared->stop = stop;
    shared->trial_settled = !shared->trial_exceeded && !atomic_load(&shared->trial_stop);
    return ok;
}

/* Whether a trial may come first: only with the rule to choose, and where
 * nothing it does can be taken back or must match another run: a count,
 * or a first solution, of the whole search (parts must all be sliced
 * alike, whatever each finds).  Only for puzzles of a few dozen pieces,
 * whose preparation, made again after a trial that does not settle, takes
 * milliseconds: hundreds of pieces take seconds. */
static bool trial_applies(const cover_puzzle_t *puzzle, const cover_puzzle_options_t *o,
                          cover_puzzle_fn on_solution)
{
    return o->choose_rule && o->parts <= 1 && on_solution == NULL &&
           piece_set_pieces(puzzle->pieces) <= TRIAL_PIECES;
}

/* What the solve shares with its workers, made afresh. */
static void shared_reset(shared_t *shared)
{
    shared->solutions = shared->nodes = shared->cost = 0;
    shared->failed = shared->overflow = shared->trial_exceeded = shared->trial_settled = false;
    memset(&shared->memo, 0, sizeof shared->memo);
    shared->strategy[0] = '\0';
    shared->answered_by = COVER_ANSWER_SEARCH;
    atomic_store(&shared->trial_stop, false);
}

/* The search proper, once prepared: the portfolio, or the workers. */
static bool run_search(problem_t *p, shared_t *shared)
{
    bool portfolio = cover_portfolio_applies(p, shared);
    snprintf(shared->strategy, sizeof shared->strategy, "%s%s%s",
             p->rule == COVER_BRANCH_FEWEST ? "fewest" : "first-item",
             p->memo ? "+memo" : p->graph != NULL ? "+pockets" : "", p->trial ? " (trial)" : "");
    if (p->quick != QUICK_UNSETTLED) {
        cover_quick_report(p, shared);
        return true;
    }
    if (nothing_to_search(p)) {
        shared->answered_by = none_shown_by(p);
        /* A proof of none walked its tree. */
        if (p->proved_none) {
            shared->nodes = (uint64_t)p->choice.first.nodes;
            shared->cost = (uint64_t)p->choice.first.cost;
        }
        shared->trial_settled = true;
        return true;
    }
    if (p->trial)
        return trial_count(p, shared);
    return portfolio ? cover_portfolio_solve(p, shared) : cover_workers_run(p, shared);
}

/* Prepares the problem and decides whether to use a memo. */
static bool prepare(problem_t *p, const cover_puzzle_t *puzzle, const cover_puzzle_options_t *options,
                    const atomic_bool *stop, bool trial, cover_puzzle_fn on_solution)
{
    memset(p, 0, sizeof *p);
    p->puzzle = puzzle;
    p->options = *options;
    p->stop = stop;
    p->trial = trial;
    p->first_only = options->first && on_solution != NULL && options->parts <= 1;
    bool prepared = problem_prepare(p);
    /* The memo counts what every completion would add: no callback to
     * call, no test of touching, no spare edges to leave uncovered. */
    p->memo = prepared && p->options.memo_bytes > 0 && on_solution == NULL &&
              p->spare.count == 0 && !p->check_touching &&
              (p->estimated_nodes >= MEMO_WORTH_NODES || p->options.memo_always);
    if (prepared)
        p->options.threads = cover_workers_threads(p);
    if (prepared && p->options.progress != NULL)
        atomic_store(&p->options.progress->slices, p->slices.count);
    return prepared;
}

/* A small puzzle is answered by a trial search (TRIAL_NODES nodes in a
 * sweep chosen without estimates) in less time than the estimates of the
 * sweeps and the rules would take; only a puzzle the trial does not
 * settle is estimated and searched again, its trial's work left out of
 * what is reported. */
cover_puzzle_stats_t cover_puzzle_solve(const cover_puzzle_t *puzzle,
                                        const cover_puzzle_options_t *options,
                                        cover_puzzle_fn on_solution, void *context)
{
    cover_puzzle_stats_t stats;
    memset(&stats, 0, sizeof stats);
    cover_puzzle_options_t chosen = options ? *options : cover_puzzle_default_options(puzzle);
    shared_t shared;
    memset(&shared, 0, sizeof shared);
    shared.start = clock_now();
    shared.on_solution = on_solution;
    shared.context = context;
    if (mtx_init(&shared.lock, mtx_plain) != thrd_success) {
        stats.failed = true;
        return stats;
    }
    atomic_init(&shared.own_stop, false);
    atomic_init(&shared.trial_stop, false);
    atomic_init(&shared.search_begun, false);
    shared.stop = chosen.stop != NULL ? chosen.stop : &shared.own_stop;
    problem_t p;
    shared.problem = &p;
    bool trial = trial_applies(puzzle, &chosen, on_solution);
    bool prepared = prepare(&p, puzzle, &chosen, shared.stop, trial, on_solution);
    bool ok = !prepared || run_search(&p, &shared);
    if (prepared && ok && trial && !shared.trial_settled && !atomic_load(shared.stop)) {
        problem_free(&p);
        shared_reset(&shared);
        prepared = prepare(&p, puzzle, &chosen, shared.stop, false, on_solution);
        ok = !prepared || run_search(&p, &shared);
    }
    /* A preparation cut short by a stop is a stopped search, not a
     * failure, and so is a worker's cover cut short. */
    if (!(prepared && ok) && !atomic_load(shared.stop))
        stats.failed = true;
    stats.too_large = p.too_large;
    stats.failed |= p.too_large;
    mtx_destroy(&shared.lock);
    stats.failed |= shared.failed;
    stats.overflow = shared.overflow;
    stats.solutions = shared.solutions;
    stats.nodes = shared.nodes;
    stats.cost = shared.cost;
    memcpy(stats.strategy, shared.strategy, sizeof stats.strategy);
    stats.answered_by = shared.answered_by;
    stats.sweep_rank = shared.sweep_rank;
    stats.placements = p.option_count;
    stats.symmetries = p.options.raw ? 1 : p.symmetry.motion_count;
    stats.slices = p.slices.all;
    stats.threads = prepared ? p.options.threads : 0;
    stats.stopped = atomic_load(shared.stop);
    stats.memo = p.memo;
    stats.memo_stats = shared.memo;
    problem_free(&p);
    stats.seconds = clock_seconds_since(shared.start);
    stats.prepare_seconds =
        atomic_load(&shared.search_begun) ? shared.prepare_seconds : stats.seconds;
    return stats;
}

/* The prepared problem's option table, copied out. */
static bool matrix_copy(const problem_t *p, cover_puzzle_matrix_t *m)
{
    m->primary = p->required.count;
    m->items = p->items;
    m->types = p->puzzle->pieces->count;
    m->options = p->option_count;
    m->start = malloc((p->option_count + 1) * sizeof *m->start);
    m->item = malloc((p->item_count + 1) * sizeof *m->item);
    m->type = malloc((p->option_count + 1) * sizeof *m->type);
    m->uses = malloc((m->types + 1) * sizeof *m->uses);
    if (m->start == NULL || m->item == NULL || m->type == NULL || m->uses == NULL)
        return false;
    memcpy(m->start, p->option_start, (p->option_count + 1) * sizeof *m->start);
    memcpy(m->item, p->option_item, p->item_count * sizeof *m->item);
    memcpy(m->type, p->option_type, p->option_count * sizeof *m->type);
    memcpy(m->uses, p->copies, m->types * sizeof *m->uses);
    return true;
}

/* Placements made this fast are made again, up to TIME_PLACEMENTS_RUNS
 * times, for the best time: one run on a busy machine may take ten times
 * as long. */
#define TIME_PLACEMENTS_BELOW 0.05
enum { TIME_PLACEMENTS_RUNS = 50 };

/* The placements alone, made again and timed: what any search of the
 * puzzle does before it starts. */
static bool time_placements(const cover_puzzle_t *puzzle, cover_puzzle_matrix_t *matrix)
{
    bool ok = true;
    double total = 0;
    for (int k = 0; ok && k < TIME_PLACEMENTS_RUNS && total < TIME_PLACEMENTS_BELOW; k++) {
        struct timespec start = clock_now();
        problem_t p;
        memset(&p, 0, sizeof p);
        p.puzzle = puzzle;
        atomic_bool stop = false;
        p.stop = &stop;
        ok = problem_place(&p);
        problem_free(&p);
        double seconds = clock_seconds_since(start);
        matrix->seconds = k == 0 || seconds < matrix->seconds ? seconds : matrix->seconds;
        total += seconds;
    }
    return ok;
}

bool cover_puzzle_matrix(const cover_puzzle_t *puzzle, cover_puzzle_matrix_t *matrix)
{
    memset(matrix, 0, sizeof *matrix);
    problem_t p;
    memset(&p, 0, sizeof p);
    p.puzzle = puzzle;
    p.options = cover_puzzle_default_options(puzzle);
    p.options.raw = true;
    atomic_bool stop = false;
    p.stop = &stop;
    /* The placements whatever the pieces' ends say, in the search's
     * order: for a search that knows nothing of ends. */
    p.place_always = true;
    bool ok = problem_prepare(&p) && matrix_copy(&p, matrix);
    problem_free(&p);
    return ok && time_placements(puzzle, matrix);
}

void cover_puzzle_matrix_free(cover_puzzle_matrix_t *matrix)
{
    free(matrix->start);
    free(matrix->item);
    free(matrix->type);
    free(matrix->uses);
    memset(matrix, 0, sizeof *matrix);
}

/* ---- The slicing, described (puzzle/slicing.h) ---- */

typedef struct {
    const problem_t *problem;
    slicing_t *slicing;
} slicing_walk_t;

/* A slice is its options: each a piece placed on the region. */
static void describe_slice(void *context, size_t index, const slice_t *slice)
{
    slicing_walk_t *walk = context;
    slicing_slice(walk->slicing, 0, index);
    for (uint32_t i = 0; i < slice->length; i++) {
        placement_t placement = option_placement(walk->problem, slice->option[i]);
        slicing_number(walk->slicing, placement.piece);
        slicing_edges(walk->slicing, placement.edges, placement.size);
    }
}

bool cover_puzzle_slicing(const cover_puzzle_t *puzzle, slicing_t *slicing)
{
    unsigned parts = slicing->parts;
    problem_t p;
    memset(&p, 0, sizeof p);
    p.puzzle = puzzle;
    p.options = cover_puzzle_default_options(puzzle);
    p.options.part = parts > 1 ? 1 : 0;
    p.options.parts = parts > 1 ? parts : 0;
    atomic_bool stop = false;
    p.stop = &stop;
    bool ok = problem_prepare(&p);
    if (ok && !p.unsearched) {
        slice_problem_t slices = slice_problem(&p);
        slicing_walk_t walk = {&p, slicing};
        ok = slices_each(&slices, p.options.parts, describe_slice, &walk);
    }
    problem_free(&p);
    return ok;
}

bool cover_puzzle_sizes_fit(const cover_puzzle_t *puzzle, cover_puzzle_sizes_t *sizes)
{
    memset(sizes, 0, sizeof *sizes);
    sizes->piece_edges = piece_set_edges(puzzle->pieces);
    edge_set_t required, spare;
    if (!edge_set_init(&required, puzzle->required, puzzle->required_count) ||
        !edge_set_init(&spare, puzzle->spare, puzzle->spare_count)) {
        edge_set_free(&required);
        sizes->required = SIZE_MAX;
        return false;
    }
    edge_set_subtract(&spare, &required);
    sizes->required = required.count;
    sizes->spare = spare.count;
    edge_set_free(&required);
    edge_set_free(&spare);
    return sizes->required <= sizes->piece_edges &&
           sizes->piece_edges <= sizes->required + sizes->spare;
}
