#!/bin/sh
# The orochi positions in tests/positions/orochi/ against their expected
# reports (see tests/positions.sh).
. "${srcdir:-.}/tests/positions.sh"
check_positions orochi
