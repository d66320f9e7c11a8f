#!/bin/sh
# `twigs render` of Meridians and Sinfrid positions: points joined by lines
# and hexagonal cells, the stones, the last move ringed, the standing in
# the caption; a position that breaks the rules is drawn as far as it is
# legal, with a caption saying so; an unreadable one is refused (exit 2).
. "${srcdir:-.}/tests/cli/lib.sh"
dir="$srcdir/tests/positions"
PICTURE=$TMP/picture.svg

# draw STATUS FILE [OPTION]: render FILE and check the exit status.
draw() {
    status=$1
    shift
    run "$TWIGS" render "$@" -o "$PICTURE"
    expect_status "$status"
}

# has TEXT: the picture holds TEXT.  count N PATTERN: N lines match.
has() {
    grep -q -- "$1" "$PICTURE" || fail "the picture lacks /$1/"
}
count() {
    [ "$(grep -c -- "$2" "$PICTURE")" -eq "$1" ] || fail "not $1 lines with /$2/"
}

# The first document: c2 c4 f3 white, f2 f4 black, f3 just played.
draw 0 "$dir/meridians/cut-and-removed.yaml" --grid
has '<svg'
# Meridians names its players both ways.
has 'Meridians, size 4: black (dark) to move; white 3, black 2'
has '>g3</text>'
count 3 '<circle[^>]*fill="#ffffff"'
count 2 '<circle[^>]*fill="#222222"'
count 1 'stroke="#d62828"'
has '<line'

draw 0 "$dir/sinfrid/finished.yaml"
has 'Sinfrid, size 2: finished, white wins; white 3, black 4'
has '<polygon'

# The grafted group, three stones, ringed (and now white).
draw 0 "$dir/sinfrid/graft.yaml"
count 3 'stroke="#d62828"'

# Drawn as far as it is legal: move 8 is wrong, the 9 stones of the 7
# moves before it are shown, the ring round move 7, and the dashed rings
# round move 8's two cells.
draw 0 "$dir/sinfrid/wrong-count.yaml"
has 'Sinfrid, size 4: not legal: move 8: rooted stone at d4 sees 3 black groups, so 3 stones must be placed, but 2 were placed<'
count 12 '<circle'
count 2 'stroke-dasharray'

draw 0 "$dir/meridians/empty-snapshot.yaml"
has 'not legal'

draw 2 "$dir/sinfrid/input-errors.yaml"
draw 2 "$dir/meridians/input-errors.yaml"
finish
