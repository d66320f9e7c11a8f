# Sourced by the oracle's tests (tests/oracle_*.sh): skips the test
# (exit 77) without python3 and its yaml module (Debian: python3
# python3-yaml), which the oracle needs.
if ! command -v python3 > /dev/null 2>&1; then
    echo "SKIP: no python3 to run the oracle tests/oracle/hexgames.py"
    exit 77
fi
if ! python3 -c 'import yaml' > /dev/null 2>&1; then
    echo "SKIP: python3 has no yaml module (Debian's python3-yaml) for the oracle's tests"
    exit 77
fi
