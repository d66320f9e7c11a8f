/* The page's entry points (src/web/), natively: the JSON they answer
 * in, positions written and read back, pieces snapped to the lattice,
 * and searches as solve runs them.  The page itself is tested in a
 * browser by tests/web.sh. */
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "twig/pentatwigs.h"
#include "web/json.h"
#include "web/web_api.h"

static void test_json_escapes(void)
{
    web_json_t json;
    web_json_init(&json);
    web_json_object_begin(&json, NULL);
    web_json_string(&json, "text", "a \"b\"\\\n\x01");
    web_json_array_begin(&json, "list");
    web_json_int(&json, NULL, -3);
    web_json_bool(&json, NULL, true);
    web_json_string(&json, NULL, NULL);
    web_json_array_end(&json);
    web_json_object_end(&json);
    char *text = web_json_finish(&json);
    CU_ASSERT_STRING_EQUAL(text, "{\"text\":\"a \\\"b\\\"\\\\\\u000a\\u0001\",\"list\":[-3,true,null]}");
    free(text);
}

/* A record written by the page's terms reads back as the same terms. */
static void test_hex_record_round_trip(void)
{
    char *yaml = web_hex_write("sibling", 3, "pie true", NULL, "c3\nswap\na1 a3", 0);
    CU_ASSERT_STRING_EQUAL(yaml, "game: sibling\nsize: 3\npie: true\nmoves:\n  - c3\n  - swap\n"
                                 "  - a1 a3\n");
    char *read = web_position_read("p.yaml", yaml);
    CU_ASSERT_PTR_NOT_NULL(strstr(read, "\"entries\":[\"c3\",\"swap\",\"a1 a3\"]"));
    CU_ASSERT_PTR_NOT_NULL(strstr(read, "\"pie\":\"true\""));
    CU_ASSERT_PTR_NOT_NULL(strstr(read, "\"ok\":true"));
    free(read);
    free(yaml);
}

/* With the board it leaves, a legal record is checked as legal: the
 * board is the one the moves make. */
static void test_record_with_its_board(void)
{
    char *yaml = web_hex_write("orochi", 2, NULL, NULL, "Wa1\nBb1\nBc1", 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(yaml, "board: |2\n   B .\n  B . .\n   W .\nmoves:"));
    char *check = web_check("p.yaml", yaml, 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(check, "\"legal\":true"));
    CU_ASSERT_PTR_NOT_NULL(strstr(check, "<svg"));
    free(check);
    free(yaml);
}

/* A rule error is placed at its token, and the report keeps check's
 * words. */
static void test_check_places_errors(void)
{
    char *check = web_check("p.yaml", "game: sibling\nsize: 3\nmoves: [c3, c3 a1]\n", 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(check, "\"legal\":false"));
    CU_ASSERT_PTR_NOT_NULL(strstr(check, "\"line\":3,\"column\":13"));
    CU_ASSERT_PTR_NOT_NULL(strstr(check, "p.yaml, document 1: sibling, not legal"));
    CU_ASSERT_PTR_NOT_NULL(strstr(check, "class=\\\"offending\\\""));
    free(check);
    char *read = web_position_read("p.yaml", "game: sibling\nsize: [3]\n");
    CU_ASSERT_PTR_NOT_NULL(strstr(read, "\"ok\":false"));
    CU_ASSERT_PTR_NOT_NULL(strstr(read, "\"line\":2"));
    free(read);
}

/* Every piece in every turn lands where it is asked, as that piece. */
static void test_pieces_snap(void)
{
    for (int piece = 0; piece < PIECE_COUNT; piece++)
        for (int s = 0; s < 12; s++) {
            char *placed = web_twigs_piece(piece, s, 7.5, -3.2);
            char lines[256];
            const char *edges = strstr(placed, "\"edges\":[") + 9;
            snprintf(lines, sizeof lines, "white %c %.*s", piece_letter(piece),
                     (int)(strchr(edges, ']') - edges), edges);
            for (char *c = lines; *c != '\0'; c++)
                *c = (*c == ',' && c[1] == '"') || *c == '"' ? ' ' : *c;
            char *yaml = web_twigs_write("areas", lines);
            char *check = web_check("p.yaml", yaml, 0);
            CU_ASSERT_PTR_NOT_NULL(strstr(check, "\"legal\":true"));
            free(check);
            free(yaml);
            free(placed);
        }
    CU_ASSERT_PTR_NULL(web_twigs_piece(PIECE_COUNT, 0, 0, 0));
}

static void test_solve_like_the_command(void)
{
    char *count = web_solve("triangle", 1, 0, 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(count, "\"solutions\":56,"));
    CU_ASSERT_PTR_NOT_NULL(strstr(count, "\"complete\":true"));
    free(count);
    char *best = web_solve("tree", 0, 0, 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(best, "\"value\":20,\"upper_bound\":20,\"proven\":true"));
    free(best);
    char *bad = web_solve("puzzle: cover\nhexagons: [\"0,0\"]\npiece_set: [C]\n", 1, 0, 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(bad, "\"errors\":[{"));
    free(bad);
}

static void test_puzzle_round_trip(void)
{
    char *written = web_puzzle_write("two", "0,0\n1,0", "", "", "tetratwigs 1 1\nC 0 2", 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(written, "one-sided-tetratwigs"));
    CU_ASSERT_PTR_NOT_NULL(strstr(written, "copies: 2"));
    free(written);
    char *custom = web_puzzle_read("c.yaml", "puzzle: cover\nedges: [\"0,0:e\", \"0,0:ne\"]\n"
                                             "piece_set: [{name: Q, edges: [\"0,0:e\", \"0,0:ne\"]}]\n");
    CU_ASSERT_PTR_NOT_NULL(strstr(custom, "\"custom\":true"));
    free(custom);
    char *svg = web_region_svg("0,0", "5,5:e", "", -1, -1, 1, 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(svg, "<svg"));
    CU_ASSERT_PTR_NOT_NULL(strstr(svg, "#08519c"));
    free(svg);
}

static CU_TestInfo web_tests[] = {
    {"JSON escapes what it must", test_json_escapes},
    {"a record written and read back", test_hex_record_round_trip},
    {"a record with the board it leaves", test_record_with_its_board},
    {"errors at their places, in check's words", test_check_places_errors},
    {"pieces snapped to the lattice in every turn", test_pieces_snap},
    {"searches as solve runs them", test_solve_like_the_command},
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
