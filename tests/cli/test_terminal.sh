#!/bin/sh
# twigs on a terminal (a pseudo-terminal here):
# - check's errors come once when its report and standard error are the
#   same terminal, and still go to standard error when that is elsewhere;
# - with TERM=dumb (or no TERM) the progress line is redrawn and cleared
#   with carriage returns and spaces, without an escape code.
. "${srcdir:-.}/tests/cli/lib.sh"
case $TWIGS in /*) ;; *) TWIGS="$(pwd)/$TWIGS" ;; esac
command -v python3 > /dev/null 2>&1 || { echo "no python3: skipped"; exit 77; }
LAST="twigs on a pseudo-terminal"
python3 - "$TWIGS" "$srcdir/examples/illegal-record.yaml" "$TMP" > "$TMP/log" 2>&1 <<'PY'
import os, pty, re, signal, sys

twigs, record, tmp = sys.argv[1:4]
failures = []

def start(args, env, stderr_file=None):
    pid, fd = pty.fork()
    if pid == 0:
        if stderr_file:
            os.dup2(os.open(stderr_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 2)
        os.execve(twigs, [twigs] + args, env)
    return pid, fd

def read(fd):
    try:
        return os.read(fd, 4096)
    except OSError:  # the child is gone
        return b""

def finish(pid, fd, seen=b""):
    while True:
        chunk = read(fd)
        if not chunk:
            break
        seen += chunk
    _, status = os.waitpid(pid, 0)
    return seen.decode("utf-8", "replace"), status

env = dict(os.environ, TERM="xterm")
message = "move 13: over-connected after the placement"

# Report and errors on one terminal: the error once, in the report.
text, status = finish(*start(["check", record], env))
if text.count(message) != 1:
    failures.append("the error comes %d times on one terminal: %r" % (text.count(message), text))
if os.WEXITSTATUS(status) != 1:
    failures.append("check exits %d, not 1" % os.WEXITSTATUS(status))

# Standard error elsewhere: there too, at the start of its line.
errors = os.path.join(tmp, "stderr")
text, status = finish(*start(["check", record], env, errors))
written = open(errors).read()
if text.count(message) != 1 or not re.search(r"^\S*illegal-record.yaml:18:5: " + message, written, re.M):
    failures.append("with standard error in a file: report %r, stderr %r" % (text, written))

# TERM=dumb: the progress line without escape codes.
for term in ("dumb", None):
    plain = dict(os.environ, COLUMNS="60")
    plain.pop("TERM", None)
    if term:
        plain["TERM"] = term
    pid, fd = start(["solve", "ring", "--threads", "1"], plain)
    seen = b""
    while seen.count(b"searching:") < 2:
        chunk = read(fd)
        if not chunk:
            print("the search ended before its progress line")
            sys.exit(77)
        seen += chunk
    os.kill(pid, signal.SIGINT)
    text, status = finish(pid, fd, seen)
    if "\x1b" in text:
        failures.append("TERM=%s: an escape code: %r" % (term, text[:300]))
    if not re.search(r"\rsearching: [^\r]*\rsearching: ", text):
        failures.append("TERM=%s: the line is not redrawn in place: %r" % (term, text[:300]))
    # Cleared with spaces before the partial result.
    if not re.search(r"\r +\r[^\r]*ring", text):
        failures.append("TERM=%s: the line is not cleared before the result: %r" % (term, text[-300:]))

for f in failures:
    print(f)
sys.exit(1 if failures else 0)
PY
STATUS=$?
[ "$STATUS" -eq 77 ] && { cat "$TMP/log"; exit 77; }
[ "$STATUS" -eq 0 ] || fail "$(cat "$TMP/log")"
finish
