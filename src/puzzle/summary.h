/* The summary of a search (docs/puzzles.md): what `solve --count` and
 * `solve --part K/N` print and `twigs merge` reads and joins.  One type,
 * one writer and one reader, so that the summary's keys are spelled in
 * this module alone.
 *
 * A count summary (triangle, hexes15, cover puzzles) says how many
 * solutions a search found and whether it was complete; a best summary
 * (tree, ring, maximum) gives the best value found, with its witness, the
 * upper bound and whether the value is proven optimal.
 */
#ifndef TWIGS_PUZZLE_SUMMARY_H
#define TWIGS_PUZZLE_SUMMARY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "io/yread.h"
#include "io/ytree.h"
#include "puzzle/cover_puzzle.h"
#include "puzzle/optimum.h"
#include "util/count.h"

/* A split search's part, "K/N" (--part, and part: in a summary), with
 * 1 <= K <= N <= SUMMARY_PARTS_MAX. */
#define SUMMARY_PARTS_MAX 1000000
bool summary_part_parse(const char *text, unsigned *part, unsigned *parts);

typedef enum { SUMMARY_COUNT, SUMMARY_BEST } summary_kind_t;

/* The summary borrows its strings and nodes: from the tree it was read
 * from, or from whoever filled it in. */
typedef struct {
    const char *puzzle;
    summary_kind_t kind;
    /* puzzle_fingerprint's 16 hexadecimal digits for the search and its
     * split (NULL: none, as older twigs wrote them). */
    const char *fingerprint;

    /* SUMMARY_COUNT */
    count_t solutions, shapes, triangle;
    long long symmetries;
    bool has_shapes, has_triangle, has_symmetries;
    bool complete;
    /* A count with a memo: the states it held at the end and the lookups
     * that found one. */
    long long memo_entries, memo_hits;
    bool has_memo;

    /* SUMMARY_BEST */
    long long value, upper_bound;
    bool has_value, proven;
    const ynode_t *witness; /* the position that reaches value; NULL: none given */

    long long nodes;
    double seconds;

    /* part > 0: part K of N of a split search.  part 0, parts N: the
     * merge of N parts, without those listed in missing. */
    unsigned part, parts;
    const unsigned *missing;
    size_t missing_count;

    /* Where a read summary stood, for messages about it (else NULL). */
    const ynode_t *puzzle_node, *part_node, *symmetries_node, *fingerprint_node;
    const ynode_t *root;
} summary_t;

/* ---- What a search found ---- */

/* The summaries of each way of solving (puzzle_kind's `solve`), the
 * strings borrowed from `puzzle`, the puzzle's name: a count of a cover
 * puzzle (`complete` when its search was not stopped), of 15 Hexes'
 * arrangements, and a search for the best value (its witness left out). */
summary_t summary_of_cover(const char *puzzle, const cover_puzzle_stats_t *stats, bool complete);
summary_t summary_of_arrangements(const char *puzzle, const hexes15_stats_t *stats);
summary_t summary_of_best(const char *puzzle, const optimum_result_t *result);

/* ---- Writing ---- */

/* The summary as a YAML mapping: the puzzle, the values, the fingerprint,
 * then the parts; NULL when out of memory. */
ynode_t *summary_to_ynode(const summary_t *summary);

/* The claim a best witness carries (docs/puzzles.md): {value, upper_bound,
 * proven, nodes, seconds} in flow style; NULL when out of memory. */
ynode_t *summary_claim_to_ynode(const summary_t *summary);

/* Prints the summary as a YAML document, or as one line of text ("puzzle:
 * key value, ..."; the witness is left out).  False when out of memory;
 * whether writing failed, ferror(out) tells. */
bool summary_print(const summary_t *summary, bool yaml, FILE *out);

/* ---- Reading ---- */

/* Where the reader lets its caller check what has been read so far
 * against other summaries (a merge's): after the puzzle's name, after the
 * part, after the fingerprint (NULL when there is none), and after the
 * values (the counts, or a valid value and witness). */
typedef enum {
    SUMMARY_READ_PUZZLE,
    SUMMARY_READ_PART,
    SUMMARY_READ_FINGERPRINT,
    SUMMARY_READ_VALUES
} summary_step_t;

/* Places its errors through r and returns false to reject the summary;
 * a rejected puzzle or fingerprint ends the reading at once: the values
 * of another search say nothing more. */
typedef bool (*summary_check_fn)(void *context, const yreader_t *r, const summary_t *summary,
                                 summary_step_t step);

/* Reads the summary at root, with an error placed through r for every
 * way it can be wrong (check may be NULL).  False on any error. */
bool summary_read(const yreader_t *r, const ynode_t *root, summary_t *summary,
                  summary_check_fn check, void *context);

#endif
