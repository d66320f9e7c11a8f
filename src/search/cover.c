#include "search/cover.h"

#include <assert.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "search/corners.h"
#include "search/fit_scan.h"
#include "search/pockets.h"
#include "util/array.h"

#ifdef COVER_SANITY
#include <stdarg.h>
#include <stdio.h>

#include "search/cover_sanity.h"
#endif

/* Data layout, chosen for the inner loops.
 *
 * Items are bits: an option is a mask of `words` 64-bit words, and so is
 * the set of items covered, so "does option o still fit" is one AND per
 * word (one in all for puzzles of up to 64 edges).
 *
 * FEWEST.  Level d of the search holds the options still possible after d
 * choices, as a plain array.  Going down a level is one pass over the array
 * above that keeps the options that still fit.  The same pass counts, for
 * every primary item at once, how many kept options cover it: the counters
 * are bit-sliced, COUNT_SLICES words per word of items holding the bits of
 * counters that saturate at COUNT_SATURATED, so adding an option to the
 * counters of all its items is a dozen ANDs and XORs, with no branch.  The
 * item with the fewest options (Knuth's MRV rule) is then found by comparing
 * slices, and an item nothing covers any more shows as a zero counter: the
 * branch dies before any of its options is tried.  Types are counted one
 * counter each.  Undoing a choice costs nothing: level d is still there.
 *
 * FIRST_ITEM.  Each option is listed once, under the lowest primary item it
 * covers; the search branches on the lowest uncovered item, whose options
 * are exactly that list (every lower item is covered).  A list entry keeps
 * the option's first word of items and its type beside it, so the fit test
 * reads one cache line; the lists also keep those words and the types (as
 * bits) in arrays of their own, which the search of up to 64 items reads
 * several entries at a time (search/fit_scan.h).  These lists live in the
 * cover_t and are rebuilt only when options are added, forbidden or
 * allowed.
 *
 * Invariants.  At every node of a search, with `chosen` the options placed
 * so far (the prefix first):
 *  1. `used` is the union of the chosen options' items, which are
 *     disjoint.
 *  2. For each type, left[] plus its chosen options is type_uses[], and
 *     uses_left is the sum of left[].
 *  3. A type's gate is UINT32_MAX when it has no uses left and its floor
 *     otherwise (the small FIRST_ITEM search keeps, instead, the types with
 *     uses left as the bits of `available`, and hands the gates over when
 *     it calls the general one); a floor above 0 is one more than a chosen
 *     option of that type, the last chosen by branching on the type.
 *  4. The options chosen past the prefix are allowed (not forbidden).
 *  5. FEWEST, at level d (after d - 1 choices past the prefix): the level
 *     holds, in increasing order, exactly the allowed options that fit;
 *     the counters count them per item (saturating) and per type; the
 *     branch is the open primary item or unfinished type with the fewest
 *     options, items first among equals, with that count.
 *  6. FIRST_ITEM: every allowed option is listed once under its first item
 *     when that is primary, and once under its type.
 *  7. With the end budget: ended[] counts the chosen options' ends at each
 *     corner and `open` the corners certainly open, at most the budget
 *     (the small search keeps `open` and the bits `half`, the corners
 *     where an odd number of options end, instead of ended[]: see
 *     small_corner_bits).
 * The unit tests check all of them at every node in a checking build
 * (-DCOVER_SANITY: sanity_node below, search/cover_sanity.h); production
 * builds assert the cheap ones where they are relied on.
 */
enum { COUNT_SLICES = 4, COUNT_SATURATED = 15 };

typedef struct {
    uint64_t mask0;
    uint32_t option, type;
} option_entry_t;

/* Options grouped by a key: entries start[k] .. start[k + 1] - 1. */
typedef struct {
    uint32_t *start;
    option_entry_t *entry;
    /* The entries' first words of items and their types as bits, apart,
     * for search/fit_scan.h (followed by FIT_SCAN_PADDING spare entries);
     * only by_first of a cover of one word has them. */
    uint64_t *mask0, *type_bit;
    /* With the end budget, the corners where the same entries' options
     * end, as the small search's bits (small_corner_bits). */
    uint64_t *end_bits;
    uint32_t longest; /* entries under the most crowded key */
} option_index_t;

typedef struct search search_t;

struct cover {
    size_t primary, items, types, words;
    unsigned *type_uses;

    size_t options, capacity;
    uint64_t *masks; /* option o covers the items set in masks[o * words ..] */
    uint32_t *type_of;
    bool *forbidden;

    enum cover_branching branching;
    const atomic_bool *stop;
    fit_scan_fn fit_scan;

    bool indexed; /* by_first and by_type match the options and forbidden[] */
    option_index_t by_first, by_type;

    search_t *workspace; /* the search's arrays, kept from one search to the next */

    /* The pocket test (search/pockets.h), NULL when off: a part of the
     * uncovered items next to a placed option must hold a multiple of
     * pocket_multiple items, at least pocket_least. */
    pockets_t *pockets;
    unsigned pocket_multiple, pocket_least;

    corners_t corner_lists;   /* the end budget (search/corners.h) ... */
    const corners_t *corners; /* ... and the same, NULL when off */
    uint8_t *corner_bit;      /* with one word of items: small_corner_bits */

#ifdef COVER_SANITY
    cover_sanity_t sanity;
    cover_break_t break_what;
    uint64_t break_node;
#endif
};

/* Where to branch: an item or a type, and how many options serve it. */
typedef struct {
    bool is_type;
    uint32_t index;
    uint32_t count;
} branch_t;

typedef struct {
    uint32_t *options;
    size_t count;
    branch_t branch;
} level_t;

struct search {
    const cover_t *cover;
    uint64_t *used;         /* items covered */
    uint64_t *primary_mask; /* the primary items */
    unsigned *left;         /* uses of each type still to place */
    uint32_t *floor;        /* least option number each type may still use */
    uint32_t *gate;         /* the same, or UINT32_MAX once a type is used up */
    size_t uses_left;       /* sum of left[] */
    uint32_t *chosen;
    uint32_t *option_items; /* the items of one option, for the pocket test */
    uint8_t *ended;         /* options ending at each corner (search/corners.h) */
    unsigned open;          /* corners certainly open */
    unsigned budget;        /* corners a solution leaves open (UINT_MAX: no budget) */
#ifdef COVER_SANITY
    uint64_t half;          /* the small search's `half`, handed to the check */
#endif
    uint64_t twos;          /* the small search's corners of 2 items (small_corner_bits) */
    size_t depth;
    size_t prefix; /* chosen[0 .. prefix - 1] were given, not searched */

    /* FEWEST only */
    level_t *levels; /* levels[d]: the options possible after d choices */
    size_t level_count;
    uint64_t *slices;     /* counters: COUNT_SLICES words per word of items */
    uint32_t *type_count; /* options per type */

    cover_solution_fn on_solution;
    void *context;
    cover_stats_t stats;
};

/* The whole state checked at every node, in checking builds only. */
#ifdef COVER_SANITY
typedef enum { NODE_FEWEST, NODE_FIRST, NODE_FIRST_SMALL } node_kind_t;
static void sanity_node(search_t *s, node_kind_t kind, uint64_t small_used, uint64_t available,
                        size_t level);
#define SANITY_NODE(...) sanity_node(__VA_ARGS__)
#else
#define SANITY_NODE(...) ((void)0)
#endif

/* ---- The problem ---- */

static void workspace_free(search_t *s);

cover_t *cover_create(size_t primary, size_t secondary, size_t types, const unsigned *type_uses)
{
    cover_t *cover = calloc(1, sizeof *cover);
    if (cover == NULL)
        return NULL;
    cover->primary = primary;
    cover->items = primary + secondary;
    cover->types = types;
    cover->words = cover->items / 64 + 1;
    cover->fit_scan = fit_scan_best();
    cover->type_uses = calloc(types + 1, sizeof *cover->type_uses);
    if (cover->type_uses == NULL) {
        cover_destroy(cover);
        return NULL;
    }
    if (types > 0)
        memcpy(cover->type_uses, type_uses, types * sizeof *type_uses);
    return cover;
}

static void index_free(option_index_t *index)
{
    free(index->start);
    free(index->entry);
    free(index->mask0);
    free(index->type_bit);
    free(index->end_bits);
    index->start = NULL;
    index->entry = NULL;
    index->mask0 = index->type_bit = index->end_bits = NULL;
}

void cover_destroy(cover_t *cover)
{
    if (cover == NULL)
        return;
    free(cover->type_uses);
    free(cover->masks);
    free(cover->type_of);
    free(cover->forbidden);
    index_free(&cover->by_first);
    index_free(&cover->by_type);
    workspace_free(cover->workspace);
    pockets_destroy(cover->pockets);
    corners_free(&cover->corner_lists);
    free(cover->corner_bit);
    free(cover);
}

/* Three arrays, one capacity: each option's mask, type and whether it is
 * forbidden. */
static bool grow_options(cover_t *cover)
{
    size_t mask_size = cover->words * sizeof *cover->masks;
    size_t capacity = array_grown_capacity(cover->capacity, cover->options + 1, mask_size);
    if (capacity == 0)
        return false;
    uint64_t *masks = array_resize(cover->masks, capacity, mask_size);
    if (masks != NULL)
        cover->masks = masks;
    uint32_t *type_of = array_resize(cover->type_of, capacity, sizeof *type_of);
    if (type_of != NULL)
        cover->type_of = type_of;
    bool *forbidden = array_resize(cover->forbidden, capacity, sizeof *forbidden);
    if (forbidden != NULL)
        cover->forbidden = forbidden;
    if (masks == NULL || type_of == NULL || forbidden == NULL)
        return false;
    cover->capacity = capacity;
    return true;
}

static bool bit_test(const uint64_t *set, size_t bit) { return (set[bit / 64] >> (bit % 64)) & 1; }

static void bit_set(uint64_t *set, size_t bit) { set[bit / 64] |= UINT64_C(1) << (bit % 64); }

long cover_add_option(cover_t *cover, unsigned type, const uint32_t *items, size_t count)
{
    if (type >= cover->types || cover->options >= UINT32_MAX - 1)
        return -1;
    for (size_t i = 0; i < count; i++)
        if (items[i] >= cover->items)
            return -1;
    if (cover->options == cover->capacity && !grow_options(cover))
        return -1;
    uint64_t *mask = cover->masks + cover->options * cover->words;
    memset(mask, 0, cover->words * sizeof *mask);
    for (size_t i = 0; i < count; i++) {
        if (bit_test(mask, items[i]))
            return -1; /* an item twice in one option */
        bit_set(mask, items[i]);
    }
    cover->type_of[cover->options] = type;
    cover->forbidden[cover->options] = false;
    cover->indexed = false;
    workspace_free(cover->workspace);
    cover->workspace = NULL;
    return (long)cover->options++;
}

size_t cover_option_count(const cover_t *cover) { return cover->options; }

static unsigned gcd(unsigned a, unsigned b)
{
    while (b != 0) {
        unsigned r = a % b;
        a = b;
        b = r;
    }
    return a;
}

/* The options' items, one option at a time, into items; its count. */
static size_t option_items(const cover_t *c, uint32_t o, uint32_t *items)
{
    const uint64_t *mask = c->masks + (size_t)o * c->words;
    size_t count = 0;
    for (size_t w = 0; w < c->words; w++)
        for (uint64_t bits = mask[w]; bits != 0; bits &= bits - 1)
            items[count++] = (uint32_t)(w * 64 + (size_t)__builtin_ctzll(bits));
    return count;
}

/* The pocket rule of the options: the gcd and the least of the sizes of
 * the types in use, or 0 when an option is not connected in the graph or
 * the types' options differ in size (the test would not be sound). */
static unsigned pocket_rule(cover_t *c, pockets_t *k, uint32_t *items, unsigned *least)
{
    unsigned *size = calloc(c->types + 1, sizeof *size);
    if (size == NULL)
        return 0;
    unsigned multiple = 0;
    *least = UINT32_MAX;
    for (uint32_t o = 0; o < c->options && multiple != 1; o++) {
        size_t count = option_items(c, o, items);
        uint32_t t = c->type_of[o];
        if (!pockets_connected(k, items, count) || (size[t] != 0 && size[t] != count)) {
            multiple = *least = 1;
            break;
        }
        size[t] = (unsigned)count;
        if (c->type_uses[t] > 0) {
            multiple = gcd(multiple, (unsigned)count);
            *least = count < *least ? (unsigned)count : *least;
        }
    }
    free(size);
    return multiple;
}

bool cover_set_item_graph(cover_t *c, const uint32_t *start, const uint32_t *neighbour)
{
    pockets_destroy(c->pockets);
    c->pockets = pockets_create(c->items, c->primary, start, neighbour);
    uint32_t *items = malloc((c->items + 1) * sizeof *items);
    if (c->pockets == NULL || items == NULL) {
        free(items);
        pockets_destroy(c->pockets);
        c->pockets = NULL;
        return false;
    }
    c->pocket_multiple = pocket_rule(c, c->pockets, items, &c->pocket_least);
    free(items);
    /* Sizes of 1 leave every part fillable: the test would cost for nothing. */
    if (c->pocket_multiple <= 1 && c->pocket_least <= 1) {
        pockets_destroy(c->pockets);
        c->pockets = NULL;
    }
    return true;
}

/* ---- The end budget in the small search ----
 *
 * The small search (up to 64 items) keeps its corners as the bits of a
 * word that travels with it, `half`: a corner's bit is set while an odd
 * number of options end there.  A corner of 2 items opens with its first
 * end (bit clear), one of 3 items with its second (bit set), so an option
 * whose ends are the bits `ends` opens popcount(ends & (half ^ twos))
 * corners, twos being the corners of 2, and leaves half ^ ends.  (A
 * corner's last end flips its bit again, harmlessly: its items are all
 * covered then.)  Nothing to update in memory or to undo.  With at most
 * 64 items there are at most 63 corners of 2 or 3 items, each item lying
 * in two. */

/* Each corner's bit: the corners of 2 or 3 items numbered in order, the
 * first 64 of them; 64 for the others, which the small search leaves out
 * (it then prunes less, never wrongly).  NULL when out of memory. */
static uint8_t *small_corner_bits(const corners_t *k)
{
    uint8_t *bit = malloc(k->corners + 1);
    unsigned next = 0;
    for (size_t corner = 0; bit != NULL && corner < k->corners; corner++) {
        bool counted = k->open_at[corner] != 0;
        bit[corner] = counted && next < 64 ? (uint8_t)next : 64;
        next += counted;
    }
    return bit;
}

bool cover_set_corners(cover_t *c, size_t count, const uint32_t *start, const uint32_t *member)
{
    corners_free(&c->corner_lists);
    free(c->corner_bit);
    c->corner_bit = NULL;
    c->corners = NULL;
    c->indexed = false;
    /* The search's arrays are sized for the corners. */
    workspace_free(c->workspace);
    c->workspace = NULL;
    size_t total = 0;
    for (size_t w = 0; w < c->options * c->words; w++)
        total += (size_t)__builtin_popcountll(c->masks[w]);
    uint32_t *option_start = malloc((c->options + 1) * sizeof *option_start);
    uint32_t *option_item = malloc((total + 1) * sizeof *option_item);
    bool ok = option_start != NULL && option_item != NULL;
    for (uint32_t o = 0, n = 0; ok && o <= c->options; o++) {
        option_start[o] = n;
        if (o < c->options)
            n += (uint32_t)option_items(c, o, option_item + n);
    }
    corners_options_t options = {c->items,   c->options,   c->types,    option_start,
                                 option_item, c->type_of, c->type_uses};
    enum corners_result result =
        ok ? corners_build(&c->corner_lists, count, start, member, &options) : CORNERS_NO_MEMORY;
    free(option_start);
    free(option_item);
    if (result == CORNERS_ON && c->words == 1 &&
        (c->corner_bit = small_corner_bits(&c->corner_lists)) == NULL)
        result = CORNERS_NO_MEMORY;
    if (result == CORNERS_ON)
        c->corners = &c->corner_lists;
    return result != CORNERS_NO_MEMORY;
}

void cover_forbid(cover_t *cover, uint32_t option)
{
    if (option < cover->options && !cover->forbidden[option]) {
        cover->forbidden[option] = true;
        cover->indexed = false;
    }
}

void cover_allow_all(cover_t *cover)
{
    for (size_t o = 0; o < cover->options; o++)
        if (cover->forbidden[o]) {
            cover->forbidden[o] = false;
            cover->indexed = false;
        }
}

void cover_set_stop_flag(cover_t *cover, const atomic_bool *stop) { cover->stop = stop; }

void cover_set_branching(cover_t *cover, enum cover_branching branching)
{
    /* Only FEWEST's workspace has the levels' lists. */
    if (branching != cover->branching) {
        workspace_free(cover->workspace);
        cover->workspace = NULL;
    }
    cover->branching = branching;
}

static const uint64_t *option_mask(const cover_t *c, uint32_t o)
{
    return c->masks + (size_t)o * c->words;
}

static long first_item_of(const cover_t *c, uint32_t o)
{
    const uint64_t *mask = option_mask(c, o);
    for (size_t w = 0; w < c->words; w++)
        if (mask[w] != 0) {
            size_t item = w * 64 + (size_t)__builtin_ctzll(mask[w]);
            return item < c->primary ? (long)item : -1;
        }
    return -1;
}

static long type_key(const cover_t *c, uint32_t o) { return (long)c->type_of[o]; }

/* The corners of 2 items, as bits: twos. */
static uint64_t small_twos(const cover_t *c)
{
    uint64_t twos = 0;
    for (size_t corner = 0; c->corner_bit != NULL && corner < c->corners->corners; corner++)
        if (c->corner_bit[corner] < 64 && c->corners->open_at[corner] == 1)
            twos |= UINT64_C(1) << c->corner_bit[corner];
    return twos;
}

/* Where an odd number of options end, by ended[], as bits: half. */
static uint64_t small_half(const cover_t *c, const uint8_t *ended)
{
    uint64_t half = 0;
    for (size_t corner = 0; c->corner_bit != NULL && corner < c->corners->corners; corner++)
        if (c->corner_bit[corner] < 64 && (ended[corner] & 1) != 0)
            half |= UINT64_C(1) << c->corner_bit[corner];
    return half;
}

/* Option o's ends as bits. */
static uint64_t small_ends(const cover_t *c, uint32_t o)
{
    uint64_t bits = 0;
    const corners_t *k = c->corners;
    for (uint32_t j = 0; c->corner_bit != NULL && j < k->end_start[o + 1] - k->end_start[o]; j++) {
        uint8_t bit = c->corner_bit[k->end[k->end_start[o] + j]];
        bits |= bit < 64 ? UINT64_C(1) << bit : 0;
    }
    return bits;
}

/* Lists every allowed option under key_of(option), in option order (a
 * counting sort), with the arrays of the scan when `scanned`.  Keys run
 * from 0 to keys - 1; a key of -1 lists nowhere. */
static bool index_build(const cover_t *c, size_t keys, long (*key_of)(const cover_t *, uint32_t),
                        bool scanned, option_index_t *index)
{
    index_free(index);
    index->start = calloc(keys + 2, sizeof *index->start);
    index->entry = malloc((c->options + 1) * sizeof *index->entry);
    if (scanned) {
        index->mask0 = calloc(c->options + FIT_SCAN_PADDING, sizeof *index->mask0);
        index->type_bit = calloc(c->options + FIT_SCAN_PADDING, sizeof *index->type_bit);
        index->end_bits = calloc(c->options + 1, sizeof *index->end_bits);
    }
    if (index->start == NULL || index->entry == NULL ||
        (scanned && (index->mask0 == NULL || index->type_bit == NULL || index->end_bits == NULL)))
        return false;
    for (uint32_t o = 0; o < c->options; o++) {
        long key = c->forbidden[o] ? -1 : key_of(c, o);
        if (key >= 0)
            index->start[key + 2]++;
    }
    index->longest = 0;
    for (size_t k = 0; k < keys; k++) {
        if (index->start[k + 2] > index->longest)
            index->longest = index->start[k + 2];
        index->start[k + 2] += index->start[k + 1];
    }
    for (uint32_t o = 0; o < c->options; o++) {
        long key = c->forbidden[o] ? -1 : key_of(c, o);
        if (key >= 0) {
            uint32_t j = index->start[key + 1]++;
            index->entry[j] = (option_entry_t){option_mask(c, o)[0], o, c->type_of[o]};
            if (scanned) {
                index->mask0[j] = option_mask(c, o)[0];
                index->type_bit[j] = c->type_of[o] < 64 ? UINT64_C(1) << c->type_of[o] : 0;
                index->end_bits[j] = small_ends(c, o);
            }
        }
    }
    return true;
}

static bool ensure_indexed(cover_t *c)
{
    if (!c->indexed)
        c->indexed = index_build(c, c->primary, first_item_of, c->words == 1, &c->by_first) &&
                     index_build(c, c->types, type_key, false, &c->by_type);
    return c->indexed;
}

/* ---- Choosing and undoing ---- */

static bool fits(const search_t *s, uint32_t o)
{
    const cover_t *c = s->cover;
    const uint64_t *mask = option_mask(c, o);
    for (size_t w = 0; w < c->words; w++)
        if (mask[w] & s->used[w])
            return false;
    return o >= s->gate[c->type_of[o]];
}

static inline void place(search_t *s, uint32_t o)
{
    const cover_t *c = s->cover;
    const uint64_t *mask = option_mask(c, o);
    for (size_t w = 0; w < c->words; w++)
        s->used[w] |= mask[w];
    uint32_t t = c->type_of[o];
    /* The gate of a used-up type lets no option through. */
    assert(s->left[t] > 0);
    if (--s->left[t] == 0)
        s->gate[t] = UINT32_MAX;
    s->uses_left--;
    s->chosen[s->depth++] = o;
}

static inline void unplace(search_t *s, uint32_t o)
{
    const cover_t *c = s->cover;
    const uint64_t *mask = option_mask(c, o);
    for (size_t w = 0; w < c->words; w++)
        s->used[w] &= ~mask[w];
    uint32_t t = c->type_of[o];
    s->left[t]++;
    s->gate[t] = s->floor[t];
    s->uses_left++;
    s->depth--;
}

static bool should_stop(const search_t *s)
{
    return s->cover->stop != NULL && (s->stats.nodes & 1023) == 0 &&
           atomic_load_explicit(s->cover->stop, memory_order_relaxed);
}

static bool report_solution(search_t *s)
{
    s->stats.solutions++;
    return s->on_solution == NULL || s->on_solution(s->context, s->chosen, s->depth);
}

/* Whether placing o (just done) cut off a part of the uncovered items
 * that the pieces cannot fill. */
static bool leaves_dead_pocket(search_t *s, uint32_t o)
{
    const cover_t *c = s->cover;
    if (c->pockets == NULL)
        return false;
    size_t count = option_items(c, o, s->option_items);
    return !pockets_fillable(c->pockets, s->used, s->option_items, count, c->pocket_multiple,
                             c->pocket_least);
}

/* Counts the ends of option o (just placed) at its corners; whether the
 * corners certainly open are still within the budget.  ends_undo takes
 * them back, whatever this returned. */
static inline bool ends_within_budget(search_t *s, uint32_t o)
{
    const corners_t *k = s->cover->corners;
    return k == NULL || corners_place(k, s->ended, &s->open, o);
}

static inline void ends_undo(search_t *s, uint32_t o)
{
    const corners_t *k = s->cover->corners;
    if (k != NULL)
        corners_unplace(k, s->ended, &s->open, o);
}

/* The ends of the chosen options counted afresh, for the general search
 * to take over from the small one, which keeps them otherwise. */
static void ends_recount(search_t *s)
{
    const corners_t *k = s->cover->corners;
    if (k == NULL)
        return;
    memset(s->ended, 0, k->corners * sizeof *s->ended);
    s->open = 0;
    for (size_t i = 0; i < s->depth; i++)
        corners_place(k, s->ended, &s->open, s->chosen[i]);
}

/* Tries option o and searches below it with `below`.  Copies of one type
 * chosen by type are placed in increasing option order, so that no solution
 * is found once per ordering of them.  Returns false when the search is to
 * end now. */
static bool try_option(search_t *s, size_t d, uint32_t o, bool by_type,
                       bool (*below)(search_t *, size_t))
{
    uint32_t t = s->cover->type_of[o];
    uint32_t saved_floor = s->floor[t];
    if (by_type)
        s->floor[t] = s->gate[t] = o + 1;
    s->stats.nodes++;
    place(s, o);
    bool go_on = !should_stop(s) &&
                 (!ends_within_budget(s, o) || leaves_dead_pocket(s, o) || below(s, d + 1));
    s->floor[t] = saved_floor;
    ends_undo(s, o);
    unplace(s, o);
    return go_on;
}

/* ---- FEWEST ---- */

/* Adds 1, saturating, to the counter of every item set in m. */
static inline void slices_add(uint64_t *slice, uint64_t m)
{
    uint64_t carry0 = slice[0] & m;
    slice[0] ^= m;
    uint64_t carry1 = slice[1] & carry0;
    slice[1] ^= carry0;
    uint64_t carry2 = slice[2] & carry1;
    slice[2] ^= carry1;
    uint64_t overflow = slice[3] & carry2;
    slice[3] |= carry2;
    slice[0] |= overflow;
    slice[1] |= overflow;
    slice[2] |= overflow;
}

/* The items among `among` whose counter is exactly k. */
static inline uint64_t slices_equal(const uint64_t *slice, uint64_t among, unsigned k)
{
    for (unsigned b = 0; b < COUNT_SLICES; b++)
        among &= (k >> b) & 1 ? slice[b] : ~slice[b];
    return among;
}

/* The open primary item with the fewest options: the least k for which
 * some item's counter is k, and the first such item.  A saturated counter
 * means "that many or more" and is reported as UINT32_MAX - 1, so that a
 * type with an exact count is preferred to it. */
static branch_t least_item(const search_t *s)
{
    const cover_t *c = s->cover;
    for (unsigned k = 0; k <= COUNT_SATURATED; k++)
        for (size_t w = 0; w < c->words; w++) {
            uint64_t open = s->primary_mask[w] & ~s->used[w];
            uint64_t at_k = slices_equal(s->slices + w * COUNT_SLICES, open, k);
            if (at_k != 0) {
                uint32_t count = k < COUNT_SATURATED ? k : UINT32_MAX - 1;
                return (branch_t){false, (uint32_t)(w * 64 + (size_t)__builtin_ctzll(at_k)), count};
            }
        }
    return (branch_t){false, 0, UINT32_MAX};
}

/* The item or unfinished type with the fewest options, items first among
 * equals.  A type needing more uses than it has options is as dead as an
 * item with none, so it counts as 0. */
static branch_t choose_branch(const search_t *s)
{
    branch_t best = least_item(s);
    for (uint32_t t = 0; t < s->cover->types && best.count > 0; t++) {
        if (s->left[t] == 0)
            continue;
        uint32_t n = s->type_count[t] < s->left[t] ? 0 : s->type_count[t];
        if (n < best.count)
            best = (branch_t){true, t, n};
    }
    return best;
}

/* Keeps the options of `from` that still fit, counting them per item.  The
 * one place FEWEST spends its time, so it is branch-free: every option is
 * written and counted, a misfit one with an empty mask, and then
 * overwritten.  The general version, then the same for one word of items
 * with the counters in registers. */
static size_t filter_words(const search_t *s, const uint32_t *restrict from, size_t count,
                           uint32_t *restrict to, uint64_t *restrict slices)
{
    const cover_t *c = s->cover;
    memset(slices, 0, c->words * COUNT_SLICES * sizeof *slices);
    size_t kept = 0;
    for (size_t j = 0; j < count; j++) {
        uint32_t o = from[j];
        const uint64_t *mask = option_mask(c, o);
        uint64_t clash = 0;
        for (size_t w = 0; w < c->words; w++)
            clash |= mask[w] & s->used[w];
        uint64_t fit = (uint64_t)(clash == 0) & (uint64_t)(o >= s->gate[c->type_of[o]]);
        to[kept] = o;
        kept += fit;
        for (size_t w = 0; w < c->words; w++)
            slices_add(slices + w * COUNT_SLICES, mask[w] & -fit);
    }
    return kept;
}

static size_t filter_one_word(const search_t *s, const uint32_t *restrict from, size_t count,
                              uint32_t *restrict to, uint64_t *restrict slices)
{
    const uint64_t *restrict masks = s->cover->masks;
    const uint32_t *restrict type_of = s->cover->type_of;
    const uint32_t *restrict gate = s->gate;
    uint64_t used = s->used[0];
    uint64_t counter[COUNT_SLICES] = {0};
    size_t kept = 0;
    for (size_t j = 0; j < count; j++) {
        uint32_t o = from[j];
        uint64_t mask = masks[o];
        uint64_t fit = (uint64_t)((mask & used) == 0) & (uint64_t)(o >= gate[type_of[o]]);
        to[kept] = o;
        kept += fit;
        slices_add(counter, mask & -fit);
    }
    memcpy(slices, counter, sizeof counter);
    return kept;
}

/* Level d + 1 from level d: the options still fitting, and where to branch. */
static void descend(search_t *s, size_t d)
{
    const cover_t *c = s->cover;
    const level_t *from = &s->levels[d];
    level_t *to = &s->levels[d + 1];
    if (c->words == 1)
        to->count = filter_one_word(s, from->options, from->count, to->options, s->slices);
    else
        to->count = filter_words(s, from->options, from->count, to->options, s->slices);
    memset(s->type_count, 0, c->types * sizeof *s->type_count);
    for (size_t j = 0; j < to->count; j++)
        s->type_count[c->type_of[to->options[j]]]++;
    to->branch = choose_branch(s);
}

static bool serves(const search_t *s, uint32_t o, branch_t branch)
{
    return branch.is_type ? s->cover->type_of[o] == branch.index
                          : bit_test(option_mask(s->cover, o), branch.index);
}

static bool all_primary_covered(const search_t *s)
{
    for (size_t w = 0; w < s->cover->words; w++)
        if (s->primary_mask[w] & ~s->used[w])
            return false;
    return true;
}

static bool search_fewest(search_t *s, size_t d);

static bool descend_and_search(search_t *s, size_t d)
{
    descend(s, d - 1);
    return search_fewest(s, d);
}

/* Level d has been filled; branch on its choice.  Returns false when the
 * search is to end now. */
static bool search_fewest(search_t *s, size_t d)
{
    SANITY_NODE(s, NODE_FEWEST, 0, 0, d);
    if (s->uses_left == 0 && all_primary_covered(s))
        return report_solution(s);
    const level_t *level = &s->levels[d];
    branch_t branch = level->branch;
    if (branch.count == 0)
        return true;
    for (size_t j = 0; j < level->count; j++) {
        uint32_t o = level->options[j];
        if (serves(s, o, branch) && !try_option(s, d, o, branch.is_type, descend_and_search))
            return false;
    }
    return true;
}

/* ---- FIRST_ITEM ---- */

static long first_open_item(const search_t *s)
{
    for (size_t w = 0; w < s->cover->words; w++) {
        uint64_t open = s->primary_mask[w] & ~s->used[w];
        if (open != 0)
            return (long)(w * 64 + (size_t)__builtin_ctzll(open));
    }
    return -1;
}

static long first_open_type(const search_t *s)
{
    for (size_t t = 0; t < s->cover->types; t++)
        if (s->left[t] > 0)
            return (long)t;
    return -1;
}

/* Branches on the first uncovered primary item, or, once all are covered,
 * on the first unfinished type.  Returns false when the search is to end. */
static bool search_first(search_t *s, size_t d)
{
    SANITY_NODE(s, NODE_FIRST, 0, 0, 0);
    long item = first_open_item(s);
    if (item < 0 && s->uses_left == 0)
        return report_solution(s);
    bool by_type = item < 0;
    long key = by_type ? first_open_type(s) : item;
    /* uses_left is the sum of left[]: some type has uses left. */
    assert(key >= 0);
    const option_index_t *index = by_type ? &s->cover->by_type : &s->cover->by_first;
    for (uint32_t j = index->start[key]; j < index->start[key + 1]; j++) {
        uint32_t o = index->entry[j].option;
        if (fits(s, o) && !try_option(s, d, o, by_type, search_first))
            return false;
    }
    return true;
}

/* The small search below gates the types by `available` alone; search_first
 * reads the gates, so they are made right before it is called. */
static void hand_over_gates(search_t *s)
{
    for (size_t t = 0; t < s->cover->types; t++)
        s->gate[t] = s->left[t] > 0 ? s->floor[t] : UINT32_MAX;
}

/* ---- FIRST_ITEM on at most 64 items and 64 types: the inner loop ----
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
static inline uint64_t small_fits(const option_index_t *index, fit_scan_fn scan, uint32_t item,
                                  uint32_t base, uint64_t used, uint64_t available)
{
    uint32_t begin = index->start[item] + base, end = index->start[item + 1];
    uint32_t size = end - begin < 64 ? end - begin : 64;
    return scan(index->mask0 + begin, index->type_bit + begin, size, used, ~available);
}

/* Every primary item is covered: a solution, or types still to place. */
static bool small_covered(search_t *s, uint64_t used)
{
    s->used[0] = used;
    if (s->uses_left == 0)
        return report_solution(s);
    hand_over_gates(s);
    ends_recount(s);
    return search_first(s, s->depth);
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
 * left, and the end budget's corners half open and open (see
 * small_corner_bits). */
typedef struct {
    uint64_t used, available, half;
    unsigned open;
} small_t;

static bool small_node(search_t *s, fit_scan_fn scan, small_t at, uint32_t item, uint64_t fit);

/* The node at `at`.  Returns false when the search is to end now. */
static inline bool small_search(search_t *s, fit_scan_fn scan, small_t at)
{
    uint64_t open = s->primary_mask[0] & ~at.used;
    if (open == 0)
        return small_covered(s, at.used);
    uint32_t item = (uint32_t)__builtin_ctzll(open);
    uint64_t fit = small_fits(&s->cover->by_first, scan, item, 0, at.used, at.available);
    return small_dead_end(s, item, fit) || small_node(s, scan, at, item, fit);
}

/* Places the option of entry j of the index and searches below it, unless
 * it opens more corners than the budget allows. */
static inline bool small_try(search_t *s, fit_scan_fn scan, uint32_t j, small_t at)
{
    const option_index_t *index = &s->cover->by_first;
    const option_entry_t *e = &index->entry[j];
    uint32_t t = e->type;
    bool last_use = --s->left[t] == 0;
    s->uses_left--;
    s->chosen[s->depth++] = e->option;
    s->stats.nodes++;
    uint64_t ends = index->end_bits[j];
    small_t below = {at.used | e->mask0,
                     last_use ? at.available & ~(UINT64_C(1) << t) : at.available,
                     at.half ^ ends,
                     at.open + (unsigned)__builtin_popcountll(ends & (at.half ^ s->twos))};
    bool go_on = !should_stop(s) && (below.open > s->budget || small_search(s, scan, below));
    s->depth--;
    s->uses_left++;
    s->left[t]++;
    return go_on;
}

/* The node whose first open item is `item`, `fit` the fitting entries
 * among the first 64 of its list. */
static bool small_node(search_t *s, fit_scan_fn scan, small_t at, uint32_t item, uint64_t fit)
{
#ifdef COVER_SANITY
    s->open = at.open;
    s->half = at.half;
#endif
    SANITY_NODE(s, NODE_FIRST_SMALL, at.used, at.available, 0);
    const option_index_t *index = &s->cover->by_first;
    uint32_t count = index->start[item + 1] - index->start[item];
    for (uint32_t base = 0; base < count; base += 64) {
        if (base > 0)
            fit = small_fits(index, scan, item, base, at.used, at.available);
        uint32_t chunk = index->start[item] + base;
        for (; fit != 0; fit &= fit - 1)
            if (!small_try(s, scan, chunk + (uint32_t)__builtin_ctzll(fit), at))
                return false;
    }
    return true;
}

static uint64_t available_types(const search_t *s)
{
    uint64_t available = 0;
    for (size_t t = 0; t < s->cover->types; t++)
        if (s->left[t] > 0)
            available |= UINT64_C(1) << t;
    return available;
}

/* The small search's start from the general search's state (after the
 * prefix): a corner's bit is set where an odd number of options end. */
static small_t small_start(const search_t *s)
{
    return (small_t){s->used[0], available_types(s), small_half(s->cover, s->ended), s->open};
}

#ifdef COVER_SANITY
/* ---- Sanity: the invariants at the top of this file, from scratch ---- */

static void sanity_fail(const search_t *s, const char *format, ...)
{
    cover_sanity_t *r = &((cover_t *)s->cover)->sanity;
    if (r->failures++ > 0)
        return;
    va_list args;
    va_start(args, format);
    vsnprintf(r->first, sizeof r->first, format, args);
    va_end(args);
}

/* Invariants 1 and 4, and where the search stands. */
static void check_chosen(const search_t *s, node_kind_t kind, const uint64_t *used, size_t level)
{
    const cover_t *c = s->cover;
    if (s->depth < s->prefix || (kind == NODE_FEWEST && s->depth + 1 != s->prefix + level))
        sanity_fail(s, "depth %zu, prefix %zu, level %zu", s->depth, s->prefix, level);
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

/* How many options of the level cover the item. */
static uint32_t options_covering(const search_t *s, const level_t *level, size_t item)
{
    uint32_t n = 0;
    for (size_t j = 0; j < level->count; j++)
        n += bit_test(option_mask(s->cover, level->options[j]), item);
    return n;
}

static uint32_t options_of_type(const search_t *s, const level_t *level, size_t t)
{
    uint32_t n = 0;
    for (size_t j = 0; j < level->count; j++)
        n += s->cover->type_of[level->options[j]] == t;
    return n;
}

/* Invariant 5: the level's options. */
static void check_level(const search_t *s, const level_t *level)
{
    const cover_t *c = s->cover;
    for (size_t j = 0; j < level->count; j++) {
        uint32_t o = level->options[j];
        if ((j > 0 && o <= level->options[j - 1]) || o >= c->options || c->forbidden[o] ||
            !fits(s, o))
            sanity_fail(s, "level option %u out of order, forbidden or not fitting", o);
    }
    size_t fitting = 0;
    for (uint32_t o = 0; o < c->options; o++)
        fitting += !c->forbidden[o] && fits(s, o);
    if (fitting != level->count)
        sanity_fail(s, "the level holds %zu options, %zu fit", level->count, fitting);
}

/* Invariant 5: the counters of the level just filled. */
static void check_counters(const search_t *s, const level_t *level)
{
    const cover_t *c = s->cover;
    for (size_t i = 0; i < c->items; i++) {
        const uint64_t *slice = s->slices + (i / 64) * COUNT_SLICES;
        unsigned counter = 0;
        for (unsigned b = 0; b < COUNT_SLICES; b++)
            counter |= (unsigned)((slice[b] >> (i % 64)) & 1) << b;
        uint32_t n = options_covering(s, level, i);
        if (counter != (n < COUNT_SATURATED ? n : COUNT_SATURATED))
            sanity_fail(s, "item %zu: counter %u, %u options cover it", i, counter, n);
    }
    for (size_t t = 0; t < c->types; t++)
        if (s->type_count[t] != options_of_type(s, level, t))
            sanity_fail(s, "type %zu: counter %u, %u options", t, s->type_count[t],
                        options_of_type(s, level, t));
}

/* Invariant 5: the branch, found again the slow way. */
static void check_branch(const search_t *s, const level_t *level)
{
    const cover_t *c = s->cover;
    branch_t best = {false, 0, UINT32_MAX};
    for (size_t i = 0; i < c->primary; i++) {
        if (bit_test(s->used, i))
            continue;
        uint32_t n = options_covering(s, level, i);
        uint32_t count = n < COUNT_SATURATED ? n : UINT32_MAX - 1;
        if (count < best.count)
            best = (branch_t){false, (uint32_t)i, count};
    }
    for (size_t t = 0; t < c->types; t++) {
        uint32_t n = options_of_type(s, level, t);
        if (s->left[t] > 0 && (n < s->left[t] ? 0 : n) < best.count)
            best = (branch_t){true, (uint32_t)t, n < s->left[t] ? 0 : n};
    }
    branch_t b = level->branch;
    if (b.is_type != best.is_type || b.index != best.index || b.count != best.count)
        sanity_fail(s, "branch %s %u with %u options, but %s %u has %u",
                    b.is_type ? "type" : "item", b.index, b.count, best.is_type ? "type" : "item",
                    best.index, best.count);
}

/* Invariant 6, once a search. */
static void check_index(const search_t *s)
{
    const cover_t *c = s->cover;
    for (uint32_t o = 0; o < c->options; o++) {
        long first = first_item_of(c, o);
        unsigned right = 0, wrong = 0, by_type = 0;
        for (size_t k = 0; k < c->primary; k++)
            for (uint32_t j = c->by_first.start[k]; j < c->by_first.start[k + 1]; j++) {
                const option_entry_t *e = &c->by_first.entry[j];
                bool as_made = k == (size_t)first && e->mask0 == option_mask(c, o)[0] &&
                               e->type == c->type_of[o];
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
static void check_ends(const search_t *s, node_kind_t kind)
{
    const corners_t *k = s->cover->corners;
    uint8_t *ended = k != NULL ? calloc(k->corners + 1, sizeof *ended) : NULL;
    if (ended == NULL)
        return;
    unsigned open = 0;
    for (size_t i = 0; i < s->depth; i++)
        corners_place(k, ended, &open, s->chosen[i]);
    if (open != s->open || open > k->budget)
        sanity_fail(s, "%u open corners counted, %u found, budget %u", s->open, open, k->budget);
    for (size_t corner = 0; corner < k->corners; corner++)
        if (kind != NODE_FIRST_SMALL && ended[corner] != s->ended[corner])
            sanity_fail(s, "corner %zu: %u ends counted, %u found", corner, s->ended[corner],
                        ended[corner]);
    uint64_t half = small_half(s->cover, ended);
    if (kind == NODE_FIRST_SMALL && half != s->half)
        sanity_fail(s, "corners half open %#llx, found %#llx", (unsigned long long)s->half,
                    (unsigned long long)half);
    free(ended);
}

/* ---- Breaking an invariant on purpose (the tests of the checks) ---- */

/* Whether the invariant to break is in force at this node. */
static bool break_applies(const search_t *s, node_kind_t kind, size_t level)
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
        return kind == NODE_FEWEST && s->levels[level].count > 0;
    case COVER_BREAK_COUNTER:
        return kind == NODE_FEWEST;
    case COVER_BREAK_BRANCH:
        return kind == NODE_FEWEST && !(s->uses_left == 0 && all_primary_covered(s));
    case COVER_BREAK_ENDS:
        return c->corners != NULL;
    default:
        return false;
    }
}

/* What a break may change, to be put back after the check. */
typedef struct {
    uint64_t used0, available, slice0;
    unsigned left0, open;
    uint32_t gate0, branch_count;
    size_t uses_left, level_count;
} snapshot_t;

static snapshot_t snapshot_take(const search_t *s, const uint64_t *used, uint64_t available,
                                size_t level)
{
    const level_t *l = &s->levels[level];
    return (snapshot_t){used[0],      available,       s->slices[0], s->left[0],
                        s->open,      s->gate[0],      l->branch.count,
                        s->uses_left, l->count};
}

static void snapshot_put(search_t *s, const snapshot_t *k, uint64_t *used, uint64_t *available,
                         size_t level)
{
    level_t *l = &s->levels[level];
    used[0] = k->used0;
    *available = k->available;
    s->slices[0] = k->slice0;
    s->left[0] = k->left0;
    s->open = k->open;
    s->gate[0] = k->gate0;
    l->branch.count = k->branch_count;
    s->uses_left = k->uses_left;
    l->count = k->level_count;
}

static void break_invariant(search_t *s, node_kind_t kind, uint64_t *used, uint64_t *available,
                            size_t level)
{
    level_t *l = &s->levels[level];
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
        l->count--;
        break;
    case COVER_BREAK_COUNTER:
        s->slices[0] ^= 1;
        break;
    case COVER_BREAK_BRANCH:
        l->branch.count++;
        break;
    case COVER_BREAK_ENDS:
        s->open++;
        break;
    default:
        break;
    }
}

static void sanity_node(search_t *s, node_kind_t kind, uint64_t small_used, uint64_t available,
                        size_t level)
{
    cover_t *c = (cover_t *)s->cover;
    uint64_t *used = kind == NODE_FIRST_SMALL ? &small_used : s->used;
    bool breaking = break_applies(s, kind, level);
    snapshot_t kept = snapshot_take(s, used, available, level);
    if (breaking)
        break_invariant(s, kind, used, &available, level);
    c->sanity.checks++;
    check_chosen(s, kind, used, level);
    check_types(s, kind, available);
    if (kind == NODE_FEWEST) {
        check_level(s, &s->levels[level]);
        check_counters(s, &s->levels[level]);
        check_branch(s, &s->levels[level]);
    }
    if (kind != NODE_FEWEST && s->depth == s->prefix)
        check_index(s);
    check_ends(s, kind);
    snapshot_put(s, &kept, used, &available, level);
    c->sanity.broken |= breaking;
}

const cover_sanity_t *cover_sanity(const cover_t *cover) { return &cover->sanity; }

void cover_sanity_break(cover_t *cover, cover_break_t what, uint64_t node)
{
    cover->break_what = what;
    cover->break_node = node;
}
#endif

/* ---- Running a search ---- */

/* What cover_create, cover_add_option, the indexes and workspace_alloc
 * take, in the same terms (saturating rather than wrapping).  The levels'
 * lists are allocated for every option, but past the first few levels the
 * options left are few and the rest of a list is never touched, so never
 * given memory: LEVELS_TOUCHED full lists stand for them all (measured:
 * 73 MB a thread for a region of 4,035 edges, 128,676 options and 819
 * pieces, where this says 71 MB). */
enum { LEVELS_TOUCHED = 4 };

size_t cover_bytes_estimate(size_t items, size_t options, size_t uses)
{
    size_t words = items / 64 + 1;
    size_t levels = uses + 2 < LEVELS_TOUCHED ? uses + 2 : LEVELS_TOUCHED;
    /* The end budget adds an option's start and its ends, four for
     * most pieces, and for the small search one word of them. */
    double per_option = words * sizeof(uint64_t) + sizeof(uint32_t) + sizeof(bool) +
                        2 * sizeof(uint32_t) + (words == 1 ? 3 * sizeof(uint64_t) : 0) +
                        levels * sizeof(uint32_t) + 5 * sizeof(uint32_t);
    double fixed = words * sizeof(uint64_t) * (2 + COUNT_SLICES) + sizeof(cover_t) +
                   sizeof(search_t);
    double bytes = (options + 1) * per_option + fixed;
    return bytes >= (double)SIZE_MAX ? SIZE_MAX : (size_t)bytes;
}

/* Allocates the arrays of a search on the cover's first search, or again
 * after options were added. */
static search_t *workspace_alloc(const cover_t *c)
{
    search_t *s = calloc(1, sizeof *s);
    if (s == NULL)
        return NULL;
    s->cover = c;
    size_t uses = 0;
    for (size_t t = 0; t < c->types; t++)
        uses += c->type_uses[t];
    s->used = calloc(c->words, sizeof *s->used);
    s->primary_mask = calloc(c->words, sizeof *s->primary_mask);
    s->left = calloc(c->types + 1, sizeof *s->left);
    s->floor = calloc(c->types + 1, sizeof *s->floor);
    s->gate = calloc(c->types + 1, sizeof *s->gate);
    s->chosen = calloc(uses + 1, sizeof *s->chosen);
    s->option_items = calloc(c->items + 1, sizeof *s->option_items);
    s->ended = calloc((c->corners != NULL ? c->corners->corners : 0) + 1, sizeof *s->ended);
    s->slices = calloc(c->words * COUNT_SLICES, sizeof *s->slices);
    s->type_count = calloc(c->types + 1, sizeof *s->type_count);
    s->levels = calloc(uses + 2, sizeof *s->levels);
    bool ok = s->used && s->primary_mask && s->left && s->floor && s->gate && s->chosen &&
              s->option_items && s->ended && s->slices && s->type_count && s->levels;
    /* A list of every option a level, which FEWEST alone reads: for a
     * FIRST_ITEM search of 700 pieces and 6.5 million options they would
     * reserve 18 GB of address space (untouched, but counted by ulimit -v). */
    size_t levels = c->branching == COVER_BRANCH_FEWEST ? uses + 2 : 0;
    for (size_t d = 0; ok && d < levels; d++, s->level_count++)
        ok = (s->levels[d].options = malloc((c->options + 1) * sizeof *s->levels[d].options));
    if (!ok) {
        workspace_free(s);
        return NULL;
    }
    for (size_t i = 0; i < c->primary; i++)
        bit_set(s->primary_mask, i);
    /* The workspace is made again when the corners change. */
    s->budget = c->corners != NULL ? c->corners->budget : UINT_MAX;
    s->twos = small_twos(c);
    return s;
}

static void workspace_free(search_t *s)
{
    if (s == NULL)
        return;
    for (size_t d = 0; d < s->level_count; d++)
        free(s->levels[d].options);
    free(s->levels);
    free(s->slices);
    free(s->type_count);
    free(s->used);
    free(s->primary_mask);
    free(s->left);
    free(s->floor);
    free(s->gate);
    free(s->chosen);
    free(s->option_items);
    free(s->ended);
    free(s);
}

/* The cover's workspace, reset to the empty position. */
static search_t *search_start(cover_t *c)
{
    if (c->workspace == NULL && (c->workspace = workspace_alloc(c)) == NULL)
        return NULL;
    search_t *s = c->workspace;
    memset(s->used, 0, c->words * sizeof *s->used);
    if (c->corners != NULL)
        memset(s->ended, 0, c->corners->corners * sizeof *s->ended);
    s->open = 0;
    s->uses_left = 0;
    s->depth = 0;
    for (size_t t = 0; t < c->types; t++) {
        s->left[t] = c->type_uses[t];
        s->floor[t] = 0;
        s->gate[t] = s->left[t] > 0 ? 0 : UINT32_MAX;
        s->uses_left += c->type_uses[t];
    }
    memset(&s->stats, 0, sizeof s->stats);
#ifdef COVER_SANITY
    memset(&c->sanity, 0, sizeof c->sanity);
#endif
    return s;
}

/* The sum of left[], which uses_left keeps. */
static size_t uses_left_counted(const search_t *s)
{
    size_t sum = 0;
    for (size_t t = 0; t < s->cover->types; t++)
        sum += s->left[t];
    return sum;
}

/* Places the prefix; false when its options clash with each other or
 * leave more corners open than a solution has (search_start clears what
 * was placed). */
static bool place_prefix(search_t *s, const uint32_t *prefix, size_t count)
{
    if (s->cover->corners != NULL && s->cover->corners->no_solution)
        return false;
    for (size_t i = 0; i < count; i++) {
        if (prefix[i] >= s->cover->options || !fits(s, prefix[i]))
            return false;
        place(s, prefix[i]);
        if (!ends_within_budget(s, prefix[i]))
            return false;
    }
    return true;
}

/* Level 0 is every allowed option; filtering it into level 1 drops those
 * the prefix rules out and chooses the first branch. */
static bool run_fewest(search_t *s)
{
    level_t *all = &s->levels[0];
    all->count = 0;
    for (uint32_t o = 0; o < s->cover->options; o++)
        if (!s->cover->forbidden[o])
            all->options[all->count++] = o;
    descend(s, 0);
    return search_fewest(s, 1);
}

static bool run_first(search_t *s)
{
    const cover_t *c = s->cover;
    if (c->words == 1 && c->types <= 64)
        return small_search(s, c->fit_scan, small_start(s));
    return search_first(s, 0);
}

cover_stats_t cover_search_below(cover_t *cover, const uint32_t *prefix, size_t count,
                                 cover_solution_fn on_solution, void *context)
{
    cover_stats_t stats = {0, 0, false, false, false};
    search_t *s = search_start(cover);
    if (s == NULL || (cover->branching == COVER_BRANCH_FIRST_ITEM && !ensure_indexed(cover))) {
        stats.failed = true;
        return stats;
    }
    if (!place_prefix(s, prefix, count))
        return stats;
    s->prefix = count;
    s->on_solution = on_solution;
    s->context = context;
    bool finished = cover->branching == COVER_BRANCH_FEWEST ? run_fewest(s) : run_first(s);
    /* Every choice was undone: only the prefix is left. */
    assert(s->depth == count && s->uses_left == uses_left_counted(s));
    stats = s->stats;
    stats.stopped = !finished;
    return stats;
}

cover_stats_t cover_search(cover_t *cover, cover_solution_fn on_solution, void *context)
{
    return cover_search_below(cover, NULL, 0, on_solution, context);
}

/* ---- Estimating the size of a search ---- */

/* Random paths down the FIRST_ITEM tree (Knuth, "Estimating the efficiency
 * of backtrack programs", 1975): with d_1, d_2, ... the numbers of children
 * met on the way down a random path, 1 + d_1 + d_1 d_2 + ... is an
 * unbiased estimate of the tree's size.  One path's estimate scatters by
 * orders of magnitude, so the paths are spread over the top of the tree:
 * a node with a budget of b paths and n children visits every child with
 * b / n paths when b >= n, else b of its children chosen at random, each
 * standing for n / b of them.  The generator is fixed, so that the same
 * problem always gets the same estimate. */
static uint64_t estimate_random(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *state = x;
}

typedef struct {
    uint64_t random;
    uint32_t *children; /* each level's children, one after the other */
    size_t used;
    bool stopped; /* the stop flag was seen: the estimate is cut short */
} estimate_t;

/* The children of the node: the options serving the first uncovered item
 * (or unfinished type) that fit, in index order, in e->children from
 * e->used on; returns how many.  `available` is the types with uses left,
 * for the small search's scan where it applies. */
static uint32_t estimate_children(search_t *s, estimate_t *e, uint64_t available)
{
    const cover_t *c = s->cover;
    long item = first_open_item(s);
    bool by_type = item < 0;
    long key = by_type ? first_open_type(s) : item;
    if (key < 0)
        return 0;
    const option_index_t *index = by_type ? &c->by_type : &c->by_first;
    uint32_t *children = e->children + e->used;
    uint32_t n = 0;
    if (!by_type && c->words == 1 && c->types <= 64) {
        uint32_t first = index->start[key], count = index->start[key + 1] - first;
        for (uint32_t base = 0; base < count; base += 64)
            for (uint64_t fit = small_fits(index, c->fit_scan, (uint32_t)key, base, s->used[0],
                                           available);
                 fit != 0; fit &= fit - 1)
                children[n++] = index->entry[first + base + (uint32_t)__builtin_ctzll(fit)].option;
        return n;
    }
    for (uint32_t j = index->start[key]; j < index->start[key + 1]; j++)
        if (fits(s, index->entry[j].option))
            children[n++] = index->entry[j].option;
    return n;
}

static double estimate_below(search_t *s, estimate_t *e, double budget, uint64_t available)
{
    /* Each node scans an item's options: on a large problem a path takes
     * milliseconds, an estimate seconds. */
    e->stopped = e->stopped || (s->cover->stop != NULL && atomic_load(s->cover->stop));
    if (e->stopped)
        return 1;
    uint32_t *children = e->children + e->used;
    uint32_t n = estimate_children(s, e, available);
    if (n == 0)
        return 1;
    uint32_t visits = budget >= n ? n : budget >= 1 ? (uint32_t)budget : 1;
    /* The first `visits` children of a random permutation. */
    for (uint32_t k = 0; k < visits && visits < n; k++) {
        uint32_t j = k + (uint32_t)(estimate_random(&e->random) % (n - k));
        uint32_t swap = children[k];
        children[k] = children[j];
        children[j] = swap;
    }
    e->used += n;
    double below = 0;
    for (uint32_t k = 0; k < visits; k++) {
        uint32_t t = s->cover->type_of[children[k]];
        place(s, children[k]);
        uint64_t still = s->left[t] > 0 ? available : available & ~(UINT64_C(1) << (t & 63));
        below += ends_within_budget(s, children[k])
                     ? estimate_below(s, e, budget / n > 1 ? budget / n : 1, still)
                     : 1;
        ends_undo(s, children[k]);
        unplace(s, children[k]);
    }
    e->used -= n;
    return 1 + below * n / visits;
}

double cover_estimate_nodes(cover_t *cover, unsigned paths, uint64_t seed)
{
    search_t *s = search_start(cover);
    if (s == NULL || !ensure_indexed(cover) || paths == 0)
        return -1;
    /* A level's children are one list of an index, and there are as many
     * levels as pieces. */
    size_t longest = cover->by_first.longest > cover->by_type.longest ? cover->by_first.longest
                                                                      : cover->by_type.longest;
    estimate_t e = {seed | 1, NULL, 0, false};
    e.children = malloc(((uses_left_counted(s) + 1) * longest + 1) * sizeof *e.children);
    if (e.children == NULL)
        return -1;
    double nodes = estimate_below(s, &e, paths, cover->types <= 64 ? available_types(s) : 0);
    free(e.children);
    return e.stopped ? -1 : nodes;
}

/* ---- Counting with a memo ----
 *
 * Below a node of the FIRST_ITEM search, what remains to do depends only
 * on the items covered and the uses left of each type (the rule branches
 * on the first uncovered item, and options are gated by those alone), not
 * on how the node was reached.  So the number of completions of each such
 * state is kept in a memo and a state met again costs one lookup: the
 * idea of Nishino, Yasuda, Minato and Nagata's "Dancing with decision
 * diagrams" (2017), here as counts rather than a diagram.  With a sweep
 * order the states are a narrow front of items plus the pieces left, so
 * they recur often.  A key is the covered items, then the uses left
 * packed in as few bits as the largest number of copies needs. */
typedef struct {
    memo_t *memo;
    size_t key_words;
    unsigned left_bits;
    uint64_t *keys; /* one key per depth */
    bool stopped, overflow;
} counter_t;

static unsigned left_bits(const cover_t *c)
{
    unsigned most = 0, bits = 1;
    for (size_t t = 0; t < c->types; t++)
        most = c->type_uses[t] > most ? c->type_uses[t] : most;
    while (bits < 16 && most >> bits != 0)
        bits *= 2; /* 1, 2, 4, 8 or 16: a field never straddles two words */
    return bits;
}

size_t cover_memo_key_words(const cover_t *cover)
{
    return cover->words + (cover->types * left_bits(cover) + 63) / 64;
}

static void count_key(const search_t *s, const counter_t *k, uint64_t *key)
{
    const cover_t *c = s->cover;
    memcpy(key, s->used, c->words * sizeof *key);
    memset(key + c->words, 0, (k->key_words - c->words) * sizeof *key);
    for (size_t t = 0; t < c->types; t++) {
        size_t bit = t * k->left_bits;
        key[c->words + bit / 64] |= (uint64_t)s->left[t] << (bit % 64);
    }
}

/* The completions of the node; on a stop, those found so far (not
 * remembered).  Every completion of every node is a solution of the
 * count, so a sum that passes COUNT_MAX anywhere makes the whole pass
 * it. */
static count_t count_first(search_t *s, counter_t *k)
{
    long item = first_open_item(s);
    if (item < 0)
        return s->uses_left == 0;
    uint64_t *key = k->keys + s->depth * k->key_words;
    count_key(s, k, key);
    count_t total;
    if (memo_find(k->memo, key, &total))
        return total;
    total = 0;
    const option_index_t *index = &s->cover->by_first;
    /* With one word of items an entry's own copy of it says whether the
     * option fits, as in small_search. */
    bool one_word = s->cover->words == 1;
    for (uint32_t j = index->start[item]; j < index->start[item + 1] && !k->stopped; j++) {
        const option_entry_t *e = &index->entry[j];
        uint32_t o = e->option;
        if (one_word ? (e->mask0 & s->used[0]) != 0 || o < s->gate[e->type] : !fits(s, o))
            continue;
        s->stats.nodes++;
        place(s, o);
        k->stopped = should_stop(s);
        count_t below = k->stopped || !ends_within_budget(s, o) ? 0 : count_first(s, k);
        ends_undo(s, o);
        unplace(s, o);
        if (!count_add(&total, below))
            k->overflow = k->stopped = true;
    }
    if (!k->stopped)
        memo_store(k->memo, key, total);
    return total;
}

cover_stats_t cover_count_below(cover_t *cover, const uint32_t *prefix, size_t count,
                                memo_t *memo)
{
    cover_stats_t stats = {0, 0, false, false, false};
    search_t *s = search_start(cover);
    counter_t k = {memo, cover_memo_key_words(cover), left_bits(cover), NULL, false, false};
    size_t depths = s != NULL ? uses_left_counted(s) + 1 : 0;
    k.keys = s != NULL ? malloc((depths * k.key_words + 1) * sizeof *k.keys) : NULL;
    /* Without secondary items a state is done once every item is covered. */
    assert(cover->items == cover->primary);
    if (k.keys == NULL || !ensure_indexed(cover)) {
        free(k.keys);
        stats.failed = true;
        return stats;
    }
    if (place_prefix(s, prefix, count)) {
        s->prefix = count;
        stats.solutions = count_first(s, &k);
        stats.nodes = s->stats.nodes;
        stats.stopped = k.stopped;
        stats.overflow = k.overflow;
    }
    free(k.keys);
    return stats;
}
