/* What a YAML syntax error most likely means, found in the text around
 * it when libyaml's own words would not lead a person to the fix.
 *
 * The one case so far: a literal block (`board: |`) whose first line is
 * indented more than a later one.  YAML takes a block's indentation from
 * its first line, so the later line ends the block and the parser fails
 * there, far from the cause; the fix is an indentation indicator on the
 * block's first line (`board: |2`).
 */
#ifndef TWIGS_IO_YHINT_H
#define TWIGS_IO_YHINT_H

#include <stdbool.h>
#include <stddef.h>

/* The longest message yhint_block_indent writes. */
#define YHINT_MESSAGE_MAX 320

typedef struct {
    unsigned line, column; /* 1-based: the block's indicator, where the fix goes */
    char message[YHINT_MESSAGE_MAX];
} yhint_t;

/* Whether the syntax error at `line` (1-based) of text comes from a block
 * scalar whose first line is indented more than a later one; if so, fills
 * hint with a message naming the indicator to write. */
bool yhint_block_indent(const char *text, size_t size, unsigned line, yhint_t *hint);

#endif
