#!/usr/bin/env python3
"""Whether hexgames.py, the second reading of Sibling and Orochi beside
this file, agrees with `twigs check` on position files:

    agree.py TWIGS DIR...

For every document of DIR/*.yaml that the oracle can judge, its verdict
(the first illegal move, or that a snapshot is not a position of the
game; else the status, the player to move, the winner and the score)
must be what twigs reports.  Documents the oracle cannot judge are
skipped and said so: Orochi snapshots, a record with its snapshot,
to_move and last_player, and input errors (wrong types, entries that do
not parse), which are twigs' alone to report.  Exits 1 if any document
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


def sibling_verdict(doc):
    """The oracle's verdict on a Sibling document, or why it has none."""
    if set(doc) - {"game", "size", "pie", "moves", "board", "stones"}:
        return None, "keys the oracle does not judge: %s" % ", ".join(
            sorted(set(doc) - {"game", "size", "pie", "moves", "board", "stones"}))
    n, pie = doc.get("size", 5), doc.get("pie", False)
    if type(n) is not int or not 2 <= n <= 13 or type(pie) is not bool:
        return None, "an input error (size or pie)"
    given = [k for k in ("moves", "board", "stones") if k in doc]
    if len(given) > 1:
        return None, "a record with its snapshot"
    if "board" in doc:
        if type(doc["board"]) is not str:
            return None, "an input error (board)"
        return hexgames.sibling_snapshot(n, doc["board"].strip("\n").split("\n")), None
    if "stones" in doc:
        board, stones = hexgames.Board(n), {}
        for colour, names in doc["stones"].items():
            for name in names:
                if name not in board.cell_of:
                    return None, "a stone off the board"
                stones[board.cell_of[name]] = colour
        return hexgames.sibling_stones(board, stones), None
    moves = doc.get("moves", [])
    if type(moves) is not list or any(type(m) is not str or not m.strip() for m in moves):
        return None, "an input error (moves)"
    return hexgames.sibling(n, pie, moves), None


def orochi_verdict(doc):
    """The oracle's verdict on an Orochi document, or why it has none."""
    if set(doc) - {"game", "size", "moves"}:
        return None, "keys the oracle does not judge: %s" % ", ".join(
            sorted(set(doc) - {"game", "size", "moves"}))
    n, moves = doc.get("size", 4), doc.get("moves", [])
    if type(n) is not int or not 2 <= n <= 13:
        return None, "an input error (size)"
    if type(moves) is not list or any(type(m) is not str or not ENTRY.match(m) for m in moves):
        return None, "an input error (moves)"
    return hexgames.orochi(n, moves), None


def expected_report(verdict):
    """What twigs must report for the oracle's verdict: the first error's
    start (or None for any error) when illegal, else the report's keys."""
    illegal = re.match(r"^move (\d+) illegal: ", verdict)
    if illegal:
        return {"legal": False, "first error": "move %s:" % illegal.group(1)}
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
                                        "black": int(adjacent.group(2))},
                           "last_player": fields["last_player"]}
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
                game = doc.get("game") if isinstance(doc, dict) else None
                judge = {"sibling": sibling_verdict, "orochi": orochi_verdict}.get(game)
                verdict, why = judge(doc) if judge else (None, "not Sibling or Orochi")
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
