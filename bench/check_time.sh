#!/bin/sh
# How long `twigs check FILE` takes, the whole process included, against a
# target in milliseconds.
#
#     bench/check_time.sh FILE TARGET_MS [TWIGS] [RUNS]
#
# TWIGS is the program (default ./twigs), RUNS the number of runs (21).
# Runs are timed by bench/run_times.c (built here with cc), which starts
# the process itself (timing from a shell would add the shell's own fork)
# and reports both the wall time and the processor time of each run.
# Beside the whole run it prints the cost of starting any process
# (/bin/true), of starting the program (`twigs --version`) and of one check
# alone (100 checks in one process, divided), so that a busy machine's
# slow process starts can be told from the program's own work.  The
# verdict is on the wall time, or on the processor time when even
# /bin/true takes over 1 ms of wall time (other work holds the
# processors, and every process waits for its turn).
game=$1
target=$2
shift 2
twigs=${1:-./twigs}
runs=${2:-21}
case $twigs in */*) ;; *) twigs="./$twigs" ;; esac
here=$(dirname "$0")
. "$here/lib.sh"
timer="${TMPDIR:-/tmp}/twigs-run-times.$$"
trap 'rm -f "$timer" "$timer.runs"' EXIT INT TERM
${CC:-cc} -O2 -o "$timer" "$here/run_times.c" || exit 1
"$twigs" check "$game" > /dev/null || { echo "twigs check failed on $game" >&2; exit 1; }

# figures DIVISOR: the medians of the wall and processor times on stdin
# (microseconds, two columns), each over DIVISOR, in ms.
figures() {
    awk -v d="$1" '{ print $1 / d / 1000, $2 / d / 1000 }' > "$timer.runs"
    wall=$(cut -d' ' -f1 "$timer.runs" | median)
    cpu=$(cut -d' ' -f2 "$timer.runs" | median)
    printf '%.3f %.3f' "$wall" "$cpu"
}

# show LABEL FIGURES NOTE
show() {
    printf '  %-16s wall %s ms, processor %s ms  %s\n' "$1" "${2% *}" "${2#* }" "$3"
}

many=$(i=0; while [ $i -lt 100 ]; do printf '%s\n' "$game"; i=$((i + 1)); done)
whole=$("$timer" "$runs" "$twigs" check "$game" | figures 1)
true_=$("$timer" "$runs" /bin/true | figures 1)
start=$("$timer" "$runs" "$twigs" --version | figures 1)
# shellcheck disable=SC2086 # the game's path, 100 times, as arguments
alone=$(IFS='
'; "$timer" "$runs" "$twigs" check $many | figures 100)
echo "twigs check $(basename "$(dirname "$game")")/$(basename "$game"), medians of $runs runs:"
show "twigs check" "$whole" "(target: at most $target ms)"
show "/bin/true" "$true_" "(starting any process here)"
show "twigs --version" "$start" "(starting the program)"
show "one check alone" "$alone" "(100 checks in one process, divided)"
# The target is for the wall time; where even /bin/true takes over 1 ms,
# other work is holding the processors, and the processor time is judged.
echo "$whole $true_" | awk -v target="$target" '{
    loaded = $3 > 1.0; t = loaded ? $2 : $1
    ok = t <= target
    printf "target %s (%s time %.3f ms)\n", ok ? "met" : "NOT met", loaded ? "processor, the machine being busy;" : "wall", t
    exit !ok }'
