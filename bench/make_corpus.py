#!/usr/bin/env python3
"""A corpus of cover puzzles that nobody tuned the search for.

    bench/make_corpus.py TWIGS OUT_DIR [--short]

writes one puzzle file per pair of a piece family and a kind of region
(every family the program knows, every kind of region below: over 250
puzzles), named NNN_FAMILY_KIND_VARIANT.yaml, and copies the fixed puzzles
of bench/corpus/ beside them.  TWIGS is the twigs program, which names the
pieces of each order (`twigs pieces`).  The generator draws everything from
one fixed seed with a generator of its own, so the same corpus comes out on
every machine and with every Python; nothing in it was chosen by looking at
how a search fares.  --short writes a few dozen small puzzles alone (of each family
whose pieces have at most SHORT_EDGES edges in all, every SHORT_EVERY-th
kind of region, a different one for each family), for make check.

Each region is a shape of hexagons of its kind, of about the size of its
piece set, brought to the exact size by adding edges next to it or taking
edges off its rim (whole orbits of the shape's symmetries first, so that
most regions keep a symmetry).  The variants:

  exact       the region has as many edges as the pieces; the pieces' ends
              can match its corners (the end budget of search/corners.h is
              a whole number, at least 0), else another draw is made;
  spare       some edges of the rim made spare and spare edges added
              around, so that the pieces fit between the two sizes;
  impossible  a part cut off from the rest whose size no choice of the
              pieces fills, or (where small pieces fill any size) a region
              whose corners the pieces' ends cannot match.
"""
import os
import shutil
import subprocess
import sys

import yaml

SEED = 20240622
# The puzzles of bench/corpus/, as they were given, and what they are.
GIVEN = [("hexatwig-ring", "hexatwigs_ring"),
         ("quasi-snowflake", "custom-disconnected_snowflake")]
SHORT_EDGES = 36
SHORT_EVERY = 4

# ---- A generator of our own (splitmix64): the same draws everywhere ----


class Random:
    def __init__(self, seed):
        self.state = seed & (2**64 - 1)

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & (2**64 - 1)
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n

    def between(self, low, high):
        return low + self.below(high - low + 1)

    def chance(self, p):
        return self.next() < p * 2**64

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffled(self, items):
        items = list(items)
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items

    def sample(self, items, k):
        return self.shuffled(items)[:k]


# ---- The honeycomb: an edge is the pair of hexagons it separates ----

SIDES = {"e": (1, 0), "ne": (1, -1), "se": (0, 1), "sw": (-1, 1), "w": (-1, 0), "nw": (0, -1)}
NAMED = {(1, 0): "e", (1, -1): "ne", (0, 1): "se"}
STEPS = list(SIDES.values())


def add(a, b):
    return (a[0] + b[0], a[1] + b[1])


def edge(a, b):
    return (a, b) if a < b else (b, a)


def side(h, name):
    return edge(h, add(h, SIDES[name]))


def parse_edge(text):
    place, name = text.split(":")
    q, r = place.split(",")
    return side((int(q), int(r)), name)


def edge_name(e):
    a, b = e
    d = (b[0] - a[0], b[1] - a[1])
    if d in NAMED:
        return "%d,%d:%s" % (a[0], a[1], NAMED[d])
    return "%d,%d:%s" % (b[0], b[1], NAMED[(-d[0], -d[1])])


def hex_sides(h):
    return [side(h, name) for name in SIDES]


def region_of(hexes):
    return {e for h in hexes for e in hex_sides(h)}


def corners(e):
    """The two corners of an edge, each the three hexagons meeting there."""
    a, b = e
    near = [c for c in (add(a, s) for s in STEPS) if (b[0] - c[0], b[1] - c[1]) in STEPS]
    return [tuple(sorted((a, b, c))) for c in near]


def corner_degrees(edges):
    degree = {}
    for e in edges:
        for v in corners(e):
            degree[v] = degree.get(v, 0) + 1
    return degree


def connected(edges):
    edges = set(edges)
    if not edges:
        return True
    by_corner = {}
    for e in edges:
        for v in corners(e):
            by_corner.setdefault(v, []).append(e)
    start = next(iter(edges))
    seen, todo = {start}, [start]
    while todo:
        e = todo.pop()
        for v in corners(e):
            for f in by_corner[v]:
                if f not in seen:
                    seen.add(f)
                    todo.append(f)
    return len(seen) == len(edges)


def neighbours_outside(edges):
    """Edges not in the set that meet one of its edges at a corner."""
    around = set()
    for e in edges:
        for v in corners(e):
            a, b, c = v
            for f in (edge(a, b), edge(a, c), edge(b, c)):
                if f not in edges:
                    around.add(f)
    return around


# The 12 symmetries of the lattice fixing hexagon 0,0.
def rotate(h):
    return (-h[1], h[0] + h[1])


def reflect(h):
    return (h[1], h[0])


def transforms():
    out = []
    for flip in (False, True):
        for turns in range(6):
            def t(h, flip=flip, turns=turns):
                if flip:
                    h = reflect(h)
                for _ in range(turns):
                    h = rotate(h)
                return h
            out.append(t)
    return out


TRANSFORMS = transforms()


def moved(edges, t, shift=(0, 0)):
    return {edge(add(t(a), shift), add(t(b), shift)) for a, b in edges}


def least_hex(edges):
    return min(h for e in edges for h in e)


def symmetries(edges):
    """The motions mapping the edges onto themselves: (transform, shift)."""
    base = least_hex(edges)
    found = []
    for t in TRANSFORMS:
        image = moved(edges, t)
        low = least_hex(image)
        shift = (base[0] - low[0], base[1] - low[1])
        if moved(image, lambda h: h, shift) == edges:
            found.append((t, shift))
    return found


def orbits(candidates, group):
    left, out = set(candidates), []
    for e in sorted(candidates):
        if e not in left:
            continue
        orbit = {edge(add(t(e[0]), s), add(t(e[1]), s)) for t, s in group}
        if orbit <= set(candidates):
            out.append(sorted(orbit))
        left -= orbit
    return out


# ---- Pieces ----


class Piece:
    def __init__(self, name, edges):
        self.name = name
        self.edges = edges
        self.size = len(edges)
        degree = corner_degrees(edges)
        self.ends = sum(1 for d in degree.values() if d == 1)
        self.branches = sum(1 for d in degree.values() if d == 3)


def catalogue(twigs, order, one_sided):
    command = [twigs, "pieces", "--order", str(order), "--format", "yaml"]
    if one_sided:
        command.append("--one-sided")
    text = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return [Piece(p["piece"], [parse_edge(e) for e in p["edges"]])
            for p in yaml.safe_load(text)["pieces"]]


class PieceSet:
    """Entries of piece_set: (Piece, copies, one_sided); or a family name."""

    def __init__(self, label):
        self.label = label
        self.entries = []
        self.families = []

    def add(self, piece, copies=1, one_sided=False):
        self.entries.append((piece, copies, one_sided))

    def pieces(self):
        return [(p, c) for p, c, _ in self.entries]

    def edges(self):
        return sum(p.size * c for p, c in self.pieces())

    def sizes(self):
        return [p.size for p, c in self.pieces() for _ in range(c)]

    def ends_and_branches(self):
        return sum((p.ends + p.branches) * c for p, c in self.pieces())

    def yaml(self):
        if self.families:
            return "[%s]" % ", ".join(self.families)
        lines = []
        for p, copies, one_sided in self.entries:
            if p.name.startswith("Z"):
                edges = ", ".join('"%s"' % edge_name(e) for e in p.edges)
                text = "{name: %s, edges: [%s]" % (p.name, edges)
            else:
                text = "{piece: %s" % p.name
            if one_sided:
                text += ", one_sided: true"
            if copies > 1:
                text += ", copies: %d" % copies
            lines.append("  - " + text + "}")
        return "\n" + "\n".join(lines)


def custom_piece(rng, name, size, joined):
    """A piece of `size` edges near 0,0: hanging together, or (most often,
    when not `joined`) in separate parts."""
    while True:
        edges = {side((0, 0), "e")}
        while len(edges) < size:
            if joined:
                edges.add(rng.choice(sorted(neighbours_outside(edges))))
            else:
                h = (rng.between(-1, 1), rng.between(-1, 1))
                edges.add(side(h, rng.choice(["e", "ne", "se"])))
        if joined or not connected(edges):
            return Piece(name, sorted(edges))


def canonical(edges):
    forms = []
    for t in TRANSFORMS:
        image = moved(edges, t)
        low = least_hex(image)
        forms.append(tuple(sorted(moved(image, lambda h: h, (-low[0], -low[1])))))
    return min(forms)


def custom_set(rng, label, joined):
    s = PieceSet(label)
    count = rng.between(6, 16) if joined else rng.between(8, 18)
    seen = set()
    while len(s.entries) < count:
        size = rng.between(3, 6) if joined else rng.between(3, 4)
        p = custom_piece(rng, "Z%d" % (len(s.entries) + 1), size, joined or rng.chance(0.2))
        if canonical(p.edges) not in seen:
            seen.add(canonical(p.edges))
            s.add(p, 1, rng.chance(0.2))
    return s


def family_sets(twigs):
    free = {n: catalogue(twigs, n, False) for n in range(1, 7)}
    one = {n: catalogue(twigs, n, True) for n in range(1, 7)}
    names = ["monotwigs", "ditwigs", "tritwigs", "tetratwigs", "pentatwigs", "hexatwigs"]

    def whole(label, orders, sided=False, copies=1):
        def make(rng):
            s = PieceSet(label)
            for n in orders:
                for p in (one if sided else free)[n]:
                    s.add(p, copies if isinstance(copies, int) else copies(rng), sided)
            if copies == 1:
                s.families = [("one-sided-" if sided else "") + names[n - 1] for n in orders]
            return s
        return make

    def copied(label, order, sided, low, high):
        def make(rng):
            c = rng.between(low, high)
            return whole(label, [order], sided, c)(rng)
        return make

    def subset(label, order, sided, low, high):
        def make(rng):
            s = PieceSet(label)
            pool = (one if sided else free)[order]
            for p in rng.sample(pool, rng.between(low, min(high, len(pool)))):
                s.add(p, 1, sided)
            return s
        return make

    def mixed_copies(rng):
        s = PieceSet("copies")
        pool = [p for n in (3, 4, 5, 6) for p in free[n]]
        for p in rng.sample(pool, rng.between(2, 4)):
            s.add(p, rng.between(2, 5))
        return s

    return [
        ("monotwigs", copied("monotwigs", 1, False, 6, 20)),
        ("ditwigs", copied("ditwigs", 2, False, 4, 16)),
        ("tritwigs", copied("tritwigs", 3, False, 1, 4)),
        ("one-sided-tritwigs", copied("one-sided-tritwigs", 3, True, 1, 3)),
        ("tetratwigs", copied("tetratwigs", 4, False, 1, 3)),
        ("one-sided-tetratwigs", copied("one-sided-tetratwigs", 4, True, 1, 2)),
        ("pentatwigs", copied("pentatwigs", 5, False, 1, 2)),
        ("pentatwigs-subset", subset("pentatwigs-subset", 5, False, 5, 11)),
        ("one-sided-pentatwigs", whole("one-sided-pentatwigs", [5], True)),
        ("hexatwigs", whole("hexatwigs", [6])),
        ("hexatwigs-subset", subset("hexatwigs-subset", 6, False, 8, 20)),
        ("one-sided-hexatwigs-subset", subset("one-sided-hexatwigs-subset", 6, True, 10, 27)),
        ("polytwigs-1-4", whole("polytwigs-1-4", [1, 2, 3, 4])),
        ("one-sided-polytwigs-1-4", whole("one-sided-polytwigs-1-4", [1, 2, 3, 4], True)),
        ("polytwigs-1-5", whole("polytwigs-1-5", [1, 2, 3, 4, 5])),
        ("one-sided-polytwigs-1-5", whole("one-sided-polytwigs-1-5", [1, 2, 3, 4, 5], True)),
        ("polytwigs-4-5", whole("polytwigs-4-5", [4, 5])),
        ("one-sided-polytwigs-4-5", whole("one-sided-polytwigs-4-5", [4, 5], True)),
        ("polytwigs-1-6", whole("polytwigs-1-6", [1, 2, 3, 4, 5, 6])),
        ("copies", mixed_copies),
        ("custom-connected", lambda rng: custom_set(rng, "custom-connected", True)),
        ("custom-disconnected", lambda rng: custom_set(rng, "custom-disconnected", False)),
    ]


# ---- Regions: shapes of hexagons of each kind, smallest first ----


def triangle(n):
    return {(q, r) for q in range(n) for r in range(n) if q + r < n}


def parallelogram(a, b):
    return {(q, r) for q in range(a) for r in range(b)}


def trapezoid(a, b):
    return {(q, r) for q in range(a) for r in range(b) if q + r < a}


def hexagon(k, stretch=0):
    return {(q, r) for r in range(-k, k + 1)
            for q in range(max(-k, -k - r), min(k, k - r) + stretch + 1)}


def line(direction, length, start=(0, 0)):
    out, h = set(), start
    for _ in range(length):
        out.add(h)
        h = add(h, direction)
    return out


def shapes(kind, rng):
    """Candidate hexagon sets of the kind, in a random family of aspects."""
    out = []
    if kind == "triangle":
        out = [triangle(n) for n in range(1, 16)]
    elif kind == "parallelogram":
        out = [parallelogram(a, b) for a in range(1, 26) for b in range(1, a + 1)]
    elif kind == "trapezoid":
        out = [trapezoid(a, b) for a in range(3, 26) for b in range(2, a)]
    elif kind == "hexagon":
        out = [hexagon(k) for k in range(1, 9)]
        # Sides of two lengths in turn: a triangle's corners cut off.
        out += [{(q, r) for q in range(-m, k + 1) for r in range(-m, k + 1) if -m <= -q - r <= k}
                for k in range(2, 9) for m in range(1, k)]
    elif kind == "elongated-hexagon":
        out = [hexagon(k, s) for k in range(1, 7) for s in range(1, 10)]
    elif kind == "ring":
        out = [hexagon(k) - hexagon(j) for k in range(2, 9) for j in range(1, k - 1)]
        out += [parallelogram(a, b) - {(q + w, r + w) for q, r in parallelogram(a - 2 * w, b - 2 * w)}
                for a in range(4, 16) for b in range(4, a + 1) for w in (1, 2) if a > 2 * w + 1
                and b > 2 * w + 1]
        out += [triangle(n) - {(q + w, r + w) for q, r in triangle(n - 3 * w)}
                for n in range(5, 16) for w in (1, 2) if n - 3 * w >= 2]
    elif kind == "trefoil":
        for k in range(0, 5):
            for m in (2 * k, 2 * k + 1):
                if m > 0:
                    lobes = [hexagon(k)]
                    lobes.append({add(h, (m, 0)) for h in hexagon(k)})
                    lobes.append({add(h, (0, m)) for h in hexagon(k)})
                    out.append(set().union(*lobes))
    elif kind == "snowflake":
        for k in range(0, 4):
            for arm in range(1, 7):
                for tip in (False, True):
                    flake = hexagon(k)
                    for s in STEPS:
                        end = (s[0] * (k + arm), s[1] * (k + arm))
                        flake |= line(s, arm, (s[0] * (k + 1), s[1] * (k + 1)))
                        if tip:
                            i = STEPS.index(s)
                            flake.add(add(end, STEPS[(i + 1) % 6]))
                            flake.add(add(end, STEPS[(i + 5) % 6]))
                    out.append(flake)
    elif kind == "cross":
        for a in range(1, 9):
            for b in range(1, 9):
                for thick in (1, 2):
                    plus = set()
                    for t in range(thick):
                        plus |= line((1, 0), 2 * a + 1, (-a, t))
                        plus |= {(-(r // 2) + t, r) for r in range(-b, b + 1)}
                    ex = line((1, -1), 2 * a + 1, (-a, a)) | line((0, 1), 2 * b + 1, (0, -b))
                    if thick == 2:
                        ex |= line((1, -1), 2 * a + 1, (-a + 1, a)) | line((0, 1), 2 * b + 1, (1, -b))
                    out += [plus, ex]
    elif kind == "butterfly":
        for n in range(2, 12):
            wing = triangle(n)
            out.append(wing | {(-q, -r) for q, r in wing})
            out.append(wing | {(-q, -r) for q, r in trapezoid(n, max(1, n - 2))})
    elif kind == "inset-rectangle":
        for w in range(2, 16):
            for h in range(2, 11):
                inset = set()
                stagger = set()
                for r in range(h):
                    for x in range(w):
                        stagger.add((x - (r + 1) // 2, r) if r % 2 else (x - r // 2, r))
                        if r % 2 == 0 or x < w - 1:
                            inset.add((x - r // 2, r))
                out += [inset, stagger]
    elif kind == "blob":
        blob = {(0, 0)}
        for _ in range(120):
            frontier = sorted({add(h, s) for h in blob for s in STEPS} - blob)
            blob = blob | {rng.choice(frontier)}
            out.append(set(blob))
    return out


KINDS = ["triangle", "parallelogram", "trapezoid", "hexagon", "elongated-hexagon", "ring",
         "trefoil", "snowflake", "cross", "butterfly", "inset-rectangle", "blob"]


SHAPES = {}


def kind_regions(kind, rng):
    """The edges of every candidate shape of the kind (kept: only blobs
    are drawn afresh)."""
    if kind == "blob":
        return [region_of(h) for h in shapes(kind, rng)]
    if kind not in SHAPES:
        SHAPES[kind] = [region_of(h) for h in shapes(kind, rng)]
    return SHAPES[kind]


def shape_near(regions, size, rng):
    """The edges of a shape among `regions` with about `size` edges."""
    near = [r for r in regions if abs(len(r) - size) <= max(3, size // 8)]
    if not near:
        near = sorted(regions, key=lambda r: abs(len(r) - size))[:2]
    return set(rng.choice(near))


def resize(edges, size, rng, symmetric):
    """Edges added next to the region or taken off it until it has `size`:
    whole orbits of its symmetries while one fits, then single edges."""
    group = symmetries(edges) if symmetric else []
    while len(edges) != size:
        grow = len(edges) < size
        gap = abs(size - len(edges))
        if grow:
            candidates = neighbours_outside(edges)
        else:
            degree = corner_degrees(edges)
            candidates = {e for e in edges if min(degree[v] for v in corners(e)) <= 2}
        options = [o for o in orbits(candidates, group) if len(o) <= gap] if group else []
        if not options:
            group = []
            options = [[e] for e in sorted(candidates)]
        for o in rng.shuffled(options):
            changed = edges | set(o) if grow else edges - set(o)
            if grow or connected(changed):
                edges = changed
                break
        else:
            return None
    return edges


def budget_whole(edges, pieces):
    degree = corner_degrees(edges)
    c1 = sum(1 for d in degree.values() if d == 1)
    c3 = sum(1 for d in degree.values() if d == 3)
    twice = pieces.ends_and_branches() - c1 - c3
    return twice >= 0 and twice % 2 == 0


def exact_region(kind, pieces, rng, whole=True, size=None):
    """A region of the pieces' size (or `size`), whose corners the pieces'
    ends can match (or, with `whole` False, cannot; None: either)."""
    size = pieces.edges() if size is None else size
    regions = kind_regions(kind, rng)
    last = None
    for _ in range(40):
        edges = resize(shape_near(regions, size, rng), size, rng, rng.chance(0.7))
        if edges is None:
            continue
        last = edges
        if whole is None or budget_whole(edges, pieces) == whole:
            return edges
    return last


# ---- Impossible regions: a part no choice of the pieces fills ----


def fillable(sizes, parts):
    """Whether the piece sizes split into groups filling each part exactly
    (the rest of the pieces going to the main region)."""
    reach = {tuple(0 for _ in parts)}
    for s in sizes:
        grown = set(reach)
        for state in reach:
            for i, p in enumerate(parts):
                if state[i] + s <= p:
                    grown.add(state[:i] + (state[i] + s,) + state[i + 1:])
        reach = grown
    return tuple(parts) in reach


def blob_of_edges(size, rng, where):
    edges = {side(where, "e")}
    while len(edges) < size:
        edges.add(rng.choice(sorted(neighbours_outside(edges))))
    return edges


def impossible_region(kind, pieces, rng):
    """The region, and whether it is certainly impossible (pieces that fill
    every region, monotwigs alone, give an exact one instead)."""
    sizes = pieces.sizes()
    total = pieces.edges()
    tries = [[c] for c in range(1, 13)] + [[a, b] for a in range(1, 7) for b in range(a, 7)]
    parts = [p for p in tries if sum(p) < total - 2 and not fillable(sizes, p)]
    if not parts:
        edges = exact_region(kind, pieces, rng, whole=False)
        return edges, edges is not None and not budget_whole(edges, pieces)
    chosen = rng.choice(parts)
    main = exact_region(kind, pieces, rng, whole=None, size=total - sum(chosen))
    if main is None:
        return None, False
    for k, part in enumerate(chosen):
        main |= blob_of_edges(part, rng, (60 + 20 * k, -30))
    return main, True


def spare_region(kind, pieces, rng):
    edges = exact_region(kind, pieces, rng)
    degree = corner_degrees(edges)
    rim = sorted(e for e in edges if min(degree[v] for v in corners(e)) <= 2)
    made_spare = set(rng.sample(rim, rng.between(0, min(6, len(rim) // 3))))
    around = sorted(neighbours_outside(edges))
    added = set(rng.sample(around, rng.between(1, min(10, len(around)))))
    return edges - made_spare, made_spare | added


# ---- The files ----


def write_puzzle(path, name, description, required, spare, pieces):
    def edge_list(edges):
        names = sorted(edge_name(e) for e in edges)
        lines, line = [], []
        for n in names:
            line.append('"%s"' % n)
            if len(line) == 8:
                lines.append(", ".join(line))
                line = []
        if line:
            lines.append(", ".join(line))
        return "[" + ",\n  ".join(lines) + "]"

    with open(path, "w") as out:
        out.write("# %s\n" % description)
        out.write("puzzle: cover\nname: %s\ntouching: false\n" % name)
        out.write("edges: %s\n" % edge_list(required))
        if spare:
            out.write("spare: %s\n" % edge_list(spare))
        out.write("piece_set: %s\n" % pieces.yaml())


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: make_corpus.py TWIGS OUT_DIR [--short]")
    twigs, out_dir = sys.argv[1], sys.argv[2]
    short = "--short" in sys.argv[3:]
    os.makedirs(out_dir, exist_ok=True)
    families = family_sets(twigs)
    written = 0
    index = 0
    for family, (label, make) in enumerate(families):
        for kind in KINDS:
            index += 1
            # A generator a puzzle, so that each comes out the same alone.
            rng = Random(SEED * 1000 + index)
            pieces = make(rng)
            if short and (pieces.edges() > SHORT_EDGES or index % SHORT_EVERY != family % SHORT_EVERY):
                continue
            roll = rng.below(20)
            variant = "exact" if roll < 14 else "spare" if roll < 17 else "impossible"
            spare = set()
            if variant == "exact":
                required = exact_region(kind, pieces, rng)
            elif variant == "spare":
                required, spare = spare_region(kind, pieces, rng)
            else:
                required, certain = impossible_region(kind, pieces, rng)
                variant = variant if certain else "exact"
            if required is None:
                continue
            name = "%03d_%s_%s_%s" % (index, label, kind, variant)
            description = "%s; region: %s; %s: %d edges%s, %d pieces" % (
                label, kind, variant, len(required),
                " and %d spare" % len(spare) if spare else "", len(pieces.sizes()))
            write_puzzle(os.path.join(out_dir, name + ".yaml"), name, description, required,
                         spare, pieces)
            written += 1
    fixed = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")
    for k, (name, label) in enumerate(GIVEN if not short else []):
        shutil.copy(os.path.join(fixed, name + ".yaml"),
                    os.path.join(out_dir, "%03d_%s_given.yaml" % (900 + k, label)))
        written += 1
    print("%d puzzles in %s" % (written, out_dir))


if __name__ == "__main__":
    main()
