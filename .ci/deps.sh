#!/bin/sh
# Installs what building twigs needs on Debian (12), when it is missing:
# the README's first command.  Run as root, or as a user who may sudo.
#
#     sh .ci/deps.sh               what the build needs
#     sh .ci/deps.sh PACKAGE...    those packages instead (.ci/deps-test.sh)
set -eu
packages=${*:-"autoconf automake pkg-config make gcc libyaml-dev libjansson-dev"}
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
