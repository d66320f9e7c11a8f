#!/bin/sh
# Checks every Meridians position in tests/positions/meridians/ against its expected
# report (see twigs_positions.sh).
exec sh "${srcdir:-.}/tests/twigs_positions.sh" meridians
