/* A Twigs position (docs/positions.md), the model the rules, the score,
 * the picture and the page read: the pieces in the order listed, each
 * with its colour, the name (a pentatwig's letter, or a piece of a cover
 * puzzle's set) it was given and its edges; the scoring variant; and,
 * for a puzzle solution, the puzzle and the claim `solve` made.  It
 * knows nothing of the file it came from: game/twigs_file.h reads it,
 * and keeps apart where each part was read. */
#ifndef TWIGS_GAME_TWIGS_POSITION_H
#define TWIGS_GAME_TWIGS_POSITION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "puzzle/puzzle.h"
#include "twig/pentatwigs.h"
#include "util/colour.h"

typedef struct {
    colour_t colour;     /* COLOUR_WHITE or COLOUR_BLACK */
    long letter;         /* the piece `piece:` names (its type in the set), or -1 */
    long shape;          /* the piece its edges form, or -1 */
    size_t first, count; /* its edges: position.edges[first ..] */
} twigs_piece_t;

typedef struct {
    long long value, upper_bound, nodes;
    bool proven;
    double seconds;
    bool has_upper_bound, has_proven;
} twigs_claim_t;

typedef struct {
    twigs_piece_t *pieces;
    size_t piece_count;
    /* Every piece's edges one after another, and the colour (a
     * colour_t) of each one's piece. */
    edge_t *edges;
    uint8_t *edge_colours;
    size_t edge_count;

    bool hexagon_scoring; /* scoring: hexagons */

    bool has_puzzle;
    puzzle_t puzzle;
    const char *puzzle_name; /* as written, also when it did not read */

    /* The pieces that may be placed: a cover puzzle's own, or the 12
     * pentatwigs (game_pieces). */
    piece_set_t game_pieces;
    const piece_set_t *set;
    bool has_claim;
    twigs_claim_t claim;
} twigs_position_t;

void twigs_position_free(twigs_position_t *pos);

/* "piece 3 (black S)" for messages: the piece's place in the list, its
 * colour and its real shape, when it has one. */
void twigs_piece_describe(const twigs_position_t *pos, size_t index, char *buf, size_t size);

#endif
