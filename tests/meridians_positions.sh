#!/bin/sh
# The Meridians positions in tests/positions/meridians/ against their expected
# reports (see tests/positions.sh).
. "${srcdir:-.}/tests/positions.sh"
check_positions meridians
