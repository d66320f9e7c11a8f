#include "puzzle/puzzle_file.h"

#include "io/doc_kind.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/doc_kind.h"
#include "io/utf8.h"
#include "twig/catalog.h"
#include "util/colour.h"

static const char *const file_keys[] = {"puzzle", "name",      "description", "hexagons",
                                        "edges",  "spare",     "piece_set",   "touching",
                                        NULL};
static const char *const cover_only_keys[] = {"hexagons", "edges", "spare", "piece_set",
                                              "touching", NULL};

/* Reads a sequence of names with `parse` into a malloc'd array of `size`
 * bytes each; every bad name is reported. */
typedef bool (*name_parser_t)(const char *s, void *out, const char **why);

static bool read_names(const yreader_t *r, const ynode_t *list, const char *what,
                       name_parser_t parse, size_t size, void **out, size_t *count)
{
    *out = NULL;
    *count = 0;
    if (!yread_is(r, list, YNODE_SEQUENCE, what))
        return false;
    char *items = malloc((list->count + 1) * size);
    if (items == NULL) {
        yread_error(r, list, DIAG_INPUT, "out of memory");
        return false;
    }
    if (yread_split_names(r, list, what, parse, items)) {
        free(items);
        return false;
    }
    bool ok = true;
    for (size_t i = 0; i < list->count; i++) {
        const ynode_t *item = list->children[i];
        const char *s = yread_string(r, item, what);
        const char *why = NULL;
        if (s == NULL) {
            ok = false;
        } else if (!parse(s, items + i * size, &why)) {
            utf8_shown_t shown;
            yread_error(r, item, DIAG_INPUT, "'%s' in %s does not parse: %s",
                        utf8_shown(s, item->length, &shown), what, why);
            ok = false;
        }
    }
    *out = items;
    *count = list->count;
    return ok;
}

static bool parse_hex(const char *s, void *out, const char **why)
{
    return lattice_hex_parse(s, out, why);
}

static bool parse_edge(const char *s, void *out, const char **why)
{
    return lattice_edge_parse(s, out, why);
}

/* ---- Piece sets ---- */

static const char *const named_keys[] = {"piece", "copies", "one_sided", NULL};
static const char *const custom_keys[] = {"name", "edges", "copies", "one_sided", NULL};

static void piece_set_error(const yreader_t *r, const ynode_t *at, piece_set_status_t status)
{
    yread_error(r, at, DIAG_INPUT, "%s", piece_set_status_text(status));
}

/* What a name that is no piece is told.  The name is measured, not taken
 * as long as its node: it may be one letter of a string of them. */
static void unknown_piece(const yreader_t *r, const ynode_t *node, const char *name)
{
    utf8_shown_t shown;
    yread_error(r, node, DIAG_INPUT,
                "unknown piece '%s' (the pentatwigs are CPWSUILRYTHX; 'twigs pieces --order N' "
                "names the others; families are monotwigs ... hexatwigs, also one-sided-...)",
                utf8_shown(name, strlen(name), &shown));
}

/* A named piece: its name (lower case: the one-sided mirror image), its
 * copies and sidedness. */
static bool add_named(const yreader_t *r, const ynode_t *node, const char *name, long long copies,
                      const bool *one_sided, piece_set_t *set)
{
    size_t index;
    bool mirror;
    switch (catalog_find(name, &index, &mirror)) {
    case CATALOG_UNKNOWN:
        unknown_piece(r, node, name);
        return false;
    case CATALOG_OWN_MIRROR: {
        utf8_shown_t shown;
        yread_error(r, node, DIAG_INPUT, "'%s' is its own mirror image: write it in upper case",
                    utf8_shown(name, strlen(name), &shown));
        return false;
    }
    case CATALOG_FOUND:
        break;
    }
    bool sided = one_sided ? *one_sided : mirror;
    piece_set_status_t status = piece_set_add_named(set, index, mirror, sided, (unsigned)copies);
    if (status != PIECE_SET_OK)
        piece_set_error(r, node, status);
    return status == PIECE_SET_OK;
}

/* A scalar: a family, a piece's name, or (as the first puzzle files
 * wrote it) a string of pentatwig letters. */
static bool add_scalar(const yreader_t *r, const ynode_t *node, piece_set_t *set)
{
    const char *text = yread_string(r, node, "a piece");
    if (text == NULL)
        return false;
    unsigned order;
    bool one_sided;
    if (catalog_family(text, &order, &one_sided)) {
        piece_set_status_t status = piece_set_add_family(set, order, one_sided);
        if (status != PIECE_SET_OK)
            piece_set_error(r, node, status);
        return status == PIECE_SET_OK;
    }
    size_t index;
    bool mirror;
    bool letters = catalog_find(text, &index, &mirror) == CATALOG_UNKNOWN && node->length > 1 &&
                   strspn(text, "ABCDEFGHIJKLMNOPQRSTUVWXYZ ") == node->length;
    if (!letters)
        return add_named(r, node, text, 1, NULL, set);
    /* The first letter that is wrong says it: a string of a thousand
     * unknown letters is one mistake, not a thousand. */
    bool ok = true;
    for (const char *c = text; *c && ok; c++) {
        char name[2] = {*c, '\0'};
        if (*c != ' ')
            ok = add_named(r, node, name, 1, NULL, set) && ok;
    }
    return ok;
}

static bool read_copies(const yreader_t *r, const ynode_t *map, long long *copies)
{
    const ynode_t *node = ymap_get(map, "copies");
    *copies = 1;
    return node == NULL || yread_int(r, node, "copies", 1, PIECE_SET_COPIES_MAX, copies);
}

static bool read_one_sided(const yreader_t *r, const ynode_t *map, bool *one_sided, bool *given)
{
    const ynode_t *node = ymap_get(map, "one_sided");
    *given = node != NULL;
    *one_sided = false;
    return node == NULL || yread_bool(r, node, "one_sided", one_sided);
}

/* Who holds the name a piece of the puzzle's own was given: a built-in
 * piece (even one the set does not use, as pieces are named alike in
 * every file), a family, or another piece of the set. */
static void name_taken(const yreader_t *r, const ynode_t *node, const char *name)
{
    utf8_shown_t shown;
    utf8_shown(name, node->length, &shown);
    size_t index;
    bool mirror;
    unsigned order;
    bool one_sided;
    if (catalog_find(name, &index, &mirror) != CATALOG_UNKNOWN) {
        const catalog_piece_t *piece = catalog_at(index);
        const char *family = catalog_family_names[piece->order - 1];
        yread_error(r, node, DIAG_INPUT,
                    "'%s' is the name of %sthe built-in %.*s %s ('twigs pieces --order %u%s' "
                    "draws it): give this piece a name of its own",
                    shown.text, mirror ? "the mirror image of " : "", (int)strlen(family) - 1,
                    family, piece->name, piece->order, mirror ? " --one-sided" : "");
    } else if (catalog_family(name, &order, &one_sided)) {
        yread_error(r, node, DIAG_INPUT,
                    "'%s' names a family of pieces: give this piece a name of its own",
                    shown.text);
    } else {
        yread_error(r, node, DIAG_INPUT,
                    "'%s' is the name of another piece of the set: give each its own", shown.text);
    }
}

/* {name: Q, edges: [...], one_sided: false, copies: 1}: a piece of the
 * puzzle's own. */
static bool add_custom(const yreader_t *r, const ynode_t *map, piece_set_t *set)
{
    bool ok = yread_known_keys(r, map, custom_keys);
    const ynode_t *name = yread_required(r, map, "name");
    const char *text = name ? yread_string(r, name, "name") : NULL;
    const ynode_t *list = yread_required(r, map, "edges");
    void *items = NULL;
    size_t count = 0;
    ok = list != NULL && read_names(r, list, "edges", parse_edge, sizeof(edge_t), &items, &count) &&
         ok;
    long long copies;
    bool one_sided, given;
    ok = read_copies(r, map, &copies) && read_one_sided(r, map, &one_sided, &given) && ok;
    if (ok && text != NULL) {
        piece_set_status_t status =
            piece_set_add_custom(set, text, items, count, one_sided, (unsigned)copies);
        if (status == PIECE_SET_NAME_TAKEN)
            name_taken(r, name, text);
        else if (status != PIECE_SET_OK)
            piece_set_error(r, status == PIECE_SET_BAD_NAME ? name : list, status);
        ok = status == PIECE_SET_OK;
    }
    free(items);
    return ok && text != NULL;
}

/* {piece: NAME, copies: K, one_sided: BOOL}. */
static bool add_entry(const yreader_t *r, const ynode_t *map, piece_set_t *set)
{
    if (ymap_get(map, "piece") == NULL && ymap_get(map, "name") != NULL)
        return add_custom(r, map, set);
    bool ok = yread_known_keys(r, map, named_keys);
    const ynode_t *piece = yread_required(r, map, "piece");
    const char *name = piece ? yread_string(r, piece, "piece") : NULL;
    long long copies;
    bool one_sided, given;
    ok = read_copies(r, map, &copies) && read_one_sided(r, map, &one_sided, &given) && ok;
    return ok && name != NULL && add_named(r, piece, name, copies, given ? &one_sided : NULL, set);
}

/* piece_set: a sequence of names, families and pieces, or one scalar. */
static bool read_piece_set(const yreader_t *r, const ynode_t *node, piece_set_t *set)
{
    bool ok = true;
    if (node->kind == YNODE_SEQUENCE) {
        for (size_t i = 0; i < node->count; i++) {
            const ynode_t *item = node->children[i];
            ok = (item->kind == YNODE_MAPPING ? add_entry(r, item, set) : add_scalar(r, item, set)) &&
                 ok;
        }
    } else if (yread_is(r, node, YNODE_SCALAR, "piece_set")) {
        ok = add_scalar(r, node, set);
    } else {
        ok = false;
    }
    if (ok && set->count == 0) {
        yread_error(r, node, DIAG_INPUT, "the piece set is empty");
        ok = false;
    }
    return ok;
}

/* The pieces must be able to fill the region: each required edge once, a
 * spare edge at most once. */
static bool check_sizes(const yreader_t *r, const ynode_t *at, const puzzle_t *puzzle)
{
    cover_puzzle_t problem;
    edge_t *required;
    if (!puzzle_cover_problem(puzzle, &problem, &required)) {
        yread_error(r, at, DIAG_INPUT, "out of memory");
        return false;
    }
    cover_puzzle_sizes_t sizes;
    bool fit = cover_puzzle_sizes_fit(&problem, &sizes);
    free(required);
    if (!fit && sizes.required != SIZE_MAX)
        yread_error(r, at, DIAG_INPUT,
                    "the piece set has %zu edge%s (%zu piece%s), but the region has %zu edge%s to "
                    "cover and %zu spare",
                    sizes.piece_edges, diag_plural((long long)sizes.piece_edges),
                    piece_set_pieces(&puzzle->pieces),
                    diag_plural((long long)piece_set_pieces(&puzzle->pieces)), sizes.required,
                    diag_plural((long long)sizes.required), sizes.spare);
    else if (!fit)
        yread_error(r, at, DIAG_INPUT, "out of memory");
    return fit;
}

/* The file's name without folders or ".yaml", the default puzzle name. */
static char *default_name(const yreader_t *r)
{
    const char *path = r->stream && r->stream->name ? r->stream->name : "cover";
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    size_t length = strlen(base);
    const char *dot = strrchr(base, '.');
    if (dot != NULL && dot != base)
        length = (size_t)(dot - base);
    char *name = malloc(length + 1);
    if (name != NULL) {
        memcpy(name, base, length);
        name[length] = '\0';
    }
    return name;
}

static bool read_cover(const yreader_t *r, const ynode_t *root, bool fit, puzzle_t *puzzle)
{
    puzzle->kind = PUZZLE_COVER;
    bool ok = true;
    const ynode_t *node;
    if ((node = ymap_get(root, "name")) != NULL) {
        const char *name = yread_string(r, node, "name");
        ok = name != NULL && (puzzle->name = strdup(name)) != NULL;
    } else {
        ok = (puzzle->name = default_name(r)) != NULL;
    }
    void *items;
    if ((node = ymap_get(root, "hexagons")) != NULL) {
        ok = read_names(r, node, "hexagons", parse_hex, sizeof(hexagon_t), &items, &puzzle->hex_count) && ok;
        puzzle->hexes = items;
    }
    if ((node = ymap_get(root, "edges")) != NULL) {
        ok = read_names(r, node, "edges", parse_edge, sizeof(edge_t), &items, &puzzle->edge_count) && ok;
        puzzle->edges = items;
    }
    if ((node = ymap_get(root, "spare")) != NULL) {
        ok = read_names(r, node, "spare", parse_edge, sizeof(edge_t), &items, &puzzle->spare_count) && ok;
        puzzle->spare = items;
    }
    if ((node = ymap_get(root, "piece_set")) != NULL)
        ok = read_piece_set(r, node, &puzzle->pieces) && ok;
    else if (!puzzle_default_pieces(puzzle))
        ok = false;
    puzzle->touching = true;
    if ((node = ymap_get(root, "touching")) != NULL)
        ok = yread_bool(r, node, "touching", &puzzle->touching) && ok;
    if (ok && puzzle->hex_count == 0 && puzzle->edge_count == 0) {
        yread_error(r, root, DIAG_INPUT,
                    "the region has no edges (give hexagons: or edges: to cover)");
        ok = false;
    }
    size_t edges = ok ? puzzle_region_edges(puzzle) : 0;
    if (edges > PUZZLE_MAX_EDGES) {
        const ynode_t *at = ymap_get(root, "hexagons") ? ymap_get(root, "hexagons") : root;
        if (edges == SIZE_MAX)
            yread_error(r, at, DIAG_INPUT, "out of memory");
        else
            yread_error(r, at, DIAG_INPUT,
                        "the region has %zu edges: twigs takes at most %d (hexagons' sides, "
                        "edges and spare edges)",
                        edges, PUZZLE_MAX_EDGES);
        ok = false;
    }
    if (ok && fit) {
        node = ymap_get(root, "piece_set");
        ok = check_sizes(r, node ? node : root, puzzle);
    }
    return ok;
}

/* puzzle_file_read, and with `fit` the check that the pieces can match
 * the region's size. */
static bool read_puzzle(const yreader_t *r, const ynode_t *root, bool strict_keys, bool fit,
                        puzzle_t *puzzle)
{
    memset(puzzle, 0, sizeof *puzzle);
    if (!yread_is(r, root, YNODE_MAPPING, "a puzzle document"))
        return false;
    /* Every error is reported, so reading goes on past unknown keys. */
    bool keys_ok = !strict_keys || yread_known_keys(r, root, file_keys);
    const ynode_t *kind = yread_required(r, root, "puzzle");
    const char *name = kind ? yread_string(r, kind, "puzzle") : NULL;
    if (name == NULL)
        return false;
    if (strcmp(name, "cover") == 0) {
        if (read_cover(r, root, fit, puzzle) && keys_ok)
            return true;
        puzzle_free(puzzle);
        return false;
    }
    if (puzzle_builtin(name, puzzle)) {
        /* A built-in puzzle is defined by its name alone. */
        bool ok = keys_ok;
        for (int i = 0; cover_only_keys[i] != NULL; i++) {
            const ynode_t *key = ymap_key(root, cover_only_keys[i]);
            if (key != NULL) {
                yread_error(r, key, DIAG_INPUT, "'%s' belongs to cover puzzles, not to %s",
                            cover_only_keys[i], name);
                ok = false;
            }
        }
        if (!ok)
            puzzle_free(puzzle);
        return ok;
    }
    utf8_shown_t shown;
    yread_error(r, kind, DIAG_INPUT,
                "unknown puzzle '%s' (expected cover, triangle, hexes15, maximum, ring or tree)",
                utf8_shown(name, kind->length, &shown));
    return false;
}

bool puzzle_file_read(const yreader_t *r, const ynode_t *root, bool strict_keys, puzzle_t *puzzle)
{
    return read_puzzle(r, root, strict_keys, true, puzzle);
}

bool puzzle_file_read_drawn(const yreader_t *r, const ynode_t *root, puzzle_t *puzzle)
{
    return read_puzzle(r, root, true, false, puzzle);
}

bool puzzle_file_read_stream(const yreader_t *r, bool loaded, puzzle_t *puzzle)
{
    memset(puzzle, 0, sizeof *puzzle);
    if (!loaded)
        return false;
    if (r->stream->count != 1) {
        unsigned line = r->stream->count == 0 ? 1 : r->stream->documents[1].line;
        diag_add(r->diag, DIAG_INPUT, line, 1, "%s",
                 r->stream->count == 0 ? "no YAML document (the file is empty or holds only "
                                         "comments): expected a puzzle such as 'puzzle: cover' (or "
                                         "a built-in puzzle's name: triangle, hexes15, maximum, "
                                         "ring, tree)"
                                       : "a second YAML document: a puzzle file holds one");
        return false;
    }
    const ydocument_t *doc = &r->stream->documents[0];
    if (ydocument_empty(doc)) {
        diag_add(r->diag, DIAG_INPUT, doc->line, 1,
                 "the document is empty: expected a puzzle such as 'puzzle: cover'");
        return false;
    }
    return puzzle_file_read(r, doc->root, true, puzzle);
}

/* A file, or with `text` not NULL the text of `size` bytes named `path`. */
static bool load_either(const char *path, const char *text, size_t size, puzzle_t *puzzle,
                        FILE *errors)
{
    diag_t diag;
    diag_init(&diag, path);
    ystream_t stream;
    bool loaded = text != NULL ? ystream_load_string(&stream, path, text, size, &diag)
                               : ystream_load_file(&stream, path, &diag);
    yreader_t reader = {&stream, &diag};
    doc_kind_t kind = loaded && stream.count > 0 ? doc_kind_of(stream.documents[0].root)
                                                 : DOC_KIND_OTHER;
    bool ok = false;
    /* A position or a summary is named for what it is, not for the keys
     * of a puzzle it lacks. */
    if (kind == DOC_KIND_POSITION || kind == DOC_KIND_SOLUTION || kind == DOC_KIND_SUMMARY)
        doc_kind_refuse(&reader, stream.documents[0].root, kind, "solve");
    else
        ok = puzzle_file_read_stream(&reader, loaded, puzzle);
    if (errors != NULL)
        diag_print(&diag, errors);
    ystream_free(&stream);
    diag_free(&diag);
    return ok;
}

bool puzzle_file_load(const char *path, puzzle_t *puzzle, FILE *errors)
{
    return load_either(path, NULL, 0, puzzle, errors);
}

bool puzzle_file_load_text(const char *name, const char *text, size_t size, puzzle_t *puzzle,
                           FILE *errors)
{
    return load_either(name, text, size, puzzle, errors);
}

static ynode_t *names_node(const void *items, size_t count, bool edges)
{
    ynode_t *list = ynode_new_sequence(true);
    for (size_t i = 0; i < count; i++) {
        char name[LATTICE_NAME_MAX];
        if (edges)
            lattice_edge_format(((const edge_t *)items)[i], name);
        else
            lattice_hex_format(((const hexagon_t *)items)[i], name);
        yseq_add_string(list, name);
    }
    return list;
}

/* One piece as {colour, piece, edges} in flow style, named as in the set. */
static ynode_t *puzzle_file_piece(const piece_set_t *set, const placement_t *piece,
                                  const char *colour)
{
    ynode_t *map = ynode_new_mapping(true);
    ymap_add_string(map, "colour", colour);
    ymap_add_string(map, "piece", set->types[piece->piece].name);
    ymap_add(map, "edges", names_node(piece->edges, piece->size, true));
    return map;
}

/* One piece of a set as a file gives it: a name alone, or a mapping when
 * it has copies, is one-sided under an upper-case name, or is the
 * puzzle's own. */
static ynode_t *piece_type_node(const piece_type_t *type)
{
    bool one_sided_by_name = type->catalog >= 0 && islower((unsigned char)type->name[0]);
    if (type->catalog >= 0 && type->copies == 1 && type->one_sided == one_sided_by_name)
        return ynode_new_scalar(type->name);
    ynode_t *map = ynode_new_mapping(true);
    ymap_add_string(map, type->catalog >= 0 ? "piece" : "name", type->name);
    if (type->catalog < 0)
        ymap_add(map, "edges", names_node(type->edges, type->size, true));
    if (type->catalog < 0 || type->one_sided != one_sided_by_name)
        ymap_add_bool(map, "one_sided", type->one_sided);
    if (type->copies != 1)
        ymap_add_int(map, "copies", type->copies);
    return map;
}

/* Whether types t, t + 1, ... are a whole family, in order and once each,
 * as a file names it; if so its name is added to `list` and the number of
 * types returned, else 0. */
static size_t family_at(const piece_set_t *set, size_t t, ynode_t *list)
{
    for (unsigned order = 1; catalog_family_names[order - 1] != NULL; order++)
        for (int one_sided = 0; one_sided < 2; one_sided++) {
            piece_set_t family;
            piece_set_init(&family);
            bool made = piece_set_add_family(&family, order, one_sided) == PIECE_SET_OK;
            bool same = made && t + family.count <= set->count;
            for (size_t k = 0; same && k < family.count; k++) {
                const piece_type_t *a = &set->types[t + k], *b = &family.types[k];
                same = strcmp(a->name, b->name) == 0 && a->one_sided == b->one_sided &&
                       a->copies == 1 && a->catalog == b->catalog;
            }
            size_t count = same ? family.count : 0;
            piece_set_free(&family);
            if (count > 0) {
                char name[32];
                snprintf(name, sizeof name, "%s%s", one_sided ? "one-sided-" : "",
                         catalog_family_names[order - 1]);
                yseq_add_string(list, name);
                return count;
            }
        }
    return 0;
}

/* The keys that define a cover puzzle, for a solution that checks alone. */
static void add_cover_keys(ynode_t *map, const puzzle_t *puzzle)
{
    ymap_add_string(map, "name", puzzle->name);
    if (puzzle->hex_count > 0)
        ymap_add(map, "hexagons", names_node(puzzle->hexes, puzzle->hex_count, false));
    if (puzzle->edge_count > 0)
        ymap_add(map, "edges", names_node(puzzle->edges, puzzle->edge_count, true));
    if (puzzle->spare_count > 0)
        ymap_add(map, "spare", names_node(puzzle->spare, puzzle->spare_count, true));
    ynode_t *set = ynode_new_sequence(true);
    for (size_t t = 0; t < puzzle->pieces.count;) {
        size_t family = family_at(&puzzle->pieces, t, set);
        if (family == 0)
            yseq_add(set, piece_type_node(&puzzle->pieces.types[t]));
        t += family > 0 ? family : 1;
    }
    ymap_add(map, "piece_set", set);
    if (!puzzle->touching)
        ymap_add_bool(map, "touching", false);
}

ynode_t *puzzle_file_node(const puzzle_t *puzzle)
{
    ynode_t *map = ynode_new_mapping(false);
    ymap_add_string(map, "puzzle", puzzle->builtin ? puzzle->name : "cover");
    if (!puzzle->builtin)
        add_cover_keys(map, puzzle);
    return map;
}

ynode_t *puzzle_file_solution(const puzzle_t *puzzle, const placement_t *pieces, size_t count)
{
    bool alternate_colours = puzzle_info(puzzle)->game;
    ynode_t *map = ynode_new_mapping(false);
    ymap_add_string(map, "game", "twigs");
    ymap_add_string(map, "puzzle", puzzle->builtin ? puzzle->name : "cover");
    if (!puzzle->builtin)
        add_cover_keys(map, puzzle);
    ynode_t *list = ynode_new_sequence(false);
    for (size_t i = 0; i < count; i++)
        yseq_add(list, puzzle_file_piece(&puzzle->pieces, &pieces[i],
                                         colour_name(alternate_colours && i % 2 == 1 ? COLOUR_BLACK : COLOUR_WHITE)));
    ymap_add(map, "pieces", list);
    return map;
}
