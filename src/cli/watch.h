/* A watcher for long searches: it raises the search's stop flag when the
 * time limit passes or a signal is caught (interrupt.h) and, when
 * standard error is a terminal, redraws a progress line (progress.h) in
 * place twice a second, as wide as the terminal is at the time: with the
 * escape code that clears a line, or, on a terminal that knows none
 * (TERM=dumb, or no TERM), with spaces. */
#ifndef TWIGS_CLI_WATCH_H
#define TWIGS_CLI_WATCH_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>

#include "cli/interrupt.h"
#include "cli/progress.h"

/* Says what the search has done so far (progress is zeroed before). */
typedef void (*watch_progress_fn)(void *context, progress_t *progress);

typedef struct watch watch_t;

/* Starts watching; time_limit <= 0 means none, interrupt and progress
 * may be NULL.  Returns NULL when there is nothing to watch or no thread
 * could start (the search then simply runs without a limit or progress). */
watch_t *watch_start(atomic_bool *stop, double time_limit, const interrupt_t *interrupt,
                     watch_progress_fn progress, void *context);

/* Why the search ended. */
typedef enum { WATCH_FINISHED, WATCH_TIME_LIMIT, WATCH_INTERRUPTED } watch_end_t;

/* Stops the watcher and erases its progress line, so that what the
 * search found (all of it, or what it had when the time limit or a
 * signal stopped it) is printed on a clean line; says which it was. */
watch_end_t watch_finish(watch_t *watch);

/* What stopped the search, for "... stopped the search": "the time
 * limit", "an interrupt"; and "within the time limit", "before the
 * interrupt" for "no solution found ...". */
const char *watch_cause(watch_end_t end);
const char *watch_within(watch_end_t end);

#endif
