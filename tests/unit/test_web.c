/* The page's entry points (src/web/), natively: the JSON they answer
 * in, positions written and read back, pieces snapped to the lattice,
 * and searches as solve runs them.  Answers are read as JSON values
 * (jansson), as the page's JSON.parse reads them.  The page itself is
 * tested in a browser by tests/web.sh. */
#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "twig/pentatwigs.h"
#include "util/count.h"
#include "web/web.h"
#include "web/web_api.h"

/* An answer read as JSON (NULL when it is none), the text freed. */
static json_t *parsed(char *text)
{
    json_error_t error;
    json_t *value = text != NULL ? json_loads(text, 0, &error) : NULL;
    CU_ASSERT_PTR_NOT_NULL(value);
    free(text);
    return value;
}

/* The value under an object's key, at an array's index (NULL for none). */
static json_t *at(json_t *value, const char *key) { return json_object_get(value, key); }
static json_t *item(json_t *value, size_t index) { return json_array_get(value, index); }

static const char *text_at(json_t *value, const char *key)
{
    const char *text = json_string_value(at(value, key));
    CU_ASSERT_PTR_NOT_NULL(text);
    return text != NULL ? text : "";
}

static void assert_same(json_t *value, json_t *expected)
{
    CU_ASSERT_PTR_NOT_NULL_FATAL(expected);
    CU_ASSERT_TRUE(json_equal(value, expected));
    json_decref(expected);
}

/* Strings come back as they went in, control characters and quotes
 * included; NULL is null; bytes that are not UTF-8 are U+FFFD. */
static void test_json_values(void)
{
    json_t *answer = web_json_object(), *list = json_array();
    web_json_append(&list, json_integer(-3));
    web_json_append(&list, json_true());
    web_json_append(&list, web_json_string(NULL));
    web_json_set(&answer, "text", web_json_string("a \"b\"\\\n\x01"));
    web_json_set(&answer, "list", list);
    web_json_set(&answer, "stray", web_json_string("a\xff"));
    json_t *value = parsed(web_json_finish(answer));
    CU_ASSERT_STRING_EQUAL(text_at(value, "text"), "a \"b\"\\\n\x01");
    assert_same(at(value, "list"), json_pack("[i, b, n]", -3, 1));
    CU_ASSERT_STRING_EQUAL(text_at(value, "stray"), "a\xef\xbf\xbd");
    json_decref(value);
}

/* A value that could not be made (out of memory) makes what holds it
 * NULL, up to the answer: never half an answer. */
static void test_json_out_of_memory(void)
{
    json_t *answer = web_json_object(), *list = json_array();
    web_json_append(&list, json_integer(1));
    web_json_append(&list, NULL);
    CU_ASSERT_PTR_NULL(list);
    web_json_append(&list, json_integer(2));
    web_json_set(&answer, "ok", json_true());
    web_json_set(&answer, "list", list);
    CU_ASSERT_PTR_NULL(answer);
    web_json_set(&answer, "more", json_false());
    CU_ASSERT_PTR_NULL(web_json_finish(answer));
}

/* jansson's allocations: the one numbered `jansson_failing` fails, the
 * others succeed (jansson takes its allocator as functions alone, which
 * count here). */
static long jansson_made, jansson_failing;

static void *failing_malloc(size_t size)
{
    return jansson_made++ == jansson_failing ? NULL : malloc(size);
}

/* An answer made with each of jansson's allocations failing in turn,
 * the others not: NULL, never a part of the answer; and the whole
 * answer once the allocations are all done before the one that fails. */
static void check_out_of_memory(const char *what, char *(*answer)(void))
{
    char *whole = answer();
    CU_ASSERT_PTR_NOT_NULL_FATAL(whole);
    char *text = NULL;
    long failures = 0;
    for (jansson_failing = 0; text == NULL && jansson_failing < 100000; jansson_failing++) {
        jansson_made = 0;
        json_set_alloc_funcs(failing_malloc, free);
        text = answer();
        json_set_alloc_funcs(malloc, free);
        failures += text == NULL;
    }
    if (text == NULL || strcmp(text, whole) != 0 || failures == 0)
        fprintf(stderr, "%s: %ld failures, then %s\n", what, failures, text ? text : "(none)");
    CU_ASSERT_TRUE(text != NULL && strcmp(text, whole) == 0 && failures > 0);
    CU_ASSERT_EQUAL(failures, jansson_made);
    free(text);
    free(whole);
}

/* A record with an illegal move, a puzzle whose pieces cannot cover it. */
#define ILLEGAL_RECORD "game: sibling\nsize: 3\nmoves: [c3, c3 a1]\n"
#define BAD_PUZZLE "puzzle: cover\nhexagons: [\"0,0\"]\npiece_set: [C]\n"

static char *games(void) { return web_games(); }
static char *piece(void) { return web_twigs_piece(3, 5, 1.5, -2); }
static char *check(void) { return web_check("p.yaml", ILLEGAL_RECORD, 1); }
static char *puzzle(void) { return web_puzzle_read("p.yaml", BAD_PUZZLE); }
static char *solve(void) { return web_solve("tree", 1, 0, 0); }

static void test_out_of_memory_anywhere(void)
{
    check_out_of_memory("web_games", games);
    check_out_of_memory("web_twigs_piece", piece);
    check_out_of_memory("web_check", check);
    check_out_of_memory("web_puzzle_read", puzzle);
    check_out_of_memory("web_solve", solve);
}

/* A record written by the page's terms reads back as the same terms. */
static void test_hex_record_round_trip(void)
{
    char *yaml = web_hex_write("sibling", 3, "pie true", NULL, "c3\nswap\na1 a3", 0);
    CU_ASSERT_STRING_EQUAL(yaml, "game: sibling\nsize: 3\npie: true\nmoves:\n  - c3\n  - swap\n"
                                 "  - a1 a3\n");
    json_t *read = parsed(web_position_read("p.yaml", yaml));
    assert_same(at(read, "entries"), json_pack("[s, s, s]", "c3", "swap", "a1 a3"));
    CU_ASSERT_STRING_EQUAL(text_at(read, "pie"), "true");
    CU_ASSERT_TRUE(json_is_true(at(read, "ok")));
    json_decref(read);
    free(yaml);
}

/* With the board it leaves, a legal record is checked as legal: the
 * board is the one the moves make. */
static void test_record_with_its_board(void)
{
    char *yaml = web_hex_write("orochi", 2, NULL, NULL, "Wa1\nBb1\nBc1", 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(yaml, "board: |2\n   B .\n  B . .\n   W .\nmoves:"));
    json_t *check = parsed(web_check("p.yaml", yaml, 0));
    CU_ASSERT_TRUE(json_is_true(at(item(at(check, "reports"), 0), "legal")));
    CU_ASSERT_PTR_NOT_NULL(strstr(text_at(check, "svg"), "<svg"));
    json_decref(check);
    free(yaml);
}

/* A rule error is placed at its token, and the report keeps check's
 * words. */
static void test_check_places_errors(void)
{
    json_t *check = parsed(web_check("p.yaml", ILLEGAL_RECORD, 0));
    json_t *report = item(at(check, "reports"), 0);
    CU_ASSERT_TRUE(json_is_false(at(report, "legal")));
    json_t *error = item(at(report, "errors"), 0);
    CU_ASSERT_EQUAL(json_integer_value(at(error, "line")), 3);
    CU_ASSERT_EQUAL(json_integer_value(at(error, "column")), 13);
    CU_ASSERT_PTR_NOT_NULL(
        strstr(text_at(report, "text"), "p.yaml, document 1: sibling, not legal"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text_at(check, "svg"), "class=\"offending\""));
    json_decref(check);
    json_t *read = parsed(web_position_read("p.yaml", "game: sibling\nsize: [3]\n"));
    CU_ASSERT_TRUE(json_is_false(at(read, "ok")));
    CU_ASSERT_EQUAL(json_integer_value(at(item(at(read, "errors"), 0), "line")), 2);
    json_decref(read);
}

/* Every piece in every turn lands where it is asked, as that piece. */
static void test_pieces_snap(void)
{
    for (int piece = 0; piece < PIECE_COUNT; piece++)
        for (int s = 0; s < 12; s++) {
            json_t *placed = parsed(web_twigs_piece(piece, s, 7.5, -3.2));
            json_t *edges = at(placed, "edges");
            CU_ASSERT_EQUAL(json_array_size(edges), PIECE_EDGES);
            CU_ASSERT_EQUAL(json_array_size(at(placed, "segments")), PIECE_EDGES);
            char lines[256];
            int used = snprintf(lines, sizeof lines, "white %c", piece_letter(piece));
            for (size_t i = 0; i < json_array_size(edges); i++)
                used += snprintf(lines + used, sizeof lines - (size_t)used, " %s",
                                 json_string_value(item(edges, i)));
            char *yaml = web_twigs_write("areas", lines);
            json_t *check = parsed(web_check("p.yaml", yaml, 0));
            CU_ASSERT_TRUE(json_is_true(at(item(at(check, "reports"), 0), "legal")));
            json_decref(check);
            free(yaml);
            json_decref(placed);
        }
    CU_ASSERT_PTR_NULL(web_twigs_piece(PIECE_COUNT, 0, 0, 0));
}

/* Decimals are the six places `--format json` writes, not every digit
 * of the double. */
static void test_decimals_to_six_places(void)
{
    json_t *board = parsed(web_board("sibling", 3));
    json_t *cells = at(board, "cells");
    CU_ASSERT_EQUAL(json_array_size(cells), 19);
    for (size_t i = 0; i < 2 * json_array_size(cells); i++) {
        json_t *value = at(item(cells, i / 2), i % 2 ? "y" : "x");
        char six[64];
        snprintf(six, sizeof six, "%.6f", json_real_value(value));
        CU_ASSERT_TRUE(json_is_real(value) && strtod(six, NULL) == json_real_value(value));
    }
    json_decref(board);
}

static void test_solve_like_the_command(void)
{
    json_t *count = parsed(web_solve("triangle", 1, 0, 0));
    CU_ASSERT_TRUE(json_is_integer(at(count, "solutions")));
    CU_ASSERT_EQUAL(json_integer_value(at(count, "solutions")), 56);
    CU_ASSERT_TRUE(json_is_true(at(count, "complete")));
    json_decref(count);
    json_t *best = parsed(web_solve("tree", 0, 0, 0));
    CU_ASSERT_EQUAL(json_integer_value(at(best, "value")), 20);
    CU_ASSERT_EQUAL(json_integer_value(at(best, "upper_bound")), 20);
    CU_ASSERT_TRUE(json_is_true(at(best, "proven")));
    json_decref(best);
    json_t *bad = parsed(web_solve(BAD_PUZZLE, 1, 0, 0));
    CU_ASSERT_TRUE(json_is_object(item(at(bad, "errors"), 0)));
    json_decref(bad);
}

/* C(n, k) by Pascal's triangle. */
static count_t binomial(size_t n, size_t k)
{
    count_t row[100] = {1};
    for (size_t m = 1; m <= n; m++)
        for (size_t j = m; j > 0; j--)
            row[j] += row[j - 1];
    return row[k];
}

/* The count as `--format json` writes it, in a summary's YAML tree. */
static json_t *count_as_format_json(count_t n)
{
    ynode_t *map = ynode_new_mapping(false);
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    CU_ASSERT_TRUE_FATAL(out != NULL && ymap_add_count(map, "solutions", n) &&
                         yjson_write(out, map));
    fclose(out);
    ynode_free(map);
    json_t *summary = parsed(text), *count = json_incref(at(summary, "solutions"));
    json_decref(summary);
    return count;
}

/* A row of 13 hexagons and two edges (68 edges) tiled by `copies`
 * monotwigs of one kind and the rest of another: C(68, copies)
 * solutions, past 2^63 from 29 copies on.  Such counts once wrapped round
 * to 64 bits on the page; they are numbers as `--format json` writes
 * them, whole while they fit in 64 signed bits, a decimal beyond. */
static void test_count_past_64_bits(void)
{
    const unsigned copies[] = {20, 29, 31};
    for (size_t c = 0; c < sizeof copies / sizeof *copies; c++) {
        char text[512];
        snprintf(text, sizeof text,
                 "puzzle: cover\nname: mono\nhexagons: [\"0,0\", \"1,0\", \"2,0\", \"3,0\", "
                 "\"4,0\", \"5,0\", \"6,0\", \"7,0\", \"8,0\", \"9,0\", \"10,0\", \"11,0\", "
                 "\"12,0\"]\nedges: [\"13,0:nw\", \"13,0:ne\"]\npiece_set: [{piece: I1, copies: "
                 "%u}, {name: J, edges: [\"0,0:e\"], copies: %u}]\n",
                 copies[c], 68 - copies[c]);
        json_t *count = parsed(web_solve(text, 1, 0, 0));
        json_t *solutions = at(count, "solutions");
        count_t expected = binomial(68, copies[c]);
        CU_ASSERT_TRUE(json_is_true(at(count, "complete")));
        if (expected <= INT64_MAX) {
            CU_ASSERT_TRUE(json_is_integer(solutions) &&
                           (count_t)json_integer_value(solutions) == expected);
        } else {
            CU_ASSERT_TRUE(json_is_real(solutions) &&
                           json_real_value(solutions) > 0.999999 * (double)expected &&
                           json_real_value(solutions) < 1.000001 * (double)expected);
        }
        json_t *written = count_as_format_json(expected);
        CU_ASSERT_TRUE(json_equal(solutions, written));
        json_decref(written);
        json_decref(count);
    }
}

static void test_puzzle_round_trip(void)
{
    json_t *written =
        parsed(web_puzzle_write("two", "0,0\n1,0", "", "", "tetratwigs 1 1\nC 0 2", 1));
    CU_ASSERT_PTR_NOT_NULL(strstr(text_at(written, "yaml"), "one-sided-tetratwigs"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text_at(written, "yaml"), "copies: 2"));
    json_decref(written);
    json_t *custom = parsed(web_puzzle_read(
        "c.yaml", "puzzle: cover\nedges: [\"0,0:e\", \"0,0:ne\"]\n"
                  "piece_set: [{name: Q, edges: [\"0,0:e\", \"0,0:ne\"]}]\n"));
    CU_ASSERT_TRUE(json_is_true(at(custom, "custom")));
    json_decref(custom);
    char *svg = web_region_svg("0,0", "5,5:e", "", -1, -1, 1, 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(svg, "<svg"));
    CU_ASSERT_PTR_NOT_NULL(strstr(svg, "#08519c"));
    free(svg);
}

static CU_TestInfo web_tests[] = {
    {"JSON values as they were given", test_json_values},
    {"out of memory leaves no half answer", test_json_out_of_memory},
    {"out of memory anywhere: no answer or the whole", test_out_of_memory_anywhere},
    {"a record written and read back", test_hex_record_round_trip},
    {"a record with the board it leaves", test_record_with_its_board},
    {"errors at their places, in check's words", test_check_places_errors},
    {"pieces snapped to the lattice in every turn", test_pieces_snap},
    {"decimals to six places", test_decimals_to_six_places},
    {"searches as solve runs them", test_solve_like_the_command},
    {"counts past 64 bits", test_count_past_64_bits},
    {"puzzle files written from the page's terms", test_puzzle_round_trip},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"web", NULL, NULL, NULL, NULL, web_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
