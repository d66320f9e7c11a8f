#include "hex/record_edit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
