#!/bin/sh
# The short mode of the benchmark against the yardstick
# (bench/bench_corpus.sh --short): a few dozen small puzzles of the corpus
# bench/make_corpus.py writes, each counted by twigs (every solution) and
# by the yardstick, a plain dancing-links search fed the same placements;
# the counts must agree, and so must whether a first solution exists.
# Times are printed, not judged.  Skipped without python3 and its yaml
# module, which the generator needs.
: "${TWIGS:=${builddir:-.}/twigs}"
: "${srcdir:=.}"
: "${builddir:=.}"
. "$srcdir/tests/oracle/python.sh"
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 "$srcdir/bench/make_corpus.py" "$TWIGS" "$tmp" --short
count=$(ls "$tmp"/*.yaml | wc -l)
if [ "$count" -lt 20 ]; then
    echo "FAIL: the short corpus has $count puzzles"
    exit 1
fi
"$builddir/bench/bench_corpus" --check --once --first-seconds 60 --count-seconds 60 \
    "$tmp"/*.yaml >"$tmp/out" || status=$?
cat "$tmp/out"
if [ "${status:-0}" -ne 0 ]; then
    echo "FAIL: bench_corpus exited with ${status}"
    exit 1
fi
# Every count finished and was checked.
grep -q "^counts checked: $count, $count agree; mismatches 0$" "$tmp/out" || {
    echo "FAIL: not every count was checked against the yardstick's"
    exit 1
}
