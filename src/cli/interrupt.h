/* SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGPIPE, handled alike.
 *
 * main owns the run's one interrupt_t, which its signal handler reaches
 * (the one piece of global state: a handler has no other way in), and
 * hands it to the command.  A command that can stop cleanly says so
 * (interrupt_poll: solve, whose watcher turns the signal into the
 * search's stop and which then prints what it found, but replaces no file
 * of -o: args.h); any other command ends at once, and so does every
 * command at SIGPIPE.  Ending at once, as at a second signal, removes the
 * temporary file of -o, if there is one.  In both cases twigs dies of the
 * signal in the end (exit status 128 + the signal in a shell: 130, 143,
 * 129, 131, 141), so that a shell running it in a loop stops too.
 */
#ifndef TWIGS_CLI_INTERRUPT_H
#define TWIGS_CLI_INTERRUPT_H

#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>

/* The longest temporary file name the handler can remove. */
#define INTERRUPT_PATH_MAX 4096

/* Lock-free atomics: a handler may use them, and so may the threads that
 * poll them. */
typedef struct {
    atomic_int signal;        /* the first caught; 0: none */
    atomic_int polled;        /* the command stops by itself */
    atomic_int has_temporary; /* temporary names a file to remove */
    char temporary[INTERRUPT_PATH_MAX];
} interrupt_t;

/* The signal caught, or 0. */
int interrupt_signal(const interrupt_t *interrupt);

/* Installs handler for the five signals, unless the signal was ignored
 * when twigs started (a background job, nohup): it stays ignored. */
void interrupt_install(void (*handler)(int));

/* What the handler does with the run's interrupt_t: note the signal; end
 * at once unless the command stops by itself and this is the first. */
void interrupt_catch(interrupt_t *interrupt, int signal);

/* The command stops by itself once interrupted (polls `signal`). */
void interrupt_poll(interrupt_t *interrupt);

/* The file to remove when ending at once, or none (NULL).  Names too long
 * to hold are not removed. */
void interrupt_guard(interrupt_t *interrupt, const char *temporary);

/* The five signals held back (a temporary file is being made or
 * dropped, and must be named or gone when the handler runs), and let
 * through again. */
void interrupt_hold(sigset_t *held);
void interrupt_release(const sigset_t *held);

/* Dies of the signal caught, if any (returns only when none was). */
void interrupt_end(const interrupt_t *interrupt);

#endif
