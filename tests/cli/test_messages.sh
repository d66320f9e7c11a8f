#!/bin/sh
# Messages that name the fix, where a person (or an editor) finds them:
# - check prints every error on standard error as FILE:LINE:COLUMN:
#   message from the line's first column, in text and YAML alike, after
#   each document's report, which stays as it was on standard output;
# - a document that cannot be read is "unreadable", one that breaks the
#   rules "not legal";
# - `board: |` indented by its first row says to write `board: |2`;
#   unquoted edges give one error; a mistyped puzzle name is answered
#   with the nearest and the list; counts of one are singular;
# - standard input is <stdin> for every command, and merge reads a
#   stream of summaries from it;
# - the text report lists Twigs' areas one a line.
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
case $srcdir in /*) ;; *) srcdir="$(pwd)/$srcdir" ;; esac
EXAMPLES=$srcdir/examples
cd "$TMP" || exit 99

# ---- check's errors on standard error ----
cat > board.yaml <<'EOF'
game: sibling
size: 3
board: |
    B B B
   W B W B
  W W W B W
   B B B W
    W W B
EOF
for format in text yaml; do
    run "$TWIGS" check --format "$format" board.yaml "$EXAMPLES/sibling.yaml"
    expect_status 2
    expect_stderr "^board.yaml:3:8: 'board: |' takes its indentation from its first line (4 spaces), and line 5 is indented less: write 'board: |2'"
    [ "$(wc -l < "$ERR")" -eq 1 ] || fail "$format: not one line on standard error: $(cat "$ERR")"
    # The report is unchanged: the error is in it too.
    grep -q "board.yaml:3:8: 'board: |'\|{line: 3, column: 8, message: '''board: |''" "$OUT" ||
        fail "$format: the report lost its error: $(cat "$OUT")"
done
run "$TWIGS" check board.yaml
expect_stdout "^board.yaml, document 1: unreadable$"
expect_stdout "^  board.yaml:3:8: "

# Both streams in one file: each document's report, then its errors.
cat > two.yaml <<'EOF'
game: sibling
size: 3
stones: {white: [c3], black: [A1]}
---
game: sibling
size: 3
moves: [c3, c3 a1]
EOF
"$TWIGS" check two.yaml > both 2>&1
LAST="twigs check two.yaml 2>&1"
cat > expected <<'EOF'
two.yaml, document 1: sibling, unreadable
  two.yaml:3:31: 'A1' is not a cell name: row letters are lower case, as in e5
two.yaml:3:31: 'A1' is not a cell name: row letters are lower case, as in e5
two.yaml, document 2: sibling, not legal
EOF
head -4 both | diff expected - > diff || fail "the order of the streams: $(cat diff)"
grep -q '^two.yaml:7:13: ' both || fail "document 2's error is not on standard error: $(cat both)"
# A legal file prints nothing on standard error.
run "$TWIGS" check "$EXAMPLES/sibling.yaml"
expect_status 0
[ ! -s "$ERR" ] || fail "a legal file writes on standard error: $(cat "$ERR")"

# ---- Unquoted edges: one error ----
cat > edges.yaml <<'EOF'
game: twigs
pieces:
  - {colour: white, edges: [0,0:ne, 0,0:e, 0,0:se, 0,0:sw, 0,0:w]}
EOF
run "$TWIGS" check edges.yaml
expect_status 2
expect_stderr "^edges.yaml:3:28: edges: the names are not quoted, so YAML splits each at its comma ('0', '0:ne', ...): write each in quotes, as \[\"0,0:ne\", ...\]"
[ "$(wc -l < "$ERR")" -eq 1 ] || fail "not one error: $(cat "$ERR")"

# ---- Plurals ----
printf 'game: sibling\nsize: 3\nboard: |\n  . . .\n' > row.yaml
run "$TWIGS" check row.yaml
expect_stderr "the board has 1 row, but a size-3 board has 5"

# ---- A mistyped puzzle ----
run "$TWIGS" solve triangel
expect_status 2
expect_stderr "^twigs solve: no puzzle 'triangel': it is not built in, and no file has that name; did you mean 'triangle'?"
expect_stderr "^  built in: triangle, hexes15, maximum, ring, tree$"
[ ! -s "$OUT" ] || fail "prints on standard output: $(cat "$OUT")"
run "$TWIGS" solve xyzzy
expect_status 2
grep -q "did you mean" "$ERR" && fail "guesses for a name far from every puzzle: $(cat "$ERR")"
# Every place looked in is named: the current folder, the source's
# puzzles/ (this twigs runs from its build folder), the installed folder.
expect_stderr "^  looked for: ./xyzzy, $srcdir/puzzles/xyzzy.yaml, .*/xyzzy.yaml$"
# The build finds its source's puzzles by name from any folder, also
# through a link; a copy of the program elsewhere is not the build's.
run "$TWIGS" solve hexagon-7 --count
expect_status 0
expect_stdout '^hexagon-7: solutions 5,'
ln -s "$TWIGS" twigs-link
run ./twigs-link solve hexagon-7 --count
expect_status 0
expect_stdout '^hexagon-7: solutions 5,'
cp "$TWIGS" twigs-copy
run ./twigs-copy solve xyzzy
expect_status 2
grep -q "$srcdir/puzzles" "$ERR" && fail "a copy outside the build reads the source's puzzles: $(cat "$ERR")"
expect_stderr "^  looked for: ./xyzzy, /.*/xyzzy.yaml$"
# A path that is not there is a file that cannot be opened, as before.
run "$TWIGS" solve ./triangel.yaml
expect_status 2
expect_stderr "^./triangel.yaml: cannot open: No such file or directory"

# ---- Meridians' players by their names ----
run "$TWIGS" check "$srcdir/tests/positions/meridians/light-and-dark.yaml"
expect_status 1
expect_stdout '^  status: in_progress, black (dark) to move$'
expect_stdout 'to_move says white (light), but after the moves black (dark) is to move$'

# ---- A file given to the wrong command: named, with the command it takes ----
"$TWIGS" solve triangle --count --format yaml > summary.yaml
run "$TWIGS" solve "$EXAMPLES/orochi.yaml"
expect_status 2
expect_stderr "orochi.yaml:5:1: this is a position of orochi, which 'twigs solve' does not read: 'twigs check .*orochi.yaml' checks it, 'twigs render .*orochi.yaml' draws it$"
[ "$(wc -l < "$ERR")" -eq 1 ] || fail "more than the one error: $(cat "$ERR")"
run "$TWIGS" solve summary.yaml
expect_status 2
expect_stderr "^summary.yaml:1:1: this is the summary of a search (solve --count or --part), which 'twigs solve' does not read: 'twigs merge summary.yaml' reads summaries$"
"$TWIGS" solve tree --format yaml > tree-solution.yaml
run "$TWIGS" solve tree-solution.yaml
expect_status 2
expect_stderr "^tree-solution.yaml:2:1: this is a solution of the puzzle tree, which 'twigs solve' does not read: 'twigs check tree-solution.yaml' checks it"
run "$TWIGS" merge "$EXAMPLES/sibling.yaml"
expect_status 2
expect_stderr "this is a position of sibling, which 'twigs merge' does not read"
run "$TWIGS" merge "$srcdir/puzzles/hexagon-7.yaml"
expect_status 2
expect_stderr "hexagon-7.yaml:3:1: this is a puzzle file, which 'twigs merge' does not read: 'twigs solve .*hexagon-7.yaml' solves it"
run "$TWIGS" render summary.yaml
expect_status 2
expect_stderr "^summary.yaml:1:1: this is the summary of a search (solve --count or --part), which 'twigs render' does not read"
run "$TWIGS" check - < summary.yaml
expect_stdout "^  <stdin>:1:1: this is the summary of a search (solve --count or --part), which 'twigs check' does not read: 'twigs merge -' reads summaries$"

# ---- Standard input is <stdin> everywhere ----
printf 'game: sibling\nsize: 3\nbogus: 1\n' > bogus.yaml
LAST="twigs check - < bogus.yaml"
"$TWIGS" check - < bogus.yaml > "$OUT" 2> "$ERR"
expect_stdout "^<stdin>, document 1: sibling, unreadable"
expect_stderr "^<stdin>:3:1: unknown key 'bogus'"
LAST="twigs render - < bogus.yaml"
"$TWIGS" render - < bogus.yaml > "$OUT" 2> "$ERR"
expect_stderr "^<stdin>:3:1: unknown key 'bogus'"
LAST="twigs solve - < bogus.yaml"
"$TWIGS" solve - < bogus.yaml > "$OUT" 2> "$ERR"
expect_stderr "^<stdin>:1:1: "
LAST="twigs merge - < bogus.yaml"
"$TWIGS" merge - < bogus.yaml > "$OUT" 2> "$ERR"
expect_stderr "^<stdin>:1:1: "
grep -q '^-:' "$ERR" && fail "standard input named '-': $(cat "$ERR")"

# ---- merge reads a stream of summaries ----
for k in 1 2 3; do
    "$TWIGS" solve triangle --count --format yaml --part "$k/3" > "part-$k.yaml" || exit 99
done
LAST="solve --part --format yaml"
head -1 part-1.yaml | grep -q '^---$' || fail "a part does not start with ---: $(head -2 part-1.yaml)"
run "$TWIGS" merge part-1.yaml part-2.yaml part-3.yaml
sed 's/seconds [0-9.]*//' "$OUT" > from-files
LAST="cat part-*.yaml | twigs merge -"
cat part-1.yaml part-2.yaml part-3.yaml | "$TWIGS" merge - > "$OUT" 2> "$ERR"
STATUS=$?
expect_status 0
expect_stdout "^triangle: solutions 56, .*complete true, parts 3$"
sed 's/seconds [0-9.]*//' "$OUT" | diff from-files - > diff || fail "differs from the files': $(cat diff)"
# A part given twice in the stream is placed in it.
cat part-1.yaml part-1.yaml | "$TWIGS" merge - > "$OUT" 2> "$ERR"
STATUS=$?
expect_status 2
expect_stderr "^<stdin>:18:7: part 1/3 given twice (also at <stdin>:9:7)"

# ---- Twigs' areas, one a line ----
run "$TWIGS" check "$EXAMPLES/twigs.yaml"
expect_stdout "^  areas:$"
expect_stdout "^    -3,1: 1 hexagon, edges 2 white 4 black, black$"
[ "$(grep -c '^    [-0-9]*,[-0-9]*: ' "$OUT")" -eq 22 ] || fail "not 22 areas, one a line"

# ---- Names from outside are shown escaped ----
# A puzzle's, a piece's or a file's name may hold a newline or a
# terminal's escape sequence: text output and messages show them as
# escapes (\n, \e), never raw; YAML output keeps them as data, quoted.
esc=$(printf '\033')
printf 'puzzle: cover\nname: "evil\\nline\\e[31mred"\nedges: ["0,0:e", "0,0:se", "0,0:ne"]\n%s\n' \
    'piece_set: [{name: "P\e[1mX", edges: ["0,0:e", "0,0:se", "0,0:ne"]}]' > "evil
name.yaml"
evil="evil
name.yaml"
name='evil\\nline\\e\[31mred'
# shown STREAM PATTERN ARGS...: twigs ARGS shows PATTERN on STREAM
# (stdout or stderr), and neither stream holds an escape character, nor
# a line that starts where a name's newline would have started one.
shown() {
    stream=$1 pattern=$2
    shift 2
    run "$TWIGS" "$@"
    if [ "$stream" = stdout ]; then expect_stdout "$pattern"; else expect_stderr "$pattern"; fi
    if grep -q "$esc" "$OUT" "$ERR"; then fail "a raw escape character: $(cat -v "$OUT" "$ERR")"; fi
    if grep -q '^line\|^name' "$OUT" "$ERR"; then fail "a name's newline: $(cat "$OUT" "$ERR")"; fi
}
shown stdout "^$name: a solution\$" solve "$evil"
expect_stdout '^  key: P P\\e\[1mX$'
shown stdout "^$name: solutions 1," solve "$evil" --count
"$TWIGS" solve "$evil" --count --part 1/1 --format yaml > evil-part.yaml
shown stdout "^$name: solutions 1," merge evil-part.yaml
shown stdout ">$name: a solution</text>" solve "$evil" --format svg
run "$TWIGS" solve "$evil" --format yaml
expect_stdout "^name: \"$name\"\$"
cp "$OUT" evil-solution.yaml
shown stdout "puzzle: {name: \"$name\", value: 1, valid: true}" check evil-solution.yaml
# Messages: a file that is not there, a puzzle, an option and a piece of
# that name.
shown stderr '^no\\nsuch\\e\[2J.yaml: cannot open' check "no
such$esc[2J.yaml"
shown stderr "no puzzle 'no\\\\e\\[2J'" solve "no$esc[2J"
shown stderr "unknown option '--no\\\\e\\[2J'" solve triangle "--no$esc[2J"
printf 'puzzle: cover\nname: x\nedges: ["0,0:e"]\npiece_set: [{piece: "Q\\e[2J"}]\n' > evil-piece.yaml
shown stderr "unknown piece 'Q\\\\e\\[2J'" solve evil-piece.yaml

finish
