/* The page's positions: the games and their boards, what `twigs check`
 * and `twigs render` say of a document, and documents read from YAML
 * into the page's terms and written back from them. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "game/check.h"
#include "game/twigs_file.h"
#include "hex/board_yaml.h"
#include "hex/record.h"
#include "io/svg.h"
#include "twig/figure_svg.h"
#include "twig/polytwig.h"
#include "web/web.h"
#include "web/web_api.h"
#include "web/web_lattice.h"

/* ---- The games and their boards ---- */

static json_t *game_json(const game_t *game)
{
    json_t *json = web_json_object();
    web_json_set(&json, "name", web_json_string(game->name));
    if (game->board != NULL) {
        const hex_game_spec_t *spec = game->board;
        web_json_set(&json, "min_size", json_integer(spec->min_size));
        web_json_set(&json, "max_size", json_integer(spec->max_size));
        web_json_set(&json, "default_size", json_integer(spec->default_size));
        json_t *keys = json_array();
        for (size_t k = 0; spec->extra_keys != NULL && spec->extra_keys[k] != NULL; k++)
            web_json_append(&keys, web_json_string(spec->extra_keys[k]));
        web_json_set(&json, "keys", keys);
    }
    return json;
}

WEB_EXPORT char *web_games(void)
{
    json_t *games = json_array();
    for (size_t i = 0; i < game_count(); i++)
        web_json_append(&games, game_json(game_at(i)));
    json_t *answer = web_json_object();
    web_json_set(&answer, "pieces", web_json_string(PIECE_LETTERS));
    web_json_set(&answer, "games", games);
    return web_json_finish(answer);
}

static bool board_of(const char *game_name, int size, hex_board_t *board, const char **why)
{
    const game_t *game = game_find(game_name);
    *why = "not a game played on a board";
    return game != NULL && game->board != NULL &&
           hex_board_init(board, game->board->shape, size, why);
}

/* Each cell's name and its centre in the pictures `render` draws. */
WEB_EXPORT char *web_board(const char *game, int size)
{
    hex_board_t board;
    const char *why;
    json_t *answer = web_json_object();
    if (!board_of(game, size, &board, &why)) {
        web_json_set(&answer, "error", web_json_string(why));
        return web_json_finish(answer);
    }
    json_t *cells = json_array();
    for (hex_cell_t c = 0; c < board.count; c++) {
        char name[HEX_NAME_MAX];
        double x, y;
        hex_board_point(&board, c, &x, &y);
        json_t *cell = web_json_object();
        web_json_set(&cell, "name", web_json_string(hex_board_cell_name(&board, c, name)));
        web_json_set(&cell, "x", yjson_decimal(x));
        web_json_set(&cell, "y", yjson_decimal(y));
        web_json_append(&cells, cell);
    }
    web_json_set(&answer, "cells", cells);
    return web_json_finish(answer);
}

/* ---- Check and render ---- */

/* Appends the report to the array *context. */
static bool report_to_json(void *context, report_t *report)
{
    json_t *json = web_json_object();
    web_json_set(&json, "document", json_integer(report->document));
    web_json_set(&json, "game", web_json_string(report->game));
    web_json_set(&json, "legal", json_boolean(report_legal(report)));
    web_json_set(&json, "exit", json_integer(report_exit_status(report)));
    web_json_set(&json, "status", web_json_string(report->status));
    web_json_set(&json, "to_move", web_json_string(report->to_move));
    web_json_set(&json, "winner", web_json_string(report->winner));
    web_json_errors(&json, &report->diag);
    web_capture_t capture;
    FILE *out = web_capture_begin(&capture);
    if (out != NULL)
        report_print_text(report, out);
    char *text = web_capture_end(&capture);
    web_json_set(&json, "text", web_json_string(text));
    free(text);
    ynode_t *node = report_to_ynode(report);
    char *yaml = node != NULL ? web_yaml_text(node) : NULL;
    web_json_set(&json, "yaml", web_json_string(yaml));
    free(yaml);
    ynode_free(node);
    web_json_append(context, json);
    return true;
}

/* The first document drawn as `twigs render` draws it, or NULL with the
 * errors in diag. */
static char *render_first(const char *name, const char *text, bool grid, diag_t *diag)
{
    yloader_t *loader = yloader_open_string(name, text, strlen(text), diag);
    const ydocument_t *doc = yloader_next(loader);
    char *svg = NULL;
    if (doc != NULL ? !doc->broken : yloader_ok(loader)) {
        yreader_t reader = {yloader_stream(loader), diag};
        const game_t *game = check_render_game(&reader, doc);
        render_options_t options = {grid};
        web_capture_t capture;
        FILE *out = game != NULL ? web_capture_begin(&capture) : NULL;
        if (out != NULL) {
            bool drawn = game->render(&reader, doc->root, &options, out);
            svg = web_capture_end(&capture);
            if (!drawn) {
                free(svg);
                svg = NULL;
            }
        }
    }
    yloader_close(loader);
    return svg;
}

/* Every document's report as `twigs check` makes it (its words, as text
 * and as YAML), and the first one's picture as `twigs render` draws it
 * (grid: --grid), with render's errors when it cannot. */
WEB_EXPORT char *web_check(const char *name, const char *text, int grid)
{
    json_t *reports = json_array();
    check_memory_t memory = {0};
    check_text_each(name, text, strlen(text), &memory, report_to_json, &reports);
    diag_t diag;
    diag_init(&diag, name);
    char *svg = render_first(name, text, grid != 0, &diag);
    json_t *render = web_json_object();
    web_json_errors(&render, &diag);
    json_t *answer = web_json_object();
    web_json_set(&answer, "reports", reports);
    web_json_set(&answer, "svg", web_json_string(svg));
    web_json_set(&answer, "render", render);
    free(svg);
    diag_free(&diag);
    return web_json_finish(answer);
}

/* ---- Documents into the page's terms ---- */

static void scalar_key(json_t **json, const ynode_t *root, const char *key)
{
    const ynode_t *node = ymap_get(root, key);
    if (node != NULL && node->kind == YNODE_SCALAR)
        web_json_set(json, key, web_json_string(node->value));
}

/* A hex game's size, snapshot (one character a cell: '.', 'W', 'B') and
 * record entries, as hex_document_read reads them. */
static bool read_hex(json_t **json, const yreader_t *r, const ynode_t *root, const game_t *game)
{
    hex_document_t *doc = malloc(sizeof *doc);
    hex_move_t *move = malloc(sizeof *move);
    bool ok = doc != NULL && move != NULL && hex_document_read(r, root, game->board, doc);
    for (size_t i = 0; ok && doc->moves != NULL && i < doc->moves->count; i++)
        ok = hex_move_read(r, doc->moves, i, move);
    if (ok) {
        web_json_set(json, "size", json_integer(doc->board.size));
        for (size_t k = 0; game->board->extra_keys && game->board->extra_keys[k]; k++)
            scalar_key(json, root, game->board->extra_keys[k]);
        if (doc->has_snapshot) {
            char cells[HEX_CELLS_MAX + 1];
            for (hex_cell_t c = 0; c < doc->board.count; c++) {
                colour_t colour = hex_position_get(&doc->snapshot, c);
                cells[c] = colour == COLOUR_WHITE ? 'W' : colour == COLOUR_BLACK ? 'B' : '.';
            }
            web_json_set(json, "cells", json_stringn(cells, (size_t)doc->board.count));
        }
        if (doc->moves != NULL) {
            json_t *entries = json_array();
            for (size_t i = 0; i < doc->moves->count; i++)
                web_json_append(&entries, web_json_string(doc->moves->children[i]->value));
            web_json_set(json, "entries", entries);
        }
    }
    free(doc);
    free(move);
    return ok;
}

static json_t *twigs_piece_json(const twigs_position_t *pos, const twigs_piece_t *p)
{
    long type = p->letter >= 0 ? p->letter : p->shape;
    json_t *json = web_json_object();
    web_json_set(&json, "colour", web_json_string(colour_name(p->colour)));
    web_json_set(&json, "piece", web_json_string(type >= 0 ? pos->set->types[type].name : NULL));
    web_json_set(&json, "edges", web_json_edges(pos->edges + p->first, p->count));
    return json;
}

static bool read_twigs(json_t **json, const yreader_t *r, const ynode_t *root)
{
    twigs_position_t pos;
    twigs_places_t places;
    bool ok = twigs_file_read(r, root, &pos, &places);
    if (ok && pos.has_puzzle) {
        yread_error(r, ymap_get(root, "puzzle"), DIAG_INPUT,
                    "a solution of a puzzle: open it under Puzzles");
        ok = false;
    }
    if (ok) {
        web_json_set(json, "scoring", web_json_string(pos.hexagon_scoring ? "hexagons" : "areas"));
        json_t *pieces = json_array();
        for (size_t i = 0; i < pos.piece_count; i++)
            web_json_append(&pieces, twigs_piece_json(&pos, &pos.pieces[i]));
        web_json_set(json, "pieces", pieces);
    }
    twigs_position_free(&pos);
    twigs_places_free(&places);
    return ok;
}

/* The first document of a file as the page holds a position: its game
 * and, for a hex game, size, the keys beside the position, a snapshot
 * and a record; for Twigs, the scoring and the pieces.  Input errors
 * (what `check` gives exit status 2) instead, where it does not read:
 * rule errors are left to web_check. */
WEB_EXPORT char *web_position_read(const char *name, const char *text)
{
    diag_t diag;
    diag_init(&diag, name);
    yloader_t *loader = yloader_open_string(name, text, strlen(text), &diag);
    const ydocument_t *doc = yloader_next(loader);
    yreader_t reader = {yloader_stream(loader), &diag};
    const game_t *game = NULL;
    if (doc != NULL && !doc->broken)
        game = check_render_game(&reader, doc);
    else if (doc == NULL && yloader_ok(loader))
        check_render_game(&reader, NULL);
    json_t *answer = web_json_object();
    bool ok = game != NULL;
    if (ok) {
        web_json_set(&answer, "game", web_json_string(game->name));
        ok = game->board != NULL ? read_hex(&answer, &reader, doc->root, game)
                                 : read_twigs(&answer, &reader, doc->root);
    }
    web_json_set(&answer, "ok", json_boolean(ok && diag.count == 0));
    web_json_set(&answer, "more", json_boolean(ok && yloader_next(loader) != NULL));
    web_json_errors(&answer, &diag);
    yloader_close(loader);
    diag_free(&diag);
    return web_json_finish(answer);
}

/* ---- The page's terms into documents ---- */

/* The board the record of document *text leaves, into pos (whose board
 * is the document's); false when it does not read. */
static bool with_reached_board(const char *game_name, const char *text, hex_position_t *pos)
{
    const game_t *game = game_find(game_name);
    diag_t diag;
    diag_init(&diag, "position.yaml");
    ystream_t stream;
    bool ok = ystream_load_string(&stream, "position.yaml", text, strlen(text), &diag) &&
              stream.count == 1;
    uint8_t colours[HEX_CELLS_MAX];
    yreader_t reader = {&stream, &diag};
    ok = ok && game->reached(&reader, stream.documents[0].root, colours) == pos->board->count;
    for (hex_cell_t c = 0; ok && c < pos->board->count; c++)
        hex_position_set(pos, c, (colour_t)colours[c]);
    ystream_free(&stream);
    diag_free(&diag);
    return ok;
}

/* A hex game's document as hex_record_document writes it: `extra` holds
 * lines "KEY VALUE" for the keys beside the position, `cells` a
 * snapshot (one character a cell, NULL for none) and `entries` the
 * record, one entry a line (NULL for none, "" for an empty one); with
 * `with_board`, a record alone is written with the board it leaves, as
 * the files of examples/ are. */
WEB_EXPORT char *web_hex_write(const char *game, int size, const char *extra, const char *cells,
                              const char *entries, int with_board)
{
    hex_board_t board;
    const char *why;
    if (!board_of(game, size, &board, &why))
        return NULL;
    char lines[256] = "";
    for (const char *p = extra; p != NULL && *p != '\0';) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        const char *space = memchr(p, ' ', n);
        size_t used = strlen(lines);
        if (space != NULL)
            snprintf(lines + used, sizeof lines - used, "%.*s: %.*s\n", (int)(space - p), p,
                     (int)(n - (size_t)(space - p) - 1), space + 1);
        p = end ? end + 1 : p + n;
    }
    hex_position_t pos;
    hex_position_init(&pos, &board);
    for (hex_cell_t c = 0; cells != NULL && c < board.count && cells[c] != '\0'; c++)
        if (cells[c] == 'W' || cells[c] == 'B')
            hex_position_set(&pos, c, cells[c] == 'W' ? COLOUR_WHITE : COLOUR_BLACK);
    hex_record_t record;
    hex_record_init(&record);
    bool ok = true;
    for (const char *p = entries; ok && p != NULL && *p != '\0';) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        char entry[HEX_RECORD_ENTRY_MAX];
        snprintf(entry, sizeof entry, "%.*s", (int)n, p);
        ok = hex_record_add(&record, entry);
        p = end ? end + 1 : p + n;
    }
    char *text = ok ? hex_record_document(game, size, lines, cells ? &pos : NULL,
                                          entries ? &record : NULL)
                    : NULL;
    if (text != NULL && with_board && cells == NULL && entries != NULL &&
        with_reached_board(game, text, &pos)) {
        free(text);
        text = hex_record_document(game, size, lines, &pos, &record);
    }
    hex_record_free(&record);
    return text;
}

/* A Twigs game's document: `pieces` holds one line a piece, "COLOUR
 * LETTER EDGE EDGE ...", in the order placed. */
WEB_EXPORT char *web_twigs_write(const char *scoring, const char *pieces)
{
    ynode_t *root = ynode_new_mapping(false);
    ynode_t *list = ynode_new_sequence(false);
    bool ok = root != NULL && list != NULL && ymap_add_string(root, "game", "twigs") &&
              ymap_add_string(root, "scoring", scoring);
    for (const char *p = pieces; ok && *p != '\0';) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        char line[512];
        snprintf(line, sizeof line, "%.*s", (int)n, p);
        p = end ? end + 1 : p + n;
        char *save = NULL;
        const char *colour = strtok_r(line, " ", &save), *letter = strtok_r(NULL, " ", &save);
        ynode_t *piece = ynode_new_mapping(true), *edges = ynode_new_sequence(true);
        ok = colour != NULL && letter != NULL && piece != NULL && edges != NULL &&
             ymap_add_string(piece, "colour", colour) && ymap_add_string(piece, "piece", letter);
        for (const char *edge; ok && (edge = strtok_r(NULL, " ", &save)) != NULL;)
            ok = yseq_add_string(edges, edge);
        ok = ok && ymap_add(piece, "edges", edges);
        if (!ok) {
            ynode_free(piece);
            ynode_free(edges);
        }
        ok = ok && yseq_add(list, piece);
    }
    ok = ok && ymap_add(root, "pieces", list);
    char *text = ok ? web_yaml_text(root) : NULL;
    if (!ok)
        ynode_free(list);
    ynode_free(root);
    return text;
}

/* ---- Twigs on the lattice ---- */

/* Pentatwig `piece` (PIECE_LETTERS' order) turned by lattice symmetry
 * `symmetry`, moved to the hexagon that brings its middle nearest to
 * (x, y): its edges, and each edge's ends for the page to show it. */
WEB_EXPORT char *web_twigs_piece(int piece, int symmetry, double x, double y)
{
    if (piece < 0 || piece >= PIECE_COUNT || symmetry < 0 || symmetry >= LATTICE_SYMMETRIES)
        return NULL;
    edge_t reference[PIECE_EDGES], edges[PIECE_EDGES];
    piece_reference(piece, reference);
    polytwig_transform(reference, PIECE_EDGES, symmetry, edges);
    double cx = 0, cy = 0;
    for (int i = 0; i < PIECE_EDGES; i++) {
        double ex, ey;
        web_edge_middle(edges[i], &ex, &ey);
        cx += ex / PIECE_EDGES;
        cy += ey / PIECE_EDGES;
    }
    hexagon_t at = web_hexagon_at(x - cx, y - cy);
    for (int i = 0; i < PIECE_EDGES; i++)
        edges[i] = lattice_edge_translate(edges[i], at.q, at.r);
    web_edges_sort(edges, PIECE_EDGES);
    json_t *answer = web_json_object();
    web_json_set(&answer, "edges", web_json_edges(edges, PIECE_EDGES));
    web_json_set(&answer, "segments", web_json_segments(edges, PIECE_EDGES));
    return web_json_finish(answer);
}

/* The faint hexagon grid of the pictures, over a box of the plane, as
 * SVG elements for the page to lay behind a picture. */
WEB_EXPORT char *web_twigs_grid(double x0, double y0, double x1, double y1)
{
    web_capture_t capture;
    svg_t svg = {web_capture_begin(&capture)};
    if (svg.out == NULL)
        return NULL;
    figure_svg_grid(&svg, x0, y0, x1, y1);
    return web_capture_end(&capture);
}
