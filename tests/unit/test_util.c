/* The utilities every part shares: growable arrays, elapsed time. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "util/array.h"
#include "util/clock.h"

/* ---- Growable arrays ---- */

static void test_array_capacity_doubles(void)
{
    CU_ASSERT_EQUAL(array_grown_capacity(0, 0, 8), ARRAY_MIN_CAPACITY);
    CU_ASSERT_EQUAL(array_grown_capacity(0, 1, 8), ARRAY_MIN_CAPACITY);
    CU_ASSERT_EQUAL(array_grown_capacity(0, ARRAY_MIN_CAPACITY + 1, 8), 2 * ARRAY_MIN_CAPACITY);
    CU_ASSERT_EQUAL(array_grown_capacity(16, 16, 8), 16);
    CU_ASSERT_EQUAL(array_grown_capacity(16, 17, 8), 32);
    CU_ASSERT_EQUAL(array_grown_capacity(16, 100, 8), 128);
    CU_ASSERT_EQUAL(array_grown_capacity(3, 7, 1), 12);
}

static void test_array_capacity_overflow(void)
{
    /* Doubling past SIZE_MAX, and items whose bytes would not fit. */
    CU_ASSERT_EQUAL(array_grown_capacity(SIZE_MAX / 2 + 1, SIZE_MAX, 1), 0);
    CU_ASSERT_EQUAL(array_grown_capacity(4, SIZE_MAX / 8 + 1, 16), 0);
    CU_ASSERT_EQUAL(array_grown_capacity(SIZE_MAX / 16, SIZE_MAX / 16, 16), SIZE_MAX / 16);
    CU_ASSERT_EQUAL(array_grown_capacity(SIZE_MAX / 16 + 1, 1, 16), 0);
}

static void test_array_reserve_appends(void)
{
    uint32_t *items = NULL;
    size_t capacity = 123; /* no array, so no room whatever it says */
    size_t count = 0;
    for (uint32_t i = 0; i < 1000; i++) {
        uint32_t *grown = array_reserve(items, &capacity, count + 1, sizeof *grown);
        CU_ASSERT_PTR_NOT_NULL_FATAL(grown);
        items = grown;
        CU_ASSERT_TRUE(capacity >= count + 1);
        items[count++] = i * 7;
    }
    CU_ASSERT_EQUAL(capacity, 1024);
    bool kept = true;
    for (uint32_t i = 0; i < 1000; i++)
        kept &= items[i] == i * 7;
    CU_ASSERT_TRUE(kept);
    /* Room enough: the same array, the same capacity. */
    CU_ASSERT_PTR_EQUAL(array_reserve(items, &capacity, 1000, sizeof *items), items);
    CU_ASSERT_EQUAL(capacity, 1024);
    free(items);
}

static void test_array_failure_keeps_the_array(void)
{
    size_t capacity = 0;
    char *items = array_reserve(NULL, &capacity, 5, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(items);
    CU_ASSERT_EQUAL(capacity, 8);
    memcpy(items, "twigs", 5);
    CU_ASSERT_PTR_NULL(array_reserve(items, &capacity, SIZE_MAX / 2 + 2, 2));
    CU_ASSERT_PTR_NULL(array_resize(items, SIZE_MAX / 4 + 1, 8));
    CU_ASSERT_EQUAL(capacity, 8);
    CU_ASSERT_EQUAL(memcmp(items, "twigs", 5), 0);
    free(items);
    /* No items is still a block, so that NULL always means failure. */
    void *none = array_resize(NULL, 0, 8);
    CU_ASSERT_PTR_NOT_NULL(none);
    free(none);
}

static CU_TestInfo array_tests[] = {
    {"capacities double", test_array_capacity_doubles},
    {"sizes that overflow are refused", test_array_capacity_overflow},
    {"appends keep the items", test_array_reserve_appends},
    {"a failure leaves the array as it was", test_array_failure_keeps_the_array},
    CU_TEST_INFO_NULL,
};

/* ---- Elapsed time ---- */

static void test_clock_measures_a_sleep(void)
{
    struct timespec start = clock_now();
    CU_ASSERT_TRUE(clock_seconds_since(start) >= 0);
    struct timespec pause = {0, 20 * 1000 * 1000};
    while (nanosleep(&pause, &pause) != 0)
        continue;
    double slept = clock_seconds_since(start);
    CU_ASSERT_TRUE(slept >= 0.02);
    CU_ASSERT_TRUE(slept < 5);
    /* A start a second and a half ago, borrowing from the nanoseconds. */
    struct timespec earlier = clock_now();
    earlier.tv_sec -= 1;
    if (earlier.tv_nsec >= 500000000L) {
        earlier.tv_nsec -= 500000000L;
    } else {
        earlier.tv_sec -= 1;
        earlier.tv_nsec += 500000000L;
    }
    double since = clock_seconds_since(earlier);
    CU_ASSERT_TRUE(since >= 1.5 && since < 5);
}

static CU_TestInfo clock_tests[] = {
    {"a sleep and a start in the past are measured", test_clock_measures_a_sleep},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"array", NULL, NULL, NULL, NULL, array_tests},
        {"clock", NULL, NULL, NULL, NULL, clock_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
