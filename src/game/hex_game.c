#include "game/hex_game.h"

#include <stdlib.h>
#include <string.h>

#include "hex/board_svg.h"

/* The state is large (a board and several positions) and holds a frame
 * at its start; it lives on the heap. */
static hex_game_frame_t *frame_new(const hex_game_t *game, diag_t *diag)
{
    hex_game_frame_t *frame = calloc(1, game->state_size);
    if (frame == NULL)
        diag->out_of_memory = true;
    return frame;
}

void hex_game_check(const hex_game_t *game, const yreader_t *r, const ynode_t *root,
                    report_t *report)
{
    hex_game_frame_t *frame = frame_new(game, r->diag);
    if (frame != NULL)
        game->examine(r, root, report, frame);
    free(frame);
}

static void write_caption(const hex_game_t *game, const hex_game_frame_t *frame,
                          const report_t *report, char *buf, size_t size)
{
    if (!report_legal(report)) {
        snprintf(buf, size, "%s: not legal, %zu error%s (see twigs check)", game->title,
                 report->diag.count, report->diag.count == 1 ? "" : "s");
        return;
    }
    char summary[96] = "";
    if (game->summary != NULL)
        game->summary(frame, report, summary, sizeof summary);
    bool finished = report->status != NULL && strcmp(report->status, "finished") == 0;
    char outcome[48];
    if (report->winner != NULL)
        snprintf(outcome, sizeof outcome, "finished, %s%s", report->winner,
                 *report->winner == 'd' ? "" : " wins");
    else if (report->to_move != NULL)
        snprintf(outcome, sizeof outcome, "%s to move", report->to_move);
    else
        snprintf(outcome, sizeof outcome, "%s", finished ? "finished" : "in progress");
    snprintf(buf, size, "%s: %s%s%s", game->title, summary, *summary ? "; " : "", outcome);
}

/* Only input errors stop a picture: the rule errors are the picture's
 * point.  Returns true when there were none. */
static bool pass_input_errors(const diag_t *from, diag_t *to)
{
    bool ok = !from->out_of_memory;
    for (size_t i = 0; i < from->count; i++) {
        const diag_entry_t *e = &from->entries[i];
        if (e->kind != DIAG_INPUT)
            continue;
        diag_add(to, e->kind, e->line, e->column, "%s", e->message);
        ok = false;
    }
    to->out_of_memory = to->out_of_memory || from->out_of_memory;
    return ok;
}

bool hex_game_render(const hex_game_t *game, const yreader_t *r, const ynode_t *root,
                     const render_options_t *options, FILE *out)
{
    report_t report;
    report_init(&report, r->diag->file, 1);
    yreader_t quiet = {r->stream, &report.diag};
    hex_game_frame_t *frame = frame_new(game, r->diag);
    bool ok = frame != NULL;
    if (ok) {
        game->examine(&quiet, root, &report, frame);
        /* A document that read without input errors has its board. */
        ok = pass_input_errors(&report.diag, r->diag) && frame->shown.board != NULL;
    }
    if (ok) {
        char caption[192];
        write_caption(game, frame, &report, caption, sizeof caption);
        hex_svg_draw(
            out, &frame->shown,
            &(hex_svg_options_t){options->grid, frame->marked, frame->marked_count, caption});
    }
    report_free(&report);
    free(frame);
    return ok;
}

void hex_game_mark(hex_game_frame_t *frame, hex_cell_t cell)
{
    for (int i = 0; i < frame->marked_count; i++)
        if (frame->marked[i] == cell)
            return;
    if (frame->marked_count < HEX_CELLS_MAX)
        frame->marked[frame->marked_count++] = cell;
}

bool hex_game_read_player(const yreader_t *r, const ynode_t *root, const char *key,
                          hex_colour_t *player)
{
    const ynode_t *node = ymap_get(root, key);
    *player = HEX_EMPTY;
    return node == NULL || hex_read_colour(r, node, key, player);
}

hex_colour_t hex_game_agree(const yreader_t *r, const ynode_t *root, const char *key,
                            hex_colour_t given, hex_colour_t shown, const char *source, bool *ok)
{
    if (given == HEX_EMPTY || shown == HEX_EMPTY || given == shown)
        return shown != HEX_EMPTY ? shown : given;
    yread_error(r, ymap_get(root, key), DIAG_RULE, "%s is %s here, but %s it is %s", key,
                hex_colour_name(given), source, hex_colour_name(shown));
    *ok = false;
    return shown;
}
