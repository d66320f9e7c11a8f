/* Small helpers shared by the commands: usage errors and output files. */
#ifndef TWIGS_CLI_ARGS_H
#define TWIGS_CLI_ARGS_H

#include <stdbool.h>
#include <stdio.h>

#include "cli/command.h"
#include "io/diag.h"

/* Prints "twigs COMMAND: message" and a hint to stderr; returns 2. */
int args_usage_error(const char *command, const char *format, ...) DIAG_PRINTF(2, 3);

/* Sets *format to --format's value when it is text or yaml, or svg when
 * `svg`, and returns 0; else returns a usage error (2).  A value missing
 * at the end of the line is NULL. */
int args_format(const char *command, const char *value, bool svg, const char **format);
/* The same for a command whose one option is --format: each value given,
 * the last one kept. */
int args_format_only(const char *command, const command_args_t *args, bool svg,
                     const char **format);

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
