/* The trees twigs writes as YAML (io/ytree.h), written as JSON instead
 * (`--format json`), through jansson: a mapping is an object with its
 * keys in order, a sequence an array, and a scalar what a YAML reader
 * takes it for, so that a program reads the same fields from either:
 * true and false, null and ~, whole numbers and decimals as JSON's own
 * values when written plain, everything else a string. */
#ifndef TWIGS_IO_YJSON_H
#define TWIGS_IO_YJSON_H

#include <stdbool.h>
#include <stdio.h>

#include "io/ytree.h"

/* Writes the tree as one JSON value on one line, and a newline: a stream
 * of documents is one value a line (JSON Lines).  False when out of
 * memory or the tree cannot be written. */
bool yjson_write(FILE *out, const ynode_t *root);

#endif
