/* The two branching rules of the exact cover search (search/cover.h) on
 * cover puzzles of more than 64 edges, one thread: FIRST_ITEM (the first
 * uncovered edge of the sweep) against FEWEST (Knuth's fewest options).
 * What it printed is summed up at cover_puzzle_default_options, which
 * chooses the rule.
 *
 *   make bench/bench_branching && bench/bench_branching [SECONDS [NAME...]]
 *
 * Each region is a shape of hexagons with pieces given by their letters,
 * optionally with the sides of the hexagons around it as spare edges;
 * `--count` counts the distinct solutions, `first` finds one (every
 * solution counted, as The Maximum's shapes are searched).  A search still
 * running after SECONDS (default 300) is stopped and shown with ">".
 * Names, when given, choose the regions whose names contain one; a name
 * ending in .yaml is a cover puzzle file instead, counted (`first` before
 * its name: one solution). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_common.h"
#include "puzzle/cover_puzzle.h"
#include "twig/catalog.h"
#include "twig/pentatwigs.h"
#include "twig/polyhex.h"

enum { MAX_CELLS = 64, MAX_EDGES = 6 * 4 * MAX_CELLS };

typedef struct {
    const char *name;
    char kind;   /* p: parallelogram q < a, r < b; t: trapezoid rows a, a-1, ... (b rows); h: hexagon of radius a */
    int a, b;
    int ring;    /* the hexagons within this many steps give spare edges */
    const char *pieces;
    bool first;  /* one solution, not the count */
} region_t;

static const region_t regions[] = {
    {"hexagon-7-spare", 'h', 1, 0, 1, "CWURTHX", false},
    {"trapezoid 6-5-4-3", 't', 6, 4, 0, "CPWSUILRYTHXIC", false},
    {"parallelogram 2x9", 'p', 2, 9, 0, "CPWSUILRYTHXICY", false},
    {"parallelogram 9x2", 'p', 9, 2, 0, "CPWSUILRYTHXICY", false},
    {"triangle 7", 't', 7, 7, 0, "CPWSUILRYTHXCPWSUILRY", true},
    {"parallelogram 4x7", 'p', 4, 7, 0, "CPWSUILRYTHXCPWSUILRY", true},
    {"parallelogram 7x4", 'p', 7, 4, 0, "CPWSUILRYTHXCPWSUILRY", true},
    {"parallelogram 14x2", 'p', 14, 2, 0, "CPWSUILRYTHXCPWSUILRYTH", true},
};

static size_t region_cells(const region_t *g, hexagon_t *cells)
{
    size_t n = 0;
    int reach = g->a > g->b ? g->a : g->b;
    for (int q = -reach; q <= reach; q++)
        for (int r = -reach; r <= reach; r++) {
            bool in = g->kind == 'p' ? q >= 0 && r >= 0 && q < g->a && r < g->b
                    : g->kind == 't' ? q >= 0 && r >= 0 && r < g->b && q + r < g->a
                                     : abs(q + r) <= g->a;
            if (in)
                cells[n++] = (hexagon_t){q, r};
        }
    return n;
}

/* The hexagons within `ring` steps of the cells (the cells among them). */
static size_t around(const hexagon_t *cells, size_t count, int ring, hexagon_t *out)
{
    size_t n = 0;
    for (size_t i = 0; i < count; i++)
        for (int dq = -ring; dq <= ring; dq++)
            for (int dr = -ring; dr <= ring; dr++) {
                hexagon_t h = {cells[i].q + dq, cells[i].r + dr};
                bool seen = abs(dq + dr) > ring;
                for (size_t j = 0; j < n && !seen; j++)
                    seen = out[j].q == h.q && out[j].r == h.r;
                if (!seen)
                    out[n++] = h;
            }
    return n;
}

/* The pentatwigs named by the letters, as many copies of each as it is
 * named, in the order of PIECE_LETTERS. */
static bool pieces_of(const char *letters, piece_set_t *set)
{
    piece_set_init(set);
    for (const char *p = PIECE_LETTERS; *p; p++) {
        unsigned copies = 0;
        for (const char *c = letters; *c; c++)
            copies += *c == *p;
        char name[2] = {*p, '\0'};
        size_t index;
        bool mirror;
        if (copies > 0 && (catalog_find(name, &index, &mirror) != CATALOG_FOUND ||
                           piece_set_add_named(set, index, mirror, false, copies) != PIECE_SET_OK))
            return false;
    }
    return true;
}

static bool stop_at_first(void *context, const placement_t *pieces, size_t count)
{
    (void)context;
    (void)pieces;
    (void)count;
    return false;
}

static void run(const cover_puzzle_t *puzzle, bool first, enum cover_branching rule,
                bool pockets, double limit)
{
    deadline_t timer;
    deadline_start(&timer, limit);
    cover_puzzle_options_t options = cover_puzzle_default_options(puzzle);
    options.choose_rule = false;
    options.portfolio = false;
    options.branching = rule;
    options.threads = 1;
    options.raw = first;
    options.stop = &timer.stop;
    options.pockets = pockets;
    cover_puzzle_stats_t stats =
        cover_puzzle_solve(puzzle, &options, first ? stop_at_first : NULL, NULL);
    bool cut = deadline_finish(&timer);
    printf("  %-10s %-10s %s%9.3f s %12llu nodes %8llu solutions\n",
           rule == COVER_BRANCH_FEWEST ? "FEWEST" : "FIRST_ITEM", pockets ? "pockets" : "no pockets",
           cut ? ">" : " ", stats.seconds,
           (unsigned long long)stats.nodes, (unsigned long long)stats.solutions);
    fflush(stdout);
}

static void compare(const char *name, const cover_puzzle_t *puzzle, bool first, double limit)
{
    cover_puzzle_sizes_t sizes;
    bool fit = cover_puzzle_sizes_fit(puzzle, &sizes);
    printf("%s, %zu pieces, %zu edges (%zu spare), %s%s\n", name, piece_set_pieces(puzzle->pieces),
           sizes.required + sizes.spare, sizes.spare, first ? "first" : "--count",
           fit ? "" : ": the pieces do not fit");
    if (fit) {
        run(puzzle, first, COVER_BRANCH_FIRST_ITEM, true, limit);
        run(puzzle, first, COVER_BRANCH_FIRST_ITEM, false, limit);
        run(puzzle, first, COVER_BRANCH_FEWEST, true, limit);
    }
}

/* A cover puzzle file, as twigs solve reads it; false when it does not read. */
static bool compare_file(const char *path, bool first, double limit)
{
    puzzle_t puzzle;
    cover_puzzle_t problem;
    edge_t *required;
    if (!bench_cover_read(path, &puzzle, &problem, &required))
        return false;
    compare(path, &problem, first, limit);
    free(required);
    puzzle_free(&puzzle);
    return true;
}

int main(int argc, char **argv)
{
    double limit = argc > 1 ? atof(argv[1]) : 300;
    bool files = false;
    for (int i = 2; i < argc; i++) {
        size_t length = strlen(argv[i]);
        if (length > 5 && strcmp(argv[i] + length - 5, ".yaml") == 0) {
            bool first = strcmp(argv[i - 1], "first") == 0;
            if (!compare_file(argv[i], first, limit))
                return 1;
            files = true;
        }
    }
    if (files)
        return 0;
    for (size_t k = 0; k < sizeof regions / sizeof regions[0]; k++) {
        const region_t *g = &regions[k];
        bool chosen = argc <= 2;
        for (int i = 2; i < argc && !chosen; i++)
            chosen = strstr(g->name, argv[i]) != NULL;
        if (!chosen)
            continue;
        static hexagon_t cells[MAX_CELLS], near[4 * MAX_CELLS];
        static edge_t required[MAX_EDGES], spare[MAX_EDGES];
        size_t n = region_cells(g, cells);
        cover_puzzle_t puzzle;
        memset(&puzzle, 0, sizeof puzzle);
        puzzle.required = required;
        puzzle.required_count = polyhex_sides(cells, n, required);
        puzzle.spare = spare;
        if (g->ring > 0)
            puzzle.spare_count = polyhex_sides(near, around(cells, n, g->ring, near), spare);
        piece_set_t pieces;
        if (!pieces_of(g->pieces, &pieces)) {
            piece_set_free(&pieces);
            return 1;
        }
        puzzle.pieces = &pieces;
        puzzle.touching = true;
        compare(g->name, &puzzle, g->first, limit);
        piece_set_free(&pieces);
    }
    return 0;
}
