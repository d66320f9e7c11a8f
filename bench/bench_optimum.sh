#!/bin/sh
# Times the optimisation puzzles: `twigs solve tree|ring|maximum` (value,
# bound, whether proven) and `twigs solve hexes15 --count` (arrangements,
# shapes): median and best of several runs by the solver's own clock, the
# whole process's wall time and user CPU time (medians), nodes searched
# and peak memory.
#
#   bench/bench_optimum.sh [TWIGS] [RUNS] [THREADS]
set -eu
twigs=${1:-./twigs}
runs=${2:-3}
threads=${3:-2}
[ -x "$twigs" ] || { echo "no twigs program at $twigs (build it, or pass its path)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

. "$(dirname "$0")/lib.sh"

# The solver's figures: a claim {value, upper_bound, proven, nodes, seconds}
# on one line, or a summary with one key per line.
field() {
    sed -n "s/^claim: {.*$1: \([^,}]*\).*/\1/p; s/^$1: //p" "$tmp/out" | head -n 1
}
solver_seconds() { field seconds; }

bench() {
    label=$1
    shift
    solve_runs "$@" --threads "$threads"
    if grep -q '^solutions: ' "$tmp/out"; then
        result="$(field solutions) arrangements, $(field shapes) shapes"
    else
        result="$(field value) (bound $(field upper_bound), proven $(field proven))"
    fi
    printf '%-16s %-34s %11s %9.3f %9.3f %9.3f %9.2f %8.1f\n' "$label" "$result" "$(field nodes)" \
        "$(median <"$tmp/solver" | awk '{ print $1 / 1000000 }')" \
        "$(best <"$tmp/solver" | awk '{ print $1 / 1000000 }')" \
        "$(median <"$tmp/wall" | awk '{ print $1 / 1000000 }')" \
        "$(if [ -s "$tmp/user" ]; then median <"$tmp/user"; else echo 0; fi)" "$(peak_mib)"
}

echo "twigs solve, $runs runs each, $threads threads, $(nproc) processors ($(uname -m))"
printf '%-16s %-34s %11s %9s %9s %9s %9s %8s\n' puzzle result nodes "median s" "best s" \
    "wall s" "user s" "peak MiB"
bench tree tree
bench maximum maximum
bench ring ring
bench "hexes15 --count" hexes15 --count
