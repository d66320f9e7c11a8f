/* twigs render: draws a position as SVG. */
#include <string.h>

#include "cli/args.h"
#include "cli/command.h"
#include "game/check.h"

enum { OPT_OUTPUT, OPT_GRID };

static const command_option_t option_table[] = {
    [OPT_OUTPUT] = {'o', NULL, "FILE.svg", "write to FILE.svg, replaced only when render succeeds"},
    [OPT_GRID] = {0, "grid", NULL, "label the cells (or hexagons) with their names"},
    {0},
};

static int cmd_render(const command_args_t *args);

const command_t command_render = {
    "render",
    "  twigs render FILE [-o FILE.svg] [--grid]\n",
    "Draws the first position of FILE (- for standard input) as SVG.  Exit status:\n"
    "0 done, 2 bad usage or input.\n",
    option_table,
    cmd_render,
};

/* Draws the document the loader read first (doc, NULL when none). */
static bool draw_first(const yloader_t *loader, const ydocument_t *doc, diag_t *diag,
                       const char *output, const render_options_t *drawing,
                       interrupt_t *interrupt)
{
    yreader_t reader = {yloader_stream(loader), diag};
    const game_t *game = check_render_game(&reader, doc);
    output_t out;
    if (game == NULL || !output_open(&out, output, "render", interrupt))
        return false;
    bool drawn = game->render(&reader, doc->root, drawing, out.stream);
    return output_close(&out, drawn) && drawn;
}

/* The first document of the file; the others are read only for their
 * YAML errors, one at a time: a file that is not YAML throughout is
 * refused. */
static int cmd_render(const command_args_t *args)
{
    const char *output = NULL;
    render_options_t drawing = {false};
    for (size_t i = 0; i < args->option_count; i++) {
        if (args->options[i].index == OPT_GRID) {
            drawing.grid = true;
        } else if (args->options[i].value == NULL) {
            return args_usage_error("render", "-o needs a file name");
        } else {
            output = args->options[i].value;
        }
    }
    if (args->operand_count == 0)
        return args_usage_error("render", "no file to draw");
    if (args->operand_count > 1)
        return args_usage_error("render", "one file at a time");
    const char *path = args->operands[0];
    diag_t diag;
    diag_init(&diag, path);
    yloader_t *loader = yloader_open_file(path, &diag);
    const ydocument_t *doc = yloader_next(loader);
    bool drawn = false;
    if (doc != NULL ? !doc->broken : yloader_ok(loader))
        drawn = draw_first(loader, doc, &diag, output, &drawing, args->interrupt);
    while (yloader_next(loader) != NULL)
        continue;
    diag_print(&diag, stderr);
    yloader_close(loader);
    int status = drawn && diag.count == 0 ? 0 : 2;
    diag_free(&diag);
    return status;
}
