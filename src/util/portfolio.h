/* A portfolio: several searches for one answer (a first solution, or the
 * proof that there is none), each its own way, taking turns, so that the
 * answer comes after about as much work as the best of them needs times
 * the number of searches, not after the worst one's.
 *
 * Each member keeps a clock of its own work: offset + node_weight x nodes
 * + cost_weight x cost (the work past a knee counting more), in units
 * that no machine changes (the weights make a unit about as long for
 * every member; the offset lets the first members go alone at first).
 * The answer is the member's whose answer comes at the lowest clock (the
 * lowest member among equals): since each member's search goes the same
 * way every time, that depends on the searches alone, never on the
 * threads or the timing.  So every member runs until it answers or its
 * clock passes the best answer's.
 *
 * Members are searches that cannot be resumed once they return (they
 * recurse), so they pause instead: a member's search calls
 * portfolio_pause now and then, which returns when it is the member's turn
 * again.  How turns are taken (portfolio_mode_t) changes the time, never
 * the answer.
 */
#ifndef TWIGS_UTIL_PORTFOLIO_H
#define TWIGS_UTIL_PORTFOLIO_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct portfolio portfolio_t;

/* Searches from the start, calling portfolio_pause at its polls and
 * portfolio_answer at its answer (then it ends); a pause that says no
 * ends it too.  Returns false when out of memory. */
typedef bool (*portfolio_run_fn)(void *context, portfolio_t *portfolio, size_t member);

/* Past `knee` units of its own work (0: no knee), a member's work counts
 * `later` times as much: a member that answers early or not at all
 * gives most of the time, once past it, to the others. */
typedef struct {
    portfolio_run_fn run;
    void *context;
    uint64_t node_weight, cost_weight, offset;
    uint64_t knee, later;
} portfolio_member_t;

/* Turns: one member runs at a time, each on a thread of its own (the
 * first on the caller's), until its clock is a turn ahead of the member
 * that is furthest behind, which runs next: a turn is a quantum, or a
 * sixteenth of that member's clock when that is more, so the work is at
 * most the number of members times the best one's, plus a turn each.
 * Parallel: the members run at once, on threads of their own.  Restarts:
 * no thread at all; the first member runs in the caller's thread, and the
 * others, which cannot pause there, are searched again from the start,
 * each time up to the first's clock when it has doubled since their last
 * search (and up to the answer at the end): about three times their work
 * in turns, for builds without threads. */
typedef enum { PORTFOLIO_TURNS, PORTFOLIO_PARALLEL, PORTFOLIO_RESTARTS } portfolio_mode_t;

#define PORTFOLIO_NONE SIZE_MAX

typedef struct {
    size_t winner;  /* the member whose answer it is, or PORTFOLIO_NONE */
    uint64_t clock; /* the winner's clock at its answer */
    bool stopped;   /* the stop flag ended it: an answer then may not be the winner's */
    bool failed;    /* out of memory, or no thread could be made */
} portfolio_result_t;

/* Runs the members (at most PORTFOLIO_MEMBERS_MAX) until the answer is
 * known or *stop (which may be NULL) is set. */
#define PORTFOLIO_MEMBERS_MAX 8
portfolio_result_t portfolio_run(const portfolio_member_t *members, size_t count,
                                 portfolio_mode_t mode, uint64_t quantum,
                                 const atomic_bool *stop);

/* The member's search, at a poll, has tried `nodes` options at `cost`
 * (its counts since it started): whether it goes on.  It may wait for
 * its turn first. */
bool portfolio_pause(portfolio_t *portfolio, size_t member, uint64_t nodes, uint64_t cost);

/* The member has its answer (it holds it) after `nodes` and `cost`; it
 * ends its search then. */
void portfolio_answer(portfolio_t *portfolio, size_t member, uint64_t nodes, uint64_t cost);

#endif
