#!/bin/sh
# The sibling positions in tests/positions/sibling/ against their expected
# reports (see tests/positions.sh).
. "${srcdir:-.}/tests/positions.sh"
check_positions sibling
