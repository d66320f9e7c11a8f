/* The rules a Twigs position obeys (docs/positions.md, Twigs; the
 * decisions in docs/rules.md, Twigs), checked all at once so that every
 * violation is reported:
 *
 *   - each piece is one of the pieces that may be placed (the 12
 *     pentatwigs, or a cover puzzle's own set), and the one its name says;
 *   - no edge belongs to two pieces;
 *   - a game (and The Maximum) lists the pieces in the order played:
 *     colours alternate from White, each piece after the first touches an
 *     earlier one, each colour places each shape at most once and Black's
 *     first shape differs from White's first;
 *   - another puzzle solution is White's alone, its pieces hang together
 *     (some order lets each touch an earlier one; a cover puzzle may drop
 *     this rule) and it uses each piece no more often than the puzzle's
 *     piece set holds it.
 *
 * This is the game without its file format, as the hex games' rules are:
 * a violation names the piece, and the part of it (its colour, its name,
 * one of its edges), that breaks a rule, with the numbers that say how;
 * twigs.c words it and places it at the node that part was read from.
 */
#ifndef TWIGS_GAME_TWIGS_RULES_H
#define TWIGS_GAME_TWIGS_RULES_H

#include <stdbool.h>
#include <stddef.h>

#include "game/twigs_position.h"
#include "util/colour.h"

typedef enum {
    TWIGS_FAULT_SIZE,         /* no piece of the set has its number of edges */
    TWIGS_FAULT_EDGE_TWICE,   /* it names `edge` twice */
    TWIGS_FAULT_APART,        /* its edges fall apart (`edge`, `count`) */
    TWIGS_FAULT_NO_PIECE,     /* its edges are no piece of the set (or not `type`) */
    TWIGS_FAULT_OTHER_SHAPE,  /* its edges form its shape, not the piece it names */
    TWIGS_FAULT_TURN,         /* a game: it is not of the colour `turn` */
    TWIGS_FAULT_BLACK,        /* a puzzle solution: it is black */
    TWIGS_FAULT_SHARED_EDGE,  /* `edge` is part of the earlier piece `other` too */
    TWIGS_FAULT_NOT_TOUCHING, /* a game: it touches no earlier piece */
    TWIGS_FAULT_DETACHED,     /* a puzzle solution: it does not hang together with the rest */
    TWIGS_FAULT_SHAPE_AGAIN,  /* a game: its colour placed its shape before, as piece `other` */
    TWIGS_FAULT_NOT_IN_SET,   /* a puzzle solution: the set holds no piece of its shape */
    TWIGS_FAULT_TOO_MANY,     /* a puzzle solution: copy `count` of its shape, `allowed` held */
    TWIGS_FAULT_SAME_FIRST,   /* Black's first, of the shape of White's first (piece `other`) */
    TWIGS_FAULT_NO_MEMORY,    /* not an offence: its shape could not be checked */
} twigs_fault_kind_t;

/* The part of the piece a fault is about, the place its message is given. */
typedef enum {
    TWIGS_AT_PIECE,
    TWIGS_AT_COLOUR, /* the piece's colour (the piece when it was left out) */
    TWIGS_AT_NAME,   /* the name it was given */
    TWIGS_AT_EDGE,   /* its edge `edge` */
} twigs_part_t;

typedef struct {
    twigs_fault_kind_t kind;
    twigs_part_t at;
    size_t piece; /* the piece at fault: pos->pieces[piece] */
    size_t edge;  /* at an edge: pos->edges[edge] */
    size_t other; /* an earlier piece */
    /* APART: how many more edges are apart with `edge`; TOO_MANY: the
     * copy of its shape the piece is. */
    size_t count;
    /* SIZE: the piece of the set whose size it should have (the one it
     * names, when the set's pieces differ in size), -1 for any; NO_PIECE:
     * the one it names, or -1. */
    long type;
    unsigned size;    /* SIZE: the edges it should have */
    unsigned allowed; /* TOO_MANY: the copies the set holds */
    colour_t turn;    /* TURN: the colour whose turn it was */
    bool first_break; /* TURN: the first piece out of turn */
} twigs_fault_t;

/* Told each fault, piece by piece, in the order of the checks. */
typedef void twigs_fault_fn(void *context, const twigs_fault_t *fault);

/* Checks every rule, telling `report` each fault; false when out of
 * memory before any check was made. */
bool twigs_rules_check(const twigs_position_t *pos, twigs_fault_fn *report, void *context);

/* How many copies of each piece of the set (pos->set) a colour may place:
 * one of each in a game, the piece set's counts in a puzzle (none for
 * Black but in The Maximum); allowed has room for pos->set->count. */
void twigs_rules_allowed(const twigs_position_t *pos, colour_t colour, unsigned *allowed);

#endif
