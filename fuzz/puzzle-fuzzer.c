/* Puzzle files as twigs solve reads them (docs/puzzles.md): the loader, the
 * puzzle reader, and the preparation of a cover puzzle's exact cover
 * problem (placements, symmetries, slices), stopped before any search: a
 * search of a large region may rightly take as long as it takes. */
#include <stdatomic.h>
#include <stdlib.h>

#include "fuzz/fuzz.h"
#include "puzzle/puzzle_file.h"

static void prepare_cover(const puzzle_t *puzzle)
{
    cover_puzzle_t problem;
    edge_t *required;
    fuzz_require(puzzle_cover_problem(puzzle, &problem, &required), "out of memory");
    atomic_bool stop = true;
    cover_puzzle_options_t options = cover_puzzle_default_options(&problem);
    options.stop = &stop;
    cover_puzzle_stats_t stats = cover_puzzle_solve(&problem, &options, NULL, NULL);
    fuzz_require(!stats.failed, "a cover puzzle that cannot be prepared");
    fuzz_require(stats.nodes == 0, "a search that did not stop");
    free(required);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    diag_t diag;
    ystream_t stream;
    bool loaded = fuzz_load(text, size, &stream, &diag);
    yreader_t reader = {&stream, &diag};
    puzzle_t puzzle;
    bool ok = puzzle_file_read_stream(&reader, loaded, &puzzle);
    fuzz_require(ok == (diag.count == 0 && !diag.out_of_memory),
                 "a puzzle refused without an error, or read despite one");
    fuzz_check_diag(&diag, text, size);
    diag_print(&diag, fuzz_sink());
    if (ok && puzzle.kind == PUZZLE_COVER)
        prepare_cover(&puzzle);
    puzzle_free(&puzzle);
    ystream_free(&stream);
    diag_free(&diag);
    return 0;
}
