#include "hex/board_yaml.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "io/utf8.h"

static const char *const common_keys[] = {"game", "size", "board", "stones", "moves"};
#define COMMON_KEY_COUNT (sizeof common_keys / sizeof common_keys[0])
#define KNOWN_KEYS_MAX 32

static void error_at(const yreader_t *r, unsigned line, unsigned column, diag_kind_t kind,
                     const char *format, ...) DIAG_PRINTF(5, 6);

static void error_at(const yreader_t *r, unsigned line, unsigned column, diag_kind_t kind,
                     const char *format, ...)
{
    va_list args;
    va_start(args, format);
    diag_addv(r->diag, kind, line, column, format, args);
    va_end(args);
}

/* The place of character `index` of a scalar, as docs/check.md places errors. */
static void source_place(const yreader_t *r, hex_source_t source, unsigned *line, unsigned *column)
{
    ystream_char_position(r->stream, source.node, source.index, line, column);
}

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

typedef struct {
    hex_source_t source;
    size_t order; /* its place in the caller's list */
} placed_source_t;

static int placed_source_compare(const void *a, const void *b)
{
    const placed_source_t *x = a, *y = b;
    if (x->source.node != y->source.node)
        return (uintptr_t)x->source.node < (uintptr_t)y->source.node ? -1 : 1;
    return (x->source.index > y->source.index) - (x->source.index < y->source.index);
}

void hex_sources_place(const yreader_t *r, const hex_source_t *sources, size_t count,
                       unsigned *lines, unsigned *columns)
{
    placed_source_t *sorted = malloc((count + 1) * sizeof *sorted);
    for (size_t i = 0; i < count; i++)
        if (sorted != NULL)
            sorted[i] = (placed_source_t){sources[i], i};
        else
            source_place(r, sources[i], &lines[i], &columns[i]);
    if (sorted == NULL)
        return;
    qsort(sorted, count, sizeof *sorted, placed_source_compare);
    ychar_cursor_t cursor;
    for (size_t i = 0; i < count; i++) {
        if (i == 0 || sorted[i].source.node != sorted[i - 1].source.node)
            ychar_cursor_init(&cursor, r->stream, sorted[i].source.node);
        size_t k = sorted[i].order;
        ychar_cursor_place(&cursor, sorted[i].source.index, &lines[k], &columns[k]);
    }
    free(sorted);
}

/* Whether a plain scalar written over several lines holds a line that
 * starts with "- ": a list item indented deeper than its list's, which
 * YAML reads as more of the item above.  The '-' is at *line, *column.
 * The value is matched to its source, each line break and indentation
 * read as the one space YAML folds them into. */
static bool runs_on_as_item(const yreader_t *r, const ynode_t *node, unsigned *line,
                            unsigned *column)
{
    if (node->kind != YNODE_SCALAR || node->style != YSTYLE_PLAIN || node->line == 0 ||
        node->offset >= r->stream->size)
        return false;
    const char *text = r->stream->text + node->offset;
    size_t size = r->stream->size - node->offset, i = 0, j = 0;
    unsigned at = node->line;
    while (j < node->length && i < size) {
        if (text[i] == '\n') {
            size_t start = ++i;
            at++;
            while (i < size && (text[i] == ' ' || text[i] == '\t'))
                i++;
            if (i < size && text[i] == '-' && (i + 1 == size || is_blank(text[i + 1]))) {
                *line = at;
                *column = (unsigned)(i - start + 1);
                return true;
            }
            if (node->value[j] == ' ' || node->value[j] == '\n')
                j++;
        } else if (text[i] == node->value[j]) {
            i++;
            j++;
        } else if (text[i] == ' ' || text[i] == '\t' || text[i] == '\r') {
            i++; /* trailing blanks, which folding drops */
        } else {
            return false;
        }
    }
    return false;
}

static bool item_runs_on(const yreader_t *r, const ynode_t *node, const char *what)
{
    unsigned line, column;
    if (!runs_on_as_item(r, node, &line, &column))
        return false;
    utf8_shown_t shown;
    error_at(r, line, column, DIAG_INPUT,
             "a list item indented too far: YAML reads this line as more of %s ('%s'); line "
             "its '-' up with the one above",
             what, utf8_shown(node->value, node->length, &shown));
    return true;
}

/* ---- Keys and size ---- */

static bool read_keys(const yreader_t *r, const ynode_t *root, const hex_game_spec_t *spec)
{
    const char *known[KNOWN_KEYS_MAX + 1];
    size_t n = 0;
    for (size_t i = 0; i < COMMON_KEY_COUNT; i++)
        known[n++] = common_keys[i];
    for (size_t i = 0; spec->extra_keys != NULL && spec->extra_keys[i] != NULL && n < KNOWN_KEYS_MAX;
         i++)
        known[n++] = spec->extra_keys[i];
    known[n] = NULL;
    return yread_known_keys(r, root, known);
}

/* `size` of root, or the default when absent; false with an error when it
 * is out of range. */
static bool hex_read_size(const yreader_t *r, const ynode_t *root, const hex_game_spec_t *spec,
                          int *size)
{
    int min = spec->min_size, max = spec->max_size;
    if (min < hex_shape_size_min(spec->shape))
        min = hex_shape_size_min(spec->shape);
    if (max > hex_shape_size_max(spec->shape))
        max = hex_shape_size_max(spec->shape);
    const ynode_t *node = ymap_get(root, "size");
    if (node == NULL) {
        *size = spec->default_size;
        return true;
    }
    long long value;
    if (!yread_int(r, node, "size", min, max, &value))
        return false;
    *size = (int)value;
    return true;
}

/* ---- Cells ---- */

/* Reads `length` characters at text as a cell of board, with an error at
 * (line, column) when it is not one.  `context` (may be NULL) starts the
 * message: "move 3: cell k3 is not on a size-5 board". */
static bool hex_read_cell(const yreader_t *r, const hex_board_t *board, const char *text,
                          size_t length, unsigned line, unsigned column, const char *context,
                          hex_cell_t *cell)
{
    const char *why = NULL;
    hex_name_status_t status = hex_board_parse_cell(board, text, length, cell, &why);
    if (status == HEX_NAME_OK)
        return true;
    /* A hostile file may give a "cell name" of a million characters. */
    utf8_shown_t shown;
    utf8_shown(text, length, &shown);
    const char *prefix = context ? context : "", *colon = context ? ": " : "";
    if (status == HEX_NAME_SYNTAX && memchr(text, ',', length) != NULL) {
        error_at(r, line, column, DIAG_INPUT,
                 "%s%s'%s' is not a cell name: cells are written apart with spaces, not commas",
                 prefix, colon, shown.text);
    } else if (status == HEX_NAME_SYNTAX) {
        error_at(r, line, column, DIAG_INPUT, "%s%s'%s' is not a cell name: %s", prefix, colon,
                 shown.text, why);
    } else {
        char board_name[32];
        hex_board_describe(board, board_name, sizeof board_name);
        error_at(r, line, column, DIAG_RULE, "%s%scell %s is not on a %s", prefix, colon,
                 shown.text, board_name);
    }
    return false;
}

/* A cell name given as a whole scalar (an item of a list). */
static bool hex_read_cell_node(const yreader_t *r, const hex_board_t *board, const ynode_t *node,
                               const char *context, hex_cell_t *cell)
{
    if (!yread_is(r, node, YNODE_SCALAR, "a cell"))
        return false;
    return hex_read_cell(r, board, node->value, node->length, node->line, node->column, context,
                         cell);
}

/* ---- Diagrams ---- */

typedef struct {
    const yreader_t *r;
    const ynode_t *node;
    hex_position_t *pos;
    hex_source_t *source;
    ychar_cursor_t cursor; /* errors come in the diagram's order */
    bool ok;
} diagram_t;

static void diagram_error(diagram_t *dg, size_t index, const char *format, ...)
    DIAG_PRINTF(3, 4);

static void diagram_error(diagram_t *dg, size_t index, const char *format, ...)
{
    unsigned line, column;
    ychar_cursor_place(&dg->cursor, index, &line, &column);
    va_list args;
    va_start(args, format);
    diag_addv(dg->r->diag, DIAG_INPUT, line, column, format, args);
    va_end(args);
    dg->ok = false;
}

static bool diagram_colour(char c, colour_t *colour)
{
    switch (c) {
    case '.':
        *colour = COLOUR_NONE;
        return true;
    case 'W':
        *colour = COLOUR_WHITE;
        return true;
    case 'B':
        *colour = COLOUR_BLACK;
        return true;
    default:
        return false;
    }
}

/* Reports the character at index, which is not a cell letter, and returns
 * the index of its last byte (a UTF-8 character is one mistake, not
 * several). */
static size_t diagram_bad_character(diagram_t *dg, size_t index, size_t end)
{
    unsigned char c = (unsigned char)dg->node->value[index];
    if (c == 'w' || c == 'b')
        diagram_error(dg, index, "'%c' is not a cell of a board diagram: stones are upper-case W "
                                 "and B", c);
    else if (c > ' ' && c < 0x7f)
        diagram_error(dg, index, "'%c' is not a cell of a board diagram (use '.', 'W' or 'B')", c);
    else
        diagram_error(dg, index, "unexpected character in a board diagram (use '.', 'W' or 'B')");
    if (c >= 0xc0)
        while (index + 1 < end && ((unsigned char)dg->node->value[index + 1] & 0xc0) == 0x80)
            index++;
    return index;
}

/* One row of the diagram, characters [start, end) of the value.  A wrong
 * character still counts as a cell, so that one typing mistake gives one
 * error and not a second one about the row's length. */
static void diagram_read_row(diagram_t *dg, int row, size_t start, size_t end)
{
    const hex_board_t *board = dg->pos->board;
    int length = board->row_length[row], cells = 0;
    for (size_t i = start; i < end; i++) {
        colour_t colour;
        if (is_blank(dg->node->value[i]))
            continue;
        if (cells == length) {
            diagram_error(dg, i, "row %c of the board has more than %d cells", 'a' + row, length);
            return;
        }
        hex_cell_t cell = (hex_cell_t)(board->row_first[row] + cells++);
        if (!diagram_colour(dg->node->value[i], &colour)) {
            i = diagram_bad_character(dg, i, end);
            continue;
        }
        hex_position_set(dg->pos, cell, colour);
        if (dg->source != NULL)
            dg->source[cell] = (hex_source_t){dg->node, i};
    }
    if (cells < length)
        diagram_error(dg, end, "row %c of the board has %d cell%s; it needs %d", 'a' + row, cells,
                      diag_plural(cells), length);
}

/* The lines of the value that hold something, as [start, end) pairs;
 * returns how many there are, storing at most `max`. */
static int diagram_lines(const ynode_t *node, size_t starts[], size_t ends[], int max)
{
    int n = 0;
    for (size_t start = 0; start <= node->length;) {
        size_t end = start;
        bool blank = true;
        for (; end < node->length && node->value[end] != '\n'; end++)
            blank = blank && is_blank(node->value[end]);
        if (!blank) {
            if (n < max) {
                starts[n] = start;
                ends[n] = end;
            }
            n++;
        }
        start = end + 1;
    }
    return n;
}

static void diagram_wrong_rows(diagram_t *dg, int lines, size_t first_extra)
{
    const hex_board_t *board = dg->pos->board;
    char hint[64] = "";
    int fitting = (lines + 1) / 2;
    if (dg->node->style != YSTYLE_LITERAL)
        snprintf(hint, sizeof hint, " (write it as a literal block: board: |2)");
    else if (lines % 2 == 1 && fitting >= hex_shape_size_min(board->shape) &&
             fitting <= hex_shape_size_max(board->shape))
        snprintf(hint, sizeof hint, " (size: %d would fit it)", fitting);
    if (lines > board->rows) {
        while (is_blank(dg->node->value[first_extra]))
            first_extra++;
        diagram_error(dg, first_extra, "the board has %d rows, but a size-%d board has %d%s", lines,
                      board->size, board->rows, hint);
    } else {
        /* No character is at fault: the place is the block's start. */
        yread_error(dg->r, dg->node, DIAG_INPUT,
                    "the board has %d row%s, but a size-%d board has %d%s", lines,
                    diag_plural(lines), board->size, board->rows, hint);
        dg->ok = false;
    }
}

bool hex_read_diagram(const yreader_t *r, const ynode_t *node, hex_position_t *pos,
                      hex_source_t *source)
{
    if (!yread_is(r, node, YNODE_SCALAR, "board"))
        return false;
    diagram_t dg = {r, node, pos, source, {0}, true};
    ychar_cursor_init(&dg.cursor, r->stream, node);
    size_t starts[HEX_ROWS_MAX + 1], ends[HEX_ROWS_MAX + 1];
    int lines = diagram_lines(node, starts, ends, HEX_ROWS_MAX + 1);
    if (lines != pos->board->rows) {
        diagram_wrong_rows(&dg, lines, lines > pos->board->rows ? starts[pos->board->rows] : 0);
        return false;
    }
    for (int i = 0; i < lines; i++)
        diagram_read_row(&dg, pos->board->rows - 1 - i, starts[i], ends[i]);
    return dg.ok;
}

/* ---- Stones lists ---- */

static const char *const stones_keys[] = {"white", "black", NULL};

/* The list of `colour` in a `stones` mapping, NULL when there is none;
 * *ok is cleared, with an error, when it is not a sequence. */
static const ynode_t *stones_list(const yreader_t *r, const ynode_t *stones, colour_t colour,
                                  bool *ok)
{
    const ynode_t *list = ymap_get(stones, colour_name(colour));
    char what[32];
    snprintf(what, sizeof what, "stones: %s", colour_name(colour));
    if (list == NULL || yread_is(r, list, YNODE_SEQUENCE, what))
        return list;
    *ok = false;
    return NULL;
}

static bool stones_read_list(const yreader_t *r, const ynode_t *list, colour_t colour,
                             hex_position_t *pos, hex_source_t *source)
{
    bool ok = true;
    for (size_t i = 0; i < list->count; i++) {
        const ynode_t *item = list->children[i];
        hex_cell_t cell;
        if (item_runs_on(r, item, "the cell above") ||
            !hex_read_cell_node(r, pos->board, item, NULL, &cell)) {
            ok = false;
            continue;
        }
        colour_t before = hex_position_get(pos, cell);
        if (before != COLOUR_NONE) {
            char name[HEX_NAME_MAX];
            yread_error(r, item, DIAG_RULE,
                        before == colour ? "cell %s is listed twice"
                                         : "cell %s is listed as both white and black",
                        hex_board_cell_name(pos->board, cell, name));
            ok = false;
            continue;
        }
        hex_position_set(pos, cell, colour);
        if (source != NULL)
            source[cell] = (hex_source_t){item, 0};
    }
    return ok;
}

bool hex_read_stones(const yreader_t *r, const ynode_t *node, hex_position_t *pos,
                     hex_source_t *source)
{
    if (!yread_is(r, node, YNODE_MAPPING, "stones") || !yread_known_keys(r, node, stones_keys))
        return false;
    bool ok = true;
    for (colour_t c = COLOUR_WHITE; c <= COLOUR_BLACK; c++) {
        const ynode_t *list = stones_list(r, node, c, &ok);
        if (list != NULL && !stones_read_list(r, list, c, pos, source))
            ok = false;
    }
    return ok;
}

/* ---- Documents ---- */

static bool read_snapshot(const yreader_t *r, const ynode_t *root, hex_document_t *doc)
{
    const ynode_t *board = ymap_get(root, "board"), *stones = ymap_get(root, "stones");
    doc->snapshot_node = board ? board : stones;
    doc->has_snapshot = doc->snapshot_node != NULL;
    for (hex_cell_t c = 0; c < doc->board.count; c++)
        doc->source[c] = (hex_source_t){doc->snapshot_node, 0};
    if (board != NULL && stones != NULL) {
        yread_error(r, ymap_key(root, "stones"), DIAG_INPUT,
                    "give the stones either as board or as stones, not both");
        return false;
    }
    if (board != NULL)
        return hex_read_diagram(r, board, &doc->snapshot, doc->source);
    if (stones != NULL)
        return hex_read_stones(r, stones, &doc->snapshot, doc->source);
    return true;
}

/* `moves`, which must be a sequence of at most HEX_RECORD_MAX entries. */
static bool read_moves(const yreader_t *r, const ynode_t *root, hex_document_t *doc)
{
    doc->moves = ymap_get(root, "moves");
    if (doc->moves == NULL)
        return true;
    bool ok = yread_is(r, doc->moves, YNODE_SEQUENCE, "moves");
    if (ok && doc->moves->count > HEX_RECORD_MAX) {
        yread_error(r, doc->moves, DIAG_INPUT, "the record has %zu entries: twigs reads at most %d",
                    (size_t)doc->moves->count, HEX_RECORD_MAX);
        ok = false;
    }
    if (!ok)
        doc->moves = NULL;
    return ok;
}

/* The kinds of a `stones` mapping's values, down to its cells. */
static void stones_read_kinds(const yreader_t *r, const ynode_t *stones)
{
    if (!yread_is(r, stones, YNODE_MAPPING, "stones") || !yread_known_keys(r, stones, stones_keys))
        return;
    bool ok = true;
    for (colour_t c = COLOUR_WHITE; c <= COLOUR_BLACK; c++) {
        const ynode_t *list = stones_list(r, stones, c, &ok);
        for (size_t i = 0; list != NULL && i < list->count; i++)
            yread_is(r, list->children[i], YNODE_SCALAR, "a cell");
    }
}

/* Without a size there is no board to read a snapshot on, but the kinds
 * of the values can still be wrong, and each is worth its error. */
static void read_kinds(const yreader_t *r, const ynode_t *root, hex_document_t *doc)
{
    const ynode_t *board = ymap_get(root, "board"), *stones = ymap_get(root, "stones");
    if (board != NULL)
        yread_is(r, board, YNODE_SCALAR, "board");
    if (stones != NULL)
        stones_read_kinds(r, stones);
    read_moves(r, root, doc);
}

bool hex_document_read(const yreader_t *r, const ynode_t *root, const hex_game_spec_t *spec,
                       hex_document_t *doc)
{
    if (!yread_is(r, root, YNODE_MAPPING, "a position document"))
        return false;
    bool ok = read_keys(r, root, spec);
    int size;
    if (!hex_read_size(r, root, spec, &size)) {
        read_kinds(r, root, doc);
        return false;
    }
    const char *why = NULL;
    if (!hex_board_init(&doc->board, spec->shape, size, &why)) {
        yread_error(r, ymap_get(root, "size"), DIAG_INPUT, "%s", why);
        return false;
    }
    hex_position_init(&doc->snapshot, &doc->board);
    ok = read_snapshot(r, root, doc) && ok;
    return read_moves(r, root, doc) && ok;
}

/* What a cell holds, in the words of the messages. */
static const char *contents_name(colour_t c) { return c == COLOUR_NONE ? "empty" : colour_name(c); }

/* Differences are listed up to this many, then counted. */
#define COMPARE_SHOWN 5

bool hex_document_compare(const yreader_t *r, const hex_document_t *doc,
                          const hex_position_t *replayed)
{
    if (!doc->has_snapshot)
        return true;
    int differences = 0;
    for (hex_cell_t c = 0; c < doc->board.count; c++) {
        colour_t want = hex_position_get(&doc->snapshot, c);
        colour_t got = hex_position_get(replayed, c);
        if (want == got)
            continue;
        if (++differences > COMPARE_SHOWN)
            continue;
        unsigned line, column;
        source_place(r, doc->source[c], &line, &column);
        char name[HEX_NAME_MAX];
        error_at(r, line, column, DIAG_RULE,
                 "the moves leave %s %s, but the snapshot has it %s",
                 hex_board_cell_name(&doc->board, c, name), contents_name(got),
                 contents_name(want));
    }
    if (differences > COMPARE_SHOWN)
        yread_error(r, doc->snapshot_node, DIAG_RULE,
                    "the moves and the snapshot differ in %d more cell%s",
                    differences - COMPARE_SHOWN, diag_plural(differences - COMPARE_SHOWN));
    return differences == 0;
}

/* ---- Records ---- */

bool hex_move_read(const yreader_t *r, const ynode_t *moves, size_t index, hex_move_t *move)
{
    const ynode_t *node = moves->children[index];
    move->number = index + 1;
    move->node = node;
    move->count = 0;
    move->note[0] = '\0';
    snprintf(move->label, sizeof move->label, "move %zu", move->number);
    ychar_cursor_t cursor;
    ychar_cursor_init(&cursor, r->stream, node);
    if (node->kind != YNODE_SCALAR) {
        yread_error(r, node, DIAG_INPUT, "%s must be a scalar such as \"d4\" or \"a1 a4\", not %s",
                    move->label, ynode_kind_name(node->kind));
        return false;
    }
    if (item_runs_on(r, node, move->label))
        return false;
    for (size_t i = 0; i < node->length;) {
        if (is_blank(node->value[i])) {
            i++;
            continue;
        }
        if (move->count == HEX_MOVE_TOKENS_MAX) {
            yread_error(r, node, DIAG_INPUT, "%s has more than %d parts", move->label,
                        HEX_MOVE_TOKENS_MAX);
            return false;
        }
        hex_token_t *token = &move->tokens[move->count++];
        token->text = node->value + i;
        while (i < node->length && !is_blank(node->value[i]))
            i++;
        token->length = (size_t)(node->value + i - token->text);
        ychar_cursor_place(&cursor, (size_t)(token->text - node->value), &token->line,
                           &token->column);
    }
    if (move->count == 0) {
        yread_error(r, node, DIAG_INPUT, "%s is empty", move->label);
        return false;
    }
    return true;
}

bool hex_token_is(const hex_token_t *token, const char *word)
{
    return strlen(word) == token->length && memcmp(token->text, word, token->length) == 0;
}

bool hex_move_cell(const yreader_t *r, const hex_board_t *board, const hex_move_t *move,
                   size_t token, size_t skip, hex_cell_t *cell)
{
    const hex_token_t *t = &move->tokens[token];
    if (skip > t->length)
        skip = t->length;
    return hex_read_cell(r, board, t->text + skip, t->length - skip, t->line, t->column,
                         move->label, cell);
}

void hex_move_error(const yreader_t *r, const hex_move_t *move, size_t token, diag_kind_t kind,
                    const char *format, ...)
{
    unsigned line = move->node->line, column = move->node->column;
    if (token < move->count) {
        line = move->tokens[token].line;
        column = move->tokens[token].column;
    }
    va_list args, copy;
    va_start(args, format);
    va_copy(copy, args);
    int length = vsnprintf(NULL, 0, format, copy);
    va_end(copy);
    char *message = length >= 0 ? malloc((size_t)length + 1) : NULL;
    if (message != NULL) {
        vsnprintf(message, (size_t)length + 1, format, args);
        const char *open = move->note[0] != '\0' ? " (" : "";
        const char *close = move->note[0] != '\0' ? ")" : "";
        error_at(r, line, column, kind, "%s: %s%s%s%s", move->label, message, open, move->note,
                 close);
    } else {
        r->diag->out_of_memory = true;
    }
    va_end(args);
    free(message);
}
