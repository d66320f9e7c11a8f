/* Checking Twigs documents: every rule error, with its place and the
 * pieces it names; the score of hand-worked positions; puzzle solutions
 * and their claims. */
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "game/check.h"

/* White's C round 0,0 (all but nw) and Black's P round 0,-1, which closes
 * 0,0: one area, 5 white edges to 1 black (worked by hand). */
#define WHITE_C "{colour: white, piece: C, edges: [\"0,0:ne\", \"0,0:e\", \"0,0:se\", \"0,0:sw\", \"0,0:w\"]}"
#define BLACK_P "{colour: black, piece: P, edges: [\"0,-1:se\", \"0,-1:sw\", \"0,-1:w\", \"0,-1:nw\", \"0,-2:e\"]}"

typedef struct {
    report_t *reports;
    size_t count;
} checked_t;

static checked_t check(const char *yaml)
{
    checked_t c;
    c.count = check_text("t.yaml", yaml, strlen(yaml), &c.reports);
    CU_ASSERT_EQUAL_FATAL(c.count, 1);
    return c;
}

static void done(checked_t *c) { check_reports_free(c->reports, c->count); }

static const diag_t *errors(const checked_t *c) { return &c->reports[0].diag; }

/* Error i is of this kind, at this line (and column, when not 0), and
 * its message holds every fragment. */
static void assert_error(const checked_t *c, size_t i, diag_kind_t kind, unsigned line,
                         unsigned column, const char *const *fragments)
{
    CU_ASSERT_TRUE_FATAL(i < errors(c)->count);
    const diag_entry_t *e = &errors(c)->entries[i];
    CU_ASSERT_EQUAL(e->kind, kind);
    CU_ASSERT_EQUAL(e->line, line);
    if (column != 0)
        CU_ASSERT_EQUAL(e->column, column);
    for (; *fragments != NULL; fragments++)
        if (strstr(e->message, *fragments) == NULL) {
            fprintf(stderr, "\n'%s' not in '%s'\n", *fragments, e->message);
            CU_FAIL("message");
        }
}

#define FRAGMENTS(...) ((const char *const[]){__VA_ARGS__, NULL})

static long score_value(const checked_t *c, const char *group, const char *colour)
{
    const ynode_t *score = c->reports[0].score;
    CU_ASSERT_PTR_NOT_NULL_FATAL(score);
    const ynode_t *g = ymap_get(score, group);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    const ynode_t *v = ymap_get(g, colour);
    CU_ASSERT_PTR_NOT_NULL_FATAL(v);
    return atol(v->value);
}

static const char *puzzle_value(const checked_t *c, const char *key)
{
    const ynode_t *puzzle = c->reports[0].puzzle;
    CU_ASSERT_PTR_NOT_NULL_FATAL(puzzle);
    const ynode_t *v = ymap_get(puzzle, key);
    return v ? v->value : "(absent)";
}

/* ---- Rule errors (exit 1) ---- */

static void test_shared_edge_names_both_pieces(void)
{
    checked_t c = check("game: twigs\npieces:\n  - " WHITE_C "\n"
                        "  - {colour: black, edges: [\"-1,0:e\", \"-1,0:se\", \"-1,0:sw\", "
                        "\"-1,0:w\", \"0,0:nw\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 1);
    assert_error(&c, 0, DIAG_RULE, 4, 29,
                 FRAGMENTS("edge -1,0:e", "piece 2 (black P)", "piece 1 (white C)"));
    CU_ASSERT_EQUAL(report_exit_status(&c.reports[0]), 1);
    done(&c);
}

static void test_piece_not_touching(void)
{
    checked_t c = check("game: twigs\npieces:\n  - " WHITE_C "\n"
                        "  - {colour: black, edges: [\"5,4:se\", \"5,4:sw\", \"5,4:w\", \"5,4:nw\", "
                        "\"5,3:e\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 1);
    assert_error(&c, 0, DIAG_RULE, 4, 5, FRAGMENTS("piece 2 (black P)", "does not touch"));
    done(&c);
}

/* Touching at a single corner is enough (seeds/004): Black's P (four
 * sides of -1,1 and -2,1:ne) shares only the corner 0,0@s with White's C,
 * where its end meets the C's bend. */
static void test_touching_at_one_corner(void)
{
    checked_t c = check("game: twigs\npieces:\n  - " WHITE_C "\n"
                        "  - {colour: black, piece: P, edges: [\"-1,1:e\", \"-1,1:se\", "
                        "\"-1,1:sw\", \"-1,1:w\", \"-2,1:ne\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 0);
    CU_ASSERT_TRUE(report_legal(&c.reports[0]));
    done(&c);
}

/* Black first, then White: the colours alternate from piece 1 on, so
 * piece 1 alone is wrong. */
static void test_colours_alternate_from_white(void)
{
    checked_t c = check("game: twigs\npieces:\n"
                        "  - {colour: black, piece: C, edges: [\"0,0:ne\", \"0,0:e\", \"0,0:se\", "
                        "\"0,0:sw\", \"0,0:w\"]}\n"
                        "  - {colour: white, piece: P, edges: [\"0,-1:se\", \"0,-1:sw\", "
                        "\"0,-1:w\", \"0,-1:nw\", \"0,-2:e\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 1);
    assert_error(&c, 0, DIAG_RULE, 3, 14, FRAGMENTS("piece 1", "should be white", "White first"));
    done(&c);
}

/* The colours of a game whose pieces are given in its order, with one
 * letter a piece: W or B.  Each piece is an I along its own row of
 * hexagons, so that only the colours can be wrong. */
static checked_t check_colours(const char *colours)
{
    char text[2048] = "game: twigs\npieces:\n";
    for (size_t i = 0; colours[i] != '\0'; i++) {
        size_t n = strlen(text);
        snprintf(text + n, sizeof text - n, "  - {colour: %s, edges: [\"%zu,0:ne\"]}\n",
                 colours[i] == 'W' ? "white" : "black", i);
    }
    return check(text);
}

/* The errors about colours, as the pieces' numbers. */
static void expect_colour_breaks(const char *colours, const char *expected)
{
    checked_t c = check_colours(colours);
    char got[256] = "";
    for (size_t i = 0; i < errors(&c)->count; i++) {
        const char *m = errors(&c)->entries[i].message;
        unsigned piece;
        if (strstr(m, "should be") != NULL && sscanf(m, "piece %u", &piece) == 1)
            snprintf(got + strlen(got), sizeof got - strlen(got), "%s%u", *got ? " " : "", piece);
    }
    if (strcmp(got, expected) != 0)
        printf("\n%s: colour errors at pieces '%s', expected '%s'\n", colours, got, expected);
    CU_ASSERT_STRING_EQUAL(got, expected);
    done(&c);
}

/* One wrong colour is one error: a piece of the wrong colour, or one left
 * out or added, does not make every later piece wrong; a second break
 * later is a second error. */
static void test_one_colour_break_one_error(void)
{
    expect_colour_breaks("WBWBWB", "");
    expect_colour_breaks("WBWWWB", "4");       /* piece 4 alone is wrong */
    expect_colour_breaks("WBWWBWB", "4");      /* a piece missing or added before piece 4 */
    expect_colour_breaks("WWBWBWBW", "2");
    expect_colour_breaks("WBWWBWBBWB", "4 8"); /* two shifts */
    expect_colour_breaks("BBWBW", "1");
    expect_colour_breaks("WBWBWW", "6");       /* the last piece */
}

static void test_shape_used_twice(void)
{
    checked_t c = check("game: twigs\npieces:\n  - " WHITE_C "\n  - " BLACK_P "\n"
                        "  - {colour: white, edges: [\"1,0:nw\", \"1,0:ne\", \"1,0:e\", "
                        "\"1,0:se\", \"1,0:sw\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 1);
    assert_error(&c, 0, DIAG_RULE, 5, 5, FRAGMENTS("piece 3 (white C)", "already placed the C", "piece 1"));
    done(&c);
}

static void test_black_first_shape(void)
{
    checked_t c = check("game: twigs\npieces:\n  - " WHITE_C "\n"
                        "  - {colour: black, edges: [\"0,-1:se\", \"0,-1:sw\", \"0,-1:w\", "
                        "\"0,-1:nw\", \"0,-1:ne\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 1);
    assert_error(&c, 0, DIAG_RULE, 4, 5, FRAGMENTS("piece 2 (black C)", "Black's first"));
    done(&c);
}

static void test_not_five_edges(void)
{
    checked_t c = check("game: twigs\npieces:\n"
                        "  - {colour: white, edges: [\"0,0:ne\", \"0,0:e\", \"0,0:se\", \"0,0:sw\"]}\n"
                        "  - " BLACK_P "\n"
                        "  - {colour: white, edges: [\"1,0:nw\", \"1,0:ne\", \"1,0:e\", \"1,0:se\", "
                        "\"1,0:sw\", \"2,0:e\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 2);
    assert_error(&c, 0, DIAG_RULE, 3, 5, FRAGMENTS("piece 1 (white) has 4 edges"));
    assert_error(&c, 1, DIAG_RULE, 5, 5, FRAGMENTS("piece 3 (white) has 6 edges"));
    done(&c);
}

/* 0,0:e and 1,0:w name one edge. */
static void test_edge_named_twice(void)
{
    checked_t c = check("game: twigs\npieces:\n"
                        "  - {colour: white, edges: [\"0,0:ne\", \"0,0:e\", \"0,0:se\", \"0,0:sw\", "
                        "\"1,0:w\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 1);
    assert_error(&c, 0, DIAG_RULE, 3, 68, FRAGMENTS("piece 1", "1,0:w twice"));
    done(&c);
}

static void test_edges_not_connected(void)
{
    checked_t c = check("game: twigs\npieces:\n"
                        "  - {colour: white, edges: [\"0,0:ne\", \"0,0:e\", \"0,0:se\", \"0,0:sw\", "
                        "\"5,5:e\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 1);
    assert_error(&c, 0, DIAG_RULE, 3, 68,
                 FRAGMENTS("piece 1", "not connected", "5,5:e touches none of the others"));
    done(&c);
    /* Two edges apart: the smaller part is named, at its first edge. */
    c = check("game: twigs\npieces:\n"
              "  - {colour: white, edges: [\"5,5:e\", \"0,0:ne\", \"0,0:e\", \"0,0:se\", "
              "\"5,5:ne\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 1);
    assert_error(&c, 0, DIAG_RULE, 3, 29,
                 FRAGMENTS("5,5:e and 1 more edge are apart from the rest"));
    done(&c);
}

static void test_wrong_letter_names_the_real_shape(void)
{
    checked_t c = check("game: twigs\npieces:\n"
                        "  - {colour: white, piece: X, edges: [\"0,0:ne\", \"0,0:e\", \"0,0:se\", "
                        "\"0,0:sw\", \"0,0:w\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 1);
    assert_error(&c, 0, DIAG_RULE, 3, 28, FRAGMENTS("form the C, not the X"));
    done(&c);
}

/* Two pieces breaking three rules each, but piece 3's colour follows the
 * alternation from piece 2 on: all five others are reported, in the
 * order of the pieces. */
static void test_every_violation_is_reported(void)
{
    checked_t c = check("game: twigs\npieces:\n  - " WHITE_C "\n"
                        "  - {colour: white, piece: S, edges: [\"0,-1:se\", \"0,-1:sw\", "
                        "\"0,-1:w\", \"0,-1:nw\", \"0,-1:ne\", \"0,0:e\"]}\n"
                        "  - {colour: black, piece: C, edges: [\"9,9:ne\", \"9,9:e\", \"9,9:se\", "
                        "\"9,9:sw\", \"9,9:w\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 5);
    assert_error(&c, 0, DIAG_RULE, 4, 5, FRAGMENTS("piece 2 (white) has 6 edges"));
    assert_error(&c, 1, DIAG_RULE, 4, 14, FRAGMENTS("piece 2", "should be black"));
    assert_error(&c, 2, DIAG_RULE, 4, 0, FRAGMENTS("edge 0,0:e of piece 2", "piece 1 (white C)"));
    assert_error(&c, 3, DIAG_RULE, 5, 5, FRAGMENTS("piece 3 (black C)", "does not touch"));
    assert_error(&c, 4, DIAG_RULE, 5, 5, FRAGMENTS("piece 3 (black C)", "Black's first"));
    done(&c);
}

/* ---- Input errors (exit 2) ---- */

static void test_names_that_do_not_parse(void)
{
    checked_t c = check("game: twigs\npieces:\n"
                        "  - {colour: white, edges: [z0, \"0,0:n\", \"0,0:e\", \"0,0:se\", "
                        "\"0,0:sw\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 2);
    assert_error(&c, 0, DIAG_INPUT, 3, 29, FRAGMENTS("'z0'"));
    assert_error(&c, 1, DIAG_INPUT, 3, 33, FRAGMENTS("'0,0:n'", "unknown side"));
    CU_ASSERT_EQUAL(report_exit_status(&c.reports[0]), 2);
    done(&c);
}

static void test_bad_values_and_keys(void)
{
    checked_t c = check("game: twigs\nscoring: points\nturn: 3\npieces:\n"
                        "  - {colour: red, piece: Z, edges: []}\n"
                        "  - {piece: C, edges: []}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 5);
    assert_error(&c, 0, DIAG_INPUT, 3, 1, FRAGMENTS("unknown key 'turn'"));
    assert_error(&c, 1, DIAG_INPUT, 2, 10, FRAGMENTS("scoring"));
    assert_error(&c, 2, DIAG_INPUT, 5, 14, FRAGMENTS("colour", "'red'"));
    assert_error(&c, 3, DIAG_INPUT, 5, 26, FRAGMENTS("unknown piece 'Z'"));
    assert_error(&c, 4, DIAG_INPUT, 6, 5, FRAGMENTS("missing key 'colour'"));
    done(&c);
}

/* A puzzle's name of 100,000 characters, quoted by the error of each of
 * 200 black pieces, would take 20 MB of messages: names are cut short. */
static void test_long_names_are_cut_in_messages(void)
{
    enum { NAME = 100000, PIECES = 200 };
    const char *piece = "  - {colour: black, piece: C, edges: [\"0,0:ne\", \"0,0:e\", \"0,0:se\", "
                        "\"0,0:sw\", \"0,0:w\"]}\n";
    size_t size = NAME + 100 + PIECES * strlen(piece);
    char *yaml = malloc(size);
    CU_ASSERT_PTR_NOT_NULL_FATAL(yaml);
    strcpy(yaml, "puzzle: cover\nhexagons: [\"0,0\"]\npiece_set: [C, I1]\nname: ");
    size_t n = strlen(yaml);
    memset(yaml + n, 'n', NAME);
    strcpy(yaml + n + NAME, "\npieces:\n");
    for (int i = 0; i < PIECES; i++)
        strcat(yaml + n + NAME, piece);
    checked_t c = check(yaml);
    CU_ASSERT_TRUE(errors(&c)->count >= PIECES);
    size_t bytes = 0;
    for (size_t i = 0; i < errors(&c)->count; i++)
        bytes += strlen(errors(&c)->entries[i].message);
    CU_ASSERT_TRUE(bytes < (size_t)PIECES * 1000);
    assert_error(&c, 0, DIAG_RULE, 6, 14, FRAGMENTS("a solution of nnnnnnnn", "n... uses White's"));
    done(&c);
    free(yaml);
}

/* One document more than the limit: its error was once lost, so that a
 * file of legal documents passed as read (exit 0).  The document past the
 * limit has a report of its own, with the error, and no more are read.
 * (The documents here are cheap to check, and legal or not.) */
static void test_one_document_too_many(void)
{
    const char *doc = "--- {game: twigs}\n";
    size_t length = strlen(doc), count = YTREE_MAX_DOCUMENTS + 1;
    char *yaml = malloc(count * length + 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(yaml);
    for (size_t i = 0; i < count; i++)
        memcpy(yaml + i * length, doc, length);
    yaml[count * length] = '\0';
    report_t *reports;
    size_t n = check_text("t.yaml", yaml, count * length, &reports);
    CU_ASSERT_EQUAL_FATAL(n, YTREE_MAX_DOCUMENTS + 1);
    CU_ASSERT_EQUAL(reports[n - 1].document, YTREE_MAX_DOCUMENTS + 1);
    const diag_t *last = &reports[n - 1].diag;
    CU_ASSERT_TRUE_FATAL(last->count >= 1);
    const diag_entry_t *e = &last->entries[last->count - 1];
    CU_ASSERT_EQUAL(e->line, YTREE_MAX_DOCUMENTS + 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(e->message, "more than 100000 documents"));
    CU_ASSERT_EQUAL(report_exit_status(&reports[n - 1]), 2);
    check_reports_free(reports, n);
    free(yaml);
}

/* ---- Scores, worked by hand ---- */

static void test_score_one_hexagon(void)
{
    checked_t c = check("game: twigs\npieces:\n  - " WHITE_C "\n  - " BLACK_P "\n");
    CU_ASSERT_TRUE(report_legal(&c.reports[0]));
    CU_ASSERT_EQUAL(score_value(&c, "areas", "white"), 1);
    CU_ASSERT_EQUAL(score_value(&c, "areas", "black"), 0);
    CU_ASSERT_EQUAL(score_value(&c, "areas", "neutral"), 0);
    CU_ASSERT_EQUAL(score_value(&c, "hexagons", "white"), 1);
    CU_ASSERT_EQUAL(score_value(&c, "points", "white"), 1);
    CU_ASSERT_STRING_EQUAL(c.reports[0].status, "in_progress");
    CU_ASSERT_STRING_EQUAL(c.reports[0].to_move, "white");
    CU_ASSERT_PTR_NULL(c.reports[0].winner);
    done(&c);
}

/* Hexagons 0,0 and 1,0 without the side between them: one area of 2,
 * 8 white edges to 2 black; with hexagon scoring, 2 points.  The letters
 * are left out and inferred. */
static void test_score_two_hexagon_area(void)
{
    checked_t c = check("game: twigs\nscoring: hexagons\npieces:\n"
                        "  - {colour: white, edges: [\"0,0:sw\", \"0,0:w\", \"0,0:nw\", \"0,0:ne\", \"1,0:nw\"]}\n"
                        "  - {colour: black, edges: [\"1,0:ne\", \"1,0:e\", \"2,0:sw\", \"2,0:se\", \"1,1:e\"]}\n"
                        "  - {colour: white, edges: [\"1,0:se\", \"1,0:sw\", \"0,0:se\", \"-1,1:e\", \"0,1:e\"]}\n");
    CU_ASSERT_TRUE(report_legal(&c.reports[0]));
    CU_ASSERT_EQUAL(score_value(&c, "areas", "white"), 1);
    CU_ASSERT_EQUAL(score_value(&c, "hexagons", "white"), 2);
    CU_ASSERT_EQUAL(score_value(&c, "points", "white"), 2);
    CU_ASSERT_EQUAL(score_value(&c, "points", "black"), 0);
    CU_ASSERT_STRING_EQUAL(c.reports[0].to_move, "black");
    done(&c);
}

/* White's U takes three sides of 0,0, Black's X the other three: a tie. */
static void test_score_neutral_hexagon(void)
{
    checked_t c = check("game: twigs\npieces:\n"
                        "  - {colour: white, edges: [\"0,0:ne\", \"0,0:e\", \"0,0:se\", \"0,-1:e\", \"-1,1:e\"]}\n"
                        "  - {colour: black, edges: [\"0,0:sw\", \"0,0:w\", \"0,0:nw\", \"-1,1:nw\", \"-1,0:ne\"]}\n");
    CU_ASSERT_TRUE(report_legal(&c.reports[0]));
    CU_ASSERT_EQUAL(score_value(&c, "areas", "neutral"), 1);
    CU_ASSERT_EQUAL(score_value(&c, "areas", "white"), 0);
    CU_ASSERT_EQUAL(score_value(&c, "areas", "black"), 0);
    done(&c);
}

/* ---- Puzzle solutions ---- */

/* Two P pieces round hexagons 0,0 and 1,0: an exact cover of the ring. */
#define RING_OF_TWO                                                                            \
    "puzzle: cover\nname: ring-of-two\n"                                                     \
    "edges: [\"0,0:sw\", \"0,0:w\", \"0,0:nw\", \"0,0:ne\", \"1,0:nw\", \"1,0:ne\", \"1,0:e\", " \
    "\"1,0:se\", \"1,0:sw\", \"0,0:se\"]\n"
#define HALF_A "  - {edges: [\"0,0:sw\", \"0,0:w\", \"0,0:nw\", \"0,0:ne\", \"1,0:nw\"]}\n"
#define HALF_B "  - {edges: [\"1,0:ne\", \"1,0:e\", \"1,0:se\", \"1,0:sw\", \"0,0:se\"]}\n"

static void test_cover_solution(void)
{
    checked_t c = check(RING_OF_TWO "piece_set: [P, P]\npieces:\n" HALF_B HALF_A);
    CU_ASSERT_TRUE(report_legal(&c.reports[0]));
    CU_ASSERT_STRING_EQUAL(puzzle_value(&c, "name"), "ring-of-two");
    CU_ASSERT_STRING_EQUAL(puzzle_value(&c, "value"), "1");
    CU_ASSERT_STRING_EQUAL(puzzle_value(&c, "valid"), "true");
    CU_ASSERT_EQUAL(report_exit_status(&c.reports[0]), 0);
    done(&c);
}

static void test_cover_piece_set_limits(void)
{
    /* Ten edges for a P and a C: the second P is one too many. */
    checked_t c = check(RING_OF_TWO "piece_set: [P, C]\npieces:\n" HALF_A HALF_B);
    CU_ASSERT_EQUAL(errors(&c)->count, 1);
    assert_error(&c, 0, DIAG_RULE, 7, 5, FRAGMENTS("piece 2 (white P) is P number 2", "has 1"));
    CU_ASSERT_STRING_EQUAL(puzzle_value(&c, "valid"), "false");
    done(&c);
    /* A spare edge lets the set hold a monotwig more than the region needs;
     * a solution without it is not complete. */
    c = check(RING_OF_TWO "spare: [\"5,5:e\"]\npiece_set: [P, P, I1]\npieces:\n" HALF_A HALF_B);
    CU_ASSERT_TRUE(report_legal(&c.reports[0]));
    CU_ASSERT_STRING_EQUAL(puzzle_value(&c, "value"), "1");
    CU_ASSERT_STRING_EQUAL(puzzle_value(&c, "valid"), "false");
    CU_ASSERT_PTR_NOT_NULL(strstr(puzzle_value(&c, "reason"), "missing: I1"));
    CU_ASSERT_EQUAL(report_exit_status(&c.reports[0]), 1);
    done(&c);
}

static void test_puzzle_pieces_are_white_and_connected(void)
{
    checked_t c = check(RING_OF_TWO "piece_set: [P, P]\npieces:\n"
                        "  - {colour: black, edges: [\"0,0:sw\", \"0,0:w\", \"0,0:nw\", \"0,0:ne\", "
                        "\"1,0:nw\"]}\n"
                        "  - {edges: [\"6,0:ne\", \"6,0:e\", \"6,0:se\", \"6,0:sw\", \"5,0:se\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 2);
    assert_error(&c, 0, DIAG_RULE, 6, 14, FRAGMENTS("piece 1 (black P) is black"));
    /* Two parts of one piece each: the first piece's part is the figure. */
    assert_error(&c, 1, DIAG_RULE, 7, 5, FRAGMENTS("piece 2 (white P)", "not connected"));
    done(&c);
}

/* Two parts of two pieces each, listed C (a), U (b), X (b), P (a): the
 * first piece's part is the figure, the other one's pieces are reported. */
static void test_disconnected_parts_of_equal_size(void)
{
    checked_t c = check("puzzle: tree\npieces:\n"
                        "  - {edges: [\"0,0:ne\", \"0,0:e\", \"0,0:se\", \"0,0:sw\", \"0,0:w\"]}\n"
                        "  - {edges: [\"10,0:ne\", \"10,0:e\", \"10,0:se\", \"10,-1:e\", \"9,1:e\"]}\n"
                        "  - {edges: [\"10,0:sw\", \"10,0:w\", \"10,0:nw\", \"9,1:nw\", \"9,0:ne\"]}\n"
                        "  - {edges: [\"0,-1:se\", \"0,-1:sw\", \"0,-1:w\", \"0,-1:nw\", \"0,-2:e\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 2);
    assert_error(&c, 0, DIAG_RULE, 4, 5, FRAGMENTS("piece 2 (white U)", "not connected"));
    assert_error(&c, 1, DIAG_RULE, 5, 5, FRAGMENTS("piece 3 (white X)", "not connected"));
    done(&c);
}

static void test_claim_is_verified(void)
{
    checked_t c = check(RING_OF_TWO "piece_set: [P, P]\n"
                        "claim: {value: 1, upper_bound: 1, proven: true, nodes: 3, seconds: 0.25}\n"
                        "pieces:\n" HALF_A HALF_B);
    CU_ASSERT_STRING_EQUAL(puzzle_value(&c, "valid"), "true");
    done(&c);
    c = check(RING_OF_TWO "piece_set: [P, P]\nclaim: {value: 0}\npieces:\n" HALF_A HALF_B);
    CU_ASSERT_TRUE(report_legal(&c.reports[0]));
    CU_ASSERT_STRING_EQUAL(puzzle_value(&c, "valid"), "false");
    CU_ASSERT_PTR_NOT_NULL(strstr(puzzle_value(&c, "reason"), "claim says 0"));
    CU_ASSERT_EQUAL(report_exit_status(&c.reports[0]), 1);
    done(&c);
}

/* Solutions of The Tree and The Ring as solve writes them, with their
 * claims: The Tree's is proven by check's search, The Ring's bound is
 * not (its proof takes seconds). */
#define TREE_SOLUTION                                                                               \
    "game: twigs\n"                                                                                 \
    "puzzle: tree\n"                                                                                \
    "pieces:\n"                                                                                     \
    "- {colour: white, piece: L, edges: ['-4,3:ne', '-4,3:e', '-3,2:e', '-3,2:se', '-2,1:se']}\n"   \
    "- {colour: white, piece: P, edges: ['-2,1:e', '-2,2:ne', '-1,1:e', '-1,1:se', '0,0:se']}\n"    \
    "- {colour: white, piece: I, edges: ['-3,0:se', '-3,1:ne', '-2,0:se', '-2,1:ne', '-1,0:se']}\n" \
    "- {colour: white, piece: C, edges: ['0,0:e', '0,1:ne', '1,0:ne', '1,0:e', '1,0:se']}\n"        \
    "- {colour: white, piece: R, edges: ['-2,2:e', '-2,3:ne', '-1,2:e', '-1,2:se', '-1,3:ne']}\n"   \
    "- {colour: white, piece: W, edges: ['0,1:e', '0,2:ne', '0,2:e', '0,3:ne', '1,2:se']}\n"        \
    "- {colour: white, piece: S, edges: ['2,-2:e', '2,-1:ne', '2,-1:e', '2,-1:se', '3,-3:se']}\n"   \
    "- {colour: white, piece: U, edges: ['1,1:ne', '1,1:e', '1,2:ne', '2,1:se', '2,2:ne']}\n"       \
    "- {colour: white, piece: Y, edges: ['0,3:e', '0,4:ne', '0,4:e', '1,3:e', '1,3:se']}\n"         \
    "- {colour: white, piece: T, edges: ['2,-4:e', '2,-3:ne', '2,-3:e', '2,-2:ne', '3,-4:se']}\n"   \
    "- {colour: white, piece: H, edges: ['1,-2:ne', '1,-2:e', '1,-2:se', '1,-1:ne', '2,-2:se']}\n"  \
    "- {colour: white, piece: X, edges: ['3,-2:e', '3,-2:se', '3,-1:ne', '3,-1:e', '4,-2:se']}\n"   \
    "claim: {value: 20, upper_bound: 20, proven: true, nodes: 11, seconds: 0.000401}\n"
#define RING_SOLUTION                                                                               \
    "game: twigs\n"                                                                                 \
    "puzzle: ring\n"                                                                                \
    "pieces:\n"                                                                                     \
    "- {colour: white, piece: C, edges: ['-1,3:e', '-1,4:ne', '0,2:se', '0,3:e', '0,3:se']}\n"      \
    "- {colour: white, piece: P, edges: ['0,1:e', '0,2:ne', '0,2:e', '1,0:se', '1,1:ne']}\n"        \
    "- {colour: white, piece: I, edges: ['-1,4:e', '-1,5:ne', '-1,5:e', '-1,6:ne', '-1,6:e']}\n"    \
    "- {colour: white, piece: U, edges: ['2,0:e', '2,0:se', '3,-1:se', '3,0:ne', '4,-1:se']}\n"     \
    "- {colour: white, piece: H, edges: ['-1,7:ne', '-1,7:e', '-1,7:se', '-1,8:ne', '0,7:se']}\n"   \
    "- {colour: white, piece: Y, edges: ['4,0:ne', '5,-1:ne', '5,-1:e', '5,-1:se', '5,0:ne']}\n"    \
    "- {colour: white, piece: X, edges: ['0,8:ne', '0,8:e', '1,7:e', '1,7:se', '1,8:ne']}\n"        \
    "- {colour: white, piece: S, edges: ['6,-1:se', '6,0:ne', '6,0:e', '6,1:ne', '7,0:se']}\n"      \
    "- {colour: white, piece: R, edges: ['2,7:e', '2,7:se', '2,8:ne', '3,7:e', '3,7:se']}\n"        \
    "- {colour: white, piece: L, edges: ['7,1:ne', '7,1:e', '7,2:ne', '7,2:e', '8,0:se']}\n"        \
    "- {colour: white, piece: T, edges: ['4,6:ne', '4,6:e', '4,6:se', '5,5:e', '5,5:se']}\n"        \
    "- {colour: white, piece: W, edges: ['6,4:e', '6,4:se', '7,3:ne', '7,3:e', '7,3:se']}\n"        \
    "claim: {value: 48, upper_bound: 48, proven: true, nodes: 11365750, seconds: 12.489386}\n"

typedef struct {
    size_t reports, verified;
} claims_t;

static bool count_claims(void *context, report_t *report)
{
    claims_t *c = context;
    c->reports++;
    const ynode_t *claim = report->puzzle != NULL ? ymap_get(report->puzzle, "claim") : NULL;
    const ynode_t *verified = claim != NULL ? ymap_get(claim, "verified") : NULL;
    c->verified += verified != NULL && strcmp(verified->value, "true") == 0;
    return true;
}

/* The claims of many solutions of a puzzle are held against one search of
 * it, which the caller's memory keeps from text to text (a file of 47,000
 * Ring solutions searched The Ring for each: over an hour). */
static void test_claims_searched_once(void)
{
    const char *text = "---\n" TREE_SOLUTION "---\n" RING_SOLUTION "---\n" TREE_SOLUTION
                       "---\n" RING_SOLUTION "---\n" TREE_SOLUTION;
    check_memory_t memory = {0};
    claims_t c = {0, 0};
    CU_ASSERT_TRUE(check_text_each("t.yaml", text, strlen(text), &memory, count_claims, &c));
    CU_ASSERT_EQUAL(c.reports, 5);
    CU_ASSERT_EQUAL(c.verified, 3);
    CU_ASSERT_EQUAL(memory.proofs.searches, 2);
    CU_ASSERT_TRUE(check_text_each("t.yaml", text, strlen(text), &memory, count_claims, &c));
    CU_ASSERT_EQUAL(c.reports, 10);
    CU_ASSERT_EQUAL(c.verified, 6);
    CU_ASSERT_EQUAL(memory.proofs.searches, 2);
}

/* White's C and P of one-hexagon position as puzzle solutions.  As a
 * tree: every corner has two or three edges but the P's far end, 0,-2@ne:
 * one leaf.  As a ring: the closed hexagon 0,0, one area of 1. */
#define C_AND_P                                                                                \
    "pieces:\n  - {edges: [\"0,0:ne\", \"0,0:e\", \"0,0:se\", \"0,0:sw\", \"0,0:w\"]}\n"   \
    "  - {edges: [\"0,-1:se\", \"0,-1:sw\", \"0,-1:w\", \"0,-1:nw\", \"0,-2:e\"]}\n"

static void test_tree_and_ring_values(void)
{
    checked_t c = check("puzzle: tree\n" C_AND_P);
    CU_ASSERT_TRUE(report_legal(&c.reports[0]));
    CU_ASSERT_STRING_EQUAL(puzzle_value(&c, "value"), "1");
    CU_ASSERT_STRING_EQUAL(puzzle_value(&c, "valid"), "false"); /* 2 of the 12 pieces */
    CU_ASSERT_PTR_NOT_NULL(strstr(puzzle_value(&c, "reason"), "2 of the 12"));
    done(&c);
    c = check("puzzle: ring\n" C_AND_P);
    CU_ASSERT_STRING_EQUAL(puzzle_value(&c, "value"), "1");
    done(&c);
    c = check("puzzle: hexes15\n" C_AND_P);
    CU_ASSERT_STRING_EQUAL(puzzle_value(&c, "value"), "1");
    CU_ASSERT_STRING_EQUAL(puzzle_value(&c, "triangle"), "false");
    done(&c);
}

/* The Maximum keeps the game's rules: listed order, both colours. */
static void test_maximum_keeps_game_order(void)
{
    checked_t c = check("puzzle: maximum\npieces:\n"
                        "  - {colour: white, edges: [\"0,0:sw\", \"0,0:w\", \"0,0:nw\", \"0,0:ne\", \"1,0:nw\"]}\n"
                        "  - {colour: white, edges: [\"1,0:ne\", \"1,0:e\", \"2,0:sw\", \"2,0:se\", \"1,1:e\"]}\n");
    CU_ASSERT_EQUAL(errors(&c)->count, 1);
    assert_error(&c, 0, DIAG_RULE, 4, 14, FRAGMENTS("should be black"));
    done(&c);
}

static CU_TestInfo rule_tests[] = {
    {"shared edge names both pieces", test_shared_edge_names_both_pieces},
    {"piece not touching", test_piece_not_touching},
    {"touching at one corner", test_touching_at_one_corner},
    {"colours alternate from White", test_colours_alternate_from_white},
    {"one colour break is one error", test_one_colour_break_one_error},
    {"shape used twice", test_shape_used_twice},
    {"Black's first shape", test_black_first_shape},
    {"not five edges", test_not_five_edges},
    {"edge named twice", test_edge_named_twice},
    {"edges not connected", test_edges_not_connected},
    {"wrong letter names the real shape", test_wrong_letter_names_the_real_shape},
    {"every violation is reported", test_every_violation_is_reported},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo input_tests[] = {
    {"names that do not parse", test_names_that_do_not_parse},
    {"bad values and keys", test_bad_values_and_keys},
    {"long names are cut in messages", test_long_names_are_cut_in_messages},
    {"one document too many", test_one_document_too_many},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo score_tests[] = {
    {"one hexagon", test_score_one_hexagon},
    {"two-hexagon area", test_score_two_hexagon_area},
    {"neutral hexagon", test_score_neutral_hexagon},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo puzzle_tests[] = {
    {"cover solution", test_cover_solution},
    {"cover piece set limits", test_cover_piece_set_limits},
    {"puzzle pieces are white and connected", test_puzzle_pieces_are_white_and_connected},
    {"disconnected parts of equal size", test_disconnected_parts_of_equal_size},
    {"claim is verified", test_claim_is_verified},
    {"claims of one puzzle, one search", test_claims_searched_once},
    {"tree and ring values", test_tree_and_ring_values},
    {"maximum keeps game order", test_maximum_keeps_game_order},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"rules", NULL, NULL, NULL, NULL, rule_tests},
        {"input", NULL, NULL, NULL, NULL, input_tests},
        {"score", NULL, NULL, NULL, NULL, score_tests},
        {"puzzles", NULL, NULL, NULL, NULL, puzzle_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
