/* The exact cover engine against brute force on random small problems.
 *
 * Built twice: as test_search, against the engine as the program has it,
 * and as test_search_sanity, against the engine compiled with -DCOVER_SANITY,
 * which checks its whole state at every node: there every search must pass
 * every check, and breaking an invariant on purpose must be caught. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "search/corners.h"
#include "search/cover.h"
#include "search/fit_scan.h"
#include "search/memo.h"
#include "search/pockets.h"
#ifdef COVER_SANITY
#include "search/cover_sanity.h"
#endif

/* In the checking build: the last search was checked at every node and
 * every check passed. */
static void assert_sane(const cover_t *cover)
{
#ifdef COVER_SANITY
    const cover_sanity_t *sanity = cover_sanity(cover);
    CU_ASSERT_TRUE(sanity->checks > 0);
    CU_ASSERT_EQUAL(sanity->failures, 0);
    if (sanity->failures > 0)
        printf("\n    sanity: %s\n", sanity->first);
#else
    (void)cover;
#endif
}

enum { MAX_ITEMS = 12, MAX_OPTIONS = 16, MAX_TYPES = 4 };

typedef struct {
    size_t primary, secondary, types, options;
    unsigned uses[MAX_TYPES];
    unsigned type[MAX_OPTIONS];
    uint32_t items[MAX_OPTIONS][MAX_ITEMS];
    size_t item_count[MAX_OPTIONS];
} problem_t;

/* A small linear congruential generator, so that the problems are the
 * same on every run. */
static unsigned next_random(unsigned long long *state, unsigned bound)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)((*state >> 33) % bound);
}

static void random_problem(problem_t *p, unsigned long long *state)
{
    memset(p, 0, sizeof *p);
    p->primary = 2 + next_random(state, 7);
    p->secondary = next_random(state, 4);
    p->types = 1 + next_random(state, MAX_TYPES);
    p->options = 4 + next_random(state, MAX_OPTIONS - 3);
    for (size_t t = 0; t < p->types; t++)
        p->uses[t] = next_random(state, 3);
    for (size_t o = 0; o < p->options; o++) {
        p->type[o] = next_random(state, (unsigned)p->types);
        bool taken[MAX_ITEMS] = {false};
        size_t want = 1 + next_random(state, 3);
        for (size_t k = 0; k < want; k++) {
            uint32_t item = next_random(state, (unsigned)(p->primary + p->secondary));
            if (!taken[item]) {
                taken[item] = true;
                p->items[o][p->item_count[o]++] = item;
            }
        }
    }
}

/* Brute force: every subset of options, tested against the definition. */
static unsigned long brute_force_count(const problem_t *p)
{
    unsigned long count = 0;
    for (unsigned long subset = 0; subset < (1UL << p->options); subset++) {
        unsigned cover[MAX_ITEMS] = {0}, used[MAX_TYPES] = {0};
        for (size_t o = 0; o < p->options; o++)
            if (subset >> o & 1) {
                used[p->type[o]]++;
                for (size_t k = 0; k < p->item_count[o]; k++)
                    cover[p->items[o][k]]++;
            }
        bool ok = true;
        for (size_t i = 0; i < p->primary + p->secondary && ok; i++)
            ok = i < p->primary ? cover[i] == 1 : cover[i] <= 1;
        for (size_t t = 0; t < p->types && ok; t++)
            ok = used[t] == p->uses[t];
        count += ok;
    }
    return count;
}

static cover_t *build(const problem_t *p, enum cover_branching branching)
{
    cover_t *cover = cover_create(p->primary, p->secondary, p->types, p->uses);
    CU_ASSERT_PTR_NOT_NULL_FATAL(cover);
    for (size_t o = 0; o < p->options; o++)
        CU_ASSERT_EQUAL(cover_add_option(cover, p->type[o], p->items[o], p->item_count[o]), (long)o);
    cover_set_branching(cover, branching);
    return cover;
}

/* The same, FEWEST going back by its trail alone (in the checking build,
 * which can ask for it), as on problems too large for copies of its
 * counts. */
static cover_t *build_by(const problem_t *p, enum cover_branching branching, bool trail_only)
{
    cover_t *cover = build(p, branching);
#ifdef COVER_SANITY
    cover_sanity_trail_only(cover, trail_only);
#else
    (void)trail_only;
#endif
    return cover;
}

/* Each solution the engine reports must be a solution by the definition,
 * and none may be reported twice. */
typedef struct {
    const problem_t *problem;
    unsigned long seen[1 << 10];
    size_t seen_count;
    bool all_valid, no_repeats;
} collector_t;

static bool collect(void *context, const uint32_t *options, size_t count)
{
    collector_t *c = context;
    const problem_t *p = c->problem;
    unsigned long subset = 0;
    for (size_t i = 0; i < count; i++)
        subset |= 1UL << options[i];
    for (size_t i = 0; i < c->seen_count; i++)
        if (c->seen[i] == subset)
            c->no_repeats = false;
    if (c->seen_count < sizeof c->seen / sizeof c->seen[0])
        c->seen[c->seen_count++] = subset;
    unsigned cover[MAX_ITEMS] = {0}, used[MAX_TYPES] = {0};
    for (size_t i = 0; i < count; i++) {
        used[p->type[options[i]]]++;
        for (size_t k = 0; k < p->item_count[options[i]]; k++)
            cover[p->items[options[i]][k]]++;
    }
    for (size_t i = 0; i < p->primary + p->secondary; i++)
        if (i < p->primary ? cover[i] != 1 : cover[i] > 1)
            c->all_valid = false;
    for (size_t t = 0; t < p->types; t++)
        if (used[t] != p->uses[t])
            c->all_valid = false;
    return true;
}

static void check_branching(enum cover_branching branching, bool trail_only)
{
    unsigned long long state = 12345;
    unsigned long total = 0;
    for (int round = 0; round < 400; round++) {
        problem_t p;
        random_problem(&p, &state);
        unsigned long expected = brute_force_count(&p);
        total += expected;
        cover_t *cover = build_by(&p, branching, trail_only);
        collector_t c = {&p, {0}, 0, true, true};
        cover_stats_t stats = cover_search(cover, collect, &c);
        assert_sane(cover);
        CU_ASSERT_EQUAL(stats.solutions, expected);
        CU_ASSERT_FALSE(stats.stopped);
        CU_ASSERT_TRUE(c.all_valid);
        CU_ASSERT_TRUE(c.no_repeats);
        cover_destroy(cover);
    }
    /* The random problems must not all be trivially unsolvable. */
    CU_ASSERT_TRUE(total > 100);
}

static void test_fewest_matches_brute_force(void) { check_branching(COVER_BRANCH_FEWEST, false); }
static void test_first_item_matches_brute_force(void)
{
    check_branching(COVER_BRANCH_FIRST_ITEM, false);
}

/* Disjoint prefixes split the search: summed over the options of one item
 * they give every solution once. */
static void check_prefixes(enum cover_branching branching, bool trail_only)
{
    unsigned long long state = 777;
    for (int round = 0; round < 200; round++) {
        problem_t p;
        random_problem(&p, &state);
        unsigned long expected = brute_force_count(&p);
        cover_t *cover = build_by(&p, branching, trail_only);
        unsigned long sum = 0;
        for (size_t o = 0; o < p.options; o++) {
            bool covers_item0 = false;
            for (size_t k = 0; k < p.item_count[o]; k++)
                covers_item0 |= p.items[o][k] == 0;
            if (covers_item0) {
                uint32_t prefix = (uint32_t)o;
                cover_stats_t stats = cover_search_below(cover, &prefix, 1, NULL, NULL);
                sum += stats.solutions;
                if (stats.nodes > 0)
                    assert_sane(cover);
            }
        }
        CU_ASSERT_EQUAL(sum, expected);
        cover_destroy(cover);
    }
}

static void test_prefixes_partition(void)
{
    check_prefixes(COVER_BRANCH_FIRST_ITEM, false);
    check_prefixes(COVER_BRANCH_FEWEST, false);
}

#ifdef COVER_SANITY
static void test_fewest_by_trail(void)
{
    check_branching(COVER_BRANCH_FEWEST, true);
    check_prefixes(COVER_BRANCH_FEWEST, true);
}
#endif

static bool stop_at_first(void *context, const uint32_t *options, size_t count)
{
    (void)options;
    (void)count;
    ++*(int *)context;
    return false;
}

/* Two items, each covered by two options of their own type: 4 solutions. */
static cover_t *two_by_two(void)
{
    unsigned uses[2] = {1, 1};
    cover_t *cover = cover_create(2, 0, 2, uses);
    CU_ASSERT_PTR_NOT_NULL_FATAL(cover);
    uint32_t zero = 0, one = 1;
    cover_add_option(cover, 0, &zero, 1);
    cover_add_option(cover, 0, &zero, 1);
    cover_add_option(cover, 1, &one, 1);
    cover_add_option(cover, 1, &one, 1);
    return cover;
}

static void test_callback_stops(void)
{
    cover_t *cover = two_by_two();
    CU_ASSERT_EQUAL(cover_search(cover, NULL, NULL).solutions, 4);
    assert_sane(cover);
    int calls = 0;
    cover_stats_t stats = cover_search(cover, stop_at_first, &calls);
    CU_ASSERT_EQUAL(calls, 1);
    CU_ASSERT_TRUE(stats.stopped);
    for (int branching = 0; branching < 2; branching++) {
        cover_set_branching(cover, (enum cover_branching)branching);
        cover_forbid(cover, 0);
        CU_ASSERT_EQUAL(cover_search(cover, NULL, NULL).solutions, 2);
        assert_sane(cover);
        cover_allow_all(cover);
        CU_ASSERT_EQUAL(cover_search(cover, NULL, NULL).solutions, 4);
        assert_sane(cover);
    }
    cover_destroy(cover);
}

/* Knuth's measure of a FEWEST search stopped by its node limit: two
 * items of two options each make a tree of two branches of two, so each
 * of the four leaves is a quarter of it.  FIRST_ITEM has none. */
static void test_progress_measured(void)
{
    cover_t *cover = two_by_two();
    /* Nodes in order: A, A-a, A-b, B, B-a, B-b. */
    static const double done[] = {0, 0, 0.25, 0.5, 0.5, 0.75};
    cover_set_branching(cover, COVER_BRANCH_FEWEST);
    for (size_t limit = 1; limit <= 6; limit++) {
        cover_set_node_limit(cover, limit);
        cover_stats_t stats = cover_search(cover, NULL, NULL);
        CU_ASSERT_TRUE(stats.limited);
        CU_ASSERT_DOUBLE_EQUAL(stats.progress, done[limit - 1], 1e-12);
    }
    cover_set_node_limit(cover, 7);
    cover_stats_t whole = cover_search(cover, NULL, NULL);
    CU_ASSERT_FALSE(whole.limited);
    CU_ASSERT_EQUAL(whole.nodes, 6);
    cover_set_branching(cover, COVER_BRANCH_FIRST_ITEM);
    cover_set_node_limit(cover, 3);
    CU_ASSERT_DOUBLE_EQUAL(cover_search(cover, NULL, NULL).progress, 0, 0);
    cover_destroy(cover);
}

/* A search whose cost reaches its limit stops at a node the node count
 * alone fixes: a binary tree of 8,190 nodes (twelve items, each with two
 * options of one type), stopped halfway by its cost, by either rule. */
static void test_cost_limit_stops(void)
{
    enum { ITEMS = 12 };
    unsigned uses[1] = {ITEMS};
    cover_t *cover = cover_create(ITEMS, 0, 1, uses);
    CU_ASSERT_PTR_NOT_NULL_FATAL(cover);
    for (uint32_t i = 0; i < ITEMS; i++) {
        cover_add_option(cover, 0, &i, 1);
        cover_add_option(cover, 0, &i, 1);
    }
    for (int branching = 0; branching < 2; branching++) {
        cover_set_branching(cover, (enum cover_branching)branching);
        cover_set_cost_limit(cover, 0);
        cover_stats_t whole = cover_search(cover, NULL, NULL);
        CU_ASSERT_EQUAL(whole.solutions, 1u << ITEMS);
        CU_ASSERT_FALSE(whole.limited);
        uint64_t limit = whole.cost / 2;
        cover_set_cost_limit(cover, limit);
        cover_stats_t half = cover_search(cover, NULL, NULL);
        CU_ASSERT_TRUE(half.limited && half.stopped);
        CU_ASSERT_TRUE(half.cost >= limit && half.nodes < whole.nodes);
        CU_ASSERT_EQUAL(cover_search(cover, NULL, NULL).nodes, half.nodes);
        /* 1,024 nodes earlier, the limit was not reached yet. */
        cover_set_cost_limit(cover, 0);
        CU_ASSERT_FATAL(half.nodes > 1024);
        cover_set_node_limit(cover, half.nodes - 1024);
        CU_ASSERT_TRUE(cover_search(cover, NULL, NULL).cost < limit);
        cover_set_node_limit(cover, 0);
    }
    cover_destroy(cover);
}

static void test_bad_options_are_refused(void)
{
    unsigned uses[1] = {1};
    cover_t *cover = cover_create(2, 1, 1, uses);
    uint32_t repeated[2] = {1, 1}, outside = 3, fine[2] = {0, 2};
    CU_ASSERT_EQUAL(cover_add_option(cover, 0, repeated, 2), -1);
    CU_ASSERT_EQUAL(cover_add_option(cover, 0, &outside, 1), -1);
    CU_ASSERT_EQUAL(cover_add_option(cover, 1, fine, 2), -1);
    CU_ASSERT_EQUAL(cover_add_option(cover, 0, fine, 2), 0);
    CU_ASSERT_EQUAL(cover_option_count(cover), 1);
    cover_destroy(cover);
}

/* More than 64 items, so that masks take several words. */
/* The scan the search uses on this processor finds, for every list length
 * up to 64, the entries that fit: each entry judged on its own, nothing
 * past the list reported. */
static void test_fit_scans_agree(void)
{
    enum { ENTRIES = 64 + FIT_SCAN_PADDING };
    uint64_t mask[ENTRIES], type_bit[ENTRIES];
    uint64_t state = 0x2545f4914f6cdd1dULL;
    fit_scan_fn best = fit_scan_best();
    for (int round = 0; round < 200; round++) {
        for (size_t j = 0; j < ENTRIES; j++) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            mask[j] = state & (state >> 17) & (state >> 29); /* sparse, like an option */
            type_bit[j] = UINT64_C(1) << (state >> 58);
        }
        uint64_t used = state * 0x9e3779b97f4a7c15ULL;
        used &= used >> 3;
        uint64_t gone = state >> 13;
        for (uint32_t size = 0; size <= 64; size++) {
            uint64_t expected = 0;
            for (uint32_t j = 0; j < size; j++)
                if ((mask[j] & used) == 0 && (type_bit[j] & gone) == 0)
                    expected |= UINT64_C(1) << j;
            CU_ASSERT_EQUAL(fit_scan_plain(mask, type_bit, size, used, gone), expected);
            CU_ASSERT_EQUAL(best(mask, type_bit, size, used, gone), expected);
        }
    }
}

/* Items with more than 64 options, which the small search reads 64 at a
 * time.  First, at the root: 100 options of type 0 cover items 0 and 1,
 * every other one item 2 too; type 1 covers 2 and 3, or 3 alone.  Each
 * type 0 option completes one way: 100 solutions. */
static cover_t *long_list_at_root(void)
{
    unsigned uses[2] = {1, 1};
    cover_t *cover = cover_create(4, 0, 2, uses);
    for (uint32_t k = 0; k < 100; k++) {
        uint32_t items[3] = {0, 1, 2};
        cover_add_option(cover, 0, items, k % 2 == 0 ? 2 : 3);
    }
    uint32_t pair[2] = {2, 3}, last[1] = {3};
    cover_add_option(cover, 1, pair, 2);
    cover_add_option(cover, 1, last, 1);
    return cover;
}

/* Then below it, where only options past the first 64 fit: type 0 covers
 * items 0 and 2, or 0 alone; item 1's list is 64 options of type 1 on
 * items 1 and 2, then 36 on item 1 alone.  After {0, 2} only the last 36
 * fit, after {0} only the first 64: 100 solutions. */
static cover_t *long_list_below(void)
{
    unsigned uses[2] = {1, 1};
    cover_t *cover = cover_create(3, 0, 2, uses);
    uint32_t items[2] = {0, 2};
    cover_add_option(cover, 0, items, 2);
    cover_add_option(cover, 0, items, 1);
    for (uint32_t k = 0; k < 100; k++) {
        uint32_t pair[2] = {1, 2};
        cover_add_option(cover, 1, pair, k < 64 ? 2 : 1);
    }
    return cover;
}

static void test_long_lists(void)
{
    cover_t *(*make[2])(void) = {long_list_at_root, long_list_below};
    for (int m = 0; m < 2; m++)
        for (int branching = 0; branching < 2; branching++) {
            cover_t *cover = make[m]();
            cover_set_branching(cover, (enum cover_branching)branching);
            CU_ASSERT_EQUAL(cover_search(cover, NULL, NULL).solutions, 100);
            assert_sane(cover);
            cover_destroy(cover);
        }
}

/* The estimate of a search's size reads the lists as the search does: with
 * one word of items through the scan of search/fit_scan.h, with more
 * words one option at a time.  The same problem with 64 more secondary
 * items, which no option covers, takes the second way and must get the
 * same estimate to the last bit, by either rule. */
static void test_estimate_same_either_way(void)
{
    unsigned long long state = 7;
    for (int round = 0; round < 300; round++) {
        problem_t p;
        random_problem(&p, &state);
        for (int branching = 0; branching < 2; branching++) {
            cover_t *one_word = build(&p, (enum cover_branching)branching);
            cover_t *more = cover_create(p.primary, p.secondary + 64, p.types, p.uses);
            CU_ASSERT_PTR_NOT_NULL_FATAL(more);
            for (size_t o = 0; o < p.options; o++)
                cover_add_option(more, p.type[o], p.items[o], p.item_count[o]);
            cover_set_branching(more, (enum cover_branching)branching);
            cover_estimate_t a = cover_estimate(one_word, 64, 99);
            cover_estimate_t b = cover_estimate(more, 64, 99);
            CU_ASSERT_TRUE(a.nodes >= 0 && a.nodes == b.nodes && a.cost == b.cost);
            cover_destroy(one_word);
            cover_destroy(more);
        }
    }
}

/* With paths enough for every node, the estimate is the search itself:
 * its nodes to the last one, and (FIRST_ITEM, whose node costs the same
 * whichever way it is reached) its cost.  FEWEST sets aside the options
 * of a type with uses to spare once tried, which the estimate does not:
 * problems whose types have one use each. */
static void test_estimate_exact_when_whole(void)
{
    unsigned long long state = 11;
    for (int round = 0; round < 300; round++) {
        problem_t p;
        random_problem(&p, &state);
        for (size_t t = 0; t < p.types; t++)
            p.uses[t] = p.uses[t] > 1 ? 1 : p.uses[t];
        for (int branching = 0; branching < 2; branching++) {
            cover_t *cover = build(&p, (enum cover_branching)branching);
            cover_estimate_t e = cover_estimate(cover, 1u << 30, 5);
            CU_ASSERT_TRUE(cover_estimate_whole(cover));
            cover_stats_t stats = cover_search(cover, NULL, NULL);
            CU_ASSERT_EQUAL(e.nodes, (double)stats.nodes);
            if (branching == COVER_BRANCH_FIRST_ITEM)
                CU_ASSERT_EQUAL(e.cost, (double)stats.cost);
            cover_destroy(cover);
        }
    }
}

/* The items in a row, each meeting the one before and the one after it,
 * as cover_set_item_graph takes a graph. */
static void path_graph(size_t items, uint32_t *start, uint32_t *neighbour)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < items; i++) {
        start[i] = n;
        if (i > 0)
            neighbour[n++] = i - 1;
        if (i + 1 < items)
            neighbour[n++] = i + 1;
    }
    start[items] = n;
}

/* A cover emptied of its options and given another problem's (of as
 * many items and types) searches as a new cover of that problem: nothing
 * of the first is left, neither its forbidden options nor its pocket test
 * (the first's options are pairs of neighbours in a row of items, all of
 * whose parts must then be even). */
static void test_options_removed(void)
{
    unsigned long long state = 19;
    for (int round = 0; round < 300; round++) {
        problem_t first, second;
        random_problem(&second, &state);
        first = second;
        size_t items = second.primary + second.secondary;
        first.options = items - 1;
        for (uint32_t o = 0; o < first.options; o++) {
            first.type[o] = o % first.types;
            first.item_count[o] = 2;
            first.items[o][0] = o;
            first.items[o][1] = o + 1;
        }
        for (int branching = 0; branching < 2; branching++) {
            cover_t *reused = build(&first, (enum cover_branching)branching);
            uint32_t start[MAX_ITEMS + 1], next[2 * MAX_ITEMS];
            path_graph(items, start, next);
            CU_ASSERT_TRUE(cover_set_item_graph(reused, start, next));
            cover_forbid(reused, 0);
            cover_search(reused, NULL, NULL);
            cover_remove_options(reused);
            CU_ASSERT_EQUAL(cover_option_count(reused), 0);
            for (size_t o = 0; o < second.options; o++)
                CU_ASSERT_EQUAL(cover_add_option(reused, second.type[o], second.items[o],
                                                 second.item_count[o]),
                                (long)o);
            cover_t *fresh = build(&second, (enum cover_branching)branching);
            cover_stats_t a = cover_search(reused, NULL, NULL), b = cover_search(fresh, NULL, NULL);
            CU_ASSERT_EQUAL(a.solutions, brute_force_count(&second));
            CU_ASSERT_TRUE(a.solutions == b.solutions && a.nodes == b.nodes && a.cost == b.cost);
            assert_sane(reused);
            cover_estimate_t x = cover_estimate(reused, 16, 3), y = cover_estimate(fresh, 16, 3);
            CU_ASSERT_TRUE(x.nodes == y.nodes && x.cost == y.cost);
            cover_destroy(reused);
            cover_destroy(fresh);
        }
    }
}

/* An estimate says whether its paths went down every branch: then more
 * paths give it again, to the last bit (the sweeps' choice stops refining
 * it there), and whether there is a solution; a single path down a tree
 * that branches does not. */
static void test_estimate_knows_whole(void)
{
    unsigned long long state = 13;
    size_t whole = 0, sampled = 0;
    for (int round = 0; round < 300; round++) {
        problem_t p;
        random_problem(&p, &state);
        for (int branching = 0; branching < 2; branching++) {
            cover_t *cover = build(&p, (enum cover_branching)branching);
            cover_estimate_t few = cover_estimate(cover, 4, 5);
            bool few_whole = cover_estimate_whole(cover);
            cover_estimate_t more = cover_estimate(cover, 1u << 20, 5);
            CU_ASSERT_TRUE(cover_estimate_whole(cover));
            /* Down every branch, it meets a solution if there is one. */
            CU_ASSERT_EQUAL(cover_estimate_found(cover), brute_force_count(&p) > 0);
            if (few_whole)
                CU_ASSERT_TRUE(few.nodes == more.nodes && few.cost == more.cost);
            whole += few_whole;
            sampled += !few_whole;
            cover_destroy(cover);
        }
    }
    /* Both kinds were met. */
    CU_ASSERT_TRUE(whole > 0 && sampled > 0);
    cover_t *cover = long_list_below();
    cover_estimate(cover, 1, 99);
    CU_ASSERT_FALSE(cover_estimate_whole(cover));
    cover_destroy(cover);
}

/* An estimate takes seconds on large problems: the stop flag cuts it
 * short, and it says so (-1), and the search after it is whole. */
static void test_estimate_stops(void)
{
    for (int branching = 0; branching < 2; branching++) {
        cover_t *cover = long_list_below();
        cover_set_branching(cover, (enum cover_branching)branching);
        atomic_bool stop = true;
        cover_set_stop_flag(cover, &stop);
        CU_ASSERT_EQUAL(cover_estimate(cover, 64, 99).nodes, -1);
        atomic_store(&stop, false);
        CU_ASSERT_TRUE(cover_estimate(cover, 64, 99).nodes >= 1);
        CU_ASSERT_EQUAL(cover_search(cover, NULL, NULL).solutions, 100);
        cover_destroy(cover);
    }
}

static void test_many_items(void)
{
    enum { ITEMS = 150 };
    unsigned uses[1] = {ITEMS / 2};
    for (int branching = 0; branching < 2; branching++) {
        cover_t *cover = cover_create(ITEMS, 0, 1, uses);
        /* Dominoes on a path of 150 items: exactly one tiling. */
        for (uint32_t i = 0; i + 1 < ITEMS; i++) {
            uint32_t pair[2] = {i, i + 1};
            cover_add_option(cover, 0, pair, 2);
        }
        cover_set_branching(cover, (enum cover_branching)branching);
        CU_ASSERT_EQUAL(cover_search(cover, NULL, NULL).solutions, 1);
        assert_sane(cover);
        cover_destroy(cover);
    }
}

/* FIRST_ITEM's lists in a cover of several words see each option from
 * its first item, 128 items on, and read the whole mask of one that
 * reaches further (search/cover_internal.h, option_entry_t).  Random
 * problems stretched: primary item k becomes item k * stretch, the items
 * between are filled one at a time by a type of their own, and the
 * secondary items follow; an option of items k apart then spans
 * k * stretch items, near or far.  Every solution must cover each primary
 * item once, and their count must stay the problem's. */
enum { STRETCH_MOST = 48, STRETCHED_ITEMS = 8 * STRETCH_MOST + 4 };

typedef struct {
    uint32_t items[MAX_OPTIONS + STRETCHED_ITEMS][MAX_ITEMS];
    size_t count[MAX_OPTIONS + STRETCHED_ITEMS];
    uint32_t primary;
    bool all_valid;
} stretched_t;

static bool stretched_valid(void *context, const uint32_t *options, size_t count)
{
    stretched_t *t = context;
    unsigned covered[STRETCHED_ITEMS] = {0};
    for (size_t i = 0; i < count; i++)
        for (size_t k = 0; k < t->count[options[i]]; k++)
            covered[t->items[options[i]][k]]++;
    for (uint32_t i = 0; i < STRETCHED_ITEMS; i++)
        if (i < t->primary ? covered[i] != 1 : covered[i] > 1)
            t->all_valid = false;
    return true;
}

static void stretched_add(cover_t *cover, stretched_t *t, unsigned type, const uint32_t *items,
                          size_t count)
{
    long o = cover_add_option(cover, type, items, count);
    CU_ASSERT_FATAL(o >= 0 && (size_t)o < MAX_OPTIONS + STRETCHED_ITEMS);
    memcpy(t->items[o], items, count * sizeof *items);
    t->count[o] = count;
}

static unsigned long count_stretched(const problem_t *p, uint32_t stretch, bool *far)
{
    CU_ASSERT_FATAL(stretch <= STRETCH_MOST && p->primary <= 8);
    stretched_t st; /* some 22 kB */
    memset(&st, 0, sizeof st);
    st.primary = (uint32_t)p->primary * stretch;
    st.all_valid = true;
    unsigned uses[MAX_TYPES + 1];
    for (size_t type = 0; type < p->types; type++)
        uses[type] = p->uses[type];
    uses[p->types] = st.primary - (uint32_t)p->primary;
    cover_t *cover = cover_create(st.primary, p->secondary, p->types + 1, uses);
    CU_ASSERT_PTR_NOT_NULL_FATAL(cover);
    for (size_t o = 0; o < p->options; o++) {
        uint32_t items[MAX_ITEMS], low = UINT32_MAX, high = 0;
        for (size_t k = 0; k < p->item_count[o]; k++) {
            uint32_t i = p->items[o][k];
            items[k] = i < p->primary ? i * stretch : st.primary + (i - (uint32_t)p->primary);
            low = items[k] < low ? items[k] : low;
            high = items[k] > high ? items[k] : high;
        }
        *far |= high - low >= 128;
        stretched_add(cover, &st, p->type[o], items, p->item_count[o]);
    }
    for (uint32_t i = 0; i < st.primary; i++)
        if (i % stretch != 0)
            stretched_add(cover, &st, (unsigned)p->types, &i, 1);
    cover_set_branching(cover, COVER_BRANCH_FIRST_ITEM);
    unsigned long solutions = cover_search(cover, stretched_valid, &st).solutions;
    CU_ASSERT_TRUE(st.all_valid);
    assert_sane(cover);
    cover_destroy(cover);
    return solutions;
}

/* Item 300 is covered with item 0, first; item 100's options, {100, 300}
 * and {100}, see it only by reading the first one's whole mask.  One
 * solution, with {100}: a look at items 100 to 227 alone would take
 * {100, 300} too (and, taking it back, uncover item 300). */
static bool takes_option_2(void *context, const uint32_t *options, size_t count)
{
    bool *right = context;
    bool has_2 = false;
    for (size_t i = 0; i < count; i++)
        has_2 |= options[i] == 2;
    *right = has_2;
    return true;
}

static void test_far_reaching_seen(void)
{
    unsigned uses[2] = {2, 298};
    cover_t *cover = cover_create(301, 0, 2, uses);
    uint32_t first[2] = {0, 300}, far[2] = {100, 300}, near[1] = {100};
    cover_add_option(cover, 0, first, 2);
    cover_add_option(cover, 0, far, 2);
    cover_add_option(cover, 0, near, 1);
    for (uint32_t i = 1; i < 300; i++)
        if (i != 100)
            cover_add_option(cover, 1, &i, 1);
    cover_set_branching(cover, COVER_BRANCH_FIRST_ITEM);
    bool right = false;
    CU_ASSERT_EQUAL(cover_search(cover, takes_option_2, &right).solutions, 1);
    CU_ASSERT_TRUE(right);
    assert_sane(cover);
    cover_destroy(cover);
}

static void test_far_reaching_options(void)
{
    test_far_reaching_seen();
    unsigned long long state = 4242;
    unsigned long total = 0;
    bool far = false;
    for (int round = 0; round < 150; round++) {
        problem_t p;
        random_problem(&p, &state);
        unsigned long expected = brute_force_count(&p);
        total += expected;
        CU_ASSERT_EQUAL(count_stretched(&p, 17 + (uint32_t)round % 29, &far), expected);
    }
    CU_ASSERT_TRUE(total > 50);
    CU_ASSERT_TRUE(far);
}

/* Dominoes (type 0) on a grid of w by h cells, cell c numbered as item
 * c * stride mod w h (stride prime to w h: the order in which FIRST_ITEM
 * meets them); with `graph`, the grid's graph for the pocket test.  A
 * search of it with `branching`; its nodes in *nodes. */
static uint64_t count_dominoes(int w, int h, uint32_t stride, bool graph,
                               enum cover_branching branching, uint64_t *nodes)
{
    enum { GRID_MAX = 80 };
    CU_ASSERT_FATAL(w * h <= GRID_MAX);
    uint32_t cells = (uint32_t)(w * h);
    unsigned uses[1] = {cells / 2};
    cover_t *cover = cover_create(cells, 0, 1, uses);
    uint32_t degree[GRID_MAX] = {0}, meets[GRID_MAX][4], start[GRID_MAX + 1];
    uint32_t neighbour[4 * GRID_MAX];
    for (uint32_t c = 0; c < cells; c++) {
        int x = (int)c % w, y = (int)c / w;
        uint32_t item = c * stride % cells;
        static const int step[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int k = 0; k < 4; k++) {
            int nx = x + step[k][0], ny = y + step[k][1];
            if (nx < 0 || nx >= w || ny < 0 || ny >= h)
                continue;
            uint32_t other = (uint32_t)(nx + w * ny) * stride % cells;
            meets[item][degree[item]++] = other;
            uint32_t domino[2] = {item, other};
            if (k == 0 || k == 2)
                cover_add_option(cover, 0, domino, 2);
        }
    }
    size_t n = 0;
    for (uint32_t i = 0; i < cells; i++) {
        start[i] = (uint32_t)n;
        for (uint32_t k = 0; k < degree[i]; k++)
            neighbour[n++] = meets[i][k];
    }
    start[cells] = (uint32_t)n;
    if (graph)
        CU_ASSERT_TRUE(cover_set_item_graph(cover, start, neighbour));
    cover_set_branching(cover, branching);
    cover_stats_t stats = cover_search(cover, NULL, NULL);
    assert_sane(cover);
    cover_destroy(cover);
    *nodes = stats.nodes;
    return stats.solutions;
}

/* The pocket test prunes (a domino that cuts off an odd part ends its
 * branch) and never changes a count: a path of 66 cells met out of order
 * (more than 64 items, FIRST_ITEM's general search; one tiling, which
 * FIRST_ITEM finds in 57 nodes instead of millions), and the
 * 6 by 5 grid's 1183 tilings, both rules. */
static void test_pockets_prune(void)
{
    for (int branching = 0; branching < 2; branching++) {
        uint64_t plain_nodes, pocket_nodes;
        enum cover_branching rule = (enum cover_branching)branching;
        CU_ASSERT_EQUAL(count_dominoes(66, 1, 25, false, rule, &plain_nodes), 1);
        CU_ASSERT_EQUAL(count_dominoes(66, 1, 25, true, rule, &pocket_nodes), 1);
        /* FEWEST walks the path from its ends, where no pocket forms. */
        CU_ASSERT_TRUE(rule == COVER_BRANCH_FEWEST ? pocket_nodes <= plain_nodes
                                                   : pocket_nodes * 1000 < plain_nodes);
        CU_ASSERT_EQUAL(count_dominoes(6, 5, 7, false, rule, &plain_nodes), 1183);
        CU_ASSERT_EQUAL(count_dominoes(6, 5, 7, true, rule, &pocket_nodes), 1183);
        CU_ASSERT_TRUE(pocket_nodes <= plain_nodes);
    }
}

static uint64_t xorshift(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

static void set_bit(uint64_t *set, uint32_t i) { set[i / 64] |= UINT64_C(1) << (i % 64); }

/* A grid of `width` columns, each cell meeting the cells beside and
 * below it, a fifth of those links dropped at random: degrees of up to
 * 4, as the edges of the honeycomb have. */
static void random_grid(uint32_t cells, uint32_t width, uint64_t *seed, uint32_t *start,
                        uint32_t *neighbour)
{
    static uint32_t degree[300], meets[300][4];
    memset(degree, 0, sizeof degree);
    for (uint32_t i = 0; i < cells; i++) {
        uint32_t links[2] = {i % width + 1 < width ? i + 1 : cells, i + width};
        for (int k = 0; k < 2; k++)
            if (links[k] < cells && xorshift(seed) % 5 != 0) {
                meets[i][degree[i]++] = links[k];
                meets[links[k]][degree[links[k]]++] = i;
            }
    }
    uint32_t n = 0;
    for (uint32_t i = 0; i < cells; i++) {
        start[i] = n;
        for (uint32_t k = 0; k < degree[i]; k++)
            neighbour[n++] = meets[i][k];
    }
    start[cells] = n;
}

/* Covered items as FIRST_ITEM leaves them below a slice's prefix: the
 * prefix (`fixed`, a few items anywhere), most items below a random
 * front, some just above it, an option there (items[], its count
 * returned), none further on. */
static size_t random_front(uint32_t cells, uint64_t *seed, uint64_t *fixed, uint64_t *used,
                           uint32_t *option)
{
    uint32_t front = (uint32_t)(xorshift(seed) % cells);
    uint32_t band = 1 + (uint32_t)(xorshift(seed) % 12);
    unsigned density = 4 + (unsigned)(xorshift(seed) % 5);
    for (uint32_t k = (uint32_t)(xorshift(seed) % 3) * 3; k > 0; k--)
        set_bit(fixed, (uint32_t)(xorshift(seed) % cells));
    for (uint32_t i = 0; i < cells && i < front + band; i++)
        if (xorshift(seed) % 8 < (i < front ? density : 3u))
            set_bit(used, i);
    size_t count = 1 + xorshift(seed) % 6;
    for (size_t k = 0; k < count; k++) {
        option[k] = (front + (uint32_t)(xorshift(seed) % band)) % cells;
        set_bit(used, option[k]);
    }
    for (size_t w = 0; w < 5; w++)
        used[w] |= fixed[w];
    return count;
}

/* The pocket test's floods start from the neighbours' sets and stop where
 * they reach a part above the last item covered that can be filled, a
 * slice's prefix left out (pockets.c: seeds, tails): on random grids,
 * with and without secondary items, beyond the sets' 256 items too, the
 * answers are those of the plain floods, both ways. */
static void test_pockets_fast_as_plain(void)
{
    static const uint32_t sizes[] = {12, 63, 64, 65, 130, 162, 256, 300};
    uint64_t seed = 88172645463325252u;
    unsigned said[2] = {0, 0}, differ = 0;
    for (size_t g = 0; g < sizeof sizes / sizeof *sizes; g++) {
        uint32_t cells = sizes[g], start[301], neighbour[4 * 300];
        random_grid(cells, 3 + (uint32_t)g * 2, &seed, start, neighbour);
        size_t primary = cells - (g % 3 == 0 ? 0 : 1 + xorshift(&seed) % 4);
        pockets_t *fast = pockets_create(cells, primary, start, neighbour);
        pockets_t *plain = pockets_create(cells, primary, start, neighbour);
        CU_ASSERT_PTR_NOT_NULL_FATAL(fast);
        CU_ASSERT_PTR_NOT_NULL_FATAL(plain);
        pockets_plain(plain);
        for (int trial = 0; trial < 3000; trial++) {
            uint64_t fixed[5] = {0}, used[5] = {0};
            uint32_t option[6];
            size_t count = random_front(cells, &seed, fixed, used, option);
            unsigned multiple = 1 + (unsigned)(xorshift(&seed) % 6);
            unsigned least = 1 + (unsigned)(xorshift(&seed) % 12);
            pockets_fix(fast, trial % 2 == 0 ? fixed : NULL);
            bool by_fast = pockets_fillable(fast, used, option, count, multiple, least);
            bool by_plain = pockets_fillable(plain, used, option, count, multiple, least);
            differ += by_fast != by_plain;
            said[by_fast]++;
        }
        pockets_destroy(fast);
        pockets_destroy(plain);
    }
    CU_ASSERT_EQUAL(differ, 0);
    /* Both answers came up often: the trials tell the two apart. */
    CU_ASSERT_TRUE(said[0] > 1000 && said[1] > 1000);
}

/* An option whose items do not hang together in the graph (a piece made
 * of separate twigs) turns the test off: it would not be sound. */
static void test_pockets_off_for_separate_items(void)
{
    enum { ITEMS = 72 };
    uint32_t start[ITEMS + 1], neighbour[2 * ITEMS];
    path_graph(ITEMS, start, neighbour);
    /* Pairs {i, i + 2} on a path: cover it only as ... 0 2 | 1 3 | 4 6 | 5 7 ...,
     * each placement leaving a single item between its two. */
    unsigned uses[1] = {ITEMS / 2};
    uint64_t counts[2];
    for (int graph = 0; graph < 2; graph++) {
        cover_t *cover = cover_create(ITEMS, 0, 1, uses);
        for (uint32_t i = 0; i + 2 < ITEMS; i++) {
            uint32_t pair[2] = {i, i + 2};
            cover_add_option(cover, 0, pair, 2);
        }
        if (graph)
            CU_ASSERT_TRUE(cover_set_item_graph(cover, start, neighbour));
        cover_set_branching(cover, COVER_BRANCH_FEWEST);
        counts[graph] = cover_search(cover, NULL, NULL).solutions;
        cover_destroy(cover);
    }
    CU_ASSERT_EQUAL(counts[0], 1);
    CU_ASSERT_EQUAL(counts[1], counts[0]);
}

#ifdef COVER_SANITY
/* Each invariant broken on purpose, once in a search, is caught, and the
 * search, the state put right after the check, still counts right. */
static void check_breaks(enum cover_branching branching, const cover_break_t *breaks, size_t count)
{
    unsigned long long state = 4242;
    problem_t p;
    unsigned long expected = 0;
    while (expected == 0) {
        random_problem(&p, &state);
        expected = p.types > 0 ? brute_force_count(&p) : 0;
    }
    cover_t *cover = build(&p, branching);
    for (size_t k = 0; k < count; k++) {
        cover_sanity_break(cover, breaks[k], 0);
        cover_stats_t stats = cover_search(cover, NULL, NULL);
        const cover_sanity_t *sanity = cover_sanity(cover);
        CU_ASSERT_TRUE(sanity->broken);
        CU_ASSERT_TRUE(sanity->failures > 0);
        CU_ASSERT_EQUAL(stats.solutions, expected);
    }
    cover_sanity_break(cover, COVER_BREAK_NONE, 0);
    CU_ASSERT_EQUAL(cover_search(cover, NULL, NULL).solutions, expected);
    assert_sane(cover);
    cover_destroy(cover);
}

static void test_breaks_are_caught(void)
{
    static const cover_break_t both[] = {COVER_BREAK_USED, COVER_BREAK_LEFT,
                                         COVER_BREAK_USES_LEFT, COVER_BREAK_GATE};
    static const cover_break_t fewest[] = {COVER_BREAK_LEVEL, COVER_BREAK_COUNTER,
                                           COVER_BREAK_BRANCH};
    check_breaks(COVER_BRANCH_FIRST_ITEM, both, sizeof both / sizeof both[0]);
    check_breaks(COVER_BRANCH_FEWEST, both, sizeof both / sizeof both[0]);
    check_breaks(COVER_BRANCH_FEWEST, fewest, sizeof fewest / sizeof fewest[0]);
}

/* The end budget's count, broken, is caught by both rules, in the small
 * search and the general one (more than 64 items; its 3^33 solutions are
 * not all wanted). */
static void test_break_ends_is_caught(void)
{
    for (int branching = 0; branching < 2; branching++)
        for (uint32_t items = 3; items <= 99; items += 96) {
            unsigned uses[2] = {items / 3, items / 3};
            uint32_t start[34], member[99];
            cover_t *cover = cover_create(items, 0, 2, uses);
            for (uint32_t c = 0; c < items / 3; c++) {
                start[c] = 3 * c;
                for (uint32_t i = 3 * c; i < 3 * c + 3; i++) {
                    uint32_t pair[2] = {i, 3 * c + (i + 1) % 3};
                    member[i] = i;
                    cover_add_option(cover, 0, pair, 2);
                    cover_add_option(cover, 1, &i, 1);
                }
            }
            start[items / 3] = items;
            CU_ASSERT_TRUE(cover_set_corners(cover, items / 3, start, member));
            cover_set_branching(cover, (enum cover_branching)branching);
            int calls = 0;
            CU_ASSERT_EQUAL(cover_search(cover, stop_at_first, &calls).solutions, 1);
            CU_ASSERT_EQUAL(cover_sanity(cover)->failures, 0);
            cover_sanity_break(cover, COVER_BREAK_ENDS, 1);
            cover_search(cover, stop_at_first, &calls);
            CU_ASSERT_TRUE(cover_sanity(cover)->broken);
            CU_ASSERT_PTR_NOT_NULL(strstr(cover_sanity(cover)->first, "open corners"));
            cover_destroy(cover);
        }
}

/* What the check says names what was broken. */
static void test_break_is_named(void)
{
    unsigned uses[1] = {2};
    cover_t *cover = cover_create(4, 0, 1, uses);
    for (uint32_t i = 0; i < 4; i += 2) {
        uint32_t pair[2] = {i, i + 1};
        cover_add_option(cover, 0, pair, 2);
    }
    cover_set_branching(cover, COVER_BRANCH_FEWEST);
    cover_sanity_break(cover, COVER_BREAK_USES_LEFT, 0);
    CU_ASSERT_EQUAL(cover_search(cover, NULL, NULL).solutions, 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(cover_sanity(cover)->first, "uses_left"));
    cover_sanity_break(cover, COVER_BREAK_LEVEL, 0);
    CU_ASSERT_EQUAL(cover_search(cover, NULL, NULL).solutions, 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(cover_sanity(cover)->first, "the set holds"));
    cover_destroy(cover);
}
#endif

/* corners_build on options given as lists: the budget, or -1 when off,
 * -2 when no solution can have the pieces' ends. */
static long corner_budget(size_t corners, const uint32_t *start, const uint32_t *member,
                          size_t options, const uint32_t *option_start,
                          const uint32_t *option_item, const uint32_t *type_of, size_t types,
                          const unsigned *uses)
{
    corners_options_t o = {.items = 3,
                           .options = options,
                           .types = types,
                           .option_start = option_start,
                           .option_item = option_item,
                           .type_of = type_of,
                           .type_uses = uses};
    corners_t k;
    enum corners_result result = corners_build(&k, corners, start, member, &o);
    CU_ASSERT_NOT_EQUAL(result, CORNERS_NO_MEMORY);
    long budget = result == CORNERS_OFF ? -1 : k.no_solution ? -2 : (long)k.budget;
    corners_free(&k);
    return budget;
}

/* The end budget of a corner of three items and of two: how many corners
 * a solution leaves open, counted from the pieces' ends and branchings. */
static void test_corner_budget(void)
{
    const uint32_t three[2] = {0, 3}, items[3] = {0, 1, 2};
    /* One piece branching there: nothing open. */
    const uint32_t whole_start[2] = {0, 3}, whole[3] = {0, 1, 2}, one_type[1] = {0};
    const unsigned once[3] = {1, 1, 1};
    CU_ASSERT_EQUAL(corner_budget(1, three, items, 1, whole_start, whole, one_type, 1, once), 0);
    /* A piece passing through and one ending: nothing open. */
    const uint32_t pass_start[3] = {0, 2, 3}, pass[3] = {0, 1, 2}, two_types[2] = {0, 1};
    CU_ASSERT_EQUAL(corner_budget(1, three, items, 2, pass_start, pass, two_types, 2, once), 0);
    /* Three pieces ending there: the corner is open. */
    const uint32_t ends_start[4] = {0, 1, 2, 3}, three_types[3] = {0, 1, 2};
    CU_ASSERT_EQUAL(corner_budget(1, three, items, 3, ends_start, items, three_types, 3, once), 1);
    /* Two pieces ending at a corner of two items: open too. */
    const uint32_t two[2] = {0, 2};
    CU_ASSERT_EQUAL(corner_budget(1, two, items, 2, ends_start, items, two_types, 2, once), 1);
    /* A type whose options end differently: no budget. */
    const uint32_t mixed_type[3] = {0, 1, 1};
    const uint32_t mixed_start[4] = {0, 1, 3, 4}, mixed[4] = {0, 1, 2, 2};
    CU_ASSERT_EQUAL(corner_budget(1, three, items, 3, mixed_start, mixed, mixed_type, 2, once), -1);
    /* One item of a corner of two that no piece can cover: an odd count
     * of ends, no solution. */
    CU_ASSERT_EQUAL(corner_budget(1, two, items, 1, ends_start, items, one_type, 1, once), -2);
}

/* The budget as a limit (corners_bound): half of E + B - C3 - C1, rounded
 * down, false only below 0; and built with at_most, the options of a type
 * need not end alike. */
static void test_corner_bound(void)
{
    const uint32_t three[2] = {0, 3}, items[3] = {0, 1, 2};
    unsigned budget = 99;
    CU_ASSERT_TRUE(corners_bound(1, three, 3, 0, &budget));
    CU_ASSERT_EQUAL(budget, 1);
    /* Odd: no exact budget, but a limit. */
    CU_ASSERT_FALSE(corners_budget(1, three, 2, 0, &budget));
    CU_ASSERT_TRUE(corners_bound(1, three, 2, 0, &budget));
    CU_ASSERT_EQUAL(budget, 0);
    CU_ASSERT_FALSE(corners_bound(1, three, 0, 0, &budget));
    /* test_corner_budget's type whose options end differently. */
    const uint32_t mixed_type[3] = {0, 1, 1}, mixed_start[4] = {0, 1, 3, 4}, mixed[4] = {0, 1, 2, 2};
    const unsigned once[2] = {1, 1};
    corners_options_t o = {.items = 3,
                           .options = 3,
                           .types = 2,
                           .option_start = mixed_start,
                           .option_item = mixed,
                           .type_of = mixed_type,
                           .type_uses = once,
                           .at_most = true,
                           .ends = 3,
                           .branchings = 0};
    corners_t k;
    CU_ASSERT_EQUAL(corners_build(&k, 1, three, items, &o), CORNERS_ON);
    CU_ASSERT_EQUAL(k.budget, 1);
    corners_free(&k);
    o.at_most = false;
    CU_ASSERT_EQUAL(corners_build(&k, 1, three, items, &o), CORNERS_OFF);
    corners_free(&k);
}

/* A search with the budget finds what one without finds: the pieces of
 * test_corner_budget's second case, with options that end wherever they
 * can, on one corner of three items. */
static void test_corner_budget_keeps_solutions(void)
{
    const unsigned uses[2] = {1, 1};
    const uint32_t start[2] = {0, 3}, member[3] = {0, 1, 2};
    uint64_t found[2];
    for (int budget = 0; budget < 2; budget++) {
        cover_t *cover = cover_create(3, 0, 2, uses);
        for (uint32_t i = 0; i < 3; i++) {
            uint32_t pair[2] = {i, (i + 1) % 3};
            cover_add_option(cover, 0, pair, 2);
            cover_add_option(cover, 1, &i, 1);
        }
        if (budget)
            CU_ASSERT_TRUE(cover_set_corners(cover, 1, start, member));
        found[budget] = cover_search(cover, NULL, NULL).solutions;
        cover_destroy(cover);
    }
    CU_ASSERT_EQUAL(found[0], 3);
    CU_ASSERT_EQUAL(found[1], found[0]);
}

/* A budget built once serves the options in any order: copied in a
 * cover's order (cover_copy_corners), it searches node for node as the
 * budget that cover builds for itself.  Corners of three items, each item
 * in one piece of type 0 with the next item of its corner (passing
 * through) and in one of type 1 alone (an end), added in a shuffled
 * order. */
static void test_corners_copied(void)
{
    unsigned long long state = 17;
    for (int round = 0; round < 100; round++) {
        uint32_t corners = 1 + next_random(&state, 10), items = 3 * corners, options = 2 * items;
        uint32_t start[11], member[30], option_start[61], option_item[90], type_of[60];
        uint32_t order[60], items_of[60][2];
        unsigned pairs = next_random(&state, corners + 1);
        unsigned uses[2] = {pairs, items - 2 * pairs};
        for (uint32_t c = 0, n = 0; c <= corners; c++) {
            start[c] = 3 * c;
            for (uint32_t i = 3 * c; c < corners && i < 3 * c + 3; i++) {
                member[i] = i;
                option_start[2 * i] = n;
                option_item[n++] = i;
                option_item[n++] = 3 * c + (i + 1) % 3;
                option_start[2 * i + 1] = n;
                option_item[n++] = i;
                type_of[2 * i] = 0;
                type_of[2 * i + 1] = 1;
            }
            option_start[options] = n;
        }
        for (uint32_t o = 0; o < options; o++) {
            uint32_t j = next_random(&state, o + 1);
            order[o] = order[j];
            order[j] = o;
        }
        corners_options_t o = {.items = items,
                               .options = options,
                               .types = 2,
                               .option_start = option_start,
                               .option_item = option_item,
                               .type_of = type_of,
                               .type_uses = uses};
        corners_t built;
        CU_ASSERT_EQUAL_FATAL(corners_build(&built, corners, start, member, &o), CORNERS_ON);
        for (int branching = 0; branching < 2; branching++) {
            cover_stats_t stats[2];
            for (int copied = 0; copied < 2; copied++) {
                cover_t *cover = cover_create(items, 0, 2, uses);
                for (uint32_t k = 0; k < options; k++) {
                    uint32_t size = option_start[order[k] + 1] - option_start[order[k]];
                    memcpy(items_of[k], option_item + option_start[order[k]],
                           size * sizeof *option_item);
                    cover_add_option(cover, type_of[order[k]], items_of[k], size);
                }
                CU_ASSERT_TRUE(copied ? cover_copy_corners(cover, &built, order)
                                      : cover_set_corners(cover, corners, start, member));
                cover_set_branching(cover, (enum cover_branching)branching);
                stats[copied] = cover_search(cover, NULL, NULL);
                assert_sane(cover);
                cover_destroy(cover);
            }
            CU_ASSERT_EQUAL(stats[1].solutions, stats[0].solutions);
            CU_ASSERT_EQUAL(stats[1].nodes, stats[0].nodes);
            CU_ASSERT_EQUAL(stats[1].cost, stats[0].cost);
        }
        corners_free(&built);
    }
}

/* Whether an option of `count` items holds item i. */
static bool holds(const uint32_t *items, uint32_t count, uint32_t i)
{
    for (uint32_t j = 0; j < count; j++)
        if (items[j] == i)
            return true;
    return false;
}

/* How many numbers to draw from: 0 to most, or with `few` 0 and 1 at most. */
static unsigned few_or_all(bool few, unsigned most)
{
    return few && most > 1 ? 2 : most + 1;
}

/* test_corners_rule_out's pieces for a row of `items` items: how many of
 * each shape, drawn at random (with `few`, few of those that end). */
static void draw_uses(unsigned items, bool few, unsigned *uses, unsigned long long *state)
{
    unsigned left = items;
    uses[3] = next_random(state, few_or_all(few, left / 3));
    left -= 3 * uses[3];
    uses[1] = next_random(state, few_or_all(few, left / 2));
    left -= 2 * uses[1];
    uses[2] = left % 2 + 2 * next_random(state, few_or_all(few, left / 2));
    uses[0] = (left - uses[2]) / 2;
}

/* The same, from a tiling of the row made from left to right (so that
 * there is a solution), mostly of pieces inside a corner. */
static void tile_row(unsigned items, unsigned *uses, unsigned long long *state)
{
    for (int t = 0; t < 4; t++)
        uses[t] = 0;
    for (unsigned at = 0; at < items;) {
        unsigned shape = at % 2 == 1 ? (at + 2 <= items && next_random(state, 4) == 0 ? 1 : 2)
                         : next_random(state, 8) > 0 || at + 3 > items ? 0
                         : 3;
        static const unsigned length[4] = {2, 2, 1, 3};
        uses[shape]++;
        at += length[shape];
    }
}

/* The options that the end budget rules out alone (that end at more
 * corners of two items than it allows) are never tried by FEWEST: its
 * search is node for node the search with those options forbidden; and
 * what it kills once the budget has room for one corner or none loses no
 * solution (checked against the search without the budget; the checking
 * build checks what it kills at every node).  Random rows of corners of two items (items 2c
 * and 2c + 1), pieces of four shapes: two items inside a corner (no end),
 * two across corners c and c + 1 (an end at each), one item (an end), and
 * a corner's two items with the next corner's first (an end).  No corner
 * has one or three items and no piece branches, so the budget is half the
 * pieces' ends.  One row in 20 has more than 64 corners, which the
 * search counts otherwise: there the first solution alone, and no search
 * without the budget (which could take long to show that there is none). */
static void test_corners_rule_out(void)
{
    static const uint32_t shape[4][3] = {{0, 1}, {1, 2}, {0}, {0, 1, 2}}, size[4] = {2, 2, 1, 3};
    static const unsigned ends[4] = {0, 2, 1, 1};
    unsigned long long state = 29;
    int rounds_ruling_out = 0;
    for (int round = 0; round < 400; round++) {
        uint32_t corners = round % 20 == 3 ? 65 + next_random(&state, 4) : 2 + next_random(&state, 9);
        uint32_t items = 2 * corners;
        bool long_row = corners > 64;
        unsigned uses[4];
        if (long_row)
            tile_row(items, uses, &state);
        else
            draw_uses(items, round % 2 == 0, uses, &state);
        unsigned all_ends = 0;
        for (int t = 0; t < 4; t++)
            all_ends += uses[t] * ends[t];
        unsigned budget = all_ends / 2;
        uint32_t start[82], member[162], placed[405][3], type_of[405], options = 0;
        for (uint32_t c = 0; c <= corners; c++)
            start[c] = 2 * c;
        for (uint32_t i = 0; i < items; i++)
            member[i] = i;
        for (uint32_t t = 0; t < 4; t++)
            for (uint32_t at = 0; at + shape[t][size[t] - 1] < items; at += t == 2 ? 1 : 2) {
                for (uint32_t j = 0; j < size[t]; j++)
                    placed[options][j] = at + shape[t][j];
                type_of[options++] = t;
            }
        cover_stats_t stats[3];
        unsigned ruled_out = 0;
        int calls = 0;
        /* 0: as it is; 1: ruled out by hand; 2: no budget. */
        for (int forbid = 0; forbid < (long_row ? 2 : 3); forbid++) {
            cover_t *cover = cover_create(items, 0, 4, uses);
            for (uint32_t o = 0; o < options; o++)
                cover_add_option(cover, type_of[o], placed[o], size[type_of[o]]);
            if (forbid < 2)
                CU_ASSERT_TRUE_FATAL(cover_set_corners(cover, corners, start, member));
            for (uint32_t o = 0; forbid == 1 && all_ends % 2 == 0 && o < options; o++) {
                uint32_t n = size[type_of[o]], opens = 0;
                for (uint32_t j = 0; j < n; j++)
                    opens += !holds(placed[o], n, placed[o][j] ^ 1);
                if (opens > budget && uses[type_of[o]] > 0) {
                    cover_forbid(cover, o);
                    ruled_out++;
                }
            }
            cover_set_branching(cover, COVER_BRANCH_FEWEST);
            stats[forbid] = cover_search(cover, long_row ? stop_at_first : NULL, &calls);
            assert_sane(cover);
            cover_destroy(cover);
        }
        rounds_ruling_out += ruled_out > 0;
        CU_ASSERT_EQUAL(stats[1].solutions, stats[0].solutions);
        CU_ASSERT_EQUAL(stats[1].nodes, stats[0].nodes);
        if (!long_row)
            CU_ASSERT_EQUAL(stats[2].solutions, stats[0].solutions);
    }
    CU_ASSERT_TRUE(rounds_ruling_out >= 20);
}

/* ---- The end budget's last room, on ladders ----
 *
 * A ladder of n rungs: rails t0 - t1 - ... and b0 - b1 - ..., rung i
 * joining ti and bi; its edges are the items, its points the corners (of
 * three items inside, of two at the ends).  Pieces: an edge, paths of two
 * and of three edges (two ends each) and a point's three edges (three
 * ends and a branching), so every option of a type ends as often as the
 * others and the budget is exact.  Corners of three items become critical
 * as options end there, which a row of corners of two never shows. */
enum { LADDER_MOST = 40, LADDER_EDGES = 3 * LADDER_MOST, LADDER_OPTIONS = 1200 };

typedef struct {
    unsigned rungs, edges, options;
    uint32_t from[LADDER_EDGES], to[LADDER_EDGES]; /* each edge's points */
    uint32_t start[2 * LADDER_MOST + 1], member[2 * LADDER_EDGES];
    uint32_t item[LADDER_OPTIONS][3], size[LADDER_OPTIONS], type[LADDER_OPTIONS];
} ladder_t;

static void ladder_edge(ladder_t *l, uint32_t from, uint32_t to)
{
    CU_ASSERT_FATAL(l->edges < LADDER_EDGES);
    l->from[l->edges] = from;
    l->to[l->edges++] = to;
}

static bool edges_meet(const ladder_t *l, uint32_t a, uint32_t b)
{
    return a != b && (l->from[a] == l->from[b] || l->from[a] == l->to[b] ||
                      l->to[a] == l->from[b] || l->to[a] == l->to[b]);
}

static void ladder_option(ladder_t *l, uint32_t type, const uint32_t *items, uint32_t size)
{
    CU_ASSERT_FATAL(l->options < LADDER_OPTIONS);
    memcpy(l->item[l->options], items, size * sizeof *items);
    l->size[l->options] = size;
    l->type[l->options++] = type;
}

/* Point p's edges, in order. */
static uint32_t point_edges(const ladder_t *l, uint32_t p, uint32_t *edges)
{
    uint32_t n = 0;
    for (uint32_t e = 0; e < l->edges; e++)
        if (l->from[e] == p || l->to[e] == p)
            edges[n++] = e;
    return n;
}

static void ladder_build(ladder_t *l, unsigned rungs)
{
    l->rungs = rungs;
    l->edges = l->options = 0;
    for (uint32_t i = 0; i < rungs; i++) {
        ladder_edge(l, i, rungs + i);
        if (i + 1 < rungs) {
            ladder_edge(l, i, i + 1);
            ladder_edge(l, rungs + i, rungs + i + 1);
        }
    }
    uint32_t n = 0;
    for (uint32_t p = 0; p < 2 * rungs; p++) {
        l->start[p] = n;
        n += point_edges(l, p, l->member + n);
    }
    l->start[2 * rungs] = n;
    for (uint32_t a = 0; a < l->edges; a++) {
        ladder_option(l, 0, &a, 1);
        for (uint32_t b = a + 1; b < l->edges; b++)
            if (edges_meet(l, a, b))
                ladder_option(l, 1, (uint32_t[]){a, b}, 2);
        /* Paths a - b - c, each once (a < c); a ladder has no triangles. */
        for (uint32_t b = 0; b < l->edges; b++)
            for (uint32_t c = a + 1; c < l->edges; c++)
                if (edges_meet(l, a, b) && edges_meet(l, b, c) && !edges_meet(l, a, c) && c != b)
                    ladder_option(l, 2, (uint32_t[]){a, b, c}, 3);
    }
    for (uint32_t p = 0; p < 2 * rungs; p++)
        if (l->start[p + 1] - l->start[p] == 3)
            ladder_option(l, 3, l->member + l->start[p], 3);
}

/* Random uses of the four pieces for a ladder of `edges` edges. */
static void ladder_draw_uses(unsigned edges, unsigned *uses, unsigned long long *state)
{
    unsigned left = edges;
    uses[3] = next_random(state, left / 6 + 1);
    left -= 3 * uses[3];
    uses[2] = next_random(state, left / 4 + 1);
    left -= 3 * uses[2];
    uses[1] = next_random(state, left / 2 + 1);
    uses[0] = left - 2 * uses[1];
}

/* The same from a tiling (so that there is a solution): each rung with
 * the rail edges after it as one path of three, a path of two and an
 * edge, or three edges; the last rung an edge. */
static void ladder_tile_uses(unsigned rungs, unsigned *uses, unsigned long long *state)
{
    static const unsigned tiles[3][3] = {{0, 0, 1}, {1, 1, 0}, {3, 0, 0}};
    uses[0] = 1;
    uses[1] = uses[2] = uses[3] = 0;
    for (unsigned i = 0; i + 1 < rungs; i++) {
        const unsigned *tile = tiles[next_random(state, 3)];
        for (int t = 0; t < 3; t++)
            uses[t] += tile[t];
    }
}

/* The counts of FEWEST with the end budget and without it agree on random
 * ladders and random uses of the four pieces, and a search cut in slices
 * (the options of edge 0 placed first) adds up to the whole; the checking
 * build checks what FEWEST kills at every node.  One ladder in 20 has
 * more than 64 corners, which the search counts otherwise: there, pieces
 * that tile it, and the first solution alone, with the budget and
 * without. */
static void test_corners_last_room(void)
{
    static ladder_t ladder;
    unsigned long long state = 61;
    int rounds_with_room = 0;
    for (int round = 0; round < 200; round++) {
        bool long_ladder = round % 20 == 7;
        unsigned rungs = long_ladder ? 33 + next_random(&state, 4) : 2 + next_random(&state, 5);
        ladder_build(&ladder, rungs);
        unsigned uses[4];
        if (long_ladder)
            ladder_tile_uses(rungs, uses, &state);
        else
            ladder_draw_uses(ladder.edges, uses, &state);
        long twice = 2L * (uses[0] + uses[1] + uses[2]) + 4L * uses[3] - 2L * (rungs - 2);
        rounds_with_room += twice >= 0 && twice % 2 == 0 && twice <= 4;
        cover_stats_t whole[2];
        int calls = 0;
        for (int budget = 0; budget < 2; budget++) {
            cover_t *cover = cover_create(ladder.edges, 0, 4, uses);
            CU_ASSERT_PTR_NOT_NULL_FATAL(cover);
            for (uint32_t o = 0; o < ladder.options; o++)
                cover_add_option(cover, ladder.type[o], ladder.item[o], ladder.size[o]);
            if (budget)
                CU_ASSERT_TRUE_FATAL(
                    cover_set_corners(cover, 2 * rungs, ladder.start, ladder.member));
            cover_set_branching(cover, COVER_BRANCH_FEWEST);
            whole[budget] = cover_search(cover, long_ladder ? stop_at_first : NULL, &calls);
            if (whole[budget].nodes > 0)
                assert_sane(cover);
            count_t sliced = 0;
            for (uint32_t o = 0; budget && !long_ladder && o < ladder.options; o++)
                if (holds(ladder.item[o], ladder.size[o], 0)) {
                    cover_stats_t slice = cover_search_below(cover, &o, 1, NULL, NULL);
                    sliced += slice.solutions;
                    if (slice.nodes > 0)
                        assert_sane(cover);
                }
            if (budget && !long_ladder)
                CU_ASSERT_EQUAL(sliced, whole[1].solutions);
            cover_destroy(cover);
        }
        CU_ASSERT_EQUAL(whole[1].solutions, whole[0].solutions);
        if (long_ladder)
            CU_ASSERT_EQUAL(calls, 2);
    }
    CU_ASSERT_TRUE(rounds_with_room >= 15);
}

/* ---- Counts past 64 bits ----
 *
 * n items, each covered by an option of type 0 and one of type 1, type 0
 * used `a` times and type 1 n - a: every choice of a items for type 0 is
 * a solution, C(n, a) of them, which a count with a memo reaches in a
 * few thousand nodes.  Past 2^64 such counts once wrapped round; past
 * COUNT_MAX the count says so. */
static cover_t *two_kinds(size_t n, unsigned a, enum cover_branching branching)
{
    unsigned uses[2] = {a, (unsigned)n - a};
    cover_t *cover = cover_create(n, 0, 2, uses);
    for (uint32_t i = 0; cover != NULL && i < n; i++)
        for (unsigned t = 0; t < 2; t++)
            CU_ASSERT_TRUE(cover_add_option(cover, t, &i, 1) >= 0);
    if (cover != NULL)
        cover_set_branching(cover, branching);
    return cover;
}

/* C(n, k) by Pascal's triangle, or COUNT_MAX when it passes that. */
static count_t binomial(size_t n, size_t k)
{
    count_t row[200] = {1};
    for (size_t m = 1; m <= n; m++)
        for (size_t j = m; j > 0; j--)
            if (!count_add(&row[j], row[j - 1]))
                row[j] = COUNT_MAX;
    return row[k];
}

static void check_count_past_64_bits(enum cover_branching branching)
{
    static const struct {
        size_t n;
        unsigned a;
    } cases[] = {{20, 7}, {68, 29}, {68, 31}, {100, 50}, {130, 60}};
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        cover_t *cover = two_kinds(cases[c].n, cases[c].a, branching);
        memo_t *memo = cover != NULL ? memo_create(cover_memo_key_words(cover), 1 << 20) : NULL;
        CU_ASSERT_PTR_NOT_NULL_FATAL(memo);
        cover_stats_t stats = cover_count_below(cover, NULL, 0, memo);
        CU_ASSERT_FALSE(stats.failed || stats.overflow || stats.stopped);
        CU_ASSERT_TRUE(stats.solutions == binomial(cases[c].n, cases[c].a));
        /* From C(68, 29), between 2^63 and 2^64, on. */
        CU_ASSERT_TRUE(cases[c].n < 68 || stats.solutions > INT64_MAX);
        memo_destroy(memo);
        cover_destroy(cover);
    }
    /* C(135, 67) passes 2^128. */
    CU_ASSERT_TRUE(binomial(135, 67) == COUNT_MAX);
    cover_t *cover = two_kinds(135, 67, branching);
    memo_t *memo = cover != NULL ? memo_create(cover_memo_key_words(cover), 1 << 20) : NULL;
    CU_ASSERT_PTR_NOT_NULL_FATAL(memo);
    cover_stats_t stats = cover_count_below(cover, NULL, 0, memo);
    CU_ASSERT_TRUE(stats.overflow && stats.stopped && !stats.failed);
    memo_destroy(memo);
    cover_destroy(cover);
}

static void test_count_past_64_bits(void)
{
    check_count_past_64_bits(COVER_BRANCH_FIRST_ITEM);
    check_count_past_64_bits(COVER_BRANCH_FEWEST);
}

/* A random problem for a memo: no secondary items, and types of up to
 * three copies, on which FEWEST branches now and then, setting options
 * aside (the first, from this seed, is one where a memo asked below such
 * a branch would count 10 solutions instead of 6). */
static void copies_problem(problem_t *p, unsigned long long *state)
{
    memset(p, 0, sizeof *p);
    p->primary = 3 + next_random(state, 4);
    p->types = 1 + next_random(state, 3);
    p->options = 6 + next_random(state, MAX_OPTIONS - 5);
    for (size_t t = 0; t < p->types; t++)
        p->uses[t] = 1 + next_random(state, 3);
    for (size_t o = 0; o < p->options; o++) {
        p->type[o] = next_random(state, (unsigned)p->types);
        bool taken[MAX_ITEMS] = {false};
        size_t want = 1 + next_random(state, 2);
        for (size_t k = 0; k < want; k++) {
            uint32_t item = next_random(state, (unsigned)p->primary);
            if (!taken[item]) {
                taken[item] = true;
                p->items[o][p->item_count[o]++] = item;
            }
        }
    }
}

/* The count with a memo of `bytes`, and below each option of item 0 with
 * the memo kept; the memo's hits. */
static uint64_t check_memo_count(const problem_t *p, enum cover_branching branching,
                                 size_t bytes, unsigned long expected)
{
    cover_t *cover = build(p, branching);
    memo_t *memo = memo_create(cover_memo_key_words(cover), bytes);
    CU_ASSERT_PTR_NOT_NULL_FATAL(memo);
    cover_stats_t stats = cover_count_below(cover, NULL, 0, memo);
    CU_ASSERT_TRUE(stats.solutions == expected && !stats.stopped);
    /* FIRST_ITEM's count has no checks of its own. */
    if (stats.nodes > 0 && branching == COVER_BRANCH_FEWEST)
        assert_sane(cover);
    count_t sum = 0;
    for (uint32_t o = 0; o < p->options; o++)
        for (size_t k = 0; k < p->item_count[o]; k++)
            if (p->items[o][k] == 0)
                sum += cover_count_below(cover, &o, 1, memo).solutions;
    CU_ASSERT_TRUE(sum == expected);
    uint64_t hits = memo_stats(memo).hits;
    memo_destroy(memo);
    cover_destroy(cover);
    return hits;
}

/* Either rule counts with a memo as brute force does, with a memo ample
 * or so small that it gives states up all the time, below prefixes too. */
static void test_memo_counts(void)
{
    unsigned long long state = 14324;
    unsigned long total = 0;
    uint64_t hits[2] = {0, 0};
    for (int round = 0; round < 200; round++) {
        problem_t p;
        copies_problem(&p, &state);
        unsigned long expected = brute_force_count(&p);
        total += expected;
        for (int b = 0; b < 2; b++)
            for (size_t bytes = 64; bytes <= 1 << 16; bytes <<= 10)
                hits[b] += check_memo_count(&p, (enum cover_branching)b, bytes, expected);
    }
    /* Solutions to count, and states met again by each rule. */
    CU_ASSERT_TRUE(total > 50 && hits[0] > 10 && hits[1] > 10);
}

/* Key k's value: below 2^64 for the first 50 keys, above from there on. */
static count_t memo_value(uint64_t k)
{
    return k < 50 ? k * 1000 + 7 : ((count_t)(k + 1) << 100) | k;
}

/* The memo holds counts of 128 bits: in one word each while they fit, in
 * two from the first that does not (the memo widens, forgetting what it
 * held), through its buckets' replacements. */
static void test_memo_holds_large_counts(void)
{
    memo_t *memo = memo_create(1, 64 * 32);
    CU_ASSERT_PTR_NOT_NULL_FATAL(memo);
    for (uint64_t k = 0; k < 200; k++) {
        memo_store(memo, &k, memo_value(k));
        count_t found = 0;
        CU_ASSERT_TRUE(memo_find(memo, &k, &found) && found == memo_value(k));
    }
    uint64_t held = 0, small = 0;
    for (uint64_t k = 0; k < 200; k++) {
        count_t found = 0;
        if (memo_find(memo, &k, &found)) {
            held++;
            small += k < 50;
            CU_ASSERT_TRUE(found == memo_value(k));
        }
    }
    CU_ASSERT_TRUE(held > 0 && held < 150);
    CU_ASSERT_EQUAL(small, 0);
    memo_destroy(memo);
}

static CU_TestInfo cover_tests[] = {
    {"FEWEST matches brute force", test_fewest_matches_brute_force},
    {"FIRST_ITEM matches brute force", test_first_item_matches_brute_force},
    {"prefixes partition the search", test_prefixes_partition},
    {"the callback stops the search", test_callback_stops},
    {"a FEWEST search stopped measures its progress", test_progress_measured},
    {"a search stops at its cost limit, at a node the node count fixes", test_cost_limit_stops},
    {"bad options are refused", test_bad_options_are_refused},
    {"more than 64 items", test_many_items},
    {"options reaching 128 items on", test_far_reaching_options},
    {"the fit scans agree", test_fit_scans_agree},
    {"lists of more than 64 options", test_long_lists},
    {"the estimate reads the lists as the search does", test_estimate_same_either_way},
    {"the estimate of a whole tree is the search", test_estimate_exact_when_whole},
    {"a stop cuts an estimate short", test_estimate_stops},
    {"an estimate knows when it is whole", test_estimate_knows_whole},
    {"a cover emptied and filled again", test_options_removed},
    {"the pocket test prunes and keeps counts", test_pockets_prune},
    {"the pocket test is off for separate items", test_pockets_off_for_separate_items},
    {"the pocket test's fast floods answer as its plain ones", test_pockets_fast_as_plain},
    {"the end budget of a corner", test_corner_budget},
    {"the end budget keeps solutions", test_corner_budget_keeps_solutions},
    {"the end budget as a limit", test_corner_bound},
    {"a copied end budget searches as one built", test_corners_copied},
    {"FEWEST never tries what the end budget rules out alone", test_corners_rule_out},
    {"FEWEST kills what the end budget's last room rules out", test_corners_last_room},
    {"counts past 64 bits, and past COUNT_MAX", test_count_past_64_bits},
    {"either rule counts with a memo as brute force does", test_memo_counts},
    {"the memo holds counts of 128 bits", test_memo_holds_large_counts},
#ifdef COVER_SANITY
    {"FEWEST by its trail alone: brute force's counts, prefixes", test_fewest_by_trail},
    {"a broken invariant is caught", test_breaks_are_caught},
    {"the check names what was broken", test_break_is_named},
    {"a broken end budget is caught", test_break_ends_is_caught},
#endif
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"cover", NULL, NULL, NULL, NULL, cover_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
