#include "io/doc_kind.h"

#include <stdio.h>
#include <string.h>

#include "io/utf8.h"

/* The keys only a summary has, beside `puzzle`. */
static const char *const summary_keys[] = {"solutions", "value", "upper_bound", "complete",
                                           "proven", "fingerprint", "part", NULL};

/* The keys of a puzzle file. */
static const char *const puzzle_keys[] = {"puzzle", "name",      "description", "hexagons", "edges",
                                          "spare",  "piece_set", "touching",    NULL};

static bool listed(const char *key, const char *const *keys)
{
    for (size_t i = 0; keys[i] != NULL; i++)
        if (strcmp(key, keys[i]) == 0)
            return true;
    return false;
}

/* Whether every key of the mapping is one of `keys`. */
static bool only(const ynode_t *root, const char *const *keys)
{
    for (size_t i = 0; i + 1 < root->count; i += 2)
        if (root->children[i]->kind != YNODE_SCALAR || !listed(root->children[i]->value, keys))
            return false;
    return true;
}

static bool has_any(const ynode_t *root, const char *const *keys)
{
    for (size_t i = 0; keys[i] != NULL; i++)
        if (ymap_get(root, keys[i]) != NULL)
            return true;
    return false;
}

doc_kind_t doc_kind_of(const ynode_t *root)
{
    if (root == NULL || root->kind != YNODE_MAPPING)
        return DOC_KIND_OTHER;
    bool puzzle = ymap_get(root, "puzzle") != NULL;
    if (ymap_get(root, "game") != NULL)
        return puzzle ? DOC_KIND_SOLUTION : DOC_KIND_POSITION;
    if (!puzzle)
        return DOC_KIND_OTHER;
    if (ymap_get(root, "pieces") != NULL)
        return DOC_KIND_SOLUTION;
    if (has_any(root, summary_keys))
        return DOC_KIND_SUMMARY;
    return only(root, puzzle_keys) ? DOC_KIND_PUZZLE : DOC_KIND_OTHER;
}

/* A scalar's value, shown safely, or `otherwise`. */
static const char *scalar_or(const ynode_t *node, utf8_shown_t *shown, const char *otherwise)
{
    if (node == NULL || node->kind != YNODE_SCALAR)
        return otherwise;
    return utf8_shown(node->value, node->length, shown);
}

void doc_kind_refuse(const yreader_t *r, const ynode_t *root, doc_kind_t kind,
                     const char *command)
{
    /* The file as the user would type it again. */
    const char *file = strcmp(r->diag->file, "<stdin>") == 0 ? "-" : r->diag->file;
    utf8_shown_t shown;
    char what[96], readers[256];
    switch (kind) {
    case DOC_KIND_POSITION:
    case DOC_KIND_SOLUTION:
        if (kind == DOC_KIND_POSITION)
            snprintf(what, sizeof what, "a position of %s",
                     scalar_or(ymap_get(root, "game"), &shown, "a game"));
        else
            snprintf(what, sizeof what, "a solution of the puzzle %s",
                     scalar_or(ymap_get(root, "puzzle"), &shown, "?"));
        snprintf(readers, sizeof readers, "'twigs check %s' checks it, 'twigs render %s' draws it",
                 file, file);
        break;
    case DOC_KIND_PUZZLE:
        snprintf(what, sizeof what, "a puzzle file");
        snprintf(readers, sizeof readers, "'twigs solve %s' solves it, 'twigs render %s' draws it",
                 file, file);
        break;
    case DOC_KIND_SUMMARY:
        snprintf(what, sizeof what, "the summary of a search (solve --count or --part)");
        snprintf(readers, sizeof readers, "'twigs merge %s' reads summaries", file);
        break;
    case DOC_KIND_OTHER:
        return;
    }
    yread_error(r, root, DIAG_INPUT, "this is %s, which 'twigs %s' does not read: %s", what,
                command, readers);
}
