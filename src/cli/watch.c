#include "cli/watch.h"

#include <stdlib.h>
#include <threads.h>
#include <time.h>
#include <unistd.h>

#include "util/clock.h"

struct watch {
    atomic_bool *stop;
    double time_limit;
    watch_progress_fn progress;
    void *context;
    thrd_t thread;
    mtx_t lock;
    cnd_t wake;
    bool done, timed_out, drew;
    struct timespec start;
};

/* cnd_timedwait wants a TIME_UTC deadline. */
static struct timespec utc_after(double seconds)
{
    struct timespec t;
    timespec_get(&t, TIME_UTC);
    long long ns = (long long)t.tv_nsec + (long long)(seconds * 1e9);
    t.tv_sec += (time_t)(ns / 1000000000LL);
    t.tv_nsec = (long)(ns % 1000000000LL);
    return t;
}

static int watch_thread(void *arg)
{
    watch_t *w = arg;
    mtx_lock(&w->lock);
    while (!w->done) {
        double elapsed = clock_seconds_since(w->start);
        if (w->time_limit > 0 && elapsed >= w->time_limit) {
            w->timed_out = true;
            atomic_store(w->stop, true);
            break;
        }
        if (w->progress != NULL && elapsed >= 1.0) {
            fputs("\r\033[K", stderr);
            w->progress(w->context, elapsed, stderr);
            fflush(stderr);
            w->drew = true;
        }
        double wait = 0.5;
        if (w->time_limit > 0 && w->time_limit - elapsed < wait)
            wait = w->time_limit - elapsed;
        struct timespec until = utc_after(wait > 0 ? wait : 0);
        cnd_timedwait(&w->wake, &w->lock, &until);
    }
    mtx_unlock(&w->lock);
    return 0;
}

watch_t *watch_start(atomic_bool *stop, double time_limit, watch_progress_fn progress,
                     void *context)
{
    if (progress != NULL && !isatty(fileno(stderr)))
        progress = NULL;
    if (time_limit <= 0 && progress == NULL)
        return NULL;
    watch_t *w = calloc(1, sizeof *w);
    if (w == NULL)
        return NULL;
    w->stop = stop;
    w->time_limit = time_limit;
    w->progress = progress;
    w->context = context;
    w->start = clock_now();
    if (mtx_init(&w->lock, mtx_plain) != thrd_success) {
        free(w);
        return NULL;
    }
    if (cnd_init(&w->wake) != thrd_success) {
        mtx_destroy(&w->lock);
        free(w);
        return NULL;
    }
    if (thrd_create(&w->thread, watch_thread, w) != thrd_success) {
        cnd_destroy(&w->wake);
        mtx_destroy(&w->lock);
        free(w);
        return NULL;
    }
    return w;
}

bool watch_finish(watch_t *w)
{
    if (w == NULL)
        return false;
    mtx_lock(&w->lock);
    w->done = true;
    cnd_signal(&w->wake);
    mtx_unlock(&w->lock);
    thrd_join(w->thread, NULL);
    if (w->drew)
        fputs("\r\033[K", stderr);
    bool timed_out = w->timed_out;
    cnd_destroy(&w->wake);
    mtx_destroy(&w->lock);
    free(w);
    return timed_out;
}
