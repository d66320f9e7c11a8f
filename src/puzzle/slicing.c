#include "puzzle/slicing.h"

#include "util/fnv.h"
#include "util/pool.h"

void slicing_init(slicing_t *slicing, unsigned parts)
{
    slicing->hash = FNV_OFFSET;
    slicing->parts = parts;
    slicing->slices = 0;
}

/* The number's eight bytes, low first, whatever the machine's order. */
void slicing_number(slicing_t *slicing, long long n)
{
    uint64_t bits = (uint64_t)n;
    for (int i = 0; i < 8; i++, bits >>= 8)
        slicing->hash = fnv_add(slicing->hash, bits & 0xff);
}

void slicing_slice(slicing_t *slicing, size_t level, size_t index)
{
    unsigned part = 1;
    while (part < slicing->parts && !pool_slice_is_ours(index, part, slicing->parts))
        part++;
    slicing_number(slicing, -1); /* between slices */
    slicing_number(slicing, (long long)level);
    slicing_number(slicing, (long long)index);
    slicing_number(slicing, part);
    slicing->slices++;
}

void slicing_edges(slicing_t *slicing, const edge_t *edges, size_t count)
{
    slicing_number(slicing, (long long)count);
    for (size_t i = 0; i < count; i++) {
        slicing_number(slicing, edges[i].q);
        slicing_number(slicing, edges[i].r);
        slicing_number(slicing, edges[i].side);
    }
}

void slicing_cells(slicing_t *slicing, const hexagon_t *cells, size_t count)
{
    slicing_number(slicing, (long long)count);
    for (size_t i = 0; i < count; i++) {
        slicing_number(slicing, cells[i].q);
        slicing_number(slicing, cells[i].r);
    }
}

void slicing_shapes(slicing_t *slicing, size_t level, const polyhex_list_t *shapes)
{
    for (size_t i = 0; i < shapes->count; i++) {
        slicing_slice(slicing, level, i);
        slicing_cells(slicing, polyhex_list_shape(shapes, i), shapes->size);
    }
}
