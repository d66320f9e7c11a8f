#!/bin/sh
# Screenshots of twigs' pictures as a browser shows them (headless
# Chromium), for a person to look at: they are kept out of the
# repository, in DIR (default ci-screenshots/, which git ignores).  Each
# picture is shown whole, scaled to the window, and each screenshot must
# be a PNG of some size; what the pictures hold is tested by make check
# (tests/cli/test_pictures.sh).
#
#   sh .ci/screenshots.sh BUILD_DIR [DIR]
set -eu
build=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")/.." && pwd)
out=${2:-$here/ci-screenshots}
twigs=$build/twigs
if ! command -v chromium >/dev/null 2>&1; then
    as_root=""
    [ "$(id -u)" -eq 0 ] || as_root=sudo
    $as_root apt-get update -q
    DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -q chromium
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)

# shot NAME: NAME.svg, shown whole in an 800 by 800 window, into NAME.png.
shot() {
    printf '<!DOCTYPE html><html><body style="margin:0;background:#fff">%s%s</body></html>\n' \
        "<img src=\"$1.svg\" " 'style="width:100vw;height:100vh;object-fit:contain">' \
        > "$out/$1.html"
    timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
        --window-size=800,800 --screenshot="$out/$1.png" "file://$out/$1.html" \
        > "$out/$1.log" 2>&1
    size=$(wc -c < "$out/$1.png")
    head -c 8 "$out/$1.png" | od -An -c | grep -q 'P   N   G' && [ "$size" -gt 5000 ] || {
        echo "$1.png: not a picture ($size bytes)"
        exit 1
    }
    echo "$1.png: $size bytes"
}

"$twigs" solve tree --format svg -o "$out/tree.svg"
shot tree
"$twigs" solve maximum --format svg -o "$out/maximum.svg"
shot maximum
"$twigs" solve triangle --all --format svg -o "$out/triangle-all.svg"
shot triangle-all
"$twigs" pieces --order 6 --format svg > "$out/hexatwigs.svg"
shot hexatwigs
"$twigs" solve "$here/puzzles/one-sided-polytwigs-1-5-butterfly-12x2.yaml" --format svg \
    -o "$out/butterfly.svg"
shot butterfly
for game in twigs sibling orochi meridians sinfrid; do
    "$twigs" render --grid "$here/examples/$game.yaml" -o "$out/$game.svg"
    shot "$game"
done
# An illegal record, its offending entry ringed: render draws it (exit 0)
# with a caption that says it is not legal.
"$twigs" render "$here/examples/illegal-record.yaml" -o "$out/illegal-record.svg"
shot illegal-record
