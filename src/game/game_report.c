#include "game/game_report.h"

ynode_t *game_report_colours(long white, long black)
{
    ynode_t *map = ynode_new_mapping(true);
    ymap_add_int(map, "white", white);
    ymap_add_int(map, "black", black);
    return map;
}

void game_report_pass_input_errors(const diag_t *quiet, diag_t *diag)
{
    diag_copy(diag, quiet, DIAG_INPUT);
}

ynode_t *game_report_notes(report_t *report)
{
    if (report->notes == NULL)
        report->notes = ynode_new_mapping(false);
    return report->notes;
}
