/* The named polytwigs against the program's own enumeration. */
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "twig/catalog.h"
#include "twig/figure_text.h"
#include "twig/piece_set.h"
#include "twig/pentatwigs.h"
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


/* ---- Piece sets ---- */

static void test_pentatwig_set(void)
{
    piece_set_t set;
    piece_set_init(&set);
    CU_ASSERT_EQUAL_FATAL(piece_set_pentatwigs(&set), PIECE_SET_OK);
    CU_ASSERT_EQUAL_FATAL(set.count, PIECE_COUNT);
    long mirror[PIECE_COUNT];
    CU_ASSERT_TRUE(piece_set_mirrors(&set, mirror));
    for (int p = 0; p < PIECE_COUNT; p++) {
        char letter[2] = {piece_letter(p), '\0'};
        CU_ASSERT_STRING_EQUAL(set.types[p].name, letter);
        CU_ASSERT_EQUAL(piece_set_find(&set, letter), p);
        CU_ASSERT_EQUAL(mirror[p], p);
    }
    CU_ASSERT_EQUAL(piece_set_find(&set, "R5"), 7);
    CU_ASSERT_EQUAL(piece_set_find(&set, "r"), 7); /* turned over, r is R */
    CU_ASSERT_EQUAL(piece_set_edges(&set), 60);
    CU_ASSERT_EQUAL(piece_set_pieces(&set), 12);
    piece_set_free(&set);
}

/* Families hold 1, 1, 3, 4, 12, 27 free pieces and 1, 1, 4, 6, 19, 49
 * one-sided ones; the mirror of a one-sided piece is another piece of the
 * set, and mirroring twice gives the piece back. */
static void test_families_and_mirrors(void)
{
    static const size_t free_counts[] = {1, 1, 3, 4, 12, 27};
    static const size_t one_sided_counts[] = {1, 1, 4, 6, 19, 49};
    for (unsigned order = 1; order <= 6; order++)
        for (int one_sided = 0; one_sided < 2; one_sided++) {
            piece_set_t set;
            piece_set_init(&set);
            CU_ASSERT_EQUAL_FATAL(piece_set_add_family(&set, order, one_sided), PIECE_SET_OK);
            CU_ASSERT_EQUAL(set.count, one_sided ? one_sided_counts[order - 1]
                                                 : free_counts[order - 1]);
            long mirror[64];
            CU_ASSERT_FATAL(set.count <= 64);
            CU_ASSERT_TRUE(piece_set_mirrors(&set, mirror));
            for (size_t t = 0; t < set.count; t++) {
                long m = mirror[t];
                CU_ASSERT_TRUE_FATAL(m >= 0);
                CU_ASSERT_EQUAL(mirror[m], (long)t);
                CU_ASSERT_EQUAL(m != (long)t, one_sided && catalog_chiral((size_t)set.types[t].catalog));
                CU_ASSERT_EQUAL(piece_set_find(&set, set.types[t].name), (long)t);
            }
            piece_set_free(&set);
        }
}

/* A free piece's orientations are those of its two one-sided forms. */
static void test_orientations_of_both_sides(void)
{
    piece_set_t free_set, one_sided_set;
    piece_set_init(&free_set);
    piece_set_init(&one_sided_set);
    CU_ASSERT_EQUAL_FATAL(piece_set_add_family(&free_set, 6, false), PIECE_SET_OK);
    CU_ASSERT_EQUAL_FATAL(piece_set_add_family(&one_sided_set, 6, true), PIECE_SET_OK);
    edge_t o[LATTICE_SYMMETRIES][PIECE_SET_EDGES_MAX];
    unsigned free_total = 0, one_sided_total = 0;
    for (size_t t = 0; t < free_set.count; t++) {
        unsigned n = piece_set_orientations(&free_set, t, o);
        CU_ASSERT_EQUAL(12 % n, 0);
        for (unsigned k = 0; k < n; k++)
            CU_ASSERT_TRUE(piece_set_matches(&free_set, t, o[k], free_set.types[t].size));
        free_total += n;
    }
    for (size_t t = 0; t < one_sided_set.count; t++)
        one_sided_total += piece_set_orientations(&one_sided_set, t, o);
    CU_ASSERT_EQUAL(free_total, one_sided_total);
    /* A one-sided chiral piece does not match its mirror image. */
    long r = piece_set_find(&one_sided_set, "R06");
    long mirror = piece_set_find(&one_sided_set, "r06");
    CU_ASSERT_TRUE_FATAL(r >= 0 && mirror >= 0 && r != mirror);
    const piece_type_t *m = &one_sided_set.types[mirror];
    CU_ASSERT_FALSE(piece_set_matches(&one_sided_set, (size_t)r, m->edges, m->size));
    CU_ASSERT_TRUE(piece_set_matches(&free_set, (size_t)piece_set_find(&free_set, "R06"),
                                     m->edges, m->size));
    piece_set_free(&free_set);
    piece_set_free(&one_sided_set);
}

static void test_custom_pieces(void)
{
    piece_set_t set;
    piece_set_init(&set);
    edge_t apart[2] = {{0, 0, SIDE_E}, {5, 0, SIDE_E}};
    CU_ASSERT_EQUAL(piece_set_add_custom(&set, "Q", apart, 2, false, 3), PIECE_SET_OK);
    CU_ASSERT_EQUAL(piece_set_pieces(&set), 3);
    edge_t moved[2] = {{2, 7, SIDE_SE}, {2, 2, SIDE_SE}};
    CU_ASSERT_TRUE(piece_set_matches(&set, 0, moved, 2)); /* turned */
    edge_t twice[2] = {{0, 0, SIDE_E}, {0, 0, SIDE_E}};
    CU_ASSERT_EQUAL(piece_set_add_custom(&set, "D", twice, 2, false, 1), PIECE_SET_REPEATED_EDGE);
    CU_ASSERT_EQUAL(piece_set_add_custom(&set, "Q", apart, 2, false, 1), PIECE_SET_NAME_TAKEN);
    CU_ASSERT_EQUAL(piece_set_add_custom(&set, "X", apart, 2, false, 1), PIECE_SET_NAME_TAKEN);
    CU_ASSERT_EQUAL(piece_set_add_custom(&set, "c06", apart, 2, false, 1), PIECE_SET_NAME_TAKEN);
    CU_ASSERT_EQUAL(piece_set_add_custom(&set, "hexatwigs", apart, 2, false, 1),
                    PIECE_SET_NAME_TAKEN);
    CU_ASSERT_EQUAL(piece_set_add_custom(&set, "", apart, 2, false, 1), PIECE_SET_BAD_NAME);
    CU_ASSERT_EQUAL(piece_set_add_custom(&set, "E", apart, 0, false, 1), PIECE_SET_NO_EDGES);
    edge_t many[PIECE_SET_EDGES_MAX + 1];
    for (int i = 0; i <= PIECE_SET_EDGES_MAX; i++)
        many[i] = (edge_t){i, 0, SIDE_E};
    CU_ASSERT_EQUAL(piece_set_add_custom(&set, "M", many, PIECE_SET_EDGES_MAX + 1, false, 1),
                    PIECE_SET_TOO_LARGE);
    CU_ASSERT_EQUAL(piece_set_add_custom(&set, "Z", apart, 2, false, 0), PIECE_SET_TOO_MANY);
    CU_ASSERT_EQUAL(set.count, 1);
    piece_set_free(&set);
}

/* The same piece listed twice is two copies; a lower-case name is the
 * one-sided mirror image. */
static void test_named_copies(void)
{
    piece_set_t set;
    piece_set_init(&set);
    size_t x, r;
    bool mirror;
    catalog_find("X", &x, &mirror);
    catalog_find("R", &r, &mirror);
    CU_ASSERT_EQUAL(piece_set_pentatwigs(&set), PIECE_SET_OK);
    CU_ASSERT_EQUAL(piece_set_add_named(&set, x, false, false, 2), PIECE_SET_OK);
    CU_ASSERT_EQUAL(set.count, 12);
    CU_ASSERT_EQUAL(set.types[11].copies, 3);
    CU_ASSERT_EQUAL(piece_set_add_named(&set, r, true, true, 1), PIECE_SET_OK);
    CU_ASSERT_EQUAL(set.count, 13);
    CU_ASSERT_STRING_EQUAL(set.types[12].name, "r");
    long reflected[13];
    CU_ASSERT_FALSE(piece_set_mirrors(&set, reflected));
    CU_ASSERT_EQUAL(reflected[12], -1); /* no one-sided R to mirror it */
    CU_ASSERT_EQUAL(piece_set_add_named(&set, r, false, true, 1), PIECE_SET_NAME_TAKEN);
    piece_set_free(&set);
}

/* Adds a custom one-sided piece of the catalogue piece's shape (its
 * mirror image when `mirror`). */
static void add_shape_of(piece_set_t *set, const char *name, const char *piece, bool mirror)
{
    size_t index;
    bool lower;
    CU_ASSERT_EQUAL_FATAL(catalog_find(piece, &index, &lower), CATALOG_FOUND);
    edge_t edges[CATALOG_ORDER_MAX];
    unsigned n = catalog_edges(index, mirror, edges);
    CU_ASSERT_EQUAL_FATAL(piece_set_add_custom(set, name, edges, n, true, 1), PIECE_SET_OK);
}

/* Whether mirror[] is one-to-one and its own inverse. */
static bool is_involution(const long *mirror, size_t count)
{
    for (size_t t = 0; t < count; t++)
        if (mirror[t] < 0 || (size_t)mirror[t] >= count || mirror[mirror[t]] != (long)t)
            return false;
    return true;
}

/* A reflection relabels the pieces one to one: one-sided pieces of one
 * achiral shape stay themselves, however many share the shape; chiral
 * ones pair with their mirror shapes each once, the catalogue's own pair
 * (S3 and s3) first, then the others in the order listed. */
static void test_mirror_pairs(void)
{
    piece_set_t set;
    long mirror[6];
    piece_set_init(&set);
    add_shape_of(&set, "Za", "I1", false);
    add_shape_of(&set, "Zb", "I1", false);
    CU_ASSERT_TRUE(piece_set_mirrors(&set, mirror));
    CU_ASSERT_EQUAL(mirror[0], 0);
    CU_ASSERT_EQUAL(mirror[1], 1);
    piece_set_free(&set);

    size_t s3;
    bool lower;
    CU_ASSERT_EQUAL_FATAL(catalog_find("S3", &s3, &lower), CATALOG_FOUND);
    CU_ASSERT_TRUE_FATAL(catalog_chiral(s3));
    add_shape_of(&set, "Sa", "S3", false);
    add_shape_of(&set, "Sb", "S3", false);
    add_shape_of(&set, "Ma", "S3", true);
    CU_ASSERT_FALSE(piece_set_mirrors(&set, mirror)); /* Sb has no partner */
    CU_ASSERT_EQUAL(mirror[0], 2);
    CU_ASSERT_EQUAL(mirror[2], 0);
    CU_ASSERT_EQUAL(mirror[1], -1);
    add_shape_of(&set, "Mb", "S3", true);
    CU_ASSERT_EQUAL_FATAL(piece_set_add_named(&set, s3, true, true, 1), PIECE_SET_OK);
    CU_ASSERT_EQUAL_FATAL(piece_set_add_named(&set, s3, false, true, 1), PIECE_SET_OK);
    CU_ASSERT_TRUE(piece_set_mirrors(&set, mirror));
    CU_ASSERT_TRUE(is_involution(mirror, set.count));
    CU_ASSERT_EQUAL(mirror[1], 3);
    CU_ASSERT_EQUAL(mirror[4], 5); /* s3 and S3, though Sa and Sb come first */
    piece_set_free(&set);
}

/* The characters a drawing uses for the pieces: no two alike, and each
 * piece's own first character where it can have it.  The hexatwigs' names
 * share first characters (H06, H16; L06, L16, L26; ...); the one-sided
 * sets of orders 1 to 6 have 80 pieces, more than the 62 letters and
 * digits. */
static void test_drawing_labels(void)
{
    piece_set_t set;
    piece_set_init(&set);
    CU_ASSERT_EQUAL(piece_set_add_family(&set, 6, false), PIECE_SET_OK);
    char labels[128];
    CU_ASSERT_FALSE(figure_text_labels(&set, labels));
    for (size_t t = 0; t < set.count; t++) {
        for (size_t u = 0; u < t; u++)
            CU_ASSERT_NOT_EQUAL(labels[t], labels[u]);
        /* The first of a group starting alike keeps its character. */
        bool first = true;
        for (size_t u = 0; u < t; u++)
            first = first && set.types[u].name[0] != set.types[t].name[0];
        if (first)
            CU_ASSERT_EQUAL(labels[t], set.types[t].name[0]);
    }
    piece_set_free(&set);
    piece_set_init(&set);
    for (unsigned order = 1; order <= 6; order++)
        CU_ASSERT_EQUAL(piece_set_add_family(&set, order, true), PIECE_SET_OK);
    CU_ASSERT_EQUAL(set.count, 80);
    figure_text_labels(&set, labels);
    size_t distinct = 0;
    for (size_t t = 0; t < set.count; t++) {
        bool seen = false;
        for (size_t u = 0; u < t && !seen; u++)
            seen = labels[u] == labels[t];
        distinct += !seen;
    }
    CU_ASSERT_TRUE(distinct >= 62);
    piece_set_free(&set);
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

static CU_TestInfo piece_set_tests[] = {
    {"the pentatwigs", test_pentatwig_set},
    {"families and mirrors", test_families_and_mirrors},
    {"orientations of both sides", test_orientations_of_both_sides},
    {"custom pieces", test_custom_pieces},
    {"named copies", test_named_copies},
    {"a reflection relabels the pieces one to one", test_mirror_pairs},
    {"a drawing's characters for the pieces", test_drawing_labels},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"catalog", NULL, NULL, NULL, NULL, catalog_tests},
        {"piece sets", NULL, NULL, NULL, NULL, piece_set_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
