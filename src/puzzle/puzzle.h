/* The puzzles twigs solves (docs/puzzles.md): the five built-in ones and
 * cover puzzles described in files.  This is the model; what each kind
 * is, puzzle_kind's table; reading and writing puzzle files,
 * puzzle_file's business. */
#ifndef TWIGS_PUZZLE_PUZZLE_H
#define TWIGS_PUZZLE_PUZZLE_H

#include <stdbool.h>
#include <stddef.h>

#include "puzzle/cover_puzzle.h"
#include "puzzle/puzzle_kind.h"
#include "twig/lattice.h"
#include "twig/piece_set.h"

struct puzzle {
    puzzle_kind_t kind;
    char *name;    /* "triangle", "tree", ... or a cover puzzle's own name */
    bool builtin;  /* one of the five built-in puzzles */

    /* Cover puzzles: the region, as given. */
    hexagon_t *hexes;
    size_t hex_count;
    edge_t *edges;
    size_t edge_count;
    edge_t *spare;
    size_t spare_count;

    /* The pieces: the 12 pentatwigs for the built-in puzzles (The Maximum
     * places them twice, once in each colour). */
    piece_set_t pieces;
    /* Every piece touches an earlier one, in some order: the rule of the
     * built-in puzzles, which a cover puzzle may drop. */
    bool touching;
};

/* The row of the puzzle's kind in puzzle_kind's table. */
const puzzle_info_t *puzzle_info(const puzzle_t *puzzle);

/* Fills *puzzle with the built-in puzzle of that name; false when there is
 * none (or out of memory). */
bool puzzle_builtin(const char *name, puzzle_t *puzzle);

void puzzle_free(puzzle_t *puzzle);

/* The cover problem of a cover puzzle: its required edges are the sides of
 * its hexagons and its listed edges, stored in *required (malloc'd, to be
 * freed by the caller after solving). */
bool puzzle_cover_problem(const puzzle_t *puzzle, cover_puzzle_t *problem, edge_t **required);

/* Puts a solution's pieces in the order its position document lists them:
 * each touching an earlier one, or The Maximum's game order as found. */
void puzzle_listing_order(const puzzle_t *puzzle, placement_t *pieces, size_t count);

/* A cover puzzle's region has at most this many edges (the sides of its
 * hexagons, its edges and its spare edges, each counted once): the
 * search's memory grows with the square of the region, to some 70 MB at
 * this size. */
#define PUZZLE_MAX_EDGES 4096

/* The number of distinct edges of a cover puzzle's region, required and
 * spare; SIZE_MAX when out of memory. */
size_t puzzle_region_edges(const puzzle_t *puzzle);

/* The number of pieces a solution has. */
size_t puzzle_piece_count(const puzzle_t *puzzle);

/* A cover puzzle's piece set when its file gives none. */
bool puzzle_default_pieces(puzzle_t *puzzle);

/* The version of the way searches are cut into slices: the pieces' and
 * placements' order, the sweep, the slices of a cover puzzle, the shapes,
 * levels and first pieces of the optimisation puzzles.  Raise it with any
 * change that gives part K of N other slices than before, so that `merge`
 * refuses to join parts written before and after it; puzzle_slicing
 * describes the slices, and tests/unit/test_slicing.c, which pins its
 * digests to this version, fails until both are changed together.
 * (Version 3 was kept through changes of the slicing: parts of two of its
 * versions merged into 59 solutions of the Triangle's 56.  4 keeps every
 * part written before from merging with those written since.) */
#define PUZZLE_SLICING_VERSION 4

/* Describes into `slicing` (puzzle/slicing.h) every slice of the
 * puzzle's search split into slicing->parts parts (0 or 1: the whole),
 * as `solve --part K/N` shares them out: of The Maximum and The Ring,
 * those of the first `levels` levels.  False when out of memory. */
bool puzzle_slicing(const puzzle_t *puzzle, size_t levels, slicing_t *slicing);

/* 16 hexadecimal digits and their NUL. */
#define PUZZLE_FINGERPRINT_SIZE 17

/* The fingerprint of a search of the puzzle in `parts` slices (1: the
 * whole): 64-bit FNV-1a of a canonical description of the puzzle's kind,
 * its region (required and spare edges, sorted, by their canonical
 * names), its pieces in their order (name, canonical shape, the placement
 * given, sidedness, copies), its touching rule, and the slicing (parts and
 * PUZZLE_SLICING_VERSION), written as 16 lower-case hexadecimal digits.
 * Two summaries with one fingerprint are parts of one split of one
 * search; the number of threads does not enter.  False when out of
 * memory. */
bool puzzle_fingerprint(const puzzle_t *puzzle, unsigned parts,
                        char fingerprint[PUZZLE_FINGERPRINT_SIZE]);

#endif
