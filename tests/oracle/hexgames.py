#!/usr/bin/env python3
"""An independent second reading of Sibling and Orochi, for working out
the expected results of hand-made test positions (and comparing against
`twigs check` on many games while developing).  make check compares its
verdicts with twigs' on the positions of tests/positions/sibling and
tests/positions/orochi (tests/oracle/agree.py).

It shares no code or method with src/: cells are axial coordinates (q, r)
with r growing southwards, a line is a constant q, r or q + r, and groups
are found by depth-first search.

    hexgames.py sibling SIZE [pie] MOVE...     e.g.  sibling 5 e5 "a1 a3"
    hexgames.py orochi SIZE MOVE...            e.g.  orochi 4 Wd4 Bd5 "Wc3 xd4"
    hexgames.py sibling-board SIZE < DIAGRAM   rows top to bottom, . W B

prints the verdict: the first illegal move, or the status, player to
move, winner and score.  Orochi snapshots (orochi_snapshot) and the
stones a record leaves (sibling_played, orochi_played) are for
agree.py and differential.py.
"""
import sys


class Board:
    def __init__(self, n):
        self.n = n
        self.cells = []  # (q, r)
        self.name_of = {}
        self.cell_of = {}
        m = n - 1
        for r in range(m, -m - 1, -1):  # bottom row (r = m) first
            qs = [q for q in range(-m, m + 1) if abs(q + r) <= m]
            row = m - r
            for i, q in enumerate(qs):
                name = "%s%d" % (chr(ord("a") + row), i + 1)
                self.cells.append((q, r))
                self.name_of[(q, r)] = name
                self.cell_of[name] = (q, r)

    def neighbours(self, c):
        q, r = c
        for dq, dr in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)):
            d = (q + dq, r + dr)
            if d in self.name_of:
                yield d


def distance(a, b):
    dq, dr = b[0] - a[0], b[1] - a[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def in_line(a, b):
    dq, dr = b[0] - a[0], b[1] - a[1]
    return dq == 0 or dr == 0 or dq + dr == 0


def groups(board, stones, colour):
    seen, sizes = set(), []
    for c in board.cells:
        if stones.get(c) != colour or c in seen:
            continue
        stack, size = [c], 0
        seen.add(c)
        while stack:
            x = stack.pop()
            size += 1
            for y in board.neighbours(x):
                if stones.get(y) == colour and y not in seen:
                    seen.add(y)
                    stack.append(y)
        sizes.append(size)
    return sorted(sizes, reverse=True)


def group_size_at(board, stones, c):
    colour, seen, stack = stones[c], {c}, [c]
    while stack:
        x = stack.pop()
        for y in board.neighbours(x):
            if stones.get(y) == colour and y not in seen:
                seen.add(y)
                stack.append(y)
    return len(seen)


# ---- Sibling ----

def pairable(cells, spare):
    """Whether the cells can be split into `spare` single cells and pairs
    on a line, not neighbours (backtracking: fine for test positions)."""
    if not cells:
        return True
    first, rest = cells[0], cells[1:]
    if spare and pairable(rest, spare - 1):
        return True
    return any(in_line(first, c) and distance(first, c) >= 2 and
               pairable(rest[:i] + rest[i + 1:], spare)
               for i, c in enumerate(rest))


def diagram_stones(board, rows):
    """The stones {cell: colour} of diagram rows, top to bottom."""
    stones, m = {}, board.n - 1
    for r, row in zip(range(-m, m + 1), rows):
        qs = [q for q in range(-m, m + 1) if abs(q + r) <= m]
        for q, ch in zip(qs, row.split()):
            if ch != ".":
                stones[(q, r)] = "white" if ch == "W" else "black"
    return stones


def sibling_snapshot(n, rows):
    """A snapshot given as diagram rows, top to bottom: legal or not, and
    the same verdict as a record would give."""
    board = Board(n)
    return sibling_stones(board, diagram_stones(board, rows))


def sibling_stones(board, stones):
    """A snapshot given as its stones, {cell: colour}: as sibling_snapshot."""
    white = [c for c in board.cells if stones.get(c) == "white"]
    black = [c for c in board.cells if stones.get(c) == "black"]
    w, b = len(white), len(black)
    if not (w == b == 0 or (w % 2 == 1 and b in (w - 1, w + 1))):
        return "illegal: counts"
    if not pairable(white, 1 if w else 0) or not pairable(black, 0):
        return "illegal: not pairable"
    mover = "black" if b < w else "white"
    wg, bg = groups(board, stones, "white"), groups(board, stones, "black")
    can = len(stones) < len(board.cells) if w == 0 else sibling_has_pair(board, stones)
    if can:
        return "in_progress to_move=%s groups white=%s black=%s" % (mover, wg, bg)
    return "finished winner=%s groups white=%s black=%s" % (sibling_winner(wg, bg), wg, bg)


def sibling_has_pair(board, stones):
    empty = [c for c in board.cells if c not in stones]
    return any(in_line(a, b) and distance(a, b) >= 2
               for i, a in enumerate(empty) for b in empty[i + 1:])


def sibling_winner(w, b):
    k = max(len(w), len(b), 2)
    w, b = w + [0] * (k - len(w)), b + [0] * (k - len(b))
    for i in [1, 0] + list(range(2, k)):
        if w[i] != b[i]:
            return "white" if w[i] > b[i] else "black"
    return "draw"


def sibling(n, pie, moves):
    return sibling_played(n, pie, moves)[0]


def sibling_played(n, pie, moves):
    """The verdict on a record, and the stones it leaves {cell: colour}
    (as far as it is legal)."""
    board, stones = Board(n), {}
    return sibling_replay(board, pie, moves, stones), stones


def sibling_replay(board, pie, moves, stones):
    mover, played = "white", 0
    for i, move in enumerate(moves, 1):
        parts = move.split()
        first_move = played == 0
        can = bool(len(stones) < len(board.cells)) if first_move else sibling_has_pair(board, stones)
        if not can:
            return "move %d illegal: game over" % i
        if parts == ["swap"]:
            if not (pie and played == 1):
                return "move %d illegal: swap" % i
            played += 1
            continue
        want = 1 if first_move else 2
        if len(parts) != want:
            return "move %d illegal: %d stones" % (i, len(parts))
        if any(p not in board.cell_of for p in parts):
            return "move %d illegal: off board" % i
        cs = [board.cell_of[p] for p in parts]
        if any(c in stones for c in cs):
            return "move %d illegal: occupied" % i
        if want == 2:
            a, b = cs
            if a == b or not in_line(a, b):
                return "move %d illegal: not in line" % i
            if distance(a, b) == 1:
                return "move %d illegal: adjacent" % i
        for c in cs:
            stones[c] = mover
        mover = "black" if mover == "white" else "white"
        played += 1
    w, b = groups(board, stones, "white"), groups(board, stones, "black")
    can = len(stones) < len(board.cells) if played == 0 else sibling_has_pair(board, stones)
    if can:
        return "in_progress to_move=%s groups white=%s black=%s" % (mover, w, b)
    return "finished winner=%s groups white=%s black=%s" % (sibling_winner(w, b), w, b)


# ---- Orochi ----

def over_connected(board, stones, c):
    colour = stones.get(c)
    return colour is not None and sum(stones.get(d) == colour for d in board.neighbours(c)) >= 4


def orochi(n, moves):
    return orochi_played(n, moves)[0]


def orochi_played(n, moves):
    """The verdict on a record, and the stones it leaves {cell: colour}
    (as far as it is legal)."""
    board, stones = Board(n), {}
    return orochi_replay(board, moves, stones), stones


def orochi_replay(board, moves, stones):
    player, last, placements = "white", None, 0
    other = {"white": "black", "black": "white"}
    for i, move in enumerate(moves, 1):
        if len(board.cells) - len(stones) == 1:
            return "move %d illegal: game over" % i
        parts = move.split()
        colour = {"W": "white", "B": "black"}[parts[0][0]]
        c = board.cell_of.get(parts[0][1:])
        if c is None or c in stones:
            return "move %d illegal: placement" % i
        stones[c] = colour
        for p in parts[1:]:
            x = board.cell_of.get(p[1:])
            if x is None or not over_connected(board, stones, x):
                return "move %d illegal: replacement %s" % (i, p)
            stones[x] = other[stones[x]]
        if any(over_connected(board, stones, x) for x in stones):
            return "move %d illegal: over-connected left" % i
        last = player
        placements += 1
        if len(parts) == 1 and placements != 2:
            player = other[player]
    if len(board.cells) - len(stones) != 1:
        return "in_progress to_move=%s" % player + (" last_player=%s" % last if last else "")
    return orochi_finished(board, stones, last)


def orochi_finished(board, stones, last):
    """The verdict on a board with one empty cell; `last` (who placed
    last) may be None when not known, and then a tie has no winner."""
    other = {"white": "black", "black": "white"}
    (e,) = [c for c in board.cells if c not in stones]
    best = {"white": 0, "black": 0}
    for d in board.neighbours(e):
        best[stones[d]] = max(best[stones[d]], group_size_at(board, stones, d))
    if best["white"] != best["black"]:
        winner = "white" if best["white"] > best["black"] else "black"
    else:
        winner = other[last] if last else None
    verdict = "finished" + (" winner=%s" % winner if winner else "")
    verdict += " last_empty=%s adjacent white=%d black=%d" % (board.name_of[e], best["white"],
                                                              best["black"])
    return verdict + (" last_player=%s" % last if last else "")


# Pieces 1 to 5 are placed by White, Black, Black, White, Black: no piece
# can have four like neighbours before the fifth, so no extra turn comes
# before it.
OPENING = ["white", "black", "black", "white", "black"]


def orochi_snapshot(board, stones, to_move=None, last_player=None):
    """A snapshot {cell: colour} with the players a file may give: the
    same verdict as a record would give, where the piece count and the
    players given tell it."""
    if len(stones) == len(board.cells):
        return "illegal: full"
    if any(over_connected(board, stones, c) for c in stones):
        return "illegal: over-connected"
    count = len(stones)
    if last_player and count == 0:
        return "illegal: last_player without pieces"
    if last_player and count <= len(OPENING) and last_player != OPENING[count - 1]:
        return "illegal: last_player"
    last = OPENING[count - 1] if 1 <= count <= len(OPENING) else last_player
    if len(board.cells) - count == 1:
        return orochi_finished(board, stones, last)  # a to_move is ignored
    if to_move and count < len(OPENING) and to_move != OPENING[count]:
        return "illegal: to_move"
    player = OPENING[count] if count < len(OPENING) else to_move
    return "in_progress" + (" to_move=%s" % player if player else "")


def main(argv):
    if len(argv) >= 3 and argv[1] == "sibling":
        pie = len(argv) > 3 and argv[3] == "pie"
        print(sibling(int(argv[2]), pie, argv[4 if pie else 3:]))
    elif len(argv) >= 3 and argv[1] == "sibling-board":
        print(sibling_snapshot(int(argv[2]), sys.stdin.read().strip("\n").split("\n")))
    elif len(argv) >= 3 and argv[1] == "orochi":
        print(orochi(int(argv[2]), argv[3:]))
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
