/* Diagnostics: errors found in an input, each with its place.
 *
 * An error is either about the input itself (unreadable YAML, wrong types,
 * unknown keys, names that do not parse: exit status 2) or about the rules
 * of a well-formed position (exit status 1), as docs/check.md sorts them.
 */
#ifndef TWIGS_IO_DIAG_H
#define TWIGS_IO_DIAG_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef enum {
    DIAG_RULE = 1,  /* a well-formed position breaks the rules */
    DIAG_INPUT = 2, /* the input cannot be read as what it should be */
} diag_kind_t;

typedef struct {
    diag_kind_t kind;
    unsigned line, column; /* 1-based; 0 when the error has no place */
    char *message;
} diag_entry_t;

typedef struct {
    char *file; /* as it is to be shown in messages */
    diag_entry_t *entries;
    size_t count, capacity;
    bool out_of_memory;
} diag_t;

/* At most this many errors are kept per document; more are counted in a
 * last line, so that a hostile file cannot fill memory with errors. */
#define DIAG_MAX_ENTRIES 1000

/* How messages name a file: standard input ("-") is "<stdin>" in every
 * command's messages and reports; any other path is itself. */
const char *diag_file_name(const char *path);

/* `file` is the path as given: diag_file_name says how it is shown. */
void diag_init(diag_t *diag, const char *file);
void diag_free(diag_t *diag);

#if defined(__GNUC__)
#define DIAG_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define DIAG_PRINTF(f, a)
#endif

void diag_add(diag_t *diag, diag_kind_t kind, unsigned line, unsigned column, const char *format,
              ...) DIAG_PRINTF(5, 6);
void diag_addv(diag_t *diag, diag_kind_t kind, unsigned line, unsigned column, const char *format,
               va_list args) DIAG_PRINTF(5, 0);

/* Adds to `to` the errors of `from`: all of them (kind 0), or those of
 * one kind. */
void diag_copy(diag_t *to, const diag_t *from, int kind);

/* 0 when there is no error, else the largest kind. */
int diag_status(const diag_t *diag);

/* "s" after a count other than 1: "%d row%s", n, diag_plural(n). */
static inline const char *diag_plural(long long count) { return count == 1 ? "" : "s"; }

/* Each error as "FILE:LINE:COLUMN: message", one a line, at the start of
 * the line, the form editors' error lists (vim's quickfix, Emacs's
 * compilation mode) jump from. */
void diag_print(const diag_t *diag, FILE *out);

/* The same, each line after `indent`.  The file's name and the messages
 * are shown as utf8_print_escaped shows them (io/utf8.h): they hold names
 * from outside. */
void diag_print_indented(const diag_t *diag, const char *indent, FILE *out);

#endif
