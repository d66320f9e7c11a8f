#include <string.h>

#include "game/game.h"

extern const game_t game_twigs;
extern const game_t game_meridians;
extern const game_t game_sinfrid;
extern const game_t game_sibling;
extern const game_t game_orochi;

/* One line per game; each game's own file (GAME.c) defines its entry. */
static const game_t *const games[] = {
    &game_twigs,
    &game_meridians,
    &game_sinfrid,
    &game_sibling,
    &game_orochi,
    NULL,
};

size_t game_count(void)
{
    size_t n = 0;
    while (games[n] != NULL)
        n++;
    return n;
}

const game_t *game_at(size_t index) { return index < game_count() ? games[index] : NULL; }

const game_t *game_find(const char *name)
{
    for (size_t i = 0; games[i] != NULL; i++)
        if (strcmp(games[i]->name, name) == 0)
            return games[i];
    return NULL;
}
