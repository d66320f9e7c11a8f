/* What the solve command prints, for cover puzzles and optimisation
 * puzzles alike: solutions in the requested format, and summaries. */
#ifndef TWIGS_CLI_SOLVE_OUTPUT_H
#define TWIGS_CLI_SOLVE_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>

#include "cli/args.h"
#include "cli/output.h"
#include "cli/solve.h"
#include "cli/watch.h"
#include "io/ytree.h"
#include "puzzle/puzzle.h"
#include "puzzle/summary.h"

/* The longest caption of a solution's picture. */
#define SOLVE_CAPTION_MAX 256

typedef struct {
    placement_t *pieces;
    size_t count;
    char caption[SOLVE_CAPTION_MAX]; /* the puzzle, the solution's number or value */
} solve_figure_t;

/* Where solutions go, in the requested format: YAML documents as they
 * come, text drawings as they come, or one SVG page at the end. */
typedef struct {
    const solve_request_t *req;
    const puzzle_t *puzzle;
    output_t out;
    yemitter_t *emitter;
    solve_figure_t *figures;
    size_t printed;
    bool failed; /* a solution could not be printed (solve_sink_take) */
} solve_sink_t;

bool solve_sink_open(solve_sink_t *sink, const solve_request_t *req, const puzzle_t *puzzle);
/* Prints one solution (with a claim mapping for optimisation puzzles, or
 * NULL). */
bool solve_sink_add(solve_sink_t *sink, const placement_t *pieces, size_t count,
                    const ynode_t *claim);
/* A search's callback (cover_puzzle_fn) printing each solution it is
 * given into the sink (context): the first alone, or every one with
 * --all.  A solution that could not be printed stops the search, and
 * sink->failed says so. */
bool solve_sink_take(void *sink, const placement_t *pieces, size_t count);
/* A line of explanation: a comment in YAML (before the first solution or
 * after one, as the stream allows), an indented line in text, nothing in
 * JSON or SVG. */
void solve_sink_note(solve_sink_t *sink, const char *note);
/* --all stopped by `cause` (watch_cause): the list says so at its end
 * (solve_sink_note), and so does stderr. */
void solve_sink_stopped(solve_sink_t *sink, const char *cause);
/* Finishes the output; keeps the file only when `keep`. */
bool solve_sink_close(solve_sink_t *sink, bool keep);

/* The end of a search that printed its solutions into the sink (one, or
 * every one with --all) and ended as `end` says: says when --all was
 * stopped, keeps the output when it holds a solution, and says so when
 * there is none; returns the exit status (0 found, 1 none, 2 failed).
 * `search` (or NULL) names the search that answered: the solution was
 * "found by" it (a note), or it "shows that there is none". */
int solve_sink_finish(solve_sink_t *sink, watch_end_t end, const char *search);

/* Prints "twigs solve: NAME: " and the formatted message on stderr, the
 * puzzle's name escaped (a file may name its puzzle anything). */
__attribute__((format(printf, 2, 3)))
void solve_puzzle_error(const puzzle_t *puzzle, const char *format, ...);

/* Says on stderr that the puzzle's search found nothing: "no solution",
 * or "no WHAT found within ..." when `end` stopped it, then `more`. */
void solve_none(const puzzle_t *puzzle, const char *what, watch_end_t end, const char *more);

/* Prints a summary in `format`: text, yaml or json.  False when out of
 * memory; whether writing failed, ferror(out) tells. */
bool solve_summary_print(const summary_t *summary, const char *format, FILE *out);

/* Writes a summary where the request says, as YAML or one line of text,
 * with the request's part (--part K/N) and the puzzle's fingerprint for
 * that split; returns the exit status (0, or 2 when the output could not
 * be written). */
int solve_summary_write(const solve_request_t *req, const puzzle_t *puzzle,
                        const summary_t *summary);

#endif
