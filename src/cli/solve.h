/* The solve command's request, as its options give it, and its part for
 * the optimisation puzzles. */
#ifndef TWIGS_CLI_SOLVE_H
#define TWIGS_CLI_SOLVE_H

#include <stdbool.h>

#include "cli/interrupt.h"
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
    size_t memory;       /* bytes for --count's memo; 0: none */
    unsigned part, parts; /* parts 0: the whole search */
    interrupt_t *interrupt; /* a signal stops the search as the time limit does */
} solve_request_t;

/* hexes15, maximum, ring and tree (solve_optimum.c). */
int solve_optimum(const solve_request_t *req, const puzzle_t *puzzle);

#endif
