/* The slicing of the searches that --part splits, pinned to
 * PUZZLE_SLICING_VERSION (puzzle/puzzle.h).
 *
 * Summaries carry the version in their fingerprint, and merge joins only
 * parts with one fingerprint.  A change to the slicing that keeps the
 * version lets merge join parts of two slicings: parts written by two
 * such versions of twigs once added up to 59 solutions of the Triangle,
 * which has 56, "complete".  So the digest of each puzzle's slicing
 * (puzzle_slicing: every slice, what it holds and which part takes it)
 * is recorded below beside the version it belongs to, and a digest that
 * changes while the version does not fails: raise the version, then
 * record the new digests (TWIGS_SLICING_PRINT=1 prints them).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "puzzle/puzzle.h"
#include "puzzle/puzzle_file.h"

#define PINNED_VERSION 4

/* Of The Ring and The Maximum, the slices of the levels from the bound
 * down that the search goes through: The Maximum's bound, 33 hexagons,
 * is reached at once; The Ring's, 61, is refuted level by level down to
 * 48, the best (the levels below hold ever more candidates). */
static const struct {
    const char *puzzle; /* built in, or the name of a file of puzzles/ */
    unsigned parts;
    size_t levels;
    uint64_t digest;
} pinned[] = {
    {"triangle", 1, 0, UINT64_C(0x7ab8ca027ed92f80)},
    {"triangle", 2, 0, UINT64_C(0x1e9c4aaf7a7fe46e)},
    {"triangle", 7, 0, UINT64_C(0x13d5820d920d4890)},
    {"triangle", 64, 0, UINT64_C(0x5d3cf87ef687513b)},
    {"hexes15", 1, 0, UINT64_C(0xf99296e6a7169d57)},
    {"hexes15", 16, 0, UINT64_C(0x37746649bd79b1ec)},
    {"tree", 1, 0, UINT64_C(0x0ebfded2737b6807)},
    {"tree", 5, 0, UINT64_C(0xaa83759df4b5d044)},
    {"maximum", 7, 1, UINT64_C(0xe2110076df96b526)},
    {"ring", 7, 14, UINT64_C(0xe724a642b03d243e)},
    {"hexagon-7-spare", 1, 0, UINT64_C(0x540bc33c5bbbbfa5)},
    {"hexagon-7-spare", 3, 0, UINT64_C(0xc2526f88201d18aa)},
    {"polytwigs-1-4-hexagon-3", 4, 0, UINT64_C(0x5356e53385c30f30)},
    {"one-sided-polytwigs-1-4-trapezoid-5x2", 1, 0, UINT64_C(0x275efccfbbc05124)},
    {"one-sided-polytwigs-1-4-trapezoid-5x2", 5, 0, UINT64_C(0xa6616451ffa247de)},
    {"pentatwigs-chevron-5x2", 10, 0, UINT64_C(0x0d54dbd473db10c0)},
};

/* The puzzle of that name: built in, or read from puzzles/. */
static bool load(const char *name, puzzle_t *puzzle)
{
    if (puzzle_builtin(name, puzzle))
        return true;
    const char *srcdir = getenv("srcdir");
    char path[4096];
    snprintf(path, sizeof path, "%s/puzzles/%s.yaml", srcdir != NULL ? srcdir : ".", name);
    return puzzle_file_load(path, puzzle, stdout);
}

/* The digest of the puzzle's slicing in `parts` parts (of The Ring and
 * The Maximum, the first `levels` levels); *slices gets how many slices
 * it has. */
static uint64_t digest(const char *name, unsigned parts, size_t levels, size_t *slices)
{
    puzzle_t puzzle;
    CU_ASSERT_TRUE_FATAL(load(name, &puzzle));
    slicing_t slicing;
    slicing_init(&slicing, parts);
    CU_ASSERT_TRUE(puzzle_slicing(&puzzle, levels, &slicing));
    puzzle_free(&puzzle);
    *slices = slicing.slices;
    return slicing.hash;
}

static void test_version(void)
{
    if (PINNED_VERSION != PUZZLE_SLICING_VERSION)
        printf("\n    PUZZLE_SLICING_VERSION is %d, the digests here are version %d's: record "
               "this version's (TWIGS_SLICING_PRINT=1 prints them) and set PINNED_VERSION\n",
               PUZZLE_SLICING_VERSION, PINNED_VERSION);
    CU_ASSERT_EQUAL(PINNED_VERSION, PUZZLE_SLICING_VERSION);
}

static void test_digests(void)
{
    bool print = getenv("TWIGS_SLICING_PRINT") != NULL;
    for (size_t i = 0; i < sizeof pinned / sizeof *pinned; i++) {
        size_t slices;
        uint64_t d = digest(pinned[i].puzzle, pinned[i].parts, pinned[i].levels, &slices);
        CU_ASSERT_TRUE(slices > 0);
        if (print)
            printf("\n    {\"%s\", %u, %zu, UINT64_C(0x%016" PRIx64 ")}, /* %zu slices */",
                   pinned[i].puzzle, pinned[i].parts, pinned[i].levels, d, slices);
        else if (d != pinned[i].digest)
            printf("\n    %s in %u parts: slicing changed: bump PUZZLE_SLICING_VERSION and update "
                   "this digest: {\"%s\", %u, %zu, UINT64_C(0x%016" PRIx64 ")}\n",
                   pinned[i].puzzle, pinned[i].parts, pinned[i].puzzle, pinned[i].parts,
                   pinned[i].levels, d);
        CU_ASSERT_EQUAL(d, pinned[i].digest);
    }
}

/* The digest tells slicings apart: the same slicing gives the same
 * digest, another split or another puzzle another. */
static void test_digest_tells_apart(void)
{
    size_t slices[4];
    uint64_t two = digest("triangle", 2, 0, &slices[0]);
    CU_ASSERT_EQUAL(digest("triangle", 2, 0, &slices[1]), two);
    CU_ASSERT_EQUAL(slices[1], slices[0]);
    CU_ASSERT_NOT_EQUAL(digest("triangle", 3, 0, &slices[2]), two);
    CU_ASSERT_NOT_EQUAL(digest("hexagon-7", 2, 0, &slices[3]), two);
    /* In 2 and 3 parts the Triangle is cut as deep (256 slices a part
     * need the third level either way): only who takes which differs. */
    CU_ASSERT_EQUAL(slices[2], slices[0]);
}

static CU_TestInfo slicing_tests[] = {
    {"the digests are recorded for this PUZZLE_SLICING_VERSION", test_version},
    {"each puzzle's slicing is what its version says", test_digests},
    {"the digest tells slicings apart", test_digest_tells_apart},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"slicing", NULL, NULL, NULL, NULL, slicing_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
