#include "twig/figure_svg.h"

#include <math.h>
#include <string.h>

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

typedef void (*hex_visit_fn)(svg_t *svg, hexagon_t h, double cx, double cy);

/* Visits the hexagons whose centres fall in the box, found by walking the
 * rows of r and, in each, the q whose centre x is inside. */
static void visit_box(svg_t *svg, double x0, double y0, double x1, double y1, hex_visit_fn visit)
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
                visit(svg, h, cx, cy);
        }
    }
}

static void draw_grid_hex(svg_t *svg, hexagon_t h, double cx, double cy)
{
    (void)cx;
    (void)cy;
    double xs[CORNER_COUNT], ys[CORNER_COUNT];
    for (int c = 0; c < CORNER_COUNT; c++)
        lattice_vertex_point(lattice_corner(h, (enum corner)c), &xs[c], &ys[c]);
    svg_polygon(svg, xs, ys, CORNER_COUNT, "none", "#dddddd", 0.04, 1.0);
}

static void draw_hex_name(svg_t *svg, hexagon_t h, double cx, double cy)
{
    char name[LATTICE_NAME_MAX];
    lattice_hex_format(h, name);
    svg_text(svg, cx, cy + 0.45, 0.28, "#999999", false, name);
}

void figure_svg_grid(svg_t *svg, double x0, double y0, double x1, double y1)
{
    visit_box(svg, x0, y0, x1, y1, draw_grid_hex);
}

void figure_svg_grid_names(svg_t *svg, double x0, double y0, double x1, double y1)
{
    visit_box(svg, x0, y0, x1, y1, draw_hex_name);
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
        double radius = length <= 1 ? 0.32 : 0.22 + 0.12 * (double)length;
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
        figure_svg_pieces(&svg, &figures[i]);
        if (figures[i].caption != NULL)
            svg_text(&svg, (x0 + x1) / 2, y1 + 0.4, 0.6, "#333333", false, figures[i].caption);
        svg_group_end(&svg);
    }
    svg_end(&svg);
}
