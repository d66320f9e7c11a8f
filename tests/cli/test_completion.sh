#!/bin/sh
# The bash completion (contrib/completion/twigs, which make install puts
# where bash-completion finds it), run in bash as a TAB would run it:
# commands, each command's options, --format's values for that command,
# --order's, puzzle names for solve, YAML files and folders for check.
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
case $srcdir in /*) ;; *) srcdir="$(pwd)/$srcdir" ;; esac
command -v bash > /dev/null 2>&1 || { echo "no bash: skipped"; exit 77; }
SCRIPT=$srcdir/contrib/completion/twigs

mkdir -p "$TMP/bin" "$TMP/here/sub" && ln -s "$TWIGS" "$TMP/bin/twigs" || exit 99
touch "$TMP/here/game.yaml" "$TMP/here/notes.txt"

# offered LINE: the words a TAB at the end of LINE offers, one a line.
offered() {
    LAST="completing '$1'"
    (cd "$TMP/here" && PATH="$TMP/bin:$PATH" bash --norc --noprofile -c '
        . "$1" || exit 1
        complete -p twigs > /dev/null || exit 1
        line=$2
        read -r -a COMP_WORDS <<< "$line"
        [[ $line == *" " ]] && COMP_WORDS+=("")
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        COMP_LINE=$line
        COMP_POINT=${#line}
        _twigs
        printf "%s\n" "${COMPREPLY[@]}"
    ' sh "$SCRIPT" "$1") > "$OUT" 2> "$ERR" || fail "bash fails: $(cat "$ERR")"
}

# has WORD...: each is offered; lacks WORD...: none is.
has() {
    for word in "$@"; do
        grep -q -x -- "$word" "$OUT" || fail "does not offer '$word': $(tr '\n' ' ' < "$OUT")"
    done
}
lacks() {
    for word in "$@"; do
        grep -q -x -- "$word" "$OUT" && fail "offers '$word'"
    done
}

offered "twigs "
has solve merge check render pieces puzzles help --help --version
offered "twigs ch"
has check
lacks solve
offered "twigs solve --th"
has --threads
offered "twigs check -"
has --format -q --quiet -o -h --help
lacks --threads
offered "twigs solve --format "
has text yaml json svg
offered "twigs check --format "
has text yaml json
lacks svg
offered "twigs pieces --order "
has 1 2 3 4 5 6
offered "twigs solve tri"
has triangle
offered "twigs solve hexagon"
has hexagon-7 hexagon-7-spare
offered "twigs check "
has game.yaml sub
lacks notes.txt
offered "twigs render -o "
has game.yaml notes.txt sub
offered "twigs help ren"
has render
finish
