#include "util/portfolio.h"

#include <string.h>
#include <threads.h>

typedef enum { MEMBER_WAITING, MEMBER_RUNNING, MEMBER_DONE } member_status_t;

typedef struct {
    portfolio_t *portfolio;
    size_t index;
    member_status_t status; /* waiting: not started (or, with restarts, between searches) */
    uint64_t clock;         /* at its last pause or answer; its offset before it starts */
    /* The member's own: below this clock a pause need not look at the
     * others (in turns, nothing else moves while it runs). */
    uint64_t until;
    uint64_t limit;   /* restarts: where this search of it ends */
    uint64_t searched; /* restarts: the clock its last search reached */
    bool threaded;
    thrd_t thread;
} member_state_t;

struct portfolio {
    const portfolio_member_t *members;
    size_t count;
    portfolio_mode_t mode;
    uint64_t quantum;
    const atomic_bool *stop;
    mtx_t lock;
    cnd_t changed; /* the turn or a member's status changed */
    member_state_t state[PORTFOLIO_MEMBERS_MAX];
    size_t holder; /* turns: whose turn it is (PORTFOLIO_NONE when every member is done) */
    size_t best;   /* the member whose answer comes first so far, or PORTFOLIO_NONE */
    uint64_t best_clock;
    /* In parallel, the others' pauses read the best clock here without
     * the lock: no member below it can have lost. */
    _Atomic uint64_t bound;
    bool failed;
};

static uint64_t saturated_add(uint64_t a, uint64_t b) { return a + b >= a ? a + b : UINT64_MAX; }

static uint64_t saturated_multiply(uint64_t a, uint64_t b)
{
    return b == 0 || a <= UINT64_MAX / b ? a * b : UINT64_MAX;
}

static uint64_t member_clock(const portfolio_member_t *m, uint64_t nodes, uint64_t cost)
{
    uint64_t work = saturated_add(saturated_multiply(nodes, m->node_weight),
                                  saturated_multiply(cost, m->cost_weight));
    if (m->knee > 0 && work > m->knee)
        work = saturated_add(m->knee, saturated_multiply(work - m->knee, m->later));
    return saturated_add(m->offset, work);
}

/* Whether clock a of member i comes before clock b of member j. */
static bool comes_before(uint64_t a, size_t i, uint64_t b, size_t j)
{
    return a < b || (a == b && i < j);
}

/* Whether member m, at `clock`, can no longer answer first. */
static bool beaten(const portfolio_t *pf, size_t m, uint64_t clock)
{
    return pf->best != PORTFOLIO_NONE && comes_before(pf->best_clock, pf->best, clock, m);
}

static bool halted(const portfolio_t *pf)
{
    return pf->failed || (pf->stop != NULL && atomic_load(pf->stop));
}

/* Whether member m ends here: the run is stopped, or the best answer
 * comes before its clock. */
static bool member_ends(const portfolio_t *pf, size_t m)
{
    return halted(pf) || beaten(pf, m, pf->state[m].clock);
}

static uint64_t least(uint64_t a, uint64_t b) { return a < b ? a : b; }

static uint64_t best_bound(const portfolio_t *pf)
{
    return pf->best != PORTFOLIO_NONE ? pf->best_clock : UINT64_MAX;
}

/* ---- Threads ---- */

static void member_end(portfolio_t *pf, size_t m, bool ok);

static int member_main(void *arg)
{
    member_state_t *st = arg;
    portfolio_t *pf = st->portfolio;
    const portfolio_member_t *member = &pf->members[st->index];
    member_end(pf, st->index, member->run(member->context, pf, st->index));
    return 0;
}

/* Starts member m on a thread of its own; false (and the run failed) when
 * none can be made. */
static bool member_start(portfolio_t *pf, size_t m)
{
    member_state_t *st = &pf->state[m];
    st->status = MEMBER_RUNNING;
    st->threaded = thrd_create(&st->thread, member_main, st) == thrd_success;
    if (!st->threaded) {
        st->status = MEMBER_DONE;
        pf->failed = true;
    }
    return st->threaded;
}

/* ---- Turns ---- */

/* The member other than m that is furthest behind and not done, the
 * first among equals; the members not started that have lost, or that a
 * stop finds, are done without starting. */
static size_t turns_next(portfolio_t *pf, size_t m)
{
    size_t next = PORTFOLIO_NONE;
    for (size_t k = 0; k < pf->count; k++) {
        member_state_t *st = &pf->state[k];
        if (k == m || st->status == MEMBER_DONE)
            continue;
        if (st->status == MEMBER_WAITING && member_ends(pf, k)) {
            st->status = MEMBER_DONE;
            continue;
        }
        if (next == PORTFOLIO_NONE || comes_before(st->clock, k, pf->state[next].clock, next))
            next = k;
    }
    return next;
}

/* Gives the turn to member `next`, starting it when it has not started. */
static bool turns_hand(portfolio_t *pf, size_t next)
{
    pf->holder = next;
    cnd_broadcast(&pf->changed);
    return pf->state[next].status != MEMBER_WAITING || member_start(pf, next);
}

/* How far a turn may take a member past the one furthest behind, at
 * `clock`: a quantum, or TURN_GROWTH-th of the clock when that is more.
 * A turn's switch wakes a thread, tens of microseconds on a virtual
 * machine, and another member's search then finds its memory out of the
 * cache: with turns of a millisecond, the 27 hexatwigs' triangle spent
 * 7 % of its time in the kernel switching.  Turns that grow with the
 * clock switch a few hundred times in a search of seconds, and take no
 * member more than a sixteenth past the answer. */
#define TURN_GROWTH 16

static uint64_t turn_length(const portfolio_t *pf, uint64_t clock)
{
    return clock / TURN_GROWTH > pf->quantum ? clock / TURN_GROWTH : pf->quantum;
}

/* Member m's pause, under the lock: it goes on while it is less than a
 * turn ahead of the member furthest behind, and waits for its turn
 * otherwise. */
static bool turns_pause(portfolio_t *pf, size_t m)
{
    member_state_t *st = &pf->state[m];
    for (;;) {
        if (member_ends(pf, m))
            return false;
        size_t next = turns_next(pf, m);
        uint64_t switch_at = UINT64_MAX;
        if (next != PORTFOLIO_NONE) {
            uint64_t behind = pf->state[next].clock;
            switch_at = saturated_add(behind, turn_length(pf, behind));
        }
        if (st->clock < switch_at) {
            st->until = least(switch_at, best_bound(pf));
            return true;
        }
        if (!turns_hand(pf, next))
            return false;
        while (pf->holder != m)
            cnd_wait(&pf->changed, &pf->lock);
    }
}

/* ---- In parallel ---- */

/* Starts the members whose offset the clock has reached, or, when no
 * member runs, the one furthest behind (it may still answer first);
 * sets m's next look at the others. */
static void parallel_start_due(portfolio_t *pf, size_t m, uint64_t clock)
{
    bool running = false;
    size_t behind = PORTFOLIO_NONE;
    for (size_t k = 0; k < pf->count; k++) {
        member_state_t *st = &pf->state[k];
        if (st->status == MEMBER_WAITING && member_ends(pf, k))
            st->status = MEMBER_DONE;
        if (st->status == MEMBER_WAITING && st->clock <= clock && !member_start(pf, k))
            return;
        running |= st->status == MEMBER_RUNNING;
        if (st->status == MEMBER_WAITING &&
            (behind == PORTFOLIO_NONE || comes_before(st->clock, k, pf->state[behind].clock, behind)))
            behind = k;
    }
    if (!running && behind != PORTFOLIO_NONE)
        member_start(pf, behind);
    if (m == PORTFOLIO_NONE)
        return;
    uint64_t until = UINT64_MAX;
    for (size_t k = 0; k < pf->count; k++)
        if (pf->state[k].status == MEMBER_WAITING)
            until = least(until, pf->state[k].clock);
    pf->state[m].until = until;
}

static bool parallel_pause(portfolio_t *pf, size_t m)
{
    if (member_ends(pf, m))
        return false;
    parallel_start_due(pf, m, pf->state[m].clock);
    return !pf->failed;
}

/* ---- Restarts ---- */

/* Searches member m again from the start, until its clock reaches
 * `limit` or it ends. */
static void restart_search(portfolio_t *pf, size_t m, uint64_t limit)
{
    member_state_t *st = &pf->state[m];
    const portfolio_member_t *member = &pf->members[m];
    st->limit = limit;
    st->clock = member->offset;
    st->status = MEMBER_RUNNING;
    if (!member->run(member->context, pf, m))
        pf->failed = true;
    st->searched = st->clock;
    if (st->status == MEMBER_RUNNING)
        st->status = member_ends(pf, m) ? MEMBER_DONE : MEMBER_WAITING;
}

/* When the first member's clock is twice as far past another's offset
 * as that one's last search went, that one is searched again up to it. */
static uint64_t restart_due(const portfolio_t *pf, size_t m)
{
    const member_state_t *st = &pf->state[m];
    uint64_t offset = pf->members[m].offset;
    uint64_t went = st->searched > offset ? st->searched - offset : 0;
    return saturated_add(offset, saturated_multiply(went, 2));
}

static bool restarts_pause(portfolio_t *pf, size_t m)
{
    member_state_t *st = &pf->state[m];
    if (member_ends(pf, m))
        return false;
    if (m != 0)
        return st->clock < st->limit;
    uint64_t until = best_bound(pf);
    for (size_t k = 1; k < pf->count; k++) {
        if (pf->state[k].status == MEMBER_WAITING && restart_due(pf, k) <= st->clock)
            restart_search(pf, k, st->clock);
        if (pf->state[k].status == MEMBER_WAITING)
            until = least(until, restart_due(pf, k));
    }
    st->until = least(until, best_bound(pf));
    return !member_ends(pf, m);
}

/* ---- The members' calls ---- */

bool portfolio_pause(portfolio_t *pf, size_t m, uint64_t nodes, uint64_t cost)
{
    member_state_t *st = &pf->state[m];
    uint64_t clock = member_clock(&pf->members[m], nodes, cost);
    if (clock < st->until &&
        (pf->mode != PORTFOLIO_PARALLEL || clock < atomic_load_explicit(&pf->bound,
                                                                        memory_order_relaxed)))
        return true;
    /* With restarts everything runs in one thread, the members searched
     * again inside the first one's pause: nothing to lock. */
    if (pf->mode == PORTFOLIO_RESTARTS) {
        st->clock = clock;
        return restarts_pause(pf, m);
    }
    mtx_lock(&pf->lock);
    st->clock = clock;
    bool go_on = pf->mode == PORTFOLIO_TURNS ? turns_pause(pf, m) : parallel_pause(pf, m);
    mtx_unlock(&pf->lock);
    return go_on;
}

void portfolio_answer(portfolio_t *pf, size_t m, uint64_t nodes, uint64_t cost)
{
    uint64_t clock = member_clock(&pf->members[m], nodes, cost);
    bool locked = pf->mode != PORTFOLIO_RESTARTS;
    if (locked)
        mtx_lock(&pf->lock);
    pf->state[m].clock = clock;
    if (pf->best == PORTFOLIO_NONE || comes_before(clock, m, pf->best_clock, pf->best)) {
        pf->best = m;
        pf->best_clock = clock;
        atomic_store(&pf->bound, clock);
    }
    pf->state[m].status = MEMBER_DONE;
    if (locked)
        mtx_unlock(&pf->lock);
}

/* A member's search has returned: the turn goes on, or the members that
 * wait for no one are started. */
static void member_end(portfolio_t *pf, size_t m, bool ok)
{
    mtx_lock(&pf->lock);
    pf->state[m].status = MEMBER_DONE;
    pf->failed |= !ok;
    if (pf->mode == PORTFOLIO_TURNS) {
        size_t next;
        while ((next = turns_next(pf, m)) != PORTFOLIO_NONE && !turns_hand(pf, next))
            ;
        if (next == PORTFOLIO_NONE)
            pf->holder = PORTFOLIO_NONE;
    } else {
        parallel_start_due(pf, PORTFOLIO_NONE, 0);
    }
    cnd_broadcast(&pf->changed);
    mtx_unlock(&pf->lock);
}

static bool all_done(const portfolio_t *pf)
{
    for (size_t k = 0; k < pf->count; k++)
        if (pf->state[k].status != MEMBER_DONE)
            return false;
    return true;
}

/* The first member in the caller's thread, the others wherever the mode
 * puts them, until every one is done. */
static void run_threads(portfolio_t *pf)
{
    pf->holder = 0;
    pf->state[0].status = MEMBER_RUNNING;
    const portfolio_member_t *first = &pf->members[0];
    member_end(pf, 0, first->run(first->context, pf, 0));
    mtx_lock(&pf->lock);
    while (!all_done(pf)) {
        /* A stop may find members that never started. */
        if (halted(pf))
            for (size_t k = 0; k < pf->count; k++)
                if (pf->state[k].status == MEMBER_WAITING)
                    pf->state[k].status = MEMBER_DONE;
        if (!all_done(pf))
            cnd_wait(&pf->changed, &pf->lock);
    }
    mtx_unlock(&pf->lock);
    for (size_t k = 0; k < pf->count; k++)
        if (pf->state[k].threaded)
            thrd_join(pf->state[k].thread, NULL);
}

static void run_restarts(portfolio_t *pf)
{
    restart_search(pf, 0, UINT64_MAX);
    pf->state[0].status = MEMBER_DONE;
    for (size_t k = 1; k < pf->count; k++)
        if (pf->state[k].status == MEMBER_WAITING && !member_ends(pf, k))
            restart_search(pf, k, UINT64_MAX);
}

portfolio_result_t portfolio_run(const portfolio_member_t *members, size_t count,
                                 portfolio_mode_t mode, uint64_t quantum,
                                 const atomic_bool *stop)
{
    portfolio_result_t result = {PORTFOLIO_NONE, 0, false, false};
    portfolio_t pf;
    memset(&pf, 0, sizeof pf);
    pf.members = members;
    pf.count = count < PORTFOLIO_MEMBERS_MAX ? count : PORTFOLIO_MEMBERS_MAX;
    pf.mode = mode;
    pf.quantum = quantum;
    pf.stop = stop;
    pf.holder = pf.best = PORTFOLIO_NONE;
    atomic_init(&pf.bound, UINT64_MAX);
    for (size_t k = 0; k < pf.count; k++) {
        pf.state[k].portfolio = &pf;
        pf.state[k].index = k;
        pf.state[k].clock = pf.state[k].searched = members[k].offset;
    }
    bool threads = mode != PORTFOLIO_RESTARTS;
    if (threads && mtx_init(&pf.lock, mtx_plain) != thrd_success) {
        result.failed = true;
        return result;
    }
    if (threads && cnd_init(&pf.changed) != thrd_success) {
        mtx_destroy(&pf.lock);
        result.failed = true;
        return result;
    }
    if (pf.count > 0) {
        if (threads)
            run_threads(&pf);
        else
            run_restarts(&pf);
    }
    if (threads) {
        cnd_destroy(&pf.changed);
        mtx_destroy(&pf.lock);
    }
    result.winner = pf.best;
    result.clock = pf.best_clock;
    result.stopped = stop != NULL && atomic_load(stop);
    result.failed = pf.failed;
    return result;
}
