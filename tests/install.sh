#!/bin/sh
# make install puts everything a user needs in place: the program, its
# manual page, its bash completion, the puzzles and the examples in the
# package's data folder, the README and docs/ in its documentation
# folder.  The test installs into a scratch folder (DESTDIR), lists what
# was installed, and checks
# that every puzzle, example and document of the repository is there, and
# that the folder `twigs solve NAME` looks in (which `solve --help` names)
# is the one the puzzles went to.  (That solve finds NAME.yaml there is
# tests/unit/test_puzzle_path.c's.)
. "${srcdir:-.}/tests/cli/lib.sh"
DEST=$TMP/dest

# The make that runs the tests is not ours to share: a fresh one.
if ! MAKEFLAGS= MFLAGS= ${MAKE:-make} -s -C "$builddir" install DESTDIR="$DEST" > "$TMP/make" 2>&1; then
    LAST="make install DESTDIR=..."
    fail "$(tail -20 "$TMP/make")"
    finish
fi
echo "make install DESTDIR=$DEST installed:"
(cd "$DEST" && find . -type f | sort) | tee "$TMP/installed"

# installed PATTERN: the one installed file whose path ends with PATTERN.
installed() {
    grep -E -- "$1\$" "$TMP/installed"
}

LAST="make install"
program=$(installed '/bin/twigs')
[ -n "$program" ] && [ -x "$DEST/$program" ] || fail "no program bin/twigs"
installed '/man1/twigs\.1' > /dev/null || fail "no manual page man1/twigs.1"
# The bash completion, where bash-completion finds a command's own.
completion=$(installed '/share/bash-completion/completions/twigs')
[ -n "$completion" ] || fail "no bash completion share/bash-completion/completions/twigs"
[ -z "$completion" ] || cmp -s "$DEST/$completion" "$srcdir/contrib/completion/twigs" ||
    fail "the bash completion installed is not contrib/completion/twigs"
readme=$(installed '/README\.md' | grep -v '/docs/README\.md$')
[ -n "$readme" ] || fail "no README.md"
docdir=$(dirname "$readme")
for doc in "$srcdir"/docs/*.md; do
    grep -q -x -F "$docdir/docs/$(basename "$doc")" "$TMP/installed" ||
        fail "docs/$(basename "$doc") is not in $docdir/docs/"
done

# The puzzles go where solve looks for them.
folder=$("$DEST/$program" solve --help | tr '\n' ' ' | sed -n 's/.*folder of installed puzzles, \([^ ]*\)\. .*/\1/p')
[ -n "$folder" ] || fail "solve --help does not name the folder of puzzles"
for puzzle in "$srcdir"/puzzles/*.yaml; do
    [ -f "$DEST$folder/$(basename "$puzzle")" ] ||
        fail "puzzles/$(basename "$puzzle") is not in $folder, where solve looks"
done
examples=$(dirname "$(installed '/examples/sibling\.yaml')")
[ "$examples" != . ] || fail "no examples/sibling.yaml"
for example in "$srcdir"/examples/*.yaml; do
    [ -f "$DEST/$examples/$(basename "$example")" ] ||
        fail "examples/$(basename "$example") is not in $examples"
done
[ "$(dirname "$examples")" = ".$(dirname "$folder")" ] ||
    fail "the examples ($examples) and the puzzles ($folder) are not in one folder"

# The installed program runs, and reads an installed puzzle by its path.
run "$DEST/$program" solve "$DEST$folder/hexagon-7.yaml" --count
expect_status 0
expect_stdout '^hexagon-7: solutions 5,'

finish
