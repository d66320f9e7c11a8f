/* What the cover-puzzle tests check the search against: an independent
 * count of symmetry classes (each solution's canonical form, worked out
 * from the shapes), a brute-force count with placements of its own, and
 * the search run every way it can run (both branching rules, raw and
 * distinct, with a memo, with threads, in parts), all made to agree. */
#ifndef TWIGS_TESTS_COVER_ORACLE_H
#define TWIGS_TESTS_COVER_ORACLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "puzzle/cover_puzzle.h"
#include "puzzle/puzzle.h"
#include "twig/edge_set.h"

typedef struct oracle_form oracle_form_t;

/* Raw solutions collected by oracle_collect, as canonical forms. */
typedef struct {
    oracle_form_t *forms;
    size_t count, capacity;
    const edge_set_t *region; /* every solution must cover exactly this (NULL: unchecked) */
    bool all_exact;
    const piece_set_t *set;
} oracle_solutions_t;

/* A search's solution callback: records the solution's class. */
bool oracle_collect(void *context, const placement_t *pieces, size_t count);

/* How many classes the collected solutions fall into (sorts them). */
size_t oracle_classes(oracle_solutions_t *s);

cover_puzzle_options_t oracle_options(const cover_puzzle_t *p, bool raw,
                                      enum cover_branching branching, unsigned threads);

/* Solves raw and distinct every way, checks every raw solution covers the
 * region exactly and that every distinct count equals the classes among
 * the raw solutions.  Returns the distinct count, the raw one in *raw. */
uint64_t oracle_check_counts(const cover_puzzle_t *p, uint64_t *raw);

/* A puzzle file's text, read; the test fails when it does not read. */
void oracle_read_puzzle(const char *text, puzzle_t *puzzle);

typedef struct {
    uint64_t distinct, raw;
    size_t symmetries;
} oracle_counts_t;

/* A puzzle file's text (no spare edges) counted by oracle_check_counts,
 * by brute force and without the end budget, all agreeing. */
oracle_counts_t oracle_count_three_ways(const char *text);

#endif
