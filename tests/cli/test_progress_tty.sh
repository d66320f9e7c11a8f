#!/bin/sh
# The progress line on a terminal (a pseudo-terminal here, 60 columns
# wide by $COLUMNS): one line redrawn in place, no wider than the
# terminal, with the percent of slices done, the time elapsed, the time
# left and the value so far; on Ctrl-C (SIGINT) the line is cleared and
# the partial result printed before twigs dies of the signal.  The test
# waits for the line however long it takes to come, and interrupts the
# search then: it asks nothing to happen within a given time.  The Ring takes seconds: where it ends
# before its first line, or before the interrupt five times, the test is
# skipped.
. "${srcdir:-.}/tests/cli/lib.sh"
command -v python3 > /dev/null 2>&1 || { echo "no python3: skipped"; exit 77; }
LAST="twigs solve ring on a terminal, interrupted"
python3 - "$TWIGS" > "$TMP/log" 2>&1 <<'EOF'
import os, pty, re, signal, sys

twigs = sys.argv[1]

def session():
    """The Ring on a pseudo-terminal, interrupted once its progress line
    shows the time left: what the terminal got, and how the child ended."""
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["COLUMNS"] = "60"
        os.environ["TERM"] = "xterm"  # one that knows the escape codes
        os.execv(twigs, [twigs, "solve", "ring", "--threads", "1"])

    def read():
        try:
            return os.read(fd, 4096)
        except OSError:  # the child is gone
            return b""

    seen = b""
    # Redrawn in place, and once with the time left.
    while seen.count(b"\r\x1b[K") < 2 or not re.search(rb"\r\x1b\[K[^\r]* left[^\r]*\r", seen):
        chunk = read()
        if not chunk:
            print("ended before its progress line")
            sys.exit(77)
        seen += chunk
    os.kill(pid, signal.SIGINT)
    while True:
        chunk = read()
        if not chunk:
            break
        seen += chunk
    _, status = os.waitpid(pid, 0)
    return seen, status

# The Ring takes seconds: on a loaded machine the interrupt can come after
# the search has ended (a whole answer and exit status 0).  That is a
# race of the test's, not a fault of the program's: try again.
for attempt in range(5):
    seen, status = session()
    if not (os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0):
        break
else:
    print("the search ended before each of five interrupts")
    sys.exit(77)
text = seen.decode("utf-8", "replace")
failures = []
redraws = text.split("\r\x1b[K")
lines = [r for r in redraws[1:-1] if r]
if not lines:
    failures.append("no progress line")
for line in lines:
    if "\n" in line:
        failures.append("a progress line holds a newline: %r" % line)
    if len(line) >= 60:
        failures.append("wider than the terminal (%d): %r" % (len(line), line))
    if not re.match(r"searching: \d+%.*, \d+s elapsed", line):
        failures.append("not percent and elapsed: %r" % line)
if lines and not any(re.search(r", (about )?\d+[smh]\S* left", l) for l in lines):
    failures.append("no time left in any line: %r" % lines)
# The Ring tries sizes from the largest down: what it has so far is the
# bound, which falls; a best appears only with the answer.
if lines and not all(re.search(r", (best|bound) \d+", l) for l in lines):
    failures.append("no value so far in a line: %r" % lines)
# The last redraw is the clearing: the result starts on a clean line.
after = redraws[-1]
if not re.search(r"interrupt", after, re.I) or "searching:" in after:
    failures.append("after the clearing, not the partial result: %r" % after)
if "ring" not in after:
    failures.append("no partial result: %r" % after)
# It prints what it found, then dies of the signal, as a shell expects.
if not os.WIFSIGNALED(status) or os.WTERMSIG(status) != signal.SIGINT:
    failures.append("did not end by SIGINT: %r" % status)
for f in failures:
    print(f)
sys.exit(1 if failures else 0)
EOF
STATUS=$?
[ "$STATUS" -eq 77 ] && { cat "$TMP/log"; exit 77; }
[ "$STATUS" -eq 0 ] || fail "$(cat "$TMP/log")"
finish
