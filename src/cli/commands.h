/* The subcommands of the twigs program.  Each takes its own argv (argv[0]
 * is the subcommand's name) and returns the exit status of SPEC §1. */
#ifndef TWIGS_CLI_COMMANDS_H
#define TWIGS_CLI_COMMANDS_H

int cmd_solve(int argc, char **argv);
int cmd_merge(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_render(int argc, char **argv);
int cmd_pieces(int argc, char **argv);

#endif
