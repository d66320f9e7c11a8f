/* FEWEST's node against the yardstick's, one thread:
 *
 *   bench/bench_fewest [--seconds S] [--no-count] [--memo] PUZZLE.yaml...
 *
 * twigs' search engine (search/cover.h) branching by FEWEST with no
 * pruning, and the yardstick (bench/yardstick.h), a textbook dancing-links
 * search with the same rule, are fed the same options (cover_puzzle_matrix)
 * and break ties alike (the first item, then the first type, each trying
 * its options in order), so they search the same tree: the time per node
 * compares their inner loops alone.  For each cover puzzle, the first
 * solution and then (unless --no-count) every solution: the nodes, the
 * time per node and the cost per node of each (twigs' cost: counts taken
 * off and words of sets scanned; the yardstick's: links changed), and the
 * ratio of the yardstick's time per node to twigs' (above 1: twigs' node
 * is faster).  Only the search is timed, neither side's building of its
 * sets; a search under a tenth of a second is repeated and its best time
 * kept, one over S seconds (default 10) stopped (">").  The summary takes
 * the median and the worst ratio over the searches of at least MIN_NODES
 * nodes (shorter ones are timed too coarsely).  With --memo, twigs counts
 * with a memo of states as twigs solve --count does (search/memo.h; on
 * puzzles without spare edges), which searches a smaller tree: the
 * count's ratio is then of the whole times.  bench/bench_corpus --rule
 * fewest compares the whole of twigs, prunings included. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_common.h"
#include "puzzle/cover_puzzle.h"
#include "search/memo.h"
#include "yardstick.h"

/* What `twigs solve --count` remembers states in (its --memory default). */
#define COUNT_MEMO_BYTES ((size_t)64 << 20)
#define REPEAT_BELOW 0.1
#define REPEAT_TOTAL 0.3
enum { REPEAT_MAX = 2000, MIN_NODES = 1000 };

typedef struct {
    double seconds;
    uint64_t nodes, cost, solutions;
    bool finished;
} search_run_t;

typedef struct {
    double seconds;
    bool count, memo;
} settings_t;

static bool stop_at_first(void *context, const uint32_t *options, size_t count)
{
    (void)context, (void)options, (void)count;
    return false;
}

/* twigs' engine on the matrix: FEWEST, every option, no pruning; NULL when
 * out of memory.  Its sets are built before any search is timed. */
static cover_t *cover_of(const cover_puzzle_matrix_t *m)
{
    cover_t *c = cover_create(m->primary, m->items - m->primary, m->types, m->uses);
    for (size_t o = 0; c != NULL && o < m->options; o++)
        if (cover_add_option(c, m->type[o], m->item + m->start[o], m->start[o + 1] - m->start[o]) <
            0) {
            cover_destroy(c);
            c = NULL;
        }
    if (c != NULL) {
        cover_set_branching(c, COVER_BRANCH_FEWEST);
        cover_may_have_solution(c);
    }
    return c;
}

/* twigs' search, or its count with the memo when there is one (emptied
 * first, so that every run does the same). */
static search_run_t twigs_once(cover_t *c, memo_t *memo, bool first, double limit)
{
    deadline_t timer;
    deadline_start(&timer, limit);
    cover_set_stop_flag(c, &timer.stop);
    if (memo != NULL)
        memo_clear(memo);
    double start = bench_process_seconds();
    cover_stats_t stats = memo != NULL && !first
                              ? cover_count_below(c, NULL, 0, memo)
                              : cover_search(c, first ? stop_at_first : NULL, NULL);
    double seconds = bench_process_seconds() - start;
    bool expired = deadline_finish(&timer);
    cover_set_stop_flag(c, NULL);
    return (search_run_t){seconds, stats.nodes, stats.cost, (uint64_t)stats.solutions,
                          !expired && !stats.failed && (first || !stats.stopped)};
}

static search_run_t yardstick_once(yardstick_t *y, bool first, double limit)
{
    double start = bench_process_seconds();
    yardstick_stats_t stats = yardstick_search(y, first, limit);
    return (search_run_t){bench_process_seconds() - start, stats.nodes, stats.updates,
                          stats.solutions, !stats.stopped};
}

/* The searches of a puzzle: twigs' (its count with a memo when there is
 * one) and the yardstick's. */
typedef struct {
    cover_t *cover;
    memo_t *memo;
    yardstick_t *yard;
} sides_t;

/* One side's search (twigs' or the yardstick's), repeated while short;
 * the best time. */
static search_run_t measure(const sides_t *sides, bool twigs, bool first, double limit)
{
    search_run_t best = twigs ? twigs_once(sides->cover, sides->memo, first, limit)
                              : yardstick_once(sides->yard, first, limit);
    double total = best.seconds;
    for (int k = 1; best.finished && best.seconds < REPEAT_BELOW && total < REPEAT_TOTAL &&
                    k < REPEAT_MAX;
         k++) {
        search_run_t again = twigs ? twigs_once(sides->cover, sides->memo, first, limit)
                                   : yardstick_once(sides->yard, first, limit);
        total += again.seconds;
        best.seconds = again.seconds < best.seconds ? again.seconds : best.seconds;
    }
    return best;
}

/* ---- The ratios ---- */

typedef struct {
    double *ratio;
    char (*name)[96];
    size_t count, capacity;
} ratios_t;

static double per_node(const search_run_t *r, double value)
{
    return r->nodes > 0 ? value / (double)r->nodes : 0;
}

static void ratios_add(ratios_t *r, const char *name, double ratio)
{
    if (r->count == r->capacity) {
        r->capacity = r->capacity ? 2 * r->capacity : 64;
        r->ratio = realloc(r->ratio, r->capacity * sizeof *r->ratio);
        r->name = realloc(r->name, r->capacity * sizeof *r->name);
        if (r->ratio == NULL || r->name == NULL) {
            fprintf(stderr, "bench_fewest: out of memory\n");
            exit(2);
        }
    }
    r->ratio[r->count] = ratio;
    snprintf(r->name[r->count++], sizeof *r->name, "%s", name);
}

static int double_compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void summarise(const char *what, ratios_t *r)
{
    if (r->count == 0) {
        printf("%s: no search of %d nodes or more\n", what, MIN_NODES);
        return;
    }
    size_t worst = 0, slower = 0;
    for (size_t k = 0; k < r->count; k++) {
        worst = r->ratio[k] < r->ratio[worst] ? k : worst;
        slower += r->ratio[k] < 1;
    }
    printf("%s: %zu searches of %d nodes or more, worst node ratio %.2f (%s), ", what, r->count,
           MIN_NODES, r->ratio[worst], r->name[worst]);
    qsort(r->ratio, r->count, sizeof *r->ratio, double_compare);
    printf("median %.2f, twigs' node slower on %zu\n", r->ratio[(r->count - 1) / 2], slower);
}

/* ---- A puzzle ---- */

static void print_run(const search_run_t *r)
{
    printf(" | %s%10.3f %11llu %7.1f %6.1f", r->finished ? " " : ">", r->seconds * 1000,
           (unsigned long long)r->nodes, per_node(r, r->seconds * 1e9),
           per_node(r, (double)r->cost));
}

/* Twigs' and the yardstick's search of one kind, printed; the ratio kept
 * for the summary when both are long enough to time.  A count with a memo
 * searches another tree: its ratio is of the whole times. */
static void compare(const char *name, const sides_t *sides, bool first, const settings_t *set,
                    ratios_t *ratios)
{
    search_run_t t = measure(sides, true, first, set->seconds);
    search_run_t d = measure(sides, false, first, set->seconds);
    bool whole = sides->memo != NULL && !first;
    double ratio = whole ? d.seconds / (t.seconds > 1e-9 ? t.seconds : 1e-9)
                 : per_node(&t, t.seconds) > 0 ? per_node(&d, d.seconds) / per_node(&t, t.seconds)
                                               : 0;
    printf("%-44s %-5s", name, first ? "first" : "count");
    print_run(&t);
    print_run(&d);
    /* A type with uses to spare stops trying its options once too few are
     * left for them, which the yardstick does not see: a few nodes fewer. */
    bool both = t.finished && d.finished;
    const char *note = whole                            ? "  (memo)"
                       : both && t.nodes != d.nodes ? "  (fewer nodes)"
                                                    : "";
    printf(" | %6.2f%s%s\n", ratio, note,
           both && t.solutions != d.solutions ? "  MISMATCH of solutions" : "");
    fflush(stdout);
    if ((whole || t.nodes >= MIN_NODES) && d.nodes >= MIN_NODES)
        ratios_add(ratios, name, ratio);
}

typedef struct {
    const settings_t *settings;
    ratios_t first, count;
} bench_t;

static void bench_puzzle(void *context, const char *path, const cover_puzzle_t *puzzle)
{
    bench_t *b = context;
    const settings_t *set = b->settings;
    const char *base = strrchr(path, '/');
    base = base != NULL ? base + 1 : path;
    char name[96];
    snprintf(name, sizeof name, "%.*s", (int)strcspn(base, "."), base);
    cover_puzzle_sizes_t sizes;
    cover_puzzle_matrix_t m;
    if (!cover_puzzle_sizes_fit(puzzle, &sizes)) {
        printf("%-44s the pieces do not fit the region\n", name);
        return;
    }
    if (!cover_puzzle_matrix(puzzle, &m)) {
        cover_puzzle_matrix_free(&m);
        printf("%-44s out of memory\n", name);
        return;
    }
    sides_t sides = {cover_of(&m), NULL, yardstick_create(m.primary, m.items, m.types, m.uses,
                                                         m.options, m.start, m.item, m.type)};
    /* A memo needs every item primary. */
    if (set->memo && sides.cover != NULL && m.items == m.primary)
        sides.memo = memo_create(cover_memo_key_words(sides.cover), COUNT_MEMO_BYTES);
    if (sides.cover == NULL || sides.yard == NULL ||
        (set->memo && m.items == m.primary && sides.memo == NULL)) {
        printf("%-44s out of memory\n", name);
    } else {
        compare(name, &sides, true, set, &b->first);
        if (set->count)
            compare(name, &sides, false, set, &b->count);
    }
    memo_destroy(sides.memo);
    cover_destroy(sides.cover);
    yardstick_destroy(sides.yard);
    cover_puzzle_matrix_free(&m);
}

int main(int argc, char **argv)
{
    settings_t set = {10, true, false};
    int k = 1;
    for (; k < argc && strncmp(argv[k], "--", 2) == 0; k++) {
        if (strcmp(argv[k], "--seconds") == 0 && k + 1 < argc)
            set.seconds = atof(argv[++k]);
        else if (strcmp(argv[k], "--no-count") == 0)
            set.count = false;
        else if (strcmp(argv[k], "--memo") == 0)
            set.memo = true;
        else
            break;
    }
    if (k == argc || strncmp(argv[k], "--", 2) == 0) {
        fprintf(stderr,
                "usage: bench_fewest [--seconds S] [--no-count] [--memo] PUZZLE.yaml...\n");
        return 2;
    }
    printf("%-44s %-5s | %-11s %11s %7s %6s | %-11s %11s %7s %6s | %6s\n", "puzzle", "", "twigs ms",
           "nodes", "ns/node", "cost", "yardstick", "nodes", "ns/node", "cost", "ratio");
    bench_t b = {&set, {NULL, NULL, 0, 0}, {NULL, NULL, 0, 0}};
    bool read_all = bench_cover_each(argv + k, argc - k, bench_puzzle, &b);
    printf("\n");
    summarise("first solution", &b.first);
    if (set.count)
        summarise("count", &b.count);
    free(b.first.ratio);
    free(b.first.name);
    free(b.count.ratio);
    free(b.count.name);
    return read_all ? 0 : 2;
}
