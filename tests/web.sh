#!/bin/sh
# The page (web/) in a real browser: web/build.sh builds it with
# Emscripten (the library and libyaml compiled to WebAssembly) into the
# build folder, and web/tests/*.test.mjs drive Debian's Chromium,
# headless, through puppeteer-core against the twigs just built.
#
# Needs Debian's emscripten and chromium, and web/node_modules (npm ci in
# web/): .ci/deps-web.sh installs them.  Skipped without them, and in a
# build with sanitizers, which do not see into WebAssembly (the plain
# build runs it).
set -u
srcdir=${srcdir:-.}
TWIGS=${TWIGS:-${builddir:-.}/twigs}
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
export TWIGS

skip() {
    echo "SKIP: $*" >&2
    exit 77
}
[ -z "${TWIGS_SANITIZERS:-}" ] || skip "the sanitizers do not see into WebAssembly"
for command in emcc node; do
    command -v "$command" >/dev/null || skip "no $command (sh .ci/deps-web.sh installs it)"
done
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] || skip "no $CHROMIUM (sh .ci/deps-web.sh installs it)"
[ -d "$srcdir/web/node_modules/puppeteer-core" ] ||
    skip "no web/node_modules (sh .ci/deps-web.sh runs npm ci in web/)"
export CHROMIUM

site=${builddir:-.}/build-web/site
sh "$srcdir/web/build.sh" "$site" || exit 1
TWIGS_SITE=$(cd "$site" && pwd)
export TWIGS_SITE
cd "$srcdir/web" && exec node --test tests/
