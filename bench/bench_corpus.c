/* twigs' search against the yardstick (bench/yardstick.h), puzzle by
 * puzzle, in the same run, one thread:
 *
 *   bench/bench_corpus [--first-seconds S] [--count-seconds S] [--no-count]
 *                      [--check] [--once] [--rule auto|fewest|first-item]
 *                      PUZZLE.yaml...
 *
 * For each cover puzzle: the first solution (or the proof that there is
 * none) by twigs as `twigs solve --threads 1` searches for it, and by the
 * yardstick fed the very same options (cover_puzzle_matrix); then the
 * count, twigs' of distinct solutions as `twigs solve --count` makes it,
 * the yardstick's of every solution.  Times are the process's processor
 * time (every thread's: the first solution's portfolio takes turns in
 * threads of its own, one at a time), twigs' from the puzzle to the
 * answer (its preparation included),
 * the yardstick's from its matrix to the answer, plus the time twigs takes
 * to make the placements (which it would need too); a run under a tenth of a
 * second is repeated and its best time kept (unless --once).  The last
 * columns part the first solution's fixed cost from its search: twigs'
 * preparation (from the puzzle to its search's first node: the placements,
 * the sweep, the symmetries, the slices, its tables) beside the
 * yardstick's (the placements and its matrix of links), and their ratio.  The ratio is the
 * yardstick's time over twigs' (above 1: twigs is faster); ">" marks a
 * yardstick stopped by the limit, "<" twigs stopped.  --check counts
 * every solution with twigs too and compares with the yardstick's count
 * wherever both finish (exit status 1 when one differs).  --rule makes
 * twigs branch by one rule (search/cover.h) instead of as twigs solve
 * chooses (auto, the default).
 *
 * Files named NNN_FAMILY_KIND_VARIANT.yaml (bench/make_corpus.py writes
 * them) show their family, region kind and variant. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_common.h"
#include "puzzle/cover_puzzle.h"
#include "yardstick.h"

/* What `twigs solve --count` remembers states in (its --memory default). */
#define COUNT_MEMO_BYTES ((size_t)64 << 20)
/* Runs shorter than this are repeated until they add up to REPEAT_TOTAL. */
#define REPEAT_BELOW 0.1
#define REPEAT_TOTAL 0.3
enum { REPEAT_MAX = 2000 };

typedef enum { RUN_FIRST, RUN_COUNT, RUN_RAW } run_mode_t;

typedef struct {
    double seconds;
    double prepare; /* of seconds, before the search's first node */
    uint64_t nodes, solutions;
    bool finished;
    char strategy[48];
} run_t;

/* The rule twigs branches by: as twigs solve chooses it, or one forced. */
typedef enum { RULE_AUTO, RULE_FEWEST, RULE_FIRST_ITEM } rule_t;

typedef struct {
    double first_seconds, count_seconds;
    bool count, check, once;
    rule_t rule;
} settings_t;

static bool stop_at_first(void *context, const placement_t *pieces, size_t count)
{
    (void)context, (void)pieces, (void)count;
    return false;
}

static run_t twigs_once(const cover_puzzle_t *puzzle, run_mode_t mode, double limit,
                        rule_t rule)
{
    cover_puzzle_options_t options = cover_puzzle_default_options(puzzle);
    if (rule != RULE_AUTO) {
        options.choose_rule = false;
        options.branching = rule == RULE_FEWEST ? COVER_BRANCH_FEWEST : COVER_BRANCH_FIRST_ITEM;
    }
    options.threads = 1;
    /* As twigs solve asks for them. */
    options.first = mode == RUN_FIRST;
    options.pockets = mode == RUN_FIRST;
    options.memo_bytes = mode == RUN_FIRST ? 0 : COUNT_MEMO_BYTES;
    options.raw = mode == RUN_RAW;
    deadline_t timer;
    deadline_start(&timer, limit);
    options.stop = &timer.stop;
    double start = bench_process_seconds();
    cover_puzzle_stats_t stats =
        cover_puzzle_solve(puzzle, &options, mode == RUN_FIRST ? stop_at_first : NULL, NULL);
    /* The preparation as the search times it, on the wall clock: the best
     * of the repeated runs (measure) is as good as the thread's time. */
    run_t run = {bench_process_seconds() - start, stats.prepare_seconds, stats.nodes,
                 stats.solutions, false, ""};
    run.finished = !deadline_finish(&timer) && !stats.failed;
    snprintf(run.strategy, sizeof run.strategy, "%s", stats.strategy);
    return run;
}

/* The yardstick starts from its matrix, made once; the time it took to
 * make the placements is added (twigs' time includes them). */
static run_t yardstick_once(const cover_puzzle_matrix_t *m, run_mode_t mode, double limit)
{
    double start = bench_process_seconds();
    yardstick_t *search = yardstick_create(m->primary, m->items, m->types, m->uses, m->options,
                                           m->start, m->item, m->type);
    if (search == NULL) {
        fprintf(stderr, "bench_corpus: out of memory\n");
        exit(2);
    }
    double made = bench_process_seconds();
    yardstick_stats_t stats = yardstick_search(search, mode == RUN_FIRST, limit);
    run_t run = {bench_process_seconds() - start + m->seconds, made - start + m->seconds,
                 stats.nodes, stats.solutions, !stats.stopped, "dlx-mrv"};
    yardstick_destroy(search);
    return run;
}

/* twigs on the puzzle, or the yardstick on its matrix m, repeated while
 * short unless set->once; the best time. */
static run_t measure(const cover_puzzle_t *puzzle, const cover_puzzle_matrix_t *m,
                     run_mode_t mode, double limit, const settings_t *set)
{
    run_t best =
        m != NULL ? yardstick_once(m, mode, limit) : twigs_once(puzzle, mode, limit, set->rule);
    double total = best.seconds;
    for (int k = 1; !set->once && best.finished && best.seconds < REPEAT_BELOW &&
                    total < REPEAT_TOTAL && k < REPEAT_MAX;
         k++) {
        run_t again = m != NULL ? yardstick_once(m, mode, limit)
                                : twigs_once(puzzle, mode, limit, set->rule);
        total += again.seconds;
        if (again.seconds < best.seconds)
            best.seconds = again.seconds;
        if (again.prepare < best.prepare)
            best.prepare = again.prepare;
    }
    return best;
}

/* ---- The table ---- */

/* A ratio, and which way it is only a bound. */
typedef struct {
    double value;
    char bound; /* ' ' exact, '>' at least, '<' at most, '?' neither finished */
} ratio_t;

static ratio_t ratio_of(const run_t *twigs, const run_t *yard)
{
    double t = twigs->seconds > 1e-7 ? twigs->seconds : 1e-7;
    ratio_t r = {yard->seconds / t, ' '};
    if (!twigs->finished && !yard->finished)
        r.bound = '?';
    else if (!yard->finished)
        r.bound = '>';
    else if (!twigs->finished)
        r.bound = '<';
    return r;
}

typedef struct {
    char name[96];
    ratio_t ratio;
    run_t twigs, yard;
} row_t;

typedef struct {
    row_t *rows;
    size_t count, capacity;
} rows_t;

static void rows_add(rows_t *rows, const char *name, ratio_t ratio, const run_t *twigs,
                     const run_t *yard)
{
    if (rows->count == rows->capacity) {
        rows->capacity = rows->capacity ? 2 * rows->capacity : 64;
        rows->rows = realloc(rows->rows, rows->capacity * sizeof *rows->rows);
        if (rows->rows == NULL) {
            fprintf(stderr, "bench_corpus: out of memory\n");
            exit(2);
        }
    }
    row_t *row = &rows->rows[rows->count++];
    snprintf(row->name, sizeof row->name, "%s", name);
    row->ratio = ratio;
    row->twigs = *twigs;
    row->yard = *yard;
}

static int row_compare(const void *a, const void *b)
{
    const row_t *x = a, *y = b;
    return (x->ratio.value > y->ratio.value) - (x->ratio.value < y->ratio.value);
}

static void time_text(const run_t *run, char *text, size_t size)
{
    snprintf(text, size, "%s%.3f", run->finished ? "" : ">", run->seconds * 1000);
}

static void ratio_text(ratio_t r, char *text, size_t size)
{
    snprintf(text, size, "%c%.2f", r.bound, r.value);
}

/* The summary of one column of ratios: worst, median, the worst five. */
static void summarise(const char *what, rows_t *rows)
{
    if (rows->count == 0) {
        printf("%s: no puzzle\n", what);
        return;
    }
    qsort(rows->rows, rows->count, sizeof *rows->rows, row_compare);
    const row_t *worst = &rows->rows[0], *median = &rows->rows[(rows->count - 1) / 2];
    size_t slower = 0, slowest = 0, unfinished = 0;
    for (size_t k = 0; k < rows->count; k++) {
        slower += rows->rows[k].ratio.value < 1;
        unfinished += !rows->rows[k].twigs.finished;
        if (rows->rows[k].twigs.seconds > rows->rows[slowest].twigs.seconds)
            slowest = k;
    }
    char w[32], m[32], s[32];
    ratio_text(worst->ratio, w, sizeof w);
    ratio_text(median->ratio, m, sizeof m);
    time_text(&rows->rows[slowest].twigs, s, sizeof s);
    printf("%s: %zu puzzles, worst ratio %s (%s), median ratio %s, twigs slower on %zu, "
           "slowest twigs %s ms (%s), twigs unfinished %zu\n",
           what, rows->count, w, worst->name, m, slower, s, rows->rows[slowest].name, unfinished);
    printf("  worst five:\n");
    for (size_t k = 0; k < rows->count && k < 5; k++) {
        const row_t *r = &rows->rows[k];
        char t[32], y[32], q[32];
        time_text(&r->twigs, t, sizeof t);
        time_text(&r->yard, y, sizeof y);
        ratio_text(r->ratio, q, sizeof q);
        printf("    %-48s twigs %12s ms %12llu nodes  yardstick %12s ms %12llu nodes  ratio %s\n",
               r->name, t, (unsigned long long)r->twigs.nodes, y,
               (unsigned long long)r->yard.nodes, q);
    }
}

/* ---- A puzzle ---- */

/* Family, kind and variant from NNN_FAMILY_KIND_VARIANT.yaml. */
static void describe(const char *path, char *family, char *kind, char *variant, size_t size)
{
    const char *base = strrchr(path, '/');
    base = base != NULL ? base + 1 : path;
    char copy[256];
    snprintf(copy, sizeof copy, "%s", base);
    char *dot = strstr(copy, ".yaml");
    if (dot != NULL)
        *dot = '\0';
    char *parts[4] = {NULL, NULL, NULL, NULL};
    char *next = copy;
    for (int k = 0; k < 4 && next != NULL; k++) {
        parts[k] = next;
        next = strchr(next, '_');
        if (next != NULL)
            *next++ = '\0';
    }
    bool named = parts[3] != NULL;
    snprintf(family, size, "%.63s", named ? parts[1] : "-");
    snprintf(kind, size, "%.63s", named ? parts[2] : copy);
    snprintf(variant, size, "%.63s", named ? parts[3] : "-");
}

typedef struct {
    const settings_t *settings;
    /* The first solutions; those of them that both take under SHORT_SECONDS
     * (where the fixed costs weigh most); the preparations; the counts. */
    rows_t first, first_short, prepare, count;
    size_t mismatches, checked, agreed;
} bench_t;

#define SHORT_SECONDS 0.005

/* The preparations of a first solution, as runs of their own. */
static void add_prepare(bench_t *b, const char *name, const run_t *first, const run_t *yard)
{
    run_t twigs_prep = *first, yard_prep = *yard;
    twigs_prep.seconds = first->prepare;
    yard_prep.seconds = yard->prepare;
    twigs_prep.finished = yard_prep.finished = true;
    rows_add(&b->prepare, name, ratio_of(&twigs_prep, &yard_prep), &twigs_prep, &yard_prep);
}

static void print_header(void)
{
    printf("%-22s %-14s %-10s %5s %4s %-34s | %-28s | %-28s | %9s | %-28s | %-28s | %9s | %-26s "
           "| %-25s | %9s\n",
           "family", "kind", "variant", "edges", "pcs", "strategy", "first: twigs ms / nodes",
           "yardstick ms / nodes", "ratio", "count: twigs ms / nodes", "yardstick ms / nodes",
           "ratio", "solutions (distinct / all)", "prep: twigs / yardstick ms", "ratio");
}

static void run_text(const run_t *run, char *text, size_t size)
{
    char t[32];
    time_text(run, t, sizeof t);
    snprintf(text, size, "%12s %15llu", t, (unsigned long long)run->nodes);
}

/* Whether twigs' count of every solution agrees with the yardstick's. */
static void check_count(bench_t *b, const cover_puzzle_t *puzzle, const char *name,
                        const run_t *first, const run_t *yard_first, const run_t *yard_count)
{
    if (first->finished && yard_first->finished && first->solutions != yard_first->solutions) {
        printf("MISMATCH %s: twigs found %llu first solutions, the yardstick %llu\n", name,
               (unsigned long long)first->solutions, (unsigned long long)yard_first->solutions);
        b->mismatches++;
    }
    if (yard_count == NULL || !yard_count->finished)
        return;
    run_t raw = twigs_once(puzzle, RUN_RAW, b->settings->count_seconds, b->settings->rule);
    if (!raw.finished)
        return;
    b->checked++;
    b->agreed += raw.solutions == yard_count->solutions;
    if (raw.solutions != yard_count->solutions) {
        printf("MISMATCH %s: twigs counts %llu solutions in all, the yardstick %llu\n", name,
               (unsigned long long)raw.solutions, (unsigned long long)yard_count->solutions);
        b->mismatches++;
    }
}

static void bench_puzzle(void *context, const char *path, const cover_puzzle_t *puzzle)
{
    bench_t *b = context;
    const settings_t *set = b->settings;
    char family[64], kind[64], variant[64];
    describe(path, family, kind, variant, sizeof family);
    char name[96];
    snprintf(name, sizeof name, "%.31s %.31s %.31s", family, kind, variant);
    cover_puzzle_sizes_t sizes;
    bool fit = cover_puzzle_sizes_fit(puzzle, &sizes);
    cover_puzzle_matrix_t m;
    if (!fit || !cover_puzzle_matrix(puzzle, &m)) {
        printf("%-48s %s\n", name, fit ? "out of memory" : "the pieces do not fit the region");
        if (fit)
            cover_puzzle_matrix_free(&m);
        return;
    }
    run_t first = measure(puzzle, NULL, RUN_FIRST, set->first_seconds, set);
    run_t yard_first = measure(puzzle, &m, RUN_FIRST, set->first_seconds, set);
    ratio_t first_ratio = ratio_of(&first, &yard_first);
    rows_add(&b->first, name, first_ratio, &first, &yard_first);
    if (first.finished && yard_first.finished && first.seconds < SHORT_SECONDS &&
        yard_first.seconds < SHORT_SECONDS)
        rows_add(&b->first_short, name, first_ratio, &first, &yard_first);
    add_prepare(b, name, &first, &yard_first);
    char t1[64], y1[64], r1[32], t2[64] = "", y2[64] = "", r2[32] = "", solutions[64] = "";
    char prepare[64], prepare_ratio[32];
    const row_t *prepared = &b->prepare.rows[b->prepare.count - 1];
    snprintf(prepare, sizeof prepare, "%12.3f %12.3f", first.prepare * 1000,
             yard_first.prepare * 1000);
    ratio_text(prepared->ratio, prepare_ratio, sizeof prepare_ratio);
    run_text(&first, t1, sizeof t1);
    run_text(&yard_first, y1, sizeof y1);
    ratio_text(first_ratio, r1, sizeof r1);
    run_t count, yard_count;
    if (set->count) {
        count = measure(puzzle, NULL, RUN_COUNT, set->count_seconds, set);
        yard_count = measure(puzzle, &m, RUN_COUNT, set->count_seconds, set);
        ratio_t count_ratio = ratio_of(&count, &yard_count);
        rows_add(&b->count, name, count_ratio, &count, &yard_count);
        run_text(&count, t2, sizeof t2);
        run_text(&yard_count, y2, sizeof y2);
        ratio_text(count_ratio, r2, sizeof r2);
        snprintf(solutions, sizeof solutions, "%s%llu / %s%llu", count.finished ? "" : ">",
                 (unsigned long long)count.solutions, yard_count.finished ? "" : ">",
                 (unsigned long long)yard_count.solutions);
    }
    printf("%-22s %-14s %-10s %5zu %4zu %-34s | %s | %s | %9s | %s | %s | %9s | %-26s | %-25s "
           "| %9s\n",
           family, kind, variant, sizes.required + sizes.spare, piece_set_pieces(puzzle->pieces),
           first.strategy, t1, y1, r1, t2, y2, r2, solutions, prepare, prepare_ratio);
    fflush(stdout);
    if (set->check)
        check_count(b, puzzle, name, &first, &yard_first, set->count ? &yard_count : NULL);
    cover_puzzle_matrix_free(&m);
}

static bool rule_read(const char *name, settings_t *settings)
{
    static const char *const names[] = {"auto", "fewest", "first-item"};
    for (size_t r = 0; r < sizeof names / sizeof names[0]; r++)
        if (strcmp(name, names[r]) == 0) {
            settings->rule = (rule_t)r;
            return true;
        }
    return false;
}

static int usage(void)
{
    fprintf(stderr, "usage: bench_corpus [--first-seconds S] [--count-seconds S] [--no-count] "
                    "[--check] [--once] [--rule auto|fewest|first-item] PUZZLE.yaml...\n");
    return 2;
}

int main(int argc, char **argv)
{
    settings_t settings = {10, 60, true, false, false, RULE_AUTO};
    int k = 1;
    for (; k < argc && strncmp(argv[k], "--", 2) == 0; k++) {
        if (strcmp(argv[k], "--first-seconds") == 0 && k + 1 < argc)
            settings.first_seconds = atof(argv[++k]);
        else if (strcmp(argv[k], "--count-seconds") == 0 && k + 1 < argc)
            settings.count_seconds = atof(argv[++k]);
        else if (strcmp(argv[k], "--no-count") == 0)
            settings.count = false;
        else if (strcmp(argv[k], "--check") == 0)
            settings.check = true;
        else if (strcmp(argv[k], "--once") == 0)
            settings.once = true;
        else if (strcmp(argv[k], "--rule") == 0 && k + 1 < argc && rule_read(argv[++k], &settings))
            continue;
        else
            return usage();
    }
    if (k == argc)
        return usage();
    bench_t b = {&settings, {NULL, 0, 0}, {NULL, 0, 0}, {NULL, 0, 0}, {NULL, 0, 0}, 0, 0, 0};
    print_header();
    bool read_all = bench_cover_each(argv + k, argc - k, bench_puzzle, &b);
    printf("\n");
    summarise("first solution", &b.first);
    summarise("first solution, both under 5 ms", &b.first_short);
    summarise("preparation of the first solution", &b.prepare);
    if (settings.count)
        summarise("count", &b.count);
    if (settings.check)
        printf("counts checked: %zu, %zu agree; mismatches %zu\n", b.checked, b.agreed,
               b.mismatches);
    free(b.first.rows);
    free(b.first_short.rows);
    free(b.prepare.rows);
    free(b.count.rows);
    return b.mismatches > 0 ? 1 : read_all ? 0 : 2;
}
