# Checks every position of one game, tests/positions/GAME/*.yaml, and
# compares its report (`twigs check --format yaml`, after a first line
# "# exit N" with the exit status) with the file's .expected twin.
# Sourced by the scripts GAME_positions.sh, which call
#
#     check_positions GAME
#
# TWIGS_REGENERATE=1 rewrites the .expected files instead; review every
# change it makes by hand before committing it.
: "${TWIGS:=${builddir:-.}/twigs}"
: "${srcdir:=.}"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac

check_positions() {
    dir="$srcdir/tests/positions/$1"
    tmp="${TMPDIR:-/tmp}/twigs-positions.$$"
    trap 'rm -f "$tmp" "$tmp.out"' EXIT INT TERM
    failed=0
    count=0
    for path in "$dir"/*.yaml; do
        name=$(basename "$path" .yaml)
        (
            cd "$dir" || exit 99
            "$TWIGS" check --format yaml "$name.yaml" > "$tmp.out" 2>&1
            echo "# exit $?"
            cat "$tmp.out"
        ) > "$tmp"
        count=$((count + 1))
        if [ "${TWIGS_REGENERATE:-0}" = 1 ]; then
            cp "$tmp" "$dir/$name.expected"
        elif ! diff -u "$dir/$name.expected" "$tmp"; then
            echo "FAIL: $1/$name"
            failed=$((failed + 1))
        fi
    done
    echo "$count $1 positions, $failed failed"
    [ "$count" -gt 0 ] && [ "$failed" -eq 0 ]
}
