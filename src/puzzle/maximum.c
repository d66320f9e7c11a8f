/* The Maximum: all 24 pieces, placed by the game's rules, closing as many
 * hexagons as possible.
 *
 * The bound.  n closed hexagons with perimeter P have 3n + P/2 distinct
 * sides, and P >= 2 * ceil(sqrt(12n - 3)) (Harary and Harborth), so the
 * 120 edges of the pieces close at most the largest n with
 * 3n + ceil(sqrt(12n - 3)) <= 120.
 *
 * The search goes shape first, from that n down: every free shape of n
 * hexagons whose sides the pieces could hold, each an exact cover of its
 * sides by the 24 pieces (two of each letter), the edges left over lying on
 * spare edges around it.  A cover is a witness once its pieces can be put
 * in a game order: colours alternating from White, each letter once per
 * colour, each piece touching an earlier one, and Black's first letter not
 * White's.  The first level with a witness is the optimum, proven by the
 * bound or by the levels above, every one of whose shapes failed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>
#include <time.h>

#include "puzzle/optimum_internal.h"
#include "twig/edge_set.h"
#include "twig/figure.h"
#include "twig/measure.h"
#include "twig/polyhex.h"
#include "util/array.h"
#include "util/clock.h"
#include "util/pool.h"

enum { PIECES = 2 * PIECE_COUNT, EDGES = PIECES * PIECE_EDGES, MAX_CELLS = 40 };

typedef struct {
    const optimum_options_t *options;
    size_t n; /* the level: hexagons to close */
    polyhex_list_t shapes; /* a batch of our part's shapes (level_shapes) */
    size_t enumerated;     /* the level's shapes so far, every part's */
    mtx_t lock;
    atomic_bool halt;
    bool found;
    placement_t witness[PIECES];
    uint64_t nodes;
    bool failed;
} level_t;

/* ---- Game order ---- */

/* Orders that failed, by what decides the rest of the game: the pieces
 * placed, and for each letter with one copy placed, that copy's colour. */
enum { DEAD_SLOTS = 1 << 16 };

typedef struct {
    const placement_t *pieces;
    bool touch[PIECES][PIECES];
    int order[PIECES];
    bool placed[PIECES];
    unsigned letters_used[2]; /* per colour, a bit per letter */
    uint64_t *dead;           /* open addressing; 0 is empty */
    size_t dead_count;
} order_t;

static uint64_t order_key(const order_t *o)
{
    uint64_t placed = 0;
    for (int p = 0; p < PIECES; p++)
        placed |= (uint64_t)o->placed[p] << p;
    /* A letter used by exactly one colour has one copy placed. */
    uint64_t white_only = o->letters_used[0] & ~o->letters_used[1];
    return (placed | white_only << PIECES) + 1;
}

static bool dead_contains(const order_t *o, uint64_t key)
{
    for (size_t h = (size_t)(key * 0x9E3779B97F4A7C15ull >> 48);; h = (h + 1) % DEAD_SLOTS) {
        if (o->dead[h] == 0)
            return false;
        if (o->dead[h] == key)
            return true;
    }
}

static void dead_add(order_t *o, uint64_t key)
{
    /* A full table only stops remembering; the search stays exhaustive. */
    if (o->dead_count >= DEAD_SLOTS / 2)
        return;
    size_t h = (size_t)(key * 0x9E3779B97F4A7C15ull >> 48);
    while (o->dead[h] != 0)
        h = (h + 1) % DEAD_SLOTS;
    o->dead[h] = key;
    o->dead_count++;
}

static bool touches_placed(const order_t *o, int p)
{
    for (int q = 0; q < PIECES; q++)
        if (o->placed[q] && o->touch[p][q])
            return true;
    return false;
}

/* Step `step` places a piece of colour step % 2. */
static bool order_from(order_t *o, int step)
{
    if (step == PIECES)
        return true;
    uint64_t key = order_key(o);
    if (step > 1 && dead_contains(o, key))
        return false;
    int colour = step % 2;
    for (int p = 0; p < PIECES; p++) {
        int letter = o->pieces[p].piece;
        if (o->placed[p] || (o->letters_used[colour] >> letter & 1))
            continue;
        if (step > 0 && !touches_placed(o, p))
            continue;
        if (step == 1 && letter == o->pieces[o->order[0]].piece)
            continue;
        o->placed[p] = true;
        o->order[step] = p;
        o->letters_used[colour] |= 1u << letter;
        if (order_from(o, step + 1))
            return true;
        o->placed[p] = false;
        o->letters_used[colour] &= ~(1u << letter);
    }
    if (step > 1)
        dead_add(o, key);
    return false;
}

/* Puts the pieces in a legal game order: true when there is one, false
 * when there is none or, *failed set, when out of memory. */
static bool game_order(const placement_t *pieces, placement_t *ordered, bool *failed)
{
    order_t o;
    memset(&o, 0, sizeof o);
    o.pieces = pieces;
    o.dead = calloc(DEAD_SLOTS, sizeof *o.dead);
    if (o.dead == NULL) {
        *failed = true;
        return false;
    }
    for (int p = 0; p < PIECES; p++)
        for (int q = 0; q < PIECES; q++)
            o.touch[p][q] = p != q && figure_pieces_touch(&pieces[p], &pieces[q]);
    bool found = order_from(&o, 0);
    for (int i = 0; found && i < PIECES; i++)
        ordered[i] = pieces[o.order[i]];
    free(o.dead);
    return found;
}

/* ---- Shapes ---- */

/* Adds to spare[] the edges meeting e at its ends that are neither taken
 * nor there yet; false when out of memory. */
static bool add_neighbours(edge_t e, const edge_set_t *taken, edge_t **spare, size_t *count,
                           size_t *capacity)
{
    edge_t around[4];
    lattice_edge_neighbours(e, around);
    for (int j = 0; j < 4; j++) {
        bool known = edge_set_contains(taken, around[j]);
        for (size_t m = 0; m < *count && !known; m++)
            known = lattice_edge_equal((*spare)[m], around[j]);
        if (known)
            continue;
        edge_t *grown = array_reserve(*spare, capacity, *count + 1, sizeof *grown);
        if (grown == NULL)
            return false;
        *spare = grown;
        (*spare)[(*count)++] = around[j];
    }
    return true;
}

/* Edges within `reach` steps of the sides, outside them: where the edges
 * the sides leave over may lie, layer by layer.  False when out of memory,
 * with nothing in *out: a partial set could make a shape fail that has a
 * cover, and the bound come down wrongly. */
static bool spare_edges(const edge_t *sides, size_t count, size_t reach, edge_t **out,
                        size_t *out_count)
{
    *out = NULL;
    *out_count = 0;
    edge_set_t taken;
    if (!edge_set_init(&taken, sides, count))
        return false;
    edge_t *spare = NULL;
    size_t n = 0, capacity = 0;
    size_t first = 0, last = 0; /* the newest layer, spare[first .. last - 1] */
    bool ok = true;
    for (size_t step = 0; ok && step < reach && (step == 0 || first < last); step++) {
        size_t layer = step == 0 ? count : last - first;
        size_t added = n;
        for (size_t i = 0; ok && i < layer; i++)
            ok = add_neighbours(step == 0 ? sides[i] : spare[first + i], &taken, &spare, &n,
                                &capacity);
        first = added;
        last = n;
    }
    edge_set_free(&taken);
    if (!ok) {
        free(spare);
        return false;
    }
    *out = spare;
    *out_count = n;
    return true;
}

typedef struct {
    level_t *level;
    uint64_t nodes;
} shape_run_t;

/* A failure ends the level: a shape not searched to the end proves
 * nothing. */
static void level_fail(level_t *level)
{
    mtx_lock(&level->lock);
    level->failed = true;
    mtx_unlock(&level->lock);
    atomic_store(&level->halt, true);
}

/* A cover is a witness when its pieces have a game order. */
static bool on_cover(void *context, const placement_t *pieces, size_t count)
{
    shape_run_t *run = context;
    level_t *level = run->level;
    placement_t ordered[PIECES];
    bool failed = false;
    if (count != PIECES)
        return true;
    if (!game_order(pieces, ordered, &failed)) {
        if (failed)
            level_fail(level);
        return !failed;
    }
    mtx_lock(&level->lock);
    if (!level->found) {
        level->found = true;
        memcpy(level->witness, ordered, sizeof ordered);
    }
    mtx_unlock(&level->lock);
    atomic_store(&level->halt, true);
    return false;
}


static bool try_shape(void *shared, void *worker, size_t index)
{
    (void)worker;
    level_t *level = shared;
    const hexagon_t *cells = polyhex_list_shape(&level->shapes, index);
    edge_t sides[6 * MAX_CELLS];
    size_t n = polyhex_sides(cells, level->n, sides);
    edge_t *spare = NULL;
    size_t spare_count = 0;
    if (n < EDGES && !spare_edges(sides, n, EDGES - n, &spare, &spare_count)) {
        level_fail(level);
        return false;
    }
    /* Both colours' pieces: two copies of each pentatwig. */
    piece_set_t pieces;
    piece_set_init(&pieces);
    bool set_ok = piece_set_pentatwigs(&pieces) == PIECE_SET_OK;
    for (size_t t = 0; t < pieces.count; t++)
        pieces.types[t].copies = 2;
    cover_puzzle_t puzzle;
    memset(&puzzle, 0, sizeof puzzle);
    puzzle.required = sides;
    puzzle.required_count = n;
    puzzle.spare = spare;
    puzzle.spare_count = spare_count;
    puzzle.pieces = &pieces;
    puzzle.touching = true;
    cover_puzzle_options_t options = cover_puzzle_default_options(&puzzle);
    options.raw = true; /* one witness is all it takes: no symmetry work */
    options.stop = &level->halt;
    shape_run_t run = {level, 0};
    cover_puzzle_stats_t stats = {0};
    stats.failed = !set_ok;
    if (set_ok)
        stats = cover_puzzle_solve(&puzzle, &options, on_cover, &run);
    piece_set_free(&pieces);
    free(spare);
    mtx_lock(&level->lock);
    level->nodes += stats.nodes;
    level->failed |= stats.failed;
    bool go_on = !level->found && !level->failed;
    mtx_unlock(&level->lock);
    if (level->options->progress != NULL) {
        atomic_fetch_add(&level->options->progress->slices_done, 1);
        atomic_fetch_add(&level->options->progress->nodes, stats.nodes);
    }
    return go_on;
}

/* ---- Levels ----
 *
 * A level's shapes are searched as they are enumerated, in batches of our
 * part's: below the top levels they run to millions (418,980 shapes of 32
 * hexagons, billions of 31), and a part of --part K/N whose shapes of 33
 * hold no witness goes down the levels, where a list of them all took
 * gigabytes.  The batches keep polyhex_enumerate's order, and a shape is
 * ours by its number in it (pool_slice_is_ours), as when they were listed
 * first. */
enum { SHAPE_BATCH = 4096 };

/* Searches the batch; whether the level goes on (no witness, no failure,
 * no stop). */
static bool level_search_batch(level_t *level)
{
    static const pool_jobs_t jobs = {NULL, try_shape, NULL};
    const optimum_options_t *options = level->options;
    if (options->progress != NULL)
        atomic_fetch_add(&options->progress->slices, level->shapes.count);
    level->failed |= !pool_run(&jobs, level, level->shapes.count, options->threads, 0, 0,
                               options->stop, &level->halt);
    level->shapes.count = 0;
    return !level->found && !level->failed && !optimum_stopped_from_outside(options);
}

static bool on_level_shape(void *context, const hexagon_t *cells, size_t count,
                           unsigned perimeter)
{
    level_t *level = context;
    const optimum_options_t *options = level->options;
    if (optimum_stopped_from_outside(options))
        return false;
    if (!pool_slice_is_ours(level->enumerated++, options->part, options->parts))
        return true;
    if (!polyhex_list_add(&level->shapes, cells, count, perimeter)) {
        level->failed = true;
        return false;
    }
    return level->shapes.count < SHAPE_BATCH || level_search_batch(level);
}

/* Every shape of the level that is ours, searched until a witness, a
 * failure or a stop. */
static void level_shapes(level_t *level, unsigned max_perimeter)
{
    if (level->options->progress != NULL) {
        atomic_store(&level->options->progress->slices, 0);
        atomic_store(&level->options->progress->slices_done, 0);
    }
    if (polyhex_enumerate(level->n, max_perimeter, on_level_shape, level) &&
        level->shapes.count > 0)
        level_search_batch(level);
}

/* Level n's shapes may have a perimeter that leaves the 120 edges room to
 * close them. */
static unsigned level_max_perimeter(size_t n)
{
    unsigned max_perimeter = (unsigned)(2 * (EDGES - 3 * n));
    return max_perimeter > 120 ? 120 : max_perimeter;
}

/* The largest n whose sides the 120 edges can hold. */
static size_t max_closable(void)
{
    size_t n = 0;
    while (3 * (n + 1) + polyhex_min_perimeter(n + 1) / 2 <= EDGES)
        n++;
    return n;
}

optimum_result_t optimum_maximum(const optimum_options_t *options)
{
    struct timespec start;
    optimum_result_t result;
    optimum_result_start(&result, &start);
    size_t bound = max_closable();
    result.upper_bound = (long)bound;
    snprintf(result.bound_note, sizeof result.bound_note,
             "n closed hexagons need 3n + P/2 edges with P >= 2 ceil(sqrt(12n - 3)); "
             "%d edges close at most %zu",
             EDGES, bound);
    if (options->progress != NULL)
        atomic_store(&options->progress->bound, (long)bound);
    for (size_t n = bound; n > 0 && result.value < 0 && !result.failed &&
                           !optimum_stopped_from_outside(options);
         n--) {
        level_t level;
        memset(&level, 0, sizeof level);
        level.options = options;
        level.n = n;
        atomic_init(&level.halt, false);
        if (mtx_init(&level.lock, mtx_plain) != thrd_success) {
            result.failed = true;
            break;
        }
        level_shapes(&level, level_max_perimeter(n));
        result.failed |= level.failed;
        result.nodes += level.nodes;
        if (level.found) {
            memcpy(result.witness, level.witness, sizeof level.witness);
            result.witness_count = PIECES;
            edge_t edges[EDGES];
            figure_edges(result.witness, PIECES, edges);
            result.value = measure_closed_hexagons(edges, EDGES);
            result.failed |= result.value < 0;
        } else if (!optimum_stopped_from_outside(options) && !result.failed) {
            /* Every shape of this level failed: nothing reaches n. */
            result.upper_bound = (long)n - 1;
        }
        mtx_destroy(&level.lock);
        polyhex_list_free(&level.shapes);
    }
    result.stopped = optimum_stopped_from_outside(options) && result.value < result.upper_bound;
    result.proven = result.value >= 0 && result.value == result.upper_bound;
    result.seconds = clock_seconds_since(start);
    return result;
}

typedef struct {
    slicing_t *slicing;
    size_t level, index;
} level_slicing_t;

static bool on_slicing_shape(void *context, const hexagon_t *cells, size_t count,
                             unsigned perimeter)
{
    level_slicing_t *described = context;
    (void)perimeter;
    slicing_slice(described->slicing, described->level, described->index++);
    slicing_cells(described->slicing, cells, count);
    return true;
}

/* The shapes in polyhex_enumerate's order, numbered as on_level_shape
 * numbers them for pool_slice_is_ours. */
bool optimum_maximum_slicing(size_t levels, slicing_t *slicing)
{
    size_t bound = max_closable();
    for (size_t n = bound; n > 0 && bound - n < levels; n--) {
        level_slicing_t described = {slicing, n, 0};
        polyhex_enumerate(n, level_max_perimeter(n), on_slicing_shape, &described);
    }
    return true;
}
