/* Loading YAML: libyaml's events built into nodes that remember where
 * they stood, with the limits a hostile file would abuse, the stream's
 * documents kept together or read one at a time, and the places of a
 * block scalar's characters. */
#include "io/ytree.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <yaml.h>

#include "io/utf8.h"
#include "io/yhint.h"
#include "io/ytree_internal.h"
#include "util/array.h"

typedef struct {
    yaml_parser_t parser;
    bool parsing;          /* parser initialised */
    ystream_t *stream;
    diag_t *diag;
    bool keep;             /* every document stays in the stream (ystream_load_*) */
    unsigned documents;    /* documents started */
    size_t nodes;          /* in the document being read */
    size_t file_nodes;     /* in all documents kept */
    ynode_t *stack[YTREE_MAX_DEPTH + 1];
    size_t depth;
    ydocument_t *document; /* the one being read */
    bool failed, ended;
    /* libyaml's marks count characters; nodes keep byte offsets.  Marks
     * come in order, so the conversion goes on from the last one. */
    size_t skipped;    /* a byte-order mark before what libyaml reads */
    size_t mark_chars; /* a mark's character index ... */
    size_t mark_bytes; /* ... and its byte offset in the stream's text */
} loader_t;

static void load_error(loader_t *l, unsigned line, unsigned column, const char *format, ...)
    DIAG_PRINTF(4, 5);

static void load_error(loader_t *l, unsigned line, unsigned column, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    diag_addv(l->diag, DIAG_INPUT, line, column, format, args);
    va_end(args);
    l->failed = true;
    if (l->document != NULL)
        l->document->broken = true;
}

static void mark_position(const yaml_mark_t *mark, unsigned *line, unsigned *column)
{
    *line = mark->line + 1 > UINT32_MAX ? UINT32_MAX : (unsigned)(mark->line + 1);
    *column = mark->column + 1 > UINT32_MAX ? UINT32_MAX : (unsigned)(mark->column + 1);
}

/* Starts a document.  The one past the limit is started too, broken, so
 * that the error has a document (and a report) of its own. */
static bool push_document(loader_t *l, const yaml_event_t *event)
{
    ystream_t *s = l->stream;
    unsigned line, column;
    mark_position(&event->start_mark, &line, &column);
    /* Doubling: a realloc per document would copy the array once per
     * document, which a hundred thousand documents make quadratic. */
    ydocument_t *grown = array_reserve(s->documents, &s->capacity, s->count + 1, sizeof *grown);
    if (grown == NULL) {
        load_error(l, line, column, "%s", "out of memory");
        return false;
    }
    s->documents = grown;
    l->document = &s->documents[s->count];
    *l->document = (ydocument_t){NULL, ++l->documents, line, false};
    s->count++;
    l->nodes = 0;
    if (l->documents > YTREE_MAX_DOCUMENTS) {
        load_error(l, line, column,
                   "more than %d documents in one file, the most twigs reads: split the file",
                   YTREE_MAX_DOCUMENTS);
        return false;
    }
    return true;
}

/* Anchors, aliases and tags are refused: twigs needs none of them, and
 * aliases are the way to make a small file expand without bound. */
static bool refuse_extras(loader_t *l, const yaml_event_t *event, const yaml_char_t *anchor,
                          const yaml_char_t *tag, int implicit)
{
    unsigned line, column;
    mark_position(&event->start_mark, &line, &column);
    utf8_shown_t shown;
    if (anchor != NULL) {
        const char *name = (const char *)anchor;
        load_error(l, line, column, "anchors and aliases are not allowed (anchor &%s): write the "
                   "value out in full", utf8_shown(name, strlen(name), &shown));
        return false;
    }
    if (tag != NULL && !implicit) {
        const char *name = (const char *)tag;
        load_error(l, line, column, "tags are not allowed (tag %s): write the value alone",
                   utf8_shown(name, strlen(name), &shown));
        return false;
    }
    return true;
}

static ystyle_t scalar_style(yaml_scalar_style_t style)
{
    switch (style) {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE:
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE:
        return YSTYLE_QUOTED;
    case YAML_LITERAL_SCALAR_STYLE:
        return YSTYLE_LITERAL;
    case YAML_FOLDED_SCALAR_STYLE:
        return YSTYLE_FOLDED;
    default:
        return YSTYLE_PLAIN;
    }
}

static size_t byte_offset(loader_t *l, size_t char_index)
{
    const ystream_t *s = l->stream;
    if (char_index < l->mark_chars) {
        l->mark_chars = 0;
        l->mark_bytes = l->skipped;
    }
    while (l->mark_chars < char_index && l->mark_bytes < s->size) {
        size_t width = utf8_char_length(s->text + l->mark_bytes, s->size - l->mark_bytes);
        l->mark_bytes += width > 0 ? width : 1;
        l->mark_chars++;
    }
    return l->mark_bytes;
}

static ynode_t *node_at(loader_t *l, ynode_kind_t kind, const yaml_event_t *event)
{
    unsigned line, column;
    mark_position(&event->start_mark, &line, &column);
    if (++l->nodes > YTREE_MAX_NODES) {
        load_error(l, line, column,
                   "more than %d YAML nodes in one document, the most twigs reads: split the "
                   "document", YTREE_MAX_NODES);
        return NULL;
    }
    /* Documents kept together are one tree as far as memory goes. */
    if (l->keep && ++l->file_nodes > YTREE_MAX_NODES) {
        load_error(l, line, column,
                   "more than %d YAML nodes in one file, the most twigs reads at once: split "
                   "the file", YTREE_MAX_NODES);
        return NULL;
    }
    ynode_t *node = ynode_new(kind);
    if (node == NULL) {
        load_error(l, line, column, "%s", "out of memory");
        return NULL;
    }
    node->line = line;
    node->column = column;
    node->offset = byte_offset(l, event->start_mark.index);
    return node;
}

/* Hangs a new node under the innermost open collection, or makes it the
 * document's root. */
static bool attach(loader_t *l, ynode_t *node)
{
    if (l->depth == 0) {
        l->document->root = node;
        return true;
    }
    if (!ynode_append(l->stack[l->depth - 1], node)) {
        load_error(l, 0, 0, "%s", "out of memory");
        return false;
    }
    return true;
}

static bool open_collection(loader_t *l, ynode_t *node)
{
    if (l->depth >= YTREE_MAX_DEPTH) {
        load_error(l, node->line, node->column,
                   "nesting deeper than %d levels, the most twigs reads", YTREE_MAX_DEPTH);
        ynode_free(node);
        return false;
    }
    if (!attach(l, node))
        return false;
    l->stack[l->depth++] = node;
    return true;
}

static int key_compare(const void *a, const void *b)
{
    const ynode_t *x = *(const ynode_t *const *)a, *y = *(const ynode_t *const *)b;
    int c = strcmp(x->value, y->value);
    if (c != 0)
        return c;
    return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* Keys must be scalars and distinct.  Sorting the keys finds repeats in
 * n log n even for a hostile mapping of a million keys. */
static bool check_keys(loader_t *l, const ynode_t *map)
{
    size_t keys = map->count / 2;
    for (size_t i = 0; i < map->count; i += 2)
        if (map->children[i]->kind != YNODE_SCALAR) {
            load_error(l, map->children[i]->line, map->children[i]->column,
                       "a key must be a plain value, not %s",
                       ynode_kind_name(map->children[i]->kind));
            return false;
        }
    if (keys < 2)
        return true;
    const ynode_t **sorted = malloc(keys * sizeof *sorted);
    if (sorted == NULL) {
        load_error(l, map->line, map->column, "%s", "out of memory");
        return false;
    }
    for (size_t i = 0; i < keys; i++)
        sorted[i] = map->children[2 * i];
    qsort(sorted, keys, sizeof *sorted, key_compare);
    bool ok = true;
    for (size_t i = 1; i < keys && ok; i++)
        if (strcmp(sorted[i - 1]->value, sorted[i]->value) == 0) {
            utf8_shown_t shown;
            diag_add(l->diag, DIAG_INPUT, sorted[i]->line, sorted[i]->column,
                     "duplicate key '%s' (first at line %u, column %u; a key is given once)",
                     utf8_shown(sorted[i]->value, sorted[i]->length, &shown), sorted[i - 1]->line,
                     sorted[i - 1]->column);
            l->failed = true;
            if (l->document != NULL)
                l->document->broken = true;
            ok = false;
        }
    free(sorted);
    return ok;
}

static bool on_scalar(loader_t *l, const yaml_event_t *event)
{
    const yaml_char_t *anchor = event->data.scalar.anchor, *tag = event->data.scalar.tag;
    int implicit = event->data.scalar.plain_implicit || event->data.scalar.quoted_implicit;
    if (!refuse_extras(l, event, anchor, tag, implicit))
        return false;
    ynode_t *node = node_at(l, YNODE_SCALAR, event);
    if (node == NULL)
        return false;
    size_t length = event->data.scalar.length;
    node->value = malloc(length + 1);
    if (node->value == NULL) {
        ynode_free(node);
        load_error(l, 0, 0, "%s", "out of memory");
        return false;
    }
    memcpy(node->value, event->data.scalar.value, length);
    node->value[length] = '\0';
    node->length = length;
    node->style = scalar_style(event->data.scalar.style);
    if (strlen(node->value) != length) {
        load_error(l, node->line, node->column, "%s", "a NUL character inside a value");
        ynode_free(node);
        return false;
    }
    return attach(l, node);
}

static bool on_collection_start(loader_t *l, const yaml_event_t *event, ynode_kind_t kind)
{
    bool mapping = kind == YNODE_MAPPING;
    const yaml_char_t *anchor =
        mapping ? event->data.mapping_start.anchor : event->data.sequence_start.anchor;
    const yaml_char_t *tag = mapping ? event->data.mapping_start.tag : event->data.sequence_start.tag;
    int implicit = mapping ? event->data.mapping_start.implicit : event->data.sequence_start.implicit;
    if (!refuse_extras(l, event, anchor, tag, implicit))
        return false;
    ynode_t *node = node_at(l, kind, event);
    return node != NULL && open_collection(l, node);
}

static bool on_event(loader_t *l, const yaml_event_t *event)
{
    unsigned line, column;
    mark_position(&event->start_mark, &line, &column);
    switch (event->type) {
    case YAML_DOCUMENT_START_EVENT:
        return push_document(l, event);
    case YAML_DOCUMENT_END_EVENT:
        l->document = NULL;
        return true;
    case YAML_ALIAS_EVENT: {
        const char *anchor = (const char *)event->data.alias.anchor;
        utf8_shown_t shown;
        load_error(l, line, column, "anchors and aliases are not allowed (alias *%s): write the "
                   "value out in full", utf8_shown(anchor, strlen(anchor), &shown));
        return false;
    }
    case YAML_SCALAR_EVENT:
        return on_scalar(l, event);
    case YAML_SEQUENCE_START_EVENT:
        return on_collection_start(l, event, YNODE_SEQUENCE);
    case YAML_MAPPING_START_EVENT:
        return on_collection_start(l, event, YNODE_MAPPING);
    case YAML_MAPPING_END_EVENT:
        l->depth--;
        return check_keys(l, l->stack[l->depth]);
    case YAML_SEQUENCE_END_EVENT:
        l->depth--;
        return true;
    default:
        return true;
    }
}

/* The 1-based line and column (in characters, as libyaml counts them) of
 * a byte offset of a text. */
static void offset_position(const char *text, size_t size, size_t offset, unsigned *line,
                            unsigned *column)
{
    *line = 1;
    *column = 1;
    for (size_t i = 0; i < offset && i < size; i++) {
        if (text[i] == '\n') {
            ++*line;
            *column = 1;
        } else if (((unsigned char)text[i] & 0xc0) != 0x80) {
            ++*column;
        }
    }
}

/* Bytes libyaml will not read: not UTF-8, or a control character, which
 * is UTF-8 but not YAML.  Reader errors carry a byte offset, not a mark. */
static void reader_error(loader_t *l)
{
    const yaml_parser_t *p = &l->parser;
    unsigned line, column;
    offset_position(l->stream->text, l->stream->size, l->skipped + p->problem_offset, &line,
                    &column);
    const char *problem = p->problem ? p->problem : "bad byte";
    if (strstr(problem, "control characters") != NULL)
        load_error(l, line, column,
                   "control character 0x%02X in the file: expected YAML text, which has none "
                   "but tab, line feed and carriage return",
                   (unsigned)p->problem_value);
    else if (p->problem_value >= 0)
        load_error(l, line, column, "the file is not valid UTF-8 (%s: byte 0x%02X): expected "
                   "YAML text in UTF-8", problem, (unsigned)p->problem_value);
    else
        load_error(l, line, column, "the file is not valid UTF-8 (%s): expected YAML text in UTF-8",
                   problem);
}

/* What usually causes libyaml's problem, said in a user's words; `at` is
 * the character where libyaml saw it. */
static const char *syntax_hint(const char *problem, const char *context, char at)
{
    if (at == '\t')
        return "indent with spaces: YAML does not allow tabs there";
    static const struct {
        const char *problem, *context, *hint;
    } hints[] = {
        {"end of stream", "quoted scalar", "a closing quote is missing"},
        {"expected ',' or ']'", NULL, "a [ is not closed, or its items lack commas"},
        {"expected ',' or '}'", NULL, "a { is not closed, or its items lack commas"},
        {"did not find expected key", NULL,
         "check the indentation: the keys of one mapping start in the same column"},
        {"did not find expected '-'", NULL,
         "check the indentation: the items of one list start in the same column"},
        {"mapping values are not allowed", NULL,
         "quote a value that holds ': ', or check the indentation"},
        {"cannot start any token", NULL, "quote a value that starts with @ or `, or check "
                                         "for a stray character"},
        {"could not find expected ':'", NULL, "a key needs ': ' after it"},
        {"unknown escape character", NULL, "inside double quotes write a backslash as \\\\"},
        {"undefined tag handle", NULL, "tags are not allowed"},
    };
    for (size_t i = 0; i < sizeof hints / sizeof hints[0]; i++)
        if (strstr(problem, hints[i].problem) != NULL &&
            (hints[i].context == NULL || (context && strstr(context, hints[i].context))))
            return hints[i].hint;
    return NULL;
}

static void syntax_error(loader_t *l)
{
    const yaml_parser_t *p = &l->parser;
    unsigned line, column, context_line, context_column;
    mark_position(&p->problem_mark, &line, &column);
    yhint_t block;
    if (yhint_block_indent(l->stream->text, l->stream->size, line, &block)) {
        load_error(l, block.line, block.column, "%s", block.message);
        return;
    }
    mark_position(&p->context_mark, &context_line, &context_column);
    const char *problem = p->problem ? p->problem : "error";
    char began[64] = "";
    /* "while scanning a quoted scalar": say where it began. */
    if (p->context != NULL && (context_line != line || context_column != column))
        snprintf(began, sizeof began, " that began at line %u, column %u", context_line,
                 context_column);
    size_t at = byte_offset(l, p->problem_mark.index);
    const char *hint = syntax_hint(problem, p->context, at < l->stream->size ? l->stream->text[at] : '\0');
    load_error(l, line, column, "YAML syntax: %s%s%s%s%s%s", problem, p->context ? " " : "",
               p->context ? p->context : "", began, hint ? ": " : "", hint ? hint : "");
}

static void parser_error(loader_t *l)
{
    const yaml_parser_t *p = &l->parser;
    if (p->error == YAML_MEMORY_ERROR) {
        load_error(l, 0, 0, "%s", "out of memory");
        return;
    }
    /* A document the error interrupts is kept as broken; an error before
     * any document starts a broken one, so that it gets its report. */
    if (l->document == NULL && push_document(l, &(yaml_event_t){.start_mark = p->problem_mark}))
        l->document->broken = true;
    if (p->error == YAML_READER_ERROR)
        reader_error(l);
    else
        syntax_error(l);
}

typedef enum { PARSED_DOCUMENT, PARSED_END, PARSED_ERROR } parsed_t;

/* Reads events up to the end of the next document (or of the stream, or
 * up to an error). */
static parsed_t parse_document(loader_t *l)
{
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&l->parser, &event)) {
            parser_error(l);
            return PARSED_ERROR;
        }
        bool ok = on_event(l, &event);
        yaml_event_type_t type = event.type;
        yaml_event_delete(&event);
        if (!ok)
            return PARSED_ERROR;
        if (type == YAML_STREAM_END_EVENT)
            return PARSED_END;
        if (type == YAML_DOCUMENT_END_EVENT)
            return PARSED_DOCUMENT;
    }
}

/* The file is refused whole, at the place where it passes the limit. */
static void too_big_error(diag_t *diag, const char *text, size_t size)
{
    unsigned line, column;
    offset_position(text, size, YTREE_MAX_BYTES, &line, &column);
    diag_add(diag, DIAG_INPUT, line, column,
             "the file is larger than the limit of 64 MiB (%u bytes): it goes on past here",
             YTREE_MAX_BYTES);
}

/* Readies l to read text (size bytes and a NUL), which the stream takes
 * over; false (with an error) when there is nothing to read. */
static bool loader_start(loader_t *l, ystream_t *stream, const char *name, char *text, size_t size,
                         diag_t *diag, bool keep)
{
    memset(stream, 0, sizeof *stream);
    stream->text = text;
    stream->size = size;
    stream->name = strdup(name);
    memset(l, 0, sizeof *l);
    l->stream = stream;
    l->diag = diag;
    l->keep = keep;
    l->failed = true;
    if (stream->name == NULL) {
        diag_add(diag, DIAG_INPUT, 0, 0, "out of memory");
        return false;
    }
    if (size > YTREE_MAX_BYTES) {
        too_big_error(diag, text, size);
        return false;
    }
    /* libyaml, told the encoding, would read a byte-order mark as a
     * character of the first line, and shift its columns. */
    l->skipped = size >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
    l->mark_bytes = l->skipped;
    if (!yaml_parser_initialize(&l->parser)) {
        diag_add(diag, DIAG_INPUT, 0, 0, "out of memory");
        return false;
    }
    l->parsing = true;
    l->failed = false;
    yaml_parser_set_encoding(&l->parser, YAML_UTF8_ENCODING);
    yaml_parser_set_input_string(&l->parser, (const unsigned char *)stream->text + l->skipped,
                                 size - l->skipped);
    return true;
}

static void loader_stop(loader_t *l)
{
    if (l->parsing)
        yaml_parser_delete(&l->parser);
    l->parsing = false;
}

/* The next document, or NULL at the end or after an error.  A document
 * an error interrupted comes last, broken; it may have open collections
 * whose nodes already hang under its root, and nothing else refers to
 * them. */
static const ydocument_t *loader_next(loader_t *l)
{
    if (l->failed || l->ended)
        return NULL;
    switch (parse_document(l)) {
    case PARSED_DOCUMENT:
        return &l->stream->documents[l->stream->count - 1];
    case PARSED_END:
        l->ended = true;
        return NULL;
    default:
        l->ended = true;
        return l->document;
    }
}

/* Past the limit, the place of the limit is all that is needed: a copy
 * of text, NUL-terminated, and its size. */
static char *copy_text(const char *text, size_t size, size_t *kept)
{
    *kept = size > YTREE_MAX_BYTES ? YTREE_MAX_BYTES + 1 : size;
    char *copy = malloc(*kept + 1);
    if (copy == NULL)
        return NULL;
    if (*kept > 0)
        memcpy(copy, text, *kept);
    copy[*kept] = '\0';
    return copy;
}

/* Reads at most YTREE_MAX_BYTES + 1 bytes, enough to tell a file over the
 * limit without reading all of it, into a NUL-terminated buffer. */
static char *read_all(FILE *in, size_t *size)
{
    size_t capacity = 65536, length = 0;
    char *buf = malloc(capacity + 1);
    while (buf != NULL && length <= YTREE_MAX_BYTES) {
        if (length == capacity) {
            capacity = 2 * capacity > YTREE_MAX_BYTES ? YTREE_MAX_BYTES + 1 : 2 * capacity;
            char *grown = array_resize(buf, capacity + 1, 1);
            if (grown == NULL) {
                free(buf);
                return NULL;
            }
            buf = grown;
        }
        size_t got = fread(buf + length, 1, capacity - length, in);
        length += got;
        if (got == 0)
            break;
    }
    if (buf != NULL)
        buf[length] = '\0';
    *size = length;
    return buf;
}

/* The text of a file ("-": standard input) and the name shown for it, or
 * NULL with an error. */
static char *read_file(const char *path, size_t *size, const char **name, diag_t *diag)
{
    bool from_stdin = strcmp(path, "-") == 0;
    *name = diag_file_name(path);
    FILE *in = from_stdin ? stdin : fopen(path, "rb");
    if (in == NULL) {
        diag_add(diag, DIAG_INPUT, 0, 0, "cannot open: %s", strerror(errno));
        return NULL;
    }
    /* A folder opens, and only its reading fails. */
    struct stat status;
    if (fstat(fileno(in), &status) == 0 && S_ISDIR(status.st_mode)) {
        if (!from_stdin)
            fclose(in);
        diag_add(diag, DIAG_INPUT, 0, 0, "cannot read: it is a folder, not a file");
        return NULL;
    }
    errno = 0;
    char *text = read_all(in, size);
    int reason = errno;
    bool read_failed = ferror(in);
    if (!from_stdin)
        fclose(in);
    if (text == NULL) {
        diag_add(diag, DIAG_INPUT, 0, 0, "out of memory");
    } else if (read_failed) {
        free(text);
        text = NULL;
        diag_add(diag, DIAG_INPUT, 0, 0, "cannot read: %s",
                 reason != 0 ? strerror(reason) : "an I/O error");
    }
    return text;
}

/* Loads every document of text, which the stream takes over. */
static bool load_all(ystream_t *stream, const char *name, char *text, size_t size, diag_t *diag)
{
    loader_t l;
    if (loader_start(&l, stream, name, text, size, diag, true))
        while (loader_next(&l) != NULL)
            continue;
    loader_stop(&l);
    return !l.failed;
}

bool ystream_load_string(ystream_t *stream, const char *name, const char *text, size_t size,
                         diag_t *diag)
{
    memset(stream, 0, sizeof *stream);
    size_t kept;
    char *copy = copy_text(text, size, &kept);
    if (copy == NULL) {
        diag_add(diag, DIAG_INPUT, 0, 0, "out of memory");
        return false;
    }
    return load_all(stream, name, copy, kept, diag);
}

bool ystream_load_file(ystream_t *stream, const char *path, diag_t *diag)
{
    memset(stream, 0, sizeof *stream);
    size_t size = 0;
    const char *name;
    char *text = read_file(path, &size, &name, diag);
    return text != NULL && load_all(stream, name, text, size, diag);
}

/* The stream's documents freed, its array kept for the next. */
static void documents_free(ystream_t *stream)
{
    for (size_t i = 0; i < stream->count; i++)
        ynode_free(stream->documents[i].root);
    stream->count = 0;
}

void ystream_free(ystream_t *stream)
{
    documents_free(stream);
    free(stream->documents);
    free(stream->text);
    free(stream->name);
    memset(stream, 0, sizeof *stream);
}

/* ---- One document at a time ---- */

struct yloader {
    loader_t l;
    ystream_t stream;
};

/* A loader of text (or of nothing, when text is NULL: then it only gives
 * the errors already in diag). */
static yloader_t *yloader_of(const char *name, char *text, size_t size, diag_t *diag)
{
    yloader_t *loader = calloc(1, sizeof *loader);
    if (loader == NULL) {
        free(text);
        diag_add(diag, DIAG_INPUT, 0, 0, "out of memory");
        return NULL;
    }
    if (text != NULL) {
        loader_start(&loader->l, &loader->stream, name, text, size, diag, false);
    } else {
        loader->l.diag = diag;
        loader->l.stream = &loader->stream;
        loader->l.failed = true;
    }
    return loader;
}

yloader_t *yloader_open_file(const char *path, diag_t *diag)
{
    size_t size = 0;
    const char *name;
    char *text = read_file(path, &size, &name, diag);
    return yloader_of(name, text, size, diag);
}

yloader_t *yloader_open_string(const char *name, const char *text, size_t size, diag_t *diag)
{
    size_t kept;
    char *copy = copy_text(text, size, &kept);
    if (copy == NULL)
        diag_add(diag, DIAG_INPUT, 0, 0, "out of memory");
    return copy == NULL ? yloader_of(name, NULL, 0, diag) : yloader_of(name, copy, kept, diag);
}

const ystream_t *yloader_stream(const yloader_t *loader) { return &loader->stream; }

const ydocument_t *yloader_next(yloader_t *loader)
{
    if (loader == NULL)
        return NULL;
    documents_free(&loader->stream);
    const ydocument_t *doc = loader_next(&loader->l);
    if (loader->l.ended)
        loader_stop(&loader->l);
    return doc;
}

bool yloader_ok(const yloader_t *loader) { return loader != NULL && !loader->l.failed; }

void yloader_close(yloader_t *loader)
{
    if (loader == NULL)
        return;
    loader_stop(&loader->l);
    ystream_free(&loader->stream);
    free(loader);
}

void ychar_cursor_init(ychar_cursor_t *cursor, const ystream_t *stream, const ynode_t *scalar)
{
    memset(cursor, 0, sizeof *cursor);
    cursor->stream = stream;
    cursor->scalar = scalar;
    /* The input line of the block's indicator, which value line 0 follows.
     * A column counts characters and the offset bytes, so this may point
     * past the line's start, but never before it. */
    if (scalar->kind == YNODE_SCALAR && scalar->style == YSTYLE_LITERAL && scalar->column >= 1 &&
        scalar->offset <= stream->size && scalar->column - 1 <= scalar->offset)
        cursor->source = stream->text + scalar->offset - (scalar->column - 1);
}

/* Moves the cursor to `index` of the value, counting lines and the
 * characters (not bytes: columns count characters) of the last line. */
static void cursor_advance(ychar_cursor_t *c, size_t index)
{
    const char *value = c->scalar->value;
    for (;;) {
        const char *newline = memchr(value + c->index, '\n', index - c->index);
        size_t stop = newline ? (size_t)(newline - value) : index;
        for (size_t i = c->index; i < stop; i++)
            c->line_chars += ((unsigned char)value[i] & 0xc0) != 0x80;
        c->index = stop;
        if (newline == NULL)
            return;
        c->index++;
        c->value_line++;
        c->value_line_start = c->index;
        c->line_chars = 0;
        c->indent_known = false;
    }
}

/* A value line is its input line less the block's indentation (and a
 * '\r' of a CRLF ending): their lengths give the indentation.  -1 when
 * the input does not bear that out. */
static long cursor_indent(ychar_cursor_t *c)
{
    const char *end = c->stream->text + c->stream->size;
    unsigned wanted = c->value_line + 1; /* value line k is input line k after the indicator's */
    for (; c->source != NULL && c->source_line < wanted; c->source_line++) {
        c->source = memchr(c->source, '\n', (size_t)(end - c->source));
        c->source = c->source ? c->source + 1 : NULL;
    }
    if (c->source == NULL)
        return -1;
    const char *value = c->scalar->value + c->value_line_start;
    const char *value_end = memchr(value, '\n', c->scalar->length - c->value_line_start);
    size_t value_length = value_end ? (size_t)(value_end - value)
                                    : c->scalar->length - c->value_line_start;
    const char *source_end = memchr(c->source, '\n', (size_t)(end - c->source));
    size_t source_length = (size_t)((source_end ? source_end : end) - c->source);
    if (source_length > 0 && c->source[source_length - 1] == '\r')
        source_length--;
    return source_length < value_length ? -1 : (long)(source_length - value_length);
}

void ychar_cursor_place(ychar_cursor_t *c, size_t index, unsigned *line, unsigned *column)
{
    const ynode_t *scalar = c->scalar;
    *line = scalar->line;
    *column = scalar->column;
    if (c->source == NULL || index > scalar->length)
        return;
    if (index < c->index)
        ychar_cursor_init(c, c->stream, scalar);
    cursor_advance(c, index);
    if (!c->indent_known) {
        c->indent = cursor_indent(c);
        c->indent_known = true;
    }
    if (c->indent < 0)
        return;
    *line = scalar->line + 1 + c->value_line;
    /* The indentation is spaces: as many characters as bytes. */
    *column = (unsigned)((size_t)c->indent + c->line_chars + 1);
}

void ystream_char_position(const ystream_t *stream, const ynode_t *scalar, size_t index,
                           unsigned *line, unsigned *column)
{
    ychar_cursor_t cursor;
    ychar_cursor_init(&cursor, stream, scalar);
    ychar_cursor_place(&cursor, index, line, column);
}
