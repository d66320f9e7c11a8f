#!/bin/sh
# What a newcomer meets before the first test: autoreconf without a
# warning, ./configure without CUnit (only make check needs it, and then
# says so), and a make check that leaves no program git does not know
# of in a clone.
. "${srcdir:-.}/tests/cli/lib.sh"

# ---- autoreconf: no warning (such as a missing m4/ folder) ----
if command -v autoreconf > /dev/null 2>&1; then
    mkdir "$TMP/auto" && cp "$srcdir/configure.ac" "$srcdir/Makefile.am" "$TMP/auto/" || exit 99
    LAST="autoreconf -fi"
    (cd "$TMP/auto" && autoreconf -fi) > "$TMP/autoreconf" 2>&1 || fail "fails: $(cat "$TMP/autoreconf")"
    grep -v -E "installing '[^']*'$" "$TMP/autoreconf" > "$TMP/warnings"
    [ ! -s "$TMP/warnings" ] || fail "warns: $(cat "$TMP/warnings")"
else
    echo "no autoreconf: its warnings not checked"
fi

# ---- ./configure without CUnit ----
# pkg-config finds libyaml and jansson only; the configure script runs in
# a copy of what it reads, as a source folder already configured refuses
# another build folder.
pc=$TMP/pkgconfig
mkdir -p "$pc" "$TMP/conf/src/cli" || exit 99
for module in yaml-0.1 jansson; do
    file=$(pkg-config --variable=pcfiledir "$module" 2> /dev/null)/$module.pc
    [ -f "$file" ] || { echo "no $module.pc: skipped"; exit 77; }
    ln -s "$file" "$pc/$module.pc"
done
[ -f "$srcdir/configure" ] || { echo "no configure script: skipped"; exit 77; }
cp -R "$srcdir/configure" "$srcdir/Makefile.in" "$srcdir/config.h.in" "$srcdir/build-aux" \
    "$TMP/conf/" && cp "$srcdir/src/cli/main.c" "$TMP/conf/src/cli/" || exit 99
LAST="./configure without CUnit"
(cd "$TMP/conf" && PKG_CONFIG_LIBDIR=$pc PKG_CONFIG_PATH= ./configure) > "$TMP/configure" 2>&1 ||
    fail "fails: $(tail -5 "$TMP/configure")"
grep -q 'CUnit not found: twigs builds, but make check needs CUnit' "$TMP/configure" ||
    fail "does not say that make check needs CUnit: $(tail -5 "$TMP/configure")"
# make check then runs the test that says why it cannot pass, and no
# unit test (which could not build).
grep -q '^NO_CUNIT = tests/no_cunit.sh' "$TMP/conf/Makefile" ||
    fail "make check would not say that CUnit is missing"
grep -q '^check_PROGRAMS = *tests/unit' "$TMP/conf/Makefile" &&
    fail "make check would build the unit tests"
run sh "$srcdir/tests/no_cunit.sh"
expect_status 99
expect_stderr 'make check needs CUnit'

# ---- make check leaves no untracked program in a clone ----
if [ "$(cd "$srcdir" && pwd)" = "$(cd "$builddir" && pwd)" ] &&
    git -C "$srcdir" rev-parse --git-dir > /dev/null 2>&1; then
    LAST="git status after the build"
    git -C "$srcdir" ls-files --others --exclude-standard > "$TMP/untracked"
    while IFS= read -r file; do
        [ -f "$srcdir/$file" ] && head -c 4 "$srcdir/$file" | grep -q 'ELF' &&
            fail "$file is a program of the build that git lists as untracked"
    done < "$TMP/untracked"
else
    echo "not built in a git clone: untracked files not checked"
fi
finish
