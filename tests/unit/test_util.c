/* The utilities every part shares: growable arrays, elapsed time, the
 * pool of worker threads, the portfolio of searches. */
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>
#include <time.h>

#include "cunit_main.h"
#include "util/array.h"
#include "util/clock.h"
#include "util/count.h"
#include "util/ordered.h"
#include "util/pool.h"
#include "util/portfolio.h"
#include "util/sort.h"

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

/* ---- Counts of 128 bits ---- */

static void test_count_add(void)
{
    count_t sum = UINT64_MAX;
    CU_ASSERT_TRUE(count_add(&sum, 1));
    CU_ASSERT_TRUE(sum == (count_t)1 << 64);
    sum = COUNT_MAX - 5;
    CU_ASSERT_TRUE(count_add(&sum, 5));
    CU_ASSERT_TRUE(sum == COUNT_MAX);
    /* Past COUNT_MAX: caught, and held at COUNT_MAX, never wrapped. */
    sum = COUNT_MAX - 5;
    CU_ASSERT_FALSE(count_add(&sum, 6));
    CU_ASSERT_TRUE(sum == COUNT_MAX);
    CU_ASSERT_FALSE(count_add(&sum, 1));
    CU_ASSERT_TRUE(sum == COUNT_MAX);
}

static void test_count_text(void)
{
    static const struct {
        const char *text;
        count_t n;
    } cases[] = {
        {"0", 0},
        {"56", 56},
        {"9223372036854775808", (count_t)1 << 63},
        {"18446744073709551616", (count_t)1 << 64},
        {"340282366920938463463374607431768211455", COUNT_MAX},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char text[COUNT_TEXT_SIZE];
        CU_ASSERT_STRING_EQUAL(count_format(cases[i].n, text), cases[i].text);
        count_t n = 1;
        bool too_large = true;
        CU_ASSERT_TRUE(count_parse(cases[i].text, &n, &too_large));
        CU_ASSERT_TRUE(n == cases[i].n && !too_large);
    }
    count_t n;
    bool too_large;
    CU_ASSERT_FALSE(count_parse("340282366920938463463374607431768211456", &n, &too_large));
    CU_ASSERT_TRUE(too_large);
    CU_ASSERT_FALSE(count_parse("1000000000000000000000000000000000000000000", &n, &too_large));
    CU_ASSERT_TRUE(too_large);
    static const char *const bad[] = {"", "-1", "+1", "1x", " 1", "1.0", "0x10"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        CU_ASSERT_FALSE(count_parse(bad[i], &n, &too_large));
        CU_ASSERT_FALSE(too_large);
    }
}

static CU_TestInfo count_tests[] = {
    {"sums past 64 bits, and past COUNT_MAX caught", test_count_add},
    {"counts written and read in decimal", test_count_text},
    CU_TEST_INFO_NULL,
};

/* ---- The pool ---- */

enum { SLICES = 1000 };

typedef struct {
    atomic_int runs[SLICES];   /* how often each slice ran */
    atomic_int workers, freed; /* worker states made and freed */
    atomic_bool wrong_worker;  /* a slice was given another state than its worker's */
    size_t stop_after;         /* a slice of this index returns false */
    bool fail_workers;         /* worker_new runs out of memory */
} slices_t;

/* The slices run in the pool's threads, where CUnit may not be called:
 * they record what they see, and the test asserts afterwards. */

static void *count_worker_new(void *shared)
{
    slices_t *s = shared;
    if (s->fail_workers)
        return NULL;
    atomic_fetch_add(&s->workers, 1);
    return malloc(1);
}

static void count_worker_free(void *worker)
{
    (void)worker;
    free(worker);
}

static bool count_slice(void *shared, void *worker, size_t index)
{
    slices_t *s = shared;
    if (worker == NULL)
        atomic_store(&s->wrong_worker, true);
    atomic_fetch_add(&s->runs[index], 1);
    return index != s->stop_after;
}

static bool count_slice_shared(void *shared, void *worker, size_t index)
{
    if (worker != shared)
        atomic_store(&((slices_t *)shared)->wrong_worker, true);
    return count_slice(shared, worker, index);
}

static slices_t *slices_new(void)
{
    slices_t *s = calloc(1, sizeof *s);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    s->stop_after = SIZE_MAX;
    return s;
}

/* How many slices ran, and whether any ran twice. */
static size_t slices_run(slices_t *s, bool *repeated)
{
    size_t ran = 0;
    *repeated = false;
    for (size_t i = 0; i < SLICES; i++) {
        ran += atomic_load(&s->runs[i]) > 0;
        *repeated |= atomic_load(&s->runs[i]) > 1;
    }
    return ran;
}

static void test_pool_runs_each_slice_once(void)
{
    static const pool_jobs_t jobs = {count_worker_new, count_slice, count_worker_free};
    for (unsigned threads = 0; threads <= 4; threads++) {
        slices_t *s = slices_new();
        atomic_bool halt = false;
        CU_ASSERT_TRUE(pool_run(&jobs, s, SLICES, threads, 0, 0, NULL, &halt));
        bool repeated;
        CU_ASSERT_EQUAL(slices_run(s, &repeated), SLICES);
        CU_ASSERT_FALSE(repeated);
        CU_ASSERT_EQUAL(atomic_load(&s->workers), threads > 1 ? (int)threads : 1);
        CU_ASSERT_FALSE(atomic_load(&halt));
        CU_ASSERT_FALSE(atomic_load(&s->wrong_worker));
        free(s);
    }
}

/* Parts 1..3 of 3 share out the slices, each exactly once. */
static void test_pool_parts(void)
{
    static const pool_jobs_t jobs = {NULL, count_slice_shared, NULL};
    slices_t *s = slices_new();
    for (unsigned part = 1; part <= 3; part++) {
        atomic_bool halt = false;
        CU_ASSERT_TRUE(pool_run(&jobs, s, SLICES, 2, part, 3, NULL, &halt));
        CU_ASSERT_EQUAL(atomic_load(&s->runs[part - 1]), 1);
        CU_ASSERT_EQUAL(atomic_load(&s->runs[part % 3]), part == 3);
    }
    bool repeated;
    CU_ASSERT_EQUAL(slices_run(s, &repeated), SLICES);
    CU_ASSERT_FALSE(repeated);
    CU_ASSERT_FALSE(atomic_load(&s->wrong_worker));
    CU_ASSERT_TRUE(pool_slice_is_ours(7, 0, 0));
    CU_ASSERT_TRUE(pool_slice_is_ours(7, 2, 3));
    CU_ASSERT_FALSE(pool_slice_is_ours(7, 1, 3));
    free(s);
}

/* A slice returning false, the stop flag, and a worker that cannot be
 * made each end the run early. */
static void test_pool_stops(void)
{
    static const pool_jobs_t jobs = {count_worker_new, count_slice, count_worker_free};
    bool repeated;
    slices_t *s = slices_new();
    s->stop_after = 10;
    atomic_bool halt = false;
    CU_ASSERT_TRUE(pool_run(&jobs, s, SLICES, 1, 0, 0, NULL, &halt));
    CU_ASSERT_TRUE(atomic_load(&halt));
    CU_ASSERT_EQUAL(slices_run(s, &repeated), 11);
    free(s);

    s = slices_new();
    atomic_bool stop = true;
    halt = false;
    CU_ASSERT_TRUE(pool_run(&jobs, s, SLICES, 3, 0, 0, &stop, &halt));
    CU_ASSERT_EQUAL(slices_run(s, &repeated), 0);
    CU_ASSERT_EQUAL(atomic_load(&s->workers), 3);
    free(s);

    s = slices_new();
    s->fail_workers = true;
    halt = false;
    CU_ASSERT_FALSE(pool_run(&jobs, s, SLICES, 2, 0, 0, NULL, &halt));
    CU_ASSERT_TRUE(atomic_load(&halt));
    CU_ASSERT_EQUAL(slices_run(s, &repeated), 0);
    free(s);
}

static CU_TestInfo pool_tests[] = {
    {"each slice runs once, whatever the threads", test_pool_runs_each_slice_once},
    {"parts share out the slices", test_pool_parts},
    {"a slice, the stop flag or a failed worker stops the run", test_pool_stops},
    CU_TEST_INFO_NULL,
};

/* ---- Results in the slices' order ---- */

enum { ORDER_SLICES = 40, ORDER_MAX = 200 };

typedef struct {
    int slice, index;
} result_t;

typedef struct {
    ordered_t *order;
    result_t got[ORDER_MAX];
    int count, stop_after; /* stop_after 0: never */
    atomic_bool stop;
} order_run_t;

static bool take_result(void *context, const void *result)
{
    order_run_t *run = context;
    if (run->count < ORDER_MAX)
        memcpy(&run->got[run->count++], result, sizeof(result_t));
    return run->stop_after == 0 || run->count < run->stop_after;
}

static int results_of(size_t k) { return (int)(k % 4); }

/* Slice k puts k % 4 results; the first slices take their time, so that
 * the later ones are done long before them. */
static bool put_slice(void *shared, void *worker, size_t k)
{
    (void)worker;
    order_run_t *run = shared;
    for (int i = 0; i < results_of(k); i++) {
        if (k < 3)
            thrd_sleep(&(struct timespec){0, 5000000L}, NULL);
        result_t r = {(int)k, i};
        if (ordered_put(run->order, k, &r) == ORDERED_STOPPED)
            return true;
    }
    ordered_done(run->order, k);
    return true;
}

/* Every result, once, in the order of (slice, index). */
static bool in_order(const order_run_t *run, int expected)
{
    bool ok = run->count == expected;
    for (int i = 1; ok && i < run->count; i++)
        ok = run->got[i - 1].slice < run->got[i].slice ||
             (run->got[i - 1].slice == run->got[i].slice &&
              run->got[i - 1].index + 1 == run->got[i].index);
    return ok;
}

static void test_ordered_with_threads(void)
{
    static const pool_jobs_t jobs = {NULL, put_slice, NULL};
    int all = 0;
    for (size_t k = 0; k < ORDER_SLICES; k++)
        all += results_of(k);
    /* Room for many results, for two, and for none (each thread but the
     * lowest slice's then waits at its first result). */
    static const size_t room[] = {ORDER_MAX, 2, 0};
    for (size_t r = 0; r < 3; r++)
        for (unsigned threads = 1; threads <= 4; threads++) {
            order_run_t *run = calloc(1, sizeof *run);
            CU_ASSERT_TRUE_FATAL(run != NULL);
            atomic_init(&run->stop, false);
            atomic_bool halt = false;
            run->order = ordered_create(ORDER_SLICES, sizeof(result_t),
                                        room[r] * sizeof(result_t), take_result, run, &run->stop);
            CU_ASSERT_TRUE_FATAL(run->order != NULL);
            CU_ASSERT_TRUE(pool_run(&jobs, run, ORDER_SLICES, threads, 0, 0, NULL, &halt));
            CU_ASSERT_TRUE(in_order(run, all));
            CU_ASSERT_EQUAL(ordered_lowest_found(run->order), 1);
            CU_ASSERT_FALSE(ordered_failed(run->order));
            CU_ASSERT_FALSE(atomic_load(&run->stop));
            ordered_destroy(run->order);
            free(run);
        }
}

/* A consumer that stops gets nothing more, and the stop flag is set. */
static void test_ordered_consumer_stops(void)
{
    static const pool_jobs_t jobs = {NULL, put_slice, NULL};
    order_run_t *run = calloc(1, sizeof *run);
    CU_ASSERT_TRUE_FATAL(run != NULL);
    atomic_init(&run->stop, false);
    run->stop_after = 10;
    run->order = ordered_create(ORDER_SLICES, sizeof(result_t), ORDER_MAX * sizeof(result_t),
                                take_result, run, &run->stop);
    CU_ASSERT_TRUE(pool_run(&jobs, run, ORDER_SLICES, 3, 0, 0, &run->stop, &run->stop));
    CU_ASSERT_TRUE(in_order(run, 10));
    CU_ASSERT_TRUE(atomic_load(&run->stop));
    ordered_flush(run->order);
    CU_ASSERT_EQUAL(run->count, 10);
    ordered_destroy(run->order);
    free(run);
}

/* Held results wait for the slices before; a stop from outside leaves
 * them to ordered_flush, which passes them on in order. */
static void test_ordered_held_and_flushed(void)
{
    order_run_t *run = calloc(1, sizeof *run);
    CU_ASSERT_TRUE_FATAL(run != NULL);
    atomic_init(&run->stop, false);
    run->order = ordered_create(5, sizeof(result_t), ORDER_MAX * sizeof(result_t), take_result,
                                run, &run->stop);
    CU_ASSERT_TRUE_FATAL(run->order != NULL);
    CU_ASSERT_EQUAL(ordered_lowest_found(run->order), SIZE_MAX);
    result_t r[] = {{3, 0}, {1, 0}, {3, 1}, {0, 0}, {2, 0}};
    CU_ASSERT_EQUAL(ordered_put(run->order, 3, &r[0]), ORDERED_HELD);
    CU_ASSERT_EQUAL(ordered_put(run->order, 1, &r[1]), ORDERED_HELD);
    CU_ASSERT_EQUAL(ordered_put(run->order, 3, &r[2]), ORDERED_HELD);
    CU_ASSERT_EQUAL(ordered_lowest_found(run->order), 1);
    ordered_done(run->order, 1);
    CU_ASSERT_EQUAL(run->count, 0);
    CU_ASSERT_EQUAL(ordered_put(run->order, 0, &r[3]), ORDERED_PASSED);
    CU_ASSERT_EQUAL(run->count, 1);
    /* Slice 0 done: slice 1's result passes, and slice 2 runs on. */
    ordered_done(run->order, 0);
    CU_ASSERT_EQUAL(run->count, 2);
    CU_ASSERT_EQUAL(ordered_put(run->order, 2, &r[4]), ORDERED_PASSED);
    atomic_store(&run->stop, true);
    CU_ASSERT_EQUAL(ordered_put(run->order, 2, &r[4]), ORDERED_STOPPED);
    ordered_flush(run->order);
    CU_ASSERT_TRUE(in_order(run, 5));
    ordered_destroy(run->order);
    free(run);
}

static CU_TestInfo ordered_tests[] = {
    {"results in the slices' order, whatever the threads and the room", test_ordered_with_threads},
    {"a consumer that stops", test_ordered_consumer_stops},
    {"results held, passed on and flushed", test_ordered_held_and_flushed},
    CU_TEST_INFO_NULL,
};

/* ---- The portfolio ---- */

/* A member's search, made up: a node at a time, pausing every
 * FAKE_POLL nodes, answering at node answer_at (its clock then is its
 * offset plus answer_at times its weight).  The members run in the
 * portfolio's threads, where CUnit may not be called: they record what
 * they see. */
enum { FAKE_POLL = 16, FAKE_MEMBERS = 3 };

typedef struct {
    uint64_t answer_at;
    uint64_t reached; /* the furthest node a search of it reached */
    uint64_t nodes;   /* every search's nodes */
    unsigned searches;
    atomic_int *running, *most; /* members running at once, now and at most */
    atomic_size_t *last;        /* the member that ran last */
    atomic_uint *turns;         /* how often the running member changed */
    const atomic_bool *stop;    /* set by a test after `stop_at` nodes */
    atomic_bool *raise;
    uint64_t stop_at;
} fake_t;

static void fake_running(fake_t *f, int change)
{
    int now = atomic_fetch_add(f->running, change) + change;
    int most = atomic_load(f->most);
    while (now > most && !atomic_compare_exchange_weak(f->most, &most, now))
        ;
}

static void fake_turn(fake_t *f, size_t member)
{
    if (atomic_exchange(f->last, member) != member)
        atomic_fetch_add(f->turns, 1);
}

static bool fake_run(void *context, portfolio_t *portfolio, size_t member)
{
    fake_t *f = context;
    f->searches++;
    fake_running(f, 1);
    fake_turn(f, member);
    for (uint64_t n = 1;; n++) {
        f->nodes++;
        f->reached = n > f->reached ? n : f->reached;
        if (f->raise != NULL && n == f->stop_at)
            atomic_store(f->raise, true);
        if (n == f->answer_at) {
            fake_running(f, -1);
            portfolio_answer(portfolio, member, n, n % 7);
            return true;
        }
        if (f->stop != NULL && atomic_load(f->stop))
            break;
        if (n % FAKE_POLL == 0) {
            fake_running(f, -1);
            bool go_on = portfolio_pause(portfolio, member, n, n % 7);
            fake_running(f, 1);
            fake_turn(f, member);
            if (!go_on)
                break;
        }
    }
    fake_running(f, -1);
    return true;
}

typedef struct {
    fake_t fake[FAKE_MEMBERS];
    portfolio_member_t member[FAKE_MEMBERS];
    atomic_int running, most;
    atomic_size_t last;
    atomic_uint turns;
} fakes_t;

/* Members answering at answer_at[k] nodes, of weight weight[k], offset
 * offset[k] (and a cost weight of 1 for the last: the cost counts too). */
static void fakes_init(fakes_t *f, size_t count, const uint64_t *answer_at,
                       const uint64_t *weight, const uint64_t *offset)
{
    memset(f, 0, sizeof *f);
    atomic_init(&f->running, 0);
    atomic_init(&f->most, 0);
    atomic_init(&f->last, PORTFOLIO_NONE);
    atomic_init(&f->turns, 0);
    for (size_t k = 0; k < count; k++) {
        f->fake[k].answer_at = answer_at[k];
        f->fake[k].running = &f->running;
        f->fake[k].most = &f->most;
        f->fake[k].last = &f->last;
        f->fake[k].turns = &f->turns;
        f->member[k] = (portfolio_member_t){fake_run, &f->fake[k], weight[k],
                                            k + 1 == count ? 1 : 0, offset[k], 0, 1};
    }
}

static const portfolio_mode_t modes[] = {PORTFOLIO_TURNS, PORTFOLIO_PARALLEL,
                                         PORTFOLIO_RESTARTS};

/* The member whose clock at its answer is least wins, the first among
 * equals, whatever the mode; the others stop once past it. */
static void test_portfolio_winner(void)
{
    static const struct {
        uint64_t answer_at[FAKE_MEMBERS], weight[FAKE_MEMBERS], offset[FAKE_MEMBERS];
        size_t winner;
    } cases[] = {
        /* Clocks 5000, 1000 + 2 x 1500 = 4000, 2500 + 3000 + 3000 % 7 */
        {{5000, 1500, 3000}, {1, 2, 1}, {0, 1000, 2500}, 1},
        /* A tie at 4000: the first. */
        {{4000, 1500, 9000}, {1, 2, 1}, {0, 1000, 0}, 0},
        /* The first answers before the others start. */
        {{300, 10, 10}, {1, 1, 1}, {0, 1000, 1000}, 0},
        /* The last, much later than it started. */
        {{900000, 800000, 20000}, {1, 1, 3}, {0, 100, 5000}, 2},
        /* The first, whose answer comes after more nodes than the second's
         * (in parallel, later), but at a lower clock. */
        {{1000000, 50000, 3000000}, {1, 100, 1}, {0, 0, 0}, 0},
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++)
        for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
            fakes_t f;
            fakes_init(&f, FAKE_MEMBERS, cases[c].answer_at, cases[c].weight, cases[c].offset);
            portfolio_result_t r = portfolio_run(f.member, FAKE_MEMBERS, modes[m], 64, NULL);
            CU_ASSERT_FALSE(r.failed || r.stopped);
            CU_ASSERT_EQUAL(r.winner, cases[c].winner);
            size_t w = cases[c].winner;
            uint64_t at = cases[c].answer_at[w];
            uint64_t clock = cases[c].offset[w] + at * cases[c].weight[w] +
                             (w + 1 == FAKE_MEMBERS ? at % 7 : 0);
            CU_ASSERT_EQUAL(r.clock, clock);
            /* Taking turns, no member went much past the winner's clock;
             * with restarts, the first went at most about twice as far. */
            for (size_t k = 0; k < FAKE_MEMBERS && modes[m] != PORTFOLIO_PARALLEL; k++) {
                uint64_t past = cases[c].offset[k] + f.fake[k].reached * cases[c].weight[k];
                uint64_t most = modes[m] == PORTFOLIO_TURNS || k > 0 ? clock : 2 * clock;
                CU_ASSERT_TRUE(f.fake[k].reached == 0 || past <= most + 2 * FAKE_POLL * 3 * 7);
            }
            if (modes[m] == PORTFOLIO_TURNS)
                CU_ASSERT_EQUAL(atomic_load(&f.most), 1);
            if (modes[m] != PORTFOLIO_RESTARTS)
                for (size_t k = 0; k < FAKE_MEMBERS; k++)
                    CU_ASSERT_TRUE(f.fake[k].searches <= 1);
        }
}

/* Taking turns, the work is at most the number of members times the
 * winner's, plus a turn each (a quantum, or a sixteenth of the clock when
 * that is more); with restarts the others' is at most about three times
 * the winner's (in parallel, it depends on the threads' speeds). */
static void test_portfolio_work(void)
{
    static const uint64_t answer_at[2] = {100000, 4000000}, weight[2] = {1, 1},
                          offset[2] = {0, 0};
    for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
        fakes_t f;
        fakes_init(&f, 2, answer_at, weight, offset);
        portfolio_result_t r = portfolio_run(f.member, 2, modes[m], 1000, NULL);
        CU_ASSERT_EQUAL(r.winner, 0);
        CU_ASSERT_EQUAL(f.fake[0].nodes, 100000);
        if (modes[m] == PORTFOLIO_TURNS) {
            CU_ASSERT_TRUE(f.fake[1].nodes <= 100000 + 100000 / 16 + FAKE_POLL);
            /* Turns that grow with the clock: about 50, where turns of a
             * quantum would be 200. */
            CU_ASSERT_TRUE(atomic_load(&f.turns) <= 100);
            CU_ASSERT_TRUE(atomic_load(&f.turns) >= 10);
        }
        if (modes[m] == PORTFOLIO_RESTARTS)
            CU_ASSERT_TRUE(f.fake[1].nodes <= 3 * (100000 + FAKE_POLL));
        /* It went as far as the winner, to be sure that it comes later. */
        CU_ASSERT_TRUE(f.fake[1].reached >= 100000);
    }
}

/* Past its knee a member's work counts `later` times: the second answers
 * at 600 nodes, its clock 500 + 100 x 2 = 700 before the first's 1000;
 * counting 6 times past the knee, at 500 + 600 = 1100, after it. */
static void test_portfolio_knee(void)
{
    static const uint64_t answer_at[2] = {1000, 600}, weight[2] = {1, 1}, offset[2] = {0, 0};
    static const struct {
        uint64_t later;
        size_t winner;
        uint64_t clock;
    } cases[] = {{2, 1, 700}, {6, 0, 1000}};
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++)
        for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
            fakes_t f;
            fakes_init(&f, 2, answer_at, weight, offset);
            /* No cost: the clock is the nodes'. */
            f.member[1].cost_weight = 0;
            f.member[1].knee = 500;
            f.member[1].later = cases[c].later;
            portfolio_result_t r = portfolio_run(f.member, 2, modes[m], 64, NULL);
            CU_ASSERT_EQUAL(r.winner, cases[c].winner);
            CU_ASSERT_EQUAL(r.clock, cases[c].clock);
        }
}

/* A stop ends every member; a member's run that fails fails the whole. */
static void test_portfolio_stops(void)
{
    static const uint64_t answer_at[2] = {UINT64_MAX, UINT64_MAX}, weight[2] = {1, 1},
                          offset[2] = {0, 50};
    for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
        atomic_bool stop;
        atomic_init(&stop, false);
        fakes_t f;
        fakes_init(&f, 2, answer_at, weight, offset);
        f.fake[0].raise = &stop;
        f.fake[0].stop_at = 100000;
        f.fake[0].stop = f.fake[1].stop = &stop;
        portfolio_result_t r = portfolio_run(f.member, 2, modes[m], 100, &stop);
        CU_ASSERT_TRUE(r.stopped);
        CU_ASSERT_EQUAL(r.winner, PORTFOLIO_NONE);
        CU_ASSERT_EQUAL(atomic_load(&f.running), 0);
    }
}

static CU_TestInfo portfolio_tests[] = {
    {"the first answer by the clocks wins, in every mode", test_portfolio_winner},
    {"the work is bounded by the winner's", test_portfolio_work},
    {"past its knee a member's work counts more", test_portfolio_knee},
    {"a stop ends every member", test_portfolio_stops},
    CU_TEST_INFO_NULL,
};

/* ---- sort ---- */

/* Items of 20 bytes (wider than a word, not a multiple of 8), ordered by
 * their key and then their tag, so that the order is total. */
typedef struct {
    uint32_t key, tag;
    char rest[12];
} item_t;

static int item_compare(const void *a, const void *b)
{
    const item_t *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    return (x->tag > y->tag) - (x->tag < y->tag);
}

static int byte_compare(const void *a, const void *b)
{
    return *(const unsigned char *)a - *(const unsigned char *)b;
}

/* The same order as qsort's, for every length up to a few hundred and
 * keys with many repeats or none; single bytes too. */
static void test_sort_in_place(void)
{
    uint64_t state = 99;
    for (size_t n = 0; n < 300; n += n < 20 ? 1 : 37) {
        for (uint32_t keys = 1; keys <= 1000; keys *= 10) {
            item_t *a = malloc((n + 1) * sizeof *a), *b = malloc((n + 1) * sizeof *b);
            unsigned char *c = malloc(n + 1), *d = malloc(n + 1);
            CU_ASSERT_TRUE_FATAL(a && b && c && d);
            for (size_t i = 0; i < n; i++) {
                state = state * 6364136223846793005u + 1442695040888963407u;
                a[i] = (item_t){(uint32_t)(state >> 33) % keys, (uint32_t)i, "rest"};
                c[i] = (unsigned char)(state >> 40);
            }
            memcpy(b, a, n * sizeof *a);
            memcpy(d, c, n);
            sort_in_place(a, n, sizeof *a, item_compare);
            qsort(b, n, sizeof *b, item_compare);
            CU_ASSERT_EQUAL(memcmp(a, b, n * sizeof *a), 0);
            sort_in_place(c, n, 1, byte_compare);
            qsort(d, n, 1, byte_compare);
            CU_ASSERT_EQUAL(memcmp(c, d, n), 0);
            free(a);
            free(b);
            free(c);
            free(d);
        }
    }
}

static int key_compare(const void *a, const void *b)
{
    const item_t *x = a, *y = b;
    return (x->key > y->key) - (x->key < y->key);
}

/* Each key once, in order. */
static void test_sort_unique(void)
{
    item_t items[] = {{3, 0, ""}, {1, 1, ""}, {3, 2, ""}, {2, 3, ""}, {1, 4, ""}, {3, 5, ""}};
    size_t n = sort_unique(items, 6, sizeof *items, key_compare);
    CU_ASSERT_EQUAL(n, 3);
    for (size_t i = 0; i < n; i++)
        CU_ASSERT_EQUAL(items[i].key, i + 1);
    CU_ASSERT_EQUAL(sort_unique(items, 0, sizeof *items, key_compare), 0);
    CU_ASSERT_EQUAL(sort_unique(items, 1, sizeof *items, key_compare), 1);
}

static CU_TestInfo sort_tests[] = {
    {"in place, as qsort orders", test_sort_in_place},
    {"each item once", test_sort_unique},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"array", NULL, NULL, NULL, NULL, array_tests},
        {"clock", NULL, NULL, NULL, NULL, clock_tests},
        {"count", NULL, NULL, NULL, NULL, count_tests},
        {"pool", NULL, NULL, NULL, NULL, pool_tests},
        {"portfolio", NULL, NULL, NULL, NULL, portfolio_tests},
        {"ordered", NULL, NULL, NULL, NULL, ordered_tests},
        {"sort", NULL, NULL, NULL, NULL, sort_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
