/* twigs merge: joins the partial summaries of `solve --part K/N` into the
 * summary of the whole search (puzzle/merge.h says how). */
#include <stdlib.h>
#include <string.h>

#include "cli/args.h"
#include "cli/command.h"
#include "game/check.h"
#include "puzzle/merge.h"

enum { OPT_FORMAT };

static const command_option_t option_table[] = {
    [OPT_FORMAT] = {0, "format", "text|yaml", "the output's format (default: text)"},
    {0},
};

static int cmd_merge(const command_args_t *args);

const command_t command_merge = {
    "merge",
    "  twigs merge FILE... [--format text|yaml]\n",
    "Joins the summaries that solve --part K/N printed into the summary of the whole\n"
    "search.  A FILE may hold several, each starting with ---; - reads them from\n"
    "standard input: cat part*.yaml | twigs merge -.  Exit status: 0 done, 2 bad\n"
    "usage or input.\n",
    option_table,
    cmd_merge,
};

static bool merge_file(merge_t *m, const char *path)
{
    diag_t diag;
    diag_init(&diag, path);
    yloader_t *loader = yloader_open_file(path, &diag);
    bool ok = merge_add_file(m, loader, &diag, diag_file_name(path));
    diag_print(&diag, stderr);
    yloader_close(loader);
    diag_free(&diag);
    return ok;
}

static int cmd_merge(const command_args_t *args)
{
    const char *format = "text";
    int status = args_format_only("merge", args, false, &format);
    if (status != 0)
        return status;
    if (args->operand_count == 0)
        return args_usage_error("merge", "no summaries to merge");
    merge_t m;
    merge_init(&m, check_witness, NULL);
    bool ok = true;
    for (size_t i = 0; i < args->operand_count; i++)
        ok = merge_file(&m, args->operands[i]) && ok;
    summary_t total;
    bool yaml = strcmp(format, "yaml") == 0;
    ok = ok && merge_result(&m, &total) && summary_print(&total, yaml, stdout);
    if (ok && !yaml && total.witness != NULL)
        puts("  (--format yaml prints the best witness)");
    merge_free(&m);
    return ok ? 0 : 2;
}
