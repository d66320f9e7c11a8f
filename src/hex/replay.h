/* Replaying the record of a hex game (SPEC §2.1): entry by entry from the
 * empty board, stopping at the first illegal entry.
 *
 * A game states how to read one entry (its tokens as the game's own kind
 * of move: input errors, cells off the board) and how to play what it
 * read (rule errors); the replay calls the two in turn.  Once an entry is
 * illegal the position no longer means anything, so later entries are not
 * played, but they are still read for input errors: a name that does not
 * parse makes the file unreadable (exit 2) whatever the rules say.
 */
#ifndef TWIGS_HEX_REPLAY_H
#define TWIGS_HEX_REPLAY_H

#include <stdbool.h>
#include <stddef.h>

#include "hex/board_yaml.h"

typedef struct {
    /* Reads the entry into the game's pending move; false with an error. */
    bool (*read)(void *game, const yreader_t *r, const hex_move_t *entry);
    /* Plays the pending move; false with an error saying why it is
     * illegal. */
    bool (*play)(void *game, const yreader_t *r, const hex_move_t *entry);
} hex_replay_rules_t;

/* Replays the record `moves` (a sequence) on `game`.  Returns true when
 * every entry was legal; *played (when not NULL) gets the number of
 * entries played. */
bool hex_replay(const yreader_t *r, const ynode_t *moves, const hex_replay_rules_t *rules,
                void *game, size_t *played);

#endif
