#include "util/random.h"

void random_seed(random_t *random, uint64_t seed)
{
    random->state = seed * 2654435761u + 0x9e3779b97f4a7c15u;
}

unsigned random_below(random_t *random, unsigned n)
{
    random->state ^= random->state >> 12;
    random->state ^= random->state << 25;
    random->state ^= random->state >> 27;
    return (unsigned)((random->state * 0x2545f4914f6cdd1dull) >> 33) % n;
}
