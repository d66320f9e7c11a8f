#!/bin/sh
# `twigs render` of Twigs positions: a legal one with its areas shaded and
# labelled, an illegal one drawn with a caption giving its first error, and documents
# that cannot be drawn (unreadable, or spread too far) refused with exit 2.
: "${TWIGS:=${builddir:-.}/twigs}"
: "${srcdir:=.}"
dir="$srcdir/tests/positions/twigs"
tmp="${TMPDIR:-/tmp}/twigs-render.$$"
trap 'rm -f "$tmp" "$tmp.yaml"' EXIT INT TERM
failed=0

fail() {
    echo "FAIL: $*"
    failed=$((failed + 1))
}

# expect STATUS FILE [OPTION]: render FILE and check the exit status.
expect() {
    "$TWIGS" render "$2" -o "$tmp" $3 2> /dev/null
    status=$?
    [ "$status" -eq "$1" ] || fail "render $2 $3 exits $status, not $1"
}

expect 0 "$dir/one-hexagon.yaml" --grid
grep -q '<svg' "$tmp" || fail "one-hexagon: no SVG"
# The white area 0,0 (pale yellow) labelled with its size, 1.
grep -q '#f2dfa7' "$tmp" || fail "one-hexagon: the white area is not shaded"
grep -q '>1</text>' "$tmp" || fail "one-hexagon: the area is not labelled"
grep -q '>0,0</text>' "$tmp" || fail "one-hexagon: --grid names no hexagon"
grep -q 'Twigs, 2 pieces: white to move; white 1, black 0<' "$tmp" || fail "one-hexagon: caption"

expect 0 "$dir/tie-hexagon.yaml"
grep -q '#d6dde6' "$tmp" || fail "tie-hexagon: the neutral area is not shaded"

expect 0 "$dir/many-errors.yaml"
# The first error, and how many more.
grep -q 'Twigs, 7 pieces: not legal: piece 1 (white C): its edges form the C, not the P (12 more errors: twigs check lists them)<' "$tmp" ||
    fail "many-errors: caption"
grep -q '#f2dfa7\|#8a8a8a\|#d6dde6' "$tmp" && fail "many-errors: areas shaded"

expect 2 "$dir/bad-edge-names.yaml"
cat > "$tmp.yaml" <<'YAML'
game: twigs
pieces:
  - {colour: white, edges: ["0,0:ne", "0,0:e", "0,0:se", "0,0:sw", "0,0:w"]}
  - {colour: black, edges: ["900,0:se", "900,0:sw", "900,0:w", "900,0:nw", "900,-1:e"]}
YAML
expect 2 "$tmp.yaml"
echo "$failed failed"
[ "$failed" -eq 0 ]
