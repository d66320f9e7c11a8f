#include "puzzle/cover_puzzle_internal.h"

#include <stdio.h>
#include <stdlib.h>

/* A first solution's quick look (cover_quick_look): FEWEST in up to
 * QUICK_SWEEPS sweeps, each for at most this many nodes a placement (this
 * many at least, and at most QUICK_NODES_MOST: a region of thousands of
 * edges, whose nodes cost microseconds each, took 1.7 s to look at its
 * 110,000 placements four times, and a small puzzle never needs so many).
 * Three nodes a placement, not one: where the look fails, the sweeps'
 * estimates that follow cost as much again before any member searches,
 * and many searches end between one and three (the corpus's first
 * solutions of 20 ms and more took 0.66 times the time, geometric mean,
 * as many unfinished; on its puzzles of 0.2 ms to 3 s two nodes gave
 * 0.77 and five 0.49, but a look that fails costs the hexatwigs'
 * triangle 0.1 s more at three).  Fewer sweeps for longer did no better
 * (two for six lost a polytwigs 1-6 trapezoid), nor every sweep for one
 * node and then for two.  A node's cost (the options it takes out of
 * the sets: search/fewest.c) is a few hundred units on most puzzles and
 * thousands on the largest, so each sweep's search also ends at
 * QUICK_COST_PER_OPTION units a placement (QUICK_COST_LEAST at least):
 * three nodes a placement made a look that failed take 1.3 s on the
 * polytwigs of orders 1 to 6 on a cross, 8,700 units a placement a
 * sweep.  On the corpus every look that answered took at most 2,700. */
#define QUICK_SWEEPS 4
#define QUICK_NODES_PER_OPTION 3
#define QUICK_NODES_LEAST 1500
#define QUICK_NODES_MOST 50000
#define QUICK_COST_PER_OPTION 4000
#define QUICK_COST_LEAST UINT64_C(1500000)
/* A sweep whose search stopped at its budget, having done so much of its
 * tree (Knuth's measure, cover_stats_t's progress) that the whole looks
 * within QUICK_EXTEND_WHEN budgets, is searched again, once a look, for
 * QUICK_EXTEND_BY times the whole (the measure is off by a factor of three
 * either way), at most QUICK_EXTEND_MOST nodes, whatever they cost.  A tree proving that there
 * is no solution is about as large in every sweep, and the other sweeps'
 * budgets would be spent in vain before the portfolio searched it three
 * times over (measured on the corpus's first solutions: a proof of none
 * 4 to 5 times faster, the one-sided pentatwigs' cross among them; 4 and
 * 8 did a little worse than 6 and 6). */
#define QUICK_EXTEND_WHEN 6
#define QUICK_EXTEND_BY 6
#define QUICK_EXTEND_MOST 250000

/* ---- A first solution: a quick look ----
 *
 * A puzzle a user writes is most often small, and a plain FEWEST search
 * (Knuth's rule) meets its first solution in fewer nodes than the sweeps'
 * estimates take steps: there, the preparation for the portfolio (sweeps,
 * symmetries, slices, a thread a member) would be most of the time.  So a
 * whole search for one solution first lets FEWEST search the placements,
 * with the end budget and the pocket test, no symmetry cut, in up to
 * QUICK_SWEEPS numberings of the items, each for QUICK_NODES_PER_OPTION
 * nodes a placement: about what building its cover takes, a fraction of
 * the sweeps' estimates.  Its answer, a solution or the end of a tree,
 * stands; otherwise the preparation goes on as if it had not looked.  The
 * budget counts nodes, so the answer is the same on every run. */

/* A sweep's budget: nodes, and units of cost (0: any). */
typedef struct {
    uint64_t nodes, cost;
} quick_budget_t;

typedef struct {
    const problem_t *problem;
    const uint32_t *order; /* the cover's option k is the problem's order[k] */
    placement_t *solution;
    bool found;
} quick_run_t;

static bool quick_on_solution(void *context, const uint32_t *options, size_t count)
{
    quick_run_t *run = context;
    run->found =
        cover_problem_solution_placed(run->problem, options, run->order, count, run->solution);
    return !run->found;
}

/* The budget to search a sweep again with, after its search stopped
 * within `budget` (QUICK_EXTEND_WHEN), or none (0 nodes). */
static quick_budget_t quick_extension(const cover_stats_t *stats, quick_budget_t budget)
{
    quick_budget_t none = {0, 0};
    if (!stats->limited || stats->progress <= 0)
        return none;
    double whole = (double)stats->nodes / stats->progress;
    if (whole > QUICK_EXTEND_WHEN * (double)budget.nodes)
        return none;
    double longer = QUICK_EXTEND_BY * whole;
    if (longer < 2.0 * (double)budget.nodes)
        longer = 2.0 * (double)budget.nodes;
    return (quick_budget_t){longer < QUICK_EXTEND_MOST ? (uint64_t)longer : QUICK_EXTEND_MOST, 0};
}

/* The cover's search within `budget`, counted in p; p->quick says what
 * it settled.  False when out of memory. */
static bool quick_run(problem_t *p, cover_t *cover, quick_budget_t budget, quick_run_t *run,
                      cover_stats_t *stats)
{
    cover_set_node_limit(cover, budget.nodes);
    cover_set_cost_limit(cover, budget.cost);
    *stats = cover_search(cover, quick_on_solution, run);
    p->quick_nodes += stats->nodes;
    p->quick_cost += stats->cost;
    if (run->found)
        p->quick = QUICK_FOUND;
    else if (!stats->failed && !stats->stopped)
        p->quick = QUICK_NONE;
    return !stats->failed;
}

/* One search of the quick look, in `sweep`, and when *may_extend and it
 * stopped far along its tree, the same cover searched again, longer
 * (then *may_extend is cleared): whether it ran (false when out of
 * memory); p->quick says what it settled. */
static bool quick_search(problem_t *p, const sweep_problem_t *sweeps, int sweep,
                         quick_budget_t budget, bool *may_extend, quick_run_t *run)
{
    other_sweep_t other;
    cover_stats_t stats;
    bool ok = cover_other_sweep_build(p, sweeps, sweep, 0, &other);
    run->order = other.order;
    ok = ok && quick_run(p, other.cover, budget, run, &stats);
    quick_budget_t longer = {0, 0};
    if (ok && *may_extend && p->quick == QUICK_UNSETTLED)
        longer = quick_extension(&stats, budget);
    if (longer.nodes > 0) {
        *may_extend = false;
        ok = quick_run(p, other.cover, longer, run, &stats);
    }
    cover_other_sweep_free(&other);
    return ok;
}

/* Each sweep's budget in the quick look. */
static quick_budget_t quick_budget(const problem_t *p)
{
    uint64_t nodes = QUICK_NODES_PER_OPTION * (uint64_t)p->option_count;
    nodes = nodes < QUICK_NODES_LEAST ? QUICK_NODES_LEAST : nodes;
    nodes = nodes > QUICK_NODES_MOST ? QUICK_NODES_MOST : nodes;
    uint64_t cost = QUICK_COST_PER_OPTION * (uint64_t)p->option_count;
    return (quick_budget_t){nodes, cost < QUICK_COST_LEAST ? QUICK_COST_LEAST : cost};
}

/* The quick look: FEWEST in up to QUICK_SWEEPS sweeps, one after the
 * other, each for its budget (how many nodes it takes to a first solution
 * varies a hundredfold from one numbering of the items to another, and
 * Knuth's rule breaks its ties by the numbers).  The sweeps are
 * sweep_trials' (the same whichever way up the region is drawn).
 * p->quick says what it settled; false when out of memory. */
bool cover_quick_look(problem_t *p)
{
    quick_budget_t budget = quick_budget(p);
    if (!cover_problem_ensure_meets(p))
        return false;
    sweep_problem_t sweeps = cover_problem_sweeps(p);
    int sweep[SWEEPS];
    size_t count = sweep_trials(&sweeps, sweep, QUICK_SWEEPS);
    quick_run_t run = {p, NULL, malloc((p->total_uses + 1) * sizeof *run.solution), false};
    bool ok = count > 0 && run.solution != NULL, may_extend = true;
    for (size_t k = 0; ok && k < count && p->quick == QUICK_UNSETTLED && !halted(p); k++)
        ok = quick_search(p, &sweeps, sweep[k], budget, &may_extend, &run);
    if (p->quick == QUICK_FOUND)
        p->quick_solution = run.solution;
    else
        free(run.solution);
    return ok;
}

void cover_quick_report(const problem_t *p, shared_t *shared)
{
    shared->nodes = p->quick_nodes;
    shared->cost = p->quick_cost;
    shared->answered_by = COVER_ANSWER_QUICK;
    snprintf(shared->strategy, sizeof shared->strategy, "quick: fewest%s",
             p->options.pockets ? "+pockets" : "");
    if (p->quick != QUICK_FOUND)
        return;
    shared->solutions = 1;
    if (p->options.progress != NULL)
        atomic_store(&p->options.progress->solutions, 1.0);
    if (!shared->on_solution(shared->context, p->quick_solution, p->total_uses))
        atomic_store(shared->stop, true);
}
