/* FIRST_ITEM: branching on the lowest-numbered uncovered primary item (on
 * a type only once every primary item is covered).
 *
 * Each option is listed once, under the lowest primary item it covers
 * (by_first); the search branches on the lowest uncovered item, whose
 * options are exactly that list (every lower item is covered).  A list
 * entry keeps the option's items near its first (the first 128 from it
 * on) and its type beside it, so the fit test reads one cache line
 * (search/cover_internal.h, option_entry_t); in a cover of one word the
 * lists also keep the options' masks and types (as bits) in arrays of
 * their own, which the search of up to 64 items reads several entries at
 * a time (search/fit_scan.h).  A node costs
 * a few instructions, where FEWEST's costs the options it takes out, and
 * it wins when the items are numbered in a sweep whose rows are short, as
 * polyomino solvers do.
 *
 * One loop, in two versions: the general one, and the same for at most
 * 64 items and 64 types, whose state travels in registers.
 */
#include "search/cover_internal.h"

long first_open_item(const search_t *s)
{
    for (size_t w = 0; w < s->cover->words; w++) {
        uint64_t open = s->primary_mask[w] & ~s->used[w];
        if (open != 0)
            return (long)(w * 64 + (size_t)__builtin_ctzll(open));
    }
    return -1;
}

long first_open_type(const search_t *s)
{
    for (size_t t = 0; t < s->cover->types; t++)
        if (s->left[t] > 0)
            return (long)t;
    return -1;
}

uint64_t first_available(const search_t *s)
{
    uint64_t available = 0;
    for (size_t t = 0; t < s->cover->types && t < 64; t++)
        if (s->left[t] > 0)
            available |= UINT64_C(1) << t;
    return available;
}

/* ---- The general loop ---- */

static bool search_first(search_t *s);

/* Tries option o and searches below it.  Copies of one type chosen by
 * type are placed in increasing option order, so that no solution is
 * found once per ordering of them.  Returns false when the search is to
 * end now. */
static bool first_try(search_t *s, uint32_t o, bool by_type)
{
    uint32_t t = s->cover->type_of[o];
    uint32_t saved_floor = s->floor[t];
    if (by_type)
        s->floor[t] = s->gate[t] = o + 1;
    place(s, o);
    bool go_on = !count_node(s) && (!prune_enter(s, &s->prune, o) || search_first(s));
    prune_leave(s, &s->prune, o);
    s->floor[t] = saved_floor;
    unplace(s, o);
    return go_on;
}

/* Branches on the first uncovered primary item, or, once all are covered,
 * on the first unfinished type. */
static bool search_first(search_t *s)
{
    SANITY_NODE(s, NODE_FIRST, 0, 0, (branch_t){false, 0, 0});
    long item = first_open_item(s);
    if (item < 0 && s->uses_left == 0)
        return report_solution(s);
    bool by_type = item < 0;
    long key = by_type ? first_open_type(s) : item;
    /* uses_left is the sum of left[]: some type has uses left. */
    assert(key >= 0);
    const option_index_t *index = by_type ? &s->cover->by_type : &s->cover->by_first;
    const option_entry_t *entry = index->entry;
    uint32_t begin = index->start[key], end = index->start[key + 1], count = end - begin;
    s->stats.cost += count;
    used_view_t seen = used_seen_from(s, by_type ? 0 : (size_t)key);
    for (uint32_t j = entry_next_fitting(s, entry, begin, end, by_type, seen); j < end;
         j = entry_next_fitting(s, entry, j + 1, end, by_type, seen)) {
        uint32_t o = entry[j].option;
        COVER_TRACE_CHOICE(s, by_type ? "type" : "item", key, count, o);
        if (!first_try(s, o, by_type))
            return false;
    }
    return true;
}

/* The small search below gates the types by `available` alone; the
 * general one reads the gates, so they are made right before it is
 * called. */
static void hand_over_gates(search_t *s)
{
    for (size_t t = 0; t < s->cover->types; t++)
        s->gate[t] = s->left[t] > 0 ? s->floor[t] : UINT32_MAX;
}

/* ---- The same on at most 64 items and 64 types ----
 *
 * The items covered and the types with uses left travel as arguments, in
 * registers.  While primary items remain no type floor can be set (floors
 * are set only by branching on a type, which waits until every primary
 * item is covered), so an option fits when its mask is clear of the
 * covered items and its type is still available: search/fit_scan.h finds
 * those of a list 64 at a time, as bits.
 *
 * Two thirds of the nodes are dead ends, whose first open item no option
 * fits any more.  A node therefore scans its children's lists itself and
 * calls itself only for a child that has something to try. */

/* The fitting entries among the 64 of item's list from `base` on. */
static inline uint64_t small_fits(search_t *s, fit_scan_fn scan, uint32_t item, uint32_t base,
                                  uint64_t used, uint64_t available)
{
    const option_index_t *index = &s->cover->by_first;
    uint32_t begin = index->start[item] + base, end = index->start[item + 1];
    uint32_t size = end - begin < 64 ? end - begin : 64;
    s->stats.cost += size;
    return scan(index->mask0 + begin, index->type_bit + begin, size, used, ~available);
}

/* Every primary item is covered: a solution, or types still to place,
 * by the general loop, which takes the prunings' state over. */
static bool small_covered(search_t *s, uint64_t used, prune_t prune)
{
    if (s->uses_left == 0)
        return report_solution(s);
    s->used[0] = used;
    hand_over_gates(s);
    s->prune = prune;
    return search_first(s);
}

/* Whether the node to search next, whose first open item is `item` and
 * whose first 64 entries fit as `fit` says, can be passed over: nothing
 * fits.  (A checking build visits every node.) */
static inline bool small_dead_end(const search_t *s, uint32_t item, uint64_t fit)
{
#ifdef COVER_SANITY
    (void)s, (void)item, (void)fit;
    return false;
#else
    const option_index_t *index = &s->cover->by_first;
    return fit == 0 && index->start[item + 1] - index->start[item] <= 64;
#endif
}

/* Where the small search stands: the items covered, the types with uses
 * left, and the prunings' state (search/cover_internal.h: with one word of
 * items, the end budget is a word of corners and a count). */
typedef struct {
    uint64_t used, available;
    prune_t prune;
} small_t;

/* The loop is compiled once for each prune_mode_t (small_node_none,
 * _bits, _any below: `mode` is a constant in each, and so is the node
 * function it recurses into), so that the common cases test nothing of the
 * prunings that are off, and keep `used` in memory only for the pocket
 * test. */
typedef bool (*small_node_fn)(search_t *s, fit_scan_fn scan, small_t at, uint32_t item,
                              uint64_t fit);

/* The node the search stands at, `placed` the option just placed
 * (NO_OPTION at the start).  Its pocket test (prune_costly) waits until
 * the node is known to have an option to try: the fitting entries are
 * scanned for anyway, and a dead end needs no floods. */
enum { NO_OPTION = UINT32_MAX };

static inline bool small_search(search_t *s, fit_scan_fn scan, small_t at, uint32_t placed,
                                prune_mode_t mode, small_node_fn node)
{
    uint64_t open = s->primary_mask[0] & ~at.used;
    if (open == 0)
        return small_covered(s, at.used, at.prune);
    uint32_t item = (uint32_t)__builtin_ctzll(open);
    uint64_t fit = small_fits(s, scan, item, 0, at.used, at.available);
    if (small_dead_end(s, item, fit) ||
        (placed != NO_OPTION && !prune_costly_as(s, placed, mode)))
        return true;
    return node(s, scan, at, item, fit);
}

/* Places the option of entry j of the index and searches below it, unless
 * a pruning ends the branch. */
static inline bool small_try(search_t *s, fit_scan_fn scan, uint32_t j, small_t at,
                             prune_mode_t mode, small_node_fn node)
{
    const option_entry_t *e = &s->cover->by_first.entry[j];
    uint32_t t = e->type;
    bool last_use = --s->left[t] == 0;
    s->uses_left--;
    s->chosen[s->depth++] = e->option;
    small_t below = {at.used | e->mask0,
                     last_use ? at.available & ~(UINT64_C(1) << t) : at.available, at.prune};
    if (mode == PRUNE_ANY)
        s->used[0] = below.used;
    bool go_on = !count_node(s) && (!prune_cheap_as(s, &below.prune, e->option, mode) ||
                                    small_search(s, scan, below, e->option, mode, node));
    prune_drop_as(s, &below.prune, e->option, mode);
    if (mode == PRUNE_ANY)
        s->used[0] = at.used;
    s->depth--;
    s->uses_left++;
    s->left[t]++;
    return go_on;
}

/* The node whose first open item is `item`, `fit` the fitting entries
 * among the first 64 of its list. */
static inline __attribute__((always_inline)) bool
small_node(search_t *s, fit_scan_fn scan, small_t at, uint32_t item, uint64_t fit,
           prune_mode_t mode, small_node_fn node)
{
#ifdef COVER_SANITY
    s->prune = at.prune;
    s->used[0] = at.used;
#endif
    SANITY_NODE(s, NODE_FIRST_SMALL, at.used, at.available, (branch_t){false, 0, 0});
    const option_index_t *index = &s->cover->by_first;
    uint32_t count = index->start[item + 1] - index->start[item];
    for (uint32_t base = 0; base < count; base += 64) {
        if (base > 0)
            fit = small_fits(s, scan, item, base, at.used, at.available);
        uint32_t chunk = index->start[item] + base;
        for (; fit != 0; fit &= fit - 1) {
            uint32_t j = chunk + (uint32_t)__builtin_ctzll(fit);
            COVER_TRACE_CHOICE(s, "item", item, count, index->entry[j].option);
            if (!small_try(s, scan, j, at, mode, node))
                return false;
        }
    }
    return true;
}

static bool small_node_none(search_t *s, fit_scan_fn scan, small_t at, uint32_t item,
                            uint64_t fit)
{
    return small_node(s, scan, at, item, fit, PRUNE_NONE, small_node_none);
}

static bool small_node_bits(search_t *s, fit_scan_fn scan, small_t at, uint32_t item,
                            uint64_t fit)
{
    return small_node(s, scan, at, item, fit, PRUNE_END_BITS, small_node_bits);
}

static bool small_node_any(search_t *s, fit_scan_fn scan, small_t at, uint32_t item,
                           uint64_t fit)
{
    return small_node(s, scan, at, item, fit, PRUNE_ANY, small_node_any);
}

bool first_run(search_t *s)
{
    const cover_t *c = s->cover;
    if (c->words == 1 && c->types <= 64) {
        small_t at = {s->used[0], first_available(s), s->prune};
        switch (prune_mode(c)) {
        case PRUNE_NONE:
            return small_search(s, c->fit_scan, at, NO_OPTION, PRUNE_NONE, small_node_none);
        case PRUNE_END_BITS:
            return small_search(s, c->fit_scan, at, NO_OPTION, PRUNE_END_BITS, small_node_bits);
        default:
            return small_search(s, c->fit_scan, at, NO_OPTION, PRUNE_ANY, small_node_any);
        }
    }
    return search_first(s);
}
