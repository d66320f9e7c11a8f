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
    /usr/bin/time -f '%M %U %S' -o measure "$TWIGS" check boards.yaml > "$OUT" 2> "$ERR"
    STATUS=$?
    expect_status 1
    read -r kb user system <<EOF
$(tail -n 1 measure)
EOF
    echo "twigs check of 64 MiB of Orochi boards: $kb KB, $user s user, $system s system"
    [ "$kb" -lt "$bound_kb" ] || fail "peak memory $kb KB, above $bound_kb KB"
    # The time grows with the file, not faster: a sixteenth of the
    # documents, checked in the same run, takes about a sixteenth of the
    # processor time (measured: 23 times; a ratio, so that a busy machine
    # does not matter; a cost quadratic in the documents would give 256).
    copies 3554 board.yaml > sixteenth.yaml
    /usr/bin/time -f '%U %S' -o measure "$TWIGS" check sixteenth.yaml > /dev/null 2>&1
    read -r user16 system16 <<EOF
$(tail -n 1 measure)
EOF
    echo "a sixteenth of them: $user16 s user, $system16 s system"
    awk -v a="$user" -v b="$system" -v c="$user16" -v d="$system16" \
        'BEGIN { exit !(a + b < 64 * (c + d + 0.05)) }' ||
        fail "$user + $system s for all, $user16 + $system16 s for a sixteenth: more than 64 times"
else
    echo "SKIP: no /usr/bin/time (.ci/deps-test.sh installs it): memory not measured"
    run "$TWIGS" check boards.yaml
    expect_status 1
fi
[ "$(grep -c 'is over-connected' "$OUT")" -eq $((56871 * 45)) ] ||
    fail "$(grep -c 'is over-connected' "$OUT") errors, expected $((56871 * 45))"
grep -q '^boards.yaml, document 56871: orochi, not legal$' "$OUT" || fail "no last report"
rm -f boards.yaml

# ---- One document at the node limit, 64 MiB: memory ----
# The README's bound for one document, held by the largest kinds found:
# one piece of 1,999,980 edges (546 MB once: its corners' uses were
# sorted with a copy of them, and a node took 96 bytes), and a cover
# puzzle of 1,999,990 hexagons (560 MB once: their 12 million sides were
# made and sorted to count the region's edges).  Comments fill each file
# up to 64 MiB.
doc_kb=450000
# pad: comment lines to about 64 MiB in all.
pad() {
    awk -v n=$((67108864 - $(wc -c < "$1"))) 'BEGIN {
        line = "#"; while (length(line) < 999) line = line "x"
        for (; n > 1000; n -= 1000) print line }' >> "$1"
}
awk 'BEGIN { print "game: twigs\npieces:\n- colour: white\n  piece: C\n  edges:"
    for (i = 0; i < 1999980; i++) printf "  - \047%d,-999999:se\047\n", i - 1000000 }' > edges.yaml
pad edges.yaml
awk 'BEGIN { print "puzzle: cover\nname: wide\npiece_set: [C]\nhexagons:"
    for (i = 0; i < 1999990; i++) printf "- \047%d,-999999\047\n", i - 1000000 }' > hexes.yaml
pad hexes.yaml
# A position is checked, a puzzle file solved.
for file in edges.yaml hexes.yaml; do
    [ "$(wc -c < $file)" -le 67108864 ] || fail "$file is over 64 MiB"
    command=check
    [ "$file" = hexes.yaml ] && command=solve
    LAST="twigs $command $file (64 MiB, one document)"
    if [ -n "${TWIGS_SANITIZERS:-}" ] || [ ! -x /usr/bin/time ]; then
        "$TWIGS" "$command" "$file" > "$OUT" 2> "$ERR"
        STATUS=$?
        kb=0 seconds=0
    else
        /usr/bin/time -f '%M %e' -o measure "$TWIGS" "$command" "$file" > "$OUT" 2> "$ERR"
        STATUS=$?
        read -r kb seconds <<EOF
$(tail -n 1 measure)
EOF
        echo "twigs $command of $file: $kb KB, $seconds s"
        [ "$kb" -lt "$doc_kb" ] || fail "peak memory $kb KB, above $doc_kb KB"
    fi
    case $file in
    edges.yaml) expect_status 1 ;;
    hexes.yaml)
        expect_status 2
        expect_stderr "hexes.yaml:5:1: the region has 9999951 edges: twigs takes at most 4096" ;;
    esac
done
rm -f edges.yaml hexes.yaml

finish
