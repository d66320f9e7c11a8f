/* The page's puzzles: regions drawn on the lattice, puzzle files read
 * and written, searches run as `twigs solve` runs them (in one thread,
 * as the page's Web Worker has), and solutions drawn as `solve --format
 * svg` draws them. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "io/svg.h"
#include "puzzle/optimum.h"
#include "puzzle/puzzle_figure.h"
#include "puzzle/puzzle_file.h"
#include "twig/figure_svg.h"
#include "web/web.h"
#include "web/web_api.h"
#include "web/web_lattice.h"

/* The memo a count may use, as `twigs solve --count` by default. */
#define WEB_MEMO_BYTES ((size_t)64 << 20)

WEB_EXPORT char *web_puzzle_names(void)
{
    json_t *names = json_array();
    for (size_t i = 0; puzzle_builtin_names[i] != NULL; i++)
        web_json_append(&names, web_json_string(puzzle_builtin_names[i]));
    return web_json_finish(names);
}

/* ---- Regions ---- */

/* The hexagon and the edge a click at (x, y) is nearest. */
WEB_EXPORT char *web_lattice_at(double x, double y)
{
    char hexagon[LATTICE_NAME_MAX], edge[LATTICE_NAME_MAX];
    lattice_hex_format(web_hexagon_at(x, y), hexagon);
    lattice_edge_format(web_edge_at(x, y), edge);
    json_t *answer = web_json_object();
    web_json_set(&answer, "hexagon", web_json_string(hexagon));
    web_json_set(&answer, "edge", web_json_string(edge));
    return web_json_finish(answer);
}

/* Names one a line, each parsed by `parse` into `size`-byte items. */
static void *names_parse(const char *text, size_t size, bool (*parse)(const char *, void *),
                         size_t *count)
{
    *count = 0;
    size_t room = 1;
    for (const char *p = text; *p != '\0'; p++)
        room += *p == '\n';
    char *items = malloc(room * size);
    for (const char *p = text; items != NULL && *p != '\0';) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        char name[LATTICE_NAME_MAX];
        snprintf(name, sizeof name, "%.*s", (int)(n < sizeof name ? n : sizeof name - 1), p);
        if (parse(name, items + *count * size))
            (*count)++;
        p = end ? end + 1 : p + n;
    }
    return items;
}

static bool parse_hex(const char *s, void *out) { return lattice_hex_parse(s, out, NULL); }
static bool parse_edge(const char *s, void *out) { return lattice_edge_parse(s, out, NULL); }

static void box_add(double box[4], double x, double y, double margin)
{
    box[0] = x - margin < box[0] ? x - margin : box[0];
    box[1] = y - margin < box[1] ? y - margin : box[1];
    box[2] = x + margin > box[2] ? x + margin : box[2];
    box[3] = y + margin > box[3] ? y + margin : box[3];
}

/* The region's box (empty: the given one) grown round its middle to at
 * least the given box's size. */
static void box_around(double box[4], double x0, double y0, double x1, double y1)
{
    if (box[0] > box[2]) {
        box[0] = x0, box[1] = y0, box[2] = x1, box[3] = y1;
        return;
    }
    double mx = (box[0] + box[2]) / 2, my = (box[1] + box[3]) / 2;
    double w = fmax(box[2] - box[0], x1 - x0) / 2, h = fmax(box[3] - box[1], y1 - y0) / 2;
    box[0] = mx - w, box[1] = my - h, box[2] = mx + w, box[3] = my + h;
}

static void region_draw(svg_t *svg, const hexagon_t *hexes, size_t nh, const edge_t *edges,
                        size_t ne, size_t ns, const double box[4])
{
    figure_svg_grid(svg, box[0], box[1], box[2], box[3]);
    for (size_t i = 0; i < nh; i++)
        figure_svg_hexagon(svg, hexes[i], "#9ecae1", 0.8);
    for (size_t k = 0; k < ne + ns; k++) {
        vertex_t ends[2];
        lattice_edge_ends(edges[k], ends);
        double ax, ay, bx, by;
        lattice_vertex_point(ends[0], &ax, &ay);
        lattice_vertex_point(ends[1], &bx, &by);
        svg_line(svg, ax, ay, bx, by, k < ne ? "#08519c" : "#fd8d3c", 0.12);
    }
}

/* A region being drawn (names one a line): the grid, its hexagons
 * shaded, its edges and spare edges drawn, as one SVG document whose
 * box is centred on the region with a margin, at least as large as
 * (x0, y0)-(x1, y1) (which it is when the region is empty). */
WEB_EXPORT char *web_region_svg(const char *hexagons, const char *edges, const char *spare,
                                double x0, double y0, double x1, double y1)
{
    size_t nh, ne, ns;
    hexagon_t *hexes = names_parse(hexagons, sizeof(hexagon_t), parse_hex, &nh);
    edge_t *required = names_parse(edges, sizeof(edge_t), parse_edge, &ne);
    edge_t *spares = names_parse(spare, sizeof(edge_t), parse_edge, &ns);
    edge_t *all = required && spares ? malloc((ne + ns + 1) * sizeof *all) : NULL;
    char *text = NULL;
    web_capture_t capture;
    svg_t svg = {hexes && all ? web_capture_begin(&capture) : NULL};
    if (svg.out != NULL) {
        memcpy(all, required, ne * sizeof *all);
        memcpy(all + ne, spares, ns * sizeof *all);
        double box[4] = {INFINITY, INFINITY, -INFINITY, -INFINITY};
        for (size_t i = 0; i < nh; i++) {
            double x, y;
            lattice_hex_centre(hexes[i], &x, &y);
            box_add(box, x, y, 2.5);
        }
        for (size_t k = 0; k < ne + ns; k++) {
            double x, y;
            web_edge_middle(all[k], &x, &y);
            box_add(box, x, y, 2);
        }
        box_around(box, x0, y0, x1, y1);
        svg_begin(&svg, svg.out, box[0], box[1], box[2] - box[0], box[3] - box[1],
                  40 * (box[2] - box[0]));
        region_draw(&svg, hexes, nh, all, ne, ns, box);
        svg_end(&svg);
        text = web_capture_end(&capture);
    }
    free(hexes);
    free(required);
    free(spares);
    free(all);
    return text;
}

/* ---- Puzzle files ---- */

static ynode_t *names_node(const char *text)
{
    ynode_t *list = ynode_new_sequence(true);
    for (const char *p = text; list != NULL && *p != '\0';) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        char name[LATTICE_NAME_MAX];
        snprintf(name, sizeof name, "%.*s", (int)(n < sizeof name ? n : sizeof name - 1), p);
        yseq_add_string(list, name);
        p = end ? end + 1 : p + n;
    }
    return list;
}

/* One entry of the page's piece set, "NAME ONE_SIDED COPIES" (ONE_SIDED
 * 0 or 1): a piece, or a family (`pentatwigs`), whose copies are its
 * pieces' each. */
static bool add_piece_entry(ynode_t *set, const char *line)
{
    char name[64];
    int one_sided = 0, copies = 1;
    if (sscanf(line, "%63s %d %d", name, &one_sided, &copies) < 1)
        return true;
    static const char *const families[] = {"monotwigs",  "ditwigs",    "tritwigs",
                                           "tetratwigs", "pentatwigs", "hexatwigs"};
    unsigned order = 0;
    for (unsigned f = 0; f < 6; f++)
        if (strcmp(name, families[f]) == 0)
            order = f + 1;
    if (order > 0 && copies <= 1) {
        char family[80];
        snprintf(family, sizeof family, "%s%s", one_sided ? "one-sided-" : "", name);
        return yseq_add_string(set, family);
    }
    piece_set_t members;
    piece_set_init(&members);
    bool ok = true;
    if (order > 0)
        ok = piece_set_add_family(&members, order, one_sided != 0) == PIECE_SET_OK;
    size_t count = order > 0 ? members.count : 1;
    for (size_t i = 0; ok && i < count; i++) {
        ynode_t *entry = ynode_new_mapping(true);
        ok = entry != NULL &&
             ymap_add_string(entry, "piece", order > 0 ? members.types[i].name : name) &&
             ymap_add_int(entry, "copies", copies) &&
             (order > 0 || !one_sided || ymap_add_bool(entry, "one_sided", true)) &&
             yseq_add(set, entry);
    }
    piece_set_free(&members);
    return ok;
}

/* A cover puzzle from the page's region and piece set (`pieces`: one
 * entry a line, as add_piece_entry reads them), read by the puzzle
 * reader and written back as `twigs solve` writes puzzles: {yaml,
 * errors}. */
WEB_EXPORT char *web_puzzle_write(const char *name, const char *hexagons, const char *edges,
                                  const char *spare, const char *pieces, int touching)
{
    ynode_t *root = ynode_new_mapping(false), *set = ynode_new_sequence(false);
    bool ok = root != NULL && set != NULL && ymap_add_string(root, "puzzle", "cover") &&
              ymap_add_string(root, "name", name);
    if (ok && *hexagons != '\0')
        ok = ymap_add(root, "hexagons", names_node(hexagons));
    if (ok && *edges != '\0')
        ok = ymap_add(root, "edges", names_node(edges));
    if (ok && *spare != '\0')
        ok = ymap_add(root, "spare", names_node(spare));
    for (const char *p = pieces; ok && *p != '\0';) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        char line[128];
        snprintf(line, sizeof line, "%.*s", (int)(n < sizeof line ? n : sizeof line - 1), p);
        ok = add_piece_entry(set, line);
        p = end ? end + 1 : p + n;
    }
    ok = ok && ymap_add(root, "piece_set", set);
    if (ok && !touching)
        ok = ymap_add_bool(root, "touching", false);
    char *first = ok ? web_yaml_text(root) : NULL;
    if (!ok)
        ynode_free(set);
    ynode_free(root);
    /* Read back, so that the page shows the reader's errors and writes
     * what the reader made of it. */
    diag_t diag;
    diag_init(&diag, "puzzle.yaml");
    ystream_t stream;
    bool loaded = first != NULL && ystream_load_string(&stream, "puzzle.yaml", first,
                                                       strlen(first), &diag);
    yreader_t reader = {&stream, &diag};
    puzzle_t puzzle;
    char *yaml = NULL;
    if (first != NULL && puzzle_file_read_stream(&reader, loaded, &puzzle)) {
        ynode_t *node = puzzle_file_node(&puzzle);
        yaml = node != NULL ? web_yaml_text(node) : NULL;
        ynode_free(node);
        puzzle_free(&puzzle);
    }
    if (first != NULL)
        ystream_free(&stream);
    json_t *answer = web_json_object();
    web_json_set(&answer, "yaml", web_json_string(yaml != NULL ? yaml : first));
    web_json_set(&answer, "ok", json_boolean(yaml != NULL));
    web_json_errors(&answer, &diag);
    free(first);
    free(yaml);
    diag_free(&diag);
    return web_json_finish(answer);
}

/* The piece set's entries as the page holds them; "custom": whether it
 * has pieces of its own (given by their edges), which the page's rows
 * cannot hold. */
static void piece_rows_json(json_t **json, const ynode_t *set)
{
    bool custom = false;
    for (size_t i = 0; set != NULL && set->kind == YNODE_SEQUENCE && i < set->count; i++)
        custom = custom || (set->children[i]->kind == YNODE_MAPPING &&
                            ymap_get(set->children[i], "piece") == NULL);
    web_json_set(json, "custom", json_boolean(custom));
    json_t *rows = json_array();
    for (size_t i = 0; set != NULL && i < (set->kind == YNODE_SCALAR ? 1 : set->count); i++) {
        const ynode_t *item = set->kind == YNODE_SCALAR ? set : set->children[i];
        const ynode_t *piece = item->kind == YNODE_MAPPING ? ymap_get(item, "piece") : item;
        const ynode_t *copies = item->kind == YNODE_MAPPING ? ymap_get(item, "copies") : NULL;
        const ynode_t *sided = item->kind == YNODE_MAPPING ? ymap_get(item, "one_sided") : NULL;
        if (piece == NULL || piece->kind != YNODE_SCALAR)
            continue;
        const char *name = piece->value;
        bool prefixed = strncmp(name, "one-sided-", 10) == 0;
        bool one_sided = prefixed || (sided != NULL && strcmp(sided->value, "true") == 0);
        json_t *row = web_json_object();
        web_json_set(&row, "name", web_json_string(prefixed ? name + 10 : name));
        web_json_set(&row, "one_sided", json_boolean(one_sided));
        web_json_set(&row, "copies", json_integer(copies != NULL ? atoll(copies->value) : 1));
        web_json_append(&rows, row);
    }
    web_json_set(json, "pieces", rows);
}

/* A puzzle file as the page holds it: a built-in puzzle's name, or a
 * cover puzzle's region and piece set; else its errors. */
WEB_EXPORT char *web_puzzle_read(const char *name, const char *text)
{
    diag_t diag;
    diag_init(&diag, name);
    ystream_t stream;
    bool loaded = ystream_load_string(&stream, name, text, strlen(text), &diag);
    yreader_t reader = {&stream, &diag};
    puzzle_t puzzle;
    bool ok = puzzle_file_read_stream(&reader, loaded, &puzzle);
    json_t *answer = web_json_object();
    web_json_set(&answer, "ok", json_boolean(ok));
    if (ok) {
        web_json_set(&answer, "name", web_json_string(puzzle.name));
        web_json_set(&answer, "builtin", json_boolean(puzzle.builtin));
        web_json_set(&answer, "touching", json_boolean(puzzle.touching));
        web_json_set(&answer, "hexagons", web_json_hexagons(puzzle.hexes, puzzle.hex_count));
        web_json_set(&answer, "edges", web_json_edges(puzzle.edges, puzzle.edge_count));
        web_json_set(&answer, "spare", web_json_edges(puzzle.spare, puzzle.spare_count));
        piece_rows_json(&answer, ymap_get(stream.documents[0].root, "piece_set"));
        puzzle_free(&puzzle);
    }
    web_json_errors(&answer, &diag);
    ystream_free(&stream);
    diag_free(&diag);
    return web_json_finish(answer);
}
