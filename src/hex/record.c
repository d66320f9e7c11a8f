#include "hex/record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void hex_record_init(hex_record_t *record) { memset(record, 0, sizeof *record); }

void hex_record_free(hex_record_t *record)
{
    for (size_t i = 0; i < record->count; i++)
        free(record->entries[i]);
    free(record->entries);
    hex_record_init(record);
}

bool hex_record_add(hex_record_t *record, const char *entry)
{
    if (record->count == record->capacity) {
        size_t capacity = record->capacity ? 2 * record->capacity : 64;
        char **entries = realloc(record->entries, capacity * sizeof *entries);
        if (entries == NULL)
            return false;
        record->entries = entries;
        record->capacity = capacity;
    }
    char *copy = strdup(entry);
    if (copy == NULL)
        return false;
    record->entries[record->count++] = copy;
    return true;
}

bool hex_record_set(hex_record_t *record, size_t i, const char *entry)
{
    char *copy = strdup(entry);
    if (copy == NULL)
        return false;
    free(record->entries[i]);
    record->entries[i] = copy;
    return true;
}

bool hex_record_copy(hex_record_t *to, const hex_record_t *from, size_t count)
{
    hex_record_init(to);
    for (size_t i = 0; i < count && i < from->count; i++)
        if (!hex_record_add(to, from->entries[i]))
            return false;
    return true;
}

void hex_record_entry_text(const hex_board_t *board, const hex_cell_t *cells, int count,
                           char *text)
{
    size_t n = 0;
    text[0] = '\0';
    for (int i = 0; i < count; i++) {
        char name[HEX_NAME_MAX];
        n += (size_t)snprintf(text + n, HEX_RECORD_ENTRY_MAX - n, "%s%s", i ? " " : "",
                              hex_board_cell_name(board, cells[i], name));
    }
}

bool hex_record_add_cells(hex_record_t *record, const hex_board_t *board, const hex_cell_t *cells,
                          int count)
{
    char *text = malloc(HEX_RECORD_ENTRY_MAX);
    if (text == NULL)
        return false;
    hex_record_entry_text(board, cells, count, text);
    bool added = hex_record_add(record, text);
    free(text);
    return added;
}

int hex_record_cells(const hex_record_t *record, size_t index, const hex_board_t *board,
                     size_t skip, hex_cell_t *cells)
{
    int n = 0;
    for (const char *p = record->entries[index]; *p != '\0';) {
        size_t length = strcspn(p, " ");
        if (length < skip ||
            hex_board_parse_cell(board, p + skip, length - skip, &cells[n++], NULL) != HEX_NAME_OK)
            return -1;
        p += length + (p[length] == ' ');
    }
    return n;
}

char *hex_record_document(const char *game, int size, const char *extra,
                          const hex_position_t *pos, const hex_record_t *record)
{
    size_t room = 256 + (extra ? strlen(extra) : 0) + (pos ? HEX_DIAGRAM_MAX * 2 : 0);
    for (size_t i = 0; record != NULL && i < record->count; i++)
        room += strlen(record->entries[i]) + 8;
    char *text = malloc(room);
    if (text == NULL)
        return NULL;
    size_t n =
        (size_t)snprintf(text, room, "game: %s\nsize: %d\n%s", game, size, extra ? extra : "");
    if (pos != NULL) {
        char diagram[HEX_DIAGRAM_MAX];
        hex_position_diagram(pos, diagram);
        n += (size_t)snprintf(text + n, room - n, "board: |2\n");
        for (const char *line = diagram; *line != '\0';) {
            const char *end = strchr(line, '\n');
            n += (size_t)snprintf(text + n, room - n, "  %.*s\n", (int)(end - line), line);
            line = end + 1;
        }
    }
    if (record != NULL) {
        n += (size_t)snprintf(text + n, room - n, "moves:%s\n", record->count ? "" : " []");
        for (size_t i = 0; i < record->count; i++)
            n += (size_t)snprintf(text + n, room - n, "  - %s\n", record->entries[i]);
    }
    return text;
}
