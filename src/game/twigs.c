/* Twigs (seeds/004, docs/rules.md): positions and puzzle solutions, checked, scored and
 * drawn.  The work is done by twigs_position (reading), twigs_rules
 * (checking), twigs_score and twigs_puzzle (measuring) and twigs_draw;
 * here the rules' faults are worded and placed in the file. */
#include <string.h>

#include "game/check.h"
#include "game/game.h"
#include "game/game_report.h"
#include "game/twigs_draw.h"
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
    utf8_shown_t puzzle_name; /* a puzzle may name itself at any length */
} fault_words_t;

static const char *const colour_titles[COLOUR_COUNT] = {[COLOUR_WHITE] = "White",
                                                        [COLOUR_BLACK] = "Black"};

/* The node the part of the piece a fault is about was read from. */
static const ynode_t *fault_node(const twigs_position_t *pos, const twigs_fault_t *fault)
{
    const twigs_piece_t *piece = &pos->pieces[fault->piece];
    switch (fault->at) {
    case TWIGS_AT_COLOUR:
        return piece->colour_node ? piece->colour_node : piece->node;
    case TWIGS_AT_NAME:
        return piece->letter_node ? piece->letter_node : piece->node;
    case TWIGS_AT_EDGE:
        return pos->edge_nodes[fault->edge];
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
    const ynode_t *at = fault_node(w->pos, fault);
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
static bool check_rules(const yreader_t *reader, const twigs_position_t *pos)
{
    fault_words_t words = {.reader = reader, .pos = pos, .puzzle_name = {""}};
    if (pos->puzzle.name != NULL)
        utf8_shown(pos->puzzle.name, strlen(pos->puzzle.name), &words.puzzle_name);
    size_t errors_before = reader->diag->count;
    if (!twigs_rules_check(pos, say_fault, &words))
        yread_error(reader, NULL, DIAG_INPUT, "out of memory");
    return reader->diag->count == errors_before && !reader->diag->out_of_memory;
}

/* The rules are checked only on a document that read without error: a
 * piece missing an unreadable edge would break rules it does not break. */
static bool check_position(const yreader_t *reader, const ynode_t *root, twigs_position_t *pos,
                           report_t *report)
{
    bool legal = twigs_position_read(reader, root, pos) && check_rules(reader, pos);
    if (legal)
        twigs_score_report(pos, report);
    return legal && report_legal(report);
}

static void twigs_check(const yreader_t *reader, const ynode_t *root, check_memory_t *memory,
                        report_t *report)
{
    twigs_position_t pos;
    bool legal = check_position(reader, root, &pos, report);
    if (pos.has_puzzle)
        twigs_puzzle_report(&pos, legal, memory != NULL ? &memory->proofs : NULL, report);
    twigs_position_free(&pos);
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
    bool legal = check_position(&quiet, root, &pos, &report);
    /* A puzzle solution's caption gives what the puzzle measures. */
    if (pos.has_puzzle)
        twigs_puzzle_report(&pos, legal, NULL, &report);
    bool ok = diag_status(&report.diag) < DIAG_INPUT;
    game_report_pass_input_errors(&report.diag, reader->diag);
    if (ok)
        ok = twigs_draw(&pos, &report, options->grid, out, reader->diag);
    twigs_position_free(&pos);
    report_free(&report);
    return ok;
}

const game_t game_twigs = {
    .name = "twigs",
    .check = twigs_check,
    .render = twigs_render,
    /* No board, and so no position reached on one. */
};
