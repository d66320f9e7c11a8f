#!/bin/sh
# How long `twigs check` takes on a whole Sibling or Orochi game on the
# default board.  Target: at most 5 ms per game, the whole process
# included.
#
#     bench/hex_games_check.sh [BUILD_DIR] [RUNS]
#
# First many random games checked in one process (bench/bench_games.c,
# built in BUILD_DIR, default the current directory), then the whole
# program on the full games of tests/positions (bench/check_time.sh).
build=${1:-.}
runs=${2:-21}
here=$(dirname "$0")
make -C "$build" bench/bench_games > /dev/null || exit 1
"$build/bench/bench_games" || exit 1
status=0
for game in sibling orochi; do
    sh "$here/check_time.sh" "$here/../tests/positions/$game/full-game.yaml" 5 "$build/twigs" \
        "$runs" || status=1
done
exit $status
