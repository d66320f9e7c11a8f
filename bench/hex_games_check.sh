#!/bin/sh
# How long `twigs check` takes on a whole game of each hex game on its
# default board.  Target: at most 5 ms per game, the whole process
# included (the figures and the verdict are bench/check_time.sh's).
#
#     bench/hex_games_check.sh [BUILD_DIR] [RUNS]
#
# BUILD_DIR holds the built twigs (default: the current directory), RUNS
# is the number of runs (21).  Sibling and Orochi: many random games
# checked in one process (bench/bench_games.c), then the full games of
# tests/positions.  Meridians and Sinfrid: a whole game played to its end
# by the engines' own move generators (bench/hex_game_record.c, seed 1).
build=${1:-.}
runs=${2:-21}
here=$(dirname "$0")
records="${TMPDIR:-/tmp}/hex-games-check.$$"
trap 'rm -rf "$records"' EXIT INT TERM
mkdir -p "$records" || exit 1
make -C "$build" twigs bench/bench_games bench/hex_game_record > /dev/null || exit 1
. "$here/lib.sh"
# Each game's time is the median of its runs; then the median and the
# slowest of those.
"$build/bench/bench_games" > "$records/games" || exit 1
echo "check of whole random games, in one process (each game the median of its runs):"
for game in sibling orochi; do
    grep "^$game " "$records/games" > "$records/runs"
    size=$(awk 'NR == 1 { print $2 }' "$records/runs")
    : > "$records/per-game"
    for i in $(awk '{ print $3 }' "$records/runs" | sort -un); do
        awk -v i="$i" '$3 == i { print $5 }' "$records/runs" | median >> "$records/per-game"
    done
    moves=$(awk '!seen[$3]++ { sum += $4; n++ } END { printf "%.1f", sum / n }' "$records/runs")
    printf '  %-8s size %s, %5s moves a game: median %7s us, slowest %7s us a game\n' "$game" \
        "$size" "$moves" "$(median < "$records/per-game")" "$(sort -n "$records/per-game" | tail -n 1)"
done
status=0
for game in sibling orochi; do
    sh "$here/check_time.sh" "$here/../tests/positions/$game/full-game.yaml" 5 "$build/twigs" \
        "$runs" || status=1
done
for game in meridians sinfrid; do
    record="$records/$game-size-7.yaml"
    "$build/bench/hex_game_record" "$game" 1 > "$record" || exit 1
    echo "$game: a whole game of $(grep -c '^  - ' "$record") entries"
    sh "$here/check_time.sh" "$record" 5 "$build/twigs" "$runs" || status=1
done
exit $status
