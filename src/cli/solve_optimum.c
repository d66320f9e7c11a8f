/* The solve command for the optimisation puzzles (docs/puzzles.md): The
 * Tree, The Ring and The Maximum print their best witness with a claim,
 * or with --part a partial summary that `twigs merge` joins; 15 Hexes
 * prints one arrangement other than the triangle, counts them all, or
 * prints them all, as the cover puzzles do.  The searches are below the
 * command line (puzzle/optimum.h); which one, puzzle_kind's table says. */
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
    bool counting;
} solve_progress_t;

static void progress_print(void *context, progress_t *out)
{
    solve_progress_t *p = context;
    out->nodes = (unsigned long long)atomic_load(&p->search.nodes);
    out->slices = atomic_load(&p->search.slices);
    out->slices_done = atomic_load(&p->search.slices_done);
    out->has_solutions = p->counting;
    out->solutions = (double)atomic_load(&p->search.solutions);
    out->best = atomic_load(&p->search.best);
    out->has_best = !p->counting && out->best >= 0;
    out->bound = atomic_load(&p->search.bound);
    out->has_bound = !p->counting;
}

static optimum_options_t options_for(const solve_request_t *req, unsigned threads,
                                     atomic_bool *stop, solve_progress_t *progress, bool counting)
{
    optimum_progress_init(&progress->search);
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
static unsigned output_threads(const solve_request_t *req, const puzzle_t *puzzle)
{
    const puzzle_info_t *info = puzzle_info(puzzle);
    bool counting = info->solve == PUZZLE_SOLVE_ARRANGEMENTS && req->mode == SOLVE_COUNT;
    return info->witness_any_threads || counting ? req->threads : 1;
}

/* ---- The Tree, The Ring, The Maximum ---- */

static int print_witness(const solve_request_t *req, const puzzle_t *puzzle,
                         const optimum_result_t *result, watch_end_t end)
{
    solve_sink_t sink;
    if (!solve_sink_open(&sink, req, puzzle))
        return 2;
    char note[OPTIMUM_NOTE_MAX + 64];
    snprintf(note, sizeof note, "upper bound %ld: %s", result->upper_bound, result->bound_note);
    summary_t summary = summary_of_best(puzzle->name, result);
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
    summary_t summary = summary_of_best(puzzle->name, result);
    ynode_t *witness = NULL;
    if (summary.has_value) {
        placement_t pieces[2 * PIECE_COUNT];
        memcpy(pieces, result->witness, result->witness_count * sizeof *pieces);
        puzzle_listing_order(puzzle, pieces, result->witness_count);
        witness = puzzle_file_solution(puzzle, pieces, result->witness_count);
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
        options_for(req, output_threads(req, puzzle), &stop, &progress, false);
    watch_t *watch =
        watch_start(&stop, req->time_limit, req->interrupt, progress_print, &progress);
    optimum_result_t result = puzzle_info(puzzle)->best(&options);
    watch_end_t end = watch_finish(watch);
    if (result.failed) {
        fprintf(stderr, "twigs solve: out of memory\n");
        return 2;
    }
    if (req->parts > 0)
        return print_part(req, puzzle, &result);
    if (result.value < 0) {
        char bound[64];
        snprintf(bound, sizeof bound, " (upper bound %ld)", result.upper_bound);
        solve_none(puzzle, "witness", end, bound);
        return 1;
    }
    return print_witness(req, puzzle, &result, end);
}

/* ---- 15 Hexes ---- */

static int solve_arrangements(const solve_request_t *req, const puzzle_t *puzzle)
{
    solve_sink_t sink;
    if (req->mode != SOLVE_COUNT && !solve_sink_open(&sink, req, puzzle))
        return 2;
    atomic_bool stop = false;
    solve_progress_t progress;
    optimum_options_t options =
        options_for(req, output_threads(req, puzzle), &stop, &progress, true);
    watch_t *watch =
        watch_start(&stop, req->time_limit, req->interrupt, progress_print, &progress);
    hexes15_stats_t stats = optimum_hexes15_listing(
        &options, req->mode == SOLVE_COUNT ? NULL : solve_sink_take, &sink);
    watch_end_t end = watch_finish(watch);
    if (stats.failed) {
        if (req->mode != SOLVE_COUNT)
            solve_sink_close(&sink, false);
        fprintf(stderr, "twigs solve: out of memory\n");
        return 2;
    }
    if (req->mode == SOLVE_COUNT) {
        summary_t summary = summary_of_arrangements(puzzle->name, &stats);
        return solve_summary_write(req, puzzle, &summary);
    }
    return solve_sink_finish(&sink, end, NULL);
}

int solve_optimum(const solve_request_t *req, const puzzle_t *puzzle)
{
    if (puzzle_info(puzzle)->solve == PUZZLE_SOLVE_ARRANGEMENTS)
        return solve_arrangements(req, puzzle);
    return solve_best(req, puzzle);
}

bool solve_optimum_known(const solve_request_t *req, const puzzle_t *puzzle, summary_t *summary)
{
    atomic_bool stop = false;
    solve_progress_t progress;
    bool counting = puzzle_info(puzzle)->solve == PUZZLE_SOLVE_ARRANGEMENTS;
    optimum_options_t options = options_for(req, req->threads, &stop, &progress, counting);
    watch_t *watch = watch_start(&stop, req->time_limit, req->interrupt, NULL, NULL);
    bool failed;
    if (counting) {
        hexes15_stats_t stats = optimum_hexes15_listing(&options, NULL, NULL);
        *summary = summary_of_arrangements(puzzle->name, &stats);
        failed = stats.failed;
    } else {
        optimum_result_t result = puzzle_info(puzzle)->best(&options);
        *summary = summary_of_best(puzzle->name, &result);
        failed = result.failed;
    }
    watch_finish(watch);
    return !failed;
}
