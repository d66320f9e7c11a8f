/* twigs merge: joins the partial summaries of `solve --part K/N` into the
 * summary of the whole search (puzzle/merge.h says how). */
#include <stdlib.h>
#include <string.h>

#include "cli/args.h"
#include "cli/command.h"
#include "cli/output.h"
#include "cli/solve_output.h"
#include "game/check.h"
#include "puzzle/merge.h"

enum { OPT_FORMAT, OPT_OUTPUT };

static const command_option_t option_table[] = {
    [OPT_FORMAT] = {0, "format", "text|yaml|json", "the output's format (default: text)"},
    [OPT_OUTPUT] = {'o', NULL, "FILE", "write to FILE, replaced only when merge succeeds"},
    {0},
};

static int cmd_merge(const command_args_t *args);

const command_t command_merge = {
    .name = "merge",
    .usage = "  twigs merge [FILE...] [--format text|yaml|json] [-o FILE]\n",
    .about =
        "Joins the summaries that solve --part K/N printed into the summary of the whole\n"
        "search.  A FILE may hold several, each starting with ---; - reads them from\n"
        "standard input (as no FILE does, when it is not a terminal): cat part*.yaml |\n"
        "twigs merge.  Exit status: 0 done, 2 bad usage or input.\n",
    .options = option_table,
    .run = cmd_merge,
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
    const char *format = "text", *output = NULL;
    for (size_t i = 0; i < args->option_count; i++) {
        const char *value = args->options[i].value;
        int status = 0;
        if (args->options[i].index == OPT_FORMAT)
            status = args_format("merge", value, "text|yaml|json", &format);
        else if (value == NULL)
            status = args_usage_error("merge", "-o needs a file name");
        else
            output = value;
        if (status != 0)
            return status;
    }
    char *const *files;
    size_t count;
    int status = args_files("merge", args, "no summaries to merge", &files, &count);
    if (status != 0)
        return status;
    merge_t m;
    merge_init(&m, check_witness, NULL);
    bool ok = true;
    for (size_t i = 0; i < count; i++)
        ok = merge_file(&m, files[i]) && ok;
    summary_t total;
    output_t out;
    ok = ok && merge_result(&m, &total) && output_open(&out, output, "merge", args->interrupt);
    if (ok) {
        bool written = solve_summary_print(&total, format, out.stream);
        if (written && strcmp(format, "text") == 0 && total.witness != NULL)
            fputs("  (--format yaml prints the best witness)\n", out.stream);
        if (!written)
            fprintf(stderr, "twigs merge: out of memory\n");
        ok = output_close(&out, written) && written;
    }
    merge_free(&m);
    return ok ? 0 : 2;
}
