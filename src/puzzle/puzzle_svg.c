#include "puzzle/puzzle_svg.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "puzzle/puzzle_about.h"
#include "twig/figure_svg.h"

#define CAPTION_SIZE 0.6
/* A caption's character is about this wide, in type sizes. */
#define CHARACTER_WIDTH 0.55

typedef struct {
    double x0, y0, x1, y1;
    bool empty;
} box_t;

static void box_add_edges(box_t *box, const edge_t *edges, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        vertex_t ends[2];
        lattice_edge_ends(edges[i], ends);
        for (int k = 0; k < 2; k++) {
            double x, y;
            lattice_vertex_point(ends[k], &x, &y);
            if (box->empty || x < box->x0)
                box->x0 = x;
            if (box->empty || x > box->x1)
                box->x1 = x;
            if (box->empty || y < box->y0)
                box->y0 = y;
            if (box->empty || y > box->y1)
                box->y1 = y;
            box->empty = false;
        }
    }
}

static int compare_edges(const void *a, const void *b)
{
    return lattice_edge_compare(*(const edge_t *)a, *(const edge_t *)b);
}

/* The edges, sorted, each once, in a malloc'd array (NULL when out of
 * memory); *count is how many. */
static edge_t *distinct_edges(const edge_t *edges, size_t *count)
{
    edge_t *sorted = malloc((*count + 1) * sizeof *sorted);
    if (sorted == NULL)
        return NULL;
    if (*count > 0) {
        memcpy(sorted, edges, *count * sizeof *sorted);
        qsort(sorted, *count, sizeof *sorted, compare_edges);
    }
    size_t n = 0;
    for (size_t i = 0; i < *count; i++)
        if (n == 0 || compare_edges(&sorted[i], &sorted[n - 1]) != 0)
            sorted[n++] = sorted[i];
    *count = n;
    return sorted;
}

/* Draws the edges; those in `skip` (sorted, may be NULL) are left out: a
 * spare edge that is required is drawn as required. */
static void draw_edges(svg_t *svg, const edge_t *edges, size_t count, bool dashed,
                       const edge_t *skip, size_t skip_count)
{
    for (size_t i = 0; i < count; i++) {
        if (skip != NULL && bsearch(&edges[i], skip, skip_count, sizeof *skip, compare_edges))
            continue;
        vertex_t ends[2];
        double ax, ay, bx, by;
        lattice_edge_ends(edges[i], ends);
        lattice_vertex_point(ends[0], &ax, &ay);
        lattice_vertex_point(ends[1], &bx, &by);
        if (dashed)
            svg_dashed_line(svg, ax, ay, bx, by, "#8c8c8c", 0.08);
        else
            svg_line(svg, ax, ay, bx, by, "#555555", 0.14);
    }
}

/* The region, in a group of class "region": hexagons, spare edges,
 * edges to cover; with `grid`, each hexagon's name. */
static void draw_region(svg_t *svg, const puzzle_t *puzzle, const cover_puzzle_t *problem,
                        const box_t *box, bool grid)
{
    svg_class_begin(svg, "region");
    figure_svg_grid(svg, box->x0, box->y0, box->x1, box->y1);
    for (size_t i = 0; i < puzzle->hex_count; i++)
        figure_svg_hexagon(svg, puzzle->hexes[i], "#e3ebf3", 1.0);
    size_t required_count = problem->required_count, spare_count = problem->spare_count;
    edge_t *required = distinct_edges(problem->required, &required_count);
    edge_t *spare = distinct_edges(problem->spare, &spare_count);
    if (required != NULL && spare != NULL) {
        draw_edges(svg, spare, spare_count, true, required, required_count);
        draw_edges(svg, required, required_count, false, NULL, 0);
    }
    free(required);
    free(spare);
    if (grid)
        figure_svg_grid_names(svg, box->x0, box->y0, box->x1, box->y1, NULL, 0, NULL, 0);
    svg_group_end(svg);
}

/* The pieces, one figure each, with the caption of those that have
 * copies. */
typedef struct {
    placement_t *pieces;
    figure_svg_t *figures;
    char (*captions)[32];
    double cell_w, cell_h;
} piece_figures_t;

static bool piece_figures_make(piece_figures_t *f, const piece_set_t *set)
{
    f->pieces = calloc(set->count + 1, sizeof *f->pieces);
    f->figures = calloc(set->count + 1, sizeof *f->figures);
    f->captions = calloc(set->count + 1, sizeof *f->captions);
    f->cell_w = f->cell_h = 1;
    if (f->pieces == NULL || f->figures == NULL || f->captions == NULL)
        return false;
    for (size_t t = 0; t < set->count; t++) {
        f->pieces[t] = placement_make((int)t, set->types[t].edges, set->types[t].size);
        if (set->types[t].copies > 1)
            snprintf(f->captions[t], sizeof f->captions[t], "%u copies", set->types[t].copies);
        f->figures[t] = (figure_svg_t){&f->pieces[t], 1, NULL,
                                       f->captions[t][0] ? f->captions[t] : NULL, set,
                                       FIGURE_MARK_NONE};
        double x0, y0, x1, y1;
        figure_svg_bounds(&f->figures[t], &x0, &y0, &x1, &y1);
        f->cell_w = fmax(f->cell_w, x1 - x0);
        f->cell_h = fmax(f->cell_h, y1 - y0 + 0.8);
    }
    return true;
}

static void piece_figures_free(piece_figures_t *f)
{
    free(f->pieces);
    free(f->figures);
    free(f->captions);
}

static void draw_pieces(svg_t *svg, const piece_figures_t *f, size_t count, size_t columns,
                        double left, double top)
{
    svg_class_begin(svg, "pieces");
    for (size_t i = 0; i < count; i++) {
        double x0, y0, x1, y1;
        figure_svg_bounds(&f->figures[i], &x0, &y0, &x1, &y1);
        double dx = left + f->cell_w * (double)(i % columns) + (f->cell_w - (x1 - x0)) / 2 - x0;
        double dy = top + f->cell_h * (double)(i / columns) - y0;
        svg_group_begin(svg, dx, dy, 1.0);
        figure_svg_pieces(svg, &f->figures[i]);
        svg_group_end(svg);
        /* On one line under the row, whatever each piece's height. */
        if (f->figures[i].caption != NULL)
            svg_text(svg, left + f->cell_w * ((double)(i % columns) + 0.5),
                     top + f->cell_h * (double)(i / columns + 1) - 0.4, 0.4, "#333333", false,
                     f->figures[i].caption);
    }
    svg_group_end(svg);
}

/* "hexagon-7: cover 30 edges (7 hexagons); W U R T H X", and when the
 * pieces cannot match the region, by how much. */
static bool write_caption(const puzzle_t *puzzle, char *buf, size_t size)
{
    char goal[160], pieces[256];
    if (!puzzle_about_goal(puzzle, goal, sizeof goal))
        return false;
    puzzle_about_pieces(puzzle, pieces, sizeof pieces);
    int n = snprintf(buf, size, "%s: %s; %s", puzzle->name, goal, pieces);
    cover_puzzle_t problem;
    edge_t *required;
    if (puzzle->kind != PUZZLE_COVER || n < 0 || (size_t)n >= size)
        return true;
    if (!puzzle_cover_problem(puzzle, &problem, &required))
        return false;
    cover_puzzle_sizes_t sizes;
    if (!cover_puzzle_sizes_fit(&problem, &sizes) && sizes.required != SIZE_MAX)
        snprintf(buf + n, size - (size_t)n, " (their %zu edges cannot match the region: no "
                 "solution)", sizes.piece_edges);
    free(required);
    return sizes.required != SIZE_MAX;
}

bool puzzle_svg_draw(const puzzle_t *puzzle, bool grid, FILE *out)
{
    char caption[480];
    cover_puzzle_t problem;
    edge_t *required = NULL;
    piece_figures_t f = {NULL, NULL, NULL, 1, 1};
    bool cover = puzzle->kind == PUZZLE_COVER;
    bool ok = write_caption(puzzle, caption, sizeof caption) &&
              piece_figures_make(&f, &puzzle->pieces) &&
              (!cover || puzzle_cover_problem(puzzle, &problem, &required));
    if (!ok) {
        piece_figures_free(&f);
        return false;
    }
    box_t region = {0, 0, 0, 0, true};
    if (cover) {
        box_add_edges(&region, problem.required, problem.required_count);
        box_add_edges(&region, problem.spare, problem.spare_count);
    }
    double region_w = region.empty ? 0 : region.x1 - region.x0 + 2.4;
    double region_h = region.empty ? 0 : region.y1 - region.y0 + 2.4;
    size_t count = puzzle->pieces.count;
    size_t columns = (size_t)fmax(6, floor(region_w / f.cell_w));
    columns = columns > count ? count : columns;
    size_t rows = (count + columns - 1) / columns;
    double width = fmax(fmax(region_w, f.cell_w * (double)columns),
                        CAPTION_SIZE * CHARACTER_WIDTH * (double)strlen(caption) + 1.0);
    double height = region_h + 1.2 + f.cell_h * (double)rows;
    svg_t svg;
    svg_begin(&svg, out, 0, 0, width, height, fmin(1600.0, 50.0 * width));
    if (cover) {
        svg_group_begin(&svg, (width - region_w) / 2 - region.x0 + 1.2, 1.2 - region.y0, 1.0);
        /* The faint grid round the region, inside the room kept for it. */
        box_t grid_box = {region.x0 - 0.6, region.y0 - 0.6, region.x1 + 0.6, region.y1 + 0.6,
                          false};
        draw_region(&svg, puzzle, &problem, &grid_box, grid);
        svg_group_end(&svg);
    }
    svg_text(&svg, width / 2, region_h + 0.5, CAPTION_SIZE, "#333333", false, caption);
    draw_pieces(&svg, &f, count, columns, (width - f.cell_w * (double)columns) / 2,
                region_h + 1.2);
    svg_end(&svg);
    piece_figures_free(&f);
    free(required);
    return true;
}
