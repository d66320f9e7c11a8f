#include "io/diag.h"

#include <stdlib.h>
#include <string.h>

#include "io/utf8.h"
#include "util/array.h"

const char *diag_file_name(const char *path)
{
    return strcmp(path, "-") == 0 ? "<stdin>" : path;
}

void diag_init(diag_t *diag, const char *file)
{
    memset(diag, 0, sizeof *diag);
    diag->file = strdup(file ? diag_file_name(file) : "-");
    diag->out_of_memory = diag->file == NULL;
}

void diag_free(diag_t *diag)
{
    for (size_t i = 0; i < diag->count; i++)
        free(diag->entries[i].message);
    free(diag->entries);
    free(diag->file);
    memset(diag, 0, sizeof *diag);
}

static bool diag_reserve(diag_t *diag)
{
    diag_entry_t *grown =
        array_reserve(diag->entries, &diag->capacity, diag->count + 1, sizeof *grown);
    if (grown == NULL)
        return false;
    diag->entries = grown;
    return true;
}

/* The errors past the limit are not kept, but the worst of them still
 * decides the exit status: the last entry takes its kind and says so. */
static void diag_drop(diag_t *diag, diag_kind_t kind)
{
    diag_entry_t *last = &diag->entries[DIAG_MAX_ENTRIES];
    if (kind <= last->kind)
        return;
    char *message = strdup("too many errors; the rest are not shown, and some of them are "
                           "input errors (the file cannot be read as it is)");
    if (message == NULL) {
        diag->out_of_memory = true;
        return;
    }
    free(last->message);
    last->message = message;
    last->kind = kind;
}

void diag_addv(diag_t *diag, diag_kind_t kind, unsigned line, unsigned column, const char *format,
               va_list args)
{
    if (diag->count > DIAG_MAX_ENTRIES) {
        diag_drop(diag, kind);
        return;
    }
    if (!diag_reserve(diag)) {
        diag->out_of_memory = true;
        return;
    }
    char *message = NULL;
    if (diag->count == DIAG_MAX_ENTRIES) {
        message = strdup("too many errors; the rest are not shown");
    } else {
        va_list copy;
        va_copy(copy, args);
        int length = vsnprintf(NULL, 0, format, copy);
        va_end(copy);
        message = length >= 0 ? malloc((size_t)length + 1) : NULL;
        if (message != NULL)
            vsnprintf(message, (size_t)length + 1, format, args);
    }
    if (message == NULL) {
        diag->out_of_memory = true;
        return;
    }
    diag->entries[diag->count++] = (diag_entry_t){kind, line, column, message};
}

void diag_add(diag_t *diag, diag_kind_t kind, unsigned line, unsigned column, const char *format,
              ...)
{
    va_list args;
    va_start(args, format);
    diag_addv(diag, kind, line, column, format, args);
    va_end(args);
}

void diag_copy(diag_t *to, const diag_t *from, int kind)
{
    for (size_t i = 0; i < from->count; i++) {
        const diag_entry_t *e = &from->entries[i];
        if (kind == 0 || (int)e->kind == kind)
            diag_add(to, e->kind, e->line, e->column, "%s", e->message);
    }
}

int diag_status(const diag_t *diag)
{
    int status = diag->out_of_memory ? DIAG_INPUT : 0;
    for (size_t i = 0; i < diag->count; i++)
        if ((int)diag->entries[i].kind > status)
            status = (int)diag->entries[i].kind;
    return status;
}

void diag_print(const diag_t *diag, FILE *out) { diag_print_indented(diag, "", out); }

/* One line: the file, the place when there is one, the message.  In one
 * call when nothing needs an escape: standard error writes each call at
 * once, and a file of millions of errors prints them all. */
static void print_line(const diag_t *diag, const char *indent, unsigned line, unsigned column,
                       const char *message, FILE *out)
{
    const char *file = diag->file != NULL ? diag->file : "-";
    if (!utf8_needs_escape(file) && !utf8_needs_escape(message)) {
        if (line > 0)
            fprintf(out, "%s%s:%u:%u: %s\n", indent, file, line, column, message);
        else
            fprintf(out, "%s%s: %s\n", indent, file, message);
        return;
    }
    fputs(indent, out);
    utf8_print_escaped(out, file);
    if (line > 0)
        fprintf(out, ":%u:%u", line, column);
    fputs(": ", out);
    utf8_print_escaped(out, message);
    fputc('\n', out);
}

void diag_print_indented(const diag_t *diag, const char *indent, FILE *out)
{
    for (size_t i = 0; i < diag->count; i++) {
        const diag_entry_t *e = &diag->entries[i];
        print_line(diag, indent, e->line, e->column, e->message, out);
    }
    if (diag->out_of_memory)
        print_line(diag, indent, 0, 0, "out of memory", out);
}
