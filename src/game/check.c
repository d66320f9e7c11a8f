#include "game/check.h"

#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "io/doc_kind.h"
#include "io/utf8.h"
#include "io/yread.h"
#include "util/array.h"

/* "sibling, orochi, ..." for the unknown-game message. */
static void list_games(char *buf, size_t size)
{
    buf[0] = '\0';
    for (size_t i = 0; i < game_count(); i++) {
        size_t used = strlen(buf);
        snprintf(buf + used, size - used, "%s%s", i ? ", " : "", game_at(i)->name);
    }
}

const game_t *check_game_of(const yreader_t *reader, const ynode_t *root)
{
    if (!yread_is(reader, root, YNODE_MAPPING, "a position document"))
        return NULL;
    const ynode_t *game_node = ymap_get(root, "game");
    if (game_node == NULL) {
        /* A puzzle solution may leave out `game: twigs`. */
        if (ymap_get(root, "puzzle") != NULL)
            return game_find("twigs") ? game_find("twigs") : NULL;
        char known[256];
        list_games(known, sizeof known);
        yread_error(reader, root, DIAG_INPUT, "missing key 'game': which game is it? (%s)", known);
        return NULL;
    }
    const char *name = yread_string(reader, game_node, "game");
    if (name == NULL)
        return NULL;
    const game_t *game = game_find(name);
    if (game == NULL) {
        char known[256];
        list_games(known, sizeof known);
        utf8_shown_t shown;
        yread_error(reader, game_node, DIAG_INPUT, "unknown game '%s' (expected %s)",
                    utf8_shown(name, game_node->length, &shown),
                    known[0] ? known : "none: no game is built in");
    }
    return game;
}

static void check_document(const ystream_t *stream, const ydocument_t *doc,
                           check_memory_t *memory, report_t *report)
{
    yreader_t reader = {stream, &report->diag};
    if (ydocument_empty(doc)) {
        diag_add(&report->diag, DIAG_INPUT, doc->line, 1,
                 "the document is empty: expected a position such as 'game: sibling'");
        return;
    }
    doc_kind_t kind = doc_kind_of(doc->root);
    if (kind == DOC_KIND_PUZZLE || kind == DOC_KIND_SUMMARY) {
        doc_kind_refuse(&reader, doc->root, kind, "check");
        return;
    }
    const game_t *game = check_game_of(&reader, doc->root);
    if (game == NULL)
        return;
    report->game = game->name;
    game->check(&reader, doc->root, memory, report);
}

bool check_witness(void *context, const yreader_t *r, const ynode_t *witness, const char *puzzle,
                   long long value)
{
    (void)context;
    report_t report;
    report_init(&report, r->diag->file, 1);
    yreader_t inner = {r->stream, &report.diag};
    const game_t *twigs = game_find("twigs");
    if (twigs != NULL)
        twigs->check(&inner, witness, NULL, &report);
    diag_copy(r->diag, &report.diag, 0);
    const ynode_t *name = report.puzzle ? ymap_get(report.puzzle, "name") : NULL;
    const ynode_t *measured = report.puzzle ? ymap_get(report.puzzle, "value") : NULL;
    bool ok = false;
    if (report_exit_status(&report) != 0 || name == NULL || strcmp(name->value, puzzle) != 0)
        yread_error(r, witness, DIAG_INPUT, "the witness is not a valid solution of %s", puzzle);
    else if (measured == NULL || strtoll(measured->value, NULL, 10) != value)
        yread_error(r, witness, DIAG_INPUT, "the witness measures %s, not the value %lld",
                    measured ? measured->value : "nothing", value);
    else
        ok = true;
    report_free(&report);
    return ok;
}

/* A report handed over and freed; whether to go on. */
static bool hand_over(report_t *report, check_report_fn fn, void *context)
{
    bool go_on = fn(context, report);
    report_free(report);
    return go_on;
}

/* Each document is checked and reported before the next is read.  Load
 * errors belong to the document they interrupted (the last one), or make
 * a report of their own when they interrupted none (a file that cannot be
 * read, or no memory left between documents). */
static bool check_loaded(yloader_t *loader, const diag_t *load, const char *name,
                         check_memory_t *memory, check_report_fn fn, void *context)
{
    unsigned last = 0;
    bool attached = false;
    const ydocument_t *doc;
    while ((doc = yloader_next(loader)) != NULL) {
        report_t report;
        report_init(&report, name, doc->index);
        last = doc->index;
        if (doc->broken) {
            diag_copy(&report.diag, load, 0);
            attached = true;
        } else {
            check_document(yloader_stream(loader), doc, memory, &report);
        }
        if (!hand_over(&report, fn, context))
            return false;
    }
    bool ok = yloader_ok(loader);
    if (last > 0 && (ok || attached))
        return true;
    report_t report;
    report_init(&report, name, last + 1);
    if (last == 0 && ok)
        diag_add(&report.diag, DIAG_INPUT, 1, 1,
                 "no YAML document in the file (it is empty or holds only comments): "
                 "expected a position such as 'game: sibling'");
    diag_copy(&report.diag, load, 0);
    return hand_over(&report, fn, context);
}

/* Checks what the loader reads, then frees it and the load's errors. */
static bool check_loader(yloader_t *loader, diag_t *load, const char *name,
                         check_memory_t *memory, check_report_fn fn, void *context)
{
    bool go_on = check_loaded(loader, load, name, memory, fn, context);
    yloader_close(loader);
    diag_free(load);
    return go_on;
}

bool check_text_each(const char *name, const char *text, size_t size, check_memory_t *memory,
                     check_report_fn fn, void *context)
{
    diag_t load;
    diag_init(&load, name);
    yloader_t *loader = yloader_open_string(name, text, size, &load);
    return check_loader(loader, &load, name, memory, fn, context);
}

bool check_file_each(const char *path, check_memory_t *memory, check_report_fn fn,
                     void *context)
{
    const char *name = diag_file_name(path);
    diag_t load;
    diag_init(&load, name);
    yloader_t *loader = yloader_open_file(path, &load);
    return check_loader(loader, &load, name, memory, fn, context);
}

/* check_text's reports, gathered. */
typedef struct {
    report_t *reports;
    size_t count, capacity;
    bool failed;
} gathered_t;

static bool gather(void *context, report_t *report)
{
    gathered_t *g = context;
    report_t *grown = array_reserve(g->reports, &g->capacity, g->count + 1, sizeof *grown);
    if (grown == NULL) {
        g->failed = true;
        return false;
    }
    g->reports = grown;
    g->reports[g->count++] = *report;
    report_init(report, "", 0);
    return true;
}

size_t check_text(const char *name, const char *text, size_t size, report_t **reports)
{
    gathered_t g = {NULL, 0, 0, false};
    check_memory_t memory = {0};
    check_text_each(name, text, size, &memory, gather, &g);
    if (g.failed) {
        check_reports_free(g.reports, g.count);
        g.reports = NULL;
        g.count = 0;
    }
    *reports = g.reports;
    return g.count;
}

void check_reports_free(report_t *reports, size_t count)
{
    for (size_t i = 0; i < count; i++)
        report_free(&reports[i]);
    free(reports);
}

const game_t *check_render_game(const yreader_t *reader, const ydocument_t *doc)
{
    bool empty = doc == NULL || ydocument_empty(doc);
    const game_t *game = empty ? NULL : check_game_of(reader, doc->root);
    if (empty)
        diag_add(reader->diag, DIAG_INPUT, doc ? doc->line : 1, 1, "%s",
                 doc ? "the document is empty: expected a position such as 'game: sibling'"
                     : "no YAML document in the file (it is empty or holds only comments): "
                       "expected a position such as 'game: sibling'");
    if (game != NULL && game->render == NULL)
        diag_add(reader->diag, DIAG_INPUT, 0, 0, "twigs cannot draw %s positions", game->name);
    return game != NULL && game->render != NULL ? game : NULL;
}
