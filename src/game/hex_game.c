#include "game/hex_game.h"

#include <stdlib.h>
#include <string.h>

#include "game/game_report.h"
#include "hex/board_svg.h"

/* What reading and replaying a document leaves: the document (the game's
 * position points at its board), the keys given beside it (less a
 * to_move set aside), whether the game holds a position, and the cells
 * of the last entry played. */
typedef struct {
    hex_document_t doc;
    hex_given_t given;
    colour_t to_move_set_aside; /* given for a game that is over */
    bool started;
    hex_move_t move;
    hex_cell_t cells[HEX_MOVE_TOKENS_MAX];
    hex_cell_t marked[HEX_CELLS_MAX];
    int marked_count;
    hex_cell_t offending[HEX_MOVE_TOKENS_MAX]; /* the cells of the first illegal entry */
    int offending_count;
} replay_t;

static const hex_position_t *position_of(const hex_game_t *game, const void *state)
{
    return (const hex_position_t *)((const char *)state + game->position_offset);
}

/* ---- Reading ---- */

static bool spec_lists(const hex_game_spec_t *spec, const char *key)
{
    for (const char *const *k = spec->extra_keys; k != NULL && *k != NULL; k++)
        if (strcmp(*k, key) == 0)
            return true;
    return false;
}

/* A player, by colour or (with `players`) by the game's own name. */
static bool read_player(const yreader_t *r, const ynode_t *root, const char *key,
                        const char *const *players, colour_t *player, const ynode_t **node)
{
    *node = ymap_get(root, key);
    *player = COLOUR_NONE;
    if (*node == NULL || players == NULL)
        return *node == NULL || yread_colour(r, *node, key, player);
    const char *const names[] = {"white", "black", players[0], players[1], NULL};
    int index;
    if (!yread_choice(r, *node, key, names, &index))
        return false;
    *player = index % 2 == 0 ? COLOUR_WHITE : COLOUR_BLACK;
    return true;
}

/* The keys beside the position (docs/positions.md) that the game accepts.
 * Read even when the rest of the document has errors, as they are input
 * errors of their own. */
static bool read_given(const yreader_t *r, const ynode_t *root, const hex_game_t *game,
                       hex_given_t *given)
{
    const hex_game_spec_t *spec = &game->spec;
    bool ok = true;
    *given = (hex_given_t){false, COLOUR_NONE, COLOUR_NONE, NULL, NULL};
    const ynode_t *pie = spec_lists(spec, "pie") ? ymap_get(root, "pie") : NULL;
    if (pie != NULL)
        ok = yread_bool(r, pie, "pie", &given->pie);
    if (spec_lists(spec, "to_move"))
        ok = read_player(r, root, "to_move", game->players, &given->to_move,
                         &given->to_move_node) &&
             ok;
    if (spec_lists(spec, "last_player"))
        ok = read_player(r, root, "last_player", game->players, &given->last_player,
                         &given->last_player_node) &&
             ok;
    return ok;
}

/* ---- Replaying ---- */

/* Every token of the entry as a cell.  `pass` gets its own message: a
 * player may well write the passes down, but a record holds placements
 * only (docs/positions.md). */
static int read_cells(const yreader_t *r, const hex_board_t *board, const hex_move_t *move,
                      hex_cell_t *cells)
{
    for (size_t i = 0; i < move->count; i++) {
        if (hex_token_is(&move->tokens[i], "pass")) {
            hex_move_error(r, move, i, DIAG_INPUT,
                           "'pass' is not a cell: a record holds placements only, and a forced "
                           "pass is applied without an entry");
            return -1;
        }
        if (!hex_move_cell(r, board, move, i, 0, &cells[i]))
            return -1;
    }
    return (int)move->count;
}

/* Entry `index` read into rp->move and rp->cells: the number of cells, or
 * -1 with an error.  `played`: the entry is to be played next, so its
 * messages say what the game did since the last one. */
static int read_entry(const hex_game_t *game, void *state, const yreader_t *r, replay_t *rp,
                      size_t index, bool played)
{
    if (!hex_move_read(r, rp->doc.moves, index, &rp->move))
        return -1;
    if (played && game->between != NULL)
        game->between(state, rp->move.note, sizeof rp->move.note);
    if (game->read != NULL)
        return game->read(state, r, &rp->move, rp->cells);
    return read_cells(r, &rp->doc.board, &rp->move, rp->cells);
}

/* The cells of the entry just played are the ones to ring, once each; an
 * entry that names none (Sibling's swap) leaves the last ones ringed. */
static void mark(replay_t *rp, int count)
{
    if (count > 0)
        rp->marked_count = 0;
    for (int i = 0; i < count; i++) {
        int k = 0;
        while (k < rp->marked_count && rp->marked[k] != rp->cells[i])
            k++;
        if (k == rp->marked_count && k < HEX_CELLS_MAX)
            rp->marked[rp->marked_count++] = rp->cells[i];
    }
}

/* Reads the entries from `from` on into a diagnostic of their own and
 * keeps only the input errors: once an entry is illegal the position no
 * longer means anything, and a rule error there (a cell off the board)
 * would be a second illegal move, but a name that does not parse makes
 * the file unreadable whatever the rules say. */
static void read_rest(const hex_game_t *game, void *state, const yreader_t *r, replay_t *rp,
                      size_t from)
{
    diag_t quiet;
    diag_init(&quiet, r->diag->file);
    yreader_t q = {r->stream, &quiet};
    for (size_t i = from; i < rp->doc.moves->count; i++)
        read_entry(game, state, &q, rp, i, false);
    game_report_pass_input_errors(&quiet, r->diag);
    r->diag->out_of_memory = r->diag->out_of_memory || quiet.out_of_memory;
    diag_free(&quiet);
}

/* Replays the record from the empty board up to its first illegal entry.
 * True when every entry was legal. */
static bool play_record(const hex_game_t *game, void *state, const yreader_t *r, replay_t *rp)
{
    game->start(state, &rp->doc.board, &rp->given);
    rp->started = true;
    for (size_t i = 0; i < rp->doc.moves->count; i++) {
        int count = read_entry(game, state, r, rp, i, true);
        if (count < 0 || !game->play(state, r, &rp->move, rp->cells, count)) {
            /* The picture marks the entry; reading the rest reuses cells[]. */
            rp->offending_count = count > 0 ? count : 0;
            memcpy(rp->offending, rp->cells, (size_t)rp->offending_count * sizeof *rp->cells);
            read_rest(game, state, r, rp, i + 1);
            return false;
        }
        mark(rp, count);
    }
    return true;
}

/* ---- Players ---- */

/* " (why)", or "" when there is nothing to say. */
static void parenthesis(const char *why, char *buf, size_t size)
{
    buf[0] = '\0';
    if (why != NULL && why[0] != '\0')
        snprintf(buf, size, " (%s)", why);
}

/* A to_move given for a game that is over names a player who will never
 * move: harmless information (a player may note whose turn it was when
 * the board filled), so it is set aside, with a note, and not checked
 * (docs/rules.md). */
static void set_aside_to_move(replay_t *rp)
{
    rp->to_move_set_aside = rp->given.to_move;
    rp->given.to_move = COLOUR_NONE;
    rp->given.to_move_node = NULL;
}

/* "white", or with the game's own name, "white (light)". */
static void player_name(const hex_game_t *game, colour_t colour, char *buf, size_t size)
{
    if (game->players != NULL && colour != COLOUR_NONE)
        snprintf(buf, size, "%s (%s)", colour_name(colour), game->players[colour == COLOUR_BLACK]);
    else
        snprintf(buf, size, "%s", colour_name(colour));
}

/* A `to_move:` given beside a record, or at the start, must say what the
 * record says. */
static bool check_to_move(const hex_game_t *game, const void *state, const yreader_t *r,
                          const hex_given_t *given)
{
    if (given->to_move_node == NULL)
        return true;
    hex_standing_t s = game->standing(state);
    char said[64], mover[64];
    player_name(game, given->to_move, said, sizeof said);
    player_name(game, s.to_move, mover, sizeof mover);
    if (s.to_move == COLOUR_NONE) {
        /* Sinfrid before its setup, which belongs to neither colour. */
        yread_error(r, given->to_move_node, DIAG_RULE,
                    "to_move says %s, but no colour is to move after the moves", said);
        return false;
    }
    if (s.to_move != given->to_move) {
        /* A pass at the end of the record is easily missed. */
        char between[HEX_NOTE_MAX] = "", why[HEX_NOTE_MAX + 4];
        if (game->between != NULL)
            game->between(state, between, sizeof between);
        parenthesis(between, why, sizeof why);
        yread_error(r, given->to_move_node, DIAG_RULE,
                    "to_move says %s, but after the moves %s is to move%s", said, mover, why);
        return false;
    }
    return true;
}

static bool agree(const hex_game_t *game, void *state, const yreader_t *r, replay_t *rp)
{
    if (rp->given.to_move_node != NULL && game->standing(state).finished)
        set_aside_to_move(rp);
    if (game->agree != NULL)
        return game->agree(state, r, &rp->doc, &rp->given);
    if (rp->doc.moves == NULL && rp->doc.has_snapshot)
        return true;
    return check_to_move(game, state, r, &rp->given);
}

colour_t hex_game_agree(const yreader_t *r, const ynode_t *node, const char *key, colour_t given,
                        colour_t shown, const char *source, const char *why, bool *ok)
{
    if (given == COLOUR_NONE || shown == COLOUR_NONE || given == shown)
        return shown != COLOUR_NONE ? shown : given;
    char said[HEX_NOTE_MAX + 4];
    parenthesis(why, said, sizeof said);
    yread_error(r, node, DIAG_RULE, "%s is %s here, but %s it is %s%s", key, colour_name(given),
                source, colour_name(shown), said);
    *ok = false;
    return shown;
}

/* Sets the game up from the snapshot.  Some games take a given to_move
 * as whose turn begins (Meridians, Sinfrid), so whether the game is over
 * is seen without it first: when it is, to_move is set aside; else the
 * game is set up again, with it. */
static bool set_up(const hex_game_t *game, void *state, const yreader_t *r, replay_t *rp)
{
    hex_given_t bare = rp->given;
    bare.to_move = COLOUR_NONE;
    bare.to_move_node = NULL;
    if (!game->set_up(state, r, &rp->doc, &bare))
        return false;
    if (rp->given.to_move_node == NULL)
        return true;
    if (game->standing(state).finished) {
        set_aside_to_move(rp);
        return true;
    }
    memset(state, 0, game->state_size);
    return game->set_up(state, r, &rp->doc, &rp->given);
}

/* Reads the document and brings the game to the position it describes.
 * False when an error was found (the game may still have been started:
 * then rp->started is set and the game holds the position reached). */
static bool replay(const hex_game_t *game, void *state, const yreader_t *r, const ynode_t *root,
                   replay_t *rp)
{
    bool ok = hex_document_read(r, root, &game->spec, &rp->doc);
    if (!read_given(r, root, game, &rp->given)) {
        /* A bad player is no reason to keep quiet about a record that
         * does not parse; whether its moves are legal cannot be told
         * without the players, so only its input errors are read. */
        if (ok && rp->doc.moves != NULL) {
            game->start(state, &rp->doc.board, &rp->given);
            read_rest(game, state, r, rp, 0);
        }
        return false;
    }
    if (!ok)
        return false;
    if (rp->doc.moves != NULL) {
        ok = play_record(game, state, r, rp) &&
             hex_document_compare(r, &rp->doc, position_of(game, state));
    } else if (rp->doc.has_snapshot) {
        ok = rp->started = set_up(game, state, r, rp);
    } else {
        /* Nothing on the board and no record: the start of a game. */
        game->start(state, &rp->doc.board, &rp->given);
        rp->started = true;
    }
    return ok && agree(game, state, r, rp);
}

/* ---- Reports ---- */

static void report_standing(hex_standing_t s, report_t *report)
{
    report->status = s.finished ? "finished" : "in_progress";
    if (!s.finished && s.to_move != COLOUR_NONE)
        report->to_move = colour_name(s.to_move);
    if (s.finished && s.drawn)
        report->winner = "draw";
    else if (s.finished && s.winner != COLOUR_NONE)
        report->winner = colour_name(s.winner);
}

static void note_set_aside(colour_t to_move, report_t *report)
{
    char text[64];
    snprintf(text, sizeof text, "%s (the game is over)", colour_name(to_move));
    ymap_add_string(game_report_notes(report), "to_move ignored", text);
}

/* Replays the document, and fills the report when it is legal. */
static void replay_and_report(const hex_game_t *game, void *state, const yreader_t *r,
                              const ynode_t *root, replay_t *rp, report_t *report)
{
    if (replay(game, state, r, root, rp) && report_legal(report)) {
        report_standing(game->standing(state), report);
        report->players = game->players;
        game->score(state, report);
        if (rp->to_move_set_aside != COLOUR_NONE)
            note_set_aside(rp->to_move_set_aside, report);
    }
}

/* The replay's storage is large (a record entry may have a thousand
 * tokens), so it is not kept on the stack; the game's state follows it,
 * aligned as a replay_t is (for pointers), which is all a game's state of
 * positions, counts and flags needs. */
static replay_t *replay_new(const hex_game_t *game, const yreader_t *r, void **state)
{
    replay_t *rp = calloc(1, sizeof *rp + game->state_size);
    if (rp == NULL)
        r->diag->out_of_memory = true;
    else
        *state = rp + 1;
    return rp;
}

void hex_game_check(const hex_game_t *game, const yreader_t *r, const ynode_t *root,
                    report_t *report)
{
    void *state;
    replay_t *rp = replay_new(game, r, &state);
    if (rp == NULL)
        return;
    replay_and_report(game, state, r, root, rp, report);
    free(rp);
}

ynode_t *hex_game_stones_node(const hex_position_t *pos)
{
    return game_report_colours(hex_position_count(pos, COLOUR_WHITE),
                               hex_position_count(pos, COLOUR_BLACK));
}

ynode_t *hex_game_cells_node(const hex_board_t *board, const hex_cell_t *cells, int count)
{
    ynode_t *list = ynode_new_sequence(true);
    for (int i = 0; i < count; i++) {
        char name[HEX_NAME_MAX];
        yseq_add_string(list, hex_board_cell_name(board, cells[i], name));
    }
    return list;
}

void hex_pass_log_add(hex_pass_log_t *log, size_t after_entry, colour_t first, int count)
{
    log->last_count = count;
    log->last_after = after_entry;
    log->last_first = first;
    colour_t who = first;
    for (int i = 0; i < count; i++, who = colour_other(who)) {
        if (log->count < HEX_PASSES_SHOWN) {
            log->after[log->count] = after_entry;
            log->who[log->count] = who;
        }
        log->count++;
    }
}

ynode_t *hex_pass_log_node(const hex_pass_log_t *log)
{
    ynode_t *list = ynode_new_sequence(true);
    char text[64];
    for (int i = 0; i < log->count && i < HEX_PASSES_SHOWN; i++) {
        snprintf(text, sizeof text, "%s after move %zu", colour_name(log->who[i]),
                 log->after[i]);
        yseq_add_string(list, text);
    }
    if (log->count > HEX_PASSES_SHOWN) {
        snprintf(text, sizeof text, "%d more", log->count - HEX_PASSES_SHOWN);
        yseq_add_string(list, text);
    }
    return list;
}

void hex_pass_log_last(const hex_pass_log_t *log, const char *verb, char *buf, size_t size)
{
    buf[0] = '\0';
    if (log->last_count <= 0)
        return;
    colour_t who = log->last_first;
    int n = snprintf(buf, size, "%s could not place and %s after move %zu", colour_name(who), verb,
                     log->last_after);
    for (int i = 1; i < log->last_count && n >= 0 && (size_t)n < size; i++) {
        who = colour_other(who);
        n += snprintf(buf + n, size - (size_t)n, ", then %s", colour_name(who));
    }
}

/* ---- Pictures ---- */

static void write_summary(const hex_game_t *game, const void *state, const report_t *report,
                          char *buf, size_t size)
{
    const hex_position_t *pos = position_of(game, state);
    buf[0] = '\0';
    if (game->summary != NULL)
        game->summary(state, report, buf, size);
    else
        snprintf(buf, size, "white %d, black %d", hex_position_count(pos, COLOUR_WHITE),
                 hex_position_count(pos, COLOUR_BLACK));
}

/* "Sibling, size 3: white to move; white 4 2, black 3" (game_caption). */
static void write_caption(const hex_game_t *game, const void *state, const replay_t *rp,
                          const report_t *report, char *buf, size_t size)
{
    char board[32], summary[96] = "";
    snprintf(board, sizeof board, "size %d", rp->doc.board.size);
    if (report_legal(report) && rp->started)
        write_summary(game, state, report, summary, sizeof summary);
    game_caption(game->title, board, report, summary, buf, size);
}

/* Input errors of the quiet replay are the render's own errors. */
static bool pass_input_errors(const report_t *report, const yreader_t *r)
{
    bool drawable = diag_status(&report->diag) < DIAG_INPUT && !report->diag.out_of_memory;
    game_report_pass_input_errors(&report->diag, r->diag);
    if (report->diag.out_of_memory)
        r->diag->out_of_memory = true;
    return drawable;
}

/* The document replayed as a picture shows it: its rule errors kept in
 * `report` (initialised here), its input errors passed on to r's diag.
 * Returns the replay (NULL when out of memory), which the caller frees
 * with the report; *shown says whether it may be shown (no input
 * error). */
static replay_t *replay_to_show(const hex_game_t *game, const yreader_t *r, const ynode_t *root,
                                report_t *report, void **state, bool *shown)
{
    report_init(report, r->diag->file, 1);
    replay_t *rp = replay_new(game, r, state);
    *shown = false;
    if (rp == NULL)
        return NULL;
    yreader_t quiet = {r->stream, &report->diag};
    replay_and_report(game, *state, &quiet, root, rp, report);
    *shown = pass_input_errors(report, r);
    return rp;
}

bool hex_game_render(const hex_game_t *game, const yreader_t *r, const ynode_t *root,
                     const render_options_t *options, FILE *out)
{
    void *state;
    report_t report;
    bool drawable;
    replay_t *rp = replay_to_show(game, r, root, &report, &state, &drawable);
    if (drawable) {
        char caption[320];
        write_caption(game, state, rp, &report, caption, sizeof caption);
        const hex_position_t *pos = rp->started ? position_of(game, state) : &rp->doc.snapshot;
        hex_cell_t crossed[HEX_CELLS_MAX];
        int crossed_count =
            game->crossed != NULL && report_legal(&report) ? game->crossed(state, crossed) : 0;
        hex_svg_options_t svg = {options->grid, rp->marked, rp->marked_count, caption,
                                 crossed,       crossed_count, rp->offending,
                                 rp->offending_count};
        hex_svg_draw(out, pos, &svg);
    }
    report_free(&report);
    free(rp);
    return drawable;
}

int hex_game_reached(const hex_game_t *game, const yreader_t *r, const ynode_t *root,
                     uint8_t *colours)
{
    void *state;
    report_t report;
    bool shown;
    replay_t *rp = replay_to_show(game, r, root, &report, &state, &shown);
    int count = -1;
    if (shown) {
        const hex_position_t *pos = rp->started ? position_of(game, state) : &rp->doc.snapshot;
        count = pos->board->count;
        for (hex_cell_t c = 0; c < pos->board->count; c++)
            colours[c] = (uint8_t)hex_position_get(pos, c);
    }
    report_free(&report);
    free(rp);
    return count;
}
