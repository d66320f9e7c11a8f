#!/bin/sh
# Bad input too large to keep in the repository, generated here into a
# temporary folder: each must get a clear error at its place and exit
# status 2 (1 for a well-formed position that breaks the rules); never a
# crash, a hang or memory without bound.  The bad inputs small enough to
# keep are the corpus tests/bad/ (tests/bad.corpus).
. "${srcdir:-.}/tests/cli/lib.sh"
BAD=$srcdir/tests/bad
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac

# Some of these inputs once took minutes: a run is stopped after one.
limit=""
command -v timeout >/dev/null 2>&1 && limit="timeout 60"

# "FILE:LINE:COLUMN: ... fragment ..." must be in the output file $4.
expect_error_at() {
    grep -F -- "$1:$2: " "$4" | grep -F -q -- "$3" ||
        fail "no '$1:$2: ...$3...' in: $(head -c 600 "$4")"
}

cd "$TMP" || exit 99

# 100 MB: refused where it passes 64 MiB, from a file and from a pipe.
# The header is 21 bytes, then lines of 7; the limit falls in line
# 3 + (2^26 - 21) / 7.
{ printf 'game: sibling\nmoves:\n'; yes '  - a1' | head -c 104857600; } > big.yaml
past=$((67108864 - 21))
place="$((3 + past / 7)):$((past % 7 + 1))"
run $limit "$TWIGS" check big.yaml
expect_status 2
expect_error_at big.yaml "$place" "the file is larger than the limit of 64 MiB" "$OUT"
LAST="twigs check - < big.yaml"
$limit "$TWIGS" check - < big.yaml > "$OUT" 2> "$ERR"
STATUS=$?
expect_status 2
expect_error_at "<stdin>" "$place" "the file is larger than the limit of 64 MiB" "$OUT"
rm -f big.yaml

# A record of 10,000 entries is read (the second is illegal); 10,001 are
# too many.
{ printf 'game: meridians\nmoves:\n'; yes '  - a1' | head -n 10000; } > record.yaml
run $limit "$TWIGS" check record.yaml
expect_status 1
expect_error_at record.yaml 4:5 "move 2:" "$OUT"
echo '  - a1' >> record.yaml
run $limit "$TWIGS" check record.yaml
expect_status 2
expect_error_at record.yaml 3:3 "the record has 10001 entries: twigs reads at most 10000" "$OUT"

# 100,001 documents, 2,000,001 nodes.
yes -- '--- {game: orochi}' | head -n 100001 > documents.yaml
run $limit "$TWIGS" check documents.yaml
expect_status 2
expect_error_at documents.yaml 100001:1 \
    "more than 100000 documents in one file, the most twigs reads" "$OUT"
{ printf 'moves: ['; yes 'a, ' | head -n 2000000 | tr -d '\n'; printf 'a]\n'; } > nodes.yaml
run $limit "$TWIGS" check nodes.yaml
expect_status 2
# Node 2,000,001 is item 1,999,998 of the list (after the mapping, its
# key and the list), at column 9 + 3 * 1,999,997.
expect_error_at nodes.yaml "1:$((9 + 3 * 1999997))" \
    "more than 2000000 YAML nodes in one document, the most twigs reads" "$OUT"

# 1,001 cells off the board and then a name that does not parse: the
# errors past the first 1,000 are not shown, but the status is 2.
{ printf 'game: sibling\nsize: 4\nstones:\n  white:\n'; yes '  - z9' | head -n 1001; printf '  - 5x\n'; } > errors.yaml
run $limit "$TWIGS" check errors.yaml
expect_status 2
expect_stdout 'too many errors; the rest are not shown, and some of them are input errors'

# A game of 100,000 characters is quoted cut short.  (libyaml refuses
# keys of more than 1,024 characters itself.)
{ printf 'game: '; head -c 100000 /dev/zero | tr '\0' k; printf '\n'; } > key.yaml
run $limit "$TWIGS" check key.yaml
expect_status 2
expect_stdout "key.yaml:1:7: unknown game 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk\.\.\.' (expected"
[ "$(wc -c < "$OUT")" -lt 1000 ] || fail "the report of one long name has $(wc -c < "$OUT") bytes"

# An Orochi board whose first row starts with 40 MB of spaces, full of
# over-connected pieces: each was placed by a scan from the block's start
# (a minute); now the block is scanned once.
{
    printf 'game: orochi\nsize: 13\nboard: |2\n'
    printf '  '
    head -c 41943040 /dev/zero | tr '\0' ' '
    row=13
    while [ "$row" -le 25 ]; do printf '%*s' 0 ''; i=0; while [ "$i" -lt "$row" ]; do printf 'W '; i=$((i + 1)); done; printf '\n  '; row=$((row + 1)); done
    row=24
    while [ "$row" -ge 13 ]; do i=0; while [ "$i" -lt "$row" ]; do printf 'W '; i=$((i + 1)); done; printf '\n  '; row=$((row - 1)); done
    printf '\n'
} > padded.yaml
run $limit "$TWIGS" check padded.yaml
expect_status 1
expect_stdout 'is over-connected (white with 4 white neighbours)'
rm -f padded.yaml

# An entry of 1,000 cells after 30 MB of spaces, in a literal block: each
# is placed (the first at column 4 + 30 MiB + 1) by one scan of the entry.
{
    printf 'game: orochi\nmoves:\n  - |\n    '
    head -c 31457280 /dev/zero | tr '\0' ' '
    yes 'a1' | head -n 1000 | tr '\n' ' '
    printf '\n'
} > entry.yaml
run $limit "$TWIGS" check entry.yaml
expect_status 2
expect_error_at entry.yaml "4:$((4 + 31457280 + 1))" "move 1: 'a1' is not a placement" "$OUT"
expect_error_at entry.yaml "4:$((4 + 31457280 + 1 + 3 * 999))" "move 1: 'a1' is not a replacement" "$OUT"
rm -f entry.yaml

# Run time and memory stay small on a pipe that never ends: reading stops
# at the limit.
LAST="twigs check - < /dev/zero"
$limit "$TWIGS" check - < /dev/zero > "$OUT" 2> "$ERR"
STATUS=$?
expect_status 2
expect_stdout 'larger than the limit of 64 MiB'

# Standard input, a folder and a missing file.
LAST="twigs check - < tabs.yaml"
"$TWIGS" check - < "$BAD/tabs.yaml" > "$OUT" 2> "$ERR"
STATUS=$?
expect_status 2
expect_error_at "<stdin>" 4:1 "indent with spaces" "$OUT"
# A file that cannot be read is "unreadable", not "not legal", and its
# error also goes to standard error, at the start of the line.
run "$TWIGS" check "$TMP"
expect_status 2
expect_stdout "document 1: unreadable$"
expect_stdout "cannot read: it is a folder, not a file"
expect_stderr "^$TMP: cannot read: it is a folder, not a file"
run "$TWIGS" check "$TMP/missing.yaml"
expect_status 2
expect_stdout "missing.yaml, document 1: unreadable$"
expect_stdout "missing.yaml: cannot open: No such file or directory"
# Root reads every file whatever its permissions.
if [ "$(id -u)" -ne 0 ]; then
    printf 'game: sibling\n' > "$TMP/secret.yaml" && chmod 000 "$TMP/secret.yaml" || exit 99
    run "$TWIGS" check "$TMP/secret.yaml"
    expect_status 2
    expect_stdout "secret.yaml, document 1: unreadable$"
    expect_stderr "^$TMP/secret.yaml: cannot open: Permission denied"
fi

echo "the generated bad inputs checked"
finish
