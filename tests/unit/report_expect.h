/* Checking a YAML text with the library and asserting on its report:
 * the helpers the hex-game tests share. */
#ifndef TWIGS_TESTS_REPORT_EXPECT_H
#define TWIGS_TESTS_REPORT_EXPECT_H

#include <stdbool.h>
#include <stddef.h>

#include "io/report.h"
#include "random_games.h"

/* The report of a text holding one document. */
typedef struct {
    report_t *reports;
    size_t count;
} checked_t;

checked_t checked_text(const char *yaml);
void checked_free(checked_t *c);
const report_t *checked_report(const checked_t *c);

/* The report is legal, with that status, player to move and winner
 * (NULL: the key must be absent). */
void expect_legal(const checked_t *c, const char *status, const char *to_move, const char *winner);

/* The score printed in flow style is exactly `score`. */
void expect_score(const checked_t *c, const char *score);

/* There are `count` errors. */
void expect_error_count(const checked_t *c, size_t count);

/* Error i is of that kind, at that line (and column, unless 0), and its
 * message holds `part`. */
void expect_error(const checked_t *c, size_t i, diag_kind_t kind, unsigned line, unsigned column,
                  const char *part);

/* One rule error, and its message holds `part`: the shape of most
 * illegal-move tests. */
void expect_one_rule_error(const checked_t *c, unsigned line, const char *part);

/* Checks the text and expects one rule error as above. */
void expect_text_rule_error(const char *yaml, unsigned line, const char *part);

/* The record with entry `index` replaced by `entry` (or, past its end,
 * followed by it) in a document of that game and size with the `extra`
 * lines (may be NULL) must be refused at that entry with one rule error
 * whose message holds `part`. */
void expect_record_refused(const char *game, int size, const char *extra, const record_t *record,
                           size_t index, const char *entry, const char *part);

/* The score of a report as flow text, malloc'd. */
char *report_score_text(const report_t *report);

#endif
