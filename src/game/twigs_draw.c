#include "game/twigs_draw.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "game/twigs_score.h"
#include "twig/figure_svg.h"

/* By the area's owner. */
static const char *const area_fill[COLOUR_COUNT] = {
    [COLOUR_NONE] = "#d6dde6", [COLOUR_WHITE] = "#f2dfa7", [COLOUR_BLACK] = "#8a8a8a"};
static const char *const area_text[COLOUR_COUNT] = {
    [COLOUR_NONE] = "#333333", [COLOUR_WHITE] = "#333333", [COLOUR_BLACK] = "#ffffff"};
#define CAPTION_SIZE 0.5

typedef struct {
    placement_t *pieces;
    figure_style_t *styles;
    size_t count;
} drawn_pieces_t;

static bool collect_pieces(const twigs_position_t *pos, drawn_pieces_t *d)
{
    d->count = 0;
    d->pieces = malloc((pos->piece_count + 1) * sizeof *d->pieces);
    d->styles = malloc((pos->piece_count + 1) * sizeof *d->styles);
    if (d->pieces == NULL || d->styles == NULL)
        return false;
    for (size_t i = 0; i < pos->piece_count; i++) {
        const twigs_piece_t *p = &pos->pieces[i];
        if (p->shape < 0)
            continue;
        d->pieces[d->count] = placement_make(p->shape, pos->edges + p->first, (unsigned)p->count);
        d->styles[d->count++] = p->colour == COLOUR_WHITE ? FIGURE_STYLE_WHITE : FIGURE_STYLE_BLACK;
    }
    return true;
}

/* The first drawn piece that takes the figure beyond TWIGS_DRAW_MAX_SPAN,
 * as an index into d, or -1 when the figure fits. */
static long first_too_far(const drawn_pieces_t *d)
{
    double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
    for (size_t i = 0; i < d->count; i++) {
        figure_svg_t one = {&d->pieces[i], 1, NULL, NULL, NULL, FIGURE_MARK_NONE};
        double a0, b0, a1, b1;
        figure_svg_bounds(&one, &a0, &b0, &a1, &b1);
        x0 = fmin(x0, a0);
        y0 = fmin(y0, b0);
        x1 = fmax(x1, a1);
        y1 = fmax(y1, b1);
        if (x1 - x0 > TWIGS_DRAW_MAX_SPAN || y1 - y0 > TWIGS_DRAW_MAX_SPAN)
            return (long)i;
    }
    return -1;
}

/* The position's index of drawn piece k (pieces that are no pentatwig
 * are not drawn). */
static size_t position_index(const twigs_position_t *pos, size_t k)
{
    size_t i = 0;
    for (size_t drawn = 0; i < pos->piece_count; i++)
        if (pos->pieces[i].shape >= 0 && drawn++ == k)
            break;
    return i;
}


/* An area's size is written in type of this size, bold, unless the area
 * has no room for it; a digit is about 0.6 of the size wide and 0.72
 * high. */
#define LABEL_SIZE 0.6
#define LABEL_HALF_WIDTH 0.3
#define LABEL_HALF_HEIGHT 0.36
/* Half the widest piece line (White's outline). */
#define LINE_HALF_WIDTH 0.17

/* The distance from (px, py) to the box centred at (x, y). */
static double box_distance(double px, double py, double x, double y, double half_w, double half_h)
{
    double dx = fmax(fabs(px - x) - half_w, 0), dy = fmax(fabs(py - y) - half_h, 0);
    return hypot(dx, dy);
}

/* How far a label's box at (x, y) stays from the pieces' lines and
 * badges (negative: it touches one).  A line is sampled along its length,
 * finely enough for boxes of a few tenths. */
static double label_clearance(const drawn_pieces_t *d, const figure_badge_t *badges, double x,
                              double y, double half_w, double half_h)
{
    double clear = INFINITY;
    for (size_t i = 0; i < d->count; i++) {
        double to_badge = box_distance(badges[i].x, badges[i].y, x, y, half_w, half_h);
        clear = fmin(clear, to_badge - badges[i].r);
        /* A connected piece of n edges lies within n of its badge: a far
         * piece is passed by, so that a large position stays quick. */
        if (to_badge > (double)d->pieces[i].size + 1.0)
            continue;
        for (unsigned j = 0; j < d->pieces[i].size; j++) {
            vertex_t ends[2];
            double ax, ay, ex, ey;
            lattice_edge_ends(d->pieces[i].edges[j], ends);
            lattice_vertex_point(ends[0], &ax, &ay);
            lattice_vertex_point(ends[1], &ex, &ey);
            for (int k = 0; k <= 10; k++) {
                double t = k / 10.0;
                clear = fmin(clear, box_distance(ax + t * (ex - ax), ay + t * (ey - ay), x, y,
                                                 half_w, half_h) -
                                        LINE_HALF_WIDTH);
            }
        }
    }
    return clear;
}

/* The best place for a label of `size` in the area: of its hexagons'
 * middles and points partway to their corners and sides, the one whose
 * label stays clearest of the pieces' lines and badges, the nearest the
 * area's middle among equals.  Returns its clearance. */
static double label_spot(const area_map_t *map, int32_t area, const double middle[2],
                         const drawn_pieces_t *d, const figure_badge_t *badges, double half_w,
                         double half_h, double *x, double *y)
{
    static const double reach[] = {0.25, 0.45};
    double best_clear = -INFINITY, best_far = INFINITY;
    lattice_hex_centre(map->areas[area].first, x, y);
    for (int32_t k = 0; k < map->width * map->height; k++) {
        if (map->cells[k] != area)
            continue;
        hexagon_t h = area_map_hex(map, (size_t)k);
        double cx, cy;
        lattice_hex_centre(h, &cx, &cy);
        /* The middle, then towards each corner and each side's middle. */
        for (int c = -1; c < 2 * CORNER_COUNT * 2; c++) {
            double px = cx, py = cy;
            if (c >= 0) {
                double ax, ay, bx, by;
                enum corner one = (enum corner)(c / 2 % CORNER_COUNT);
                lattice_vertex_point(lattice_corner(h, one), &ax, &ay);
                lattice_vertex_point(lattice_corner(h, (enum corner)((one + c % 2) % CORNER_COUNT)),
                                     &bx, &by);
                double r = reach[c / (2 * CORNER_COUNT)];
                px += r * ((ax + bx) / 2 - cx);
                py += r * ((ay + by) / 2 - cy);
            }
            double clear = label_clearance(d, badges, px, py, half_w, half_h);
            double far = hypot(px - middle[0], py - middle[1]);
            if (clear > best_clear + 1e-9 || (clear > best_clear - 1e-9 && far < best_far)) {
                best_clear = clear;
                best_far = far;
                *x = px;
                *y = py;
            }
        }
    }
    return best_clear;
}

/* Where an area's size goes, and in what size of type: the largest of a
 * few that a place in the area leaves clear of lines and badges (a
 * hexagon closed by a piece that carries its letter inside it has little
 * room), the smallest when none does.  *label is the box it takes. */
static double label_place(const area_map_t *map, int32_t area, const double middle[2],
                          const drawn_pieces_t *d, const figure_badge_t *badges, size_t digits,
                          figure_label_t *label)
{
    static const double sizes[] = {LABEL_SIZE, 0.45, 0.34};
    size_t n = sizeof sizes / sizeof *sizes;
    for (size_t i = 0; i < n; i++) {
        double half_w = LABEL_HALF_WIDTH * sizes[i] * (double)digits;
        double half_h = LABEL_HALF_HEIGHT * sizes[i];
        *label = (figure_label_t){0, 0, half_w, half_h};
        if (label_spot(map, area, middle, d, badges, half_w, half_h, &label->x, &label->y) >= 0 ||
            i + 1 == n)
            return sizes[i];
    }
    return sizes[n - 1];
}

/* Writes each area's size; labels[a] is the box it takes. */
static void label_areas(svg_t *svg, const area_map_t *map, const double *sums,
                        const drawn_pieces_t *d, const figure_badge_t *badges,
                        figure_label_t *labels)
{
    for (size_t a = 0; a < map->count; a++) {
        double middle[2] = {sums[3 * a] / sums[3 * a + 2], sums[3 * a + 1] / sums[3 * a + 2]};
        char size[32];
        snprintf(size, sizeof size, "%zu", map->areas[a].hexagons);
        double type = label_place(map, (int32_t)a, middle, d, badges, strlen(size), &labels[a]);
        svg_text(svg, labels[a].x, labels[a].y, type, area_text[map->areas[a].owner], true, size);
    }
}

/* Shades the areas and writes their sizes; *labels (malloc'd, *count of
 * them) are the boxes the sizes take, which the hexagons' names keep
 * clear of. */
static bool shade_areas(svg_t *svg, const twigs_position_t *pos, const drawn_pieces_t *d,
                        const figure_badge_t *badges, figure_label_t **labels, size_t *count)
{
    area_map_t map;
    if (twigs_score_areas(pos, &map) != AREA_OK)
        return false;
    double *sums = calloc(3 * map.count + 1, sizeof *sums);
    *labels = calloc(map.count + 1, sizeof **labels);
    if (sums == NULL || *labels == NULL) {
        free(sums);
        area_map_free(&map);
        return false;
    }
    for (int32_t k = 0; k < map.width * map.height; k++) {
        int32_t a = map.cells[k];
        if (a < 0)
            continue;
        hexagon_t h = area_map_hex(&map, (size_t)k);
        figure_svg_hexagon(svg, h, area_fill[map.areas[a].owner], 1.0);
        double x, y;
        lattice_hex_centre(h, &x, &y);
        sums[3 * a] += x;
        sums[3 * a + 1] += y;
        sums[3 * a + 2] += 1;
    }
    label_areas(svg, &map, sums, d, badges, *labels);
    *count = map.count;
    free(sums);
    area_map_free(&map);
    return true;
}

static void draw_edges(svg_t *svg, const edge_t *edges, size_t count, const char *colour,
                       double width)
{
    for (size_t k = 0; k < count; k++) {
        vertex_t ends[2];
        double x[2], y[2];
        lattice_edge_ends(edges[k], ends);
        lattice_vertex_point(ends[0], &x[0], &y[0]);
        lattice_vertex_point(ends[1], &x[1], &y[1]);
        svg_line(svg, x[0], y[0], x[1], y[1], colour, width);
    }
}

/* Under the pieces: a red band along each piece an error is placed at,
 * and the edges of pieces that are no piece of the set (not drawn as
 * pieces), thin, in their player's colour, so that they are seen. */
static void mark_offending(svg_t *svg, const twigs_position_t *pos, const bool *offending)
{
    svg_class_begin(svg, "offending");
    for (size_t i = 0; i < pos->piece_count; i++) {
        const twigs_piece_t *p = &pos->pieces[i];
        if (offending != NULL && offending[i])
            draw_edges(svg, pos->edges + p->first, p->count, "#e41a1c", 0.45);
        if (p->shape < 0)
            draw_edges(svg, pos->edges + p->first, p->count,
                       p->colour == COLOUR_WHITE ? "#9a9a9a" : "#222222", 0.12);
    }
    svg_group_end(svg);
}

/* The box grows to take in the pieces that are no piece of the set, as
 * far as a picture may span. */
static void bounds_with_unshaped(const twigs_position_t *pos, double *x0, double *y0, double *x1,
                                 double *y1)
{
    for (size_t k = 0; k < pos->edge_count; k++) {
        vertex_t ends[2];
        lattice_edge_ends(pos->edges[k], ends);
        for (int e = 0; e < 2; e++) {
            double x, y;
            lattice_vertex_point(ends[e], &x, &y);
            double a0 = fmin(*x0, x - 1), b0 = fmin(*y0, y - 1);
            double a1 = fmax(*x1, x + 1), b1 = fmax(*y1, y + 1);
            if (a1 - a0 <= TWIGS_DRAW_MAX_SPAN && b1 - b0 <= TWIGS_DRAW_MAX_SPAN) {
                *x0 = a0;
                *y0 = b0;
                *x1 = a1;
                *y1 = b1;
            }
        }
    }
}

/* The picture of a figure that fits, in the box x0..x1, y0..y1. */
static void draw_svg(const twigs_position_t *pos, const twigs_draw_options_t *options,
                     const drawn_pieces_t *d, const figure_svg_t *figure,
                     const figure_badge_t *badges, const double box[4], FILE *out)
{
    double x0 = box[0], y0 = box[1], x1 = box[2], y1 = box[3];
    /* Wide enough for the caption under a small figure. */
    double width = fmax(x1 - x0, CAPTION_SIZE * 0.6 * (double)strlen(options->caption));
    double left = (x0 + x1 - width) / 2;
    svg_t svg;
    svg_begin(&svg, out, left, y0, width, y1 - y0 + 1.0, fmin(1600.0, 60.0 * width));
    figure_svg_grid(&svg, left, y0, left + width, y1);
    figure_label_t *labels = NULL;
    size_t label_count = 0;
    if (options->legal && !shade_areas(&svg, pos, d, badges, &labels, &label_count))
        svg_comment(&svg, "areas not shaded: too spread out or out of memory");
    if (options->grid_names)
        figure_svg_grid_names(&svg, left, y0, left + width, y1 - 0.6, badges, d->count, labels,
                              label_count);
    if (!options->legal)
        mark_offending(&svg, pos, options->offending);
    figure_svg_pieces(&svg, figure);
    svg_text(&svg, (x0 + x1) / 2, y1 + 0.5, CAPTION_SIZE, "#333333", false, options->caption);
    svg_end(&svg);
    free(labels);
}

twigs_draw_status_t twigs_draw(const twigs_position_t *pos, const twigs_draw_options_t *options,
                               FILE *out, size_t *far)
{
    drawn_pieces_t d;
    twigs_draw_status_t status = TWIGS_DRAW_NO_MEMORY;
    if (collect_pieces(pos, &d)) {
        figure_svg_t figure = {d.pieces, d.count, d.styles, NULL, pos->set, FIGURE_MARK_NONE};
        double box[4];
        figure_svg_bounds(&figure, &box[0], &box[1], &box[2], &box[3]);
        bounds_with_unshaped(pos, &box[0], &box[1], &box[2], &box[3]);
        long too_far = first_too_far(&d);
        if (too_far >= 0) {
            *far = position_index(pos, (size_t)too_far);
            status = TWIGS_DRAW_TOO_FAR;
        } else {
            figure_badge_t *badges = figure_svg_badges(&figure);
            if (badges != NULL) {
                draw_svg(pos, options, &d, &figure, badges, box, out);
                status = TWIGS_DRAW_OK;
            }
            free(badges);
        }
    }
    free(d.pieces);
    free(d.styles);
    return status;
}
