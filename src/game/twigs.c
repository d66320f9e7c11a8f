/* Twigs (seeds/004, docs/rules.md): positions and puzzle solutions, checked, scored and
 * drawn.  The work is done by twigs_file (reading), twigs_rules
 * (checking), twigs_score and twigs_puzzle (measuring) and twigs_draw;
 * here the rules' faults are worded and placed in the file, the standing
 * put in the report, and a picture told its caption and the pieces the
 * errors are at. */
#include <stdlib.h>
#include <string.h>

#include "game/check.h"
#include "game/game.h"
#include "game/game_report.h"
#include "game/twigs_draw.h"
#include "game/twigs_file.h"
#include "game/twigs_position.h"
#include "game/twigs_puzzle.h"
#include "game/twigs_rules.h"
#include "game/twigs_score.h"
#include "io/utf8.h"

#define DESCRIPTION_MAX 64

/* ---- The rules' faults in words, each at its node ---- */

typedef struct {
    const yreader_t *reader;
    const twigs_position_t *pos;
    const twigs_places_t *places;
    utf8_shown_t puzzle_name; /* a puzzle may name itself at any length */
} fault_words_t;

static const char *const colour_titles[COLOUR_COUNT] = {[COLOUR_WHITE] = "White",
                                                        [COLOUR_BLACK] = "Black"};

/* The node the part of the piece a fault is about was read from. */
static const ynode_t *fault_node(const twigs_places_t *places, const twigs_fault_t *fault)
{
    const twigs_piece_place_t *piece = &places->pieces[fault->piece];
    switch (fault->at) {
    case TWIGS_AT_COLOUR:
        return piece->colour ? piece->colour : piece->node;
    case TWIGS_AT_NAME:
        return piece->name ? piece->name : piece->node;
    case TWIGS_AT_EDGE:
        return places->edges[fault->edge];
    default:
        return piece->node;
    }
}

/* The name of the pieces of the set for messages: "a pentatwig" when
 * they are all pentatwigs. */
static const char *set_noun(const piece_set_t *set)
{
    unsigned size;
    return piece_set_one_size(set, &size) && size == PIECE_EDGES && set->types[0].catalog >= 0
               ? "a pentatwig"
               : "a piece of the set";
}

/* A fault at one of the piece's edges, named as the file writes it. */
static void say_edge_fault(const fault_words_t *w, const twigs_fault_t *f, const ynode_t *at,
                           const char *self)
{
    const yreader_t *r = w->reader;
    utf8_shown_t shown;
    const char *edge = utf8_shown(at->value, at->length, &shown);
    char other[DESCRIPTION_MAX];
    switch (f->kind) {
    case TWIGS_FAULT_EDGE_TWICE:
        yread_error(r, at, DIAG_RULE, "%s names the edge %s twice", self, edge);
        break;
    case TWIGS_FAULT_APART:
        if (f->count == 0)
            yread_error(r, at, DIAG_RULE, "the edges of %s are not connected: %s touches none "
                        "of the others, so they are not %s", self, edge, set_noun(w->pos->set));
        else
            yread_error(r, at, DIAG_RULE, "the edges of %s are not connected: %s and %zu more "
                        "edge%s are apart from the rest, so they are not %s", self, edge,
                        f->count, diag_plural((long long)f->count), set_noun(w->pos->set));
        break;
    case TWIGS_FAULT_SHARED_EDGE:
        twigs_piece_describe(w->pos, f->other, other, sizeof other);
        yread_error(r, at, DIAG_RULE, "edge %s of %s is already part of %s", edge, self, other);
        break;
    default:
        break;
    }
}

/* A piece that is no piece of the set, or not the one it names. */
static bool say_shape_fault(const fault_words_t *w, const twigs_fault_t *f, const ynode_t *at,
                            const char *self)
{
    const yreader_t *r = w->reader;
    const twigs_piece_t *piece = &w->pos->pieces[f->piece];
    const piece_set_t *set = w->pos->set;
    const char *type = f->type >= 0 ? set->types[f->type].name : NULL;
    switch (f->kind) {
    case TWIGS_FAULT_SIZE:
        yread_error(r, at, DIAG_RULE, "%s has %zu edge%s; %s%s has %u", self, piece->count,
                    piece->count == 1 ? "" : "s", type ? "the " : set_noun(set), type ? type : "",
                    f->size);
        return true;
    case TWIGS_FAULT_NO_PIECE:
        yread_error(r, at, DIAG_RULE, "the edges of %s are not %s", self,
                    type ? type : set_noun(set));
        return true;
    case TWIGS_FAULT_OTHER_SHAPE:
        yread_error(r, at, DIAG_RULE, "%s: its edges form the %s, not the %s", self,
                    set->types[piece->shape].name, set->types[piece->letter].name);
        return true;
    default:
        return false;
    }
}

/* A piece out of the order of a game, or apart from a solution's figure. */
static bool say_order_fault(const fault_words_t *w, const twigs_fault_t *f, const ynode_t *at,
                            const char *self)
{
    const yreader_t *r = w->reader;
    switch (f->kind) {
    case TWIGS_FAULT_TURN:
        yread_error(r, at, DIAG_RULE, "%s should be %s: the colours alternate%s", self,
                    colour_name(f->turn), f->first_break ? ", White first" : "");
        return true;
    case TWIGS_FAULT_BLACK:
        yread_error(r, at, DIAG_RULE, "%s is black: a solution of %s uses White's pieces only",
                    self, w->puzzle_name.text);
        return true;
    case TWIGS_FAULT_NOT_TOUCHING:
        yread_error(r, at, DIAG_RULE, "%s does not touch any earlier piece", self);
        return true;
    case TWIGS_FAULT_DETACHED:
        yread_error(r, at, DIAG_RULE,
                    "%s is not connected to the rest of the figure: no order of the pieces "
                    "lets each touch an earlier one",
                    self);
        return true;
    case TWIGS_FAULT_SAME_FIRST:
        yread_error(r, at, DIAG_RULE,
                    "%s is Black's first piece and the same shape as White's first (piece %zu): "
                    "it must be a different shape",
                    self, f->other + 1);
        return true;
    default:
        return false;
    }
}

/* A shape placed more often than a player or the piece set may. */
static bool say_use_fault(const fault_words_t *w, const twigs_fault_t *f, const ynode_t *at,
                          const char *self)
{
    const yreader_t *r = w->reader;
    const twigs_piece_t *piece = &w->pos->pieces[f->piece];
    const char *name = w->pos->set->types[piece->shape].name;
    switch (f->kind) {
    case TWIGS_FAULT_SHAPE_AGAIN:
        yread_error(r, at, DIAG_RULE,
                    "%s: %s has already placed the %s (piece %zu); each player places each "
                    "shape once",
                    self, colour_titles[piece->colour], name, f->other + 1);
        return true;
    case TWIGS_FAULT_NOT_IN_SET:
        yread_error(r, at, DIAG_RULE, "%s: the piece set of %s has no %s", self,
                    w->puzzle_name.text, name);
        return true;
    case TWIGS_FAULT_TOO_MANY:
        yread_error(r, at, DIAG_RULE, "%s is %s number %zu, but the piece set of %s has %u",
                    self, name, f->count, w->puzzle_name.text, f->allowed);
        return true;
    default:
        return false;
    }
}

static void say_fault(void *context, const twigs_fault_t *fault)
{
    const fault_words_t *w = context;
    const ynode_t *at = fault_node(w->places, fault);
    char self[DESCRIPTION_MAX];
    twigs_piece_describe(w->pos, fault->piece, self, sizeof self);
    if (fault->kind == TWIGS_FAULT_NO_MEMORY)
        yread_error(w->reader, at, DIAG_INPUT, "out of memory");
    else if (fault->at == TWIGS_AT_EDGE)
        say_edge_fault(w, fault, at, self);
    else if (!say_shape_fault(w, fault, at, self) && !say_order_fault(w, fault, at, self))
        say_use_fault(w, fault, at, self);
}

/* Reports every fault the rules find, each at its node; true when there
 * is none (false also when out of memory, with an error saying so). */
static bool check_rules(const yreader_t *reader, const twigs_position_t *pos,
                        const twigs_places_t *places)
{
    fault_words_t words = {.reader = reader, .pos = pos, .places = places, .puzzle_name = {""}};
    if (pos->puzzle.name != NULL)
        utf8_shown(pos->puzzle.name, strlen(pos->puzzle.name), &words.puzzle_name);
    size_t errors_before = reader->diag->count;
    if (!twigs_rules_check(pos, say_fault, &words))
        yread_error(reader, NULL, DIAG_INPUT, "out of memory");
    return reader->diag->count == errors_before && !reader->diag->out_of_memory;
}

/* ---- The standing in the report ---- */

/* "white", "black" or "neutral" (COLOUR_NONE) for an area's owner. */
static const char *owner_name(colour_t owner)
{
    return owner == COLOUR_NONE ? "neutral" : colour_name(owner);
}

static ynode_t *score_node(const twigs_tally_t *t)
{
    ynode_t *score = ynode_new_mapping(true);
    ynode_t *areas = game_report_colours(t->areas[COLOUR_WHITE], t->areas[COLOUR_BLACK]);
    ymap_add_int(areas, "neutral", t->areas[COLOUR_NONE]);
    ymap_add(score, "areas", areas);
    ymap_add(score, "hexagons",
             game_report_colours(t->hexagons[COLOUR_WHITE], t->hexagons[COLOUR_BLACK]));
    ymap_add(score, "points",
             game_report_colours(t->points[COLOUR_WHITE], t->points[COLOUR_BLACK]));
    return score;
}

/* Each area for the text report, as "0,0: 1 hexagon, edges 5 white 1
 * black, white", a line each (a block list). */
static ynode_t *areas_note(const area_map_t *map)
{
    ynode_t *list = ynode_new_sequence(false);
    for (size_t a = 0; a < map->count; a++) {
        const area_t *area = &map->areas[a];
        char at[LATTICE_NAME_MAX], text[160];
        lattice_hex_format(area->first, at);
        snprintf(text, sizeof text, "%s: %zu hexagon%s, edges %zu white %zu black, %s", at,
                 area->hexagons, area->hexagons == 1 ? "" : "s", area->by_colour[COLOUR_WHITE],
                 area->by_colour[COLOUR_BLACK], owner_name(area->owner));
        yseq_add_string(list, text);
    }
    return list;
}

static void report_standing(const twigs_standing_t *standing, report_t *report)
{
    if (!standing->finished) {
        report->status = "in_progress";
        report->to_move = colour_name(standing->to_move);
        return;
    }
    report->status = "finished";
    report->winner = standing->winner == COLOUR_NONE ? "draw" : colour_name(standing->winner);
}

/* Fills the report's score, status, player to move and winner, and lists
 * the areas in its notes.  A figure too spread out to fill (only possible
 * for a puzzle solution of a large region) is reported without a score. */
static void report_score(const twigs_position_t *pos, report_t *report)
{
    area_map_t map;
    area_status_t status = twigs_score_areas(pos, &map);
    if (status == AREA_NO_MEMORY) {
        diag_add(&report->diag, DIAG_INPUT, 0, 0, "out of memory");
        return;
    }
    ynode_t *notes = game_report_notes(report);
    if (status == AREA_TOO_LARGE) {
        ymap_add_string(notes, "score",
                        "not computed: the figure is too spread out to find its areas");
        return;
    }
    twigs_tally_t tally = twigs_score_tally(pos, &map);
    report->score = score_node(&tally);
    ymap_add(notes, "areas", areas_note(&map));
    if (!pos->has_puzzle) {
        twigs_standing_t standing = twigs_score_standing(pos, &tally);
        report_standing(&standing, report);
    }
    area_map_free(&map);
}

/* ---- The picture: its caption, and the pieces errors are at ---- */

static bool error_at(const report_t *report, const ynode_t *node)
{
    for (size_t i = 0; node != NULL && i < report->diag.count; i++)
        if (report->diag.entries[i].line == node->line &&
            report->diag.entries[i].column == node->column)
            return true;
    return false;
}

/* Whether an error is placed at the piece: at its mapping, its colour,
 * its name or one of its edges, where the rules place theirs. */
static bool piece_offends(const twigs_position_t *pos, const twigs_places_t *places,
                          const report_t *report, size_t i)
{
    const twigs_piece_place_t *at = &places->pieces[i];
    bool offends = error_at(report, at->node) || error_at(report, at->colour) ||
                   error_at(report, at->name);
    for (size_t k = 0; !offends && k < pos->pieces[i].count; k++)
        offends = error_at(report, places->edges[pos->pieces[i].first + k]);
    return offends;
}

/* Per piece, whether an error is placed at it; NULL when out of memory. */
static bool *offending_pieces(const twigs_position_t *pos, const twigs_places_t *places,
                              const report_t *report)
{
    bool *offending = calloc(pos->piece_count + 1, sizeof *offending);
    for (size_t i = 0; offending != NULL && i < pos->piece_count; i++)
        offending[i] = piece_offends(pos, places, report, i);
    return offending;
}

/* "Twigs, 24 pieces: finished, white wins; white 9, black 8" */
static void write_caption(const twigs_position_t *pos, const report_t *report, char *buf,
                          size_t size)
{
    char pieces[48], score[64] = "";
    snprintf(pieces, sizeof pieces, "%zu piece%s", pos->piece_count,
             pos->piece_count == 1 ? "" : "s");
    const ynode_t *points = report->score ? ymap_get(report->score, "points") : NULL;
    const ynode_t *white = points ? ymap_get(points, "white") : NULL;
    const ynode_t *black = points ? ymap_get(points, "black") : NULL;
    if (white != NULL && black != NULL && report->puzzle == NULL)
        snprintf(score, sizeof score, "white %s, black %s", white->value, black->value);
    game_caption("Twigs", pieces, report, score, buf, size);
}

/* Draws the position checked in `report`, with errors (a piece too far
 * to draw, no memory) in diag. */
static bool draw(const twigs_position_t *pos, const twigs_places_t *places,
                 const report_t *report, bool grid, FILE *out, diag_t *diag)
{
    char caption[320];
    write_caption(pos, report, caption, sizeof caption);
    twigs_draw_options_t options = {
        .grid_names = grid, .legal = report_legal(report), .caption = caption};
    bool *offending = options.legal ? NULL : offending_pieces(pos, places, report);
    options.offending = offending;
    size_t far = 0;
    twigs_draw_status_t status = TWIGS_DRAW_NO_MEMORY;
    if (options.legal || offending != NULL)
        status = twigs_draw(pos, &options, out, &far);
    free(offending);
    if (status == TWIGS_DRAW_TOO_FAR) {
        char self[DESCRIPTION_MAX];
        twigs_piece_describe(pos, far, self, sizeof self);
        const ynode_t *at = places->pieces[far].node;
        diag_add(diag, DIAG_INPUT, at->line, at->column,
                 "%s lies too far from the pieces before it: a picture spans at most %.0f units "
                 "each way",
                 self, TWIGS_DRAW_MAX_SPAN);
    } else if (status == TWIGS_DRAW_NO_MEMORY) {
        diag_add(diag, DIAG_INPUT, 0, 0, "out of memory");
    }
    return status == TWIGS_DRAW_OK;
}

/* ---- The game ---- */

/* The rules are checked only on a document that read without error: a
 * piece missing an unreadable edge would break rules it does not break. */
static bool check_position(const yreader_t *reader, const ynode_t *root, twigs_position_t *pos,
                           twigs_places_t *places, report_t *report)
{
    bool legal = twigs_file_read(reader, root, pos, places) && check_rules(reader, pos, places);
    if (legal)
        report_score(pos, report);
    return legal && report_legal(report);
}

static void twigs_check(const yreader_t *reader, const ynode_t *root, check_memory_t *memory,
                        report_t *report)
{
    twigs_position_t pos;
    twigs_places_t places;
    bool legal = check_position(reader, root, &pos, &places, report);
    if (pos.has_puzzle)
        twigs_puzzle_report(&pos, legal, memory != NULL ? &memory->proofs : NULL, report);
    twigs_position_free(&pos);
    twigs_places_free(&places);
}

/* The picture shows the position whatever its rule errors (the caption
 * says it is not legal); only a document that cannot be read fails. */
static bool twigs_render(const yreader_t *reader, const ynode_t *root,
                         const render_options_t *options, FILE *out)
{
    report_t report;
    report_init(&report, reader->diag->file, 1);
    yreader_t quiet = {reader->stream, &report.diag};
    twigs_position_t pos;
    twigs_places_t places;
    bool legal = check_position(&quiet, root, &pos, &places, &report);
    /* A puzzle solution's caption gives what the puzzle measures. */
    if (pos.has_puzzle)
        twigs_puzzle_report(&pos, legal, NULL, &report);
    bool ok = diag_status(&report.diag) < DIAG_INPUT;
    game_report_pass_input_errors(&report.diag, reader->diag);
    if (ok)
        ok = draw(&pos, &places, &report, options->grid, out, reader->diag);
    twigs_position_free(&pos);
    twigs_places_free(&places);
    report_free(&report);
    return ok;
}

const game_t game_twigs = {
    .name = "twigs",
    .check = twigs_check,
    .render = twigs_render,
    /* No board, and so no position reached on one. */
};
