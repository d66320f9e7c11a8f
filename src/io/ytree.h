/* YAML documents as small trees whose nodes remember where they stood.
 *
 * Loading uses libyaml's event parser and builds the tree itself, so that
 * it can refuse what twigs never needs and a hostile file would abuse:
 * anchors and aliases, tags, duplicate keys, non-scalar keys, deep nesting,
 * huge files.  Every node keeps its 1-based line and column, and a scalar
 * written as a literal block (`board: |`) can give the line and column of
 * any of its characters.
 *
 * The same nodes, built by hand, describe what twigs writes: ytree_emit
 * prints a tree as a YAML document through libyaml's emitter.
 *
 * By stage, as libyaml splits its own: the nodes in io/ynode.c, loading
 * in io/yload.c, emitting in io/yemit.c (what two stages share beyond
 * this header, io/ytree_internal.h).
 */
#ifndef TWIGS_IO_YTREE_H
#define TWIGS_IO_YTREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "io/diag.h"
#include "util/count.h"

typedef enum { YNODE_SCALAR, YNODE_SEQUENCE, YNODE_MAPPING } ynode_kind_t;

typedef enum {
    YSTYLE_PLAIN,
    YSTYLE_QUOTED, /* single or double quoted */
    YSTYLE_LITERAL,
    YSTYLE_FOLDED,
} ystyle_t;

typedef struct ynode ynode_t;
/* 48 bytes: a document of 2 million nodes holds them all at once.  A
 * file is at most 64 MiB, so that places and sizes fit in 32 bits. */
struct ynode {
    /* Scalars: the value, NUL-terminated (it may hold no NUL of its own). */
    char *value;
    /* Sequences: the items; mappings: key, value, key, value, ... */
    ynode_t **children;
    size_t offset;         /* byte offset of where the node starts in the input */
    unsigned line, column; /* that place, 1-based (0 for built nodes) */
    uint32_t length;       /* the value's */
    uint32_t count, capacity;
    uint8_t kind;  /* ynode_kind_t */
    uint8_t style; /* ystyle_t: scalars */
    bool flow;     /* when emitted: write in flow style ([a, b], {k: v}) */
    /* A built scalar that is a string, whatever it looks like: written so
     * that a reader takes "123" or "true" for a string too. */
    bool string;
};

/* Limits on what is loaded (the README's "Limits").  Bytes
 * and documents are the file's; nodes and nesting are each document's,
 * and the nodes of the documents ystream_load_* keeps together are
 * limited as one document's. */
#define YTREE_MAX_BYTES (64u * 1024u * 1024u)
#define YTREE_MAX_DEPTH 64
#define YTREE_MAX_NODES 2000000
#define YTREE_MAX_DOCUMENTS 100000

typedef struct {
    ynode_t *root;
    unsigned index;       /* 1-based */
    unsigned line;        /* where the document starts */
    bool broken;          /* the YAML stopped being readable inside it */
} ydocument_t;

typedef struct {
    char *name;           /* the file name shown in messages */
    char *text;           /* the whole input */
    size_t size;
    ydocument_t *documents;
    size_t count, capacity;
} ystream_t;

/* Whether the document holds nothing: no root, or the empty value that
 * "---" alone gives. */
bool ydocument_empty(const ydocument_t *doc);

/* Loads every document of a file ("-" is standard input).  Errors go to
 * diag, which must have been initialised with the file's name; the
 * documents read before an error are kept, and a document the error
 * interrupted is kept with broken set and a NULL or partial root.  Returns
 * false when there was any error.  Every document stays in memory: for a
 * file of one document (a puzzle); yloader_t reads the others. */
bool ystream_load_file(ystream_t *stream, const char *path, diag_t *diag);
bool ystream_load_string(ystream_t *stream, const char *name, const char *text, size_t size,
                         diag_t *diag);
void ystream_free(ystream_t *stream);

/* Reading one document at a time, each freed when the next is read, so
 * that memory is the file's text (kept for the places of characters) and
 * one document's tree, however many documents the file holds.  Errors go
 * to diag, initialised with the file's name by the caller. */
typedef struct yloader yloader_t;

/* Reads the file ("-" is standard input) or copies the text; its
 * documents are read by yloader_next.  NULL only when out of memory; a
 * file that cannot be read gives a loader with no document and the error
 * in diag. */
yloader_t *yloader_open_file(const char *path, diag_t *diag);
yloader_t *yloader_open_string(const char *name, const char *text, size_t size, diag_t *diag);

/* The stream the documents come from: its name and text, and in
 * documents[0] the one document read last.  A yreader_t reads through
 * it. */
const ystream_t *yloader_stream(const yloader_t *loader);

/* The next document (the one before it freed), or NULL at the end of the
 * file or after an error.  A document an error interrupted, with the
 * error in diag, comes with broken set and is the last. */
const ydocument_t *yloader_next(yloader_t *loader);

/* Whether everything was read without error so far. */
bool yloader_ok(const yloader_t *loader);
void yloader_close(yloader_t *loader);

/* The line and column of character `index` (a byte offset into the value)
 * of a literal block scalar's value; for other scalars, the scalar's own
 * place.  It costs a scan of the value up to index. */
void ystream_char_position(const ystream_t *stream, const ynode_t *scalar, size_t index,
                           unsigned *line, unsigned *column);

/* The same for many characters of one scalar, asked in increasing order of
 * index: each costs the text between it and the one before, so that a
 * thousand places in a value of 64 MiB cost one scan and not a thousand.
 * (A smaller index than the last is placed too, by a scan from the start.) */
typedef struct {
    const ystream_t *stream;
    const ynode_t *scalar;
    size_t index;            /* scanned up to here */
    unsigned value_line;     /* the value's line holding index, 0-based */
    size_t value_line_start; /* where that line starts in the value */
    size_t line_chars;       /* characters from value_line_start to index */
    const char *source;      /* the input line of value line `source_line` */
    unsigned source_line;
    bool indent_known;       /* indent holds for value_line */
    long indent;             /* value_line's indentation in the input, or -1: unknown */
} ychar_cursor_t;

void ychar_cursor_init(ychar_cursor_t *cursor, const ystream_t *stream, const ynode_t *scalar);
void ychar_cursor_place(ychar_cursor_t *cursor, size_t index, unsigned *line, unsigned *column);

/* What a YAML reader takes a plain scalar for (YAML 1.2's core schema):
 * true and false, null and ~, whole numbers, decimals, or a string. */
typedef enum {
    YSCALAR_STRING,
    YSCALAR_NULL,
    YSCALAR_BOOL,
    YSCALAR_INT,
    YSCALAR_FLOAT
} yscalar_type_t;
yscalar_type_t ytree_plain_type(const char *value);

/* ---- Access ---- */

const char *ynode_kind_name(ynode_kind_t kind);

/* The value under key in a mapping, or NULL. */
const ynode_t *ymap_get(const ynode_t *map, const char *key);
/* The key node itself (for placing errors about the key), or NULL. */
const ynode_t *ymap_key(const ynode_t *map, const char *key);

/* ---- Building ---- */

/* Built nodes own their children; free the root with ynode_free.  The
 * builders return NULL when out of memory; adding to NULL does nothing, so
 * a caller may build a whole tree and check once. */
ynode_t *ynode_new_scalar(const char *value);
ynode_t *ynode_new_sequence(bool flow);
ynode_t *ynode_new_mapping(bool flow);
void ynode_free(ynode_t *node);

/* A deep copy (without places), or NULL. */
ynode_t *ynode_copy(const ynode_t *node);

/* Appends to a sequence; takes ownership of item.  False on failure (item
 * freed). */
bool yseq_add(ynode_t *seq, ynode_t *item);
bool yseq_add_string(ynode_t *seq, const char *value);
bool yseq_add_int(ynode_t *seq, long long value);

/* Adds key: value to a mapping; takes ownership of value. */
bool ymap_add(ynode_t *map, const char *key, ynode_t *value);
bool ymap_add_string(ynode_t *map, const char *key, const char *value);
bool ymap_add_int(ynode_t *map, const char *key, long long value);
/* A count of solutions, which may pass 64 bits (util/count.h). */
bool ymap_add_count(ynode_t *map, const char *key, count_t value);
bool ymap_add_bool(ynode_t *map, const char *key, bool value);
bool ymap_add_double(ynode_t *map, const char *key, double value);

/* Writes documents through libyaml's emitter.  ytree_emit_begin starts the
 * stream, ytree_emit_document writes one document (with "---" before every
 * document but the first), ytree_emit_end closes the stream. */
typedef struct yemitter yemitter_t;
yemitter_t *ytree_emit_begin(FILE *out);
bool ytree_emit_document(yemitter_t *emitter, const ynode_t *root);
bool ytree_emit_end(yemitter_t *emitter);
/* The same documents as JSON, one value a line (io/yjson.h): the
 * emitter of `--format json`. */
yemitter_t *ytree_emit_begin_json(FILE *out);
bool ytree_emit_is_json(const yemitter_t *emitter);
/* Begins an emitter of YAML, or of JSON when `json`. */
yemitter_t *ytree_emit_begin_as(FILE *out, bool json);
/* Writes one document, as YAML or JSON, alone in its stream; false when
 * writing failed or memory ran out. */
bool ytree_emit_one(FILE *out, bool json, const ynode_t *root);
/* Starts the first document with "---" too, as the others: for a
 * document meant to be joined to others into one stream (the partial
 * summaries that `cat part*.yaml | twigs merge -` reads). */
void ytree_emit_explicit(yemitter_t *emitter);

/* The node in YAML flow style on one line, for text reports. */
void ynode_print_flow(const ynode_t *node, FILE *out);

#endif
