#!/bin/sh
# The cover puzzles of puzzles/ whichever way up: each is turned and
# reflected into all 12 orientations (bench/orient does it to the region
# itself) and counted with `twigs solve --count --threads 1`; per puzzle,
# the fastest and slowest orientation (each the best of RUNS runs: on a
# shared machine a run is slowed by whatever else runs, never sped up, and
# on this project's two-core test machine one core ran 35 % slower than
# the other, so the median depends on where the runs landed), their
# ratio, the fewest and most nodes, and the peak memory.  Then the first
# solution of the large puzzles, which are not counted, the same way (a
# first solution does not report its nodes).  NAMEs, when given, choose
# the puzzles (triangle, or a file's name in puzzles/).
#
#   bench/bench_orientations.sh [BUILD_DIR] [RUNS [NAME...]]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-.}
runs=${2:-5}
shift $(($# < 2 ? $# : 2))
chosen=" $* "
wanted() { [ "$chosen" = "  " ] || case "$chosen" in *" $1 "*) true ;; *) false ;; esac; }
twigs=$build/twigs
make -C "$build" twigs bench/orient >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$here/bench/lib.sh"
solver_seconds() { sed -n 's/^seconds: //p' "$tmp/out"; }

# The Triangle is built in; as a cover puzzle it can be turned.
printf 'puzzle: cover\nname: triangle\nhexagons: [%s]\n' \
    "$(for r in 0 1 2 3 4; do q=0; while [ $((q + r)) -le 4 ]; do printf '"%d,%d", ' $q $r; q=$((q + 1)); done; done | sed 's/, $//')" \
    >"$tmp/triangle.yaml"

large="one-sided-pentatwigs-trapezoid-12x2 one-sided-polytwigs-1-4-trapezoid-5x2
    one-sided-polytwigs-1-4-elongated-hexagon-3x2 one-sided-polytwigs-1-4-elongated-hexagon-3x2-2
    polytwigs-1-5-inset-rectangle-5x5 polytwigs-1-5-parallelogram-6x4 polytwigs-1-5-trapezoid-ring-9x3
    one-sided-polytwigs-1-5-butterfly-12x2 hexatwigs-triangle
    polytwigs-1-4-twice-parallelogram-3x5-notched"

# orientations NAME FILE ARGS...: the row of one puzzle, solved with ARGS.
orientations() {
    name=$1
    file=$2
    shift 2
    : >"$tmp/times"
    : >"$tmp/nodes"
    : >"$tmp/peaks"
    s=0
    while [ "$s" -lt 12 ]; do
        "$build/bench/orient" "$file" "$s" >"$tmp/turned-$s.yaml"
        : >"$tmp/solver-$s"
        : >"$tmp/memory-$s"
        s=$((s + 1))
    done
    # Round by round, each orientation once a round: a spell in which the
    # machine runs slow slows every orientation alike, not the few it
    # happens to catch.
    round=0
    while [ "$round" -lt "$runs" ]; do
        s=0
        while [ "$s" -lt 12 ]; do
            : >"$tmp/solver"
            : >"$tmp/wall"
            : >"$tmp/memory"
            solve_once "$tmp/turned-$s.yaml" "$@" || :
            # A count says how long it searched; a first solution does
            # not, and is timed from outside.
            if [ -s "$tmp/solver" ]; then cat "$tmp/solver"; else cat "$tmp/wall"; fi \
                >>"$tmp/solver-$s"
            cat "$tmp/memory" >>"$tmp/memory-$s"
            [ "$round" -gt 0 ] || sed -n 's/^nodes: //p' "$tmp/out" >>"$tmp/nodes"
            s=$((s + 1))
        done
        round=$((round + 1))
    done
    s=0
    while [ "$s" -lt 12 ]; do
        best <"$tmp/solver-$s" >>"$tmp/times"
        cp "$tmp/memory-$s" "$tmp/memory"
        peak_mib >>"$tmp/peaks"
        s=$((s + 1))
    done
    fast=$(best <"$tmp/times")
    slow=$(sort -n "$tmp/times" | tail -n 1)
    printf '%-40s %9.2f %9.2f %6.2f %10s %10s %7.1f\n' "$name" \
        "$(echo "$fast" | awk '{ print $1 / 1000 }')" "$(echo "$slow" | awk '{ print $1 / 1000 }')" \
        "$(echo "$fast $slow" | awk '{ r = $1 > 0 ? $2 / $1 : 0; print r }')" \
        "$(best <"$tmp/nodes" | grep . || echo -)" "$(sort -n "$tmp/nodes" | tail -n 1 | grep . || echo -)" \
        "$(sort -n "$tmp/peaks" | tail -n 1)"
}

header() {
    echo "$1 in 12 orientations, best of $runs runs each ($(uname -m))"
    printf '%-40s %9s %9s %6s %10s %10s %7s\n' puzzle "fast ms" "slow ms" ratio "min nodes" \
        "max nodes" "MiB"
}

header "twigs solve --count --threads 1"
if wanted triangle; then orientations triangle "$tmp/triangle.yaml" --count --threads 1; fi
for file in "$here"/puzzles/*.yaml; do
    name=$(basename "$file" .yaml)
    grep -q '^puzzle: cover' "$file" || continue
    case " $(echo $large) " in *" $name "*) continue ;; esac
    if wanted "$name"; then orientations "$name" "$file" --count --threads 1; fi
done

echo
header "first solution (wall time), twigs solve --threads 1 --time-limit 60"
for name in $large; do
    file=$here/puzzles/$name.yaml
    [ -f "$file" ] && wanted "$name" || continue
    orientations "$name" "$file" --threads 1 --time-limit 60
    # A run that found nothing in its time says so.
    grep -q '^pieces:' "$tmp/out" || echo "  (the last run found no solution in 60 s)"
done
