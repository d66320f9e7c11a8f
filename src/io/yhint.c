#include "io/yhint.h"

#include <stdio.h>
#include <string.h>

/* A line of the text, [start, end), its line feed left out. */
typedef struct {
    size_t start, end;
    unsigned number; /* 1-based */
} span_t;

/* Line `number` of the text; false when the text is shorter. */
static bool line_at(const char *text, size_t size, unsigned number, span_t *s)
{
    size_t start = 0;
    for (unsigned n = 1; n < number; n++) {
        const char *feed = memchr(text + start, '\n', size - start);
        if (feed == NULL)
            return false;
        start = (size_t)(feed - text) + 1;
    }
    const char *feed = memchr(text + start, '\n', size - start);
    *s = (span_t){start, feed ? (size_t)(feed - text) : size, number};
    return true;
}

static bool line_before(const char *text, span_t *s)
{
    if (s->start == 0)
        return false;
    size_t end = s->start - 1, start = end;
    while (start > 0 && text[start - 1] != '\n')
        start--;
    *s = (span_t){start, end, s->number - 1};
    return true;
}

static bool line_after(const char *text, size_t size, span_t *s)
{
    if (s->end >= size)
        return false;
    size_t start = s->end + 1;
    const char *feed = memchr(text + start, '\n', size - start);
    *s = (span_t){start, feed ? (size_t)(feed - text) : size, s->number + 1};
    return true;
}

static unsigned indent_of(const char *text, span_t s)
{
    unsigned n = 0;
    while (s.start + n < s.end && text[s.start + n] == ' ')
        n++;
    return n;
}

static bool blank(const char *text, span_t s)
{
    for (size_t i = s.start; i < s.end; i++)
        if (text[i] != ' ' && text[i] != '\t' && text[i] != '\r')
            return false;
    return true;
}

/* Characters (not bytes) from the line's start to offset: columns count
 * characters, as libyaml's do. */
static unsigned column_of(const char *text, span_t s, size_t offset)
{
    unsigned column = 1;
    for (size_t i = s.start; i < offset; i++)
        column += ((unsigned char)text[i] & 0xc0) != 0x80;
    return column;
}

/* A block scalar's first line, "KEY: |" (or ">", with "+" or "-" and a
 * comment), without an indentation indicator. */
typedef struct {
    size_t key, key_end; /* the key's text */
    unsigned key_column; /* 0-based: the indentation of the key's mapping */
    size_t indicator;    /* the '|' or '>' */
    char chomping;       /* '+', '-' or '\0' after it */
} header_t;

static bool header_read(const char *text, span_t s, header_t *h)
{
    size_t end = s.start;
    while (end < s.end && !(text[end] == '#' && (end == s.start || text[end - 1] == ' ')))
        end++;
    while (end > s.start && strchr(" \t\r", text[end - 1]) != NULL)
        end--;
    h->chomping = '\0';
    if (end > s.start && (text[end - 1] == '+' || text[end - 1] == '-'))
        h->chomping = text[--end];
    if (end == s.start || (text[end - 1] != '|' && text[end - 1] != '>'))
        return false;
    h->indicator = end - 1;
    size_t colon = h->indicator;
    while (colon > s.start && text[colon - 1] == ' ')
        colon--;
    if (colon == s.start || text[colon - 1] != ':')
        return false;
    colon--;
    /* The key's column, past the "- " of list items. */
    size_t key = s.start;
    for (;;) {
        while (key < colon && text[key] == ' ')
            key++;
        if (key + 1 < colon && text[key] == '-' && text[key + 1] == ' ')
            key++;
        else
            break;
    }
    size_t key_end = colon;
    while (key_end > key && text[key_end - 1] == ' ')
        key_end--;
    if (key_end == key)
        return false;
    h->key = key;
    h->key_end = key_end;
    h->key_column = column_of(text, s, key) - 1;
    return true;
}

/* The block's lines: from the one after the header to the last before a
 * line indented no more than the key.  Their first non-blank line's
 * indentation and the least of them, and whether `line` is among them. */
typedef struct {
    unsigned first, least;
    bool holds_line;
} block_t;

static bool block_read(const char *text, size_t size, span_t header, unsigned key_column,
                       unsigned line, block_t *b)
{
    span_t s = header;
    bool found = false;
    b->holds_line = false;
    while (line_after(text, size, &s)) {
        if (blank(text, s))
            continue;
        unsigned indent = indent_of(text, s);
        if (indent <= key_column)
            break;
        if (!found)
            b->first = b->least = indent;
        found = true;
        if (indent < b->least)
            b->least = indent;
        b->holds_line = b->holds_line || s.number == line;
    }
    return found;
}

bool yhint_block_indent(const char *text, size_t size, unsigned line, yhint_t *hint)
{
    span_t s;
    if (line < 2 || !line_at(text, size, line, &s) || blank(text, s))
        return false;
    /* Back over the lines indented as much as the failing one or more:
     * the block's own lines; the first indented less is its header. */
    unsigned failing = indent_of(text, s);
    do {
        if (!line_before(text, &s))
            return false;
    } while (blank(text, s) || indent_of(text, s) >= failing);
    header_t h;
    block_t b;
    if (!header_read(text, s, &h) ||
        !block_read(text, size, s, h.key_column, line, &b) || !b.holds_line ||
        b.first <= b.least || b.least - h.key_column > 9)
        return false;
    /* A key is shown whole up to 60 bytes, cut on a character's start. */
    size_t key_length = h.key_end - h.key;
    while (key_length > 60 || (key_length < h.key_end - h.key &&
                               ((unsigned char)text[h.key + key_length] & 0xc0) == 0x80))
        key_length--;
    const char *key = text + h.key;
    char indicator[3] = {text[h.indicator], h.chomping, '\0'};
    unsigned indentation = b.least - h.key_column;
    hint->line = s.number;
    hint->column = column_of(text, s, h.indicator);
    snprintf(hint->message, sizeof hint->message,
             "'%.*s: %s' takes its indentation from its first line (%u spaces), and line %u is "
             "indented less: write '%.*s: %c%u%s' to set it to that of the least indented line",
             (int)key_length, key, indicator, b.first, line, (int)key_length, key, indicator[0],
             indentation, indicator + 1);
    return true;
}
