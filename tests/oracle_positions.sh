#!/bin/sh
# tests/oracle/hexgames.py, a second reading of Sibling and Orochi that
# shares nothing with src/, must agree with `twigs check` on every
# document of tests/positions/sibling and tests/positions/orochi it can
# judge (tests/oracle/agree.py says which and why).  Skipped without
# python3 and its yaml module (Debian: python3 python3-yaml).
: "${TWIGS:=${builddir:-.}/twigs}"
: "${srcdir:=.}"
if ! command -v python3 > /dev/null 2>&1; then
    echo "SKIP: no python3 to run the oracle tests/oracle/hexgames.py"
    exit 77
fi
if ! python3 -c 'import yaml' > /dev/null 2>&1; then
    echo "SKIP: python3 has no yaml module (Debian's python3-yaml) for tests/oracle/agree.py"
    exit 77
fi
exec python3 "$srcdir/tests/oracle/agree.py" "$TWIGS" \
    "$srcdir/tests/positions/sibling" "$srcdir/tests/positions/orochi"
