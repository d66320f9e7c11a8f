/* What the optimisation searches share (private to src/puzzle). */
#ifndef TWIGS_PUZZLE_OPTIMUM_INTERNAL_H
#define TWIGS_PUZZLE_OPTIMUM_INTERNAL_H

#include <time.h>

#include "puzzle/optimum.h"

/* A result with no witness yet, and the start of its clock (for
 * clock_seconds_since). */
void optimum_result_start(optimum_result_t *result, struct timespec *start);
bool optimum_stopped_from_outside(const optimum_options_t *options);

/* Workers that need no state of their own share the search's. */
void *optimum_worker_shared(void *shared);
void optimum_worker_none(void *worker);

#endif
