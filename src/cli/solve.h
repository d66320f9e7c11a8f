/* What the solve command shares between its cover puzzles and its
 * optimisation puzzles: the request and the printing of solutions. */
#ifndef TWIGS_CLI_SOLVE_H
#define TWIGS_CLI_SOLVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "cli/args.h"
#include "io/ytree.h"
#include "puzzle/puzzle.h"

typedef enum { SOLVE_ONE, SOLVE_COUNT, SOLVE_ALL } solve_mode_t;

typedef struct {
    const char *target; /* a built-in puzzle's name or a puzzle file */
    solve_mode_t mode;
    const char *format; /* text, yaml or svg */
    bool format_given;
    const char *output; /* NULL: standard output */
    unsigned threads;
    double time_limit;   /* seconds; 0: none */
    unsigned part, parts; /* parts 0: the whole search */
} solve_request_t;

typedef struct {
    placement_t *pieces;
    size_t count;
} solve_figure_t;

/* Puts a solution's pieces in the order its position document lists them:
 * each touching an earlier one, or The Maximum's game order as found. */
void solve_listing_order(const puzzle_t *puzzle, placement_t *pieces, size_t count);

/* Where solutions go, in the requested format: YAML documents as they
 * come, text drawings as they come, or one SVG page at the end. */
typedef struct {
    const solve_request_t *req;
    const puzzle_t *puzzle;
    output_t out;
    yemitter_t *emitter;
    solve_figure_t *figures;
    size_t printed;
} solve_sink_t;

bool solve_sink_open(solve_sink_t *sink, const solve_request_t *req, const puzzle_t *puzzle);
/* Prints one solution (with a claim mapping for optimisation puzzles, or
 * NULL). */
bool solve_sink_add(solve_sink_t *sink, const placement_t *pieces, size_t count,
                    const ynode_t *claim);
/* A line of explanation: a comment in YAML (before the first solution or
 * after one, as the stream allows), an indented line in text, nothing in
 * SVG. */
void solve_sink_note(solve_sink_t *sink, const char *note);
/* Finishes the output; keeps the file only when `keep`. */
bool solve_sink_close(solve_sink_t *sink, bool keep);

/* A summary mapping ({puzzle, ...}) as YAML or as one line of text. */
void solve_print_summary(const solve_request_t *req, const char *name, const ynode_t *summary,
                         FILE *out);

/* Adds `part: K/N` to a --part run's summary, writes it where the request
 * says and frees it; returns the exit status (0, or 2 when the output
 * could not be written). */
int solve_summary_write(const solve_request_t *req, const char *name, ynode_t *summary);

/* hexes15, maximum, ring and tree (solve_optimum.c). */
int solve_optimum(const solve_request_t *req, const puzzle_t *puzzle);

#endif
