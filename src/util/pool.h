/* A pool of worker threads sharing the slices of a search.
 *
 * A search split into independent slices 0..count-1 hands them out one at
 * a time to `threads` workers (the caller's thread is one of them); with
 * parts > 1 only the slices numbered part - 1 modulo parts are searched, so
 * that several machines can share one search.  Every search that runs in
 * threads (cover puzzles, and the optimisation puzzles' shapes, candidates
 * and first pieces) runs in this one pool.
 */
#ifndef TWIGS_UTIL_POOL_H
#define TWIGS_UTIL_POOL_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct {
    /* Makes a worker's own state; NULL when out of memory.  A NULL
     * worker_new gives every worker the shared state itself. */
    void *(*worker_new)(void *shared);
    /* Searches one slice; returns false to stop every worker. */
    bool (*slice)(void *shared, void *worker, size_t index);
    /* Frees what worker_new made; may be NULL when there is nothing to free. */
    void (*worker_free)(void *worker);
} pool_jobs_t;

/* Runs the slices; false when a worker could not be made (every worker is
 * then stopped through *halt).  No slice is begun once *stop is true (a
 * time limit; stop may be NULL) or once *halt is; a slice returning false
 * sets *halt, which the searches inside the slices should poll too. */
bool pool_run(const pool_jobs_t *jobs, void *shared, size_t count, unsigned threads,
              unsigned part, unsigned parts, const atomic_bool *stop, atomic_bool *halt);

/* Whether slice index belongs to part of parts (all, when parts is 0 or 1). */
bool pool_slice_is_ours(size_t index, unsigned part, unsigned parts);

#endif
