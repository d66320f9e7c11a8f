#include "game/twigs_draw.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "game/twigs_score.h"
#include "twig/figure_svg.h"

/* A legal figure of 24 pieces spans at most about 210 units; beyond this
 * the page would be mostly empty grid. */
#define DRAW_MAX_SPAN 500.0

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

/* The first drawn piece that takes the figure beyond DRAW_MAX_SPAN, as an
 * index into d, or -1 when the figure fits. */
static long first_too_far(const drawn_pieces_t *d)
{
    double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
    for (size_t i = 0; i < d->count; i++) {
        figure_svg_t one = {&d->pieces[i], 1, NULL, NULL, NULL};
        double a0, b0, a1, b1;
        figure_svg_bounds(&one, &a0, &b0, &a1, &b1);
        x0 = fmin(x0, a0);
        y0 = fmin(y0, b0);
        x1 = fmax(x1, a1);
        y1 = fmax(y1, b1);
        if (x1 - x0 > DRAW_MAX_SPAN || y1 - y0 > DRAW_MAX_SPAN)
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

static void draw_hexagon(svg_t *svg, hexagon_t h, const char *fill)
{
    double xs[CORNER_COUNT], ys[CORNER_COUNT];
    for (int c = 0; c < CORNER_COUNT; c++)
        lattice_vertex_point(lattice_corner(h, (enum corner)c), &xs[c], &ys[c]);
    svg_polygon(svg, xs, ys, CORNER_COUNT, fill, "none", 0, 1.0);
}

/* A label this far from a piece's letter does not touch it. */
#define LABEL_CLEARANCE 0.9

/* How far (x, y) is from the nearest piece letter, which is put in *at. */
static double letter_distance(const drawn_pieces_t *d, double x, double y, double at[2])
{
    double best = INFINITY;
    at[0] = x;
    at[1] = y;
    for (size_t i = 0; i < d->count; i++) {
        double lx, ly;
        figure_svg_label_point(&d->pieces[i], &lx, &ly);
        double dist = hypot(lx - x, ly - y);
        if (dist < best) {
            best = dist;
            at[0] = lx;
            at[1] = ly;
        }
    }
    return best;
}

/* Where an area's size goes: in its hexagon that is clearest of the
 * pieces' letters, the nearest its middle among equals, moved off the
 * nearest letter when it is still too close. */
static void label_place(const area_map_t *map, int32_t area, const double middle[2],
                        const drawn_pieces_t *d, double *x, double *y)
{
    double best_clear = -1, best_far = INFINITY, letter[2] = {0, 0};
    lattice_hex_centre(map->areas[area].first, x, y);
    for (int32_t k = 0; k < map->width * map->height; k++) {
        if (map->cells[k] != area)
            continue;
        double cx, cy, at[2];
        lattice_hex_centre(area_map_hex(map, (size_t)k), &cx, &cy);
        double clear = fmin(letter_distance(d, cx, cy, at), LABEL_CLEARANCE);
        double far = hypot(cx - middle[0], cy - middle[1]);
        if (clear > best_clear || (clear == best_clear && far < best_far)) {
            best_clear = clear;
            best_far = far;
            *x = cx;
            *y = cy;
            letter[0] = at[0];
            letter[1] = at[1];
        }
    }
    if (best_clear < LABEL_CLEARANCE) {
        double dx = *x - letter[0], dy = *y - letter[1], length = hypot(dx, dy);
        if (length < 1e-9) {
            dx = 0;
            dy = length = 1;
        }
        *x += dx / length * (LABEL_CLEARANCE - best_clear);
        *y += dy / length * (LABEL_CLEARANCE - best_clear);
    }
}

static void label_areas(svg_t *svg, const area_map_t *map, const double *sums,
                        const drawn_pieces_t *d)
{
    for (size_t a = 0; a < map->count; a++) {
        double middle[2] = {sums[3 * a] / sums[3 * a + 2], sums[3 * a + 1] / sums[3 * a + 2]};
        double x, y;
        label_place(map, (int32_t)a, middle, d, &x, &y);
        char size[32];
        snprintf(size, sizeof size, "%zu", map->areas[a].hexagons);
        svg_text(svg, x, y, 0.6, area_text[map->areas[a].owner], true, size);
    }
}

static bool shade_areas(svg_t *svg, const twigs_position_t *pos, const drawn_pieces_t *d)
{
    area_map_t map;
    if (twigs_score_areas(pos, &map) != AREA_OK)
        return false;
    double *sums = calloc(3 * map.count + 1, sizeof *sums);
    if (sums == NULL) {
        area_map_free(&map);
        return false;
    }
    for (int32_t k = 0; k < map.width * map.height; k++) {
        int32_t a = map.cells[k];
        if (a < 0)
            continue;
        hexagon_t h = area_map_hex(&map, (size_t)k);
        draw_hexagon(svg, h, area_fill[map.areas[a].owner]);
        double x, y;
        lattice_hex_centre(h, &x, &y);
        sums[3 * a] += x;
        sums[3 * a + 1] += y;
        sums[3 * a + 2] += 1;
    }
    label_areas(svg, &map, sums, d);
    free(sums);
    area_map_free(&map);
    return true;
}

static void write_caption(const report_t *report, char *buf, size_t size)
{
    if (!report_legal(report)) {
        snprintf(buf, size, "not legal: %zu error%s (see twigs check)", report->diag.count,
                 report->diag.count == 1 ? "" : "s");
        return;
    }
    const ynode_t *points = report->score ? ymap_get(report->score, "points") : NULL;
    const ynode_t *white = points ? ymap_get(points, "white") : NULL;
    const ynode_t *black = points ? ymap_get(points, "black") : NULL;
    int n = snprintf(buf, size, "White %s, Black %s", white ? white->value : "?",
                     black ? black->value : "?");
    if (n < 0 || (size_t)n >= size)
        return;
    if (report->winner != NULL)
        snprintf(buf + n, size - (size_t)n, "; finished, %s%s", report->winner,
                 *report->winner == 'd' ? "" : " wins");
    else if (report->to_move != NULL)
        snprintf(buf + n, size - (size_t)n, "; %s to move", report->to_move);
}

bool twigs_draw(const twigs_position_t *pos, const report_t *report, bool grid_names, FILE *out,
                diag_t *diag)
{
    drawn_pieces_t d;
    if (!collect_pieces(pos, &d)) {
        free(d.pieces);
        free(d.styles);
        diag_add(diag, DIAG_INPUT, 0, 0, "out of memory");
        return false;
    }
    figure_svg_t figure = {d.pieces, d.count, d.styles, NULL, pos->set};
    double x0, y0, x1, y1;
    figure_svg_bounds(&figure, &x0, &y0, &x1, &y1);
    long far = first_too_far(&d);
    bool ok = far < 0;
    if (!ok) {
        size_t i = position_index(pos, (size_t)far);
        char self[64];
        twigs_piece_describe(pos, i, self, sizeof self);
        const ynode_t *at = pos->pieces[i].node;
        diag_add(diag, DIAG_INPUT, at->line, at->column,
                 "%s lies too far from the pieces before it: a picture spans at most %.0f units "
                 "each way",
                 self, DRAW_MAX_SPAN);
    }
    if (ok) {
        char caption[160];
        write_caption(report, caption, sizeof caption);
        /* Wide enough for the caption under a small figure. */
        double width = fmax(x1 - x0, CAPTION_SIZE * 0.6 * (double)strlen(caption));
        double left = (x0 + x1 - width) / 2;
        svg_t svg;
        svg_begin(&svg, out, left, y0, width, y1 - y0 + 1.0, fmin(1600.0, 60.0 * width));
        figure_svg_grid(&svg, left, y0, left + width, y1);
        if (report_legal(report) && !shade_areas(&svg, pos, &d))
            svg_comment(&svg, "areas not shaded: too spread out or out of memory");
        if (grid_names)
            figure_svg_grid_names(&svg, left, y0, left + width, y1 - 0.6);
        figure_svg_pieces(&svg, &figure);
        svg_text(&svg, (x0 + x1) / 2, y1 + 0.5, CAPTION_SIZE, "#333333", false, caption);
        svg_end(&svg);
    }
    free(d.pieces);
    free(d.styles);
    return ok;
}
