#include "yardstick.h"

#include <stdlib.h>

#include "util/clock.h"

/* The matrix as doubly linked lists.  Columns 0 .. items - 1 are the
 * items, items .. items + types - 1 the types, and node c < columns is
 * column c's head.  Every other node is an option's entry in one column:
 * up and down link the entries of its column, and an option's entries are
 * nodes first[o] .. first[o + 1] - 1.  The columns still to cover are a
 * circular list through prev and next, whose head is `columns`; a
 * secondary item's column links to itself alone. */
struct yardstick {
    size_t items, types, columns, options;
    uint32_t *up, *down, *column, *option, *length, *first;
    uint32_t *prev, *next;
    unsigned *left;     /* per type: uses not yet placed */
    uint32_t *excluded; /* options a type's branch has ruled out, stacked */
    size_t excluded_count;
    bool first_only, stop;
    double seconds;
    struct timespec start;
    yardstick_stats_t stats;
};

void yardstick_destroy(yardstick_t *y)
{
    if (y == NULL)
        return;
    free(y->up);
    free(y->down);
    free(y->column);
    free(y->option);
    free(y->length);
    free(y->first);
    free(y->prev);
    free(y->next);
    free(y->left);
    free(y->excluded);
    free(y);
}

/* Appends node n at the foot of column c. */
static void append(yardstick_t *y, uint32_t n, uint32_t c)
{
    y->column[n] = c;
    y->up[n] = y->up[c];
    y->down[n] = c;
    y->down[y->up[c]] = n;
    y->up[c] = n;
    y->length[c]++;
}

/* Options of a type with no uses are left out: no solution has them. */
static void build(yardstick_t *y, size_t primary, const unsigned *uses, const uint32_t *start,
                  const uint32_t *item, const uint32_t *type)
{
    uint32_t head = (uint32_t)y->columns, last = head;
    for (uint32_t c = 0; c < y->columns; c++) {
        y->up[c] = y->down[c] = y->column[c] = c;
        y->prev[c] = y->next[c] = c;
        bool open = c < primary || (c >= y->items && uses[c - y->items] > 0);
        if (open) {
            y->prev[c] = last;
            y->next[last] = c;
            last = c;
        }
    }
    y->next[last] = head;
    y->prev[head] = last;
    for (size_t t = 0; t < y->types; t++)
        y->left[t] = uses[t];
    uint32_t n = head, kept = 0;
    for (size_t o = 0; o < y->options; o++) {
        if (uses[type[o]] == 0)
            continue;
        y->first[kept] = n;
        for (uint32_t j = start[o]; j < start[o + 1]; j++, n++) {
            y->option[n] = kept;
            append(y, n, item[j]);
        }
        y->option[n] = kept;
        append(y, n++, (uint32_t)(y->items + type[o]));
        kept++;
    }
    y->first[kept] = n;
    y->options = kept;
}

yardstick_t *yardstick_create(size_t primary, size_t items, size_t types, const unsigned *uses,
                              size_t options, const uint32_t *start, const uint32_t *item,
                              const uint32_t *type)
{
    yardstick_t *y = calloc(1, sizeof *y);
    if (y == NULL)
        return NULL;
    y->items = items;
    y->types = types;
    y->columns = items + types;
    y->options = options;
    size_t nodes = y->columns + start[options] + options + 1;
    y->up = malloc(nodes * sizeof *y->up);
    y->down = malloc(nodes * sizeof *y->down);
    y->column = malloc(nodes * sizeof *y->column);
    y->option = malloc(nodes * sizeof *y->option);
    y->length = calloc(y->columns + 1, sizeof *y->length);
    y->first = malloc((options + 1) * sizeof *y->first);
    y->prev = malloc((y->columns + 1) * sizeof *y->prev);
    y->next = malloc((y->columns + 1) * sizeof *y->next);
    y->left = malloc((types + 1) * sizeof *y->left);
    y->excluded = malloc((options + 1) * sizeof *y->excluded);
    if (!y->up || !y->down || !y->column || !y->option || !y->length || !y->first || !y->prev ||
        !y->next || !y->left || !y->excluded) {
        yardstick_destroy(y);
        return NULL;
    }
    build(y, primary, uses, start, item, type);
    return y;
}

/* Takes option o's entries out of their columns, but column c's. */
static void hide(yardstick_t *y, uint32_t o, uint32_t c)
{
    for (uint32_t n = y->first[o]; n < y->first[o + 1]; n++)
        if (y->column[n] != c) {
            y->down[y->up[n]] = y->down[n];
            y->up[y->down[n]] = y->up[n];
            y->length[y->column[n]]--;
            y->stats.updates++;
        }
}

static void unhide(yardstick_t *y, uint32_t o, uint32_t c)
{
    for (uint32_t n = y->first[o + 1]; n-- > y->first[o];)
        if (y->column[n] != c) {
            y->down[y->up[n]] = n;
            y->up[y->down[n]] = n;
            y->length[y->column[n]]++;
        }
}

/* Column c is covered: out of the list, and so is every option in it. */
static void cover(yardstick_t *y, uint32_t c)
{
    y->next[y->prev[c]] = y->next[c];
    y->prev[y->next[c]] = y->prev[c];
    for (uint32_t n = y->down[c]; n != c; n = y->down[n])
        hide(y, y->option[n], c);
}

static void uncover(yardstick_t *y, uint32_t c)
{
    for (uint32_t n = y->up[c]; n != c; n = y->up[n])
        unhide(y, y->option[n], c);
    y->next[y->prev[c]] = c;
    y->prev[y->next[c]] = c;
}

static bool is_type(const yardstick_t *y, uint32_t c) { return c >= y->items; }

/* Places option o, chosen in column c (covered already, or a type with
 * uses to spare): its other columns are covered, a type only with its
 * last use. */
static void take(yardstick_t *y, uint32_t o, uint32_t c)
{
    for (uint32_t n = y->first[o]; n < y->first[o + 1]; n++) {
        uint32_t k = y->column[n];
        if (k != c && (!is_type(y, k) || --y->left[k - y->items] == 0))
            cover(y, k);
    }
}

static void give_back(yardstick_t *y, uint32_t o, uint32_t c)
{
    for (uint32_t n = y->first[o + 1]; n-- > y->first[o];) {
        uint32_t k = y->column[n];
        if (k != c && (!is_type(y, k) || y->left[k - y->items]++ == 0))
            uncover(y, k);
    }
}

/* The column to branch on: the fewest options, a type short of options
 * counting as none. */
static uint32_t choose(const yardstick_t *y, uint32_t *count)
{
    uint32_t head = (uint32_t)y->columns, best = head;
    *count = UINT32_MAX;
    for (uint32_t c = y->next[head]; c != head && *count > 0; c = y->next[c]) {
        uint32_t n = y->length[c];
        if (is_type(y, c) && n < y->left[c - y->items])
            n = 0;
        if (n < *count) {
            *count = n;
            best = c;
        }
    }
    return best;
}

static bool out_of_time(yardstick_t *y)
{
    if (y->seconds > 0 && (y->stats.nodes & 1023) == 0 &&
        clock_seconds_since(y->start) > y->seconds)
        y->stop = true;
    return y->stop;
}

static void search(yardstick_t *y);

/* Branches on a type with uses to spare: the solutions with its first
 * option, then those without it but with the next, and so on. */
static void branch_on_type(yardstick_t *y, uint32_t c)
{
    size_t base = y->excluded_count;
    unsigned *left = &y->left[c - y->items];
    for (uint32_t n = y->down[c]; n != c && !y->stop; n = y->down[c]) {
        uint32_t o = y->option[n];
        y->stats.nodes++;
        --*left;
        take(y, o, c);
        if (!out_of_time(y))
            search(y);
        give_back(y, o, c);
        ++*left;
        hide(y, o, (uint32_t)y->columns);
        y->excluded[y->excluded_count++] = o;
    }
    while (y->excluded_count > base)
        unhide(y, y->excluded[--y->excluded_count], (uint32_t)y->columns);
}

/* Branches on an item, or a type's last use: one of its options. */
static void branch_on_column(yardstick_t *y, uint32_t c)
{
    bool type = is_type(y, c);
    cover(y, c);
    if (type)
        y->left[c - y->items]--;
    for (uint32_t n = y->down[c]; n != c && !y->stop; n = y->down[n]) {
        y->stats.nodes++;
        take(y, y->option[n], c);
        if (!out_of_time(y))
            search(y);
        give_back(y, y->option[n], c);
    }
    if (type)
        y->left[c - y->items]++;
    uncover(y, c);
}

static void search(yardstick_t *y)
{
    uint32_t head = (uint32_t)y->columns;
    if (y->next[head] == head) {
        y->stats.solutions++;
        y->stop |= y->first_only;
        return;
    }
    uint32_t count;
    uint32_t c = choose(y, &count);
    if (count == 0)
        return;
    if (is_type(y, c) && y->left[c - y->items] > 1)
        branch_on_type(y, c);
    else
        branch_on_column(y, c);
}

yardstick_stats_t yardstick_search(yardstick_t *y, bool first, double seconds)
{
    y->stats = (yardstick_stats_t){0, 0, 0, false};
    y->first_only = first;
    y->seconds = seconds;
    y->stop = false;
    y->start = clock_now();
    search(y);
    y->stats.stopped = y->stop && !(first && y->stats.solutions > 0);
    return y->stats;
}
