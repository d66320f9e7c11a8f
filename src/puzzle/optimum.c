#include <string.h>

#include "puzzle/optimum_internal.h"
#include "util/clock.h"

void optimum_progress_init(optimum_progress_t *progress)
{
    atomic_init(&progress->nodes, 0);
    atomic_init(&progress->best, -1);
    atomic_init(&progress->bound, -1);
    atomic_init(&progress->slices, 0);
    atomic_init(&progress->slices_done, 0);
    atomic_init(&progress->solutions, 0);
}

void optimum_result_start(optimum_result_t *result, struct timespec *start)
{
    *start = clock_now();
    memset(result, 0, sizeof *result);
    result->value = -1;
}

bool optimum_stopped_from_outside(const optimum_options_t *options)
{
    return options->stop != NULL && atomic_load(options->stop);
}
