/* Summaries of searches (puzzle/summary.h), written and read back, and
 * their merge (puzzle/merge.h): the arithmetic, missing parts, and every
 * check a summary must pass against those before it. */
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "puzzle/merge.h"
#include "puzzle/summary.h"

/* ---- Helpers ---- */

typedef struct {
    ystream_t stream;
    diag_t diag;
    yreader_t reader;
    bool loaded;
} loaded_t;

static void load(loaded_t *l, const char *text)
{
    diag_init(&l->diag, "s.yaml");
    l->loaded = ystream_load_string(&l->stream, "s.yaml", text, strlen(text), &l->diag);
    l->reader = (yreader_t){&l->stream, &l->diag};
}

static void unload(loaded_t *l)
{
    ystream_free(&l->stream);
    diag_free(&l->diag);
}

/* Whether the first error is at line:column and says `fragment`. */
static bool first_error(const diag_t *diag, unsigned line, unsigned column, const char *fragment)
{
    return diag->count >= 1 && diag->entries[0].line == line &&
           diag->entries[0].column == column && strstr(diag->entries[0].message, fragment);
}

/* The summary printed into a string (freed by the caller). */
static char *printed(const summary_t *s, bool yaml)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    CU_ASSERT_TRUE(summary_print(s, yaml, out));
    fclose(out);
    return text;
}

/* ---- Parts ---- */

static void test_part_parse(void)
{
    unsigned k = 0, n = 0;
    CU_ASSERT_TRUE(summary_part_parse("2/3", &k, &n));
    CU_ASSERT_EQUAL(k, 2);
    CU_ASSERT_EQUAL(n, 3);
    CU_ASSERT_TRUE(summary_part_parse("1000000/1000000", &k, &n));
    static const char *const bad[] = {"0/3", "4/3", "1/1000001", " 1/3", "+1/3", "1/-3", "1/3x",
                                      "1", "/3", "1/", ""};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CU_ASSERT_FALSE(summary_part_parse(bad[i], &k, &n));
}

/* What a summary read back is: what it holds says, not its puzzle's name
 * (a cover puzzle may be named tree). */
static summary_kind_t kind_read(const char *text)
{
    loaded_t l;
    load(&l, text);
    summary_t s;
    CU_ASSERT_TRUE(summary_read(&l.reader, l.stream.documents[0].root, &s, NULL, NULL));
    CU_ASSERT_EQUAL(l.diag.count, 0);
    unload(&l);
    return s.kind;
}

static void test_kind(void)
{
    static const char *const names[] = {"tree", "ring", "maximum", "hexes15", "my-cover"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        char text[256];
        snprintf(text, sizeof text, "puzzle: %s\nsolutions: 3\nnodes: 1\nseconds: 1\n"
                 "complete: true\npart: 1/2\n", names[i]);
        CU_ASSERT_EQUAL(kind_read(text), SUMMARY_COUNT);
    }
    CU_ASSERT_EQUAL(kind_read("puzzle: ring\nupper_bound: 4\nproven: false\nnodes: 1\n"
                              "seconds: 1\npart: 1/1\n"), SUMMARY_BEST);
}

/* ---- Writing ---- */

static void test_write_count(void)
{
    summary_t s = {.puzzle = "triangle", .kind = SUMMARY_COUNT, .solutions = 56,
                   .symmetries = 6, .has_symmetries = true, .complete = true, .nodes = 100,
                   .seconds = 0.5};
    char *text = printed(&s, false);
    CU_ASSERT_STRING_EQUAL(text, "triangle: solutions 56, nodes 100, seconds 0.500000, "
                                 "symmetries 6, complete true\n");
    free(text);
    s.part = 2;
    s.parts = 3;
    s.fingerprint = "0123456789abcdef";
    /* A part starts with "---", so that parts joined by cat are a stream.
     * The fingerprint is quoted, as sixteen digits would read as a number. */
    text = printed(&s, true);
    CU_ASSERT_STRING_EQUAL(text, "---\npuzzle: triangle\nsolutions: 56\nnodes: 100\n"
                                 "seconds: 0.500000\nsymmetries: 6\ncomplete: true\n"
                                 "fingerprint: \"0123456789abcdef\"\npart: 2/3\n");
    free(text);
    /* The line is for people: the fingerprint is for merge, which reads
     * YAML. */
    text = printed(&s, false);
    CU_ASSERT_STRING_EQUAL(text, "triangle: solutions 56, nodes 100, seconds 0.500000, "
                                 "symmetries 6, complete true, part 2/3\n");
    free(text);
    /* A merge of three parts, one of them missing. */
    unsigned missing[] = {2};
    s = (summary_t){.puzzle = "hexes15", .kind = SUMMARY_COUNT, .solutions = 9, .shapes = 2,
                    .has_shapes = true, .triangle = 1, .has_triangle = true, .parts = 3,
                    .missing = missing, .missing_count = 1};
    text = printed(&s, false);
    CU_ASSERT_STRING_EQUAL(text, "hexes15: solutions 9, shapes 2, triangle 1, nodes 0, "
                                 "seconds 0.000000, complete false, parts 3, missing [2]\n");
    free(text);
}

static void test_write_best(void)
{
    ynode_t *witness = ynode_new_mapping(false);
    ymap_add_string(witness, "game", "twigs");
    summary_t s = {.puzzle = "tree", .kind = SUMMARY_BEST, .value = 20, .has_value = true,
                   .upper_bound = 20, .proven = true, .nodes = 11, .seconds = 0.25,
                   .witness = witness, .part = 1, .parts = 2};
    /* A part's witness comes before its part, text leaves it out. */
    char *text = printed(&s, true);
    CU_ASSERT_STRING_EQUAL(text, "---\npuzzle: tree\nvalue: 20\nupper_bound: 20\nproven: true\n"
                                 "nodes: 11\nseconds: 0.250000\nwitness:\n  game: twigs\n"
                                 "part: 1/2\n");
    free(text);
    text = printed(&s, false);
    CU_ASSERT_STRING_EQUAL(text, "tree: value 20, upper_bound 20, proven true, nodes 11, "
                                 "seconds 0.250000, part 1/2\n");
    free(text);
    /* A merge's witness comes last. */
    s.part = 0;
    text = printed(&s, true);
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "parts: 2\nwitness:\n  game: twigs\n"));
    free(text);
    ynode_t *claim = summary_claim_to_ynode(&s);
    CU_ASSERT_TRUE_FATAL(claim != NULL && claim->flow && claim->count == 10);
    static const char *const keys[] = {"value", "upper_bound", "proven", "nodes", "seconds"};
    for (size_t i = 0; i < 5; i++)
        CU_ASSERT_STRING_EQUAL(claim->children[2 * i]->value, keys[i]);
    ynode_free(claim);
    ynode_free(witness);
}

/* ---- Reading ---- */

static void test_read_back(void)
{
    summary_t s = {.puzzle = "hexes15", .kind = SUMMARY_COUNT, .solutions = 7, .shapes = 3,
                   .has_shapes = true, .complete = false, .nodes = 99, .seconds = 1.5,
                   .part = 3, .parts = 4, .fingerprint = "00000000000000ff"};
    char *text = printed(&s, true);
    loaded_t l;
    load(&l, text);
    summary_t r;
    CU_ASSERT_TRUE(summary_read(&l.reader, l.stream.documents[0].root, &r, NULL, NULL));
    CU_ASSERT_EQUAL(l.diag.count, 0);
    CU_ASSERT_STRING_EQUAL(r.puzzle, "hexes15");
    CU_ASSERT_EQUAL(r.kind, SUMMARY_COUNT);
    CU_ASSERT_TRUE(r.solutions == 7 && r.shapes == 3 && r.has_shapes && !r.has_triangle);
    CU_ASSERT_TRUE(r.nodes == 99 && r.seconds == 1.5 && !r.complete);
    CU_ASSERT_TRUE(r.part == 3 && r.parts == 4);
    CU_ASSERT_STRING_EQUAL(r.fingerprint, "00000000000000ff");
    CU_ASSERT_EQUAL(r.part_node->line, 9);
    unload(&l);
    free(text);
}

/* Counts past 64 bits are written and read back whole, and a count past
 * COUNT_MAX is an error at its place. */
static void test_read_back_large(void)
{
    count_t big = ((count_t)3 << 64) + 7;
    summary_t s = {.puzzle = "mono", .kind = SUMMARY_COUNT, .solutions = big, .complete = true,
                   .part = 1, .parts = 2, .fingerprint = "00000000000000ff"};
    char *text = printed(&s, true);
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "\nsolutions: 55340232221128654855\n"));
    loaded_t l;
    load(&l, text);
    summary_t r;
    CU_ASSERT_TRUE(summary_read(&l.reader, l.stream.documents[0].root, &r, NULL, NULL));
    CU_ASSERT_TRUE(r.solutions == big);
    unload(&l);
    free(text);
}

static void assert_read_error(const char *text, unsigned line, unsigned column,
                              const char *fragment)
{
    loaded_t l;
    load(&l, text);
    summary_t s;
    CU_ASSERT_FALSE(summary_read(&l.reader, l.stream.documents[0].root, &s, NULL, NULL));
    CU_ASSERT_TRUE(first_error(&l.diag, line, column, fragment));
    unload(&l);
}

static void test_read_errors(void)
{
    assert_read_error("- 1\n", 1, 1, "a summary must be a mapping");
    assert_read_error("solutions: 1\n", 1, 1, "missing key 'puzzle'");
    assert_read_error("puzzle: triangle\nsolutions: 1\nnodes: 1\nseconds: 1\ncomplete: true\n"
                      "part: 1/2\nvalue: 3\n", 7, 1, "unknown key 'value'");
    assert_read_error("puzzle: triangle\nsolutions: -1\nnodes: 1\nseconds: 1\ncomplete: true\n"
                      "part: 1/2\n", 2, 12, "solutions must be");
    assert_read_error("puzzle: triangle\nsolutions: 340282366920938463463374607431768211456\n"
                      "nodes: 1\nseconds: 1\ncomplete: true\npart: 1/2\n", 2, 12,
                      "solutions must be from 0 to 340282366920938463463374607431768211455, not "
                      "34028236692093846346337460743176...");
    assert_read_error("puzzle: triangle\nsolutions: \"12\"\nnodes: 1\nseconds: 1\n"
                      "complete: true\npart: 1/2\n", 2, 12, "solutions must be a number, not the "
                      "string '12'");
    assert_read_error("puzzle: triangle\nsolutions: 1\nnodes: 1\nseconds: 1\ncomplete: true\n"
                      "part: 3/2\n", 6, 7, "part must be K/N");
    assert_read_error("puzzle: ring\nvalue: 5\nupper_bound: 4\nproven: false\nnodes: 1\n"
                      "seconds: 1\npart: 1/1\nwitness: {game: twigs}\n", 2, 8,
                      "value 5 is above upper_bound 4");
    assert_read_error("puzzle: ring\nvalue: 4\nupper_bound: 4\nproven: true\nnodes: 1\n"
                      "seconds: 1\npart: 1/1\n", 1, 1, "a value needs its witness");
    assert_read_error("puzzle: triangle\nnodes: 1\nseconds: 1\npart: 1/2\n", 1, 1,
                      "a summary has either solutions (a count) or upper_bound (a best value)");
    assert_read_error("puzzle: ring\nsolutions: 1\nupper_bound: 4\nproven: false\nnodes: 1\n"
                      "seconds: 1\ncomplete: true\npart: 1/1\n", 1, 1, ", not both");
    assert_read_error("puzzle: my-cover\nupper_bound: 4\nproven: false\nnodes: 1\n"
                      "seconds: 1\npart: 1/1\n", 1, 9,
                      "a best value of 'my-cover', but only tree, ring and maximum have one");
    assert_read_error("puzzle: ring\nvalue: 4\nupper_bound: 4\nproven: true\nnodes: 1\n"
                      "seconds: 1\npart: 1/1\nwitness: [1]\n", 8, 10, "witness must be a mapping");
    static const char *const fingerprints[] = {"12345", "0123456789ABCDEF", "0123456789abcdefa",
                                               "0123456789abcdeg", "[1]"};
    for (size_t i = 0; i < sizeof fingerprints / sizeof *fingerprints; i++) {
        char text[256];
        snprintf(text, sizeof text, "puzzle: triangle\nsolutions: 1\nnodes: 1\nseconds: 1\n"
                 "complete: true\npart: 1/2\nfingerprint: %s\n", fingerprints[i]);
        assert_read_error(text, 7, 14, i < 4 ? "fingerprint must be 16 lower-case hexadecimal"
                                             : "fingerprint must be a scalar");
    }
}

/* ---- Merging ---- */

typedef struct {
    int calls;
    bool accept;
} witness_check_t;

static bool stub_check_witness(void *context, const yreader_t *r, const ynode_t *witness,
                               const char *puzzle, long long value)
{
    witness_check_t *check = context;
    check->calls++;
    if (!check->accept)
        yread_error(r, witness, DIAG_INPUT, "the witness of %s does not measure %lld", puzzle,
                    value);
    return check->accept;
}

/* Adds one file's text to the merge; returns what merge_add_file did. */
static bool add(merge_t *m, const char *text, unsigned line, unsigned column, const char *fragment)
{
    diag_t diag;
    diag_init(&diag, "s.yaml");
    yloader_t *loader = yloader_open_string("s.yaml", text, strlen(text), &diag);
    bool ok = merge_add_file(m, loader, &diag, "s.yaml");
    if (fragment != NULL)
        CU_ASSERT_TRUE(first_error(&diag, line, column, fragment));
    CU_ASSERT_EQUAL(ok, diag.count == 0);
    yloader_close(loader);
    diag_free(&diag);
    return ok;
}

#define COUNT_PART(k, n, solutions, complete)                                                   \
    "puzzle: triangle\nsolutions: " #solutions "\nnodes: 10\nseconds: 0.5\nsymmetries: 6\n"     \
    "complete: " #complete "\nfingerprint: \"00000000000000a" #n "\"\npart: " #k "/" #n "\n"

static void test_merge_counts(void)
{
    merge_t m;
    merge_init(&m, stub_check_witness, NULL);
    CU_ASSERT_TRUE(add(&m, COUNT_PART(1, 4, 20, true) "---\n" COUNT_PART(4, 4, 6, true), 0, 0, NULL));
    CU_ASSERT_TRUE(add(&m, COUNT_PART(3, 4, 30, true), 0, 0, NULL));
    summary_t total;
    CU_ASSERT_TRUE_FATAL(merge_result(&m, &total));
    CU_ASSERT_STRING_EQUAL(total.puzzle, "triangle");
    CU_ASSERT_TRUE(total.solutions == 56 && total.nodes == 30 && total.seconds == 1.5);
    CU_ASSERT_TRUE(total.has_symmetries && total.symmetries == 6);
    CU_ASSERT_TRUE(total.part == 0 && total.parts == 4);
    CU_ASSERT_TRUE_FATAL(total.missing_count == 1);
    CU_ASSERT_EQUAL(total.missing[0], 2);
    CU_ASSERT_FALSE(total.complete);
    /* The symmetries are the puzzle's: a part with others is refused. */
    CU_ASSERT_FALSE(add(&m, "puzzle: triangle\nsolutions: 0\nnodes: 1\nseconds: 1\nsymmetries: 3\n"
                            "complete: true\nfingerprint: 00000000000000a4\npart: 2/4\n", 5, 13,
                        "symmetries 3, but the parts before say 6"));
    /* The missing part, but its search was cut short. */
    CU_ASSERT_TRUE(add(&m, COUNT_PART(2, 4, 0, false), 0, 0, NULL));
    CU_ASSERT_TRUE(merge_result(&m, &total));
    CU_ASSERT_EQUAL(total.missing_count, 0);
    CU_ASSERT_FALSE(total.complete);
    /* Every way a part does not fit the parts before. */
    CU_ASSERT_FALSE(add(&m, COUNT_PART(2, 4, 0, true), 8, 7, "part 2/4 given twice (also at s.yaml:8:7)"));
    CU_ASSERT_FALSE(add(&m, COUNT_PART(1, 5, 0, true), 8, 7, "part 1/5 of 5 parts, but s.yaml:8:7 is one of 4"));
    CU_ASSERT_FALSE(add(&m, "puzzle: tree\nsolutions: 1\n", 1, 9, "a summary of 'tree', but s.yaml:1:9 is one of 'triangle'"));
    CU_ASSERT_FALSE(add(&m, "", 0, 0, "no summary in the file"));
    merge_free(&m);

    merge_init(&m, stub_check_witness, NULL);
    CU_ASSERT_TRUE(add(&m, COUNT_PART(1, 1, 56, true), 0, 0, NULL));
    CU_ASSERT_TRUE(merge_result(&m, &total));
    CU_ASSERT_TRUE(total.complete && total.missing_count == 0 && total.solutions == 56);
    merge_free(&m);
}

/* Counts past 64 bits add up whole (merge once capped them at 2^63 - 1
 * and said complete); a sum past COUNT_MAX is an error at the part that
 * passed it. */
static void test_merge_large_counts(void)
{
    merge_t m;
    merge_init(&m, stub_check_witness, NULL);
    CU_ASSERT_TRUE(add(&m, COUNT_PART(1, 2, 18446744073709551615, true) "---\n"
                           COUNT_PART(2, 2, 9223372036854775809, true), 0, 0, NULL));
    summary_t total;
    CU_ASSERT_TRUE_FATAL(merge_result(&m, &total));
    CU_ASSERT_TRUE(total.complete && total.solutions == ((count_t)3 << 63));
    merge_free(&m);

    merge_init(&m, stub_check_witness, NULL);
    CU_ASSERT_FALSE(add(&m, COUNT_PART(1, 2, 340282366920938463463374607431768211455, true)
                        "---\n" COUNT_PART(2, 2, 1, true), 11, 12, "the parts' solutions add "
                        "up to more than 340282366920938463463374607431768211455"));
    merge_free(&m);
}

#define BEST_PART_PROVEN(k, n, value, bound, proven)                                            \
    "puzzle: maximum\nvalue: " #value "\nupper_bound: " #bound "\nproven: " #proven           \
    "\nnodes: 1\nseconds: 1\nwitness: {game: twigs, value: " #value "}\n"                     \
    "fingerprint: 00000000000000b" #n "\npart: " #k "/" #n "\n"
/* A part as solve --part writes it: proven when the value meets the bound. */
#define BEST_PART(k, n, value, bound)                                                           \
    BEST_PART_PROVEN(k, n, value, bound, false)
#define BEST_PART_AT_BOUND(k, n, value) BEST_PART_PROVEN(k, n, value, value, true)

static void test_merge_best(void)
{
    witness_check_t check = {0, true};
    merge_t m;
    merge_init(&m, stub_check_witness, &check);
    CU_ASSERT_TRUE(add(&m, BEST_PART(1, 3, 30, 33), 0, 0, NULL));
    CU_ASSERT_TRUE(add(&m, BEST_PART_AT_BOUND(2, 3, 32), 0, 0, NULL));
    CU_ASSERT_TRUE(add(&m, "puzzle: maximum\nupper_bound: 31\nproven: false\nnodes: 1\n"
                           "seconds: 1\nfingerprint: 00000000000000b3\npart: 3/3\n", 0, 0, NULL));
    CU_ASSERT_EQUAL(check.calls, 2);
    summary_t total;
    CU_ASSERT_TRUE_FATAL(merge_result(&m, &total));
    /* The best value with its part's witness, the largest bound. */
    CU_ASSERT_TRUE(total.has_value && total.value == 32 && total.upper_bound == 33);
    CU_ASSERT_FALSE(total.proven);
    CU_ASSERT_PTR_NOT_NULL_FATAL(total.witness);
    CU_ASSERT_STRING_EQUAL(ymap_get(total.witness, "value")->value, "32");
    merge_free(&m);

    /* Proven when every part is there and the best meets the bound. */
    merge_init(&m, stub_check_witness, &check);
    CU_ASSERT_TRUE(add(&m, BEST_PART_AT_BOUND(1, 2, 33) "---\n" BEST_PART(2, 2, 31, 32), 0, 0, NULL));
    CU_ASSERT_TRUE(merge_result(&m, &total));
    CU_ASSERT_TRUE(total.proven && total.value == 33);
    merge_free(&m);
    merge_init(&m, stub_check_witness, &check);
    CU_ASSERT_TRUE(add(&m, BEST_PART_AT_BOUND(1, 2, 33), 0, 0, NULL));
    CU_ASSERT_TRUE(merge_result(&m, &total));
    CU_ASSERT_FALSE(total.proven);
    merge_free(&m);

    /* A witness the caller rejects rejects its summary. */
    check = (witness_check_t){0, false};
    merge_init(&m, stub_check_witness, &check);
    CU_ASSERT_FALSE(add(&m, BEST_PART_AT_BOUND(1, 2, 33), 7, 10, "the witness of maximum does not "
                                                                 "measure 33"));
    CU_ASSERT_EQUAL(check.calls, 1);
    merge_free(&m);
}

/* A part's proven says what its numbers say.  A part that said proven:
 * false with its value at its bound once merged as proven: true. */
static void test_merge_proven_fits(void)
{
    witness_check_t check = {0, true};
    merge_t m;
    merge_init(&m, stub_check_witness, &check);
    CU_ASSERT_FALSE(add(&m, BEST_PART_PROVEN(1, 1, 33, 33, false), 4, 9,
                        "proven: false, but value 33 meets upper_bound"));
    CU_ASSERT_FALSE(add(&m, BEST_PART_PROVEN(1, 1, 32, 33, true), 4, 9,
                        "proven: true, but value is below upper_bound"));
    CU_ASSERT_FALSE(add(&m, "puzzle: maximum\nupper_bound: 31\nproven: true\nnodes: 1\n"
                            "seconds: 1\nfingerprint: 00000000000000b1\npart: 1/1\n", 3, 9,
                        "proven: true, but no value"));
    summary_t total;
    CU_ASSERT_TRUE(merge_result(&m, &total));
    CU_ASSERT_FALSE(total.proven || total.has_value);
    merge_free(&m);

    /* A part cut short (not proven) does not keep the merge from being
     * proven when the best value meets every part's bound; nor does a
     * part whose slices hold nothing (no value, its bound not met). */
    merge_init(&m, stub_check_witness, &check);
    CU_ASSERT_TRUE(add(&m, BEST_PART_AT_BOUND(1, 3, 33) "---\n" BEST_PART(2, 3, 30, 33) "---\n"
                       "puzzle: maximum\nupper_bound: 20\nproven: false\nnodes: 1\n"
                       "seconds: 1\nfingerprint: 00000000000000b3\npart: 3/3\n", 0, 0, NULL));
    CU_ASSERT_TRUE(merge_result(&m, &total));
    CU_ASSERT_TRUE(total.proven && total.value == 33 && total.upper_bound == 33);
    merge_free(&m);
}

/* Parts of two puzzles that share a name once merged: the fingerprint
 * tells them apart.  A part without one is refused, and so are the parts
 * after a refused one in its file. */
static void test_merge_fingerprints(void)
{
    merge_t m;
    merge_init(&m, stub_check_witness, NULL);
    CU_ASSERT_TRUE(add(&m, COUNT_PART(1, 2, 20, true), 0, 0, NULL));
    CU_ASSERT_FALSE(add(&m, "puzzle: triangle\nsolutions: 29\nnodes: 10\nseconds: 0.5\n"
                            "symmetries: 2\ncomplete: true\nfingerprint: 0123456789abcdef\n"
                            "part: 2/2\n", 7, 14, "fingerprint 0123456789abcdef, but "
                            "s.yaml:7:14 is 00000000000000a2: the parts of different searches"));
    CU_ASSERT_FALSE(add(&m, "puzzle: triangle\nsolutions: 29\nnodes: 10\nseconds: 0.5\n"
                            "symmetries: 6\ncomplete: true\npart: 2/2\n", 1, 1,
                        "a summary without a fingerprint, written by an older twigs: solve the "
                        "parts again"));
    summary_t total;
    CU_ASSERT_TRUE(merge_result(&m, &total));
    CU_ASSERT_TRUE(total.solutions == 20 && total.missing_count == 1 && !total.complete);
    CU_ASSERT_STRING_EQUAL(total.fingerprint, "00000000000000a2");
    CU_ASSERT_TRUE(add(&m, COUNT_PART(2, 2, 36, true), 0, 0, NULL));
    CU_ASSERT_TRUE(merge_result(&m, &total));
    CU_ASSERT_TRUE(total.solutions == 56 && total.complete);
    merge_free(&m);

    /* The first part without one is refused too. */
    merge_init(&m, stub_check_witness, NULL);
    CU_ASSERT_FALSE(add(&m, "puzzle: tree\nvalue: 20\nupper_bound: 20\nproven: true\n"
                            "nodes: 1\nseconds: 1\nwitness: {game: twigs}\npart: 1/1\n", 1, 1,
                        "a summary without a fingerprint"));
    merge_free(&m);
}

static CU_TestInfo summary_tests[] = {
    {"parts K/N", test_part_parse},
    {"a summary's kind is what it holds, not its puzzle's name", test_kind},
    {"count summaries written as YAML and text", test_write_count},
    {"best summaries, their witness and their claim", test_write_best},
    {"a summary written and read back", test_read_back},
    {"counts past 64 bits written and read back", test_read_back_large},
    {"every way a summary is wrong, placed", test_read_errors},
    CU_TEST_INFO_NULL,
};

static CU_TestInfo merge_tests[] = {
    {"counts add up; missing and incomplete parts", test_merge_counts},
    {"counts past 64 bits add up; past COUNT_MAX an error", test_merge_large_counts},
    {"the best value, its witness, the largest bound", test_merge_best},
    {"a part's proven says what its numbers say", test_merge_proven_fits},
    {"parts of different searches, and parts without a fingerprint", test_merge_fingerprints},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"summary", NULL, NULL, NULL, NULL, summary_tests},
        {"merge", NULL, NULL, NULL, NULL, merge_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
