#!/bin/sh
# Replay speed of the hex board layer (src/hex/): the median of the runs
# bench/bench_hex times, in microseconds per 100 moves.
# Usage: bench/hex_board.sh [BUILD_DIR]   (default: the current directory)
set -e
build=${1:-.}
. "$(dirname "$0")/lib.sh"
make -C "$build" bench/bench_hex >/dev/null
out=$("$build/bench/bench_hex")
field() { echo "$out" | awk -v k="$1" '$1 == "run" { for (i = 2; i < NF; i++) if ($i == k) print $(i + 1) }'; }
load=$(field load | median)
play=$(field play | median)
runs=$(field load | wc -l)
echo "hex board: $(echo "$out" | awk '$1 == "moves" { print $2 }') moves of 2 stones on a size-13 board" \
    "(checksum $(field checksum | head -n 1)), median of $runs runs"
printf '  load YAML:          %8.1f us per 100 moves\n' "$load"
printf '  read and replay:    %8.1f us per 100 moves\n' "$play"
printf '  total:              %8.1f us per 100 moves (target: well under 1000)\n' \
    "$(echo "$load $play" | awk '{ print $1 + $2 }')"
