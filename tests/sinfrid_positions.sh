#!/bin/sh
# Checks every Sinfrid position in tests/positions/sinfrid/ against its expected
# report (see twigs_positions.sh).
exec sh "${srcdir:-.}/tests/twigs_positions.sh" sinfrid
