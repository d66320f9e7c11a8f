/* Maximum matching in general graphs: small graphs worked by hand (odd
 * cycles, where a bipartite search fails), then random graphs against an
 * exhaustive search. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "search/matching.h"

#define MAX_VERTICES 16

/* A graph given by its edges, in the form matching_maximum reads. */
typedef struct {
    int count;
    bool joined[MAX_VERTICES][MAX_VERTICES];
    int first[MAX_VERTICES + 1];
    int list[MAX_VERTICES * MAX_VERTICES];
} graph_t;

static void graph_init(graph_t *g, int count)
{
    memset(g, 0, sizeof *g);
    g->count = count;
}

static void graph_join(graph_t *g, int a, int b) { g->joined[a][b] = g->joined[b][a] = true; }

static matching_graph_t graph_view(graph_t *g)
{
    int k = 0;
    for (int v = 0; v < g->count; v++) {
        g->first[v] = k;
        for (int u = 0; u < g->count; u++)
            if (g->joined[v][u])
                g->list[k++] = u;
    }
    g->first[g->count] = k;
    return (matching_graph_t){g->count, g->first, g->list};
}

/* The matching's size, after checking that it is one: partners are
 * joined and each other's. */
static int checked_matching(graph_t *g)
{
    matching_graph_t view = graph_view(g);
    int mate[MAX_VERTICES];
    int pairs = matching_maximum(&view, mate);
    int counted = 0;
    for (int v = 0; v < g->count; v++) {
        if (mate[v] == -1)
            continue;
        CU_ASSERT_TRUE(g->joined[v][mate[v]]);
        CU_ASSERT_EQUAL(mate[mate[v]], v);
        counted += mate[v] > v;
    }
    CU_ASSERT_EQUAL(counted, pairs);
    return pairs;
}

/* The largest matching by trying everything: the lowest free vertex is
 * either left single or paired with each free neighbour in turn. */
static int exhaustive(const graph_t *g, unsigned used)
{
    int v = 0;
    while (v < g->count && (used & (1u << v)))
        v++;
    if (v == g->count)
        return 0;
    int best = exhaustive(g, used | (1u << v));
    for (int u = v + 1; u < g->count; u++)
        if (g->joined[v][u] && !(used & (1u << u))) {
            int with = 1 + exhaustive(g, used | (1u << v) | (1u << u));
            best = with > best ? with : best;
        }
    return best;
}

static void test_small_graphs(void)
{
    graph_t g;
    graph_init(&g, 0);
    CU_ASSERT_EQUAL(checked_matching(&g), 0);
    /* A triangle: one pair. */
    graph_init(&g, 3);
    graph_join(&g, 0, 1);
    graph_join(&g, 1, 2);
    graph_join(&g, 2, 0);
    CU_ASSERT_EQUAL(checked_matching(&g), 1);
    /* A star: one pair, however many leaves. */
    graph_init(&g, 6);
    for (int v = 1; v < 6; v++)
        graph_join(&g, 0, v);
    CU_ASSERT_EQUAL(checked_matching(&g), 1);
    /* The complete graph on six vertices: three. */
    graph_init(&g, 6);
    for (int a = 0; a < 6; a++)
        for (int b = a + 1; b < 6; b++)
            graph_join(&g, a, b);
    CU_ASSERT_EQUAL(checked_matching(&g), 3);
}

/* The greedy start pairs 0-1 and 2-3 (lowest numbers first) and leaves 4
 * and 5.  The search from 4 reaches 0 and 3, then their partners 1 and 2,
 * which are joined: the pentagon is a blossom, and only through it does
 * the search go on from 0 to 5 (a search that ignores odd cycles never
 * leaves 0, an odd vertex). */
static void test_blossom(void)
{
    graph_t g;
    graph_init(&g, 6);
    for (int v = 0; v < 5; v++)
        graph_join(&g, v, (v + 1) % 5);
    graph_join(&g, 5, 0);
    CU_ASSERT_EQUAL(checked_matching(&g), 3);
    /* The Petersen graph has a perfect matching. */
    graph_init(&g, 10);
    for (int v = 0; v < 5; v++) {
        graph_join(&g, v, (v + 1) % 5);
        graph_join(&g, v, v + 5);
        graph_join(&g, 5 + v, 5 + (v + 2) % 5);
    }
    CU_ASSERT_EQUAL(checked_matching(&g), 5);
}

static void test_random_graphs(void)
{
    unsigned state = 12345;
    for (int round = 0; round < 400; round++) {
        graph_t g;
        state = state * 1103515245u + 12345u;
        graph_init(&g, 1 + (int)((state >> 16) % 12));
        int density = 10 + round % 60;
        for (int a = 0; a < g.count; a++)
            for (int b = a + 1; b < g.count; b++) {
                state = state * 1103515245u + 12345u;
                if ((int)((state >> 16) % 100) < density)
                    graph_join(&g, a, b);
            }
        CU_ASSERT_EQUAL(checked_matching(&g), exhaustive(&g, 0));
    }
}

static CU_TestInfo matching_tests[] = {
    {"small graphs", test_small_graphs},
    {"blossom", test_blossom},
    {"random graphs against exhaustive search", test_random_graphs},
    CU_TEST_INFO_NULL,
};

int main(void)
{
    CU_SuiteInfo suites[] = {
        {"matching", NULL, NULL, NULL, NULL, matching_tests},
        CU_SUITE_INFO_NULL,
    };
    return cunit_main(suites);
}
