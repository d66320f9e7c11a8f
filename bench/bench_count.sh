#!/bin/sh
# Counting with and without the memo: for puzzles from a few thousand
# solutions up, `twigs solve --count` with the memo (--memory SIZE) and
# plain (--memory 0), each stopped at LIMIT seconds: the count, whether it
# is complete, seconds, nodes, the memo's states and hits, peak memory.
#
#   bench/bench_count.sh [BUILD_DIR] [LIMIT] [SIZE] [THREADS]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-.}
limit=${2:-120}
size=${3:-2G}
threads=${4:-2}
twigs=$build/twigs
make -C "$build" twigs >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$here/bench/lib.sh"
runs=1
solver_seconds() { sed -n 's/^seconds: //p' "$tmp/out"; }
key() { sed -n "s/^$1: //p" "$tmp/out"; }

count() {
    label=$1
    shift
    solve_runs "$@" --count --threads "$threads" --time-limit "$limit" || :
    printf '%-44s %-5s %14s %5s %9.2f %12s %10s %10s %7.1f\n' "$label" "$memo" "$(key solutions)" \
        "$(key complete)" "$(key seconds)" "$(key nodes)" "$(key memo_entries)" \
        "$(key memo_hits)" "$(peak_mib)"
}

echo "twigs solve --count, $threads threads, stopped at $limit s ($(uname -m))"
printf '%-44s %-5s %14s %5s %9s %12s %10s %10s %7s\n' puzzle memo solutions done seconds nodes \
    states hits MiB
for name in polytwigs-1-4-inset-rectangle-4x2 one-sided-polytwigs-1-4-elongated-hexagon-3x2 \
    one-sided-polytwigs-1-4-elongated-hexagon-3x2-2 one-sided-polytwigs-1-4-trapezoid-5x2 \
    one-sided-pentatwigs-trapezoid-12x2 polytwigs-1-5-trapezoid-ring-9x3 \
    polytwigs-1-5-parallelogram-6x4 polytwigs-1-5-inset-rectangle-5x5 \
    polytwigs-1-4-twice-parallelogram-3x5-notched; do
    file=$here/puzzles/$name.yaml
    memo=$size
    count "$name" "$file" --memory "$size"
    memo=none
    count "$name" "$file" --memory 0
done
