/* twigs merge: joins the partial summaries of `solve --part K/N` into the
 * summary of the whole search (puzzle/merge.h says how). */
#include <stdlib.h>
#include <string.h>

#include "cli/args.h"
#include "cli/command.h"
#include "game/game.h"
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
    "Joins the summaries that solve --part K/N printed (FILE may be - for standard\n"
    "input) into the summary of the whole search.  Exit status: 0 done, 2 bad usage\n"
    "or input.\n",
    option_table,
    cmd_merge,
};

/* The witness must be a valid solution that measures the part's value, as
 * `twigs check` would find: merge passes on nothing it has not checked. */
static bool check_witness(void *context, const yreader_t *r, const ynode_t *witness,
                          const char *puzzle, long long value)
{
    (void)context;
    report_t report;
    report_init(&report, r->diag->file, 1);
    yreader_t inner = {r->stream, &report.diag};
    game_find("twigs")->check(&inner, witness, &report);
    diag_print(&report.diag, stderr);
    const ynode_t *name = report.puzzle ? ymap_get(report.puzzle, "name") : NULL;
    const ynode_t *measured = report.puzzle ? ymap_get(report.puzzle, "value") : NULL;
    bool ok = false;
    if (report_exit_status(&report) != 0 || name == NULL || strcmp(name->value, puzzle) != 0)
        yread_error(r, witness, DIAG_INPUT, "the witness is not a valid solution of %s", puzzle);
    else if (measured == NULL || strtoll(measured->value, NULL, 10) != value)
        yread_error(r, witness, DIAG_INPUT, "the witness measures %s, not the value %lld",
                    measured ? measured->value : "nothing", value);
    else
        ok = true;
    report_free(&report);
    return ok;
}

static bool merge_file(merge_t *m, const char *path)
{
    diag_t diag;
    diag_init(&diag, path);
    ystream_t stream;
    bool loaded = ystream_load_file(&stream, path, &diag);
    yreader_t reader = {&stream, &diag};
    bool ok = merge_add_stream(m, &reader, loaded, path);
    diag_print(&diag, stderr);
    ystream_free(&stream);
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
