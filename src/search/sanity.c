/* The checking build's check of a search's whole state at every node
 * (-DCOVER_SANITY; search/cover_sanity.h): the invariants stated in
 * search/cover_internal.h, found again from scratch, and the breaking of
 * one on purpose for the tests of the checks.  Production builds compile
 * none of this. */
#ifdef COVER_SANITY
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "search/cover_internal.h"

void sanity_fail(const search_t *s, const char *format, ...)
{
    cover_sanity_t *r = &((cover_t *)s->cover)->sanity;
    if (r->failures++ > 0)
        return;
    va_list args;
    va_start(args, format);
    vsnprintf(r->first, sizeof r->first, format, args);
    va_end(args);
}

/* Invariants 1 and 4. */
static void check_chosen(const search_t *s, const uint64_t *used)
{
    const cover_t *c = s->cover;
    if (s->depth < s->prefix)
        sanity_fail(s, "depth %zu, prefix %zu", s->depth, s->prefix);
    for (size_t i = 0; i < s->depth; i++)
        if (s->chosen[i] >= c->options || (i >= s->prefix && c->forbidden[s->chosen[i]]))
            sanity_fail(s, "chosen option %u is not an allowed one", s->chosen[i]);
    for (size_t w = 0; w < c->words; w++) {
        uint64_t covered = 0;
        for (size_t i = 0; i < s->depth && s->chosen[i] < c->options; i++) {
            uint64_t m = option_mask(c, s->chosen[i])[w];
            if (covered & m)
                sanity_fail(s, "chosen options overlap in word %zu", w);
            covered |= m;
        }
        if (covered != used[w])
            sanity_fail(s, "used word %zu is %#llx, the chosen options cover %#llx", w,
                        (unsigned long long)used[w], (unsigned long long)covered);
    }
}

/* Invariants 2 and 3. */
static void check_types(const search_t *s, node_kind_t kind, uint64_t available)
{
    const cover_t *c = s->cover;
    size_t sum = 0;
    for (size_t t = 0; t < c->types; t++) {
        unsigned chosen = 0;
        for (size_t i = 0; i < s->depth; i++)
            chosen += c->type_of[s->chosen[i]] == t;
        if (s->left[t] + chosen != c->type_uses[t])
            sanity_fail(s, "type %zu: %u left and %u chosen of %u", t, s->left[t], chosen,
                        c->type_uses[t]);
        sum += s->left[t];
        bool open = s->left[t] > 0;
        if (kind == NODE_FIRST_SMALL ? ((available >> t) & 1) != open
                                     : s->gate[t] != (open ? s->floor[t] : UINT32_MAX))
            sanity_fail(s, "type %zu: %u uses left, but gate %u (floor %u), available %d", t,
                        s->left[t], s->gate[t], s->floor[t], (int)((available >> t) & 1));
        uint32_t floor = s->floor[t];
        bool found = floor == 0;
        for (size_t i = s->prefix; i < s->depth && !found; i++)
            found = s->chosen[i] == floor - 1 && c->type_of[floor - 1] == t;
        if (!found)
            sanity_fail(s, "type %zu: floor %u is not past a chosen option of it", t, floor);
    }
    if (sum != s->uses_left)
        sanity_fail(s, "uses_left %zu, but the types have %zu left", s->uses_left, sum);
}

/* Invariant 6, once a search (of the lists, where the rule made them). */
static void check_index(const search_t *s)
{
    const cover_t *c = s->cover;
    for (uint32_t o = 0; c->indexed && o < c->options; o++) {
        long first = first_item_of(c, o);
        unsigned right = 0, wrong = 0, by_type = 0;
        for (size_t k = 0; k < c->primary; k++)
            for (uint32_t j = c->by_first.start[k]; j < c->by_first.start[k + 1]; j++) {
                const option_entry_t *e = &c->by_first.entry[j];
                option_entry_t made = entry_make(c, o, c->words > 1 ? first : -1);
                bool as_made = k == (size_t)first && e->mask0 == made.mask0 &&
                               e->mask1 == made.mask1 && e->type == c->type_of[o];
                right += e->option == o && as_made;
                wrong += e->option == o && !as_made;
            }
        uint32_t t = c->type_of[o];
        for (uint32_t j = c->by_type.start[t]; j < c->by_type.start[t + 1]; j++)
            by_type += c->by_type.entry[j].option == o;
        unsigned expected = c->forbidden[o] ? 0 : 1;
        if (wrong > 0 || right != (first >= 0 ? expected : 0) || by_type != expected)
            sanity_fail(s, "option %u listed %u times by item (%u wrongly), %u by type", o,
                        right + wrong, wrong, by_type);
    }
}

/* Invariant 7: the end budget's counts, from the chosen options. */
static void check_ends(const search_t *s)
{
    const cover_t *c = s->cover;
    const corners_t *k = c->corners;
    uint8_t *ended = k != NULL ? calloc(k->corners + 1, sizeof *ended) : NULL;
    if (ended == NULL)
        return;
    unsigned open = 0;
    for (size_t i = 0; i < s->depth; i++)
        corners_place(k, ended, &open, s->chosen[i]);
    const prune_t *p = &s->prune;
    if (open != p->open || open > k->budget)
        sanity_fail(s, "%u open corners counted, %u found, budget %u", p->open, open, k->budget);
    uint64_t half = 0;
    for (size_t corner = 0; corner < k->corners; corner++) {
        if (c->end_bits == NULL && ended[corner] != s->ended[corner])
            sanity_fail(s, "corner %zu: %u ends counted, %u found", corner, s->ended[corner],
                        ended[corner]);
        if (c->end_bits != NULL && c->corner_bit[corner] < 64 && (ended[corner] & 1) != 0)
            half |= UINT64_C(1) << c->corner_bit[corner];
    }
    if (c->end_bits != NULL && half != p->half)
        sanity_fail(s, "corners half open %#llx, found %#llx", (unsigned long long)p->half,
                    (unsigned long long)half);
    free(ended);
}

/* ---- Breaking an invariant on purpose (the tests of the checks) ---- */

/* Whether the invariant to break is in force at this node. */
static bool break_applies(const search_t *s, node_kind_t kind, branch_t branch)
{
    const cover_t *c = s->cover;
    if (c->break_what == COVER_BREAK_NONE || c->sanity.broken || s->stats.nodes < c->break_node)
        return false;
    switch (c->break_what) {
    case COVER_BREAK_USED:
        return true;
    case COVER_BREAK_LEFT:
    case COVER_BREAK_USES_LEFT:
    case COVER_BREAK_GATE:
        return c->types > 0;
    case COVER_BREAK_LEVEL:
    case COVER_BREAK_COUNTER:
    case COVER_BREAK_BRANCH:
        return kind == NODE_FEWEST && branch.count != UINT32_MAX;
    case COVER_BREAK_ENDS:
        return c->corners != NULL;
    default:
        return false;
    }
}

/* What a break may change, to be put back after the check. */
typedef struct {
    uint64_t used0, available;
    unsigned left0, open;
    uint32_t gate0, column;
    size_t uses_left;
} snapshot_t;

/* Breaks it; whether there was something to break (a FEWEST set of two
 * options or more, for the sets). */
static bool break_invariant(search_t *s, node_kind_t kind, uint64_t *used, uint64_t *available,
                            branch_t *branch, snapshot_t *kept)
{
    switch (s->cover->break_what) {
    case COVER_BREAK_USED:
        used[0] ^= 1;
        break;
    case COVER_BREAK_LEFT:
        s->left[0]++;
        break;
    case COVER_BREAK_USES_LEFT:
        s->uses_left++;
        break;
    case COVER_BREAK_GATE:
        if (kind == NODE_FIRST_SMALL)
            *available ^= 1;
        else
            s->gate[0] = s->gate[0] == UINT32_MAX ? s->floor[0] : UINT32_MAX;
        break;
    case COVER_BREAK_LEVEL:
        kept->column = dance_break(s, false, UINT32_MAX, false);
        break;
    case COVER_BREAK_COUNTER:
        kept->column = dance_break(s, true, UINT32_MAX, false);
        break;
    case COVER_BREAK_BRANCH:
        branch->count++;
        break;
    case COVER_BREAK_ENDS:
        s->prune.open++;
        break;
    default:
        break;
    }
    return kept->column != UINT32_MAX || (s->cover->break_what != COVER_BREAK_LEVEL &&
                                          s->cover->break_what != COVER_BREAK_COUNTER);
}

static void put_right(search_t *s, const snapshot_t *k, uint64_t *used)
{
    used[0] = k->used0;
    s->left[0] = k->left0;
    s->prune.open = k->open;
    s->gate[0] = k->gate0;
    s->uses_left = k->uses_left;
    if (k->column != UINT32_MAX)
        dance_break(s, s->cover->break_what == COVER_BREAK_COUNTER, k->column, true);
}

void sanity_node(search_t *s, node_kind_t kind, uint64_t small_used, uint64_t available,
                 branch_t branch)
{
    cover_t *c = (cover_t *)s->cover;
    uint64_t *used = kind == NODE_FIRST_SMALL ? &small_used : s->used;
    bool breaking = break_applies(s, kind, branch);
    snapshot_t kept = {used[0], available, s->left[0], s->prune.open, s->gate[0], UINT32_MAX,
                       s->uses_left};
    if (breaking)
        breaking = break_invariant(s, kind, used, &available, &branch, &kept);
    c->sanity.checks++;
    check_chosen(s, used);
    check_types(s, kind, available);
    if (kind == NODE_FEWEST)
        dance_sanity(s, branch);
    if (s->depth == s->prefix)
        check_index(s);
    check_ends(s);
    put_right(s, &kept, used);
    c->sanity.broken |= breaking;
}

const cover_sanity_t *cover_sanity(const cover_t *cover) { return &cover->sanity; }

void cover_sanity_break(cover_t *cover, cover_break_t what, uint64_t node)
{
    cover->break_what = what;
    cover->break_node = node;
}

void cover_sanity_trail_only(cover_t *cover, bool trail_only)
{
    cover->trail_only = trail_only;
    /* The sets are built again for the next search. */
    dance_free(cover->dance);
    cover->dance = NULL;
}
#endif
