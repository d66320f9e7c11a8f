/* UTF-8 text from untrusted places (file names, values quoted back in
 * messages) made safe to print and to write as YAML, which takes nothing
 * but well-formed UTF-8. */
#ifndef TWIGS_IO_UTF8_H
#define TWIGS_IO_UTF8_H

#include <stdbool.h>
#include <stddef.h>

/* The length of the well-formed UTF-8 character at s (of at most `size`
 * bytes), or 0 when there is none: a stray continuation byte, a
 * truncated, overlong or surrogate sequence, or a code point beyond
 * U+10FFFF. */
size_t utf8_char_length(const char *s, size_t size);

bool utf8_valid(const char *s, size_t size);

/* A malloc'd, NUL-terminated copy of s with each byte that does not start
 * a well-formed character replaced by U+FFFD; NULL when out of memory. */
char *utf8_repair(const char *s, size_t size);

/* The length of the longest prefix of s of at most `max` bytes that ends
 * between two characters, for cutting text short without splitting one. */
size_t utf8_prefix(const char *s, size_t size, size_t max);

/* A value quoted back in a message is cut to this many bytes: a hostile
 * file may hold a "name" of millions of characters, and a thousand errors
 * that quote it must not take a thousand times its size. */
#define UTF8_SHOWN_MAX 32

typedef struct {
    char text[UTF8_SHOWN_MAX + sizeof "..."];
} utf8_shown_t;

/* The first `length` bytes of s (which need not be NUL-terminated) for a
 * message: all of them, or the characters that fit in UTF8_SHOWN_MAX bytes
 * and "...".  Returns shown->text. */
const char *utf8_shown(const char *s, size_t length, utf8_shown_t *shown);

#endif
