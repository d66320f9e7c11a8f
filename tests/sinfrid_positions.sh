#!/bin/sh
# The Sinfrid positions in tests/positions/sinfrid/ against their expected
# reports (see tests/positions.sh).
. "${srcdir:-.}/tests/positions.sh"
check_positions sinfrid
