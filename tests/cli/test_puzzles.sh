#!/bin/sh
# The polytwig puzzles of puzzles/: each counted by the search, the count
# compared with what the polytwig literature found for it (where it
# counted them), and their solutions read back by twigs check.
. "${srcdir:-.}/tests/cli/lib.sh"

# count FILE N: solve --count finds N distinct solutions, complete.
count() {
    run "$TWIGS" solve "$PUZZLES/$1.yaml" --count --format yaml
    expect_status 0
    expect_stdout "^solutions: $2\$"
    expect_stdout '^complete: true$'
}

count pentatwigs-chevron-3x3 115
count pentatwigs-chevron-5x2 241
count pentatwigs-staggered-rectangle-5x3 145
count pentatwigs-butterfly 8
count pentatwigs-x 32
count pentatwigs-4x4-holes-1 1
count pentatwigs-4x4-holes-2 8
count pentatwigs-triangle-notched 6
count pentatwigs-hexagon-ring 0
count tetratwigs-arch 2
count one-sided-tetratwigs-triangle 2
count one-sided-tetratwigs-arch 1
count polytwigs-1-4-hexagon-1 1175
count polytwigs-1-4-inset-rectangle-4x2 5755
# The literature's 2,019 came from a symmetry of another region; raw and
# brute-force counts in tests/unit/test_puzzle.c back this one.
count polytwigs-1-4-hexagon-3 3264

# both FILE: counted with the memo and without (--memory 0) alike.  These
# counts are the program's own: the literature says "many solutions".
both() {
    run "$TWIGS" solve "$PUZZLES/$1.yaml" --count --format yaml
    expect_status 0
    expect_stdout '^memo_entries: '
    with=$(sed -n 's/^solutions: //p' "$OUT")
    run "$TWIGS" solve "$PUZZLES/$1.yaml" --count --format yaml --memory 0
    expect_status 0
    without=$(sed -n 's/^solutions: //p' "$OUT")
    [ -n "$with" ] && [ "$with" = "$without" ] ||
        fail "$1 counts $with with the memo, $without without"
}

# (The elongated hexagon without the -2 is searched without the memo: the
# end budget makes its tree, 2.7 million nodes, too small to need one.)
both one-sided-polytwigs-1-4-trapezoid-5x2
both one-sided-polytwigs-1-4-elongated-hexagon-3x2-2

# split FILE N: counted in N parts with the memo, merged: the whole's count.
split() {
    run "$TWIGS" solve "$PUZZLES/$1.yaml" --count --format yaml
    whole=$(sed -n 's/^solutions: //p' "$OUT")
    k=1
    while [ "$k" -le "$2" ]; do
        "$TWIGS" solve "$PUZZLES/$1.yaml" --count --part "$k/$2" --format yaml \
            > "$TMP/part-$k.yaml" || fail "$1 part $k/$2"
        k=$((k + 1))
    done
    run "$TWIGS" merge --format yaml "$TMP"/part-*.yaml
    expect_status 0
    expect_stdout '^complete: true$'
    merged=$(sed -n 's/^solutions: //p' "$OUT")
    [ -n "$whole" ] && [ "$whole" = "$merged" ] ||
        fail "$1 counts $whole whole, $merged in $2 parts"
    rm -f "$TMP"/part-*.yaml
}

split one-sided-polytwigs-1-4-elongated-hexagon-3x2 3
split one-sided-polytwigs-1-4-trapezoid-5x2 5

# every FILE: solve --all, and check accepts every solution as valid.
every() {
    run "$TWIGS" solve "$PUZZLES/$1.yaml" --all --format yaml -o "$TMP/$1.all.yaml"
    expect_status 0
    run "$TWIGS" check --format yaml "$TMP/$1.all.yaml"
    expect_status 0
    if grep -q 'valid: false' "$OUT"; then fail "a solution of $1 does not check"; fi
    documents=$(grep -c '^document:' "$OUT")
    [ "$documents" -eq "$2" ] || fail "check read $documents solutions of $1, not $2"
}

every one-sided-tetratwigs-triangle 2
every pentatwigs-butterfly 8
every polytwigs-1-4-hexagon-1 1175

# The large ones: a first solution, which check finds valid.
first() {
    run "$TWIGS" solve "$PUZZLES/$1.yaml" --format yaml --time-limit 300 -o "$TMP/$1.one.yaml"
    expect_status 0
    run "$TWIGS" check "$TMP/$1.one.yaml"
    expect_status 0
    expect_stdout 'valid: true'
    # Drawn, every piece named as the set names it.
    run "$TWIGS" render "$TMP/$1.one.yaml" -o "$TMP/$1.svg"
    expect_status 0
    run "$TWIGS" solve "$PUZZLES/$1.yaml" --format svg
    expect_status 0
    expect_stdout '</svg>'
}

first one-sided-pentatwigs-trapezoid-12x2
first one-sided-polytwigs-1-4-trapezoid-5x2
first polytwigs-1-5-inset-rectangle-5x5
first polytwigs-1-5-parallelogram-6x4
first polytwigs-1-5-trapezoid-ring-9x3
first one-sided-polytwigs-1-5-butterfly-12x2
first polytwigs-1-4-twice-parallelogram-3x5-notched
first hexatwigs-triangle

# Two one-sided pieces of one shape under two names: a solution that
# check accepts is counted (it once was 0, complete), and solve finds it.
cat > "$TMP/twins.yaml" <<'EOF'
puzzle: cover
name: twins
edges: ["0,0:e", "0,0:se"]
piece_set: [{name: Za, edges: ["5,5:e"], one_sided: true}, {name: Zb, edges: ["7,5:e"], one_sided: true}]
EOF
{ cat "$TMP/twins.yaml"; printf '%s\n' 'pieces:' \
    '- {colour: white, piece: Za, edges: ["0,0:e"]}' \
    '- {colour: white, piece: Zb, edges: ["0,0:se"]}'; } > "$TMP/twins-solved.yaml"
run "$TWIGS" check "$TMP/twins-solved.yaml"
expect_status 0
expect_stdout 'valid: true'
run "$TWIGS" solve "$TMP/twins.yaml" --count --format yaml
expect_status 0
expect_stdout '^solutions: 1$'
run "$TWIGS" solve "$TMP/twins.yaml" --all
expect_status 0
[ "$(grep -c '^pieces:' "$OUT")" -eq 1 ] || fail "--all lists $(grep -c '^pieces:' "$OUT") solutions, not 1"
finish
