#!/bin/sh
# The source coverage that the fuzzing corpora reach:
#
#     fuzz/coverage.sh FUZZ_BUILD_DIR COVERAGE_BUILD_DIR
#
# FUZZ_BUILD_DIR is where fuzz/run.sh kept its corpora; COVERAGE_BUILD_DIR
# is a build configured with
#
#     --enable-fuzzing CFLAGS='-O1 -fprofile-instr-generate -fcoverage-mapping'
#
# Each of its harnesses runs once over its corpus and seeds, and llvm-cov
# reports the lines of src/ they reached, each harness alone and all
# together, then the files of the games by all of them.  src/cli/ and
# src/search/ are left out: no harness calls them (puzzles are prepared,
# not searched).
set -eu
fuzz=$(cd "${1:?usage: fuzz/coverage.sh FUZZ_BUILD_DIR COVERAGE_BUILD_DIR}/fuzz" && pwd)
build=$(cd "${2:?usage: fuzz/coverage.sh FUZZ_BUILD_DIR COVERAGE_BUILD_DIR}" && pwd)
harnesses="ytree check puzzle twigs sibling orochi meridians sinfrid"
profiles=$build/fuzz/profiles
rm -rf "$profiles"
mkdir -p "$profiles"
ignore='fuzz/|src/cli/|src/search/'

# "lines L of T (P%)" of the profile $1.
lines() {
    llvm-cov report "$build/fuzz/check-fuzzer" -instr-profile="$1" -ignore-filename-regex="$ignore" 2> /dev/null |
        awk '$1 == "TOTAL" { printf "lines %d of %d (%s)\n", $8 - $9, $8, $10 }'
}

for name in $harnesses; do
    LLVM_PROFILE_FILE=$profiles/$name.profraw "$build/fuzz/$name-fuzzer" -runs=0 \
        "$fuzz/corpus/$name" "$fuzz/seeds/$name" > "$profiles/$name.log" 2>&1
    llvm-profdata merge -o "$profiles/$name.profdata" "$profiles/$name.profraw"
    echo "$name: $(ls "$fuzz/corpus/$name" | wc -l) inputs, $(lines "$profiles/$name.profdata")"
done
# Every harness has its own LLVMFuzzerTestOneInput: llvm-profdata warns
# that their data do not match, and keeps the first.
llvm-profdata merge -o "$profiles/all.profdata" "$profiles"/*.profraw 2> /dev/null
echo "all: $(lines "$profiles/all.profdata")"
llvm-cov report "$build/fuzz/check-fuzzer" -instr-profile="$profiles/all.profdata" \
    -ignore-filename-regex="$ignore" | awk '$1 ~ /^(game|hex|io)\/.*\.c$/ { print $1 ": lines " $10 }'
