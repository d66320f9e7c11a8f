/* A JSON text built in memory, for the answers the page's entry points
 * (web_api.c) hand to JavaScript: objects and arrays opened and closed in
 * order, commas put where they belong.  Out of memory makes the text NULL
 * at the end (json_finish), never a half-written answer. */
#ifndef TWIGS_WEB_JSON_H
#define TWIGS_WEB_JSON_H

#include <stdbool.h>
#include <stddef.h>

#define JSON_DEPTH_MAX 16

typedef struct {
    char *text;
    size_t length, capacity;
    bool failed;
    int depth;
    bool first[JSON_DEPTH_MAX]; /* nothing written yet at that depth */
} json_t;

void json_init(json_t *json);
/* The text (malloc'd, the caller frees it), or NULL when memory ran out. */
char *json_finish(json_t *json);

/* Opened inside an object, `key` names the value; inside an array it is
 * NULL. */
void json_object_begin(json_t *json, const char *key);
void json_object_end(json_t *json);
void json_array_begin(json_t *json, const char *key);
void json_array_end(json_t *json);
/* NULL writes null. */
void json_string(json_t *json, const char *key, const char *value);
/* A string of `length` bytes, which need not end in NUL. */
void json_string_n(json_t *json, const char *key, const char *value, size_t length);
void json_int(json_t *json, const char *key, long long value);
void json_double(json_t *json, const char *key, double value);
void json_bool(json_t *json, const char *key, bool value);

#endif
