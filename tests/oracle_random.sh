#!/bin/sh
# Random differential testing, a quick round: tests/oracle/differential.py
# breaks random games of Sibling and Orochi (tests/oracle/random_records)
# in many ways and compares twigs' verdicts and exit statuses with the
# oracle's.  A fixed seed and a few games each, for a few seconds; run
# the script by hand with more games and other seeds.  Skipped without
# python3 and its yaml module.
: "${TWIGS:=${builddir:-.}/twigs}"
: "${srcdir:=.}"
: "${builddir:=.}"
. "$srcdir/tests/oracle/python.sh"
exec python3 "$srcdir/tests/oracle/differential.py" "$TWIGS" \
    "$builddir/tests/oracle/random_records" 20 1
