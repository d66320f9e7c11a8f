#include "fuzz/fuzz.h"

#include <stdlib.h>
#include <string.h>

#include "game/check.h"

#define FUZZ_NAME "fuzz.yaml"

FILE *fuzz_sink(void)
{
    /* Opened once for the whole run: libFuzzer calls a harness millions of
     * times, and an open per call would be most of the work. */
    static FILE *sink;
    if (sink == NULL)
        sink = fopen("/dev/null", "w");
    fuzz_require(sink != NULL, "cannot open /dev/null");
    return sink;
}

void fuzz_require(int promise, const char *what)
{
    if (promise)
        return;
    fprintf(stderr, "twigs fuzz: broken promise: %s\n", what);
    abort();
}

bool fuzz_load(const char *text, size_t size, ystream_t *stream, diag_t *diag)
{
    diag_init(diag, FUZZ_NAME);
    return ystream_load_string(stream, FUZZ_NAME, text, size, diag);
}

/* A YAML line break: \r\n, \r, \n, or U+0085, U+2028, U+2029 in UTF-8.
 * Returns its length in bytes at text[i], 0 when there is none. */
static size_t line_break_at(const char *text, size_t size, size_t i)
{
    const unsigned char *s = (const unsigned char *)text;
    if (s[i] == '\r')
        return i + 1 < size && s[i + 1] == '\n' ? 2 : 1;
    if (s[i] == '\n')
        return 1;
    if (s[i] == 0xc2 && i + 1 < size && s[i + 1] == 0x85)
        return 2;
    if (s[i] == 0xe2 && i + 2 < size && s[i + 1] == 0x80 && (s[i + 2] == 0xa8 || s[i + 2] == 0xa9))
        return 3;
    return 0;
}

/* The number of lines (by YAML's line breaks, which libyaml's marks count)
 * and the longest line in bytes (by '\n' alone, which is longer than any
 * line by YAML's breaks: a bound for columns counted either way). */
static void measure_lines(const char *text, size_t size, size_t *lines, size_t *longest)
{
    *lines = 1;
    *longest = 0;
    for (size_t i = 0; i < size;) {
        size_t line_break = line_break_at(text, size, i);
        *lines += line_break > 0;
        i += line_break > 0 ? line_break : 1;
    }
    size_t length = 0;
    for (size_t i = 0; i < size; i++) {
        length = text[i] == '\n' ? 0 : length + 1;
        if (length > *longest)
            *longest = length;
    }
}

void fuzz_check_diag(const diag_t *diag, const char *text, size_t size)
{
    size_t lines, longest;
    measure_lines(text, size, &lines, &longest);
    for (size_t i = 0; i < diag->count; i++) {
        const diag_entry_t *e = &diag->entries[i];
        fuzz_require(e->message != NULL && e->message[0] != '\0', "an error without a message");
        fuzz_require(e->kind == DIAG_RULE || e->kind == DIAG_INPUT, "an error of no kind");
        fuzz_require(e->line <= lines + 1, "an error placed after the last line");
        fuzz_require(e->column <= longest + 1, "an error placed beyond the longest line");
        fuzz_require((e->line == 0) == (e->column == 0), "an error with half a place");
    }
}

static void check_report(const report_t *report, const char *text, size_t size,
                         yemitter_t *emitter)
{
    fuzz_check_diag(&report->diag, text, size);
    int status = report_exit_status(report);
    fuzz_require(status >= 0 && status <= 2, "an exit status other than 0, 1 or 2");
    fuzz_require(report->diag.count == 0 || status > 0, "errors, yet exit status 0");
    report_print_text(report, fuzz_sink());
    ynode_t *node = report_to_ynode(report);
    fuzz_require(node != NULL, "a report that cannot be built (out of memory?)");
    fuzz_require(ytree_emit_document(emitter, node), "a report that YAML cannot write");
    ynode_free(node);
}

/* What check --format yaml writes must read back: one document a report,
 * each a mapping that says whether it is legal. */
static void check_yaml_reports(const char *yaml, size_t size, size_t count)
{
    diag_t diag;
    ystream_t stream;
    fuzz_require(fuzz_load(yaml, size, &stream, &diag), "YAML reports that do not load back");
    fuzz_require(stream.count == count, "YAML reports load back as another number of documents");
    for (size_t i = 0; i < stream.count; i++)
        fuzz_require(ymap_get(stream.documents[i].root, "legal") != NULL,
                     "a YAML report without 'legal'");
    ystream_free(&stream);
    diag_free(&diag);
}

/* The reports in YAML, malloc'd; *size is their length. */
static char *checked_yaml(const char *text, size_t size, size_t *yaml_size)
{
    report_t *reports;
    size_t count = check_text(FUZZ_NAME, text, size, &reports);
    fuzz_require(count > 0, "no report");
    char *yaml = NULL;
    FILE *out = open_memstream(&yaml, yaml_size);
    fuzz_require(out != NULL, "out of memory");
    yemitter_t *emitter = ytree_emit_begin(out);
    fuzz_require(emitter != NULL, "no YAML emitter");
    for (size_t i = 0; i < count; i++)
        check_report(&reports[i], text, size, emitter);
    fuzz_require(ytree_emit_end(emitter), "the reports' YAML stream cannot be ended");
    fclose(out);
    check_yaml_reports(yaml, *yaml_size, count);
    check_reports_free(reports, count);
    return yaml;
}

void fuzz_check_text(const char *text, size_t size, bool twice)
{
    size_t first_size, second_size;
    char *first = checked_yaml(text, size, &first_size);
    /* Twice the same: a report that depends on memory left uninitialised
     * (which AddressSanitizer does not see) would differ sooner or later. */
    if (twice) {
        char *second = checked_yaml(text, size, &second_size);
        fuzz_require(first_size == second_size && memcmp(first, second, first_size) == 0,
                     "two checks of one text gave different reports");
        free(second);
    }
    free(first);
}

void fuzz_render_text(const char *text, size_t size)
{
    diag_t diag;
    ystream_t stream;
    bool loaded = fuzz_load(text, size, &stream, &diag);
    if (loaded && stream.count > 0 && stream.documents[0].root != NULL) {
        yreader_t reader = {&stream, &diag};
        const ynode_t *root = stream.documents[0].root;
        const game_t *game = check_game_of(&reader, root);
        render_options_t options = {size % 2 == 0};
        if (game != NULL && game->render != NULL) {
            bool drawn = game->render(&reader, root, &options, fuzz_sink());
            fuzz_require(drawn || diag_status(&diag) == DIAG_INPUT,
                         "a picture refused without an input error");
        }
    }
    fuzz_check_diag(&diag, text, size);
    ystream_free(&stream);
    diag_free(&diag);
}
