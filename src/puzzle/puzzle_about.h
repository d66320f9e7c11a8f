/* A puzzle in a few words, for people: what it asks on which region, and
 * with which pieces (`twigs puzzles`, and the caption of a puzzle's
 * picture). */
#ifndef TWIGS_PUZZLE_PUZZLE_ABOUT_H
#define TWIGS_PUZZLE_PUZZLE_ABOUT_H

#include <stdbool.h>
#include <stddef.h>

#include "puzzle/puzzle.h"

/* "cover 60 edges (15 hexagons)", "cover 30 edges (7 hexagons), 72
 * spare", "close 15 hexagons, not as the triangle"...; false when out of
 * memory. */
bool puzzle_about_goal(const puzzle_t *puzzle, char *buf, size_t size);

/* "the 12 pentatwigs", "the 12 pentatwigs, twice", "the 6 one-sided
 * tetratwigs, I2", "C W U R T H X", "Q ×2": whole families by name, other
 * pieces by theirs. */
void puzzle_about_pieces(const puzzle_t *puzzle, char *buf, size_t size);

#endif
