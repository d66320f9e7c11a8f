#include "game/check.h"

#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "io/utf8.h"
#include "io/yread.h"

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

static void check_document(const ystream_t *stream, const ydocument_t *doc, report_t *report)
{
    yreader_t reader = {stream, &report->diag};
    if (ydocument_empty(doc)) {
        diag_add(&report->diag, DIAG_INPUT, doc->line, 1,
                 "the document is empty: expected a position such as 'game: sibling'");
        return;
    }
    const game_t *game = check_game_of(&reader, doc->root);
    if (game == NULL)
        return;
    report->game = game->name;
    game->check(&reader, doc->root, report);
}

/* Load errors belong to the document they interrupted (the last one), or
 * make a report of their own when no document was read. */
static void attach_load_errors(const diag_t *load, report_t *report)
{
    diag_copy(&report->diag, load, 0);
}

static size_t check_stream(const ystream_t *stream, bool loaded, const diag_t *load,
                           const char *name, report_t **out)
{
    size_t count = stream->count > 0 ? stream->count : 1;
    report_t *reports = calloc(count, sizeof *reports);
    *out = reports;
    if (reports == NULL)
        return 0;
    for (size_t i = 0; i < count; i++)
        report_init(&reports[i], name, (unsigned)(i + 1));
    if (stream->count == 0) {
        if (loaded)
            diag_add(&reports[0].diag, DIAG_INPUT, 1, 1,
                     "no YAML document in the file (it is empty or holds only comments): "
                     "expected a position such as 'game: sibling'");
        attach_load_errors(load, &reports[0]);
        return 1;
    }
    bool attached = false;
    for (size_t i = 0; i < stream->count; i++) {
        if (stream->documents[i].broken) {
            attach_load_errors(load, &reports[i]);
            attached = true;
        } else {
            check_document(stream, &stream->documents[i], &reports[i]);
        }
    }
    /* An error between documents (one document too many) interrupted
     * none: the last report carries it, lest the file pass as read. */
    if (!loaded && !attached)
        attach_load_errors(load, &reports[count - 1]);
    return count;
}

/* Checks what was loaded, then frees it and the load's errors. */
static size_t check_loaded(ystream_t *stream, bool loaded, diag_t *load, const char *name,
                           report_t **reports)
{
    size_t count = check_stream(stream, loaded, load, name, reports);
    ystream_free(stream);
    diag_free(load);
    return count;
}

size_t check_text(const char *name, const char *text, size_t size, report_t **reports)
{
    diag_t load;
    diag_init(&load, name);
    ystream_t stream;
    bool loaded = ystream_load_string(&stream, name, text, size, &load);
    return check_loaded(&stream, loaded, &load, name, reports);
}

size_t check_file(const char *path, report_t **reports)
{
    const char *name = strcmp(path, "-") == 0 ? "<stdin>" : path;
    diag_t load;
    diag_init(&load, name);
    ystream_t stream;
    bool loaded = ystream_load_file(&stream, path, &load);
    return check_loaded(&stream, loaded, &load, name, reports);
}

void check_reports_free(report_t *reports, size_t count)
{
    for (size_t i = 0; i < count; i++)
        report_free(&reports[i]);
    free(reports);
}
