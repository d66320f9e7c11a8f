#include "puzzle/symmetry.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* ---- The group ---- */

edge_t symmetry_motion_apply(motion_t m, edge_t e)
{
    return lattice_edge_translate(lattice_edge_transform(e, m.symmetry), m.dq, m.dr);
}

/* Whether the motion maps the set into itself, hence onto itself. */
static bool motion_preserves(motion_t m, const edge_set_t *set)
{
    for (size_t i = 0; i < set->count; i++)
        if (!edge_set_contains(set, symmetry_motion_apply(m, set->edges[i])))
            return false;
    return true;
}

/* How many edges of the set run each of the three ways (an edge's side
 * is NE, E or SE). */
static void count_directions(const edge_set_t *set, size_t count[3])
{
    count[0] = count[1] = count[2] = 0;
    for (size_t i = 0; i < set->count; i++)
        count[set->edges[i].side]++;
}

/* Whether the symmetry can map the set onto itself as far as the ways its
 * edges run show: it permutes the three ways, and the counts must follow.
 * Most regions are told from their turned images so, without a transform
 * of each edge. */
static bool directions_allow(int symmetry, const size_t count[3])
{
    for (int side = SIDE_NE; side <= SIDE_SE; side++) {
        edge_t turned = lattice_edge_transform((edge_t){0, 0, (uint8_t)side}, symmetry);
        if (count[turned.side] != count[side])
            return false;
    }
    return true;
}

/* For each lattice symmetry at most one translation can work: the one
 * taking the least image edge to the least edge. */
size_t symmetry_find_motions(const edge_set_t *required, const edge_set_t *spare, bool reflections,
                             motion_t motions[LATTICE_SYMMETRIES])
{
    const edge_set_t *anchor = required->count > 0 ? required : spare;
    size_t count = 0;
    if (anchor->count == 0)
        return 0;
    size_t required_ways[3], spare_ways[3];
    count_directions(required, required_ways);
    count_directions(spare, spare_ways);
    int symmetries = reflections ? LATTICE_SYMMETRIES : LATTICE_SYMMETRIES / 2;
    for (int symmetry = 0; symmetry < symmetries; symmetry++) {
        if (!directions_allow(symmetry, required_ways) || !directions_allow(symmetry, spare_ways))
            continue;
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
            motions[count++] = m;
    }
    return count;
}

/* Whether each of the `motions` rows of `image` (n entries a row) is a
 * permutation of 0..n-1: a motion of the puzzle onto itself moves its
 * items and its options onto one another, none lost and none doubled, or
 * the counts of distinct solutions are wrong.  True when there is no
 * memory to check with. */
static bool images_are_permutations(const uint32_t *image, size_t motions, size_t n)
{
    unsigned char *seen = malloc(n + 1);
    if (seen == NULL)
        return true;
    bool ok = true;
    for (size_t m = 0; ok && m < motions; m++) {
        memset(seen, 0, n);
        for (size_t i = 0; ok && i < n; i++) {
            uint32_t j = image[m * n + i];
            ok = j < n && !seen[j];
            if (ok)
                seen[j] = 1;
        }
    }
    free(seen);
    return ok;
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
                long image = item_of(context, symmetry_motion_apply(s->motions[m], e));
                /* The motion maps the puzzle onto itself. */
                assert(item >= 0 && (size_t)item < s->items && image >= 0);
                s->item_image[m * s->items + (size_t)item] = (uint32_t)image;
            }
    assert(images_are_permutations(s->item_image, s->motion_count, s->items));
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
                   bool identity_only, bool reflections)
{
    memset(s, 0, sizeof *s);
    s->items = items;
    if (identity_only)
        s->motions[s->motion_count++] = (motion_t){0, 0, 0};
    else
        s->motion_count = symmetry_find_motions(required, spare, reflections, s->motions);
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

bool symmetry_reflects_pieces(const long *mirror, size_t types)
{
    for (size_t t = 0; t < types; t++)
        if (mirror[t] < 0)
            return false;
    return true;
}

static uint32_t option_size(const symmetry_options_t *o, size_t option)
{
    return o->start[option + 1] - o->start[option];
}

static uint32_t type_image(const symmetry_t *s, size_t m, uint32_t type)
{
    return s->motions[m].symmetry >= LATTICE_SYMMETRIES / 2 ? (uint32_t)s->option.mirror[type]
                                                           : type;
}

/* Options are found again by their type and their items (an option's
 * items are distinct, so two options of one type on the same items are
 * one placement).  The image of a placement has the images of its items,
 * so it is found without any geometry, in a table hashed by the type and
 * the items in any order (a sum of each one's hash). */
typedef struct {
    uint32_t *slot; /* an option, or NO_SLOT */
    size_t mask;    /* slots - 1, a power of two less one */
} option_table_t;

#define NO_SLOT UINT32_MAX

static size_t option_hash(uint32_t type, const uint32_t *items, uint32_t count, size_t mask)
{
    uint64_t h = (type + UINT64_C(1)) * UINT64_C(0x9e3779b97f4a7c15);
    for (uint32_t j = 0; j < count; j++) {
        uint64_t x = (items[j] + UINT64_C(1)) * UINT64_C(0xbf58476d1ce4e5b9);
        h += x ^ x >> 31;
    }
    return (size_t)((h ^ h >> 29) * UINT64_C(0x94d049bb133111eb) >> 32) & mask;
}

/* Whether option c is of `type` on the `count` items given. */
static bool option_is(const symmetry_options_t *o, uint32_t c, uint32_t type,
                      const uint32_t *items, uint32_t count)
{
    if (o->type[c] != type || option_size(o, c) != count)
        return false;
    const uint32_t *mine = o->item + o->start[c];
    for (uint32_t j = 0; j < count; j++) {
        uint32_t k = 0;
        while (k < count && mine[k] != items[j])
            k++;
        if (k == count)
            return false;
    }
    return true;
}

static bool option_table_init(option_table_t *t, const symmetry_options_t *o)
{
    size_t slots = 2;
    while (slots < 2 * o->count)
        slots *= 2;
    t->slot = malloc(slots * sizeof *t->slot);
    t->mask = slots - 1;
    if (t->slot == NULL)
        return false;
    for (size_t k = 0; k < slots; k++)
        t->slot[k] = NO_SLOT;
    for (uint32_t c = 0; c < o->count; c++) {
        size_t at = option_hash(o->type[c], o->item + o->start[c], option_size(o, c), t->mask);
        while (t->slot[at] != NO_SLOT)
            at = (at + 1) & t->mask;
        t->slot[at] = c;
    }
    return true;
}

/* The option of `type` on the items given, or NO_SLOT. */
static uint32_t option_table_find(const option_table_t *t, const symmetry_options_t *o,
                                  uint32_t type, const uint32_t *items, uint32_t count)
{
    for (size_t at = option_hash(type, items, count, t->mask);; at = (at + 1) & t->mask)
        if (t->slot[at] == NO_SLOT || option_is(o, t->slot[at], type, items, count))
            return t->slot[at];
}

/* Motion 0, the identity, leaves every option where it is; the others'
 * images are found in the table. */
static bool map_options(symmetry_t *s, const atomic_bool *stop)
{
    const symmetry_options_t *o = &s->option;
    size_t n = o->count;
    s->option_image = malloc((s->motion_count * n + 1) * sizeof *s->option_image);
    if (s->option_image == NULL)
        return false;
    for (uint32_t k = 0; s->motion_count > 0 && k < n; k++)
        s->option_image[k] = k;
    if (s->motion_count <= 1)
        return true;
    option_table_t table;
    uint32_t moved[SYMMETRY_OPTION_ITEMS_MAX];
    bool ok = option_table_init(&table, o);
    for (size_t m = 1; ok && m < s->motion_count; m++)
        for (uint32_t k = 0; ok && k < n; k++) {
            /* A million options take a second a motion: a stop ends it. */
            if ((k & 0xffff) == 0 && stop != NULL && atomic_load(stop)) {
                ok = false;
                break;
            }
            uint32_t size = option_size(o, k);
            assert(size <= sizeof moved / sizeof moved[0]);
            for (uint32_t j = 0; j < size; j++)
                moved[j] = s->item_image[m * s->items + o->item[o->start[k] + j]];
            uint32_t found = option_table_find(&table, o, type_image(s, m, o->type[k]), moved, size);
            /* The puzzle is invariant, so the image of a placement is one. */
            assert(found != NO_SLOT);
            s->option_image[m * n + k] = found;
        }
    free(table.slot);
    assert(!ok || images_are_permutations(s->option_image, s->motion_count, n));
    return ok;
}

bool symmetry_option_covers(const symmetry_t *s, uint32_t o, uint32_t item)
{
    const symmetry_options_t *options = &s->option;
    for (uint32_t j = options->start[o]; j < options->start[o + 1]; j++)
        if (options->item[j] == item)
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
        for (uint32_t o = 0; s->pivot >= 0 && o < s->option.count; o++)
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

bool symmetry_map_options(symmetry_t *s, const symmetry_options_t *options,
                          const atomic_bool *stop)
{
    s->options = options->count;
    s->option = *options;
    return map_options(s, stop) && list_source_options(s);
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

static int uint32_qsort_compare(const void *a, const void *b);

size_t symmetry_ties(const symmetry_t *s, uint32_t a0, uint32_t *out)
{
    size_t n = 0;
    for (size_t m = 1; m < s->motion_count; m++)
        for (size_t j = s->source_start[m]; j < s->source_start[m + 1]; j++)
            if (symmetry_option_image(s, m, s->source_options[j]) == a0)
                out[n++] = s->source_options[j];
    if (n > 0)
        qsort(out, n, sizeof *out, uint32_qsort_compare);
    size_t distinct = 0;
    for (size_t i = 0; i < n; i++)
        if (distinct == 0 || out[distinct - 1] != out[i])
            out[distinct++] = out[i];
    return distinct;
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
    const symmetry_options_t *o = &s->option;
    for (size_t i = 0; i < count; i++)
        for (uint32_t j = o->start[options[i]]; j < o->start[options[i] + 1]; j++)
            scratch->covering[o->item[j]] = options[i];
    memcpy(scratch->sorted, options, count * sizeof *options);
    qsort(scratch->sorted, count, sizeof *scratch->sorted, uint32_qsort_compare);
    for (size_t m = 1; m < s->motion_count; m++)
        if (compare_image(s, m, options, count, scratch) < 0)
            return false;
    return true;
}
