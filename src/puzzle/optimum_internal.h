/* What the optimisation searches share (private to src/puzzle). */
#ifndef TWIGS_PUZZLE_OPTIMUM_INTERNAL_H
#define TWIGS_PUZZLE_OPTIMUM_INTERNAL_H

#include <time.h>

#include "puzzle/optimum.h"

/* A result with no witness yet, and the start of its clock (for
 * clock_seconds_since). */
void optimum_result_start(optimum_result_t *result, struct timespec *start);
bool optimum_stopped_from_outside(const optimum_options_t *options);

#endif
