/* The solve command's request, as its options give it, and its part for
 * the optimisation puzzles. */
#ifndef TWIGS_CLI_SOLVE_H
#define TWIGS_CLI_SOLVE_H

#include <stdbool.h>
#include <stdio.h>

#include "cli/interrupt.h"
#include "puzzle/puzzle.h"
#include "puzzle/summary.h"

typedef enum { SOLVE_ONE, SOLVE_COUNT, SOLVE_ALL } solve_mode_t;

typedef struct {
    const char *target; /* a built-in puzzle's name or a puzzle file */
    solve_mode_t mode;
    const char *format; /* text, yaml or svg */
    bool format_given;
    const char *output; /* NULL: standard output */
    unsigned threads;
    double time_limit;   /* seconds; 0: none */
    size_t memory;       /* bytes for --count's memo; 0: none */
    unsigned part, parts; /* parts 0: the whole search */
    interrupt_t *interrupt; /* a signal stops the search as the time limit does */
} solve_request_t;

/* The request of `twigs solve PUZZLE` with no option. */
void solve_request_init(solve_request_t *req);

/* hexes15, maximum, ring and tree (solve_optimum.c). */
int solve_optimum(const solve_request_t *req, const puzzle_t *puzzle);

/* What a search as req asks (within its time limit, without a progress
 * line or output) finds out about the puzzle: its count (complete or
 * not), or its best value (proven or not), as the summary of --count or
 * --part would say it; the witness is left out.  False when out of
 * memory. */
bool solve_known(const solve_request_t *req, const puzzle_t *puzzle, summary_t *summary);
bool solve_optimum_known(const solve_request_t *req, const puzzle_t *puzzle, summary_t *summary);

#endif
