#!/bin/sh
# Runs corpora of input files through twigs and compares what it prints
# with what is expected:
#
#     tests/corpus.sh DIR.corpus...
#
# (make check runs each corpus listed in Makefile.am's CORPORA this way,
# one PASS or FAIL line each.)  The inputs are DIR/*.yaml; DIR.corpus
# gives the commands each goes through, one a line, such as
#
#     twigs check --format yaml {}
#
# where {} stands for the input's name, and may say "minimum N": the
# corpus holds at least N inputs.  Lines starting with # are comments.
#
# Every input NAME.yaml has a twin NAME.expected, the transcript of the
# commands as a terminal would show them when run in the input's folder:
# for each command a line "$ twigs ARGS", a line "# exit N" with its exit
# status, then what it printed on its standard output, then, if its
# standard error is not empty, a line "# stderr" and what it printed
# there.  A line "\ no newline at the end" follows an output that does
# not end with one.
#
# One format for every corpus (the position reports, the bad inputs, the
# bad puzzle files): a transcript can hold more than one command (the bad
# inputs go through check, check --format yaml and render), a failure can
# be replayed by hand, and the whole output is compared, not fragments of
# it, so that nothing twigs prints goes unchecked.
#
# TWIGS_REGENERATE=1 writes the .expected files from what twigs prints
# instead of comparing (and so makes a new input's):
#
#     TWIGS_REGENERATE=1 make check
#
# then review every change it made by hand before committing it.
: "${TWIGS:=${builddir:-.}/twigs}"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
# Some bad inputs once took minutes: a command is stopped after one.
limit=""
command -v timeout >/dev/null 2>&1 && limit="timeout 60"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/twigs-corpus.XXXXXX") || exit 99
trap 'rm -rf "$scratch"' EXIT
trap 'exit 99' INT TERM

# corpus_commands FILE.corpus: its commands, one a line, without "twigs".
corpus_commands() {
    sed -n 's/^twigs \(.*\)/\1/p' "$1"
}

# corpus_minimum FILE.corpus: the least number of inputs, 1 unless given.
corpus_minimum() {
    sed -n 's/^minimum \([0-9][0-9]*\)$/\1/p' "$1" | grep . || echo 1
}

# corpus_lint FILE.corpus: every line a comment, a command or the minimum.
corpus_lint() {
    if grep -v -E '^(#.*|twigs .*|minimum [0-9]+|)$' "$1"; then
        echo "$1: a line above is neither a comment, a command nor 'minimum N'"
        return 1
    fi
    [ -n "$(corpus_commands "$1")" ] || { echo "$1: no command"; return 1; }
}

# transcript COMMANDS NAME.yaml: runs each command of COMMANDS (one a
# line) on NAME.yaml in the current folder, and prints the transcript.
transcript() {
    file=$2
    printf '%s\n' "$1" | while IFS= read -r line; do
        set -f
        # shellcheck disable=SC2086 # a command's words
        set -- $line
        set +f
        n=$#
        for word; do
            [ "$word" = "{}" ] && word=$file
            set -- "$@" "$word"
        done
        shift "$n"
        echo "\$ twigs $*"
        $limit "$TWIGS" "$@" < /dev/null > "$scratch/stdout" 2> "$scratch/stderr"
        echo "# exit $?"
        printed "$scratch/stdout"
        [ ! -s "$scratch/stderr" ] || { echo "# stderr"; printed "$scratch/stderr"; }
    done
}

# printed FILE: FILE, and a line saying so if it does not end with a
# newline (command substitution drops the last one: anything left is a
# last line without one).
printed() {
    cat "$1"
    [ -z "$(tail -c 1 "$1")" ] || printf '\n\\ no newline at the end\n'
}

# corpus_check DIR.corpus: runs the corpus and compares (or, with
# TWIGS_REGENERATE=1, writes) every transcript.  Prints a line for each
# input that fails and a count; fails if any does, if the corpus has
# fewer inputs than its minimum, or if an .expected has no input.
corpus_check() {
    corpus=$1
    dir=${corpus%.corpus}
    if [ ! -f "$corpus" ] || [ ! -d "$dir" ]; then
        echo "no corpus $corpus with a folder $dir"
        return 99
    fi
    corpus_lint "$corpus" || return 99
    commands=$(corpus_commands "$corpus")
    minimum=$(corpus_minimum "$corpus")
    count=0
    failed=0
    for input in "$dir"/*.yaml; do
        [ -f "$input" ] || continue
        name=$(basename "$input" .yaml)
        count=$((count + 1))
        rm -rf "$scratch/run"
        mkdir "$scratch/run" && cp "$input" "$scratch/run/" || return 99
        (cd "$scratch/run" && transcript "$commands" "$name.yaml") > "$scratch/transcript"
        if [ "${TWIGS_REGENERATE:-0}" = 1 ]; then
            cp "$scratch/transcript" "$dir/$name.expected"
        elif [ ! -f "$dir/$name.expected" ]; then
            echo "FAIL: $dir/$name.yaml has no $name.expected (TWIGS_REGENERATE=1 writes it)"
            failed=$((failed + 1))
        elif ! diff -u "$dir/$name.expected" "$scratch/transcript"; then
            echo "FAIL: $dir/$name.yaml"
            failed=$((failed + 1))
        fi
    done
    for expected in "$dir"/*.expected; do
        [ -f "$expected" ] || continue
        [ -f "${expected%.expected}.yaml" ] && continue
        echo "FAIL: $expected has no input $(basename "${expected%.expected}").yaml"
        failed=$((failed + 1))
    done
    echo "$count inputs in $dir, $failed failed"
    [ "$count" -ge "$minimum" ] || { echo "FAIL: fewer than $minimum inputs in $dir"; return 1; }
    [ "$failed" -eq 0 ]
}

[ $# -gt 0 ] || { echo "usage: tests/corpus.sh DIR.corpus..." >&2; exit 99; }
status=0
for corpus; do
    corpus_check "$corpus"
    result=$?
    [ "$result" -le "$status" ] || status=$result
done
exit "$status"
