#include "io/utf8.h"

#include <stdio.h>
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

/* YAML's one-letter escape of a control character, or 0 when it has
 * none. */
static char control_letter(unsigned code)
{
    static const char letters[] = "0\0\0\0\0\0\0abtnvfr";
    if (code == 0x1b)
        return 'e';
    return code < sizeof letters - 1 ? letters[code] : 0;
}

const char *utf8_escape_at(const char *s, size_t size, char escape[UTF8_ESCAPE_MAX],
                           size_t *length)
{
    const unsigned char *u = (const unsigned char *)s;
    *length = utf8_char_length(s, size);
    if (*length == 0) { /* a stray byte */
        *length = 1;
        snprintf(escape, UTF8_ESCAPE_MAX, "\\x%02x", u[0]);
        return escape;
    }
    /* C1 controls are U+0080 .. U+009F, written c2 80 .. c2 9f. */
    unsigned code = *length == 1 ? u[0] : *length == 2 && u[0] == 0xc2 && u[1] < 0xa0 ? u[1] : 0x20;
    if (code >= 0x20 && code < 0x7f)
        return NULL;
    char letter = control_letter(code);
    if (letter != 0)
        snprintf(escape, UTF8_ESCAPE_MAX, "\\%c", letter);
    else
        snprintf(escape, UTF8_ESCAPE_MAX, "\\x%02x", code);
    return escape;
}

bool utf8_needs_escape(const char *s)
{
    size_t size = strlen(s);
    for (size_t i = 0; i < size;) {
        /* Most text is printable ASCII, which shows as itself. */
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f) {
            i++;
            continue;
        }
        char escape[UTF8_ESCAPE_MAX];
        size_t length;
        if (utf8_escape_at(s + i, size - i, escape, &length) != NULL)
            return true;
        i += length;
    }
    return false;
}

void utf8_print_escaped(FILE *out, const char *s)
{
    size_t size = strlen(s), plain = 0;
    for (size_t i = 0; i < size;) {
        char escape[UTF8_ESCAPE_MAX];
        size_t length;
        const char *shown = utf8_escape_at(s + i, size - i, escape, &length);
        if (shown != NULL) {
            fwrite(s + plain, 1, i - plain, out);
            fputs(shown, out);
            plain = i + length;
        }
        i += length;
    }
    fwrite(s + plain, 1, size - plain, out);
}

void utf8_vprint_escaped(FILE *out, const char *format, va_list args)
{
    va_list again;
    va_copy(again, args);
    int size = vsnprintf(NULL, 0, format, args);
    char *text = size >= 0 ? malloc((size_t)size + 1) : NULL;
    if (text != NULL) {
        vsnprintf(text, (size_t)size + 1, format, again);
        utf8_print_escaped(out, text);
    } else {
        char shorter[256];
        vsnprintf(shorter, sizeof shorter, format, again);
        utf8_print_escaped(out, shorter);
    }
    va_end(again);
    free(text);
}
