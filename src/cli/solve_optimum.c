/* The solve command for the optimisation puzzles (SPEC §5): The Tree, The
 * Ring and The Maximum print their best witness with a claim, or with
 * --part a partial summary that `twigs merge` joins; 15 Hexes prints one
 * configuration other than the triangle, counts them all, or prints them
 * all, as the cover puzzles do. */
#include <stdlib.h>
#include <string.h>

#include "cli/solve.h"
#include "cli/solve_output.h"
#include "cli/watch.h"
#include "puzzle/optimum.h"
#include "puzzle/puzzle_file.h"
#include "puzzle/summary.h"

/* ---- Progress ---- */

/* What the progress line shows: the search's own counters, and for 15
 * Hexes the arrangements found so far. */
typedef struct {
    optimum_progress_t search;
    atomic_uint_least64_t solutions;
    bool counting;
} solve_progress_t;

static void progress_print(void *context, progress_t *out)
{
    solve_progress_t *p = context;
    out->nodes = (unsigned long long)atomic_load(&p->search.nodes);
    out->slices = atomic_load(&p->search.slices);
    out->slices_done = atomic_load(&p->search.slices_done);
    out->has_solutions = p->counting;
    out->solutions = (double)atomic_load(&p->solutions);
    out->best = atomic_load(&p->search.best);
    out->has_best = !p->counting && out->best >= 0;
    out->bound = atomic_load(&p->search.bound);
    out->has_bound = !p->counting;
}

static optimum_options_t options_for(const solve_request_t *req, unsigned threads,
                                     atomic_bool *stop, solve_progress_t *progress, bool counting)
{
    optimum_progress_init(&progress->search);
    atomic_init(&progress->solutions, 0);
    progress->counting = counting;
    return (optimum_options_t){threads, req->part, req->parts, stop, &progress->search};
}

/* The threads of a search whose output is more than a count.  The Tree's
 * and The Maximum's witness, and 15 Hexes' arrangements, come in the
 * order the threads find them (tree.c, maximum.c and hexes15.c keep the
 * first witness found and pass on arrangements as they come), so they
 * are searched in one thread, where that order is the slices' and the
 * same in every run: it takes a fraction of a second (15 Hexes --all: a
 * few seconds more).  The Ring keeps --threads: its witness is the
 * lowest slice's (ring.c). */
static unsigned output_threads(const solve_request_t *req, puzzle_kind_t kind)
{
    bool counting = kind == PUZZLE_HEXES15 && req->mode == SOLVE_COUNT;
    return kind == PUZZLE_RING || counting ? req->threads : 1;
}

/* ---- The Tree, The Ring, The Maximum ---- */

static optimum_result_t search_best(puzzle_kind_t kind, const optimum_options_t *options)
{
    switch (kind) {
    case PUZZLE_TREE:
        return optimum_tree(options);
    case PUZZLE_RING:
        return optimum_ring_anytime(options);
    default:
        return optimum_maximum(options);
    }
}

/* What a search for the best value found, as a summary and as a claim. */
static summary_t best_summary(const puzzle_t *puzzle, const optimum_result_t *result)
{
    return (summary_t){
        .puzzle = puzzle->name,
        .kind = SUMMARY_BEST,
        .value = result->value,
        .has_value = result->value >= 0,
        .upper_bound = result->upper_bound,
        .proven = result->proven,
        .nodes = (long long)result->nodes,
        .seconds = result->seconds,
    };
}

static int print_witness(const solve_request_t *req, const puzzle_t *puzzle,
                         const optimum_result_t *result, watch_end_t end)
{
    solve_sink_t sink;
    if (!solve_sink_open(&sink, req, puzzle))
        return 2;
    char note[OPTIMUM_NOTE_MAX + 64];
    snprintf(note, sizeof note, "upper bound %ld: %s", result->upper_bound, result->bound_note);
    summary_t summary = best_summary(puzzle, result);
    ynode_t *claim = summary_claim_to_ynode(&summary);
    bool yaml = sink.emitter != NULL;
    /* In YAML the note comes first, as a comment over the document; in
     * text it follows the claim it explains. */
    if (yaml)
        solve_sink_note(&sink, note);
    bool ok = claim != NULL && solve_sink_add(&sink, result->witness, result->witness_count, claim);
    if (ok && !yaml)
        solve_sink_note(&sink, note);
    if (ok && !result->proven) {
        char why[64];
        snprintf(why, sizeof why, "not proven optimal: %s stopped the search", watch_cause(end));
        solve_sink_note(&sink, end != WATCH_FINISHED
                                   ? why
                                   : "not proven optimal: the search ended below the bound");
    }
    ynode_free(claim);
    /* A failed write has said why (output_close, or main). */
    bool closed = solve_sink_close(&sink, ok);
    if (closed && !ok)
        fprintf(stderr, "twigs solve: out of memory\n");
    return closed && ok ? 0 : 2;
}

/* The partial summary of --part: the slices' best value and bound, and
 * the witness (in YAML) so that merge can print the best of all parts. */
static int print_part(const solve_request_t *req, const puzzle_t *puzzle,
                      const optimum_result_t *result)
{
    summary_t summary = best_summary(puzzle, result);
    ynode_t *witness = NULL;
    if (summary.has_value) {
        placement_t pieces[2 * PIECE_COUNT];
        memcpy(pieces, result->witness, result->witness_count * sizeof *pieces);
        puzzle_listing_order(puzzle, pieces, result->witness_count);
        witness = puzzle_file_solution(puzzle, pieces, result->witness_count,
                                       puzzle->kind == PUZZLE_MAXIMUM);
        summary.witness = witness;
    }
    int status = solve_summary_write(req, puzzle, &summary);
    ynode_free(witness);
    return status;
}

static int solve_best(const solve_request_t *req, const puzzle_t *puzzle)
{
    if (req->mode != SOLVE_ONE)
        return args_usage_error("solve", "%s prints its best witness: --count and --all are for "
                                         "triangle, hexes15 and cover puzzles",
                                puzzle->name);
    if (req->parts > 0 && strcmp(req->format, "svg") == 0)
        return args_usage_error("solve", "--part prints a summary: text, yaml or json, not svg");
    atomic_bool stop = false;
    solve_progress_t progress;
    optimum_options_t options =
        options_for(req, output_threads(req, puzzle->kind), &stop, &progress, false);
    watch_t *watch =
        watch_start(&stop, req->time_limit, req->interrupt, progress_print, &progress);
    optimum_result_t result = search_best(puzzle->kind, &options);
    watch_end_t end = watch_finish(watch);
    if (result.failed) {
        fprintf(stderr, "twigs solve: out of memory\n");
        return 2;
    }
    if (req->parts > 0)
        return print_part(req, puzzle, &result);
    if (result.value < 0) {
        fprintf(stderr, "twigs solve: %s: %s%s (upper bound %ld)\n", puzzle->name,
                end != WATCH_FINISHED ? "no witness found " : "no solution",
                end != WATCH_FINISHED ? watch_within(end) : "", result.upper_bound);
        return 1;
    }
    return print_witness(req, puzzle, &result, end);
}

/* ---- 15 Hexes ---- */

typedef struct {
    const solve_request_t *req;
    solve_sink_t *sink;
    solve_progress_t *progress;
    placement_t found[PIECE_COUNT]; /* SOLVE_ONE: the first that is not the triangle */
    bool have, failed;
} hexes15_run_t;

static bool on_hexes15(void *context, const placement_t *pieces, size_t count, bool triangle)
{
    hexes15_run_t *run = context;
    atomic_fetch_add(&run->progress->solutions, 1);
    switch (run->req->mode) {
    case SOLVE_ONE:
        /* SPEC §5: a shape other than the triangle. */
        if (triangle || count != PIECE_COUNT)
            return true;
        memcpy(run->found, pieces, sizeof run->found);
        run->have = true;
        return false;
    case SOLVE_ALL:
        /* Every document printed is one check accepts: the triangle is
         * only counted (the summary's `triangle`). */
        if (triangle)
            return true;
        run->failed = !solve_sink_add(run->sink, pieces, count, NULL);
        return !run->failed;
    default:
        return true;
    }
}

/* What a count of 15 Hexes found, as its summary says it. */
static summary_t hexes15_summary(const puzzle_t *puzzle, const hexes15_stats_t *stats)
{
    return (summary_t){
        .puzzle = puzzle->name,
        .kind = SUMMARY_COUNT,
        .solutions = stats->solutions,
        .shapes = stats->shapes,
        .has_shapes = true,
        .triangle = stats->triangle,
        .has_triangle = true,
        .complete = !stats->stopped,
        .nodes = (long long)stats->nodes,
        .seconds = stats->seconds,
    };
}

/* Prints what SOLVE_ONE and SOLVE_ALL found; returns the exit status. */
static int hexes15_finish(const solve_request_t *req, hexes15_run_t *run, watch_end_t end)
{
    if (run->have && !solve_sink_add(run->sink, run->found, PIECE_COUNT, NULL))
        run->failed = true;
    bool found = run->sink->printed > 0;
    if (found && req->mode == SOLVE_ALL && end != WATCH_FINISHED)
        solve_sink_stopped(run->sink, watch_cause(end));
    /* A failed write has said why (output_close, or main). */
    bool closed = solve_sink_close(run->sink, found && !run->failed);
    if (closed && run->failed)
        fprintf(stderr, "twigs solve: out of memory\n");
    if (!closed || run->failed)
        return 2;
    if (!found)
        fprintf(stderr, "twigs solve: hexes15: %s%s\n",
                end != WATCH_FINISHED ? "no solution found " : "no solution",
                end != WATCH_FINISHED ? watch_within(end) : "");
    return found ? 0 : 1;
}

static int solve_hexes15(const solve_request_t *req, const puzzle_t *puzzle)
{
    if (req->parts > 0 && req->mode != SOLVE_COUNT)
        return args_usage_error("solve", "--part goes with --count for hexes15");
    solve_sink_t sink;
    if (req->mode != SOLVE_COUNT && !solve_sink_open(&sink, req, puzzle))
        return 2;
    atomic_bool stop = false;
    solve_progress_t progress;
    optimum_options_t options =
        options_for(req, output_threads(req, puzzle->kind), &stop, &progress, true);
    hexes15_run_t run = {req, &sink, &progress, {{0}}, false, false};
    watch_t *watch =
        watch_start(&stop, req->time_limit, req->interrupt, progress_print, &progress);
    hexes15_stats_t stats = optimum_hexes15(&options, on_hexes15, &run);
    watch_end_t end = watch_finish(watch);
    if (stats.failed) {
        if (req->mode != SOLVE_COUNT)
            solve_sink_close(&sink, false);
        fprintf(stderr, "twigs solve: out of memory\n");
        return 2;
    }
    if (req->mode == SOLVE_COUNT) {
        summary_t summary = hexes15_summary(puzzle, &stats);
        return solve_summary_write(req, puzzle, &summary);
    }
    return hexes15_finish(req, &run, end);
}

int solve_optimum(const solve_request_t *req, const puzzle_t *puzzle)
{
    if (puzzle->kind == PUZZLE_HEXES15)
        return solve_hexes15(req, puzzle);
    return solve_best(req, puzzle);
}

bool solve_optimum_known(const solve_request_t *req, const puzzle_t *puzzle, summary_t *summary)
{
    atomic_bool stop = false;
    solve_progress_t progress;
    bool counting = puzzle->kind == PUZZLE_HEXES15;
    optimum_options_t options = options_for(req, req->threads, &stop, &progress, counting);
    watch_t *watch = watch_start(&stop, req->time_limit, req->interrupt, NULL, NULL);
    bool failed;
    if (counting) {
        solve_request_t count = *req;
        count.mode = SOLVE_COUNT;
        hexes15_run_t run = {&count, NULL, &progress, {{0}}, false, false};
        hexes15_stats_t stats = optimum_hexes15(&options, on_hexes15, &run);
        *summary = hexes15_summary(puzzle, &stats);
        failed = stats.failed;
    } else {
        optimum_result_t result = search_best(puzzle->kind, &options);
        *summary = best_summary(puzzle, &result);
        failed = result.failed;
    }
    watch_finish(watch);
    return !failed;
}
