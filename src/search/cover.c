#include "search/cover.h"

#include <limits.h>
#include <stdlib.h>

#include "search/cover_internal.h"
#include "util/array.h"

/* The problem, the indexes the rules read, the state a search starts from
 * and the running of a search by its rule (the rules, the estimates and
 * the prunings: search/cover_internal.h); counting with a memo, below. */

static void workspace_free(search_t *s);

/* ---- The problem ---- */

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
    index->start = NULL;
    index->entry = NULL;
    index->mask0 = index->type_bit = NULL;
    index->longest = 0;
}

static void corner_bits_free(cover_t *c)
{
    free(c->corner_bit);
    free(c->end_bits);
    c->corner_bit = NULL;
    c->end_bits = NULL;
    c->twos = 0;
}

void cover_destroy(cover_t *cover)
{
    if (cover == NULL)
        return;
    free(cover->type_uses);
    free(cover->masks);
    free(cover->span);
    free(cover->type_of);
    free(cover->forbidden);
    index_free(&cover->by_first);
    index_free(&cover->by_type);
    dance_free(cover->dance);
    workspace_free(cover->workspace);
    pockets_destroy(cover->pockets);
    corners_free(&cover->corner_lists);
    corner_bits_free(cover);
    free(cover);
}

/* Four arrays, one capacity: each option's mask, its span, its type and
 * whether it is forbidden. */
static bool grow_options(cover_t *cover)
{
    size_t mask_size = cover->words * sizeof *cover->masks;
    size_t capacity = array_grown_capacity(cover->capacity, cover->options + 1, mask_size);
    if (capacity == 0)
        return false;
    uint64_t *masks = array_resize(cover->masks, capacity, mask_size);
    if (masks != NULL)
        cover->masks = masks;
    mask_span_t *span = array_resize(cover->span, capacity, sizeof *span);
    if (span != NULL)
        cover->span = span;
    uint32_t *type_of = array_resize(cover->type_of, capacity, sizeof *type_of);
    if (type_of != NULL)
        cover->type_of = type_of;
    bool *forbidden = array_resize(cover->forbidden, capacity, sizeof *forbidden);
    if (forbidden != NULL)
        cover->forbidden = forbidden;
    if (masks == NULL || span == NULL || type_of == NULL || forbidden == NULL)
        return false;
    cover->capacity = capacity;
    return true;
}

/* The first and last nonzero words of a mask (one word of zeros for an
 * option of no items). */
static mask_span_t mask_span(const uint64_t *mask, size_t words)
{
    size_t first = 0, last = words - 1;
    while (first < last && mask[first] == 0)
        first++;
    while (last > first && mask[last] == 0)
        last--;
    return (mask_span_t){(uint32_t)first, (uint32_t)last};
}

/* The indexes, the sets and the search's arrays follow the options. */
static void options_changed(cover_t *c)
{
    c->fresh = false;
    workspace_free(c->workspace);
    c->workspace = NULL;
}

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
    /* Of one word (most puzzles), the mask is made in a register and
     * stored once: setting bits in memory just cleared makes each item
     * wait for the last. */
    uint64_t word = 0;
    for (size_t i = 0; i < count; i++) {
        uint64_t bit = UINT64_C(1) << (items[i] % 64);
        uint64_t *at = cover->words == 1 ? &word : &mask[items[i] / 64];
        if (*at & bit)
            return -1; /* an item twice in one option */
        *at |= bit;
    }
    if (cover->words == 1)
        mask[0] = word;
    cover->span[cover->options] = mask_span(mask, cover->words);
    cover->type_of[cover->options] = type;
    cover->forbidden[cover->options] = false;
    options_changed(cover);
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

/* The pocket rule of the options: the gcd and the least of the sizes of
 * the types in use, or 0 when a type's first option is not connected in
 * the graph or the types' options differ in size (the test would not be
 * sound).  A flood an option made the rule cost a pass as long as
 * building the cover; the placements of one piece hang together alike
 * (cover_set_item_graph). */
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
        bool first_of_type = size[t] == 0;
        if (first_of_type ? !pockets_connected(k, items, count) : size[t] != count) {
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

bool cover_pockets_on(const cover_t *cover) { return cover->pockets != NULL; }

/* ---- The end budget in one word ----
 *
 * With at most 64 corners of two or three items (every problem of up to 64
 * items: each item lies in two corners), the prunings keep the corners as
 * the bits of one word (prune_t), each option's ends as bits: nothing to
 * count in memory or to undo but a word.  Otherwise ended[] counts. */

static bool corner_bits_build(cover_t *c)
{
    const corners_t *k = &c->corner_lists;
    size_t counted = 0;
    for (size_t corner = 0; corner < k->corners; corner++)
        counted += k->open_at[corner] != 0;
    if (counted > 64)
        return true;
    c->corner_bit = malloc(k->corners + 1);
    c->end_bits = calloc(c->options + 1, sizeof *c->end_bits);
    if (c->corner_bit == NULL || c->end_bits == NULL)
        return false;
    unsigned next = 0;
    for (size_t corner = 0; corner < k->corners; corner++) {
        bool bit = k->open_at[corner] != 0;
        c->corner_bit[corner] = bit ? (uint8_t)next++ : 64;
        if (bit && k->open_at[corner] == 1)
            c->twos |= UINT64_C(1) << c->corner_bit[corner];
    }
    for (uint32_t o = 0; o < c->options; o++)
        for (uint32_t j = k->end_start[o]; j < k->end_start[o + 1]; j++) {
            uint8_t bit = c->corner_bit[k->end[j]];
            c->end_bits[o] |= bit < 64 ? UINT64_C(1) << bit : 0;
        }
    return true;
}

/* The cover's budget let go of, before another is set. */
static void corners_drop(cover_t *c)
{
    corners_free(&c->corner_lists);
    corner_bits_free(c);
    c->corners = NULL;
    /* The search's arrays are sized for the corners. */
    options_changed(c);
}

/* corner_lists made (result), the search's side of it. */
static bool corners_adopt(cover_t *c, enum corners_result result)
{
    if (result == CORNERS_ON && !corner_bits_build(c))
        result = CORNERS_NO_MEMORY;
    if (result == CORNERS_ON)
        c->corners = &c->corner_lists;
    return result != CORNERS_NO_MEMORY;
}

bool cover_set_corners(cover_t *c, size_t count, const uint32_t *start, const uint32_t *member)
{
    corners_drop(c);
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
    corners_options_t options = {.items = c->items,
                                 .options = c->options,
                                 .types = c->types,
                                 .option_start = option_start,
                                 .option_item = option_item,
                                 .type_of = c->type_of,
                                 .type_uses = c->type_uses};
    enum corners_result result =
        ok ? corners_build(&c->corner_lists, count, start, member, &options) : CORNERS_NO_MEMORY;
    free(option_start);
    free(option_item);
    return corners_adopt(c, result);
}

void cover_remove_options(cover_t *c)
{
    corners_drop(c);
    pockets_destroy(c->pockets);
    c->pockets = NULL;
    c->options = 0;
}

bool cover_copy_corners(cover_t *c, const corners_t *corners, const uint32_t *order)
{
    corners_drop(c);
    bool copied = corners_copy(&c->corner_lists, corners, c->options, order);
    return corners_adopt(c, copied ? CORNERS_ON : CORNERS_NO_MEMORY);
}

void cover_forbid(cover_t *cover, uint32_t option)
{
    if (option < cover->options && !cover->forbidden[option]) {
        cover->forbidden[option] = true;
        cover->fresh = false;
    }
}

void cover_allow_all(cover_t *cover)
{
    for (size_t o = 0; o < cover->options; o++)
        if (cover->forbidden[o]) {
            cover->forbidden[o] = false;
            cover->fresh = false;
        }
}

void cover_set_stop_flag(cover_t *cover, const atomic_bool *stop) { cover->stop = stop; }

void cover_set_pause(cover_t *cover, uint64_t every, cover_pause_fn pause, void *context)
{
    cover->pause = pause;
    cover->pause_every = every;
    cover->pause_context = context;
}

void cover_set_branching(cover_t *cover, enum cover_branching branching)
{
    cover->branching = branching;
}

void cover_set_node_limit(cover_t *cover, uint64_t nodes) { cover->node_limit = nodes; }

void cover_set_cost_limit(cover_t *cover, uint64_t cost) { cover->cost_limit = cost; }

/* ---- The indexes ---- */

static long type_key(const cover_t *c, uint32_t o) { return (long)c->type_of[o]; }

option_entry_t entry_make(const cover_t *c, uint32_t o, long item)
{
    const uint64_t *mask = option_mask(c, o);
    option_entry_t e = {mask[mask_first_word(c, o)], 0, o, c->type_of[o]};
    if (item < 0)
        return e;
    size_t last = mask_last_word(c, o);
    assert(mask[last] != 0); /* listed under an item, it has one */
    size_t top = last * 64 + 63 - (size_t)__builtin_clzll(mask[last]);
    e.mask0 = bits_from(mask, c->words, (size_t)item) & ~UINT64_C(1);
    e.mask1 = bits_from(mask, c->words, (size_t)item + 64);
    e.mask0 |= top >= (size_t)item + 128;
    return e;
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
    }
    if (index->start == NULL || index->entry == NULL ||
        (scanned && (index->mask0 == NULL || index->type_bit == NULL)))
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
            bool seen_from_key = key_of == first_item_of && c->words > 1;
            index->entry[j] = entry_make(c, o, seen_from_key ? key : -1);
            if (scanned) {
                index->mask0[j] = option_mask(c, o)[0];
                index->type_bit[j] = c->type_of[o] < 64 ? UINT64_C(1) << c->type_of[o] : 0;
            }
        }
    }
    return true;
}

/* What the cover's rule reads, made of the allowed options: FEWEST
 * branches through its sets (the dance) alone, FIRST_ITEM (and its count
 * with a memo) through the lists by first item and by type.  A cover
 * makes only those (a quick look's cover of a few nodes spent a tenth of
 * its time on lists it never read). */
static bool ensure_indexed(cover_t *c)
{
    if (!c->fresh) {
        dance_free(c->dance);
        c->dance = NULL;
        index_free(&c->by_first);
        index_free(&c->by_type);
        c->indexed = false;
        c->fresh = true;
    }
    if (c->branching == COVER_BRANCH_FEWEST) {
        if (c->dance == NULL)
            c->dance = dance_build(c);
        return c->dance != NULL;
    }
    if (!c->indexed)
        c->indexed = index_build(c, c->primary, first_item_of, c->words == 1, &c->by_first) &&
                     index_build(c, c->types, type_key, false, &c->by_type);
    return c->indexed;
}

/* ---- Running a search ---- */

/* What cover_create, cover_add_option, the indexes, FEWEST's sets (an
 * option's items and type, about eight nodes for pieces, five words a
 * node) and workspace_alloc take, in the same terms (saturating rather
 * than wrapping). */
size_t cover_bytes_estimate(size_t items, size_t options, size_t uses)
{
    size_t words = items / 64 + 1;
    /* The end budget adds an option's start and its ends, four for most
     * pieces, and one word of them. */
    double per_option = words * sizeof(uint64_t) + sizeof(mask_span_t) + sizeof(uint32_t) +
                        sizeof(bool) +
                        6 * sizeof(uint32_t) + sizeof(uint64_t) +
                        2 * sizeof(option_entry_t) + 2 * sizeof(uint64_t) +
                        8 * 5 * sizeof(uint32_t) + sizeof(uint32_t);
    /* FEWEST's copies of its counts, two a level, a count per item and
     * (at most) per use, up to their limit. */
    double copies = 2.0 * (uses + 2) * (items + uses) * sizeof(uint32_t);
    double fixed = words * sizeof(uint64_t) * 2 + sizeof(cover_t) + sizeof(search_t) +
                   (uses + 2) * (sizeof(uint32_t) + sizeof(uint64_t)) +
                   (copies < DANCE_SNAPSHOT_BYTES ? copies : DANCE_SNAPSHOT_BYTES);
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
    s->served = calloc(c->words, sizeof *s->served);
    s->ended =
        calloc((c->corners != NULL ? c->corners->corners : 0) + 1, sizeof *s->ended);
    s->depth_nodes = calloc(uses + 2, sizeof *s->depth_nodes);
    s->branch_child = calloc(uses + 2, sizeof *s->branch_child);
    s->branch_children = calloc(uses + 2, sizeof *s->branch_children);
    if (!s->used || !s->primary_mask || !s->left || !s->floor || !s->gate || !s->chosen ||
        !s->option_items || !s->served || !s->ended || !s->depth_nodes || !s->branch_child ||
        !s->branch_children) {
        workspace_free(s);
        return NULL;
    }
    for (size_t i = 0; i < c->primary; i++)
        bits_set(s->primary_mask, i);
    /* The workspace is made again when the corners change. */
    s->budget = c->corners != NULL ? c->corners->budget : UINT_MAX;
    return s;
}

static void workspace_free(search_t *s)
{
    if (s == NULL)
        return;
    free(s->used);
    free(s->primary_mask);
    free(s->left);
    free(s->floor);
    free(s->gate);
    free(s->chosen);
    free(s->option_items);
    free(s->served);
    free(s->ended);
    free(s->depth_nodes);
    free(s->branch_child);
    free(s->branch_children);
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
    s->prune.open = 0;
    s->prune.half = 0;
    s->uses_left = 0;
    s->depth = 0;
    s->prefix = 0;
    for (size_t t = 0; t < c->types; t++) {
        s->left[t] = c->type_uses[t];
        s->floor[t] = 0;
        s->gate[t] = s->left[t] > 0 ? 0 : UINT32_MAX;
        s->uses_left += c->type_uses[t];
    }
    memset(s->depth_nodes, 0, (s->uses_left + 2) * sizeof *s->depth_nodes);
    memset(&s->stats, 0, sizeof s->stats);
    s->check_at = c->node_limit != 0 && c->node_limit < COVER_POLL ? c->node_limit : COVER_POLL;
    s->pause_at = c->pause_every;
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

bool prune_root(search_t *s)
{
    const cover_t *c = s->cover;
#ifdef COVER_SANITY
    /* A checking build visits every node. */
    return true;
#endif
    uint64_t *served = s->served;
    size_t words = c->words;
    memset(served, 0, words * sizeof *served);
    for (uint32_t o = 0; o < c->options; o++) {
        if (c->forbidden[o] || !fits(s, o))
            continue;
        const uint64_t *mask = option_mask(c, o);
        for (size_t w = mask_first_word(c, o); w <= mask_last_word(c, o); w++)
            served[w] |= mask[w];
    }
    for (size_t w = 0; w < words; w++)
        if (s->primary_mask[w] & ~s->used[w] & ~served[w])
            return false;
    if (c->pockets == NULL)
        return true;
    size_t count = 0;
    for (uint32_t i = 0; i < c->primary; i++)
        if (!bits_test(s->used, i))
            s->option_items[count++] = i;
    return pockets_fillable(c->pockets, s->used, s->option_items, count, c->pocket_multiple,
                            c->pocket_least);
}

/* Places prefix option o as the cover's rule places its options. */
static void prefix_place(search_t *s, uint32_t o)
{
    if (s->cover->branching == COVER_BRANCH_FEWEST)
        dance_place(s, o);
    else
        place(s, o);
}

/* Takes the first `placed` options of the prefix back, the last first,
 * with what the prunings counted for them, so that the next search
 * starts from the sets as they were (FEWEST's). */
static void prefix_unplace(search_t *s, const uint32_t *prefix, size_t placed)
{
    if (s->cover->pockets != NULL)
        pockets_fix(s->cover->pockets, NULL);
    while (placed-- > 0) {
        prune_leave(s, &s->prune, prefix[placed]);
        if (s->cover->branching == COVER_BRANCH_FEWEST)
            dance_unplace(s, prefix[placed]);
        else
            unplace(s, prefix[placed]);
    }
}

/* Places the prefix, *placed of its options: false when they clash with
 * each other or leave more corners open than a solution has (the caller
 * takes back the options placed). */
static bool place_prefix(search_t *s, const uint32_t *prefix, size_t count, size_t *placed)
{
    *placed = 0;
    if (s->cover->corners != NULL && s->cover->corners->no_solution)
        return false;
    for (size_t i = 0; i < count; i++) {
        if (prefix[i] >= s->cover->options || !fits(s, prefix[i]))
            return false;
        prefix_place(s, prefix[i]);
        *placed = i + 1;
        if (!prune_enter(s, &s->prune, prefix[i]))
            return false;
    }
    /* The prefix stays covered below it, until prefix_unplace: the pocket
     * test's floods may stop sooner (search/pockets.h). */
    if (s->cover->pockets != NULL)
        pockets_fix(s->cover->pockets, s->used);
    return true;
}

cover_stats_t cover_search_below(cover_t *cover, const uint32_t *prefix, size_t count,
                                 cover_solution_fn on_solution, void *context)
{
    cover_stats_t stats;
    memset(&stats, 0, sizeof stats);
    search_t *s = search_start(cover);
    if (s == NULL || !ensure_indexed(cover)) {
        stats.failed = true;
        return stats;
    }
    size_t placed;
    bool finished = true;
    /* Below a prefix (a slice) the root is not looked at: the nodes of a
     * search cut in slices add up to its nodes whatever the slices. */
    if (place_prefix(s, prefix, count, &placed) && (count > 0 || prune_root(s))) {
        s->prefix = count;
        s->on_solution = on_solution;
        s->context = context;
        finished = cover->branching == COVER_BRANCH_FEWEST ? fewest_run(s) : first_run(s);
        /* Every choice was undone: only the prefix is left. */
        assert(s->depth == count && s->uses_left == uses_left_counted(s));
    }
    prefix_unplace(s, prefix, placed);
    stats = s->stats;
    stats.stopped = !finished;
    return stats;
}

cover_stats_t cover_search(cover_t *cover, cover_solution_fn on_solution, void *context)
{
    return cover_search_below(cover, NULL, 0, on_solution, context);
}

bool cover_may_have_solution(cover_t *cover)
{
    search_t *s = search_start(cover);
    return s == NULL || !ensure_indexed(cover) || prune_root(s);
}

/* Knuth's measure of the part of the tree done, where FEWEST stands:
 * the children before the current one of each branch on the way, each
 * its share of its branch's part. */
static double fewest_progress(const search_t *s)
{
    double done = 0, part = 1;
    for (size_t d = s->prefix; d < s->depth; d++) {
        part /= s->branch_children[d];
        done += part * s->branch_child[d];
    }
    return done;
}

bool search_check(search_t *s)
{
    const cover_t *c = s->cover;
    if ((c->node_limit != 0 && s->stats.nodes >= c->node_limit) ||
        (c->cost_limit != 0 && s->stats.cost >= c->cost_limit)) {
        s->stats.limited = true;
        if (c->branching == COVER_BRANCH_FEWEST)
            s->stats.progress = fewest_progress(s);
        return true;
    }
    s->check_at = s->stats.nodes + COVER_POLL;
    if (c->node_limit != 0 && c->node_limit < s->check_at)
        s->check_at = c->node_limit;
    if (c->stop != NULL && atomic_load_explicit(c->stop, memory_order_relaxed))
        return true;
    if (c->pause == NULL || s->stats.cost < s->pause_at)
        return false;
    s->pause_at = s->stats.cost + c->pause_every;
    return !c->pause(c->pause_context, &s->stats);
}

const uint64_t *cover_depth_nodes(const cover_t *cover, size_t *depths)
{
    const search_t *s = cover->workspace;
    *depths = 0;
    if (s == NULL)
        return NULL;
    size_t uses = 0;
    for (size_t t = 0; t < cover->types; t++)
        uses += cover->type_uses[t];
    const uint64_t *below = s->depth_nodes + s->prefix + 1;
    *depths = uses > s->prefix ? uses - s->prefix : 0;
    while (*depths > 0 && below[*depths - 1] == 0)
        --*depths;
    return below;
}

/* ---- Estimating a search (search/estimate.c) ---- */

/* The time model: seconds per node and per unit of cost of each rule,
 * fitted to the searches of bench/bench_corpus's puzzles (one thread, the
 * project's test machine).  FIRST_ITEM's node is a few instructions and
 * its cost a list entry scanned; FEWEST's node chooses among every open
 * item, and its cost is a list entry scanned or a count taken off. */
static const double model_node[] = {[COVER_BRANCH_FEWEST] = 50e-9, [COVER_BRANCH_FIRST_ITEM] = 10e-9};
static const double model_cost[] = {[COVER_BRANCH_FEWEST] = 2.4e-9, [COVER_BRANCH_FIRST_ITEM] = 3e-9};

static double modelled_seconds(const cover_t *cover, double nodes, double cost)
{
    return nodes * model_node[cover->branching] + cost * model_cost[cover->branching];
}

cover_estimate_t cover_estimate(cover_t *cover, unsigned paths, uint64_t seed)
{
    cover_estimate_t none = {-1, -1, -1};
    search_t *s = search_start(cover);
    cover->estimate_whole = cover->estimate_found = false;
    if (s == NULL || !ensure_indexed(cover) || paths == 0)
        return none;
    /* A root with no child is all of its tree. */
    cover->estimate_whole = true;
    if ((cover->corners != NULL && cover->corners->no_solution) || !prune_root(s))
        return (cover_estimate_t){0, 0, 0};
    size_t longest = cover->by_first.longest > cover->by_type.longest ? cover->by_first.longest
                                                                      : cover->by_type.longest;
    if (cover->dance != NULL && dance_longest(cover->dance) > longest)
        longest = dance_longest(cover->dance);
    cover_estimate_t e =
        estimate_run(s, paths, seed, longest, &cover->estimate_whole, &cover->estimate_found);
    if (e.nodes >= 0)
        e.seconds = modelled_seconds(cover, e.nodes, e.cost);
    return e;
}

cover_estimate_t cover_estimate_of(const cover_t *cover, const cover_stats_t *stats)
{
    double nodes = (double)stats->nodes, cost = (double)stats->cost;
    return (cover_estimate_t){nodes, cost, modelled_seconds(cover, nodes, cost)};
}

bool cover_estimate_whole(const cover_t *cover) { return cover->estimate_whole; }

bool cover_estimate_found(const cover_t *cover) { return cover->estimate_found; }

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
 * packed in as few bits as the largest number of copies needs.
 *
 * The completions of a state are the same whatever the rule, so FEWEST
 * counts with a memo too (fewest.c asks it at each node where no type
 * branch has set options aside), and its states recur as well: the small
 * pieces of the polytwigs of orders 1 to 4 fill a part of a region in many
 * ways, and three nodes in four of a count are states met before. */
struct counter {
    memo_t *memo;
    size_t key_words;
    unsigned left_bits;
    uint64_t *keys; /* one key per depth */
    bool stopped, overflow;
};

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
    const option_entry_t *entry = s->cover->by_first.entry;
    uint32_t begin = s->cover->by_first.start[item], end = s->cover->by_first.start[item + 1];
    s->stats.cost += end - begin;
    used_view_t seen = used_seen_from(s, (size_t)item);
    for (uint32_t j = entry_next_fitting(s, entry, begin, end, false, seen); j < end && !k->stopped;
         j = entry_next_fitting(s, entry, j + 1, end, false, seen)) {
        uint32_t o = entry[j].option;
        place(s, o);
        k->stopped = count_node(s);
        count_t below = k->stopped || !prune_enter(s, &s->prune, o) ? 0 : count_first(s, k);
        prune_leave(s, &s->prune, o);
        unplace(s, o);
        if (!count_add(&total, below))
            k->overflow = k->stopped = true;
    }
    if (!k->stopped)
        memo_store(k->memo, key, total);
    return total;
}

bool count_known(search_t *s, bool *go_on)
{
    counter_t *k = s->counter;
    uint64_t *key = k->keys + s->depth * k->key_words;
    count_key(s, k, key);
    count_t total;
    *go_on = true;
    if (!memo_find(k->memo, key, &total))
        return false;
    if (!count_add(&s->stats.solutions, total))
        k->overflow = k->stopped = true;
    *go_on = !k->stopped;
    return true;
}

void count_learn(search_t *s, count_t before)
{
    counter_t *k = s->counter;
    if (!k->stopped)
        memo_store(k->memo, k->keys + s->depth * k->key_words, s->stats.solutions - before);
}

/* FEWEST's count: the search's own, which asks the memo as it goes. */
static count_t count_fewest(search_t *s, counter_t *k)
{
    s->counter = k;
    s->on_solution = NULL;
    k->stopped = !fewest_run(s);
    s->counter = NULL;
    return s->stats.solutions;
}

cover_stats_t cover_count_below(cover_t *cover, const uint32_t *prefix, size_t count,
                                memo_t *memo)
{
    cover_stats_t stats;
    memset(&stats, 0, sizeof stats);
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
    size_t placed;
    if (place_prefix(s, prefix, count, &placed) && (count > 0 || prune_root(s))) {
        s->prefix = count;
        stats.solutions = cover->branching == COVER_BRANCH_FEWEST ? count_fewest(s, &k)
                                                                  : count_first(s, &k);
        stats.nodes = s->stats.nodes;
        stats.cost = s->stats.cost;
        stats.stopped = k.stopped;
        stats.limited = s->stats.limited;
        stats.overflow = k.overflow;
    }
    prefix_unplace(s, prefix, placed);
    free(k.keys);
    return stats;
}
