#include "puzzle/cover_puzzle_internal.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/portfolio.h"

/* A first solution's portfolio: FIRST_ITEM in the chosen sweep, and
 * FEWEST in it and in the SWEEP_NEXT sweeps that look next best (see
 * cover_portfolio_solve). */
#define PORTFOLIO_SWEEP_MEMBERS (2 + SWEEP_NEXT)
#define PORTFOLIO_RESTARTING PORTFOLIO_SWEEP_MEMBERS /* after them, the restarting FEWEST */
#define PORTFOLIO_MEMBERS (PORTFOLIO_RESTARTING + 1)
static_assert(COVER_PUZZLE_RESTARTING_MEMBER == 1u << PORTFOLIO_RESTARTING,
              "the restarting member's bit is its place");
#define PORTFOLIO_PAIR 2

/* ---- A first solution: a portfolio (util/portfolio.h) ----
 *
 * How long a search takes to its first solution is no estimate's to say:
 * a rule whose whole search is larger may meet a solution at once, and
 * one choice near the root decides.  Neither rule wins everywhere:
 * FIRST_ITEM in its sweep found the first solution of the 27 hexatwigs on
 * the side-9 triangle in seconds, where FEWEST found none in minutes
 * (until FEWEST killed what the end budget rules out: search/fewest.c),
 * and tries 86 times FEWEST's nodes on the one-sided pentatwigs' cross.  So
 * both search, taking turns, each to its first solution or to the end of
 * its search (a proof that there is none): FIRST_ITEM as the workers
 * search (slice after slice, each slice's solutions the least of their
 * class), FEWEST on the whole problem after the symmetry cut above.  Each
 * member's clock counts its work (nodes and cost) at what it takes in
 * time, so that a unit is about as long for both; FEWEST's runs
 * PORTFOLIO_FEWEST_SHARE times as fast (FEWEST gets half FIRST_ITEM's
 * time) and starts after a head start
 * (a puzzle FIRST_ITEM solves within it never builds FEWEST's sets).  The
 * answer is the member's whose answer comes at the lower clock,
 * FIRST_ITEM's among equals: the same on every run, with any threads, and
 * in the page, which has no threads and searches FEWEST again from the
 * start instead of pausing it.
 *
 * Which sweep is best is a guess too: the estimates rank the sweeps by
 * the size of their whole trees, and FEWEST's time to a first solution
 * varies a hundredfold between sweeps whose trees look alike (the sweep
 * orders FEWEST's ties, and ties are most of its choices).  So once the
 * first pair has searched for PORTFOLIO_NEXT_HEAD_START, FEWEST in each
 * of the SWEEP_NEXT sweeps that look next best (sweep_choice_t) joins
 * them, each with the same symmetry cut and a small share of the time
 * (PORTFOLIO_NEXT_SLOWER).  Alone, the fourth sweep's FEWEST met the
 * first solution of one-sided polytwigs 1-5 filling a blob in 0.04 s,
 * where every member of the chosen sweep took more than 10 s.  Larger
 * shares won more such puzzles but cost FIRST_ITEM its time where only
 * it answers: with each other sweep's clock as fast as FIRST_ITEM's, the
 * 27 hexatwigs' triangle took 8 s in half of its orientations (the
 * fourth sweep answering) and 20 s in the others (FIRST_ITEM answering).
 * FEWEST alone: most of the other sweeps' wins were FEWEST's, and
 * FIRST_ITEM there too took time from FIRST_ITEM in the chosen sweep.
 *
 * And where every sweep's FEWEST goes astray early (its first choices
 * are ties, broken the same way every time), one search that goes on
 * longer does not help, and many short ones, each breaking the ties
 * another way, do: so the restarting member, joining with the other
 * sweeps, searches FEWEST again and again, each time in the next of the
 * trial sweeps, its placements shuffled anew (which changes the order in
 * which each edge's placements are tried), for budgets that grow as
 * Luby's sequence does (member_restarts).  Alone, it met the first
 * solution of the 27 hexatwigs on an elongated hexagon in 1.5 s, where
 * one other member took 4.6 s and the others more than 10, and of the
 * one-sided tetratwigs and pentatwigs on a cross in 0.25 s (the others
 * 0.5 s to more than 10); in the canonical order of the placements of
 * each sweep, unshuffled, it did no better than the other members.
 *
 * Among equal clocks the member listed first wins. */

/* What a node and a unit of cost take, in tenths of a nanosecond:
 * fitted to the corpus's first solutions (bench/bench_corpus.c, one
 * thread), where the pocket test, which ran at every node of both
 * rules, was most of FIRST_ITEM's time and a third of FEWEST's node. */
#define PORTFOLIO_FIRST_NODE 1500
#define PORTFOLIO_FIRST_NODE_PLAIN 150
#define PORTFOLIO_FIRST_COST 25
#define PORTFOLIO_FEWEST_NODE 5500
#define PORTFOLIO_FEWEST_NODE_PLAIN 2000
#define PORTFOLIO_FEWEST_COST 18
#define PORTFOLIO_FEWEST_SHARE 2
/* FEWEST starts once FIRST_ITEM has searched for about as long as
 * FEWEST's cover and sets take to build, 1.5 microseconds a placement (a
 * millisecond at least); the turns take a millisecond each at first
 * (longer later: util/portfolio.c). */
#define PORTFOLIO_HEAD_START_PER_OPTION UINT64_C(15000)
#define PORTFOLIO_HEAD_START_LEAST UINT64_C(10000000)
#define PORTFOLIO_QUANTUM UINT64_C(10000000)
/* FEWEST in the other sweeps and the restarting FEWEST start once the
 * first pair have each searched for about 50 ms, so that the many
 * puzzles they answer sooner never build those covers; then each gets a
 * sixth of FIRST_ITEM's time (FIRST_ITEM in the chosen sweep 46 % of the
 * time, FEWEST there 23 %, each of the four 8 %, until the knees below).
 * With an eighth each (FIRST_ITEM 50 %), on the corpus
 * (bench/bench_corpus.c), against runners-up with a thirteenth of the
 * time and each later sweep half the share of the one before, joining
 * after 200 ms and no restarting member: the first solutions that took
 * 20 ms or more 9 to 11 % faster (geometric mean), some three times as
 * fast, none more than 1.55 times as slow; the 27 hexatwigs' triangle,
 * which only FIRST_ITEM answered then, 20 to 25 % slower.  Each member's time
 * alone, and a model of their turns, said the same (bench/bench_members.c).
 * The restarting member's budgets' unit is a node a placement, 500
 * nodes at least, about what making its cover takes (which its clock
 * does not count): four times that took longer where it wins. */
#define PORTFOLIO_NEXT_HEAD_START UINT64_C(500000000)
#define PORTFOLIO_NEXT_SLOWER 3
#define RESTART_UNIT_PER_OPTION 1
#define RESTART_UNIT_LEAST UINT64_C(500)
/* Every FEWEST member's clock runs faster past its knee: the chosen
 * sweep's 8 times past 4 s of it, the later members' 3 times past 2 s.
 * FEWEST's answers come early: on the corpus, where a FEWEST member was
 * the fastest alone, it took 2.2 s at most (most under 1 s); FIRST_ITEM's
 * come late too (the 27 hexatwigs' triangle at 5 s, their parallelogram
 * at 2 s), and past the knees FIRST_ITEM has three quarters of the time.
 * The later members' share is a sixth of FIRST_ITEM's time before their
 * knee (an eighth before there were knees).  On the corpus
 * (bench/bench_corpus.c), in one run beside the build without knees:
 * first solutions of 20 ms and more 2 % sooner (geometric mean; the
 * quick look's 1.00), as many unfinished, the triangle 8.1-10.9 s in its
 * 12 orientations instead of 9.3-12.4 s.  Knees at 2 s for all took the
 * triangle to 7.5 s but lost two puzzles that FEWEST answers at 1.2 to
 * 1.6 s of its own time (the polytwigs of orders 1 to 6 on a cross:
 * 4.6 s before, over 10 s). */
#define PORTFOLIO_FEWEST_KNEE UINT64_C(40000000000)
#define PORTFOLIO_NEXT_KNEE UINT64_C(20000000000)
#define PORTFOLIO_FEWEST_LATER 8
#define PORTFOLIO_NEXT_LATER 3

typedef struct {
    const problem_t *problem;
    shared_t *shared;
    worker_t *worker; /* made at its first search, in the problem's sweep */
    /* The rank of its sweep: 1 the chosen sweep, 2 the one that looks
     * next best (p->choice.next[0])...  Above 1 (in_other_sweep), its cover
     * and order, and room for its solution: made at its first search too. */
    int rank;
    other_sweep_t other;
    placement_t *next_solution;
    enum cover_branching rule;
    bool slices; /* searched slice by slice, as the workers do; else whole */
    portfolio_t *portfolio;
    size_t index;
    uint64_t nodes, cost;         /* this search's, of the slices ended */
    uint64_t all_nodes, all_cost; /* every search's (the page searches again) */
    bool found;                   /* worker->solution holds its solution */
    /* The restarting member (rank 0): FEWEST searched again and again
     * (member_restarts), each time in a cover made afresh, in the trial
     * sweeps (found at its first run). */
    bool restarting;
    int trials[SWEEPS];
    size_t trial_count;
    uint32_t *edges; /* the options' edges as positions (member_sweeps) */
} member_t;

static bool in_other_sweep(const member_t *m)
{
    return m->rank > 1 || m->restarting;
}

static bool member_solution(void *context, const uint32_t *options, size_t count)
{
    member_t *m = context;
    m->found = in_other_sweep(m) ? cover_problem_solution_placed(m->problem, options, m->other.order,
                                                                 count, m->next_solution)
                                 : cover_worker_accepts(m->worker, options, count, m->slices);
    return !m->found;
}

/* The solution the member found (m->found). */
static const placement_t *member_found(const member_t *m)
{
    return in_other_sweep(m) ? m->next_solution : m->worker->solution;
}

static cover_t *member_cover(const member_t *m)
{
    return in_other_sweep(m) ? m->other.cover : m->worker->cover;
}

static bool member_cover_pause(void *context, const cover_stats_t *stats)
{
    member_t *m = context;
    return portfolio_pause(m->portfolio, m->index, m->nodes + stats->nodes, m->cost + stats->cost);
}

/* The member's cover, just made, stops with the solve and pauses at the
 * member's polls. */
static void member_cover_hook(member_t *m)
{
    cover_t *cover = member_cover(m);
    cover_set_stop_flag(cover, m->shared->stop);
    cover_set_pause(cover, 0, member_cover_pause, m);
}

/* A search of the member ended: whether it is the member's answer (a
 * solution, or the proof that there is none); false when out of memory. */
static bool member_searched(member_t *m, const cover_stats_t *stats, bool *answered)
{
    m->nodes += stats->nodes;
    m->cost += stats->cost;
    *answered = m->found || !stats->stopped;
    return !stats->failed;
}

/* FIRST_ITEM's slices, one after the other. */
static bool member_slices(member_t *m, bool *answered)
{
    *answered = true;
    for (size_t k = 0; k < m->problem->slices.count; k++) {
        if (atomic_load(m->shared->stop) ||
            !portfolio_pause(m->portfolio, m->index, m->nodes, m->cost)) {
            *answered = false;
            return true;
        }
        cover_stats_t stats = cover_worker_search(m->worker, k, member_solution, m);
        if (m->problem->options.progress != NULL && !stats.stopped)
            atomic_fetch_add(&m->problem->options.progress->slices_done, 1);
        if (!member_searched(m, &stats, answered))
            return false;
        if (m->found || !*answered)
            return true;
    }
    return true;
}

/* The options' edges as positions, as the sweeps take them (sweep.h's
 * option_edge): number_options put the chosen sweep's items in their
 * place, so they are read back through p->item.  NULL when out of
 * memory. */
static uint32_t *option_edges(const problem_t *p)
{
    uint32_t *edge_of = malloc((p->items + 1) * sizeof *edge_of);
    uint32_t *edges = malloc((p->item_count + 1) * sizeof *edges);
    if (edge_of != NULL && edges != NULL) {
        for (uint32_t e = 0; e < p->items; e++)
            edge_of[p->item[e]] = e;
        for (size_t j = 0; j < p->item_count; j++)
            edges[j] = edge_of[p->option_item[j]];
    } else {
        free(edges);
        edges = NULL;
    }
    free(edge_of);
    return edges;
}

/* What a member outside the chosen sweep needs before it builds a cover:
 * the sweeps' view of the problem, with the options' edges as positions
 * (m->edges), and room for its solution; both kept for its later runs.
 * False when out of memory. */
static bool member_sweeps(member_t *m, sweep_problem_t *sweeps)
{
    const problem_t *p = m->problem;
    if (m->edges == NULL)
        m->edges = option_edges(p);
    if (m->next_solution == NULL)
        m->next_solution = malloc((p->total_uses + 1) * sizeof *m->next_solution);
    *sweeps = cover_problem_sweeps(p);
    sweeps->option_edge = m->edges;
    return m->edges != NULL && m->next_solution != NULL;
}

/* A member in another sweep: its cover, and room for its solution;
 * false when out of memory. */
static bool member_next_sweep(member_t *m)
{
    const problem_t *p = m->problem;
    sweep_problem_t sweeps;
    return member_sweeps(m, &sweeps) &&
           cover_other_sweep_build(p, &sweeps, p->choice.next[m->rank - 2], 0, &m->other);
}

/* The member's cover, branching by its rule: the worker's, or another
 * sweep's, the symmetry cut made in both but FIRST_ITEM's in
 * the problem's sweep, whose slices make their own; false when out of
 * memory. */
static bool member_worker(member_t *m)
{
    if (in_other_sweep(m) ? m->other.cover != NULL : m->worker != NULL)
        return true;
    if (in_other_sweep(m) ? !member_next_sweep(m)
                          : (m->worker = cover_worker_new(m->shared)) == NULL)
        return false;
    member_cover_hook(m);
    cover_t *cover = member_cover(m);
    cover_set_branching(cover, m->rule);
    return m->slices ||
           cover_symmetry_cut(m->problem, cover, in_other_sweep(m) ? m->other.order : NULL);
}

static void member_free(member_t *m)
{
    if (m->worker != NULL)
        cover_worker_free(m->worker);
    cover_other_sweep_free(&m->other);
    free(m->next_solution);
    free(m->edges);
}

/* The k-th term (from 1) of Luby's sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4
 * 8 ...: where nothing is known of how long a search may take, restarts
 * with these budgets (times a unit) take at most a logarithmic factor
 * more work than the best fixed budget would (Luby, Sinclair and
 * Zuckerman, 1993). */
static uint64_t luby(uint64_t k)
{
    for (;;) {
        int bits = 1;
        while ((UINT64_C(1) << bits) - 1 < k)
            bits++;
        if (k == (UINT64_C(1) << bits) - 1)
            return UINT64_C(1) << (bits - 1);
        k -= (UINT64_C(1) << (bits - 1)) - 1;
    }
}

/* One restart: FEWEST in `sweep` with the options shuffled by `seed`, for
 * at most `budget` nodes; *again when the budget ended it.  False when
 * out of memory. */
static bool member_restart(member_t *m, const sweep_problem_t *sweeps, int sweep, uint64_t seed,
                           uint64_t budget, bool *answered, bool *again)
{
    *answered = *again = false;
    if (!cover_other_sweep_build(m->problem, sweeps, sweep, seed, &m->other))
        return false;
    member_cover_hook(m);
    cover_set_node_limit(m->other.cover, budget);
    cover_stats_t stats = cover_search(m->other.cover, member_solution, m);
    bool ok = member_searched(m, &stats, answered);
    *again = ok && stats.limited && !m->found;
    cover_other_sweep_free(&m->other);
    return ok;
}

/* The restarting member's search: restart k (from 0) searches FEWEST in
 * the trial sweeps' (k mod their number)-th, its options shuffled by seed
 * k + 1, for Luby's (k + 1)-th term times RESTART_UNIT_PER_OPTION nodes
 * a placement (RESTART_UNIT_LEAST at least), until one answers or a pause
 * says no.  The trial sweeps and the shuffles come from the region, so
 * the restarts are the same whichever way up it is drawn. */
static bool member_restarts(member_t *m, bool *answered)
{
    const problem_t *p = m->problem;
    *answered = false;
    sweep_problem_t sweeps;
    if (!member_sweeps(m, &sweeps))
        return false;
    /* The page runs the member again from the start: the list is kept. */
    if (m->trial_count == 0 && (m->trial_count = sweep_trials(&sweeps, m->trials, SWEEPS)) == 0)
        return false;
    uint64_t unit = RESTART_UNIT_PER_OPTION * (uint64_t)p->option_count;
    if (unit < RESTART_UNIT_LEAST)
        unit = RESTART_UNIT_LEAST;
    bool again = true;
    for (uint64_t k = 0; again; k++) {
        if (atomic_load(m->shared->stop) ||
            !portfolio_pause(m->portfolio, m->index, m->nodes, m->cost))
            return true;
        if (!member_restart(m, &sweeps, m->trials[k % m->trial_count], k + 1,
                            unit * luby(k + 1), answered, &again))
            return false;
    }
    return true;
}

static bool member_run(void *context, portfolio_t *portfolio, size_t index)
{
    member_t *m = context;
    m->portfolio = portfolio;
    m->index = index;
    m->nodes = m->cost = 0;
    m->found = false;
    bool answered, ok;
    if (m->restarting) {
        ok = member_restarts(m, &answered);
    } else if (!member_worker(m)) {
        return false;
    } else if (m->slices) {
        ok = member_slices(m, &answered);
    } else {
        cover_stats_t stats = cover_search(member_cover(m), member_solution, m);
        ok = member_searched(m, &stats, &answered);
    }
    if (ok && answered)
        portfolio_answer(portfolio, index, m->nodes, m->cost);
    m->all_nodes += m->nodes;
    m->all_cost += m->cost;
    return ok;
}

/* Whether the memory holds a cover for each of `members` members (which
 * the threads' budget says). */
static bool portfolio_fits(const problem_t *p, size_t members)
{
    size_t budget = p->options.threads_bytes > 0 ? p->options.threads_bytes
                                                 : COVER_PUZZLE_THREADS_BYTES;
    size_t each = cover_bytes_estimate(p->items, p->option_count, p->total_uses);
    return each <= budget / members;
}

/* A member's clock: FIRST_ITEM's, or FEWEST's running `slower` times as
 * fast (a share of the time that much smaller), and `later` times as
 * fast again past its knee, from `offset`. */
static portfolio_member_t member_clock(member_t *m, bool pockets, uint64_t slower,
                                       uint64_t knee, uint64_t later, uint64_t offset)
{
    if (m->rule == COVER_BRANCH_FIRST_ITEM)
        return (portfolio_member_t){member_run, m,
                                    pockets ? PORTFOLIO_FIRST_NODE : PORTFOLIO_FIRST_NODE_PLAIN,
                                    PORTFOLIO_FIRST_COST, offset, 0, 1};
    return (portfolio_member_t){
        member_run, m, slower * (pockets ? PORTFOLIO_FEWEST_NODE : PORTFOLIO_FEWEST_NODE_PLAIN),
        slower * PORTFOLIO_FEWEST_COST, offset, knee, later};
}

/* The members (those options.portfolio_members names, or all): FIRST_ITEM
 * as the workers search, and FEWEST on the whole problem after the
 * symmetry cut, with their clocks; then, while there are sweeps that look
 * next best and room, FEWEST in each, and where there is room, the
 * restarting FEWEST.  Their number, 0 when out of memory.  Whether the
 * pocket test is on (the first member's cover tells) is the same for
 * all. */
static size_t portfolio_members(problem_t *p, shared_t *shared, member_t *m,
                                portfolio_member_t *clock)
{
    m[0] = (member_t){.problem = p, .shared = shared, .rule = COVER_BRANCH_FIRST_ITEM,
                      .slices = true, .rank = 1};
    if (!member_worker(&m[0]))
        return 0;
    bool pockets = cover_pockets_on(m[0].worker->cover);
    uint64_t head_start = p->option_count * PORTFOLIO_HEAD_START_PER_OPTION;
    if (head_start < PORTFOLIO_HEAD_START_LEAST)
        head_start = PORTFOLIO_HEAD_START_LEAST;
    uint64_t next_start =
        head_start > PORTFOLIO_NEXT_HEAD_START ? head_start : PORTFOLIO_NEXT_HEAD_START;
    size_t sweeps = PORTFOLIO_PAIR;
    while (sweeps < PORTFOLIO_SWEEP_MEMBERS && p->choice.next[sweeps - PORTFOLIO_PAIR] >= 0 &&
           portfolio_fits(p, sweeps + 1))
        sweeps++;
    unsigned present = (1u << sweeps) - 1;
    if (portfolio_fits(p, sweeps + 1))
        present |= 1u << PORTFOLIO_RESTARTING;
    /* Members asked for that there are not (fewer sweeps) are left out. */
    unsigned chosen = p->options.portfolio_members & present;
    size_t n = 0;
    for (size_t k = 0; k < PORTFOLIO_MEMBERS; k++) {
        if (!(present >> k & 1) || (chosen != 0 && !(chosen >> k & 1)))
            continue;
        /* FEWEST PORTFOLIO_FEWEST_SHARE times as fast as FIRST_ITEM, the
         * members that join later PORTFOLIO_NEXT_SLOWER times as fast as
         * that; past their knees, faster still. */
        uint64_t slower = 1, knee = 0, later = 1, offset = 0;
        if (k > 0) {
            bool joins_later = k >= PORTFOLIO_PAIR;
            m[k] = (member_t){.problem = p, .shared = shared, .rule = COVER_BRANCH_FEWEST,
                              .rank = k == PORTFOLIO_RESTARTING ? 0 : joins_later ? (int)k : 1,
                              .restarting = k == PORTFOLIO_RESTARTING};
            slower = PORTFOLIO_FEWEST_SHARE * (joins_later ? PORTFOLIO_NEXT_SLOWER : 1);
            knee = joins_later ? PORTFOLIO_NEXT_KNEE : PORTFOLIO_FEWEST_KNEE;
            later = joins_later ? PORTFOLIO_NEXT_LATER : PORTFOLIO_FEWEST_LATER;
            offset = joins_later ? next_start : head_start;
        }
        /* A member alone starts at once. */
        clock[n++] =
            member_clock(&m[k], pockets, slower, knee, later, chosen != 0 ? 0 : offset);
    }
    return n;
}

/* How the members take turns: one at a time with one thread, at once with
 * more; a build without threads (the page's) searches FEWEST again. */
static portfolio_mode_t portfolio_mode(const problem_t *p)
{
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    (void)p;
    return PORTFOLIO_RESTARTS;
#else
    if (p->options.portfolio_restarts)
        return PORTFOLIO_RESTARTS;
    return p->options.threads > 1 ? PORTFOLIO_PARALLEL : PORTFOLIO_TURNS;
#endif
}

static const char *rule_name(enum cover_branching rule)
{
    return rule == COVER_BRANCH_FEWEST ? "fewest" : "first-item";
}

/* The winner's solution to the caller, and what every member searched. */
static void portfolio_report(const problem_t *p, shared_t *shared, const member_t *m,
                             const portfolio_member_t *clock, portfolio_result_t result)
{
    for (size_t k = 0; k < PORTFOLIO_MEMBERS; k++) {
        shared->nodes += m[k].all_nodes;
        shared->cost += m[k].all_cost;
    }
    if (result.winner == PORTFOLIO_NONE)
        return;
    const member_t *winner = clock[result.winner].context;
    int end = snprintf(shared->strategy, sizeof shared->strategy, "portfolio: %s%s",
                       rule_name(winner->rule), p->graph != NULL ? "+pockets" : "");
    if (winner->restarting && end > 0 && (size_t)end < sizeof shared->strategy)
        snprintf(shared->strategy + end, sizeof shared->strategy - (size_t)end, ", restarts");
    else if (in_other_sweep(winner) && end > 0 && (size_t)end < sizeof shared->strategy)
        snprintf(shared->strategy + end, sizeof shared->strategy - (size_t)end,
                 ", sweep ranked %d", winner->rank);
    shared->sweep_rank = (unsigned)winner->rank;
    shared->answered_by = winner->restarting                    ? COVER_ANSWER_PORTFOLIO_RESTARTS
                          : in_other_sweep(winner)              ? COVER_ANSWER_PORTFOLIO_FEWEST_NEXT
                          : winner->rule == COVER_BRANCH_FEWEST ? COVER_ANSWER_PORTFOLIO_FEWEST
                                                              : COVER_ANSWER_PORTFOLIO_FIRST_ITEM;
    if (!winner->found)
        return;
    shared->solutions++;
    if (p->options.progress != NULL)
        atomic_store(&p->options.progress->solutions, (double)shared->solutions);
    if (!shared->on_solution(shared->context, member_found(winner), p->total_uses))
        atomic_store(shared->stop, true);
}

bool cover_portfolio_applies(const problem_t *p, const shared_t *shared)
{
    return p->options.portfolio && p->options.first && shared->on_solution != NULL &&
           p->options.parts <= 1 && portfolio_fits(p, PORTFOLIO_PAIR);
}

bool cover_portfolio_solve(problem_t *p, shared_t *shared)
{
    member_t m[PORTFOLIO_MEMBERS];
    memset(m, 0, sizeof m);
    portfolio_member_t clock[PORTFOLIO_MEMBERS];
    size_t count = portfolio_members(p, shared, m, clock);
    cover_search_begins(shared);
    bool ok = count > 0;
    if (ok) {
        portfolio_result_t result =
            portfolio_run(clock, count, portfolio_mode(p), PORTFOLIO_QUANTUM, shared->stop);
        ok = !result.failed;
        if (ok)
            portfolio_report(p, shared, m, clock, result);
    }
    for (size_t k = 0; k < PORTFOLIO_MEMBERS; k++)
        member_free(&m[k]);
    return ok;
}

