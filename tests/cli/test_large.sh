#!/bin/sh
# Puzzles within every limit of the input whose searches are large: the
# memory they take is bounded as the README's limits say, and a time
# limit or a signal stops them in every phase (the placements, the
# sweeps, the symmetries, the slices, the threads' copies, The Maximum's
# levels), with the statuses of docs/check.md and nothing said to be
# complete.  The puzzles are generated here: a parallelogram of 30 by 38
# hexagons (3,555 edges) and 711 pentatwigs, as custom pieces of the
# twelve shapes under TYPES names, the copies shared out among them.
# Pentatwigs have too few ends and branchings for a region of whole
# hexagons: the end budget (src/search/corners.h) shows there is no
# solution once the placements are made.  A whole search then prepares
# nothing more and ends in a second or so; a part of a split search
# (--part 1/2) is prepared as it always was, sweeps, symmetries, slices
# and the threads' copies, some seconds more, which is where the limits
# below stop it.  A run that gets to the proof ends "complete true" with
# no node searched; one stopped before it ends "complete false".  Either
# is right; which one depends on the machine's speed.
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
cd "$TMP" || exit 99

# cover_puzzle TYPES [SPARE]: with SPARE, one spare edge far off, which
# makes the end budget a limit, checked once the placements are made (an
# exact one rules this region out before any placement is made, and a
# puzzle that should reach the placements' limit must not be answered
# that way first).
cover_puzzle() {
    python3 - "$@" <<'EOF'
import sys
types = int(sys.argv[1])
spare = len(sys.argv) > 2
w, h, pieces = 30, 38, 711
shapes = [
    "0,0:e 0,1:ne 1,0:ne 1,0:e 1,0:se", "0,1:e 0,2:ne 1,1:e 1,1:se 2,0:se",
    "0,1:e 1,0:se 1,1:ne 2,0:se 2,1:ne", "0,2:ne 1,1:e 1,1:se 2,0:se 2,1:ne",
    "0,1:se 0,2:ne 1,1:e 1,1:se 2,0:se", "0,0:se 0,1:ne 1,0:se 1,1:ne 2,0:se",
    "0,2:ne 0,2:e 1,1:e 1,1:se 2,0:se", "0,0:e 0,1:ne 1,0:e 1,0:se 1,1:ne",
    "0,1:ne 1,0:ne 1,0:e 1,0:se 1,1:ne", "0,1:ne 1,0:e 1,0:se 1,1:ne 2,0:se",
    "0,2:ne 1,1:e 1,1:se 1,2:ne 2,0:se", "0,1:ne 0,1:e 0,1:se 0,2:ne 1,0:se"]
print("puzzle: cover\nname: large")
print("hexagons: [%s]" % ", ".join('"%d,%d"' % (q, r) for q in range(w) for r in range(h)))
if spare:
    print('spare: ["500,500:e"]')
print("piece_set:")
for t in range(types):
    copies = pieces // types + (t < pieces % types)
    edges = ", ".join('"%s"' % e for e in shapes[t % 12].split())
    print("- {name: Z%dz, copies: %d, edges: [%s]}" % (t, copies, edges))
EOF
}

if ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP: no python3 (.ci/deps.sh installs it)"
    exit 77
fi
LAST="generating the puzzles"
cover_puzzle 711 spare > refused.yaml || fail "generating refused.yaml"
cover_puzzle 72 > large.yaml || fail "generating large.yaml"
[ "$(wc -c < refused.yaml)" -lt 100000 ] || fail "refused.yaml is not small"

# Sanitizers reserve terabytes of address space: no ulimit -v with them.
measured=true
[ -n "${TWIGS_SANITIZERS:-}" ] && measured=false
[ -x /usr/bin/time ] || measured=false

# bounded KB SECONDS ARGS...: twigs ARGS within KB of address space (when
# measured), its wall time in $seconds and its peak memory in $kb.
bounded() {
    limit_kb=$1 limit_s=$2
    shift 2
    LAST="twigs $*"
    if $measured; then
        (ulimit -v "$limit_kb" && exec /usr/bin/time -f '%M %e' -o measure "$TWIGS" "$@") \
            > "$OUT" 2> "$ERR"
        STATUS=$?
        read -r kb seconds <<EOF
$(tail -n 1 measure)
EOF
    else
        start=$(date +%s)
        "$TWIGS" "$@" > "$OUT" 2> "$ERR"
        STATUS=$?
        kb=0 seconds=$(($(date +%s) - start))
    fi
    echo "twigs $*: status $STATUS, $kb KB, $seconds s"
    awk -v s="$seconds" -v most="$limit_s" 'BEGIN { exit !(s <= most) }' ||
        fail "$seconds s, more than $limit_s s"
}

# expect_unsolved: the summary of a run of large.yaml, stopped or ended by
# the end budget's proof (then before any node was searched).
expect_unsolved() {
    expect_stdout '^large: solutions 0, .*, complete \(false\|true\)\(, part 1/2\)\?$'
    grep -q 'complete true$' "$OUT" && ! grep -q ' nodes 0,' "$OUT" &&
        fail "complete after searching nodes: $(cat "$OUT")"
    true
}

# ---- More placements than the memory allows: refused ----
# 6.5 million placements, 3.6 GB: once taken whole (1.4 GB before the
# search, then "out of memory" at 5 GB); now counted as they are made.
bounded 1000000 60 solve refused.yaml --count --threads 2
expect_status 2
expect_stderr '^twigs solve: large: more than [0-9]* placements of the pieces on the region: their search would take more than 1 GiB'
[ -s "$OUT" ] && fail "a summary was printed: $(head -c 200 "$OUT")"
$measured && [ "$kb" -gt 400000 ] && fail "peak memory $kb KB"

# ---- Within the limit: the search's memory ----
# About 650,000 placements.  The search's lists of every level (FEWEST's,
# unused by the FIRST_ITEM search) once reserved 1.9 GB of address space,
# and failed under this limit.
bounded 1000000 40 solve large.yaml --count --time-limit 12 --threads 1 --part 1/2
expect_status 0
expect_unsolved
# The whole search ends at the end budget's proof, with the placements
# alone made (it took 32 s and 730 MB when everything was prepared).
bounded 1000000 20 solve large.yaml --count --threads 1
expect_status 0
expect_stdout '^large: solutions 0, nodes 0, .*, complete true$'
$measured && [ "$kb" -gt 200000 ] && fail "peak memory $kb KB"

# ---- A time limit in each phase ----
# A part's preparation takes some seconds: limits that end it in its placements,
# its sweeps, its symmetries and slices or the threads' copies, each
# promptly (6 s once took 16 s, 700 MB).
for limit in 0.5 2 6; do
    bounded 2000000 "$(awk -v l="$limit" 'BEGIN { print l + 4 }')" \
        solve large.yaml --count --time-limit "$limit" --threads 2 --part 1/2
    expect_status 0
    expect_unsolved
done
# A first solution is the whole search: the proof, or the limit first.
bounded 2000000 6 solve large.yaml --time-limit 1.5 --threads 2
expect_status 1
expect_stderr "^twigs solve: large: no solution\\( found within the time limit\\|: the count of the pieces' ends against the region's corners shows that there is none\\)\$"

# ---- A signal in the preparation ----
reset=""
env --default-signal=INT,TERM true 2>/dev/null && reset="env --default-signal=INT,TERM"
for signal in INT TERM; do
    LAST="twigs solve large.yaml --count --part 1/2 (SIG$signal after 2 s)"
    $reset "$TWIGS" solve large.yaml --count --threads 2 --part 1/2 > "$OUT" 2> "$ERR" &
    pid=$!
    sleep 2
    kill -"$signal" "$pid"
    sent=$(date +%s)
    wait "$pid"
    STATUS=$?
    waited=$(($(date +%s) - sent))
    [ "$signal" = INT ] && expect_status 130
    [ "$signal" = TERM ] && expect_status 143
    expect_unsolved
    [ "$waited" -le 4 ] || fail "it ended $waited s after the signal"
done

# ---- The Maximum's levels, part by part ----
# Part 5000 of 100,000 has no shape of 33 hexagons and 5 of the 418,980
# of 32: it goes down to level 32, whose shapes were all listed first
# (107 MB, then gigabytes at the levels below) without a look at the time
# limit.
bounded 100000 8 solve maximum --part 5000/100000 --time-limit 3 --threads 1
expect_status 0
expect_stdout '^maximum: upper_bound 3[23], proven false, .*part 5000/100000$'
$measured && [ "$kb" -gt 50000 ] && fail "peak memory $kb KB"

finish
