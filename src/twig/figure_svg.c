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
/* Half the widest piece line (White's outline). */
#define LINE_HALF_WIDTH 0.17

/* Longer names (C06, or a custom piece's) get a wider badge: its radius
 * for a name of `length` characters, counted up to 4. */
static double badge_radius(size_t length)
{
    return length <= 1 ? 0.32 : 0.22 + 0.12 * (double)(length > 4 ? 4 : length);
}

/* The name a piece's badge shows. */
static const char *piece_name(const figure_svg_t *figure, const placement_t *p, char letter[2])
{
    letter[0] = '?';
    letter[1] = '\0';
    if (figure->set == NULL && p->piece >= 0 && p->piece < PIECE_COUNT)
        letter[0] = piece_letter(p->piece);
    return figure->set ? figure->set->types[p->piece].name : letter;
}

/* ---- Where the badges go ---- */

/* The figure's edges, each with its piece, bucketed in square cells of
 * CELL units, so that what lies near a point is found without looking at
 * the whole figure (a Twigs position may hold thousands of pieces). */
#define CELL 2.0

typedef struct {
    double ax, ay, bx, by;
    size_t piece;
} segment_t;

typedef struct {
    segment_t *segments;
    double x0, y0;
    size_t width, height;
    size_t *start; /* cell c's segments are index[start[c]] .. index[start[c + 1] - 1] */
    size_t *index;
} segment_grid_t;

static void segment_grid_free(segment_grid_t *g)
{
    free(g->segments);
    free(g->start);
    free(g->index);
}

static size_t cell_of(double v, double origin, size_t cells)
{
    double k = floor((v - origin) / CELL);
    return k < 0 ? 0 : (size_t)k >= cells ? cells - 1 : (size_t)k;
}

/* The cells the segment's box touches, into cells[*n]: at most four, as
 * a segment is one unit long and a cell two. */
static void segment_cells(const segment_grid_t *g, const segment_t *s, size_t *cells, size_t *n)
{
    size_t cx0 = cell_of(fmin(s->ax, s->bx), g->x0, g->width);
    size_t cx1 = cell_of(fmax(s->ax, s->bx), g->x0, g->width);
    size_t cy0 = cell_of(fmin(s->ay, s->by), g->y0, g->height);
    size_t cy1 = cell_of(fmax(s->ay, s->by), g->y0, g->height);
    *n = 0;
    for (size_t y = cy0; y <= cy1; y++)
        for (size_t x = cx0; x <= cx1; x++)
            cells[(*n)++] = y * g->width + x;
}

static bool segment_grid_build(segment_grid_t *g, const figure_svg_t *figure)
{
    memset(g, 0, sizeof *g);
    size_t count = figure_edge_count(figure->pieces, figure->count);
    g->segments = malloc((count + 1) * sizeof *g->segments);
    if (g->segments == NULL)
        return false;
    double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
    size_t n = 0;
    for (size_t i = 0; i < figure->count; i++)
        for (unsigned j = 0; j < figure->pieces[i].size; j++) {
            segment_t *s = &g->segments[n++];
            edge_segment(figure->pieces[i].edges[j], &s->ax, &s->ay, &s->bx, &s->by);
            s->piece = i;
            x0 = fmin(x0, fmin(s->ax, s->bx));
            y0 = fmin(y0, fmin(s->ay, s->by));
            x1 = fmax(x1, fmax(s->ax, s->bx));
            y1 = fmax(y1, fmax(s->ay, s->by));
        }
    g->x0 = n > 0 ? x0 : 0;
    g->y0 = n > 0 ? y0 : 0;
    /* A span beyond this is cut to its last cell: slower, still right. */
    g->width = n > 0 ? (size_t)fmin(1024, floor((x1 - x0) / CELL) + 1) : 1;
    g->height = n > 0 ? (size_t)fmin(1024, floor((y1 - y0) / CELL) + 1) : 1;
    size_t cells = g->width * g->height;
    g->start = calloc(cells + 1, sizeof *g->start);
    g->index = malloc((4 * n + 1) * sizeof *g->index);
    if (g->start == NULL || g->index == NULL)
        return false;
    size_t touched[4], k;
    for (size_t i = 0; i < n; i++) {
        segment_cells(g, &g->segments[i], touched, &k);
        for (size_t t = 0; t < k; t++)
            g->start[touched[t] + 1]++;
    }
    for (size_t c = 0; c < cells; c++)
        g->start[c + 1] += g->start[c];
    size_t *fill = calloc(cells + 1, sizeof *fill);
    if (fill == NULL)
        return false;
    for (size_t i = 0; i < n; i++) {
        segment_cells(g, &g->segments[i], touched, &k);
        for (size_t t = 0; t < k; t++)
            g->index[g->start[touched[t]] + fill[touched[t]]++] = i;
    }
    free(fill);
    return true;
}

static double point_segment_distance(double x, double y, const segment_t *s)
{
    double dx = s->bx - s->ax, dy = s->by - s->ay;
    double t = ((x - s->ax) * dx + (y - s->ay) * dy) / (dx * dx + dy * dy);
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    return hypot(x - (s->ax + t * dx), y - (s->ay + t * dy));
}

/* Looked at round a badge: anything farther is clear enough. */
#define REACH 1.5

/* How far a badge of radius r at (x, y) stays from the lines of pieces
 * other than `own` and from the badges of pieces before it (placed[j]
 * for j < own); REACH - r at most. */
static double badge_clearance(const segment_grid_t *g, const figure_badge_t *placed, size_t own,
                              double x, double y, double r)
{
    double clear = REACH - r;
    size_t cx0 = cell_of(x - REACH, g->x0, g->width), cx1 = cell_of(x + REACH, g->x0, g->width);
    size_t cy0 = cell_of(y - REACH, g->y0, g->height), cy1 = cell_of(y + REACH, g->y0, g->height);
    for (size_t cy = cy0; cy <= cy1; cy++)
        for (size_t cx = cx0; cx <= cx1; cx++) {
            size_t c = cy * g->width + cx;
            for (size_t k = g->start[c]; k < g->start[c + 1]; k++) {
                const segment_t *s = &g->segments[g->index[k]];
                if (s->piece == own)
                    continue;
                clear = fmin(clear, point_segment_distance(x, y, s) - LINE_HALF_WIDTH - r);
                if (s->piece < own) {
                    const figure_badge_t *b = &placed[s->piece];
                    clear = fmin(clear, hypot(x - b->x, y - b->y) - b->r - r);
                }
            }
        }
    return clear;
}

/* The middle of a piece's edges (defined with the labels, below). */
static void figure_svg_label_point(const placement_t *piece, double *x, double *y);

/* A badge this clear of everything counts as clear: among such spots the
 * one nearest the piece's middle wins, so that badges stay central. */
#define CLEAR_ENOUGH 0.05

static figure_badge_t place_badge(const segment_grid_t *g, const figure_badge_t *placed,
                                  const figure_svg_t *figure, size_t i)
{
    const placement_t *p = &figure->pieces[i];
    char letter[2];
    double r = badge_radius(strlen(piece_name(figure, p, letter)));
    double mx, my;
    figure_svg_label_point(p, &mx, &my);
    static const double along[] = {0.5, 0.25, 0.75, 0.0};
    figure_badge_t best = {mx, my, r};
    double best_clear = -INFINITY, best_far = INFINITY;
    for (unsigned j = 0; j < p->size; j++) {
        double ax, ay, bx, by;
        edge_segment(p->edges[j], &ax, &ay, &bx, &by);
        for (size_t k = 0; k < sizeof along / sizeof *along; k++) {
            double x = ax + along[k] * (bx - ax), y = ay + along[k] * (by - ay);
            double clear = badge_clearance(g, placed, i, x, y, r);
            double far = hypot(x - mx, y - my);
            bool better = best_clear < CLEAR_ENOUGH
                              ? clear > best_clear + 1e-9
                              : clear >= CLEAR_ENOUGH && far < best_far - 1e-9;
            if (better) {
                best = (figure_badge_t){x, y, r};
                best_clear = clear;
                best_far = far;
            }
        }
    }
    return best;
}

figure_badge_t *figure_svg_badges(const figure_svg_t *figure)
{
    figure_badge_t *badges = malloc((figure->count + 1) * sizeof *badges);
    segment_grid_t grid;
    bool ok = badges != NULL && segment_grid_build(&grid, figure);
    for (size_t i = 0; ok && i < figure->count; i++)
        badges[i] = place_badge(&grid, badges, figure, i);
    if (badges != NULL)
        segment_grid_free(&grid);
    if (!ok) {
        free(badges);
        return NULL;
    }
    return badges;
}

/* ---- Hexagons' names ---- */

typedef struct {
    const figure_badge_t *badges;
    size_t badge_count;
    const figure_label_t *labels;
    size_t label_count;
} hex_names_t;

/* How far a name of `length` characters in type of `size`, centred at
 * (x, y), stays from the badges and labels (negative: it touches one). */
static double name_clearance(const hex_names_t *avoid, double x, double y, size_t length,
                             double size)
{
    double half_w = 0.3 * size * (double)length, half_h = 0.5 * size;
    double clear = INFINITY;
    for (size_t i = 0; i < avoid->badge_count; i++) {
        const figure_badge_t *b = &avoid->badges[i];
        /* The nearest point of the name's box to the badge's centre. */
        double nx = fmax(x - half_w, fmin(b->x, x + half_w));
        double ny = fmax(y - half_h, fmin(b->y, y + half_h));
        clear = fmin(clear, hypot(nx - b->x, ny - b->y) - b->r - 0.03);
    }
    for (size_t i = 0; i < avoid->label_count; i++) {
        const figure_label_t *l = &avoid->labels[i];
        double dx = fabs(x - l->x) - half_w - l->half_w, dy = fabs(y - l->y) - half_h - l->half_h;
        clear = fmin(clear, dx > 0 && dy > 0 ? hypot(dx, dy) : fmax(dx, dy));
    }
    return clear;
}

/* In the lower part of the hexagon, else its upper part, else its middle
 * or towards a side: the first place that the badges and labels leave
 * clear, in smaller type if need be.  A hexagon where none is left clear
 * goes unnamed: its neighbours' names tell it. */
static void draw_hex_name(svg_t *svg, hexagon_t h, double cx, double cy, const void *context)
{
    char name[LATTICE_NAME_MAX];
    lattice_hex_format(h, name);
    static const double spots[][2] = {{0, 0.45},     {0, -0.45},    {0, 0},        {-0.3, 0.22},
                                      {0.3, 0.22},   {-0.3, -0.22}, {0.3, -0.22},  {0, 0.62},
                                      {0, -0.62},    {-0.45, 0},    {0.45, 0}};
    static const double sizes[] = {HEX_NAME_SIZE, 0.2};
    for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++)
        for (size_t k = 0; k < sizeof spots / sizeof *spots; k++)
            if (name_clearance(context, cx + spots[k][0], cy + spots[k][1], strlen(name),
                               sizes[z]) >= 0) {
                svg_text(svg, cx + spots[k][0], cy + spots[k][1], sizes[z], "#999999", false,
                         name);
                return;
            }
}

void figure_svg_grid(svg_t *svg, double x0, double y0, double x1, double y1)
{
    visit_box(svg, x0, y0, x1, y1, draw_grid_hex, NULL);
}

void figure_svg_grid_names(svg_t *svg, double x0, double y0, double x1, double y1,
                           const figure_badge_t *badges, size_t badge_count,
                           const figure_label_t *labels, size_t label_count)
{
    hex_names_t avoid = {badges, badges ? badge_count : 0, labels, labels ? label_count : 0};
    visit_box(svg, x0, y0, x1, y1, draw_hex_name, &avoid);
}

/* The middle of a piece's edges. */
static void figure_svg_label_point(const placement_t *piece, double *x, double *y)
{
    *x = *y = 0;
    for (unsigned j = 0; j < piece->size; j++) {
        double ax, ay, bx, by;
        edge_segment(piece->edges[j], &ax, &ay, &bx, &by);
        *x += (ax + bx) / (2.0 * piece->size);
        *y += (ay + by) / (2.0 * piece->size);
    }
}

/* Dark text on a light colour, white on a dark one. */
static const char *text_on(const char *fill)
{
    unsigned r = 0, g = 0, b = 0;
    if (sscanf(fill, "#%02x%02x%02x", &r, &g, &b) != 3)
        return "#222222";
    return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#222222" : "#ffffff";
}

/* A piece's line colour, as its style gives it. */
static const char *piece_colour(const figure_svg_t *figure, size_t i)
{
    figure_style_t style = figure->styles ? figure->styles[i] : FIGURE_STYLE_PALETTE;
    return style == FIGURE_STYLE_PALETTE ? palette[(size_t)figure->pieces[i].piece % PALETTE]
           : style == FIGURE_STYLE_WHITE ? "#ffffff"
                                         : "#222222";
}

static void draw_badge(svg_t *svg, const figure_svg_t *figure, size_t i, const figure_badge_t *b)
{
    char letter[2];
    const char *name = piece_name(figure, &figure->pieces[i], letter);
    const char *fill = piece_colour(figure, i);
    /* Longer names (C06, or a custom piece's) get a wider badge and smaller type. */
    size_t length = strlen(name) > 4 ? 4 : strlen(name);
    svg_circle(svg, b->x, b->y, b->r, fill, "#222222", 0.05);
    svg_text(svg, b->x, b->y, length <= 1 ? 0.45 : 0.34, text_on(fill), true, name);
}

void figure_svg_pieces(svg_t *svg, const figure_svg_t *figure)
{
    for (size_t i = 0; i < figure->count; i++) {
        const placement_t *p = &figure->pieces[i];
        bool white = figure->styles && figure->styles[i] == FIGURE_STYLE_WHITE;
        for (unsigned j = 0; j < p->size; j++) {
            double ax, ay, bx, by;
            edge_segment(p->edges[j], &ax, &ay, &bx, &by);
            if (white)
                svg_line(svg, ax, ay, bx, by, "#222222", 0.34);
            svg_line(svg, ax, ay, bx, by, piece_colour(figure, i), white ? 0.2 : 0.26);
        }
    }
    figure_badge_t *badges = figure_svg_badges(figure);
    svg_class_begin(svg, "badges");
    for (size_t i = 0; i < figure->count; i++) {
        figure_badge_t at = {0, 0, badge_radius(1)};
        if (badges != NULL)
            at = badges[i];
        else
            figure_svg_label_point(&figure->pieces[i], &at.x, &at.y);
        draw_badge(svg, figure, i, &at);
    }
    svg_group_end(svg);
    free(badges);
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
