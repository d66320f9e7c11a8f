/* The YAML layer: loading with places and limits, typed reading, writing;
 * and puzzle solutions written as YAML and read back. */
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "puzzle/puzzle_file.h"
#include "io/utf8.h"
#include "io/yhint.h"
#include "io/yread.h"
#include "io/ytree.h"
#include "puzzle/cover_puzzle.h"
#include "twig/edge_set.h"
#include "twig/polytwig.h"

static bool load(const char *text, ystream_t *stream, diag_t *diag)
{
    diag_init(diag, "t.yaml");
    return ystream_load_string(stream, "t.yaml", text, strlen(text), diag);
}

static void assert_error(const char *text, unsigned line, unsigned column, const char *fragment)
{
    ystream_t stream;
    diag_t diag;
    CU_ASSERT_FALSE(load(text, &stream, &diag));
    CU_ASSERT_TRUE_FATAL(diag.count >= 1);
    CU_ASSERT_EQUAL(diag.entries[0].line, line);
    CU_ASSERT_EQUAL(diag.entries[0].column, column);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag.entries[0].message, fragment));
    CU_ASSERT_EQUAL(diag_status(&diag), DIAG_INPUT);
    ystream_free(&stream);
    diag_free(&diag);
}

static void test_places(void)
{
    ystream_t stream;
    diag_t diag;
    CU_ASSERT_TRUE_FATAL(load("a: 1\nb:\n  - x\n  - {c: d}\n---\n- 7\n", &stream, &diag));
    CU_ASSERT_EQUAL_FATAL(stream.count, 2);
    const ynode_t *root = stream.documents[0].root;
    CU_ASSERT_EQUAL(root->kind, YNODE_MAPPING);
    const ynode_t *b = ymap_get(root, "b");
    CU_ASSERT_PTR_NOT_NULL_FATAL(b);
    CU_ASSERT_EQUAL(b->kind, YNODE_SEQUENCE);
    CU_ASSERT_EQUAL(b->children[1]->line, 4);
    CU_ASSERT_EQUAL(b->children[1]->column, 5);
    CU_ASSERT_STRING_EQUAL(ymap_get(b->children[1], "c")->value, "d");
    CU_ASSERT_EQUAL(stream.documents[1].index, 2);
    CU_ASSERT_EQUAL(stream.documents[1].root->children[0]->line, 6);
    ystream_free(&stream);
    diag_free(&diag);
}

static void test_refusals(void)
{
    assert_error("a: &x 1\nb: *x\n", 1, 4, "anchors");
    assert_error("a: 1\nb: *x\n", 2, 4, "alias");
    assert_error("a: !!str 1\n", 1, 4, "tags");
    assert_error("a: 1\nb: 2\na: 3\n", 3, 1, "duplicate key 'a'");
    assert_error("? [1, 2]\n: 3\n", 1, 3, "key must be");
    assert_error("a: [1, 2\n", 2, 1, "YAML syntax");
    assert_error("a: \"unterminated\n", 2, 1, "YAML syntax");
    char deep[400];
    memset(deep, '[', 100);
    memset(deep + 100, ']', 100);
    deep[200] = '\0';
    assert_error(deep, 1, 65, "nesting");
    assert_error("a: 1\nb: \xff\xfe\n", 2, 4, "not valid UTF-8");
}

static void test_literal_positions(void)
{
    ystream_t stream;
    diag_t diag;
    const char *text = "game: x\nboard: |2\n     . W\n    B . .\n";
    CU_ASSERT_TRUE_FATAL(load(text, &stream, &diag));
    const ynode_t *board = ymap_get(stream.documents[0].root, "board");
    CU_ASSERT_EQUAL_FATAL(board->style, YSTYLE_LITERAL);
    /* The value is "   . W\n  B . .\n": the W is character 5 of line 0. */
    const char *w = strchr(board->value, 'W');
    unsigned line, column;
    ystream_char_position(&stream, board, (size_t)(w - board->value), &line, &column);
    CU_ASSERT_EQUAL(line, 3);
    CU_ASSERT_EQUAL(column, 8);
    const char *b = strchr(board->value, 'B');
    ystream_char_position(&stream, board, (size_t)(b - board->value), &line, &column);
    CU_ASSERT_EQUAL(line, 4);
    CU_ASSERT_EQUAL(column, 5);
    ystream_free(&stream);
    diag_free(&diag);
}

/* A cursor places characters as one scan; each place is worked out by
 * hand.  Columns count characters: the é before the B is one. */
static void test_literal_cursor(void)
{
    ystream_t stream;
    diag_t diag;
    const char *text = "k\xc3\xa9: |\r\n  ab\r\n\r\n  \xc3\xa9 B\r\n  c\r\n";
    CU_ASSERT_TRUE_FATAL(load(text, &stream, &diag));
    const ynode_t *block = stream.documents[0].root->children[1];
    CU_ASSERT_EQUAL_FATAL(block->style, YSTYLE_LITERAL);
    CU_ASSERT_STRING_EQUAL(block->value, "ab\n\n\xc3\xa9 B\nc\n");
    /* index: a 0, b 1, é 4, B 7, c 9. */
    static const struct {
        size_t index;
        unsigned line, column;
    } places[] = {{0, 2, 3}, {1, 2, 4}, {4, 4, 3}, {7, 4, 5}, {9, 5, 3}};
    ychar_cursor_t cursor;
    ychar_cursor_init(&cursor, &stream, block);
    for (size_t i = 0; i < sizeof places / sizeof places[0]; i++) {
        unsigned line, column;
        ychar_cursor_place(&cursor, places[i].index, &line, &column);
        CU_ASSERT_EQUAL(line, places[i].line);
        CU_ASSERT_EQUAL(column, places[i].column);
        ystream_char_position(&stream, block, places[i].index, &line, &column);
        CU_ASSERT_EQUAL(line, places[i].line);
        CU_ASSERT_EQUAL(column, places[i].column);
    }
    /* Going back is allowed: the cursor starts over. */
    unsigned line, column;
    ychar_cursor_place(&cursor, 1, &line, &column);
    CU_ASSERT_EQUAL(line, 2);
    CU_ASSERT_EQUAL(column, 4);
    ystream_free(&stream);
    diag_free(&diag);
}

/* libyaml's marks count characters; a literal block after multibyte
 * characters is still placed right, and a byte-order mark is no
 * character of the first line. */
static void test_places_after_multibyte(void)
{
    ystream_t stream;
    diag_t diag;
    /* Worked by hand: the x is on line 5, column 5 (the line is "  . x ."). */
    const char *text = "# \xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\n"
                       "size:         2\nboard: |2\n   . .\n  . x .\n";
    CU_ASSERT_TRUE_FATAL(load(text, &stream, &diag));
    const ynode_t *board = ymap_get(stream.documents[0].root, "board");
    CU_ASSERT_EQUAL(board->offset, (size_t)(strstr(text, "|2") - text));
    unsigned line, column;
    ystream_char_position(&stream, board, (size_t)(strchr(board->value, 'x') - board->value),
                          &line, &column);
    CU_ASSERT_EQUAL(line, 5);
    CU_ASSERT_EQUAL(column, 5);
    ystream_free(&stream);
    diag_free(&diag);

    CU_ASSERT_TRUE_FATAL(load("\xef\xbb\xbfgame: sibling\nsize: 3\n", &stream, &diag));
    CU_ASSERT_EQUAL_FATAL(stream.count, 1);
    const ynode_t *root = stream.documents[0].root;
    CU_ASSERT_EQUAL(root->count, 4);
    CU_ASSERT_EQUAL(root->children[1]->column, 7);
    ystream_free(&stream);
    diag_free(&diag);
}

static void test_typed_reading(void)
{
    ystream_t stream;
    diag_t diag;
    CU_ASSERT_TRUE_FATAL(load("n: 12\nbig: 99999999999999999999\nq: '5'\nf: 1.5\nt: true\ns: x\n",
                              &stream, &diag));
    yreader_t r = {&stream, &diag};
    const ynode_t *root = stream.documents[0].root;
    long long v;
    bool flag;
    CU_ASSERT_TRUE(yread_int(&r, ymap_get(root, "n"), "n", 2, 13, &v));
    CU_ASSERT_EQUAL(v, 12);
    CU_ASSERT_FALSE(yread_int(&r, ymap_get(root, "n"), "n", 2, 11, &v));
    CU_ASSERT_FALSE(yread_int(&r, ymap_get(root, "big"), "big", 0, 100, &v));
    CU_ASSERT_FALSE(yread_int(&r, ymap_get(root, "q"), "q", 0, 100, &v));
    CU_ASSERT_FALSE(yread_int(&r, ymap_get(root, "f"), "f", 0, 100, &v));
    CU_ASSERT_TRUE(yread_bool(&r, ymap_get(root, "t"), "t", &flag));
    CU_ASSERT_TRUE(flag);
    CU_ASSERT_FALSE(yread_bool(&r, ymap_get(root, "s"), "s", &flag));
    CU_ASSERT_PTR_NULL(yread_required(&r, root, "missing"));
    static const char *const known[] = {"n", "big", "q", "f", "t", NULL};
    CU_ASSERT_FALSE(yread_known_keys(&r, root, known));
    /* Every failure above left one error, each at its node. */
    CU_ASSERT_EQUAL(diag.count, 7);
    CU_ASSERT_EQUAL(diag.entries[0].line, 1);
    CU_ASSERT_EQUAL(diag.entries[1].line, 2);
    /* A quoted number is a string: the message says so. */
    CU_ASSERT_PTR_NOT_NULL(strstr(diag.entries[2].message, "not the string '5': leave out the quotes"));
    CU_ASSERT_PTR_NOT_NULL(strstr(diag.entries[6].message, "unknown key 's'"));
    ystream_free(&stream);
    diag_free(&diag);
}

static void test_empty_and_comments(void)
{
    ystream_t stream;
    diag_t diag;
    CU_ASSERT_TRUE(load("# only a comment\n", &stream, &diag));
    CU_ASSERT_EQUAL(stream.count, 0);
    ystream_free(&stream);
    diag_free(&diag);
}

/* ---- Solutions written and read back ---- */

typedef struct {
    FILE *out;
    yemitter_t *emitter;
    puzzle_t *puzzle;
    size_t written;
} writer_t;

static bool write_solution(void *context, const placement_t *pieces, size_t count)
{
    writer_t *w = context;
    ynode_t *doc = puzzle_file_solution(w->puzzle, pieces, count);
    CU_ASSERT_TRUE(ytree_emit_document(w->emitter, doc));
    ynode_free(doc);
    w->written++;
    return true;
}

/* A figure's labelled canonical form as a string, to compare solutions
 * under all 12 symmetries and translations. */
static void figure_key(const placement_t *pieces, size_t count, char *key, size_t size)
{
    char best[4096] = "";
    for (int s = 0; s < LATTICE_SYMMETRIES; s++) {
        edge_t edges[60];
        char letters[60];
        int32_t min_q = INT32_MAX, min_r = INT32_MAX;
        for (size_t i = 0; i < count * PIECE_EDGES; i++) {
            edges[i] = lattice_edge_transform(pieces[i / PIECE_EDGES].edges[i % PIECE_EDGES], s);
            letters[i] = piece_letter(pieces[i / PIECE_EDGES].piece);
            min_q = edges[i].q < min_q ? edges[i].q : min_q;
            min_r = edges[i].r < min_r ? edges[i].r : min_r;
        }
        /* Order by edge with a simple selection sort; 60 entries. */
        char text[4096] = "";
        bool used[60] = {false};
        for (size_t k = 0; k < count * PIECE_EDGES; k++) {
            size_t pick = SIZE_MAX;
            for (size_t i = 0; i < count * PIECE_EDGES; i++)
                if (!used[i] && (pick == SIZE_MAX || lattice_edge_compare(edges[i], edges[pick]) < 0))
                    pick = i;
            used[pick] = true;
            char item[48];
            snprintf(item, sizeof item, "%d,%d,%d%c;", (int)(edges[pick].q - min_q),
                     (int)(edges[pick].r - min_r), edges[pick].side, letters[pick]);
            strcat(text, item);
        }
        if (s == 0 || strcmp(text, best) < 0)
            strcpy(best, text);
    }
    snprintf(key, size, "%s", best);
}

static int string_compare(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void test_triangle_solutions_round_trip(void)
{
    puzzle_t puzzle;
    CU_ASSERT_TRUE_FATAL(puzzle_builtin("triangle", &puzzle));
    edge_t *required;
    cover_puzzle_t problem;
    CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&puzzle, &problem, &required));
    char *text = NULL;
    size_t size = 0;
    writer_t w = {open_memstream(&text, &size), NULL, &puzzle, 0};
    w.emitter = ytree_emit_begin(w.out);
    cover_puzzle_options_t options = cover_puzzle_default_options(&problem);
    cover_puzzle_solve(&problem, &options, write_solution, &w);
    CU_ASSERT_TRUE(ytree_emit_end(w.emitter));
    fclose(w.out);
    CU_ASSERT_EQUAL(w.written, 56);

    ystream_t stream;
    diag_t diag;
    diag_init(&diag, "all.yaml");
    CU_ASSERT_TRUE_FATAL(ystream_load_string(&stream, "all.yaml", text, size, &diag));
    CU_ASSERT_EQUAL_FATAL(stream.count, 56);
    edge_set_t triangle;
    edge_set_init(&triangle, problem.required, problem.required_count);
    char *keys[56];
    for (size_t d = 0; d < stream.count; d++) {
        const ynode_t *root = stream.documents[d].root;
        CU_ASSERT_STRING_EQUAL(ymap_get(root, "game")->value, "twigs");
        CU_ASSERT_STRING_EQUAL(ymap_get(root, "puzzle")->value, "triangle");
        const ynode_t *pieces = ymap_get(root, "pieces");
        CU_ASSERT_EQUAL_FATAL(pieces->count, 12);
        placement_t placed[12];
        edge_t all[60];
        for (size_t i = 0; i < 12; i++) {
            const ynode_t *piece = pieces->children[i];
            const ynode_t *edges = ymap_get(piece, "edges");
            placed[i].piece = piece_from_letter(ymap_get(piece, "piece")->value[0]);
            for (int j = 0; j < PIECE_EDGES; j++) {
                CU_ASSERT_TRUE(lattice_edge_parse(edges->children[j]->value, &placed[i].edges[j], NULL));
                all[i * PIECE_EDGES + (size_t)j] = placed[i].edges[j];
            }
            CU_ASSERT_EQUAL(piece_identify(placed[i].edges, PIECE_EDGES), placed[i].piece);
        }
        /* Exactly the 60 edges of the triangle, each once. */
        CU_ASSERT_EQUAL(edge_sort_unique(all, 60), 60);
        for (size_t i = 0; i < 60; i++)
            CU_ASSERT_TRUE(edge_set_contains(&triangle, all[i]));
        keys[d] = malloc(4096);
        figure_key(placed, 12, keys[d], 4096);
    }
    /* Pairwise not equivalent under rotation and reflection. */
    qsort(keys, 56, sizeof keys[0], string_compare);
    for (size_t d = 1; d < 56; d++)
        CU_ASSERT_NOT_EQUAL(strcmp(keys[d - 1], keys[d]), 0);
    for (size_t d = 0; d < 56; d++)
        free(keys[d]);
    edge_set_free(&triangle);
    ystream_free(&stream);
    diag_free(&diag);
    free(text);
    free(required);
    puzzle_free(&puzzle);
}

static void test_utf8_characters(void)
{
    CU_ASSERT_EQUAL(utf8_char_length("a", 1), 1);
    CU_ASSERT_EQUAL(utf8_char_length("\xc3\xa9", 2), 2);         /* é */
    CU_ASSERT_EQUAL(utf8_char_length("\xe2\x82\xac", 3), 3);     /* € */
    CU_ASSERT_EQUAL(utf8_char_length("\xf0\x9f\x98\x80", 4), 4); /* an emoji */
    CU_ASSERT_EQUAL(utf8_char_length("\x80", 1), 0);             /* stray continuation */
    CU_ASSERT_EQUAL(utf8_char_length("\xc0\x80", 2), 0);         /* overlong NUL */
    CU_ASSERT_EQUAL(utf8_char_length("\xe0\x80\x80", 3), 0);     /* overlong */
    CU_ASSERT_EQUAL(utf8_char_length("\xed\xa0\x80", 3), 0);     /* a surrogate */
    CU_ASSERT_EQUAL(utf8_char_length("\xf4\x90\x80\x80", 4), 0); /* beyond U+10FFFF */
    CU_ASSERT_EQUAL(utf8_char_length("\xe2\x82\xac", 2), 0);     /* cut short */
    CU_ASSERT_TRUE(utf8_valid("a\xc3\xa9" "b", 4));
    CU_ASSERT_FALSE(utf8_valid("a\xc3", 2));
    char *repaired = utf8_repair("a\xff" "b\xc3", 4);
    CU_ASSERT_STRING_EQUAL(repaired, "a\xef\xbf\xbd" "b\xef\xbf\xbd");
    free(repaired);
    /* Cutting "aé" after two bytes would split the é. */
    CU_ASSERT_EQUAL(utf8_prefix("a\xc3\xa9", 3, 2), 1);
    CU_ASSERT_EQUAL(utf8_prefix("a\xc3\xa9", 3, 3), 3);
    CU_ASSERT_EQUAL(utf8_prefix("abc", 3, 2), 2);
}

/* Values quoted in messages are cut short, between characters. */
static void test_utf8_shown(void)
{
    utf8_shown_t shown;
    CU_ASSERT_STRING_EQUAL(utf8_shown("z9", 2, &shown), "z9");
    CU_ASSERT_STRING_EQUAL(utf8_shown("z9 and more", 2, &shown), "z9");
    char long_name[UTF8_SHOWN_MAX + 10];
    memset(long_name, 'n', sizeof long_name);
    utf8_shown(long_name, sizeof long_name, &shown);
    CU_ASSERT_EQUAL(strlen(shown.text), UTF8_SHOWN_MAX + 3);
    CU_ASSERT_STRING_EQUAL(shown.text + UTF8_SHOWN_MAX, "...");
    /* An é across the cut is left out whole. */
    memcpy(long_name + UTF8_SHOWN_MAX - 1, "\xc3\xa9", 2);
    utf8_shown(long_name, sizeof long_name, &shown);
    CU_ASSERT_EQUAL(strlen(shown.text), UTF8_SHOWN_MAX - 1 + 3);
    CU_ASSERT_TRUE(utf8_valid(shown.text, strlen(shown.text)));
}

/* What `print` writes, in a string (freed by the caller). */
static char *written(void (*print)(const char *, FILE *), const char *s)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    CU_ASSERT_PTR_NOT_NULL_FATAL(out);
    print(s, out);
    fclose(out);
    return text;
}

static void print_escaped(const char *s, FILE *out) { utf8_print_escaped(out, s); }

static void print_flow(const char *s, FILE *out)
{
    ynode_t *node = ynode_new_scalar(s);
    ynode_print_flow(node, out);
    ynode_free(node);
}

/* Names from outside in text output: control characters and stray bytes
 * escaped as YAML escapes them, everything else (UTF-8 letters, quotes,
 * backslashes) as it is; in a flow value, within double quotes. */
static void test_utf8_escaped(void)
{
    static const struct {
        const char *name, *shown, *flow;
    } cases[] = {
        {"plain", "plain", "plain"},
        {"caf\xc3\xa9 \\ 'q'", "caf\xc3\xa9 \\ 'q'", "\"caf\xc3\xa9 \\\\ 'q'\""},
        {"a\nb\tc\rd", "a\\nb\\tc\\rd", "\"a\\nb\\tc\\rd\""},
        {"\x1b[31mred", "\\e[31mred", "\"\\e[31mred\""},
        {"\x01\x7f", "\\x01\\x7f", "\"\\x01\\x7f\""},
        {"c1 \xc2\x9b" "2J nbsp\xc2\xa0", "c1 \\x9b2J nbsp\xc2\xa0", "\"c1 \\x9b2J nbsp\xc2\xa0\""},
        {"stray\xff\xc3", "stray\\xff\\xc3", "\"stray\\xff\\xc3\""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *text = written(print_escaped, cases[i].name);
        CU_ASSERT_STRING_EQUAL(text, cases[i].shown);
        free(text);
        text = written(print_flow, cases[i].name);
        CU_ASSERT_STRING_EQUAL(text, cases[i].flow);
        free(text);
        CU_ASSERT_EQUAL(utf8_needs_escape(cases[i].name), strcmp(cases[i].name, cases[i].shown) != 0);
    }
}

/* libyaml's emitter takes only UTF-8; a value that is not (a file name of
 * any bytes) is written with U+FFFD, and the document still is. */
static void test_emit_bad_utf8(void)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    CU_ASSERT_PTR_NOT_NULL_FATAL(out);
    ynode_t *map = ynode_new_mapping(false);
    ymap_add_string(map, "file", "bad\xff.yaml");
    ymap_add_string(map, "message", "cell 'aaaa\xc3' cut short");
    yemitter_t *emitter = ytree_emit_begin(out);
    CU_ASSERT_TRUE(ytree_emit_document(emitter, map));
    CU_ASSERT_TRUE(ytree_emit_end(emitter));
    fclose(out);
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "file: bad\xef\xbf\xbd.yaml"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "message: cell 'aaaa\xef\xbf\xbd' cut short"));
    ynode_free(map);
    free(text);
}

/* Errors past DIAG_MAX_ENTRIES are not kept, but an input error among
 * them still makes the status 2. */
static void test_dropped_errors_count(void)
{
    diag_t diag;
    diag_init(&diag, "t.yaml");
    for (int i = 0; i < DIAG_MAX_ENTRIES + 5; i++)
        diag_add(&diag, DIAG_RULE, 1, 1, "rule error %d", i);
    CU_ASSERT_EQUAL(diag.count, DIAG_MAX_ENTRIES + 1);
    CU_ASSERT_EQUAL(diag_status(&diag), DIAG_RULE);
    diag_add(&diag, DIAG_INPUT, 2, 1, "an input error");
    CU_ASSERT_EQUAL(diag.count, DIAG_MAX_ENTRIES + 1);
    CU_ASSERT_EQUAL(diag_status(&diag), DIAG_INPUT);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag.entries[DIAG_MAX_ENTRIES].message, "input errors"));
    diag_free(&diag);
}

/* Syntax errors say what is wrong, where the construct began, and what
 * usually fixes it. */
static void test_syntax_hints(void)
{
    assert_error("game: sibling\n\tsize: 4\n", 2, 1, "indent with spaces");
    /* libyaml calls a tab at the start of a line a character that cannot
     * start any token: the hint names the tab. */
    assert_error("moves:\n\t- d4\n", 2, 1, "indent with spaces");
    assert_error("game: \"sibling\nsize: 4\n", 3, 1, "began at line 1, column 7: a closing quote");
    assert_error("a: [1, 2\nb: 3\n", 2, 2, "a [ is not closed");
    assert_error("a:\n  b: 1\n c: 2\n", 3, 2, "keys of one mapping start in the same column");
    assert_error("a: b: c\n", 1, 5, "quote a value that holds ': '");
    /* A control character is UTF-8, but not YAML. */
    assert_error("a: x\001y\n", 1, 5, "control character 0x01");
    assert_error("a: x\xffy\n", 1, 5, "not valid UTF-8");
}

/* A literal block whose first line is indented more than a later one:
 * the error is at the block's indicator and names the indicator to
 * write, whatever the key's indentation and the block's form. */
static void test_block_indentation_hint(void)
{
    static const char board[] = "game: sibling\nsize: 3\nboard: |\n    B B B\n   W B W B\n"
                                "  W W W B W\n   B B B W\n    W W B\n";
    assert_error(board, 3, 8, "'board: |' takes its indentation from its first line (4 spaces), "
                              "and line 5 is indented less: write 'board: |2'");
    assert_error("a: x\nboard: |-  # the board\n     B\n   W W\nb: 1\n", 2, 8,
                 "'board: |-' takes its indentation from its first line (5 spaces), and line 4 "
                 "is indented less: write 'board: |3-'");
    /* Content is indented from the key's column, in a list item too. */
    assert_error("moves:\n  - entry: >\n        x\n      y\n", 2, 12, "'entry: >2'");
    /* The least indented line, not the failing one, sets the indicator. */
    assert_error("k: |\n      a\n    b\n  c\n", 1, 4, "'k: |2'");
    /* Not the case: the error stays libyaml's, with its hint. */
    assert_error("a:\n  b: 1\n c: 2\n", 3, 2, "keys of one mapping start in the same column");
    yhint_t hint;
    CU_ASSERT_FALSE(yhint_block_indent("board: |2\n    B\n  W\n", 18, 3, &hint));
    CU_ASSERT_FALSE(yhint_block_indent("board: x\n    B\n  W\n", 17, 3, &hint));
    CU_ASSERT_FALSE(yhint_block_indent("", 0, 1, &hint));
}

static bool parse_pair(const char *name, void *out, const char **why)
{
    int *n = out;
    (void)why;
    return sscanf(name, "%d,%d", &n[0], &n[1]) == 2;
}

/* [0,0, 1,0] read as four items: one error about the quotes. */
static void test_split_names(void)
{
    static const char *const texts[] = {"a: [0,0, 1,0]\n", "a: [\"0,0\", \"1,0\"]\n",
                                        "a:\n  - 0,0\n  - 1,0\n", "a: [x, y]\n"};
    static const bool split[] = {true, false, false, false};
    for (size_t i = 0; i < 4; i++) {
        ystream_t stream;
        diag_t diag;
        CU_ASSERT_TRUE_FATAL(load(texts[i], &stream, &diag));
        yreader_t r = {&stream, &diag};
        int scratch[2];
        const ynode_t *list = ymap_get(stream.documents[0].root, "a");
        CU_ASSERT_EQUAL(yread_split_names(&r, list, "hexagons", parse_pair, scratch), split[i]);
        CU_ASSERT_EQUAL(diag.count, split[i] ? 1u : 0u);
        if (split[i]) {
            CU_ASSERT_EQUAL(diag.entries[0].column, 4);
            CU_ASSERT_PTR_NOT_NULL(strstr(diag.entries[0].message,
                                          "hexagons: the names are not quoted, so YAML splits "
                                          "each at its comma ('0', '0', ...): write each in "
                                          "quotes, as [\"0,0\", ...]"));
        }
        ystream_free(&stream);
        diag_free(&diag);
    }
}

/* A file over the limit is refused at the place where it passes it. */
static void test_too_large(void)
{
    size_t size = YTREE_MAX_BYTES + 10;
    char *text = malloc(size);
    CU_ASSERT_PTR_NOT_NULL_FATAL(text);
    /* Lines of 1,024 bytes: the limit falls at the start of line 65,537. */
    for (size_t i = 0; i < size; i++)
        text[i] = i % 1024 == 1023 ? '\n' : '#';
    ystream_t stream;
    diag_t diag;
    diag_init(&diag, "big.yaml");
    CU_ASSERT_FALSE(ystream_load_string(&stream, "big.yaml", text, size, &diag));
    CU_ASSERT_EQUAL_FATAL(diag.count, 1);
    CU_ASSERT_EQUAL(diag.entries[0].line, YTREE_MAX_BYTES / 1024 + 1);
    CU_ASSERT_EQUAL(diag.entries[0].column, 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag.entries[0].message, "larger than the limit of 64 MiB"));
    ystream_free(&stream);
    diag_free(&diag);
    free(text);
}

/* The documents of a loader come one at a time, numbered; one that a
 * syntax error interrupts comes last, broken, with the error. */
static void test_loader_documents(void)
{
    const char *text = "a: 1\n---\nb: [2, 3]\n---\nc: [4\n";
    diag_t diag;
    diag_init(&diag, "t.yaml");
    yloader_t *loader = yloader_open_string("t.yaml", text, strlen(text), &diag);
    const ydocument_t *doc = yloader_next(loader);
    CU_ASSERT_PTR_NOT_NULL_FATAL(doc);
    CU_ASSERT_TRUE(doc->index == 1 && !doc->broken && ymap_get(doc->root, "a") != NULL);
    doc = yloader_next(loader);
    CU_ASSERT_PTR_NOT_NULL_FATAL(doc);
    CU_ASSERT_TRUE(doc->index == 2 && doc->line == 2 && !doc->broken);
    CU_ASSERT_EQUAL(ymap_get(doc->root, "b")->count, 2);
    CU_ASSERT_PTR_EQUAL(yloader_stream(loader)->documents, doc);
    CU_ASSERT_TRUE(yloader_ok(loader) && diag.count == 0);
    doc = yloader_next(loader);
    CU_ASSERT_PTR_NOT_NULL_FATAL(doc);
    CU_ASSERT_TRUE(doc->index == 3 && doc->broken);
    CU_ASSERT_FALSE(yloader_ok(loader));
    CU_ASSERT_EQUAL(diag.count, 1);
    CU_ASSERT_PTR_NULL(yloader_next(loader));
    CU_ASSERT_PTR_NULL(yloader_next(loader));
    yloader_close(loader);
    diag_free(&diag);

    /* A file that cannot be read: no document, and the error. */
    diag_init(&diag, "missing.yaml");
    loader = yloader_open_file("/nonexistent/missing.yaml", &diag);
    CU_ASSERT_PTR_NULL(yloader_next(loader));
    CU_ASSERT_FALSE(yloader_ok(loader));
    CU_ASSERT_TRUE(diag.count == 1 && strstr(diag.entries[0].message, "cannot open"));
    yloader_close(loader);
    diag_free(&diag);
}

/* Nodes are counted per document: two documents of 1,200,000 nodes each
 * are read one at a time; loaded together they pass the file's limit. */
static void test_nodes_per_document(void)
{
    size_t items = 1200000, length = 4 + 2 * items + 4;
    char *text = malloc(2 * length + 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(text);
    char *p = text;
    for (int d = 0; d < 2; d++) {
        p += sprintf(p, "--- ");
        for (size_t i = 0; i < items; i++) {
            *p++ = i == 0 ? '[' : ',';
            *p++ = 'a';
        }
        p += sprintf(p, "]\n");
    }
    size_t size = (size_t)(p - text);
    diag_t diag;
    diag_init(&diag, "t.yaml");
    yloader_t *loader = yloader_open_string("t.yaml", text, size, &diag);
    size_t documents = 0;
    for (const ydocument_t *doc; (doc = yloader_next(loader)) != NULL; documents++)
        CU_ASSERT_TRUE(!doc->broken && doc->root->count == items);
    CU_ASSERT_EQUAL(documents, 2);
    CU_ASSERT_TRUE(yloader_ok(loader) && diag.count == 0);
    yloader_close(loader);
    diag_free(&diag);

    ystream_t stream;
    diag_init(&diag, "t.yaml");
    CU_ASSERT_FALSE(ystream_load_string(&stream, "t.yaml", text, size, &diag));
    CU_ASSERT_TRUE(diag.count == 1 && strstr(diag.entries[0].message, "nodes in one file"));
    CU_ASSERT_TRUE(stream.count == 2 && stream.documents[1].broken);
    ystream_free(&stream);
    diag_free(&diag);
    free(text);
}

static CU_TestInfo ytree_tests[] = {
    {"nodes know their places", test_places},
    {"aliases, tags, duplicates, syntax, depth are refused", test_refusals},
    {"places inside literal blocks", test_literal_positions},
    {"a cursor places many characters in one scan", test_literal_cursor},
    {"places after multibyte characters and a byte-order mark", test_places_after_multibyte},
    {"typed reading", test_typed_reading},
    {"a file of comments has no document", test_empty_and_comments},
    {"syntax errors come with hints", test_syntax_hints},
    {"a block indented by its first line names its indicator", test_block_indentation_hint},
    {"a list of unquoted names split at their commas", test_split_names},
    {"a file over 64 MiB is refused where it passes the limit", test_too_large},
    {"a loader reads one document at a time", test_loader_documents},
    {"nodes are counted per document", test_nodes_per_document},
    {"values that are not UTF-8 are written repaired", test_emit_bad_utf8},
    {"an input error past the error limit still counts", test_dropped_errors_count},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo utf8_tests[] = {
    {"characters well-formed or not, repaired, cut", test_utf8_characters},
    {"values quoted in messages are cut short", test_utf8_shown},
    {"names in text output: control characters escaped", test_utf8_escaped},
};

static CU_TestInfo solution_tests[] = {
    {"56 triangle solutions written and read back", test_triangle_solutions_round_trip},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"ytree", NULL, NULL, NULL, NULL, ytree_tests},
        {"solutions", NULL, NULL, NULL, NULL, solution_tests},
        {"utf8", NULL, NULL, NULL, NULL, utf8_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
