/* TEMPORARY: a stand-in for The Ring's search (src/puzzle/ring.c, being
 * written on another branch), so that the command line links and can be
 * tested.  Remove this file and its Makefile.am line when ring.c lands. */
#include <stdio.h>

#include "puzzle/optimum_internal.h"

optimum_result_t optimum_ring(const optimum_options_t *options)
{
    (void)options;
    struct timespec start;
    optimum_result_t result;
    optimum_result_start(&result, &start);
    result.upper_bound = 0;
    snprintf(result.bound_note, sizeof result.bound_note, "The Ring is not searched yet");
    return result;
}
