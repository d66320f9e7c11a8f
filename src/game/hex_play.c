#include "game/hex_play.h"

#include <stdlib.h>
#include <string.h>

#include "hex/board_svg.h"

/* What reading and replaying a document leaves: the document (the game's
 * position points at its board), the cells of the last entry played, and
 * whether the game was started at all. */
typedef struct {
    hex_document_t doc;
    const ynode_t *to_move_node;
    hex_colour_t to_move;
    bool playing;
    hex_move_t move;
    hex_cell_t cells[HEX_MOVE_TOKENS_MAX];
    hex_cell_t last[HEX_MOVE_TOKENS_MAX];
    int last_count;
} replay_t;

/* ---- Replaying ---- */

/* Every token of the entry as a cell.  `pass` gets its own message: a
 * player may well write the passes down, but a record holds placements
 * only (SPEC §2.1). */
static bool read_cells(const yreader_t *r, const hex_board_t *board, const hex_move_t *move,
                       hex_cell_t *cells)
{
    for (size_t i = 0; i < move->count; i++) {
        if (hex_token_is(&move->tokens[i], "pass")) {
            hex_move_error(r, move, i, DIAG_INPUT,
                           "'pass' is not a cell: a record holds placements only, and a forced "
                           "pass is applied without an entry");
            return false;
        }
        if (!hex_move_cell(r, board, move, i, 0, &cells[i]))
            return false;
    }
    return true;
}

static bool play_record(const hex_play_rules_t *rules, void *game, const yreader_t *r,
                        replay_t *rp)
{
    rules->start(game, &rp->doc.board);
    rp->playing = true;
    for (size_t i = 0; i < rp->doc.moves->count; i++) {
        if (!hex_move_read(r, rp->doc.moves, i, &rp->move) ||
            !read_cells(r, &rp->doc.board, &rp->move, rp->cells) ||
            !rules->play(game, r, &rp->move, rp->cells))
            return false;
        rp->last_count = (int)rp->move.count;
        memcpy(rp->last, rp->cells, rp->move.count * sizeof rp->cells[0]);
    }
    return true;
}

/* A `to_move:` given beside a record must say what the record says. */
static bool check_to_move(const hex_play_rules_t *rules, const void *game, const yreader_t *r,
                          const replay_t *rp)
{
    if (rp->to_move_node == NULL)
        return true;
    hex_standing_t s = rules->standing(game);
    if (s.finished) {
        yread_error(r, rp->to_move_node, DIAG_RULE,
                    "to_move says %s, but the game is over after the moves",
                    hex_colour_name(rp->to_move));
        return false;
    }
    if (s.to_move == HEX_EMPTY) {
        /* Sinfrid before its setup, which belongs to neither colour. */
        yread_error(r, rp->to_move_node, DIAG_RULE,
                    "to_move says %s, but no colour is to move after the moves",
                    hex_colour_name(rp->to_move));
        return false;
    }
    if (s.to_move != rp->to_move) {
        yread_error(r, rp->to_move_node, DIAG_RULE, "to_move says %s, but after the moves %s is to move",
                    hex_colour_name(rp->to_move), hex_colour_name(s.to_move));
        return false;
    }
    return true;
}

/* Reads the document and brings the game to the position it describes.
 * False when an error was found (the game may still have been started:
 * then rp->playing is set and the game holds the position reached). */
static bool replay(const hex_play_rules_t *rules, void *game, const yreader_t *r,
                   const ynode_t *root, replay_t *rp)
{
    rp->playing = false;
    rp->last_count = 0;
    rp->to_move = HEX_EMPTY;
    /* `to_move` is read even when the rest has errors: SPEC §1 asks for
     * every error found. */
    bool ok = hex_document_read(r, root, &rules->spec, &rp->doc);
    rp->to_move_node = ymap_get(root, "to_move");
    if (rp->to_move_node != NULL)
        ok = hex_read_colour(r, rp->to_move_node, "to_move", &rp->to_move) && ok;
    if (!ok)
        return false;
    if (rp->doc.moves == NULL && rp->doc.has_snapshot) {
        rp->playing = rules->set_up(game, r, &rp->doc, rp->to_move_node, rp->to_move);
        return rp->playing;
    }
    if (rp->doc.moves == NULL) {
        /* Nothing on the board and no record: the start of a game. */
        rules->start(game, &rp->doc.board);
        rp->playing = true;
        return check_to_move(rules, game, r, rp);
    }
    return play_record(rules, game, r, rp) &&
           hex_document_compare(r, &rp->doc, rules->position(game)) &&
           check_to_move(rules, game, r, rp);
}

/* ---- Reports ---- */

static void report_standing(hex_standing_t s, report_t *report)
{
    report->status = s.finished ? "finished" : "in_progress";
    if (!s.finished && s.to_move != HEX_EMPTY)
        report->to_move = hex_colour_name(s.to_move);
    if (s.finished)
        report->winner = s.winner == HEX_EMPTY ? "draw" : hex_colour_name(s.winner);
}

/* The replay's storage is large (a record entry may have a thousand
 * tokens), so it is not kept on the stack; the game's state follows it,
 * aligned as a replay_t is (for pointers), which is all a game's state of
 * positions, counts and flags needs. */
static replay_t *replay_new(const hex_play_rules_t *rules, const yreader_t *r, void **game)
{
    replay_t *rp = malloc(sizeof *rp + rules->game_size);
    if (rp == NULL)
        r->diag->out_of_memory = true;
    else
        *game = rp + 1;
    return rp;
}

void hex_play_check(const hex_play_rules_t *rules, const yreader_t *r, const ynode_t *root,
                    report_t *report)
{
    void *game;
    replay_t *rp = replay_new(rules, r, &game);
    if (rp == NULL)
        return;
    if (replay(rules, game, r, root, rp) && report_legal(report)) {
        report_standing(rules->standing(game), report);
        rules->score(game, report);
    }
    free(rp);
}

ynode_t *hex_play_colours_node(long white, long black)
{
    ynode_t *map = ynode_new_mapping(true);
    ymap_add_int(map, "white", white);
    ymap_add_int(map, "black", black);
    return map;
}

ynode_t *hex_play_stones_node(const hex_position_t *pos)
{
    return hex_play_colours_node(hex_position_count(pos, HEX_WHITE),
                                 hex_position_count(pos, HEX_BLACK));
}

ynode_t *hex_play_cells_node(const hex_board_t *board, const hex_cell_t *cells, int count)
{
    ynode_t *list = ynode_new_sequence(true);
    for (int i = 0; i < count; i++) {
        char name[HEX_NAME_MAX];
        yseq_add_string(list, hex_board_cell_name(board, cells[i], name));
    }
    return list;
}

void hex_pass_log_add(hex_pass_log_t *log, size_t after_entry, hex_colour_t who)
{
    if (log->count < HEX_PASSES_SHOWN) {
        log->after[log->count] = after_entry;
        log->who[log->count] = who;
    }
    log->count++;
}

ynode_t *hex_pass_log_node(const hex_pass_log_t *log)
{
    ynode_t *list = ynode_new_sequence(true);
    char text[64];
    for (int i = 0; i < log->count && i < HEX_PASSES_SHOWN; i++) {
        snprintf(text, sizeof text, "%s after move %zu", hex_colour_name(log->who[i]),
                 log->after[i]);
        yseq_add_string(list, text);
    }
    if (log->count > HEX_PASSES_SHOWN) {
        snprintf(text, sizeof text, "%d more", log->count - HEX_PASSES_SHOWN);
        yseq_add_string(list, text);
    }
    return list;
}

/* ---- Pictures ---- */

/* "Meridians, size 7: white 20, black 17; black to move". */
static void write_caption(const hex_play_rules_t *rules, const void *game, const replay_t *rp,
                          const report_t *report, char *buf, size_t size)
{
    size_t n = (size_t)snprintf(buf, size, "%s, size %d: ", rules->title, rp->doc.board.size);
    if (n >= size)
        return;
    if (!report_legal(report) || !rp->playing) {
        size_t errors = report->diag.count;
        snprintf(buf + n, size - n, "not legal (%zu error%s; see twigs check)", errors,
                 errors == 1 ? "" : "s");
        return;
    }
    const hex_position_t *pos = rules->position(game);
    hex_standing_t s = rules->standing(game);
    n += (size_t)snprintf(buf + n, size - n, "white %d, black %d", hex_position_count(pos, HEX_WHITE),
                          hex_position_count(pos, HEX_BLACK));
    if (n >= size)
        return;
    if (s.finished && s.winner == HEX_EMPTY)
        snprintf(buf + n, size - n, "; finished, a draw");
    else if (s.finished)
        snprintf(buf + n, size - n, "; finished, %s wins", hex_colour_name(s.winner));
    else if (s.to_move != HEX_EMPTY)
        snprintf(buf + n, size - n, "; %s to move", hex_colour_name(s.to_move));
}

/* Input errors of the quiet replay are the render's own errors. */
static bool pass_input_errors(const report_t *report, const yreader_t *r)
{
    bool drawable = diag_status(&report->diag) < DIAG_INPUT && !report->diag.out_of_memory;
    for (size_t i = 0; i < report->diag.count; i++) {
        const diag_entry_t *e = &report->diag.entries[i];
        if (e->kind == DIAG_INPUT)
            diag_add(r->diag, e->kind, e->line, e->column, "%s", e->message);
    }
    if (report->diag.out_of_memory)
        r->diag->out_of_memory = true;
    return drawable;
}

bool hex_play_render(const hex_play_rules_t *rules, const yreader_t *r, const ynode_t *root,
                     const render_options_t *options, FILE *out)
{
    void *game;
    replay_t *rp = replay_new(rules, r, &game);
    if (rp == NULL)
        return false;
    report_t report;
    report_init(&report, r->diag->file, 1);
    yreader_t quiet = {r->stream, &report.diag};
    replay(rules, game, &quiet, root, rp);
    bool drawable = pass_input_errors(&report, r);
    if (drawable) {
        char caption[160];
        write_caption(rules, game, rp, &report, caption, sizeof caption);
        const hex_position_t *pos = rp->playing ? rules->position(game) : &rp->doc.snapshot;
        hex_svg_options_t svg = {options->grid, rp->last, rp->last_count, caption};
        hex_svg_draw(out, pos, &svg);
    }
    report_free(&report);
    free(rp);
    return drawable;
}
