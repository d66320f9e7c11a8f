#include "game/twigs_file.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "puzzle/puzzle_file.h"
#include "io/utf8.h"

static const char *const game_keys[] = {"game", "scoring", "pieces", NULL};
static const char *const puzzle_keys[] = {"game",        "scoring",  "pieces", "puzzle",
                                          "claim",       "name",     "description",
                                          "hexagons",    "edges",    "spare",
                                          "piece_set",   "touching", NULL};
static const char *const piece_keys[] = {"colour", "piece", "edges", NULL};
static const char *const claim_keys[] = {"value", "upper_bound", "proven", "nodes", "seconds",
                                         NULL};
static const char *const scoring_names[] = {"areas", "hexagons", NULL};

/* The names of a set for a message: "CPWSUILRYTHX" for the pentatwigs,
 * else the names in a list, cut short when long. */
static void set_names(const piece_set_t *set, char *out, size_t size)
{
    bool letters = true;
    for (size_t t = 0; t < set->count; t++)
        letters = letters && strlen(set->types[t].name) == 1 && isupper((unsigned char)set->types[t].name[0]);
    size_t n = 0;
    out[0] = '\0';
    for (size_t t = 0; t < set->count && n + 8 < size; t++) {
        int wrote = snprintf(out + n, size - n, "%s%s", t == 0 || letters ? "" : " ",
                             set->types[t].name);
        n += wrote > 0 ? (size_t)wrote : 0;
    }
    if (n + 8 >= size)
        snprintf(out + (size > 8 ? size - 8 : 0), 8, " ...");
}

static bool read_letter(const yreader_t *r, const ynode_t *node, const piece_set_t *set,
                        long *letter)
{
    const char *s = yread_string(r, node, "piece");
    if (s == NULL)
        return false;
    *letter = piece_set_find(set, s);
    if (*letter < 0) {
        utf8_shown_t shown;
        char names[160];
        set_names(set, names, sizeof names);
        yread_error(r, node, DIAG_INPUT, "unknown piece '%s' (the pieces are %s)",
                    utf8_shown(s, node->length, &shown), names);
    }
    return *letter >= 0;
}

static bool parse_edge(const char *name, void *out, const char **why)
{
    return lattice_edge_parse(name, out, why);
}

static bool read_edges(const yreader_t *r, const ynode_t *list, twigs_position_t *pos,
                       twigs_places_t *places)
{
    edge_t scratch;
    if (!yread_is(r, list, YNODE_SEQUENCE, "edges") ||
        yread_split_names(r, list, "edges", parse_edge, &scratch))
        return false;
    bool ok = true;
    for (size_t i = 0; i < list->count; i++) {
        const ynode_t *item = list->children[i];
        const char *name = yread_string(r, item, "an edge");
        const char *why = NULL;
        edge_t e;
        if (name == NULL) {
            ok = false;
        } else if (!lattice_edge_parse(name, &e, &why)) {
            utf8_shown_t shown;
            yread_error(r, item, DIAG_INPUT, "edge '%s' does not parse: %s",
                        utf8_shown(name, item->length, &shown), why);
            ok = false;
        } else {
            places->edges[pos->edge_count] = item;
            pos->edges[pos->edge_count++] = e;
        }
    }
    return ok;
}

/* Without a colour a piece is white, which only puzzle solutions may
 * leave to be understood. */
static bool read_piece(const yreader_t *r, const ynode_t *node, twigs_position_t *pos,
                       twigs_places_t *places)
{
    twigs_piece_t *piece = &pos->pieces[pos->piece_count];
    twigs_piece_place_t *place = &places->pieces[pos->piece_count++];
    memset(piece, 0, sizeof *piece);
    *place = (twigs_piece_place_t){.node = node};
    piece->colour = COLOUR_WHITE;
    piece->letter = piece->shape = -1;
    if (!yread_is(r, node, YNODE_MAPPING, "a piece"))
        return false;
    bool ok = yread_known_keys(r, node, piece_keys);
    place->colour = ymap_get(node, "colour");
    if (place->colour != NULL)
        ok = yread_colour(r, place->colour, "colour", &piece->colour) && ok;
    else if (!pos->has_puzzle)
        ok = yread_required(r, node, "colour") && ok;
    place->name = ymap_get(node, "piece");
    if (place->name != NULL)
        ok = read_letter(r, place->name, pos->set, &piece->letter) && ok;
    const ynode_t *edges = yread_required(r, node, "edges");
    piece->first = pos->edge_count;
    ok = edges != NULL && read_edges(r, edges, pos, places) && ok;
    piece->count = pos->edge_count - piece->first;
    piece->shape = piece_set_identify(pos->set, pos->edges + piece->first, piece->count,
                                      piece->letter);
    for (size_t i = 0; i < piece->count; i++)
        pos->edge_colours[piece->first + i] = (uint8_t)piece->colour;
    return ok;
}

/* Room for every piece and edge the document names, in the position and
 * in its places, counted before reading. */
static bool reserve_edges(const ynode_t *pieces, twigs_position_t *pos, twigs_places_t *places)
{
    size_t total = 0;
    for (size_t i = 0; i < pieces->count; i++) {
        const ynode_t *edges =
            pieces->children[i]->kind == YNODE_MAPPING ? ymap_get(pieces->children[i], "edges")
                                                       : NULL;
        if (edges != NULL && edges->kind == YNODE_SEQUENCE)
            total += edges->count;
    }
    pos->pieces = calloc(pieces->count + 1, sizeof *pos->pieces);
    pos->edges = malloc((total + 1) * sizeof *pos->edges);
    pos->edge_colours = malloc(total + 1);
    places->pieces = calloc(pieces->count + 1, sizeof *places->pieces);
    places->edges = malloc((total + 1) * sizeof *places->edges);
    return pos->pieces && pos->edges && pos->edge_colours && places->pieces && places->edges;
}

static bool read_pieces(const yreader_t *r, const ynode_t *list, twigs_position_t *pos,
                        twigs_places_t *places)
{
    if (!yread_is(r, list, YNODE_SEQUENCE, "pieces"))
        return false;
    if (!reserve_edges(list, pos, places)) {
        yread_error(r, list, DIAG_INPUT, "out of memory");
        return false;
    }
    bool ok = true;
    for (size_t i = 0; i < list->count; i++)
        ok = read_piece(r, list->children[i], pos, places) && ok;
    return ok;
}

static bool read_claim(const yreader_t *r, const ynode_t *node, twigs_claim_t *claim)
{
    memset(claim, 0, sizeof *claim);
    if (!yread_is(r, node, YNODE_MAPPING, "claim"))
        return false;
    bool ok = yread_known_keys(r, node, claim_keys);
    const ynode_t *value = yread_required(r, node, "value");
    ok = value != NULL && yread_int(r, value, "claim value", 0, INT_MAX, &claim->value) && ok;
    if ((value = ymap_get(node, "upper_bound")) != NULL) {
        claim->has_upper_bound = true;
        ok = yread_int(r, value, "upper_bound", 0, INT_MAX, &claim->upper_bound) && ok;
    }
    if ((value = ymap_get(node, "proven")) != NULL) {
        claim->has_proven = true;
        ok = yread_bool(r, value, "proven", &claim->proven) && ok;
    }
    if ((value = ymap_get(node, "nodes")) != NULL)
        ok = yread_int(r, value, "nodes", 0, LLONG_MAX, &claim->nodes) && ok;
    if ((value = ymap_get(node, "seconds")) != NULL)
        ok = yread_double(r, value, "seconds", 0, 1e12, &claim->seconds) && ok;
    return ok;
}

static bool read_puzzle(const yreader_t *r, const ynode_t *root, twigs_position_t *pos)
{
    const ynode_t *name = ymap_get(root, "puzzle");
    if (name->kind == YNODE_SCALAR)
        pos->puzzle_name = name->value;
    bool ok = puzzle_file_read(r, root, false, &pos->puzzle);
    const ynode_t *claim = ymap_get(root, "claim");
    if (claim != NULL) {
        pos->has_claim = true;
        ok = read_claim(r, claim, &pos->claim) && ok;
    }
    return ok;
}

bool twigs_file_read(const yreader_t *r, const ynode_t *root, twigs_position_t *pos,
                     twigs_places_t *places)
{
    memset(pos, 0, sizeof *pos);
    memset(places, 0, sizeof *places);
    if (!yread_is(r, root, YNODE_MAPPING, "a Twigs position"))
        return false;
    pos->has_puzzle = ymap_get(root, "puzzle") != NULL;
    bool ok = yread_known_keys(r, root, pos->has_puzzle ? puzzle_keys : game_keys);
    const ynode_t *node;
    if ((node = ymap_get(root, "scoring")) != NULL) {
        int scoring = 0;
        ok = yread_choice(r, node, "scoring", scoring_names, &scoring) && ok;
        pos->hexagon_scoring = scoring == 1;
    }
    if (pos->has_puzzle)
        ok = read_puzzle(r, root, pos) && ok;
    /* A cover puzzle names its own pieces; a puzzle whose set did not read
     * is checked against the pentatwigs, for what can be said of it. */
    if (pos->puzzle.pieces.count > 0) {
        pos->set = &pos->puzzle.pieces;
    } else if (piece_set_pentatwigs(&pos->game_pieces) == PIECE_SET_OK) {
        pos->set = &pos->game_pieces;
    } else {
        yread_error(r, root, DIAG_INPUT, "out of memory");
        return false;
    }
    node = yread_required(r, root, "pieces");
    ok = node != NULL && read_pieces(r, node, pos, places) && ok;
    return ok;
}

void twigs_places_free(twigs_places_t *places)
{
    free(places->pieces);
    free(places->edges);
    memset(places, 0, sizeof *places);
}
