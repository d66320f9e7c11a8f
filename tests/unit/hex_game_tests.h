/* What the tests of the four hex games (Sibling, Orochi, Meridians,
 * Sinfrid) share: checking a YAML text with the library and asserting on
 * its report, records refused at an entry, running a game's suites, and
 * small board helpers.  Records and random games are the library's
 * (hex/record.h, game/random_game.h). */
#ifndef TWIGS_TESTS_HEX_GAME_TESTS_H
#define TWIGS_TESTS_HEX_GAME_TESTS_H

#include <stdbool.h>
#include <stddef.h>

#include <CUnit/CUnit.h>

#include "game/random_game.h"
#include "hex/position.h"
#include "hex/record.h"
#include "io/report.h"

/* ---- Reports ---- */

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

/* score[key][colour] as printed: "20", "[f6, f7]"; "(absent)" when not
 * there.  The returned text is valid until the next call. */
const char *score_text(const checked_t *c, const char *key, const char *colour);

/* A value of the report's notes as printed (flow style), or "(absent)". */
const char *note_text(const checked_t *c, const char *key);

/* There are `count` errors. */
void expect_error_count(const checked_t *c, size_t count);

/* Error i is of that kind, at that line (and column, unless 0), and its
 * message holds every one of the parts that follow. */
#define expect_error(c, i, kind, line, column, ...)                                                \
    expect_error_parts(c, i, kind, line, column, (const char *const[]){__VA_ARGS__, NULL})
void expect_error_parts(const checked_t *c, size_t i, diag_kind_t kind, unsigned line,
                        unsigned column, const char *const *parts);

/* One rule error, and its message holds `part`: the shape of most
 * illegal-move tests. */
void expect_one_rule_error(const checked_t *c, unsigned line, const char *part);

/* Error i's message is exactly `message` (its kind and place aside). */
void expect_message(const checked_t *c, size_t i, const char *message);

/* Checks the text and expects one rule error as above. */
void expect_text_rule_error(const char *yaml, unsigned line, const char *part);

/* Checks the text, which gives `to_move: given` for a game that is over:
 * legal and finished with that winner (NULL: none), no player to move,
 * and the note that to_move was ignored (docs/rules.md). */
void expect_to_move_ignored(const char *yaml, const char *given, const char *winner);

/* Checks the text and expects two errors: a rule error at rule_line
 * holding rule_part (a record's first illegal entry), then an input error
 * at input_line holding input_part (a name after it that does not
 * parse); exit 2. */
void expect_text_rule_then_input_error(const char *yaml, unsigned rule_line, const char *rule_part,
                                       unsigned input_line, const char *input_part);

/* ---- Records ---- */

/* The record with entry `index` replaced by `entry` (or, past its end,
 * followed by it) in a document of that game and size with the `extra`
 * lines (may be NULL) must be refused at that entry with one rule error
 * whose message holds `part`. */
void expect_record_refused(const char *game, int size, const char *extra,
                           const hex_record_t *record, size_t index, const char *entry,
                           const char *part);

/* The same with an entry naming `cells`. */
void expect_cells_refused(const char *game, const hex_board_t *board, const hex_record_t *record,
                          size_t index, const hex_cell_t *cells, int count, const char *part);

/* Checks the record of a game of `game` on `board` with the position it
 * ends in as its snapshot and, when not NULL, `to_move:`. */
checked_t checked_record(const char *game, const hex_board_t *board, const hex_record_t *record,
                         const hex_position_t *end, const char *to_move);

/* ---- Suites ---- */

/* Runs the game's suites: its rules, then its random games. */
int run_game_tests(const char *game, CU_TestInfo *rules, CU_TestInfo *random);

/* ---- Boards ---- */

hex_cell_t cell_named(const hex_board_t *board, const char *name);

/* Sets up the board and the empty position on it. */
void empty_position(hex_board_t *board, hex_position_t *pos, hex_shape_t shape, int size);

/* Numbers the groups by flooding from each stone, as a check on the
 * position's own groups: id[cell] is the same for the stones of a group,
 * -1 for empty cells. */
void group_ids(const hex_position_t *pos, int id[HEX_CELLS_MAX]);

/* Sets the named cells ("a1 b2 c3") to colour c. */
void set_cells(hex_position_t *pos, const char *names, colour_t c);

#endif
