#include "twig/sweep_order.h"

#include <stdlib.h>

#include "twig/lattice.h"

typedef struct {
    double along, across;
    uint32_t index;
} sweep_key_t;

static sweep_key_t sweep_key(edge_t e, int sweep, uint32_t index)
{
    vertex_t ends[2];
    lattice_edge_ends(e, ends);
    double x0, y0, x1, y1;
    lattice_vertex_point(ends[0], &x0, &y0);
    lattice_vertex_point(ends[1], &x1, &y1);
    /* cos and sin of direction * 30 degrees */
    static const double half_root3 = 0.86602540378443865;
    static const double cosine[SWEEP_DIRECTIONS] = {1,  half_root3,  0.5, 0,  -0.5, -half_root3,
                                                    -1, -half_root3, -0.5, 0, 0.5,  half_root3};
    int direction = sweep % SWEEP_DIRECTIONS;
    double c = cosine[direction], sn = cosine[(direction + 9) % SWEEP_DIRECTIONS];
    double x = x0 + x1, y = y0 + y1, across = x * c - y * sn;
    return (sweep_key_t){y * c + x * sn, sweep < SWEEP_DIRECTIONS ? across : -across, index};
}

/* Twice the midpoints have x in multiples of sqrt(3)/2 and y in multiples
 * of 1/2, so along any of the directions distinct values differ by a
 * quarter at least: a tolerance of 0.1 only absorbs rounding. */
static int sweep_qsort_compare(const void *a, const void *b)
{
    const sweep_key_t *p = a, *q = b;
    if (p->along < q->along - 0.1 || p->along > q->along + 0.1)
        return p->along < q->along ? -1 : 1;
    if (p->across < q->across - 0.1 || p->across > q->across + 0.1)
        return p->across < q->across ? -1 : 1;
    return 0;
}

bool sweep_order_number(const edge_set_t *set, int sweep, uint32_t first, uint32_t *item)
{
    sweep_key_t *keys = malloc((set->count + 1) * sizeof *keys);
    if (keys == NULL)
        return false;
    for (size_t i = 0; i < set->count; i++)
        keys[i] = sweep_key(set->edges[i], sweep, (uint32_t)i);
    qsort(keys, set->count, sizeof *keys, sweep_qsort_compare);
    for (size_t k = 0; k < set->count; k++)
        item[keys[k].index] = first + (uint32_t)k;
    free(keys);
    return true;
}

