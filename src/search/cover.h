/* Exact cover with typed options.
 *
 * A problem has items and options.  Primary items must be covered exactly
 * once, secondary items at most once.  Every option also has a type, and a
 * solution uses each type exactly as many times as the problem says (for
 * polytwig puzzles: items are edges, options are placements, types are
 * pieces).  The search branches, as in Knuth's Algorithm X, on a primary
 * item or an unfinished type, chosen by one of two rules (below).
 *
 * The engine knows nothing of twigs: callers number their items and options
 * and read the chosen option numbers back.
 */
#ifndef TWIGS_SEARCH_COVER_H
#define TWIGS_SEARCH_COVER_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search/corners.h"
#include "search/memo.h"
#include "util/count.h"

typedef struct cover cover_t;

typedef struct {
    uint64_t nodes;     /* options tried */
    count_t solutions;  /* solutions reported to the callback, or counted */
    /* The work done, in units that no machine changes: FEWEST's updates of
     * its sets, FIRST_ITEM's list entries tested. */
    uint64_t cost;
    bool stopped;       /* the callback, the stop flag or a limit ended the search early */
    bool limited;       /* the node or the cost limit did */
    bool failed;        /* out of memory: nothing was searched */
    bool overflow;      /* the count passed COUNT_MAX (util/count.h) */
    /* When a limit ended a FEWEST search: the part of its tree it
     * had done, by Knuth's measure (the children of a branch taken as
     * alike: each done child is its share of its parent's part). */
    double progress;
} cover_stats_t;

/* Called for each solution with its option numbers, in the order chosen.
 * Returns false to stop the search. */
typedef bool (*cover_solution_fn)(void *context, const uint32_t *options, size_t count);

/* A problem with items 0..primary-1 primary and primary..primary+secondary-1
 * secondary, and `types` option types, type t to be used type_uses[t]
 * times.  NULL when out of memory. */
cover_t *cover_create(size_t primary, size_t secondary, size_t types, const unsigned *type_uses);
void cover_destroy(cover_t *cover);

/* Adds an option and returns its number (0, 1, 2, ... in the order added),
 * or -1 when out of memory or an item or the type is out of range. */
long cover_add_option(cover_t *cover, unsigned type, const uint32_t *items, size_t count);

size_t cover_option_count(const cover_t *cover);

/* Takes every option out, and what was set for them (forbidden options,
 * the item graph, the end budget), keeping the memory they took for the
 * options added next: one cover serves problems that differ only in
 * their options (the same items numbered another way, say).  The items,
 * types, rule, stop flag and node limit stay. */
void cover_remove_options(cover_t *cover);

/* About how many bytes a cover of `items` items and `options` options,
 * whose solutions place `uses` options, takes once it has searched: its
 * options' masks and indexes, and the search's arrays (one list of options
 * a level, the largest part when there are many pieces).  For the callers
 * that share their memory between threads, each with a cover of its own. */
size_t cover_bytes_estimate(size_t items, size_t options, size_t uses);

/* Leaves an option out of the search (symmetry breaking, partitioning),
 * or lets every option back in. */
void cover_forbid(cover_t *cover, uint32_t option);
void cover_allow_all(cover_t *cover);

/* Where the search may be stopped from outside (a time limit, another
 * thread): the search polls *stop now and then and returns with
 * stats.stopped set once it is true. */
void cover_set_stop_flag(cover_t *cover, const atomic_bool *stop);

/* A pause: while a search runs, it calls pause(context, &stats) at the
 * times it looks at the stop flag (every so many nodes), once its cost
 * (cover_stats_t) has grown by `every` since the last call, with its
 * statistics so far; it goes on when that returns true and ends, with
 * stats.stopped set, when false.  What the caller does meanwhile (waits
 * for another search, runs one) is its own business: a portfolio of
 * searches takes turns this way (puzzle/portfolio.h).  A NULL pause: none. */
typedef bool (*cover_pause_fn)(void *context, const cover_stats_t *stats);
void cover_set_pause(cover_t *cover, uint64_t every, cover_pause_fn pause, void *context);

/* The pocket test (search/pockets.h): item i meets the items
 * neighbour[start[i] .. start[i + 1] - 1].  Once every option is added:
 * when each option's items hang together in that graph and the options of
 * a type have one size, a branch ends as soon as a part of the uncovered
 * items next to its last option is too small for the types, or of a size
 * their sizes' gcd does not divide.  Otherwise (or when the sizes make
 * every part fillable) the test stays off.  The options of a type are
 * taken to be alike, as a piece's placements are: whether they hang
 * together is asked of each type's first option only.  False when out of
 * memory. */
bool cover_set_item_graph(cover_t *cover, const uint32_t *start, const uint32_t *neighbour);

/* Whether the pocket test is on (cover_set_item_graph). */
bool cover_pockets_on(const cover_t *cover);

/* The end budget (search/corners.h): corner c holds the items
 * member[start[c] .. start[c + 1] - 1], one to three primary items (for
 * polytwigs: the edges meeting at a point).  Once every option is added:
 * when the options of each type end and branch at as many corners as each
 * other, every solution leaves the same number of corners open (each of
 * their items in an option of its own), and a branch ends as soon as more
 * are certainly open; when the pieces' ends allow no solution at all,
 * every search finds none.  False when out of memory. */
bool cover_set_corners(cover_t *cover, size_t count, const uint32_t *start,
                       const uint32_t *member);

/* The same from a budget that corners_build (search/corners.h) made, when
 * it applies (CORNERS_ON), for the cover's options in another order:
 * option k of the cover is option order[k] of the budget's (order NULL:
 * the same).  Cheaper than building it again for each numbering of the
 * items.  False when out of memory. */
bool cover_copy_corners(cover_t *cover, const corners_t *corners, const uint32_t *order);

/* How to choose where to branch.  FEWEST is Knuth's rule: the primary item
 * or type with the fewest options left (the lowest-numbered item among
 * equals); it explores the fewest nodes, and a node costs the options it
 * takes out of the others' sets (search/fewest.c).  FIRST_ITEM takes the
 * lowest-numbered uncovered primary item (types only when every primary
 * item is covered): more nodes, each a few instructions, which wins when the
 * caller numbers the items in a sweep whose rows are short, as polyomino
 * solvers do, and can lose badly when they are long (a parallelogram long
 * across the sweep).  Which to take is puzzle/cover_puzzle.c's business. */
enum cover_branching { COVER_BRANCH_FEWEST, COVER_BRANCH_FIRST_ITEM };
void cover_set_branching(cover_t *cover, enum cover_branching branching);

/* Ends each search after `nodes` options tried (0: no limit), with
 * stats.limited set. */
void cover_set_node_limit(cover_t *cover, uint64_t nodes);

/* Ends each search once its cost (cover_stats_t) reaches `cost` (0: no
 * limit), with stats.limited set.  The cost is looked at every 1,024
 * nodes (and at the node limit), where the node count alone says: a
 * search ends at the same node on every run, up to 1,024 nodes past it. */
void cover_set_cost_limit(cover_t *cover, uint64_t cost);

/* Runs the search, calling on_solution (which may be NULL) for each one. */
cover_stats_t cover_search(cover_t *cover, cover_solution_fn on_solution, void *context);

/* False when no search can find a solution, by what can be seen before
 * the first choice: a primary item that no option covers, or (with the
 * pocket test) a part of the items that the types cannot fill.  A search
 * without a prefix looks at this first; one below a prefix does not, so
 * that the nodes of slices add up to the whole search's, and the caller
 * may look once instead.  True too when out of memory (the search will
 * say so). */
bool cover_may_have_solution(cover_t *cover);

/* The options the last search tried at each depth below its prefix:
 * *depths of them (a profile of where its time went). */
const uint64_t *cover_depth_nodes(const cover_t *cover, size_t *depths);

/* An estimate of the search of the whole problem by the cover's rule,
 * from `paths` random paths down its tree (the same estimate for the same
 * problem and seed): the options it tries, its cost (cover_stats_t's
 * units), and the seconds these take by a model of each rule's time per
 * node and per unit of cost (cover.c); -1 each when out of memory or
 * when the stop flag (cover_set_stop_flag) cut it short.  A cheap way to
 * compare rules and ways of numbering the items. */
typedef struct {
    double nodes, cost, seconds;
} cover_estimate_t;
cover_estimate_t cover_estimate(cover_t *cover, unsigned paths, uint64_t seed);

/* Whether the cover's last estimate went down every branch of the tree
 * (there were paths enough at every node for all its children): then its
 * nodes and cost are the search's own, and more paths give the very same
 * estimate. */
bool cover_estimate_whole(const cover_t *cover);

/* Whether one of the last estimate's paths reached a solution: a whole
 * estimate that reached none proves that the problem has none. */
bool cover_estimate_found(const cover_t *cover);

/* A search's own figures (its stats) as an estimate of itself, with the
 * seconds the model gives them: exact for a search that finished. */
cover_estimate_t cover_estimate_of(const cover_t *cover, const cover_stats_t *stats);

/* Counting with a memo (search/memo.h) of how many completions each state
 * of the search has, so that a state met again costs one lookup instead
 * of its subtree: for problems without secondary items.  A memo for the
 * cover holds keys of cover_memo_key_words words, and stays valid while
 * the options and the forbidden ones stay the same (clear it when they
 * change).  Returns the number of solutions that contain the prefix in
 * stats.solutions, none of them reported; stats.failed when out of
 * memory, stats.overflow (and stopped) when they pass COUNT_MAX; when
 * stopped, the count of the part searched. */
size_t cover_memo_key_words(const cover_t *cover);
cover_stats_t cover_count_below(cover_t *cover, const uint32_t *prefix, size_t count,
                                memo_t *memo);

/* The same below a prefix: the given options are placed first, in order,
 * and the search finds the solutions that contain them (none when they
 * clash).  Disjoint prefixes split a search into independent slices. */
cover_stats_t cover_search_below(cover_t *cover, const uint32_t *prefix, size_t count,
                                 cover_solution_fn on_solution, void *context);

#endif
