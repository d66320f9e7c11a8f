#include "bench_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "puzzle/puzzle_file.h"

bool bench_cover_read(const char *path, puzzle_t *puzzle, cover_puzzle_t *problem,
                      edge_t **required)
{
    *required = NULL;
    bool ok = puzzle_file_load(path, puzzle, stderr);
    if (ok && puzzle->kind != PUZZLE_COVER) {
        fprintf(stderr, "%s: not a cover puzzle\n", path);
        puzzle_free(puzzle);
        return false;
    }
    if (ok && !puzzle_cover_problem(puzzle, problem, required)) {
        fprintf(stderr, "%s: out of memory\n", path);
        puzzle_free(puzzle);
        return false;
    }
    return ok;
}

bool bench_cover_each(char *const *paths, int count, bench_cover_fn fn, void *context)
{
    bool read_all = true;
    for (int k = 0; k < count; k++) {
        puzzle_t puzzle;
        cover_puzzle_t problem;
        edge_t *required;
        if (!bench_cover_read(paths[k], &puzzle, &problem, &required)) {
            read_all = false;
            continue;
        }
        fn(context, paths[k], &problem);
        free(required);
        puzzle_free(&puzzle);
    }
    return read_all;
}

static int deadline_run(void *arg)
{
    deadline_t *d = arg;
    struct timespec until;
    timespec_get(&until, TIME_UTC);
    double whole = (double)(time_t)d->seconds;
    until.tv_sec += (time_t)d->seconds;
    until.tv_nsec += (long)((d->seconds - whole) * 1e9);
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    mtx_lock(&d->lock);
    d->waiting = true;
    cnd_signal(&d->waiting_signal);
    while (!d->done)
        if (cnd_timedwait(&d->done_signal, &d->lock, &until) == thrd_timedout) {
            d->expired = true;
            atomic_store(&d->stop, true);
            break;
        }
    mtx_unlock(&d->lock);
    return 0;
}

void deadline_start(deadline_t *d, double seconds)
{
    atomic_init(&d->stop, false);
    d->seconds = seconds;
    d->done = d->expired = d->waiting = false;
    mtx_init(&d->lock, mtx_plain);
    cnd_init(&d->done_signal);
    cnd_init(&d->waiting_signal);
    d->timed = thrd_create(&d->thread, deadline_run, d) == thrd_success;
    mtx_lock(&d->lock);
    while (d->timed && !d->waiting)
        cnd_wait(&d->waiting_signal, &d->lock);
    mtx_unlock(&d->lock);
}

bool deadline_finish(deadline_t *d)
{
    mtx_lock(&d->lock);
    d->done = true;
    cnd_signal(&d->done_signal);
    mtx_unlock(&d->lock);
    if (d->timed)
        thrd_join(d->thread, NULL);
    cnd_destroy(&d->done_signal);
    cnd_destroy(&d->waiting_signal);
    mtx_destroy(&d->lock);
    return d->expired;
}

double bench_process_seconds(void)
{
    struct timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}
