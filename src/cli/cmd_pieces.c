/* twigs pieces: the polytwigs of one order, free or one-sided, drawn or
 * listed (by default the twelve pentatwigs of the game). */
#include <stdlib.h>
#include <string.h>

#include "cli/args.h"
#include "cli/command.h"
#include "cli/output.h"
#include "puzzle/puzzle_file.h"
#include "twig/catalog.h"
#include "twig/figure.h"
#include "twig/figure_svg.h"
#include "twig/figure_text.h"
#include "util/colour.h"

enum { OPT_FORMAT, OPT_ORDER, OPT_ONE_SIDED, OPT_OUTPUT };

static const command_option_t option_table[] = {
    [OPT_FORMAT] = {0, "format", "text|yaml|json|svg", "the output's format (default: text)"},
    [OPT_ORDER] = {0, "order", "N", "the polytwigs of N edges, 1 to 6 (default: 5)"},
    [OPT_ONE_SIDED] = {0, "one-sided", NULL, "each chiral piece and its mirror image apart"},
    [OPT_OUTPUT] = {'o', NULL, "FILE", "write to FILE, replaced only when pieces succeeds"},
    {0},
};

static int cmd_pieces(const command_args_t *args);

const command_t command_pieces = {
    .name = "pieces",
    .usage = "  twigs pieces [--order N] [--one-sided] [--format text|yaml|json|svg] [-o FILE]\n",
    .about =
        "Shows the polytwigs of one order (the twelve pentatwigs of the game unless\n"
        "--order says) with their names, ends and orientations.  Exit status: 0 done,\n"
        "2 bad usage.\n",
    .options = option_table,
    .run = cmd_pieces,
};

typedef struct {
    const char *format;
    unsigned order;
    bool one_sided;
    const char *output; /* NULL: standard output */
} pieces_request_t;

/* How many of the piece's vertices have exactly `degree` of its edges. */
static int vertices_of_degree(const piece_type_t *p, int degree)
{
    int count = 0;
    for (unsigned i = 0; i < p->size; i++) {
        vertex_t v[2];
        lattice_edge_ends(p->edges[i], v);
        for (int k = 0; k < 2; k++) {
            int d = 0;
            bool first = true; /* count each vertex at its first edge only */
            for (unsigned j = 0; j < p->size; j++) {
                vertex_t w[2];
                lattice_edge_ends(p->edges[j], w);
                int here = lattice_vertex_equal(v[k], w[0]) + lattice_vertex_equal(v[k], w[1]);
                first = first && !(here && j < i);
                d += here;
            }
            count += d == degree && first;
        }
    }
    return count;
}

static const char *branching(int junctions, int ends)
{
    static const char *const words[] = {"unbranched", "one junction", "two junctions",
                                        "three junctions"};
    if (junctions == 0 && ends == 0)
        return "closed";
    return junctions < 4 ? words[junctions] : "branched";
}

static unsigned orientation_count(const piece_set_t *set, size_t type)
{
    edge_t o[LATTICE_SYMMETRIES][PIECE_SET_EDGES_MAX];
    return piece_set_orientations(set, type, o);
}

static placement_t placed(const piece_set_t *set, size_t type)
{
    return placement_make((int)type, set->types[type].edges, set->types[type].size);
}

/* The piece's edges as its reference orientation names them (the
 * catalogue's names; a mirror image's, as drawn): the same in every
 * format. */
static void edge_names(const piece_type_t *p, char names[][LATTICE_NAME_MAX])
{
    const catalog_piece_t *named = p->catalog >= 0 ? catalog_at((size_t)p->catalog) : NULL;
    bool as_catalogue = named != NULL && strcmp(named->name, p->name) == 0;
    for (unsigned j = 0; j < p->size; j++) {
        if (as_catalogue)
            snprintf(names[j], LATTICE_NAME_MAX, "%s", named->edges[j]);
        else
            lattice_edge_format(p->edges[j], names[j]);
    }
}

static void print_edge_names(FILE *out, const piece_type_t *p)
{
    char names[PIECE_SET_EDGES_MAX][LATTICE_NAME_MAX];
    edge_names(p, names);
    for (unsigned j = 0; j < p->size; j++)
        fprintf(out, " %s", names[j]);
}

static const char *family_name(unsigned order)
{
    return catalog_family_names[order - 1];
}

static void print_text(FILE *out, const piece_set_t *set, const pieces_request_t *req)
{
    fprintf(out, "The %zu %s%s, in their reference orientations:\n", set->count,
            req->one_sided ? "one-sided " : "", family_name(req->order));
    for (size_t t = 0; t < set->count; t++) {
        const piece_type_t *p = &set->types[t];
        placement_t drawn = placed(set, t);
        int ends = vertices_of_degree(p, 1);
        fprintf(out, "\n%s  %s, %d end%s, %u orientation%s\n", p->name,
                branching(vertices_of_degree(p, 3), ends), ends, ends == 1 ? "" : "s",
                orientation_count(set, t), orientation_count(set, t) == 1 ? "" : "s");
        char labels[PIECE_SET_EDGES_MAX];
        memset(labels, p->name[0], sizeof labels);
        figure_text_print(out, drawn.edges, labels, drawn.size);
        fputs("  edges:", out);
        print_edge_names(out, p);
        fputc('\n', out);
    }
}

/* The pieces as YAML or JSON: each with its name, the edges the text
 * lists, its ends and orientations. */
static bool print_documents(FILE *out, const piece_set_t *set, bool json)
{
    ynode_t *root = ynode_new_mapping(false);
    ynode_t *list = ynode_new_sequence(false);
    for (size_t t = 0; t < set->count; t++) {
        const piece_type_t *p = &set->types[t];
        char names[PIECE_SET_EDGES_MAX][LATTICE_NAME_MAX];
        edge_names(p, names);
        ynode_t *entry = ynode_new_mapping(true);
        ynode_t *edges = ynode_new_sequence(true);
        for (unsigned j = 0; j < p->size; j++)
            yseq_add_string(edges, names[j]);
        ymap_add_string(entry, "colour", colour_name(COLOUR_WHITE));
        ymap_add_string(entry, "piece", p->name);
        ymap_add(entry, "edges", edges);
        ymap_add_int(entry, "ends", vertices_of_degree(p, 1));
        ymap_add_int(entry, "orientations", orientation_count(set, t));
        yseq_add(list, entry);
    }
    bool ok = ymap_add(root, "pieces", list) && ytree_emit_one(out, json, root);
    ynode_free(root);
    return ok;
}

static bool print_svg(FILE *out, const piece_set_t *set)
{
    placement_t *pieces = calloc(set->count + 1, sizeof *pieces);
    figure_svg_t *figures = calloc(set->count + 1, sizeof *figures);
    char (*captions)[48] = calloc(set->count + 1, sizeof *captions);
    bool ok = pieces != NULL && figures != NULL && captions != NULL;
    for (size_t t = 0; ok && t < set->count; t++) {
        pieces[t] = placed(set, t);
        snprintf(captions[t], sizeof captions[t], "%s: %u orientation%s", set->types[t].name,
                 orientation_count(set, t), diag_plural(orientation_count(set, t)));
        figures[t] = (figure_svg_t){&pieces[t], 1, NULL, captions[t], set, FIGURE_MARK_NONE};
    }
    if (ok)
        figure_svg_page(out, figures, set->count, set->count > 16 ? 6 : 4);
    free(pieces);
    free(figures);
    free(captions);
    return ok;
}

static int parse_request(const command_args_t *args, pieces_request_t *req)
{
    *req = (pieces_request_t){"text", 5, false, NULL};
    for (size_t i = 0; i < args->option_count; i++) {
        const char *value = args->options[i].value;
        int status = 0;
        if (args->options[i].index == OPT_FORMAT) {
            status = args_format("pieces", value, "text|yaml|json|svg", &req->format);
        } else if (args->options[i].index == OPT_ONE_SIDED) {
            req->one_sided = true;
        } else if (args->options[i].index == OPT_OUTPUT) {
            if (value == NULL)
                status = args_usage_error("pieces", "-o needs a file name");
            req->output = value;
        } else if (value == NULL || strlen(value) != 1 || value[0] < '1' || value[0] > '6') {
            status = args_usage_error("pieces", "--order takes a number from 1 to 6");
        } else {
            req->order = (unsigned)(value[0] - '0');
        }
        if (status != 0)
            return status;
    }
    if (args->operand_count > 0)
        return args_usage_error("pieces", "unexpected '%s' (pieces takes no file)",
                                args->operands[0]);
    return 0;
}

static int cmd_pieces(const command_args_t *args)
{
    pieces_request_t req;
    int status = parse_request(args, &req);
    if (status != 0)
        return status;
    piece_set_t set;
    piece_set_init(&set);
    output_t out;
    if (piece_set_add_family(&set, req.order, req.one_sided) != PIECE_SET_OK) {
        fprintf(stderr, "twigs pieces: out of memory\n");
        piece_set_free(&set);
        return 2;
    }
    if (!output_open(&out, req.output, "pieces", args->interrupt)) {
        piece_set_free(&set);
        return 2;
    }
    bool ok = true;
    if (strcmp(req.format, "yaml") == 0 || strcmp(req.format, "json") == 0)
        ok = print_documents(out.stream, &set, strcmp(req.format, "json") == 0);
    else if (strcmp(req.format, "svg") == 0)
        ok = print_svg(out.stream, &set);
    else
        print_text(out.stream, &set, &req);
    if (!ok && !ferror(out.stream))
        fprintf(stderr, "twigs pieces: out of memory\n");
    piece_set_free(&set);
    return output_close(&out, ok) && ok ? 0 : 2;
}
