#!/bin/sh
# CI: a representative subset of the tests under valgrind (memory errors
# and leaks), on a build without sanitizers:
#
#     .ci/valgrind.sh BUILD_DIR
#
# Unit suites of the loader, the hex board and its games and the Twigs
# checks; `twigs check` of every position file, bad input and fuzzing
# regression; `twigs solve` of the bad puzzle files and two small
# searches; `twigs render` of a position of each game and of a puzzle
# file; JSON output; `twigs puzzles`.  A run fails when
# valgrind reports anything (its log is kept quiet otherwise) or when
# twigs ends with another status than without valgrind.
set -u
srcdir=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:?usage: .ci/valgrind.sh BUILD_DIR}" && pwd)
twigs=$build/twigs
log=$(mktemp -d "${TMPDIR:-/tmp}/twigs-valgrind.XXXXXX") || exit 99
trap 'rm -rf "$log"' EXIT
runs=0
failures=0

# vg STATUS COMMAND...: COMMAND under valgrind must end with STATUS and a
# silent valgrind.
vg() {
    expected=$1
    shift
    runs=$((runs + 1))
    valgrind -q --error-exitcode=1 --leak-check=full --log-file="$log/vg.$runs" "$@" \
        > "$log/out" 2>&1
    status=$?
    if [ -s "$log/vg.$runs" ] || [ "$status" -ne "$expected" ]; then
        echo "FAIL (status $status, expected $expected): $*"
        head -n 40 "$log/vg.$runs"
        failures=$((failures + 1))
    fi
}

# The status twigs gives without valgrind, which valgrind must not change.
vg_same() {
    "$@" > /dev/null 2>&1
    vg $? "$@"
}

for t in test_twig test_area test_hex test_sibling test_orochi test_twigs test_io; do
    vg 0 "$build/tests/unit/$t"
done
for f in "$srcdir"/tests/positions/*/*.yaml "$srcdir"/tests/bad/*.yaml \
    "$srcdir"/tests/fuzz-regressions/*.yaml; do
    vg_same "$twigs" check --format yaml "$f"
done
for f in "$srcdir"/tests/cli/bad-puzzles/*.yaml; do
    vg 2 "$twigs" solve "$f"
done
vg 0 "$twigs" solve triangle --count --threads 2
vg 0 "$twigs" solve "$srcdir/puzzles/hexagon-7.yaml" --all
vg 0 "$twigs" pieces --format svg
vg 0 "$twigs" pieces --format json --order 6
vg 0 "$twigs" puzzles triangle hexagon-7 --format json
vg 0 "$twigs" render "$srcdir/puzzles/hexagon-7-spare.yaml" --grid -o "$log/picture.svg"
vg 1 "$twigs" check --format json "$srcdir/examples/twigs.yaml" "$srcdir/examples/illegal-record.yaml"
for f in "$srcdir/tests/positions/sibling/full-game.yaml" "$srcdir/tests/positions/orochi/full-game.yaml" \
    "$srcdir/tests/positions/meridians/cut-and-removed.yaml" "$srcdir/tests/positions/sinfrid/finished.yaml" \
    "$srcdir/tests/positions/twigs/finished-white-wins.yaml"; do
    vg 0 "$twigs" render "$f" -o "$log/picture.svg"
done

echo "valgrind: $runs runs, $failures failed"
[ "$failures" -eq 0 ]
