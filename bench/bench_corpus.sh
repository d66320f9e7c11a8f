#!/bin/sh
# twigs' search against the yardstick, a plain dancing-links search with
# Knuth's MRV rule (bench/yardstick.c), on the corpus that
# bench/make_corpus.py writes (over 250 cover puzzles of every family and
# every kind of region, from a fixed seed, and the puzzles of
# bench/corpus/): for each puzzle the first solution and the count, by
# both, in the same run, one thread (bench/bench_corpus.c says what is
# timed), then the summary: the worst and the median ratio, the slowest
# first solution, the worst five.  ARGS go to bench/bench_corpus
# (--first-seconds S, default 10; --count-seconds S, default 60;
# --no-count; --check; --once; --rule auto|fewest|first-item); --short
# runs the few dozen small puzzles that make check runs
# (tests/bench_corpus_short.sh).
#
#   bench/bench_corpus.sh [BUILD_DIR] [--short] [ARGS...]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=.
if [ $# -gt 0 ] && [ -d "$1" ]; then
    build=$1
    shift
fi
short=
if [ $# -gt 0 ] && [ "$1" = --short ]; then
    short=--short
    shift
fi
make -C "$build" twigs bench/bench_corpus >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 "$here/bench/make_corpus.py" "$build/twigs" "$tmp" $short >&2
echo "bench/bench_corpus $* ($(uname -m), $(date -u +%Y-%m-%d))"
"$build/bench/bench_corpus" "$@" "$tmp"/*.yaml
