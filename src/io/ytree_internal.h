/* What the stages of io/ytree share beyond its header: loading
 * (yload.c) makes nodes of any kind and hangs them under their parents
 * as the nodes' own module (ynode.c) does. */
#ifndef TWIGS_IO_YTREE_INTERNAL_H
#define TWIGS_IO_YTREE_INTERNAL_H

#include <stdbool.h>

#include "io/ytree.h"

/* An empty node of that kind; NULL when out of memory. */
ynode_t *ynode_new(ynode_kind_t kind);

/* Appends child to the parent's children (a mapping's key or value, a
 * sequence's item); frees the child and returns false when either is
 * NULL or out of memory. */
bool ynode_append(ynode_t *parent, ynode_t *child);

/* A decimal as twigs writes it, to six places (ymap_add_double; JSON's
 * decimals, io/yjson.h, take the same value); returns text. */
#define YNODE_DECIMAL_SIZE 64
const char *ynode_decimal_format(double value, char text[YNODE_DECIMAL_SIZE]);

#endif
