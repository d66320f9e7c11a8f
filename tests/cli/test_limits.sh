#!/bin/sh
# Files at the limits of the README, generated here: check reads every
# document of a long file (the limits on nodes and nesting are each
# document's), and its memory does not grow with the number of documents
# (each is loaded, checked, reported and freed before the next).
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
cd "$TMP" || exit 99

# copies N FILE: N documents, each the document of FILE after a "---".
copies() {
    awk -v n="$1" '{ doc = doc $0 "\n" } END { for (i = 0; i < n; i++) printf "---\n%s", doc }' "$2"
}

# ---- What solve writes, check reads ----
# 15,000 solutions of the Triangle, 151 nodes each: 2,265,000 nodes, which
# once stopped check at document 13,246 ("more than 2000000 YAML nodes").
"$TWIGS" solve triangle --format yaml > triangle.yaml || fail "solve triangle"
copies 15000 triangle.yaml > solutions.yaml
run "$TWIGS" check --format yaml solutions.yaml
expect_status 0
[ "$(grep -c '^legal: true$' "$OUT")" -eq 15000 ] ||
    fail "$(grep -c '^legal: true$' "$OUT") legal reports of 15000; $(grep -m 3 message "$OUT")"
grep -q '^document: 15000$' "$OUT" || fail "no report of document 15000"
# render draws the first and reads the others one at a time too.
run "$TWIGS" render solutions.yaml -o picture.svg
expect_status 0
grep -q '^<svg' picture.svg || fail "render drew no SVG"
rm -f solutions.yaml

# ---- 64 MiB of documents with errors: memory and time ----
# 56,871 Orochi boards of size 13 (1,180 bytes each, 64 MiB in all) with
# two rows of white stones, 45 of them over-connected: 2.6 million errors,
# which once were all kept until the end (over 500 MB).
{
    printf 'game: orochi\nsize: 13\nboard: |2\n'
    awk 'BEGIN {
        for (r = 0; r < 25; r++) {
            k = r < 13 ? 13 + r : 37 - r
            line = "  "
            for (i = 0; i < (r < 12 ? 12 - r : r - 12); i++)
                line = line " "
            for (i = 0; i < k; i++)
                line = line (i ? " " : "") (r == 12 || r == 13 ? "W" : ".")
            print line
        }
    }'
} > board.yaml
copies 56871 board.yaml > boards.yaml
[ "$(wc -c < boards.yaml)" -le 67108864 ] || fail "boards.yaml is over 64 MiB"
# The bound of the README: the text and one small document at a time.
bound_kb=150000
if [ -n "${TWIGS_SANITIZERS:-}" ]; then
    echo "SKIP: built with sanitizers ($TWIGS_SANITIZERS): memory and time not measured"
    run "$TWIGS" check boards.yaml
    expect_status 1
elif [ -x /usr/bin/time ]; then
    LAST="twigs check boards.yaml (64 MiB, 56,871 documents)"
    /usr/bin/time -f '%M %e' -o measure "$TWIGS" check boards.yaml > "$OUT" 2> "$ERR"
    STATUS=$?
    expect_status 1
    read -r kb seconds <<EOF
$(tail -n 1 measure)
EOF
    echo "twigs check of 64 MiB of Orochi boards: $kb KB, $seconds s"
    [ "$kb" -lt "$bound_kb" ] || fail "peak memory $kb KB, above $bound_kb KB"
    # Generous: the machine may be busy; a quadratic cost would be minutes.
    awk -v s="$seconds" 'BEGIN { exit !(s < 60) }' || fail "$seconds s"
else
    echo "SKIP: no /usr/bin/time (.ci/deps-test.sh installs it): memory not measured"
    run "$TWIGS" check boards.yaml
    expect_status 1
fi
[ "$(grep -c 'is over-connected' "$OUT")" -eq $((56871 * 45)) ] ||
    fail "$(grep -c 'is over-connected' "$OUT") errors, expected $((56871 * 45))"
grep -q '^boards.yaml, document 56871: orochi, not legal$' "$OUT" || fail "no last report"

finish
