#!/bin/sh
# The README's Getting started, as a newcomer follows it: the first
# command installs only what building needs, each command that builds
# says how long it takes, and a command after them makes `twigs` the
# program just built, as the examples that follow call it.
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac

# The section's ```sh blocks, each as N.sh, with the paragraph before it
# as N.before.
awk -v dir="$TMP" '
    /^## Getting started/ { on = 1; next }
    on && /^## / { exit }
    !on { next }
    /^```sh$/ { inside = 1; n++; printf "%s", para > (dir "/" n ".before"); next }
    inside && /^```$/ { inside = 0; para = ""; next }
    inside { print > (dir "/" n ".sh"); next }
    /^$/ { blank = 1; next }
    { if (blank) para = ""; blank = 0; para = para $0 "\n" }
    END { print n + 0 > (dir "/count") }
' "$srcdir/README.md"
count=$(cat "$TMP/count")
LAST="README.md, Getting started"
[ "$count" -ge 3 ] || fail "only $count sh blocks"

path_set=no
n=1
while [ "$n" -le "$count" ]; do
    block=$(cat "$TMP/$n.sh")
    case $block in
    *make*)
        grep -q -E '(second|minute)s?' "$TMP/$n.before" ||
            fail "does not say how long this takes: $block"
        ;;
    esac
    case $block in
    'export PATH='*)
        # Run where the build is, with a PATH that knows no twigs.
        found=$(cd "$builddir" && PATH=/usr/bin:/bin && eval "$block" && command -v twigs)
        [ "$found" = "$(cd "$builddir" && pwd)/twigs" ] ||
            fail "'$block' makes twigs '$found', not the program built"
        path_set=yes
        ;;
    esac
    n=$((n + 1))
done
[ "$path_set" = yes ] || fail "no command puts the program built on PATH for the examples"

# The first command installs what building needs, and nothing the tests
# alone need.
LAST=".ci/deps.sh"
grep -q '^sh .ci/deps.sh && ' "$TMP/1.sh" || fail "the first command does not start with it"
sed -n 's/^packages=.*"\(.*\)"}$/\1/p' "$srcdir/.ci/deps.sh" > "$TMP/packages"
[ -s "$TMP/packages" ] || fail "no list of packages found"
for p in libcunit1-dev valgrind clang parallel slurmd munge python3; do
    grep -q -w -- "$p" "$TMP/packages" && fail "installs $p, which only the tests need"
done
for p in libyaml-dev libjansson-dev; do
    grep -q -w -- "$p" "$TMP/packages" || fail "does not install $p"
done
finish
