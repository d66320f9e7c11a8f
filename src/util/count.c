#include "util/count.h"

#include <string.h>

/* 2^128 - 1, the largest count, has 39 digits: COUNT_TEXT_SIZE holds them
 * and the NUL. */
_Static_assert(sizeof(count_t) == 16 && COUNT_TEXT_SIZE >= 40,
               "a count's text fits COUNT_TEXT_SIZE");

const char *count_format(count_t n, char text[COUNT_TEXT_SIZE])
{
    char digits[COUNT_TEXT_SIZE];
    char *first = digits + COUNT_TEXT_SIZE - 1;
    *first = '\0';
    do {
        *--first = (char)('0' + (unsigned)(n % 10));
        n /= 10;
    } while (n > 0);
    return memcpy(text, first, (size_t)(digits + COUNT_TEXT_SIZE - first));
}

bool count_parse(const char *text, count_t *n, bool *too_large)
{
    *n = 0;
    *too_large = false;
    size_t length = strspn(text, "0123456789");
    if (length == 0 || text[length] != '\0')
        return false;
    for (size_t i = 0; i < length; i++) {
        unsigned digit = (unsigned)(text[i] - '0');
        if (*n > (COUNT_MAX - digit) / 10) {
            *too_large = true;
            return false;
        }
        *n = *n * 10 + digit;
    }
    return true;
}
