#include "cli/watch.h"

#include <stdlib.h>
#include <string.h>
#include <threads.h>
#include <time.h>
#include <unistd.h>

#include "util/clock.h"

struct watch {
    atomic_bool *stop;
    double time_limit;
    const interrupt_t *interrupt;
    watch_progress_fn progress;
    void *context;
    thrd_t thread;
    mtx_t lock;
    cnd_t wake;
    bool done, drew;
    /* A terminal that knows no escape codes (TERM=dumb, or none): the
     * line is cleared by writing spaces over what was drawn. */
    bool plain;
    size_t drawn_length;
    /* When the search's slices were last counted anew (The Ring slices
     * its search again for each size), and how many there were. */
    double slices_since;
    size_t slices, slices_done;
    watch_end_t end;
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

/* A tenth of a second: how soon a signal stops the search. */
#define WATCH_TICK 0.1

/* Why the search should stop now, or WATCH_FINISHED. */
static watch_end_t stop_cause(const watch_t *w, double elapsed)
{
    if (interrupt_signal(w->interrupt) != 0)
        return WATCH_INTERRUPTED;
    if (w->time_limit > 0 && elapsed >= w->time_limit)
        return WATCH_TIME_LIMIT;
    return WATCH_FINISHED;
}

/* The line redrawn in place: back to the line's start, cleared, written. */
static void draw(watch_t *w, double elapsed)
{
    progress_t progress;
    memset(&progress, 0, sizeof progress);
    w->progress(w->context, &progress);
    /* Seen late by up to a redraw: the estimate errs by as much. */
    if (w->slices > 0 &&
        (progress.slices != w->slices || progress.slices_done < w->slices_done))
        w->slices_since = elapsed;
    w->slices = progress.slices;
    w->slices_done = progress.slices_done;
    progress.slices_since = w->slices_since;
    char line[PROGRESS_WIDTH_MAX + 1];
    size_t width = progress_width(fileno(stderr));
    progress_format(&progress, elapsed, w->time_limit,
                    width < PROGRESS_WIDTH_MAX ? width : PROGRESS_WIDTH_MAX, line, sizeof line);
    if (w->plain) {
        size_t length = strlen(line);
        int pad = w->drawn_length > length ? (int)(w->drawn_length - length) : 0;
        fprintf(stderr, "\r%s%*s", line, pad, "");
        w->drawn_length = length;
    } else {
        fprintf(stderr, "\r\033[K%s", line);
    }
    fflush(stderr);
    w->drew = true;
}

static int watch_thread(void *arg)
{
    watch_t *w = arg;
    double drawn = 0;
    mtx_lock(&w->lock);
    while (!w->done) {
        double elapsed = clock_seconds_since(w->start);
        w->end = stop_cause(w, elapsed);
        if (w->end != WATCH_FINISHED) {
            atomic_store(w->stop, true);
            break;
        }
        if (w->progress != NULL && elapsed >= 1.0 && elapsed - drawn >= 0.5) {
            draw(w, elapsed);
            drawn = elapsed;
        }
        double wait = WATCH_TICK;
        if (w->time_limit > 0 && w->time_limit - elapsed < wait)
            wait = w->time_limit - elapsed;
        struct timespec until = utc_after(wait > 0 ? wait : 0);
        cnd_timedwait(&w->wake, &w->lock, &until);
    }
    mtx_unlock(&w->lock);
    return 0;
}

watch_t *watch_start(atomic_bool *stop, double time_limit, const interrupt_t *interrupt,
                     watch_progress_fn progress, void *context)
{
    if (progress != NULL && !isatty(fileno(stderr)))
        progress = NULL;
    if (time_limit <= 0 && interrupt == NULL && progress == NULL)
        return NULL;
    watch_t *w = calloc(1, sizeof *w);
    if (w == NULL)
        return NULL;
    w->stop = stop;
    w->time_limit = time_limit;
    w->interrupt = interrupt;
    w->progress = progress;
    w->context = context;
    const char *term = getenv("TERM");
    w->plain = term == NULL || *term == '\0' || strcmp(term, "dumb") == 0;
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

watch_end_t watch_finish(watch_t *w)
{
    if (w == NULL)
        return WATCH_FINISHED;
    mtx_lock(&w->lock);
    w->done = true;
    cnd_signal(&w->wake);
    mtx_unlock(&w->lock);
    thrd_join(w->thread, NULL);
    if (w->drew && w->plain)
        fprintf(stderr, "\r%*s\r", (int)w->drawn_length, "");
    else if (w->drew)
        fputs("\r\033[K", stderr);
    watch_end_t end = w->end;
    cnd_destroy(&w->wake);
    mtx_destroy(&w->lock);
    free(w);
    return end;
}

const char *watch_cause(watch_end_t end)
{
    return end == WATCH_INTERRUPTED ? "an interrupt" : "the time limit";
}

const char *watch_within(watch_end_t end)
{
    return end == WATCH_INTERRUPTED ? "before the interrupt" : "within the time limit";
}
