/* Twigs (seeds/004, docs/rules.md): positions and puzzle solutions, checked, scored and
 * drawn.  The work is done by twigs_position (reading), twigs_rules
 * (checking), twigs_score and twigs_puzzle (measuring) and twigs_draw. */
#include "game/check.h"
#include "game/game.h"
#include "game/game_report.h"
#include "game/twigs_draw.h"
#include "game/twigs_position.h"
#include "game/twigs_puzzle.h"
#include "game/twigs_rules.h"
#include "game/twigs_score.h"

/* The rules are checked only on a document that read without error: a
 * piece missing an unreadable edge would break rules it does not break. */
static bool check_position(const yreader_t *reader, const ynode_t *root, twigs_position_t *pos,
                           report_t *report)
{
    bool legal = twigs_position_read(reader, root, pos) && twigs_rules_check(reader, pos);
    if (legal)
        twigs_score_report(pos, report);
    return legal && report_legal(report);
}

static void twigs_check(const yreader_t *reader, const ynode_t *root, check_memory_t *memory,
                        report_t *report)
{
    twigs_position_t pos;
    bool legal = check_position(reader, root, &pos, report);
    if (pos.has_puzzle)
        twigs_puzzle_report(&pos, legal, memory != NULL ? &memory->proofs : NULL, report);
    twigs_position_free(&pos);
}

/* The picture shows the position whatever its rule errors (the caption
 * says it is not legal); only a document that cannot be read fails. */
static bool twigs_render(const yreader_t *reader, const ynode_t *root,
                         const render_options_t *options, FILE *out)
{
    report_t report;
    report_init(&report, reader->diag->file, 1);
    yreader_t quiet = {reader->stream, &report.diag};
    twigs_position_t pos;
    bool legal = check_position(&quiet, root, &pos, &report);
    /* A puzzle solution's caption gives what the puzzle measures. */
    if (pos.has_puzzle)
        twigs_puzzle_report(&pos, legal, NULL, &report);
    bool ok = diag_status(&report.diag) < DIAG_INPUT;
    game_report_pass_input_errors(&report.diag, reader->diag);
    if (ok)
        ok = twigs_draw(&pos, &report, options->grid, out, reader->diag);
    twigs_position_free(&pos);
    report_free(&report);
    return ok;
}

const game_t game_twigs = {
    .name = "twigs",
    .check = twigs_check,
    .render = twigs_render,
    /* No board, and so no position reached on one. */
};
