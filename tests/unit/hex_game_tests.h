/* What the tests of the hex games (Meridians, Sinfrid) share: checking a
 * YAML text and asking its report, writing records of generated games,
 * and a seeded random number generator. */
#ifndef TWIGS_TESTS_HEX_GAME_TESTS_H
#define TWIGS_TESTS_HEX_GAME_TESTS_H

#include <stdbool.h>
#include <stddef.h>

#include <CUnit/CUnit.h>

#include "game/check.h"
#include "hex/position.h"

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

/* ---- Writing documents ---- */

/* A growing text. */
typedef struct {
    char *text;
    size_t length, capacity;
} text_t;

void text_init(text_t *t);
void text_add(text_t *t, const char *format, ...) DIAG_PRINTF(2, 3);
void text_free(text_t *t);

/* Appends `board: |2` and the position's diagram. */
void text_add_diagram(text_t *t, const hex_position_t *pos);

/* Appends a record entry of the cells' names: "  - d4 d5 e5\n". */
void text_add_entry(text_t *t, const hex_board_t *board, const hex_cell_t *cells, int count);

/* ---- Records of generated games ---- */

#define RECORD_ENTRIES_MAX 256
#define RECORD_CELLS_MAX 1024

typedef struct {
    const char *game; /* "meridians" */
    hex_board_t board;
    int count;
    int first[RECORD_ENTRIES_MAX + 1]; /* entry i is cells[first[i]] .. cells[first[i + 1] - 1] */
    hex_cell_t cells[RECORD_CELLS_MAX];
} record_t;

void record_start(record_t *rec, const char *game, hex_shape_t shape, int size);
void record_add(record_t *rec, const hex_cell_t *cells, int count);

/* The document of the record, entry `changed` replaced by `cells`
 * (changed == rec->count: `cells` appended; -1: no change). */
void record_write(text_t *t, const record_t *rec, int changed, const hex_cell_t *cells, int count);

/* Checks the whole record with the position it ends in as its snapshot
 * and, when not NULL, `to_move:`. */
checked_t check_record(const record_t *rec, const hex_position_t *end, const char *to_move);

/* The record with entry k replaced by (or, at the end, followed by)
 * `cells` must have one error, a rule error at that entry saying `why`. */
void expect_caught(const record_t *rec, int k, const hex_cell_t *cells, int count, const char *why);

/* ---- Random numbers ---- */

/* A small seeded generator (xorshift), the same on every machine. */
typedef struct {
    unsigned long long state;
} rng_t;

void rng_seed(rng_t *rng, unsigned long long seed);
/* A whole number in [0, n). */
int rng_below(rng_t *rng, int n);

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
