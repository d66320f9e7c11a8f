/* Reading typed values out of YAML trees, with an error for every way a
 * value can be wrong: the wrong kind of node, a missing or unknown key, a
 * number that is not a whole number or lies out of range.  Every error is
 * placed at the node it is about, and is an input error (exit status 2). */
#ifndef TWIGS_IO_YREAD_H
#define TWIGS_IO_YREAD_H

#include <stdbool.h>

#include "io/diag.h"
#include "io/ytree.h"
#include "util/colour.h"

typedef struct {
    const ystream_t *stream;
    diag_t *diag;
} yreader_t;

void yread_error(const yreader_t *r, const ynode_t *at, diag_kind_t kind, const char *format, ...)
    DIAG_PRINTF(4, 5);

/* `what` names the value in the message: "pieces must be a sequence". */
bool yread_is(const yreader_t *r, const ynode_t *node, ynode_kind_t kind, const char *what);

/* Reports every key of the mapping that is not in `known` (NULL-ended);
 * true when there is none. */
bool yread_known_keys(const yreader_t *r, const ynode_t *map, const char *const *known);

/* The value of a key that must be there, or NULL with an error. */
const ynode_t *yread_required(const yreader_t *r, const ynode_t *map, const char *key);

/* A plain whole number within [min, max]. */
bool yread_int(const yreader_t *r, const ynode_t *node, const char *what, long long min,
               long long max, long long *out);
/* A plain whole number from 0 to COUNT_MAX: a count of solutions, which
 * may pass 64 bits (util/count.h). */
bool yread_count(const yreader_t *r, const ynode_t *node, const char *what, count_t *out);
/* A plain decimal number (such as 0.25 or 3) within [min, max]. */
bool yread_double(const yreader_t *r, const ynode_t *node, const char *what, double min,
                  double max, double *out);
/* true or false. */
bool yread_bool(const yreader_t *r, const ynode_t *node, const char *what, bool *out);
/* Any scalar's text, or NULL with an error. */
const char *yread_string(const yreader_t *r, const ynode_t *node, const char *what);
/* `white` or `black`. */
bool yread_colour(const yreader_t *r, const ynode_t *node, const char *what, colour_t *colour);
/* One of the NULL-ended choices; *index is its position. */
bool yread_choice(const yreader_t *r, const ynode_t *node, const char *what,
                  const char *const *choices, int *index);

/* Reads a name into out; false, with why, when it does not parse. */
typedef bool (*yread_parse_fn)(const char *name, void *out, const char **why);

/* Whether a list of names that hold a comma (edges "0,0:ne", hexagons
 * "1,0") was written [0,0:ne, 1,0:e], without quotes, which YAML splits
 * at every comma into items that are no names: the list is in flow style,
 * and its first two items are plain and make a name when joined by a
 * comma.  If so, one error says to quote each name, instead of an error
 * for every half.  `what` names the list (its key, "edges"); `scratch` is room for
 * one parsed name. */
bool yread_split_names(const yreader_t *r, const ynode_t *list, const char *what,
                       yread_parse_fn parse, void *scratch);

#endif
