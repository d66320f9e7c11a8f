/* twigs puzzles: the puzzles twigs knows by name, built in and in its
 * folders of puzzle files, each with its goal, its region's size, its
 * pieces and what a short search finds out: the count, or the best value
 * proven. */
#include <stdlib.h>
#include <string.h>

#include "cli/args.h"
#include "cli/command.h"
#include "cli/output.h"
#include "cli/puzzle_path.h"
#include "cli/solve.h"
#include "puzzle/puzzle_about.h"
#include "puzzle/puzzle_file.h"

enum { OPT_NAMES, OPT_TIME_LIMIT, OPT_FORMAT, OPT_OUTPUT };

/* A search this short is what "cheap" means here: the counts of most
 * puzzles of puzzles/ take less (the Triangle 0.03 s); those that take
 * longer are left to solve. */
#define PUZZLES_TIME_LIMIT 0.25

static const command_option_t option_table[] = {
    [OPT_NAMES] = {0, "names", NULL, "print the names alone, one a line"},
    [OPT_TIME_LIMIT] = {0, "time-limit", "SEC",
                        "search each puzzle SEC seconds at most (default 0.25; 0: none)"},
    [OPT_FORMAT] = {0, "format", "text|yaml|json", "the output's format (default: text)"},
    [OPT_OUTPUT] = {'o', NULL, "FILE", "write to FILE, replaced only when puzzles succeeds"},
    {0},
};

static int cmd_puzzles(const command_args_t *args);

const command_t command_puzzles = {
    .name = "puzzles",
    .usage =
        "  twigs puzzles [NAME...] [--names] [--time-limit SEC] [--format text|yaml|json]\n"
        "                [-o FILE]\n",
    .about =
        "Lists the puzzles that solve takes by name (or those NAMEs): the built-in ones,\n"
        "then the puzzle files of the folders it reads (solve --help names them), each\n"
        "with its goal, its region, its pieces, and its count or best value when a\n"
        "search of at most SEC seconds finds it all.  Exit status: 0 done, 2 bad usage,\n"
        "an unknown NAME or output that cannot be written.\n",
    .options = option_table,
    .run = cmd_puzzles,
};

typedef struct {
    bool names;
    double time_limit;
    const char *format;
    const char *output;
} puzzles_request_t;

static int parse_request(const command_args_t *args, puzzles_request_t *req)
{
    *req = (puzzles_request_t){false, PUZZLES_TIME_LIMIT, "text", NULL};
    for (size_t i = 0; i < args->option_count; i++) {
        const char *value = args->options[i].value;
        int status = 0;
        switch (args->options[i].index) {
        case OPT_NAMES:
            req->names = true;
            break;
        case OPT_TIME_LIMIT:
            status = args_seconds("puzzles", "--time-limit", value, true, &req->time_limit);
            break;
        case OPT_FORMAT:
            status = args_format("puzzles", value, "text|yaml|json", &req->format);
            break;
        default:
            if (value == NULL)
                status = args_usage_error("puzzles", "-o needs a file name");
            req->output = value;
            break;
        }
        if (status != 0)
            return status;
    }
    return 0;
}

/* A file named like a built-in puzzle is never what solve reads by that
 * name. */
static bool is_builtin(const char *name)
{
    for (size_t i = 0; puzzle_builtin_names[i] != NULL; i++)
        if (strcmp(name, puzzle_builtin_names[i]) == 0)
            return true;
    return false;
}

/* What a search of the puzzle found, as a mapping: solutions (a complete
 * count) or best (a proven best value); nothing when it found neither in
 * time. */
static bool add_known(ynode_t *entry, const puzzle_t *puzzle, const puzzles_request_t *req,
                      interrupt_t *interrupt)
{
    if (req->time_limit == 0)
        return true;
    solve_request_t solve;
    solve_request_init(&solve);
    solve.mode = SOLVE_COUNT;
    solve.time_limit = req->time_limit;
    solve.interrupt = interrupt;
    summary_t summary;
    if (!solve_known(&solve, puzzle, &summary))
        return false;
    if (summary.kind == SUMMARY_COUNT && summary.complete)
        return ymap_add_int(entry, "solutions", summary.solutions);
    if (summary.kind == SUMMARY_BEST && summary.proven)
        return ymap_add_int(entry, "best", summary.value);
    return true;
}

/* The puzzle's entry: name, where it comes from, goal, pieces, and what
 * is known; NULL when out of memory. */
static ynode_t *puzzle_entry(const char *name, const char *path, const puzzles_request_t *req,
                             interrupt_t *interrupt)
{
    ynode_t *entry = ynode_new_mapping(false);
    ymap_add_string(entry, "name", name);
    if (path != NULL)
        ymap_add_string(entry, "file", path);
    else
        ymap_add_bool(entry, "builtin", true);
    puzzle_t puzzle;
    bool read = path != NULL ? puzzle_file_load(path, &puzzle, NULL) : puzzle_builtin(name, &puzzle);
    if (!read) {
        ymap_add_string(entry, "error", "it cannot be read: 'twigs solve FILE' says why");
        return entry;
    }
    char goal[160], pieces[256];
    bool ok = puzzle_about_goal(&puzzle, goal, sizeof goal);
    puzzle_about_pieces(&puzzle, pieces, sizeof pieces);
    ok = ok && ymap_add_string(entry, "goal", goal) && ymap_add_string(entry, "pieces", pieces) &&
         add_known(entry, &puzzle, req, interrupt);
    puzzle_free(&puzzle);
    if (!ok) {
        ynode_free(entry);
        return NULL;
    }
    return entry;
}

/* One line of text: "triangle: cover 60 edges (15 hexagons); the 12
 * pentatwigs; 56 solutions". */
static void print_entry(FILE *out, const ynode_t *entry, const puzzles_request_t *req)
{
    const ynode_t *error = ymap_get(entry, "error"), *solutions = ymap_get(entry, "solutions");
    const ynode_t *best = ymap_get(entry, "best"), *goal = ymap_get(entry, "goal");
    fprintf(out, "  %s: ", ymap_get(entry, "name")->value);
    if (error != NULL) {
        fprintf(out, "%s\n", error->value);
        return;
    }
    fprintf(out, "%s; %s", goal->value, ymap_get(entry, "pieces")->value);
    if (solutions != NULL && strcmp(solutions->value, "0") == 0)
        fputs("; no solution\n", out);
    else if (solutions != NULL)
        fprintf(out, "; %s solution%s\n", solutions->value,
                strcmp(solutions->value, "1") == 0 ? "" : "s");
    else if (best != NULL)
        fprintf(out, "; best %s, proven\n", best->value);
    else if (req->time_limit > 0)
        fprintf(out, "; not solved within %g s\n", req->time_limit);
    else
        fputc('\n', out);
}

/* Whether the puzzle `name` is listed: all are when no NAME is given. */
static bool wanted(const command_args_t *args, const char *name)
{
    for (size_t i = 0; i < args->operand_count; i++)
        if (strcmp(args->operands[i], name) == 0)
            return true;
    return args->operand_count == 0;
}

/* The puzzles' list: the built-in ones, then the folders' files. */
static ynode_t *puzzles_list(const command_args_t *args, const puzzle_path_entry_t *files,
                             size_t count, const puzzles_request_t *req)
{
    ynode_t *list = ynode_new_sequence(false);
    bool ok = list != NULL;
    for (size_t i = 0; ok && puzzle_builtin_names[i] != NULL; i++)
        if (wanted(args, puzzle_builtin_names[i]))
            ok = yseq_add(list, puzzle_entry(puzzle_builtin_names[i], NULL, req, args->interrupt));
    for (size_t i = 0; ok && i < count; i++)
        if (!is_builtin(files[i].name) && wanted(args, files[i].name))
            ok = yseq_add(list, puzzle_entry(files[i].name, files[i].path, req, args->interrupt));
    if (!ok) {
        ynode_free(list);
        return NULL;
    }
    return list;
}

/* Whether each NAME given is a puzzle of the list; the first that is not
 * is told as solve tells it. */
static bool names_known(const command_args_t *args, const char *const *folders,
                        const puzzle_path_entry_t *files, size_t count)
{
    for (size_t i = 0; i < args->operand_count; i++) {
        const char *name = args->operands[i];
        bool known = is_builtin(name);
        for (size_t k = 0; !known && k < count; k++)
            known = strcmp(files[k].name, name) == 0;
        if (!known) {
            puzzle_path_explain(stderr, "twigs puzzles", name, folders, puzzle_builtin_names);
            return false;
        }
    }
    return true;
}

/* The text: the built-in puzzles, then each folder's under its name. */
static void print_text(FILE *out, const ynode_t *list, const puzzles_request_t *req)
{
    const char *folder = NULL;
    size_t folder_length = 0;
    if (list->count > 0 && ymap_get(list->children[0], "builtin") != NULL)
        fputs("Built in:\n", out);
    for (size_t i = 0; i < list->count; i++) {
        const ynode_t *file = ymap_get(list->children[i], "file");
        if (file != NULL && (folder == NULL || strncmp(file->value, folder, folder_length) != 0 ||
                             strchr(file->value + folder_length + 1, '/') != NULL)) {
            folder = file->value;
            folder_length = (size_t)(strrchr(folder, '/') - folder);
            fprintf(out, "In %.*s:\n", (int)folder_length, folder);
        }
        print_entry(out, list->children[i], req);
    }
}

static int cmd_puzzles(const command_args_t *args)
{
    puzzles_request_t req;
    int status = parse_request(args, &req);
    if (status != 0)
        return status;
    const char *folders[PUZZLE_PATH_FOLDERS_MAX + 1];
    puzzle_path_folders(folders);
    if (req.names)
        req.time_limit = 0;
    size_t count = 0;
    puzzle_path_entry_t *files = puzzle_path_list(folders, &count);
    if (!names_known(args, folders, files, count)) {
        puzzle_path_list_free(files, count);
        return 2;
    }
    ynode_t *list = puzzles_list(args, files, count, &req);
    puzzle_path_list_free(files, count);
    if (list == NULL) {
        fprintf(stderr, "twigs puzzles: out of memory\n");
        return 2;
    }
    output_t out;
    if (!output_open(&out, req.output, "puzzles", args->interrupt)) {
        ynode_free(list);
        return 2;
    }
    bool ok = true;
    if (req.names) {
        for (size_t i = 0; i < list->count; i++)
            fprintf(out.stream, "%s\n", ymap_get(list->children[i], "name")->value);
    } else if (strcmp(req.format, "text") == 0) {
        print_text(out.stream, list, &req);
    } else {
        ynode_t *root = ynode_new_mapping(false);
        ok = ymap_add(root, "puzzles", list) && ytree_emit_one(out.stream, strcmp(req.format, "json") == 0, root);
        list = NULL;
        ynode_free(root);
    }
    ynode_free(list);
    return output_close(&out, ok) && ok ? 0 : 2;
}
