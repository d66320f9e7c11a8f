#!/bin/sh
# The solve and pieces commands end to end: counts, output formats, exit
# statuses.  (The bad puzzle files and their placed errors are the corpus
# tests/cli/bad-puzzles/, tests/cli/bad-puzzles.corpus.)
. "${srcdir:-.}/tests/cli/lib.sh"

# The Triangle: 56 distinct solutions, each printed once by --all.
run "$TWIGS" solve triangle --count --format yaml
expect_status 0
expect_stdout 'solutions: 56$'
expect_stdout '^puzzle: triangle$'

run "$TWIGS" solve triangle --all
expect_status 0
documents=$(grep -c '^game: twigs$' "$OUT")
[ "$documents" -eq 56 ] || fail "--all printed $documents documents, not 56"

run "$TWIGS" solve triangle
expect_status 0
expect_stdout '^triangle: a solution$'

run "$TWIGS" solve "$PUZZLES/triangle.yaml" --count
expect_status 0
expect_stdout 'solutions 56,'

run "$TWIGS" solve triangle --format svg -o "$TMP/triangle.svg"
expect_status 0
grep -q '^<svg' "$TMP/triangle.svg" || fail "-o did not write an SVG"
[ ! -e "$TMP/triangle.svg.tmp" ] || fail "-o left its temporary file"

# Parts add up to the whole.
total=0
for k in 1 2 3; do
    run "$TWIGS" solve triangle --count --format yaml --part "$k/3"
    expect_status 0
    expect_stdout "^part: $k/3\$"
    n=$(sed -n 's/^solutions: //p' "$OUT")
    total=$((total + n))
done
[ "$total" -eq 56 ] || fail "parts counted $total solutions, not 56"

# A puzzle with no solution exits 1 (the ditwig fits on the hexagon, the
# tetratwig Y4, with its junction, nowhere); a cover puzzle with spare
# edges works.
printf 'puzzle: cover\nhexagons: ["0,0"]\npiece_set: [Y4, L2]\n' > "$TMP/none.yaml"
run "$TWIGS" solve "$TMP/none.yaml"
expect_status 1
expect_stderr 'no solution: a quick FEWEST search shows that there is none'

# What shows that there is none before any search is said: an edge that
# no placement covers (two ditwigs on a path of three edges and one edge
# apart, whose four ends match the region's), the pieces' ends (four
# one-sided tritwigs on two corners of three edges far apart; and a
# ditwig on two edges apart, which has an edge no placement covers too:
# the ends are counted first, before any placement is made).
printf 'puzzle: cover\nedges: ["0,0:ne", "0,0:e", "0,0:se", "5,0:e"]\npiece_set: [L2, L2]\n' \
    > "$TMP/apart.yaml"
run "$TWIGS" solve "$TMP/apart.yaml"
expect_status 1
expect_stderr 'no solution: an edge that no placement of any piece covers shows that there is none'
printf 'puzzle: cover\nedges: ["0,0:e", "3,0:e"]\npiece_set: [L2]\n' > "$TMP/apart-ends.yaml"
run "$TWIGS" solve "$TMP/apart-ends.yaml"
expect_status 1
expect_stderr "no solution: the count of the pieces' ends against the region's corners shows"
cat > "$TMP/ends.yaml" <<'EOF'
puzzle: cover
edges: ["-1,0:e", "-1,0:ne", "-1,0:se", "-1,1:e", "-1,1:ne", "0,-1:se", "0,0:se", "0,1:ne",
  "60,-29:ne", "60,-30:e", "60,-30:se", "61,-31:se"]
piece_set: [one-sided-tritwigs]
EOF
run "$TWIGS" solve "$TMP/ends.yaml"
expect_status 1
expect_stderr "no solution: the count of the pieces' ends against the region's corners shows"
run "$TWIGS" solve "$PUZZLES/hexagon-7-spare.yaml" --format yaml
expect_status 0
expect_stdout '^spare: '

# A parallelogram of N by N hexagons (3N^2 + 4N - 1 edges) and one more
# hexagon at N,0 (4 edges more), written out by a loop.
region() {
    printf 'puzzle: cover\nhexagons: ['
    q=0
    while [ "$q" -lt "$1" ]; do
        r=0
        while [ "$r" -lt "$1" ]; do
            printf '"%d,%d", ' "$q" "$r"
            r=$((r + 1))
        done
        q=$((q + 1))
    done
    printf '"%d,0"]\n' "$1"
}

# 26 hexagons have 98 edges, the 12 pieces 60: the puzzle is wrongly set,
# said where, and no search is needed to find that out (it took seconds;
# 100 hexagons, hours).
region 5 > "$TMP/region5.yaml"
run "$TWIGS" solve "$TMP/region5.yaml"
expect_status 2
expect_stderr 'region5.yaml:1:1: the piece set has 60 edges (12 pieces), but the region has 98 edges to cover'
run "$TWIGS" solve "$TMP/region5.yaml" --count --format yaml
expect_status 2

# A region beyond 4,096 edges is refused: the search's memory grows with
# its square.
region 40 > "$TMP/region40.yaml"
run "$TWIGS" solve "$TMP/region40.yaml"
expect_status 2
expect_stderr "region40.yaml:2:11: the region has 4963 edges: twigs takes at most 4096"

# Usage errors.
for args in "" "solve" "solve triangle --count --all" "solve triangle --format png" \
    "solve triangle --threads 0" "solve triangle --part 4/3" "solve triangle --count --format svg" \
    "frobnicate" "pieces --format png" "solve /nonexistent/puzzle.yaml"; do
    # shellcheck disable=SC2086
    run "$TWIGS" $args
    expect_status 2
done

# The pieces, in every format.
run "$TWIGS" pieces
expect_status 0
expect_stdout '^X  two junctions, 4 ends, 3 orientations$'
run "$TWIGS" pieces --format yaml
expect_status 0
[ "$(grep -c 'piece: ' "$OUT")" -eq 12 ] || fail "pieces --format yaml lists $(grep -c 'piece: ' "$OUT") pieces"
run "$TWIGS" pieces --format svg
expect_status 0
expect_stdout '^<svg'

# ---- Counts past 64 bits ----
# A row of hexagons and two edges at its east end (a region of no
# symmetry) tiled by two kinds of monotwig: every choice of the edges of
# the first kind is a solution, C(edges, copies) of them, which the memo
# counts in a fraction of a second.  Past 2^64 the count once wrapped
# round, between 2^63 and 2^64 it printed negative, and merge capped it
# at 2^63 - 1, all "complete"; past 2^128, where twigs stops counting, it
# says so and prints no count.  python3 computes the binomials.
# monotwigs HEXAGONS I1 J: the region of HEXAGONS hexagons and two edges
# (5 HEXAGONS + 3 edges), I1 and J copies of the two monotwigs, into
# mono.yaml.
monotwigs() {
    hexes=$(q=0; while [ $q -lt "$1" ]; do printf '"%d,0", ' $q; q=$((q + 1)); done)
    printf 'puzzle: cover\nname: mono\nhexagons: [%s]\nedges: ["%d,0:nw", "%d,0:ne"]\n%s\n' \
        "${hexes%, }" "$1" "$1" \
        "piece_set: [{piece: I1, copies: $2}, {name: J, edges: [\"0,0:e\"], copies: $3}]" > "$TMP/mono.yaml"
}
# mono_parts: mono.yaml counted in three parts, into mono-K.yaml, and
# merged.
mono_parts() {
    for k in 1 2 3; do
        "$TWIGS" solve "$TMP/mono.yaml" --count --part $k/3 --format yaml > "$TMP/mono-$k.yaml" ||
            fail "mono.yaml --part $k/3"
    done
    run "$TWIGS" merge "$TMP"/mono-1.yaml "$TMP"/mono-2.yaml "$TMP"/mono-3.yaml
}
if command -v python3 > /dev/null 2>&1; then
    # 68 edges: C(68, 29) is between 2^63 and 2^64, C(68, 31) and
    # C(68, 34) between 2^64 and 2^65; the parts' counts, read back by
    # merge, add up to them.
    for copies in 29 31 34; do
        monotwigs 13 $copies $((68 - copies))
        binomial=$(python3 -c "from math import comb; print(comb(68, $copies))")
        run "$TWIGS" solve "$TMP/mono.yaml" --count --format yaml
        expect_status 0
        expect_stdout "^solutions: $binomial\$"
        expect_stdout '^complete: true$'
        mono_parts
        expect_status 0
        expect_stdout "^mono: solutions $binomial, .*complete true, parts 3\$"
    done
    # 133 edges: C(133, 66) passes 2^128.  The whole count says so; each
    # of three parts is below, and merge says their sum is not.
    monotwigs 26 66 67
    run "$TWIGS" solve "$TMP/mono.yaml" --count
    expect_status 2
    expect_stderr '^twigs solve: mono: more than 340282366920938463463374607431768211455 distinct solutions, the most twigs counts$'
    [ ! -s "$OUT" ] || fail "a count past 2^128 printed: $(cat "$OUT")"
    mono_parts
    expect_status 2
    expect_stderr "mono-[23].yaml:3:12: the parts' solutions add up to more than 340282366920938463463374607431768211455"
    [ ! -s "$OUT" ] || fail "a merged count past 2^128 printed: $(cat "$OUT")"
else
    echo "no python3: counts past 64 bits not tested"
fi

finish
