#!/bin/sh
# Inputs that once crashed, hung or misled twigs (found by the fuzzers in
# fuzz/ or by hand), kept so that they never do again.  Each file of
# tests/fuzz-regressions/ goes through check (text and YAML), render and,
# for puzzle-*.yaml, solve: each must end with exit status 0, 1 or 2,
# without a sanitizer's report, and the YAML report must be complete.
. "${srcdir:-.}/tests/cli/lib.sh"

# Some of these inputs once hung twigs: a run is stopped after a minute.
limit=""
command -v timeout >/dev/null 2>&1 && limit="timeout 60"

# A sanitizer's report or a crash shows on stderr or in the status.
expect_clean_exit() {
    case $STATUS in
    0 | 1 | 2) ;;
    124) fail "still running after 60 s" ;;
    *) fail "exit status $STATUS" ;;
    esac
    if grep -q -E 'Sanitizer|runtime error|double free|corrupted' "$ERR"; then
        fail "$(head -c 600 "$ERR")"
    fi
}

count=0
for file in "$srcdir/tests/fuzz-regressions/"*.yaml; do
    count=$((count + 1))
    run $limit "$TWIGS" check "$file"
    expect_clean_exit
    text_status=$STATUS
    run $limit "$TWIGS" check --format yaml "$file"
    expect_clean_exit
    [ "$STATUS" -eq "$text_status" ] || fail "exit status $STATUS, but $text_status in text"
    # One report per document, each with its verdict: nothing cut short.
    [ "$(grep -c '^legal: ' "$OUT")" -ge 1 ] || fail "no complete report: $(head -c 400 "$OUT")"
    [ "$(grep -c '^file: ' "$OUT")" -eq "$(grep -c '^legal: ' "$OUT")" ] ||
        fail "a report cut short: $(tail -c 400 "$OUT")"
    run $limit "$TWIGS" render "$file" -o "$TMP/picture.svg"
    expect_clean_exit
    case $(basename "$file") in
    puzzle-*)
        run $limit "$TWIGS" solve "$file" --time-limit 2 -o "$TMP/solution"
        expect_clean_exit ;;
    esac
done
[ "$count" -gt 0 ] || fail "no regression inputs in $srcdir/tests/fuzz-regressions"
echo "$count regression inputs"
finish
