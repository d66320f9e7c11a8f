#include "twig/sweep_order.h"

#include <stdlib.h>
#include <string.h>

#include "twig/lattice.h"

/* An edge's place in a sweep: its midpoint's distance along the sweep's
 * direction, then across it, in whole numbers (lattice_edge_midpoint), so
 * that equal distances compare equal. */
typedef struct {
    int64_t along, across;
    uint32_t index;
} sweep_key_t;

/* Along direction k (k * 30 degrees from the page's downward y, towards
 * its x) a midpoint (a sqrt(3) / 12, b / 4) lies at along[0] b + along[1] a
 * and across it at across[0] a + across[1] b, in units of 1/8 (even k)
 * or sqrt(3)/24 (odd k) and the other way round: cos and sin of k * 30
 * degrees with the root of 3 taken out.  Directions 6 to 11 are 0 to 5
 * turned round. */
static const int64_t along_factor[SWEEP_DIRECTIONS / 2][2] = {
    {2, 0}, {3, 1}, {1, 1}, {0, 2}, {-1, 1}, {-3, 1},
};
static const int64_t across_factor[SWEEP_DIRECTIONS / 2][2] = {
    {2, 0}, {1, -1}, {1, -3}, {0, -2}, {-1, -3}, {-1, -1},
};

static sweep_key_t sweep_key(edge_t e, int sweep, uint32_t index)
{
    int64_t a, b;
    lattice_edge_midpoint(e, &a, &b);
    int direction = sweep % SWEEP_DIRECTIONS, k = direction % (SWEEP_DIRECTIONS / 2);
    int64_t turn = direction < SWEEP_DIRECTIONS / 2 ? 1 : -1;
    int64_t along = turn * (along_factor[k][0] * b + along_factor[k][1] * a);
    int64_t across = turn * (across_factor[k][0] * a + across_factor[k][1] * b);
    return (sweep_key_t){along, sweep < SWEEP_DIRECTIONS ? across : -across, index};
}

static int sweep_keys_compare(const sweep_key_t *p, const sweep_key_t *q)
{
    if (p->along != q->along)
        return p->along < q->along ? -1 : 1;
    return (p->across > q->across) - (p->across < q->across);
}

/* Runs of up to this many edges are sorted by insertion, without calls
 * through a pointer: most regions are that small, and every puzzle sorts
 * its edges in six directions.  Longer regions merge the sorted runs
 * (qsort's calls took a sixth of a 79-edge puzzle's first solution). */
enum { SWEEP_INSERTION_MOST = 32 };

static void insertion_sort(sweep_key_t *keys, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        sweep_key_t moving = keys[i];
        size_t at = i;
        for (; at > 0 && sweep_keys_compare(&keys[at - 1], &moving) > 0; at--)
            keys[at] = keys[at - 1];
        keys[at] = moving;
    }
}

/* from[lo .. mid - 1] and from[mid .. hi - 1], each sorted, into
 * to[lo .. hi - 1]. */
static void merge_runs(const sweep_key_t *from, sweep_key_t *to, size_t lo, size_t mid, size_t hi)
{
    size_t a = lo, b = mid;
    for (size_t k = lo; k < hi; k++)
        to[k] = b >= hi || (a < mid && sweep_keys_compare(&from[a], &from[b]) <= 0) ? from[a++]
                                                                                    : from[b++];
}

/* The set's edges sorted as sweep `sweep` orders them, into keys[]
 * (scratch: room for as many).  No two edges have the same place, so
 * every sort gives this order. */
static void sweep_sort(const edge_set_t *set, int sweep, sweep_key_t *keys, sweep_key_t *scratch)
{
    size_t n = set->count;
    for (size_t i = 0; i < n; i++)
        keys[i] = sweep_key(set->edges[i], sweep, (uint32_t)i);
    for (size_t lo = 0; lo < n; lo += SWEEP_INSERTION_MOST)
        insertion_sort(keys + lo, n - lo < SWEEP_INSERTION_MOST ? n - lo : SWEEP_INSERTION_MOST);
    sweep_key_t *from = keys, *to = scratch;
    for (size_t width = SWEEP_INSERTION_MOST; width < n; width *= 2) {
        for (size_t lo = 0; lo < n; lo += 2 * width) {
            size_t mid = lo + width < n ? lo + width : n;
            size_t hi = lo + 2 * width < n ? lo + 2 * width : n;
            merge_runs(from, to, lo, mid, hi);
        }
        sweep_key_t *swap = from;
        from = to;
        to = swap;
    }
    if (from != keys)
        memcpy(keys, from, n * sizeof *keys);
}

bool sweep_order_number(const edge_set_t *set, int sweep, uint32_t first, uint32_t *item)
{
    sweep_key_t *keys = malloc((2 * set->count + 1) * sizeof *keys);
    if (keys == NULL)
        return false;
    sweep_sort(set, sweep, keys, keys + set->count);
    for (size_t k = 0; k < set->count; k++)
        item[keys[k].index] = first + (uint32_t)k;
    free(keys);
    return true;
}

/* Direction d + SWEEP_DIRECTIONS / 2 is direction d turned round: its
 * distances along and across are d's, negated. */
bool sweep_order_number_all(const edge_set_t *set, uint32_t first, uint32_t *item, size_t stride)
{
    sweep_key_t *keys = malloc((2 * set->count + 1) * sizeof *keys);
    if (keys == NULL)
        return false;
    enum { HALF = SWEEP_DIRECTIONS / 2 };
    uint32_t n = (uint32_t)set->count;
    for (int d = 0; d < HALF; d++) {
        sweep_sort(set, d, keys, keys + set->count);
        uint32_t *ahead = item + (size_t)d * stride, *back = item + (size_t)(d + HALF) * stride;
        uint32_t *across = item + (size_t)(d + SWEEP_DIRECTIONS) * stride;
        uint32_t *both = item + (size_t)(d + HALF + SWEEP_DIRECTIONS) * stride;
        for (uint32_t a = 0, b = 0; a < n; a = b) {
            while (b < n && keys[b].along == keys[a].along)
                b++;
            /* keys[a .. b - 1]: a run of one distance along, by distance across. */
            for (uint32_t k = a; k < b; k++) {
                uint32_t i = keys[k].index;
                ahead[i] = first + k;
                back[i] = first + n - 1 - k;
                across[i] = first + a + b - 1 - k;
                both[i] = first + n - b + k - a;
            }
        }
    }
    free(keys);
    return true;
}
