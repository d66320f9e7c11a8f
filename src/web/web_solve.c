/* The page's searches, run as `twigs solve` runs them but in the one
 * thread of the page's Web Worker: a cover puzzle's or 15 Hexes' first
 * solution, count or every solution, and the best witness of The Tree,
 * The Ring and The Maximum.  A search may be asked for one part of N
 * (as --part K/N), so that the worker can say how far it has got between
 * parts; the parts' counts add up, and their best values and bounds
 * combine, as `twigs merge` combines them. */
#include <stdlib.h>
#include <string.h>

#include "game/twigs_file.h"
#include "puzzle/optimum.h"
#include "puzzle/puzzle_figure.h"
#include "puzzle/puzzle_file.h"
#include "web/web.h"
#include "web/web_api.h"

#define WEB_MEMO_BYTES ((size_t)64 << 20)

enum { WEB_SOLVE_ONE, WEB_SOLVE_COUNT, WEB_SOLVE_ALL };

#ifdef __EMSCRIPTEN__
/* Each solution as it is found, to the worker, which passes it on. */
EM_JS(void, web_js_solution, (const char *yaml), {
    if (Module.onSolution)
        Module.onSolution(UTF8ToString(yaml));
});
#else
static void web_js_solution(const char *yaml) { (void)yaml; }
#endif

typedef struct {
    const puzzle_t *puzzle;
    int mode;
    uint64_t passed;
    bool failed;
} web_run_t;

/* Hands a solution to the page as the YAML document `solve` prints. */
static bool pass_on(web_run_t *run, const placement_t *pieces, size_t count,
                    const ynode_t *claim)
{
    placement_t *ordered = malloc((count + 1) * sizeof *ordered);
    if (ordered == NULL)
        return false;
    memcpy(ordered, pieces, count * sizeof *pieces);
    puzzle_listing_order(run->puzzle, ordered, count);
    ynode_t *doc = puzzle_file_solution(run->puzzle, ordered, count);
    if (doc != NULL && claim != NULL)
        ymap_add(doc, "claim", ynode_copy(claim));
    char *yaml = doc != NULL ? web_yaml_text(doc) : NULL;
    if (yaml != NULL)
        web_js_solution(yaml);
    free(yaml);
    ynode_free(doc);
    free(ordered);
    run->passed++;
    return yaml != NULL;
}

static bool on_cover(void *context, const placement_t *pieces, size_t count)
{
    web_run_t *run = context;
    run->failed = run->failed || !pass_on(run, pieces, count, NULL);
    return !run->failed && run->mode == WEB_SOLVE_ALL;
}

/* What a count or a list of solutions says at its end. */
static void json_search(json_t **json, count_t solutions, uint64_t nodes, double seconds,
                        bool stopped)
{
    web_json_set(json, "solutions", yjson_count(solutions));
    web_json_set(json, "nodes", yjson_count(nodes));
    web_json_set(json, "seconds", yjson_decimal(seconds));
    web_json_set(json, "complete", json_boolean(!stopped));
}

static void solve_cover(json_t **json, web_run_t *run, unsigned part, unsigned parts)
{
    edge_t *required;
    cover_puzzle_t problem;
    if (!puzzle_cover_problem(run->puzzle, &problem, &required)) {
        run->failed = true;
        return;
    }
    cover_puzzle_options_t options = cover_puzzle_default_options(&problem);
    options.part = part;
    options.parts = parts;
    options.memo_bytes = WEB_MEMO_BYTES;
    options.first = run->mode == WEB_SOLVE_ONE;
    options.pockets = run->mode == WEB_SOLVE_ONE;
    cover_puzzle_stats_t stats = cover_puzzle_solve(
        &problem, &options, run->mode == WEB_SOLVE_COUNT ? NULL : on_cover, run);
    free(required);
    run->failed = run->failed || stats.failed;
    json_search(json, stats.solutions, stats.nodes, stats.seconds, stats.stopped);
}

static void solve_hexes15(json_t **json, web_run_t *run, unsigned part, unsigned parts)
{
    optimum_options_t options = {1, part, parts, NULL, NULL};
    /* As `solve`: a shape other than the triangle, which is only
     * counted. */
    hexes15_stats_t stats =
        optimum_hexes15_listing(&options, run->mode == WEB_SOLVE_COUNT ? NULL : on_cover, run);
    run->failed = run->failed || stats.failed;
    web_json_set(json, "shapes", yjson_count(stats.shapes));
    web_json_set(json, "triangle", yjson_count(stats.triangle));
    json_search(json, stats.solutions, stats.nodes, stats.seconds, stats.stopped);
}

static void solve_best(json_t **json, web_run_t *run, unsigned part, unsigned parts)
{
    optimum_options_t options = {1, part, parts, NULL, NULL};
    optimum_result_t result = puzzle_info(run->puzzle)->best(&options);
    run->failed = run->failed || result.failed;
    web_json_set(json, "value", json_integer(result.value));
    web_json_set(json, "upper_bound", json_integer(result.upper_bound));
    web_json_set(json, "proven", json_boolean(result.proven));
    web_json_set(json, "nodes", yjson_count(result.nodes));
    web_json_set(json, "seconds", yjson_decimal(result.seconds));
    web_json_set(json, "note", web_json_string(result.bound_note));
    web_json_set(json, "complete", json_boolean(!result.stopped));
    if (result.value >= 0 && !run->failed) {
        ynode_t *claim = ynode_new_mapping(true);
        ymap_add_int(claim, "value", result.value);
        ymap_add_int(claim, "upper_bound", result.upper_bound);
        ymap_add_bool(claim, "proven", result.proven);
        ymap_add_int(claim, "nodes", (long long)result.nodes);
        ymap_add_double(claim, "seconds", result.seconds);
        run->failed = claim == NULL ||
                      !pass_on(run, result.witness, result.witness_count, claim);
        ynode_free(claim);
    }
}

/* Searches part `part` of `parts` (0 of 0: the whole) of the puzzle the
 * text describes (a puzzle file, or a built-in puzzle's name), in mode
 * 0 one solution, 1 count, 2 all.  The solutions go to
 * Module.onSolution; the answer is the search's summary, or the
 * puzzle's errors. */
WEB_EXPORT char *web_solve(const char *text, int mode, int part, int parts)
{
    diag_t diag;
    diag_init(&diag, "puzzle.yaml");
    puzzle_t puzzle;
    bool ok = puzzle_builtin(text, &puzzle);
    if (!ok) {
        ystream_t stream;
        bool loaded = ystream_load_string(&stream, "puzzle.yaml", text, strlen(text), &diag);
        yreader_t reader = {&stream, &diag};
        ok = puzzle_file_read_stream(&reader, loaded, &puzzle);
        ystream_free(&stream);
    }
    if (!ok) {
        char *answer = web_errors_only(&diag);
        diag_free(&diag);
        return answer;
    }
    diag_free(&diag);
    json_t *answer = web_json_object();
    web_json_set(&answer, "puzzle", web_json_string(puzzle.name));
    web_json_set(&answer, "part", json_integer(part));
    web_json_set(&answer, "parts", json_integer(parts));
    web_run_t run = {&puzzle, mode, 0, false};
    puzzle_solve_t solve = puzzle_info(&puzzle)->solve;
    bool best = solve == PUZZLE_SOLVE_BEST;
    web_json_set(&answer, "kind", web_json_string(best ? "best" : "solutions"));
    if (best && mode != WEB_SOLVE_ONE)
        web_json_set(&answer, "error",
                     web_json_string("a best witness is searched: counts and lists are for "
                                     "triangle, hexes15 and cover puzzles"));
    else if (best)
        solve_best(&answer, &run, (unsigned)part, (unsigned)parts);
    else if (solve == PUZZLE_SOLVE_ARRANGEMENTS)
        solve_hexes15(&answer, &run, (unsigned)part, (unsigned)parts);
    else
        solve_cover(&answer, &run, (unsigned)part, (unsigned)parts);
    web_json_set(&answer, "passed", yjson_count(run.passed));
    web_json_set(&answer, "failed", json_boolean(run.failed));
    puzzle_free(&puzzle);
    return web_json_finish(answer);
}

/* A solution document drawn as `twigs solve --format svg` draws it,
 * with `caption` under it. */
WEB_EXPORT char *web_solution_svg(const char *text, const char *caption)
{
    diag_t diag;
    diag_init(&diag, "solution.yaml");
    ystream_t stream;
    char *svg = NULL;
    if (ystream_load_string(&stream, "solution.yaml", text, strlen(text), &diag) &&
        stream.count > 0) {
        yreader_t reader = {&stream, &diag};
        twigs_position_t pos;
        twigs_places_t places;
        placement_t *pieces = NULL;
        if (twigs_file_read(&reader, stream.documents[0].root, &pos, &places) && pos.has_puzzle &&
            (pieces = calloc(pos.piece_count + 1, sizeof *pieces)) != NULL) {
            for (size_t i = 0; i < pos.piece_count; i++)
                pieces[i] = placement_make((int)(pos.pieces[i].letter >= 0 ? pos.pieces[i].letter
                                                                     : pos.pieces[i].shape),
                                           pos.edges + pos.pieces[i].first,
                                           (unsigned)pos.pieces[i].count);
            figure_style_t styles[2 * PIECE_COUNT];
            figure_svg_t figure =
                puzzle_figure(&pos.puzzle, pieces, pos.piece_count, caption, styles);
            web_capture_t capture;
            FILE *out = web_capture_begin(&capture);
            if (out != NULL) {
                figure_svg_page(out, &figure, 1, 1);
                svg = web_capture_end(&capture);
            }
        }
        free(pieces);
        twigs_position_free(&pos);
        twigs_places_free(&places);
    }
    ystream_free(&stream);
    diag_free(&diag);
    return svg;
}
