#!/bin/sh
# Same input, same output: what solve prints does not depend on --threads
# nor on which thread finishes first (but for seconds, nodes and memo
# counts).  Each output with 2 and 4 threads, several times, is compared
# with the output of one thread.  Before, `solve triangle --all --threads
# 2` printed its 56 solutions in another order on most runs, and a single
# solution could be any slice's.
. "${srcdir:-.}/tests/cli/lib.sh"

# The output of one run, its timings and work left out.
normalised() {
    sed -e 's/\(seconds\|nodes\|memo_entries\|memo_hits\)\(:\)\{0,1\} [0-9.e+-]*/\1 N/g' "$OUT"
}

# same_output LABEL ARGS...: solve ARGS with 1 thread, then with 2 and 4
# threads three times each; every output is the first one's.
same_output() {
    label=$1
    shift
    run "$TWIGS" solve "$@" --threads 1
    [ "$STATUS" -eq 0 ] || fail "$label with one thread: exit status $STATUS: $(head -c 300 "$ERR")"
    normalised >"$TMP/one"
    [ -s "$TMP/one" ] || fail "$label printed nothing"
    for threads in 2 4 2 4 2 4; do
        run "$TWIGS" solve "$@" --threads $threads
        normalised >"$TMP/many"
        cmp -s "$TMP/one" "$TMP/many" ||
            fail "$label: $threads threads print otherwise: $(diff "$TMP/one" "$TMP/many" | head -n 6)"
    done
}

same_output "triangle --all" triangle --all
same_output "triangle --all as text" triangle --all --format text
same_output "a cover puzzle's solution" "$PUZZLES/pentatwigs-x.yaml" --format yaml
same_output "a cover puzzle's solution" "$PUZZLES/one-sided-pentatwigs-trapezoid-12x2.yaml" \
    --format yaml
same_output "a cover puzzle's solutions" "$PUZZLES/polytwigs-1-4-hexagon-3.yaml" --all
same_output "a cover puzzle with spare edges" "$PUZZLES/hexagon-7-spare.yaml" --format yaml
# The first solution's portfolio answers by FEWEST here, by FIRST_ITEM
# there (after FEWEST searched a while), whatever the threads.
same_output "a first solution by FEWEST" "$srcdir/bench/corpus/quasi-snowflake.yaml" --format yaml
same_output "a first solution by FIRST_ITEM" "$srcdir/tests/portfolio/one-sided-pentatwigs-trapezoid.yaml"
# FEWEST in the other sweeps, which join the others after a while: here
# in the runner-up sweep, there in the fourth.
same_output "a first solution by the runner-up sweep" \
    "$srcdir/tests/portfolio/one-sided-polytwigs-4-5-snowflake-spare.yaml"
expect_stdout "found by the portfolio's FEWEST search in the sweep ranked 2"
same_output "a first solution by the fourth sweep" \
    "$srcdir/tests/portfolio/one-sided-polytwigs-1-5-blob.yaml"
expect_stdout "found by the portfolio's FEWEST search in the sweep ranked 4"
# A proof that there is none, by the quick look's FEWEST gone on far
# along its tree on the cross and on the trapezoid of copies (which the
# look missed at one node a placement), by the portfolio's FIRST_ITEM on
# the ring.
for threads in 1 2; do
    run "$TWIGS" solve "$srcdir/tests/portfolio/one-sided-pentatwigs-cross-spare.yaml" --threads $threads
    expect_status 1
    expect_stderr "no solution: a quick FEWEST search shows that there is none"
    run "$TWIGS" solve "$srcdir/tests/portfolio/copies-trapezoid.yaml" --threads $threads
    expect_status 1
    expect_stderr "no solution: a quick FEWEST search shows that there is none"
    run "$TWIGS" solve "$srcdir/tests/portfolio/one-sided-pentatwigs-ring.yaml" --threads $threads
    expect_status 1
    expect_stderr "no solution: the portfolio's FIRST_ITEM search shows that there is none"
done
same_output "hexes15's solution" hexes15 --format yaml
same_output "The Maximum's witness" maximum --format yaml
same_output "The Tree's witness" tree --format yaml

# Summaries of parts: counts, and the best value with its witness.
same_output "a part's count" triangle --count --part 2/3 --format yaml
same_output "a part's count with a memo" "$PUZZLES/parallelogram-5x3.yaml" --count --part 1/2 \
    --format yaml --memory 1M
same_output "a part of 15 Hexes" hexes15 --count --part 7/40 --format yaml
same_output "a part of The Maximum" maximum --part 2/3 --format yaml
same_output "a part of The Tree" tree --part 2/5 --format yaml

# The Ring stopped at once prints its quick witness, the same with any
# threads (its bound may differ: the limit ends the proof at one level or
# another).
for threads in 1 2 4 2 4; do
    run "$TWIGS" solve ring --time-limit 0.01 --format yaml --threads $threads
    [ "$STATUS" -eq 0 ] || fail "ring --time-limit 0.01 --threads $threads: exit status $STATUS"
    grep '^- ' "$OUT" >"$TMP/ring-$threads"
    [ -s "$TMP/ring-$threads" ] || fail "ring --threads $threads printed no witness"
    cmp -s "$TMP/ring-1" "$TMP/ring-$threads" || fail "The Ring's witness differs with $threads threads"
done

# The Ring's proven witness (the lowest slice's at the best level), the
# same with any threads: three runs of a few seconds each.
for threads in 1 2 4; do
    run "$TWIGS" solve ring --format yaml --threads $threads
    [ "$STATUS" -eq 0 ] || fail "ring --threads $threads: exit status $STATUS"
    grep -q '^claim: {value: [0-9]*, upper_bound: [0-9]*, proven: true' "$OUT" ||
        fail "ring --threads $threads: not proven: $(grep claim "$OUT")"
    grep '^- ' "$OUT" >"$TMP/proven-$threads"
    cmp -s "$TMP/proven-1" "$TMP/proven-$threads" ||
        fail "The Ring's proven witness differs with $threads threads"
done

finish
