/* YAML nodes: building them, copying them, finding a mapping's keys and
 * telling a plain scalar's type.  Loading (yload.c) and emitting
 * (yemit.c) build and read the same nodes. */
#include "io/ytree.h"

#include <stdlib.h>
#include <string.h>

#include "io/ytree_internal.h"
#include "util/array.h"

/* A document holds up to YTREE_MAX_NODES of them (ytree.h). */
_Static_assert(sizeof(ynode_t) <= 48, "a node takes more than 48 bytes");

ynode_t *ynode_new(ynode_kind_t kind)
{
    ynode_t *node = calloc(1, sizeof *node);
    if (node != NULL)
        node->kind = kind;
    return node;
}

ynode_t *ynode_new_scalar(const char *value)
{
    ynode_t *node = ynode_new(YNODE_SCALAR);
    if (node == NULL)
        return NULL;
    node->length = strlen(value);
    node->value = strdup(value);
    if (node->value == NULL) {
        free(node);
        return NULL;
    }
    return node;
}

ynode_t *ynode_new_sequence(bool flow)
{
    ynode_t *node = ynode_new(YNODE_SEQUENCE);
    if (node != NULL)
        node->flow = flow;
    return node;
}

ynode_t *ynode_new_mapping(bool flow)
{
    ynode_t *node = ynode_new(YNODE_MAPPING);
    if (node != NULL)
        node->flow = flow;
    return node;
}

void ynode_free(ynode_t *node)
{
    if (node == NULL)
        return;
    for (size_t i = 0; i < node->count; i++)
        ynode_free(node->children[i]);
    free(node->children);
    free(node->value);
    free(node);
}

bool ynode_append(ynode_t *parent, ynode_t *child)
{
    if (parent == NULL || child == NULL) {
        ynode_free(child);
        return false;
    }
    size_t capacity = parent->capacity;
    ynode_t **grown = parent->count < UINT32_MAX / 2
                          ? array_reserve(parent->children, &capacity, parent->count + 1,
                                          sizeof *grown)
                          : NULL;
    if (grown == NULL) {
        ynode_free(child);
        return false;
    }
    parent->children = grown;
    parent->capacity = (uint32_t)capacity;
    parent->children[parent->count++] = child;
    return true;
}

bool yseq_add(ynode_t *seq, ynode_t *item) { return ynode_append(seq, item); }

ynode_t *ynode_copy(const ynode_t *node)
{
    if (node == NULL)
        return NULL;
    ynode_t *copy = node->kind == YNODE_SCALAR ? ynode_new_scalar(node->value) : ynode_new(node->kind);
    if (copy == NULL)
        return NULL;
    copy->style = node->style;
    copy->flow = node->flow;
    copy->string = node->string;
    for (size_t i = 0; i < node->count; i++)
        if (!ynode_append(copy, ynode_copy(node->children[i]))) {
            ynode_free(copy);
            return NULL;
        }
    return copy;
}

static ynode_t *string_scalar(const char *value)
{
    ynode_t *node = ynode_new_scalar(value);
    if (node != NULL)
        node->string = true;
    return node;
}

bool yseq_add_string(ynode_t *seq, const char *value)
{
    return ynode_append(seq, string_scalar(value));
}

static ynode_t *int_scalar(long long value)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%lld", value);
    return ynode_new_scalar(buf);
}

bool yseq_add_int(ynode_t *seq, long long value) { return ynode_append(seq, int_scalar(value)); }

bool ymap_add(ynode_t *map, const char *key, ynode_t *value)
{
    if (map == NULL || value == NULL) {
        ynode_free(value);
        return false;
    }
    if (!ynode_append(map, ynode_new_scalar(key))) {
        ynode_free(value);
        return false;
    }
    return ynode_append(map, value);
}

bool ymap_add_string(ynode_t *map, const char *key, const char *value)
{
    return ymap_add(map, key, string_scalar(value));
}

bool ymap_add_int(ynode_t *map, const char *key, long long value)
{
    return ymap_add(map, key, int_scalar(value));
}

bool ymap_add_count(ynode_t *map, const char *key, count_t value)
{
    char text[COUNT_TEXT_SIZE];
    return ymap_add(map, key, ynode_new_scalar(count_format(value, text)));
}

bool ymap_add_bool(ynode_t *map, const char *key, bool value)
{
    return ymap_add(map, key, ynode_new_scalar(value ? "true" : "false"));
}

const char *ynode_decimal_format(double value, char text[YNODE_DECIMAL_SIZE])
{
    snprintf(text, YNODE_DECIMAL_SIZE, "%.6f", value);
    return text;
}

bool ymap_add_double(ynode_t *map, const char *key, double value)
{
    char text[YNODE_DECIMAL_SIZE];
    return ymap_add(map, key, ynode_new_scalar(ynode_decimal_format(value, text)));
}

/* Digits only, after an optional sign, and at least one of them. */
static bool all_digits(const char *s)
{
    if (*s == '-' || *s == '+')
        s++;
    return *s != '\0' && strspn(s, "0123456789") == strlen(s);
}

/* Digits, a point, digits (one of the two may be empty), and an optional
 * exponent. */
static bool decimal(const char *s)
{
    if (*s == '-' || *s == '+')
        s++;
    size_t whole = strspn(s, "0123456789");
    if (s[whole] != '.')
        return false;
    const char *fraction = s + whole + 1;
    size_t digits = strspn(fraction, "0123456789");
    if (whole + digits == 0)
        return false;
    const char *rest = fraction + digits;
    if (*rest == 'e' || *rest == 'E')
        return all_digits(rest + 1);
    return *rest == '\0';
}

yscalar_type_t ytree_plain_type(const char *s)
{
    static const char *const nulls[] = {"", "~", "null", "Null", "NULL", NULL};
    static const char *const bools[] = {"true", "True", "TRUE", "false", "False", "FALSE", NULL};
    for (size_t i = 0; nulls[i] != NULL; i++)
        if (strcmp(s, nulls[i]) == 0)
            return YSCALAR_NULL;
    for (size_t i = 0; bools[i] != NULL; i++)
        if (strcmp(s, bools[i]) == 0)
            return YSCALAR_BOOL;
    if (all_digits(s))
        return YSCALAR_INT;
    return decimal(s) ? YSCALAR_FLOAT : YSCALAR_STRING;
}

const char *ynode_kind_name(ynode_kind_t kind)
{
    switch (kind) {
    case YNODE_SCALAR:
        return "a scalar";
    case YNODE_SEQUENCE:
        return "a sequence";
    case YNODE_MAPPING:
        return "a mapping";
    }
    return "a node";
}

/* The index in map->children of the key, or map->count. */
static size_t key_index(const ynode_t *map, const char *key)
{
    if (map == NULL || map->kind != YNODE_MAPPING)
        return map ? map->count : 0;
    for (size_t i = 0; i + 1 < map->count; i += 2) {
        const ynode_t *k = map->children[i];
        if (k->kind == YNODE_SCALAR && strcmp(k->value, key) == 0)
            return i;
    }
    return map->count;
}

const ynode_t *ymap_key(const ynode_t *map, const char *key)
{
    size_t i = key_index(map, key);
    return map != NULL && i + 1 < map->count ? map->children[i] : NULL;
}

const ynode_t *ymap_get(const ynode_t *map, const char *key)
{
    size_t i = key_index(map, key);
    return map != NULL && i + 1 < map->count ? map->children[i + 1] : NULL;
}

bool ydocument_empty(const ydocument_t *doc)
{
    const ynode_t *root = doc->root;
    return root == NULL ||
           (root->kind == YNODE_SCALAR && root->style == YSTYLE_PLAIN && root->length == 0);
}
