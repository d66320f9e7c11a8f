#!/bin/sh
# Stands for the unit tests when ./configure found no CUnit: twigs was
# built, but make check cannot pass without its unit tests.
echo "make check needs CUnit for the unit tests (tests/unit/): install it (Debian:" >&2
echo "libcunit1-dev, or sh .ci/deps-test.sh), then run ./configure again." >&2
exit 99
