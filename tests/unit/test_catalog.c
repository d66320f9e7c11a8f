/* The named polytwigs against the program's own enumeration. */
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "twig/catalog.h"
#include "twig/pieces.h"
#include "twig/polytwig.h"

/* The catalogue index of the piece with this canonical free form, or -1. */
static long find_shape(const edge_t *canonical, unsigned order)
{
    long found = -1;
    for (size_t i = 0; i < catalog_count(); i++) {
        if (catalog_at(i)->order != order)
            continue;
        edge_t edges[CATALOG_ORDER_MAX], shape[CATALOG_ORDER_MAX];
        catalog_edges(i, false, edges);
        polytwig_canonical(edges, order, POLYTWIG_FREE, shape);
        if (polytwig_compare(shape, canonical, order) == 0) {
            CU_ASSERT_EQUAL(found, -1); /* no shape has two names */
            found = (long)i;
        }
    }
    return found;
}

/* Every free polytwig of orders 1 to 6 has exactly one name, and the
 * catalogue holds nothing else. */
static void test_every_shape_has_one_name(void)
{
    size_t named = 0;
    for (unsigned order = 1; order <= CATALOG_ORDER_MAX; order++) {
        edge_t *shapes;
        size_t count = polytwig_enumerate(order, POLYTWIG_FREE, &shapes);
        CU_ASSERT_TRUE_FATAL(count > 0);
        for (size_t s = 0; s < count; s++)
            CU_ASSERT_TRUE(find_shape(shapes + s * order, order) >= 0);
        named += count;
        free(shapes);
    }
    CU_ASSERT_EQUAL(named, catalog_count());
    for (size_t i = 0; i < catalog_count(); i++) {
        edge_t edges[CATALOG_ORDER_MAX];
        unsigned n = catalog_edges(i, false, edges);
        CU_ASSERT_TRUE(polytwig_connected(edges, n));
    }
}

/* Chiral pieces count twice among the one-sided polytwigs. */
static void test_one_sided_counts_follow_from_chirality(void)
{
    for (unsigned order = 1; order <= CATALOG_ORDER_MAX; order++) {
        edge_t *shapes;
        size_t one_sided = polytwig_enumerate(order, POLYTWIG_ONE_SIDED, &shapes);
        free(shapes);
        size_t pieces = 0;
        for (size_t i = 0; i < catalog_count(); i++)
            if (catalog_at(i)->order == order)
                pieces += catalog_chiral(i) ? 2 : 1;
        CU_ASSERT_EQUAL(pieces, one_sided);
    }
}

/* The pentatwigs are the game's pieces, letter for letter. */
static void test_pentatwigs_are_the_game_pieces(void)
{
    for (int piece = 0; piece < PIECE_COUNT; piece++) {
        char name[2] = {piece_letter(piece), '\0'};
        size_t index;
        bool mirror;
        CU_ASSERT_EQUAL_FATAL(catalog_find(name, &index, &mirror), CATALOG_FOUND);
        CU_ASSERT_FALSE(mirror);
        edge_t edges[CATALOG_ORDER_MAX], reference[PIECE_EDGES];
        CU_ASSERT_EQUAL(catalog_edges(index, false, edges), PIECE_EDGES);
        piece_reference(piece, reference);
        polytwig_normalize(reference, PIECE_EDGES);
        CU_ASSERT_EQUAL(polytwig_compare(edges, reference, PIECE_EDGES), 0);
    }
}

static void assert_found(const char *name, const char *as, bool mirror)
{
    size_t index;
    bool is_mirror;
    CU_ASSERT_EQUAL_FATAL(catalog_find(name, &index, &is_mirror), CATALOG_FOUND);
    CU_ASSERT_STRING_EQUAL(catalog_at(index)->name, as);
    CU_ASSERT_EQUAL(is_mirror, mirror);
}

static void test_names(void)
{
    assert_found("C", "C", false);
    assert_found("C5", "C", false);
    assert_found("C3", "C3", false);
    assert_found("C06", "C06", false);
    assert_found("r", "R", true);
    assert_found("r5", "R", true);
    assert_found("s3", "S3", true);
    size_t index;
    bool mirror;
    CU_ASSERT_EQUAL(catalog_find("c06", &index, &mirror), CATALOG_FOUND);
    CU_ASSERT_EQUAL(catalog_find("i06", &index, &mirror), CATALOG_OWN_MIRROR);
    CU_ASSERT_EQUAL(catalog_find("y3", &index, &mirror), CATALOG_OWN_MIRROR);
    CU_ASSERT_EQUAL(catalog_find("C7", &index, &mirror), CATALOG_UNKNOWN);
    CU_ASSERT_EQUAL(catalog_find("Z", &index, &mirror), CATALOG_UNKNOWN);
    CU_ASSERT_EQUAL(catalog_find("", &index, &mirror), CATALOG_UNKNOWN);
    CU_ASSERT_EQUAL(catalog_find("C066", &index, &mirror), CATALOG_UNKNOWN);
    char name[CATALOG_NAME_MAX];
    catalog_find("R", &index, &mirror);
    catalog_name(index, true, name);
    CU_ASSERT_STRING_EQUAL(name, "r");
    catalog_find("Y3", &index, &mirror);
    catalog_name(index, true, name);
    CU_ASSERT_STRING_EQUAL(name, "Y3");
}

/* A mirror image is a reflection: the same free shape, and for a chiral
 * piece another one-sided shape. */
static void test_mirror_images(void)
{
    for (size_t i = 0; i < catalog_count(); i++) {
        edge_t a[CATALOG_ORDER_MAX], b[CATALOG_ORDER_MAX];
        edge_t ca[CATALOG_ORDER_MAX], cb[CATALOG_ORDER_MAX];
        unsigned n = catalog_edges(i, false, a);
        catalog_edges(i, true, b);
        polytwig_canonical(a, n, POLYTWIG_FREE, ca);
        polytwig_canonical(b, n, POLYTWIG_FREE, cb);
        CU_ASSERT_EQUAL(polytwig_compare(ca, cb, n), 0);
    }
}

static void test_families(void)
{
    unsigned order;
    bool one_sided;
    CU_ASSERT_TRUE(catalog_family("tetratwigs", &order, &one_sided));
    CU_ASSERT_EQUAL(order, 4);
    CU_ASSERT_FALSE(one_sided);
    CU_ASSERT_TRUE(catalog_family("one-sided-hexatwigs", &order, &one_sided));
    CU_ASSERT_EQUAL(order, 6);
    CU_ASSERT_TRUE(one_sided);
    CU_ASSERT_TRUE(catalog_family("monotwigs", &order, &one_sided));
    CU_ASSERT_EQUAL(order, 1);
    CU_ASSERT_FALSE(catalog_family("heptatwigs", &order, &one_sided));
    CU_ASSERT_FALSE(catalog_family("one-sided-", &order, &one_sided));
}

static CU_TestInfo catalog_tests[] = {
    {"every polytwig of orders 1-6 has one name", test_every_shape_has_one_name},
    {"one-sided counts follow from chirality", test_one_sided_counts_follow_from_chirality},
    {"the pentatwigs are the game's pieces", test_pentatwigs_are_the_game_pieces},
    {"names", test_names},
    {"mirror images", test_mirror_images},
    {"families", test_families},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"catalog", NULL, NULL, NULL, NULL, catalog_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
