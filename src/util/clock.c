#include "util/clock.h"

struct timespec clock_now(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now;
}

double clock_seconds_since(struct timespec start)
{
    struct timespec now = clock_now();
    return (double)(now.tv_sec - start.tv_sec) + (double)(now.tv_nsec - start.tv_nsec) / 1e9;
}
