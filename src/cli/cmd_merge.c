#include <stdio.h>

#include "cli/args.h"
#include "cli/commands.h"

int cmd_merge(int argc, char **argv)
{
    (void)argv;
    if (argc < 2)
        return args_usage_error("merge", "no summaries to merge");
    fprintf(stderr, "twigs merge: this version cannot merge summaries\n");
    return 2;
}
