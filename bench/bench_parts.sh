#!/bin/sh
# How evenly `--part K/N` shares a count: runs every part of PUZZLE, one
# after the other with one thread each (as a cluster's job array would
# run them, without the parts slowing each other down), and prints each
# part's seconds and nodes (the summary's), then the mean, the slowest
# and slowest/mean, by time and by nodes.  The wall time of a split count
# is its slowest part, so slowest/mean says what the split loses to
# uneven parts: 1 is perfect.  Nodes do not vary from run to run, so
# their ratio is the one to compare between versions; the seconds add
# each part's setup and the machine's noise.  Last, the parts merged:
# their count must be the whole's.
#
#   bench/bench_parts.sh PUZZLE N [TWIGS]
set -eu
[ $# -ge 2 ] || { echo "usage: bench/bench_parts.sh PUZZLE N [TWIGS]" >&2; exit 2; }
puzzle=$1
parts=$2
twigs=${3:-./twigs}
[ -x "$twigs" ] || { echo "no twigs program at $twigs (build it, or pass its path)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

key() { sed -n "s/^$1: //p" "$2"; }

echo "twigs solve $puzzle --count --threads 1 --part K/$parts ($(uname -m))"
printf '%6s %10s %12s %10s\n' part seconds nodes solutions
k=1
while [ "$k" -le "$parts" ]; do
    "$twigs" solve "$puzzle" --count --threads 1 --part "$k/$parts" --format yaml \
        -o "$tmp/part-$k.yaml"
    printf '%6s %10s %12s %10s\n' "$k/$parts" "$(key seconds "$tmp/part-$k.yaml")" \
        "$(key nodes "$tmp/part-$k.yaml")" "$(key solutions "$tmp/part-$k.yaml")"
    k=$((k + 1))
done

# spread NAME: mean, max and max/mean of the key NAME over the parts.
spread() {
    for f in "$tmp"/part-*.yaml; do key "$1" "$f"; done |
        awk -v name="$1" '{ sum += $1; if ($1 > max) max = $1 }
            END { mean = sum / NR; ratio = mean > 0 ? max / mean : 0
                  printf "%-8s mean %12.6g  max %12.6g  max/mean %5.2f\n", name, mean, max, ratio }'
}
spread seconds
spread nodes
"$twigs" merge "$tmp"/part-*.yaml
