#include "io/yjson.h"

#include <errno.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "io/utf8.h"

static json_t *string_value(const ynode_t *node)
{
    if (utf8_valid(node->value, node->length))
        return json_stringn(node->value, node->length);
    char *repaired = utf8_repair(node->value, node->length);
    json_t *value = repaired != NULL ? json_string(repaired) : NULL;
    free(repaired);
    return value;
}

static json_t *scalar_value(const ynode_t *node)
{
    if (node->style != YSTYLE_PLAIN || node->string || node->length == 0)
        return string_value(node);
    switch (ytree_plain_type(node->value)) {
    case YSCALAR_NULL:
        return json_null();
    case YSCALAR_BOOL:
        return json_boolean(node->value[0] == 't' || node->value[0] == 'T');
    case YSCALAR_INT: {
        /* Beyond 64 bits, a number all the same. */
        errno = 0;
        long long n = strtoll(node->value, NULL, 10);
        return errno == 0 ? json_integer(n) : json_real(strtod(node->value, NULL));
    }
    case YSCALAR_FLOAT:
        return json_real(strtod(node->value, NULL));
    case YSCALAR_STRING:
        break;
    }
    return string_value(node);
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
            json_t *key = string_value(node->children[i]);
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
    /* 15 significant digits give back every decimal twigs writes (six
     * places), with nothing of binary rounding added. */
    bool ok = value != NULL &&
              json_dumpf(value, out, JSON_REAL_PRECISION(15) | JSON_ENCODE_ANY) == 0 &&
              fputc('\n', out) != EOF;
    json_decref(value);
    fflush(out);
    return ok;
}
