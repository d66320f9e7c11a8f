#include <string.h>

#include "puzzle/optimum_internal.h"

void optimum_progress_init(optimum_progress_t *progress)
{
    atomic_init(&progress->nodes, 0);
    atomic_init(&progress->best, -1);
    atomic_init(&progress->bound, -1);
    atomic_init(&progress->slices, 0);
    atomic_init(&progress->slices_done, 0);
}

void optimum_result_start(optimum_result_t *result, struct timespec *start)
{
    clock_gettime(CLOCK_MONOTONIC, start);
    memset(result, 0, sizeof *result);
    result->value = -1;
}

double optimum_seconds_since(const struct timespec *start)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - start->tv_sec) + (double)(now.tv_nsec - start->tv_nsec) / 1e9;
}

bool optimum_stopped_from_outside(const optimum_options_t *options)
{
    return options->stop != NULL && atomic_load(options->stop);
}

void *optimum_worker_shared(void *shared) { return shared; }

void optimum_worker_none(void *worker) { (void)worker; }
