#!/bin/sh
# A count over several machines with GNU parallel, as the README's
# "Counting on a cluster" runs it, here on this machine alone (-S :, where
# parallel runs the commands itself and leaves out the transfers): the
# parts, one of which fails at first, are run again from parallel's job
# log with --resume-failed, and their merge is the single run's count; a
# part that a time-out stops replaces nothing.  Skipped without GNU
# parallel.
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
command -v parallel >/dev/null || { echo "SKIP: no GNU parallel" >&2; exit 77; }

mkdir -p "$TMP/bin" "$TMP/count" || exit 99
cp "$PUZZLES/pentatwigs-chevron-3x3.yaml" "$TMP/count/chevron.yaml" || exit 99
# The twigs on the PATH fails on part 2 at first, as a machine that
# breaks down would.
cat >"$TMP/bin/twigs" <<EOF
#!/bin/sh
if [ -e "$TMP/broken" ]; then
    case " \$* " in *" --part 2/"*) echo "this machine broke down" >&2; exit 1 ;; esac
fi
exec "$TWIGS" "\$@"
EOF
chmod +x "$TMP/bin/twigs"
touch "$TMP/broken"
PATH=$TMP/bin:$PATH
cd "$TMP/count" || exit 99

# count [OPTIONS]: the README's command, with -S : for its machines.
count() {
    run parallel -S : --joblog parts.log "$@" --transferfile chevron.yaml \
        --return 'part-{}.yaml' --cleanup \
        "twigs solve chevron.yaml --count --part {}/8 --threads 1 --format yaml -o part-{}.yaml" \
        ::: 1 2 3 4 5 6 7 8
}

count
expect_status 1
run twigs merge part-*.yaml
expect_status 0
expect_stdout "complete false, parts 8, missing \[2\]"

rm "$TMP/broken"
count --resume-failed
expect_status 0
[ "$(grep -c 'twigs solve' parts.log)" -eq 9 ] || fail "parallel ran other parts again: $(cat parts.log)"
run twigs merge part-*.yaml
expect_status 0
expect_stdout "solutions 115, .*complete true, parts 8$"
[ -f chevron.yaml ] || fail "--cleanup removed the puzzle here"

# A part that parallel's --timeout ends (SIGTERM, as a machine's own
# limit would) replaces no part: here the whole count of hexes15, six
# seconds on a fast machine, stopped after one, into part-1.yaml.  (A
# quarter of it, two seconds, ended before parallel stopped it on a
# loaded machine: parallel looks at its jobs' times only now and then.)
cp part-1.yaml kept.yaml
run parallel -S : --timeout 1 \
    "twigs solve hexes15 --count --threads 1 --format yaml -o part-{}.yaml" ::: 1
[ "$STATUS" -ne 0 ] || fail "the part was not stopped"
cmp -s part-1.yaml kept.yaml || fail "part-1.yaml was replaced: $(head -c 300 part-1.yaml)"
run twigs merge part-*.yaml
expect_status 0
expect_stdout "solutions 115, .*complete true, parts 8$"
finish
