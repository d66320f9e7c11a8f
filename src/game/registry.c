#include <string.h>

#include "game/game.h"

extern const game_rules_t twigs_rules;
extern const game_rules_t meridians_rules;
extern const game_rules_t sinfrid_rules;
extern const game_rules_t sibling_rules;
extern const game_rules_t orochi_rules;

/* One line per game; each game's own file defines its rules. */
static const game_rules_t *const games[] = {
    &twigs_rules,
    &meridians_rules,
    &sinfrid_rules,
    &sibling_rules,
    &orochi_rules,
    NULL,
};

size_t game_count(void)
{
    size_t n = 0;
    while (games[n] != NULL)
        n++;
    return n;
}

const game_rules_t *game_at(size_t index) { return index < game_count() ? games[index] : NULL; }

const game_rules_t *game_find(const char *name)
{
    for (size_t i = 0; games[i] != NULL; i++)
        if (strcmp(games[i]->name, name) == 0)
            return games[i];
    return NULL;
}
