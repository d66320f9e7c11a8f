#!/bin/sh
# The pictures' structure, read as XML (python3's xml.etree):
# - a puzzle's picture has a caption naming the puzzle, its value and
#   whether it is proven, and marks what the puzzle counts: the Tree's
#   leaves, the Maximum's and 15 Hexes' closed hexagons, as many as the
#   value (the Ring's largest area is marked the same way, tested in
#   test_area: the Ring takes too long for a test);
# - the --all page numbers its solutions, 1 to N, once each;
# - a cover puzzle's single solution, the pieces and every example's
#   render are well-formed SVG with a caption or a label;
# - a hex board carries its coordinates round the border: each row's
#   letter at both ends, the places 1..n below the bottom row and above
#   the top one;
# - with --grid, the names of the Meridians board's empty points stand
#   off its line crossings (a stone covers its crossing: its name is on it);
# - a Twigs picture with --grid leaves every hexagon's name clear of the
#   pieces' badges;
# - a Twigs picture's area sizes stand clear of the pieces' lines and
#   badges (each legal Twigs position of the corpus and the example);
# - a Meridians picture crosses out the dead stones (two lines each);
# - an illegal Twigs position's picture marks the pieces its errors are
#   at, and draws a piece that is no pentatwig, marked;
# - badges come after every line of their figure, so that no line is
#   drawn over one, and none sits on another piece's line (pieces told
#   apart by their colours); each is filled with its piece's colour, a
#   player's white or black in the Maximum and in Twigs games;
# - with --grid, a Twigs picture's hexagon names stay clear of its area
#   sizes;
# - the captions of the five games' pictures follow one pattern: game,
#   size, result, score; an illegal position's says what is wrong;
# - a puzzle file's picture draws its region (the edges to cover, the
#   spare ones) and its pieces, with a caption saying what it asks.
. "${srcdir:-.}/tests/cli/lib.sh"
command -v python3 > /dev/null 2>&1 || { echo "no python3: skipped"; exit 77; }

# svg_facts FILE: one line a fact: "caption TEXT", "class NAME COUNT".
svg_facts() {
    python3 - "$1" <<'EOF'
import sys
import xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
if root.tag != ns + "svg":
    sys.exit("not an svg: " + root.tag)
for text in root.iter(ns + "text"):
    if text.text and ": " in text.text:
        print("caption " + text.text)
for group in root.iter(ns + "g"):
    if group.get("class"):
        print("class %s %d" % (group.get("class"), len(list(group))))
EOF
}

# picture NAME COMMAND...: runs the command into NAME.svg and its facts
# into NAME.facts.
picture() {
    name=$1
    shift
    run "$@"
    expect_status 0
    cp "$OUT" "$TMP/$name.svg"
    svg_facts "$TMP/$name.svg" > "$TMP/$name.facts" 2>&1 || fail "not SVG: $(cat "$TMP/$name.facts")"
}

# drawn NAME ARGS...: twigs render ARGS into NAME.svg.
drawn() {
    name=$1
    shift
    run "$TWIGS" render "$@"
    LAST="twigs render $*"
    cp "$OUT" "$TMP/$name.svg"
}

for puzzle in tree:leaves maximum:closed; do
    name=${puzzle%%:*}
    class=${puzzle#*:}
    picture "$name" "$TWIGS" solve "$name" --format svg
    grep -q "^caption $name: a solution, value [0-9][0-9]*, proven best$" "$TMP/$name.facts" ||
        fail "no caption with the value: $(cat "$TMP/$name.facts")"
    value=$(sed -n "s/^caption $name: a solution, value \([0-9]*\),.*/\1/p" "$TMP/$name.facts")
    grep -q "^class $class $value$" "$TMP/$name.facts" ||
        fail "not $value $class marked: $(cat "$TMP/$name.facts")"
done
# 15 Hexes has no value to claim: its solutions close 15 hexagons.
picture hexes15 "$TWIGS" solve hexes15 --format svg
grep -q "^caption hexes15: a solution$" "$TMP/hexes15.facts" || fail "$(cat "$TMP/hexes15.facts")"
grep -q "^class closed 15$" "$TMP/hexes15.facts" || fail "not 15 closed: $(cat "$TMP/hexes15.facts")"

picture all "$TWIGS" solve triangle --all --format svg
sed -n 's/^caption triangle: solution \([0-9]*\)$/\1/p' "$TMP/all.facts" > "$TMP/numbers"
LAST="twigs solve triangle --all --format svg"
seq 1 56 | diff - "$TMP/numbers" > "$TMP/diff" || fail "not numbered 1 to 56: $(head "$TMP/diff")"
grep "^class" "$TMP/all.facts" | grep -v '^class badges ' > "$TMP/marks" &&
    fail "a cover puzzle marks something: $(cat "$TMP/marks")"

picture one "$TWIGS" solve triangle --format svg
grep -q "^caption triangle: a solution$" "$TMP/one.facts" || fail "no caption: $(cat "$TMP/one.facts")"

picture pieces "$TWIGS" pieces --format svg
[ "$(grep -c '^caption [A-Z]: [0-9]* orientations$' "$TMP/pieces.facts")" -eq 12 ] ||
    fail "not 12 pieces with their orientations: $(cat "$TMP/pieces.facts")"

for file in "$srcdir"/examples/*.yaml; do
    "$TWIGS" check "$file" > /dev/null 2>&1 || continue
    name=render-$(basename "$file" .yaml)
    picture "$name" "$TWIGS" render "$file"
    grep -q "^class offending" "$TMP/$name.facts" && fail "a legal position marks an offence"
done

# An illegal Twigs position marks its offending pieces; a piece of four
# edges, no pentatwig, is drawn all the same (its edges, marked).
# svg_lines FILE CLASS: the strokes of the group's lines, one a line.
svg_lines() {
    python3 - "$1" "$2" <<'EOF'
import sys
import xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
for group in ET.parse(sys.argv[1]).getroot().iter(ns + "g"):
    if group.get("class") == sys.argv[2]:
        for line in group.iter(ns + "line"):
            print(line.get("stroke"))
EOF
}
POSITIONS=$srcdir/tests/positions/twigs
run "$TWIGS" render "$POSITIONS/four-edges.yaml"
cp "$OUT" "$TMP/four-edges.svg"
svg_lines "$TMP/four-edges.svg" offending | sort | uniq -c > "$TMP/strokes"
LAST="twigs render four-edges.yaml"
grep -q "^ *4 #e41a1c$" "$TMP/strokes" || fail "not its 4 edges marked: $(cat "$TMP/strokes")"
grep -q "^ *4 #9a9a9a$" "$TMP/strokes" || fail "not its 4 edges drawn: $(cat "$TMP/strokes")"
run "$TWIGS" render "$POSITIONS/shared-edge.yaml"
cp "$OUT" "$TMP/shared-edge.svg"
LAST="twigs render shared-edge.yaml"
[ "$(svg_lines "$TMP/shared-edge.svg" offending | grep -c '#e41a1c')" -eq 5 ] ||
    fail "not the one piece marked: $(svg_lines "$TMP/shared-edge.svg" offending)"
# An illegal record's picture rings the cell of its first illegal entry
# (move 13 of the Orochi example, b1), and that cell alone: with --grid,
# the ring's centre is where b1's name is written.
run "$TWIGS" render --grid "$srcdir/examples/illegal-record.yaml"
cp "$OUT" "$TMP/illegal-record.svg"
LAST="twigs render --grid examples/illegal-record.yaml"
python3 - "$TMP/illegal-record.svg" > "$TMP/offence" 2>&1 <<'EOF' || fail "$(cat "$TMP/offence")"
import sys
import xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
rings = [c for g in root.iter(ns + "g") if g.get("class") == "offending"
         for c in g.iter(ns + "circle")]
if len(rings) != 1:
    sys.exit("%d cells marked, not 1" % len(rings))
x, y = float(rings[0].get("cx")), float(rings[0].get("cy"))
names = [t for t in root.iter(ns + "text") if t.text == "b1"]
if not any(abs(float(t.get("x")) - x) < 0.5 and abs(float(t.get("y")) - y) < 0.5 for t in names):
    sys.exit("the ring at %.2f,%.2f is not b1's" % (x, y))
EOF
# Sibling's size-3 board: rows a to e, 3 cells at the bottom and the top;
# Meridians' example board, whatever its size: every row lettered twice.
for example in sibling meridians orochi sinfrid; do
    LAST="twigs render examples/$example.yaml: coordinates"
    "$TWIGS" render "$srcdir/examples/$example.yaml" > "$TMP/$example.svg" 2>/dev/null ||
        fail "does not render"
    python3 - "$TMP/$example.svg" > "$TMP/coordinates" 2>&1 <<'EOF' || fail "$(cat "$TMP/coordinates")"
import collections, sys
import xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
texts = [t.text for g in ET.parse(sys.argv[1]).getroot().iter(ns + "g")
         if g.get("class") == "coordinates" for t in g.iter(ns + "text")]
letters = sorted(t for t in texts if t.isalpha())
numbers = sorted(int(t) for t in texts if t.isdigit())
rows = len(set(letters))
if rows < 3 or letters != sorted([chr(ord("a") + r) for r in range(rows)] * 2):
    sys.exit("row letters: %r" % letters)
counts = collections.Counter(numbers)
if not numbers or set(counts) != set(range(1, max(numbers) + 1)):
    sys.exit("places: %r" % numbers)
EOF
done
run "$TWIGS" render "$srcdir/examples/sibling.yaml"
LAST="twigs render examples/sibling.yaml"
python3 -c "
import sys, xml.etree.ElementTree as ET
ns = '{http://www.w3.org/2000/svg}'
g = [g for g in ET.parse(sys.argv[1]).getroot().iter(ns + 'g') if g.get('class') == 'coordinates']
print(' '.join(t.text for t in g[0]) if g else '')
" "$OUT" > "$TMP/sibling-coordinates"
[ "$(cat "$TMP/sibling-coordinates")" = "a a b b c c d d e e 1 2 3 1 2 3" ] ||
    fail "coordinates: $(cat "$TMP/sibling-coordinates")"

drawn meridians-grid --grid "$srcdir/examples/meridians.yaml"
python3 - "$TMP/meridians-grid.svg" > "$TMP/crossings" 2>&1 <<'EOF' || fail "$(cat "$TMP/crossings")"
import math, re, sys
import xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
crossings = set()
for line in root.iter(ns + "line"):
    crossings.add((float(line.get("x1")), float(line.get("y1"))))
    crossings.add((float(line.get("x2")), float(line.get("y2"))))
stones = [(float(c.get("cx")), float(c.get("cy"))) for c in root.iter(ns + "circle")
          if float(c.get("r")) > 0.3]
names = [t for t in root.iter(ns + "text") if re.fullmatch(r"[a-z][0-9]+", t.text or "")]
if len(names) < 10:
    sys.exit("too few names: %d" % len(names))
bad = []
for t in names:
    x, y = float(t.get("x")), float(t.get("y"))
    if any(math.hypot(x - sx, y - sy) < 0.15 for sx, sy in stones):
        continue
    if any(math.hypot(x - cx, y - cy) < 0.25 for cx, cy in crossings):
        bad.append(t.text)
if bad:
    sys.exit("names on crossings: %s" % " ".join(bad))
EOF
# forced-skip.yaml: black's a1 and a3 are dead; the example has none.
drawn forced-skip "$srcdir/tests/positions/meridians/forced-skip.yaml"
[ "$(svg_lines "$TMP/forced-skip.svg" dead | wc -l)" -eq 4 ] ||
    fail "not 2 stones crossed out: $(svg_lines "$TMP/forced-skip.svg" dead)"
[ -z "$(svg_lines "$TMP/meridians-grid.svg" dead)" ] || fail "the example's stones crossed out"

drawn twigs-grid --grid "$srcdir/examples/twigs.yaml"
python3 - "$TMP/twigs-grid.svg" > "$TMP/badges" 2>&1 <<'EOF' || fail "$(cat "$TMP/badges")"
import math, re, sys
import xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
badges = [(float(c.get("cx")), float(c.get("cy")), float(c.get("r")))
          for g in root.iter(ns + "g") if g.get("class") == "badges" for c in g.iter(ns + "circle")]
names = [t for t in root.iter(ns + "text") if re.fullmatch(r"-?[0-9]+,-?[0-9]+", t.text or "")]
if len(badges) < 20 or len(names) < 50:
    sys.exit("too few badges (%d) or names (%d)" % (len(badges), len(names)))
hidden = []
for t in names:
    size = float(t.get("font-size"))
    x, y = float(t.get("x")), float(t.get("y")) - 0.35 * size
    half_w, half_h = 0.3 * size * len(t.text), 0.5 * size
    for bx, by, r in badges:
        nx = max(x - half_w, min(bx, x + half_w))
        ny = max(y - half_h, min(by, y + half_h))
        if math.hypot(nx - bx, ny - by) < r:
            hidden.append(t.text)
            break
if hidden:
    sys.exit("names under badges: %s" % " ".join(hidden))
EOF

for file in "$srcdir/examples/twigs.yaml" "$srcdir"/tests/positions/twigs/*.yaml; do
    "$TWIGS" check "$file" > /dev/null 2>&1 || continue
    drawn labels "$file"
    python3 - "$TMP/labels.svg" > "$TMP/labels" 2>&1 <<'EOF' || fail "$(cat "$TMP/labels")"
import math, re, sys
import xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
badges = [(float(c.get("cx")), float(c.get("cy")), float(c.get("r")))
          for g in root.iter(ns + "g") if g.get("class") == "badges" for c in g.iter(ns + "circle")]
lines = [tuple(float(l.get(k)) for k in ("x1", "y1", "x2", "y2", "stroke-width"))
         for l in root.iter(ns + "line")]
def box_distance(px, py, x, y, half_w, half_h):
    return math.hypot(max(abs(px - x) - half_w, 0), max(abs(py - y) - half_h, 0))
bad = []
for t in root.iter(ns + "text"):
    if not re.fullmatch(r"[0-9]+", t.text or ""):
        continue
    # A digit is about 0.6 of the type's size wide and 0.72 high.
    size = float(t.get("font-size"))
    x, y = float(t.get("x")), float(t.get("y")) - 0.35 * size
    half_w, half_h = 0.3 * size * len(t.text), 0.36 * size
    if any(box_distance(bx, by, x, y, half_w, half_h) < r for bx, by, r in badges):
        bad.append("%s at %.2f,%.2f under a badge" % (t.text, x, y))
    for x1, y1, x2, y2, w in lines:
        if any(box_distance(x1 + k / 20 * (x2 - x1), y1 + k / 20 * (y2 - y1), x, y, half_w,
                            half_h) < w / 2 for k in range(21)):
            bad.append("%s at %.2f,%.2f on an edge" % (t.text, x, y))
            break
if bad:
    sys.exit("; ".join(bad))
EOF
done
# ---- Badges ----
# badges FILE [colours]: checks the badges of each figure; with "colours",
# that none lies on a line of another colour than its own.
badges() {
    python3 - "$@" <<'EOF'
import math, sys
import xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
colours = len(sys.argv) > 2
parent = {c: p for p in root.iter() for c in p}
def distance(px, py, x1, y1, x2, y2):
    dx, dy = x2 - x1, y2 - y1
    t = max(0, min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - x1 - t * dx, py - y1 - t * dy)
bad, count = [], 0
for group in root.iter(ns + "g"):
    if group.get("class") != "badges":
        continue
    siblings = list(parent[group])
    before, after = siblings[:siblings.index(group)], siblings[siblings.index(group) + 1:]
    if any(e.tag == ns + "line" for a in after for e in a.iter()):
        bad.append("a line drawn after the badges")
    lines = [l for b in before for l in b.iter(ns + "line")]
    for c in group.iter(ns + "circle"):
        count += 1
        x, y, r = float(c.get("cx")), float(c.get("cy")), float(c.get("r"))
        for l in lines:
            if not colours or l.get("stroke") == c.get("fill"):
                continue
            d = distance(x, y, *(float(l.get(k)) for k in ("x1", "y1", "x2", "y2")))
            if d < r + float(l.get("stroke-width")) / 2 - 1e-6:
                bad.append("the badge at %.2f,%.2f lies on a %s line" % (x, y, l.get("stroke")))
                break
if count == 0:
    bad.append("no badge")
print("\n".join(bad))
sys.exit(1 if bad else 0)
EOF
}
LAST="twigs solve triangle --all --format svg: badges"
badges "$TMP/all.svg" colours > "$TMP/badges" || fail "$(head -5 "$TMP/badges")"
for puzzle in one-sided-tetratwigs-triangle pentatwigs-x; do
    LAST="twigs solve $puzzle --all --format svg: badges"
    "$TWIGS" solve "$PUZZLES/$puzzle.yaml" --all --format svg -o "$TMP/$puzzle.svg" ||
        fail "does not draw"
    badges "$TMP/$puzzle.svg" colours > "$TMP/badges" || fail "$(head -5 "$TMP/badges")"
done
LAST="twigs solve maximum --format svg: badges"
badges "$TMP/maximum.svg" > "$TMP/badges" || fail "$(head -5 "$TMP/badges")"
LAST="twigs render examples/twigs.yaml: badges"
badges "$TMP/twigs-grid.svg" > "$TMP/badges" || fail "$(head -5 "$TMP/badges")"
# A player's badges in the player's colour: 12 of each in the Maximum
# and in the example game.
for name in maximum twigs-grid; do
    LAST="$name.svg: the badges' colours"
    python3 - "$TMP/$name.svg" > "$TMP/fills" <<'EOF'
import collections, sys
import xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
fills = collections.Counter(c.get("fill") for g in ET.parse(sys.argv[1]).getroot().iter(ns + "g")
                            if g.get("class") == "badges" for c in g.iter(ns + "circle"))
print(" ".join("%s %d" % f for f in sorted(fills.items())))
EOF
    [ "$(cat "$TMP/fills")" = "#222222 12 #ffffff 12" ] || fail "$(cat "$TMP/fills")"
done

# ---- Hexagon names clear of the area sizes ----
LAST="twigs render --grid examples/twigs.yaml: names and sizes"
python3 - "$TMP/twigs-grid.svg" > "$TMP/overlaps" 2>&1 <<'EOF' || fail "$(cat "$TMP/overlaps")"
import re, sys
import xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
texts = list(ET.parse(sys.argv[1]).getroot().iter(ns + "text"))
def box(t, half_h):
    size = float(t.get("font-size"))
    return (float(t.get("x")), float(t.get("y")) - 0.35 * size,
            0.3 * size * len(t.text), half_h * size)
sizes = [box(t, 0.36) for t in texts if re.fullmatch(r"[0-9]+", t.text or "")]
names = [(t.text, box(t, 0.5)) for t in texts if re.fullmatch(r"-?[0-9]+,-?[0-9]+", t.text or "")]
if len(sizes) < 10 or len(names) < 50:
    sys.exit("too few sizes (%d) or names (%d)" % (len(sizes), len(names)))
bad = [name for name, (x, y, w, h) in names
       if any(abs(x - sx) < w + sw and abs(y - sy) < h + sh for sx, sy, sw, sh in sizes)]
if bad:
    sys.exit("names over area sizes: %s" % " ".join(bad))
EOF

# ---- Captions: one pattern for the five games ----
for file in "$srcdir"/examples/*.yaml; do
    LAST="twigs render $file: caption"
    "$TWIGS" render "$file" -o "$TMP/caption.svg" 2> /dev/null || fail "does not draw"
    svg_facts "$TMP/caption.svg" | sed -n 's/^caption //p' | tail -n 1 > "$TMP/caption"
    grep -q -E '^(Twigs|Sibling|Orochi|Meridians|Sinfrid), (size [0-9]+|[0-9]+ pieces): (finished, (white|black)( \((light|dark)\))? wins|(white|black)( \((light|dark)\))? to move|not legal: .+)(; .+)?$' \
        "$TMP/caption" || fail "$(cat "$TMP/caption")"
    case $file in
    */illegal-record.yaml)
        grep -q '^Orochi, size 3: not legal: move 13: over-connected after the placement: b2' \
            "$TMP/caption" || fail "does not say what is wrong: $(cat "$TMP/caption")"
        ;;
    esac
done

# ---- A puzzle file's picture ----
picture puzzle "$TWIGS" render "$PUZZLES/hexagon-7-spare.yaml" --grid
LAST="twigs render puzzles/hexagon-7-spare.yaml"
grep -q '^caption hexagon-7-spare: cover 30 edges (7 hexagons), 42 spare; C W U R T H X$' \
    "$TMP/puzzle.facts" || fail "caption: $(cat "$TMP/puzzle.facts")"
python3 - "$TMP/puzzle.svg" > "$TMP/region" 2>&1 <<'EOF' || fail "$(cat "$TMP/region")"
import sys
import xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
region = [g for g in root.iter(ns + "g") if g.get("class") == "region"]
if len(region) != 1:
    sys.exit("%d regions drawn" % len(region))
solid = [l for l in region[0].iter(ns + "line") if not l.get("stroke-dasharray")]
dashed = [l for l in region[0].iter(ns + "line") if l.get("stroke-dasharray")]
if (len(solid), len(dashed)) != (30, 42):
    sys.exit("%d edges to cover and %d spare drawn, not 30 and 42" % (len(solid), len(dashed)))
pieces = [t.text for g in root.iter(ns + "g") if g.get("class") == "badges"
          for t in g.iter(ns + "text")]
if pieces != list("CWURTHX"):
    sys.exit("pieces drawn: %r" % pieces)
EOF
finish
