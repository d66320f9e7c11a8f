#!/bin/sh
# `twigs render` of Sibling and Orochi positions: the stones, cell names
# with --grid, the last move's cells ringed in red, a caption with the
# score and the state of the game; an illegal record drawn as far as it
# is legal, with a caption giving its first error; unreadable documents
# refused.
. "${srcdir:-.}/tests/cli/lib.sh"
dir="$srcdir/tests/positions"
svg="$TMP/picture.svg"

# expect STATUS FILE [OPTION]: render FILE and check the exit status.
expect() {
    run "$TWIGS" render "$2" -o "$svg" ${3:-}
    expect_status "$1"
}

# count PATTERN: how many times PATTERN stands in the picture.
count() {
    grep -o "$1" "$svg" | wc -l | tr -d ' '
}

ring='stroke="#d62828"'
white='fill="#ffffff" stroke="#222222"'
black='fill="#222222" stroke="#222222"'

# Three white and four black stones; Black's c1 c5 came last.
expect 0 "$dir/sibling/opening.yaml" --grid
grep -q '<svg' "$svg" || fail "sibling opening: no SVG"
[ "$(count "$white")" -eq 3 ] || fail "sibling opening: $(count "$white") white stones"
[ "$(count "$black")" -eq 4 ] || fail "sibling opening: $(count "$black") black stones"
[ "$(count "$ring")" -eq 2 ] || fail "sibling opening: $(count "$ring") cells ringed, not 2"
grep -q '>c3</text>' "$svg" || fail "sibling opening: --grid names no cell"
grep -q 'Sibling, size 3: white to move; white 1 1 1, black 1 1 1 1' "$svg" ||
    fail "sibling opening: caption"

expect 0 "$dir/sibling/third-group-decides.yaml"
grep -q '>c3</text>' "$svg" && fail "sibling: cell names without --grid"
[ "$(count "$ring")" -eq 0 ] || fail "sibling snapshot: a snapshot has no last move"
grep -q 'Sibling, size 4: finished, black wins; white 8 6 3, black 8 6 4' "$svg" ||
    fail "sibling finished: caption"

# Drawn up to the illegal move 3: two stones, nothing of move 3.
expect 0 "$dir/sibling/occupied.yaml"
# The caption says what is wrong, as check does.
grep -q 'Sibling, size 3: not legal: move 3: a3 already holds a black stone<' "$svg" ||
    fail "sibling occupied: caption"
[ "$(count "$white") $(count "$black")" = "1 2" ] || fail "sibling occupied: stones"

# The chain: d5 placed, d4 and c4 replaced, all three ringed.
expect 0 "$dir/orochi/chain-reaction.yaml"
[ "$(count "$ring")" -eq 3 ] || fail "orochi chain: $(count "$ring") cells ringed, not 3"
[ "$(count "$white") $(count "$black")" = "5 4" ] || fail "orochi chain: stones"
grep -q 'Orochi, size 4: black to move<' "$svg" || fail "orochi chain: caption"

expect 0 "$dir/orochi/full-game.yaml" --grid
grep -q 'Orochi, size 4: finished, white wins; last empty e1: white 16, black 9' "$svg" ||
    fail "orochi full game: caption"

expect 2 "$dir/orochi/bad-entries.yaml"
expect 2 "$dir/sibling/input-errors.yaml"
printf 'game: orochi\nsize: 2\nboard: |2\n   W W\n  W W B\n   W .\n' > "$TMP/over.yaml"
expect 0 "$TMP/over.yaml"
grep -q 'not legal' "$svg" || fail "orochi over-connected snapshot: caption"
finish
