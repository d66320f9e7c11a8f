/* Counts of solutions, in 128 bits.
 *
 * A count with a memo (search/memo.h) adds up the completions of states
 * rather than meeting each solution, so it passes 2^64 within a second on
 * a region of some seventy edges tiled by two kinds of monotwig; 64 bits
 * wrapped round there and printed a false count.  128 bits hold any count
 * a search can reach in practice, and a sum that would pass them is
 * caught (count_add), never wrapped: the caller then says the count is
 * too large, as it would say it ran out of memory.
 */
#ifndef TWIGS_UTIL_COUNT_H
#define TWIGS_UTIL_COUNT_H

#include <stdbool.h>
#include <stddef.h>

#ifndef __SIZEOF_INT128__
#error "twigs counts in 128 bits: it needs a compiler with unsigned __int128 (GCC or Clang, 64-bit)"
#endif

typedef unsigned __int128 count_t;

#define COUNT_MAX (~(count_t)0)

/* COUNT_MAX's 39 decimal digits and a NUL. */
#define COUNT_TEXT_SIZE 40

/* *sum += n, or, when that would pass COUNT_MAX, *sum = COUNT_MAX and
 * false. */
static inline bool count_add(count_t *sum, count_t n)
{
    if (__builtin_add_overflow(*sum, n, sum)) {
        *sum = COUNT_MAX;
        return false;
    }
    return true;
}

/* n in decimal, into text; returns text. */
const char *count_format(count_t n, char text[COUNT_TEXT_SIZE]);

/* The whole number written in `text`, decimal digits alone (at least one);
 * false when there are other characters, or when it passes COUNT_MAX
 * (then *too_large is set). */
bool count_parse(const char *text, count_t *n, bool *too_large);

#endif
