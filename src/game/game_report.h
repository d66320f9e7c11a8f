/* What the games put in their reports alike: a value for each player, the
 * notes of the text report, and the input errors of a check made apart. */
#ifndef TWIGS_GAME_GAME_REPORT_H
#define TWIGS_GAME_GAME_REPORT_H

#include "io/report.h"
#include "io/ytree.h"

/* {white: W, black: B} in flow style. */
ynode_t *game_report_colours(long white, long black);

/* The report's notes: a mapping, made when the report has none yet, so
 * that each part of a game's check can add its own. */
ynode_t *game_report_notes(report_t *report);

/* Adds to `diag` the input errors of `quiet`, the diagnostic of a check
 * made apart (for a picture, or past a record's first illegal entry):
 * its rule errors stay behind. */
void game_report_pass_input_errors(const diag_t *quiet, diag_t *diag);

/* The caption of a position's picture, one pattern for every game:
 * title, size, result, score ("Sibling, size 3: finished, white wins;
 * white 5 2 2, black 10", "Twigs, 24 pieces: black to move; white 4,
 * black 3").  When the position is not legal, the result is the first
 * error and how many more there are ("Orochi, size 3: not legal: move
 * 13: ..."); a puzzle solution's is the puzzle's measure ("tree, value
 * 20, valid").  `score` is the score in a few words (may be empty). */
void game_caption(const char *title, const char *size_text, const report_t *report,
                  const char *score, char *buf, size_t size);

#endif
