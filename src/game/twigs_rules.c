#include "game/twigs_rules.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "io/utf8.h"

#define DESCRIPTION_MAX 64

/* What the edge and vertex analysis found, per edge and per piece.  It is
 * done by sorting, not by comparing every pair of pieces, so that a file
 * of many pieces is checked in n log n. */
typedef struct {
    long *edge_owner;      /* per edge: the earlier piece that has it, or -1 */
    bool *edge_repeated;   /* per edge: its piece named it before */
    bool *touches_earlier; /* per piece */
    size_t *component;     /* per piece: a representative of its figure part */
    size_t main_component; /* the largest part (the first piece's among equals) */
} analysis_t;

typedef struct {
    edge_t edge;
    size_t index;
} edge_use_t;

typedef struct {
    vertex_t vertex;
    size_t piece;
} vertex_use_t;

static int edge_use_compare(const void *a, const void *b)
{
    const edge_use_t *x = a, *y = b;
    int c = lattice_edge_compare(x->edge, y->edge);
    return c != 0 ? c : (x->index > y->index) - (x->index < y->index);
}

static int vertex_use_compare(const void *a, const void *b)
{
    const vertex_use_t *x = a, *y = b;
    int c = lattice_vertex_compare(x->vertex, y->vertex);
    return c != 0 ? c : (x->piece > y->piece) - (x->piece < y->piece);
}

bool twigs_rules_game_order(const twigs_position_t *pos)
{
    return !pos->has_puzzle || pos->puzzle.kind == PUZZLE_MAXIMUM;
}

void twigs_rules_allowed(const twigs_position_t *pos, colour_t colour,
                         unsigned allowed[PIECE_COUNT])
{
    memset(allowed, 0, PIECE_COUNT * sizeof *allowed);
    if (twigs_rules_game_order(pos)) {
        for (int p = 0; p < PIECE_COUNT; p++)
            allowed[p] = 1;
    } else if (colour == COLOUR_WHITE) {
        for (const char *c = pos->puzzle.piece_set; c != NULL && *c; c++)
            if (piece_from_letter(*c) >= 0)
                allowed[piece_from_letter(*c)]++;
    }
}

/* Runs of equal edges: the first use owns the edge; a later use is a
 * repeat within its piece or a clash with the owner's piece. */
static void analyse_edges(const twigs_position_t *pos, const size_t *edge_piece,
                          edge_use_t *uses, analysis_t *a)
{
    size_t n = pos->edge_count;
    for (size_t k = 0; k < n; k++) {
        uses[k] = (edge_use_t){pos->edges[k], k};
        a->edge_owner[k] = -1;
    }
    qsort(uses, n, sizeof *uses, edge_use_compare);
    for (size_t i = 0, first = 0; i < n; i++) {
        if (i == 0 || !lattice_edge_equal(uses[i].edge, uses[first].edge))
            first = i;
        if (i == first)
            continue;
        size_t k = uses[i].index, before = uses[i - 1].index;
        if (edge_piece[k] == edge_piece[before])
            a->edge_repeated[k] = true;
        else
            a->edge_owner[k] = (long)edge_piece[uses[first].index];
    }
}

static size_t find_root(size_t *parent, size_t x)
{
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

/* Pieces that share a vertex touch: in each run of uses of one vertex the
 * first (least) piece is touched by every later one, and all of them are
 * one part of the figure. */
static void analyse_vertices(const twigs_position_t *pos, const size_t *edge_piece,
                             vertex_use_t *uses, size_t *sizes, analysis_t *a)
{
    size_t n = 2 * pos->edge_count;
    for (size_t k = 0; k < pos->edge_count; k++) {
        vertex_t ends[2];
        lattice_edge_ends(pos->edges[k], ends);
        uses[2 * k] = (vertex_use_t){ends[0], edge_piece[k]};
        uses[2 * k + 1] = (vertex_use_t){ends[1], edge_piece[k]};
    }
    qsort(uses, n, sizeof *uses, vertex_use_compare);
    for (size_t p = 0; p < pos->piece_count; p++)
        a->component[p] = p;
    for (size_t i = 0, first = 0; i < n; i++) {
        if (i == 0 || !lattice_vertex_equal(uses[i].vertex, uses[first].vertex))
            first = i;
        size_t earliest = uses[first].piece, p = uses[i].piece;
        if (p == earliest)
            continue;
        a->touches_earlier[p] = true;
        a->component[find_root(a->component, p)] = find_root(a->component, earliest);
    }
    for (size_t p = 0; p < pos->piece_count; p++) {
        a->component[p] = find_root(a->component, p);
        sizes[a->component[p]]++;
    }
    a->main_component = pos->piece_count > 0 ? a->component[0] : 0;
    for (size_t p = 0; p < pos->piece_count; p++)
        if (sizes[a->component[p]] > sizes[a->main_component])
            a->main_component = a->component[p];
}

static void analysis_free(analysis_t *a)
{
    free(a->edge_owner);
    free(a->edge_repeated);
    free(a->touches_earlier);
    free(a->component);
}

static bool analyse(const twigs_position_t *pos, analysis_t *a)
{
    size_t edges = pos->edge_count + 1, pieces = pos->piece_count + 1;
    a->edge_owner = malloc(edges * sizeof *a->edge_owner);
    a->edge_repeated = calloc(edges, sizeof *a->edge_repeated);
    a->touches_earlier = calloc(pieces, sizeof *a->touches_earlier);
    a->component = malloc(pieces * sizeof *a->component);
    size_t *edge_piece = malloc(edges * sizeof *edge_piece);
    size_t use_size = sizeof(vertex_use_t) > sizeof(edge_use_t) ? sizeof(vertex_use_t)
                                                                 : sizeof(edge_use_t);
    void *uses = malloc(2 * edges * use_size);
    size_t *sizes = calloc(pieces, sizeof *sizes);
    bool ok = a->edge_owner && a->edge_repeated && a->touches_earlier && a->component &&
              edge_piece && uses && sizes;
    if (ok) {
        for (size_t p = 0; p < pos->piece_count; p++)
            for (size_t i = 0; i < pos->pieces[p].count; i++)
                edge_piece[pos->pieces[p].first + i] = p;
        analyse_edges(pos, edge_piece, uses, a);
        analyse_vertices(pos, edge_piece, uses, sizes, a);
    }
    free(edge_piece);
    free(uses);
    free(sizes);
    return ok;
}

/* ---- The checks, piece by piece ---- */

typedef struct {
    const yreader_t *reader;
    const twigs_position_t *pos;
    const analysis_t *analysis;
    bool game_order;
    unsigned allowed[COLOUR_COUNT][PIECE_COUNT];
    unsigned used[COLOUR_COUNT][PIECE_COUNT];
    long first_use[COLOUR_COUNT][PIECE_COUNT];
    long first_of_colour[COLOUR_COUNT];
    utf8_shown_t puzzle_name; /* for messages: a puzzle may name itself at any length */
} checker_t;

static const char *const colour_titles[COLOUR_COUNT] = {[COLOUR_WHITE] = "White",
                                                        [COLOUR_BLACK] = "Black"};

static const ynode_t *colour_place(const twigs_piece_t *piece)
{
    return piece->colour_node ? piece->colour_node : piece->node;
}

static void check_shape(const checker_t *c, size_t i, const char *self)
{
    const twigs_piece_t *piece = &c->pos->pieces[i];
    const yreader_t *r = c->reader;
    if (piece->count != PIECE_EDGES) {
        yread_error(r, piece->node, DIAG_RULE, "%s has %zu edge%s; a pentatwig has 5", self,
                    piece->count, piece->count == 1 ? "" : "s");
        return;
    }
    bool repeated = false;
    for (size_t k = piece->first; k < piece->first + piece->count; k++)
        if (c->analysis->edge_repeated[k]) {
            const ynode_t *at = c->pos->edge_nodes[k];
            utf8_shown_t shown;
            yread_error(r, at, DIAG_RULE, "%s names the edge %s twice", self,
                        utf8_shown(at->value, at->length, &shown));
            repeated = true;
        }
    if (!repeated && piece->shape < 0)
        yread_error(r, piece->node, DIAG_RULE,
                    "the edges of %s are not connected, so they are not a pentatwig", self);
    if (piece->shape >= 0 && piece->letter >= 0 && piece->letter != piece->shape)
        yread_error(r, piece->letter_node, DIAG_RULE, "%s: its edges form the %c, not the %c",
                    self, piece_letter(piece->shape), piece_letter(piece->letter));
}

static void check_colour(const checker_t *c, size_t i, const char *self)
{
    const twigs_piece_t *piece = &c->pos->pieces[i];
    colour_t turn = i % 2 == 0 ? COLOUR_WHITE : COLOUR_BLACK;
    if (c->game_order && piece->colour != turn)
        yread_error(c->reader, colour_place(piece), DIAG_RULE,
                    "%s should be %s: the colours alternate, White first", self,
                    colour_name(turn));
    else if (!c->game_order && piece->colour != COLOUR_WHITE)
        yread_error(c->reader, colour_place(piece), DIAG_RULE,
                    "%s is black: a solution of %s uses White's pieces only", self,
                    c->puzzle_name.text);
}

static void check_shared_edges(const checker_t *c, size_t i, const char *self)
{
    const twigs_piece_t *piece = &c->pos->pieces[i];
    for (size_t k = piece->first; k < piece->first + piece->count; k++) {
        long owner = c->analysis->edge_owner[k];
        if (owner < 0)
            continue;
        char other[DESCRIPTION_MAX];
        twigs_piece_describe(c->pos, (size_t)owner, other, sizeof other);
        const ynode_t *at = c->pos->edge_nodes[k];
        utf8_shown_t shown;
        yread_error(c->reader, at, DIAG_RULE, "edge %s of %s is already part of %s",
                    utf8_shown(at->value, at->length, &shown),
                    self, other);
    }
}

static void check_touching(const checker_t *c, size_t i, const char *self)
{
    const twigs_piece_t *piece = &c->pos->pieces[i];
    if (c->game_order && i > 0 && !c->analysis->touches_earlier[i])
        yread_error(c->reader, piece->node, DIAG_RULE, "%s does not touch any earlier piece",
                    self);
    else if (!c->game_order && c->analysis->component[i] != c->analysis->main_component)
        yread_error(c->reader, piece->node, DIAG_RULE,
                    "%s is not connected to the rest of the figure: no order of the pieces "
                    "lets each touch an earlier one",
                    self);
}

static void check_shape_use(checker_t *c, size_t i, const char *self)
{
    const twigs_piece_t *piece = &c->pos->pieces[i];
    colour_t colour = piece->colour;
    int shape = piece->shape;
    if (shape < 0)
        return;
    unsigned use = ++c->used[colour][shape];
    if (c->first_use[colour][shape] < 0)
        c->first_use[colour][shape] = (long)i;
    unsigned allowed = c->allowed[colour][shape];
    if (use <= allowed)
        return;
    if (c->game_order)
        yread_error(c->reader, piece->node, DIAG_RULE,
                    "%s: %s has already placed the %c (piece %ld); each player places each "
                    "shape once",
                    self, colour_titles[colour], piece_letter(shape),
                    c->first_use[colour][shape] + 1);
    else if (colour == COLOUR_WHITE && allowed == 0)
        yread_error(c->reader, piece->node, DIAG_RULE, "%s: the piece set of %s has no %c", self,
                    c->puzzle_name.text, piece_letter(shape));
    else if (colour == COLOUR_WHITE)
        yread_error(c->reader, piece->node, DIAG_RULE,
                    "%s is %c number %u, but the piece set of %s has %u", self,
                    piece_letter(shape), use, c->puzzle_name.text, allowed);
}

/* Black's first shape must differ from White's first (SPEC §4.1). */
static void check_first_shapes(const checker_t *c, size_t i, const char *self)
{
    long white = c->first_of_colour[COLOUR_WHITE];
    const twigs_piece_t *piece = &c->pos->pieces[i];
    if (!c->game_order || piece->colour != COLOUR_BLACK ||
        c->first_of_colour[COLOUR_BLACK] != (long)i || white < 0 || white > (long)i)
        return;
    int shape = c->pos->pieces[white].shape;
    if (shape >= 0 && shape == piece->shape)
        yread_error(c->reader, piece->node, DIAG_RULE,
                    "%s is Black's first piece and the same shape as White's first (piece %ld): "
                    "it must be a different shape",
                    self, white + 1);
}

bool twigs_rules_check(const yreader_t *reader, const twigs_position_t *pos)
{
    analysis_t analysis;
    memset(&analysis, 0, sizeof analysis);
    if (!analyse(pos, &analysis)) {
        analysis_free(&analysis);
        yread_error(reader, NULL, DIAG_INPUT, "out of memory");
        return false;
    }
    checker_t c = {reader, pos, &analysis, twigs_rules_game_order(pos), {{0}}, {{0}}, {{0}},
                   {-1, -1, -1}, {""}};
    if (pos->puzzle.name != NULL)
        utf8_shown(pos->puzzle.name, strlen(pos->puzzle.name), &c.puzzle_name);
    for (colour_t colour = COLOUR_WHITE; colour <= COLOUR_BLACK; colour++) {
        twigs_rules_allowed(pos, colour, c.allowed[colour]);
        for (int p = 0; p < PIECE_COUNT; p++)
            c.first_use[colour][p] = -1;
    }
    for (size_t i = 0; i < pos->piece_count; i++)
        if (c.first_of_colour[pos->pieces[i].colour] < 0)
            c.first_of_colour[pos->pieces[i].colour] = (long)i;
    size_t errors_before = reader->diag->count;
    for (size_t i = 0; i < pos->piece_count; i++) {
        char self[DESCRIPTION_MAX];
        twigs_piece_describe(pos, i, self, sizeof self);
        check_shape(&c, i, self);
        check_colour(&c, i, self);
        check_shared_edges(&c, i, self);
        check_touching(&c, i, self);
        check_shape_use(&c, i, self);
        check_first_shapes(&c, i, self);
    }
    analysis_free(&analysis);
    return reader->diag->count == errors_before && !reader->diag->out_of_memory;
}
