#include "cli/solve_output.h"

#include <stdarg.h>

#include <stdlib.h>
#include <string.h>

#include "puzzle/puzzle_figure.h"
#include "io/utf8.h"
#include "puzzle/puzzle_file.h"
#include "twig/figure_svg.h"
#include "twig/figure_text.h"
#include "twig/figure.h"

/* ---- Solutions ---- */

bool solve_sink_open(solve_sink_t *sink, const solve_request_t *req, const puzzle_t *puzzle)
{
    memset(sink, 0, sizeof *sink);
    sink->req = req;
    sink->puzzle = puzzle;
    if (!output_open(&sink->out, req->output, "solve", req->interrupt))
        return false;
    bool json = strcmp(req->format, "json") == 0;
    if (json || strcmp(req->format, "yaml") == 0) {
        sink->emitter = ytree_emit_begin_as(sink->out.stream, json);
        return sink->emitter != NULL;
    }
    return true;
}

/* The drawing's key, when the pieces are not drawn with their names. */
static void print_key(FILE *out, const piece_set_t *set, const char *labels)
{
    fputs("  key:", out);
    for (size_t t = 0; t < set->count; t++) {
        fprintf(out, " %c ", labels[t]);
        utf8_print_escaped(out, set->types[t].name);
        fputs(t + 1 < set->count ? "," : "\n", out);
    }
}

static void print_text_solution(FILE *out, const piece_set_t *set, const placement_t *pieces,
                                size_t count, const char *heading)
{
    size_t total = figure_edge_count(pieces, count);
    edge_t *edges = malloc((total + 1) * sizeof *edges);
    char *labels = malloc(total + 1);
    char *type_labels = malloc(set->count + 1);
    if (edges == NULL || labels == NULL || type_labels == NULL) {
        free(edges);
        free(labels);
        free(type_labels);
        return;
    }
    figure_edges(pieces, count, edges);
    bool named = figure_text_labels(set, type_labels);
    for (size_t i = 0, k = 0; i < count; i++)
        for (unsigned j = 0; j < pieces[i].size; j++)
            labels[k++] = type_labels[pieces[i].piece];
    utf8_print_escaped(out, heading);
    fputs("\n\n", out);
    if (!figure_text_print(out, edges, labels, total))
        fputs("  (too large to draw here; use --format svg)\n", out);
    fputc('\n', out);
    if (!named)
        print_key(out, set, type_labels);
    for (size_t i = 0; i < count; i++) {
        fputs("  ", out);
        utf8_print_escaped(out, set->types[pieces[i].piece].name);
        fputc(' ', out);
        for (unsigned j = 0; j < pieces[i].size; j++) {
            char name[LATTICE_NAME_MAX];
            lattice_edge_format(pieces[i].edges[j], name);
            fprintf(out, " %s", name);
        }
        fputc('\n', out);
    }
    free(edges);
    free(labels);
    free(type_labels);
}

/* A scalar of a claim mapping ({value: 20, upper_bound: 20, proven: true}),
 * or NULL. */
static const char *claim_value(const ynode_t *claim, const char *key)
{
    for (size_t i = 0; claim->kind == YNODE_MAPPING && i + 1 < claim->count; i += 2)
        if (strcmp(claim->children[i]->value, key) == 0 &&
            claim->children[i + 1]->kind == YNODE_SCALAR)
            return claim->children[i + 1]->value;
    return NULL;
}

/* What a solution is headed with ("tree: a solution", "triangle: solution
 * 3"), and in a picture, where no claim follows it, the value and
 * whether it is proven: "tree: a solution, value 20, proven". */
static void solution_heading(const solve_sink_t *sink, const ynode_t *claim, char *buf,
                             size_t size)
{
    if (sink->req->mode == SOLVE_ALL)
        snprintf(buf, size, "%s: solution %zu", sink->puzzle->name, sink->printed);
    else
        snprintf(buf, size, "%s: a solution", sink->puzzle->name);
    const char *value = claim != NULL ? claim_value(claim, "value") : NULL;
    if (value == NULL || strcmp(sink->req->format, "svg") != 0)
        return;
    const char *proven = claim_value(claim, "proven"), *bound = claim_value(claim, "upper_bound");
    size_t n = strlen(buf);
    if (proven != NULL && strcmp(proven, "true") == 0)
        snprintf(buf + n, size - n, ", value %s, proven best", value);
    else if (bound != NULL)
        snprintf(buf + n, size - n, ", value %s, not proven (at most %s)", value, bound);
    else
        snprintf(buf + n, size - n, ", value %s, not proven", value);
}

bool solve_sink_add(solve_sink_t *sink, const placement_t *pieces, size_t count,
                    const ynode_t *claim)
{
    placement_t *ordered = malloc((count + 1) * sizeof *ordered);
    if (ordered == NULL)
        return false;
    memcpy(ordered, pieces, count * sizeof *pieces);
    puzzle_listing_order(sink->puzzle, ordered, count);
    sink->printed++;
    bool ok = true;
    if (sink->emitter != NULL) {
        ynode_t *doc = puzzle_file_solution(sink->puzzle, ordered, count);
        if (claim != NULL)
            ymap_add(doc, "claim", ynode_copy(claim));
        ok = ytree_emit_document(sink->emitter, doc);
        ynode_free(doc);
        free(ordered);
    } else if (strcmp(sink->req->format, "text") == 0) {
        char heading[SOLVE_CAPTION_MAX];
        solution_heading(sink, claim, heading, sizeof heading);
        if (sink->printed > 1)
            fputc('\n', sink->out.stream);
        print_text_solution(sink->out.stream, &sink->puzzle->pieces, ordered, count, heading);
        if (claim != NULL) {
            fputs("\n  ", sink->out.stream);
            ynode_print_flow(claim, sink->out.stream);
            fputc('\n', sink->out.stream);
        }
        free(ordered);
    } else {
        /* SVG collects every figure for one page at the end. */
        solve_figure_t *grown = realloc(sink->figures, sink->printed * sizeof *grown);
        if (grown == NULL) {
            free(ordered);
            return false;
        }
        sink->figures = grown;
        solve_figure_t *figure = &sink->figures[sink->printed - 1];
        *figure = (solve_figure_t){ordered, count, {0}};
        solution_heading(sink, claim, figure->caption, sizeof figure->caption);
    }
    return ok;
}

bool solve_sink_take(void *sink, const placement_t *pieces, size_t count)
{
    solve_sink_t *s = sink;
    if (!solve_sink_add(s, pieces, count, NULL))
        s->failed = true;
    return !s->failed && s->req->mode == SOLVE_ALL;
}

void solve_sink_note(solve_sink_t *sink, const char *note)
{
    /* JSON has no comments: its documents hold the fields alone. */
    if (sink->emitter != NULL && !ytree_emit_is_json(sink->emitter))
        fprintf(sink->out.stream, "# %s\n", note);
    else if (strcmp(sink->req->format, "text") == 0)
        fprintf(sink->out.stream, "  %s\n", note);
}

void solve_sink_stopped(solve_sink_t *sink, const char *cause)
{
    char note[128];
    snprintf(note, sizeof note, "%s stopped the search: not every solution was printed", cause);
    solve_sink_note(sink, note);
    fprintf(stderr, "twigs solve: %s\n", note);
}

bool solve_sink_close(solve_sink_t *sink, bool keep)
{
    bool ok = true;
    if (sink->emitter != NULL)
        ok = ytree_emit_end(sink->emitter);
    if (sink->figures != NULL || (strcmp(sink->req->format, "svg") == 0 && keep)) {
        figure_svg_t *figures = calloc(sink->printed + 1, sizeof *figures);
        figure_style_t *styles = calloc(2 * PIECE_COUNT, sizeof *styles);
        for (size_t i = 0; figures != NULL && styles != NULL && i < sink->printed; i++) {
            figures[i] = puzzle_figure(sink->puzzle, sink->figures[i].pieces,
                                       sink->figures[i].count, sink->figures[i].caption, styles);
        }
        if (figures != NULL && keep)
            figure_svg_page(sink->out.stream, figures, sink->printed,
                            sink->printed < 4 ? sink->printed : 4);
        for (size_t i = 0; i < sink->printed && sink->figures != NULL; i++)
            free(sink->figures[i].pieces);
        free(sink->figures);
        free(figures);
        free(styles);
    }
    return output_close(&sink->out, keep) && ok;
}

int solve_sink_finish(solve_sink_t *sink, watch_end_t end, const char *search)
{
    bool found = sink->printed > 0;
    if (found && sink->req->mode == SOLVE_ALL && end != WATCH_FINISHED)
        solve_sink_stopped(sink, watch_cause(end));
    char note[128] = "";
    if (search != NULL)
        snprintf(note, sizeof note, found ? "found by %s" : ": %s shows that there is none",
                 search);
    if (found && search != NULL)
        solve_sink_note(sink, note);
    /* A failed write has said why (output_close, or main). */
    bool closed = solve_sink_close(sink, found && !sink->failed);
    if (closed && sink->failed)
        fprintf(stderr, "twigs solve: out of memory\n");
    if (!closed || sink->failed)
        return 2;
    if (!found)
        solve_none(sink->puzzle, "solution", end, end == WATCH_FINISHED ? note : "");
    return found ? 0 : 1;
}

void solve_puzzle_error(const puzzle_t *puzzle, const char *format, ...)
{
    fputs("twigs solve: ", stderr);
    utf8_print_escaped(stderr, puzzle->name);
    fputs(": ", stderr);
    va_list args;
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
}

void solve_none(const puzzle_t *puzzle, const char *what, watch_end_t end, const char *more)
{
    if (end != WATCH_FINISHED)
        solve_puzzle_error(puzzle, "no %s found %s%s", what, watch_within(end), more);
    else
        solve_puzzle_error(puzzle, "no solution%s", more);
}

/* ---- Summaries ---- */

bool solve_summary_print(const summary_t *summary, const char *format, FILE *out)
{
    if (strcmp(format, "json") != 0)
        return summary_print(summary, strcmp(format, "yaml") == 0, out);
    ynode_t *node = summary_to_ynode(summary);
    bool ok = node != NULL && ytree_emit_one(out, true, node);
    ynode_free(node);
    return ok || (node != NULL && ferror(out));
}

int solve_summary_write(const solve_request_t *req, const puzzle_t *puzzle,
                        const summary_t *summary)
{
    summary_t parted = *summary;
    parted.part = req->part;
    parted.parts = req->parts;
    /* The whole search is its one part. */
    char fingerprint[PUZZLE_FINGERPRINT_SIZE];
    bool printed = puzzle_fingerprint(puzzle, req->parts > 0 ? req->parts : 1, fingerprint);
    parted.fingerprint = fingerprint;
    output_t out;
    if (!output_open(&out, req->output, "solve", req->interrupt))
        return 2;
    printed = printed && solve_summary_print(&parted, req->format, out.stream);
    if (!printed)
        fprintf(stderr, "twigs solve: out of memory\n");
    /* A failed write says why itself (output_close, or main). */
    return output_close(&out, printed) && printed ? 0 : 2;
}
