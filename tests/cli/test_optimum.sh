#!/bin/sh
# The optimisation puzzles end to end: witnesses that `twigs check`
# accepts and measures at their claim, time limits, searches split with
# --part, run through GNU parallel and joined by `twigs merge`, and merge's
# errors.
. "${srcdir:-.}/tests/cli/lib.sh"

# The value `twigs check --format yaml` measures in the witness on stdin.
measured_value() {
    "$TWIGS" check --format yaml - | sed -n 's/^puzzle: {name: [a-z0-9]*, value: \([0-9]*\),.*/\1/p'
}

# A key's value in the YAML summary or claim in $OUT.
yaml_value() {
    sed -n "s/^$1: //p" "$OUT" | head -n 1
}

# Runs `twigs solve PUZZLE --part K/N --format yaml ...` for K = 1..N, all
# at once through GNU parallel, into $TMP/PUZZLE-K.yaml.
solve_parts() {
    puzzle=$1
    n=$2
    shift 2
    if command -v parallel >/dev/null 2>&1; then
        seq 1 "$n" | parallel --will-cite \
            "\"$TWIGS\" solve $puzzle --part {}/$n --format yaml $* > \"$TMP/$puzzle-{}.yaml\"" ||
            fail "a part of $puzzle failed under parallel"
    else
        echo "note: GNU parallel is missing (.ci/deps-test.sh installs it); parts run one by one" >&2
        for k in $(seq 1 "$n"); do
            # shellcheck disable=SC2086
            "$TWIGS" solve "$puzzle" --part "$k/$n" --format yaml $* >"$TMP/$puzzle-$k.yaml" ||
                fail "part $k of $puzzle failed"
        done
    fi
}

# ---- Witnesses: check accepts them unchanged and measures their claim ----
for puzzle in tree maximum ring; do
    run "$TWIGS" solve "$puzzle" --format yaml
    expect_status 0
    expect_stdout "^# upper bound [0-9]*: "
    claim=$(sed -n 's/^claim: {value: \([0-9]*\), upper_bound: \([0-9]*\), proven: true,.*/\1 \2/p' "$OUT")
    [ -n "$claim" ] || fail "no proven claim in: $(grep claim "$OUT")"
    set -- $claim
    [ "${1:-x}" = "${2:-y}" ] || fail "proven, but value ${1:-} is not upper_bound ${2:-}"
    "$TWIGS" check "$OUT" >/dev/null 2>&1 || fail "twigs check rejects the $puzzle witness"
    value=$(measured_value <"$OUT")
    [ "$value" = "${1:-}" ] || fail "the $puzzle witness measures '$value', the claim says '${1:-}'"
done

run "$TWIGS" solve tree
expect_status 0
expect_stdout '^  {value: 20, upper_bound: 20, proven: true, '
expect_stdout '^  upper bound 20: the 12 pieces have '

run "$TWIGS" solve maximum --format svg
expect_status 0
expect_stdout '^<svg'

# 15 Hexes: one configuration that closes 15 hexagons and is not the triangle.
run "$TWIGS" solve hexes15 --format yaml
expect_status 0
"$TWIGS" check --format yaml "$OUT" >"$TMP/report" 2>&1 || fail "twigs check rejects the hexes15 witness"
grep -q '^puzzle: {name: hexes15, value: 15, valid: true, triangle: false}$' "$TMP/report" ||
    fail "the hexes15 witness: $(grep puzzle: "$TMP/report")"

# ---- Time limits: the summary says the count is not complete, exit 0 ----
run "$TWIGS" solve hexes15 --count --format yaml --time-limit 0.2
expect_status 0
expect_stdout '^complete: false$'

# The Ring answers at any time: a witness found before its proof (0.06 s;
# the proof's comes after 2.6 s), printed with proven:
# false when the limit comes first, exit 0, and check accepts it.
run "$TWIGS" solve ring --format yaml --time-limit 0.01
expect_status 0
expect_stdout '^claim: {value: [0-9]*, upper_bound: [0-9]*, proven: false, '
"$TWIGS" check "$OUT" >/dev/null 2>&1 || fail "twigs check rejects the Ring's quick witness"
[ "$(measured_value <"$OUT")" -ge 40 ] || fail "the Ring's quick witness measures $(measured_value <"$OUT")"

# ---- Split searches: the merged parts say what the single run says ----
run "$TWIGS" solve maximum --format yaml
single=$(sed -n 's/^claim: {value: \([0-9]*\), upper_bound: \([0-9]*\), proven: \([a-z]*\),.*/\1 \2 \3/p' "$OUT")
[ -n "$single" ] || fail "no claim in the single run of maximum"
solve_parts maximum 3
run "$TWIGS" merge --format yaml "$TMP"/maximum-1.yaml "$TMP"/maximum-2.yaml "$TMP"/maximum-3.yaml
expect_status 0
merged="$(yaml_value value) $(yaml_value upper_bound) $(yaml_value proven)"
[ "$merged" = "$single" ] || fail "merged maximum '$merged', single run '$single'"
sed -n '/^witness:/,$p' "$OUT" | sed 's/^  //' | sed 1d >"$TMP/witness.yaml"
value=$(measured_value <"$TMP/witness.yaml")
[ -n "$value" ] && [ "$value" = "$(yaml_value value)" ] || fail "the merged witness measures '$value'"

run "$TWIGS" solve triangle --count --format yaml
single=$(yaml_value solutions)
[ "${single:-0}" -gt 0 ] || fail "no solutions in the single run of triangle"
solve_parts triangle 4 --count
run "$TWIGS" merge "$TMP"/triangle-1.yaml "$TMP"/triangle-2.yaml "$TMP"/triangle-3.yaml \
    "$TMP"/triangle-4.yaml --format yaml
expect_status 0
[ "$(yaml_value solutions)" = "$single" ] || fail "merged triangle: $(yaml_value solutions), single: $single"
expect_stdout '^complete: true$'
expect_stdout '^parts: 4$'

# 15 Hexes in two parts (its only full search in the tests): the
# arrangements that are the triangle are The Triangle's solutions, which a
# different search counted above.
solve_parts hexes15 2 --count
run "$TWIGS" merge --format yaml "$TMP"/hexes15-1.yaml "$TMP"/hexes15-2.yaml
expect_status 0
expect_stdout '^complete: true$'
[ "$(yaml_value triangle)" = "$single" ] || fail "hexes15 counts $(yaml_value triangle) triangles, not $single"
[ "$(yaml_value solutions)" -gt "$single" ] || fail "hexes15 counts no shape but the triangle"
[ "$(yaml_value shapes)" -gt 1 ] || fail "hexes15 counts $(yaml_value shapes) shapes"

# ---- Merge: missing parts, and every way a summary can be wrong ----
run "$TWIGS" merge "$TMP"/triangle-1.yaml "$TMP"/triangle-3.yaml
expect_status 0
expect_stdout 'complete false'
expect_stdout 'missing \[2, 4\]'
run "$TWIGS" merge "$TMP"/maximum-1.yaml "$TMP"/maximum-3.yaml
expect_status 0
expect_stdout 'proven false'
expect_stdout 'missing \[2\]'

run "$TWIGS" merge "$TMP"/triangle-1.yaml "$TMP"/triangle-2.yaml "$TMP"/triangle-2.yaml
expect_status 2
expect_stderr "triangle-2.yaml:[0-9]*:[0-9]*: part 2/4 given twice"
run "$TWIGS" merge "$TMP"/triangle-1.yaml "$TMP"/maximum-2.yaml
expect_status 2
expect_stderr "maximum-2.yaml:2:9: a summary of 'maximum', but .*triangle-1.yaml:2:9 is one of 'triangle'"
run "$TWIGS" merge "$TMP"/triangle-1.yaml "$TMP"/hexes15-2.yaml
expect_status 2
run "$TWIGS" merge "$TMP"/maximum-1.yaml "$TMP"/triangle-2.yaml
expect_status 2

bad=$TMP/bad.yaml
fp='fingerprint: "0123456789abcdef"'
printf 'puzzle: triangle\nsolutions: 3\nnodes: many\nseconds: 1\ncomplete: true\npart: 1/2\n%s\n' "$fp" >"$bad"
run "$TWIGS" merge "$bad"
expect_status 2
expect_stderr "^$bad:3:8: nodes must be a whole number"
printf 'puzzle: triangle\nsolutions: 3\nnodes: 1\nseconds: 1\ncomplete: true\npart: 1/2\nextra: 1\n%s\n' "$fp" >"$bad"
run "$TWIGS" merge "$bad"
expect_status 2
expect_stderr "^$bad:7:1: unknown key 'extra'"
printf 'puzzle: triangle\nsolutions: 3\nnodes: 1\nseconds: 1\ncomplete: true\npart: 3/2\n%s\n' "$fp" >"$bad"
run "$TWIGS" merge "$bad"
expect_status 2
expect_stderr "^$bad:6:7: part must be K/N"
printf 'puzzle: triangle\nsolutions: [3\n' >"$bad"
run "$TWIGS" merge "$bad"
expect_status 2
expect_stderr "^$bad:[0-9]*:[0-9]*: "
: >"$bad"
run "$TWIGS" merge "$bad"
expect_status 2
expect_stderr "no summary"
# A witness that does not measure its part's value.
sed -e 's/^value: \([0-9]*\)/value: 1/' -e 's/^proven: true/proven: false/' \
    "$TMP/maximum-1.yaml" >"$bad"
run "$TWIGS" merge "$bad"
expect_status 2
expect_stderr "^$bad:[0-9]*:[0-9]*: the witness measures [0-9]*, not the value 1"
# A part whose proven contradicts its numbers (it once merged as proven).
grep -q '^proven: true$' "$TMP/maximum-1.yaml" || fail "maximum-1.yaml is not proven"
sed 's/^proven: true/proven: false/' "$TMP/maximum-1.yaml" >"$bad"
run "$TWIGS" merge "$bad" "$TMP/maximum-2.yaml" "$TMP/maximum-3.yaml"
expect_status 2
expect_stderr "^$bad:[0-9]*:9: proven: false, but value [0-9]* meets upper_bound"

# Two puzzles that share a name: a cover puzzle named triangle (not the
# triangle) once merged with the built-in one ("solutions 49 ... complete
# true").  Their fingerprints differ; the same file's parts merge.
sed 's/^name: .*/name: triangle/' "$PUZZLES/trapezoid-6-5-4.yaml" >"$TMP/named-triangle.yaml"
"$TWIGS" solve "$TMP/named-triangle.yaml" --count --part 2/4 --format yaml \
    >"$TMP/named-triangle-2.yaml" || fail "solve named-triangle.yaml --part 2/4"
run "$TWIGS" merge "$TMP"/triangle-1.yaml "$TMP"/named-triangle-2.yaml
expect_status 2
expect_stderr "^$TMP/named-triangle-2.yaml:[0-9]*:14: fingerprint [0-9a-f]\{16\}, but $TMP/triangle-1.yaml:[0-9]*:14 is [0-9a-f]\{16\}: the parts of different searches do not merge"
[ ! -s "$OUT" ] || fail "merge printed a summary: $(cat "$OUT")"
for k in 1 3 4; do
    "$TWIGS" solve "$TMP/named-triangle.yaml" --count --part $k/4 --format yaml \
        >"$TMP/named-triangle-$k.yaml" || fail "solve named-triangle.yaml --part $k/4"
done
run "$TWIGS" merge "$TMP"/named-triangle-*.yaml
expect_status 0
expect_stdout '^triangle: solutions [0-9]*, .*complete true, parts 4$'
run "$TWIGS" merge "$TMP"/named-triangle-*.yaml --format yaml
expect_status 0
expect_stdout "^fingerprint: \"$(sed -n 's/^fingerprint: //p' "$TMP/named-triangle-1.yaml" | tr -d '"')\"$"
# A cover puzzle named as an optimisation puzzle is counted like any
# other: its summaries say they are counts, and merge takes them as such
# (it once refused them, taking the name for what kind they were).
for name in tree ring maximum; do
    sed "s/^name: .*/name: $name/" "$PUZZLES/trapezoid-6-5-4.yaml" >"$TMP/named-$name.yaml"
    for k in 1 2; do
        "$TWIGS" solve "$TMP/named-$name.yaml" --count --part $k/2 --format yaml \
            >"$TMP/named-$name-part-$k.yaml" || fail "solve named-$name.yaml --part $k/2"
    done
    run "$TWIGS" merge "$TMP"/named-$name-part-*.yaml
    expect_status 0
    expect_stdout "^$name: solutions [0-9]*, .*complete true, parts 2$"
done
# Summaries written by an older twigs, without a fingerprint.
grep -v '^fingerprint:' "$TMP/triangle-2.yaml" >"$bad"
run "$TWIGS" merge "$TMP"/triangle-1.yaml "$bad"
expect_status 2
expect_stderr "^$bad:2:1: a summary without a fingerprint, written by an older twigs: solve the parts again"
# The fingerprint is the split's too: a whole count's is not a part's.
run "$TWIGS" solve triangle --count --format yaml
whole=$(yaml_value fingerprint)
run "$TWIGS" solve triangle --count --format yaml --part 1/1
[ "$(yaml_value fingerprint)" = "$whole" ] || fail "part 1/1 of triangle is not the whole search"
[ "$(sed -n 's/^fingerprint: //p' "$TMP/triangle-1.yaml")" != "$whole" ] ||
    fail "part 1/4 has the fingerprint of the whole search"

# A part stopped before its symmetries were known (a time limit that ends
# its preparation) says none, and merges with the others: the whole is
# not complete.  It once said `symmetries: 0`, and merge refused every
# part; such a summary still merges, but not as a complete count.
chevron=$PUZZLES/pentatwigs-chevron-3x3.yaml
"$TWIGS" solve "$chevron" --count --part 1/2 --format yaml >"$TMP/chevron-1.yaml" ||
    fail "solve chevron --part 1/2"
run "$TWIGS" solve "$chevron" --count --part 2/2 --format yaml --time-limit 0.000001
expect_status 0
expect_stdout '^complete: false$'
if grep -q '^symmetries: 0$' "$OUT"; then fail "a stopped part says symmetries: 0"; fi
cp "$OUT" "$TMP/chevron-2.yaml"
for order in "1 2" "2 1"; do
    # shellcheck disable=SC2086
    set -- $order
    run "$TWIGS" merge "$TMP/chevron-$1.yaml" "$TMP/chevron-$2.yaml"
    expect_status 0
    expect_stdout "^pentatwigs-chevron-3x3: solutions [0-9]*, .*, symmetries $(sed -n 's/^symmetries: //p' \
        "$TMP/chevron-1.yaml"), complete false, parts 2$"
done
grep -v '^symmetries:' "$TMP/chevron-2.yaml" | sed 's/^complete: false$/symmetries: 0\ncomplete: false/' >"$bad"
grep -q '^symmetries: 0$' "$bad" || fail "no symmetries: 0 in $bad"
run "$TWIGS" merge "$TMP/chevron-1.yaml" "$bad"
expect_status 0
expect_stdout 'complete false, parts 2$'
sed 's/^complete: false$/complete: true/' "$bad" >"$TMP/bad-complete.yaml"
run "$TWIGS" merge "$TMP/chevron-1.yaml" "$TMP/bad-complete.yaml"
expect_status 2
expect_stderr "^$TMP/bad-complete.yaml:[0-9]*:13: symmetries 0 in a complete count: a region has at least 1$"

# ---- Usage errors ----
for args in "solve tree --count" "solve maximum --all" "solve ring --count" \
    "solve hexes15 --part 1/2" "solve tree --part 1/2 --format svg" "solve hexes15 --count --format svg" \
    "merge" "merge --format svg $TMP/triangle-1.yaml" "merge --frob $TMP/triangle-1.yaml"; do
    # shellcheck disable=SC2086
    run "$TWIGS" $args
    expect_status 2
done

finish
