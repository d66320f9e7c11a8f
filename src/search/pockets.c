#include "search/pockets.h"

#include <stdlib.h>
#include <string.h>

#include "util/bits.h"

/* A part is looked at up to this many items.  Dead pockets are cut off
 * small, next to the piece that closes them; a larger part is met again,
 * smaller, as the search fills around it. */
enum { POCKET_LOOK = 24 };

/* The union-find that makes the tails (below): each item's parent, and
 * per root its part's size and items (a list: next, and its last item),
 * whether the part can be filled and whether it holds a secondary item. */
typedef struct {
    uint32_t *parent, *size, *next, *last;
    bool *fillable, *secondary;
} tail_parts_t;

/* Marks are stamps: an item is marked by a flood when its mark equals that
 * flood's stamp, so nothing is cleared between floods.  One call of
 * pockets_fillable runs floods with stamps from `call` upwards: a mark
 * between `call` and the current stamp is an earlier flood's of the same
 * call. */
struct pockets {
    size_t items, primary;
    uint32_t *start, *neighbour;
    uint32_t *mark;
    uint32_t *stack;
    uint32_t stamp;
    size_t words;   /* of a set of items, a bit each */
    /* Item i's neighbours as a set, near[i * words ..], for graphs of up
     * to SEED_WORDS_MOST words; NULL for larger ones (and the plain test). */
    uint64_t *near;
    /* The tails (below), NULL for graphs of more than TAIL_ITEMS_MOST
     * items (and the plain test): for each item i, 1 + the highest t <= i
     * at which i's part among the uncovered items t and above can be
     * filled; 0 when it never can.  Made again, when `stale`, for the
     * items `fixed` covers. */
    uint32_t *fillable_from;
    uint64_t *fixed;
    bool stale;
    tail_parts_t parts;
    void *block; /* near, fixed and the tails' arrays, one allocation */
};

/* The floods' seeds.  A flood starts from each uncovered neighbour of the
 * option's items that no flood of the call has reached: some two dozen
 * neighbours looked at one by one, each a coin toss for the branch
 * predictor, where the union of the items' neighbour sets, masked by the
 * covered items, gives the seeds a few words at a time. */
enum { SEED_WORDS_MOST = 4 };

/* Tails.  The items above the last one covered are all uncovered, so the
 * part of the uncovered items that holds such an item i holds all of i's
 * part among them: when that can be filled (more than POCKET_LOOK items,
 * or a secondary one), so can the part, and a flood that reaches i stops
 * there.  FIRST_ITEM covers the items in order, so a placement's floods
 * reach the items above the last one covered within a step or two, where
 * they went on for POCKET_LOOK items.  A slice's prefix (its first option
 * as likely as not far along the sweep) stays covered while the slice is
 * searched: it is fixed (pockets_fix) and left out, both of "the last
 * one covered" and of the parts.  A part among the items t and above
 * only grows as t goes down, so one number an item (fillable_from) says
 * for every t whether its part can be filled: a union-find over the
 * items, from the last down, finds each item's when its part first can
 * be filled, in time about linear in the items.
 *
 * Seeds and tails change no answer, only the floods' work (node for node
 * the same searches).  FIRST_ITEM alone, first solutions of 17 corpus
 * puzzles of 0.02 to 2 s, best of three: against the build before, 0.94
 * times the time (geometric mean; the hexatwig regions 0.83 to 0.94; the
 * two puzzles without the pocket test 0.99 and 1.00); in one build with
 * each switched on and off, seeds alone 0.96, tails alone 0.95, both
 * 0.92.  The 27 hexatwigs' triangle, whose portfolio FIRST_ITEM answers,
 * 0.92 and 0.93 (two runs).  Floods a layer at a time as bit sets, and
 * floods without a branch per neighbour, were slower. */
enum { TAIL_ITEMS_MOST = 4096 };

static uint32_t part_root(tail_parts_t *u, uint32_t i)
{
    while (u->parent[i] != i)
        i = u->parent[i] = u->parent[u->parent[i]];
    return i;
}

/* The part at root r can be filled from item t on: its items say so. */
static void part_fillable(pockets_t *k, uint32_t r, uint32_t t)
{
    tail_parts_t *u = &k->parts;
    u->fillable[r] = true;
    for (uint32_t i = r; i != UINT32_MAX; i = u->next[i])
        k->fillable_from[i] = t + 1;
}

/* The parts of a and b joined by item t (a root heads its part's list). */
static void parts_join(pockets_t *k, uint32_t a, uint32_t b, uint32_t t)
{
    tail_parts_t *u = &k->parts;
    a = part_root(u, a), b = part_root(u, b);
    if (a == b)
        return;
    if (u->fillable[a] != u->fillable[b])
        part_fillable(k, u->fillable[a] ? b : a, t);
    if (u->size[a] < u->size[b]) {
        uint32_t swap = a;
        a = b, b = swap;
    }
    u->parent[b] = a;
    u->size[a] += u->size[b];
    u->secondary[a] = u->secondary[a] || u->secondary[b];
    u->fillable[a] = u->fillable[a] || u->fillable[b];
    u->next[u->last[a]] = b;
    u->last[a] = u->last[b];
}

static void tails_make(pockets_t *k)
{
    tail_parts_t *u = &k->parts;
    memset(k->fillable_from, 0, k->items * sizeof *k->fillable_from);
    for (uint32_t t = (uint32_t)k->items; t-- > 0;) {
        if (bits_test(k->fixed, t))
            continue;
        u->parent[t] = u->last[t] = t;
        u->size[t] = 1;
        u->next[t] = UINT32_MAX;
        u->fillable[t] = false;
        u->secondary[t] = t >= k->primary;
        for (uint32_t j = k->start[t]; j < k->start[t + 1]; j++)
            if (k->neighbour[j] > t && !bits_test(k->fixed, k->neighbour[j]))
                parts_join(k, t, k->neighbour[j], t);
        uint32_t r = part_root(u, t);
        if (!u->fillable[r] && (u->size[r] > POCKET_LOOK || u->secondary[r]))
            part_fillable(k, r, t);
    }
    k->stale = false;
}

void pockets_fix(pockets_t *k, const uint64_t *fixed)
{
    if (k->fillable_from == NULL)
        return;
    for (size_t w = 0; w < k->words; w++) {
        uint64_t bits = fixed != NULL ? fixed[w] : 0;
        k->stale = k->stale || k->fixed[w] != bits;
        k->fixed[w] = bits;
    }
}

/* The first item above the last one covered, the fixed ones left out. */
static uint32_t tail_start(const pockets_t *k, const uint64_t *used)
{
    for (size_t w = k->words; w-- > 0;) {
        uint64_t bits = used[w] & ~k->fixed[w];
        if (bits != 0)
            return (uint32_t)(w * 64 + 64 - (size_t)__builtin_clzll(bits));
    }
    return 0;
}

/* The seeds' neighbour sets where `seeds`, the tails where `tails`. */
static bool fast_init(pockets_t *k, bool seeds, bool tails)
{
    size_t n = k->items + 1, near = seeds ? k->items * k->words : 0;
    size_t fixed = tails ? k->words + 1 : 0, numbers = tails ? 5 * n : 0, flags = tails ? 2 * n : 0;
    uint64_t *words = k->block = calloc(1, (near + fixed) * sizeof *words +
                                               numbers * sizeof(uint32_t) + flags * sizeof(bool) + 1);
    if (words == NULL)
        return false;
    if (seeds) {
        k->near = words;
        for (size_t i = 0; i < k->items; i++)
            for (uint32_t j = k->start[i]; j < k->start[i + 1]; j++)
                bits_set(k->near + i * k->words, k->neighbour[j]);
    }
    if (tails) {
        k->fixed = words + near;
        uint32_t *number = (uint32_t *)(k->fixed + fixed);
        k->fillable_from = number;
        k->parts = (tail_parts_t){number + n, number + 2 * n, number + 3 * n, number + 4 * n,
                                  (bool *)(number + numbers), (bool *)(number + numbers) + n};
        k->stale = true;
    }
    return true;
}

void pockets_plain(pockets_t *k)
{
    k->near = NULL;
    k->fillable_from = NULL;
    k->fixed = NULL;
}

pockets_t *pockets_create(size_t items, size_t primary, const uint32_t *start,
                          const uint32_t *neighbour)
{
    pockets_t *k = calloc(1, sizeof *k);
    if (k == NULL)
        return NULL;
    k->items = items;
    k->primary = primary;
    k->start = malloc((items + 1) * sizeof *k->start);
    k->neighbour = malloc((start[items] + 1) * sizeof *k->neighbour);
    k->mark = calloc(items + 1, sizeof *k->mark);
    k->stack = malloc((items + 1) * sizeof *k->stack);
    if (k->start == NULL || k->neighbour == NULL || k->mark == NULL || k->stack == NULL) {
        pockets_destroy(k);
        return NULL;
    }
    memcpy(k->start, start, (items + 1) * sizeof *start);
    memcpy(k->neighbour, neighbour, start[items] * sizeof *neighbour);
    k->words = (items + 63) / 64;
    if (!fast_init(k, k->words <= SEED_WORDS_MOST, items <= TAIL_ITEMS_MOST)) {
        pockets_destroy(k);
        return NULL;
    }
    return k;
}

void pockets_destroy(pockets_t *k)
{
    if (k == NULL)
        return;
    free(k->start);
    free(k->neighbour);
    free(k->mark);
    free(k->stack);
    free(k->block);
    free(k);
}

/* A stamp no item holds; `reserve` more after it are free too. */
static uint32_t new_stamp(pockets_t *k, uint32_t reserve)
{
    if (k->stamp >= UINT32_MAX - reserve - 1) {
        memset(k->mark, 0, k->items * sizeof *k->mark);
        k->stamp = 0;
    }
    return ++k->stamp;
}

bool pockets_connected(pockets_t *k, const uint32_t *items, size_t count)
{
    if (count == 0)
        return true;
    /* Members get stamp m, those reached from items[0] stamp m + 1. */
    uint32_t m = new_stamp(k, 1);
    k->stamp++;
    for (size_t i = 0; i < count; i++)
        k->mark[items[i]] = m;
    size_t top = 0, reached = 1;
    k->mark[items[0]] = m + 1;
    k->stack[top++] = items[0];
    while (top > 0) {
        uint32_t i = k->stack[--top];
        for (uint32_t j = k->start[i]; j < k->start[i + 1]; j++) {
            uint32_t n = k->neighbour[j];
            if (k->mark[n] == m) {
                k->mark[n] = m + 1;
                k->stack[top++] = n;
                reached++;
            }
        }
    }
    return reached == count;
}

/* The size of the part holding `seed`, flooded with stamp `stamp`; 0 when
 * it could be filled whatever its size: it holds a secondary item, meets
 * an earlier flood's part (too large to finish) or a tail's part that can
 * be filled (the items above the last one covered start at `from`), or is
 * too large. */
static size_t part_size(pockets_t *k, const uint64_t *used, uint32_t seed, uint32_t call,
                        uint32_t stamp, uint32_t from)
{
    size_t top = 0, size = 1;
    k->mark[seed] = stamp;
    k->stack[top++] = seed;
    while (top > 0) {
        uint32_t i = k->stack[--top];
        if (i >= k->primary || (i >= from && k->fillable_from[i] > from))
            return 0;
        for (uint32_t j = k->start[i]; j < k->start[i + 1]; j++) {
            uint32_t n = k->neighbour[j];
            if (bits_test(used, n) || k->mark[n] == stamp)
                continue;
            if (k->mark[n] >= call || ++size > POCKET_LOOK)
                return 0;
            k->mark[n] = stamp;
            k->stack[top++] = n;
        }
    }
    return size;
}

/* The flood from seed n, unless an earlier flood of the call reached it:
 * whether its part could be filled.  *stamp is the next flood's. */
static bool seed_fillable(pockets_t *k, const uint64_t *used, uint32_t n, uint32_t call,
                          uint32_t *stamp, uint32_t from, unsigned multiple, unsigned least)
{
    if (k->mark[n] >= call)
        return true;
    size_t size = part_size(k, used, n, call, (*stamp)++, from);
    return size == 0 || (size % multiple == 0 && size >= least);
}

bool pockets_fillable(pockets_t *k, const uint64_t *used, const uint32_t *items, size_t count,
                      unsigned multiple, unsigned least)
{
    /* Each item meets a few others: the floods of one call need at most
     * that many stamps. */
    uint32_t call = new_stamp(k, (uint32_t)(k->start[k->items] + 1));
    uint32_t stamp = call;
    if (k->fillable_from != NULL && k->stale)
        tails_make(k);
    /* Without tails no item is above the last one covered. */
    uint32_t from = k->fillable_from != NULL ? tail_start(k, used) : (uint32_t)k->items;
    bool fillable = true;
    if (k->near != NULL) {
        uint64_t seeds[SEED_WORDS_MOST] = {0};
        for (size_t i = 0; i < count; i++)
            for (size_t w = 0; w < k->words; w++)
                seeds[w] |= k->near[(size_t)items[i] * k->words + w];
        for (size_t w = 0; fillable && w < k->words; w++)
            for (uint64_t open = seeds[w] & ~used[w]; fillable && open != 0; open &= open - 1) {
                uint32_t n = (uint32_t)(w * 64 + (size_t)__builtin_ctzll(open));
                fillable = seed_fillable(k, used, n, call, &stamp, from, multiple, least);
            }
    } else {
        for (size_t i = 0; fillable && i < count; i++)
            for (uint32_t j = k->start[items[i]]; fillable && j < k->start[items[i] + 1]; j++)
                fillable = bits_test(used, k->neighbour[j]) ||
                           seed_fillable(k, used, k->neighbour[j], call, &stamp, from, multiple,
                                         least);
    }
    k->stamp = stamp;
    return fillable;
}
