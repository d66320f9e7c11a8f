/* twigs: solve polytwig puzzles; check and score hex-game positions.
 *
 * main finds the command and parses its options with getopt_long, whose
 * state is global: this file alone touches it.  It owns the run's
 * interrupt (interrupt.h), which its signal handler reaches, and checks
 * at the end that standard output was written. */
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/args.h"
#include "cli/command.h"
#include "cli/interrupt.h"
#include "cli/output.h"
#include "cli/spelling.h"
#include "config.h"
#include "io/utf8.h"

/* The one piece of global state: a signal handler has no other way in. */
static interrupt_t interrupt;

static void on_signal(int signal) { interrupt_catch(&interrupt, signal); }

static int help_run(const command_args_t *args);

static const command_option_t help_options[] = {{0}};

static const command_t command_help = {
    "help",
    "  twigs help [COMMAND]\n",
    "Prints how to use twigs, or one of its commands.\n",
    help_options,
    help_run,
};

static const command_t *const commands[] = {
    &command_solve,  &command_merge,   &command_check, &command_render,
    &command_pieces, &command_puzzles, &command_help,
};
#define COMMAND_COUNT (sizeof commands / sizeof commands[0])

static void print_usage(FILE *out)
{
    fputs("Usage:\n", out);
    for (size_t i = 0; i < COMMAND_COUNT; i++)
        fputs(commands[i]->usage, out);
    fputs("  twigs --help | --version\n"
          "\n"
          "PUZZLE is triangle, hexes15, maximum, ring, tree, a puzzle file (YAML), or the\n"
          "name of one that twigs puzzles lists.\n"
          "FILE may be - for standard input.  Exit status: 0 done, 1 no solution or a\n"
          "position that breaks the rules, 2 bad usage, unreadable input or output that\n"
          "cannot be written; 128 + the signal after SIGINT (130), SIGTERM (143),\n"
          "SIGHUP (129), SIGQUIT (131) or SIGPIPE (141).\n"
          "Every command takes -h or --help; -- ends its options.\n",
          out);
}

static const command_t *command_find(const char *name)
{
    for (size_t i = 0; i < COMMAND_COUNT; i++)
        if (strcmp(name, commands[i]->name) == 0) {
            assert(command_sane(commands[i]));
            return commands[i];
        }
    return NULL;
}

/* The command (or, with `options`, --help or --version) nearest to a
 * mistyped name, or NULL. */
static const char *nearest_command(const char *name, bool options)
{
    const char *names[COMMAND_COUNT + 2];
    for (size_t i = 0; i < COMMAND_COUNT; i++)
        names[i] = commands[i]->name;
    names[COMMAND_COUNT] = "--help";
    names[COMMAND_COUNT + 1] = "--version";
    return spelling_nearest(name, names, COMMAND_COUNT + (options ? 2 : 0));
}

static int help_run(const command_args_t *args)
{
    if (args->operand_count > 1)
        return args_usage_error("help", "one command at a time");
    if (args->operand_count == 0) {
        print_usage(stdout);
        return 0;
    }
    const command_t *command = command_find(args->operands[0]);
    const char *nearest = command == NULL ? nearest_command(args->operands[0], false) : NULL;
    if (nearest != NULL)
        return args_usage_error("help", "unknown command '%s'; did you mean '%s'?",
                                args->operands[0], nearest);
    if (command == NULL)
        return args_usage_error("help", "unknown command '%s'", args->operands[0]);
    command_print_help(command, stdout);
    return 0;
}

/* ---- Options ---- */

/* What getopt_long returns for the long-only option i of a table. */
#define LONG_ONLY 256

/* getopt_long's two tables for a command: its options, and -h/--help. */
typedef struct {
    char shorts[2 * COMMAND_OPTIONS_MAX + 4];
    struct option longs[COMMAND_OPTIONS_MAX + 2];
} option_tables_t;

static void option_tables_build(const command_t *command, option_tables_t *t)
{
    /* "-": operands come back in order (as options of code 1), whatever
     * POSIXLY_CORRECT says; ":": a missing value is told from an unknown
     * option. */
    size_t s = 0, l = 0;
    t->shorts[s++] = '-';
    t->shorts[s++] = ':';
    t->shorts[s++] = 'h';
    for (int i = 0; i < COMMAND_OPTIONS_MAX; i++) {
        const command_option_t *o = &command->options[i];
        if (!o->letter && !o->name)
            break;
        if (o->letter) {
            t->shorts[s++] = o->letter;
            if (o->value)
                t->shorts[s++] = ':';
        }
        if (o->name)
            t->longs[l++] = (struct option){o->name, o->value ? required_argument : no_argument,
                                            NULL, o->letter ? o->letter : LONG_ONLY + i};
    }
    t->shorts[s] = '\0';
    t->longs[l++] = (struct option){"help", no_argument, NULL, 'h'};
    t->longs[l] = (struct option){NULL, 0, NULL, 0};
}

/* The index in the command's table of what getopt_long returned, or -1. */
static int option_index(const command_t *command, int code)
{
    if (code >= LONG_ONLY)
        return code - LONG_ONLY;
    for (int i = 0; command->options[i].letter || command->options[i].name; i++)
        if (command->options[i].letter == code)
            return i;
    return -1;
}

/* The long option of the command's nearest to `--word` (with what
 * follows '=' left out), or NULL. */
static const char *nearest_option(const command_t *command, const char *word)
{
    const char *names[COMMAND_OPTIONS_MAX + 1];
    size_t count = 0;
    for (const command_option_t *o = command->options; o->letter || o->name; o++)
        if (o->name != NULL)
            names[count++] = o->name;
    names[count++] = "help";
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)strcspn(word, "="), word);
    return spelling_nearest(name, names, count);
}

/* getopt_long's '?': an unknown option, or a long one given a value it
 * does not take; a long option is always the whole argument before
 * optind. */
static int unknown_option(const command_t *command, char **argv)
{
    if (optopt != 0 && optopt != 'h' && option_index(command, optopt) < 0)
        return args_usage_error(command->name, "unknown option '-%c'", optopt);
    const char *given = argv[optind - 1];
    const char *nearest =
        strncmp(given, "--", 2) == 0 && strchr(given, '=') == NULL ? nearest_option(command, given + 2)
                                                                     : NULL;
    if (nearest != NULL)
        return args_usage_error(command->name, "unknown option '%s'; did you mean '--%s'?", given,
                                nearest);
    return args_usage_error(command->name, "unknown option '%s'", given);
}

/* The value of the option getopt_long returned.  twigs has always read
 * -o=FILE as -o FILE, as --format=yaml is --format yaml. */
static const char *attached_value(char **argv)
{
    if (optarg != NULL && optarg[0] == '=' && optarg == argv[optind - 1] + 2)
        return optarg + 1;
    return optarg;
}

/* Sorts argv (argv[0]: the command's name) into options and operands;
 * returns -1 to run the command, else the exit status. */
static int parse_args(const command_t *command, int argc, char **argv, command_given_t *options,
                      char **operands, command_args_t *args)
{
    option_tables_t tables;
    option_tables_build(command, &tables);
    *args = (command_args_t){options, 0, operands, 0, &interrupt};
    optind = 0; /* glibc: a new scan, its state reset */
    opterr = 0; /* the messages are ours: "twigs COMMAND: ..." */
    int code;
    while ((code = getopt_long(argc, argv, tables.shorts, tables.longs, NULL)) != -1) {
        if (code == 1) {
            operands[args->operand_count++] = optarg;
        } else if (code == 'h') {
            command_print_help(command, stdout);
            return 0;
        } else if (code == '?') {
            return unknown_option(command, argv);
        } else if (code == ':') {
            options[args->option_count++] = (command_given_t){option_index(command, optopt), NULL};
        } else {
            options[args->option_count++] =
                (command_given_t){option_index(command, code), attached_value(argv)};
        }
    }
    /* What follows "--". */
    while (optind < argc)
        operands[args->operand_count++] = argv[optind++];
    return -1;
}

static int command_main(const command_t *command, int argc, char **argv)
{
    command_given_t *options = malloc((size_t)argc * sizeof *options);
    char **operands = malloc((size_t)argc * sizeof *operands);
    int status = 2;
    if (options == NULL || operands == NULL) {
        fprintf(stderr, "twigs %s: out of memory\n", command->name);
    } else {
        command_args_t args;
        status = parse_args(command, argc, argv, options, operands, &args);
        if (status < 0)
            status = command->run(&args);
    }
    free(options);
    free(operands);
    return status;
}

/* Says that `name` is no command, and which is nearest, if one is. */
static void unknown_command(const char *name)
{
    const char *nearest = nearest_command(name, true);
    fputs("twigs: unknown command '", stderr);
    utf8_print_escaped(stderr, name);
    fputc('\'', stderr);
    if (nearest != NULL)
        fprintf(stderr, "; did you mean '%s'?", nearest);
    fputs("\nTry 'twigs --help' for the commands.\n", stderr);
}

/* Runs the command line; *name is the command's, once known. */
static int run(int argc, char **argv, const char **name)
{
    if (argc < 2) {
        print_usage(stderr);
        return 2;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        print_usage(stdout);
        return 0;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("%s\n", PACKAGE_STRING);
        return 0;
    }
    const command_t *command = command_find(argv[1]);
    if (command == NULL) {
        unknown_command(argv[1]);
        return 2;
    }
    *name = command->name;
    return command_main(command, argc - 1, argv + 1);
}

/* A standard descriptor closed when twigs starts is opened on /dev/null,
 * so that no file twigs opens takes its number (standard output's writes
 * would go into it); standard output is opened read-only, so that its
 * writes still fail. */
static void standard_descriptors_fill(void)
{
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) >= 0 || errno != EBADF)
            continue;
        int opened = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
        if (opened >= 0 && opened != fd) {
            dup2(opened, fd);
            close(opened);
        }
    }
}

/* Standard output is flushed and closed at the end, as coreutils'
 * close_stdout does: a command's output may still wait in its buffer, and
 * a failed write must not pass for done. */
static int standard_output_close(const char *name, int status)
{
    int reason;
    if (stream_close(stdout, &reason))
        return status;
    fprintf(stderr, "twigs%s%s: cannot write standard output: %s\n", name ? " " : "",
            name ? name : "", reason != 0 ? strerror(reason) : "a write failed");
    return 2;
}

int main(int argc, char **argv)
{
    standard_descriptors_fill();
    interrupt_install(on_signal);
    const char *name = NULL;
    int status = run(argc, argv, &name);
    status = standard_output_close(name, status);
    interrupt_end(&interrupt);
    return status;
}
