/* Measuring a Twigs puzzle solution (SPEC §4.3, §5): its value by the
 * puzzle's objective, whether it is a valid solution, and whether the
 * claim `solve` wrote beside it holds. */
#ifndef TWIGS_GAME_TWIGS_PUZZLE_H
#define TWIGS_GAME_TWIGS_PUZZLE_H

#include <stdbool.h>

#include "game/twigs_position.h"
#include "io/report.h"

/* Sets report->puzzle to {name, value, valid} (with `reason` when it is
 * not valid).  A solution that is not legal is not valid and has no
 * value: `legal` tells which. */
void twigs_puzzle_report(const twigs_position_t *pos, bool legal, report_t *report);

#endif
