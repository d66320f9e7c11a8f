/* Elapsed time, for the `seconds` every search reports and for the
 * watcher's time limit.  Spans are measured on the monotonic clock, which
 * setting the system's date cannot make jump. */
#ifndef TWIGS_UTIL_CLOCK_H
#define TWIGS_UTIL_CLOCK_H

#include <time.h>

/* The moment a span starts. */
struct timespec clock_now(void);

/* Seconds from `start` (a clock_now) until now. */
double clock_seconds_since(struct timespec start);

#endif
