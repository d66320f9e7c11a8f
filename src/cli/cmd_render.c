#include <string.h>

#include "cli/args.h"
#include "cli/commands.h"
#include "game/check.h"

/* twigs render FILE [-o FILE.svg] [--grid]: the first document of FILE. */
int cmd_render(int argc, char **argv)
{
    const char *path = NULL, *output = NULL;
    render_options_t options = {false};
    for (int i = 1; i < argc; i++) {
        const char *value;
        if (args_option(argc, argv, &i, "-o", &value)) {
            if (value == NULL)
                return args_usage_error("render", "-o needs a file name");
            output = value;
        } else if (strcmp(argv[i], "--grid") == 0) {
            options.grid = true;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return args_usage_error("render", "unknown option '%s'", argv[i]);
        } else if (path != NULL) {
            return args_usage_error("render", "one file at a time");
        } else {
            path = argv[i];
        }
    }
    if (path == NULL)
        return args_usage_error("render", "no file to draw");
    const char *name = strcmp(path, "-") == 0 ? "<stdin>" : path;
    diag_t diag;
    diag_init(&diag, name);
    ystream_t stream;
    bool drawn = false;
    if (ystream_load_file(&stream, path, &diag) || (stream.count > 0 && !stream.documents[0].broken)) {
        yreader_t reader = {&stream, &diag};
        const ydocument_t *doc = stream.count > 0 ? &stream.documents[0] : NULL;
        bool empty = doc == NULL || ydocument_empty(doc);
        const game_t *game = empty ? NULL : check_game_of(&reader, doc->root);
        if (empty)
            diag_add(&diag, DIAG_INPUT, doc ? doc->line : 1, 1, "%s",
                     doc ? "the document is empty: expected a position such as 'game: sibling'"
                         : "no YAML document in the file (it is empty or holds only comments): "
                           "expected a position such as 'game: sibling'");
        output_t out;
        if (game != NULL && game->render != NULL && output_open(&out, output, "render")) {
            drawn = game->render(&reader, doc->root, &options, out.stream);
            drawn = output_close(&out, drawn) && drawn;
        } else if (game != NULL && game->render == NULL) {
            diag_add(&diag, DIAG_INPUT, 0, 0, "twigs cannot draw %s positions", game->name);
        }
    }
    diag_print(&diag, stderr);
    ystream_free(&stream);
    int status = drawn && diag.count == 0 ? 0 : 2;
    diag_free(&diag);
    return status;
}
