#!/bin/sh
# Whatever `twigs solve` prints must check as legal and valid: every
# solution of The Triangle (56 of them) and of two cover puzzles.
: "${TWIGS:=${builddir:-.}/twigs}"
: "${srcdir:=.}"
puzzles="$srcdir/tests/positions/twigs/puzzles"
tmp="${TMPDIR:-/tmp}/twigs-round-trip.$$"
trap 'rm -f "$tmp" "$tmp.report"' EXIT INT TERM
failed=0

# round_trip PUZZLE [DOCUMENTS]: solve --all, then check every document.
round_trip() {
    if ! "$TWIGS" solve "$1" --all --threads 2 > "$tmp"; then
        echo "FAIL: twigs solve $1 --all"
        failed=$((failed + 1))
        return
    fi
    documents=$(grep -c '^game: twigs' "$tmp")
    "$TWIGS" check --format yaml "$tmp" > "$tmp.report"
    status=$?
    valid=$(grep -c 'valid: true' "$tmp.report")
    echo "$1: $documents solutions printed, $valid valid, check exits $status"
    if [ "$status" -ne 0 ] || [ "$valid" -ne "$documents" ] || [ "$documents" -eq 0 ] ||
        { [ -n "$2" ] && [ "$documents" -ne "$2" ]; }; then
        echo "FAIL: $1"
        failed=$((failed + 1))
    fi
}

round_trip triangle 56
round_trip "$puzzles/ring-of-two.yaml" 1
round_trip "$puzzles/parallelogram-5x3.yaml"
[ "$failed" -eq 0 ]
