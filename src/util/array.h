/* Growable arrays: the one place where an array's capacity grows.
 *
 * An array is a malloc'd block whose owner keeps its capacity beside it;
 * many owners hold several arrays, some of them parallel arrays sharing one
 * capacity, so no struct wraps them.  Capacities double, so that n appends
 * copy O(n) items in all, and every byte size is checked for overflow
 * before it reaches realloc: a request too large fails instead of wrapping
 * round to a small block.
 *
 * Functions that return the array, not a typed macro or a void ** argument:
 * the caller stores the result in its own typed pointer (writing a typed
 * pointer through a void ** would break C's aliasing rules), and a failure
 * leaves the old array and its capacity as they were, for the caller to
 * free.
 */
#ifndef TWIGS_UTIL_ARRAY_H
#define TWIGS_UTIL_ARRAY_H

#include <stddef.h>

/* The capacity an empty array first grows to. */
#define ARRAY_MIN_CAPACITY 4

/* The capacity to grow to so as to hold `needed` items of `item_size`
 * bytes: `capacity` doubled (from ARRAY_MIN_CAPACITY when it is 0) until it
 * holds them, or `capacity` itself when it already does; 0 when the bytes
 * of that many items would not fit in a size_t. */
size_t array_grown_capacity(size_t capacity, size_t needed, size_t item_size);

/* realloc to `count` items of `item_size` bytes (at least one byte, so that
 * NULL always means failure).  NULL when out of memory or when the size
 * overflows; the array is then untouched. */
void *array_resize(void *items, size_t count, size_t item_size);

/* Makes room for `needed` items: returns the array (moved or not, grown as
 * array_grown_capacity says) and updates *capacity, or returns NULL, out of
 * memory or the size overflowing, with the array and *capacity untouched.
 * An array that is NULL has no room whatever *capacity says. */
void *array_reserve(void *items, size_t *capacity, size_t needed, size_t item_size);

#endif
