/* Joining the partial summaries of `solve --part K/N` (docs/puzzles.md) into
 * the summary of the whole search.
 *
 * Counts (solutions, shapes, triangle, nodes) and seconds add up: seconds
 * is the work the parts did, not the wall-clock time of a parallel run.
 * The Tree, The Ring and The Maximum take the best value, with its
 * part's witness, and the largest upper bound, since each part bounds
 * only its own slices.  A merged count is complete only when every part
 * 1..N is there and complete.  A merged value is proven only when every
 * part 1..N is there and the best value meets the largest bound: a part's
 * bound holds for its slices even when a time limit cut it short, so no
 * part holds anything better.  A part's own `proven` must say what its
 * numbers say (value == upper_bound; summary_read refuses it otherwise),
 * so that no part's "not proven" is read as proven.  Missing parts are
 * listed.
 *
 * Every part carries the fingerprint of its search (puzzle_fingerprint:
 * the puzzle's region, pieces and rules, N and the way the search is
 * sliced), and the parts must share it: a name says too little, since
 * two files may give one name to different puzzles.  A part without one
 * was written by an older twigs and is refused.
 */
#ifndef TWIGS_PUZZLE_MERGE_H
#define TWIGS_PUZZLE_MERGE_H

#include <stdbool.h>

#include "io/yread.h"
#include "io/ytree.h"
#include "puzzle/summary.h"

/* Whether a part's witness is a valid solution of the puzzle that
 * measures its value; if not, errors are placed through r.  The merge
 * passes on no witness that this has not accepted; it is the caller's,
 * since checking a position is a game's business. */
typedef bool (*merge_witness_fn)(void *context, const yreader_t *r, const ynode_t *witness,
                                 const char *puzzle, long long value);

/* Where a key was read, for messages about another place. */
typedef struct {
    const char *file;
    unsigned line, column; /* line 0: nowhere yet */
} merge_place_t;

typedef struct {
    merge_witness_fn check_witness;
    void *context;
    const char *file;      /* the file being read */
    summary_t total;       /* the parts so far; complete: each of them is */
    char *puzzle;          /* total's puzzle, owned */
    char *fingerprint;     /* total's fingerprint, owned */
    ynode_t *witness;      /* total's witness, owned */
    merge_place_t puzzle_at, parts_at, fingerprint_at;
    merge_place_t *given;  /* per part */
    unsigned *missing;     /* merge_result's */
} merge_t;

void merge_init(merge_t *m, merge_witness_fn check_witness, void *context);
void merge_free(merge_t *m);

/* Adds every summary the loader reads (one file's), each checked against
 * those before it, up to the first that is wrong or cannot be read;
 * errors go to diag, the loader's.  `file` names the file in messages
 * about it when another is read, and must outlive the merge.  False on
 * any error. */
bool merge_add_file(merge_t *m, yloader_t *loader, diag_t *diag, const char *file);

/* The merged summary of what was added (at least one summary); it
 * borrows from the merge.  False when out of memory. */
bool merge_result(merge_t *m, summary_t *out);

#endif
