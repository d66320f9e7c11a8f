/* The trees twigs writes as YAML (io/ytree.h), written as JSON instead
 * (`--format json`), through jansson: a mapping is an object with its
 * keys in order, a sequence an array, and a scalar what a YAML reader
 * takes it for, so that a program reads the same fields from either:
 * true and false, null and ~, whole numbers and decimals as JSON's own
 * values when written plain, everything else a string.
 *
 * The values below are those scalars' JSON, for JSON built without a
 * tree (the page's answers, src/web/), so that it says what `--format
 * json` says.  Each is a new reference, or NULL when out of memory. */
#ifndef TWIGS_IO_YJSON_H
#define TWIGS_IO_YJSON_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "io/ytree.h"
#include "util/count.h"

/* How JSON text is written: 15 significant digits give back every
 * decimal twigs writes (six places), with nothing of binary rounding
 * added. */
#define YJSON_DUMP_FLAGS (JSON_REAL_PRECISION(15) | JSON_ENCODE_ANY)

/* Writes the tree as one JSON value on one line, and a newline: a stream
 * of documents is one value a line (JSON Lines).  False when out of
 * memory or the tree cannot be written. */
bool yjson_write(FILE *out, const ynode_t *root);

/* `length` bytes of text (which need not end in NUL), each byte that is
 * not well-formed UTF-8 replaced by U+FFFD, as JSON takes nothing else. */
json_t *yjson_string(const char *text, size_t length);
/* A count: an integer while it fits in 64 bits, beyond that a number all
 * the same (the nearest double), as a count's YAML reads. */
json_t *yjson_count(count_t n);
/* A decimal rounded to six places, as ymap_add_double writes it. */
json_t *yjson_decimal(double value);

#endif
