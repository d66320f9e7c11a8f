#include <assert.h>
#include <stdbool.h>
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

/* An entry has a name, checks and draws; a hex game has both its board
 * and the position it reaches, Twigs neither. */
static bool game_sane(const game_t *game)
{
    return game->name != NULL && game->name[0] != '\0' && game->check != NULL &&
           game->render != NULL && (game->board == NULL) == (game->reached == NULL);
}

size_t game_count(void)
{
    size_t n = 0;
    while (games[n] != NULL) {
        assert(game_sane(games[n]));
        n++;
    }
    return n;
}

const game_t *game_at(size_t index) { return index < game_count() ? games[index] : NULL; }

const game_t *game_find(const char *name)
{
    for (size_t i = 0; games[i] != NULL; i++)
        if (strcmp(games[i]->name, name) == 0) {
            assert(game_sane(games[i]));
            return games[i];
        }
    return NULL;
}
