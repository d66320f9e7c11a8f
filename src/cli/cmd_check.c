#include <string.h>

#include "cli/args.h"
#include "cli/commands.h"
#include "game/check.h"

/* twigs check FILE... [--format text|yaml] */
int cmd_check(int argc, char **argv)
{
    const char *format = "text";
    int files = 0;
    for (int i = 1; i < argc; i++) {
        const char *value;
        if (args_option(argc, argv, &i, "--format", &value)) {
            if (value == NULL || (strcmp(value, "text") != 0 && strcmp(value, "yaml") != 0))
                return args_usage_error("check", "--format takes text or yaml");
            format = value;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return args_usage_error("check", "unknown option '%s'", argv[i]);
        } else {
            files++;
        }
    }
    if (files == 0)
        return args_usage_error("check", "no file to check (use - for standard input)");
    bool yaml = strcmp(format, "yaml") == 0;
    yemitter_t *emitter = yaml ? ytree_emit_begin(stdout) : NULL;
    int status = 0;
    for (int i = 1; i < argc; i++) {
        const char *value;
        if (args_option(argc, argv, &i, "--format", &value) ||
            (argv[i][0] == '-' && argv[i][1] != '\0'))
            continue;
        report_t *reports;
        size_t count = check_file(argv[i], &reports);
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
