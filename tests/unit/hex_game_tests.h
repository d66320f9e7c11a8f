/* What the tests of the hex games (Meridians, Sinfrid) share: checking a
 * YAML text and asking its report, and checking records of generated
 * games (random_games.h). */
#ifndef TWIGS_TESTS_HEX_GAME_TESTS_H
#define TWIGS_TESTS_HEX_GAME_TESTS_H

#include <stdbool.h>
#include <stddef.h>

#include <CUnit/CUnit.h>

#include "game/check.h"
#include "hex/position.h"
#include "random_games.h"

/* The report of a one-document YAML text. */
typedef struct {
    report_t *reports;
    size_t count;
} checked_t;

checked_t check(const char *yaml);
void done(checked_t *c);

const report_t *report_of(const checked_t *c);
size_t error_count(const checked_t *c);
const char *first_message(const checked_t *c); /* "" when there is none */

/* Error i is of this kind, at this line and column (when column is not
 * 0), and its message holds every fragment. */
void assert_error(const checked_t *c, size_t i, diag_kind_t kind, unsigned line,
                  unsigned column, const char *const *fragments);
#define FRAGMENTS(...) ((const char *const[]){__VA_ARGS__, NULL})

/* A legal report with that status, player to move and winner (NULL:
 * absent). */
void assert_standing(const checked_t *c, const char *status, const char *to_move,
                     const char *winner);

/* score[key][colour] as printed: "20", "[f6, f7]"; "(absent)" when not
 * there.  The returned text is valid until the next call. */
const char *score_text(const checked_t *c, const char *key, const char *colour);

/* A value of the report's notes as printed (flow style), or "(absent)". */
const char *note_text(const checked_t *c, const char *key);

/* Runs the game's suites: its rules, then its random games. */
int run_game_tests(const char *game, CU_TestInfo *rules, CU_TestInfo *random);

/* ---- Records of generated games ---- */

/* Checks the record of a game of `game` on `board` with the position it
 * ends in as its snapshot and, when not NULL, `to_move:`. */
checked_t check_record(const char *game, const hex_board_t *board, const record_t *record,
                       const hex_position_t *end, const char *to_move);

/* The record with entry k replaced by (or, at the end, followed by)
 * `cells` must have one error, a rule error at that entry saying `why`. */
void expect_caught(const char *game, const hex_board_t *board, const record_t *record, size_t k,
                   const hex_cell_t *cells, int count, const char *why);

/* ---- Boards ---- */

hex_cell_t cell_named(const hex_board_t *board, const char *name);

/* Sets up the board and the empty position on it. */
void empty_position(hex_board_t *board, hex_position_t *pos, hex_shape_t shape, int size);

/* Numbers the groups by flooding from each stone, as a check on the
 * position's own groups: id[cell] is the same for the stones of a group,
 * -1 for empty cells. */
void group_ids(const hex_position_t *pos, int id[HEX_CELLS_MAX]);

/* Sets the named cells ("a1 b2 c3") to colour c. */
void set_cells(hex_position_t *pos, const char *names, hex_colour_t c);

#endif
