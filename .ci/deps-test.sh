#!/bin/sh
# Installs what the tests need besides the build (.ci/deps.sh) on Debian
# (12), when it is missing: CUnit for the unit tests; python3 and its yaml
# module for the second reading of the hex games and the parsing of JSON
# output; valgrind, clang and libFuzzer for CI's runs; GNU parallel,
# Slurm and munge for the cluster tests (tests/cli/test_slurm.sh starts
# daemons of its own: the packages' services are not used); time for
# the measures of tests/cli/test_limits.sh.  Run as root, or as a user who
# may sudo.
set -eu
here=$(dirname "$0")
sh "$here/deps.sh"
sh "$here/deps.sh" libcunit1-dev python3 python3-yaml time parallel valgrind clang \
    libclang-rt-14-dev slurmctld slurmd slurm-client munge
