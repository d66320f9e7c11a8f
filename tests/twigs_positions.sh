#!/bin/sh
# Checks every position in tests/positions/GAME/ (GAME: the first
# argument, twigs by default) and compares the report (`twigs check
# --format yaml`, after a first line "# exit N" with the exit status) with
# the file's .expected twin.
#
# TWIGS_REGENERATE=1 rewrites the .expected files instead; review every
# change it makes by hand before committing it.
: "${TWIGS:=${builddir:-.}/twigs}"
: "${srcdir:=.}"
dir="$srcdir/tests/positions/${1:-twigs}"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
tmp="${TMPDIR:-/tmp}/twigs-positions.$$"
trap 'rm -f "$tmp"' EXIT INT TERM
failed=0
count=0
for path in "$dir"/*.yaml; do
    name=$(basename "$path" .yaml)
    (
        cd "$dir" || exit 99
        "$TWIGS" check --format yaml "$name.yaml" > "$tmp.out" 2>&1
        echo "# exit $?"
        cat "$tmp.out"
        rm -f "$tmp.out"
    ) > "$tmp"
    count=$((count + 1))
    if [ "${TWIGS_REGENERATE:-0}" = 1 ]; then
        cp "$tmp" "$dir/$name.expected"
    elif ! diff -u "$dir/$name.expected" "$tmp"; then
        echo "FAIL: $name"
        failed=$((failed + 1))
    fi
done
echo "$count positions, $failed failed"
[ "$count" -gt 0 ] && [ "$failed" -eq 0 ]
