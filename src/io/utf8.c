#include "io/utf8.h"

#include <stdlib.h>
#include <string.h>

#define REPLACEMENT "\xef\xbf\xbd" /* U+FFFD */

size_t utf8_char_length(const char *s, size_t size)
{
    const unsigned char *u = (const unsigned char *)s;
    if (size == 0)
        return 0;
    if (u[0] < 0x80)
        return 1;
    size_t length = u[0] >= 0xf0 ? 4 : u[0] >= 0xe0 ? 3 : u[0] >= 0xc0 ? 2 : 0;
    if (length == 0 || length > size || u[0] > 0xf4)
        return 0;
    unsigned long value = u[0] & (0x7f >> length);
    for (size_t i = 1; i < length; i++) {
        if ((u[i] & 0xc0) != 0x80)
            return 0;
        value = value << 6 | (u[i] & 0x3f);
    }
    static const unsigned long least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (value < least[length] || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff))
        return 0;
    return length;
}

bool utf8_valid(const char *s, size_t size)
{
    for (size_t i = 0; i < size;) {
        size_t length = utf8_char_length(s + i, size - i);
        if (length == 0)
            return false;
        i += length;
    }
    return true;
}

char *utf8_repair(const char *s, size_t size)
{
    /* Each bad byte grows to three. */
    if (size > (((size_t)-1) - 1) / 3)
        return NULL;
    char *copy = malloc(3 * size + 1);
    if (copy == NULL)
        return NULL;
    size_t n = 0;
    for (size_t i = 0; i < size;) {
        size_t length = utf8_char_length(s + i, size - i);
        if (length == 0) {
            memcpy(copy + n, REPLACEMENT, 3);
            n += 3;
            i++;
        } else {
            memcpy(copy + n, s + i, length);
            n += length;
            i += length;
        }
    }
    copy[n] = '\0';
    return copy;
}

const char *utf8_shown(const char *s, size_t length, utf8_shown_t *shown)
{
    size_t kept = utf8_prefix(s, length, UTF8_SHOWN_MAX);
    memcpy(shown->text, s, kept);
    strcpy(shown->text + kept, kept < length ? "..." : "");
    return shown->text;
}

size_t utf8_prefix(const char *s, size_t size, size_t max)
{
    if (size <= max)
        return size;
    size_t end = max;
    /* Back up over continuation bytes to the start of the cut character. */
    while (end > 0 && ((unsigned char)s[end] & 0xc0) == 0x80)
        end--;
    return end;
}
