#!/bin/sh
# Replay speed of the hex board layer (src/hex/), median of several runs.
# Usage: bench/hex_board.sh [BUILD_DIR]   (default: the current directory)
set -e
build=${1:-.}
make -C "$build" bench/bench_hex >/dev/null
"$build/bench/bench_hex"
