/* Which options of a list still fit: the inner loop of the FIRST_ITEM
 * search on puzzles of at most 64 items and 64 types (search/cover.c).
 *
 * Entry j of a list is the option's items, mask[j], and its type as a
 * bit, type_bit[j].  It fits when it covers no item of `used` and its type
 * is not among `gone`, the types with no uses left.  Whether an entry fits
 * is a coin toss for the branch predictor, so the scan has no branch on
 * it: it returns the fitting entries as the bits of a word, and the
 * search then takes them with count-trailing-zeros.
 */
#ifndef TWIGS_SEARCH_FIT_SCAN_H
#define TWIGS_SEARCH_FIT_SCAN_H

#include <stdint.h>

/* A scan may read this many entries past the last one it is given, so
 * the arrays carry as many spare entries at the end (their values do not
 * matter). */
#define FIT_SCAN_PADDING 4

/* Bit j (j < size <= 64) is set when entry j fits. */
typedef uint64_t (*fit_scan_fn)(const uint64_t *mask, const uint64_t *type_bit, uint32_t size,
                                uint64_t used, uint64_t gone);

/* The fastest scan this processor runs: four entries at a time with AVX2
 * where the processor has it, one at a time otherwise.  Both give the
 * same answers. */
fit_scan_fn fit_scan_best(void);

/* The one-at-a-time scan, for every processor (and the tests). */
uint64_t fit_scan_plain(const uint64_t *mask, const uint64_t *type_bit, uint32_t size,
                        uint64_t used, uint64_t gone);

#endif
