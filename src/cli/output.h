/* The output of a command: -o FILE, replaced only when the command
 * succeeds, or standard output. */
#ifndef TWIGS_CLI_OUTPUT_H
#define TWIGS_CLI_OUTPUT_H

#include <stdbool.h>
#include <stdio.h>
#include <sys/stat.h>

#include "cli/interrupt.h"

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
