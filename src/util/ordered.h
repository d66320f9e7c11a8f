/* Results of a search's slices passed on in the slices' order, whatever
 * the threads that search them and however long each takes, so that the
 * same input gives the same output.
 *
 * A thread puts each result of slice k as it finds it.  Once every slice
 * before k is done, slice k is the lowest one still running and its
 * results are passed on at once; until then they are held.  When a slice
 * is done, what the slices after it hold is passed on as far as every
 * slice before them is done, and their memory freed.  The results held
 * take at most `held_max` bytes: a thread that would hold more waits
 * until its slice is the lowest running one (which never waits), so
 * memory stays bounded however slow the lowest slice.
 *
 * The consumer is called with one result at a time, never two at once,
 * and returns false to stop: then nothing more is passed on, and *stop
 * is set for the searches to see.
 */
#ifndef TWIGS_UTIL_ORDERED_H
#define TWIGS_UTIL_ORDERED_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

typedef bool (*ordered_fn)(void *context, const void *result);

typedef struct ordered ordered_t;

/* For `slices` slices of results of `size` bytes each.  stop (required)
 * is polled by waiting threads (a time limit sets it) and set when the
 * consumer stops.  NULL when out of memory. */
ordered_t *ordered_create(size_t slices, size_t size, size_t held_max, ordered_fn consumer,
                          void *context, atomic_bool *stop);
void ordered_destroy(ordered_t *o);

typedef enum {
    ORDERED_PASSED, /* the consumer has it and goes on */
    ORDERED_HELD,   /* held until the slices before are done */
    ORDERED_STOPPED /* the consumer stopped, or *stop: nothing more is wanted */
} ordered_put_t;

/* Puts a result of slice k (which is not done); may wait, as above.
 * ORDERED_STOPPED also when out of memory (ordered_failed says so). */
ordered_put_t ordered_put(ordered_t *o, size_t k, const void *result);

/* Slice k is done (searched, or not searched here at all). */
void ordered_done(ordered_t *o, size_t k);

/* The lowest slice holding a result or done with one passed on; SIZE_MAX
 * when none.  A consumer that takes one result needs no slice above it. */
size_t ordered_lowest_found(ordered_t *o);

/* Passes on what is still held, in slice order, as far as the consumer
 * goes on: after a stop from outside (a time limit), the results found,
 * though slices before them were cut short. */
void ordered_flush(ordered_t *o);

bool ordered_failed(ordered_t *o);

#endif
