#include "puzzle/sweep.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "puzzle/symmetry.h"
#include "util/fnv.h"

/* How the estimates are spent (sweep_choose), and how much the sweeps'
 * orders of the options and their covers may take, kept from one
 * estimate to the next. */
enum { SWEEP_FIRST_PATHS = 16, SWEEP_FINAL_PATHS = 512 };
#define SWEEP_KEEP_BYTES ((size_t)32 << 20)
#define SWEEP_SEED UINT64_C(0x9e3779b97f4a7c15)

static bool halted(const sweep_problem_t *p)
{
    return p->stop != NULL && atomic_load(p->stop);
}

static size_t edge_count(const sweep_problem_t *p)
{
    return p->required->count + p->spare->count;
}

static uint32_t option_size(const sweep_problem_t *p, uint32_t o)
{
    return p->option_start[o + 1] - p->option_start[o];
}

/* ---- The order of the edges ---- */

/* The items of the edges in one sweep: required edges first, then spare. */
static bool number_items(const sweep_problem_t *p, int sweep, uint32_t *item)
{
    uint32_t spare_first = (uint32_t)p->required->count;
    return sweep_order_number(p->required, sweep, 0, item) &&
           sweep_order_number(p->spare, sweep, spare_first, item + spare_first);
}

/* The same in every sweep: sweep k's at numbering[k * edges ..]. */
static bool number_all(const sweep_problem_t *p, uint32_t *numbering)
{
    uint32_t spare_first = (uint32_t)p->required->count;
    return sweep_order_number_all(p->required, 0, numbering, edge_count(p)) &&
           sweep_order_number_all(p->spare, spare_first, numbering + spare_first,
                                  edge_count(p));
}

/* ---- The order of the placements ---- */

/* An option as the canonical order sees it: its items in increasing
 * order, its piece and its type.  The piece is the type or its mirror
 * image's, whichever is less: what a reflection of the region leaves as
 * it is.  `rest` packs the items after the first, as many as fit in a
 * word, so that most comparisons are of numbers. */
typedef struct {
    uint64_t rest;
    const uint32_t *items;
    uint32_t size, piece, type;
} canonical_key_t;

/* By the least item, then the piece, then the other items, then the type
 * (which only options of equal items but mirror-image pieces reach). */
static int canonical_compare(const canonical_key_t *x, const canonical_key_t *y)
{
    if (x->items[0] != y->items[0])
        return x->items[0] < y->items[0] ? -1 : 1;
    if (x->piece != y->piece)
        return x->piece < y->piece ? -1 : 1;
    if (x->rest != y->rest)
        return x->rest < y->rest ? -1 : 1;
    for (uint32_t j = 1; j < x->size && j < y->size; j++)
        if (x->items[j] != y->items[j])
            return x->items[j] < y->items[j] ? -1 : 1;
    if (x->size != y->size)
        return x->size < y->size ? -1 : 1;
    return (x->type > y->type) - (x->type < y->type);
}

/* The items of a sorted list from the second on, packed into a word, each
 * in `bits` bits, the first highest: the word orders as the lists do as
 * far as it goes (one more than an item, 0 for none, below every item). */
static uint64_t canonical_packed(const uint32_t *items, uint32_t size, unsigned bits)
{
    uint64_t rest = 0;
    for (unsigned j = 1; j <= 64 / bits; j++)
        rest = rest << bits | (j < size ? items[j] + 1 : 0);
    return rest;
}

/* Sorts the keys into order[]: a counting sort by the least item, then
 * each run of one least item (a few dozen options) by insertion.  (The
 * library's qsort took a quarter of the preparation.) */
static void canonical_sort(const sweep_problem_t *p, const canonical_key_t *keys,
                           uint32_t *start, uint32_t *order)
{
    size_t items = edge_count(p);
    memset(start, 0, (items + 2) * sizeof *start);
    for (uint32_t o = 0; o < p->options; o++)
        start[keys[o].items[0] + 2]++;
    for (size_t i = 0; i < items; i++)
        start[i + 2] += start[i + 1];
    for (uint32_t o = 0; o < p->options; o++)
        order[start[keys[o].items[0] + 1]++] = o;
    /* Now bucket i runs from start[i] to start[i + 1] - 1. */
    for (size_t i = 0; i < items; i++)
        for (uint32_t k = start[i] + 1; k < start[i + 1]; k++) {
            uint32_t o = order[k], at = k;
            for (; at > start[i] && canonical_compare(&keys[order[at - 1]], &keys[o]) > 0; at--)
                order[at] = order[at - 1];
            order[at] = o;
        }
}

/* What canonical_order works in: one key an option, the options' items
 * sorted, and a count an item; kept from one sweep to the next. */
typedef struct {
    canonical_key_t *keys;
    uint32_t *sorted, *start;
} canonical_space_t;

static bool canonical_space_init(const sweep_problem_t *p, canonical_space_t *space)
{
    space->keys = malloc((p->options + 1) * sizeof *space->keys);
    space->sorted = malloc((p->option_start[p->options] + 1) * sizeof *space->sorted);
    space->start = malloc((edge_count(p) + 2) * sizeof *space->start);
    return space->keys != NULL && space->sorted != NULL && space->start != NULL;
}

static void canonical_space_free(canonical_space_t *space)
{
    free(space->keys);
    free(space->sorted);
    free(space->start);
}

/* The options in order of their least items as numbered in option_items,
 * then of their pieces, then of their other items (compared one by one),
 * into order[]: each item's list has the placements of one piece
 * together (found, on The Maximum's shapes, to reach a first solution in
 * 2,411 nodes where ordering by items alone took 2.5 million).  The order
 * depends on the region and the sweep, not on the page: a
 * region drawn turned round or over gets, for the same sweep, the same
 * options in the same order, and so the same search node for node (the
 * options' own order follows the pieces' orientations as the page has
 * them).  The signature (unless NULL) is a hash of the options' items in
 * that order: equal for sweeps that make the same problem. */
static void canonical_order(const sweep_problem_t *p, const uint32_t *option_items,
                            const canonical_space_t *space, uint32_t *order, uint64_t *signature)
{
    canonical_key_t *keys = space->keys;
    uint32_t *sorted = space->sorted;
    unsigned bits = 1;
    while (bits < 32 && ((uint64_t)edge_count(p) + 1) >> bits != 0)
        bits++;
    for (uint32_t o = 0; o < p->options; o++) {
        uint32_t *items = sorted + p->option_start[o], size = option_size(p, o);
        for (uint32_t j = 0; j < size; j++) {
            uint32_t item = option_items[p->option_start[o] + j], at = j;
            for (; at > 0 && items[at - 1] > item; at--)
                items[at] = items[at - 1];
            items[at] = item;
        }
        uint32_t type = p->option_type[o];
        uint32_t piece = p->mirror[type] >= 0 && (uint32_t)p->mirror[type] < type
                             ? (uint32_t)p->mirror[type]
                             : type;
        keys[o] = (canonical_key_t){canonical_packed(items, size, bits), items, size, piece, type};
    }
    canonical_sort(p, keys, space->start, order);
    if (signature == NULL)
        return;
    /* FNV-1a of the options' items in that order. */
    *signature = FNV_OFFSET;
    for (uint32_t k = 0; k < p->options; k++) {
        const canonical_key_t *key = &keys[order[k]];
        for (uint32_t j = 0; j <= key->size; j++)
            *signature = fnv_add(*signature, j < key->size ? key->items[j] : UINT32_MAX);
    }
}

/* The options' items numbered by the items item[] of a sweep. */
static void number_option_items(const sweep_problem_t *p, const uint32_t *item,
                                uint32_t *option_items)
{
    for (size_t j = 0; j < p->option_start[p->options]; j++)
        option_items[j] = item[p->option_edge[j]];
}

typedef struct {
    double nodes;
    int sweep;
    unsigned paths;     /* how many the estimate took */
    bool whole;         /* the estimate went down every branch: it is the search's size */
    bool none;          /* and met no solution */
    uint32_t *order;    /* the options' canonical order, kept; NULL: made again each time */
    bool ordered;       /* order and signature are made */
    uint64_t signature; /* of its options in their canonical order */
    cover_estimate_t estimate;
} sweep_estimate_t;

/* The covers the estimates keep, each numbered in a sweep: a sweep whose
 * cover is not among them gets the one used longest ago, emptied and
 * filled again.  The lead passes back and forth between the sweeps being
 * refined, so one cover would be filled again and again; but a cover a
 * sweep (there are up to SWEEPS) takes new memory for each, which on
 * small puzzles cost more than filling one again (measured on the
 * corpus's puzzles of under 5 ms: a tenth more time in all, twice as
 * much on some). */
enum { SWEEP_COVERS = 4 };

/* What the estimates work in: every sweep's items (sweep k's at
 * numbering[k * edges ..]), the options' items in the sweep being
 * estimated, room for an order that is not kept, canonical_order's room,
 * and the covers kept (cover[k] numbered in sweep cover_sweep[k], last
 * used at cover_used[k]), as many as SWEEP_KEEP_BYTES allows (`covers`). */
typedef struct {
    uint32_t *numbering, *option_items, *order;
    canonical_space_t canonical;
    cover_t *cover[SWEEP_COVERS];
    int cover_sweep[SWEEP_COVERS];
    unsigned cover_used[SWEEP_COVERS], covers, uses;
} sweep_space_t;

static const uint32_t *sweep_items(const sweep_problem_t *p, const sweep_space_t *space,
                                   int sweep)
{
    return space->numbering + (size_t)sweep * edge_count(p);
}

/* The cover of the options numbered in e's sweep and put in their
 * canonical order, for its estimate (the order and its signature made
 * once where they are kept); NULL when out of memory or stopped. */
static cover_t *sweep_cover(const sweep_problem_t *p, sweep_estimate_t *e, sweep_space_t *space)
{
    unsigned k = 0;
    for (unsigned j = 0; j < space->covers; j++) {
        if (space->cover[j] != NULL && space->cover_sweep[j] == e->sweep) {
            space->cover_used[j] = ++space->uses;
            return space->cover[j];
        }
        if (space->cover_used[j] < space->cover_used[k])
            k = j;
    }
    number_option_items(p, sweep_items(p, space, e->sweep), space->option_items);
    uint32_t *order = e->order != NULL ? e->order : space->order;
    if (!e->ordered)
        canonical_order(p, space->option_items, &space->canonical, order, &e->signature);
    e->ordered = e->order != NULL;
    space->cover[k] = p->cover(p->context, space->cover[k], space->option_items, order);
    space->cover_sweep[k] = e->sweep;
    space->cover_used[k] = ++space->uses;
    return space->cover[k];
}

/* Least estimate first; among equal estimates (small trees are counted
 * whole) the order of their signatures, which does not depend on the page
 * as the sweeps' numbers do, and only then the numbers. */
static int sweep_estimate_compare(const void *a, const void *b)
{
    const sweep_estimate_t *x = a, *y = b;
    if (x->nodes != y->nodes)
        return x->nodes < y->nodes ? -1 : 1;
    if (x->signature != y->signature)
        return x->signature < y->signature ? -1 : 1;
    return (x->sweep > y->sweep) - (x->sweep < y->sweep);
}

/* Estimates sweep e with `paths` paths (a failure counts as endless). */
static void estimate_one(const sweep_problem_t *p, sweep_estimate_t *e, unsigned paths,
                         sweep_space_t *space)
{
    cover_t *cover = halted(p) ? NULL : sweep_cover(p, e, space);
    e->estimate = (cover_estimate_t){-1, -1, -1};
    if (cover != NULL && !halted(p)) {
        cover_set_branching(cover, COVER_BRANCH_FIRST_ITEM);
        e->estimate = cover_estimate(cover, paths, SWEEP_SEED);
    }
    e->nodes = e->estimate.nodes < 0 ? HUGE_VAL : e->estimate.nodes;
    /* An estimate that went down every branch is the search's size:
     * refining it would give it again. */
    e->whole = cover != NULL && e->estimate.nodes >= 0 && cover_estimate_whole(cover);
    e->paths = e->whole && paths < SWEEP_FINAL_PATHS ? SWEEP_FINAL_PATHS : paths;
    e->none = e->whole && !cover_estimate_found(cover);
}

/* Whether one of the region's symmetries makes sweep b of sweep a: then
 * their searches are the same search, and b needs no estimate.  Motion m
 * (from 1 on: 0 is the identity) takes edge e to image[(m - 1) * edges + e]. */
static bool sweeps_alike(const sweep_problem_t *p, const long *image, size_t motions,
                         const uint32_t *a, const uint32_t *b)
{
    size_t edges = edge_count(p);
    for (size_t m = 1; m < motions; m++) {
        const long *moved = image + (m - 1) * edges;
        bool alike = true;
        for (size_t e = 0; alike && e < edges; e++)
            alike = moved[e] >= 0 && a[moved[e]] == b[e];
        if (alike)
            return true;
    }
    return false;
}

/* Where each motion but the identity takes each edge (sweeps_alike's
 * image[]), -1 outside the region; NULL when out of memory. */
static long *motion_images(const sweep_problem_t *p, const motion_t *motions, size_t count)
{
    size_t edges = edge_count(p);
    long *image = malloc(((count > 1 ? count - 1 : 0) * edges + 1) * sizeof *image);
    const edge_set_t *sets[2] = {p->required, p->spare};
    for (size_t m = 1; image != NULL && m < count; m++)
        for (int set = 0, index = 0; set < 2; set++)
            for (size_t i = 0; i < sets[set]->count; i++, index++)
                image[(m - 1) * edges + (size_t)index] = edge_map_find(
                    p->edges, symmetry_motion_apply(motions[m], sets[set]->edges[i]));
    return image;
}

/* Every sweep's items into numbering[], and the sweeps that differ up to
 * the puzzle's symmetries (reflections count when they map the pieces
 * onto themselves) in e[]; returns how many (0 when out of memory). */
static size_t distinct_sweeps(const sweep_problem_t *p, uint32_t *numbering,
                              sweep_estimate_t *e)
{
    motion_t motions[LATTICE_SYMMETRIES];
    bool reflections = symmetry_reflects_pieces(p->mirror, p->types);
    size_t count = symmetry_find_motions(p->required, p->spare, reflections, motions);
    long *image = motion_images(p, motions, count);
    size_t distinct = 0;
    bool numbered = image != NULL && number_all(p, numbering);
    for (int sweep = 0; numbered && sweep < SWEEPS; sweep++) {
        const uint32_t *mine = numbering + (size_t)sweep * edge_count(p);
        bool seen = false;
        for (size_t k = 0; k < distinct && !seen; k++)
            seen = sweeps_alike(p, image, count, numbering + (size_t)e[k].sweep * edge_count(p),
                                mine);
        if (!seen)
            e[distinct++] =
                (sweep_estimate_t){0, sweep, 0, false, false, NULL, false, 0, {-1, -1, -1}};
    }
    free(image);
    return distinct;
}

/* FEWEST's estimate on the items numbered in the winning sweep e. */
static cover_estimate_t estimate_fewest(const sweep_problem_t *p, sweep_estimate_t *e,
                                        sweep_space_t *space)
{
    cover_estimate_t none = {-1, -1, -1};
    cover_t *cover = sweep_cover(p, e, space);
    if (cover == NULL || halted(p))
        return none;
    cover_set_branching(cover, COVER_BRANCH_FEWEST);
    cover_estimate_t estimate = cover_estimate(cover, SWEEP_FINAL_PATHS, SWEEP_SEED);
    cover_set_branching(cover, COVER_BRANCH_FIRST_ITEM);
    return estimate;
}

/* Room for the sweeps' estimates; false when out of memory. */
static bool sweep_space_init(const sweep_problem_t *p, sweep_space_t *space)
{
    memset(space, 0, sizeof *space);
    space->numbering = malloc((SWEEPS * edge_count(p) + 1) * sizeof *space->numbering);
    space->option_items = malloc((p->option_start[p->options] + 1) * sizeof *space->option_items);
    space->order = malloc((p->options + 1) * sizeof *space->order);
    size_t each = cover_bytes_estimate(edge_count(p), p->options, p->uses);
    space->covers = 1;
    while (space->covers < SWEEP_COVERS && (space->covers + 1) * each <= SWEEP_KEEP_BYTES)
        space->covers++;
    return canonical_space_init(p, &space->canonical) && space->numbering != NULL &&
           space->option_items != NULL && space->order != NULL;
}

static void sweep_space_free(sweep_space_t *space)
{
    free(space->numbering);
    free(space->option_items);
    free(space->order);
    canonical_space_free(&space->canonical);
    for (unsigned k = 0; k < space->covers; k++)
        cover_destroy(space->cover[k]);
}

/* The items meeting the item of edge e in a numbering, each plus one, in
 * increasing order and then 0 where there are fewer than 4: compared as
 * four numbers, a list that ends first ranks first.  Every sweep's first
 * items are looked at (ranks_create), so this runs hundreds of times for
 * the smallest puzzle: it is written without a branch the processor
 * could guess wrong. */
typedef struct {
    uint32_t near[4];
} near_list_t;

static void compare_exchange(uint32_t *a, uint32_t *b)
{
    uint32_t low = *a < *b ? *a : *b, high = *a < *b ? *b : *a;
    *a = low, *b = high;
}

static uint32_t meeting_item(const uint32_t *item, long other)
{
    uint32_t found = item[other < 0 ? 0 : other] + 1;
    return other < 0 ? UINT32_MAX : found;
}

static void items_meeting(const sweep_problem_t *p, const uint32_t *item, uint32_t e,
                          near_list_t *list)
{
    const long *meets = p->meets + 4 * (size_t)e;
    uint32_t a = meeting_item(item, meets[0]), b = meeting_item(item, meets[1]);
    uint32_t c = meeting_item(item, meets[2]), d = meeting_item(item, meets[3]);
    /* Five exchanges sort four (a sorting network); missing ones last. */
    compare_exchange(&a, &b);
    compare_exchange(&c, &d);
    compare_exchange(&a, &c);
    compare_exchange(&b, &d);
    compare_exchange(&b, &c);
    list->near[0] = a == UINT32_MAX ? 0 : a;
    list->near[1] = b == UINT32_MAX ? 0 : b;
    list->near[2] = c == UINT32_MAX ? 0 : c;
    list->near[3] = d == UINT32_MAX ? 0 : d;
}

static int near_lists_compare(const near_list_t *x, const near_list_t *y, size_t count)
{
    for (size_t i = 0; i < count; i++)
        for (int k = 0; k < 4; k++)
            if (x[i].near[k] != y[i].near[k])
                return x[i].near[k] < y[i].near[k] ? -1 : 1;
    return 0;
}

/* The sweeps ranked by how their edges meet, which depends on the region
 * alone: each numbering's items in turn, each with the list of the items
 * meeting it.  Numberings that a symmetry of the region makes of one
 * another have the same lists and rank equal.  Ranked by those lists
 * themselves, the first few sweeps would be much alike (they start where
 * the lists are least), and trials in them would fail alike; so first by
 * a hash of the lists of the first SWEEP_KEY_ITEMS items, which spreads
 * them, and by the lists only where the hashes are equal.  The lists the
 * hash was made of are kept: a small region's ties are settled by them
 * alone. */
enum { SWEEP_KEY_ITEMS = 32 };

typedef struct {
    const sweep_problem_t *p;
    const uint32_t *numbering; /* sweep k's items at numbering[k * edges ..] */
    uint32_t *edge_of;         /* and its inverse: edge_of[k * edges + i] has item i */
    uint64_t key[SWEEPS];
    near_list_t head[SWEEPS][SWEEP_KEY_ITEMS]; /* the lists of the first items */
} sweep_ranks_t;

/* Each sweep's key: FNV-1a of its lists, each list closed by UINT32_MAX
 * (a list's empty places, all at its end, add nothing).  A hash is a
 * chain of multiplications, each waiting for the one before; the sweeps'
 * chains are independent, so they are advanced side by side and the
 * processor overlaps them: the smallest puzzles' first solutions take
 * 0.975 times as long as with one sweep's chain after another. */
static void ranks_keys(sweep_ranks_t *r, size_t head)
{
    for (size_t sweep = 0; sweep < SWEEPS; sweep++)
        r->key[sweep] = FNV_OFFSET;
    for (size_t i = 0; i < head; i++)
        for (size_t sweep = 0; sweep < SWEEPS; sweep++) {
            const uint32_t *near = r->head[sweep][i].near;
            uint64_t key = r->key[sweep];
            for (int k = 0; k < 4; k++) {
                uint64_t next = fnv_add(key, (uint32_t)(near[k] - 1));
                key = near[k] != 0 ? next : key;
            }
            r->key[sweep] = fnv_add(key, UINT32_MAX);
        }
}

static sweep_ranks_t *ranks_create(const sweep_problem_t *p, const uint32_t *numbering)
{
    size_t n = edge_count(p), head = n < SWEEP_KEY_ITEMS ? n : SWEEP_KEY_ITEMS;
    sweep_ranks_t *r = malloc(sizeof *r);
    if (r == NULL)
        return NULL;
    r->p = p;
    r->numbering = numbering;
    r->edge_of = malloc((SWEEPS * n + 1) * sizeof *r->edge_of);
    if (r->edge_of == NULL) {
        free(r);
        return NULL;
    }
    for (size_t sweep = 0; sweep < SWEEPS; sweep++) {
        const uint32_t *item = numbering + sweep * n;
        uint32_t *edge_of = r->edge_of + sweep * n;
        for (uint32_t e = 0; e < n; e++)
            edge_of[item[e]] = e;
        for (size_t i = 0; i < head; i++)
            items_meeting(p, item, edge_of[i], &r->head[sweep][i]);
    }
    ranks_keys(r, head);
    return r;
}

static void ranks_destroy(sweep_ranks_t *r)
{
    if (r != NULL)
        free(r->edge_of);
    free(r);
}

/* Sweep a against sweep b: below 0 when a ranks first, 0 when alike. */
static int ranks_compare(const sweep_ranks_t *r, int a, int b)
{
    if (r->key[a] != r->key[b])
        return r->key[a] < r->key[b] ? -1 : 1;
    size_t n = edge_count(r->p), head = n < SWEEP_KEY_ITEMS ? n : SWEEP_KEY_ITEMS;
    int order = near_lists_compare(r->head[a], r->head[b], head);
    const uint32_t *item_a = r->numbering + (size_t)a * n, *item_b = r->numbering + (size_t)b * n;
    const uint32_t *edge_a = r->edge_of + (size_t)a * n, *edge_b = r->edge_of + (size_t)b * n;
    for (size_t i = head; order == 0 && i < n; i++) {
        near_list_t x, y;
        items_meeting(r->p, item_a, edge_a[i], &x);
        items_meeting(r->p, item_b, edge_b[i], &y);
        order = near_lists_compare(&x, &y, 1);
    }
    return order;
}

/* The sweeps e[0 .. count - 1] in rank order: an estimate that ends the
 * choice early (sweep_choose) is then the same whichever way up the
 * region is drawn.  False when out of memory. */
static bool order_by_rank(const sweep_problem_t *p, const uint32_t *numbering,
                          sweep_estimate_t *e, size_t count)
{
    sweep_ranks_t *r = ranks_create(p, numbering);
    if (r == NULL)
        return false;
    for (size_t k = 1; k < count; k++) {
        sweep_estimate_t moving = e[k];
        size_t at = k;
        for (; at > 0 && ranks_compare(r, e[at - 1].sweep, moving.sweep) > 0; at--)
            e[at] = e[at - 1];
        e[at] = moving;
    }
    ranks_destroy(r);
    return true;
}

/* Whether an estimate went down the whole tree of its sweep and found it
 * no larger than the number of placements: searching it costs less than
 * the cover another sweep's estimate would build, so the choice ends
 * there. */
static bool small_and_whole(const sweep_problem_t *p, const sweep_estimate_t *e)
{
    return e->whole && e->nodes <= (double)p->options;
}

/* The first sweep's tree searched whole if it is small: in at most as
 * many nodes as the rough estimates of the `sweeps` sweeps could walk
 * (SWEEP_FIRST_PATHS paths down each, none longer than a node a piece).
 * A tree searched whole is known exactly, and searching it again costs
 * less than estimating any other sweep: it ends the choice.  False when
 * it is larger, stopped or out of memory; the nodes spent are then about
 * what the estimates cost, or more where their paths end early (a region
 * that another sweep shows impossible in a few nodes). */
static bool search_first_whole(const sweep_problem_t *p, sweep_estimate_t *e, size_t sweeps,
                               sweep_space_t *space)
{
    cover_t *cover = halted(p) ? NULL : sweep_cover(p, e, space);
    if (cover == NULL)
        return false;
    uint64_t limit = (uint64_t)sweeps * SWEEP_FIRST_PATHS * ((uint64_t)p->uses + 1);
    cover_set_branching(cover, COVER_BRANCH_FIRST_ITEM);
    cover_set_node_limit(cover, limit);
    cover_stats_t stats = cover_search(cover, NULL, NULL);
    cover_set_node_limit(cover, 0);
    if (stats.stopped || stats.failed || halted(p))
        return false;
    e->estimate = cover_estimate_of(cover, &stats);
    e->nodes = e->estimate.nodes;
    e->whole = true;
    e->paths = SWEEP_FINAL_PATHS;
    e->none = stats.solutions == 0;
    return true;
}

/* Every sweep gets a rough estimate (in order_by_rank's order; unless
 * the first one's tree is searched whole: search_first_whole; the first
 * small tree walked whole ends the choice: small_and_whole), and then
 * the one that looks best gets twice the paths, again and again, until
 * the one that looks best has had SWEEP_FINAL_PATHS.  A rough estimate is
 * mostly too low (the paths miss the rare deep subtrees that hold most of
 * the nodes), so a sweep that only looked good rises as it is refined and
 * lets the next one be refined; the winner has been looked at closely. */
bool sweep_choose(const sweep_problem_t *p, bool fewest_too, sweep_choice_t *choice)
{
    sweep_space_t space;
    sweep_estimate_t e[SWEEPS] = {{0, 0, 0, false, false, NULL, false, 0, {-1, -1, -1}}};
    bool room = sweep_space_init(p, &space);
    size_t count = room ? distinct_sweeps(p, space.numbering, e) : 0;
    room = room && count > 0 && order_by_rank(p, space.numbering, e, count);
    /* Each sweep's order of the options is kept (a sweep is often refined
     * several times running, and the lead passes back and forth), where
     * the orders are small. */
    uint32_t *orders = NULL;
    if (count * p->options * sizeof *orders <= SWEEP_KEEP_BYTES)
        orders = malloc((count * p->options + 1) * sizeof *orders);
    for (size_t k = 0; orders != NULL && k < count; k++)
        e[k].order = orders + k * p->options;
    choice->none = false;
    if (count > 1 && search_first_whole(p, &e[0], count, &space)) {
        choice->none = p->stop_at_none && e[0].none;
        count = 1;
    }
    for (size_t k = 0; k < count && !e[k].whole; k++) {
        estimate_one(p, &e[k], SWEEP_FIRST_PATHS, &space);
        choice->none = p->stop_at_none && e[k].none;
        if (choice->none || small_and_whole(p, &e[k])) {
            e[0] = e[k];
            count = 1;
        }
    }
    for (;;) {
        qsort(e, count, sizeof *e, sweep_estimate_compare);
        if (count == 0 || e[0].paths >= SWEEP_FINAL_PATHS || e[0].nodes == HUGE_VAL)
            break;
        estimate_one(p, &e[0], 2 * e[0].paths, &space);
        if (p->stop_at_none && e[0].none) {
            choice->none = true;
            break;
        }
    }
    choice->sweep = count > 0 ? e[0].sweep : 0;
    for (size_t k = 0; k < SWEEP_NEXT; k++)
        choice->next[k] = count > k + 1 && !choice->none ? e[k + 1].sweep : -1;
    choice->first = count > 0 ? e[0].estimate : (cover_estimate_t){-1, -1, -1};
    choice->fewest = (cover_estimate_t){-1, -1, -1};
    if (count > 0 && fewest_too && !choice->none && e[0].nodes >= SWEEP_FEWEST_WORTH_NODES &&
        e[0].nodes != HUGE_VAL)
        choice->fewest = estimate_fewest(p, &e[0], &space);
    free(orders);
    sweep_space_free(&space);
    return room;
}

size_t sweep_trials(const sweep_problem_t *p, int sweeps[SWEEPS], size_t want)
{
    uint32_t *numbering = malloc((SWEEPS * edge_count(p) + 1) * sizeof *numbering);
    bool numbered = numbering != NULL && number_all(p, numbering);
    sweep_ranks_t *r = numbered ? ranks_create(p, numbering) : NULL;
    bool room = r != NULL;
    /* Selection of the first, `want` times (most comparisons end at the
     * keys).  A sweep alike to the first so far is alike to a sweep still
     * in the running and is dropped (the first sweep of its kind stays). */
    bool gone[SWEEPS] = {false};
    size_t count = 0;
    while (room && count < want) {
        int first = -1;
        for (int sweep = 0; sweep < SWEEPS; sweep++) {
            if (gone[sweep])
                continue;
            int order = first < 0 ? -1 : ranks_compare(r, sweep, first);
            if (order < 0)
                first = sweep;
            else if (order == 0)
                gone[sweep] = true;
        }
        if (first < 0)
            break;
        gone[first] = true;
        sweeps[count++] = first;
    }
    ranks_destroy(r);
    free(numbering);
    return count;
}

int sweep_trial(const sweep_problem_t *p)
{
    int sweeps[SWEEPS];
    return sweep_trials(p, sweeps, 1) > 0 ? sweeps[0] : 0;
}

bool sweep_number(const sweep_problem_t *p, int sweep, uint32_t *item, uint32_t *option_items,
                  uint32_t *order)
{
    canonical_space_t canonical;
    bool ok = canonical_space_init(p, &canonical) && number_items(p, sweep, item);
    if (ok) {
        number_option_items(p, item, option_items);
        canonical_order(p, option_items, &canonical, order, NULL);
    }
    canonical_space_free(&canonical);
    return ok;
}
