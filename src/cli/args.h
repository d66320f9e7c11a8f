/* Small helpers shared by the commands: usage errors, formats, seconds
 * and the files read (-o, the output, is cli/output.h). */
#ifndef TWIGS_CLI_ARGS_H
#define TWIGS_CLI_ARGS_H

#include <stdbool.h>
#include <stdio.h>

#include "cli/command.h"
#include "cli/interrupt.h"
#include "io/diag.h"

/* Prints "twigs COMMAND: message" and where to read the command's help
 * to stderr; returns 2. */
int args_usage_error(const char *command, const char *format, ...) DIAG_PRINTF(2, 3);

/* Sets *format to --format's value when it is one of the formats
 * `accepted` ("text|yaml|json") and returns 0; else returns a usage error
 * (2).  A value missing at the end of the line is NULL. */
int args_format(const char *command, const char *value, const char *accepted, const char **format);

/* Sets *seconds to an option's value, a number of seconds above 0 (or 0
 * too, when `zero`), and returns 0; else returns a usage error (2). */
int args_seconds(const char *command, const char *option, const char *value, bool zero,
                 double *seconds);

/* The files a command reads: its operands, or standard input ("-") when
 * there are none and it is not a terminal, as a filter reads; with none
 * and a terminal, a usage error (2) that says `missing`. */
int args_files(const char *command, const command_args_t *args, const char *missing,
               char *const **files, size_t *count);

#endif
