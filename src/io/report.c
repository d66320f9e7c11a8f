#include "io/report.h"

#include <string.h>

#include "io/utf8.h"

void report_init(report_t *report, const char *file, unsigned document)
{
    memset(report, 0, sizeof *report);
    report->document = document;
    diag_init(&report->diag, file);
}

void report_free(report_t *report)
{
    diag_free(&report->diag);
    ynode_free(report->score);
    ynode_free(report->puzzle);
    ynode_free(report->notes);
    memset(report, 0, sizeof *report);
}

bool report_legal(const report_t *report) { return diag_status(&report->diag) == 0; }

static bool puzzle_valid(const report_t *report)
{
    const ynode_t *valid = ymap_get(report->puzzle, "valid");
    return valid == NULL || strcmp(valid->value, "true") == 0;
}

int report_exit_status(const report_t *report)
{
    int status = diag_status(&report->diag);
    if (status == 0 && report->puzzle != NULL && !puzzle_valid(report))
        status = DIAG_RULE;
    return status;
}

static ynode_t *errors_node(const diag_t *diag)
{
    ynode_t *errors = ynode_new_sequence(false);
    for (size_t i = 0; i < diag->count; i++) {
        const diag_entry_t *e = &diag->entries[i];
        ynode_t *error = ynode_new_mapping(true);
        ymap_add_int(error, "line", e->line);
        ymap_add_int(error, "column", e->column);
        ymap_add_string(error, "message", e->message);
        yseq_add(errors, error);
    }
    if (diag->out_of_memory) {
        ynode_t *error = ynode_new_mapping(true);
        ymap_add_int(error, "line", 0);
        ymap_add_int(error, "column", 0);
        ymap_add_string(error, "message", "out of memory");
        yseq_add(errors, error);
    }
    if (errors != NULL && errors->count == 0)
        errors->flow = true;
    return errors;
}

ynode_t *report_to_ynode(const report_t *report)
{
    ynode_t *map = ynode_new_mapping(false);
    ymap_add_string(map, "file", report->diag.file);
    ymap_add_int(map, "document", report->document);
    if (report->game != NULL)
        ymap_add_string(map, "game", report->game);
    bool legal = report_legal(report);
    ymap_add_bool(map, "legal", legal);
    ymap_add(map, "errors", errors_node(&report->diag));
    if (report->puzzle == NULL && legal) {
        if (report->status != NULL)
            ymap_add_string(map, "status", report->status);
        if (report->to_move != NULL)
            ymap_add_string(map, "to_move", report->to_move);
        if (report->winner != NULL)
            ymap_add_string(map, "winner", report->winner);
    }
    if (legal)
        ymap_add(map, "score", report->score ? ynode_copy(report->score) : ynode_new_mapping(true));
    if (report->puzzle != NULL)
        ymap_add(map, "puzzle", ynode_copy(report->puzzle));
    return map;
}

/* A note on one line, or, when it is a list built as a block (Twigs'
 * areas), one item a line under it, which a long list needs to be read. */
static void print_note(const char *name, const ynode_t *value, FILE *out)
{
    fprintf(out, "  %s:", name);
    if (value->kind != YNODE_SEQUENCE || value->flow) {
        fputc(' ', out);
        ynode_print_flow(value, out);
        fputc('\n', out);
        return;
    }
    if (value->count == 0)
        fputs(" none", out);
    fputc('\n', out);
    for (size_t i = 0; i < value->count; i++) {
        fputs("    ", out);
        if (value->children[i]->kind == YNODE_SCALAR)
            fputs(value->children[i]->value, out);
        else
            ynode_print_flow(value->children[i], out);
        fputc('\n', out);
    }
}

const char *report_player(const report_t *report, const char *colour, char *buf, size_t size)
{
    bool white = strcmp(colour, "white") == 0, black = strcmp(colour, "black") == 0;
    if (report->players == NULL || (!white && !black))
        return colour;
    snprintf(buf, size, "%s (%s)", colour, report->players[black]);
    return buf;
}

void report_print_text(const report_t *report, FILE *out)
{
    bool legal = report_legal(report);
    /* A document that cannot be read is not judged by the rules at all. */
    const char *verdict = legal                                    ? "legal"
                          : diag_status(&report->diag) == DIAG_INPUT ? "unreadable"
                                                                     : "not legal";
    utf8_print_escaped(out, report->diag.file != NULL ? report->diag.file : "-");
    fprintf(out, ", document %u: %s%s%s\n", report->document, report->game ? report->game : "",
            report->game ? ", " : "", verdict);
    /* Only an error about the whole file (it cannot be opened) has no place. */
    diag_print_indented(&report->diag, "  ", out);
    if (!legal)
        return;
    if (report->puzzle == NULL && report->status != NULL) {
        char named[64];
        fprintf(out, "  status: %s", report->status);
        if (report->to_move != NULL)
            fprintf(out, ", %s to move", report_player(report, report->to_move, named, sizeof named));
        if (report->winner != NULL)
            fprintf(out, ", winner: %s", report_player(report, report->winner, named, sizeof named));
        fputc('\n', out);
    }
    if (report->score != NULL && report->score->count > 0) {
        fputs("  score: ", out);
        ynode_print_flow(report->score, out);
        fputc('\n', out);
    }
    if (report->puzzle != NULL) {
        fputs("  puzzle: ", out);
        ynode_print_flow(report->puzzle, out);
        fputc('\n', out);
    }
    for (size_t i = 0; report->notes != NULL && i + 1 < report->notes->count; i += 2)
        print_note(report->notes->children[i]->value, report->notes->children[i + 1], out);
}
