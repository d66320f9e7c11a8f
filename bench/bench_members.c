/* A first solution's portfolio (puzzle/cover_portfolio.c), member by
 * member, one thread: each member searched alone from the start, then
 * all of them taking turns as `twigs solve --threads 1` searches.
 *
 *   make bench/bench_members && bench/bench_members [--seconds S] PUZZLE.yaml...
 *
 * Per puzzle, the processor seconds of each member alone (FIRST_ITEM and
 * FEWEST in the chosen sweep, then FEWEST in the sweeps ranked 2, 3 and
 * 4, then the restarting FEWEST; "-" where the region has no such
 * member, ">" where it did not answer within S seconds, 10 by default)
 * and of the whole portfolio, with the
 * member that answered.  The portfolio's time over the best member's
 * alone says what taking turns cost: about the number of members where
 * the shares are even.  A puzzle the quick look answers (before any
 * member) shows only the quick look's time in every column.  Why a
 * member lost is here, where the corpus (bench_corpus) shows only who
 * won. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_common.h"
#include "puzzle/cover_puzzle.h"

enum { MEMBERS = 6 };

static const char *const member_names[MEMBERS] = {"first-item", "fewest",   "fewest 2",
                                                  "fewest 3",   "fewest 4", "restarts"};

typedef struct {
    double seconds;
    bool finished, present;
    char strategy[48];
} run_t;

static bool stop_at_first(void *context, const placement_t *pieces, size_t count)
{
    (void)context, (void)pieces, (void)count;
    return false;
}

/* Whether a portfolio asked for one member alone was answered by
 * another: the region has no such member (no sweep of that rank), and
 * the portfolio searched with all there are, as another column shows. */
static bool answered_by_other(const cover_puzzle_stats_t *stats, unsigned members)
{
    switch (stats->answered_by) {
    case COVER_ANSWER_PORTFOLIO_FIRST_ITEM:
        return members != 1;
    case COVER_ANSWER_PORTFOLIO_FEWEST:
        return members != 2;
    case COVER_ANSWER_PORTFOLIO_FEWEST_NEXT:
        return members != 1u << stats->sweep_rank;
    case COVER_ANSWER_PORTFOLIO_RESTARTS:
        return members != COVER_PUZZLE_RESTARTING_MEMBER;
    default:
        return false;
    }
}

/* One first solution with the members `members` names (0: all). */
static run_t run_members(const cover_puzzle_t *puzzle, unsigned members, double limit)
{
    cover_puzzle_options_t options = cover_puzzle_default_options(puzzle);
    options.threads = 1;
    options.first = true;
    options.pockets = true;
    options.memo_bytes = 0;
    options.portfolio_members = members;
    deadline_t timer;
    deadline_start(&timer, limit);
    options.stop = &timer.stop;
    double start = bench_process_seconds();
    cover_puzzle_stats_t stats = cover_puzzle_solve(puzzle, &options, stop_at_first, NULL);
    run_t run = {bench_process_seconds() - start, false, true, ""};
    run.finished = !deadline_finish(&timer) && !stats.failed;
    snprintf(run.strategy, sizeof run.strategy, "%s", stats.strategy);
    run.present = members == 0 || !answered_by_other(&stats, members);
    return run;
}

static void print_time(const run_t *run)
{
    if (!run->present)
        printf(" %10s", "-");
    else
        printf(" %s%9.3f", run->finished ? " " : ">", run->seconds);
}

typedef struct {
    double seconds;
    size_t unfinished[MEMBERS + 1];
    size_t puzzles;
} totals_t;

static void bench_one(void *context, const char *path, const cover_puzzle_t *puzzle)
{
    totals_t *t = context;
    const char *base = strrchr(path, '/');
    printf("%-58.58s", base != NULL ? base + 1 : path);
    double best = -1;
    for (size_t k = 0; k < MEMBERS; k++) {
        run_t alone = run_members(puzzle, 1u << k, t->seconds);
        print_time(&alone);
        if (alone.present && alone.finished && (best < 0 || alone.seconds < best))
            best = alone.seconds;
        t->unfinished[k] += alone.present && !alone.finished;
    }
    run_t all = run_members(puzzle, 0, t->seconds);
    print_time(&all);
    t->unfinished[MEMBERS] += !all.finished;
    t->puzzles++;
    if (all.finished && best > 0)
        printf(" %7.2f", all.seconds / best);
    else
        printf(" %7s", "-");
    printf("  %s\n", all.strategy);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    totals_t totals = {10, {0}, 0};
    int k = 1;
    if (k + 1 < argc && strcmp(argv[k], "--seconds") == 0) {
        totals.seconds = atof(argv[k + 1]);
        k += 2;
    }
    if (k == argc || totals.seconds <= 0) {
        fprintf(stderr, "usage: bench_members [--seconds S] PUZZLE.yaml...\n");
        return 2;
    }
    printf("%-58s", "puzzle");
    for (size_t m = 0; m < MEMBERS; m++)
        printf(" %10s", member_names[m]);
    printf(" %10s %7s  %s\n", "portfolio", "/best", "answered by");
    bool read_all = bench_cover_each(argv + k, argc - k, bench_one, &totals);
    printf("\nunfinished within %.0f s, of %zu puzzles:", totals.seconds, totals.puzzles);
    for (size_t m = 0; m < MEMBERS; m++)
        printf(" %s %zu,", member_names[m], totals.unfinished[m]);
    printf(" portfolio %zu\n", totals.unfinished[MEMBERS]);
    return read_all ? 0 : 1;
}
