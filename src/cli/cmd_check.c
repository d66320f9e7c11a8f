/* twigs check: checks positions and puzzle solutions, and scores them. */
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/args.h"
#include "cli/command.h"
#include "cli/output.h"
#include "game/check.h"

enum { OPT_FORMAT, OPT_QUIET, OPT_OUTPUT };

static const command_option_t option_table[] = {
    [OPT_FORMAT] = {0, "format", "text|yaml|json", "the reports' format (default: text)"},
    [OPT_QUIET] = {'q', "quiet", NULL, "print nothing: the exit status alone tells"},
    [OPT_OUTPUT] = {'o', NULL, "FILE", "write the reports to FILE, replaced once all are written"},
    {0},
};

static int cmd_check(const command_args_t *args);

const command_t command_check = {
    .name = "check",
    .usage = "  twigs check [FILE...] [--format text|yaml|json] [-q] [-o FILE]\n",
    .about =
        "Checks each position in the files (FILE may be - for standard input, which is\n"
        "read when no FILE is given and it is not a terminal): whether it is legal,\n"
        "every error with its place, and the score.  The errors also go to standard\n"
        "error, one a line as FILE:LINE:COLUMN: message (unless the reports go to the\n"
        "same terminal).  Exit status: the worst of 0 legal, 1 breaks the rules, 2 bad\n"
        "usage or unreadable input.\n",
    .options = option_table,
    .run = cmd_check,
};

typedef struct {
    const char *format;
    bool quiet;
    const char *output; /* NULL: standard output */
} check_request_t;

/* Where the reports go as they come, and the worst exit status so far. */
typedef struct {
    FILE *stream;        /* NULL: nowhere (--quiet) */
    yemitter_t *emitter; /* --format yaml or json: one stream of all the files' reports */
    bool errors;         /* the errors go to standard error as well */
    int status;
} check_output_t;

static bool print_report(void *context, report_t *report)
{
    check_output_t *out = context;
    if (out->emitter != NULL) {
        ynode_t *node = report_to_ynode(report);
        if (node == NULL) {
            fprintf(stderr, "twigs check: out of memory\n");
            out->status = 2;
        }
        ytree_emit_document(out->emitter, node);
        ynode_free(node);
    } else if (out->stream != NULL) {
        report_print_text(report, out->stream);
    }
    /* Editors jump from errors at the start of a line; the report's own
     * come first, so that the two streams keep their order in one file. */
    if (out->errors && (report->diag.count > 0 || report->diag.out_of_memory)) {
        fflush(out->stream);
        diag_print(&report->diag, stderr);
    }
    int s = report_exit_status(report);
    if (s > out->status)
        out->status = s;
    return true;
}

static int parse_request(const command_args_t *args, check_request_t *req)
{
    *req = (check_request_t){"text", false, NULL};
    for (size_t i = 0; i < args->option_count; i++) {
        const char *value = args->options[i].value;
        int status = 0;
        if (args->options[i].index == OPT_FORMAT)
            status = args_format("check", value, "text|yaml|json", &req->format);
        else if (args->options[i].index == OPT_QUIET)
            req->quiet = true;
        else if (value == NULL)
            status = args_usage_error("check", "-o needs a file name");
        else
            req->output = value;
        if (status != 0)
            return status;
    }
    if (req->quiet && req->output != NULL)
        return args_usage_error("check", "-q prints nothing: it takes no -o");
    return 0;
}

/* Whether standard output and standard error are one terminal: a person
 * reads the reports there, and their errors need not come twice. */
static bool one_terminal(void)
{
    struct stat out, err;
    return isatty(STDOUT_FILENO) && isatty(STDERR_FILENO) && fstat(STDOUT_FILENO, &out) == 0 &&
           fstat(STDERR_FILENO, &err) == 0 && out.st_rdev == err.st_rdev;
}

static int cmd_check(const command_args_t *args)
{
    check_request_t req;
    char *const *files;
    size_t count;
    int status = parse_request(args, &req);
    if (status == 0)
        status = args_files("check", args, "no file to check", &files, &count);
    if (status != 0)
        return status;
    output_t file;
    if (!req.quiet && !output_open(&file, req.output, "check", args->interrupt))
        return 2;
    /* One search per puzzle for the claims of every file's solutions. */
    check_memory_t memory = {0};
    check_output_t out = {req.quiet ? NULL : file.stream, NULL, !req.quiet, 0};
    if (out.stream == stdout && one_terminal())
        out.errors = false;
    bool documents = !req.quiet && strcmp(req.format, "text") != 0;
    if (documents &&
        (out.emitter = ytree_emit_begin_as(out.stream, strcmp(req.format, "json") == 0)) == NULL) {
        fprintf(stderr, "twigs check: out of memory\n");
        output_close(&file, false);
        return 2;
    }
    for (size_t i = 0; i < count; i++)
        check_file_each(files[i], &memory, print_report, &out);
    bool written = true;
    if (documents)
        written = ytree_emit_end(out.emitter);
    if (!req.quiet)
        written = output_close(&file, written) && written;
    return written ? out.status : 2;
}
