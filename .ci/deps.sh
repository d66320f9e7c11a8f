#!/bin/sh
# Installs what building and testing twigs needs on Debian (12), when it
# is missing.  Run as root, or as a user who may sudo.  Slurm and munge
# are for tests/cli/test_slurm.sh, which starts daemons of its own (the
# packages' services are not used).
set -eu
packages="autoconf automake libtool pkg-config make gcc libyaml-dev libcunit1-dev \
parallel valgrind clang libclang-rt-14-dev time python3 python3-yaml \
slurmctld slurmd slurm-client munge"
missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
        missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "installing:$missing"
as_root=""
[ "$(id -u)" -eq 0 ] || as_root=sudo
# shellcheck disable=SC2086
$as_root apt-get update -q
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -q $missing
