#!/bin/sh
# Builds the page (web/) into a folder git ignores: the twigs library,
# libyaml and jansson compiled to WebAssembly with Emscripten, beside the page's HTML,
# CSS and JavaScript.  Serve the folder to open it:
#
#   sh web/build.sh [OUT]              # default OUT: build-web/site
#   python3 -m http.server -d build-web/site 8000
#
# libyaml and jansson come from Debian's own source packages (`apt-get
# source`, which needs a deb-src line: .ci/deps-web.sh adds one),
# compiled once into build-web/libyaml and build-web/jansson.  Emscripten is Debian's; its
# optimiser runs on Node.js and finds acorn through NODE_PATH.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$here/build-web/site}
work=$(dirname "$out")
mkdir -p "$out" "$work"
out=$(cd "$out" && pwd)
work=$(cd "$work" && pwd)
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"
command -v emcc >/dev/null 2>&1 || {
    echo "web/build.sh: emcc not found: install Debian's emscripten (sh .ci/deps-web.sh)" >&2
    exit 2
}

# ---- libyaml and jansson, once each ----
# wasm_library PACKAGE FOLDER SUBDIRS...: Debian's source of PACKAGE,
# configured for WebAssembly and installed into FOLDER from SUBDIRS.
wasm_library() {
    package=$1 prefix=$2
    shift 2
    [ -f "$prefix/lib/$package.a" ] || [ -f "$prefix/lib/lib$package.a" ] && return 0
    rm -rf "$prefix" && mkdir -p "$prefix/src"
    (cd "$prefix/src" && apt-get source -q "$package" >/dev/null) || {
        echo "web/build.sh: apt-get source $package failed: a deb-src line is needed" \
            "(sh .ci/deps-web.sh adds one)" >&2
        exit 2
    }
    src=$(find "$prefix/src" -maxdepth 1 -type d -name "$package-*" | head -n 1)
    (cd "$src" && { [ -x configure ] || autoreconf -fi >/dev/null 2>&1; } &&
        CFLAGS=-O2 emconfigure ./configure -q --host=wasm32-unknown-emscripten \
            --disable-shared --prefix="$prefix" >/dev/null &&
        for dir in "$@"; do
            emmake make -s -C "$dir" >/dev/null && emmake make -s -C "$dir" install >/dev/null ||
                exit 1
        done)
}
yaml=$work/libyaml
json=$work/jansson
wasm_library libyaml "$yaml" src include
wasm_library jansson "$json" src

# ---- the library and the page's entry points ----
# The library's sources are those Makefile.am lists for libtwigs.a.
sources=$(sed -n '/^libtwigs_a_SOURCES/,/^$/p' "$here/Makefile.am" | tr ' \\\t' '\n\n\n' |
    grep '\.c$' | sed "s|^|$here/|")
exports=$(sed -n 's/^WEB_EXPORT[^(]*[ *]\(web_[a-z_]*\)(.*/_\1/p' "$here"/src/web/*.c |
    paste -sd, -)
# shellcheck disable=SC2086
emcc -std=c11 -O2 -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wvla \
    -Wformat=2 -Werror -I"$here/src" -I"$yaml/include" -I"$json/include" \
    -D_POSIX_C_SOURCE=200809L \
    $sources "$here"/src/web/*.c "$yaml/lib/libyaml.a" "$json/lib/libjansson.a" \
    -s MODULARIZE=1 -s EXPORT_NAME=twigsModule -s ALLOW_MEMORY_GROWTH=1 \
    -s ENVIRONMENT=web,worker,node -s FILESYSTEM=0 \
    -s EXPORTED_FUNCTIONS="_free,_malloc,$exports" \
    -s EXPORTED_RUNTIME_METHODS=ccall,UTF8ToString,stringToUTF8,lengthBytesUTF8 \
    -o "$out/twigs.js"
cp "$here"/web/index.html "$here"/web/style.css "$here"/web/app.js "$here"/web/worker.js "$out/"
# The classic shapes of puzzles/, which the page offers beside the five
# built-in puzzles when it is served with them.
mkdir -p "$out/puzzles"
cp "$here"/puzzles/*.yaml "$out/puzzles/"
(cd "$here/puzzles" && ls -- *.yaml | sed 's/\.yaml$//' |
    awk 'BEGIN { printf "[" } { printf "%s\"%s\"", (NR > 1 ? "," : ""), $0 } END { print "]" }') \
    > "$out/puzzles/index.json"
echo "web/build.sh: the page is in $out ($(cat "$out"/twigs.wasm "$out"/*.js "$out"/*.css |
    wc -c) bytes of WebAssembly, JavaScript and CSS)"
