/* twigs pieces: the twelve pentatwigs, drawn or listed. */
#include <string.h>

#include "cli/args.h"
#include "cli/command.h"
#include "puzzle/puzzle_file.h"
#include "twig/figure_svg.h"
#include "util/colour.h"
#include "twig/figure_text.h"
#include "twig/figure.h"

enum { OPT_FORMAT };

static const command_option_t option_table[] = {
    [OPT_FORMAT] = {0, "format", "text|yaml|svg", "the output's format (default: text)"},
    {0},
};

static int cmd_pieces(const command_args_t *args);

const command_t command_pieces = {
    "pieces",
    "  twigs pieces [--format text|yaml|svg]\n",
    "Shows the twelve pentatwigs with their letters, ends and orientations.  Exit\n"
    "status: 0 done, 2 bad usage.\n",
    option_table,
    cmd_pieces,
};

/* The number of piece ends: vertices where exactly one edge of it ends. */
static int piece_ends(const placement_t *p)
{
    int ends = 0;
    for (int i = 0; i < PIECE_EDGES; i++) {
        vertex_t v[2];
        lattice_edge_ends(p->edges[i], v);
        for (int k = 0; k < 2; k++) {
            int degree = 0;
            for (int j = 0; j < PIECE_EDGES; j++) {
                vertex_t w[2];
                lattice_edge_ends(p->edges[j], w);
                degree += lattice_vertex_equal(v[k], w[0]) + lattice_vertex_equal(v[k], w[1]);
            }
            ends += degree == 1;
        }
    }
    return ends;
}

static placement_t reference(int piece)
{
    placement_t p = {piece, {{0, 0, 0}}};
    piece_reference(piece, p.edges);
    return p;
}

static int orientation_count(int piece)
{
    edge_t o[PIECE_ORIENTATIONS_MAX][PIECE_EDGES];
    return piece_orientations(piece, o);
}

static void print_text(FILE *out)
{
    fputs("The 12 pentatwigs, in their reference orientations:\n", out);
    for (int piece = 0; piece < PIECE_COUNT; piece++) {
        placement_t p = reference(piece);
        int ends = piece_ends(&p);
        fprintf(out, "\n%c  %s, %d ends, %d orientations\n", piece_letter(piece),
                ends == 2 ? "unbranched" : ends == 3 ? "one junction" : "two junctions", ends,
                orientation_count(piece));
        char labels[PIECE_EDGES];
        memset(labels, piece_letter(piece), sizeof labels);
        figure_text_print(out, p.edges, labels, PIECE_EDGES);
        fputs("  edges:", out);
        for (int j = 0; j < PIECE_EDGES; j++)
            fprintf(out, " %s", piece_reference_name(piece, j));
        fputc('\n', out);
    }
}

static bool print_yaml(FILE *out)
{
    ynode_t *root = ynode_new_mapping(false);
    ynode_t *list = ynode_new_sequence(false);
    for (int piece = 0; piece < PIECE_COUNT; piece++) {
        placement_t p = reference(piece);
        ynode_t *entry = puzzle_file_piece(&p, colour_name(COLOUR_WHITE));
        ymap_add_int(entry, "ends", piece_ends(&p));
        ymap_add_int(entry, "orientations", orientation_count(piece));
        yseq_add(list, entry);
    }
    ymap_add(root, "pieces", list);
    yemitter_t *emitter = ytree_emit_begin(out);
    bool ok = ytree_emit_document(emitter, root);
    ok = ytree_emit_end(emitter) && ok;
    ynode_free(root);
    return ok;
}

static void print_svg(FILE *out)
{
    placement_t pieces[PIECE_COUNT];
    figure_svg_t figures[PIECE_COUNT];
    char captions[PIECE_COUNT][32];
    for (int piece = 0; piece < PIECE_COUNT; piece++) {
        pieces[piece] = reference(piece);
        snprintf(captions[piece], sizeof captions[piece], "%c: %d orientations",
                 piece_letter(piece), orientation_count(piece));
        figures[piece] = (figure_svg_t){&pieces[piece], 1, NULL, captions[piece]};
    }
    figure_svg_page(out, figures, PIECE_COUNT, 4);
}

static int cmd_pieces(const command_args_t *args)
{
    const char *format = "text";
    int status = args_format_only("pieces", args, true, &format);
    if (status != 0)
        return status;
    if (args->operand_count > 0)
        return args_usage_error("pieces", "unexpected '%s' (pieces takes no file)",
                                args->operands[0]);
    bool ok = true;
    if (strcmp(format, "yaml") == 0)
        ok = print_yaml(stdout);
    else if (strcmp(format, "svg") == 0)
        print_svg(stdout);
    else
        print_text(stdout);
    return ok && fflush(stdout) == 0 ? 0 : 2;
}
