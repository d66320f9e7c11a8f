/* A small random number generator (xorshift64*) whose numbers are the
 * same on every machine: for random games, and for the search's
 * shuffles, which must give the same search on every run.  The caller
 * keeps the state (no global state). */
#ifndef TWIGS_UTIL_RANDOM_H
#define TWIGS_UTIL_RANDOM_H

#include <stdint.h>

typedef struct {
    uint64_t state;
} random_t;

void random_seed(random_t *random, uint64_t seed);
/* A number in [0, n), n > 0. */
unsigned random_below(random_t *random, unsigned n);

#endif
