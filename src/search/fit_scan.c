#include "search/fit_scan.h"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define FIT_SCAN_AVX2 1
#endif

uint64_t fit_scan_plain(const uint64_t *mask, const uint64_t *type_bit, uint32_t size,
                        uint64_t used, uint64_t gone)
{
    uint64_t fit = 0;
    for (uint32_t j = 0; j < size; j++)
        fit |= (uint64_t)(((mask[j] & used) | (type_bit[j] & gone)) == 0) << j;
    return fit;
}

#ifdef FIT_SCAN_AVX2
/* Four entries a step: their clashes compared with zero at once, the
 * comparison's sign bits gathered by movemask.  A list's last step may
 * read up to three entries past it (FIT_SCAN_PADDING); their bits are
 * cleared. */
__attribute__((target("avx2"))) static uint64_t fit_scan_avx2(const uint64_t *mask,
                                                             const uint64_t *type_bit,
                                                             uint32_t size, uint64_t used,
                                                             uint64_t gone)
{
    const __m256i u = _mm256_set1_epi64x((long long)used);
    const __m256i g = _mm256_set1_epi64x((long long)gone);
    const __m256i zero = _mm256_setzero_si256();
    uint64_t fit = 0;
    for (uint32_t j = 0; j < size; j += 4) {
        __m256i m = _mm256_loadu_si256((const __m256i *)(const void *)(mask + j));
        __m256i t = _mm256_loadu_si256((const __m256i *)(const void *)(type_bit + j));
        __m256i clash = _mm256_or_si256(_mm256_and_si256(m, u), _mm256_and_si256(t, g));
        __m256i ok = _mm256_cmpeq_epi64(clash, zero);
        fit |= (uint64_t)(unsigned)_mm256_movemask_pd(_mm256_castsi256_pd(ok)) << j;
    }
    return size == 64 ? fit : fit & ((UINT64_C(1) << size) - 1);
}
#endif

fit_scan_fn fit_scan_best(void)
{
#ifdef FIT_SCAN_AVX2
    if (__builtin_cpu_supports("avx2"))
        return fit_scan_avx2;
#endif
    return fit_scan_plain;
}
