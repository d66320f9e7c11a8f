#!/bin/sh
# Every game and built-in puzzle twigs knows comes with what
# docs/hacking.md's recipes ask of a new one, so that adding one without
# its tests, example, fuzz seeds or documentation fails here.  The lists
# are twigs' own, not copied: the games are those `check` names for an
# unknown `game:` (game/registry.c), the puzzles those `twigs puzzles`
# marks built in.
#
# A game NAME (Title in the documents) has
# - its corpus: tests/positions/NAME.corpus, the folder
#   tests/positions/NAME/ with positions, a line of Makefile.am's CORPORA;
#   and its unit tests, tests/unit/test_NAME.c;
# - its example: examples/NAME.yaml with NAME.expected (examples.corpus),
#   installed (Makefile.am's dist_examples_DATA);
# - its fuzzing: the harness fuzz/NAME-fuzzer in Makefile.am, run by
#   fuzz/run.sh (which seeds it from tests/positions/NAME/) and described
#   in docs/fuzzing.md;
# - its documents: a section "Title" in docs/rules.md, in
#   docs/positions.md, and in the README's "Checking a game".
# A built-in puzzle NAME has
# - its corpus: a solution of it among the Twigs positions
#   (`puzzle: NAME` in tests/positions/twigs/), and a run of `solve NAME`
#   in tests/cli/;
# - its example: puzzles/NAME.yaml, which names it and is installed
#   (dist_puzzles_DATA), and seeds the puzzle harness;
# - its fuzzing: the merge harness's seeds, its parts (`parts NAME` in
#   fuzz/run.sh);
# - its documents: its row of docs/puzzles.md's table of built-in
#   puzzles.
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
cd "$srcdir" || exit 99

# ---- The lists ----
printf 'game: no-such-game\n' > "$TMP/unknown.yaml"
"$TWIGS" check "$TMP/unknown.yaml" > /dev/null 2> "$TMP/unknown"
games=$(sed -n "s/.*unknown game 'no-such-game' (expected \([a-z, ]*\)).*/\1/p" "$TMP/unknown" |
    head -n 1 | tr -d ',')
LAST="the games"
[ -n "$games" ] || fail "twigs check does not name them: $(cat "$TMP/unknown")"
"$TWIGS" puzzles --time-limit 0 --format yaml > "$TMP/puzzles"
puzzles=$(awk '/^- name: / { name = $3 } /^  builtin: true$/ { print name }' "$TMP/puzzles")
LAST="the built-in puzzles"
[ -n "$puzzles" ] || fail "twigs puzzles lists none: $(head -c 400 "$TMP/puzzles")"

# has FILE PATTERN WHAT: fails unless FILE has a line matching the
# extended regular expression PATTERN.
has() {
    grep -q -E -- "$2" "$1" 2> /dev/null || fail "$3 ($1 has no line /$2/)"
}

# makefile_lists VARIABLE WORD: whether Makefile.am's VARIABLE (its
# continued lines joined) holds WORD.
makefile_lists() {
    awk -v var="$1" '
        $1 == var && ($2 == "=" || $2 == "+=") { on = 1 }
        on { print; if ($0 !~ /\\$/) on = 0 }
    ' Makefile.am | tr -s ' \t\\' '\n\n\n' | grep -q -x -F -- "$2"
}

for game in $games; do
    LAST="game $game"
    title=$(printf '%s' "$game" | awk '{ print toupper(substr($0, 1, 1)) substr($0, 2) }')
    [ -f "tests/positions/$game.corpus" ] || fail "no corpus tests/positions/$game.corpus"
    set -- "tests/positions/$game"/*.yaml
    [ -f "$1" ] || fail "no positions in tests/positions/$game/ (its corpus and fuzz seeds)"
    makefile_lists CORPORA "tests/positions/$game.corpus" ||
        fail "its corpus is not in Makefile.am's CORPORA"
    [ -f "tests/unit/test_$game.c" ] || fail "no unit tests tests/unit/test_$game.c"
    [ -f "examples/$game.yaml" ] && [ -f "examples/$game.expected" ] ||
        fail "no example examples/$game.yaml with its examples/$game.expected"
    makefile_lists dist_examples_DATA "examples/$game.yaml" ||
        fail "examples/$game.yaml is not in Makefile.am's dist_examples_DATA"
    makefile_lists noinst_PROGRAMS "fuzz/$game-fuzzer" ||
        fail "no harness fuzz/$game-fuzzer in Makefile.am's noinst_PROGRAMS"
    has fuzz/run.sh "^harnesses=.*[\" ]$game[\" ]" "fuzz/run.sh does not run its harness"
    has docs/fuzzing.md "^\| .*\`$game\`.* \|" "docs/fuzzing.md does not describe its harness"
    has docs/rules.md "^##+ $title\$" "no section $title in docs/rules.md"
    has docs/positions.md "^##+ $title\$" "no section $title in docs/positions.md"
    has README.md "^### $title\$" "no section $title in the README's Checking a game"
done

for puzzle in $puzzles; do
    LAST="built-in puzzle $puzzle"
    grep -l -x "puzzle: $puzzle" tests/positions/twigs/*.yaml > /dev/null 2>&1 ||
        fail "no solution of it (puzzle: $puzzle) among tests/positions/twigs/"
    grep -l -E "solve $puzzle( |\$)" tests/cli/*.sh > /dev/null 2>&1 ||
        fail "no test in tests/cli/ runs solve $puzzle"
    has "puzzles/$puzzle.yaml" "^puzzle: $puzzle\$" "no example puzzles/$puzzle.yaml naming it"
    makefile_lists dist_puzzles_DATA "puzzles/$puzzle.yaml" ||
        fail "puzzles/$puzzle.yaml is not in Makefile.am's dist_puzzles_DATA"
    has fuzz/run.sh "^ *parts $puzzle $puzzle " "no merge seeds of it in fuzz/run.sh"
    has docs/puzzles.md "^\| \`$puzzle\` \|" "no row of it in docs/puzzles.md's built-in puzzles"
done

finish
