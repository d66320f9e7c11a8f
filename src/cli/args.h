/* Small helpers shared by the subcommands: options, usage errors and
 * output files. */
#ifndef TWIGS_CLI_ARGS_H
#define TWIGS_CLI_ARGS_H

#include <stdbool.h>
#include <stdio.h>

#include "io/diag.h"

/* Whether argv[*i] is the option `name` ("--format"); if so its value is
 * taken from "--format=yaml" or from the next argument (advancing *i).  A
 * missing value is reported and leaves *value NULL. */
bool args_option(int argc, char **argv, int *i, const char *name, const char **value);

/* Prints "twigs COMMAND: message" and a hint to stderr; returns 2. */
int args_usage_error(const char *command, const char *format, ...) DIAG_PRINTF(2, 3);

/* Output to a file is written to FILE.tmp and renamed over FILE only when
 * the command succeeds, so a failed run never destroys an earlier result.
 * Without a path, output goes to standard output. */
typedef struct {
    FILE *stream;
    char *path, *temporary;
} output_t;

bool output_open(output_t *out, const char *path, const char *command);
/* Closes the output; keeps it when `keep`, else removes the temporary.
 * Returns false when writing failed. */
bool output_close(output_t *out, bool keep);

#endif
