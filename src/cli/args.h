/* Small helpers shared by the commands: usage errors and output files. */
#ifndef TWIGS_CLI_ARGS_H
#define TWIGS_CLI_ARGS_H

#include <stdbool.h>
#include <stdio.h>
#include <sys/stat.h>

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

/* Output to -o PATH, or standard output (no PATH, "-" or /dev/stdout).
 * A PATH that is absent or a regular file, or a symbolic link to one
 * (dangling or not), is written as a new file beside the file the links
 * lead to (mkstemp), which once whole on the disk replaces that file
 * (rename) with its owner and mode (docs/rules.md), only when the
 * command succeeds and no signal stopped it: a failed or stopped run
 * never destroys an earlier result.  A regular file with other names
 * (hard links) is written the same way, then copied over, in room taken
 * beforehand, so that its other names show the output too.  Anything
 * else (a FIFO, a device, a link to one) is written through as it comes.
 * The temporary file is removed in every case, also when a signal ends
 * twigs (interrupt.h). */
typedef struct {
    FILE *stream;
    const char *command;
    char *path;      /* as given; NULL: standard output */
    char *target;    /* the regular file replaced: path with its links followed */
    char *temporary; /* the file written, then renamed or copied; NULL: none */
    bool copy;       /* copied into target, not renamed over it */
    struct stat old; /* the target's owner and mode (st_nlink 0: a new file) */
    interrupt_t *interrupt;
} output_t;

bool output_open(output_t *out, const char *path, const char *command, interrupt_t *interrupt);
/* Closes the output, which takes the place of PATH only when `keep` and
 * no signal was caught (then says so on stderr);
 * says on stderr why writing a file failed (standard output's failures
 * are main's to report).  Returns false when writing failed. */
bool output_close(output_t *out, bool keep);

/* Flushes and closes a stream; false, with an errno value in *reason (0:
 * unknown), when what was written to it may be lost. */
bool stream_close(FILE *stream, int *reason);

#endif
