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
    "it is legal, every error with its place, and the score.  Exit status: the worst\n"
    "of 0 legal, 1 breaks the rules, 2 bad usage or input.\n",
    option_table,
    cmd_check,
};

static int cmd_check(const command_args_t *args)
{
    const char *format = "text";
    int status = args_format_only("check", args, false, &format);
    if (status != 0)
        return status;
    if (args->operand_count == 0)
        return args_usage_error("check", "no file to check (use - for standard input)");
    bool yaml = strcmp(format, "yaml") == 0;
    yemitter_t *emitter = yaml ? ytree_emit_begin(stdout) : NULL;
    for (size_t i = 0; i < args->operand_count; i++) {
        report_t *reports;
        size_t count = check_file(args->operands[i], &reports);
        if (count == 0) {
            fprintf(stderr, "twigs check: out of memory\n");
            status = 2;
        }
        for (size_t k = 0; k < count; k++) {
            if (yaml) {
                ynode_t *node = report_to_ynode(&reports[k]);
                ytree_emit_document(emitter, node);
                ynode_free(node);
            } else {
                report_print_text(&reports[k], stdout);
            }
            int s = report_exit_status(&reports[k]);
            if (s > status)
                status = s;
        }
        check_reports_free(reports, count);
    }
    if (yaml)
        ytree_emit_end(emitter);
    return status;
}
