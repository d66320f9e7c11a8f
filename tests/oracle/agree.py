#!/usr/bin/env python3
"""Whether hexgames.py, the second reading of Sibling and Orochi beside
this file, agrees with `twigs check` on position files:

    agree.py TWIGS DIR...

For every document of DIR/*.yaml that the oracle can judge, its verdict
(the first illegal move, or that a snapshot is not a position of the
game; else the status, the player to move, the winner and the score)
must be what twigs reports.  Documents the oracle cannot judge are
skipped and said so: input errors (wrong types, entries that do not
parse), which are twigs' alone to report, and stones lists naming cells
off the board.  Exits 1 if any document
disagrees or none was compared.
"""
import os
import re
import subprocess
import sys

import yaml

# Found beside this file, and not compiled there: the source folder may
# be read-only (make distcheck), and a __pycache__ would be distributed.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hexgames  # noqa: E402

ENTRY = re.compile(r"^[WB]\S+( x\S+)*$")
PLAYERS = (None, "white", "black")


def illegal(verdict):
    return verdict.startswith(("move ", "illegal"))


def with_player(verdict, key, given):
    """The verdict once the file gives `key: given` beside a record or a
    Sibling snapshot, which tell the player: a to_move for a finished
    game is ignored (docs/rules.md); else it must be that player."""
    if given is None or illegal(verdict):
        return verdict
    if key == "to_move" and verdict.startswith("finished"):
        return verdict
    fields = dict(w.split("=", 1) for w in verdict.split() if "=" in w)
    return verdict if fields.get(key) == given else "illegal: %s" % key


def with_snapshot(verdict, stones, shown):
    """A legal record's verdict once its snapshot is compared with it."""
    return verdict if illegal(verdict) or stones == shown else "illegal: the snapshot differs"


def snapshot_of(doc, board):
    """The document's snapshot {cell: colour} (None without one), or why
    the oracle does not judge it."""
    if "board" in doc and "stones" in doc:
        return None, "an input error (board and stones)"
    if "board" in doc:
        if type(doc["board"]) is not str:
            return None, "an input error (board)"
        return hexgames.diagram_stones(board, doc["board"].strip("\n").split("\n")), None
    if "stones" not in doc:
        return None, None
    stones = {}
    for colour, names in doc["stones"].items():
        for name in names:
            if name not in board.cell_of:
                return None, "a stone off the board"
            stones[board.cell_of[name]] = colour
    return stones, None


def common(doc, keys, default_size):
    """The size, the board, the snapshot and the record of a document, or
    why the oracle does not judge it."""
    if set(doc) - keys:
        return None, "keys the oracle does not judge: %s" % ", ".join(sorted(set(doc) - keys))
    n = doc.get("size", default_size)
    if type(n) is not int or not 2 <= n <= 13:
        return None, "an input error (size)"
    if any(doc.get(k) not in PLAYERS for k in ("to_move", "last_player")):
        return None, "an input error (a player)"
    board = hexgames.Board(n)
    shown, why = snapshot_of(doc, board)
    if why:
        return None, why
    moves = doc.get("moves")
    if moves is not None and (type(moves) is not list or
                              any(type(m) is not str or not m.strip() for m in moves)):
        return None, "an input error (moves)"
    return (n, board, shown, moves), None


def sibling_verdict(doc, n, board, shown, moves):
    pie = doc.get("pie", False)
    if type(pie) is not bool:
        return None, "an input error (pie)"
    if moves is not None:
        verdict, stones = hexgames.sibling_played(n, pie, moves)
        if shown is not None:
            verdict = with_snapshot(verdict, stones, shown)
    elif shown is not None:
        verdict = hexgames.sibling_stones(board, shown)
    else:
        verdict = hexgames.sibling(n, pie, [])
    return with_player(verdict, "to_move", doc.get("to_move")), None


def orochi_verdict(doc, n, board, shown, moves):
    to_move, last_player = doc.get("to_move"), doc.get("last_player")
    if moves is not None and any(not ENTRY.match(m) for m in moves):
        return None, "an input error (moves)"
    if moves is None and shown is not None:
        return hexgames.orochi_snapshot(board, shown, to_move, last_player), None
    verdict, stones = hexgames.orochi_played(n, moves or [])
    if shown is not None:
        verdict = with_snapshot(verdict, stones, shown)
    verdict = with_player(verdict, "to_move", to_move)
    return with_player(verdict, "last_player", last_player), None


# Each game's default size, keys and judge.
GAMES = {
    "sibling": (5, {"game", "size", "pie", "moves", "board", "stones", "to_move"},
                sibling_verdict),
    "orochi": (4, {"game", "size", "moves", "board", "stones", "to_move", "last_player"},
               orochi_verdict),
}


def verdict_of(doc):
    """The oracle's verdict on a document, as (verdict, None), or why it
    has none, as (None, why)."""
    game = doc.get("game") if isinstance(doc, dict) else None
    if game not in GAMES:
        return None, "not Sibling or Orochi"
    default_size, keys, judge = GAMES[game]
    parts, why = common(doc, keys, default_size)
    return (None, why) if why else judge(doc, *parts)


def expected_report(verdict):
    """What twigs must report for the oracle's verdict: the first error's
    start (or None for any error) when illegal, else the report's keys."""
    illegal_move = re.match(r"^move (\d+) illegal: ", verdict)
    if illegal_move:
        return {"legal": False, "first error": "move %s:" % illegal_move.group(1)}
    if verdict.startswith("illegal: "):
        return {"legal": False}
    words = verdict.split(" ")
    report = {"legal": True, "status": words[0]}
    fields = dict(w.split("=", 1) for w in words[1:] if "=" in w)
    if "to_move" in fields:
        report["to_move"] = fields["to_move"]
    if "winner" in fields:
        report["winner"] = fields["winner"]
    groups = re.search(r"groups white=(\[.*\]) black=(\[.*\])", verdict)
    if groups:
        report["score"] = {"groups": {"white": yaml.safe_load(groups.group(1)),
                                      "black": yaml.safe_load(groups.group(2))}}
    if "last_empty" in fields:
        adjacent = re.search(r"adjacent white=(\d+) black=(\d+)", verdict)
        report["score"] = {"last_empty": fields["last_empty"],
                           "adjacent": {"white": int(adjacent.group(1)),
                                        "black": int(adjacent.group(2))}}
        if "last_player" in fields:
            report["score"]["last_player"] = fields["last_player"]
    return report


def disagreement(expected, report):
    """How twigs' report differs from what the oracle expects, or None."""
    if report.get("legal") != expected["legal"]:
        return "legal: %s" % report.get("legal")
    if not expected["legal"]:
        first = report["errors"][0]["message"] if report.get("errors") else ""
        start = expected.get("first error")
        if start and not first.startswith(start):
            return "the first error is '%s'" % first
        return None
    # The oracle gives no score of an Orochi game in progress.
    keys = ("status", "to_move", "winner") + (("score",) if "score" in expected else ())
    for key in keys:
        if report.get(key) != expected.get(key):
            return "%s: %s" % (key, report.get(key))
    return None


def main(argv):
    if len(argv) < 3:
        print(__doc__)
        return 2
    twigs = os.path.abspath(argv[1])
    compared = skipped = disagreed = 0
    for folder in argv[2:]:
        for name in sorted(f for f in os.listdir(folder) if f.endswith(".yaml")):
            where = os.path.join(os.path.basename(os.path.normpath(folder)), name)
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                docs = list(yaml.safe_load_all(f))
            run = subprocess.run([twigs, "check", "--format", "yaml", name], cwd=folder,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
            reports = list(yaml.safe_load_all(run.stdout))
            if len(reports) != len(docs):
                print("DISAGREE %s: %d documents, %d reports" % (where, len(docs), len(reports)))
                disagreed += 1
                continue
            for number, (doc, report) in enumerate(zip(docs, reports), 1):
                verdict, why = verdict_of(doc)
                if verdict is None:
                    print("skipped %s#%d: %s" % (where, number, why))
                    skipped += 1
                    continue
                compared += 1
                differs = disagreement(expected_report(verdict), report)
                if differs:
                    print("DISAGREE %s#%d: the oracle says '%s', twigs %s"
                          % (where, number, verdict, differs))
                    disagreed += 1
    print("%d documents compared with the oracle, %d skipped, %d disagree"
          % (compared, skipped, disagreed))
    return 1 if disagreed or not compared else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
