/* twigs check and twigs render of one game's documents: the input follows
 * a first line `game: FUZZ_GAME`, so that every mutation reaches that
 * game's reader and rules instead of stopping at an unknown game.  Built
 * once per game, with FUZZ_GAME defined. */
#include <stdlib.h>
#include <string.h>

#include "fuzz/fuzz.h"

#ifndef FUZZ_GAME
#error "FUZZ_GAME must name the game, such as \"sibling\""
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char prefix[] = "game: " FUZZ_GAME "\n";
    size_t length = sizeof prefix - 1;
    char *text = malloc(length + size + 1);
    fuzz_require(text != NULL, "out of memory");
    memcpy(text, prefix, length);
    if (size > 0)
        memcpy(text + length, data, size);
    fuzz_check_text(text, length + size, false);
    fuzz_render_text(text, length + size);
    free(text);
    return 0;
}
