#include "util/pool.h"

#include <stdlib.h>
#include <threads.h>

typedef struct {
    const pool_jobs_t *jobs;
    void *shared;
    size_t count;
    unsigned part, parts;
    atomic_size_t next;
    const atomic_bool *stop;
    atomic_bool *halt;
    atomic_bool failed;
} run_t;

bool pool_slice_is_ours(size_t index, unsigned part, unsigned parts)
{
    return parts <= 1 || index % parts == part - 1;
}

/* One worker: takes the next slice until none is left or the run stops. */
static int work(void *arg)
{
    run_t *run = arg;
    const pool_jobs_t *jobs = run->jobs;
    void *local = jobs->worker_new != NULL ? jobs->worker_new(run->shared) : run->shared;
    if (local == NULL) {
        atomic_store(&run->failed, true);
        atomic_store(run->halt, true);
        return 0;
    }
    for (;;) {
        size_t index = atomic_fetch_add(&run->next, 1);
        if (index >= run->count || atomic_load(run->halt) ||
            (run->stop != NULL && atomic_load(run->stop)))
            break;
        if (pool_slice_is_ours(index, run->part, run->parts) &&
            !jobs->slice(run->shared, local, index))
            atomic_store(run->halt, true);
    }
    if (jobs->worker_free != NULL)
        jobs->worker_free(local);
    return 0;
}

bool pool_run(const pool_jobs_t *jobs, void *shared, size_t count, unsigned threads,
              unsigned part, unsigned parts, const atomic_bool *stop, atomic_bool *halt)
{
    run_t run;
    run.jobs = jobs;
    run.shared = shared;
    run.count = count;
    run.part = part;
    run.parts = parts;
    run.stop = stop;
    run.halt = halt;
    atomic_init(&run.next, 0);
    atomic_init(&run.failed, false);
    unsigned extra = threads > 1 ? threads - 1 : 0;
    thrd_t *ids = extra > 0 ? calloc(extra, sizeof *ids) : NULL;
    unsigned started = 0;
    for (; ids != NULL && started < extra; started++)
        if (thrd_create(&ids[started], work, &run) != thrd_success)
            break;
    work(&run);
    for (unsigned t = 0; t < started; t++)
        thrd_join(ids[t], NULL);
    free(ids);
    return !atomic_load(&run.failed);
}
