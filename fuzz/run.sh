#!/bin/sh
# Runs the libFuzzer harnesses of a build configured with --enable-fuzzing:
#
#     fuzz/run.sh BUILD_DIR [SECONDS] [HARNESS...]
#
# Each harness (default: all of them) runs SECONDS seconds (default 60) on
# a corpus kept in BUILD_DIR/fuzz/corpus/HARNESS, seeded from the
# project's position files, puzzles, bad inputs and fuzzing regressions
# (the merge harness: summaries that the build's twigs writes), with the
# dictionary fuzz/yaml.dict.  SECONDS 0 only runs each harness
# once on its seeds, which is what CI does: it proves the harnesses work,
# and stays the same from run to run.
#
# Inputs that crash, leak or run too slowly are written to
# BUILD_DIR/fuzz/artifacts/; keep each as a regression test in
# tests/fuzz-regressions/ (an input of a game's harness follows the line
# `game: NAME` that the harness puts first; puzzle-*.yaml for the puzzle
# harness).  At the end it prints the executions of each harness, their
# total and the coverage each reached; it fails when a harness found
# anything.
set -eu
srcdir=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:?usage: fuzz/run.sh BUILD_DIR [SECONDS] [HARNESS...]}" && pwd)
seconds=${2:-60}
[ $# -ge 2 ] && shift 2 || shift $#
harnesses=${*:-"ytree check puzzle merge twigs sibling orochi meridians sinfrid"}
work=$build/fuzz
mkdir -p "$work/artifacts" "$work/logs"

# The merge harness's seeds: summaries of split searches as
# tests/cli/test_optimum.sh makes them, written by the build's twigs, the
# parts of one search in one input, a file each, joined at "#8<" lines.
merge_seeds() {
    dir=$1
    twigs=$build/twigs
    [ -x "$twigs" ] || { echo "fuzz/run.sh: no $twigs to write the merge seeds" >&2; exit 2; }
    # Global names (sh has no others): the main loop's $name stays.
    parts() { # NAME PUZZLE N OPTIONS...: the N parts of PUZZLE; the first alone; all in one file
        file=$dir/$1 puzzle=$2 count=$3
        shift 3
        k=1
        : > "$file.yaml"
        while [ "$k" -le "$count" ]; do
            [ "$k" -eq 1 ] || printf '#8<\n' >> "$file.yaml"
            "$twigs" solve "$puzzle" --part "$k/$count" --format yaml "$@" >> "$file.yaml"
            k=$((k + 1))
        done
        sed '/^#8<$/,$d' "$file.yaml" > "$file-first.yaml"
        sed 's/^#8<$/---/' "$file.yaml" > "$file-one-file.yaml"
    }
    parts triangle triangle 2 --count
    parts hexes15 hexes15 4 --count --time-limit 0.2
    parts maximum maximum 3
    parts tree tree 3
    parts ring ring 2 --time-limit 0.3
}

# Seeds: every document of the project's test data; a game's harness gets
# its own game's positions without their `game:` line, which it adds.
seed() {
    name=$1
    dir=$work/seeds/$name
    rm -rf "$dir"
    mkdir -p "$dir"
    case $name in
    merge)
        merge_seeds "$dir"
        return ;;
    ytree | check)
        files=$(find "$srcdir/tests/positions" "$srcdir/puzzles" "$srcdir/tests/bad" \
            "$srcdir/tests/fuzz-regressions" "$srcdir/tests/cli/bad-puzzles" \
            -name '*.yaml' -size -64k 2>/dev/null || true) ;;
    puzzle)
        files=$(find "$srcdir/puzzles" "$srcdir/tests/cli/bad-puzzles" \
            "$srcdir/tests/positions/twigs/puzzles" -name '*.yaml' 2>/dev/null || true)
        files="$files $(find "$srcdir/tests/fuzz-regressions" -name 'puzzle-*.yaml')" ;;
    *)
        files=$(find "$srcdir/tests/positions/$name" -name '*.yaml' 2>/dev/null || true)
        files="$files $(grep -l -x "game: $name" "$srcdir/tests/fuzz-regressions/"*.yaml || true)" ;;
    esac
    n=0
    for f in $files; do
        n=$((n + 1))
        case $name in
        ytree | check | puzzle) cp "$f" "$dir/seed-$n.yaml" ;;
        *) grep -v '^game:' "$f" > "$dir/seed-$n.yaml" || true ;;
        esac
    done
}

stopped=""
for name in $harnesses; do
    program=$build/fuzz/$name-fuzzer
    [ -x "$program" ] || { echo "fuzz/run.sh: no $program (configure --enable-fuzzing)" >&2; exit 2; }
    seed "$name"
    mkdir -p "$work/corpus/$name"
    if [ "$seconds" -eq 0 ]; then
        echo "== $name: its seeds"
        how="-runs=0"
        corpus=""
    else
        echo "== $name: $seconds s"
        how="-max_total_time=$seconds"
        corpus=$work/corpus/$name
    fi
    # Inputs stay small (they are mutated, not read whole; the position
    # files run to 3 KB) and a run of more than 10 s or 512 MB on one of
    # them is a bug to report.
    # shellcheck disable=SC2086
    "$program" -dict="$srcdir/fuzz/yaml.dict" "$how" -timeout=10 \
        -rss_limit_mb=2048 -malloc_limit_mb=512 -max_len=8192 -print_final_stats=1 \
        -artifact_prefix="$work/artifacts/$name-" \
        $corpus "$work/seeds/$name" > "$work/logs/$name.log" 2>&1 || {
        echo "== $name stopped: see $work/logs/$name.log and $work/artifacts/"
        stopped="$stopped $name"
    }
    tail -n 12 "$work/logs/$name.log" | grep -E '^stat::(number_of_executed_units|peak_rss_mb)' || true
done

echo "== summary"
total=0
for name in $harnesses; do
    log=$work/logs/$name.log
    [ -f "$log" ] || continue
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1)
    ft=$(grep -o 'ft: [0-9]*' "$log" | tail -n 1)
    kept=""
    [ "$seconds" -eq 0 ] || kept=", corpus $(ls "$work/corpus/$name" | wc -l)"
    echo "$name: ${runs:-0} executions, $cov edges, $ft features$kept"
    total=$((total + ${runs:-0}))
done
echo "total: $total executions"
[ -z "$stopped" ] || { echo "found something:$stopped"; exit 1; }
