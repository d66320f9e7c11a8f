#include "cli/progress.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

/* "45s", "3m05s", "2h07m". */
static void format_duration(double seconds, char *buf, size_t size)
{
    unsigned long long s = seconds > 0 ? (unsigned long long)(seconds + 0.5) : 0;
    if (s < 60)
        snprintf(buf, size, "%llus", s);
    else if (s < 3600)
        snprintf(buf, size, "%llum%02llus", s / 60, s % 60);
    else
        snprintf(buf, size, "%lluh%02llum", s / 3600, s / 60 % 60);
}

/* "950", "12.3k", "4.5M", "1.2G", up to quetta (10^30: counts pass 64
 * bits), then "1.2e+33". */
static void format_count(double n, char *buf, size_t size)
{
    static const char units[] = "kMGTPEZYRQ";
    if (n < 1000) {
        snprintf(buf, size, "%.0f", n);
        return;
    }
    double x = n;
    int unit = -1;
    while (x >= 999.95 && unit < (int)sizeof units - 2) {
        x /= 1000;
        unit++;
    }
    if (x >= 999.95)
        snprintf(buf, size, "%.1e", n);
    else
        snprintf(buf, size, "%.*f%c", x < 9.95 ? 1 : 0, x, units[unit]);
}

/* The line is made of parts, each after a separator, kept or left out
 * by their rank (0: always). */
enum { PART_MAX = 8, PART_TEXT = 48 };

typedef struct {
    const char *separator;
    int rank;
    char text[PART_TEXT];
} part_t;

typedef struct {
    part_t parts[PART_MAX];
    int count;
} parts_t;

static char *part_add(parts_t *ps, const char *separator, int rank)
{
    part_t *p = &ps->parts[ps->count++];
    p->separator = separator;
    p->rank = rank;
    p->text[0] = '\0';
    return p->text;
}

/* The time left: the time per slice so far for the slices left, within
 * the time limit.  False when nothing tells yet. */
static bool time_left(const progress_t *p, double elapsed, double time_limit, double *left,
                      bool *limited)
{
    bool estimated = p->slices > 0 && p->slices_done > 0 && p->slices_done <= p->slices;
    double spent = elapsed - (p->slices_since < elapsed ? p->slices_since : 0);
    if (estimated)
        *left = spent * (double)(p->slices - p->slices_done) / (double)p->slices_done;
    *limited = time_limit > 0 && (!estimated || time_limit - elapsed < *left);
    if (*limited)
        *left = time_limit > elapsed ? time_limit - elapsed : 0;
    return estimated || *limited;
}

static void parts_build(const progress_t *p, double elapsed, double time_limit, parts_t *ps)
{
    char a[24], b[24];
    ps->count = 0;
    if (p->slices > 0) {
        size_t done = p->slices_done <= p->slices ? p->slices_done : p->slices;
        snprintf(part_add(ps, "searching: ", 0), PART_TEXT, "%d%%",
                 (int)(100.0 * (double)done / (double)p->slices));
        snprintf(part_add(ps, " ", 6), PART_TEXT, "(%zu of %zu slices)", done, p->slices);
    } else {
        snprintf(part_add(ps, "", 0), PART_TEXT, "searching");
    }
    format_duration(elapsed, a, sizeof a);
    snprintf(part_add(ps, ", ", 1), PART_TEXT, "%s elapsed", a);
    double left;
    bool limited;
    if (time_left(p, elapsed, time_limit, &left, &limited)) {
        format_duration(left, b, sizeof b);
        snprintf(part_add(ps, ", ", 2), PART_TEXT, "%s%s left%s", limited ? "" : "about ", b,
                 limited ? " (time limit)" : "");
    }
    if (p->has_best)
        snprintf(part_add(ps, ", ", 3), PART_TEXT, "best %ld", p->best);
    if (p->has_solutions) {
        format_count(p->solutions, a, sizeof a);
        snprintf(part_add(ps, ", ", 3), PART_TEXT, "%s solution%s", a,
                 p->solutions == 1 ? "" : "s");
    }
    if (p->has_bound)
        snprintf(part_add(ps, ", ", 4), PART_TEXT, "bound %ld", p->bound);
    if (p->nodes > 0) {
        format_count((double)p->nodes, a, sizeof a);
        snprintf(part_add(ps, ", ", 7), PART_TEXT, "%s nodes", a);
    }
}

void progress_format(const progress_t *p, double elapsed, double time_limit, size_t width,
                     char *buf, size_t size)
{
    parts_t ps;
    parts_build(p, elapsed, time_limit, &ps);
    /* A terminal wraps a line that reaches its last column. */
    size_t room = width > 0 ? width - 1 : 0;
    if (room > size - 1)
        room = size - 1;
    /* The parts of rank up to the highest for which everything fits. */
    int keep = 0;
    for (int rank = 0; rank <= 7; rank++) {
        size_t length = 0;
        for (int i = 0; i < ps.count; i++)
            if (ps.parts[i].rank <= rank)
                length += strlen(ps.parts[i].separator) + strlen(ps.parts[i].text);
        if (length <= room)
            keep = rank;
    }
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 0; i < ps.count; i++) {
        if (ps.parts[i].rank > keep)
            continue;
        int wrote = snprintf(buf + n, size - n, "%s%s", ps.parts[i].separator, ps.parts[i].text);
        n += wrote > 0 ? (size_t)wrote : 0;
        if (n >= size)
            n = size - 1;
    }
    /* Even the first part may not fit a very narrow terminal. */
    if (n > room)
        buf[room] = '\0';
}

size_t progress_width(int fd)
{
    struct winsize window;
    if (ioctl(fd, TIOCGWINSZ, &window) == 0 && window.ws_col > 0)
        return window.ws_col;
    const char *columns = getenv("COLUMNS");
    char *end;
    long n = columns != NULL ? strtol(columns, &end, 10) : 0;
    if (columns != NULL && *columns != '\0' && *end == '\0' && n > 0 && n <= 10000)
        return (size_t)n;
    return 80;
}
