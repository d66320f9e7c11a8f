/* The rules a Twigs position obeys (docs/positions.md, Twigs; the
 * decisions in docs/rules.md, Twigs), checked all at once so that every
 * violation is reported, each as a rule error (exit status 1) placed at
 * the node it is about:
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
 */
#ifndef TWIGS_GAME_TWIGS_RULES_H
#define TWIGS_GAME_TWIGS_RULES_H

#include "game/twigs_position.h"
#include "io/yread.h"

/* Reports every violation in the reader's diag; true when there is none
 * (false also when out of memory, with an error saying so). */
bool twigs_rules_check(const yreader_t *reader, const twigs_position_t *pos);

/* How many copies of each piece of the set (pos->set) a colour may place:
 * one of each in a game, the piece set's counts in a puzzle (none for
 * Black but in The Maximum); allowed has room for pos->set->count. */
void twigs_rules_allowed(const twigs_position_t *pos, colour_t colour, unsigned *allowed);

#endif
