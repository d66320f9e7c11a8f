#include "web/json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void web_json_init(web_json_t *json)
{
    memset(json, 0, sizeof *json);
    json->first[0] = true;
}

char *web_json_finish(web_json_t *json)
{
    if (json->failed) {
        free(json->text);
        return NULL;
    }
    if (json->text == NULL)
        return calloc(1, 1);
    return json->text;
}

static void put(web_json_t *json, const char *bytes, size_t n)
{
    if (json->failed)
        return;
    if (json->length + n + 1 > json->capacity) {
        size_t capacity = json->capacity ? json->capacity : 256;
        while (json->length + n + 1 > capacity)
            capacity *= 2;
        char *text = realloc(json->text, capacity);
        if (text == NULL) {
            json->failed = true;
            return;
        }
        json->text = text;
        json->capacity = capacity;
    }
    memcpy(json->text + json->length, bytes, n);
    json->length += n;
    json->text[json->length] = '\0';
}

static void put_quoted(web_json_t *json, const char *s, size_t n)
{
    put(json, "\"", 1);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        char escaped[8];
        if (c == '"' || c == '\\') {
            escaped[0] = '\\';
            escaped[1] = (char)c;
            put(json, escaped, 2);
        } else if (c < 0x20) {
            snprintf(escaped, sizeof escaped, "\\u%04x", c);
            put(json, escaped, 6);
        } else {
            put(json, (const char *)&s[i], 1);
        }
    }
    put(json, "\"", 1);
}

/* The comma before a value and its key. */
static void lead(web_json_t *json, const char *key)
{
    if (!json->first[json->depth])
        put(json, ",", 1);
    json->first[json->depth] = false;
    if (key != NULL) {
        put_quoted(json, key, strlen(key));
        put(json, ":", 1);
    }
}

static void open_(web_json_t *json, const char *key, const char *bracket)
{
    lead(json, key);
    put(json, bracket, 1);
    if (json->depth + 1 >= WEB_JSON_DEPTH_MAX) {
        json->failed = true;
        return;
    }
    json->first[++json->depth] = true;
}

static void close_(web_json_t *json, const char *bracket)
{
    if (json->depth > 0)
        json->depth--;
    put(json, bracket, 1);
}

void web_json_object_begin(web_json_t *json, const char *key) { open_(json, key, "{"); }
void web_json_object_end(web_json_t *json) { close_(json, "}"); }
void web_json_array_begin(web_json_t *json, const char *key) { open_(json, key, "["); }
void web_json_array_end(web_json_t *json) { close_(json, "]"); }

void web_json_string_n(web_json_t *json, const char *key, const char *value, size_t length)
{
    lead(json, key);
    put_quoted(json, value, length);
}

void web_json_string(web_json_t *json, const char *key, const char *value)
{
    if (value == NULL) {
        lead(json, key);
        put(json, "null", 4);
        return;
    }
    web_json_string_n(json, key, value, strlen(value));
}

/* A number already written as text. */
static void put_number(web_json_t *json, const char *key, const char *text, int n)
{
    lead(json, key);
    put(json, text, n > 0 ? (size_t)n : 0);
}

void web_json_int(web_json_t *json, const char *key, long long value)
{
    char buf[32];
    put_number(json, key, buf, snprintf(buf, sizeof buf, "%lld", value));
}

void web_json_double(web_json_t *json, const char *key, double value)
{
    char buf[64];
    put_number(json, key, buf, snprintf(buf, sizeof buf, "%.6f", value));
}

void web_json_bool(web_json_t *json, const char *key, bool value)
{
    lead(json, key);
    put(json, value ? "true" : "false", value ? 4 : 5);
}
