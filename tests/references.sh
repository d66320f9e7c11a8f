#!/bin/sh
# Nothing in the tree points at a document the tree does not have: no
# source, test, script, page or build file cites the developers'
# specification (the word [S]PEC, or the folder beside the repository
# that holds it, ../[s]hared), every docs/NAME named anywhere is a file
# of docs/, every seeds/NNN a rule text of seeds/, and every relative
# link of a Markdown page leads to a file.
# Comments cite the docs/ page that holds the rule instead.
. "${srcdir:-.}/tests/cli/lib.sh"
cd "$srcdir" || exit 99

# Files that may still cite it: none.  (A file listed here is skipped by
# the first check, and the check below fails once it no longer cites.)
pending=""

# The files read: everything of the tree people write, not what a build
# leaves in it (objects, logs, programs) nor the page's node_modules.
find src tests bench fuzz web docs contrib examples puzzles \
    -name node_modules -prune -o -type f \( -name '*.[ch]' -o -name '*.sh' \
    -o -name '*.py' -o -name '*.md' -o -name '*.mjs' -o -name '*.js' -o -name '*.html' \
    -o -name '*.css' -o -name '*.1' -o -name '*.sbatch' -o -name '*.corpus' \
    -o -name '*.yaml' -o -name '*.dict' -o -path contrib/completion/twigs \) -print \
    > "$TMP/found"
printf '%s\n' README.md configure.ac Makefile.am >> "$TMP/found"
LC_ALL=C sort "$TMP/found" > "$TMP/files"
[ "$(wc -l < "$TMP/files")" -gt 100 ] || { echo "FAIL: too few files found in $srcdir" >&2; exit 1; }

# ---- No citation of the specification ----
LAST="citations of the specification"
printf '%s\n' $pending | grep . | LC_ALL=C sort > "$TMP/pending"
LC_ALL=C comm -23 "$TMP/files" "$TMP/pending" > "$TMP/checked"
# shellcheck disable=SC2046
grep -n -w -E '[S]PEC|\.\./[s]hared' $(cat "$TMP/checked") > "$TMP/found" &&
    fail "cite a document outside the tree (cite docs/ instead):
$(cat "$TMP/found")"
# An exception that no longer cites it is to be taken off the list.
for f in $pending; do
    [ -f "$f" ] || { fail "$f, listed as an exception, does not exist"; continue; }
    grep -q -w '[S]PEC' "$f" || fail "$f no longer cites it: take it off the list"
done

# ---- docs/NAME and seeds/NNN name files that exist ----
LAST="documents named"
# shellcheck disable=SC2046
grep -o -h -E '(\.\./)?docs/[A-Za-z0-9_-]+\.(md|1|png)' $(cat "$TMP/files") |
    sed 's|^\.\./||' | sort -u > "$TMP/docs"
[ -s "$TMP/docs" ] || fail "none found: the pattern is wrong"
while read -r doc; do
    [ -f "$doc" ] || fail "$doc is named but there is no such file: $(grep -l -F "$doc" $(cat "$TMP/files") | head -n 3 | tr '\n' ' ')"
done < "$TMP/docs"
# shellcheck disable=SC2046
grep -o -h -E 'seeds/[0-9]{3}' $(cat "$TMP/files") | sort -u > "$TMP/seeds"
while read -r seed; do
    set -- "$seed"_*
    [ -f "$1" ] || fail "$seed is named but seeds/ has no such rule text"
done < "$TMP/seeds"

# ---- Markdown links lead somewhere ----
LAST="links of the Markdown pages"
grep '\.md$' "$TMP/files" | while read -r page; do
    dir=$(dirname "$page")
    # Inline links ](target), less web addresses and anchors of the page.
    grep -o -E '\]\([^) ]+\)' "$page" | sed 's/^](//; s/)$//; s/#.*//' |
        grep -v -E '^(https?:|mailto:|$)' | sort -u | while read -r target; do
        [ -e "$dir/$target" ] || echo "$page: ($target)"
    done
done > "$TMP/broken"
[ ! -s "$TMP/broken" ] || fail "lead to no file:
$(cat "$TMP/broken")"

finish
