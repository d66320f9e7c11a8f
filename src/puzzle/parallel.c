#include "puzzle/parallel.h"

#include <stdlib.h>
#include <threads.h>

typedef struct {
    const parallel_jobs_t *jobs;
    void *shared;
    size_t count;
    unsigned part, parts;
    atomic_size_t next;
    const atomic_bool *stop;
    atomic_bool *halt;
    atomic_bool failed;
} pool_t;

typedef struct {
    pool_t *pool;
    thrd_t thread;
} worker_t;

bool parallel_slice_is_ours(size_t index, unsigned part, unsigned parts)
{
    return parts <= 1 || index % parts == part - 1;
}

static int work(void *arg)
{
    pool_t *pool = arg;
    void *local = pool->jobs->worker_new(pool->shared);
    if (local == NULL) {
        atomic_store(&pool->failed, true);
        atomic_store(pool->halt, true);
        return 0;
    }
    for (;;) {
        size_t index = atomic_fetch_add(&pool->next, 1);
        if (index >= pool->count || atomic_load(pool->halt) ||
            (pool->stop != NULL && atomic_load(pool->stop)))
            break;
        if (parallel_slice_is_ours(index, pool->part, pool->parts) &&
            !pool->jobs->slice(pool->shared, local, index))
            atomic_store(pool->halt, true);
    }
    pool->jobs->worker_free(local);
    return 0;
}

bool parallel_run(const parallel_jobs_t *jobs, void *shared, size_t count, unsigned threads,
                  unsigned part, unsigned parts, const atomic_bool *stop, atomic_bool *halt)
{
    pool_t pool;
    pool.jobs = jobs;
    pool.shared = shared;
    pool.count = count;
    pool.part = part;
    pool.parts = parts;
    pool.stop = stop;
    pool.halt = halt;
    atomic_init(&pool.next, 0);
    atomic_init(&pool.failed, false);
    unsigned extra = threads > 1 ? threads - 1 : 0;
    worker_t *workers = calloc(extra + 1, sizeof *workers);
    unsigned started = 0;
    for (; workers != NULL && started < extra; started++)
        if (thrd_create(&workers[started].thread, work, &pool) != thrd_success)
            break;
    work(&pool);
    for (unsigned t = 0; t < started; t++)
        thrd_join(workers[t].thread, NULL);
    free(workers);
    return !atomic_load(&pool.failed);
}
