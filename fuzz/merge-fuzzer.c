/* twigs merge of up to four summary files: the input is split at its
 * lines "#8<" (a YAML comment, so that a seed is YAML whole or split),
 * each piece a file of `solve --part` summaries merged as `twigs merge`
 * does, witnesses checked.  Beyond the sanitizers: a file is refused if
 * and only if it has an error, every error is placed inside its file, and
 * the merge says what its parts say (complete or proven only with no part
 * missing, proven only when the value meets the bound, a value only with
 * its witness), printed as text and as YAML that loads back. */
#include <stdlib.h>
#include <string.h>

#include "fuzz/fuzz.h"
#include "game/check.h"
#include "puzzle/merge.h"

#define FILES_MAX 4

static const char separator[] = "\n#8<\n";

/* The first separator in [text, end), or NULL. */
static const char *find_separator(const char *text, const char *end)
{
    size_t length = sizeof separator - 1;
    for (const char *p = text; p != NULL && (size_t)(end - p) >= length;
         p = memchr(p + 1, '\n', (size_t)(end - p - 1)))
        if (memcmp(p, separator, length) == 0)
            return p;
    return NULL;
}

/* Merges one file's text; whether it was accepted. */
static bool merge_text(merge_t *m, const char *name, const char *text, size_t size)
{
    diag_t diag;
    diag_init(&diag, name);
    yloader_t *loader = yloader_open_string(name, text, size, &diag);
    bool ok = merge_add_file(m, loader, &diag, name);
    fuzz_require(ok == (diag.count == 0 && !diag.out_of_memory),
                 "a file refused without an error, or accepted with one");
    fuzz_check_diag(&diag, text, size);
    yloader_close(loader);
    diag_free(&diag);
    return ok;
}

/* The merged summary written as YAML loads back as one mapping. */
static void check_written(const summary_t *total)
{
    char *yaml = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&yaml, &size);
    fuzz_require(out != NULL, "out of memory");
    fuzz_require(summary_print(total, true, out), "a merged summary that cannot be written");
    fclose(out);
    ystream_t stream;
    diag_t diag;
    fuzz_require(fuzz_load(yaml, size, &stream, &diag), "a merged summary that does not load back");
    fuzz_require(stream.count == 1 && ymap_get(stream.documents[0].root, "puzzle") != NULL,
                 "a merged summary that loads back as something else");
    ystream_free(&stream);
    diag_free(&diag);
    free(yaml);
}

static void check_total(const summary_t *total)
{
    fuzz_require(total->parts >= 1 && total->missing_count <= total->parts,
                 "a merge of no parts, or of more missing than there are");
    bool whole = total->missing_count == 0;
    if (total->kind == SUMMARY_COUNT)
        fuzz_require(!total->complete || whole, "complete with parts missing");
    else
        fuzz_require(!total->proven || (whole && total->has_value &&
                                        total->value == total->upper_bound),
                     "proven with parts missing, or below the bound");
    fuzz_require(total->has_value == (total->witness != NULL), "a value without its witness");
    summary_print(total, false, fuzz_sink());
    check_written(total);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const names[FILES_MAX] = {"part-1.yaml", "part-2.yaml", "part-3.yaml",
                                                 "part-4.yaml"};
    const char *text = (const char *)data, *end = text + size;
    merge_t m;
    merge_init(&m, check_witness, NULL);
    bool ok = true;
    for (int f = 0; f < FILES_MAX && text != NULL; f++) {
        const char *cut = f + 1 < FILES_MAX ? find_separator(text, end) : NULL;
        /* The line break before the cut ends the file before it. */
        size_t length = (size_t)((cut ? cut + 1 : end) - text);
        ok = merge_text(&m, names[f], text, length) && ok;
        text = cut ? cut + sizeof separator - 1 : NULL;
    }
    summary_t total;
    if (ok) {
        fuzz_require(merge_result(&m, &total), "out of memory");
        check_total(&total);
    }
    merge_free(&m);
    return 0;
}
