/* Sets of small numbers as bits of 64-bit words (number i is bit i % 64
 * of word i / 64): the items a search has covered, the options still
 * alive, the neighbours of an item. */
#ifndef TWIGS_UTIL_BITS_H
#define TWIGS_UTIL_BITS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

static inline bool bits_test(const uint64_t *set, size_t i)
{
    return (set[i / 64] >> (i % 64)) & 1;
}

static inline void bits_set(uint64_t *set, size_t i) { set[i / 64] |= UINT64_C(1) << (i % 64); }

static inline void bits_clear(uint64_t *set, size_t i)
{
    set[i / 64] &= ~(UINT64_C(1) << (i % 64));
}

/* The 64 numbers from `from` on, as the bits of one word (bit k: from +
 * k), in a set of `words` words (none past its end). */
static inline uint64_t bits_from(const uint64_t *set, size_t words, size_t from)
{
    size_t w = from / 64, b = from % 64;
    uint64_t low = w < words ? set[w] >> b : 0;
    uint64_t high = b != 0 && w + 1 < words ? set[w + 1] << (64 - b) : 0;
    return low | high;
}

#endif
