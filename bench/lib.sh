# Shared by the benchmark scripts (sourced): the statistics of all of
# them, and timing runs of `twigs solve` for the solve benchmarks, which
# set $twigs, $runs and $tmp (a scratch directory).

# median, best: of the numbers on stdin, one a line (the median of an
# even count is the lower middle one).
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
best() { sort -n | head -n 1; }

# solve_runs ARGS...: runs `twigs solve ARGS --format yaml` $runs times; the
# last output stays in $tmp/out, each run's wall time (µs) is appended to
# $tmp/wall, its solver time (µs, the output's `seconds`, found by the
# caller's solver_seconds) to $tmp/solver and, when /usr/bin/time exists,
# its peak memory (KiB) to $tmp/memory and its user CPU time (s, all
# threads: on a shared machine steadier than the wall time) to $tmp/user.
solve_runs() {
    : >"$tmp/solver"
    : >"$tmp/wall"
    : >"$tmp/memory"
    : >"$tmp/user"
    i=0
    while [ "$i" -lt "$runs" ]; do
        solve_once "$@"
        i=$((i + 1))
    done
}

# solve_once ARGS...: one run of solve_runs, its figures appended.
solve_once() {
    start=$(date +%s%N)
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f '%M %U' -o "$tmp/rss" "$twigs" solve "$@" --format yaml >"$tmp/out"
        cut -d ' ' -f 1 "$tmp/rss" >>"$tmp/memory"
        cut -d ' ' -f 2 "$tmp/rss" >>"$tmp/user"
    else
        "$twigs" solve "$@" --format yaml >"$tmp/out"
    fi
    end=$(date +%s%N)
    echo $(((end - start) / 1000)) >>"$tmp/wall"
    solver_seconds | awk '{ printf "%d\n", $1 * 1000000 }' >>"$tmp/solver"
}

# The median peak memory of the runs, in MiB (0 without /usr/bin/time).
peak_mib() {
    if [ -s "$tmp/memory" ]; then median <"$tmp/memory"; else echo 0; fi | awk '{ print $1 / 1024 }'
}
