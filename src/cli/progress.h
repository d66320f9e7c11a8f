/* The progress line of a long search, as a person reads it: how much is
 * done, how long it took and may still take, and the best found so far,
 * in no more than the terminal's width, so that redrawing it in place
 * never wraps onto a second line. */
#ifndef TWIGS_CLI_PROGRESS_H
#define TWIGS_CLI_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>

/* What a search has done so far. */
typedef struct {
    size_t slices, slices_done; /* slices 0: not known yet */
    bool has_best;
    long best; /* the best value so far (The Tree, The Ring, The Maximum) */
    bool has_bound;
    long bound; /* the upper bound proven so far */
    bool has_solutions;
    double solutions; /* a count may pass 64 bits: it is shown rounded */
    unsigned long long nodes; /* 0: not counted */
    /* When (in seconds from the start) the slices began to be counted: a
     * search that slices its work anew (The Ring, for each size it
     * tries) counts them again from then.  0: from the start. */
    double slices_since;
} progress_t;

/* Writes the line for `elapsed` seconds into buf: "searching: 37% (112 of
 * 300 slices), 1m23s elapsed, about 2m20s left, best 42, bound 52, 1.2M
 * nodes".  The time left is the time so far scaled by the slices left
 * (slices differ, so it is rough), and no more than the time limit
 * leaves (time_limit 0: none).  What does not fit in width - 1
 * characters is left out, the least telling first.  size must be at
 * least width. */
void progress_format(const progress_t *p, double elapsed, double time_limit, size_t width,
                     char *buf, size_t size);

/* The width of the terminal on descriptor fd: its window's (TIOCGWINSZ),
 * else $COLUMNS, else 80. */
size_t progress_width(int fd);

/* The longest line progress_format writes: wider terminals get this. */
#define PROGRESS_WIDTH_MAX 200

#endif
