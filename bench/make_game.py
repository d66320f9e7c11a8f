#!/usr/bin/env python3
"""Writes a legal 24-piece Twigs game, and scores it on its own.

Used once to make bench/twigs-game-24.yaml and the expected reports of the
finished games in tests/positions/twigs/; it is not part of the build.  It
shares no code with twigs: the lattice is modelled here afresh, with
corners as points of the plane in axial coordinates times 3, so that its
scores are an independent check of the C program's.

    python3 bench/make_game.py SEED [--scoring areas|hexagons] [--puzzle maximum]

prints the game as YAML, and its score (areas, hexagons, closed hexagons,
winner) as YAML comments.
"""
import random
import sys

# Corners of hexagon q,r, clockwise from the north one, times 3.
CORNERS = [(1, -2), (2, -1), (1, 1), (-1, 2), (-2, 1), (-1, -1)]
SIDES = ["ne", "e", "se", "sw", "w", "nw"]
STEPS = [(1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)]
SHAPES = {
    "C": "0,0:ne 0,0:e 0,0:se 0,0:sw 0,0:w",
    "P": "0,0:e 0,0:se 0,0:sw 0,0:w 1,0:nw",
    "W": "0,0:nw 0,0:ne 0,0:w 1,0:nw 1,0:ne",
    "S": "0,0:e 0,0:se 0,0:sw 1,0:nw 1,0:ne",
    "U": "0,0:e 0,0:se 0,0:sw 1,0:nw -1,1:nw",
    "I": "0,0:se 0,0:sw 1,0:se 1,0:sw -1,1:nw",
    "L": "0,0:e 0,0:se 0,0:sw 1,0:nw 0,1:w",
    "R": "0,0:e 0,0:se 0,0:sw 0,0:w 1,0:sw",
    "Y": "0,0:ne 0,0:e 0,0:se 0,0:sw 1,0:sw",
    "T": "0,0:e 0,0:se 0,0:sw 1,0:se 1,0:sw",
    "H": "0,0:e 0,0:se 0,0:sw 1,0:nw 1,0:sw",
    "X": "0,0:ne 0,0:e 0,0:se 1,0:nw 1,0:sw",
}


def corner(q, r, k):
    return (3 * q + CORNERS[k][0], 3 * r + CORNERS[k][1])


def side(q, r, k):
    """An edge is the set of its two corners."""
    return frozenset((corner(q, r, k), corner(q, r, (k + 1) % 6)))


def parse(name):
    hexpart, s = name.split(":")
    q, r = map(int, hexpart.split(","))
    return side(q, r, SIDES.index(s))


def hexes_of(edge):
    """The two hexagons an edge separates."""
    (x1, y1), (x2, y2) = sorted(edge)
    found = []
    for q in range(min(x1, x2) // 3 - 1, max(x1, x2) // 3 + 2):
        for r in range(min(y1, y2) // 3 - 1, max(y1, y2) // 3 + 2):
            for k in range(6):
                if side(q, r, k) == edge:
                    found.append((q, r, k))
    assert len(found) == 2, edge
    return found


def name(edge):
    q, r, k = hexes_of(edge)[0]
    return "%d,%d:%s" % (q, r, SIDES[k])


def transform(point, symmetry):
    """Reflect (swap the axes) when symmetry >= 6, then turn sixths."""
    x, y = point
    if symmetry >= 6:
        x, y = y, x
    for _ in range(symmetry % 6):
        x, y = -y, x + y
    return (x, y)


def orient(edges, symmetry):
    return [frozenset(transform(p, symmetry) for p in e) for e in edges]


def move(edges, dx, dy):
    return [frozenset((x + dx, y + dy) for x, y in e) for e in edges]


def ends(edges):
    return {p for e in edges for p in e}


def place(rng, placed_edges, letter):
    """The placement of the piece that touches the figure at the most
    corners, among some random tries."""
    base = [parse(n) for n in SHAPES[letter].split()]
    vertices = sorted(ends(placed_edges))
    best, best_contacts = None, -1
    for _ in range(400):
        edges = orient(base, rng.randrange(12))
        u = rng.choice(sorted(ends(edges)))
        v = rng.choice(vertices)
        dx, dy = v[0] - u[0], v[1] - u[1]
        if dx % 3 or dy % 3:
            continue  # not a translation of the lattice
        edges = move(edges, dx, dy)
        if any(e in placed_edges for e in edges):
            continue
        contacts = len(ends(edges) & set(vertices))
        if contacts > best_contacts:
            best, best_contacts = edges, contacts
    return best


def make_game(rng):
    pieces, placed = [], set()
    left = [list(SHAPES), list(SHAPES)]
    for turn in range(24):
        colour = turn % 2
        while True:
            letter = rng.choice(left[colour])
            if turn == 1 and letter == pieces[0][1]:
                continue
            if turn == 0:
                edges = [parse(n) for n in SHAPES[letter].split()]
            else:
                edges = place(rng, placed, letter)
            if edges is not None:
                break
        left[colour].remove(letter)
        placed.update(edges)
        pieces.append((colour, letter, edges))
    return pieces


def score(pieces):
    colour_of = {e: c for c, _, es in pieces for e in es}
    blocked = set(colour_of)
    hexes = {(q, r) for e in blocked for q, r, _ in hexes_of(e)}
    qs = [q for q, _ in hexes]
    rs = [r for _, r in hexes]
    box = [(q, r) for q in range(min(qs) - 1, max(qs) + 2) for r in range(min(rs) - 1, max(rs) + 2)]
    inside = set(box)
    label = {}
    for start in box:
        if start in label:
            continue
        mark = len(label) and max(label.values()) + 1
        stack, label[start] = [start], mark
        while stack:
            q, r = stack.pop()
            for k in range(6):
                n = (q + STEPS[k][0], r + STEPS[k][1])
                if n in inside and n not in label and side(q, r, k) not in blocked:
                    label[n] = mark
                    stack.append(n)
    outside = label[box[0]]
    areas = {}
    for h, m in label.items():
        if m != outside:
            areas.setdefault(m, {"hexagons": 0, "edges": [0, 0]})["hexagons"] += 1
    for e, c in colour_of.items():
        (q1, r1, _), (q2, r2, _) = hexes_of(e)
        a, b = label[(q1, r1)], label[(q2, r2)]
        if a != b:
            for m in (a, b):
                if m != outside:
                    areas[m]["edges"][c] += 1
    count, size = [0, 0, 0], [0, 0]
    for area in areas.values():
        w, b = area["edges"]
        owner = 0 if 2 * w > w + b else 1 if 2 * b > w + b else 2
        count[owner] += 1
        if owner < 2:
            size[owner] += area["hexagons"]
    closed = sum(1 for q, r in hexes if all(side(q, r, k) in blocked for k in range(6)))
    return count, size, closed


def main():
    seed = int(sys.argv[1])
    scoring = sys.argv[sys.argv.index("--scoring") + 1] if "--scoring" in sys.argv else "areas"
    puzzle = "--puzzle" in sys.argv
    rng = random.Random(seed)
    pieces = make_game(rng)
    count, size, closed = score(pieces)
    points = count[:2] if scoring == "areas" else size
    winner = "white" if points[0] > points[1] else "black" if points[1] > points[0] else "draw"
    print("# A legal 24-piece game made by bench/make_game.py %d (scored independently):" % seed)
    print("#   areas: white %d, black %d, neutral %d; hexagons: white %d, black %d" % (*count, *size))
    print("#   closed hexagons %d; %s scoring: winner %s" % (closed, scoring, winner))
    print("game: twigs")
    if puzzle:
        print("puzzle: maximum")
        print("claim: {value: %d}" % closed)
    else:
        print("scoring: %s" % scoring)
    print("pieces:")
    for colour, letter, edges in pieces:
        names = ", ".join('"%s"' % name(e) for e in sorted(edges, key=name))
        print("  - {colour: %s, piece: %s, edges: [%s]}" % (("white", "black")[colour], letter, names))


if __name__ == "__main__":
    main()
