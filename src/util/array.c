#include "util/array.h"

#include <stdint.h>
#include <stdlib.h>

size_t array_grown_capacity(size_t capacity, size_t needed, size_t item_size)
{
    size_t grown = capacity > 0 ? capacity : ARRAY_MIN_CAPACITY;
    while (grown < needed) {
        if (grown > SIZE_MAX / 2)
            return 0;
        grown *= 2;
    }
    if (item_size > 0 && grown > SIZE_MAX / item_size)
        return 0;
    return grown;
}

void *array_resize(void *items, size_t count, size_t item_size)
{
    if (item_size > 0 && count > SIZE_MAX / item_size)
        return NULL;
    size_t bytes = count * item_size;
    return realloc(items, bytes > 0 ? bytes : 1);
}

void *array_reserve(void *items, size_t *capacity, size_t needed, size_t item_size)
{
    if (items != NULL && needed <= *capacity)
        return items;
    size_t grown = array_grown_capacity(items != NULL ? *capacity : 0, needed, item_size);
    void *moved = grown > 0 ? array_resize(items, grown, item_size) : NULL;
    if (moved != NULL)
        *capacity = grown;
    return moved;
}
