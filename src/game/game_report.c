#include "game/game_report.h"

#include <stdio.h>
#include <string.h>

ynode_t *game_report_colours(long white, long black)
{
    ynode_t *map = ynode_new_mapping(true);
    ymap_add_int(map, "white", white);
    ymap_add_int(map, "black", black);
    return map;
}

void game_report_pass_input_errors(const diag_t *quiet, diag_t *diag)
{
    diag_copy(diag, quiet, DIAG_INPUT);
}

ynode_t *game_report_notes(report_t *report)
{
    if (report->notes == NULL)
        report->notes = ynode_new_mapping(false);
    return report->notes;
}

/* The most of an error's message a caption shows. */
#define CAPTION_MESSAGE_MAX 100

/* What the position's result is: the standing, or the first error. */
static void caption_result(const report_t *report, char *buf, size_t size)
{
    char named[64];
    const diag_t *diag = &report->diag;
    if (!report_legal(report) && diag->count > 0) {
        size_t more = diag->count - 1;
        /* A picture's caption is one line: a long message is cut at a
         * word, the file's line and column leading to the rest. */
        const char *message = diag->entries[0].message;
        int shown = (int)strlen(message);
        if (shown > CAPTION_MESSAGE_MAX) {
            shown = CAPTION_MESSAGE_MAX;
            while (shown > 0 && message[shown] != ' ')
                shown--;
        }
        int n = snprintf(buf, size, "not legal: %.*s%s", shown, message,
                         message[shown] != '\0' ? "..." : "");
        if (more > 0 && n >= 0 && (size_t)n < size)
            snprintf(buf + n, size - (size_t)n, " (%zu more error%s: twigs check lists them)", more,
                     more == 1 ? "" : "s");
    } else if (!report_legal(report)) {
        snprintf(buf, size, "not legal");
    } else if (report->puzzle != NULL) {
        const ynode_t *name = ymap_get(report->puzzle, "name");
        const ynode_t *value = ymap_get(report->puzzle, "value");
        const ynode_t *valid = ymap_get(report->puzzle, "valid");
        snprintf(buf, size, "%s, value %s, %s", name ? name->value : "?",
                 value ? value->value : "?",
                 valid && strcmp(valid->value, "true") == 0 ? "valid" : "not valid");
    } else if (report->winner != NULL && strcmp(report->winner, "draw") == 0) {
        snprintf(buf, size, "finished, a draw");
    } else if (report->winner != NULL) {
        snprintf(buf, size, "finished, %s wins",
                 report_player(report, report->winner, named, sizeof named));
    } else if (report->status != NULL && strcmp(report->status, "finished") == 0) {
        snprintf(buf, size, "finished");
    } else if (report->to_move != NULL) {
        snprintf(buf, size, "%s to move",
                 report_player(report, report->to_move, named, sizeof named));
    } else {
        snprintf(buf, size, "in progress");
    }
}

void game_caption(const char *title, const char *size_text, const report_t *report,
                  const char *score, char *buf, size_t size)
{
    char result[CAPTION_MESSAGE_MAX + 96];
    caption_result(report, result, sizeof result);
    bool scored = report_legal(report) && score != NULL && *score != '\0';
    snprintf(buf, size, "%s, %s: %s%s%s", title, size_text, result, scored ? "; " : "",
             scored ? score : "");
}
