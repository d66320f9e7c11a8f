#include "twig/figure_svg.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "twig/area.h"
#include "twig/figure.h"

/* Colours that stay apart, one per piece of a set: the first twelve for
 * the pentatwigs in PIECE_LETTERS order; larger sets take them again. */
static const char *const palette[] = {
    "#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42d4f4",
    "#f032e6", "#9a6324", "#469990", "#800000", "#808000", "#000075",
    "#bfef45", "#fabed4", "#dcbeff", "#ffd8b1", "#aaffc3", "#a9a9a9",
    "#c71585", "#2f4f4f", "#ff8c00", "#6b8e23", "#1e90ff", "#8b4513",
};
enum { PALETTE = sizeof palette / sizeof palette[0] };

static void edge_segment(edge_t e, double *x0, double *y0, double *x1, double *y1)
{
    vertex_t ends[2];
    lattice_edge_ends(e, ends);
    lattice_vertex_point(ends[0], x0, y0);
    lattice_vertex_point(ends[1], x1, y1);
}

void figure_svg_bounds(const figure_svg_t *figure, double *x0, double *y0, double *x1, double *y1)
{
    *x0 = *y0 = 0;
    *x1 = *y1 = 0;
    bool first = true;
    for (size_t i = 0; i < figure->count; i++)
        for (unsigned j = 0; j < figure->pieces[i].size; j++) {
            double ax, ay, bx, by;
            edge_segment(figure->pieces[i].edges[j], &ax, &ay, &bx, &by);
            double xs[2] = {ax, bx}, ys[2] = {ay, by};
            for (int k = 0; k < 2; k++) {
                if (first || xs[k] < *x0)
                    *x0 = xs[k];
                if (first || xs[k] > *x1)
                    *x1 = xs[k];
                if (first || ys[k] < *y0)
                    *y0 = ys[k];
                if (first || ys[k] > *y1)
                    *y1 = ys[k];
                first = false;
            }
        }
    *x0 -= 1.2;
    *y0 -= 1.2;
    *x1 += 1.2;
    *y1 += 1.2;
}

typedef void (*hex_visit_fn)(svg_t *svg, hexagon_t h, double cx, double cy, const void *context);

/* Visits the hexagons whose centres fall in the box, found by walking the
 * rows of r and, in each, the q whose centre x is inside. */
static void visit_box(svg_t *svg, double x0, double y0, double x1, double y1, hex_visit_fn visit,
                      const void *context)
{
    long r_min = (long)floor(y0 / 1.5) - 1, r_max = (long)ceil(y1 / 1.5) + 1;
    for (long r = r_min; r <= r_max; r++) {
        double shift = (double)r / 2.0;
        long q_min = (long)floor(x0 / sqrt(3.0) - shift) - 1;
        long q_max = (long)ceil(x1 / sqrt(3.0) - shift) + 1;
        for (long q = q_min; q <= q_max; q++) {
            hexagon_t h = {(int32_t)q, (int32_t)r};
            double cx, cy;
            lattice_hex_centre(h, &cx, &cy);
            if (cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1)
                visit(svg, h, cx, cy, context);
        }
    }
}

static void draw_grid_hex(svg_t *svg, hexagon_t h, double cx, double cy, const void *context)
{
    (void)cx;
    (void)cy;
    (void)context;
    double xs[CORNER_COUNT], ys[CORNER_COUNT];
    for (int c = 0; c < CORNER_COUNT; c++)
        lattice_vertex_point(lattice_corner(h, (enum corner)c), &xs[c], &ys[c]);
    svg_polygon(svg, xs, ys, CORNER_COUNT, "none", "#dddddd", 0.04, 1.0);
}

#define HEX_NAME_SIZE 0.28

/* Longer names (C06, or a custom piece's) get a wider badge: its radius
 * for a name of `length` characters, counted up to 4. */
static double badge_radius(size_t length)
{
    return length <= 1 ? 0.32 : 0.22 + 0.12 * (double)(length > 4 ? 4 : length);
}

double figure_svg_badge(const figure_svg_t *figure, size_t i, double *x, double *y)
{
    figure_svg_label_point(&figure->pieces[i], x, y);
    return badge_radius(figure->set ? strlen(figure->set->types[figure->pieces[i].piece].name) : 1);
}

/* Whether a name of `length` characters centred at (x, y) would touch a
 * badge of the figure. */
static bool under_badge(const figure_svg_t *figure, double x, double y, size_t length)
{
    double half_w = 0.3 * HEX_NAME_SIZE * (double)length, half_h = 0.5 * HEX_NAME_SIZE;
    for (size_t i = 0; figure != NULL && i < figure->count; i++) {
        double bx, by, r = figure_svg_badge(figure, i, &bx, &by);
        /* The nearest point of the name's box to the badge's centre. */
        double nx = fmax(x - half_w, fmin(bx, x + half_w));
        double ny = fmax(y - half_h, fmin(by, y + half_h));
        if (hypot(nx - bx, ny - by) < r + 0.03)
            return true;
    }
    return false;
}

/* In the lower part of the hexagon, else its upper part, else its middle:
 * the first a badge leaves clear (the lower part when none does). */
static void draw_hex_name(svg_t *svg, hexagon_t h, double cx, double cy, const void *context)
{
    char name[LATTICE_NAME_MAX];
    lattice_hex_format(h, name);
    static const double offsets[] = {0.45, -0.45, 0.0};
    double dy = offsets[0];
    for (size_t k = 0; k < sizeof offsets / sizeof *offsets; k++)
        if (!under_badge(context, cx, cy + offsets[k], strlen(name))) {
            dy = offsets[k];
            break;
        }
    svg_text(svg, cx, cy + dy, HEX_NAME_SIZE, "#999999", false, name);
}

void figure_svg_grid(svg_t *svg, double x0, double y0, double x1, double y1)
{
    visit_box(svg, x0, y0, x1, y1, draw_grid_hex, NULL);
}

void figure_svg_grid_names(svg_t *svg, double x0, double y0, double x1, double y1,
                           const figure_svg_t *figure)
{
    visit_box(svg, x0, y0, x1, y1, draw_hex_name, figure);
}

void figure_svg_label_point(const placement_t *piece, double *x, double *y)
{
    *x = *y = 0;
    for (unsigned j = 0; j < piece->size; j++) {
        double ax, ay, bx, by;
        edge_segment(piece->edges[j], &ax, &ay, &bx, &by);
        *x += (ax + bx) / (2.0 * piece->size);
        *y += (ay + by) / (2.0 * piece->size);
    }
}

void figure_svg_pieces(svg_t *svg, const figure_svg_t *figure)
{
    for (size_t i = 0; i < figure->count; i++) {
        const placement_t *p = &figure->pieces[i];
        figure_style_t style = figure->styles ? figure->styles[i] : FIGURE_STYLE_PALETTE;
        const char *colour = style == FIGURE_STYLE_PALETTE ? palette[(size_t)p->piece % PALETTE]
                             : style == FIGURE_STYLE_WHITE ? "#ffffff"
                                                        : "#222222";
        for (unsigned j = 0; j < p->size; j++) {
            double ax, ay, bx, by;
            edge_segment(p->edges[j], &ax, &ay, &bx, &by);
            if (style == FIGURE_STYLE_WHITE)
                svg_line(svg, ax, ay, bx, by, "#222222", 0.34);
            svg_line(svg, ax, ay, bx, by, colour, style == FIGURE_STYLE_WHITE ? 0.2 : 0.26);
        }
        double mx, my;
        figure_svg_label_point(p, &mx, &my);
        char letter[2] = {'?', '\0'};
        if (figure->set == NULL && p->piece >= 0 && p->piece < PIECE_COUNT)
            letter[0] = piece_letter(p->piece);
        const char *name = figure->set ? figure->set->types[p->piece].name : letter;
        /* Longer names (C06, or a custom piece's) get a wider badge and smaller type. */
        size_t length = strlen(name) > 4 ? 4 : strlen(name);
        double radius = badge_radius(length);
        svg_circle(svg, mx, my, radius, "white", style == FIGURE_STYLE_PALETTE ? colour : "#222222",
                   0.05);
        svg_text(svg, mx, my, length <= 1 ? 0.45 : 0.34, style == FIGURE_STYLE_PALETTE ? colour : "#222222",
                 true, name);
    }
}

void figure_svg_page(FILE *out, const figure_svg_t *figures, size_t count, size_t columns)
{
    if (columns == 0)
        columns = 1;
    /* Every cell of the page is as large as the largest figure. */
    double cell_w = 1, cell_h = 1;
    for (size_t i = 0; i < count; i++) {
        double x0, y0, x1, y1;
        figure_svg_bounds(&figures[i], &x0, &y0, &x1, &y1);
        cell_w = fmax(cell_w, x1 - x0);
        /* A caption wider than its figure widens the cell: about 0.55 of
         * the type's size a letter. */
        if (figures[i].caption != NULL)
            cell_w = fmax(cell_w, 0.55 * 0.6 * (double)strlen(figures[i].caption) + 0.6);
        cell_h = fmax(cell_h, y1 - y0 + 1.0);
    }
    size_t rows = (count + columns - 1) / columns;
    size_t used_columns = count < columns ? count : columns;
    svg_t svg;
    svg_begin(&svg, out, 0, 0, cell_w * (double)used_columns, cell_h * (double)rows,
              fmin(1600.0, 60.0 * cell_w * (double)used_columns));
    for (size_t i = 0; i < count; i++) {
        double x0, y0, x1, y1;
        figure_svg_bounds(&figures[i], &x0, &y0, &x1, &y1);
        double dx = cell_w * (double)(i % columns) + (cell_w - (x1 - x0)) / 2 - x0;
        double dy = cell_h * (double)(i / columns) - y0;
        svg_group_begin(&svg, dx, dy, 1.0);
        figure_svg_grid(&svg, x0, y0, x1, y1);
        /* What cannot be marked is left out: the pieces are still drawn. */
        figure_svg_marks(&svg, &figures[i], false);
        figure_svg_pieces(&svg, &figures[i]);
        figure_svg_marks(&svg, &figures[i], true);
        if (figures[i].caption != NULL)
            svg_text(&svg, (x0 + x1) / 2, y1 + 0.4, 0.6, "#333333", false, figures[i].caption);
        svg_group_end(&svg);
    }
    svg_end(&svg);
}

/* ---- What a puzzle counts ---- */

static int compare_edges(const void *a, const void *b)
{
    return lattice_edge_compare(*(const edge_t *)a, *(const edge_t *)b);
}

static int compare_vertices(const void *a, const void *b)
{
    return lattice_vertex_compare(*(const vertex_t *)a, *(const vertex_t *)b);
}

void figure_svg_hexagon(svg_t *svg, hexagon_t h, const char *fill, double opacity)
{
    double xs[CORNER_COUNT], ys[CORNER_COUNT];
    for (int c = 0; c < CORNER_COUNT; c++)
        lattice_vertex_point(lattice_corner(h, (enum corner)c), &xs[c], &ys[c]);
    svg_polygon(svg, xs, ys, CORNER_COUNT, fill, "none", 0, opacity);
}

static bool has_edge(const edge_t *sorted, size_t count, edge_t e)
{
    return bsearch(&e, sorted, count, sizeof e, compare_edges) != NULL;
}

/* Each closed hexagon once: a hexagon is looked at from its sides in the
 * figure, and drawn from its least one. */
static void mark_closed(svg_t *svg, const edge_t *sorted, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        hexagon_t hexes[2];
        lattice_edge_hexes(sorted[i], hexes);
        for (int k = 0; k < 2; k++) {
            bool closed = true;
            edge_t least = sorted[i];
            for (int s = 0; s < SIDE_COUNT && closed; s++) {
                edge_t side = lattice_edge(hexes[k], (enum side)s);
                closed = has_edge(sorted, count, side);
                if (lattice_edge_compare(side, least) < 0)
                    least = side;
            }
            if (closed && lattice_edge_equal(least, sorted[i]))
                figure_svg_hexagon(svg, hexes[k], "#ffd54f", 0.5);
        }
    }
}

static bool mark_largest_area(svg_t *svg, const edge_t *edges, size_t count)
{
    area_map_t map;
    if (area_map_build(&map, edges, NULL, count) != AREA_OK)
        return false;
    int largest = area_map_largest(&map);
    size_t cells = (size_t)map.width * (size_t)map.height;
    for (size_t i = 0; largest >= 0 && i < cells; i++)
        if (map.cells[i] == largest)
            figure_svg_hexagon(svg, area_map_hex(&map, i), "#9ecae1", 0.5);
    area_map_free(&map);
    return true;
}

static bool mark_leaves(svg_t *svg, const edge_t *edges, size_t count)
{
    vertex_t *ends = malloc((2 * count + 1) * sizeof *ends);
    if (ends == NULL)
        return false;
    for (size_t i = 0; i < count; i++)
        lattice_edge_ends(edges[i], &ends[2 * i]);
    qsort(ends, 2 * count, sizeof *ends, compare_vertices);
    for (size_t i = 0; i < 2 * count; i++) {
        bool alone = (i == 0 || !lattice_vertex_equal(ends[i], ends[i - 1])) &&
                     (i + 1 == 2 * count || !lattice_vertex_equal(ends[i], ends[i + 1]));
        double x, y;
        lattice_vertex_point(ends[i], &x, &y);
        if (alone)
            svg_circle(svg, x, y, 0.16, "#d62728", "white", 0.04);
    }
    free(ends);
    return true;
}

bool figure_svg_marks(svg_t *svg, const figure_svg_t *figure, bool over)
{
    static const char *const names[] = {"", "leaves", "largest-area", "closed"};
    if (figure->mark == FIGURE_MARK_NONE || over != (figure->mark == FIGURE_MARK_LEAVES))
        return true;
    size_t count = figure_edge_count(figure->pieces, figure->count);
    edge_t *edges = malloc((count + 1) * sizeof *edges);
    if (edges == NULL)
        return false;
    figure_edges(figure->pieces, figure->count, edges);
    /* An edge listed twice counts once. */
    qsort(edges, count, sizeof *edges, compare_edges);
    size_t distinct = 0;
    for (size_t i = 0; i < count; i++)
        if (distinct == 0 || !lattice_edge_equal(edges[i], edges[distinct - 1]))
            edges[distinct++] = edges[i];
    svg_class_begin(svg, names[figure->mark]);
    bool ok = true;
    if (figure->mark == FIGURE_MARK_CLOSED)
        mark_closed(svg, edges, distinct);
    else if (figure->mark == FIGURE_MARK_LARGEST_AREA)
        ok = mark_largest_area(svg, edges, distinct);
    else
        ok = mark_leaves(svg, edges, distinct);
    svg_group_end(svg);
    free(edges);
    return ok;
}
