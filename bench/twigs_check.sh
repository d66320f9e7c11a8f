#!/bin/sh
# How long `twigs check` takes on a finished 24-piece game.  Target: a
# median of at most 2 ms per run, the whole process included.
#
#     bench/twigs_check.sh [TWIGS] [RUNS]
#
# TWIGS is the program (default ./twigs), RUNS the number of runs (21).
# Runs are timed by bench/run_times.c (built here with cc), which starts
# the process itself: timing from a shell would add the shell's own fork.
# Beside the whole run it prints the cost of starting the program at all
# (`twigs --version`) and of one check alone (100 checks in one process,
# divided), so that a loaded machine's slow process starts can be told
# from the program's own work.
twigs=${1:-./twigs}
runs=${2:-21}
case $twigs in */*) ;; *) twigs="./$twigs" ;; esac
here=$(dirname "$0")
game="$here/twigs-game-24.yaml"
timer="${TMPDIR:-/tmp}/twigs-run-times.$$"
trap 'rm -f "$timer"' EXIT INT TERM
${CC:-cc} -O2 -o "$timer" "$here/run_times.c" || exit 1
"$twigs" check "$game" > /dev/null || { echo "twigs check failed on $game" >&2; exit 1; }

# figures DIVISOR: the median and least of the microseconds on stdin, each
# over DIVISOR, in ms.
figures() {
    sort -n | awk -v d="$1" '{ t[NR] = $1 / d / 1000 }
        END { printf "median %.3f ms, least %.3f ms", t[int((NR + 1) / 2)], t[1] }'
}

many=$(i=0; while [ $i -lt 100 ]; do printf '%s\n' "$game"; i=$((i + 1)); done)
whole=$("$timer" "$runs" "$twigs" check "$game" | figures 1)
true_=$("$timer" "$runs" /bin/true | figures 1)
start=$("$timer" "$runs" "$twigs" --version | figures 1)
# shellcheck disable=SC2086 # the game's path, 100 times, as arguments
alone=$(IFS='
'; "$timer" "$runs" "$twigs" check $many | figures 100)
echo "twigs check of a 24-piece game, $runs runs each:"
echo "  twigs check       $whole  (target: median at most 2 ms)"
echo "  /bin/true         $true_  (starting any process here)"
echo "  twigs --version   $start  (starting the program)"
echo "  one check alone   $alone  (100 checks in one process, divided)"
echo "$whole" | awk '{ ok = $2 <= 2.0; print ok ? "target met" : "target NOT met"; exit !ok }'
