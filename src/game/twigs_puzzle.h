/* Measuring a Twigs puzzle solution (docs/check.md, docs/puzzles.md):
 * its value by the puzzle's objective, whether it is a valid solution,
 * and whether the claim `solve` wrote beside it holds, each as the
 * puzzle's row of puzzle_kind's table says. */
#ifndef TWIGS_GAME_TWIGS_PUZZLE_H
#define TWIGS_GAME_TWIGS_PUZZLE_H

#include <stdbool.h>

#include "game/twigs_position.h"
#include "io/report.h"

#define TWIGS_REASON_MAX 200

/* The references of the puzzles searched for them (The Tree, The Maximum
 * and The Ring), each searched once however many solutions of it are
 * checked: a file of 47,000 Ring solutions with claims searched it again
 * for each, over an hour.  Zeroed before the first document; it holds
 * nothing to free.  A search that ran out of memory is not kept. */
typedef struct {
    puzzle_reference_t reference[PUZZLE_KIND_COUNT]; /* by puzzle_kind_t */
    bool known[PUZZLE_KIND_COUNT];
    unsigned searches; /* made so far */
} twigs_proofs_t;

/* Sets report->puzzle to {name, value, valid} (with `reason` when it is
 * not valid).  A solution that is not legal is not valid and has no
 * value: `legal` tells which.  Claims are held against the references in
 * proofs, which keeps those it searches for (NULL: searched each time). */
void twigs_puzzle_report(const twigs_position_t *pos, bool legal, twigs_proofs_t *proofs,
                         report_t *report);

#endif
