#include "io/yjson.h"

#include <errno.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "io/utf8.h"
#include "io/ytree_internal.h"

json_t *yjson_string(const char *text, size_t length)
{
    if (utf8_valid(text, length))
        return json_stringn(text, length);
    char *repaired = utf8_repair(text, length);
    json_t *value = repaired != NULL ? json_string(repaired) : NULL;
    free(repaired);
    return value;
}

/* Digits (after an optional sign): beyond 64 bits, a number all the
 * same. */
static json_t *whole_value(const char *digits)
{
    errno = 0;
    long long n = strtoll(digits, NULL, 10);
    return errno == 0 ? json_integer(n) : json_real(strtod(digits, NULL));
}

json_t *yjson_count(count_t n)
{
    char text[COUNT_TEXT_SIZE];
    return whole_value(count_format(n, text));
}

json_t *yjson_decimal(double value)
{
    char text[YNODE_DECIMAL_SIZE];
    return json_real(strtod(ynode_decimal_format(value, text), NULL));
}

static json_t *scalar_value(const ynode_t *node)
{
    if (node->style != YSTYLE_PLAIN || node->string || node->length == 0)
        return yjson_string(node->value, node->length);
    switch (ytree_plain_type(node->value)) {
    case YSCALAR_NULL:
        return json_null();
    case YSCALAR_BOOL:
        return json_boolean(node->value[0] == 't' || node->value[0] == 'T');
    case YSCALAR_INT:
        return whole_value(node->value);
    case YSCALAR_FLOAT:
        return json_real(strtod(node->value, NULL));
    case YSCALAR_STRING:
        break;
    }
    return yjson_string(node->value, node->length);
}

static json_t *node_value(const ynode_t *node)
{
    if (node->kind == YNODE_SCALAR)
        return scalar_value(node);
    bool map = node->kind == YNODE_MAPPING;
    json_t *value = map ? json_object() : json_array();
    for (size_t i = 0; value != NULL && i < node->count; i += map ? 2 : 1) {
        json_t *item = node_value(node->children[map ? i + 1 : i]);
        int failed = item == NULL;
        if (!failed && map) {
            /* A key is a string whatever it looks like. */
            json_t *key = yjson_string(node->children[i]->value, node->children[i]->length);
            if (key == NULL)
                json_decref(item);
            failed = key == NULL || json_object_set_new(value, json_string_value(key), item) != 0;
            json_decref(key);
        } else if (!failed) {
            failed = json_array_append_new(value, item) != 0;
        }
        if (failed) {
            json_decref(value);
            value = NULL;
        }
    }
    return value;
}

bool yjson_write(FILE *out, const ynode_t *root)
{
    json_t *value = root != NULL ? node_value(root) : NULL;
    bool ok = value != NULL && json_dumpf(value, out, YJSON_DUMP_FLAGS) == 0 &&
              fputc('\n', out) != EOF;
    json_decref(value);
    fflush(out);
    return ok;
}
