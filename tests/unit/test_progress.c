/* The progress line of long searches: what it says, and that it fits the
 * terminal, leaving out the least telling parts first. */
#include <stdlib.h>
#include <string.h>

#include "cli/progress.h"
#include "cunit_main.h"

static char line[PROGRESS_WIDTH_MAX + 1];

static const char *format(const progress_t *p, double elapsed, double limit, size_t width)
{
    progress_format(p, elapsed, limit, width, line, sizeof line);
    CU_ASSERT_TRUE(strlen(line) < width);
    return line;
}

static void test_everything_in_a_wide_terminal(void)
{
    progress_t p = {.slices = 300, .slices_done = 111, .has_best = true, .best = 42,
                    .has_bound = true, .bound = 52, .nodes = 1234567};
    CU_ASSERT_STRING_EQUAL(format(&p, 83, 0, 200),
                           "searching: 37% (111 of 300 slices), 1m23s elapsed, about 2m21s left, "
                           "best 42, bound 52, 1.2M nodes");
    progress_t count = {.slices = 4, .slices_done = 1, .has_solutions = true, .solutions = 1,
                        .nodes = 950};
    CU_ASSERT_STRING_EQUAL(format(&count, 3725, 0, 200),
                           "searching: 25% (1 of 4 slices), 1h02m elapsed, about 3h06m left, "
                           "1 solution, 950 nodes");
}

/* Narrower, the nodes go first, then the slices' numbers, the bound, the
 * best, the time left; the percentage and the time so far stay. */
static void test_narrow_terminals(void)
{
    progress_t p = {.slices = 300, .slices_done = 111, .has_best = true, .best = 42,
                    .has_bound = true, .bound = 52, .nodes = 1234567};
    CU_ASSERT_STRING_EQUAL(format(&p, 83, 0, 90),
                           "searching: 37% (111 of 300 slices), 1m23s elapsed, about 2m21s left, "
                           "best 42, bound 52");
    CU_ASSERT_STRING_EQUAL(format(&p, 83, 0, 80),
                           "searching: 37%, 1m23s elapsed, about 2m21s left, best 42, bound 52");
    CU_ASSERT_STRING_EQUAL(format(&p, 83, 0, 60),
                           "searching: 37%, 1m23s elapsed, about 2m21s left, best 42");
    CU_ASSERT_STRING_EQUAL(format(&p, 83, 0, 48), "searching: 37%, 1m23s elapsed, about 2m21s left");
    CU_ASSERT_STRING_EQUAL(format(&p, 83, 0, 30), "searching: 37%, 1m23s elapsed");
    CU_ASSERT_STRING_EQUAL(format(&p, 83, 0, 10), "searching");
    CU_ASSERT_STRING_EQUAL(format(&p, 83, 0, 1), "");
    /* Every width, from none to more than the longest line. */
    for (size_t width = 1; width <= PROGRESS_WIDTH_MAX; width++)
        format(&p, 83, 0, width);
}

static void test_time_left(void)
{
    /* Nothing done yet: no estimate, unless a time limit gives one. */
    progress_t p = {.slices = 10};
    CU_ASSERT_STRING_EQUAL(format(&p, 5, 0, 100), "searching: 0% (0 of 10 slices), 5s elapsed");
    CU_ASSERT_STRING_EQUAL(format(&p, 5, 20, 100),
                           "searching: 0% (0 of 10 slices), 5s elapsed, 15s left (time limit)");
    /* The time limit comes before the estimate. */
    p.slices_done = 5;
    CU_ASSERT_STRING_EQUAL(format(&p, 5, 7, 100),
                           "searching: 50% (5 of 10 slices), 5s elapsed, 2s left (time limit)");
    CU_ASSERT_STRING_EQUAL(format(&p, 5, 60, 100),
                           "searching: 50% (5 of 10 slices), 5s elapsed, about 5s left");
    /* Slices counted anew after 4 s: 1 s for half of them. */
    p.slices_since = 4;
    CU_ASSERT_STRING_EQUAL(format(&p, 5, 0, 100),
                           "searching: 50% (5 of 10 slices), 5s elapsed, about 1s left");
    /* Slices not known: no percentage. */
    progress_t unknown = {.has_bound = true, .bound = 7};
    CU_ASSERT_STRING_EQUAL(format(&unknown, 65, 0, 100), "searching, 1m05s elapsed, bound 7");
}

static void test_counts(void)
{
    progress_t p = {.slices = 1, .has_solutions = true};
    /* Counts pass 64 bits (util/count.h): past quetta, in powers of ten. */
    static const struct {
        double n;
        const char *shown;
    } cases[] = {{0, "0 solutions"},        {999, "999 solutions"},    {1000, "1.0k solutions"},
                 {12345, "12k solutions"},  {999999, "1.0M solutions"}, {4500000000ULL, "4.5G solutions"},
                 {2.2e19, "22E solutions"}, {5e29, "500R solutions"},   {3.4e38, "3.4e+38 solutions"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        p.solutions = cases[i].n;
        CU_ASSERT_PTR_NOT_NULL(strstr(format(&p, 1, 0, 100), cases[i].shown));
    }
}

static void test_width_from_columns(void)
{
    /* Not a terminal: $COLUMNS, else 80. */
    setenv("COLUMNS", "123", 1);
    CU_ASSERT_EQUAL(progress_width(-1), 123);
    setenv("COLUMNS", "12x", 1);
    CU_ASSERT_EQUAL(progress_width(-1), 80);
    unsetenv("COLUMNS");
    CU_ASSERT_EQUAL(progress_width(-1), 80);
}

static CU_TestInfo progress_tests[] = {
    {"everything in a wide terminal", test_everything_in_a_wide_terminal},
    {"narrow terminals leave parts out", test_narrow_terminals},
    {"the time left", test_time_left},
    {"counts in few characters", test_counts},
    {"the width without a terminal", test_width_from_columns},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"progress", NULL, NULL, NULL, NULL, progress_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
