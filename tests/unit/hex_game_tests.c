#include "hex_game_tests.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "game/check.h"

/* ---- Reports ---- */

checked_t checked_text(const char *yaml)
{
    checked_t c;
    c.count = check_text("t.yaml", yaml, strlen(yaml), &c.reports);
    CU_ASSERT_EQUAL_FATAL(c.count, 1);
    return c;
}

void checked_free(checked_t *c) { check_reports_free(c->reports, c->count); }

const report_t *checked_report(const checked_t *c) { return &c->reports[0]; }

/* Prints the errors when an expectation fails, to show what went wrong. */
static void show_errors(const report_t *report)
{
    for (size_t i = 0; i < report->diag.count; i++)
        fprintf(stderr, "\n  error %u:%u: %s", report->diag.entries[i].line,
                report->diag.entries[i].column, report->diag.entries[i].message);
}

static void expect_field(const char *name, const char *got, const char *want)
{
    bool same = got == NULL || want == NULL ? got == want : strcmp(got, want) == 0;
    if (!same)
        fprintf(stderr, "\n  %s: got %s, wanted %s\n", name, got ? got : "(absent)",
                want ? want : "(absent)");
    CU_ASSERT_TRUE(same);
}

void expect_legal(const checked_t *c, const char *status, const char *to_move, const char *winner)
{
    const report_t *report = checked_report(c);
    if (!report_legal(report))
        show_errors(report);
    CU_ASSERT_TRUE_FATAL(report_legal(report));
    expect_field("status", report->status, status);
    expect_field("to_move", report->to_move, to_move);
    expect_field("winner", report->winner, winner);
}

/* The node printed in flow style, or `absent` for NULL; malloc'd. */
static char *flow_text(const ynode_t *node, const char *absent)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    CU_ASSERT_PTR_NOT_NULL_FATAL(out);
    if (node != NULL)
        ynode_print_flow(node, out);
    else
        fputs(absent, out);
    fclose(out);
    return text;
}

void expect_score(const checked_t *c, const char *score)
{
    char *text = flow_text(checked_report(c)->score, "{}");
    expect_field("score", text, score);
    free(text);
}

/* The text score_text or note_text gave last, freed at their next call. */
static char *shown_text;

static const char *show_text(char *text)
{
    free(shown_text);
    shown_text = text;
    return text;
}

const char *score_text(const checked_t *c, const char *key, const char *colour)
{
    const ynode_t *score = checked_report(c)->score;
    const ynode_t *part = score ? ymap_get(score, key) : NULL;
    return show_text(flow_text(part ? ymap_get(part, colour) : NULL, "(absent)"));
}

const char *note_text(const checked_t *c, const char *key)
{
    const ynode_t *notes = checked_report(c)->notes;
    return show_text(flow_text(notes ? ymap_get(notes, key) : NULL, "(absent)"));
}

void expect_error_count(const checked_t *c, size_t count)
{
    const report_t *report = checked_report(c);
    if (report->diag.count != count) {
        fprintf(stderr, "\n  %zu errors, wanted %zu:", report->diag.count, count);
        show_errors(report);
    }
    CU_ASSERT_EQUAL(report->diag.count, count);
}

static bool holds_all(const char *message, const char *const *parts)
{
    for (; *parts != NULL; parts++)
        if (strstr(message, *parts) == NULL)
            return false;
    return true;
}

void expect_error_parts(const checked_t *c, size_t i, diag_kind_t kind, unsigned line,
                        unsigned column, const char *const *parts)
{
    const report_t *report = checked_report(c);
    if (i >= report->diag.count) {
        fprintf(stderr, "\n  no error %zu (wanted '%s')", i, parts[0]);
        show_errors(report);
    }
    CU_ASSERT_TRUE_FATAL(i < report->diag.count);
    const diag_entry_t *e = &report->diag.entries[i];
    bool ok = e->kind == kind && e->line == line && (column == 0 || e->column == column) &&
              holds_all(e->message, parts);
    if (!ok)
        fprintf(stderr, "\n  got %s %u:%u: %s\n  wanted %s %u:%u: ...%s...\n",
                e->kind == DIAG_RULE ? "rule" : "input", e->line, e->column, e->message,
                kind == DIAG_RULE ? "rule" : "input", line, column, parts[0]);
    CU_ASSERT_EQUAL(e->kind, kind);
    CU_ASSERT_EQUAL(e->line, line);
    if (column != 0)
        CU_ASSERT_EQUAL(e->column, column);
    for (; *parts != NULL; parts++)
        CU_ASSERT_PTR_NOT_NULL(strstr(e->message, *parts));
}

void expect_message(const checked_t *c, size_t i, const char *message)
{
    const report_t *report = checked_report(c);
    CU_ASSERT_TRUE_FATAL(i < report->diag.count);
    CU_ASSERT_STRING_EQUAL(report->diag.entries[i].message, message);
}

void expect_one_rule_error(const checked_t *c, unsigned line, const char *part)
{
    expect_error_count(c, 1);
    expect_error(c, 0, DIAG_RULE, line, 0, part);
    CU_ASSERT_EQUAL(report_exit_status(checked_report(c)), 1);
}

void expect_text_rule_error(const char *yaml, unsigned line, const char *part)
{
    checked_t c = checked_text(yaml);
    expect_one_rule_error(&c, line, part);
    checked_free(&c);
}

void expect_to_move_ignored(const char *yaml, const char *given, const char *winner)
{
    char note[64];
    snprintf(note, sizeof note, "%s (the game is over)", given);
    checked_t c = checked_text(yaml);
    expect_legal(&c, "finished", NULL, winner);
    CU_ASSERT_STRING_EQUAL(note_text(&c, "to_move ignored"), note);
    checked_free(&c);
}

void expect_text_rule_then_input_error(const char *yaml, unsigned rule_line, const char *rule_part,
                                       unsigned input_line, const char *input_part)
{
    checked_t c = checked_text(yaml);
    expect_error_count(&c, 2);
    expect_error(&c, 0, DIAG_RULE, rule_line, 0, rule_part);
    expect_error(&c, 1, DIAG_INPUT, input_line, 0, input_part);
    CU_ASSERT_EQUAL(report_exit_status(checked_report(&c)), 2);
    checked_free(&c);
}

/* ---- Records ---- */

void expect_record_refused(const char *game, int size, const char *extra,
                           const hex_record_t *record, size_t index, const char *entry,
                           const char *part)
{
    hex_record_t mutated;
    hex_record_copy(&mutated, record, record->count);
    if (index < mutated.count)
        hex_record_set(&mutated, index, entry);
    else
        hex_record_add(&mutated, entry);
    char *yaml = hex_record_document(game, size, extra, NULL, &mutated);
    checked_t c = checked_text(yaml);
    char label[32];
    snprintf(label, sizeof label, "move %zu: ", index + 1);
    const diag_t *errors = &checked_report(&c)->diag;
    bool caught =
        errors->count > 0 && strncmp(errors->entries[0].message, label, strlen(label)) == 0;
    if (!caught)
        fprintf(stderr, "\n  mutation not caught at '%s':\n%s", label, yaml);
    CU_ASSERT_TRUE(caught);
    /* hex_record_document writes game, size, the extra lines, moves. */
    unsigned line = 4 + (unsigned)index;
    for (const char *p = extra; p != NULL && *p != '\0'; p++)
        line += *p == '\n';
    expect_one_rule_error(&c, line, part);
    checked_free(&c);
    free(yaml);
    hex_record_free(&mutated);
}

void expect_cells_refused(const char *game, const hex_board_t *board, const hex_record_t *record,
                          size_t index, const hex_cell_t *cells, int count, const char *part)
{
    char *entry = malloc(HEX_RECORD_ENTRY_MAX);
    CU_ASSERT_PTR_NOT_NULL_FATAL(entry);
    hex_record_entry_text(board, cells, count, entry);
    expect_record_refused(game, board->size, NULL, record, index, entry, part);
    free(entry);
}

checked_t checked_record(const char *game, const hex_board_t *board, const hex_record_t *record,
                         const hex_position_t *end, const char *to_move)
{
    char extra[32] = "";
    if (to_move != NULL)
        snprintf(extra, sizeof extra, "to_move: %s\n", to_move);
    char *yaml = hex_record_document(game, board->size, extra, end, record);
    checked_t c = checked_text(yaml);
    free(yaml);
    return c;
}

/* ---- Suites ---- */

int run_game_tests(const char *game, CU_TestInfo *rules, CU_TestInfo *random)
{
    char rules_name[64], random_name[64];
    snprintf(rules_name, sizeof rules_name, "%s rules", game);
    snprintf(random_name, sizeof random_name, "%s random games", game);
    CU_SuiteInfo suites[] = {
        {rules_name, NULL, NULL, NULL, NULL, rules},
        {random_name, NULL, NULL, NULL, NULL, random},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}

/* ---- Boards ---- */

hex_cell_t cell_named(const hex_board_t *board, const char *name)
{
    hex_cell_t cell = HEX_NO_CELL;
    CU_ASSERT_EQUAL_FATAL(hex_board_parse_cell(board, name, strlen(name), &cell, NULL),
                          HEX_NAME_OK);
    return cell;
}

void empty_position(hex_board_t *board, hex_position_t *pos, hex_shape_t shape, int size)
{
    CU_ASSERT_TRUE_FATAL(hex_board_init(board, shape, size, NULL));
    hex_position_init(pos, board);
}

void set_cells(hex_position_t *pos, const char *names, colour_t c)
{
    char copy[256];
    snprintf(copy, sizeof copy, "%s", names);
    for (char *name = strtok(copy, " "); name != NULL; name = strtok(NULL, " "))
        hex_position_set(pos, cell_named(pos->board, name), c);
}

void group_ids(const hex_position_t *pos, int id[HEX_CELLS_MAX])
{
    for (hex_cell_t c = 0; c < pos->board->count; c++)
        id[c] = -1;
    for (hex_cell_t c = 0; c < pos->board->count; c++) {
        if (hex_position_get(pos, c) == COLOUR_NONE || id[c] >= 0)
            continue;
        hex_cell_t group[HEX_CELLS_MAX];
        int n = hex_position_flood(pos, c, group);
        for (int i = 0; i < n; i++)
            id[group[i]] = c;
    }
}
