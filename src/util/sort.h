/* Sorting arrays: in place, for the large arrays that the input's size
 * decides, and sorted sets.
 *
 * The C library's qsort (glibc's merge sort) takes a copy of the array
 * when it can allocate one: 64 MB more at the peak of the check of a
 * document of 2 million edges, whose 4 million corner uses are sorted.
 * sort_in_place is a heap sort: nothing allocated, n log n comparisons at
 * worst, not stable, about three times qsort's time (1 s for those 4
 * million).  Small arrays are better left to qsort.
 */
#ifndef TWIGS_UTIL_SORT_H
#define TWIGS_UTIL_SORT_H

#include <stddef.h>

void sort_in_place(void *base, size_t count, size_t size,
                   int (*compare)(const void *, const void *));

/* Sorts the array (qsort) and leaves one item of each run of items that
 * compare equal; returns how many are left. */
size_t sort_unique(void *base, size_t count, size_t size,
                   int (*compare)(const void *, const void *));

#endif
