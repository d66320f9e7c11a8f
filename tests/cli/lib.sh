# Helpers for the command-line tests: run a command, then check its exit
# status and output.  TWIGS is the program under test.
set -u
: "${srcdir:=.}"
: "${builddir:=.}"
TWIGS=${TWIGS:-$builddir/twigs}
PUZZLES=$srcdir/puzzles
TMP=$(mktemp -d "${TMPDIR:-/tmp}/twigs-test.XXXXXX") || exit 99
OUT=$TMP/stdout
ERR=$TMP/stderr
failures=0
trap 'rm -rf "$TMP"' EXIT

run() {
    LAST="$*"
    "$@" >"$OUT" 2>"$ERR"
    STATUS=$?
}

fail() {
    echo "FAIL: $LAST: $*" >&2
    failures=$((failures + 1))
}

expect_status() {
    [ "$STATUS" -eq "$1" ] || fail "exit status $STATUS, expected $1; stderr: $(head -c 400 "$ERR")"
}

expect_stdout() {
    grep -q -- "$1" "$OUT" || fail "stdout lacks /$1/: $(head -c 400 "$OUT")"
}

expect_stderr() {
    grep -q -- "$1" "$ERR" || fail "stderr lacks /$1/: $(head -c 400 "$ERR")"
}

finish() {
    if [ "$failures" -gt 0 ]; then
        echo "$failures failure(s)" >&2
        exit 1
    fi
    exit 0
}
