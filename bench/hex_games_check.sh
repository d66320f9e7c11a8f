#!/bin/sh
# How long `twigs check` takes on a whole game of Meridians and one of
# Sinfrid on the default boards (size 7), each played to its end by the
# engines' own move generators (bench/hex_game_record.c, seed 1).
# Target: a median of at most 5 ms per run, the whole process included;
# the figures and the verdict are bench/twigs_check.sh's.
#
#     bench/hex_games_check.sh [BUILD_DIR] [RUNS]
#
# BUILD_DIR holds the built twigs (default: the current directory), RUNS
# is the number of runs (21).
build=${1:-.}
runs=${2:-21}
here=$(dirname "$0")
records="${TMPDIR:-/tmp}/hex-games-check.$$"
trap 'rm -rf "$records"' EXIT INT TERM
mkdir -p "$records" || exit 1
make -C "$build" twigs bench/hex_game_record > /dev/null || exit 1
status=0
for game in meridians sinfrid; do
    record="$records/$game-size-7.yaml"
    "$build/bench/hex_game_record" "$game" 1 > "$record" || exit 1
    echo "$game: a whole game of $(grep -c '^  - ' "$record") entries"
    sh "$here/twigs_check.sh" "$build/twigs" "$runs" "$record" 5 || status=1
    echo
done
exit $status
