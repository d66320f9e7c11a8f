/* 64-bit FNV-1a, the one hash behind the puzzles' fingerprints, the
 * slicings' descriptions, the options' signatures and the sweeps' keys:
 * start from FNV_OFFSET and feed each word with fnv_add.  The values it
 * gives are part of what twigs prints (fingerprints) and of which sweep
 * it tries first, so its constants never change. */
#ifndef TWIGS_UTIL_FNV_H
#define TWIGS_UTIL_FNV_H

#include <stdint.h>

#define FNV_OFFSET UINT64_C(0xcbf29ce484222325)
#define FNV_PRIME UINT64_C(0x100000001b3)

static inline uint64_t fnv_add(uint64_t hash, uint64_t word)
{
    return (hash ^ word) * FNV_PRIME;
}

#endif
