/* FEWEST: Knuth's rule, branching on the open primary item or unfinished
 * type with the fewest options that still fit (the first such item among
 * equals: with items numbered in a sweep, ties go along the sweep).
 *
 * Each option that still fits is alive (a bit of `alive`), and every
 * column (an item, or a type) counts its live options.  Covering a column
 * (an item covered, a type used up) kills the live options of its list,
 * each kill taking one off the counts of the option's columns and going on
 * a trail.  Undoing copies the counts back from a copy taken before (a few
 * hundred words, which costs much less than giving back each option's
 * counts one by one, as the search of a problem too large for the copies
 * does) and walks the trail back to revive the options' bits.  So the
 * count of every column is at hand, the branch's options are its list's
 * live ones, and a node costs the options it kills, a few counts each, not
 * a pass over every option left.  A column's list is a bit set of the
 * options (only the words from its first option's to its last's: options
 * come sorted by their first item, so a column's lie close together), and
 * its live options are its words ANDed with `alive`, 64 options a step.
 * The counts of a few hundred columns stay in the first-level cache, where
 * the links of dancing links (or the sets of dancing cells, tried first:
 * three times slower) scatter over memory.  The lists never change, so a
 * search goes the same way whatever the cover searched before.
 *
 * A branch on an item covers it and then, for each of its live options,
 * covers the option's other columns.  A branch on a type with uses to
 * spare does not cover it: it tries its live options one at a time, and
 * kills each once tried (the solutions with it are done), so that no
 * solution is found once per order of its copies.
 */
#include <stdlib.h>

#include "search/cover_internal.h"

/* Sets of options, one a key: key k's options are the bits of words
 * bits[start[k] .. start[k + 1] - 1], which stand for options from
 * 64 * low[k] on. */
typedef struct {
    uint32_t *start, *low;
    uint64_t *bits;
} sets_t;

struct dance {
    size_t columns;
    sets_t lists; /* each column's options (allowed, with uses) */
    /* With the end budget, each corner's options that end there (for
     * kill_over_room), and kill_twice_critical's words (zero between its
     * uses). */
    sets_t ends;
    uint64_t *once, *twice;
    /* Option o's columns: column[first[o] .. first[o + 1] - 1] (its items,
     * then its type; none when it is not in the lists). */
    uint32_t *first, *column;
    uint64_t *alive;  /* a bit per option */
    uint32_t *count;  /* per column: its live options */
    uint32_t *trail;  /* the options killed, last first */
    size_t trail_top;
    /* With `snapshots`, each mark keeps a copy of the counts (a stack of
     * them, `columns` each), so that going back to it copies them back
     * and only revives the options' bits. */
    uint32_t *saved;
    size_t saved_top, saved_slots;
    bool snapshots;
    uint32_t *marks;   /* per depth: the trail where a prefix option's kills start */
    uint32_t *room;    /* each level's branch, the levels one after the other */
    size_t room_used;
    size_t set_aside; /* options killed by type branches as done */
    uint32_t longest;
};

/* Set k's words: bits[0 .. words - 1], the first for options from
 * 64 * base on. */
typedef struct {
    const uint64_t *bits;
    uint32_t words, base;
} set_words_t;

static set_words_t set_words(const sets_t *sets, uint32_t k)
{
    return (set_words_t){sets->bits + sets->start[k], sets->start[k + 1] - sets->start[k],
                         sets->low[k]};
}

static void sets_free(sets_t *sets)
{
    free(sets->start);
    free(sets->low);
    free(sets->bits);
}

void dance_free(dance_t *d)
{
    if (d == NULL)
        return;
    sets_free(&d->lists);
    sets_free(&d->ends);
    free(d->once);
    free(d->twice);
    free(d->first);
    free(d->column);
    free(d->alive);
    free(d->count);
    free(d->trail);
    free(d->saved);
    free(d->marks);
    free(d->room);
    free(d);
}

size_t dance_longest(const dance_t *d) { return d->longest; }

static uint32_t type_column(const cover_t *c, uint32_t t) { return (uint32_t)c->items + t; }

/* Whether option o is in the lists: it is allowed, its type has uses,
 * and the end budget does not rule it out alone (search/corners.h).  The
 * end budget would end its branch at once, but while it is in a list its
 * column counts it, and FEWEST may branch elsewhere or later than where
 * it has the fewest options indeed: on the 27 hexatwigs' elongated
 * hexagon, whose budget is 0, three options in ten are out. */
static bool in_lists(const cover_t *c, uint32_t o)
{
    return !c->forbidden[o] && c->type_uses[c->type_of[o]] > 0 &&
           (c->corners == NULL || !corners_rule_out(c->corners, o));
}

/* The sets of `keys` keys, where option o is in the sets of keys
 * key[key_start[o] .. key_start[o + 1] - 1]: each set's first and last
 * option's words, and the bits between. */
static bool sets_build(sets_t *sets, size_t keys, uint32_t options, const uint32_t *key_start,
                       const uint32_t *key)
{
    uint32_t *high = calloc(keys + 1, sizeof *high);
    sets->start = calloc(keys + 2, sizeof *sets->start);
    sets->low = malloc((keys + 1) * sizeof *sets->low);
    if (high == NULL || sets->start == NULL || sets->low == NULL) {
        free(high);
        return false;
    }
    for (size_t k = 0; k < keys; k++)
        sets->low[k] = UINT32_MAX;
    for (uint32_t o = 0; o < options; o++)
        for (uint32_t j = key_start[o]; j < key_start[o + 1]; j++) {
            uint32_t k = key[j];
            sets->low[k] = sets->low[k] < o / 64 ? sets->low[k] : o / 64;
            high[k] = o / 64 + 1;
        }
    for (size_t k = 0; k < keys; k++) {
        if (sets->low[k] == UINT32_MAX)
            sets->low[k] = high[k] = 0;
        sets->start[k + 1] = sets->start[k] + high[k] - sets->low[k];
    }
    free(high);
    sets->bits = calloc(sets->start[keys] + 1, sizeof *sets->bits);
    if (sets->bits == NULL)
        return false;
    for (uint32_t o = 0; o < options; o++)
        for (uint32_t j = key_start[o]; j < key_start[o + 1]; j++) {
            uint32_t k = key[j];
            sets->bits[sets->start[k] + o / 64 - sets->low[k]] |= UINT64_C(1) << (o % 64);
        }
    return true;
}

/* The corners' sets and words, with the end budget (none without). */
static bool ends_build(const cover_t *c, dance_t *d)
{
    const corners_t *k = c->corners;
    if (k == NULL)
        return true;
    d->once = calloc(c->options / 64 + 1, sizeof *d->once);
    d->twice = calloc(c->options / 64 + 1, sizeof *d->twice);
    return d->once != NULL && d->twice != NULL &&
           sets_build(&d->ends, k->corners, c->options, k->end_start, k->end);
}

dance_t *dance_build(const cover_t *c)
{
    dance_t *d = calloc(1, sizeof *d);
    if (d == NULL)
        return NULL;
    d->columns = c->items + c->types;
    /* The options in the lists start alive: asked once each (in_lists
     * reads the option's ends), then read off `alive`. */
    d->alive = calloc(c->options / 64 + 1, sizeof *d->alive);
    if (d->alive == NULL) {
        dance_free(d);
        return NULL;
    }
    size_t nodes = 0;
    for (uint32_t o = 0; o < c->options; o++) {
        if (!in_lists(c, o))
            continue;
        bits_set(d->alive, o);
        for (size_t w = 0; w < c->words; w++)
            nodes += (size_t)__builtin_popcountll(option_mask(c, o)[w]) + (w == 0);
    }
    d->first = malloc((c->options + 1) * sizeof *d->first);
    d->column = malloc((nodes + 1) * sizeof *d->column);
    d->count = calloc(d->columns + 1, sizeof *d->count);
    d->trail = malloc((c->options + 1) * sizeof *d->trail);
    size_t uses = 0;
    for (size_t t = 0; t < c->types; t++)
        uses += c->type_uses[t];
    d->marks = malloc((uses + 2) * sizeof *d->marks);
    if (!d->first || !d->column || !d->alive || !d->count || !d->trail || !d->marks) {
        dance_free(d);
        return NULL;
    }
    uint32_t n = 0;
    for (uint32_t o = 0; o < c->options; o++) {
        d->first[o] = n;
        if (!bits_test(d->alive, o))
            continue;
        n += (uint32_t)option_items(c, o, d->column + n);
        d->column[n++] = type_column(c, c->type_of[o]);
    }
    d->first[c->options] = n;
    for (uint32_t j = 0; j < n; j++)
        d->count[d->column[j]]++;
    for (size_t k = 0; k < d->columns; k++)
        d->longest = d->count[k] > d->longest ? d->count[k] : d->longest;
    /* A level's branch is at most the longest list. */
    d->room = malloc(((uses + 1) * (size_t)d->longest + 1) * sizeof *d->room);
    /* Two marks a level at most: the branch's and its option's (a
     * prefix's option one); and fewest_run's. */
    d->saved_slots = 2 * (uses + 2) + 1;
    size_t saved = d->saved_slots * d->columns;
    d->snapshots = saved * sizeof *d->saved <= DANCE_SNAPSHOT_BYTES;
#ifdef COVER_SANITY
    d->snapshots &= !c->trail_only;
#endif
    d->saved = d->snapshots ? malloc(saved * sizeof *d->saved) : NULL;
    if (d->room == NULL || (d->snapshots && d->saved == NULL) ||
        !sets_build(&d->lists, d->columns, (uint32_t)c->options, d->first, d->column) ||
        !ends_build(c, d)) {
        dance_free(d);
        return NULL;
    }
    return d;
}

/* ---- Killing options and bringing them back ---- */

static inline void kill(search_t *s, dance_t *d, uint32_t o)
{
    bits_clear(d->alive, o);
    /* Kept apart from the counts they change, which they could alias. */
    const uint32_t *column = d->column + d->first[o], *end = d->column + d->first[o + 1];
    uint32_t *count = d->count;
    s->stats.cost += (uint64_t)(end - column);
    for (; column < end; column++)
        count[*column]--;
    d->trail[d->trail_top++] = o;
}

/* Brings back the options killed since the trail stood at `mark`, and
 * their counts unless a copy brings those back. */
static inline void revive_to(dance_t *d, size_t mark, bool counts)
{
    while (d->trail_top > mark) {
        uint32_t o = d->trail[--d->trail_top];
        bits_set(d->alive, o);
        if (!counts)
            continue;
        const uint32_t *column = d->column + d->first[o], *end = d->column + d->first[o + 1];
        uint32_t *count = d->count;
        for (; column < end; column++)
            count[*column]++;
    }
}

/* A mark to come back to: the trail's height, and with snapshots a copy
 * of the counts.  Marks are taken and left last first. */
static inline size_t mark_take(dance_t *d)
{
    if (d->snapshots) {
        assert(d->saved_top < d->saved_slots);
        memcpy(d->saved + d->saved_top++ * d->columns, d->count, d->columns * sizeof *d->count);
    }
    return d->trail_top;
}

/* Back to the state of the last mark taken, which is left. */
static inline void mark_leave(dance_t *d, size_t mark)
{
    revive_to(d, mark, !d->snapshots);
    if (d->snapshots)
        memcpy(d->count, d->saved + --d->saved_top * d->columns, d->columns * sizeof *d->count);
}

/* Kills the live options of set k. */
static void kill_set(search_t *s, dance_t *d, const sets_t *sets, uint32_t k)
{
    set_words_t set = set_words(sets, k);
    s->stats.cost += set.words;
    for (uint32_t w = 0; w < set.words; w++)
        for (uint64_t live = set.bits[w] & d->alive[set.base + w]; live != 0; live &= live - 1)
            kill(s, d, (set.base + w) * 64 + (uint32_t)__builtin_ctzll(live));
}

/* Kills the live options of column k's list. */
static void cover_column(search_t *s, dance_t *d, uint32_t k) { kill_set(s, d, &d->lists, k); }

/* ---- The end budget's last room ----
 *
 * A corner is *critical* when the next option to end there opens it: a
 * corner of two items where none ends yet, or of three where one does.
 * An option that ends at more critical corners than the budget has room
 * for (the corners a solution leaves open, less those open now) is dead:
 * the end budget would end its branch at once, but while alive it counts
 * in its columns, and FEWEST would branch where the options look more
 * than they are.  So such options are killed, and revived as any other
 * kill: with no room left, those ending at any critical corner; with
 * room for one, those ending at two or more.  With more room few options
 * end at enough critical corners, and finding them cost more than it
 * saved: FEWEST alone on 58 corpus puzzles searched the same nodes within
 * 1 %, in up to twice the time (the one-sided pentatwigs on a ring), and
 * one more puzzle went unanswered.  Room for one took the 27 hexatwigs'
 * triangle from 1.1 million nodes to 19 thousand.
 *
 * Which options are critical changes only where the option placed ends:
 * where it opens no corner, the options to look at are those ending
 * where it ends; where it opens one, the room shrinks and every critical
 * corner's options are looked at (a corner's options that end there are
 * its `ends` set).  Once killed an option stays dead below: whatever
 * opens one of its critical corners takes one from the room too. */

/* How many more corners may open (the cover's corners, with which its
 * dance was built: setting them builds the dance again). */
static unsigned budget_room(const search_t *s) { return s->budget - s->prune.open; }

static bool room_kills(const search_t *s)
{
    return s->cover->corners != NULL && budget_room(s) <= 1;
}

/* How many critical corners option o ends at. */
static unsigned critical_ends(const search_t *s, uint32_t o)
{
    const corners_t *k = s->cover->corners;
    unsigned critical = 0;
    for (uint32_t j = k->end_start[o]; j < k->end_start[o + 1]; j++)
        critical += prune_next_end_opens(s, &s->prune, k->end[j]);
    return critical;
}

/* Corner c has become critical: kills its live options that end at more
 * critical corners than the room. */
static void kill_over_room_at(search_t *s, dance_t *d, uint32_t c)
{
    if (budget_room(s) == 0) {
        kill_set(s, d, &d->ends, c);
        return;
    }
    set_words_t set = set_words(&d->ends, c);
    const uint32_t *end_start = s->cover->corners->end_start;
    s->stats.cost += set.words;
    for (uint32_t w = 0; w < set.words; w++)
        for (uint64_t live = set.bits[w] & d->alive[set.base + w]; live != 0; live &= live - 1) {
            uint32_t o = (set.base + w) * 64 + (uint32_t)__builtin_ctzll(live);
            s->stats.cost += end_start[o + 1] - end_start[o];
            if (critical_ends(s, o) > 1)
                kill(s, d, o);
        }
}

/* With room for one corner: the live options ending at two critical
 * corners or more, found 64 at a time.  Each critical corner's live
 * options are or-ed into d->once (the options met so far, a word for each
 * word of `alive`) and, those met before, into d->twice; both are
 * cleared again over the words met. */
static void kill_twice_critical(search_t *s, dance_t *d)
{
    const corners_t *k = s->cover->corners;
    uint32_t low = UINT32_MAX, high = 0;
    for (uint32_t c = 0; c < k->corners; c++) {
        if (!prune_next_end_opens(s, &s->prune, c))
            continue;
        set_words_t set = set_words(&d->ends, c);
        s->stats.cost += set.words;
        for (uint32_t w = set.base; w < set.base + set.words; w++) {
            uint64_t live = set.bits[w - set.base] & d->alive[w];
            if (live == 0)
                continue;
            d->twice[w] |= d->once[w] & live;
            d->once[w] |= live;
            low = w < low ? w : low;
            high = w > high ? w : high;
        }
    }
    for (uint32_t w = low; w <= high && low != UINT32_MAX; w++) {
        s->stats.cost++;
        for (uint64_t dead = d->twice[w]; dead != 0; dead &= dead - 1)
            kill(s, d, w * 64 + (uint32_t)__builtin_ctzll(dead));
        d->once[w] = d->twice[w] = 0;
    }
}

/* Every live option that ends at more critical corners than the room. */
static void kill_over_room_everywhere(search_t *s, dance_t *d)
{
    if (budget_room(s) == 1) {
        kill_twice_critical(s, d);
        return;
    }
    for (uint32_t c = 0; c < s->cover->corners->corners; c++)
        if (prune_next_end_opens(s, &s->prune, c))
            kill_set(s, d, &d->ends, c);
}

/* Option o was placed with `open_before` corners open, and its columns
 * covered. */
static void kill_over_room(search_t *s, dance_t *d, uint32_t o, unsigned open_before)
{
    if (!room_kills(s))
        return;
    if (s->prune.open > open_before) {
        kill_over_room_everywhere(s, d);
        return;
    }
    const corners_t *k = s->cover->corners;
    for (uint32_t j = k->end_start[o]; j < k->end_start[o + 1]; j++)
        if (prune_next_end_opens(s, &s->prune, k->end[j]))
            kill_over_room_at(s, d, k->end[j]);
}

/* The columns option o covers once placed (place() done): its items, and
 * its type when that is used up; column `skip` is covered already. */
static void cover_option(search_t *s, dance_t *d, uint32_t o, uint32_t skip)
{
    const cover_t *c = s->cover;
    const uint64_t *mask = option_mask(c, o);
    for (size_t w = mask_first_word(c, o); w <= mask_last_word(c, o); w++)
        for (uint64_t bits = mask[w]; bits != 0; bits &= bits - 1) {
            uint32_t k = (uint32_t)(w * 64 + (size_t)__builtin_ctzll(bits));
            if (k != skip)
                cover_column(s, d, k);
        }
    uint32_t t = c->type_of[o], k = type_column(c, t);
    if (s->left[t] == 0 && k != skip)
        cover_column(s, d, k);
}

void dance_place(search_t *s, uint32_t o)
{
    dance_t *d = s->cover->dance;
    /* The mark goes where the chosen option's depth will be. */
    d->marks[s->depth] = (uint32_t)mark_take(d);
    place(s, o);
    cover_option(s, d, o, UINT32_MAX);
}

void dance_unplace(search_t *s, uint32_t o)
{
    dance_t *d = s->cover->dance;
    unplace(s, o);
    mark_leave(d, d->marks[s->depth]);
}

/* ---- Choosing the branch ---- */

static branch_t choose(const search_t *s)
{
    const cover_t *c = s->cover;
    const uint32_t *count = c->dance->count;
    branch_t best = {false, 0, UINT32_MAX};
    for (size_t w = 0; w < c->words && best.count > 0; w++)
        for (uint64_t open = s->primary_mask[w] & ~s->used[w]; open != 0; open &= open - 1) {
            uint32_t i = (uint32_t)(w * 64 + (size_t)__builtin_ctzll(open));
            if (count[i] < best.count) {
                best = (branch_t){false, i, count[i]};
                if (best.count == 0)
                    break;
            }
        }
    /* A type short of options is as dead as an item with none. */
    for (uint32_t t = 0; t < c->types && best.count > 0; t++) {
        if (s->left[t] == 0)
            continue;
        uint32_t n = count[type_column(c, t)];
        n = n < s->left[t] ? 0 : n;
        if (n < best.count)
            best = (branch_t){true, t, n};
    }
    return best;
}

static uint32_t branch_column(const search_t *s, branch_t b)
{
    return b.is_type ? type_column(s->cover, b.index) : b.index;
}

/* The live options of column k, in order, into options; their count. */
static uint32_t live_options(const dance_t *d, uint32_t k, uint32_t *options)
{
    set_words_t set = set_words(&d->lists, k);
    uint32_t n = 0;
    for (uint32_t w = 0; w < set.words; w++)
        for (uint64_t live = set.bits[w] & d->alive[set.base + w]; live != 0; live &= live - 1)
            options[n++] = (set.base + w) * 64 + (uint32_t)__builtin_ctzll(live);
    return n;
}


uint32_t dance_children(search_t *s, branch_t *branch, uint32_t *options)
{
    *branch = choose(s);
    if (branch->count == UINT32_MAX || branch->count == 0)
        return 0;
    const dance_t *d = s->cover->dance;
    uint32_t k = branch_column(s, *branch);
    s->stats.cost += set_words(&d->lists, k).words;
    return live_options(d, k, options);
}

/* ---- The search ---- */

static bool fewest_node(search_t *s);

/* Option o placed below a branch on column k (covered unless a type with
 * uses to spare): searches below it.  Returns false when the search is to
 * end now. */
static bool fewest_try(search_t *s, dance_t *d, uint32_t o, uint32_t k)
{
    place(s, o);
    if (count_node(s)) {
        unplace(s, o);
        return false;
    }
    /* The prunings look at the items covered alone: a branch they end
     * takes nothing out of the sets. */
    bool go_on = true;
    unsigned open_before = s->prune.open;
    if (prune_enter(s, &s->prune, o)) {
        size_t mark = mark_take(d);
        cover_option(s, d, o, k);
        kill_over_room(s, d, o, open_before);
        go_on = fewest_node(s);
        mark_leave(d, mark);
    }
    prune_leave(s, &s->prune, o);
    unplace(s, o);
    return go_on;
}

/* A type with uses to spare: each of its live options in turn, then
 * killed for the siblings after it. */
static bool fewest_spare_type(search_t *s, dance_t *d, uint32_t t)
{
    uint32_t k = type_column(s->cover, t);
    size_t mark = mark_take(d);
    bool go_on = true;
    /* The branch's options are copied before they are killed. */
    uint32_t *options = d->room + d->room_used;
    uint32_t n = live_options(d, k, options), aside = 0;
    s->stats.cost += set_words(&d->lists, k).words;
    d->room_used += n;
    for (uint32_t j = 0; j < n && go_on && d->count[k] >= s->left[t]; j++) {
        uint32_t o = options[j];
        COVER_TRACE_CHOICE(s, "type", t, d->count[k], o);
        branch_at(s, j, n);
        go_on = fewest_try(s, d, o, k);
        kill(s, d, o);
        aside++;
        d->set_aside++;
    }
    d->room_used -= n;
    mark_leave(d, mark);
    d->set_aside -= aside;
    return go_on;
}

static bool fewest_column(search_t *s, dance_t *d, branch_t b)
{
    uint32_t k = branch_column(s, b);
    size_t mark = mark_take(d);
    uint32_t *options = d->room + d->room_used;
    uint32_t n = live_options(d, k, options);
    d->room_used += n;
    cover_column(s, d, k);
    bool go_on = true;
    for (uint32_t j = 0; j < n && go_on; j++) {
        uint32_t o = options[j];
        COVER_TRACE_CHOICE(s, b.is_type ? "type" : "item", b.index, n, o);
        branch_at(s, j, n);
        go_on = fewest_try(s, d, o, k);
    }
    d->room_used -= n;
    mark_leave(d, mark);
    return go_on;
}

static bool fewest_branch(search_t *s, dance_t *d, branch_t b)
{
    if (b.is_type && s->left[b.index] > 1)
        return fewest_spare_type(s, d, b.index);
    return fewest_column(s, d, b);
}

/* Counting with a memo: a state met before adds its count, a new one is
 * searched and its count kept.  Below a type branch, whose options tried
 * are set aside, a state's completions are not all there: no memo. */
static bool fewest_counted(search_t *s, dance_t *d, branch_t b)
{
    bool go_on;
    if (d->set_aside > 0)
        return fewest_branch(s, d, b);
    if (count_known(s, &go_on))
        return go_on;
    count_t before = s->stats.solutions;
    go_on = fewest_branch(s, d, b);
    if (go_on)
        count_learn(s, before);
    return go_on;
}

static bool fewest_node(search_t *s)
{
    dance_t *d = s->cover->dance;
    branch_t b = choose(s);
    SANITY_NODE(s, NODE_FEWEST, 0, 0, b);
    if (b.count == UINT32_MAX) /* no open item, no type left */
        return report_solution(s);
    if (b.count == 0)
        return true;
    return s->counter != NULL ? fewest_counted(s, d, b) : fewest_branch(s, d, b);
}

/* A prefix's options were placed without kill_over_room (with none, the
 * lists leave out what it would kill: corners_rule_out). */
bool fewest_run(search_t *s)
{
    dance_t *d = s->cover->dance;
    if (s->depth == 0 || !room_kills(s))
        return fewest_node(s);
    size_t mark = mark_take(d);
    kill_over_room_everywhere(s, d);
    bool go_on = fewest_node(s);
    mark_leave(d, mark);
    return go_on;
}

#ifdef COVER_SANITY
static bool is_alive(const dance_t *d, uint32_t o) { return bits_test(d->alive, o); }

/* Whether option o would open more corners than the budget's last room
 * holds. */
static bool over_room(const search_t *s, uint32_t o)
{
    return room_kills(s) && critical_ends(s, o) > budget_room(s);
}

/* Whether option o belongs alive: in the lists, fitting, not opening
 * more corners than the budget's last room holds, and not killed by a type branch as
 * done (those are the options of the type branches on the way, earlier
 * in their lists than the option chosen there). */
static bool belongs(const search_t *s, uint32_t o)
{
    const cover_t *c = s->cover;
    return in_lists(c, o) && s->left[c->type_of[o]] > 0 && mask_clear(s, o) &&
           !over_room(s, o);
}

static bool column_open(const search_t *s, uint32_t k)
{
    const cover_t *c = s->cover;
    return k < c->items ? !bits_test(s->used, k) : s->left[k - c->items] > 0;
}

/* Invariant 5, from scratch: an option is alive only if it belongs (and
 * every one that belongs is, but those a type branch set aside); each
 * open column counts its live options; the branch is the one with the
 * fewest. */
void dance_sanity(search_t *s, branch_t branch)
{
    const cover_t *c = s->cover;
    const dance_t *d = c->dance;
    size_t aside = 0;
    for (uint32_t o = 0; o < c->options; o++) {
        bool should = belongs(s, o);
        if (is_alive(d, o) && !should)
            sanity_fail(s, "option %u is alive but does not fit", o);
        aside += should && !is_alive(d, o);
    }
    if (aside > d->set_aside)
        sanity_fail(s, "the set holds %zu fitting options dead, %zu set aside", aside,
                    d->set_aside);
    branch_t best = {false, 0, UINT32_MAX};
    for (uint32_t k = 0; k < d->columns; k++) {
        if (!column_open(s, k))
            continue;
        uint32_t live = 0;
        for (uint32_t o = 0; o < c->options; o++)
            for (uint32_t j = d->first[o]; j < d->first[o + 1]; j++)
                live += d->column[j] == k && is_alive(d, o);
        if (live != d->count[k])
            sanity_fail(s, "column %u: the set holds %u live options, counted %u", k, live,
                        d->count[k]);
        bool is_type = k >= c->items;
        uint32_t index = is_type ? k - (uint32_t)c->items : k, n = live;
        if (is_type)
            n = n < s->left[index] ? 0 : n;
        if ((is_type || k < c->primary) && n < best.count)
            best = (branch_t){is_type, index, n};
    }
    if (branch.is_type != best.is_type || branch.index != best.index || branch.count != best.count)
        sanity_fail(s, "branch %s %u with %u options, but %s %u has %u",
                    branch.is_type ? "type" : "item", branch.index, branch.count,
                    best.is_type ? "type" : "item", best.index, best.count);
}

/* What a test may break: an open column's count (`size`), or a fitting
 * option killed without its counts; and put right, given the column or
 * option broken. */
uint32_t dance_break(search_t *s, bool size, uint32_t broken, bool put_right)
{
    const cover_t *c = s->cover;
    dance_t *d = c->dance;
    if (put_right) {
        if (size)
            d->count[broken]++;
        else
            bits_set(d->alive, broken);
        return broken;
    }
    for (uint32_t k = 0; k < d->columns; k++)
        if (column_open(s, k) && d->count[k] > 1) {
            if (size) {
                d->count[k]--;
                return k;
            }
            live_options(d, k, d->room + d->room_used);
            uint32_t o = d->room[d->room_used];
            bits_clear(d->alive, o);
            return o;
        }
    return UINT32_MAX;
}
#endif
