/* Sibling (docs/rules.md): records replayed move by move, snapshots checked by
 * their stone counts, the score as each colour's group sizes.  The rules
 * themselves are in sibling_rules.c; the reading, replaying and drawing
 * is hex_game's. */
#include <stddef.h>
#include <stdio.h>

#include "game/game.h"
#include "game/game_report.h"
#include "game/hex_game.h"
#include "game/sibling_rules.h"

static const char *const sibling_keys[] = {"pie", "to_move", NULL};

/* Stones named in one message, at most. */
#define SHOWN_CELLS 5

typedef struct {
    sibling_game_t game;
    bool swap; /* the entry being played is `swap` */
} sibling_state_t;

static void sibling_start(void *state, const hex_board_t *board, const hex_given_t *given)
{
    sibling_state_t *s = state;
    sibling_game_start(&s->game, board, given->pie);
}

/* ---- Replaying a record ---- */

/* `swap`, or cells (every one read, though only one or two can be legal). */
static int sibling_read(void *state, const yreader_t *r, const hex_move_t *entry, hex_cell_t *cells)
{
    sibling_state_t *s = state;
    s->swap = entry->count == 1 && hex_token_is(&entry->tokens[0], "swap");
    if (s->swap)
        return 0;
    bool ok = true;
    for (size_t k = 0; k < entry->count; k++)
        ok = hex_move_cell(r, s->game.pos.board, entry, k, 0, &cells[k]) && ok;
    return ok ? (int)entry->count : -1;
}

static bool sibling_play_swap(sibling_state_t *s, const yreader_t *r, const hex_move_t *entry)
{
    if (s->game.moves != 1) {
        hex_move_error(r, entry, 0, DIAG_RULE,
                       "swap is allowed only as Black's first move, right after White's first "
                       "stone");
        return false;
    }
    if (!sibling_swap_allowed(&s->game)) {
        hex_move_error(r, entry, 0, DIAG_RULE, "swap needs the pie rule (pie: true)");
        return false;
    }
    /* The picture keeps White's first stone ringed: a swap moves none. */
    sibling_game_swap(&s->game);
    return true;
}

/* Why the pair of the entry is illegal, reported; false when it is. */
static bool sibling_pair_illegal(const sibling_game_t *game, const yreader_t *r,
                                 const hex_move_t *entry, const hex_cell_t *cells)
{
    const hex_board_t *board = game->pos.board;
    hex_cell_t culprit = HEX_NO_CELL;
    char a[HEX_NAME_MAX], b[HEX_NAME_MAX];
    hex_board_cell_name(board, cells[0], a);
    hex_board_cell_name(board, cells[1], b);
    switch (sibling_pair_check(&game->pos, cells[0], cells[1], &culprit)) {
    case SIBLING_PAIR_LEGAL:
        return false;
    case SIBLING_PAIR_OCCUPIED:
        hex_move_error(r, entry, culprit == cells[0] ? 0 : 1, DIAG_RULE,
                       "%s already holds a %s stone", culprit == cells[0] ? a : b,
                       colour_name(hex_position_get(&game->pos, culprit)));
        break;
    case SIBLING_PAIR_SAME_CELL:
        hex_move_error(r, entry, 1, DIAG_RULE, "both stones are on %s", a);
        break;
    case SIBLING_PAIR_NOT_IN_LINE:
        hex_move_error(r, entry, 1, DIAG_RULE, "%s and %s are not on one line", a, b);
        break;
    case SIBLING_PAIR_ADJACENT:
        hex_move_error(r, entry, 1, DIAG_RULE,
                       "%s and %s are next to each other; the two stones must not be adjacent", a,
                       b);
        break;
    }
    return true;
}

static bool sibling_stone_illegal(const sibling_game_t *game, const yreader_t *r,
                                  const hex_move_t *entry, hex_cell_t cell)
{
    colour_t there = hex_position_get(&game->pos, cell);
    if (there == COLOUR_NONE)
        return false;
    char a[HEX_NAME_MAX];
    hex_move_error(r, entry, 0, DIAG_RULE, "%s already holds a %s stone",
                   hex_board_cell_name(game->pos.board, cell, a), colour_name(there));
    return true;
}

static bool sibling_play(void *state, const yreader_t *r, const hex_move_t *entry,
                         const hex_cell_t *cells, int count)
{
    sibling_state_t *s = state;
    sibling_game_t *game = &s->game;
    if (sibling_game_finished(game)) {
        hex_move_error(r, entry, entry->count, DIAG_RULE,
                       "the game is already over: %s, to move, has no legal pair",
                       colour_name(game->to_move));
        return false;
    }
    if (s->swap)
        return sibling_play_swap(s, r, entry);
    int due = sibling_stones_due(game);
    if (count != due) {
        hex_move_error(r, entry, entry->count, DIAG_RULE,
                       due == 1 ? "White's first move places one stone, not %d"
                                : "each move after White's first places two stones, not %d",
                       count);
        return false;
    }
    if (due == 1 ? sibling_stone_illegal(game, r, entry, cells[0])
                 : sibling_pair_illegal(game, r, entry, cells))
        return false;
    sibling_game_play(game, cells, due);
    return true;
}

/* ---- Standing and score ---- */

static hex_standing_t sibling_standing(const void *state)
{
    const sibling_game_t *game = &((const sibling_state_t *)state)->game;
    if (!sibling_game_finished(game))
        return (hex_standing_t){false, false, game->to_move, COLOUR_NONE};
    colour_t winner = sibling_winner(&game->pos);
    return (hex_standing_t){true, winner == COLOUR_NONE, COLOUR_NONE, winner};
}

static ynode_t *group_list(const hex_position_t *pos, colour_t colour)
{
    int sizes[HEX_CELLS_MAX];
    int n = hex_position_group_sizes(pos, colour, sizes);
    ynode_t *list = ynode_new_sequence(true);
    for (int i = 0; i < n; i++)
        yseq_add_int(list, sizes[i]);
    return list;
}

static void sibling_score(const void *state, report_t *report)
{
    const sibling_game_t *game = &((const sibling_state_t *)state)->game;
    ynode_t *groups = ynode_new_mapping(true);
    ymap_add(groups, "white", group_list(&game->pos, COLOUR_WHITE));
    ymap_add(groups, "black", group_list(&game->pos, COLOUR_BLACK));
    report->score = ynode_new_mapping(true);
    ymap_add(report->score, "groups", groups);
    if (game->swapped)
        ymap_add_string(game_report_notes(report), "pie",
                        "Black swapped at move 2: the players exchanged colours");
}

/* ---- Snapshots ---- */

/* The stones of one colour that a largest pairing leaves alone may be
 * White's first stone and nothing else. */
static bool sibling_snapshot_pairs(const yreader_t *r, const hex_document_t *doc,
                                   colour_t colour)
{
    hex_cell_t single[HEX_CELLS_MAX];
    int n = sibling_unpaired(&doc->snapshot, colour, single);
    if (n < 0) {
        r->diag->out_of_memory = true;
        return false;
    }
    if (n <= (colour == COLOUR_WHITE))
        return true;
    char list[SHOWN_CELLS * 5 + 16] = "";
    size_t used = 0;
    for (int i = 0; i < n && i < SHOWN_CELLS; i++) {
        char name[HEX_NAME_MAX];
        used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", i ? " " : "",
                                 hex_board_cell_name(&doc->board, single[i], name));
    }
    if (n > SHOWN_CELLS)
        snprintf(list + used, sizeof list - used, " and %d more", n - SHOWN_CELLS);
    yread_error(r, doc->snapshot_node, DIAG_RULE,
                "the %s stones%s cannot all have been placed in pairs on a line, not next to each "
                "other: a largest pairing leaves %s alone",
                colour_name(colour), colour == COLOUR_WHITE ? " besides White's first" : "", list);
    return false;
}

/* A snapshot was reached by the game: stone counts of the turn order, and
 * every stone (White's first aside) one of a pair placed together. */
static bool sibling_set_up(void *state, const yreader_t *r, const hex_document_t *doc,
                           const hex_given_t *given)
{
    (void)given;
    sibling_game_t *game = &((sibling_state_t *)state)->game;
    if (!sibling_game_set_up(game, &doc->snapshot)) {
        yread_error(r, doc->snapshot_node, DIAG_RULE,
                    "white has %d stone%s and black %d, but White places one stone and then two "
                    "a turn and Black two a turn: White has an odd number and Black one fewer or "
                    "one more",
                    hex_position_count(&doc->snapshot, COLOUR_WHITE),
                    diag_plural(hex_position_count(&doc->snapshot, COLOUR_WHITE)),
                    hex_position_count(&doc->snapshot, COLOUR_BLACK));
        return false;
    }
    bool white = sibling_snapshot_pairs(r, doc, COLOUR_WHITE);
    return sibling_snapshot_pairs(r, doc, COLOUR_BLACK) && white;
}

/* to_move, when given, must be the player the record or the counts give. */
static bool sibling_agree(void *state, const yreader_t *r, const hex_document_t *doc,
                          const hex_given_t *given)
{
    const sibling_game_t *game = &((const sibling_state_t *)state)->game;
    bool ok = true;
    hex_game_agree(r, given->to_move_node, "to_move", given->to_move, game->to_move,
                   doc->moves ? "after the moves" : "by the stone counts", NULL, &ok);
    return ok;
}

/* "white 11 10 2, black 10 9 4 1" (the largest few of each). */
static void sibling_summary(const void *state, const report_t *report, char *buf, size_t size)
{
    (void)report;
    const hex_position_t *pos = &((const sibling_state_t *)state)->game.pos;
    size_t n = 0;
    buf[0] = '\0';
    for (colour_t c = COLOUR_WHITE; c <= COLOUR_BLACK; c++) {
        int sizes[HEX_CELLS_MAX];
        int count = hex_position_group_sizes(pos, c, sizes);
        n += (size_t)snprintf(buf + n, size - n, "%s%s", c == COLOUR_WHITE ? "" : ", ",
                              colour_name(c));
        for (int i = 0; i < count && i < 4 && n < size; i++)
            n += (size_t)snprintf(buf + n, size - n, " %d", sizes[i]);
        if (count > 4 && n < size)
            n += (size_t)snprintf(buf + n, size - n, " ...");
        if (n >= size)
            return;
    }
}

static const hex_game_t sibling_hex_game = {
    .title = "Sibling",
    .state_size = sizeof(sibling_state_t),
    .position_offset = offsetof(sibling_state_t, game.pos),
    .spec = {HEX_SHAPE_HEXHEX, 5, 2, HEX_SIZE_MAX, sibling_keys},
    .start = sibling_start,
    .set_up = sibling_set_up,
    .read = sibling_read,
    .play = sibling_play,
    .agree = sibling_agree,
    .standing = sibling_standing,
    .score = sibling_score,
    .summary = sibling_summary,
};

HEX_GAME_ENTRY(game_sibling, "sibling", sibling_hex_game);
