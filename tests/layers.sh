#!/bin/sh
# The includes go one way (docs/hacking.md, "The house in one picture"):
# a folder of src/ includes only itself and the folders below it in the
# list, and a game's rules (src/game/GAME_rules.[ch]) and the models they
# and the scores and pictures read know nothing of the file format: they
# include nothing of src/io/, directly or through the headers they
# include, and the rules' faults are worded and placed in the file by
# GAME.c (hex_game.c for the hex games).
. "${srcdir:-.}/tests/cli/lib.sh"
cd "$srcdir/src" || exit 99

# The list, top down: a folder may include the folders of a lower rank.
rank() {
    case $1 in
    cli | web) echo 5 ;;
    game) echo 4 ;;
    puzzle) echo 3 ;;
    twig | hex | search) echo 2 ;;
    io) echo 1 ;;
    util) echo 0 ;;
    *) echo unknown ;;
    esac
}

# ---- Folders include downwards ----
LAST="includes between folders"
find . -name '*.[ch]' | LC_ALL=C sort > "$TMP/files"
[ "$(wc -l < "$TMP/files")" -gt 100 ] || { echo "FAIL: too few files in $srcdir/src" >&2; exit 1; }
# "FILE HEADER" for each #include "FOLDER/NAME" of a file, both paths
# in src/.
# shellcheck disable=SC2046
grep -H -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[^"/]+/[^"]+"' $(cat "$TMP/files") |
    sed 's|^\./\([^:]*\):[^"]*"\([^"]*\)".*|\1 \2|' > "$TMP/includes"
[ -s "$TMP/includes" ] || fail "none found: the pattern is wrong"
while read -r file header; do
    from=${file%%/*} to=${header%%/*}
    [ "$from" = "$to" ] && continue
    from_rank=$(rank "$from") to_rank=$(rank "$to")
    if [ "$from_rank" = unknown ] || [ "$to_rank" = unknown ]; then
        fail "src/$file includes $to/: a folder not in the list (add it here and to docs/hacking.md)"
    elif [ "$to_rank" -ge "$from_rank" ]; then
        fail "src/$file includes $to/, which is not below $from/"
    fi
done < "$TMP/includes"

# ---- The rules know no file format ----
LAST="the games' rules and the models"
set -- game/*_rules.[ch]
[ "$#" -ge 10 ] || fail "only $# files game/*_rules.[ch] found: the pattern is wrong"
# The models: the hex games' position, the puzzles', and Twigs' with its
# score and picture, which the page and the rules read.
set -- "$@" hex/position.h puzzle/puzzle.h game/twigs_position.[ch] game/twigs_score.[ch] \
    game/twigs_draw.h
for file; do
    [ -f "$file" ] || fail "src/$file is gone: name its successor here"
done
# Each way from one of them to a header of io/, as "FILE -> HEADER ->
# ... -> io/NAME.h", followed through the includes within src/.
printf '%s\n' "$@" | awk '
    NR == FNR { below[$1] = below[$1] " " $2; next }
    function walk(file, path,   n, parts, i) {
        if (file in seen)
            return
        seen[file] = 1
        if (file ~ /^io\//) {
            print path
            return
        }
        n = split(below[file], parts, " ")
        for (i = 1; i <= n; i++)
            walk(parts[i], path " -> " parts[i])
    }
    { split("", seen); walk($0, $0) }' "$TMP/includes" - > "$TMP/io"
[ -s "$TMP/io" ] &&
    fail "reach io/ (report a fault by the piece, move or cell it is about, keep where each
part was read beside the model, and let the game's file side word the fault and place it):
$(cat "$TMP/io")"

finish
