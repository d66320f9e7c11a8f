/* Sibling (SPEC §3): records replayed move by move, snapshots checked by
 * their stone counts, the score as each colour's group sizes.  The rules
 * themselves are in sibling_rules.c. */
#include <stdio.h>

#include "game/game.h"
#include "game/hex_game.h"
#include "game/sibling_rules.h"
#include "hex/replay.h"

static const char *const sibling_keys[] = {"pie", "to_move", NULL};
static const hex_game_spec_t sibling_spec = {HEX_SHAPE_HEXHEX, 5, 2, HEX_SIZE_MAX, sibling_keys};

/* Stones named in one message, at most. */
#define SHOWN_CELLS 5

typedef struct {
    hex_game_frame_t frame;
    sibling_game_t game;
    /* The entry being played: `swap`, or its cells (count may exceed 2,
     * only the first two are kept). */
    bool swap;
    hex_cell_t cells[2];
    size_t count;
} sibling_state_t;

/* ---- Replaying a record ---- */

static bool sibling_read(void *state, const yreader_t *r, const hex_move_t *entry)
{
    sibling_state_t *s = state;
    s->swap = entry->count == 1 && hex_token_is(&entry->tokens[0], "swap");
    s->count = 0;
    if (s->swap)
        return true;
    bool ok = true;
    for (size_t k = 0; k < entry->count; k++) {
        hex_cell_t cell;
        if (!hex_move_cell(r, &s->frame.doc.board, entry, k, 0, &cell)) {
            ok = false;
            continue;
        }
        if (k < 2)
            s->cells[k] = cell;
    }
    s->count = entry->count;
    return ok;
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
static bool sibling_pair_illegal(sibling_state_t *s, const yreader_t *r, const hex_move_t *entry)
{
    const hex_board_t *board = &s->frame.doc.board;
    hex_cell_t culprit = HEX_NO_CELL;
    char a[HEX_NAME_MAX], b[HEX_NAME_MAX];
    hex_board_cell_name(board, s->cells[0], a);
    hex_board_cell_name(board, s->cells[1], b);
    switch (sibling_pair_check(&s->game.pos, s->cells[0], s->cells[1], &culprit)) {
    case SIBLING_PAIR_LEGAL:
        return false;
    case SIBLING_PAIR_OCCUPIED:
        hex_move_error(r, entry, culprit == s->cells[0] ? 0 : 1, DIAG_RULE,
                       "%s already holds a %s stone", culprit == s->cells[0] ? a : b,
                       hex_colour_name(hex_position_get(&s->game.pos, culprit)));
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

static bool sibling_stone_illegal(sibling_state_t *s, const yreader_t *r, const hex_move_t *entry)
{
    hex_colour_t there = hex_position_get(&s->game.pos, s->cells[0]);
    if (there == HEX_EMPTY)
        return false;
    char a[HEX_NAME_MAX];
    hex_move_error(r, entry, 0, DIAG_RULE, "%s already holds a %s stone",
                   hex_board_cell_name(&s->frame.doc.board, s->cells[0], a),
                   hex_colour_name(there));
    return true;
}

static bool sibling_play(void *state, const yreader_t *r, const hex_move_t *entry)
{
    sibling_state_t *s = state;
    sibling_game_t *game = &s->game;
    if (!sibling_can_move(game)) {
        hex_move_error(r, entry, entry->count, DIAG_RULE,
                       "the game is already over: %s, to move, has no legal pair",
                       hex_colour_name(game->to_move));
        return false;
    }
    if (s->swap)
        return sibling_play_swap(s, r, entry);
    int due = sibling_stones_due(game);
    if (s->count != (size_t)due) {
        hex_move_error(r, entry, entry->count, DIAG_RULE,
                       due == 1 ? "White's first move places one stone, not %zu"
                                : "each move after White's first places two stones, not %zu",
                       s->count);
        return false;
    }
    if (due == 1 ? sibling_stone_illegal(s, r, entry) : sibling_pair_illegal(s, r, entry))
        return false;
    sibling_game_place(game, s->cells, due);
    s->frame.marked_count = 0;
    for (int i = 0; i < due; i++)
        hex_game_mark(&s->frame, s->cells[i]);
    return true;
}

static const hex_replay_rules_t sibling_replay = {sibling_read, sibling_play};

/* ---- The report ---- */

static ynode_t *group_list(const hex_position_t *pos, hex_colour_t colour)
{
    int sizes[HEX_CELLS_MAX];
    int n = hex_position_group_sizes(pos, colour, sizes);
    ynode_t *list = ynode_new_sequence(true);
    for (int i = 0; i < n; i++)
        yseq_add_int(list, sizes[i]);
    return list;
}

static void sibling_report(const sibling_state_t *s, report_t *report)
{
    const sibling_game_t *game = &s->game;
    ynode_t *groups = ynode_new_mapping(true);
    ymap_add(groups, "white", group_list(&game->pos, HEX_WHITE));
    ymap_add(groups, "black", group_list(&game->pos, HEX_BLACK));
    report->score = ynode_new_mapping(true);
    ymap_add(report->score, "groups", groups);
    if (game->swapped) {
        report->notes = ynode_new_mapping(false);
        ymap_add_string(report->notes, "pie",
                        "Black swapped at move 2: the players exchanged colours");
    }
    if (sibling_can_move(game)) {
        report->status = "in_progress";
        report->to_move = hex_colour_name(game->to_move);
        return;
    }
    report->status = "finished";
    hex_colour_t winner = sibling_winner(&game->pos);
    report->winner = winner == HEX_EMPTY ? "draw" : hex_colour_name(winner);
}

static bool sibling_read_pie(const yreader_t *r, const ynode_t *root, bool *pie)
{
    const ynode_t *node = ymap_get(root, "pie");
    *pie = false;
    return node == NULL || yread_bool(r, node, "pie", pie);
}

/* The stones of one colour that a largest pairing leaves alone may be
 * White's first stone and nothing else. */
static bool sibling_snapshot_pairs(const yreader_t *r, const hex_document_t *doc,
                                   hex_colour_t colour)
{
    hex_cell_t single[HEX_CELLS_MAX];
    int n = sibling_unpaired(&doc->snapshot, colour, single);
    if (n < 0) {
        r->diag->out_of_memory = true;
        return false;
    }
    if (n <= (colour == HEX_WHITE))
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
                hex_colour_name(colour), colour == HEX_WHITE ? " besides White's first" : "", list);
    return false;
}

/* A snapshot was reached by the game: stone counts of the turn order, and
 * every stone (White's first aside) one of a pair placed together. */
static bool sibling_snapshot_check(const yreader_t *r, const hex_document_t *doc,
                                   sibling_game_t *game)
{
    if (!sibling_game_from_snapshot(game, &doc->snapshot)) {
        yread_error(r, doc->snapshot_node, DIAG_RULE,
                    "white has %d stones and black %d, but White places one stone and then two "
                    "a turn and Black two a turn: White has an odd number and Black one fewer or "
                    "one more",
                    hex_position_count(&doc->snapshot, HEX_WHITE),
                    hex_position_count(&doc->snapshot, HEX_BLACK));
        return false;
    }
    bool white = sibling_snapshot_pairs(r, doc, HEX_WHITE);
    return sibling_snapshot_pairs(r, doc, HEX_BLACK) && white;
}

static void sibling_examine(const yreader_t *r, const ynode_t *root, report_t *report,
                            hex_game_frame_t *frame)
{
    sibling_state_t *s = (sibling_state_t *)frame;
    hex_document_t *doc = &frame->doc;
    bool pie;
    hex_colour_t to_move;
    bool ok = hex_document_read(r, root, &sibling_spec, doc);
    frame->shown = doc->snapshot;
    ok = sibling_read_pie(r, root, &pie) && ok;
    ok = hex_game_read_player(r, root, "to_move", &to_move) && ok;
    if (!ok)
        return;
    if (doc->moves != NULL) {
        sibling_game_init(&s->game, &doc->board, pie);
        ok = hex_replay(r, doc->moves, &sibling_replay, s, NULL);
        frame->shown = s->game.pos;
        ok = ok && hex_document_compare(r, doc, &s->game.pos);
    } else {
        ok = sibling_snapshot_check(r, doc, &s->game);
    }
    if (ok)
        hex_game_agree(r, root, "to_move", to_move, s->game.to_move,
                       doc->moves ? "after the moves" : "by the stone counts", &ok);
    if (ok)
        sibling_report(s, report);
}

/* "white 11 10 2, black 10 9 4 1" (the largest few of each). */
static void sibling_summary(const hex_game_frame_t *frame, const report_t *report, char *buf,
                            size_t size)
{
    (void)report;
    size_t n = 0;
    buf[0] = '\0';
    for (hex_colour_t c = HEX_WHITE; c <= HEX_BLACK; c++) {
        int sizes[HEX_CELLS_MAX];
        int count = hex_position_group_sizes(&frame->shown, c, sizes);
        n += (size_t)snprintf(buf + n, size - n, "%s%s", c == HEX_WHITE ? "" : ", ",
                              hex_colour_name(c));
        for (int i = 0; i < count && i < 4 && n < size; i++)
            n += (size_t)snprintf(buf + n, size - n, " %d", sizes[i]);
        if (count > 4 && n < size)
            n += (size_t)snprintf(buf + n, size - n, " ...");
        if (n >= size)
            return;
    }
}

static const hex_game_t sibling_game = {"Sibling", sizeof(sibling_state_t), sibling_examine,
                                        sibling_summary};

HEX_GAME_RULES(sibling_rules, "sibling", sibling_game);
