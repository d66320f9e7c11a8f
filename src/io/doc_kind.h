/* What kind of twigs document a YAML document is, told by its keys
 * alone, so that a file given to the wrong command is named for what it
 * is, with the command that reads it, rather than answered with the
 * keys it lacks: a position of a game (check, render), a puzzle solution
 * (a Twigs position with `puzzle:`; check, render), a puzzle file
 * (solve, render) or a summary of a search (merge). */
#ifndef TWIGS_IO_DOC_KIND_H
#define TWIGS_IO_DOC_KIND_H

#include "io/yread.h"

typedef enum {
    DOC_KIND_OTHER, /* none of these: each command says what it misses */
    DOC_KIND_POSITION,
    DOC_KIND_SOLUTION,
    DOC_KIND_PUZZLE,
    DOC_KIND_SUMMARY,
} doc_kind_t;

doc_kind_t doc_kind_of(const ynode_t *root);

/* Places an input error at root: the document is a `kind`, which `twigs
 * command` does not read, and which commands do. */
void doc_kind_refuse(const yreader_t *r, const ynode_t *root, doc_kind_t kind,
                     const char *command);

#endif
