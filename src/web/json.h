/* A JSON text built in memory, for the answers the page's entry points
 * (web_api.c) hand to JavaScript: objects and arrays opened and closed in
 * order, commas put where they belong.  Out of memory makes the text NULL
 * at the end (web_json_finish), never a half-written answer. */
#ifndef TWIGS_WEB_JSON_H
#define TWIGS_WEB_JSON_H

#include <stdbool.h>
#include <stddef.h>

#define WEB_JSON_DEPTH_MAX 16

typedef struct {
    char *text;
    size_t length, capacity;
    bool failed;
    int depth;
    bool first[WEB_JSON_DEPTH_MAX]; /* nothing written yet at that depth */
} web_json_t;

void web_json_init(web_json_t *json);
/* The text (malloc'd, the caller frees it), or NULL when memory ran out. */
char *web_json_finish(web_json_t *json);

/* Opened inside an object, `key` names the value; inside an array it is
 * NULL. */
void web_json_object_begin(web_json_t *json, const char *key);
void web_json_object_end(web_json_t *json);
void web_json_array_begin(web_json_t *json, const char *key);
void web_json_array_end(web_json_t *json);
/* NULL writes null. */
void web_json_string(web_json_t *json, const char *key, const char *value);
/* A string of `length` bytes, which need not end in NUL. */
void web_json_string_n(web_json_t *json, const char *key, const char *value, size_t length);
void web_json_int(web_json_t *json, const char *key, long long value);
void web_json_double(web_json_t *json, const char *key, double value);
void web_json_bool(web_json_t *json, const char *key, bool value);

#endif
