/* Where `twigs solve NAME` finds a puzzle file: the name itself when it is
 * a path or a file here, else NAME.yaml in the folder of installed
 * puzzles.  The tests make a folder of their own and work inside it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/puzzle_path.h"
#include "cli/spelling.h"
#include "cunit_main.h"

/* The scratch folder: here/ is the current folder during the tests,
 * puzzles/ the installed folder. */
typedef struct {
    char root[512];
    char puzzles[600];
    char here[600];
    char old[4096];
} scratch_t;

static void touch(const char *path)
{
    FILE *f = fopen(path, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    fputs("puzzle: cover\n", f);
    fclose(f);
}

static void scratch_make(scratch_t *s)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(s->root, sizeof s->root, "%s/twigs-path.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    CU_ASSERT_PTR_NOT_NULL_FATAL(mkdtemp(s->root));
    snprintf(s->puzzles, sizeof s->puzzles, "%s/puzzles", s->root);
    snprintf(s->here, sizeof s->here, "%s/here", s->root);
    CU_ASSERT_EQUAL_FATAL(mkdir(s->puzzles, 0700), 0);
    CU_ASSERT_EQUAL_FATAL(mkdir(s->here, 0700), 0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(getcwd(s->old, sizeof s->old));
    CU_ASSERT_EQUAL_FATAL(chdir(s->here), 0);
}

/* Removes what the tests may have made, deepest first. */
static void scratch_remove(scratch_t *s)
{
    CU_ASSERT_EQUAL(chdir(s->old), 0);
    static const char *const made[] = {
        "here/hexagon-7", "here/sub", "here", "puzzles/sub/hexagon-7.yaml", "puzzles/sub",
        "puzzles/hexagon-7.yaml", "puzzles",
    };
    char path[700];
    for (size_t i = 0; i < sizeof made / sizeof made[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", s->root, made[i]);
        remove(path);
    }
    CU_ASSERT_EQUAL(remove(s->root), 0);
}

/* puzzle_path_find(puzzle, {folder}) is `expected`. */
static void expect_path(const char *puzzle, const char *folder, const char *expected)
{
    const char *folders[] = {folder, NULL};
    char *path = puzzle_path_find(puzzle, folders);
    CU_ASSERT_PTR_NOT_NULL_FATAL(path);
    CU_ASSERT_STRING_EQUAL(path, expected);
    free(path);
}

static void test_name_found_in_the_folder(void)
{
    scratch_t s;
    scratch_make(&s);
    char file[700];
    snprintf(file, sizeof file, "%s/hexagon-7.yaml", s.puzzles);
    touch(file);
    expect_path("hexagon-7", s.puzzles, file);
    /* Not there: the name, for the usual "cannot open" message. */
    expect_path("hexagon-8", s.puzzles, "hexagon-8");
    /* The folder holds NAME.yaml, not NAME.yaml.yaml. */
    expect_path("hexagon-7.yaml", s.puzzles, "hexagon-7.yaml");
    scratch_remove(&s);
}

static void test_paths_and_files_here_come_first(void)
{
    scratch_t s;
    scratch_make(&s);
    char file[700];
    snprintf(file, sizeof file, "%s/hexagon-7.yaml", s.puzzles);
    touch(file);
    CU_ASSERT_EQUAL_FATAL(mkdir("sub", 0700), 0);
    snprintf(file, sizeof file, "%s/sub", s.puzzles);
    CU_ASSERT_EQUAL_FATAL(mkdir(file, 0700), 0);
    snprintf(file, sizeof file, "%s/sub/hexagon-7.yaml", s.puzzles);
    touch(file);
    /* A path is never looked for in the folder, even where it would be. */
    expect_path("sub/hexagon-7", s.puzzles, "sub/hexagon-7");
    expect_path("./hexagon-7", s.puzzles, "./hexagon-7");
    /* Standard input, and no name at all. */
    expect_path("-", s.puzzles, "-");
    expect_path("", s.puzzles, "");
    /* A file of the current folder by that name wins. */
    touch("hexagon-7");
    expect_path("hexagon-7", s.puzzles, "hexagon-7");
    scratch_remove(&s);
}

static void test_no_folder(void)
{
    scratch_t s;
    scratch_make(&s);
    expect_path("hexagon-7", NULL, "hexagon-7");
    expect_path("puzzles/ring.yaml", NULL, "puzzles/ring.yaml");
    scratch_remove(&s);
}

static void test_distance(void)
{
    CU_ASSERT_EQUAL(spelling_distance("triangle", "triangle"), 0);
    CU_ASSERT_EQUAL(spelling_distance("triangel", "triangle"), 1); /* a swap */
    CU_ASSERT_EQUAL(spelling_distance("Ring", "ring"), 0);
    CU_ASSERT_EQUAL(spelling_distance("rng", "ring"), 1);
    CU_ASSERT_EQUAL(spelling_distance("hexes", "hexes15"), 2);
    CU_ASSERT_EQUAL(spelling_distance("", "tree"), 4);
    CU_ASSERT_EQUAL(spelling_distance("abc", "xyz"), 3);
}

static void test_nearest(void)
{
    static const char *const names[] = {"triangle", "hexes15", "maximum", "ring", "tree"};
    CU_ASSERT_STRING_EQUAL(spelling_nearest("triangel", names, 5), "triangle");
    CU_ASSERT_STRING_EQUAL(spelling_nearest("hexes", names, 5), "hexes15");
    CU_ASSERT_STRING_EQUAL(spelling_nearest("maximun", names, 5), "maximum");
    CU_ASSERT_STRING_EQUAL(spelling_nearest("tre", names, 5), "tree");
    /* Too far from every name: no guess. */
    CU_ASSERT_PTR_NULL(spelling_nearest("xyzzy", names, 5));
    CU_ASSERT_PTR_NULL(spelling_nearest("ab", names, 5));
    CU_ASSERT_PTR_NULL(spelling_nearest("ring", names, 0));
}

/* What puzzle_path_explain prints, read back from a file. */
static char *explained(const char *puzzle, const char *folder)
{
    static const char *const builtin[] = {"triangle", "hexes15", "maximum", "ring", "tree", NULL};
    FILE *f = tmpfile();
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    const char *folders[] = {folder, NULL};
    puzzle_path_explain(f, "twigs solve", puzzle, folders, builtin);
    long size = ftell(f);
    char *text = calloc((size_t)size + 1, 1);
    rewind(f);
    CU_ASSERT_EQUAL(fread(text, 1, (size_t)size, f), (size_t)size);
    fclose(f);
    return text;
}

static void test_unknown_puzzle_explained(void)
{
    scratch_t s;
    scratch_make(&s);
    char file[700];
    snprintf(file, sizeof file, "%s/hexagon-7.yaml", s.puzzles);
    touch(file);
    const char *folders[] = {s.puzzles, NULL};
    CU_ASSERT_TRUE(puzzle_path_unknown("triangel", folders));
    CU_ASSERT_FALSE(puzzle_path_unknown("hexagon-7", folders));
    CU_ASSERT_FALSE(puzzle_path_unknown("sub/triangel", folders));
    CU_ASSERT_FALSE(puzzle_path_unknown("-", folders));
    char *text = explained("triangel", s.puzzles);
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "twigs solve: no puzzle 'triangel': it is not built in, "
                                        "and no file has that name; did you mean 'triangle'?\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "\n  built in: triangle, hexes15, maximum, ring, tree\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "'twigs puzzles' lists these and the 1 puzzle file found\n"));
    free(text);
    /* An installed puzzle is suggested too; no folder, no such line. */
    text = explained("hexagon7", s.puzzles);
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "did you mean 'hexagon-7'?"));
    free(text);
    text = explained("hexagon7", NULL);
    CU_ASSERT_PTR_NULL(strstr(text, "did you mean"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "the 0 puzzle files found"));
    free(text);
    scratch_remove(&s);
}

/* Two folders (a build's source puzzles, then the installed ones): the
 * first that holds NAME.yaml gives it; the list names each puzzle once,
 * as the first folder gives it; a name found nowhere is told with every
 * place looked in. */
static void test_two_folders(void)
{
    scratch_t s;
    scratch_make(&s);
    char first[700], second[700], file[800];
    snprintf(first, sizeof first, "%s/here/sub", s.root);
    snprintf(second, sizeof second, "%s", s.puzzles);
    CU_ASSERT_EQUAL_FATAL(mkdir(first, 0700), 0);
    snprintf(file, sizeof file, "%s/hexagon-7.yaml", second);
    touch(file);
    const char *folders[] = {first, second, NULL};
    char *path = puzzle_path_find("hexagon-7", folders);
    CU_ASSERT_STRING_EQUAL(path, file);
    free(path);
    snprintf(file, sizeof file, "%s/hexagon-7.yaml", first);
    touch(file);
    path = puzzle_path_find("hexagon-7", folders);
    CU_ASSERT_STRING_EQUAL(path, file);
    free(path);
    size_t count = 0;
    puzzle_path_entry_t *list = puzzle_path_list(folders, &count);
    CU_ASSERT_EQUAL_FATAL(count, 1);
    CU_ASSERT_STRING_EQUAL(list[0].name, "hexagon-7");
    CU_ASSERT_STRING_EQUAL(list[0].path, file);
    puzzle_path_list_free(list, count);

    FILE *f = tmpfile();
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    static const char *const builtin[] = {"triangle", NULL};
    puzzle_path_explain(f, "twigs solve", "hexagon-8", folders, builtin);
    long size = ftell(f);
    char *text = calloc((size_t)size + 1, 1);
    rewind(f);
    CU_ASSERT_EQUAL(fread(text, 1, (size_t)size, f), (size_t)size);
    fclose(f);
    char places[2000];
    snprintf(places, sizeof places, "  looked for: ./hexagon-8, %s/hexagon-8.yaml, %s/hexagon-8.yaml\n",
             first, second);
    CU_ASSERT_PTR_NOT_NULL(strstr(text, places));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "did you mean 'hexagon-7'?"));
    free(text);
    remove(file);
    snprintf(file, sizeof file, "%s/hexagon-7.yaml", second);
    remove(file);
    scratch_remove(&s);
}

static CU_TestInfo path_tests[] = {
    {"two folders: the first that holds the name", test_two_folders},
    {"a name is found as NAME.yaml in the folder", test_name_found_in_the_folder},
    {"paths and files of the current folder come first", test_paths_and_files_here_come_first},
    {"without a folder the name is kept", test_no_folder},
    {"edit distance", test_distance},
    {"the nearest name, when one is near", test_nearest},
    {"an unknown puzzle: the nearest name and the list", test_unknown_puzzle_explained},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"puzzle path", NULL, NULL, NULL, NULL, path_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
