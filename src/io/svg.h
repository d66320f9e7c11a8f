/* A few SVG primitives, enough for boards and figures: a document with a
 * view box, lines, polygons, circles and text.  Coordinates are the
 * caller's; the document scales them to `width` pixels. */
#ifndef TWIGS_IO_SVG_H
#define TWIGS_IO_SVG_H

#include <stdbool.h>
#include <stdio.h>

typedef struct {
    FILE *out;
} svg_t;

/* Starts a document showing the box (x, y, w, h), `width` pixels wide, on
 * a white background. */
void svg_begin(svg_t *svg, FILE *out, double x, double y, double w, double h, double width);
void svg_end(svg_t *svg);

/* Groups, for placing several figures in one picture. */
void svg_group_begin(svg_t *svg, double dx, double dy, double scale);
void svg_group_end(svg_t *svg);
/* A group named by its role (class="leaves"), so that programs reading
 * the picture, and its tests, find what it marks; closed by
 * svg_group_end.  `name` is written as it is: letters and '-' only. */
void svg_class_begin(svg_t *svg, const char *name);

void svg_line(svg_t *svg, double x1, double y1, double x2, double y2, const char *colour,
              double stroke_width);
/* A line drawn in dashes. */
void svg_dashed_line(svg_t *svg, double x1, double y1, double x2, double y2, const char *colour,
                     double stroke_width);
/* A closed polygon of n points (xs[i], ys[i]); fill and stroke may be "none". */
void svg_polygon(svg_t *svg, const double *xs, const double *ys, int n, const char *fill,
                 const char *stroke, double stroke_width, double opacity);
void svg_circle(svg_t *svg, double cx, double cy, double r, const char *fill, const char *stroke,
                double stroke_width);
/* An unfilled circle drawn in dashes. */
void svg_dashed_circle(svg_t *svg, double cx, double cy, double r, const char *stroke,
                       double stroke_width);
/* Centred text; the text is escaped. */
void svg_text(svg_t *svg, double x, double y, double size, const char *colour, bool bold,
              const char *text);
/* An XML comment (any "--" in the text is broken up). */
void svg_comment(svg_t *svg, const char *text);

#endif
