/* Checking builds of the exact cover engine, for the unit tests only
 * (src/search/cover.c compiled with -DCOVER_SANITY): the whole search
 * state is checked at every node, in the style of the sanity() routine of
 * Knuth's dancing-links programs, against the invariants stated in
 * search/cover_internal.h; and a test may break one invariant on purpose to see the
 * check catch it.  Production builds compile none of this. */
#ifndef TWIGS_SEARCH_COVER_SANITY_H
#define TWIGS_SEARCH_COVER_SANITY_H

#ifndef COVER_SANITY
#error "search/cover_sanity.h is for checking builds (-DCOVER_SANITY) only"
#endif

#include <stdbool.h>
#include <stdint.h>

#include "search/cover.h"

typedef struct {
    uint64_t checks;   /* nodes whose whole state was checked */
    uint64_t failures; /* checks that found an invariant broken */
    char first[200];   /* what the first failure found */
    bool broken;       /* the break asked for was made */
} cover_sanity_t;

/* What a test may break on purpose.  The state is put right again just
 * after the check, so the search goes on as if nothing had happened. */
typedef enum {
    COVER_BREAK_NONE,
    COVER_BREAK_USED,      /* an item's covered bit */
    COVER_BREAK_LEFT,      /* type 0's uses left */
    COVER_BREAK_USES_LEFT, /* the total of uses left */
    COVER_BREAK_GATE,      /* type 0's gate (small FIRST_ITEM search: its available bit) */
    COVER_BREAK_LEVEL,     /* FEWEST: where a set says an option stands */
    COVER_BREAK_COUNTER,   /* FEWEST: a set's size (a fitting option lost) */
    COVER_BREAK_BRANCH,    /* FEWEST: the count of the branch chosen */
    COVER_BREAK_ENDS,      /* with the end budget: the corners counted open */
} cover_break_t;

/* The checks of the cover's last search (zeroed when a search starts). */
const cover_sanity_t *cover_sanity(const cover_t *cover);

/* Makes each following search break `what` once, at its first check at or
 * after `node` options tried where that invariant is in force. */
void cover_sanity_break(cover_t *cover, cover_break_t what, uint64_t node);

/* Makes FEWEST go back by its trail alone, as it does where copies of its
 * counts would take too much memory (search/fewest.c), or lets it copy
 * them again. */
void cover_sanity_trail_only(cover_t *cover, bool trail_only);

#endif
