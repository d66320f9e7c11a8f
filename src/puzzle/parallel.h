/* Slices of a search shared among worker threads.
 *
 * A search split into independent slices 0..count-1 hands them out one at
 * a time to `threads` workers (the caller's thread is one of them); with
 * parts > 0 only the slices numbered part - 1 modulo parts are searched, so
 * that several machines can share one search. */
#ifndef TWIGS_PUZZLE_PARALLEL_H
#define TWIGS_PUZZLE_PARALLEL_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct {
    /* Makes a worker's own state; NULL when out of memory. */
    void *(*worker_new)(void *shared);
    /* Searches one slice; returns false to stop every worker. */
    bool (*slice)(void *shared, void *worker, size_t index);
    void (*worker_free)(void *worker);
} parallel_jobs_t;

/* Runs the slices; false when a worker could not be made.  No slice is
 * begun once *stop is true (a time limit; stop may be NULL) or once *halt
 * is; a slice returning false sets *halt, which the searches inside the
 * slices should poll too. */
bool parallel_run(const parallel_jobs_t *jobs, void *shared, size_t count, unsigned threads,
                  unsigned part, unsigned parts, const atomic_bool *stop, atomic_bool *halt);

/* Whether slice index belongs to part of parts (all, when parts is 0). */
bool parallel_slice_is_ours(size_t index, unsigned part, unsigned parts);

#endif
