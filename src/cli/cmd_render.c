/* twigs render: draws a position as SVG. */
#include <string.h>

#include "cli/args.h"
#include "cli/command.h"
#include "cli/output.h"
#include "game/check.h"
#include "io/doc_kind.h"
#include "puzzle/puzzle_file.h"
#include "puzzle/puzzle_svg.h"

enum { OPT_OUTPUT, OPT_GRID };

static const command_option_t option_table[] = {
    [OPT_OUTPUT] = {'o', NULL, "FILE.svg", "write to FILE.svg, replaced only when render succeeds"},
    [OPT_GRID] = {0, "grid", NULL, "label the cells (or hexagons) with their names"},
    {0},
};

static int cmd_render(const command_args_t *args);

const command_t command_render = {
    .name = "render",
    .usage = "  twigs render [FILE] [-o FILE.svg] [--grid]\n",
    .about =
        "Draws the first position of FILE as SVG, or the region and pieces of a puzzle\n"
        "file (FILE may be - for standard input, which is read when no FILE is given\n"
        "and it is not a terminal).  Exit status: 0 done, 2 bad usage or input.\n",
    .options = option_table,
    .run = cmd_render,
};

/* Draws a puzzle file's region and pieces. */
static bool draw_puzzle(const yreader_t *reader, const ynode_t *root, const char *output,
                        const render_options_t *drawing, interrupt_t *interrupt)
{
    puzzle_t puzzle;
    if (!puzzle_file_read_drawn(reader, root, &puzzle))
        return false;
    output_t out;
    bool drawn = false;
    if (output_open(&out, output, "render", interrupt)) {
        drawn = puzzle_svg_draw(&puzzle, drawing->grid, out.stream);
        if (!drawn)
            diag_add(reader->diag, DIAG_INPUT, 0, 0, "out of memory");
        drawn = output_close(&out, drawn) && drawn;
    }
    puzzle_free(&puzzle);
    return drawn;
}

/* Draws the document the loader read first (doc, NULL when none). */
static bool draw_first(const yloader_t *loader, const ydocument_t *doc, diag_t *diag,
                       const char *output, const render_options_t *drawing,
                       interrupt_t *interrupt)
{
    yreader_t reader = {yloader_stream(loader), diag};
    bool empty = doc == NULL || ydocument_empty(doc);
    doc_kind_t kind = empty ? DOC_KIND_OTHER : doc_kind_of(doc->root);
    if (kind == DOC_KIND_PUZZLE)
        return draw_puzzle(&reader, doc->root, output, drawing, interrupt);
    if (kind == DOC_KIND_SUMMARY) {
        doc_kind_refuse(&reader, doc->root, kind, "render");
        return false;
    }
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
    char *const *files;
    size_t count;
    int status = args_files("render", args, "no file to draw", &files, &count);
    if (status != 0)
        return status;
    if (count > 1)
        return args_usage_error("render", "one file at a time");
    const char *path = files[0];
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
    status = drawn && diag.count == 0 ? 0 : 2;
    diag_free(&diag);
    return status;
}
