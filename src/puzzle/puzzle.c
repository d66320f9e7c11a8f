#include "puzzle/puzzle.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "twig/edge_set.h"
#include "twig/figure.h"
#include "twig/polyhex.h"
#include "util/fnv.h"

const puzzle_info_t *puzzle_info(const puzzle_t *puzzle) { return puzzle_kind_info(puzzle->kind); }

bool puzzle_builtin(const char *name, puzzle_t *puzzle)
{
    memset(puzzle, 0, sizeof *puzzle);
    int which = -1;
    for (int i = 0; puzzle_builtin_names[i] != NULL; i++)
        if (strcmp(name, puzzle_builtin_names[i]) == 0)
            which = i;
    if (which < 0)
        return false;
    puzzle->kind = (puzzle_kind_t)which;
    puzzle->builtin = true;
    puzzle->name = strdup(name);
    puzzle->touching = true;
    /* The maximum uses both colours' pieces: the set is still the 12. */
    bool ok = puzzle->name != NULL && puzzle_default_pieces(puzzle);
    if (ok && puzzle->kind == PUZZLE_COVER) {
        puzzle->hexes = malloc(15 * sizeof *puzzle->hexes);
        ok = puzzle->hexes != NULL;
        if (ok)
            puzzle->hex_count = polyhex_triangle(puzzle->hexes);
    }
    if (!ok)
        puzzle_free(puzzle);
    return ok;
}

void puzzle_free(puzzle_t *puzzle)
{
    free(puzzle->name);
    free(puzzle->hexes);
    free(puzzle->edges);
    free(puzzle->spare);
    piece_set_free(&puzzle->pieces);
    memset(puzzle, 0, sizeof *puzzle);
}

/* The puzzle's hexagons, each once, sorted, in a new array (a file may
 * name a hexagon many times: 2 million names of one hexagon once made 12
 * million sides); NULL when out of memory. */
static hexagon_t *hexes_unique(const puzzle_t *puzzle, size_t *count)
{
    hexagon_t *hexes = malloc((puzzle->hex_count + 1) * sizeof *hexes);
    *count = 0;
    if (hexes != NULL && puzzle->hex_count > 0) {
        memcpy(hexes, puzzle->hexes, puzzle->hex_count * sizeof *hexes);
        *count = polyhex_sort_unique(hexes, puzzle->hex_count);
    }
    return hexes;
}

/* Whether e is a side of one of the hexagons. */
static bool hexes_border(const hexagon_t *hexes, size_t count, edge_t e)
{
    hexagon_t two[2];
    lattice_edge_hexes(e, two);
    return polyhex_holds(hexes, count, two[0]) || polyhex_holds(hexes, count, two[1]);
}

bool puzzle_cover_problem(const puzzle_t *puzzle, cover_puzzle_t *problem, edge_t **required)
{
    memset(problem, 0, sizeof *problem);
    size_t hex_count;
    hexagon_t *hexes = hexes_unique(puzzle, &hex_count);
    size_t capacity = 6 * hex_count + puzzle->edge_count;
    *required = hexes != NULL ? malloc((capacity + 1) * sizeof **required) : NULL;
    if (*required == NULL) {
        free(hexes);
        return false;
    }
    size_t n = polyhex_sides(hexes, hex_count, *required);
    free(hexes);
    if (puzzle->edge_count > 0)
        memcpy(*required + n, puzzle->edges, puzzle->edge_count * sizeof **required);
    n = edge_sort_unique(*required, n + puzzle->edge_count);
    problem->required = *required;
    problem->required_count = n;
    problem->spare = puzzle->spare;
    problem->spare_count = puzzle->spare_count;
    problem->pieces = &puzzle->pieces;
    problem->touching = puzzle->touching;
    return true;
}

size_t puzzle_region_edges(const puzzle_t *puzzle)
{
    size_t hex_count, listed = puzzle->edge_count + puzzle->spare_count;
    hexagon_t *hexes = hexes_unique(puzzle, &hex_count);
    edge_t *edges = malloc((listed + 1) * sizeof *edges);
    if (hexes == NULL || edges == NULL) {
        free(hexes);
        free(edges);
        return SIZE_MAX;
    }
    if (puzzle->edge_count > 0)
        memcpy(edges, puzzle->edges, puzzle->edge_count * sizeof *edges);
    if (puzzle->spare_count > 0)
        memcpy(edges + puzzle->edge_count, puzzle->spare, puzzle->spare_count * sizeof *edges);
    size_t n = edge_sort_unique(edges, listed), count = polyhex_side_count(hexes, hex_count);
    for (size_t i = 0; i < n; i++)
        count += !hexes_border(hexes, hex_count, edges[i]);
    free(hexes);
    free(edges);
    return count;
}

size_t puzzle_piece_count(const puzzle_t *puzzle)
{
    size_t pieces = piece_set_pieces(&puzzle->pieces);
    return puzzle_info(puzzle)->game ? 2 * pieces : pieces;
}

bool puzzle_default_pieces(puzzle_t *puzzle)
{
    piece_set_free(&puzzle->pieces);
    return piece_set_pentatwigs(&puzzle->pieces) == PIECE_SET_OK;
}

/* ---- Slicing ---- */

bool puzzle_slicing(const puzzle_t *puzzle, size_t levels, slicing_t *slicing)
{
    if (puzzle_info(puzzle)->slicing != NULL)
        return puzzle_info(puzzle)->slicing(levels, slicing);
    cover_puzzle_t problem;
    edge_t *required;
    bool ok = puzzle_cover_problem(puzzle, &problem, &required) &&
              cover_puzzle_slicing(&problem, slicing);
    free(required);
    return ok;
}

/* ---- Fingerprint ---- */

/* FNV-1a (util/fnv.h), fed piece by piece. */

static void hash_text(uint64_t *hash, const char *text)
{
    for (const unsigned char *c = (const unsigned char *)text; *c != '\0'; c++)
        *hash = fnv_add(*hash, *c);
}

static void hash_number(uint64_t *hash, const char *key, unsigned long long n)
{
    char text[64];
    snprintf(text, sizeof text, "%s %llu\n", key, n);
    hash_text(hash, text);
}

static void hash_edges(uint64_t *hash, const char *key, const edge_t *edges, size_t count)
{
    hash_number(hash, key, count);
    for (size_t i = 0; i < count; i++) {
        char name[LATTICE_NAME_MAX];
        lattice_edge_format(edges[i], name);
        hash_text(hash, name);
        hash_text(hash, i + 1 < count ? " " : "\n");
    }
}

/* The region as the search sees it: the required edges, then the spare
 * ones that are not required, each set sorted. */
static bool hash_region(uint64_t *hash, const puzzle_t *puzzle)
{
    cover_puzzle_t problem;
    edge_t *required;
    edge_set_t spare;
    if (!puzzle_cover_problem(puzzle, &problem, &required))
        return false;
    edge_set_t needed = {required, problem.required_count};
    bool ok = edge_set_init(&spare, puzzle->spare, puzzle->spare_count);
    if (ok) {
        edge_set_subtract(&spare, &needed);
        hash_edges(hash, "required", needed.edges, needed.count);
        hash_edges(hash, "spare", spare.edges, spare.count);
    }
    edge_set_free(&spare);
    free(required);
    return ok;
}

/* Each type in the set's order, which is the order of the search's
 * placements: its canonical shape says what it is, the placement given
 * the order of its orientations. */
static void hash_pieces(uint64_t *hash, const piece_set_t *set)
{
    hash_number(hash, "pieces", set->count);
    for (size_t t = 0; t < set->count; t++) {
        const piece_type_t *type = &set->types[t];
        hash_text(hash, type->name);
        hash_number(hash, type->one_sided ? " one-sided" : " free", type->copies);
        hash_edges(hash, "canonical", type->canonical, type->size);
        hash_edges(hash, "given", type->edges, type->size);
    }
}

bool puzzle_fingerprint(const puzzle_t *puzzle, unsigned parts,
                        char fingerprint[PUZZLE_FINGERPRINT_SIZE])
{
    uint64_t hash = FNV_OFFSET;
    hash_text(&hash, "twigs puzzle\nkind ");
    hash_text(&hash, puzzle_info(puzzle)->kind_name);
    hash_text(&hash, "\n");
    if (!hash_region(&hash, puzzle))
        return false;
    hash_pieces(&hash, &puzzle->pieces);
    hash_number(&hash, "touching", puzzle->touching);
    hash_number(&hash, "slicing", PUZZLE_SLICING_VERSION);
    hash_number(&hash, "parts", parts);
    snprintf(fingerprint, PUZZLE_FINGERPRINT_SIZE, "%016llx", (unsigned long long)hash);
    return true;
}

void puzzle_listing_order(const puzzle_t *puzzle, placement_t *pieces, size_t count)
{
    /* Positions list pieces so that each touches an earlier one; The
     * Maximum's order is the game order and is kept as found. */
    if (!puzzle_info(puzzle)->game)
        figure_touch_order(pieces, count);
}
