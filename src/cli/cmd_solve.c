/* twigs solve: the command's options, the cover puzzles, and the
 * optimisation puzzles handed to solve_optimum.c. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/args.h"
#include "cli/command.h"
#include "cli/puzzle_path.h"
#include "cli/solve.h"
#include "cli/solve_output.h"
#include "cli/watch.h"
#include "puzzle/puzzle_file.h"

/* The folder of installed puzzles, which Makefile.am names. */
#ifndef TWIGS_PUZZLES_DIR
#error "TWIGS_PUZZLES_DIR (the folder of installed puzzles) is not defined"
#endif

/* ---- Arguments ---- */

enum { OPT_COUNT, OPT_ALL, OPT_FORMAT, OPT_OUTPUT, OPT_THREADS, OPT_TIME_LIMIT, OPT_PART, OPT_MEMORY };

static const command_option_t option_table[] = {
    [OPT_COUNT] = {0, "count", NULL, "print how many distinct solutions there are"},
    [OPT_ALL] = {0, "all", NULL, "print every distinct solution (as YAML unless --format says)"},
    [OPT_FORMAT] = {0, "format", "text|yaml|json|svg", "the output's format (default: text)"},
    [OPT_OUTPUT] = {'o', NULL, "FILE", "write to FILE, replaced only when solve succeeds"},
    [OPT_THREADS] = {0, "threads", "N", "search with N threads (default: one a core, up to 64)"},
    [OPT_TIME_LIMIT] = {0, "time-limit", "SEC", "stop after SEC seconds and print what was found"},
    [OPT_PART] = {0, "part", "K/N", "search the K-th of N slices and print a summary for merge"},
    [OPT_MEMORY] = {0, "memory", "SIZE", "--count remembers states in SIZE bytes (64M; 0: none)"},
    {0},
};

static int cmd_solve(const command_args_t *args);

const command_t command_solve = {
    .name = "solve",
    .usage =
        "  twigs solve PUZZLE [--count | --all] [--format text|yaml|json|svg] [-o FILE]\n"
        "                     [--threads N] [--time-limit SEC] [--part K/N] [--memory SIZE]\n",
    .about =
        "Solves PUZZLE: triangle, hexes15, maximum, ring, tree, or a puzzle file (YAML;\n"
        "- for standard input).  Without --count or --all it prints one solution, for\n"
        "maximum, ring and tree the best with its claim.  Exit status: 0 done, 1 no\n"
        "solution, 2 bad usage or input.  A PUZZLE that is neither names the file\n"
        "PUZZLE.yaml in the folder of installed puzzles, " TWIGS_PUZZLES_DIR ".\n"
        "Run from its build folder, twigs reads its source's puzzles/ first.\n",
    .options = option_table,
    .run = cmd_solve,
};

static unsigned default_threads(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 64 ? 64 : (unsigned)n;
}

/* The default memo for --count: enough for the counts of puzzles/ to run
 * with few states given up, little beside a machine's memory. */
#define SOLVE_MEMORY_DEFAULT ((size_t)64 << 20)

/* A number of bytes, with K, M, G or T for 2^10, 2^20, 2^30, 2^40. */
static bool parse_size(const char *text, size_t *bytes)
{
    if (*text < '0' || *text > '9')
        return false;
    char *end;
    unsigned long long n = strtoull(text, &end, 10);
    static const char units[] = "KMGT";
    const char *unit = *end != '\0' ? strchr(units, *end) : NULL;
    if (*end != '\0' && (unit == NULL || end[1] != '\0'))
        return false;
    unsigned shift = unit != NULL ? 10 * (unsigned)(unit - units + 1) : 0;
    if (n > (UINT64_C(1) << 40) >> shift)
        return false;
    *bytes = (size_t)(n << shift);
    return true;
}

static int request_option(solve_request_t *req, int option, const char *value)
{
    char *end;
    switch (option) {
    case OPT_COUNT:
    case OPT_ALL:
        if (req->mode != SOLVE_ONE)
            return args_usage_error("solve", "--count and --all go alone");
        req->mode = option == OPT_COUNT ? SOLVE_COUNT : SOLVE_ALL;
        return 0;
    case OPT_FORMAT:
        req->format_given = true;
        return args_format("solve", value, "text|yaml|json|svg", &req->format);
    case OPT_OUTPUT:
        if (value == NULL)
            return args_usage_error("solve", "-o needs a file name");
        req->output = value;
        return 0;
    case OPT_THREADS: {
        long n = value ? strtol(value, &end, 10) : 0;
        if (value == NULL || *end != '\0' || n < 1 || n > 256)
            return args_usage_error("solve", "--threads takes a number from 1 to 256");
        req->threads = (unsigned)n;
        return 0;
    }
    case OPT_TIME_LIMIT:
        return args_seconds("solve", "--time-limit", value, false, &req->time_limit);
    case OPT_MEMORY:
        if (value == NULL || !parse_size(value, &req->memory))
            return args_usage_error("solve", "--memory takes a size such as 512M or 4G (at most "
                                             "1T), or 0 for none");
        return 0;
    default: /* OPT_PART */
        if (value == NULL || !summary_part_parse(value, &req->part, &req->parts))
            return args_usage_error("solve", "--part takes K/N with 1 <= K <= N");
        return 0;
    }
}

void solve_request_init(solve_request_t *req)
{
    memset(req, 0, sizeof *req);
    req->format = "text";
    req->threads = default_threads();
    req->memory = SOLVE_MEMORY_DEFAULT;
}

static int parse_request(const command_args_t *args, solve_request_t *req)
{
    solve_request_init(req);
    for (size_t i = 0; i < args->option_count; i++) {
        int status = request_option(req, args->options[i].index, args->options[i].value);
        if (status != 0)
            return status;
    }
    if (args->operand_count == 0)
        return args_usage_error("solve", "which puzzle? (triangle, hexes15, maximum, ring, tree "
                                         "or a puzzle file)");
    if (args->operand_count > 1)
        return args_usage_error("solve", "one puzzle at a time");
    req->target = args->operands[0];
    /* --all prints a YAML stream (docs/puzzles.md) unless another format
     * is asked. */
    if (req->mode == SOLVE_ALL && !req->format_given)
        req->format = "yaml";
    if (req->mode == SOLVE_COUNT && strcmp(req->format, "svg") == 0)
        return args_usage_error("solve", "--count prints text, yaml or json, not svg");
    return 0;
}

/* ---- The puzzle ---- */

static bool load_puzzle(const char *target, puzzle_t *puzzle)
{
    if (puzzle_builtin(target, puzzle))
        return true;
    const char *folders[PUZZLE_PATH_FOLDERS_MAX + 1];
    puzzle_path_folders(folders);
    if (puzzle_path_unknown(target, folders)) {
        puzzle_path_explain(stderr, "twigs solve", target, folders, puzzle_builtin_names);
        return false;
    }
    char *path = puzzle_path_find(target, folders);
    if (path == NULL) {
        fprintf(stderr, "twigs solve: out of memory\n");
        return false;
    }
    bool ok = puzzle_file_load(path, puzzle, stderr);
    free(path);
    return ok;
}

/* ---- Cover puzzles ---- */

static void cover_progress(void *context, progress_t *out)
{
    cover_puzzle_progress_t *p = context;
    out->slices = atomic_load(&p->slices);
    out->slices_done = atomic_load(&p->slices_done);
    out->has_solutions = true;
    out->solutions = atomic_load(&p->solutions);
}

/* The search of a cover puzzle as req asks, each solution passed to fn
 * (NULL: a count), with the progress line when `progress`; *end says why
 * it ended.  stats.failed when out of memory. */
static cover_puzzle_stats_t solve_cover_search(const solve_request_t *req,
                                               const puzzle_t *puzzle, cover_puzzle_fn fn,
                                               void *context, bool progress, watch_end_t *end)
{
    cover_puzzle_stats_t stats = {0};
    *end = WATCH_FINISHED;
    edge_t *required;
    cover_puzzle_t problem;
    if (!puzzle_cover_problem(puzzle, &problem, &required)) {
        stats.failed = true;
        return stats;
    }
    /* Reading the puzzle made sure the pieces can match the region's size. */
    atomic_bool stop = false;
    cover_puzzle_progress_t counters;
    atomic_init(&counters.slices, 0);
    atomic_init(&counters.slices_done, 0);
    atomic_init(&counters.solutions, 0);
    cover_puzzle_options_t options = cover_puzzle_default_options(&problem);
    options.threads = req->threads;
    options.part = req->part;
    options.parts = req->parts;
    options.stop = &stop;
    options.progress = &counters;
    options.memo_bytes = req->memory;
    options.first = req->mode == SOLVE_ONE;
    options.pockets = req->mode == SOLVE_ONE;
    watch_t *watch = watch_start(&stop, req->time_limit, req->interrupt,
                                 progress ? cover_progress : NULL, &counters);
    stats = cover_puzzle_solve(&problem, &options, fn, context);
    *end = watch_finish(watch);
    free(required);
    return stats;
}

bool solve_known(const solve_request_t *req, const puzzle_t *puzzle, summary_t *summary)
{
    if (puzzle_info(puzzle)->solve != PUZZLE_SOLVE_COVER)
        return solve_optimum_known(req, puzzle, summary);
    solve_request_t count = *req;
    count.mode = SOLVE_COUNT;
    watch_end_t end;
    cover_puzzle_stats_t stats = solve_cover_search(&count, puzzle, NULL, NULL, false, &end);
    *summary = summary_of_cover(puzzle->name, &stats, end == WATCH_FINISHED);
    return !stats.failed;
}

/* What answered (NULL when it goes without saying), as the solution's
 * note and the message of none say it; text has room for the words that
 * name a sweep. */
static const char *answered_by(const cover_puzzle_stats_t *stats, char *text, size_t size)
{
    switch (stats->answered_by) {
    case COVER_ANSWER_UNPLACEABLE:
        return "an edge that no placement of any piece covers";
    case COVER_ANSWER_ENDS:
        return "the count of the pieces' ends against the region's corners";
    case COVER_ANSWER_WALKED:
        return "a walk down every branch of the search tree";
    case COVER_ANSWER_QUICK:
        return "a quick FEWEST search";
    case COVER_ANSWER_PORTFOLIO_FIRST_ITEM:
        return "the portfolio's FIRST_ITEM search";
    case COVER_ANSWER_PORTFOLIO_FEWEST:
        return "the portfolio's FEWEST search";
    case COVER_ANSWER_PORTFOLIO_FEWEST_NEXT:
        snprintf(text, size, "the portfolio's FEWEST search in the sweep ranked %u",
                 stats->sweep_rank);
        return text;
    case COVER_ANSWER_PORTFOLIO_RESTARTS:
        return "the portfolio's FEWEST search, restarted with its placements shuffled";
    case COVER_ANSWER_SEARCH:
        break;
    }
    return NULL;
}

static int solve_cover(const solve_request_t *req, const puzzle_t *puzzle)
{
    solve_sink_t sink = {0};
    if (req->mode != SOLVE_COUNT && !solve_sink_open(&sink, req, puzzle))
        return 2;
    watch_end_t end;
    cover_puzzle_stats_t stats = solve_cover_search(
        req, puzzle, req->mode == SOLVE_COUNT ? NULL : solve_sink_take, &sink, true, &end);
    if (stats.too_large) {
        if (req->mode == SOLVE_COUNT || solve_sink_close(&sink, false))
            solve_puzzle_error(puzzle,
                               "more than %zu placements of the pieces on the region: their "
                               "search would take more than 1 GiB, the most twigs takes "
                               "(README: Limits)",
                               stats.placements);
        return 2;
    }
    if (stats.failed || sink.failed) {
        /* A failed write has said why (output_close, or main for
         * standard output). */
        if (req->mode == SOLVE_COUNT || solve_sink_close(&sink, false))
            fprintf(stderr, "twigs solve: out of memory\n");
        return 2;
    }
    if (stats.overflow) {
        /* No count is printed: every one it could print is false. */
        char most[COUNT_TEXT_SIZE];
        solve_puzzle_error(puzzle, "more than %s distinct solutions, the most twigs counts",
                           count_format(COUNT_MAX, most));
        return 2;
    }
    if (req->mode == SOLVE_COUNT) {
        summary_t summary = summary_of_cover(puzzle->name, &stats, end == WATCH_FINISHED);
        return solve_summary_write(req, puzzle, &summary);
    }
    char text[80];
    return solve_sink_finish(&sink, end, answered_by(&stats, text, sizeof text));
}

static int cmd_solve(const command_args_t *args)
{
    solve_request_t req;
    int status = parse_request(args, &req);
    if (status != 0)
        return status;
    /* A signal stops the search, which then prints what it found. */
    req.interrupt = args->interrupt;
    interrupt_poll(req.interrupt);
    puzzle_t puzzle;
    if (!load_puzzle(req.target, &puzzle))
        return 2;
    puzzle_solve_t solve = puzzle_info(&puzzle)->solve;
    if (solve != PUZZLE_SOLVE_BEST && req.parts > 0 && req.mode != SOLVE_COUNT)
        status = args_usage_error("solve", "--part goes with --count for %s", puzzle.name);
    else if (solve == PUZZLE_SOLVE_COVER)
        status = solve_cover(&req, &puzzle);
    else
        status = solve_optimum(&req, &puzzle);
    puzzle_free(&puzzle);
    return status;
}
