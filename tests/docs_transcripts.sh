#!/bin/sh
# The users' documentation shows what twigs prints, and twigs prints it:
# every example of README.md and docs/*.md is run and compared.
#
# In a document, a fenced code block whose first line starts with "$ " is
# a transcript: each "$ COMMAND" line is run with sh in a scratch folder
# (where `twigs` is the program under test, and examples/ and puzzles/
# are the repository's), and the lines after it, up to the next "$ "
# line, must be what it prints (standard output, then standard error).
# A line "..." stands for any number of lines; the numbers after
# "seconds", "memo_entries" and "memo_hits" may differ (they depend on the
# machine and on the threads).  Those after "nodes" may not: a search
# visits the same nodes on any machine with any threads, so that a page
# showing an older search's count is caught when the search changes; but
# for a count that used a memo (its output shows memo_entries), whose
# hits depend on the threads' timing.  A block is left out only when the
# line before it says why: "<!-- not run: REASON -->".
#
# A ```yaml block whose first line is "# NAME.yaml" is a file: it is
# written as NAME.yaml into the scratch folder, that line included, for
# the transcripts after it in the same document.  When NAME.yaml is a
# file of the repository (examples/sibling.yaml), the rest of the block
# must be that file instead (a line "..." standing for lines left out).
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac

mkdir -p "$TMP/bin" && ln -s "$TWIGS" "$TMP/bin/twigs" || exit 99

# blocks DOC DIR: writes each fenced block of DOC into DIR as N.body, with
# N.kind (transcript, file NAME, skipped or other) and N.line (where the
# block starts); prints the number of blocks.
blocks() {
    awk -v dir="$2" '
        function flush() {
            close(body)
            print kind > (dir "/" n ".kind"); close(dir "/" n ".kind")
            print start > (dir "/" n ".line"); close(dir "/" n ".line")
        }
        !inside && /^```/ {
            inside = 1; n++; start = FNR; first = 1
            lang = substr($0, 4)
            body = dir "/" n ".body"
            printf "" > body
            kind = (previous ~ /^<!-- not run: .+ -->$/) ? "skipped" : "other"
            next
        }
        inside && /^```[ \t]*$/ { inside = 0; flush(); previous = $0; next }
        inside {
            if (first && kind != "skipped") {
                if ($0 ~ /^\$ /)
                    kind = "transcript"
                else if (lang == "yaml" && $0 ~ /^# [A-Za-z0-9._\/-]+\.yaml$/)
                    kind = "file " substr($0, 3)
            }
            first = 0
            print > body
            next
        }
        NF > 0 { previous = $0 }
        END { print n + 0 }
    ' "$1"
}

# normalised FILE: FILE with the timings and the memo's counts left out,
# and the nodes of a count that used a memo.
normalised() {
    if grep -q 'memo_entries' "$1"; then
        sed -E 's/(seconds|nodes|memo_entries|memo_hits)(:?) [0-9][0-9.]*/\1\2 #/g' "$1"
    else
        sed -E 's/(seconds|memo_entries|memo_hits)(:?) [0-9][0-9.]*/\1\2 #/g' "$1"
    fi
}

# matches EXPECTED ACTUAL: ACTUAL's lines are EXPECTED's, where a line
# "..." stands for any number of lines.
matches() {
    awk '
        function wild(line) { return line ~ /^[ \t]*\.\.\.[ \t]*$/ }
        function at(i, len, s,    k) {
            for (k = 0; k < len; k++)
                if (e[i + k] != a[s + k])
                    return 0
            return 1
        }
        FNR == NR { e[++ne] = $0; next }
        { a[++na] = $0 }
        END {
            pos = 1; free = 0; i = 1
            while (i <= ne) {
                if (wild(e[i])) { free = 1; i++; continue }
                for (j = i; j <= ne && !wild(e[j]); j++)
                    ;
                len = j - i
                if (j > ne) {
                    s = na - len + 1
                    if (s < pos || (!free && s != pos) || !at(i, len, s))
                        exit 1
                    pos = na + 1
                } else if (!free) {
                    if (pos + len - 1 > na || !at(i, len, pos))
                        exit 1
                    pos += len
                } else {
                    for (s = pos; s + len - 1 <= na && !at(i, len, s); s++)
                        ;
                    if (s + len - 1 > na)
                        exit 1
                    pos = s + len
                }
                free = 0
                i = j
            }
            exit (!free && pos != na + 1)
        }
    ' "$1" "$2"
}

# run_transcript DOC LINE BODY WORK: runs the commands of a transcript
# block in WORK and compares what they print.
run_transcript() {
    command=""
    : > "$TMP/expected"
    while IFS= read -r line || [ -n "$line" ]; do
        case $line in
        '$ '*)
            [ -z "$command" ] || check_command "$1" "$2" "$command" "$4"
            command=${line#\$ }
            : > "$TMP/expected"
            ;;
        *) printf '%s\n' "$line" >> "$TMP/expected" ;;
        esac
    done < "$3"
    [ -z "$command" ] || check_command "$1" "$2" "$command" "$4"
}

# check_command DOC LINE COMMAND WORK
check_command() {
    (cd "$4" && PATH="$TMP/bin:$PATH" sh -c "$3") > "$TMP/actual" 2>&1 < /dev/null
    normalised "$TMP/expected" > "$TMP/expected.n"
    normalised "$TMP/actual" > "$TMP/actual.n"
    commands=$((commands + 1))
    if ! matches "$TMP/expected.n" "$TMP/actual.n"; then
        LAST="$1:$2: \$ $3"
        fail "prints something else:
$(diff -u "$TMP/expected.n" "$TMP/actual.n" | sed 1,2d)"
    fi
}

# write_file DOC LINE NAME BODY WORK: a file block.
write_file() {
    LAST="$1:$2: file $3"
    case $3 in
    /* | *..*) fail "a file is named inside the scratch folder"; return ;;
    esac
    if [ -f "$srcdir/$3" ]; then
        sed 1d "$4" > "$TMP/shown"
        matches "$TMP/shown" "$srcdir/$3" ||
            fail "is not the repository's $3:
$(diff -u "$srcdir/$3" "$TMP/shown" | sed 1,2d)"
    elif [ -e "$5/$(dirname "$3")" ] && [ -L "$5/${3%%/*}" ]; then
        fail "names a file of the repository's ${3%%/*}/ that is not there"
    else
        mkdir -p "$5/$(dirname "$3")" && cp "$4" "$5/$3" || exit 99
    fi
}

commands=0
for doc in "$srcdir"/README.md "$srcdir"/docs/*.md; do
    name=${doc#"$srcdir"/}
    work=$TMP/work/$name
    dir=$TMP/blocks/$name
    mkdir -p "$work" "$dir" || exit 99
    ln -s "$srcdir/examples" "$work/examples" && ln -s "$srcdir/puzzles" "$work/puzzles" || exit 99
    count=$(blocks "$doc" "$dir")
    n=1
    while [ "$n" -le "$count" ]; do
        kind=$(cat "$dir/$n.kind")
        line=$(cat "$dir/$n.line")
        case $kind in
        transcript) run_transcript "$name" "$line" "$dir/$n.body" "$work" ;;
        "file "*) write_file "$name" "$line" "${kind#file }" "$dir/$n.body" "$work" ;;
        esac
        n=$((n + 1))
    done
done

# The documents show enough of twigs for the test to mean something.
[ "$commands" -ge 40 ] || { LAST="the documents"; fail "only $commands commands were run"; }
echo "$commands commands of the documents run"
finish
