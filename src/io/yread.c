#include "io/yread.h"

#include <assert.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/utf8.h"

void yread_error(const yreader_t *r, const ynode_t *at, diag_kind_t kind, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    diag_addv(r->diag, kind, at ? at->line : 0, at ? at->column : 0, format, args);
    va_end(args);
}

bool yread_is(const yreader_t *r, const ynode_t *node, ynode_kind_t kind, const char *what)
{
    if (node != NULL && node->kind == kind)
        return true;
    yread_error(r, node, DIAG_INPUT, "%s must be %s, not %s", what, ynode_kind_name(kind),
                node ? ynode_kind_name(node->kind) : "missing");
    return false;
}

static bool is_known(const char *key, const char *const *known)
{
    for (; *known != NULL; known++)
        if (strcmp(key, *known) == 0)
            return true;
    return false;
}

/* "a, b or c", for messages. */
static void list_choices(const char *const *choices, char *buf, size_t size)
{
    buf[0] = '\0';
    size_t n = 0;
    while (choices[n] != NULL)
        n++;
    for (size_t i = 0; i < n; i++) {
        const char *sep = i == 0 ? "" : i + 1 == n ? " or " : ", ";
        size_t used = strlen(buf);
        snprintf(buf + used, size - used, "%s%s", sep, choices[i]);
    }
}

bool yread_known_keys(const yreader_t *r, const ynode_t *map, const char *const *known)
{
    /* The caller has checked the kind (yread_is): keys and values alternate. */
    assert(map->kind == YNODE_MAPPING && map->count % 2 == 0);
    bool ok = true;
    for (size_t i = 0; i + 1 < map->count; i += 2) {
        const ynode_t *key = map->children[i];
        if (!is_known(key->value, known)) {
            char expected[512];
            list_choices(known, expected, sizeof expected);
            utf8_shown_t shown;
            yread_error(r, key, DIAG_INPUT, "unknown key '%s' (expected %s)",
                        utf8_shown(key->value, key->length, &shown), expected);
            ok = false;
        }
    }
    return ok;
}

const ynode_t *yread_required(const yreader_t *r, const ynode_t *map, const char *key)
{
    assert(map->kind == YNODE_MAPPING);
    const ynode_t *value = ymap_get(map, key);
    if (value == NULL)
        yread_error(r, map, DIAG_INPUT, "missing key '%s'", key);
    return value;
}

/* Whether the node is a plain scalar of digits after an optional sign;
 * if not, an error is placed. */
static bool whole_number(const yreader_t *r, const ynode_t *node, const char *what)
{
    if (!yread_is(r, node, YNODE_SCALAR, what))
        return false;
    const char *s = node->value;
    const char *digits = s + (*s == '-' || *s == '+');
    utf8_shown_t shown;
    if (*digits == '\0' || strspn(digits, "0123456789") != strlen(digits)) {
        yread_error(r, node, DIAG_INPUT, "%s must be a whole number, not '%s'", what,
                    utf8_shown(s, node->length, &shown));
        return false;
    }
    if (node->style != YSTYLE_PLAIN) {
        yread_error(r, node, DIAG_INPUT, "%s must be a number, not the string '%s': leave out "
                    "the quotes", what, utf8_shown(s, node->length, &shown));
        return false;
    }
    return true;
}

bool yread_count(const yreader_t *r, const ynode_t *node, const char *what, count_t *out)
{
    if (!whole_number(r, node, what))
        return false;
    const char *s = node->value;
    bool too_large;
    if (*s == '-' || !count_parse(s + (*s == '+'), out, &too_large)) {
        char most[COUNT_TEXT_SIZE];
        utf8_shown_t shown;
        yread_error(r, node, DIAG_INPUT, "%s must be from 0 to %s, not %s", what,
                    count_format(COUNT_MAX, most), utf8_shown(s, node->length, &shown));
        return false;
    }
    return true;
}

bool yread_int(const yreader_t *r, const ynode_t *node, const char *what, long long min,
               long long max, long long *out)
{
    if (!whole_number(r, node, what))
        return false;
    const char *s = node->value;
    errno = 0;
    long long value = strtoll(s, NULL, 10);
    utf8_shown_t shown;
    if (errno == ERANGE || value < min || value > max) {
        yread_error(r, node, DIAG_INPUT, "%s must be from %lld to %lld, not %s", what, min, max,
                    utf8_shown(s, node->length, &shown));
        return false;
    }
    *out = value;
    return true;
}

bool yread_double(const yreader_t *r, const ynode_t *node, const char *what, double min,
                  double max, double *out)
{
    if (!yread_is(r, node, YNODE_SCALAR, what))
        return false;
    const char *s = node->value;
    char *end = NULL;
    double value = strtod(s, &end);
    /* strtod also takes hex, inf and nan, which YAML would not call numbers. */
    bool decimal = strspn(s, "+-0123456789.eE") == strlen(s);
    utf8_shown_t shown;
    if (node->style != YSTYLE_PLAIN || !decimal || end == s || *end != '\0') {
        yread_error(r, node, DIAG_INPUT, "%s must be a number, not '%s'", what,
                    utf8_shown(s, node->length, &shown));
        return false;
    }
    if (!(value >= min && value <= max)) {
        yread_error(r, node, DIAG_INPUT, "%s must be from %g to %g, not %s", what, min, max,
                    utf8_shown(s, node->length, &shown));
        return false;
    }
    *out = value;
    return true;
}

bool yread_bool(const yreader_t *r, const ynode_t *node, const char *what, bool *out)
{
    if (!yread_is(r, node, YNODE_SCALAR, what))
        return false;
    bool word = strcmp(node->value, "true") == 0 || strcmp(node->value, "false") == 0;
    utf8_shown_t shown;
    if (word && node->style == YSTYLE_PLAIN) {
        *out = node->value[0] == 't';
        return true;
    }
    if (word)
        yread_error(r, node, DIAG_INPUT, "%s must be true or false, not the string '%s': leave "
                    "out the quotes", what, node->value);
    else
        yread_error(r, node, DIAG_INPUT, "%s must be true or false, not '%s'", what,
                    utf8_shown(node->value, node->length, &shown));
    return false;
}

const char *yread_string(const yreader_t *r, const ynode_t *node, const char *what)
{
    return yread_is(r, node, YNODE_SCALAR, what) ? node->value : NULL;
}

bool yread_choice(const yreader_t *r, const ynode_t *node, const char *what,
                  const char *const *choices, int *index)
{
    const char *s = yread_string(r, node, what);
    if (s == NULL)
        return false;
    for (int i = 0; choices[i] != NULL; i++)
        if (strcmp(s, choices[i]) == 0) {
            *index = i;
            return true;
        }
    char expected[512];
    list_choices(choices, expected, sizeof expected);
    utf8_shown_t shown;
    yread_error(r, node, DIAG_INPUT, "%s must be %s, not '%s'", what, expected,
                utf8_shown(s, node->length, &shown));
    return false;
}

bool yread_colour(const yreader_t *r, const ynode_t *node, const char *what, colour_t *colour)
{
    static const char *const colours[] = {"white", "black", NULL};
    int index;
    if (!yread_choice(r, node, what, colours, &index))
        return false;
    *colour = index == 0 ? COLOUR_WHITE : COLOUR_BLACK;
    return true;
}

bool yread_split_names(const yreader_t *r, const ynode_t *list, const char *what,
                       yread_parse_fn parse, void *scratch)
{
    if (list->kind != YNODE_SEQUENCE || list->count < 2 || list->offset >= r->stream->size ||
        r->stream->text[list->offset] != '[')
        return false;
    const ynode_t *a = list->children[0], *b = list->children[1];
    if (a->kind != YNODE_SCALAR || b->kind != YNODE_SCALAR || a->style != YSTYLE_PLAIN ||
        b->style != YSTYLE_PLAIN || a->length + b->length > 60)
        return false;
    char joined[64];
    snprintf(joined, sizeof joined, "%s,%s", a->value, b->value);
    if (!parse(joined, scratch, NULL))
        return false;
    yread_error(r, list, DIAG_INPUT,
                "%s: the names are not quoted, so YAML splits each at its comma ('%s', '%s', "
                "...): write each in quotes, as [\"%s\", ...]",
                what, a->value, b->value, joined);
    return true;
}
