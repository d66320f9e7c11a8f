/* The commands of the twigs program.  Each declares itself in one entry
 * (tmux's cmd_entry is the model): its name, its usage, the table of its
 * options and the function that runs it.  main parses the command line
 * with getopt_long against the table (`--` ends the options, and -h or
 * --help prints the command's help) and hands the command what it found.
 */
#ifndef TWIGS_CLI_COMMAND_H
#define TWIGS_CLI_COMMAND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "cli/interrupt.h"

/* One option: -o, --format, or both spellings of one option. */
typedef struct {
    char letter;       /* 'o' for -o; 0: none */
    const char *name;  /* "format" for --format; NULL: none */
    const char *value; /* the value's name in the help ("FILE"); NULL: it takes none */
    const char *help;  /* what it does, in a few words */
} command_option_t;

/* What the command line gave a command.  Options are in the order given,
 * each with its index in the command's table; an option whose value is
 * missing at the end of the line has value NULL.  Operands are in order
 * too ("-" is one). */
typedef struct {
    int index;
    const char *value;
} command_given_t;

typedef struct {
    const command_given_t *options;
    size_t option_count;
    char *const *operands;
    size_t operand_count;
    interrupt_t *interrupt; /* the run's signals (main's) */
} command_args_t;

typedef struct {
    const char *name;
    const char *usage;   /* its lines of the program's usage: "  twigs NAME ...\n" */
    const char *about;   /* what it does, for its help */
    const command_option_t *options; /* ended by an entry of zeros */
    /* Returns the exit status (docs/check.md, "Exit statuses"). */
    int (*run)(const command_args_t *args);
} command_t;

extern const command_t command_solve, command_merge, command_check, command_render,
    command_pieces, command_puzzles;

/* The most options a command has (-h and --help aside). */
#define COMMAND_OPTIONS_MAX 16

/* The command's help for -h and --help: usage, what it does, options. */
void command_print_help(const command_t *command, FILE *out);

/* Whether the entry is whole: a name, usage, about and run, at most
 * COMMAND_OPTIONS_MAX options (main's option tables hold no more), each
 * with a spelling and a help, -h and --help left to main. */
bool command_sane(const command_t *command);

#endif
