#include "puzzle/symmetry.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* ---- The group ---- */

static edge_t motion_apply(motion_t m, edge_t e)
{
    return lattice_edge_translate(lattice_edge_transform(e, m.symmetry), m.dq, m.dr);
}

/* Whether the motion maps the set into itself, hence onto itself. */
static bool motion_preserves(motion_t m, const edge_set_t *set)
{
    for (size_t i = 0; i < set->count; i++)
        if (!edge_set_contains(set, motion_apply(m, set->edges[i])))
            return false;
    return true;
}

/* For each lattice symmetry at most one translation can work: the one
 * taking the least image edge to the least edge. */
static void find_motions(symmetry_t *s, const edge_set_t *required, const edge_set_t *spare)
{
    const edge_set_t *anchor = required->count > 0 ? required : spare;
    s->motion_count = 0;
    if (anchor->count == 0)
        return;
    for (int symmetry = 0; symmetry < LATTICE_SYMMETRIES; symmetry++) {
        edge_t least = lattice_edge_transform(anchor->edges[0], symmetry);
        for (size_t i = 1; i < anchor->count; i++) {
            edge_t e = lattice_edge_transform(anchor->edges[i], symmetry);
            if (lattice_edge_compare(e, least) < 0)
                least = e;
        }
        edge_t target = anchor->edges[0];
        motion_t m = {symmetry, target.q - least.q, target.r - least.r};
        if (least.side == target.side && motion_preserves(m, required) &&
            motion_preserves(m, spare))
            s->motions[s->motion_count++] = m;
    }
}

static bool map_items(symmetry_t *s, const edge_set_t *required, const edge_set_t *spare,
                      symmetry_item_fn item_of, const void *context)
{
    s->item_image = malloc((s->motion_count * s->items + 1) * sizeof *s->item_image);
    if (s->item_image == NULL)
        return false;
    const edge_set_t *sets[2] = {required, spare};
    for (size_t m = 0; m < s->motion_count; m++)
        for (int set = 0; set < 2; set++)
            for (size_t i = 0; i < sets[set]->count; i++) {
                edge_t e = sets[set]->edges[i];
                long item = item_of(context, e);
                long image = item_of(context, motion_apply(s->motions[m], e));
                /* The motion maps the puzzle onto itself. */
                assert(item >= 0 && (size_t)item < s->items && image >= 0);
                s->item_image[m * s->items + (size_t)item] = (uint32_t)image;
            }
    return true;
}

static size_t orbit_size(const symmetry_t *s, uint32_t item)
{
    size_t distinct = 0;
    for (size_t m = 0; m < s->motion_count; m++) {
        uint32_t image = s->item_image[m * s->items + item];
        bool seen = false;
        for (size_t k = 0; k < m && !seen; k++)
            seen = s->item_image[k * s->items + item] == image;
        distinct += !seen;
    }
    return distinct;
}

static long choose_pivot(const symmetry_t *s, size_t primary)
{
    if (primary == 0)
        return -1;
    for (uint32_t i = 0; i < primary; i++)
        if (orbit_size(s, i) == s->motion_count)
            return i;
    return 0;
}

/* The item that motion m takes to `item`: motions are permutations. */
static uint32_t preimage_item(const symmetry_t *s, size_t m, uint32_t item)
{
    for (uint32_t i = 0; i < s->items; i++)
        if (s->item_image[m * s->items + i] == item)
            return i;
    assert(!"a motion that is not a permutation of the items");
    return item;
}

bool symmetry_init(symmetry_t *s, const edge_set_t *required, const edge_set_t *spare,
                   size_t items, size_t primary, symmetry_item_fn item_of, const void *context,
                   bool identity_only)
{
    memset(s, 0, sizeof *s);
    s->items = items;
    if (identity_only)
        s->motions[s->motion_count++] = (motion_t){0, 0, 0};
    else
        find_motions(s, required, spare);
    if (!map_items(s, required, spare, item_of, context))
        return false;
    s->pivot = choose_pivot(s, primary);
    for (size_t m = 0; s->pivot >= 0 && m < s->motion_count; m++)
        s->pivot_source[m] = preimage_item(s, m, (uint32_t)s->pivot);
    return true;
}

void symmetry_free(symmetry_t *s)
{
    free(s->item_image);
    free(s->option_image);
    free(s->source_options);
    memset(s, 0, sizeof *s);
}

/* ---- Options ---- */

/* A placement as its piece and sorted item numbers, with its option
 * number, for finding the image of a placement under a motion. */
typedef struct {
    uint32_t piece;
    uint32_t items[PIECE_EDGES];
    uint32_t option;
} option_key_t;

static int option_key_compare(const void *a, const void *b)
{
    const option_key_t *x = a, *y = b;
    if (x->piece != y->piece)
        return x->piece < y->piece ? -1 : 1;
    for (int j = 0; j < PIECE_EDGES; j++)
        if (x->items[j] != y->items[j])
            return x->items[j] < y->items[j] ? -1 : 1;
    return 0;
}

static option_key_t option_key(uint32_t piece, const uint32_t *items, uint32_t option)
{
    option_key_t key = {piece, {0}, option};
    for (int j = 0; j < PIECE_EDGES; j++) {
        int k = j;
        for (; k > 0 && key.items[k - 1] > items[j]; k--)
            key.items[k] = key.items[k - 1];
        key.items[k] = items[j];
    }
    return key;
}

/* The image of a placement has the images of its items, so it is found by
 * its key, without any geometry. */
static bool map_options(symmetry_t *s, const placement_t *placements)
{
    size_t n = s->options;
    option_key_t *by_key = malloc((n + 1) * sizeof *by_key);
    s->option_image = malloc((s->motion_count * n + 1) * sizeof *s->option_image);
    if (by_key == NULL || s->option_image == NULL) {
        free(by_key);
        return false;
    }
    for (uint32_t o = 0; o < n; o++)
        by_key[o] = option_key((uint32_t)placements[o].piece, s->option_items[o], o);
    qsort(by_key, n, sizeof *by_key, option_key_compare);
    for (size_t m = 0; m < s->motion_count; m++)
        for (uint32_t o = 0; o < n; o++) {
            uint32_t moved[PIECE_EDGES];
            for (int j = 0; j < PIECE_EDGES; j++)
                moved[j] = s->item_image[m * s->items + s->option_items[o][j]];
            option_key_t key = option_key((uint32_t)placements[o].piece, moved, 0);
            const option_key_t *found = bsearch(&key, by_key, n, sizeof key, option_key_compare);
            /* The puzzle is invariant, so the image of a placement is one. */
            assert(found != NULL);
            s->option_image[m * n + o] = found->option;
        }
    free(by_key);
    return true;
}

bool symmetry_option_covers(const symmetry_t *s, uint32_t o, uint32_t item)
{
    for (int j = 0; j < PIECE_EDGES; j++)
        if (s->option_items[o][j] == item)
            return true;
    return false;
}

/* Lists in out (when not NULL) the options covering each pivot_source[m],
 * all that symmetry_forbid looks at; returns how many there are. */
static size_t collect_source_options(symmetry_t *s, uint32_t *out)
{
    size_t count = 0;
    for (size_t m = 0; m < s->motion_count; m++) {
        s->source_start[m] = count;
        for (uint32_t o = 0; s->pivot >= 0 && o < s->options; o++)
            if (symmetry_option_covers(s, o, s->pivot_source[m])) {
                if (out != NULL)
                    out[count] = o;
                count++;
            }
    }
    s->source_start[s->motion_count] = count;
    return count;
}

static bool list_source_options(symmetry_t *s)
{
    size_t count = collect_source_options(s, NULL);
    s->source_options = malloc((count + 1) * sizeof *s->source_options);
    if (s->source_options == NULL)
        return false;
    collect_source_options(s, s->source_options);
    return true;
}

bool symmetry_map_options(symmetry_t *s, const placement_t *placements,
                          const uint32_t (*option_items)[PIECE_EDGES], size_t options)
{
    s->options = options;
    s->option_items = option_items;
    return map_options(s, placements) && list_source_options(s);
}

/* ---- Pruning ---- */

bool symmetry_excludes(const symmetry_t *s, uint32_t a0, uint32_t x)
{
    for (size_t m = 1; m < s->motion_count; m++)
        if (symmetry_option_image(s, m, x) < a0 && symmetry_option_covers(s, x, s->pivot_source[m]))
            return true;
    return false;
}

void symmetry_forbid(const symmetry_t *s, cover_t *cover, uint32_t a0)
{
    cover_allow_all(cover);
    for (size_t m = 1; m < s->motion_count; m++)
        for (size_t j = s->source_start[m]; j < s->source_start[m + 1]; j++)
            if (symmetry_option_image(s, m, s->source_options[j]) < a0)
                cover_forbid(cover, s->source_options[j]);
}

/* ---- The least member of a class ---- */

bool symmetry_scratch_init(symmetry_scratch_t *scratch, const symmetry_t *s, size_t options)
{
    scratch->covering = malloc((s->items + 1) * sizeof *scratch->covering);
    scratch->sorted = malloc((options + 1) * sizeof *scratch->sorted);
    scratch->moved = malloc((options + 1) * sizeof *scratch->moved);
    return scratch->covering != NULL && scratch->sorted != NULL && scratch->moved != NULL;
}

void symmetry_scratch_free(symmetry_scratch_t *scratch)
{
    free(scratch->covering);
    free(scratch->sorted);
    free(scratch->moved);
}

static int uint32_qsort_compare(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* Compares g(A) with A under the key (f, sorted options), g the motion m;
 * scratch holds A's option covering each item and A's options sorted.
 * Returns <0 when g(A) comes first. */
static int compare_image(const symmetry_t *s, size_t m, const uint32_t *options, size_t count,
                         symmetry_scratch_t *scratch)
{
    if (s->pivot >= 0) {
        uint32_t f_image =
            symmetry_option_image(s, m, scratch->covering[s->pivot_source[m]]);
        uint32_t f = scratch->covering[s->pivot];
        if (f_image != f)
            return f_image < f ? -1 : 1;
    }
    for (size_t i = 0; i < count; i++)
        scratch->moved[i] = symmetry_option_image(s, m, options[i]);
    qsort(scratch->moved, count, sizeof *scratch->moved, uint32_qsort_compare);
    for (size_t i = 0; i < count; i++)
        if (scratch->moved[i] != scratch->sorted[i])
            return scratch->moved[i] < scratch->sorted[i] ? -1 : 1;
    return 0;
}

bool symmetry_is_least(const symmetry_t *s, const uint32_t *options, size_t count,
                       symmetry_scratch_t *scratch)
{
    if (s->motion_count <= 1)
        return true;
    for (size_t i = 0; i < count; i++)
        for (int j = 0; j < PIECE_EDGES; j++)
            scratch->covering[s->option_items[options[i]][j]] = options[i];
    memcpy(scratch->sorted, options, count * sizeof *options);
    qsort(scratch->sorted, count, sizeof *scratch->sorted, uint32_qsort_compare);
    for (size_t m = 1; m < s->motion_count; m++)
        if (compare_image(s, m, options, count, scratch) < 0)
            return false;
    return true;
}
