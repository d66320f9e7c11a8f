#include "game/twigs_rules.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "twig/polytwig.h"
#include "util/sort.h"

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

/* An edge's or a corner's use, 16 bytes: a document has fewer than 2
 * million edges (its YAML nodes), and its check sorts two uses an edge,
 * in place (util/sort.h), at the peak of its memory. */
typedef struct {
    edge_t edge;
    uint32_t index;
} edge_use_t;

typedef struct {
    vertex_t vertex;
    uint32_t piece;
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

/* Whether the pieces are listed in the order of a game (a game, or The
 * Maximum), rather than in any order that hangs together. */
static bool twigs_rules_game_order(const twigs_position_t *pos)
{
    return !pos->has_puzzle || puzzle_info(&pos->puzzle)->game;
}

void twigs_rules_allowed(const twigs_position_t *pos, colour_t colour, unsigned *allowed)
{
    const piece_set_t *set = pos->set;
    for (size_t t = 0; t < set->count; t++)
        allowed[t] = twigs_rules_game_order(pos) ? 1
                     : colour == COLOUR_WHITE    ? set->types[t].copies
                                                 : 0;
}

/* Runs of equal edges: the first use owns the edge; a later use is a
 * repeat within its piece or a clash with the owner's piece. */
static void analyse_edges(const twigs_position_t *pos, const uint32_t *edge_piece,
                          edge_use_t *uses, analysis_t *a)
{
    size_t n = pos->edge_count;
    for (size_t k = 0; k < n; k++) {
        uses[k] = (edge_use_t){pos->edges[k], (uint32_t)k};
        a->edge_owner[k] = -1;
    }
    sort_in_place(uses, n, sizeof *uses, edge_use_compare);
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
static void analyse_vertices(const twigs_position_t *pos, const uint32_t *edge_piece,
                             vertex_use_t *uses, size_t *sizes, analysis_t *a)
{
    size_t n = 2 * pos->edge_count;
    for (size_t k = 0; k < pos->edge_count; k++) {
        vertex_t ends[2];
        lattice_edge_ends(pos->edges[k], ends);
        uses[2 * k] = (vertex_use_t){ends[0], edge_piece[k]};
        uses[2 * k + 1] = (vertex_use_t){ends[1], edge_piece[k]};
    }
    sort_in_place(uses, n, sizeof *uses, vertex_use_compare);
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
    uint32_t *edge_piece = malloc(edges * sizeof *edge_piece);
    size_t use_size = sizeof(vertex_use_t) > sizeof(edge_use_t) ? sizeof(vertex_use_t)
                                                                 : sizeof(edge_use_t);
    void *uses = malloc(2 * edges * use_size);
    size_t *sizes = calloc(pieces, sizeof *sizes);
    bool ok = a->edge_owner && a->edge_repeated && a->touches_earlier && a->component &&
              edge_piece && uses && sizes;
    if (ok) {
        for (size_t p = 0; p < pos->piece_count; p++)
            for (size_t i = 0; i < pos->pieces[p].count; i++)
                edge_piece[pos->pieces[p].first + i] = (uint32_t)p;
        analyse_edges(pos, edge_piece, uses, a);
        analyse_vertices(pos, edge_piece, uses, sizes, a);
    }
    free(edge_piece);
    free(uses);
    free(sizes);
    return ok;
}

/* ---- The checks, piece by piece ---- */

/* Per colour and piece of the set: how many may be placed, how many were,
 * and where the first was. */
typedef struct {
    unsigned allowed, used;
    long first_use;
} piece_use_t;

typedef struct {
    const twigs_position_t *pos;
    const piece_set_t *set;
    const analysis_t *analysis;
    bool game_order;
    piece_use_t *use[COLOUR_COUNT]; /* use[colour][piece] */
    long first_of_colour[COLOUR_COUNT];
    size_t colour_shift; /* 1 once the colours alternate from a wrong start */
    bool colour_broken;  /* a colour was reported wrong */
    twigs_fault_fn *report;
    void *context;
} checker_t;

static void tell(const checker_t *c, twigs_fault_t fault) { c->report(c->context, &fault); }

/* A piece whose size no piece of the set (or the one it names) has. */
static bool check_size(const checker_t *c, size_t i)
{
    const twigs_piece_t *piece = &c->pos->pieces[i];
    const piece_set_t *set = c->set;
    unsigned size;
    bool one_size = piece_set_one_size(set, &size);
    if (piece->letter >= 0 && !one_size)
        size = set->types[piece->letter].size;
    else if (!one_size)
        return true;
    if (piece->count == size)
        return true;
    tell(c, (twigs_fault_t){.kind = TWIGS_FAULT_SIZE, .at = TWIGS_AT_PIECE, .piece = i,
                            .type = one_size ? -1 : piece->letter, .size = size});
    return false;
}

/* The smallest connected part of a piece's edges (the earliest among
 * equals): when one edge is misplaced, it alone.  Found by sorting the
 * edges' ends, so that a piece of many edges costs n log n.  Sets part[k]
 * for the piece's k-th edge; false when out of memory. */
static bool smallest_part(const edge_t *edges, size_t count, bool *part)
{
    vertex_use_t *uses = malloc((2 * count + 1) * sizeof *uses);
    size_t *parent = malloc((count + 1) * sizeof *parent);
    size_t *sizes = calloc(count + 1, sizeof *sizes);
    bool ok = uses && parent && sizes;
    for (size_t k = 0; ok && k < count; k++) {
        vertex_t ends[2];
        lattice_edge_ends(edges[k], ends);
        uses[2 * k] = (vertex_use_t){ends[0], (uint32_t)k};
        uses[2 * k + 1] = (vertex_use_t){ends[1], (uint32_t)k};
        parent[k] = k;
    }
    if (ok) {
        sort_in_place(uses, 2 * count, sizeof *uses, vertex_use_compare);
        for (size_t i = 1; i < 2 * count; i++)
            if (lattice_vertex_equal(uses[i].vertex, uses[i - 1].vertex))
                parent[find_root(parent, uses[i].piece)] = find_root(parent, uses[i - 1].piece);
        size_t least = 0;
        for (size_t k = 0; k < count; k++)
            sizes[find_root(parent, k)]++;
        for (size_t k = 0; k < count; k++)
            if (sizes[find_root(parent, k)] < sizes[find_root(parent, least)])
                least = k;
        for (size_t k = 0; k < count; k++)
            part[k] = find_root(parent, k) == find_root(parent, least);
    }
    free(uses);
    free(parent);
    free(sizes);
    return ok;
}

/* Edges that are no piece because they fall apart: the fault is placed
 * at the first edge of their smallest part, the likeliest to be moved. */
static void report_detached(const checker_t *c, size_t i)
{
    const twigs_piece_t *piece = &c->pos->pieces[i];
    bool *part = calloc(piece->count + 1, sizeof *part);
    if (part == NULL || !smallest_part(c->pos->edges + piece->first, piece->count, part)) {
        free(part);
        tell(c, (twigs_fault_t){.kind = TWIGS_FAULT_NO_MEMORY, .at = TWIGS_AT_PIECE, .piece = i});
        return;
    }
    size_t first = piece->count, others = 0;
    for (size_t k = 0; k < piece->count; k++)
        if (part[k] && first == piece->count)
            first = k;
        else if (part[k])
            others++;
    free(part);
    tell(c, (twigs_fault_t){.kind = TWIGS_FAULT_APART, .at = TWIGS_AT_EDGE, .piece = i,
                            .edge = piece->first + first, .count = others});
}

static void check_shape(const checker_t *c, size_t i)
{
    const twigs_piece_t *piece = &c->pos->pieces[i];
    if (!check_size(c, i))
        return;
    bool repeated = false;
    for (size_t k = piece->first; k < piece->first + piece->count; k++)
        if (c->analysis->edge_repeated[k]) {
            tell(c, (twigs_fault_t){.kind = TWIGS_FAULT_EDGE_TWICE, .at = TWIGS_AT_EDGE,
                                    .piece = i, .edge = k});
            repeated = true;
        }
    const edge_t *edges = c->pos->edges + piece->first;
    if (!repeated && piece->shape < 0 && !polytwig_connected(edges, piece->count))
        report_detached(c, i);
    else if (!repeated && piece->shape < 0)
        tell(c, (twigs_fault_t){.kind = TWIGS_FAULT_NO_PIECE, .at = TWIGS_AT_PIECE, .piece = i,
                                .type = piece->letter});
    if (piece->shape >= 0 && piece->letter >= 0 && piece->letter != piece->shape)
        tell(c, (twigs_fault_t){.kind = TWIGS_FAULT_OTHER_SHAPE, .at = TWIGS_AT_NAME, .piece = i});
}

/* One piece of the wrong colour, or one missing or added, would make
 * every later piece's colour wrong if each were judged by its place
 * alone.  So a break is reported where it happens, and the next piece
 * tells which mistake it was: the pieces after it are judged against the
 * alternation it follows. */
static void check_colour(checker_t *c, size_t i)
{
    const twigs_piece_t *piece = &c->pos->pieces[i];
    colour_t turn = (i + c->colour_shift) % 2 == 0 ? COLOUR_WHITE : COLOUR_BLACK;
    if (c->game_order && piece->colour != turn) {
        tell(c, (twigs_fault_t){.kind = TWIGS_FAULT_TURN, .at = TWIGS_AT_COLOUR, .piece = i,
                                .turn = turn, .first_break = !c->colour_broken});
        c->colour_broken = true;
        if (i + 1 < c->pos->piece_count && c->pos->pieces[i + 1].colour == turn)
            c->colour_shift ^= 1;
    } else if (!c->game_order && piece->colour != COLOUR_WHITE)
        tell(c, (twigs_fault_t){.kind = TWIGS_FAULT_BLACK, .at = TWIGS_AT_COLOUR, .piece = i});
}

static void check_shared_edges(const checker_t *c, size_t i)
{
    const twigs_piece_t *piece = &c->pos->pieces[i];
    for (size_t k = piece->first; k < piece->first + piece->count; k++) {
        long owner = c->analysis->edge_owner[k];
        if (owner >= 0)
            tell(c, (twigs_fault_t){.kind = TWIGS_FAULT_SHARED_EDGE, .at = TWIGS_AT_EDGE,
                                    .piece = i, .edge = k, .other = (size_t)owner});
    }
}

static void check_touching(const checker_t *c, size_t i)
{
    if (c->pos->has_puzzle && !c->pos->puzzle.touching)
        return;
    if (c->game_order && i > 0 && !c->analysis->touches_earlier[i])
        tell(c, (twigs_fault_t){.kind = TWIGS_FAULT_NOT_TOUCHING, .at = TWIGS_AT_PIECE,
                                .piece = i});
    else if (!c->game_order && c->analysis->component[i] != c->analysis->main_component)
        tell(c, (twigs_fault_t){.kind = TWIGS_FAULT_DETACHED, .at = TWIGS_AT_PIECE, .piece = i});
}

static void check_shape_use(checker_t *c, size_t i)
{
    const twigs_piece_t *piece = &c->pos->pieces[i];
    colour_t colour = piece->colour;
    if (piece->shape < 0)
        return;
    piece_use_t *use = &c->use[colour][piece->shape];
    use->used++;
    if (use->first_use < 0)
        use->first_use = (long)i;
    /* Black has no pieces in a puzzle solution: check_colour said so. */
    if (use->used <= use->allowed || (!c->game_order && colour != COLOUR_WHITE))
        return;
    twigs_fault_t fault = {.kind = TWIGS_FAULT_SHAPE_AGAIN, .at = TWIGS_AT_PIECE, .piece = i,
                           .other = (size_t)use->first_use, .count = use->used,
                           .allowed = use->allowed};
    if (!c->game_order)
        fault.kind = use->allowed == 0 ? TWIGS_FAULT_NOT_IN_SET : TWIGS_FAULT_TOO_MANY;
    tell(c, fault);
}

/* Black's first shape must differ from White's first (docs/rules.md, Twigs). */
static void check_first_shapes(const checker_t *c, size_t i)
{
    long white = c->first_of_colour[COLOUR_WHITE];
    const twigs_piece_t *piece = &c->pos->pieces[i];
    if (!c->game_order || piece->colour != COLOUR_BLACK ||
        c->first_of_colour[COLOUR_BLACK] != (long)i || white < 0 || white > (long)i)
        return;
    int shape = c->pos->pieces[white].shape;
    if (shape >= 0 && shape == piece->shape)
        tell(c, (twigs_fault_t){.kind = TWIGS_FAULT_SAME_FIRST, .at = TWIGS_AT_PIECE, .piece = i,
                                .other = (size_t)white});
}

static bool checker_uses_init(checker_t *c)
{
    size_t pieces = c->set->count;
    unsigned *allowed = malloc((pieces + 1) * sizeof *allowed);
    bool ok = allowed != NULL;
    for (colour_t colour = COLOUR_WHITE; ok && colour <= COLOUR_BLACK; colour++) {
        c->use[colour] = malloc((pieces + 1) * sizeof *c->use[colour]);
        ok = c->use[colour] != NULL;
        if (ok)
            twigs_rules_allowed(c->pos, colour, allowed);
        for (size_t p = 0; ok && p < pieces; p++)
            c->use[colour][p] = (piece_use_t){allowed[p], 0, -1};
    }
    free(allowed);
    return ok;
}

static void checker_uses_free(checker_t *c)
{
    for (colour_t colour = COLOUR_NONE; colour < COLOUR_COUNT; colour++)
        free(c->use[colour]);
}

bool twigs_rules_check(const twigs_position_t *pos, twigs_fault_fn *report, void *context)
{
    analysis_t analysis;
    memset(&analysis, 0, sizeof analysis);
    checker_t c = {.pos = pos, .set = pos->set, .analysis = &analysis,
                   .game_order = twigs_rules_game_order(pos), .first_of_colour = {-1, -1, -1},
                   .report = report, .context = context};
    bool ok = analyse(pos, &analysis) && checker_uses_init(&c);
    for (size_t i = 0; ok && i < pos->piece_count; i++)
        if (c.first_of_colour[pos->pieces[i].colour] < 0)
            c.first_of_colour[pos->pieces[i].colour] = (long)i;
    for (size_t i = 0; ok && i < pos->piece_count; i++) {
        check_shape(&c, i);
        check_colour(&c, i);
        check_shared_edges(&c, i);
        check_touching(&c, i);
        check_shape_use(&c, i);
        check_first_shapes(&c, i);
    }
    checker_uses_free(&c);
    analysis_free(&analysis);
    return ok;
}
