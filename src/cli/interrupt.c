#include "cli/interrupt.h"

#include <string.h>
#include <unistd.h>

/* What a handler may touch besides volatile sig_atomic_t. */
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "the interrupt's atomics must be lock-free");

/* The signals that stop twigs, each handled alike: those that end a
 * program by default and that a user, a terminal, a pipe or a batch
 * system sends to stop it. */
static const int stopping[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE};
#define STOPPING_COUNT (sizeof stopping / sizeof stopping[0])

static void stopping_set(sigset_t *set)
{
    sigemptyset(set);
    for (size_t i = 0; i < STOPPING_COUNT; i++)
        sigaddset(set, stopping[i]);
}

void interrupt_install(void (*handler)(int))
{
    for (size_t i = 0; i < STOPPING_COUNT; i++) {
        struct sigaction old, action;
        if (sigaction(stopping[i], NULL, &old) != 0 || old.sa_handler == SIG_IGN)
            continue;
        memset(&action, 0, sizeof action);
        action.sa_handler = handler;
        /* A second signal waits for the first handler to end. */
        stopping_set(&action.sa_mask);
        sigaction(stopping[i], &action, NULL);
    }
}

/* Dies of the signal: its default action, once this handler returns or
 * at once outside one.  Only async-signal-safe calls. */
static void die_of(int signal)
{
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(signal);
    _exit(128 + signal);
}

void interrupt_catch(interrupt_t *interrupt, int signal)
{
    int none = 0;
    bool first = atomic_compare_exchange_strong(&interrupt->signal, &none, signal);
    /* SIGPIPE comes of writing where no one reads any more: printing what
     * was found would only fail, or complain. */
    if (first && atomic_load(&interrupt->polled) && signal != SIGPIPE)
        return;
    if (atomic_load(&interrupt->has_temporary))
        unlink(interrupt->temporary);
    die_of(signal);
}

int interrupt_signal(const interrupt_t *interrupt)
{
    return interrupt != NULL ? atomic_load(&interrupt->signal) : 0;
}

void interrupt_poll(interrupt_t *interrupt)
{
    if (interrupt != NULL)
        atomic_store(&interrupt->polled, 1);
}

void interrupt_guard(interrupt_t *interrupt, const char *temporary)
{
    if (interrupt == NULL)
        return;
    atomic_store(&interrupt->has_temporary, 0);
    if (temporary == NULL || strlen(temporary) >= sizeof interrupt->temporary)
        return;
    strcpy(interrupt->temporary, temporary);
    atomic_store(&interrupt->has_temporary, 1);
}

void interrupt_hold(sigset_t *held)
{
    sigset_t set;
    stopping_set(&set);
    sigprocmask(SIG_BLOCK, &set, held);
}

void interrupt_release(const sigset_t *held) { sigprocmask(SIG_SETMASK, held, NULL); }

void interrupt_end(const interrupt_t *interrupt)
{
    int signal = interrupt_signal(interrupt);
    if (signal != 0)
        die_of(signal);
}
