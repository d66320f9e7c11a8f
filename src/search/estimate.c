/* Estimating the size and the cost of a search before making it.
 *
 * Random paths down the search tree (Knuth, "Estimating the efficiency of
 * backtrack programs", 1975): with d_1, d_2, ... the numbers of children
 * met on the way down a random path, d_1 + d_1 d_2 + ... is an unbiased
 * estimate of the tree's nodes, and the same sum with each node's cost in
 * place of 1 an unbiased estimate of the search's cost (stats.cost: the
 * same units for every rule, so that rules can be compared).  One path's
 * estimate scatters by orders of magnitude, so the paths are spread over
 * the top of the tree: a node with a budget of b paths and n children
 * visits every child with b / n paths when b >= n, else b of its children
 * chosen at random, each standing for n / b of them.  The generator is
 * fixed, so that the same problem always gets the same estimate.
 *
 * The walk uses the rule's own children and the prunings' hook, as the
 * search does.  (FEWEST's branch on a type with uses to spare sets each
 * option aside once tried; the walk does not, which counts a little more
 * below such branches than the search visits.)
 */
#include <stdlib.h>

#include "search/cover_internal.h"

typedef struct {
    uint64_t random;
    uint32_t *children; /* each level's children, one after the other */
    size_t used;
    bool stopped; /* the stop flag was seen: the estimate is cut short */
    bool sampled; /* some node had more children than paths to visit them */
    bool found;   /* a path reached a solution */
} walk_t;

static uint64_t walk_random(walk_t *e)
{
    uint64_t x = e->random;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return e->random = x;
}

/* A rule as the walk sees it: the node's children (the options its search
 * would try, into `out`), and placing one. */
typedef struct {
    uint32_t (*children)(search_t *s, uint32_t *out, bool *by_type);
    /* enter returns what leave needs to put back. */
    uint32_t (*enter)(search_t *s, uint32_t o, bool by_type);
    void (*leave)(search_t *s, uint32_t o, uint32_t saved);
} rule_t;

/* FIRST_ITEM: the options of the first open item, or type, that fit. */
static uint32_t first_children(search_t *s, uint32_t *out, bool *by_type)
{
    const cover_t *c = s->cover;
    long item = first_open_item(s);
    *by_type = item < 0;
    long key = *by_type ? first_open_type(s) : item;
    if (key < 0)
        return 0;
    const option_index_t *index = *by_type ? &c->by_type : &c->by_first;
    const option_entry_t *entry = index->entry;
    uint32_t n = 0, end = index->start[key + 1];
    s->stats.cost += end - index->start[key];
    used_view_t seen = used_seen_from(s, *by_type ? 0 : (size_t)key);
    for (uint32_t j = entry_next_fitting(s, entry, index->start[key], end, *by_type, seen); j < end;
         j = entry_next_fitting(s, entry, j + 1, end, *by_type, seen))
        out[n++] = entry[j].option;
    return n;
}

/* As the search does (first.c): a type's copies in increasing order. */
static uint32_t first_enter(search_t *s, uint32_t o, bool by_type)
{
    uint32_t t = s->cover->type_of[o], saved = s->floor[t];
    if (by_type)
        s->floor[t] = s->gate[t] = o + 1;
    place(s, o);
    return saved;
}

static void first_leave(search_t *s, uint32_t o, uint32_t saved)
{
    s->floor[s->cover->type_of[o]] = saved;
    unplace(s, o);
}

static uint32_t fewest_children(search_t *s, uint32_t *out, bool *by_type)
{
    branch_t branch;
    uint32_t n = dance_children(s, &branch, out);
    *by_type = branch.is_type;
    return n;
}

static uint32_t fewest_enter(search_t *s, uint32_t o, bool by_type)
{
    (void)by_type;
    dance_place(s, o);
    return 0;
}

static void fewest_leave(search_t *s, uint32_t o, uint32_t saved)
{
    (void)saved;
    dance_unplace(s, o);
}

static const rule_t rules[] = {
    [COVER_BRANCH_FEWEST] = {fewest_children, fewest_enter, fewest_leave},
    [COVER_BRANCH_FIRST_ITEM] = {first_children, first_enter, first_leave},
};

/* The subtree below the node: its nodes (the options tried) and cost. */
static cover_estimate_t walk_below(search_t *s, walk_t *e, const rule_t *rule, double budget)
{
    /* Each node scans a list or a set: on a large problem a path takes
     * milliseconds, an estimate seconds. */
    const atomic_bool *stop = s->cover->stop;
    e->stopped = e->stopped || (stop != NULL && atomic_load(stop));
    if (e->stopped)
        return (cover_estimate_t){0, 0, 0};
    uint64_t before = s->stats.cost;
    uint32_t *children = e->children + e->used;
    bool by_type;
    uint32_t n = rule->children(s, children, &by_type);
    cover_estimate_t here = {0, (double)(s->stats.cost - before), 0};
    if (n == 0) {
        e->found |= s->uses_left == 0 && first_open_item(s) < 0;
        return here;
    }
    uint32_t visits = budget >= n ? n : budget >= 1 ? (uint32_t)budget : 1;
    e->sampled |= visits < n;
    /* The first `visits` children of a random permutation. */
    for (uint32_t k = 0; k < visits && visits < n; k++) {
        uint32_t j = k + (uint32_t)(walk_random(e) % (n - k));
        uint32_t swap = children[k];
        children[k] = children[j];
        children[j] = swap;
    }
    e->used += n;
    cover_estimate_t below = {0, 0, 0};
    for (uint32_t k = 0; k < visits; k++) {
        uint64_t cost = s->stats.cost;
        uint32_t saved = rule->enter(s, children[k], by_type);
        bool go_on = prune_enter(s, &s->prune, children[k]);
        below.cost += (double)(s->stats.cost - cost);
        below.nodes += 1;
        if (go_on) {
            cover_estimate_t sub = walk_below(s, e, rule, budget / n > 1 ? budget / n : 1);
            below.nodes += sub.nodes;
            below.cost += sub.cost;
        }
        prune_leave(s, &s->prune, children[k]);
        rule->leave(s, children[k], saved);
    }
    e->used -= n;
    here.nodes += below.nodes * n / visits;
    here.cost += below.cost * n / visits;
    return here;
}

/* Room for every level's children: a level's are one list (FIRST_ITEM)
 * or set (FEWEST), and there are as many levels as uses. */
cover_estimate_t estimate_run(search_t *s, unsigned paths, uint64_t seed, size_t longest,
                              bool *whole, bool *found)
{
    cover_estimate_t none = {-1, -1, -1};
    walk_t e = {seed | 1, NULL, 0, false, false, false};
    *whole = *found = false;
    e.children = malloc(((s->uses_left + 1) * longest + 1) * sizeof *e.children);
    if (e.children == NULL)
        return none;
    cover_estimate_t estimate = walk_below(s, &e, &rules[s->cover->branching], paths);
    *whole = !e.sampled && !e.stopped;
    *found = e.found;
    free(e.children);
    return e.stopped ? none : estimate;
}
