#include "io/svg.h"

#include <string.h>

#include "io/utf8.h"

/* Text in XML, which takes no control characters and nothing but UTF-8:
 * those are shown as text output shows them (io/utf8.h). */
static void escaped(FILE *out, const char *text)
{
    static const char *const entities[] = {['<'] = "&lt;", ['>'] = "&gt;", ['&'] = "&amp;",
                                           ['"'] = "&quot;"};
    for (size_t size = strlen(text), i = 0, length; i < size; i += length) {
        char escape[UTF8_ESCAPE_MAX];
        const char *shown = utf8_escape_at(text + i, size - i, escape, &length);
        unsigned char c = (unsigned char)text[i];
        if (shown == NULL && c < sizeof entities / sizeof *entities && entities[c] != NULL)
            shown = entities[c];
        if (shown != NULL)
            fputs(shown, out);
        else
            fwrite(text + i, 1, length, out);
    }
}

void svg_begin(svg_t *svg, FILE *out, double x, double y, double w, double h, double width)
{
    svg->out = out;
    double height = w > 0 ? width * h / w : width;
    fprintf(out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
            "viewBox=\"%.3f %.3f %.3f %.3f\">\n",
            width, height, x, y, w, h);
    fprintf(out, "<rect x=\"%.3f\" y=\"%.3f\" width=\"%.3f\" height=\"%.3f\" fill=\"white\"/>\n", x,
            y, w, h);
}

void svg_end(svg_t *svg) { fputs("</svg>\n", svg->out); }

void svg_group_begin(svg_t *svg, double dx, double dy, double scale)
{
    fprintf(svg->out, "<g transform=\"translate(%.3f %.3f) scale(%.4f)\">\n", dx, dy, scale);
}

void svg_group_end(svg_t *svg) { fputs("</g>\n", svg->out); }

void svg_class_begin(svg_t *svg, const char *name)
{
    fprintf(svg->out, "<g class=\"%s\">\n", name);
}

void svg_line(svg_t *svg, double x1, double y1, double x2, double y2, const char *colour,
              double stroke_width)
{
    fprintf(svg->out,
            "<line x1=\"%.3f\" y1=\"%.3f\" x2=\"%.3f\" y2=\"%.3f\" stroke=\"%s\" "
            "stroke-width=\"%.3f\" stroke-linecap=\"round\"/>\n",
            x1, y1, x2, y2, colour, stroke_width);
}

void svg_dashed_line(svg_t *svg, double x1, double y1, double x2, double y2, const char *colour,
                     double stroke_width)
{
    fprintf(svg->out,
            "<line x1=\"%.3f\" y1=\"%.3f\" x2=\"%.3f\" y2=\"%.3f\" stroke=\"%s\" "
            "stroke-width=\"%.3f\" stroke-dasharray=\"%.3f\"/>\n",
            x1, y1, x2, y2, colour, stroke_width, 1.5 * stroke_width);
}

void svg_polygon(svg_t *svg, const double *xs, const double *ys, int n, const char *fill,
                 const char *stroke, double stroke_width, double opacity)
{
    fputs("<polygon points=\"", svg->out);
    for (int i = 0; i < n; i++)
        fprintf(svg->out, "%s%.3f,%.3f", i ? " " : "", xs[i], ys[i]);
    fprintf(svg->out, "\" fill=\"%s\" stroke=\"%s\" stroke-width=\"%.3f\" opacity=\"%.3f\"/>\n",
            fill, stroke, stroke_width, opacity);
}

static void circle(svg_t *svg, double cx, double cy, double r, const char *fill,
                   const char *stroke, double stroke_width, double dash)
{
    fprintf(svg->out,
            "<circle cx=\"%.3f\" cy=\"%.3f\" r=\"%.3f\" fill=\"%s\" stroke=\"%s\" "
            "stroke-width=\"%.3f\"",
            cx, cy, r, fill, stroke, stroke_width);
    if (dash > 0)
        fprintf(svg->out, " stroke-dasharray=\"%.3f\"", dash);
    fputs("/>\n", svg->out);
}

void svg_circle(svg_t *svg, double cx, double cy, double r, const char *fill, const char *stroke,
                double stroke_width)
{
    circle(svg, cx, cy, r, fill, stroke, stroke_width, 0);
}

void svg_dashed_circle(svg_t *svg, double cx, double cy, double r, const char *stroke,
                       double stroke_width)
{
    circle(svg, cx, cy, r, "none", stroke, stroke_width, 2 * stroke_width);
}

void svg_text(svg_t *svg, double x, double y, double size, const char *colour, bool bold,
              const char *text)
{
    fprintf(svg->out,
            "<text x=\"%.3f\" y=\"%.3f\" font-size=\"%.3f\" font-family=\"sans-serif\" "
            "text-anchor=\"middle\" fill=\"%s\"%s>",
            x, y + 0.35 * size, size, colour, bold ? " font-weight=\"bold\"" : "");
    escaped(svg->out, text);
    fputs("</text>\n", svg->out);
}

void svg_comment(svg_t *svg, const char *text)
{
    fputs("<!-- ", svg->out);
    for (; *text; text++)
        fputc(*text == '-' ? '_' : *text, svg->out);
    fputs(" -->\n", svg->out);
}
