/* twigs: solve polytwig puzzles; check and score hex-game positions. */
#include <stdio.h>
#include <string.h>

#include "cli/commands.h"
#include "config.h"

static const char usage[] =
    "Usage:\n"
    "  twigs solve PUZZLE [--count | --all] [--format text|yaml|svg] [-o FILE]\n"
    "                     [--threads N] [--time-limit SEC] [--part K/N]\n"
    "  twigs merge FILE... [--format text|yaml]\n"
    "  twigs check FILE... [--format text|yaml]\n"
    "  twigs render FILE [-o FILE.svg] [--grid]\n"
    "  twigs pieces [--format text|yaml|svg]\n"
    "  twigs --help | --version\n"
    "\n"
    "PUZZLE is triangle, hexes15, maximum, ring, tree, or a puzzle file (YAML).\n"
    "FILE may be - for standard input.  Exit status: 0 done, 1 no solution or a\n"
    "position that breaks the rules, 2 bad usage or unreadable input.\n";

typedef struct {
    const char *name;
    int (*run)(int argc, char **argv);
} command_t;

static const command_t commands[] = {
    {"solve", cmd_solve},   {"merge", cmd_merge},   {"check", cmd_check},
    {"render", cmd_render}, {"pieces", cmd_pieces},
};

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs(usage, stderr);
        return 2;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        fputs(usage, stdout);
        return 0;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("%s\n", PACKAGE_STRING);
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "twigs: unknown command '%s'\n%s", argv[1], usage);
    return 2;
}
