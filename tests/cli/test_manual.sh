#!/bin/sh
# The manual page agrees with the program, and nothing a user reads points
# outside the repository:
# - docs/twigs.1 has a section (.SS) for each command of `twigs help`, and
#   lists (after .TP) exactly the options of the command's --help, spelt
#   the same; its OPTIONS list --help and --version;
# - the synopses of `twigs help`, the README's Commands and the manual's
#   SYNOPSIS are the same, command by command;
# - its version (.TH) is the one `twigs --version` prints, alone on its
#   line as GNU programs print it;
# - the exit statuses `twigs --help` lists are each an item of the
#   manual's EXIT STATUS and named in docs/check.md's "Exit statuses";
# - groff reads it without a warning (when groff is installed);
# - neither the README, docs/, the examples and puzzles nor anything twigs
#   prints (help, usage errors, pieces, solutions, reports, pictures)
#   names the developers' specification ([S]PEC) or the folder beside
#   the repository that holds it (../[s]hared).
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
MAN=$srcdir/docs/twigs.1

# man_items: "SECTION<TAB>ITEM" for each .TP item of the page, SECTION a
# command's name (from .SS) or OPTIONS, with the fonts taken out.
man_items() {
    awk '
        function plain(s) {
            gsub(/\\f[BIRP]/, "", s); gsub(/\\-/, "-", s); gsub(/\\&/, "", s)
            gsub(/"/, "", s); gsub(/[ \t]+/, " ", s); sub(/^ /, "", s); sub(/ $/, "", s)
            return s
        }
        /^\.SS/ { s = plain(substr($0, 4)); split(s, w, " "); section = w[1]; next }
        /^\.SH/ { section = (plain(substr($0, 4)) == "OPTIONS") ? "OPTIONS" : ""; next }
        /^\.TP/ { item = 1; next }
        item { item = 0; if (section != "") print section "\t" plain($0) }
    ' "$MAN"
}

# help_items COMMAND: the options of `twigs COMMAND --help`, as spelt there.
help_items() {
    "$TWIGS" "$1" --help | awk '
        /^Options:/ { on = 1; next }
        on && /^  -/ { sub(/^  /, ""); sub(/  .*/, ""); print }
    '
}

man_items > "$TMP/items"
[ -s "$TMP/items" ] || { LAST="docs/twigs.1"; fail "no option found"; }

# The commands, from the usage: "  twigs NAME ..." lines but --help's.
"$TWIGS" help | sed -n 's/^  twigs \([a-z][a-z]*\).*/\1/p' | sort > "$TMP/commands"
sed -n 's/^\.SS "*\\fB\([a-z]*\)\\fR.*/\1/p' "$MAN" | sort > "$TMP/sections"
LAST="docs/twigs.1 against twigs help"
diff "$TMP/commands" "$TMP/sections" > "$TMP/diff" ||
    fail "the commands differ (< twigs help, > the manual):
$(cat "$TMP/diff")"
[ "$(wc -l < "$TMP/commands")" -ge 6 ] || fail "too few commands: $(cat "$TMP/commands")"

for command in $(cat "$TMP/commands"); do
    LAST="docs/twigs.1 against twigs $command --help"
    help_items "$command" | sort > "$TMP/help"
    sed -n "s/^$command	//p" "$TMP/items" | sort > "$TMP/man"
    [ -s "$TMP/help" ] || fail "no option in the help"
    diff "$TMP/help" "$TMP/man" > "$TMP/diff" ||
        fail "the options differ (< --help, > the manual):
$(cat "$TMP/diff")"
done

# ---- The synopses: twigs help's usage, the README's, the manual's ----
# Each as one line a command, spaces squeezed.
"$TWIGS" help | awk '
    /^Usage:/ { on = 1; next }
    on && /^$/ { exit }
    on && /^  twigs / { if (line != "") print line; line = $0; next }
    on { line = line " " $0 }
    END { if (line != "") print line }
' | tr -s ' ' | sed 's/^ //' > "$TMP/usage"
[ "$(wc -l < "$TMP/usage")" -ge 6 ] || { LAST="twigs help"; fail "no usage: $(cat "$TMP/usage")"; }
awk '
    /^## Commands/ { on = 1; next }
    on && /^```$/ { if (block) exit; block = 1; next }
    on && block && /^twigs / { if (line != "") print line; line = $0; next }
    on && block { line = line " " $0 }
    END { if (line != "") print line }
' "$srcdir/README.md" | tr -s ' ' > "$TMP/readme-usage"
LAST="the README's Commands against twigs help"
diff "$TMP/usage" "$TMP/readme-usage" > "$TMP/diff" ||
    fail "the synopses differ (< twigs help, > the README):
$(cat "$TMP/diff")"
# The manual's SYNOPSIS: its lines joined, .br between commands, the
# font macros' arguments run together as troff prints them.
python3 - "$MAN" > "$TMP/man-usage" <<'PYTHON' || fail "cannot read the SYNOPSIS"
import re, shlex, sys
text = open(sys.argv[1]).read().split("\n.SH SYNOPSIS\n", 1)[1].split("\n.SH ", 1)[0]
for command in text.split("\n.br\n"):
    words = []
    for line in command.splitlines():
        line = line.replace("\\-", "-").replace("\\&", "")
        macro, _, rest = line.partition(" ")
        args = shlex.split(rest)
        words.append(" ".join(args) if macro in (".B", ".I") else "".join(args))
    print(" ".join(words))
PYTHON
LAST="the manual's SYNOPSIS against twigs help"
diff "$TMP/usage" "$TMP/man-usage" > "$TMP/diff" ||
    fail "the synopses differ (< twigs help, > docs/twigs.1):
$(cat "$TMP/diff")"

LAST="docs/twigs.1 OPTIONS"
for option in --help --version; do
    grep -q "^OPTIONS	.*$option" "$TMP/items" || fail "$option is not listed"
    "$TWIGS" --help | grep -q -- "^  twigs .*$option" || fail "$option is not in twigs --help"
done

# ---- The exit statuses ----
LAST="the exit statuses of twigs --help"
"$TWIGS" --help | tr '\n' ' ' | sed -n 's/.*Exit status: \(.*\)Every command.*/\1/p' |
    grep -o -E '(^|[^0-9.])[0-9]{1,3}([^0-9]|$)' | tr -d -c '0-9\n' | sort -n -u > "$TMP/statuses"
[ "$(tr '\n' ' ' < "$TMP/statuses")" = "0 1 2 128 129 130 131 141 143 " ] ||
    fail "reads $(tr '\n' ' ' < "$TMP/statuses")"
# The manual's items (0, 1, 2, "128 + the signal") and the statuses its
# text gives each signal ("130 SIGINT").
awk '/^\.SH "EXIT STATUS"/ { on = 1; next } /^\.SH/ { on = 0 } on' "$MAN" > "$TMP/man-section"
{
    awk 'item { print; item = 0 } /^\.TP/ { item = 1 }' "$TMP/man-section" |
        sed -n 's/^\.B \([0-9][0-9]*\).*/\1/p'
    grep -o '[0-9]\{3\} SIG[A-Z]*' "$TMP/man-section" | cut -d' ' -f1
} | sort -n -u > "$TMP/man-statuses"
diff "$TMP/statuses" "$TMP/man-statuses" > "$TMP/diff" ||
    fail "the manual's EXIT STATUS differs (< --help, > docs/twigs.1): $(cat "$TMP/diff")"
awk '/^## Exit statuses/ { on = 1; next } /^## / { on = 0 } on' "$srcdir/docs/check.md" > "$TMP/check-statuses"
while read -r status; do
    grep -q -E "(^|[^0-9])$status([^0-9]|\$)" "$TMP/check-statuses" ||
        fail "docs/check.md's Exit statuses do not name $status"
done < "$TMP/statuses"

# ---- The version ----
run "$TWIGS" --version
LAST="twigs --version"
expect_status 0
[ "$(wc -l < "$OUT")" -eq 1 ] || fail "prints more than one line: $(cat "$OUT")"
grep -q '^twigs [0-9][0-9.]*$' "$OUT" || fail "does not print 'twigs VERSION': $(cat "$OUT")"
version=$(cat "$OUT")
LAST="docs/twigs.1 .TH"
grep -q "^\.TH TWIGS 1 [0-9-]* \"$version\" " "$MAN" || fail "does not give the version '$version'"

# ---- groff reads the page cleanly ----
if command -v groff >/dev/null 2>&1; then
    LAST="groff -man -ww docs/twigs.1"
    groff -man -ww -z "$MAN" > "$TMP/groff" 2>&1 || fail "fails: $(cat "$TMP/groff")"
    [ ! -s "$TMP/groff" ] || fail "warns: $(cat "$TMP/groff")"
fi

# ---- Nothing points outside the repository ----
outside='[S]PEC|\.\./[s]hared'
LAST="the documents"
grep -n -E "$outside" "$srcdir/README.md" "$srcdir"/docs/* "$srcdir"/examples/*.yaml \
    "$srcdir"/puzzles/*.yaml > "$TMP/found" && fail "point outside the repository:
$(cat "$TMP/found")"

# Everything twigs prints, as far as the files at hand reach.
(
    cd "$TMP" || exit 99
    "$TWIGS" --help
    "$TWIGS" --version
    "$TWIGS"
    for command in $(cat "$TMP/commands"); do
        "$TWIGS" "$command" --help
        "$TWIGS" "$command" --frobnicate
    done
    for format in text yaml svg; do
        "$TWIGS" pieces --format "$format"
        "$TWIGS" solve triangle --format "$format"
        "$TWIGS" solve "$srcdir/puzzles/hexagon-7.yaml" --format "$format"
    done
    "$TWIGS" solve triangle --count
    "$TWIGS" solve tree
    "$TWIGS" solve tree --format yaml
    "$TWIGS" solve tree --part 1/2 --format yaml > part.yaml
    "$TWIGS" merge part.yaml
    "$TWIGS" solve no-such-puzzle
    for file in "$srcdir"/examples/*.yaml; do
        "$TWIGS" check "$file"
        "$TWIGS" check --format yaml "$file"
        "$TWIGS" render --grid "$file"
    done
) > "$TMP/printed" 2>&1
LAST="what twigs prints"
[ "$(wc -l < "$TMP/printed")" -gt 1000 ] || fail "too little was printed to mean anything"
grep -n -E "$outside" "$TMP/printed" > "$TMP/found" && fail "points outside the repository:
$(head -20 "$TMP/found")"

finish
