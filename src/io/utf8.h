/* UTF-8 text from untrusted places (file names, values quoted back in
 * messages) made safe to print and to write as YAML, which takes nothing
 * but well-formed UTF-8. */
#ifndef TWIGS_IO_UTF8_H
#define TWIGS_IO_UTF8_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

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

/* Text from outside (a puzzle's or a piece's name, a file's name, a value
 * quoted back) as text output and messages show it: a name is the user's
 * to choose, and one holding a newline or a terminal's escape sequence
 * must not fake lines of output or drive the terminal.  Each control
 * character (C0, DEL and C1) is shown by its escape in YAML's
 * double-quoted style (\n, \t, \e, \x7f, \x9b, ...), each byte that is
 * not part of a well-formed UTF-8 character as \xHH; the rest as it is.
 * YAML and JSON output need none of this: their emitters quote. */
#define UTF8_ESCAPE_MAX 8

/* The escape of the character at s (of at most `size` bytes, size > 0),
 * NUL-terminated in `escape`, or NULL when it shows as itself; *length is
 * set to the bytes the character takes. */
const char *utf8_escape_at(const char *s, size_t size, char escape[UTF8_ESCAPE_MAX],
                           size_t *length);

/* Whether some character of s needs an escape. */
bool utf8_needs_escape(const char *s);

/* Writes s with its control characters and stray bytes escaped. */
void utf8_print_escaped(FILE *out, const char *s);

/* Writes what the format makes, escaped as a whole (a message that
 * quotes names); cut short when out of memory. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 0)))
#endif
void utf8_vprint_escaped(FILE *out, const char *format, va_list args);

#endif
