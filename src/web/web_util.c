#include <stdlib.h>
#include <string.h>

#include "web/web.h"

FILE *web_capture_begin(web_capture_t *capture)
{
    capture->text = NULL;
    capture->size = 0;
    capture->stream = open_memstream(&capture->text, &capture->size);
    return capture->stream;
}

char *web_capture_end(web_capture_t *capture)
{
    if (capture->stream == NULL)
        return NULL;
    bool ok = !ferror(capture->stream);
    if (fclose(capture->stream) != 0 || !ok) {
        free(capture->text);
        return NULL;
    }
    return capture->text;
}

json_t *web_json_object(void)
{
    /* jansson seeds its hash of keys from /dev/urandom when it makes its
     * first object, which the page, built without a file system, cannot
     * read (the read throws, and every object after waits for the seed
     * for ever).  The keys are the page's own, which no one can choose to
     * collide: a fixed seed does. */
    json_object_seed(1);
    return json_object();
}

void web_json_set(json_t **object, const char *key, json_t *value)
{
    if (json_object_set_new(*object, key, value) != 0) {
        json_decref(*object);
        *object = NULL;
    }
}

void web_json_append(json_t **array, json_t *value)
{
    if (json_array_append_new(*array, value) != 0) {
        json_decref(*array);
        *array = NULL;
    }
}

json_t *web_json_string(const char *text)
{
    return text != NULL ? yjson_string(text, strlen(text)) : json_null();
}

char *web_json_finish(json_t *value)
{
    /* Written to a stream, whose error stays: json_dumps leaves out an
     * object's key it finds no memory for and goes on (jansson 2.14),
     * which would be half an answer.  Compact: the page's script reads
     * it, no one else. */
    web_capture_t capture;
    FILE *out = value != NULL ? web_capture_begin(&capture) : NULL;
    bool ok = out != NULL && json_dumpf(value, out, YJSON_DUMP_FLAGS | JSON_COMPACT) == 0;
    char *text = out != NULL ? web_capture_end(&capture) : NULL;
    json_decref(value);
    if (!ok) {
        free(text);
        return NULL;
    }
    return text;
}

static json_t *error_json(unsigned line, unsigned column, diag_kind_t kind, const char *message)
{
    json_t *error = web_json_object();
    web_json_set(&error, "line", json_integer(line));
    web_json_set(&error, "column", json_integer(column));
    web_json_set(&error, "kind", json_integer(kind));
    web_json_set(&error, "message", web_json_string(message));
    return error;
}

void web_json_errors(json_t **object, const diag_t *diag)
{
    json_t *errors = json_array();
    for (size_t i = 0; i < diag->count; i++) {
        const diag_entry_t *e = &diag->entries[i];
        web_json_append(&errors, error_json(e->line, e->column, e->kind, e->message));
    }
    if (diag->out_of_memory)
        web_json_append(&errors, error_json(0, 0, DIAG_INPUT, "out of memory"));
    web_json_set(object, "errors", errors);
}

char *web_yaml_text(const ynode_t *root)
{
    web_capture_t capture;
    FILE *out = web_capture_begin(&capture);
    if (out == NULL)
        return NULL;
    yemitter_t *emitter = ytree_emit_begin(out);
    bool ok = emitter != NULL && ytree_emit_document(emitter, root);
    ok = emitter != NULL && ytree_emit_end(emitter) && ok;
    char *text = web_capture_end(&capture);
    if (!ok) {
        free(text);
        return NULL;
    }
    return text;
}

char *web_errors_only(const diag_t *diag)
{
    json_t *answer = web_json_object();
    web_json_errors(&answer, diag);
    return web_json_finish(answer);
}
