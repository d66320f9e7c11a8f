#!/bin/sh
# The Twigs positions in tests/positions/twigs/ against their expected
# reports (see tests/positions.sh).
. "${srcdir:-.}/tests/positions.sh"
check_positions twigs
