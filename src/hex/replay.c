#include "hex/replay.h"

#include <stdlib.h>

/* Reads the entries after an illegal one into a diagnostic of their own
 * and keeps only the input errors: a rule error there (a cell off the
 * board) would be a second illegal move, and only the first is reported. */
static void read_rest(const yreader_t *r, const ynode_t *moves, size_t from,
                      const hex_replay_rules_t *rules, void *game, hex_move_t *entry)
{
    diag_t quiet;
    diag_init(&quiet, r->diag->file);
    yreader_t q = {r->stream, &quiet};
    for (size_t i = from; i < moves->count; i++)
        if (hex_move_read(&q, moves, i, entry))
            rules->read(game, &q, entry);
    for (size_t i = 0; i < quiet.count; i++) {
        const diag_entry_t *e = &quiet.entries[i];
        if (e->kind == DIAG_INPUT)
            diag_add(r->diag, e->kind, e->line, e->column, "%s", e->message);
    }
    r->diag->out_of_memory = r->diag->out_of_memory || quiet.out_of_memory;
    diag_free(&quiet);
}

bool hex_replay(const yreader_t *r, const ynode_t *moves, const hex_replay_rules_t *rules,
                void *game, size_t *played)
{
    if (played != NULL)
        *played = 0;
    /* An entry may hold HEX_MOVE_TOKENS_MAX tokens: too much for the stack
     * of a library function. */
    hex_move_t *entry = malloc(sizeof *entry);
    if (entry == NULL) {
        r->diag->out_of_memory = true;
        return false;
    }
    size_t i = 0;
    bool legal = true;
    for (; legal && i < moves->count; i++)
        legal = hex_move_read(r, moves, i, entry) && rules->read(game, r, entry) &&
                rules->play(game, r, entry);
    if (played != NULL)
        *played = legal ? i : i - 1;
    if (!legal)
        read_rest(r, moves, i, rules, game, entry);
    free(entry);
    return legal;
}
