/* Emitting YAML (and JSON) from nodes: whole documents through libyaml's
 * emitter, and one node in flow style for a line of text. */
#include "io/ytree.h"

#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "io/utf8.h"
#include "io/yjson.h"

struct yemitter {
    yaml_emitter_t emitter;
    bool started, failed;
    FILE *json; /* JSON Lines to this file instead of YAML (io/yjson.h) */
};

static bool emit(yemitter_t *e, yaml_event_t *event)
{
    if (e->failed || !yaml_emitter_emit(&e->emitter, event))
        e->failed = true;
    return !e->failed;
}

/* Emits an event that libyaml built (built != 0).  libyaml refuses to
 * build a scalar that is not UTF-8, and leaves the event undefined then:
 * passing it on would free what it never owned. */
static bool emit_built(yemitter_t *e, int built, yaml_event_t *event)
{
    if (!built)
        e->failed = true;
    return !e->failed && emit(e, event);
}

/* A value that is not UTF-8 (a file name of arbitrary bytes) is written
 * with U+FFFD for each bad byte, rather than not at all. */
static bool emit_scalar(yemitter_t *e, const ynode_t *node)
{
    yaml_scalar_style_t style = node->style == YSTYLE_QUOTED    ? YAML_DOUBLE_QUOTED_SCALAR_STYLE
                                : node->style == YSTYLE_LITERAL ? YAML_LITERAL_SCALAR_STYLE
                                                                : YAML_ANY_SCALAR_STYLE;
    /* A string that a reader would take for a number, true or null. */
    if (node->string && style == YAML_ANY_SCALAR_STYLE &&
        ytree_plain_type(node->value) != YSCALAR_STRING)
        style = YAML_SINGLE_QUOTED_SCALAR_STYLE;
    char *repaired = utf8_valid(node->value, node->length) ? NULL
                                                           : utf8_repair(node->value, node->length);
    const char *value = repaired != NULL ? repaired : node->value;
    yaml_event_t event;
    int built = yaml_scalar_event_initialize(&event, NULL, NULL, (yaml_char_t *)value,
                                             (int)strlen(value), 1, 1, style);
    free(repaired);
    return emit_built(e, built, &event);
}

static bool emit_node(yemitter_t *e, const ynode_t *node)
{
    yaml_event_t event;
    int built = 0;
    switch (node->kind) {
    case YNODE_SCALAR:
        return emit_scalar(e, node);
    case YNODE_SEQUENCE:
        built = yaml_sequence_start_event_initialize(
            &event, NULL, NULL, 1, node->flow ? YAML_FLOW_SEQUENCE_STYLE : YAML_BLOCK_SEQUENCE_STYLE);
        break;
    case YNODE_MAPPING:
        built = yaml_mapping_start_event_initialize(
            &event, NULL, NULL, 1, node->flow ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE);
        break;
    }
    if (!emit_built(e, built, &event))
        return false;
    for (size_t i = 0; i < node->count; i++)
        if (!emit_node(e, node->children[i]))
            return false;
    built = node->kind == YNODE_SEQUENCE ? yaml_sequence_end_event_initialize(&event)
                                         : yaml_mapping_end_event_initialize(&event);
    return emit_built(e, built, &event);
}

yemitter_t *ytree_emit_begin(FILE *out)
{
    yemitter_t *e = calloc(1, sizeof *e);
    if (e == NULL)
        return NULL;
    if (!yaml_emitter_initialize(&e->emitter)) {
        free(e);
        return NULL;
    }
    yaml_emitter_set_output_file(&e->emitter, out);
    yaml_emitter_set_unicode(&e->emitter, 1);
    yaml_emitter_set_width(&e->emitter, 100);
    yaml_event_t event;
    yaml_stream_start_event_initialize(&event, YAML_UTF8_ENCODING);
    emit(e, &event);
    return e;
}

yemitter_t *ytree_emit_begin_json(FILE *out)
{
    yemitter_t *e = calloc(1, sizeof *e);
    if (e != NULL)
        e->json = out;
    return e;
}

bool ytree_emit_is_json(const yemitter_t *e) { return e != NULL && e->json != NULL; }

yemitter_t *ytree_emit_begin_as(FILE *out, bool json)
{
    return json ? ytree_emit_begin_json(out) : ytree_emit_begin(out);
}

bool ytree_emit_one(FILE *out, bool json, const ynode_t *root)
{
    yemitter_t *e = ytree_emit_begin_as(out, json);
    bool ok = e != NULL && ytree_emit_document(e, root);
    return ytree_emit_end(e) && ok;
}

bool ytree_emit_document(yemitter_t *e, const ynode_t *root)
{
    if (e == NULL || root == NULL)
        return false;
    if (e->json != NULL)
        return yjson_write(e->json, root);
    yaml_event_t event;
    yaml_document_start_event_initialize(&event, NULL, NULL, NULL, !e->started);
    e->started = true;
    if (!emit(e, &event) || !emit_node(e, root))
        return false;
    yaml_document_end_event_initialize(&event, 1);
    if (!emit(e, &event))
        return false;
    /* Flush each document, so that a long --all run streams its output. */
    return yaml_emitter_flush(&e->emitter) != 0;
}

void ytree_emit_explicit(yemitter_t *e)
{
    if (e != NULL)
        e->started = true;
}

bool ytree_emit_end(yemitter_t *e)
{
    if (e == NULL)
        return false;
    if (e->json != NULL) {
        bool ok = !ferror(e->json);
        free(e);
        return ok;
    }
    yaml_event_t event;
    yaml_stream_end_event_initialize(&event);
    bool ok = emit(e, &event) && yaml_emitter_flush(&e->emitter);
    yaml_emitter_delete(&e->emitter);
    free(e);
    return ok;
}

/* A scalar needs quotes on one line when it is empty or holds a character
 * that YAML's flow style gives a meaning. */
static bool needs_quotes(const char *s)
{
    return *s == '\0' || strpbrk(s, ",:[]{}#&*!|>'\"%@`") != NULL || *s == ' ' || *s == '-' ||
           utf8_needs_escape(s);
}

/* A scalar in double quotes, its control characters escaped as YAML
 * escapes them, so that a name cannot fake lines or drive a terminal. */
static void print_quoted(const char *s, FILE *out)
{
    fputc('"', out);
    for (size_t size = strlen(s), i = 0, length; i < size; i += length) {
        char escape[UTF8_ESCAPE_MAX];
        const char *shown = utf8_escape_at(s + i, size - i, escape, &length);
        if (shown != NULL)
            fputs(shown, out);
        else if (s[i] == '"' || s[i] == '\\')
            fprintf(out, "\\%c", s[i]);
        else
            fwrite(s + i, 1, length, out);
    }
    fputc('"', out);
}

void ynode_print_flow(const ynode_t *node, FILE *out)
{
    switch (node->kind) {
    case YNODE_SCALAR:
        if (needs_quotes(node->value))
            print_quoted(node->value, out);
        else
            fputs(node->value, out);
        return;
    case YNODE_SEQUENCE:
    case YNODE_MAPPING: {
        bool map = node->kind == YNODE_MAPPING;
        fputc(map ? '{' : '[', out);
        for (size_t i = 0; i < node->count; i++) {
            if (i > 0)
                fputs(map && i % 2 == 1 ? ": " : ", ", out);
            ynode_print_flow(node->children[i], out);
        }
        fputc(map ? '}' : ']', out);
        return;
    }
    }
}
