#!/bin/sh
# What scripts use: --format json for check, solve, merge, pieces and
# puzzles, parsed (python3's json) and held to the YAML of the same run,
# field for field; check -q (the exit status alone); check, merge and
# render reading standard input when no file is given; -o on every
# command that writes (pieces, merge and check too); pieces giving in
# YAML the edges its text lists.
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
case $srcdir in /*) ;; *) srcdir="$(pwd)/$srcdir" ;; esac
command -v python3 > /dev/null 2>&1 || { echo "no python3: skipped"; exit 77; }
python3 -c 'import yaml' 2> /dev/null || { echo "no python3 yaml: skipped"; exit 77; }
EXAMPLES=$srcdir/examples
cd "$TMP" || exit 99

# same_fields JSON YAML: the JSON lines are valid JSON, one document a
# line, and hold what the YAML stream holds, value for value (numbers,
# booleans and strings alike); the fields named in $IGNORE (timings) are
# left out of the comparison.
same_fields() {
    python3 - "$1" "$2" "${IGNORE:-}" > "$TMP/compare" 2>&1 <<'EOF' || fail "$(head -20 "$TMP/compare")"
import json, sys, yaml
ignored = set(sys.argv[3].split())
def strip(value):
    if isinstance(value, dict):
        return {k: strip(v) for k, v in value.items() if k not in ignored}
    if isinstance(value, list):
        return [strip(v) for v in value]
    return value
lines = open(sys.argv[1]).read().splitlines()
documents = [json.loads(line) for line in lines]
expected = [d for d in yaml.safe_load_all(open(sys.argv[2])) if d is not None]
if len(documents) != len(expected):
    sys.exit("%d JSON documents, %d YAML ones" % (len(documents), len(expected)))
for j, y in zip(documents, expected):
    if strip(j) != strip(y):
        sys.exit("JSON %r\n YAML %r" % (strip(j), strip(y)))
EOF
}

# json COMMAND...: the command with --format json, then yaml; the two
# must agree.
json() {
    run "$TWIGS" "$@" --format json
    cp "$OUT" "$TMP/out.json"
    json_status=$STATUS
    run "$TWIGS" "$@" --format yaml
    [ "$json_status" -eq "$STATUS" ] || fail "exits $json_status with json, $STATUS with yaml"
    LAST="twigs $* --format json"
    same_fields "$TMP/out.json" "$OUT"
}

json check "$EXAMPLES/sibling.yaml" "$EXAMPLES/orochi.yaml" "$EXAMPLES/meridians.yaml" \
    "$EXAMPLES/sinfrid.yaml" "$EXAMPLES/twigs.yaml" "$EXAMPLES/illegal-record.yaml"
json check "$srcdir/tests/bad/wrong-types-meridians.yaml"
IGNORE="seconds nodes"
json solve tree
json solve triangle --count
json solve "$PUZZLES/hexagon-7.yaml" --all
for k in 1 2; do
    "$TWIGS" solve maximum --part "$k/2" --format yaml -o "max-$k.yaml" || fail "part $k"
done
json merge max-1.yaml max-2.yaml
IGNORE=
json pieces --order 4 --one-sided
json puzzles --time-limit 0
# The types a program reads: numbers, booleans, strings.
run "$TWIGS" solve triangle --count --format json
python3 -c '
import json, sys
d = json.loads(open(sys.argv[1]).read())
assert d["solutions"] == 56 and d["complete"] is True and isinstance(d["seconds"], float), d
assert isinstance(d["fingerprint"], str), d
' "$OUT" || fail "wrong types: $(cat "$OUT")"
# A file name that looks like a number is a string in JSON and in YAML.
cp "$EXAMPLES/sibling.yaml" 123
run "$TWIGS" check --format json 123
python3 -c 'import json, sys; assert json.loads(open(sys.argv[1]).read())["file"] == "123"' "$OUT" ||
    fail "the file 123 is not a string: $(cat "$OUT")"
run "$TWIGS" check --format yaml 123
python3 -c 'import yaml, sys; assert yaml.safe_load(open(sys.argv[1]))["file"] == "123"' "$OUT" ||
    fail "the file 123 is not a string in YAML: $(cat "$OUT")"
# JSON is YAML too: what solve writes as JSON, check and merge read.
"$TWIGS" solve tree --format json > tree.json || fail "solve tree --format json"
run "$TWIGS" check tree.json
expect_status 0
expect_stdout 'puzzle: {name: tree, value: 20, valid: true'
"$TWIGS" solve tree --part 1/1 --format json > part.json || fail "solve tree --part 1/1"
run "$TWIGS" merge part.json
expect_status 0
expect_stdout '^tree: value 20, upper_bound 20, proven true'

# ---- check -q: the exit status alone ----
for file in sibling illegal-record; do
    run "$TWIGS" check -q "$EXAMPLES/$file.yaml"
    [ ! -s "$OUT" ] && [ ! -s "$ERR" ] || fail "prints: $(cat "$OUT" "$ERR")"
done
run "$TWIGS" check -q "$EXAMPLES/sibling.yaml"
expect_status 0
run "$TWIGS" check --quiet "$EXAMPLES/sibling.yaml" "$EXAMPLES/illegal-record.yaml"
expect_status 1
run "$TWIGS" check -q "$srcdir/tests/bad/binary-junk.yaml"
expect_status 2
[ ! -s "$ERR" ] || fail "prints: $(cat "$ERR")"
run "$TWIGS" check -q -o x.txt "$EXAMPLES/sibling.yaml"
expect_status 2
expect_stderr "^twigs check: -q prints nothing"

# ---- Standard input when no file is given ----
run sh -c "\"$TWIGS\" check < \"$EXAMPLES/sibling.yaml\""
expect_status 0
expect_stdout '^<stdin>, document 1: sibling, legal$'
run sh -c "\"$TWIGS\" check -q < \"$EXAMPLES/illegal-record.yaml\""
expect_status 1
run sh -c "cat max-1.yaml max-2.yaml | \"$TWIGS\" merge"
expect_status 0
expect_stdout '^maximum: value 33, upper_bound 33, proven true'
run sh -c "\"$TWIGS\" render < \"$EXAMPLES/orochi.yaml\""
expect_status 0
expect_stdout '^<svg'

# ---- -o on every command that writes ----
for command in "pieces --format svg" "merge max-1.yaml max-2.yaml" "check $EXAMPLES/sibling.yaml" \
    "puzzles --names" "solve triangle --count" "render $EXAMPLES/sibling.yaml"; do
    rm -f written
    # shellcheck disable=SC2086
    run "$TWIGS" $command -o written
    expect_status 0
    [ ! -s "$OUT" ] || fail "-o wrote to standard output"
    [ -s written ] || fail "-o wrote nothing"
done
# The reports of an illegal game are written (exit 1), and its errors
# still go to standard error.
run "$TWIGS" check "$EXAMPLES/illegal-record.yaml" -o written
expect_status 1
grep -q 'not legal' written || fail "the report is not in the file"
expect_stderr '^.*illegal-record.yaml:18:5: move 13'
# ---- pieces: the edges the text lists, in YAML and JSON ----
for args in "" "--order 6" "--order 4 --one-sided" "--order 1"; do
    LAST="twigs pieces $args: the edges in every format"
    # shellcheck disable=SC2086
    "$TWIGS" pieces $args > pieces.txt && "$TWIGS" pieces $args --format yaml > pieces.yaml ||
        fail "pieces fails"
    python3 - pieces.txt pieces.yaml > "$TMP/pieces" 2>&1 <<'EOF' || fail "$(cat "$TMP/pieces")"
import re, sys, yaml
text, name = {}, None
for line in open(sys.argv[1]):
    m = re.match(r"^(\S+)  \w", line)
    if m:
        name = m.group(1)
    m = re.match(r"^  edges: (.*)$", line)
    if m:
        text[name] = m.group(1).split()
listed = {p["piece"]: p["edges"] for p in yaml.safe_load(open(sys.argv[2]))["pieces"]}
if not text or text != listed:
    sys.exit("text %r\nyaml %r" % (text, listed))
EOF
done
finish
