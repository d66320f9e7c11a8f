/* Reading a Twigs position document (docs/positions.md) into the model,
 * game/twigs_position.h, before any rule is checked, and where each part
 * of it was read: the nodes at which twigs.c places the rules' faults
 * and finds the pieces a picture marks.  Reading reports input errors
 * only (exit status 2): wrong types, unknown keys, names that do not
 * parse. */
#ifndef TWIGS_GAME_TWIGS_FILE_H
#define TWIGS_GAME_TWIGS_FILE_H

#include <stdbool.h>

#include "game/twigs_position.h"
#include "io/yread.h"

/* Where a piece was read. */
typedef struct {
    const ynode_t *node;   /* the piece's mapping */
    const ynode_t *colour; /* NULL when the colour was left out */
    const ynode_t *name;   /* `piece:`, NULL when it was left out */
} twigs_piece_place_t;

/* Parallel to the position's pieces and edges: pieces[i] is where
 * pos.pieces[i] was read, edges[k] the node that named pos.edges[k]. */
typedef struct {
    twigs_piece_place_t *pieces;
    const ynode_t **edges;
} twigs_places_t;

/* Reads the document; true when it read without error.  The position
 * and the places must be freed in either case. */
bool twigs_file_read(const yreader_t *reader, const ynode_t *root, twigs_position_t *pos,
                     twigs_places_t *places);
void twigs_places_free(twigs_places_t *places);

#endif
