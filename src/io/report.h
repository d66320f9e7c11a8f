/* The report `twigs check` gives for one YAML document (docs/check.md), and
 * its two forms: text for people, YAML for programs. */
#ifndef TWIGS_IO_REPORT_H
#define TWIGS_IO_REPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "io/diag.h"
#include "io/ytree.h"

typedef struct {
    unsigned document; /* 1-based */
    const char *game;  /* "twigs", "sibling", ...; NULL when unknown */
    diag_t diag;       /* the document's errors; legal when there are none */
    const char *status;  /* "finished" or "in_progress"; NULL: not reported */
    const char *to_move; /* NULL: absent */
    const char *winner;  /* "white", "black" or "draw"; NULL: absent */
    /* The game's own names of white and black ("light", "dark"), which the
     * text report gives beside them; NULL: none. */
    const char *const *players;
    ynode_t *score;      /* a mapping owned by the report; NULL prints as {} */
    ynode_t *puzzle;     /* {name, value, valid}, owned; NULL for games */
    ynode_t *notes;      /* further facts for the text report, owned; may be NULL */
} report_t;

void report_init(report_t *report, const char *file, unsigned document);
void report_free(report_t *report);

bool report_legal(const report_t *report);

/* 0, 1 or 2 as docs/check.md says: the worst error, and 1 for an invalid puzzle. */
int report_exit_status(const report_t *report);

/* The report as a YAML mapping, keys in the order of docs/check.md. */
ynode_t *report_to_ynode(const report_t *report);

void report_print_text(const report_t *report, FILE *out);

/* A player as the text report and pictures name it: "white", or with
 * the game's own name "white (light)" (in buf, of `size` bytes). */
const char *report_player(const report_t *report, const char *colour, char *buf, size_t size);

#endif
