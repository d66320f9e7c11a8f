#include "puzzle/puzzle_file.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "io/utf8.h"
#include "util/colour.h"

static const char *const file_keys[] = {"puzzle", "name", "description", "hexagons",
                                        "edges",  "spare", "piece_set", NULL};
static const char *const cover_only_keys[] = {"hexagons", "edges", "spare", "piece_set", NULL};

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

/* piece_set is a sequence of letters or one string of letters. */
static bool read_piece_set(const yreader_t *r, const ynode_t *node, char **out)
{
    size_t capacity = node->kind == YNODE_SEQUENCE ? node->count : node->length;
    char *letters = malloc(capacity + 1);
    *out = letters;
    if (letters == NULL) {
        yread_error(r, node, DIAG_INPUT, "out of memory");
        return false;
    }
    size_t n = 0;
    bool ok = true;
    if (node->kind == YNODE_SEQUENCE) {
        for (size_t i = 0; i < node->count; i++) {
            const char *s = yread_string(r, node->children[i], "a piece");
            if (s != NULL && strlen(s) == 1 && piece_from_letter(s[0]) >= 0)
                letters[n++] = s[0];
            else if (s != NULL) {
                utf8_shown_t shown;
                yread_error(r, node->children[i], DIAG_INPUT,
                            "unknown piece '%s' (the pieces are %s)",
                            utf8_shown(s, node->children[i]->length, &shown), PIECE_LETTERS);
                ok = false;
            } else {
                ok = false;
            }
        }
    } else if (yread_is(r, node, YNODE_SCALAR, "piece_set")) {
        for (size_t i = 0; i < node->length; i++) {
            if (piece_from_letter(node->value[i]) >= 0) {
                letters[n++] = node->value[i];
            } else if (node->value[i] != ' ') {
                yread_error(r, node, DIAG_INPUT, "unknown piece '%c' (the pieces are %s)",
                            node->value[i], PIECE_LETTERS);
                ok = false;
            }
        }
    } else {
        ok = false;
    }
    letters[n] = '\0';
    if (ok && n == 0) {
        yread_error(r, node, DIAG_INPUT, "the piece set is empty");
        ok = false;
    }
    return ok;
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

static bool read_cover(const yreader_t *r, const ynode_t *root, puzzle_t *puzzle)
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
        ok = read_piece_set(r, node, &puzzle->piece_set) && ok;
    else
        ok = (puzzle->piece_set = strdup(PIECE_LETTERS)) != NULL && ok;
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
    return ok;
}

bool puzzle_file_read(const yreader_t *r, const ynode_t *root, bool strict_keys, puzzle_t *puzzle)
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
        if (read_cover(r, root, puzzle) && keys_ok)
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

ynode_t *puzzle_file_piece(const placement_t *piece, const char *colour)
{
    ynode_t *map = ynode_new_mapping(true);
    char letter[2] = {piece_letter(piece->piece), '\0'};
    ymap_add_string(map, "colour", colour);
    ymap_add_string(map, "piece", letter);
    ynode_t *edges = ynode_new_sequence(true);
    for (int j = 0; j < PIECE_EDGES; j++) {
        char name[LATTICE_NAME_MAX];
        lattice_edge_format(piece->edges[j], name);
        yseq_add_string(edges, name);
    }
    ymap_add(map, "edges", edges);
    return map;
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
    for (const char *p = puzzle->piece_set; *p; p++) {
        char letter[2] = {*p, '\0'};
        yseq_add_string(set, letter);
    }
    ymap_add(map, "piece_set", set);
}

ynode_t *puzzle_file_solution(const puzzle_t *puzzle, const placement_t *pieces, size_t count,
                              bool alternate_colours)
{
    ynode_t *map = ynode_new_mapping(false);
    ymap_add_string(map, "game", "twigs");
    ymap_add_string(map, "puzzle", puzzle->builtin ? puzzle->name : "cover");
    if (!puzzle->builtin)
        add_cover_keys(map, puzzle);
    ynode_t *list = ynode_new_sequence(false);
    for (size_t i = 0; i < count; i++)
        yseq_add(list, puzzle_file_piece(&pieces[i],
                                         colour_name(alternate_colours && i % 2 == 1 ? COLOUR_BLACK : COLOUR_WHITE)));
    ymap_add(map, "pieces", list);
    return map;
}
