#!/bin/sh
# twigs puzzles: every puzzle solve takes by name, built in or a file of
# the folders it reads, with its goal and pieces, and what a short search
# finds: the values shown are the searches' own (solve's), not a table.
# The searches are given all the time they need here (--time-limit 60 for
# a few puzzles), so that a slow machine gives the same answers.
. "${srcdir:-.}/tests/cli/lib.sh"
command -v python3 > /dev/null 2>&1 || { echo "no python3: skipped"; exit 77; }

# ---- Every name, once: the built-in ones, then puzzles/'s files ----
run "$TWIGS" puzzles --names
expect_status 0
for name in triangle hexes15 maximum ring tree; do
    grep -q -x "$name" "$OUT" || fail "$name is not listed"
done
for file in "$PUZZLES"/*.yaml; do
    name=$(basename "$file" .yaml)
    [ "$(grep -c -x -- "$name" "$OUT")" -eq 1 ] || fail "$name is not listed once"
done
[ "$(head -1 "$OUT")" = triangle ] || fail "the built-in puzzles do not come first"

# ---- What a search finds, as solve finds it ----
run "$TWIGS" puzzles triangle hexagon-7 tree pentatwigs-x --time-limit 60
expect_status 0
for name in triangle hexagon-7 pentatwigs-x; do
    count=$("$TWIGS" solve "$name" --count --format yaml | sed -n 's/^solutions: //p')
    [ -n "$count" ] || fail "solve $name --count counts nothing"
    expect_stdout "^  $name: .*; $count solutions\$"
done
value=$("$TWIGS" solve tree --format yaml | sed -n 's/^claim: {value: \([0-9]*\),.*/\1/p')
expect_stdout "^  tree: make the most leaves; the 12 pentatwigs; best $value, proven\$"
expect_stdout '^  triangle: cover 60 edges (15 hexagons); the 12 pentatwigs; '
expect_stdout '^  hexagon-7: cover 30 edges (7 hexagons); W U R T H X; '
expect_stdout '^Built in:$'
expect_stdout "^In .*/puzzles:\$"
grep -q 'hexes15' "$OUT" && fail "lists a puzzle not asked for"

# A search that does not finish in time says so, and shows no count.
run "$TWIGS" puzzles ring --time-limit 0.01
expect_status 0
expect_stdout '^  ring: make the largest area; the 12 pentatwigs; not solved within 0.01 s$'
run "$TWIGS" puzzles hexagon-7-spare polytwigs-1-4-twice-parallelogram-3x5-notched --time-limit 0
expect_stdout '^  hexagon-7-spare: cover 30 edges (7 hexagons), 42 spare; C W U R T H X$'
expect_stdout '; I1 L2 C3 S3 Y3 C4 P4 W4 Y4, 2 copies of each$'

# ---- The same as YAML and JSON, which parse ----
run "$TWIGS" puzzles --format json --time-limit 0
expect_status 0
python3 - "$OUT" "$PUZZLES" > "$TMP/log" 2>&1 <<'PY' || fail "$(cat "$TMP/log")"
import json, os, sys
lines = open(sys.argv[1]).read().splitlines()
assert len(lines) == 1, "not one JSON document on one line"
listed = json.loads(lines[0])["puzzles"]
names = [p["name"] for p in listed]
files = sorted(f[:-5] for f in os.listdir(sys.argv[2]) if f.endswith(".yaml"))
builtin = ["triangle", "hexes15", "maximum", "ring", "tree"]
assert names == builtin + [f for f in files if f not in builtin], names
for p in listed:
    assert isinstance(p["goal"], str) and isinstance(p["pieces"], str), p
    assert (p.get("builtin") is True) != ("file" in p), p
    assert "solutions" not in p and "best" not in p, p
PY
run "$TWIGS" puzzles triangle tree --format yaml --time-limit 60
expect_status 0
expect_stdout '^  solutions: 56$'
expect_stdout '^  best: 20$'

# ---- Usage ----
run "$TWIGS" puzzles hexagn-7
expect_status 2
expect_stderr "^twigs puzzles: no puzzle 'hexagn-7'.*; did you mean 'hexagon-7'?"
run "$TWIGS" puzzles --time-limit -1
expect_status 2
expect_stderr '^twigs puzzles: --time-limit takes a number of seconds (0 or more)$'
run "$TWIGS" puzzles --names -o "$TMP/names"
expect_status 0
[ ! -s "$OUT" ] || fail "-o wrote to standard output"
grep -q -x triangle "$TMP/names" || fail "-o did not write the names"
finish
