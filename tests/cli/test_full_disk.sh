#!/bin/sh
# -o PATH on a full disk: the file PATH names, itself, through a symbolic
# link or as one of its hard links, keeps its content when the output does
# not fit, twigs says why and exits 2, and no temporary file is left
# (docs/rules.md).  The disk is a small tmpfs mounted in a mount namespace
# of the test's own (unshare, as root or as a user mapped to root), which
# nothing else sees and which goes with the test.  Skipped where neither
# may mount.
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
export TWIGS

if [ -z "${TWIGS_TEST_NAMESPACE:-}" ]; then
    for way in "unshare --mount" "unshare --user --map-root-user --mount" ""; do
        [ -n "$way" ] || break
        $way sh -c "mount -t tmpfs -o size=64k tmpfs '$TMP'" 2>/dev/null && break
    done
    if [ -z "$way" ]; then
        echo "SKIP: no tmpfs can be mounted here (unshare --mount, as root or in a user namespace)" >&2
        exit 77
    fi
    # The test again, in a namespace of its own, with a folder of its own.
    rm -rf "$TMP"
    TWIGS_TEST_NAMESPACE=1 exec $way sh "$0"
fi

DISK=$TMP/disk
trap 'umount "$DISK" 2>/dev/null; rm -rf "$TMP"' EXIT
cd "$TMP" || exit 99
PAGE=$(getconf PAGESIZE) || exit 99

# disk PAGES: a new empty disk of PAGES pages at $DISK.
disk() {
    umount "$DISK" 2>/dev/null
    mkdir -p "$DISK" && mount -t tmpfs -o "size=$(($1 * PAGE))" tmpfs "$DISK" || exit 99
}

# The output, some fifteen pages, and what it takes of a disk.
"$TWIGS" solve triangle --all > all.yaml || exit 99
size=$(wc -c < all.yaml)
pages=$(((size + PAGE - 1) / PAGE))
[ "$pages" -ge 4 ] || { echo "the output is too small for this test: $size bytes" >&2; exit 99; }

# expect_kept FILE: FILE still holds "before", and no temporary file is
# left beside it.
expect_kept() {
    [ "$(cat "$1")" = before ] || fail "$1 lost its content: $(head -c 80 "$1")"
    leftover=$(find "$DISK" . -name "*.??????" | head -n 3)
    [ -z "$leftover" ] || fail "temporary files left: $leftover"
}

# A file with no room for the output beside it.
disk $((pages - 1))
echo before > "$DISK/kept.yaml"
run "$TWIGS" solve triangle --all -o "$DISK/kept.yaml"
expect_status 2
expect_stderr "^twigs solve: cannot write $DISK/kept.yaml"
expect_kept "$DISK/kept.yaml"

# A symbolic link from elsewhere to a file on the full disk: the output
# is written beside the file, not beside the link, and never over the
# file until it is whole.  (Copied into the file, it would have found
# the room freed by the old content too small, and the file cut short.)
disk 3
echo before > "$DISK/target.yaml"
ln -s "$DISK/target.yaml" link.yaml
run "$TWIGS" solve triangle --all -o link.yaml
expect_status 2
expect_stderr "^twigs solve: cannot write link.yaml"
[ -L link.yaml ] || fail "link.yaml is no longer a symbolic link"
expect_kept "$DISK/target.yaml"

# A file with two names, room for the output beside it but not for a
# second copy: the file is left whole, under both names.
disk $((pages + 2))
echo before > "$DISK/first.yaml"
ln "$DISK/first.yaml" "$DISK/second.yaml"
run "$TWIGS" solve triangle --all -o "$DISK/first.yaml"
expect_status 2
expect_stderr "^twigs solve: cannot write $DISK/first.yaml: No space left on device"
expect_kept "$DISK/first.yaml"
expect_kept "$DISK/second.yaml"
[ "$(ls -i "$DISK/first.yaml" | cut -d' ' -f1)" = "$(ls -i "$DISK/second.yaml" | cut -d' ' -f1)" ] ||
    fail "first.yaml and second.yaml are no longer one file"

# With room for both, both names show the output.
disk $((2 * pages + 2))
echo before > "$DISK/first.yaml"
ln "$DISK/first.yaml" "$DISK/second.yaml"
run "$TWIGS" solve triangle --all -o "$DISK/first.yaml"
expect_status 0
cmp -s "$DISK/second.yaml" all.yaml || fail "second.yaml does not show the output"

finish
