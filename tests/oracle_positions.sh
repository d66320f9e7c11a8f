#!/bin/sh
# tests/oracle/hexgames.py, a second reading of Sibling and Orochi that
# shares nothing with src/, must agree with `twigs check` on every
# document of tests/positions/sibling and tests/positions/orochi it can
# judge (tests/oracle/agree.py says which and why).  Skipped without
# python3 and its yaml module.
: "${TWIGS:=${builddir:-.}/twigs}"
: "${srcdir:=.}"
. "$srcdir/tests/oracle/python.sh"
exec python3 "$srcdir/tests/oracle/agree.py" "$TWIGS" \
    "$srcdir/tests/positions/sibling" "$srcdir/tests/positions/orochi"
