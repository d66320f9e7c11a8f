/* The exact cover engine's insides, shared by its modules (private to
 * src/search): the problem and the state of a search (cover.c), the
 * branching rules, each a search loop of its own (first.c: FIRST_ITEM;
 * fewest.c: FEWEST), the random paths that estimate a search (estimate.c),
 * and the prunings, hooked into every loop in one place: prune_enter and
 * prune_leave below, which each loop calls around every option it places.
 *
 * Data layout.  Items are bits: an option is a mask of `words` 64-bit
 * words, and so is the set of items covered, so "does option o still fit"
 * is one AND per word (one in all for puzzles of up to 64 edges).
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
 *  5. FEWEST (fewest.c): each item's and type's set holds exactly the
 *     allowed options that fit and that no type branch has set aside, and
 *     its size is their number; the branch is the open primary item or
 *     unfinished type with the fewest, items first among equals.
 *  6. FIRST_ITEM: every allowed option is listed once under its first item
 *     when that is primary, and once under its type.
 *  7. With the end budget: the corners certainly open are counted, at most
 *     the budget (prune_t below).
 * The unit tests check all of them at every node in a checking build
 * (-DCOVER_SANITY: sanity.c, search/cover_sanity.h); production builds
 * assert the cheap ones where they are relied on.
 */
#ifndef TWIGS_SEARCH_COVER_INTERNAL_H
#define TWIGS_SEARCH_COVER_INTERNAL_H

#include <assert.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "search/corners.h"
#include "search/cover.h"
#include "search/fit_scan.h"
#include "search/pockets.h"
#include "util/bits.h"

#ifdef COVER_SANITY
#include "search/cover_sanity.h"
#endif

/* A compile-time trace of every choice (-DCOVER_TRACE): the depth, what
 * the search branched on, how many options it had, and the option tried,
 * on standard error, for telling why a strategy lost on a small problem. */
#ifdef COVER_TRACE
#include <stdio.h>
#define COVER_TRACE_CHOICE(s, what, index, count, option)                                      \
    fprintf(stderr, "cover: depth %zu %s %u (%u options): option %u\n", (s)->depth, (what),  \
            (unsigned)(index), (unsigned)(count), (unsigned)(option))
#else
#define COVER_TRACE_CHOICE(s, what, index, count, option) ((void)0)
#endif

/* An option in a list: its number and type, beside what the fit test
 * reads.  In a cover of one word, mask0 is the option's mask.  In the
 * list of its first item in a larger cover, mask0 and mask1 are the
 * option's items as seen from that item (bit k of mask0 is the item k
 * places on, of mask1 the item 64 + k places on), tested against the
 * covered items seen alike (used_seen_from) without reading the option's
 * mask, which lies elsewhere in memory; bit 0 of mask0, the list's item
 * itself, says instead that the option reaches 128 places on or further,
 * and its whole mask is then read.  (The lists by type read no mask.)
 * Where only the word of the first item was kept, most options that did
 * not fit were turned away by it, but the rest read their masks: FIRST_ITEM
 * alone on the 27 hexatwigs' triangle takes 0.87 times the time, on their
 * ring 0.95. */
typedef struct {
    uint64_t mask0, mask1;
    uint32_t option, type;
} option_entry_t;

typedef struct {
    uint32_t first, last;
} mask_span_t;

/* Options grouped by a key: entries start[k] .. start[k + 1] - 1. */
typedef struct {
    uint32_t *start;
    option_entry_t *entry;
    /* The entries' first words of items and their types as bits, apart,
     * for search/fit_scan.h (followed by FIT_SCAN_PADDING spare entries);
     * only by_first of a cover of one word has them. */
    uint64_t *mask0, *type_bit;
    uint32_t longest; /* entries under the most crowded key */
} option_index_t;

typedef struct search search_t;
typedef struct dance dance_t;
typedef struct counter counter_t;

struct cover {
    size_t primary, items, types, words;
    unsigned *type_uses;

    size_t options, capacity;
    uint64_t *masks; /* option o covers the items set in masks[o * words ..] */
    /* The words of its mask that can be nonzero: span[o].first to
     * span[o].last.  A piece's edges lie close together in a sweep, so a
     * region of a thousand edges (sixteen words) tests an option in one
     * or two. */
    mask_span_t *span;
    uint32_t *type_of;
    bool *forbidden;

    enum cover_branching branching;
    const atomic_bool *stop;
    cover_pause_fn pause; /* cover_set_pause: NULL when none */
    void *pause_context;
    uint64_t pause_every;
    uint64_t node_limit, cost_limit; /* 0: none */
    fit_scan_fn fit_scan;

    /* What the indexes were made of is as it was: the options and
     * forbidden[] have not changed since (ensure_indexed).  by_first and
     * by_type are made when indexed, the dance when not NULL. */
    bool fresh, indexed;
    option_index_t by_first, by_type;
    dance_t *dance; /* FEWEST's sets (fewest.c), made when a FEWEST search needs them */

    search_t *workspace; /* the search's arrays, kept from one search to the next */
    bool estimate_whole; /* the last estimate went down every branch */
    bool estimate_found; /* and one of its paths reached a solution */

    /* The pocket test (search/pockets.h), NULL when off: a part of the
     * uncovered items next to a placed option must hold a multiple of
     * pocket_multiple items, at least pocket_least. */
    pockets_t *pockets;
    unsigned pocket_multiple, pocket_least;

    corners_t corner_lists;   /* the end budget (search/corners.h) ... */
    const corners_t *corners; /* ... and the same, NULL when off */
    /* With at most 64 corners of two or three items, each one's bit
     * (corner_bit[c], 64 for a corner of one item), each option's ends as
     * bits (end_bits[o]) and the corners of two items (twos): the budget
     * kept in one word (prune_t); NULL otherwise. */
    uint8_t *corner_bit;
    uint64_t *end_bits;
    uint64_t twos;

#ifdef COVER_SANITY
    cover_sanity_t sanity;
    cover_break_t break_what;
    uint64_t break_node;
    bool trail_only; /* cover_sanity_trail_only */
#endif
};

/* Where to branch: an item or a type, and how many options serve it. */
typedef struct {
    bool is_type;
    uint32_t index;
    uint32_t count;
} branch_t;

/* The prunings' state.  The end budget counts the options ending at each
 * corner in ended[] and the corners certainly open in `open`; or, with
 * the cover's corner bits, keeps in `half` the corners where an odd
 * number of options end.  A corner of 2 items opens with its first end
 * (bit clear), one of 3 items with its second (bit set), so an option
 * whose ends are the bits `ends` opens popcount(ends & (half ^ twos))
 * corners and leaves half ^ ends.  (A corner's last end flips its bit
 * again, harmlessly: its items are all covered then.) */
typedef struct {
    uint64_t half;
    unsigned open;
} prune_t;

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
    uint64_t *served;       /* the items some option fits (prune_root) */
    prune_t prune;
    uint8_t *ended;         /* the end budget's counts (prune_t) */
    unsigned budget;        /* corners a solution leaves open (UINT_MAX: no budget) */
    size_t depth;
    size_t prefix; /* chosen[0 .. prefix - 1] were given, not searched */

    uint64_t *depth_nodes; /* options tried at each depth (the prefix's depths stay 0) */
    /* FEWEST: at each depth, the child of the branch being searched (from
     * 0) and how many children it has, for stats.progress. */
    uint32_t *branch_child, *branch_children;
    uint64_t check_at;     /* stats.nodes at which search_check is due */
    uint64_t pause_at;     /* stats.cost from which the pause is due */

    cover_solution_fn on_solution;
    void *context;
    counter_t *counter; /* FEWEST counting with a memo (cover.c), or NULL */
    cover_stats_t stats;
};

/* ---- The state ---- */

static inline const uint64_t *option_mask(const cover_t *c, uint32_t o)
{
    return c->masks + (size_t)o * c->words;
}

/* The span of option o's mask (cover_t's span).  A cover of one word
 * (most puzzles) has no need to read it: its loops run over its one word
 * as before, without a load from another cache line per option. */
static inline size_t mask_first_word(const cover_t *c, uint32_t o)
{
    return c->words == 1 ? 0 : c->span[o].first;
}

static inline size_t mask_last_word(const cover_t *c, uint32_t o)
{
    return c->words == 1 ? 0 : c->span[o].last;
}

/* The option's first item when it is primary (the key FIRST_ITEM lists
 * it under), else -1. */
static inline long first_item_of(const cover_t *c, uint32_t o)
{
    size_t first = mask_first_word(c, o);
    uint64_t word = option_mask(c, o)[first];
    if (word == 0)
        return -1;
    size_t item = first * 64 + (size_t)__builtin_ctzll(word);
    return item < c->primary ? (long)item : -1;
}

/* Whether none of option o's items is covered. */
static inline bool mask_clear(const search_t *s, uint32_t o)
{
    const cover_t *c = s->cover;
    const uint64_t *mask = option_mask(c, o);
    for (size_t w = mask_first_word(c, o); w <= mask_last_word(c, o); w++)
        if (mask[w] & s->used[w])
            return false;
    return true;
}

static inline bool fits(const search_t *s, uint32_t o)
{
    return mask_clear(s, o) && o >= s->gate[s->cover->type_of[o]];
}

/* The covered items as the entries of one list see them (option_entry_t):
 * the first 128 from the list's item on, or in a cover of one word all of
 * them.  Made once a node. */
typedef struct {
    uint64_t near[2];
} used_view_t;

static inline used_view_t used_seen_from(const search_t *s, size_t item)
{
    size_t words = s->cover->words;
    if (words == 1)
        return (used_view_t){{s->used[0], 0}};
    return (used_view_t){{bits_from(s->used, words, item), bits_from(s->used, words, item + 64)}};
}

/* Whether an entry of an item's list (by_first) fits, `seen` the covered
 * items as seen from that item. */
static inline bool entry_fits(const search_t *s, const option_entry_t *e, used_view_t seen)
{
    if ((e->mask0 & seen.near[0]) | (e->mask1 & seen.near[1]))
        return false;
    if (e->option < s->gate[e->type])
        return false;
    bool reaches_far = s->cover->words > 1 && (e->mask0 & 1);
    return !reaches_far || mask_clear(s, e->option);
}

/* The first of the entries j .. end - 1 of a list that fits (end: none),
 * `seen` the covered items as seen from the list's item (a list by type:
 * unused).  Most entries do not fit: this loop, which calls nothing,
 * keeps what it reads in registers, where a search's loop would spill it
 * around its calls (FIRST_ITEM alone: 0.84 times the time on the 27
 * hexatwigs' triangle). */
static inline uint32_t entry_next_fitting(const search_t *s, const option_entry_t *entry,
                                          uint32_t j, uint32_t end, bool by_type,
                                          used_view_t seen)
{
    if (by_type) {
        while (j < end && !fits(s, entry[j].option))
            j++;
        return j;
    }
    while (j < end && !entry_fits(s, &entry[j], seen))
        j++;
    return j;
}

/* Option o's entry in the list of `item` (-1: in a cover of one word, or
 * in a list by type). */
option_entry_t entry_make(const cover_t *c, uint32_t o, long item);

static inline void place(search_t *s, uint32_t o)
{
    const cover_t *c = s->cover;
    const uint64_t *mask = option_mask(c, o);
    for (size_t w = mask_first_word(c, o); w <= mask_last_word(c, o); w++)
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
    for (size_t w = mask_first_word(c, o); w <= mask_last_word(c, o); w++)
        s->used[w] &= ~mask[w];
    uint32_t t = c->type_of[o];
    s->left[t]++;
    s->gate[t] = s->floor[t];
    s->uses_left++;
    s->depth--;
}

/* Every so many nodes the search looks whether it is to stop (its cost
 * limit says how many: search/cover.h). */
enum { COVER_POLL = 1024 };

/* The stop flag, the limits and the pause, looked at when
 * stats.nodes reaches check_at (cover.c): whether the search is to stop
 * now. */
bool search_check(search_t *s);

/* FEWEST is about to search child `child` of the `children` of the
 * branch at this depth. */
static inline void branch_at(search_t *s, uint32_t child, uint32_t children)
{
    s->branch_child[s->depth] = child;
    s->branch_children[s->depth] = children;
}

/* One more node (an option placed: depth counts it); whether the search
 * is to stop now. */
static inline bool count_node(search_t *s)
{
    s->depth_nodes[s->depth]++;
    return ++s->stats.nodes >= s->check_at && search_check(s);
}

static inline bool report_solution(search_t *s)
{
    s->stats.solutions++;
    return s->on_solution == NULL || s->on_solution(s->context, s->chosen, s->depth);
}

/* The options' items, one option at a time, into items; its count. */
static inline size_t option_items(const cover_t *c, uint32_t o, uint32_t *items)
{
    const uint64_t *mask = option_mask(c, o);
    size_t count = 0;
    for (size_t w = mask_first_word(c, o); w <= mask_last_word(c, o); w++)
        for (uint64_t bits = mask[w]; bits != 0; bits &= bits - 1)
            items[count++] = (uint32_t)(w * 64 + (size_t)__builtin_ctzll(bits));
    return count;
}

/* ---- The prunings, hooked into every loop here ----
 *
 * prune_enter is called once an option is placed (`used` includes its
 * items): whether the branch may go on.  prune_leave, called before the
 * option is taken back whatever prune_enter said, undoes it.  Each pruning
 * is a module of its own: the end budget (search/corners.h) and the pocket
 * test (search/pockets.h); a new one goes here and reaches every rule.
 *
 * prune_enter is two stages, which a loop may call apart: prune_cheap
 * (the end budget: a few instructions, and state that prune_leave undoes)
 * and then prune_costly (the pocket test's floods: nothing to undo).  A
 * node with nothing to try ends its branch as surely as a pruning does,
 * and the small FIRST_ITEM search (first.c) knows that of a child from
 * the scan it makes anyway: it calls prune_costly only for a child that
 * has an option to try.  The nodes searched are the same.  Dead ends are
 * common: 44 to 50 % of FIRST_ITEM's pocket tests on the hexatwig rings
 * were at one.  The other loops learn it only by work the floods would
 * spare (a list scanned to its end, FEWEST's sets updated), and call the
 * stages together. */

static inline bool prune_end_bits(const search_t *s, prune_t *p, uint32_t o)
{
    uint64_t ends = s->cover->end_bits[o];
    p->open += (unsigned)__builtin_popcountll(ends & (p->half ^ s->cover->twos));
    p->half ^= ends;
    return p->open <= s->budget;
}

static inline bool prune_ends(const search_t *s, prune_t *p, uint32_t o)
{
    const cover_t *c = s->cover;
    if (c->corners == NULL)
        return true;
    if (c->end_bits != NULL)
        return prune_end_bits(s, p, o);
    return corners_place(c->corners, s->ended, &p->open, o);
}

static inline void prune_ends_undo(const search_t *s, prune_t *p, uint32_t o)
{
    const cover_t *c = s->cover;
    if (c->corners == NULL)
        return;
    if (c->end_bits != NULL) {
        uint64_t ends = c->end_bits[o];
        p->half ^= ends;
        p->open -= (unsigned)__builtin_popcountll(ends & (p->half ^ c->twos));
        return;
    }
    corners_unplace(c->corners, s->ended, &p->open, o);
}

/* Whether the next option to end at corner c opens it (with the state p
 * of the end budget, which is on). */
static inline bool prune_next_end_opens(const search_t *s, const prune_t *p, uint32_t c)
{
    const cover_t *cv = s->cover;
    if (cv->end_bits != NULL) {
        unsigned bit = cv->corner_bit[c];
        return bit < 64 && (p->half ^ cv->twos) >> bit & 1;
    }
    uint8_t at = cv->corners->open_at[c];
    return at != 0 && s->ended[c] + 1 == at;
}

/* Whether placing o (just done) cut off a part of the uncovered items
 * that the pieces cannot fill.  With every primary item covered it is
 * true: a part of uncovered items is then all secondary. */
static inline bool prune_pockets(search_t *s, uint32_t o)
{
    const cover_t *c = s->cover;
    if (c->pockets == NULL)
        return true;
    size_t count = option_items(c, o, s->option_items);
    return pockets_fillable(c->pockets, s->used, s->option_items, count, c->pocket_multiple,
                            c->pocket_least);
}

/* The two stages (above). */
static inline bool prune_cheap(const search_t *s, prune_t *p, uint32_t o)
{
    return prune_ends(s, p, o);
}

static inline bool prune_costly(search_t *s, uint32_t o)
{
    return prune_pockets(s, o);
}

/* The state is the search's (s->prune), or a copy of it a loop keeps in
 * registers (the small FIRST_ITEM search, whose cover keeps its corners
 * in one word). */
static inline bool prune_enter(search_t *s, prune_t *p, uint32_t o)
{
    return prune_cheap(s, p, o) && prune_costly(s, o);
}

static inline void prune_leave(const search_t *s, prune_t *p, uint32_t o)
{
    prune_ends_undo(s, p, o);
}

/* Before the first choice (after the prefix): whether the position may
 * have a solution at all.  Every open primary item needs an option that
 * fits (the first thing FEWEST looks at, and FIRST_ITEM may meet last),
 * and with the pocket test every part of the uncovered items must be
 * fillable (the parts the region is in from the start, which no placement
 * cuts off). */
bool prune_root(search_t *s);

/* prune_leave for a copy of the state that the loop drops: only what the
 * copy shares with the search (the counters in memory) is undone. */
static inline void prune_drop(const search_t *s, prune_t *p, uint32_t o)
{
    if (s->cover->end_bits == NULL)
        prune_ends_undo(s, p, o);
}

/* What a loop may know of its cover's prunings before it starts, so that
 * a loop compiled for each case (the small FIRST_ITEM search) tests
 * nothing that is off: no pruning, the end budget in one word alone, or
 * anything. */
typedef enum { PRUNE_NONE, PRUNE_END_BITS, PRUNE_ANY } prune_mode_t;

static inline prune_mode_t prune_mode(const cover_t *c)
{
    if (c->pockets != NULL || (c->corners != NULL && c->end_bits == NULL))
        return PRUNE_ANY;
    return c->corners != NULL ? PRUNE_END_BITS : PRUNE_NONE;
}

static inline bool prune_cheap_as(search_t *s, prune_t *p, uint32_t o, prune_mode_t mode)
{
    if (mode == PRUNE_NONE)
        return true;
    if (mode == PRUNE_END_BITS)
        return prune_end_bits(s, p, o);
    return prune_cheap(s, p, o);
}

static inline bool prune_costly_as(search_t *s, uint32_t o, prune_mode_t mode)
{
    return mode != PRUNE_ANY || prune_costly(s, o);
}

static inline void prune_drop_as(const search_t *s, prune_t *p, uint32_t o, prune_mode_t mode)
{
    if (mode == PRUNE_ANY)
        prune_drop(s, p, o);
}

/* ---- The modules ---- */

/* The checking build's check of the whole state at a node. */
#ifdef COVER_SANITY
typedef enum { NODE_FEWEST, NODE_FIRST, NODE_FIRST_SMALL } node_kind_t;
void sanity_node(search_t *s, node_kind_t kind, uint64_t small_used, uint64_t available,
                 branch_t branch);
#define SANITY_NODE(...) sanity_node(__VA_ARGS__)
#else
#define SANITY_NODE(...) ((void)0)
#endif

/* FIRST_ITEM (first.c). */
long first_open_item(const search_t *s);
long first_open_type(const search_t *s);
bool first_run(search_t *s);
uint64_t first_available(const search_t *s);

/* FEWEST (fewest.c): the options' sets, built with the indexes.  The
 * most the copies of their counts may take; more, and going back gives
 * each option's counts back instead. */
#define DANCE_SNAPSHOT_BYTES ((size_t)1 << 20)
dance_t *dance_build(const cover_t *c);
void dance_free(dance_t *d);
bool fewest_run(search_t *s);
/* Places o (fitting, its gate open) in the sets, or takes it back. */
void dance_place(search_t *s, uint32_t o);
void dance_unplace(search_t *s, uint32_t o);
/* The branch and its options that fit, into `options` (room for the most
 * crowded set); their count. */
uint32_t dance_children(search_t *s, branch_t *branch, uint32_t *options);
size_t dance_longest(const dance_t *d);
/* FEWEST counting with a memo (cover.c), at a node where no type branch
 * has set options aside: whether the memo knows the node's state, whose
 * completions are then added to stats.solutions (*go_on is false when
 * the search is to end: they passed COUNT_MAX); and, once the node is
 * searched, its completions (stats.solutions past `before`) remembered. */
bool count_known(search_t *s, bool *go_on);
void count_learn(search_t *s, count_t before);
/* Random paths down the tree (estimate.c); `longest` is room for a
 * node's children; *whole tells whether they went down every branch,
 * *found whether one reached a solution. */
cover_estimate_t estimate_run(search_t *s, unsigned paths, uint64_t seed, size_t longest,
                              bool *whole, bool *found);

#ifdef COVER_SANITY
void dance_sanity(search_t *s, branch_t branch);
uint32_t dance_break(search_t *s, bool size, uint32_t column, bool put_right);
void sanity_fail(const search_t *s, const char *format, ...);
#endif

#endif
