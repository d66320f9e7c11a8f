#!/bin/sh
# Installs what the page (web/) needs to be built and tested, on Debian
# (12), when it is missing: Debian's emscripten (and Node.js, which its
# optimiser runs on), Chromium for the browser tests, what `apt-get
# source` needs to fetch libyaml's source (web/build.sh compiles it to
# WebAssembly) with a deb-src line beside the system's deb lines, and
# puppeteer-core in web/node_modules from web/package-lock.json.  Run as
# root, or as a user who may sudo.
set -eu
cd "$(dirname "$0")/.."
as_root=""
[ "$(id -u)" -eq 0 ] || as_root=sudo

# deb-src: the same archives as the system's own deb lines.
if ! apt-get source --print-uris -q libyaml >/dev/null 2>&1; then
    if [ -f /etc/apt/sources.list.d/debian.sources ]; then
        sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources |
            $as_root tee /etc/apt/sources.list.d/twigs-deb-src.sources >/dev/null
    fi
    if [ -f /etc/apt/sources.list ] && grep -q '^deb ' /etc/apt/sources.list; then
        sed -n 's/^deb /deb-src /p' /etc/apt/sources.list |
            $as_root tee /etc/apt/sources.list.d/twigs-deb-src.list >/dev/null
    fi
    $as_root apt-get update -q
fi

packages="emscripten chromium dpkg-dev autoconf automake libtool make"
command -v node >/dev/null 2>&1 || packages="$packages nodejs"
command -v npm >/dev/null 2>&1 || packages="$packages npm"
missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
        missing="$missing $p"
done
if [ -n "$missing" ]; then
    echo "installing:$missing"
    $as_root apt-get update -q
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -q $missing
fi

# puppeteer-core drives the installed Chromium: it downloads no browser.
(cd web && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund)
