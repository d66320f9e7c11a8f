#include "util/ordered.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>
#include <time.h>

#include "util/array.h"

typedef struct {
    unsigned char *results;
    size_t count, capacity;
    bool done;
} held_t;

struct ordered {
    mtx_t lock;
    cnd_t moved; /* the lowest running slice changed, or results were released */
    held_t *slice;
    size_t slices, size, held_max;
    size_t held;  /* bytes held, all slices together */
    size_t head;  /* the lowest slice not done */
    size_t lowest_found;
    ordered_fn consumer;
    void *context;
    atomic_bool *stop;
    bool consumer_stopped, failed;
};

ordered_t *ordered_create(size_t slices, size_t size, size_t held_max, ordered_fn consumer,
                          void *context, atomic_bool *stop)
{
    ordered_t *o = calloc(1, sizeof *o);
    if (o == NULL)
        return NULL;
    o->slice = calloc(slices + 1, sizeof *o->slice);
    if (o->slice == NULL || mtx_init(&o->lock, mtx_plain) != thrd_success) {
        free(o->slice);
        free(o);
        return NULL;
    }
    if (cnd_init(&o->moved) != thrd_success) {
        mtx_destroy(&o->lock);
        free(o->slice);
        free(o);
        return NULL;
    }
    o->slices = slices;
    o->size = size;
    o->held_max = held_max;
    o->lowest_found = SIZE_MAX;
    o->consumer = consumer;
    o->context = context;
    o->stop = stop;
    return o;
}

void ordered_destroy(ordered_t *o)
{
    if (o == NULL)
        return;
    for (size_t k = 0; k < o->slices; k++)
        free(o->slice[k].results);
    free(o->slice);
    cnd_destroy(&o->moved);
    mtx_destroy(&o->lock);
    free(o);
}

/* ---- Under the lock ---- */

static bool stopped(const ordered_t *o)
{
    return o->consumer_stopped || o->failed || atomic_load(o->stop);
}

static bool pass(ordered_t *o, const void *result)
{
    if (o->consumer_stopped)
        return false;
    if (!o->consumer(o->context, result)) {
        o->consumer_stopped = true;
        atomic_store(o->stop, true);
    }
    return !o->consumer_stopped;
}

/* Passes on what slice k holds and frees it. */
static void release(ordered_t *o, size_t k)
{
    held_t *h = &o->slice[k];
    for (size_t i = 0; i < h->count && pass(o, h->results + i * o->size); i++)
        ;
    o->held -= h->count * o->size;
    free(h->results);
    *h = (held_t){NULL, 0, 0, h->done};
}

/* The slices done at the head are released, and then what the new head
 * holds, so that it passes its results on from now on. */
static void advance(ordered_t *o)
{
    while (o->head < o->slices && o->slice[o->head].done)
        release(o, o->head++);
    if (o->head < o->slices)
        release(o, o->head);
    cnd_broadcast(&o->moved);
}

static bool hold(ordered_t *o, size_t k, const void *result)
{
    held_t *h = &o->slice[k];
    unsigned char *grown = array_reserve(h->results, &h->capacity, h->count + 1, o->size);
    if (grown == NULL) {
        o->failed = true;
        atomic_store(o->stop, true);
        return false;
    }
    h->results = grown;
    memcpy(h->results + h->count++ * o->size, result, o->size);
    o->held += o->size;
    return true;
}

/* A stop from outside does not signal: waiting threads look every 50 ms. */
static void wait_a_while(ordered_t *o)
{
    struct timespec until;
    timespec_get(&until, TIME_UTC);
    until.tv_nsec += 50000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    cnd_timedwait(&o->moved, &o->lock, &until);
}

/* ---- The interface ---- */

ordered_put_t ordered_put(ordered_t *o, size_t k, const void *result)
{
    mtx_lock(&o->lock);
    if (k < o->lowest_found && !stopped(o))
        o->lowest_found = k;
    while (k != o->head && o->held + o->size > o->held_max && !stopped(o))
        wait_a_while(o);
    ordered_put_t put = ORDERED_STOPPED;
    if (stopped(o))
        put = ORDERED_STOPPED;
    else if (k == o->head)
        put = pass(o, result) ? ORDERED_PASSED : ORDERED_STOPPED;
    else if (hold(o, k, result))
        put = ORDERED_HELD;
    mtx_unlock(&o->lock);
    return put;
}

void ordered_done(ordered_t *o, size_t k)
{
    mtx_lock(&o->lock);
    o->slice[k].done = true;
    if (k == o->head)
        advance(o);
    mtx_unlock(&o->lock);
}

size_t ordered_lowest_found(ordered_t *o)
{
    mtx_lock(&o->lock);
    size_t lowest = o->lowest_found;
    mtx_unlock(&o->lock);
    return lowest;
}

void ordered_flush(ordered_t *o)
{
    mtx_lock(&o->lock);
    for (size_t k = o->head; k < o->slices; k++)
        release(o, k);
    mtx_unlock(&o->lock);
}

bool ordered_failed(ordered_t *o)
{
    mtx_lock(&o->lock);
    bool failed = o->failed;
    mtx_unlock(&o->lock);
    return failed;
}
