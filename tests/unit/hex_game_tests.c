#include "hex_game_tests.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"

/* ---- Reports ---- */

checked_t check(const char *yaml)
{
    checked_t c;
    c.count = check_text("t.yaml", yaml, strlen(yaml), &c.reports);
    CU_ASSERT_EQUAL_FATAL(c.count, 1);
    return c;
}

void done(checked_t *c) { check_reports_free(c->reports, c->count); }

const report_t *report_of(const checked_t *c) { return &c->reports[0]; }

size_t error_count(const checked_t *c) { return c->reports[0].diag.count; }

const char *first_message(const checked_t *c)
{
    return error_count(c) > 0 ? c->reports[0].diag.entries[0].message : "";
}

void assert_error(const checked_t *c, size_t i, diag_kind_t kind, unsigned line,
                  unsigned column, const char *const *fragments)
{
    CU_ASSERT_TRUE_FATAL(i < error_count(c));
    const diag_entry_t *e = &c->reports[0].diag.entries[i];
    bool ok = e->kind == kind && e->line == line && (column == 0 || e->column == column);
    for (const char *const *f = fragments; *f != NULL; f++)
        ok = ok && strstr(e->message, *f) != NULL;
    if (!ok)
        fprintf(stderr, "\n  got %s %u:%u: %s\n", e->kind == DIAG_RULE ? "rule" : "input",
                e->line, e->column, e->message);
    CU_ASSERT_EQUAL(e->kind, kind);
    CU_ASSERT_EQUAL(e->line, line);
    if (column != 0)
        CU_ASSERT_EQUAL(e->column, column);
    for (; *fragments != NULL; fragments++)
        CU_ASSERT_PTR_NOT_NULL(strstr(e->message, *fragments));
}

static bool same_text(const char *a, const char *b)
{
    return (a == NULL && b == NULL) || (a != NULL && b != NULL && strcmp(a, b) == 0);
}

void assert_standing(const checked_t *c, const char *status, const char *to_move,
                     const char *winner)
{
    const report_t *r = report_of(c);
    if (!report_legal(r))
        fprintf(stderr, "\n  not legal: %s\n", first_message(c));
    CU_ASSERT_TRUE_FATAL(report_legal(r));
    if (!same_text(r->status, status) || !same_text(r->to_move, to_move) ||
        !same_text(r->winner, winner))
        fprintf(stderr, "\n  got status %s, to_move %s, winner %s\n", r->status,
                r->to_move ? r->to_move : "-", r->winner ? r->winner : "-");
    CU_ASSERT_TRUE(same_text(r->status, status));
    CU_ASSERT_TRUE(same_text(r->to_move, to_move));
    CU_ASSERT_TRUE(same_text(r->winner, winner));
}

/* The node printed in flow style into a static buffer. */
static const char *flow_text(const ynode_t *node)
{
    static char buf[4096];
    if (node == NULL)
        return "(absent)";
    FILE *f = fmemopen(buf, sizeof buf, "w");
    if (f == NULL)
        return "(no memory)";
    ynode_print_flow(node, f);
    fclose(f);
    return buf;
}

const char *score_text(const checked_t *c, const char *key, const char *colour)
{
    const ynode_t *score = report_of(c)->score;
    const ynode_t *part = score ? ymap_get(score, key) : NULL;
    return flow_text(part ? ymap_get(part, colour) : NULL);
}

const char *note_text(const checked_t *c, const char *key)
{
    const ynode_t *notes = report_of(c)->notes;
    return flow_text(notes ? ymap_get(notes, key) : NULL);
}

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

/* ---- Records ---- */

checked_t check_record(const char *game, const hex_board_t *board, const record_t *record,
                       const hex_position_t *end, const char *to_move)
{
    char extra[32] = "";
    if (to_move != NULL)
        snprintf(extra, sizeof extra, "to_move: %s\n", to_move);
    char *yaml = record_document(game, board->size, extra, end, record);
    checked_t c = check(yaml);
    free(yaml);
    return c;
}

void expect_caught(const char *game, const hex_board_t *board, const record_t *record, size_t k,
                   const hex_cell_t *cells, int count, const char *why)
{
    char *entry = malloc(RECORD_ENTRY_MAX);
    CU_ASSERT_PTR_NOT_NULL_FATAL(entry);
    record_entry_text(board, cells, count, entry);
    record_t changed;
    record_copy(&changed, record, record->count);
    if (k < changed.count)
        record_set(&changed, k, entry);
    else
        record_add(&changed, entry);
    char *yaml = record_document(game, board->size, NULL, NULL, &changed);
    checked_t c = check(yaml);
    char label[32];
    snprintf(label, sizeof label, "move %zu: ", k + 1);
    bool at_k = strncmp(first_message(&c), label, strlen(label)) == 0;
    if (!at_k || strstr(first_message(&c), why) == NULL || error_count(&c) != 1)
        fprintf(stderr, "\n  wanted '%s...%s', got '%s'\n", label, why, first_message(&c));
    CU_ASSERT_EQUAL(error_count(&c), 1);
    CU_ASSERT_EQUAL(report_exit_status(report_of(&c)), 1);
    CU_ASSERT_TRUE(at_k);
    CU_ASSERT_PTR_NOT_NULL(strstr(first_message(&c), why));
    done(&c);
    free(yaml);
    record_free(&changed);
    free(entry);
}

/* ---- Boards ---- */

hex_cell_t cell_named(const hex_board_t *board, const char *name)
{
    hex_cell_t cell = HEX_NO_CELL;
    CU_ASSERT_EQUAL_FATAL(hex_board_parse_cell(board, name, strlen(name), &cell, NULL), HEX_NAME_OK);
    return cell;
}

void empty_position(hex_board_t *board, hex_position_t *pos, hex_shape_t shape, int size)
{
    CU_ASSERT_TRUE_FATAL(hex_board_init(board, shape, size, NULL));
    hex_position_init(pos, board);
}

void set_cells(hex_position_t *pos, const char *names, hex_colour_t c)
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
        if (hex_position_get(pos, c) == HEX_EMPTY || id[c] >= 0)
            continue;
        hex_cell_t group[HEX_CELLS_MAX];
        int n = hex_position_flood(pos, c, group);
        for (int i = 0; i < n; i++)
            id[group[i]] = c;
    }
}
