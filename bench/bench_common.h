/* What the benchmark programs share: reading a cover puzzle file as twigs
 * solve reads it, a deadline that stops a search from outside, and the
 * processor time a run has taken. */
#ifndef TWIGS_BENCH_COMMON_H
#define TWIGS_BENCH_COMMON_H

#include <stdatomic.h>
#include <stdbool.h>
#include <threads.h>

#include "puzzle/puzzle.h"

/* The puzzle of a file, its errors printed; false when it does not read
 * or is not a cover puzzle.  With a cover puzzle, *problem is its cover
 * problem, whose required edges *required holds (free it, and the
 * puzzle, after solving). */
bool bench_cover_read(const char *path, puzzle_t *puzzle, cover_puzzle_t *problem,
                      edge_t **required);

/* Each file that reads as a cover puzzle, in turn, handed to fn with its
 * problem; whether every file read. */
typedef void (*bench_cover_fn)(void *context, const char *path, const cover_puzzle_t *problem);
bool bench_cover_each(char *const *paths, int count, bench_cover_fn fn, void *context);

/* Raises stop after `seconds`, unless finished first.  The timer's
 * thread is waiting before deadline_start returns, so that starting it
 * is not timed as part of the search (processor time counts every
 * thread's). */
typedef struct {
    atomic_bool stop;
    double seconds;
    mtx_t lock;
    cnd_t done_signal, waiting_signal;
    bool done, expired, timed, waiting;
    thrd_t thread;
} deadline_t;

void deadline_start(deadline_t *d, double seconds);
/* Whether the time ran out before this. */
bool deadline_finish(deadline_t *d);

/* Seconds of processor time the process has used, in every thread (a
 * first solution's portfolio searches in threads of its own, one at a
 * time): on a machine shared with other work, steadier than the wall
 * clock. */
double bench_process_seconds(void);

#endif
