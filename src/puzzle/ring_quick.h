/* The Ring, answered at any time (private to src/puzzle): before its
 * proof, which takes seconds, a witness found in a fraction of a second,
 * so that a time limit or a signal leaves a position to print.
 *
 * The quick witness comes from a few compact areas alone: each grows
 * from a seed (one hexagon, two, three around a corner) a hexagon at a
 * time, always the one that leaves the shortest perimeter, the first in
 * a fixed order on ties; the areas of every size are the first hexagons
 * of that growth.  From the bound down, the first area of each size that
 * the 12 pieces enclose (ring_realise, milliseconds each) is the
 * witness.  It is the same in every run, with any threads.  Measured: 47
 * hexagons (the best is 48) in 0.06 s, where the proof's witness comes
 * after 2.6 s (one thread) of refuting levels 61 to 49.
 */
#ifndef TWIGS_PUZZLE_RING_QUICK_H
#define TWIGS_PUZZLE_RING_QUICK_H

#include "puzzle/optimum.h"

/* The quick witness into result (value, witness; value -1 when none).
 * It does not look at a stop flag: it is short, and a time limit is to
 * leave a witness to print.  False when out of memory. */
bool ring_quick_witness(optimum_result_t *result);

/* optimum_ring_anytime is declared in puzzle/optimum.h. */

#endif
