/* twigs check of any file: the loader, the dispatch by `game:`, and every
 * game's reading and rules (docs/check.md). */
#include "fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_check_text((const char *)data, size, true);
    return 0;
}
