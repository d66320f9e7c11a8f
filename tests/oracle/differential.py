#!/usr/bin/env python3
"""Random differential testing of `twigs check` against the oracle
(hexgames.py beside this file) on Sibling and Orochi:

    differential.py TWIGS RANDOM_RECORDS [GAMES [SEED]]

RANDOM_RECORDS is the program tests/oracle/random_records.c builds
(`make tests/oracle/random_records`): random legal games, GAMES of each
game (default 500).  From each game come documents: the whole record, a
prefix, records broken at a random entry in one of many ways (some
legal after all), a record with a name that does not parse after its
first illegal entry, an entry after the end, `to_move:` (and for Orochi
`last_player:`) given right or wrong, and for Sibling snapshots (a
diagram or stones lists, some broken) and a record with its snapshot.
Every document goes through `twigs check --format yaml`; the verdict
(legal or not, the move of the first error, the status, the player to
move, the winner and the score) and the exit status must be what the
oracle and docs/rules.md say.

Prints each disagreement and a summary; exits 1 if any.  Run by hand
(a few thousand documents take a minute or so), not by make check.
"""
import os
import random
import re
import subprocess
import sys
import tempfile

import yaml

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import agree  # noqa: E402
import hexgames  # noqa: E402

NAME = re.compile(r"^[a-z][1-9][0-9]?$")
OTHER = {"white": "black", "black": "white"}
JUNK = ["z0", "A1", "a01", "1a", "pass", "a", "a100", "é3", "", " "]


# ---- What the oracle does not say itself ----

def entry_parses(game, entry):
    """Whether every token of the entry reads as docs/rules.md says (else
    the file is unreadable: exit 2, wherever the entry stands)."""
    tokens = entry.split()
    if not tokens:
        return False
    if game == "sibling":
        return tokens == ["swap"] or all(NAME.match(t) for t in tokens)
    return (tokens[0][:1] in ("W", "B") and bool(NAME.match(tokens[0][1:])) and
            all(t[:1] == "x" and NAME.match(t[1:]) for t in tokens[1:]))


def played(game, n, pie, moves):
    """The oracle's verdict on a record, and the stones it leaves."""
    if game == "sibling":
        return hexgames.sibling_played(n, pie, moves)
    return hexgames.orochi_played(n, moves)


# ---- Writing documents ----

def quoted(text):
    return '"%s"' % text.replace("\\", "\\\\").replace('"', '\\"')


def diagram(board, stones):
    m = board.n - 1
    rows = []
    for r in range(-m, m + 1):
        qs = [q for q in range(-m, m + 1) if abs(q + r) <= m]
        cells = [{"white": "W", "black": "B"}.get(stones.get((q, r)), ".") for q in qs]
        rows.append(" " * (abs(r) + 2) + " ".join(cells))
    return "board: |2\n" + "".join("  " + row + "\n" for row in rows)


def stones_lists(board, stones):
    names = {c: sorted(board.name_of[x] for x in board.cells if stones.get(x) == c)
             for c in ("white", "black")}
    return "stones: {white: [%s], black: [%s]}\n" % (", ".join(names["white"]),
                                                   ", ".join(names["black"]))


def document(game, size, moves, pie, extra=None, snapshot=""):
    text = "game: %s\nsize: %d\n" % (game, size)
    if pie:
        text += "pie: true\n"
    for key, value in (extra or {}).items():
        text += "%s: %s\n" % (key, value)
    if moves is not None:
        text += "moves: [%s]\n" % ", ".join(quoted(m) for m in moves)
    return text + snapshot


# ---- Breaking records ----

def random_name(rng, board, off_board=False):
    if off_board:
        n = board.n
        return rng.choice(["%s1" % chr(ord("a") + 2 * n - 1), "a%d" % (n + 1), "y9"])
    return rng.choice(list(board.cell_of))


def break_sibling(rng, board, moves, k):
    """Entry k of a Sibling record replaced by something likely illegal."""
    earlier = [t for m in moves[:k] for t in m.split() if t != "swap"]
    kind = rng.randrange(8)
    if kind == 0 and earlier:
        return "%s %s" % (rng.choice(earlier), random_name(rng, board))
    if kind == 1:
        return random_name(rng, board)
    if kind == 2:
        return " ".join(random_name(rng, board) for _ in range(3))
    if kind == 3:
        return "%s %s" % (random_name(rng, board), random_name(rng, board, off_board=True))
    if kind == 4:
        return "swap"
    if kind == 5:
        name = random_name(rng, board)
        return "%s %s" % (name, name)
    return "%s %s" % (random_name(rng, board), random_name(rng, board))


def break_orochi(rng, board, moves, k):
    """Entry k of an Orochi record replaced by something likely illegal."""
    tokens = moves[k].split()
    earlier = [m.split()[0][1:] for m in moves[:k]]
    kind = rng.randrange(8)
    if kind == 0 and len(tokens) > 1:
        return tokens[0]
    if kind == 1:
        return " ".join(tokens + ["x" + random_name(rng, board)])
    if kind == 2 and len(tokens) > 2:
        rest = tokens[1:]
        rng.shuffle(rest)
        return " ".join(tokens[:1] + rest)
    if kind == 3:
        return {"W": "B", "B": "W"}[tokens[0][0]] + tokens[0][1:]
    if kind == 4 and earlier:
        return rng.choice("WB") + rng.choice(earlier)
    if kind == 5:
        return rng.choice("WB") + random_name(rng, board, off_board=True)
    return rng.choice("WB") + random_name(rng, board)


def junk_entry(rng, game, board):
    """An entry with a name that does not parse, or half the time one off
    the board (which does: a rule error, and none at all after the first
    illegal entry)."""
    junk = rng.choice(JUNK) if rng.randrange(2) else random_name(rng, board, off_board=True)
    if game == "orochi":
        return rng.choice([junk, "W" + junk, "Wa1 x" + junk])
    return rng.choice([junk, "a1 " + junk])


# ---- Cases ----

class Case:
    def __init__(self, text, verdict, exit_status, what):
        self.text, self.verdict, self.exit, self.what = text, verdict, exit_status, what


def judged(game, text, what):
    """The case of a document: the oracle's verdict (through agree.py),
    or, when an entry does not parse, not legal and exit 2."""
    doc = yaml.safe_load(text)
    if not all(entry_parses(game, m) for m in doc.get("moves") or []):
        return Case(text, "illegal: an entry does not parse", 2, what)
    verdict, why = agree.verdict_of(doc)
    if verdict is None:
        raise ValueError("the oracle does not judge %s: %s\n%s" % (what, why, text))
    return Case(text, verdict, 1 if agree.illegal(verdict) else 0, what)


def record_cases(rng, game, n, pie, moves):
    """The cases of one record: whole, a prefix, broken, with players, and
    its snapshots."""
    board = hexgames.Board(n)
    cases = []

    def doc(entries, extra=None):
        return document(game, n, entries, pie, extra)

    cases.append(judged(game, doc(moves), "the whole record"))
    cut = rng.randrange(len(moves) + 1)
    cases.append(judged(game, doc(moves[:cut]), "a prefix"))
    # Broken at entry k, the rest kept or not.
    k = rng.randrange(len(moves))
    breaker = break_sibling if game == "sibling" else break_orochi
    broken = moves[:k] + [breaker(rng, board, moves, k)] + moves[k + 1:]
    if rng.randrange(2):
        broken = broken[:k + 1]
    cases.append(judged(game, doc(broken), "broken at move %d" % (k + 1)))
    # A name that does not parse (or is off the board) before or after
    # the first illegal entry.
    j = rng.randrange(len(broken) + 1)
    cases.append(judged(game, doc(broken[:j] + [junk_entry(rng, game, board)] + broken[j:]),
                        "broken at move %d, a bad name at move %d" % (k + 1, j + 1)))
    # One more entry after the end.
    cases.append(judged(game, doc(moves + [breaker(rng, board, moves + moves[-1:], len(moves))]),
                        "an entry after the end"))
    # Players given.
    part = moves[:rng.randrange(len(moves) + 1)]
    colour = rng.choice(["white", "black"])
    cases.append(judged(game, doc(part, {"to_move": colour}), "to_move %s after %d entries"
                        % (colour, len(part))))
    if game == "orochi":
        last = rng.choice(["white", "black"])
        cases.append(judged(game, doc(part, {"last_player": last}),
                            "last_player %s after %d entries" % (last, len(part))))
    cases.extend(snapshot_cases(rng, game, n, pie, moves, board))
    return cases


def altered(rng, board, stones):
    """The stones with one change: a stone moved, recoloured, added or
    taken off."""
    stones = dict(stones)
    empty = [c for c in board.cells if c not in stones]
    kind = rng.randrange(4)
    if kind == 0 and stones:
        del stones[rng.choice(list(stones))]
    elif kind == 1 and stones:
        cell = rng.choice(list(stones))
        stones[cell] = OTHER[stones[cell]]
    elif kind == 2 and empty:
        stones[rng.choice(empty)] = rng.choice(["white", "black"])
    elif stones and empty:
        cell = rng.choice(list(stones))
        stones[rng.choice(empty)] = stones.pop(cell)
    return stones


def snapshot_cases(rng, game, n, pie, moves, board):
    """The position after a prefix as a snapshot, right or altered, with
    or without players, alone or beside its record."""
    cases = []
    part = moves[:rng.randrange(len(moves) + 1)]
    stones = played(game, n, pie, part)[1]
    write = diagram if rng.randrange(2) else stones_lists
    shown = stones if rng.randrange(2) else altered(rng, board, stones)
    what = "the snapshot after %d entries%s" % (len(part), "" if shown == stones else ", altered")
    extra = {}
    for key in ("to_move", "last_player") if game == "orochi" else ("to_move",):
        if rng.randrange(2):
            extra[key] = rng.choice(["white", "black"])
    # The oracle's search for Sibling pairings is slow on large boards.
    if game == "orochi" or n <= 4:
        cases.append(judged(game, document(game, n, None, pie, extra, write(board, shown)),
                            what + "".join(", %s %s" % kv for kv in extra.items())))
    cases.append(judged(game, document(game, n, part, pie, None, write(board, shown)),
                        what + ", with its record"))
    return cases


# ---- Running twigs ----

def run_check(twigs, texts, folder):
    path = os.path.join(folder, "cases.yaml")
    with open(path, "w", encoding="utf-8") as f:
        f.write("---\n".join(texts))
    run = subprocess.run([twigs, "check", "--format", "yaml", path], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, check=False)
    return run.returncode, list(yaml.safe_load_all(run.stdout))


def compare(twigs, cases, folder):
    """The disagreements, as (case, what differs)."""
    found = []
    status, reports = run_check(twigs, [c.text for c in cases], folder)
    if len(reports) != len(cases):
        return [(None, "%d documents, %d reports" % (len(cases), len(reports)))]
    for case, report in zip(cases, reports):
        differs = agree.disagreement(agree.expected_report(case.verdict), report)
        if differs:
            found.append((case, differs))
    # The exit status of each document: a batch of documents expected to
    # exit alike is run at once, and one by one only when it differs.
    for expected in (0, 1, 2):
        batch = [c for c in cases if c.exit == expected]
        if not batch:
            continue
        one_by_one = expected == 2 or run_check(twigs, [c.text for c in batch], folder)[0] \
            != expected
        for case in batch if one_by_one else []:
            status = run_check(twigs, [case.text], folder)[0]
            if status != expected:
                found.append((case, "exit %d, not %d" % (status, expected)))
    return found


def kinds(cases):
    """How many cases of each kind of verdict: "finished 120, ..."."""
    counts = {}
    for case in cases:
        kind = case.verdict.split(" ")[0] if case.exit < 2 else "unreadable"
        kind = {"move": "illegal move", "illegal:": "illegal"}.get(kind, kind)
        counts[kind] = counts.get(kind, 0) + 1
    return ", ".join("%s %d" % kv for kv in sorted(counts.items()))


def games(random_records, game, count, seed):
    out = subprocess.run([random_records, game, str(count), str(seed)], stdout=subprocess.PIPE,
                         check=True, universal_newlines=True).stdout
    for line in out.splitlines():
        head, *moves = line.split("|")
        words = head.split()
        yield int(words[0]), len(words) > 1 and words[1] == "pie", moves


def main(argv):
    if len(argv) < 3:
        print(__doc__)
        return 2
    twigs, random_records = os.path.abspath(argv[1]), os.path.abspath(argv[2])
    count = int(argv[3]) if len(argv) > 3 else 500
    seed = int(argv[4]) if len(argv) > 4 else 1
    rng = random.Random(seed)
    total = disagreed = 0
    with tempfile.TemporaryDirectory() as folder:
        for game in ("sibling", "orochi"):
            cases = []
            for n, pie, moves in games(random_records, game, count, seed):
                cases.extend(record_cases(rng, game, n, pie, moves))
            found = compare(twigs, cases, folder)
            for case, differs in found:
                print("DISAGREE %s: %s; the oracle says '%s'; twigs: %s\n%s"
                      % (game, case.what if case else "", case.verdict if case else "",
                         differs, case.text if case else ""))
            print("%s: %d documents from %d games (%s), %d disagree"
                  % (game, len(cases), count, kinds(cases), len(found)))
            total += len(cases)
            disagreed += len(found)
    print("%d documents compared, %d disagree" % (total, disagreed))
    return 1 if disagreed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
