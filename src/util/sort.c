#include "util/sort.h"

#include <stdlib.h>
#include <string.h>

typedef int (*compare_fn)(const void *, const void *);

static void swap(unsigned char *a, unsigned char *b, size_t size)
{
    unsigned char held[64];
    while (size > 0) {
        size_t k = size < sizeof held ? size : sizeof held;
        memcpy(held, a, k);
        memcpy(a, b, k);
        memcpy(b, held, k);
        a += k;
        b += k;
        size -= k;
    }
}

/* Moves item `root` down the heap of the first `count` items until it is
 * no smaller than its children. */
static void sift_down(unsigned char *base, size_t root, size_t count, size_t size,
                      compare_fn compare)
{
    for (;;) {
        size_t child = 2 * root + 1;
        if (child >= count)
            return;
        if (child + 1 < count && compare(base + child * size, base + (child + 1) * size) < 0)
            child++;
        if (compare(base + root * size, base + child * size) >= 0)
            return;
        swap(base + root * size, base + child * size, size);
        root = child;
    }
}

size_t sort_unique(void *array, size_t count, size_t size, compare_fn compare)
{
    unsigned char *base = array;
    if (count == 0)
        return 0;
    qsort(base, count, size, compare);
    size_t kept = 1;
    for (size_t i = 1; i < count; i++)
        if (compare(base + (kept - 1) * size, base + i * size) != 0) {
            if (kept != i)
                memcpy(base + kept * size, base + i * size, size);
            kept++;
        }
    return kept;
}

void sort_in_place(void *array, size_t count, size_t size, compare_fn compare)
{
    unsigned char *base = array;
    if (count < 2)
        return;
    for (size_t i = count / 2; i-- > 0;)
        sift_down(base, i, count, size, compare);
    for (size_t end = count - 1; end > 0; end--) {
        swap(base, base + end * size, size);
        sift_down(base, 0, end, size, compare);
    }
}
