#include "puzzle/cover_puzzle_internal.h"

#include <stdlib.h>
#include <string.h>

#include "util/clock.h"
#include "util/pool.h"

/* The workers: each searches or counts slices (puzzle/slices.h) in a
 * cover of its own, on the pool's threads (util/pool.h), the solutions
 * reaching the caller in the slices' order when there are several
 * threads; a count remembers states in a memo where that pays.  How the
 * work is split is told at the top of cover_puzzle.c. */

/* ---- Solutions ---- */

/* A solution found with several threads: on its way in the slices'
 * order.  A caller that takes the first solution alone needs no second
 * one from a slice, nor any solution above the lowest slice with one. */
static bool put_in_order(worker_t *w)
{
    switch (ordered_put(w->shared->order, w->slice, w->solution)) {
    case ORDERED_PASSED:
        return true;
    case ORDERED_HELD:
        w->slice_ended = w->problem->options.first;
        return !w->slice_ended;
    default:
        return false;
    }
}

/* The ordered solutions reach the caller's callback here. */
static bool pass_solution(void *context, const void *solution)
{
    shared_t *shared = context;
    return shared->on_solution(shared->context, solution, shared->problem->total_uses);
}

static bool on_cover_solution(void *context, const uint32_t *options, size_t count)
{
    worker_t *w = context;
    if (!cover_worker_accepts(w, options, count, true))
        return true;
    shared_t *shared = w->shared;
    mtx_lock(&shared->lock);
    bool go_on = !atomic_load(shared->stop);
    if (go_on) {
        shared->solutions++;
        if (w->problem->options.progress != NULL)
            atomic_store(&w->problem->options.progress->solutions, (double)shared->solutions);
        if (shared->on_solution != NULL && shared->order == NULL)
            go_on = shared->on_solution(shared->context, w->solution, count);
        if (!go_on)
            atomic_store(shared->stop, true);
    }
    mtx_unlock(&shared->lock);
    return go_on && (shared->order == NULL || put_in_order(w));
}

/* ---- Workers ---- */

static void add_memo_stats(memo_stats_t *to, memo_stats_t from)
{
    to->lookups += from.lookups;
    to->hits += from.hits;
    to->stores += from.stores;
    to->replaced += from.replaced;
    to->entries += from.entries;
    to->capacity += from.capacity;
}

void cover_worker_free(void *worker)
{
    worker_t *w = worker;
    if (w->memo != NULL) {
        mtx_lock(&w->shared->lock);
        add_memo_stats(&w->shared->memo, memo_stats(w->memo));
        mtx_unlock(&w->shared->lock);
    }
    cover_destroy(w->cover);
    symmetry_scratch_free(&w->scratch);
    free(w->solution);
    memo_destroy(w->memo);
    free(w->ties);
    free(w);
}

/* The memo a counting worker starts with (below, with the counting). */
static bool worker_memo_init(worker_t *w);

void *cover_worker_new(void *shared_state)
{
    shared_t *shared = shared_state;
    const problem_t *p = shared->problem;
    worker_t *w = calloc(1, sizeof *w);
    if (w == NULL)
        return NULL;
    w->problem = p;
    w->shared = shared;
    /* No a0 yet: the first slice sets the cover's forbidden options. */
    w->a0 = NO_OPTION;
    w->cover = cover_problem_build(p);
    bool scratch = symmetry_scratch_init(&w->scratch, &p->symmetry, p->total_uses);
    w->solution = malloc((p->total_uses + 1) * sizeof *w->solution);
    bool memo = !p->memo || (w->cover != NULL && worker_memo_init(w));
    if (w->cover == NULL || !scratch || w->solution == NULL || !memo) {
        cover_worker_free(w);
        return NULL;
    }
    /* A trial's workers stop at its own flag (cover_puzzle_solve). */
    cover_set_stop_flag(w->cover, shared->stop);
    if (p->trial)
        cover_set_node_limit(w->cover, TRIAL_NODES);
    return w;
}

static void slice_done(shared_t *shared, const cover_stats_t *stats, count_t counted);

void cover_search_begins(shared_t *shared)
{
    if (!atomic_exchange(&shared->search_begun, true))
        shared->prepare_seconds = clock_seconds_since(shared->start);
}

static uint32_t slice_a0(const slice_t *slice)
{
    return slice->length > 0 ? slice->option[0] : NO_OPTION;
}

/* Searches slice k with the forbidden options of its a0 (slices come
 * grouped by a0: they are recomputed about once per a0), each solution
 * to fn; its statistics, its prefix's nodes included. */
cover_stats_t cover_worker_search(worker_t *w, size_t k, cover_solution_fn fn, void *context)
{
    const slice_t *slice = &w->problem->slices.slice[k];
    uint32_t a0 = slice_a0(slice);
    if (a0 != w->a0 && a0 != NO_OPTION && !w->problem->options.raw)
        symmetry_forbid(&w->problem->symmetry, w->cover, a0);
    w->a0 = a0;
    cover_stats_t stats = cover_search_below(w->cover, slice->option, slice->length, fn, context);
    stats.nodes += slice->nodes;
    return stats;
}

/* Searches slice k for the pool.  A callback that stops the search
 * raises the stop flag itself, which is what the pool polls. */
static bool search_slice(void *shared_state, void *worker, size_t k)
{
    shared_t *shared = shared_state;
    worker_t *w = worker;
    const problem_t *p = shared->problem;
    cover_search_begins(shared);
    w->slice = k;
    w->slice_ended = false;
    if (shared->order != NULL && p->options.first && ordered_lowest_found(shared->order) < k) {
        ordered_done(shared->order, k);
        return true;
    }
    cover_stats_t stats = cover_worker_search(w, k, on_cover_solution, w);
    /* A slice that ended at its first solution ended on its own. */
    stats.stopped &= !w->slice_ended;
    slice_done(shared, &stats, 0);
    /* A slice cut short is not done: nothing after it may pass it. */
    if (shared->order != NULL && !stats.stopped)
        ordered_done(shared->order, k);
    return true;
}

/* ---- Counting with a memo ----
 *
 * A memo (search/memo.h) knows how many completions a state has, but not
 * which of them symmetry_is_least would keep, nor whether they hang
 * together; so it counts only where every completion counts.  Within the
 * slices of one a0, with symmetry_forbid's options left out, a solution
 * that holds none of a0's ties is the least of its class for certain
 * (symmetry.h), so those are counted with the memo, the ties left out
 * too; the solutions that hold a tie are searched one by one, as they
 * always were, split by the first tie they hold.  Regions with spare
 * edges or in several parts, whose solutions need a test of touching,
 * have no memo. */

static bool worker_memo_init(worker_t *w)
{
    const problem_t *p = w->problem;
    size_t threads = p->options.threads > 1 ? p->options.threads : 1;
    w->memo = memo_create(cover_memo_key_words(w->cover), p->options.memo_bytes / threads);
    /* Room for every option symmetry_forbid looks at: ties are among them. */
    const symmetry_t *g = &p->symmetry;
    w->ties = malloc((g->source_start[g->motion_count] + 1) * sizeof *w->ties);
    return w->memo != NULL && w->ties != NULL;
}

/* The cover's forbidden options for the memo's count: symmetry_forbid's
 * for a0, and a0's ties, from the first `from` on. */
static void forbid_ties(worker_t *w, size_t from)
{
    const problem_t *p = w->problem;
    if (w->a0 != NO_OPTION && !p->options.raw)
        symmetry_forbid(&p->symmetry, w->cover, w->a0);
    for (size_t t = from; t < w->tie_count; t++)
        cover_forbid(w->cover, w->ties[t]);
}

/* A new a0: its ties, and a memo for its slices. */
static void memo_begin_a0(worker_t *w, uint32_t a0)
{
    const problem_t *p = w->problem;
    w->a0 = a0;
    w->tie_count = a0 == NO_OPTION || p->options.raw ? 0 : symmetry_ties(&p->symmetry, a0, w->ties);
    memo_clear(w->memo);
    forbid_ties(w, 0);
}

static bool is_tie(const worker_t *w, uint32_t option)
{
    for (size_t t = 0; t < w->tie_count; t++)
        if (w->ties[t] == option)
            return true;
    return false;
}

static bool holds_tie(const worker_t *w, const slice_t *slice)
{
    for (size_t i = 0; i < slice->length; i++)
        if (is_tie(w, slice->option[i]))
            return true;
    return false;
}

/* Whether no solution holds both options a and b. */
static bool options_clash(const problem_t *p, uint32_t a, uint32_t b)
{
    uint32_t type = p->option_type[a];
    if (type == p->option_type[b] && p->puzzle->pieces->types[type].copies < 2)
        return true;
    for (uint32_t j = p->option_start[a]; j < p->option_start[a + 1]; j++)
        if (symmetry_option_covers(&p->symmetry, b, p->option_item[j]))
            return true;
    return false;
}

/* The solutions of the slice that hold a tie, searched one by one: those
 * whose first tie is w->ties[t] have it placed and the ties before it left
 * out.  The memo's forbidden options come back afterwards. */
static void count_ties(worker_t *w, const slice_t *slice, cover_stats_t *stats)
{
    size_t length = slice->length;
    bool whole = length == 0 || holds_tie(w, slice);
    uint32_t prefix[SLICE_DEPTH_MAX + 1];
    memcpy(prefix, slice->option, length * sizeof *prefix);
    bool forbidden_changed = false;
    for (size_t t = 0; t < (whole ? 1 : w->tie_count) && !stats->stopped; t++) {
        /* A tie that clashes with the slice's options holds no solution. */
        bool clash = false;
        for (size_t i = 0; !whole && i < length && !clash; i++)
            clash = options_clash(w->problem, slice->option[i], w->ties[t]);
        if (clash)
            continue;
        forbidden_changed = true;
        forbid_ties(w, w->tie_count); /* symmetry_forbid's alone */
        for (size_t u = 0; !whole && u < t; u++)
            cover_forbid(w->cover, w->ties[u]);
        prefix[length] = w->ties[t];
        cover_stats_t s = cover_search_below(w->cover, prefix, whole ? length : length + 1,
                                             on_cover_solution, w);
        stats->nodes += s.nodes;
        stats->failed |= s.failed;
        stats->stopped |= s.stopped;
    }
    if (forbidden_changed)
        forbid_ties(w, 0);
}

/* A memo pays only where states recur: a count whose lookups find fewer
 * than one in MEMO_HITS_FEW of them already (the 12 pentatwigs on most
 * regions) runs faster without it, so a worker that has seen that stops
 * using it. */
enum { MEMO_TRIAL = 20000, MEMO_HITS_FEW = 10 };

static bool memo_pays(worker_t *w)
{
    memo_stats_t stats = memo_stats(w->memo);
    if (stats.lookups < MEMO_TRIAL || stats.hits * MEMO_HITS_FEW >= stats.lookups)
        return true;
    w->memo_off = true;
    cover_allow_all(w->cover);
    if (w->a0 != NO_OPTION && !w->problem->options.raw)
        symmetry_forbid(&w->problem->symmetry, w->cover, w->a0);
    return false;
}

/* Counts slice k: its tieless solutions with the memo, the rest one by one. */
static bool count_slice(void *shared_state, void *worker, size_t k)
{
    shared_t *shared = shared_state;
    worker_t *w = worker;
    if (w->memo_off || !memo_pays(w))
        return search_slice(shared_state, worker, k);
    cover_search_begins(shared);
    const slice_t *slice = &shared->problem->slices.slice[k];
    uint32_t a0 = slice_a0(slice);
    if (a0 != w->a0 || a0 == NO_OPTION)
        memo_begin_a0(w, a0);
    cover_stats_t stats = {0};
    if (!holds_tie(w, slice))
        stats = cover_count_below(w->cover, slice->option, slice->length, w->memo);
    count_t counted = stats.solutions;
    if (w->tie_count > 0)
        count_ties(w, slice, &stats);
    stats.nodes += slice->nodes;
    slice_done(shared, &stats, counted);
    return true;
}

/* What a slice adds to the whole: its nodes, and the solutions a memo
 * counted (the others were added one by one).  A count that passes
 * COUNT_MAX stops the search: nothing it finds then can be told. */
static void slice_done(shared_t *shared, const cover_stats_t *stats, count_t counted)
{
    const problem_t *p = shared->problem;
    mtx_lock(&shared->lock);
    shared->nodes += stats->nodes;
    shared->cost += stats->cost;
    shared->failed |= stats->failed;
    bool overflow = stats->overflow || !count_add(&shared->solutions, counted);
    shared->overflow |= overflow;
    if (p->options.progress != NULL)
        atomic_store(&p->options.progress->solutions, (double)shared->solutions);
    bool exceeded = p->trial && (stats->limited || shared->nodes > TRIAL_NODES);
    shared->trial_exceeded |= exceeded;
    mtx_unlock(&shared->lock);
    if (stats->stopped || overflow || exceeded)
        atomic_store(shared->stop, true);
    if (p->options.progress != NULL)
        atomic_fetch_add(&p->options.progress->slices_done, 1);
}

/* What the solutions held for slices above the lowest one running may
 * take, all together: some thousands of solutions of a dozen pieces. */
#define ORDER_HELD_BYTES ((size_t)16 << 20)

/* With several threads the solutions are passed on in the slices' order
 * (util/ordered.h).  The slices are our part's alone. */
static bool order_begin(const problem_t *p, shared_t *shared)
{
    if (shared->on_solution == NULL || p->options.threads <= 1)
        return true;
    shared->order = ordered_create(p->slices.count, p->total_uses * sizeof(placement_t),
                                   ORDER_HELD_BYTES, pass_solution, shared, shared->stop);
    return shared->order != NULL;
}

/* What a stop from outside left held is passed on still, in order. */
static bool order_end(shared_t *shared, bool ok)
{
    if (shared->order == NULL)
        return ok;
    if (ok)
        ordered_flush(shared->order);
    ok = ok && !ordered_failed(shared->order);
    ordered_destroy(shared->order);
    shared->order = NULL;
    return ok;
}

unsigned cover_workers_threads(const problem_t *p)
{
    size_t budget = p->options.threads_bytes > 0 ? p->options.threads_bytes
                                                 : COVER_PUZZLE_THREADS_BYTES;
    size_t each = cover_bytes_estimate(p->items, p->option_count, p->total_uses);
    size_t fit = each > 0 ? budget / each : SIZE_MAX;
    size_t threads = p->options.threads > 1 ? p->options.threads : 1;
    if (threads > p->slices.count)
        threads = p->slices.count;
    if (threads > fit)
        threads = fit;
    return threads > 1 ? (unsigned)threads : 1;
}

/* The slices in the pool's threads: the caller's thread is one of them. */
bool cover_workers_run(const problem_t *p, shared_t *shared)
{
    static const pool_jobs_t searching = {cover_worker_new, search_slice, cover_worker_free};
    static const pool_jobs_t counting = {cover_worker_new, count_slice, cover_worker_free};
    if (!order_begin(p, shared))
        return false;
    /* The slices are our part's already.  During a trial the searches stop
     * at its own flag, and no slice begins once the caller's is set. */
    bool ok = pool_run(p->memo ? &counting : &searching, shared, p->slices.count,
                       p->options.threads, 0, 0, p->stop, shared->stop);
    return order_end(shared, ok);
}
