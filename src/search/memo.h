/* A memo: counts remembered by keys of a fixed number of 64-bit words,
 * in a table of bounded size.
 *
 * Counting searches ask it whether a state was met before and how many
 * completions it had.  The table never grows: when a key's bucket is full
 * an entry is replaced, so a memo too small for a search only makes the
 * search slower, never wrong, and never fails it.
 */
#ifndef TWIGS_SEARCH_MEMO_H
#define TWIGS_SEARCH_MEMO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/count.h"

typedef struct memo memo_t;

typedef struct {
    uint64_t lookups, hits, stores, replaced;
    size_t entries;  /* keys held now */
    size_t capacity; /* keys the table can hold */
} memo_stats_t;

/* A memo for keys of key_words words, in about `bytes` bytes (at least
 * one bucket); NULL when out of memory. */
memo_t *memo_create(size_t key_words, size_t bytes);
void memo_destroy(memo_t *memo);

/* Forgets every key. */
void memo_clear(memo_t *memo);

/* Whether the key is held; if so its value is put in *value. */
bool memo_find(memo_t *memo, const uint64_t *key, count_t *value);

/* Holds the key with its value, replacing an entry when its bucket is
 * full. */
void memo_store(memo_t *memo, const uint64_t *key, count_t value);

memo_stats_t memo_stats(const memo_t *memo);

#endif
