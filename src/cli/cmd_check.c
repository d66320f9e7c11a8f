/* twigs check: checks positions and puzzle solutions, and scores them. */
#include <string.h>

#include "cli/args.h"
#include "cli/command.h"
#include "game/check.h"

enum { OPT_FORMAT };

static const command_option_t option_table[] = {
    [OPT_FORMAT] = {0, "format", "text|yaml", "the reports' format (default: text)"},
    {0},
};

static int cmd_check(const command_args_t *args);

const command_t command_check = {
    "check",
    "  twigs check FILE... [--format text|yaml]\n",
    "Checks each position in the files (FILE may be - for standard input): whether\n"
    "it is legal, every error with its place, and the score.  The errors also go to\n"
    "standard error, one a line as FILE:LINE:COLUMN: message.  Exit status: the\n"
    "worst of 0 legal, 1 breaks the rules, 2 bad usage or unreadable input.\n",
    option_table,
    cmd_check,
};

/* Where the reports go as they come, and the worst exit status so far. */
typedef struct {
    yemitter_t *emitter; /* --format yaml: one stream of all the files' reports */
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
    } else {
        report_print_text(report, stdout);
    }
    /* Editors jump from errors at the start of a line; the report's own
     * come first, so that the two streams keep their order in one file. */
    if (report->diag.count > 0 || report->diag.out_of_memory) {
        fflush(stdout);
        diag_print(&report->diag, stderr);
    }
    int s = report_exit_status(report);
    if (s > out->status)
        out->status = s;
    return true;
}

static int cmd_check(const command_args_t *args)
{
    const char *format = "text";
    int status = args_format_only("check", args, false, &format);
    if (status != 0)
        return status;
    if (args->operand_count == 0)
        return args_usage_error("check", "no file to check (use - for standard input)");
    check_output_t out = {NULL, 0};
    /* One search per puzzle for the claims of every file's solutions. */
    check_memory_t memory = {0};
    bool yaml = strcmp(format, "yaml") == 0;
    if (yaml && (out.emitter = ytree_emit_begin(stdout)) == NULL) {
        fprintf(stderr, "twigs check: out of memory\n");
        return 2;
    }
    for (size_t i = 0; i < args->operand_count; i++)
        check_file_each(args->operands[i], &memory, print_report, &out);
    if (yaml)
        ytree_emit_end(out.emitter);
    return out.status;
}
