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
expect_stderr 'no solution'
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

finish
