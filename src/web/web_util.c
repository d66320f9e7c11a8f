#include <stdlib.h>

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

void web_json_errors(web_json_t *json, const diag_t *diag)
{
    web_json_array_begin(json, "errors");
    for (size_t i = 0; i < diag->count; i++) {
        const diag_entry_t *e = &diag->entries[i];
        web_json_object_begin(json, NULL);
        web_json_int(json, "line", e->line);
        web_json_int(json, "column", e->column);
        web_json_int(json, "kind", e->kind);
        web_json_string(json, "message", e->message);
        web_json_object_end(json);
    }
    if (diag->out_of_memory) {
        web_json_object_begin(json, NULL);
        web_json_int(json, "line", 0);
        web_json_int(json, "column", 0);
        web_json_int(json, "kind", DIAG_INPUT);
        web_json_string(json, "message", "out of memory");
        web_json_object_end(json);
    }
    web_json_array_end(json);
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
    web_json_t json;
    web_json_init(&json);
    web_json_object_begin(&json, NULL);
    web_json_errors(&json, diag);
    web_json_object_end(&json);
    return web_json_finish(&json);
}
