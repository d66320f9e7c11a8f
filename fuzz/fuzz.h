/* What the libFuzzer harnesses share: the entry point libFuzzer calls, and
 * checks of what twigs promises about any input (docs/check.md): every error has
 * a message and a place inside the input, every report can be printed and
 * written as YAML, and exit statuses are 0, 1 or 2.  A broken promise
 * aborts, which libFuzzer reports as a crash with the input that did it.
 */
#ifndef TWIGS_FUZZ_FUZZ_H
#define TWIGS_FUZZ_FUZZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "io/diag.h"
#include "io/report.h"
#include "io/ytree.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Output nobody reads (/dev/null), so that printing is exercised. */
FILE *fuzz_sink(void);

/* Aborts with a message when the promise does not hold. */
void fuzz_require(int promise, const char *what);

/* Loads text as the file "fuzz.yaml", its errors in diag (initialised
 * here); true when it loaded without error.  Free both afterwards. */
bool fuzz_load(const char *text, size_t size, ystream_t *stream, diag_t *diag);

/* Every error of diag is about text: a message, and a place (when it has
 * one) within the text's lines and columns. */
void fuzz_check_diag(const diag_t *diag, const char *text, size_t size);

/* Checks `text` as `twigs check` does, then checks the reports: their
 * errors, their exit status, their text and YAML forms; with `twice`,
 * also that a second check gives the same reports. */
void fuzz_check_text(const char *text, size_t size, bool twice);

/* Draws the first document of `text` as `twigs render` does. */
void fuzz_render_text(const char *text, size_t size);

#endif
