/* What the page's entry points share (web_position.c, web_puzzle.c):
 * the page calls the same library functions as the command line, and
 * these helpers turn their answers (errors, YAML, pictures written to a
 * FILE) into the JSON and text JavaScript takes.
 *
 * Every entry point is marked WEB_EXPORT, which web/build.sh finds to
 * export it, and returns a malloc'd text the page frees. */
#ifndef TWIGS_WEB_WEB_H
#define TWIGS_WEB_WEB_H

#include <jansson.h>
#include <stdio.h>

#include "io/diag.h"
#include "io/yjson.h"
#include "io/ytree.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define WEB_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define WEB_EXPORT
#endif

/* Text written to a FILE in memory: web_capture_begin gives the stream,
 * web_capture_end closes it and returns the text (malloc'd; NULL when
 * out of memory). */
typedef struct {
    FILE *stream;
    char *text;
    size_t size;
} web_capture_t;

FILE *web_capture_begin(web_capture_t *capture);
char *web_capture_end(web_capture_t *capture);

/* The JSON answers are jansson values (the values `--format json`
 * writes: io/yjson.h), written as text once, by web_json_finish.  Out of
 * memory leaves a value NULL, and putting a NULL into an object or an
 * array makes that NULL too (freeing what it held), up to the answer:
 * the page gets NULL, never half an answer. */

/* An empty object (json_object() is not for the page: see web_util.c). */
json_t *web_json_object(void);
/* Sets key to value in *object. */
void web_json_set(json_t **object, const char *key, json_t *value);
/* Appends value to *array. */
void web_json_append(json_t **array, json_t *value);
/* A string; NULL gives null. */
json_t *web_json_string(const char *text);
/* The value as JSON text (malloc'd; NULL when value is NULL or memory
 * ran out); frees the value. */
char *web_json_finish(json_t *value);

/* "errors": [{line, column, kind, message}, ...], as diag holds them. */
void web_json_errors(json_t **object, const diag_t *diag);

/* A YAML document as the command line emits it (malloc'd; NULL when
 * out of memory). */
char *web_yaml_text(const ynode_t *root);

/* An answer of {"errors": [...]} alone, for input that did not read. */
char *web_errors_only(const diag_t *diag);

#endif
