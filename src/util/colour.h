/* The players' colours, one type for every game, board and figure: White,
 * who moves first, Black, and COLOUR_NONE for what belongs to neither
 * player (an empty cell, a neutral area) or a player not known.
 *
 * An array indexed by colour has COLOUR_COUNT entries and is indexed by
 * the colour itself; the entry of COLOUR_NONE counts what is neither
 * (empty cells, neutral areas) or stays unused.  The players are
 *
 *     for (colour_t c = COLOUR_WHITE; c <= COLOUR_BLACK; c++)
 */
#ifndef TWIGS_UTIL_COLOUR_H
#define TWIGS_UTIL_COLOUR_H

typedef enum { COLOUR_NONE, COLOUR_WHITE, COLOUR_BLACK } colour_t;

#define COLOUR_COUNT 3

/* The opponent's colour; COLOUR_NONE has none. */
static inline colour_t colour_other(colour_t c)
{
    return c == COLOUR_WHITE ? COLOUR_BLACK : c == COLOUR_BLACK ? COLOUR_WHITE : COLOUR_NONE;
}

/* "white" or "black", as reports and position files write them ("none"
 * for COLOUR_NONE, which each game words its own way). */
static inline const char *colour_name(colour_t c)
{
    return c == COLOUR_WHITE ? "white" : c == COLOUR_BLACK ? "black" : "none";
}

#endif
