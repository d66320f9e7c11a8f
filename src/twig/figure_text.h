/* Figures drawn in the terminal: every edge is one character, placed where
 * the side of its hexagon runs, so that pieces drawn with their letters
 * show their shapes:
 *
 *      C C W W          hexagon q,r is 4 columns wide and 2 rows high;
 *     C   C   W         its nw and ne sides sit above it, its w and e
 *      X X            sides beside it, its sw and se sides below.
 */
#ifndef TWIGS_TWIG_FIGURE_TEXT_H
#define TWIGS_TWIG_FIGURE_TEXT_H

#include <stddef.h>
#include <stdio.h>

#include "twig/lattice.h"
#include "twig/piece_set.h"

/* Draws edge i with character labels[i]; returns false when out of
 * memory or the figure is too large to draw (over 400 columns or rows). */
bool figure_text_print(FILE *out, const edge_t *edges, const char *labels, size_t count);

/* A character for each piece of the set to draw it with, no two alike: its
 * name when every name is one character, else its name's first character
 * when no other piece's name starts with it, else (for the first of
 * several names starting alike) that character while no piece has it,
 * else a letter or digit of its own ('?' once 62 are taken).  Returns
 * whether every label is the piece's whole name (then a drawing needs no
 * key). */
bool figure_text_labels(const piece_set_t *set, char *labels);

#endif
