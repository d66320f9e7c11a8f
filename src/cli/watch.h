/* A watcher for long searches: it raises the search's stop flag when the
 * time limit passes and, when standard error is a terminal, redraws a
 * progress line twice a second. */
#ifndef TWIGS_CLI_WATCH_H
#define TWIGS_CLI_WATCH_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>

/* Writes the progress line's text (no newline) for `elapsed` seconds. */
typedef void (*watch_progress_fn)(void *context, double elapsed, FILE *out);

typedef struct watch watch_t;

/* Starts watching; time_limit <= 0 means none, progress may be NULL.
 * Returns NULL when there is nothing to watch or no thread could start
 * (the search then simply runs without a limit or progress). */
watch_t *watch_start(atomic_bool *stop, double time_limit, watch_progress_fn progress,
                     void *context);

/* Stops the watcher and erases its progress line; returns whether the
 * time limit was reached. */
bool watch_finish(watch_t *watch);

#endif
