#include "twig/polyhex.h"

#include <assert.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "twig/edge_set.h"
#include "util/array.h"
#include "util/sort.h"

size_t polyhex_triangle(hexagon_t cells[POLYHEX_TRIANGLE_CELLS])
{
    size_t n = 0;
    for (int r = 0; r < 5; r++)
        for (int q = 0; q + r < 5; q++)
            cells[n++] = (hexagon_t){q, r};
    return n;
}

size_t polyhex_sides(const hexagon_t *cells, size_t count, edge_t *out)
{
    size_t n = 0;
    for (size_t i = 0; i < count; i++)
        for (int side = 0; side < SIDE_COUNT; side++)
            out[n++] = lattice_edge(cells[i], (enum side)side);
    return edge_sort_unique(out, n);
}

size_t polyhex_perimeter(const hexagon_t *cells, size_t count)
{
    size_t perimeter = 0;
    for (size_t i = 0; i < count; i++)
        for (int s = 0; s < SIDE_COUNT; s++) {
            hexagon_t next = lattice_hex_neighbour(cells[i], (enum side)s);
            bool inside = false;
            for (size_t j = 0; j < count && !inside; j++)
                inside = cells[j].q == next.q && cells[j].r == next.r;
            perimeter += !inside;
        }
    return perimeter;
}

unsigned polyhex_min_perimeter(size_t n)
{
    if (n == 0)
        return 0;
    unsigned root = (unsigned)ceil(sqrt((double)(12 * n - 3)));
    /* Correct for rounding in either direction. */
    while ((size_t)root * root < 12 * n - 3)
        root++;
    while (root > 0 && (size_t)(root - 1) * (root - 1) >= 12 * n - 3)
        root--;
    return 2 * root;
}

size_t polyhex_max_cells(unsigned perimeter)
{
    size_t n = 0;
    while (polyhex_min_perimeter(n + 1) <= perimeter)
        n++;
    return n;
}

static int hex_compare(const void *a, const void *b)
{
    const hexagon_t *x = a, *y = b;
    if (x->q != y->q)
        return x->q < y->q ? -1 : 1;
    return (x->r > y->r) - (x->r < y->r);
}

size_t polyhex_sort_unique(hexagon_t *cells, size_t count)
{
    return sort_unique(cells, count, sizeof *cells, hex_compare);
}

bool polyhex_holds(const hexagon_t *cells, size_t count, hexagon_t h)
{
    return bsearch(&h, cells, count, sizeof h, hex_compare) != NULL;
}

size_t polyhex_side_count(const hexagon_t *cells, size_t count)
{
    /* Six a hexagon, but one for each pair of neighbours, each pair met
     * once: through the north-east, east and south-east neighbours. */
    static const enum side half[] = {SIDE_NE, SIDE_E, SIDE_SE};
    size_t sides = 6 * count;
    for (size_t i = 0; i < count; i++)
        for (size_t s = 0; s < sizeof half / sizeof *half; s++)
            sides -= polyhex_holds(cells, count, lattice_hex_neighbour(cells[i], half[s]));
    return sides;
}

/* Translates so that the least q and r are 0, then sorts by q, then r. */
static void polyhex_normalize(hexagon_t *cells, size_t count)
{
    if (count == 0)
        return;
    int32_t min_q = cells[0].q, min_r = cells[0].r;
    for (size_t i = 1; i < count; i++) {
        if (cells[i].q < min_q)
            min_q = cells[i].q;
        if (cells[i].r < min_r)
            min_r = cells[i].r;
    }
    for (size_t i = 0; i < count; i++) {
        cells[i].q -= min_q;
        cells[i].r -= min_r;
    }
    qsort(cells, count, sizeof *cells, hex_compare);
}

static int cells_compare(const hexagon_t *a, const hexagon_t *b, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        int c = hex_compare(&a[i], &b[i]);
        if (c != 0)
            return c;
    }
    return 0;
}

static void transformed(const hexagon_t *cells, size_t count, int symmetry, hexagon_t *out)
{
    for (size_t i = 0; i < count; i++)
        out[i] = lattice_hex_transform(cells[i], symmetry);
    polyhex_normalize(out, count);
}

void polyhex_canonical(const hexagon_t *cells, size_t count, hexagon_t *out)
{
    assert(count <= POLYHEX_MAX_CELLS);
    hexagon_t image[POLYHEX_MAX_CELLS];
    transformed(cells, count, 0, out);
    for (int s = 1; s < LATTICE_SYMMETRIES; s++) {
        transformed(cells, count, s, image);
        if (cells_compare(image, out, count) < 0)
            memcpy(out, image, count * sizeof *out);
    }
}

int polyhex_symmetries(const hexagon_t *cells, size_t count)
{
    assert(count <= POLYHEX_MAX_CELLS);
    hexagon_t base[POLYHEX_MAX_CELLS], image[POLYHEX_MAX_CELLS];
    transformed(cells, count, 0, base);
    int symmetries = 1;
    for (int s = 1; s < LATTICE_SYMMETRIES; s++) {
        transformed(cells, count, s, image);
        symmetries += cells_compare(image, base, count) == 0;
    }
    return symmetries;
}

/* ---- Enumeration ----
 *
 * A set's perimeter counts its runs: maximal straight runs of hexagons in
 * each of the three directions (rows of equal r, of equal q, of equal
 * s = -q - r), each run having two ends on the boundary.  So the perimeter
 * is 2 * (runs), and a set whose bounding box (the hexagon cut out by the
 * ranges of q, r and s) has a_r, a_q and a_s rows has at least a_r + a_q +
 * a_s runs, one per row; every further run is "extra".  The enumeration
 * takes each bounding box in turn and builds the set row by row inside it,
 * counting extra runs as it goes: a row made of k intervals has k - 1 extra
 * runs in its own direction, and a hexagon with no hexagon above it (in q,
 * or in s) starts a run in that direction, extra when its line already has
 * one.  Keeping the extra runs within budget prunes at once every set that
 * would be too long, which leaves the search proportional to the sets it
 * finds. */

typedef struct {
    size_t n;
    unsigned budget; /* max_perimeter / 2: the runs allowed in all */
    int A, R, C1, C2; /* the box: 0 <= q <= A, 0 <= r <= R, C1 <= q + r <= C2 */
    unsigned extra_budget;
    uint64_t q_all, s_all;
    uint64_t rows[64]; /* row r's hexagons: bit q */
    int qlo[64], qhi[64];
    size_t room[65]; /* hexagons in rows r..R of the box */
    polyhex_fn fn;
    void *context;
    bool stopped;
} enumeration_t;

static int popcount(uint64_t x) { return __builtin_popcountll(x); }

/* Hexagons reachable from the first one, through the rows' bit masks. */
static bool rows_connected(const enumeration_t *e, size_t count)
{
    uint64_t seen[64] = {0};
    int first = 0;
    while (e->rows[first] == 0)
        first++;
    seen[first] = e->rows[first] & -e->rows[first];
    bool grew = true;
    while (grew) {
        grew = false;
        for (int r = 0; r <= e->R; r++) {
            /* Neighbours: q +- 1 in the row; q and q + 1 above; q and q - 1 below. */
            uint64_t reach = seen[r] | seen[r] << 1 | seen[r] >> 1;
            if (r > 0)
                reach |= seen[r - 1] | seen[r - 1] >> 1;
            if (r < e->R)
                reach |= seen[r + 1] | seen[r + 1] << 1;
            reach &= e->rows[r];
            if (reach != seen[r]) {
                seen[r] = reach;
                grew = true;
            }
        }
    }
    size_t reached = 0;
    for (int r = 0; r <= e->R; r++)
        reached += (size_t)popcount(seen[r]);
    return reached == count;
}

/* The set as columns: bit r of column q for hexagon (q, r), normalised
 * (the least q and r are 0).  The box keeps every image within 64 by 64:
 * its three extents are below 64, and a symmetry permutes them. */
static void image_columns(const hexagon_t *cells, size_t count, int symmetry, uint64_t col[64])
{
    hexagon_t image[POLYHEX_MAX_CELLS];
    int32_t min_q = INT32_MAX, min_r = INT32_MAX;
    for (size_t i = 0; i < count; i++) {
        image[i] = lattice_hex_transform(cells[i], symmetry);
        min_q = image[i].q < min_q ? image[i].q : min_q;
        min_r = image[i].r < min_r ? image[i].r : min_r;
    }
    memset(col, 0, 64 * sizeof *col);
    for (size_t i = 0; i < count; i++)
        col[image[i].q - min_q] |= UINT64_C(1) << (image[i].r - min_r);
}

/* Whether the cells sorted by q then r (polyhex_normalize) come after
 * those of a, compared as columns: at the first column that differs, the
 * set holding the lowest hexagon of the difference is the smaller. */
static bool columns_after(const uint64_t mine[64], const uint64_t a[64])
{
    for (int q = 0; q < 64; q++)
        if (mine[q] != a[q]) {
            uint64_t differ = mine[q] ^ a[q];
            return (a[q] & differ & -differ) != 0;
        }
    return false;
}

/* Whether the normalised cells are polyhex_canonical's form: no image is
 * smaller (polyhex_canonical without its sorts, which cost most of an
 * enumeration of large shapes). */
static bool is_canonical(const hexagon_t *cells, size_t count)
{
    uint64_t mine[64], image[64];
    image_columns(cells, count, 0, mine);
    for (int s = 1; s < LATTICE_SYMMETRIES; s++) {
        image_columns(cells, count, s, image);
        if (columns_after(mine, image))
            return false;
    }
    return true;
}

static void emit(enumeration_t *e, unsigned extra)
{
    if (!rows_connected(e, e->n))
        return;
    hexagon_t cells[POLYHEX_MAX_CELLS];
    size_t count = 0;
    for (int r = 0; r <= e->R; r++)
        for (uint64_t bits = e->rows[r]; bits != 0; bits &= bits - 1)
            cells[count++] = (hexagon_t){__builtin_ctzll(bits), r};
    polyhex_normalize(cells, count);
    /* Each free shape is met once per distinct image; keep the canonical one. */
    if (!is_canonical(cells, count))
        return;
    unsigned rows = (unsigned)(e->A + 1) + (unsigned)(e->R + 1) + (unsigned)(e->C2 - e->C1 + 1);
    if (!e->fn(e->context, cells, count, 2 * (rows + extra)))
        e->stopped = true;
}

static void fill_rows(enumeration_t *e, int r, size_t left, unsigned extra, uint64_t qseen,
                      uint64_t sseen);

/* Builds row r from intervals starting at `from` or later; mask holds the
 * intervals chosen so far. */
static void fill_intervals(enumeration_t *e, int r, size_t left, unsigned extra, uint64_t qseen,
                           uint64_t sseen, int from, uint64_t mask, size_t cells,
                           unsigned intervals)
{
    if (mask != 0) {
        uint64_t above = r > 0 ? e->rows[r - 1] : 0;
        uint64_t new_q = mask & ~above, new_s = mask & ~(above >> 1);
        /* Hexagon q of row r lies on line s = q + r - C1. */
        uint64_t s_bits = r >= e->C1 ? new_s << (r - e->C1) : new_s >> (e->C1 - r);
        unsigned total = extra + (intervals - 1) + (unsigned)popcount(new_q & qseen) +
                         (unsigned)popcount(s_bits & sseen);
        if (total <= e->extra_budget) {
            e->rows[r] = mask;
            fill_rows(e, r + 1, left - cells, total, qseen | new_q, sseen | s_bits);
        }
        if (extra + intervals > e->extra_budget || e->stopped)
            return;
    }
    for (int a = from; a <= e->qhi[r]; a++)
        for (int b = a; b <= e->qhi[r]; b++) {
            size_t length = (size_t)(b - a + 1);
            if (cells + length > left)
                break;
            uint64_t interval = ((UINT64_C(1) << length) - 1) << a;
            fill_intervals(e, r, left, extra, qseen, sseen, b + 2, mask | interval, cells + length,
                           intervals + 1);
        }
}

static void fill_rows(enumeration_t *e, int r, size_t left, unsigned extra, uint64_t qseen,
                      uint64_t sseen)
{
    if (e->stopped)
        return;
    if (r > e->R) {
        if (left == 0 && qseen == e->q_all && sseen == e->s_all)
            emit(e, extra);
        return;
    }
    /* Every row still to come needs a hexagon, and they must all fit. */
    if (left > e->room[r] || left < (size_t)(e->R - r + 1))
        return;
    fill_intervals(e, r, left, extra, qseen, sseen, e->qlo[r], 0, 0, 0);
}

static uint64_t low_bits(int count) { return count >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << count) - 1; }

/* Sets up box (A, R, C1, C2); false when it cannot hold the shapes. */
static bool box_init(enumeration_t *e)
{
    unsigned rows = (unsigned)(e->A + 1) + (unsigned)(e->R + 1) + (unsigned)(e->C2 - e->C1 + 1);
    if (rows > e->budget)
        return false;
    e->extra_budget = e->budget - rows;
    e->room[e->R + 1] = 0;
    for (int r = e->R; r >= 0; r--) {
        e->qlo[r] = e->C1 - r > 0 ? e->C1 - r : 0;
        e->qhi[r] = e->C2 - r < e->A ? e->C2 - r : e->A;
        e->room[r] = e->room[r + 1] + (size_t)(e->qhi[r] - e->qlo[r] + 1);
    }
    e->q_all = low_bits(e->A + 1);
    e->s_all = low_bits(e->C2 - e->C1 + 1);
    return e->room[0] >= e->n;
}

bool polyhex_enumerate(size_t n, unsigned max_perimeter, polyhex_fn fn, void *context)
{
    assert(n <= POLYHEX_MAX_CELLS && max_perimeter <= 120);
    enumeration_t e;
    memset(&e, 0, sizeof e);
    e.n = n;
    e.budget = max_perimeter / 2;
    e.fn = fn;
    e.context = context;
    if (n == 0)
        return true;
    /* Every line of the box holds a hexagon, so a_q + a_r + a_s <= budget. */
    for (e.A = 0; e.A + 3 <= (int)e.budget && !e.stopped; e.A++)
        for (e.R = 0; e.A + e.R + 3 <= (int)e.budget && !e.stopped; e.R++)
            for (e.C1 = 0; e.C1 <= (e.A < e.R ? e.A : e.R) && !e.stopped; e.C1++)
                for (e.C2 = e.A > e.R ? e.A : e.R; e.C2 <= e.A + e.R && !e.stopped; e.C2++)
                    if (box_init(&e))
                        fill_rows(&e, 0, n, 0, 0, 0);
    return !e.stopped;
}

bool polyhex_list_add(polyhex_list_t *list, const hexagon_t *cells, size_t count,
                      unsigned perimeter)
{
    assert(list->count == 0 || count == list->size);
    list->size = count;
    if (list->count == list->capacity) {
        /* Two arrays, one capacity: a shape's cells, and its perimeter. */
        size_t capacity = array_grown_capacity(list->capacity, list->count + 1,
                                               count * sizeof *list->cells);
        hexagon_t *cells_grown =
            capacity > 0 ? array_resize(list->cells, capacity * count, sizeof *cells_grown) : NULL;
        if (cells_grown == NULL)
            return false;
        list->cells = cells_grown;
        unsigned *perimeters_grown =
            array_resize(list->perimeters, capacity, sizeof *perimeters_grown);
        if (perimeters_grown == NULL)
            return false;
        list->perimeters = perimeters_grown;
        list->capacity = capacity;
    }
    memcpy(list->cells + list->count * count, cells, count * sizeof *cells);
    list->perimeters[list->count++] = perimeter;
    return true;
}

static bool list_add(void *context, const hexagon_t *cells, size_t count, unsigned perimeter)
{
    return polyhex_list_add(context, cells, count, perimeter);
}

bool polyhex_list_enumerate(polyhex_list_t *list, size_t n, unsigned max_perimeter)
{
    list->size = n;
    return polyhex_enumerate(n, max_perimeter, list_add, list);
}

const hexagon_t *polyhex_list_shape(const polyhex_list_t *list, size_t index)
{
    return list->cells + index * list->size;
}

void polyhex_list_free(polyhex_list_t *list)
{
    free(list->cells);
    free(list->perimeters);
    memset(list, 0, sizeof *list);
}
