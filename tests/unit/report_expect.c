#include "report_expect.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "game/check.h"

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

char *report_score_text(const report_t *report)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    CU_ASSERT_PTR_NOT_NULL_FATAL(out);
    if (report->score != NULL)
        ynode_print_flow(report->score, out);
    else
        fputs("{}", out);
    fclose(out);
    return text;
}

void expect_score(const checked_t *c, const char *score)
{
    char *text = report_score_text(checked_report(c));
    expect_field("score", text, score);
    free(text);
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

void expect_error(const checked_t *c, size_t i, diag_kind_t kind, unsigned line, unsigned column,
                  const char *part)
{
    const report_t *report = checked_report(c);
    if (i >= report->diag.count) {
        fprintf(stderr, "\n  no error %zu (wanted '%s')", i, part);
        show_errors(report);
    }
    CU_ASSERT_TRUE_FATAL(i < report->diag.count);
    const diag_entry_t *e = &report->diag.entries[i];
    bool ok = e->kind == kind && e->line == line && (column == 0 || e->column == column) &&
              strstr(e->message, part) != NULL;
    if (!ok)
        fprintf(stderr, "\n  got %s %u:%u: %s\n  wanted %s %u:%u: ...%s...\n",
                e->kind == DIAG_RULE ? "rule" : "input", e->line, e->column, e->message,
                kind == DIAG_RULE ? "rule" : "input", line, column, part);
    CU_ASSERT_TRUE(ok);
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

void expect_record_refused(const char *game, int size, const char *extra, const record_t *record,
                           size_t index, const char *entry, const char *part)
{
    record_t mutated;
    record_copy(&mutated, record, record->count);
    if (index < mutated.count)
        record_set(&mutated, index, entry);
    else
        record_add(&mutated, entry);
    char *yaml = record_document(game, size, extra, NULL, &mutated);
    checked_t c = checked_text(yaml);
    char label[32];
    snprintf(label, sizeof label, "move %zu: ", index + 1);
    const diag_t *errors = &checked_report(&c)->diag;
    bool caught =
        errors->count > 0 && strncmp(errors->entries[0].message, label, strlen(label)) == 0;
    if (!caught)
        fprintf(stderr, "\n  mutation not caught at '%s':\n%s", label, yaml);
    CU_ASSERT_TRUE(caught);
    /* record_document writes game, size, the extra lines, moves. */
    unsigned line = 4 + (unsigned)index;
    for (const char *p = extra; p != NULL && *p != '\0'; p++)
        line += *p == '\n';
    expect_one_rule_error(&c, line, part);
    checked_free(&c);
    free(yaml);
    record_free(&mutated);
}
