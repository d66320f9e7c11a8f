/* The YAML loader (src/io/yload.c) alone: any bytes load or are refused
 * with placed errors; what loads can be walked, placed character by
 * character, copied, printed on one line and written back as YAML. */
#include "fuzz/fuzz.h"
#include "io/ytree.h"

static void check_node(const ystream_t *stream, const ynode_t *node, const char *text,
                       size_t size)
{
    fuzz_require(node->line >= 1 && node->column >= 1, "a loaded node without a place");
    fuzz_require(node->offset <= size, "a node beyond the end of the input");
    if (node->kind == YNODE_SCALAR) {
        size_t probes[] = {0, node->length / 2, node->length};
        diag_t diag;
        diag_init(&diag, "fuzz.yaml");
        for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++) {
            unsigned line, column;
            ystream_char_position(stream, node, probes[i], &line, &column);
            diag_add(&diag, DIAG_INPUT, line, column, "character %zu", probes[i]);
        }
        fuzz_check_diag(&diag, text, size);
        diag_free(&diag);
    }
    fuzz_require(node->kind != YNODE_MAPPING || node->count % 2 == 0, "a key without a value");
    for (size_t i = 0; i < node->count; i++)
        check_node(stream, node->children[i], text, size);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    diag_t diag;
    ystream_t stream;
    bool loaded = fuzz_load(text, size, &stream, &diag);
    fuzz_require(loaded == (diag.count == 0), "a load that failed without an error, or not");
    fuzz_check_diag(&diag, text, size);
    yemitter_t *emitter = ytree_emit_begin(fuzz_sink());
    for (size_t i = 0; i < stream.count; i++) {
        const ydocument_t *doc = &stream.documents[i];
        /* A document an error broke off may hold a key without its value. */
        if (doc->root == NULL || doc->broken)
            continue;
        check_node(&stream, doc->root, text, size);
        ynode_print_flow(doc->root, fuzz_sink());
        ynode_t *copy = ynode_copy(doc->root);
        fuzz_require(copy != NULL, "out of memory");
        fuzz_require(ytree_emit_document(emitter, copy), "a loaded document YAML cannot write");
        ynode_free(copy);
    }
    fuzz_require(ytree_emit_end(emitter), "the YAML stream cannot be ended");
    ystream_free(&stream);
    diag_free(&diag);
    return 0;
}
