#!/bin/sh
# Times `twigs solve PUZZLE --count` on the Triangle and a few shapes:
# median and best of several runs (the solver's own clock, and the whole
# process from start to exit), nodes searched, peak memory.
#
#   bench/bench_solve.sh [TWIGS] [RUNS]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
twigs=${1:-./twigs}
runs=${2:-21}
[ -x "$twigs" ] || { echo "no twigs program at $twigs (build it, or pass its path)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

. "$here/bench/lib.sh"
solver_seconds() { sed -n 's/^seconds: //p' "$tmp/out"; }

bench() {
    label=$1
    shift
    solve_runs "$@" --count
    solutions=$(sed -n 's/^solutions: //p' "$tmp/out")
    nodes=$(sed -n 's/^nodes: //p' "$tmp/out")
    printf '%-28s %9s %10s %9.2f %9.2f %9.2f %8.1f\n' "$label" "$solutions" "$nodes" \
        "$(median <"$tmp/solver" | awk '{ print $1 / 1000 }')" \
        "$(best <"$tmp/solver" | awk '{ print $1 / 1000 }')" \
        "$(median <"$tmp/wall" | awk '{ print $1 / 1000 }')" \
        "$(peak_mib)"
}

echo "twigs solve --count, $runs runs each, $(nproc) processors ($(uname -m))"
printf '%-28s %9s %10s %9s %9s %9s %8s\n' puzzle solutions nodes "median ms" "best ms" \
    "wall ms" "peak MiB"
bench "triangle" triangle
bench "triangle, 1 thread" triangle --threads 1
bench "trapezoid-6-5-4" "$here/puzzles/trapezoid-6-5-4.yaml"
bench "parallelogram-5x3" "$here/puzzles/parallelogram-5x3.yaml"
bench "hexagon-7-spare" "$here/puzzles/hexagon-7-spare.yaml"
