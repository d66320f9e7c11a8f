/* The yardstick of the benchmarks (bench/yardstick.h), a plain
 * dancing-links search, against twigs' own search: both count every
 * solution (twigs with its symmetry off), so on the same problems the
 * counts must agree, and a first solution must exist for both or for
 * neither.  The problems: random exact cover problems with types (copies
 * and secondary items included), and cover puzzles of every kind of piece
 * set, fed to the yardstick through cover_puzzle_matrix as the benchmark
 * feeds them. */
#include <stdlib.h>
#include <string.h>

#include "../../bench/yardstick.h"
#include "cunit_main.h"
#include "puzzle/cover_puzzle.h"
#include "puzzle/puzzle_file.h"
#include "search/cover.h"

static uint64_t yardstick_count(const cover_puzzle_matrix_t *m, bool first)
{
    yardstick_t *y = yardstick_create(m->primary, m->items, m->types, m->uses, m->options,
                                      m->start, m->item, m->type);
    CU_ASSERT_PTR_NOT_NULL_FATAL(y);
    yardstick_stats_t stats = yardstick_search(y, first, 0);
    CU_ASSERT_FALSE(stats.stopped);
    CU_ASSERT_TRUE(stats.nodes >= stats.solutions);
    yardstick_destroy(y);
    return stats.solutions;
}

/* ---- Random problems: the yardstick against the exact cover engine ---- */

enum { ITEMS_MAX = 12, OPTIONS_MAX = 24, TYPES_MAX = 4, PER_OPTION = 3 };

static unsigned draw(uint64_t *state, unsigned bound)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return (unsigned)(*state % bound);
}

/* A problem in the matrix's own form, its arrays in `room`. */
typedef struct {
    uint32_t start[OPTIONS_MAX + 1], item[OPTIONS_MAX * PER_OPTION], type[OPTIONS_MAX];
    unsigned uses[TYPES_MAX];
} room_t;

static void random_matrix(uint64_t *state, room_t *room, cover_puzzle_matrix_t *m)
{
    memset(m, 0, sizeof *m);
    m->primary = 1 + draw(state, 8);
    m->items = m->primary + draw(state, 4);
    m->types = 1 + draw(state, TYPES_MAX);
    m->options = 3 + draw(state, OPTIONS_MAX - 2);
    for (size_t t = 0; t < m->types; t++)
        room->uses[t] = draw(state, 4);
    uint32_t n = 0;
    for (size_t o = 0; o < m->options; o++) {
        room->start[o] = n;
        room->type[o] = draw(state, (unsigned)m->types);
        unsigned want = 1 + draw(state, PER_OPTION);
        for (unsigned k = 0; k < want; k++) {
            uint32_t item = draw(state, (unsigned)m->items);
            bool again = false;
            for (uint32_t j = room->start[o]; j < n; j++)
                again |= room->item[j] == item;
            if (!again)
                room->item[n++] = item;
        }
    }
    room->start[m->options] = n;
    m->start = room->start;
    m->item = room->item;
    m->type = room->type;
    m->uses = room->uses;
}

static uint64_t engine_count(const cover_puzzle_matrix_t *m, enum cover_branching branching)
{
    cover_t *cover = cover_create(m->primary, m->items - m->primary, m->types, m->uses);
    CU_ASSERT_PTR_NOT_NULL_FATAL(cover);
    for (size_t o = 0; o < m->options; o++)
        CU_ASSERT_EQUAL(cover_add_option(cover, m->type[o], m->item + m->start[o],
                                         m->start[o + 1] - m->start[o]),
                        (long)o);
    cover_set_branching(cover, branching);
    cover_stats_t stats = cover_search(cover, NULL, NULL);
    cover_destroy(cover);
    return stats.solutions;
}

static void test_random_problems(void)
{
    uint64_t state = 0x2545f4914f6cdd1dULL;
    unsigned solved = 0;
    for (int k = 0; k < 3000; k++) {
        room_t room;
        cover_puzzle_matrix_t m;
        random_matrix(&state, &room, &m);
        uint64_t count = yardstick_count(&m, false);
        CU_ASSERT_EQUAL(count, engine_count(&m, COVER_BRANCH_FIRST_ITEM));
        CU_ASSERT_EQUAL(count, engine_count(&m, COVER_BRANCH_FEWEST));
        CU_ASSERT_EQUAL(yardstick_count(&m, true), count > 0);
        solved += count > 0;
    }
    /* The problems are not all without solutions. */
    CU_ASSERT_TRUE(solved > 300);
}

/* ---- Cover puzzles ---- */

/* Pieces of separate twigs, one of them one-sided. */
#define SEPARATE_PIECES                                                                    \
    "piece_set:\n"                                                                         \
    "  - {name: Z1, edges: [\"0,0:e\", \"1,0:se\", \"0,1:ne\"]}\n"                         \
    "  - {name: Z2, edges: [\"1,0:se\", \"1,1:se\", \"0,2:ne\"]}\n"                        \
    "  - {name: Z5, edges: [\"0,0:se\", \"1,0:se\", \"2,0:se\"]}\n"                        \
    "  - {name: Z7, edges: [\"0,0:ne\", \"1,0:se\", \"0,1:ne\"], one_sided: true}\n"       \
    "  - {name: Z9, edges: [\"0,0:se\", \"1,0:se\", \"0,1:ne\"]}\n"

static const char *const puzzles[] = {
    /* Six pentatwigs on seven hexagons: 5 distinct solutions, 12
     * symmetries. */
    "puzzle: cover\n"
    "hexagons: [\"0,0\", \"1,-1\", \"1,0\", \"0,1\", \"-1,1\", \"-1,0\", \"0,-1\"]\n"
    "piece_set: [W, U, R, T, H, X]\n",
    /* Copies of the tritwigs, and spare edges. */
    "puzzle: cover\n"
    "touching: false\n"
    "hexagons: [\"0,0\", \"1,0\", \"0,1\"]\n"
    "spare: [\"1,1:e\", \"1,1:se\", \"1,1:sw\", \"1,1:ne\", \"-1,1:w\", \"-1,1:sw\"]\n"
    "piece_set: [{piece: C3, copies: 2}, {piece: S3, copies: 2}, {piece: Y3, copies: 2}]\n",
    /* The one-sided tetratwigs on a triangle (puzzles/). */
    "puzzle: cover\n"
    "piece_set: [one-sided-tetratwigs]\n"
    "edges: [\"0,3:e\", \"0,4:ne\", \"1,2:e\", \"1,2:se\", \"1,3:e\", \"1,3:ne\", \"1,3:se\",\n"
    "  \"1,4:ne\", \"2,1:e\", \"2,1:se\", \"2,2:ne\", \"2,3:e\", \"2,3:se\", \"2,4:ne\",\n"
    "  \"3,0:se\", \"3,1:e\", \"3,1:ne\", \"3,1:se\", \"3,2:e\", \"3,2:ne\", \"3,2:se\",\n"
    "  \"3,3:e\", \"3,3:ne\", \"3,3:se\"]\n",
    /* The polytwigs of orders 1 to 4 on a hexagon (puzzles/). */
    "puzzle: cover\n"
    "piece_set: [monotwigs, ditwigs, tritwigs, tetratwigs]\n"
    "edges: [\"0,2:e\", \"0,3:e\", \"0,3:ne\", \"0,4:ne\", \"1,1:e\", \"1,1:se\", \"1,2:ne\",\n"
    "  \"1,2:se\", \"1,3:e\", \"1,3:ne\", \"1,3:se\", \"1,4:ne\", \"2,0:se\", \"2,1:e\",\n"
    "  \"2,1:ne\", \"2,1:se\", \"2,2:ne\", \"2,2:se\", \"2,3:e\", \"2,3:ne\", \"2,3:se\",\n"
    "  \"3,0:se\", \"3,1:e\", \"3,1:ne\", \"3,1:se\", \"3,2:e\", \"3,2:ne\", \"3,2:se\"]\n",
    /* Pieces of separate twigs: one solution ... */
    "puzzle: cover\n"
    "touching: false\n"
    "hexagons: [\"0,0\", \"1,0\"]\n"
    "edges: [\"2,0:nw\", \"2,0:sw\", \"0,1:se\", \"0,1:e\"]\n"
    SEPARATE_PIECES,
    /* ... and none. */
    "puzzle: cover\n"
    "touching: false\n"
    "hexagons: [\"0,0\", \"1,0\"]\n"
    "edges: [\"2,0:nw\", \"2,0:sw\", \"-1,0:ne\", \"-1,0:se\"]\n"
    SEPARATE_PIECES,
    /* Four one-sided tritwigs on two corners of three edges far apart:
     * none, which the pieces' ends show before twigs makes a placement;
     * the yardstick gets every placement all the same. */
    "puzzle: cover\n"
    "edges: [\"-1,0:e\", \"-1,0:ne\", \"-1,0:se\", \"-1,1:e\", \"-1,1:ne\", \"0,-1:se\",\n"
    "  \"0,0:se\", \"0,1:ne\", \"60,-29:ne\", \"60,-30:e\", \"60,-30:se\", \"61,-31:se\"]\n"
    "piece_set: [one-sided-tritwigs]\n",
};

/* How many of the puzzles have no solution. */
enum { PUZZLES_WITHOUT = 2 };

static bool stop_at_first(void *context, const placement_t *pieces, size_t count)
{
    (void)context, (void)pieces, (void)count;
    return false;
}

/* twigs' count of every solution, or whether it finds one. */
static uint64_t twigs_count(const cover_puzzle_t *p, enum cover_branching branching, bool first)
{
    cover_puzzle_options_t o = cover_puzzle_default_options(p);
    o.raw = true;
    o.choose_rule = false;
    o.branching = branching;
    o.first = first;
    o.pockets = first;
    cover_puzzle_stats_t stats = cover_puzzle_solve(p, &o, first ? stop_at_first : NULL, NULL);
    CU_ASSERT_FALSE(stats.failed);
    return stats.solutions;
}

static void test_puzzles(void)
{
    unsigned with_solutions = 0;
    for (size_t k = 0; k < sizeof puzzles / sizeof puzzles[0]; k++) {
        puzzle_t puzzle;
        CU_ASSERT_TRUE_FATAL(
            puzzle_file_load_text("puzzle", puzzles[k], strlen(puzzles[k]), &puzzle, stderr));
        cover_puzzle_t p;
        edge_t *required;
        CU_ASSERT_TRUE_FATAL(puzzle_cover_problem(&puzzle, &p, &required));
        cover_puzzle_matrix_t m;
        CU_ASSERT_TRUE_FATAL(cover_puzzle_matrix(&p, &m));
        CU_ASSERT_TRUE(m.options > 0);
        uint64_t count = yardstick_count(&m, false);
        CU_ASSERT_EQUAL(count, twigs_count(&p, COVER_BRANCH_FIRST_ITEM, false));
        CU_ASSERT_EQUAL(count, twigs_count(&p, COVER_BRANCH_FEWEST, false));
        CU_ASSERT_EQUAL(yardstick_count(&m, true), count > 0);
        CU_ASSERT_EQUAL(twigs_count(&p, COVER_BRANCH_FIRST_ITEM, true), count > 0);
        with_solutions += count > 0;
        cover_puzzle_matrix_free(&m);
        free(required);
        puzzle_free(&puzzle);
    }
    CU_ASSERT_EQUAL(with_solutions, sizeof puzzles / sizeof puzzles[0] - PUZZLES_WITHOUT);
}

static CU_TestInfo yardstick_tests[] = {
    {"random problems: the yardstick counts as the engine does", test_random_problems},
    {"cover puzzles: the yardstick counts as twigs does", test_puzzles},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"yardstick", NULL, NULL, NULL, NULL, yardstick_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
