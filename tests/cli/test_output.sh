#!/bin/sh
# Where output goes and what happens when it cannot be written: -o PATH
# for every kind of PATH, standard output that cannot be written, and
# SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGPIPE in the middle of a run.
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
cd "$TMP" || exit 99

# No file is left beside PATH: twigs' temporary files are PATH.XXXXXX.
expect_no_temporary() {
    leftover=$(find . -name "$1.??????" | head -n 3)
    [ -z "$leftover" ] || fail "temporary files left: $leftover"
}

"$TWIGS" solve triangle > triangle.txt || fail "solve triangle"
printf 'puzzle: cover\nname: none\nhexagons: ["0,0"]\npiece_set: [C]\n' > unsolvable.yaml
# Read, searched, and no solution: two edges that meet, one piece of two
# that do not.
printf 'puzzle: cover\nname: bent\nedges: ["0,0:e", "0,0:se"]\npiece_set: [{name: Z, edges: ["5,5:e", "6,5:e"]}]\n' > bent.yaml
printf 'game: sibling\nsize: 99\n' > unreadable.yaml

# ---- -o PATH: a new file, a regular file, kept links ----
run "$TWIGS" solve triangle -o new.txt
expect_status 0
cmp -s new.txt triangle.txt || fail "-o new.txt differs from standard output"
[ "$(ls -l new.txt | cut -c1-10)" = "-rw-r--r--" ] || [ "$(umask)" != 0022 ] ||
    fail "a new file is not made with the umask's mode: $(ls -l new.txt)"
expect_no_temporary new.txt

# An existing PATH.tmp is nobody's business but its owner's.
echo mine > out.txt.tmp
run "$TWIGS" solve triangle -o out.txt
expect_status 0
[ "$(cat out.txt.tmp)" = mine ] || fail "out.txt.tmp was overwritten"
cmp -s out.txt triangle.txt || fail "-o out.txt was not written"

# A file's mode is kept.
echo secret > private.txt
chmod 600 private.txt
run "$TWIGS" solve triangle -o private.txt
expect_status 0
[ "$(ls -l private.txt | cut -c1-10)" = "-rw-------" ] || fail "mode 600 lost: $(ls -l private.txt)"
cmp -s private.txt triangle.txt || fail "private.txt was not written"

# A symbolic link stays a link, and its target gets the output.
echo before > target.txt
ln -s target.txt link.txt
run "$TWIGS" solve triangle -o link.txt
expect_status 0
[ -L link.txt ] || fail "link.txt is no longer a symbolic link"
cmp -s target.txt triangle.txt || fail "the link's target did not get the output"
expect_no_temporary link.txt

# So are its set-user-ID and set-group-ID bits, with its owner and group.
echo before > setuid.txt
chmod 6750 setuid.txt
run "$TWIGS" solve triangle -o setuid.txt
expect_status 0
[ "$(ls -l setuid.txt | cut -c1-10)" = "-rwsr-s---" ] || fail "mode 6750 lost: $(ls -l setuid.txt)"

# A symbolic link to a file in another folder, by way of another link:
# the file is replaced where it is (its temporary file beside it), with
# its mode, set-user-ID bit included, and the links stay.
mkdir -p there here
echo before > there/far.txt
chmod 4751 there/far.txt
ln -s ../there/far.txt here/near.txt
ln -s here/near.txt chain.txt
run "$TWIGS" solve triangle -o chain.txt
expect_status 0
[ -L chain.txt ] && [ -L here/near.txt ] || fail "a link of the chain was replaced"
cmp -s there/far.txt triangle.txt || fail "the chain's file did not get the output"
[ "$(ls -l there/far.txt | cut -c1-10)" = "-rwsr-x--x" ] || fail "mode 4751 lost: $(ls -l there/far.txt)"
expect_no_temporary near.txt
expect_no_temporary chain.txt
# Run by root, twigs gives the new file the old one's owner and group,
# and keeps the set-user-ID and set-group-ID bits that go with them.
if [ "$(id -u)" -eq 0 ] && chown nobody there/far.txt 2>/dev/null; then
    chmod 6640 there/far.txt
    run "$TWIGS" solve triangle -o chain.txt
    expect_status 0
    [ "$(ls -l there/far.txt | cut -c1-10)" = "-rwSr-S---" ] || fail "mode 6640 lost: $(ls -l there/far.txt)"
    [ "$(stat -c %U there/far.txt)" = nobody ] || fail "the owner nobody was lost: $(ls -l there/far.txt)"
fi

# A dangling symbolic link: the file it names is made when the command
# succeeds, and not at all when it fails (a bad file; a search stopped
# before its first solution: the 27 hexatwigs take seconds).
ln -s made.txt dangling.txt
for args in "solve bent.yaml" "solve $PUZZLES/hexatwigs-triangle.yaml --time-limit 0.01"; do
    # shellcheck disable=SC2086
    run "$TWIGS" $args -o dangling.txt
    [ "$STATUS" -ne 0 ] || fail "succeeded"
    [ ! -e made.txt ] || fail "a failed run made the link's file"
done
run "$TWIGS" solve triangle -o dangling.txt
expect_status 0
[ -L dangling.txt ] || fail "dangling.txt is no longer a symbolic link"
cmp -s made.txt triangle.txt || fail "the link's file did not get the output"
expect_no_temporary dangling.txt
expect_no_temporary made.txt
# A loop of links is an error, and nothing is written.
ln -s loop-b.txt loop-a.txt
ln -s loop-a.txt loop-b.txt
run "$TWIGS" solve triangle -o loop-a.txt
expect_status 2
expect_stderr "^twigs solve: cannot write loop-a.txt: Too many levels of symbolic links$"

# A hard link stays one: both names show the output.
echo before > first.txt
ln first.txt second.txt
run "$TWIGS" solve triangle -o first.txt
expect_status 0
cmp -s second.txt triangle.txt || fail "the hard link second.txt did not get the output"
[ "$(ls -i first.txt | cut -d' ' -f1)" = "$(ls -i second.txt | cut -d' ' -f1)" ] ||
    fail "first.txt and second.txt are no longer one file"
expect_no_temporary first.txt

# A FIFO's reader gets the output, and the FIFO stays.
if mkfifo fifo 2>/dev/null; then
    # A reader that waits for ever on a FIFO replaced by a file would hang
    # the test: it gives up after 20 s.
    reading="cat"
    command -v timeout >/dev/null 2>&1 && reading="timeout 20 cat"
    $reading fifo > from-fifo.txt &
    reader=$!
    run "$TWIGS" solve triangle -o fifo
    expect_status 0
    wait "$reader"
    [ -p fifo ] || fail "the FIFO was replaced"
    cmp -s from-fifo.txt triangle.txt || fail "the FIFO's reader did not get the output"
else
    echo "SKIP: no mkfifo"
fi

# Devices are written through.  A twigs that replaced what it writes
# would, run by root, replace /dev/full and /dev/stdout themselves: links
# to them in the test's folder are tried first, and the devices only if
# the links stay.
ln -s /dev/full full-link
ln -s /dev/stdout stdout-link
run "$TWIGS" solve triangle -o full-link
expect_status 2
expect_stderr "^twigs solve: cannot write full-link: No space left on device"
run "$TWIGS" solve triangle -o stdout-link
expect_status 0
cmp -s "$OUT" triangle.txt || fail "-o stdout-link did not write standard output"
devices_safe=true
[ -L full-link ] && [ -L stdout-link ] || { devices_safe=false; fail "the links were replaced"; }

# /dev/stdout and - are standard output.
for path in /dev/stdout -; do
    $devices_safe || break
    run "$TWIGS" solve triangle -o "$path"
    expect_status 0
    cmp -s "$OUT" triangle.txt || fail "-o $path did not write standard output"
done

# A failed run leaves PATH as it was, and no temporary file.
for args in "solve unsolvable.yaml" "solve unsolvable.yaml --format svg" "solve bent.yaml" \
    "solve bent.yaml --format svg" "solve missing.yaml" \
    "render unreadable.yaml"; do
    echo before > kept.txt
    # shellcheck disable=SC2086
    run "$TWIGS" $args -o kept.txt
    [ "$STATUS" -ne 0 ] || fail "succeeded"
    [ "$(cat kept.txt)" = before ] || fail "kept.txt was changed"
    expect_no_temporary kept.txt
done

# A list that --time-limit cut short is what was asked: it replaces FILE,
# and ends saying that it is not every solution.
echo before > some-of-all.yaml
run "$TWIGS" solve hexes15 --all --time-limit 1 -o some-of-all.yaml
expect_status 0
expect_stderr '^twigs solve: the time limit stopped the search: not every solution was printed$'
[ "$(tail -n 1 some-of-all.yaml)" = "# the time limit stopped the search: not every solution was printed" ] ||
    fail "the list does not end saying it is not whole: $(tail -n 1 some-of-all.yaml)"
run "$TWIGS" solve hexes15 --all --format text --time-limit 1
expect_status 0
[ "$(tail -n 1 "$OUT")" = "  the time limit stopped the search: not every solution was printed" ] ||
    fail "the drawings do not end saying they are not all: $(tail -n 1 "$OUT")"

# A device that is full: the reason, exit 2.
if $devices_safe; then
    run "$TWIGS" solve triangle -o /dev/full
    expect_status 2
    expect_stderr "^twigs solve: cannot write /dev/full: No space left on device"
    run "$TWIGS" render "$srcdir/tests/positions/sibling/opening.yaml" -o /dev/full
    expect_status 2
    expect_stderr "^twigs render: cannot write /dev/full: No space left on device"
fi

# ---- Standard output that cannot be written: every command ----
position=$srcdir/tests/positions/sibling/opening.yaml
"$TWIGS" solve maximum --part 1/1 --format yaml > part.yaml || fail "solve maximum --part 1/1"
for args in "solve triangle" "solve triangle --count" "solve triangle --all" "check $position" \
    "check --format yaml $position" "merge part.yaml" "render $position" "pieces" \
    "pieces --format svg" "help" "help solve" "solve --help" "--version"; do
    command=${args%% *}
    case $command in --*) prefix="twigs" ;; *) prefix="twigs $command" ;; esac
    LAST="twigs $args > /dev/full"
    # shellcheck disable=SC2086
    "$TWIGS" $args > /dev/full 2> "$ERR"
    STATUS=$?
    expect_status 2
    expect_stderr "^$prefix: cannot write standard output: No space left on device$"
    LAST="twigs $args >&-"
    # shellcheck disable=SC2086
    "$TWIGS" $args >&- 2> "$ERR"
    STATUS=$?
    expect_status 2
    expect_stderr "^$prefix: cannot write standard output: Bad file descriptor$"
done
# Nothing written, nothing lost.
LAST="twigs solve triangle -o closed.txt >&-"
"$TWIGS" solve triangle -o closed.txt >&- 2> "$ERR"
STATUS=$?
expect_status 0
cmp -s closed.txt triangle.txt || fail "-o closed.txt with standard output closed"

# ---- SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGPIPE ----
# The signals reach twigs with their default action, even where this
# script runs with SIGINT ignored (a background make).
reset=""
env --default-signal=INT,TERM,HUP,QUIT,PIPE true 2>/dev/null &&
    reset="env --default-signal=INT,TERM,HUP,QUIT,PIPE"
# SIGQUIT dumps no core here.
ulimit -c 0 2>/dev/null

# interrupted SIGNAL SECONDS ARGS...: runs twigs ARGS and sends it SIGNAL
# after SECONDS; the status is the shell's (128 + the signal).
interrupted() {
    signal=$1 seconds=$2
    shift 2
    LAST="twigs $* (SIG$signal after $seconds s)"
    # --foreground: timeout signals twigs alone.  Otherwise it signals its
    # process group as well, and twigs may get the signal twice, which
    # (as intended) ends it at once.
    timeout --foreground --preserve-status -s "$signal" "$seconds" $reset "$TWIGS" "$@" \
        > "$OUT" 2> "$ERR"
    STATUS=$?
}

# interrupted_early SIGNAL FINISHED ARGS...: interrupted after 1 s, then
# sooner until the signal comes before twigs ends by itself (these
# searches take a second or two); a run that ended first must print FINISHED
# (an extended regular expression).
interrupted_early() {
    signal=$1 finished=$2
    shift 2
    for seconds in 1 0.5 0.25 0.1; do
        interrupted "$signal" "$seconds" "$@"
        [ "$STATUS" -eq 0 ] || return 0
        grep -Eq "$finished" "$OUT" || fail "$LAST: ended by itself without /$finished/"
    done
}

if command -v timeout >/dev/null 2>&1; then
    # A count says it is not complete.
    interrupted_early INT 'complete true$' solve hexes15 --count --threads 2
    expect_status 130
    expect_stdout '^hexes15: solutions [0-9]*, .*, complete false$'
    interrupted_early TERM '^complete: true$' solve hexes15 --count --format yaml --threads 2
    expect_status 143
    expect_stdout '^complete: false$'
    # The Ring: its quick witness, which comes before the proof, with the
    # bound so far; a part's summary says proven: false.
    interrupted_early INT 'proven: true' solve ring --threads 2
    expect_status 130
    expect_stdout '^  {value: [0-9]*, upper_bound: [0-9]*, proven: false, '
    interrupted_early TERM '^proven: true$' solve ring --part 1/1 --format yaml --threads 2
    expect_status 143
    expect_stdout '^proven: false$'
    expect_stdout '^upper_bound: [0-9]*$'
    # What --all printed stays, a YAML stream of whole solutions, which
    # ends saying that it is not every one.
    interrupted INT 1 solve hexes15 --all --threads 2
    expect_status 130
    expect_stderr '^twigs solve: an interrupt stopped the search: not every solution was printed$'
    cp "$OUT" some.yaml
    [ "$(grep -c '^game: twigs$' some.yaml)" -ge 1 ] || fail "no solution printed"
    [ "$(tail -n 1 some.yaml)" = "# an interrupt stopped the search: not every solution was printed" ] ||
        fail "the list does not end saying it is not whole: $(tail -n 1 some.yaml)"
    "$TWIGS" check some.yaml > /dev/null || fail "the solutions printed do not check"
    # -o FILE is replaced only by a run that finished: a stopped one
    # leaves it as it was, and no temporary file, whichever the signal
    # (SIGPIPE, which ends solve at once too).
    for pair in INT:130 TERM:143 HUP:129 QUIT:131 PIPE:141; do
        echo before > all.yaml
        interrupted "${pair%:*}" 1 solve hexes15 --all --threads 2 -o all.yaml
        expect_status "${pair#*:}"
        [ "$(cat all.yaml)" = before ] || fail "all.yaml was replaced: $(head -c 80 all.yaml)"
        expect_no_temporary all.yaml
        [ "${pair%:*}" = PIPE ] ||
            expect_stderr '^twigs solve: all.yaml was left as it was: a signal stopped the run (what it found is on standard output)$'
    done
    # What the stopped run found is not lost: it is on standard output.
    echo before > count.yaml
    interrupted_early TERM 'complete: true$' solve hexes15 --count --format yaml --threads 2 -o count.yaml
    expect_status 143
    [ "$(cat count.yaml)" = before ] || fail "count.yaml was replaced: $(head -c 80 count.yaml)"
    expect_no_temporary count.yaml
    expect_stdout '^complete: false$'
    # Commands that do not stop by themselves end at once, here while
    # they wait for a FIFO that no one writes.
    if mkfifo never 2>/dev/null; then
        for args in "check never" "render never -o picture.svg" "merge never"; do
            for pair in INT:130 TERM:143 HUP:129 QUIT:131 PIPE:141; do
                # shellcheck disable=SC2086
                interrupted "${pair%:*}" 1 $args
                expect_status "${pair#*:}"
            done
        done
    fi
    # A second signal ends solve at once: no temporary file is left.
    $reset "$TWIGS" solve hexes15 --all --threads 2 -o twice.yaml > /dev/null 2>&1 &
    pid=$!
    sleep 1
    kill -TERM "$pid"
    kill -TERM "$pid"
    wait "$pid"
    STATUS=$?
    LAST="twigs solve hexes15 --all -o twice.yaml (SIGTERM twice)"
    expect_status 143
    expect_no_temporary twice.yaml
else
    echo "SKIP: no timeout: signals not tested"
fi

finish
