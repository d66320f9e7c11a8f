/* What a mistyped name was meant to be: the nearest of the names a
 * command line takes (commands, options, puzzles), for "did you mean". */
#ifndef TWIGS_CLI_SPELLING_H
#define TWIGS_CLI_SPELLING_H

#include <stddef.h>

/* The edit distance of a and b (insertions, deletions, substitutions and
 * swaps of neighbours, each 1), ignoring case. */
size_t spelling_distance(const char *a, const char *b);

/* The name of names[0..count) nearest to `word`, or NULL when none is
 * near enough to be what was meant (at most 2 edits, and fewer than half
 * the name's letters). */
const char *spelling_nearest(const char *word, const char *const *names, size_t count);

#endif
