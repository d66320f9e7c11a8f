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
