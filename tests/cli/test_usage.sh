#!/bin/sh
# The command line itself: every command's help, `twigs help`, options
# before or after operands in either spelling, `--` ending the options,
# and usage errors (exit 2, "twigs COMMAND: ..." on stderr).
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac

commands="solve merge check render pieces help"

# ---- Help: each command's usage on stdout, nothing on stderr, exit 0 ----
for command in $commands; do
    for flag in -h --help; do
        run "$TWIGS" "$command" "$flag"
        expect_status 0
        expect_stdout "^  twigs $command"
        expect_stdout '^  -h, --help '
        [ ! -s "$ERR" ] || fail "stderr: $(cat "$ERR")"
    done
    # Help goes before anything else on the line.
    run "$TWIGS" "$command" --help --frob
    expect_status 0
    expect_stdout "^  twigs $command"
done
run "$TWIGS" solve --help
expect_stdout '^  --time-limit SEC '
expect_stdout '^  -o FILE '
run "$TWIGS" render -h
expect_stdout '^  --grid '

run "$TWIGS" help solve
expect_status 0
expect_stdout '^  twigs solve PUZZLE \[--count | --all\]'
expect_stdout '^  --part K/N '
grep -q 'twigs merge' "$OUT" && fail "help solve shows merge's usage"

# The overall usage: every command, on stdout for help, stderr for none.
run "$TWIGS" help
expect_status 0
for command in $commands; do
    expect_stdout "^  twigs $command "
done
run "$TWIGS" --help
expect_status 0
expect_stdout '^  twigs help \[COMMAND\]$'
run "$TWIGS"
expect_status 2
expect_stderr '^Usage:'

run "$TWIGS" help frobnicate
expect_status 2
expect_stderr "^twigs help: unknown command 'frobnicate'$"

# ---- Did you mean: the nearest command or option, when one is near ----
run "$TWIGS" chek examples.yaml
expect_status 2
expect_stderr "^twigs: unknown command 'chek'; did you mean 'check'?$"
expect_stderr "^Try 'twigs --help' for the commands.$"
[ ! -s "$OUT" ] || fail "prints on standard output"
run "$TWIGS" --hlep
expect_status 2
expect_stderr "^twigs: unknown command '--hlep'; did you mean '--help'?$"
run "$TWIGS" frobnicate
expect_status 2
expect_stderr "^twigs: unknown command 'frobnicate'$"
run "$TWIGS" help rendr
expect_status 2
expect_stderr "^twigs help: unknown command 'rendr'; did you mean 'render'?$"
run "$TWIGS" solve triangle --treads 2
expect_status 2
expect_stderr "^twigs solve: unknown option '--treads'; did you mean '--threads'?$"
expect_stderr "^Try 'twigs solve --help'.$"
run "$TWIGS" pieces --oder 4
expect_status 2
expect_stderr "^twigs pieces: unknown option '--oder'; did you mean '--order'?$"
run "$TWIGS" render --hepl
expect_status 2
expect_stderr "^twigs render: unknown option '--hepl'; did you mean '--help'?$"
run "$TWIGS" solve triangle --frobnicate
grep -q 'did you mean' "$ERR" && fail "guesses for an option far from every one: $(cat "$ERR")"
run "$TWIGS" help solve check
expect_status 2
expect_stderr '^twigs help: '

run "$TWIGS" --version
expect_status 0
expect_stdout '^twigs [0-9][0-9.]*$'

# ---- Unknown options: exit 2, named, for every command ----
for command in $commands; do
    run "$TWIGS" "$command" --frobnicate
    expect_status 2
    expect_stderr "^twigs $command: unknown option '--frobnicate'"
    run "$TWIGS" "$command" -Q
    expect_status 2
    expect_stderr "^twigs $command: unknown option '-Q'"
    # A usage error points at the command's own help.
    if [ "$command" = help ]; then
        expect_stderr "^Try 'twigs --help'.$"
    else
        expect_stderr "^Try 'twigs $command --help'.$"
    fi
done
run "$TWIGS" solve triangle --count=yes
expect_status 2
expect_stderr "^twigs solve: unknown option '--count=yes'"

# A value missing at the end of the line.
run "$TWIGS" solve triangle --format
expect_status 2
expect_stderr '^twigs solve: --format takes text, yaml, json or svg$'
run "$TWIGS" render "$TMP/x.yaml" -o
expect_status 2
expect_stderr '^twigs render: -o needs a file name'

# ---- Options before or after operands, in every spelling ----
run "$TWIGS" solve --count --format yaml triangle
expect_status 0
expect_stdout '^solutions: 56$'
run "$TWIGS" solve triangle --format=yaml --count
expect_status 0
expect_stdout '^solutions: 56$'
# Whatever the environment says about permuting arguments.
run env POSIXLY_CORRECT=1 "$TWIGS" solve triangle --count
expect_status 0
expect_stdout 'solutions 56,'
for spelling in "-o $TMP/a.yaml" "-o$TMP/b.yaml" "-o=$TMP/c.yaml"; do
    # shellcheck disable=SC2086
    run "$TWIGS" solve triangle --format yaml $spelling
    expect_status 0
    [ ! -s "$OUT" ] || fail "$spelling wrote to stdout"
done
for f in a b c; do
    grep -q '^game: twigs$' "$TMP/$f.yaml" || fail "-o did not write $TMP/$f.yaml"
done

# ---- "-" is standard input; "--" ends the options ----
"$TWIGS" solve triangle --format yaml >"$TMP/solution.yaml"
run "$TWIGS" check - <"$TMP/solution.yaml"
expect_status 0
expect_stdout '^<stdin>, document 1: twigs, legal$'
run "$TWIGS" check -- - <"$TMP/solution.yaml"
expect_status 0
expect_stdout '^<stdin>, document 1: twigs, legal$'

# Files named like options: read after "--", taken for options before it.
cp "$TMP/solution.yaml" "$TMP/--format"
cp "$PUZZLES/hexagon-7.yaml" "$TMP/-h"
(
    cd "$TMP" || exit 99
    "$TWIGS" check -- --format >"$OUT" 2>"$ERR"
    echo $? >"$TMP/status"
)
STATUS=$(cat "$TMP/status")
LAST="twigs check -- --format"
expect_status 0
expect_stdout '^--format, document 1: twigs, legal$'
(
    cd "$TMP" || exit 99
    "$TWIGS" solve --count -- -h >"$OUT" 2>"$ERR"
    echo $? >"$TMP/status"
)
STATUS=$(cat "$TMP/status")
LAST="twigs solve --count -- -h"
expect_status 0
expect_stdout '^hexagon-7: solutions 5,'
run "$TWIGS" solve --count -h
expect_status 0
expect_stdout '^Usage:'
run "$TWIGS" pieces -- --format
expect_status 2
expect_stderr "^twigs pieces: unexpected '--format'"

finish
