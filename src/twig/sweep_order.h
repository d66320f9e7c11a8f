/* Orders of a region's edges along a direction (a sweep), for searches
 * that cover the first uncovered edge first: along a sweep they fill the
 * region from one side, keeping the covered part compact, so that dead
 * ends show early.  Which sweep is best is the searches' business
 * (puzzle/sweep.h, puzzle/hexes15_cover.c). */
#ifndef TWIGS_TWIG_SWEEP_ORDER_H
#define TWIGS_TWIG_SWEEP_ORDER_H

#include <stdbool.h>
#include <stdint.h>

#include "twig/edge_set.h"

/* A sweep: the edges in order of their midpoints' distance along one of
 * SWEEP_DIRECTIONS directions, 30 degrees apart (direction 0 runs down the
 * page, 3 to the right), and across it among equals, one way or the other:
 * sweep k runs along direction k % SWEEP_DIRECTIONS, and across it the
 * other way from k = SWEEP_DIRECTIONS on.  Every symmetry of the lattice
 * maps the SWEEPS sweeps onto themselves (a reflection turns the across
 * order round), so a region turned over or round has the same sweeps. */
enum { SWEEP_DIRECTIONS = 12, SWEEPS = 2 * SWEEP_DIRECTIONS };

/* Numbers the edges of one set in sweep `sweep`, from `first` on: edge i
 * of the set gets item[i].  False when out of memory. */
bool sweep_order_number(const edge_set_t *set, int sweep, uint32_t first, uint32_t *item);

/* The same in every sweep at once, sweep k's items at item[k * stride ..]:
 * a sweep turned round is the same order backwards, and one across the
 * other way the same runs of equal distances along, so a quarter of the
 * sorting does. */
bool sweep_order_number_all(const edge_set_t *set, uint32_t first, uint32_t *item, size_t stride);

#endif
