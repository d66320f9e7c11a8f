/* What each kind of puzzle is, one row a kind, as game_t is each game's
 * entry: its built-in puzzle's name, how it is solved and sliced, what a
 * solution measures and its picture marks, what `check` holds a claim
 * against, and what its summary holds.  The command line, the checker,
 * the summaries and the page read this table rather than switch on the
 * kind; a new built-in puzzle is a row here, its search beside the
 * others' (puzzle/optimum.h) and its rules in docs/puzzles.md. */
#ifndef TWIGS_PUZZLE_PUZZLE_KIND_H
#define TWIGS_PUZZLE_PUZZLE_KIND_H

#include <stdbool.h>
#include <stddef.h>

#include "puzzle/optimum.h"
#include "puzzle/slicing.h"
#include "twig/figure.h"
#include "twig/lattice.h"

typedef enum {
    PUZZLE_COVER,   /* triangle, and every puzzle file with `puzzle: cover` */
    PUZZLE_HEXES15,
    PUZZLE_MAXIMUM,
    PUZZLE_RING,
    PUZZLE_TREE,
    PUZZLE_KIND_COUNT
} puzzle_kind_t;

/* How a puzzle is searched, which says what `solve` prints and what its
 * summary holds. */
typedef enum {
    /* Exact covers of the region (puzzle/cover_puzzle.h): one, a count
     * or every one; the summary is a count. */
    PUZZLE_SOLVE_COVER,
    /* Every arrangement closing the hexagons (15 Hexes): one other than
     * the triangle, a count (with its shapes and the triangle's) or every
     * one; the summary is a count. */
    PUZZLE_SOLVE_ARRANGEMENTS,
    /* The best value: a witness, its bound and whether it is proven; the
     * summary is a best value. */
    PUZZLE_SOLVE_BEST,
} puzzle_solve_t;

typedef struct puzzle puzzle_t;

/* What the program itself shows of a puzzle's best value, to hold a
 * claim against: a bound that no solution beats, and a value it reaches
 * (-1: unknown).  Nothing is taken from a table of known optima. */
#define PUZZLE_REASON_MAX 200

typedef struct {
    long bound, reached;
    char unknown[PUZZLE_REASON_MAX]; /* why a bound below `bound` cannot be checked here */
} puzzle_reference_t;

typedef struct {
    const char *kind_name; /* in the fingerprint */
    puzzle_solve_t solve;
    /* PUZZLE_SOLVE_BEST: the search. */
    optimum_result_t (*best)(const optimum_options_t *options);
    /* The search's slices as --part shares them out (the first `levels`
     * levels of a search by levels); NULL: the cover puzzle's own. */
    bool (*slicing)(size_t levels, slicing_t *slicing);
    /* The value of a solution given as its edges (its pieces already
     * checked against the rules): what the puzzle measures, or for a
     * cover puzzle 1 when it is covered and 0 when not; -1 when out of
     * memory. */
    long (*measure)(const puzzle_t *puzzle, const edge_t *edges, size_t count);
    /* Whether a solution of that value meets the puzzle's goal; when
     * not, why, into `why`.  NULL: every value does (a best value). */
    bool (*goal_met)(const puzzle_t *puzzle, const edge_t *edges, size_t count, long value,
                     char *why, size_t size);
    /* What `check` holds a claim's bound against (the search behind it
     * is made once a check when `searched`). */
    void (*reference)(const puzzle_t *puzzle, puzzle_reference_t *ref);
    bool searched;
    figure_mark_t mark; /* what its picture marks: what it counts */
    const char *goal;   /* for `puzzles`; NULL: the region's size says it */
    /* Played as a game (The Maximum): each piece once in each colour,
     * White and Black in turn, listed in the order played. */
    bool game;
    /* A solution is said to be the triangle or not (15 Hexes: check's
     * `triangle`, as the count counts them). */
    bool tells_triangle;
    /* The witness `solve` prints is the same with any number of threads
     * (The Ring's is its lowest slice's, puzzle/ring.c): the search
     * keeps --threads; the others' come in the order the threads find
     * them, and are searched in one thread. */
    bool witness_any_threads;
} puzzle_info_t;

/* The built-in puzzles' names, by kind (the Triangle is the built-in
 * cover puzzle), NULL-ended. */
extern const char *const puzzle_builtin_names[];

/* The row of a kind. */
const puzzle_info_t *puzzle_kind_info(puzzle_kind_t kind);

/* Whether the hexagons the figure closes are the side-5 triangle,
 * wherever it lies. */
bool puzzle_kind_is_triangle(const edge_t *edges, size_t count);

#endif
