#include "puzzle/slices.h"

#include <stdlib.h>
#include <string.h>

#include "util/array.h"
#include "util/pool.h"

/* A walk over the slices of one depth, in order: keeps the part's in
 * `list` when it is not NULL, and stops counting at `enough`.  The
 * prefix's items are marked in covered[] and its pieces in uses[];
 * excluded[o] says whether symmetry leaves out option o with the current
 * first option, the first_count-th: it is known when excluded[o] / 2 is
 * first_count, and then excluded[o] % 2 says yes (1) or no (0).  (Reset
 * by a count, not by clearing the array for every first option: a
 * million options and ten thousand first options took seconds.) */
typedef struct {
    const slice_problem_t *problem;
    unsigned part, parts;
    slice_list_t *list;
    slice_each_fn each; /* or NULL; then with each_context */
    void *each_context;
    size_t depth, count, enough;
    uint32_t prefix[SLICE_DEPTH_MAX];
    uint32_t nodes; /* prefix options past the second not yet given to a slice */
    bool *covered;
    unsigned *uses;
    uint32_t *excluded, first_count;
    uint8_t *ended; /* the end budget's count at each corner, and ... */
    unsigned open;  /* ... the corners certainly open (search/corners.h) */
} walk_t;

static bool walk_init(walk_t *w, const slice_problem_t *problem, size_t depth, size_t enough)
{
    memset(w, 0, sizeof *w);
    w->problem = problem;
    w->depth = depth;
    w->enough = enough;
    w->covered = calloc(problem->items + 1, sizeof *w->covered);
    w->uses = calloc(problem->pieces->count + 1, sizeof *w->uses);
    w->excluded = calloc(problem->options + 1, sizeof *w->excluded);
    w->ended = calloc((problem->corners != NULL ? problem->corners->corners : 0) + 1,
                      sizeof *w->ended);
    return w->covered != NULL && w->uses != NULL && w->excluded != NULL && w->ended != NULL;
}

static void walk_free(walk_t *w)
{
    free(w->covered);
    free(w->uses);
    free(w->excluded);
    free(w->ended);
}

static bool walk_stopped(const walk_t *w)
{
    return w->problem->stop != NULL && atomic_load(w->problem->stop);
}

/* Places or lifts option o of the prefix.  Placing returns whether the
 * search would go on below it: whether the end budget still holds. */
static bool walk_mark(walk_t *w, uint32_t o, bool place)
{
    const slice_problem_t *p = w->problem;
    for (uint32_t j = p->option_start[o]; j < p->option_start[o + 1]; j++)
        w->covered[p->option_item[j]] = place;
    if (place)
        w->uses[p->option_type[o]]++;
    else
        w->uses[p->option_type[o]]--;
    if (p->corners == NULL)
        return true;
    if (place)
        return corners_place(p->corners, w->ended, &w->open, o);
    corners_unplace(p->corners, w->ended, &w->open, o);
    return true;
}

/* Whether option a may follow the prefix: whether the search would try it
 * there (its piece has a copy left, its items are free, and symmetry does
 * not forbid it). */
static bool walk_fits(walk_t *w, uint32_t a)
{
    const slice_problem_t *p = w->problem;
    uint32_t type = p->option_type[a];
    if (w->uses[type] >= p->pieces->types[type].copies)
        return false;
    for (uint32_t j = p->option_start[a]; j < p->option_start[a + 1]; j++)
        if (w->covered[p->option_item[j]])
            return false;
    if (p->symmetry == NULL)
        return true;
    if (w->excluded[a] / 2 != w->first_count)
        w->excluded[a] = 2 * w->first_count + symmetry_excludes(p->symmetry, w->prefix[0], a);
    return w->excluded[a] % 2 == 0;
}

/* The prefix is a slice: the part's go into the list, every one to
 * `each`. */
static bool walk_meet(walk_t *w, size_t length)
{
    /* Slices come by the million where hundreds of pieces are named apart. */
    if ((w->count & 0xfff) == 0 && walk_stopped(w))
        return false;
    if (w->each != NULL) {
        slice_t slice = {{0}, (uint32_t)length, w->nodes};
        memcpy(slice.option, w->prefix, length * sizeof *w->prefix);
        w->each(w->each_context, w->count, &slice);
    }
    slice_list_t *list = w->list;
    if (list != NULL && pool_slice_is_ours(w->count, w->part, w->parts)) {
        slice_t *grown =
            array_reserve(list->slice, &list->capacity, list->count + 1, sizeof *grown);
        if (grown == NULL)
            return false;
        list->slice = grown;
        slice_t *slice = &list->slice[list->count++];
        memcpy(slice->option, w->prefix, length * sizeof *w->prefix);
        slice->length = (uint32_t)length;
        slice->nodes = w->nodes;
    }
    w->count++;
    w->nodes = 0;
    return true;
}

/* The slices below prefix[0 .. length - 1], whose lowest uncovered item
 * is `from` or after.  A prefix that the search could not extend, or would
 * not (over the end budget), is a slice of its own, with no solution, so
 * that its last option's node is counted. */
static bool walk_below(walk_t *w, size_t length, uint32_t from)
{
    const slice_problem_t *p = w->problem;
    uint32_t item = from;
    while (item < p->primary && w->covered[item])
        item++;
    if (length == w->depth || item == p->primary)
        return walk_meet(w, length);
    size_t before = w->count;
    for (uint32_t k = p->covering_start[item];
         k < p->covering_start[item + 1] && w->count < w->enough; k++) {
        uint32_t a = p->covering[k];
        if (!walk_fits(w, a))
            continue;
        w->prefix[length] = a;
        w->nodes += length >= 2;
        bool walked = walk_mark(w, a, true) ? walk_below(w, length + 1, item)
                                            : walk_meet(w, length + 1);
        walk_mark(w, a, false);
        if (!walked)
            return false;
    }
    return w->count > before || walk_meet(w, length);
}

/* Every slice of the walk's depth: the first item's options that symmetry
 * allows, and below each the options of the lowest item left uncovered,
 * and so on. */
static bool walk_run(walk_t *w)
{
    const slice_problem_t *p = w->problem;
    if (p->primary == 0)
        return walk_meet(w, 0);
    for (uint32_t j = p->covering_start[p->first];
         j < p->covering_start[p->first + 1] && w->count < w->enough; j++) {
        uint32_t a0 = p->covering[j];
        if (walk_stopped(w))
            return false;
        if (p->symmetry != NULL && symmetry_excludes(p->symmetry, a0, a0))
            continue;
        w->prefix[0] = a0;
        w->first_count++;
        bool walked = walk_mark(w, a0, true) ? walk_below(w, 1, 0) : walk_meet(w, 1);
        walk_mark(w, a0, false);
        if (!walked)
            return false;
    }
    return true;
}

/* How many slices of `depth` there are, up to `enough`; 0 when out of
 * memory or stopped. */
static size_t count_slices(const slice_problem_t *problem, size_t depth, size_t enough)
{
    walk_t w;
    bool run = walk_init(&w, problem, depth, enough) && walk_run(&w);
    walk_free(&w);
    return run ? w.count : 0;
}

/* The depth of the slices for `parts` parts: depth 1 where depth 2 has
 * more than SLICES_MAX slices and more than the parts need. */
static size_t slices_depth(const slice_problem_t *problem, unsigned parts)
{
    size_t enough = (size_t)SLICES_PER_PART * parts;
    size_t most = parts > 1 && enough > SLICES_MAX ? enough : SLICES_MAX;
    if (count_slices(problem, 2, most + 1) > most)
        return 1;
    if (parts <= 1)
        return 2;
    size_t last = 0, depth = 2;
    for (; depth < SLICE_DEPTH_MAX; depth++) {
        size_t count = count_slices(problem, depth, enough);
        /* Or no deeper: every slice of this depth is a leaf. */
        if (count == 0 || count >= enough || count == last)
            break;
        last = count;
    }
    return depth;
}

/* Every slice of the depth for `parts` parts: part `part`'s into `list`
 * and every one to `each`, when they are not NULL. */
static bool walk_slices(const slice_problem_t *problem, unsigned part, unsigned parts,
                        slice_list_t *list, slice_each_fn each, void *context)
{
    walk_t w;
    bool walked = walk_init(&w, problem, slices_depth(problem, parts), SIZE_MAX);
    w.part = part;
    w.parts = parts;
    w.list = list;
    w.each = each;
    w.each_context = context;
    walked = walked && walk_run(&w);
    if (list != NULL)
        list->all = w.count;
    walk_free(&w);
    return walked;
}

bool slices_build(const slice_problem_t *problem, unsigned part, unsigned parts,
                  slice_list_t *list)
{
    return walk_slices(problem, part, parts, list, NULL, NULL);
}

bool slices_each(const slice_problem_t *problem, unsigned parts, slice_each_fn each,
                 void *context)
{
    return walk_slices(problem, 0, parts, NULL, each, context);
}

void slice_list_free(slice_list_t *list)
{
    free(list->slice);
    memset(list, 0, sizeof *list);
}
