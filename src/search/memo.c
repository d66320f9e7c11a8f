#include "search/memo.h"

#include <stdlib.h>
#include <string.h>

/* Layout.  Entries are key_words + value_words words: the key, then the
 * value, a count_t (util/count.h), in one word while every value stored
 * fits in 64 bits and in two from the first that does not.  Counts pass
 * 64 bits, but rarely, and entries a word longer made the counts that use
 * the memo 5 to 10% slower and their memos a fifth larger (user time of
 * the one-sided polytwigs 1-4 on the trapezoid 5x2 and on the elongated
 * hexagon 3x2-2: 0.33 and 0.17 s against 0.30 and 0.15 s).  Widening
 * forgets the keys held, as a memo may.  A key hashes to a bucket of
 * BUCKET entries, which it may take any of; a bucket's byte of state says
 * which of them are filled (a bit each) and which a full bucket gives up
 * next (the two bits above), so that every entry gets its turn.  A bucket
 * whose stamp is not the memo's is empty: clearing the memo is a new
 * stamp, not a pass over the table.  The table starts small and doubles,
 * up to the size asked for, while it is more than half full: a small
 * search never pays for a large memo. */
enum { BUCKET = 4, FILLED = (1 << BUCKET) - 1, VICTIM_SHIFT = BUCKET, FIRST_BUCKETS = 1024 };

struct memo {
    size_t key_words, value_words, entry_words;
    size_t bytes; /* asked for */
    size_t buckets, most_buckets;
    uint64_t *table;
    uint8_t *state;  /* per bucket */
    uint32_t *stamp; /* per bucket */
    uint32_t now;
    memo_stats_t stats;
};

static size_t bucket_bytes(const memo_t *memo)
{
    return BUCKET * memo->entry_words * sizeof(uint64_t) + sizeof(uint8_t) + sizeof(uint32_t);
}

/* Entries of `value_words` words of value, and as many buckets as the
 * bytes asked for hold at the most (at least one). */
static void memo_shape(memo_t *memo, size_t value_words)
{
    memo->value_words = value_words;
    memo->entry_words = memo->key_words + value_words;
    size_t most = memo->bytes / bucket_bytes(memo);
    memo->most_buckets = most > 0 ? most : 1;
}

/* Tables of `buckets` buckets, all empty; false when out of memory (the
 * old ones are kept). */
static bool memo_allocate(memo_t *memo, size_t buckets)
{
    uint64_t *table = malloc(buckets * BUCKET * memo->entry_words * sizeof *table);
    uint8_t *state = malloc(buckets);
    uint32_t *stamp = calloc(buckets, sizeof *stamp);
    if (table == NULL || state == NULL || stamp == NULL) {
        free(table);
        free(state);
        free(stamp);
        return false;
    }
    free(memo->table);
    free(memo->state);
    free(memo->stamp);
    memo->table = table;
    memo->state = state;
    memo->stamp = stamp;
    memo->buckets = buckets;
    memo->now = 1;
    memo->stats.capacity = buckets * BUCKET;
    memo->stats.entries = 0;
    return true;
}

memo_t *memo_create(size_t key_words, size_t bytes)
{
    memo_t *memo = calloc(1, sizeof *memo);
    if (memo == NULL || key_words == 0)
        return free(memo), NULL;
    memo->key_words = key_words;
    memo->bytes = bytes;
    memo_shape(memo, 1);
    size_t first = memo->most_buckets < FIRST_BUCKETS ? memo->most_buckets : FIRST_BUCKETS;
    if (!memo_allocate(memo, first)) {
        memo_destroy(memo);
        return NULL;
    }
    return memo;
}

void memo_destroy(memo_t *memo)
{
    if (memo == NULL)
        return;
    free(memo->table);
    free(memo->state);
    free(memo->stamp);
    free(memo);
}

void memo_clear(memo_t *memo)
{
    if (++memo->now == 0) { /* the stamps came round: start them again */
        memset(memo->stamp, 0, memo->buckets * sizeof *memo->stamp);
        memo->now = 1;
    }
    memo->stats.entries = 0;
}

/* A multiply-xorshift mix of every word of the key. */
static size_t bucket_of(const memo_t *memo, const uint64_t *key)
{
    uint64_t h = UINT64_C(0x9e3779b97f4a7c15);
    for (size_t w = 0; w < memo->key_words; w++) {
        h ^= key[w];
        h *= UINT64_C(0xbf58476d1ce4e5b9);
        h ^= h >> 31;
    }
    return (size_t)(h % memo->buckets);
}

static uint64_t *entry_at(const memo_t *memo, size_t bucket, size_t slot)
{
    return memo->table + (bucket * BUCKET + slot) * memo->entry_words;
}

/* A bucket's state: nothing filled when its stamp is old. */
static unsigned bucket_state(const memo_t *memo, size_t bucket)
{
    return memo->stamp[bucket] == memo->now ? memo->state[bucket] : 0;
}

bool memo_find(memo_t *memo, const uint64_t *key, count_t *value)
{
    memo->stats.lookups++;
    size_t bucket = bucket_of(memo, key);
    unsigned filled = bucket_state(memo, bucket) & FILLED;
    for (size_t slot = 0; slot < BUCKET; slot++) {
        const uint64_t *e = entry_at(memo, bucket, slot);
        if ((filled >> slot & 1) && memcmp(e, key, memo->key_words * sizeof *key) == 0) {
            *value = e[memo->key_words];
            if (memo->value_words == 2)
                *value |= (count_t)e[memo->key_words + 1] << 64;
            memo->stats.hits++;
            return true;
        }
    }
    return false;
}

/* Twice as many buckets, while the memory allows: the held keys are
 * forgotten (a memo may forget anything, and filling the new table again
 * costs what a search that needs it soon earns back). */
static void memo_grow(memo_t *memo)
{
    size_t buckets = memo->buckets <= memo->most_buckets / 2 ? 2 * memo->buckets
                                                             : memo->most_buckets;
    if (buckets > memo->buckets)
        memo_allocate(memo, buckets);
}

/* Values of two words from now on, in as many buckets as fit (no more
 * than now); false when out of memory, and the memo stays as it was. */
static bool memo_widen(memo_t *memo)
{
    size_t buckets = memo->buckets;
    memo_shape(memo, 2);
    if (buckets > memo->most_buckets)
        buckets = memo->most_buckets;
    if (memo_allocate(memo, buckets))
        return true;
    memo_shape(memo, 1);
    return false;
}

void memo_store(memo_t *memo, const uint64_t *key, count_t value)
{
    /* A value that does not fit is not held, when there is no room for
     * it: the memo may forget anything. */
    if (value > UINT64_MAX && memo->value_words == 1 && !memo_widen(memo))
        return;
    if (memo->stats.entries > memo->buckets * BUCKET / 2 && memo->buckets < memo->most_buckets)
        memo_grow(memo);
    size_t bucket = bucket_of(memo, key);
    unsigned state = bucket_state(memo, bucket), filled = state & FILLED, slot = 0;
    while (slot < BUCKET && (filled >> slot & 1))
        slot++;
    if (slot == BUCKET) {
        slot = state >> VICTIM_SHIFT;
        state = filled | ((slot + 1) % BUCKET) << VICTIM_SHIFT;
        memo->stats.replaced++;
    } else {
        state |= 1u << slot;
        memo->stats.entries++;
    }
    memo->state[bucket] = (uint8_t)state;
    memo->stamp[bucket] = memo->now;
    uint64_t *e = entry_at(memo, bucket, slot);
    memcpy(e, key, memo->key_words * sizeof *key);
    e[memo->key_words] = (uint64_t)value;
    if (memo->value_words == 2)
        e[memo->key_words + 1] = (uint64_t)(value >> 64);
    memo->stats.stores++;
}

memo_stats_t memo_stats(const memo_t *memo) { return memo->stats; }
