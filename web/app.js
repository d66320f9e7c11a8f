// twigs in the browser: the page's state and its controls.  Everything
// a position or a puzzle means (rules, checks, scores, pictures, YAML)
// comes from the twigs library compiled to WebAssembly (src/web/*.c);
// this file only keeps what the user entered and shows the answers.
'use strict';

const $ = (id) => document.getElementById(id);
const SVG_NS = 'http://www.w3.org/2000/svg';
let twigs = null; // the WebAssembly module
let info = null; // web_games(): the games, their sizes and keys

// ---- Calls into the library ----

function call(name, types, args) {
  const pointer = twigs.ccall(name, 'number', types, args);
  if (pointer === 0) return null;
  const text = twigs.UTF8ToString(pointer);
  twigs._free(pointer);
  return text;
}
const callJson = (name, types, args) => JSON.parse(call(name, types, args));

const lib = {
  games: () => callJson('web_games', [], []),
  board: (game, size) => callJson('web_board', ['string', 'number'], [game, size]),
  check: (name, text, grid) => callJson('web_check', ['string', 'string', 'number'],
    [name, text, grid ? 1 : 0]),
  read: (name, text) => callJson('web_position_read', ['string', 'string'], [name, text]),
  hexWrite: (game, size, extra, cells, entries, withBoard) => call('web_hex_write',
    ['string', 'number', 'string', 'string', 'string', 'number'],
    [game, size, extra, cells, entries, withBoard ? 1 : 0]),
  twigsWrite: (scoring, pieces) => call('web_twigs_write', ['string', 'string'], [scoring, pieces]),
  piece: (index, symmetry, x, y) => callJson('web_twigs_piece',
    ['number', 'number', 'number', 'number'], [index, symmetry, x, y]),
  grid: (x0, y0, x1, y1) => call('web_twigs_grid', ['number', 'number', 'number', 'number'],
    [x0, y0, x1, y1]),
  puzzleNames: () => callJson('web_puzzle_names', [], []),
  latticeAt: (x, y) => callJson('web_lattice_at', ['number', 'number'], [x, y]),
  regionSvg: (h, e, s, box) => call('web_region_svg',
    ['string', 'string', 'string', 'number', 'number', 'number', 'number'], [h, e, s, ...box]),
  puzzleWrite: (name, h, e, s, pieces, touching) => callJson('web_puzzle_write',
    ['string', 'string', 'string', 'string', 'string', 'number'],
    [name, h, e, s, pieces, touching ? 1 : 0]),
  puzzleRead: (name, text) => callJson('web_puzzle_read', ['string', 'string'], [name, text]),
  solutionSvg: (yaml, caption) => call('web_solution_svg', ['string', 'string'], [yaml, caption]),
};

// ---- Small helpers ----

function parseSvg(text) {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  return document.importNode(doc.documentElement, true);
}

function svgPoint(svg, event) {
  const point = svg.createSVGPoint();
  point.x = event.clientX;
  point.y = event.clientY;
  return point.matrixTransform(svg.getScreenCTM().inverse());
}

function element(tag, attributes, parent) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (parent) parent.appendChild(node);
  return node;
}

function download(name, text) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/yaml' }));
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

function showErrors(list, name, errors) {
  list.replaceChildren(...errors.map((e) => {
    const item = document.createElement('li');
    item.textContent = e.line ? `${name}:${e.line}:${e.column}: ${e.message}` : e.message;
    return item;
  }));
}

const toBase64 = (text) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
  .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64 = (text) => new TextDecoder().decode(Uint8Array.from(
  atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

function readFile(file, then) {
  const reader = new FileReader();
  reader.onload = () => then(file.name, String(reader.result));
  reader.readAsText(file);
}

// ---- Positions ----

const NAME = 'position.yaml';

function startState(game, size) {
  return { game, size, mode: 'record', entries: [], pending: [], cells: null,
    snapshot: null, pie: false, toMove: '', lastPlayer: '', scoring: 'areas', pieces: [] };
}

let state = null;
const undoStack = [];
const redoStack = [];
let last = null; // the last check: {reports, svg, render}
let geometry = null; // the hex board's cells: [{name, x, y}]
let chosen = { piece: 0, symmetry: 0 };

const gameInfo = (name) => info.games.find((g) => g.name === name);
const isTwigs = () => state.game === 'twigs';

function change(mutate) {
  undoStack.push(JSON.stringify(state));
  redoStack.length = 0;
  mutate();
  refresh();
}

function extraLines() {
  const keys = gameInfo(state.game).keys || [];
  const lines = [];
  if (keys.includes('pie') && state.pie) lines.push('pie true');
  if (state.mode === 'paint' || state.snapshot) {
    if (keys.includes('to_move') && state.toMove) lines.push(`to_move ${state.toMove}`);
    if (keys.includes('last_player') && state.lastPlayer)
      lines.push(`last_player ${state.lastPlayer}`);
  }
  return lines.join('\n');
}

// The document the page checks: the record with the move being entered,
// or the painted snapshot.  `forExport`: the record with the board it
// leaves, as the files of examples/ hold it.
function documentText(forExport) {
  if (isTwigs()) {
    const lines = state.pieces.map((p) => [p.colour, p.piece, ...p.edges].join(' '));
    return lib.twigsWrite(state.scoring, lines.join('\n'));
  }
  if (state.mode === 'paint')
    return lib.hexWrite(state.game, state.size, extraLines(), state.cells, null, false);
  const entries = state.entries.slice();
  if (state.pending.length) entries.push(state.pending.join(' '));
  const legal = last && last.reports.every((r) => r.legal);
  return lib.hexWrite(state.game, state.size, extraLines(), state.snapshot, entries.join('\n'),
    forExport && legal && state.pending.length === 0);
}

function refresh() {
  let text = documentText(false);
  last = lib.check(NAME, text, $('grid').checked);
  // A move being entered is kept once it is legal: the record goes on.
  if (!isTwigs() && state.mode === 'record' && state.pending.length && last.reports[0].legal) {
    state.entries.push(state.pending.join(' '));
    state.pending = [];
  }
  text = documentText(true);
  $('yaml').textContent = text;
  history.replaceState(null, '', '#' + toBase64(text));
  showCheck();
  showControls();
}

function showCheck() {
  const report = last.reports[0];
  const errors = last.reports.flatMap((r) => r.errors);
  showErrors($('errors'), NAME, errors);
  $('report').textContent = last.reports.map((r) => r.text).join('');
  $('report-yaml').textContent = last.reports.map((r) => r.yaml).join('');
  const standing = $('standing');
  standing.classList.toggle('illegal', !report.legal);
  const moveNumber = isTwigs() ? state.pieces.length + 1 : state.entries.length + 1;
  let words = report.legal ? 'legal' : 'not legal';
  if (report.status === 'finished')
    words += report.winner === 'draw' ? ' · finished: a draw' : ` · finished: ${report.winner} wins`;
  else if (report.to_move)
    words += ` · ${report.to_move} to move` + (state.mode === 'record' ? ` · move ${moveNumber}` : '');
  standing.textContent = words;
  standing.dataset.status = report.status || '';
  drawBoard();
  const record = $('record');
  const items = isTwigs()
    ? state.pieces.map((p) => `${p.colour} ${p.piece}`)
    : state.mode === 'record' ? state.entries.slice() : [];
  record.replaceChildren(...items.map((text) => {
    const li = document.createElement('li');
    li.textContent = text;
    return li;
  }));
  if (!isTwigs() && state.pending.length) {
    const li = document.createElement('li');
    li.textContent = state.pending.join(' ') + ' …';
    li.className = 'pending';
    record.appendChild(li);
  }
}

function drawBoard() {
  const board = $('board');
  if (!last.svg) {
    board.replaceChildren();
    showErrors($('errors'), NAME, last.render.errors);
    return;
  }
  const picture = parseSvg(last.svg);
  if (isTwigs()) {
    board.replaceChildren(twigsView(picture));
    return;
  }
  picture.removeAttribute('width');
  picture.removeAttribute('height');
  // A target over each cell, for clicks.
  const hits = element('g', { class: 'hits' }, picture);
  for (const cell of geometry) {
    element('circle', { cx: cell.x, cy: cell.y, r: 0.5, class: 'hit', 'data-cell': cell.name },
      hits);
  }
  picture.addEventListener('click', (event) => {
    const target = event.target.closest('[data-cell]');
    if (target) clickCell(target.dataset.cell);
  });
  board.replaceChildren(picture);
}

// The Twigs picture in a wider view, the lattice round it, for placing
// pieces beyond the figure.
function twigsView(picture) {
  const [x, y, w, h] = picture.getAttribute('viewBox').split(/\s+/).map(Number);
  const width = Math.max(w + 6, 14), height = Math.max(h + 5, 10);
  const box = [x + w / 2 - width / 2, y + h / 2 - height / 2, width, height];
  const view = element('svg', { viewBox: box.join(' '), class: 'twigs-view' });
  const grid = element('g', { class: 'lattice' }, view);
  grid.innerHTML = lib.grid(box[0], box[1], box[0] + width, box[1] + height);
  const inner = element('svg', { x, y, width: w, height: h, viewBox: [x, y, w, h].join(' ') }, view);
  inner.replaceChildren(...picture.childNodes);
  const preview = element('g', { class: 'preview' }, view);
  const place = (event) => lib.piece(chosen.piece, chosen.symmetry, ...(() => {
    const p = svgPoint(view, event);
    return [p.x, p.y];
  })());
  view.addEventListener('mousemove', (event) => {
    const piece = place(event);
    preview.replaceChildren(...piece.segments.map(([x1, y1, x2, y2]) => element('line',
      { x1, y1, x2, y2, stroke: '#e07b00', 'stroke-width': 0.22, 'stroke-linecap': 'round',
        opacity: 0.7 })));
  });
  view.addEventListener('mouseleave', () => preview.replaceChildren());
  view.addEventListener('click', (event) => placePiece(place(event).edges));
  return view;
}

function mover() {
  const report = last && last.reports[0];
  return report && report.to_move ? report.to_move : 'white';
}

function placePiece(edges) {
  const letter = info.pieces[chosen.piece];
  change(() => state.pieces.push({ colour: mover(), piece: letter, edges }));
}

function clickCell(name) {
  const colour = document.querySelector('input[name=colour]:checked').value;
  if (state.mode === 'paint') {
    const index = geometry.findIndex((c) => c.name === name);
    change(() => {
      const cells = state.cells.split('');
      cells[index] = cells[index] === colour ? '.' : colour;
      state.cells = cells.join('');
    });
    return;
  }
  change(() => {
    state.snapshot = null;
    // Orochi: the colour placed, then the pieces replaced.
    if (state.game === 'orochi')
      state.pending.push(state.pending.length ? 'x' + name : (colour === 'B' ? 'B' : 'W') + name);
    else
      state.pending.push(name);
  });
}

function showControls() {
  const game = gameInfo(state.game);
  const twigsGame = isTwigs();
  const keys = game.keys || [];
  $('size-label').hidden = twigsGame;
  $('mode-group').hidden = twigsGame;
  $('pieces-bar').hidden = !twigsGame;
  $('scoring-label').hidden = !twigsGame;
  $('colour-group').hidden = twigsGame ||
    (state.mode === 'record' && state.game !== 'orochi');
  $('erase-label').hidden = state.mode !== 'paint';
  $('pie-label').hidden = !keys.includes('pie');
  $('swap').hidden = !keys.includes('pie') || state.mode !== 'record';
  $('to-move-label').hidden = !keys.includes('to_move') || state.mode !== 'paint';
  $('last-player-label').hidden = !keys.includes('last_player') || state.mode !== 'paint';
  $('game').value = state.game;
  $('size').value = String(state.size);
  $('pie').checked = state.pie;
  $('to-move').value = state.toMove;
  $('last-player').value = state.lastPlayer;
  $('scoring').value = state.scoring;
  document.querySelector(`input[name=mode][value=${state.mode}]`).checked = true;
  $('undo').disabled = undoStack.length === 0;
  $('redo').disabled = redoStack.length === 0;
  if (twigsGame) showPalette();
}

function showPalette() {
  const colour = mover();
  const used = new Set(state.pieces.filter((p) => p.colour === colour).map((p) => p.piece));
  $('palette').replaceChildren(...info.pieces.split('').map((letter, index) => {
    const button = document.createElement('button');
    button.textContent = letter;
    button.title = `${colour} ${letter}`;
    button.className = (index === chosen.piece ? 'chosen ' : '') + (used.has(letter) ? 'used' : '');
    button.dataset.piece = letter;
    button.addEventListener('click', () => {
      chosen.piece = index;
      showPalette();
    });
    return button;
  }));
}

function setGame(name, size) {
  const game = gameInfo(name);
  const chosenSize = game.default_size ? (size || game.default_size) : 0;
  state = startState(name, chosenSize);
  if (game.default_size) {
    showSizes(game, chosenSize);
    state.cells = '.'.repeat(geometry.length);
  }
}

function showSizes(game, size) {
  $('size').replaceChildren(...Array.from({ length: game.max_size - game.min_size + 1 }, (_, i) => {
    const option = document.createElement('option');
    option.textContent = String(game.min_size + i);
    return option;
  }));
  geometry = lib.board(game.name, size).cells;
}

function turn(step) {
  const reflected = chosen.symmetry >= 6 ? 6 : 0;
  chosen.symmetry = reflected + ((chosen.symmetry % 6) + step + 6) % 6;
}

// A file (or a link's fragment) read into the page: its first document.
function importText(name, text) {
  const read = lib.read(name, text);
  showErrors($('import-errors'), name, read.errors.concat(read.more
    ? [{ message: `${name} holds more than one position: the page opened the first` }] : []));
  if (!read.ok) return false;
  undoStack.push(JSON.stringify(state));
  redoStack.length = 0;
  setGame(read.game, read.size);
  if (read.game === 'twigs') {
    state.scoring = read.scoring;
    state.pieces = read.pieces;
  } else {
    state.pie = read.pie === 'true';
    state.toMove = read.to_move || '';
    state.lastPlayer = read.last_player || '';
    if (read.entries) {
      state.entries = read.entries;
      state.snapshot = read.cells || null;
    } else {
      state.mode = 'paint';
      if (read.cells) state.cells = read.cells;
    }
  }
  refresh();
  return true;
}

function setUpPositions() {
  $('game').replaceChildren(...info.games.map((g) => {
    const option = document.createElement('option');
    option.textContent = g.name;
    return option;
  }));
  $('game').addEventListener('change', () => change(() => setGame($('game').value)));
  $('size').addEventListener('change', () => change(() => setGame(state.game, Number($('size').value))));
  for (const input of document.querySelectorAll('input[name=mode]')) {
    input.addEventListener('change', () => change(() => {
      if (input.value === 'paint') {
        // Painting starts from the board the record leaves.
        const read = lib.read(NAME, lib.hexWrite(state.game, state.size, '', state.snapshot,
          state.entries.join('\n'), true));
        state.cells = read.cells || state.cells;
        state.pending = [];
      }
      state.mode = input.value;
    }));
  }
  for (const input of document.querySelectorAll('input[name=colour]'))
    input.addEventListener('change', () => showControls());
  $('pie').addEventListener('change', () => change(() => { state.pie = $('pie').checked; }));
  $('swap').addEventListener('click', () => change(() => state.pending.push('swap')));
  $('to-move').addEventListener('change', () => change(() => { state.toMove = $('to-move').value; }));
  $('last-player').addEventListener('change',
    () => change(() => { state.lastPlayer = $('last-player').value; }));
  $('scoring').addEventListener('change', () => change(() => { state.scoring = $('scoring').value; }));
  $('grid').addEventListener('change', () => refresh());
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('clear').addEventListener('click', () => change(() => setGame(state.game, state.size)));
  $('export').addEventListener('click', () => download(NAME, $('yaml').textContent));
  $('import').addEventListener('change', (event) => {
    if (event.target.files[0]) readFile(event.target.files[0], importText);
    event.target.value = '';
  });
  $('link').addEventListener('click', () => {
    if (navigator.clipboard) navigator.clipboard.writeText(location.href).catch(() => {});
  });
  $('rotate-left').addEventListener('click', () => turn(-1));
  $('rotate-right').addEventListener('click', () => turn(1));
  $('reflect').addEventListener('click', () => { chosen.symmetry = (chosen.symmetry + 6) % 12; });
  document.addEventListener('keydown', (event) => {
    if (event.target.matches('input, select, textarea')) return;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') undo();
    else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'y') redo();
    else if (event.key === 'r') turn(1);
    else if (event.key === 'R') turn(-1);
    else if (event.key === 'f' || event.key === 'F') chosen.symmetry = (chosen.symmetry + 6) % 12;
    else return;
    event.preventDefault();
  });
  // Drop a file anywhere on the page to open it.
  document.addEventListener('dragover', (event) => event.preventDefault());
  document.addEventListener('drop', (event) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (!file) return;
    readFile(file, $('puzzles').hidden ? importText : importPuzzle);
  });
}

// Undo takes back the last click: a cell of the move being entered, or
// the last change.
function undo() {
  if (!undoStack.length) return;
  redoStack.push(JSON.stringify(state));
  state = JSON.parse(undoStack.pop());
  afterRestore();
}

function redo() {
  if (!redoStack.length) return;
  undoStack.push(JSON.stringify(state));
  state = JSON.parse(redoStack.pop());
  afterRestore();
}

function afterRestore() {
  if (!isTwigs()) showSizes(gameInfo(state.game), state.size);
  refresh();
}

// ---- Puzzles ----

const REGION_BOX = [-9, -7.5, 9, 7.5]; // the least drawing area, in the pictures' units
const FAMILIES = ['monotwigs', 'ditwigs', 'tritwigs', 'tetratwigs', 'pentatwigs', 'hexatwigs'];
const PAGE = 12; // solutions shown at a time
const puzzle = {
  hexagons: new Set(), edges: new Set(), spare: new Set(),
  rows: [{ name: 'pentatwigs', one_sided: false, copies: 1 }],
  files: {}, // puzzles/NAME.yaml, where the page is served with them
  builtin: [], // the five built-in puzzles' names
};
let worker = null;
let solutions = [];
let page = 0;
let solving = null; // {started, text, mode}

const custom = () => $('puzzle').value === '(draw a region)';
const lines = (set) => Array.from(set).join('\n');

function puzzleText() {
  const choice = $('puzzle').value;
  if (puzzle.builtin.includes(choice)) return choice;
  if (!custom()) return puzzle.files[choice];
  return puzzleYaml().yaml;
}

function puzzleYaml() {
  const rows = puzzle.rows.map((r) => `${r.name} ${r.one_sided ? 1 : 0} ${r.copies}`);
  return lib.puzzleWrite($('puzzle-name').value || 'region', lines(puzzle.hexagons),
    lines(puzzle.edges), lines(puzzle.spare), rows.join('\n'), $('touching').checked);
}

function showPuzzle() {
  const drawing = custom();
  for (const id of ['puzzle-name-label', 'tool-group', 'touching-label', 'region-clear', 'piece-set'])
    $(id).hidden = !drawing;
  $('region').hidden = !drawing;
  let errors = [];
  if (drawing) {
    const written = puzzleYaml();
    $('puzzle-yaml').textContent = written.yaml;
    errors = written.errors;
    const view = parseSvg(lib.regionSvg(lines(puzzle.hexagons), lines(puzzle.edges),
      lines(puzzle.spare), REGION_BOX));
    view.removeAttribute('width');
    view.removeAttribute('height');
    view.addEventListener('click', (event) => {
      const p = svgPoint(view, event);
      const at = lib.latticeAt(p.x, p.y);
      const tool = document.querySelector('input[name=tool]:checked').value;
      const set = tool === 'hexagon' ? puzzle.hexagons : tool === 'edge' ? puzzle.edges : puzzle.spare;
      const name = tool === 'hexagon' ? at.hexagon : at.edge;
      if (set.has(name)) set.delete(name); else set.add(name);
      showPuzzle();
    });
    $('region').replaceChildren(view);
    showRows();
  } else {
    const text = puzzleText();
    $('puzzle-yaml').textContent = text.includes('\n') ? text : `puzzle: ${text}\n`;
  }
  showErrors($('puzzle-errors'), 'puzzle.yaml', errors);
  const best = ['tree', 'ring', 'maximum'].includes($('puzzle').value);
  $('solve-mode').disabled = best;
  if (best) $('solve-mode').value = '0';
}

function showRows() {
  $('piece-rows').replaceChildren(...puzzle.rows.map((row, index) => {
    const span = document.createElement('span');
    span.className = 'group';
    const select = document.createElement('select');
    const names = FAMILIES.concat(info.pieces.split(''));
    select.replaceChildren(...names.map((n) => {
      const option = document.createElement('option');
      option.textContent = n;
      return option;
    }));
    select.value = row.name;
    select.addEventListener('change', () => { row.name = select.value; showPuzzle(); });
    const sided = document.createElement('input');
    sided.type = 'checkbox';
    sided.checked = row.one_sided;
    sided.addEventListener('change', () => { row.one_sided = sided.checked; showPuzzle(); });
    const copies = document.createElement('input');
    copies.type = 'number';
    copies.min = 1;
    copies.max = 99;
    copies.value = row.copies;
    copies.style.width = '4em';
    copies.addEventListener('change', () => { row.copies = Number(copies.value) || 1; showPuzzle(); });
    const remove = document.createElement('button');
    remove.textContent = '×';
    remove.title = 'remove';
    remove.addEventListener('click', () => { puzzle.rows.splice(index, 1); showPuzzle(); });
    const label = (text, node) => {
      const l = document.createElement('label');
      l.append(text, node);
      return l;
    };
    span.append(select, label(' one-sided ', sided), label(' copies ', copies), remove);
    return span;
  }));
}

function importPuzzle(name, text) {
  const read = lib.puzzleRead(name, text);
  showErrors($('puzzle-errors'), name, read.errors);
  if (!read.ok) return;
  if (read.builtin) {
    $('puzzle').value = read.name;
  } else if (read.custom) {
    // Pieces of its own, given by their edges: solved as the file says,
    // not drawn over.
    const option = `${name} (file)`;
    puzzle.files[option] = text;
    if (![...$('puzzle').options].some((o) => o.value === option)) {
      const item = document.createElement('option');
      item.textContent = option;
      $('puzzle').appendChild(item);
    }
    $('puzzle').value = option;
  } else {
    $('puzzle').value = '(draw a region)';
    $('puzzle-name').value = read.name;
    puzzle.hexagons = new Set(read.hexagons);
    puzzle.edges = new Set(read.edges);
    puzzle.spare = new Set(read.spare);
    puzzle.rows = read.pieces.length ? read.pieces
      : [{ name: 'pentatwigs', one_sided: false, copies: 1 }];
    $('touching').checked = read.touching;
  }
  showPuzzle();
}

function startWorker() {
  worker = new Worker('worker.js');
  worker.onmessage = (event) => onWorker(event.data);
}

function onWorker(message) {
  if (message.type === 'solution') {
    solutions.push(message.yaml);
    if (solutions.length <= (page + 1) * PAGE) showSolutions();
    else showPager();
  } else if (message.type === 'progress') {
    $('progress').max = message.of;
    $('progress').value = message.done;
    $('solve-result').textContent =
      `searching: part ${message.done} of ${message.of}, ${message.solutions} solutions so far`;
  } else if (message.type === 'done') {
    finishSolve(message.result);
  }
}

function finishSolve(result) {
  $('stop').disabled = true;
  $('solve').disabled = false;
  solving = null;
  const box = $('solve-result');
  box.dataset.done = 'true';
  if (result.errors) {
    showErrors($('puzzle-errors'), 'puzzle.yaml', result.errors);
    box.textContent = 'the puzzle does not read';
    return;
  }
  if (result.error) {
    box.textContent = result.error;
    return;
  }
  $('progress').value = $('progress').max;
  const time = `${(result.milliseconds / 1000).toFixed(3)} s`;
  box.dataset.milliseconds = String(result.milliseconds);
  if (result.kind === 'best') {
    box.dataset.value = String(result.value);
    box.dataset.proven = String(result.proven);
    box.textContent = result.value < 0 ? `no solution (upper bound ${result.upper_bound})`
      : `${result.puzzle}: value ${result.value}, ` + (result.proven ? 'proven best'
        : `not proven (at most ${result.upper_bound})`) + ` · upper bound ${result.upper_bound}: ${result.note} · ${time}`;
  } else {
    box.dataset.solutions = String(result.solutions);
    box.dataset.complete = String(result.complete);
    const count = result.solutions;
    const found = solutions.length;
    const mode = Number($('solve-mode').value);
    box.textContent = mode === 1
      ? `${result.puzzle}: ${count} solution${count === 1 ? '' : 's'}` +
        (result.shapes ? `, ${result.shapes} shapes, ${result.triangle} the triangle` : '') +
        (result.complete ? ' (complete)' : ' (not complete)') + ` · ${result.nodes} nodes · ${time}`
      : found ? `${result.puzzle}: ${mode === 2 ? `${found} solutions` : 'a solution'} · ${time}`
        : `${result.puzzle}: no solution · ${time}`;
  }
  showSolutions();
}

function solve() {
  if (solving) return;
  solutions = [];
  page = 0;
  showSolutions();
  const mode = Number($('solve-mode').value);
  const text = puzzleText();
  solving = { started: performance.now(), text, mode };
  $('solve').disabled = true;
  $('stop').disabled = false;
  $('progress').removeAttribute('value');
  const box = $('solve-result');
  delete box.dataset.done;
  box.textContent = 'searching…';
  worker.postMessage({ text, mode });
  // How long it has been searching, while no part says how far it is.
  const ticking = solving;
  const tick = () => {
    if (solving !== ticking) return;
    if (!/part/.test(box.textContent))
      box.textContent = `searching… ${((performance.now() - ticking.started) / 1000).toFixed(1)} s` +
        (solutions.length ? `, ${solutions.length} solutions so far` : '');
    setTimeout(tick, 250);
  };
  setTimeout(tick, 250);
}

// Stop ends the worker, search and all, and starts a fresh one; what was
// found is kept, and said to be incomplete.
function stop() {
  if (!solving) return;
  worker.terminate();
  startWorker();
  const seconds = ((performance.now() - solving.started) / 1000).toFixed(1);
  solving = null;
  $('stop').disabled = true;
  $('solve').disabled = false;
  $('progress').value = 0;
  const box = $('solve-result');
  box.dataset.done = 'stopped';
  box.textContent = `stopped after ${seconds} s: ${solutions.length} solution` +
    `${solutions.length === 1 ? '' : 's'} shown, not every one (the search did not finish)`;
}

function showPager() {
  const pages = Math.max(1, Math.ceil(solutions.length / PAGE));
  $('pager').hidden = solutions.length <= PAGE;
  $('page-label').textContent = `page ${page + 1} of ${pages} (${solutions.length} solutions)`;
  $('page-prev').disabled = page === 0;
  $('page-next').disabled = page + 1 >= pages;
}

function showSolutions() {
  showPager();
  const shown = solutions.slice(page * PAGE, (page + 1) * PAGE);
  $('solution-list').replaceChildren(...shown.map((yaml, i) => {
    const figure = document.createElement('figure');
    const number = page * PAGE + i + 1;
    const name = custom() ? $('puzzle-name').value : $('puzzle').value;
    const svg = lib.solutionSvg(yaml, solutions.length > 1 || solving ? `solution ${number}` : name);
    if (svg) figure.appendChild(parseSvg(svg));
    const details = document.createElement('details');
    const summary = document.createElement('summary');
    summary.textContent = 'YAML';
    const pre = document.createElement('pre');
    pre.textContent = yaml;
    const save = document.createElement('button');
    save.textContent = 'Export';
    save.addEventListener('click', () => download(`solution-${number}.yaml`, yaml));
    details.append(summary, save, pre);
    figure.appendChild(details);
    return figure;
  }));
}

async function setUpPuzzles() {
  puzzle.builtin = lib.puzzleNames();
  const options = puzzle.builtin.concat(['(draw a region)']);
  try {
    // The classic shapes of puzzles/, where the page is served with them.
    const index = await (await fetch('puzzles/index.json')).json();
    for (const name of index) {
      puzzle.files[name] = await (await fetch(`puzzles/${name}.yaml`)).text();
      if (!options.includes(name)) options.splice(options.length - 1, 0, name);
    }
  } catch (error) {
    // Opened without them (from a file, say): the built-in five remain.
  }
  $('puzzle').replaceChildren(...options.map((name) => {
    const option = document.createElement('option');
    option.textContent = name;
    return option;
  }));
  $('puzzle').addEventListener('change', () => {
    if (solving) stop();
    solutions = [];
    page = 0;
    $('solve-result').textContent = '';
    $('progress').value = 0;
    showSolutions();
    showPuzzle();
  });
  for (const id of ['puzzle-name', 'touching']) $(id).addEventListener('change', showPuzzle);
  $('region-clear').addEventListener('click', () => {
    puzzle.hexagons.clear();
    puzzle.edges.clear();
    puzzle.spare.clear();
    showPuzzle();
  });
  $('piece-add').addEventListener('click', () => {
    puzzle.rows.push({ name: 'C', one_sided: false, copies: 1 });
    showPuzzle();
  });
  $('solve').addEventListener('click', solve);
  $('stop').addEventListener('click', stop);
  $('page-prev').addEventListener('click', () => { page--; showSolutions(); });
  $('page-next').addEventListener('click', () => { page++; showSolutions(); });
  $('puzzle-export').addEventListener('click', () =>
    download(custom() ? `${$('puzzle-name').value}.yaml` : `${$('puzzle').value}.yaml`,
      $('puzzle-yaml').textContent));
  $('puzzle-import').addEventListener('change', (event) => {
    if (event.target.files[0]) readFile(event.target.files[0], importPuzzle);
    event.target.value = '';
  });
  startWorker();
  showPuzzle();
}

// ---- Start ----

function showPanel(name) {
  for (const tab of document.querySelectorAll('.tab'))
    tab.classList.toggle('active', tab.dataset.panel === name);
  $('positions').hidden = name !== 'positions';
  $('puzzles').hidden = name !== 'puzzles';
}

twigsModule().then(async (module) => {
  twigs = module;
  info = lib.games();
  for (const tab of document.querySelectorAll('.tab'))
    tab.addEventListener('click', () => showPanel(tab.dataset.panel));
  setUpPositions();
  setGame('sibling');
  const fragment = location.hash.slice(1);
  let opened = false;
  if (fragment) {
    try {
      opened = importText(NAME, fromBase64(fragment));
    } catch (error) {
      opened = false;
    }
  }
  if (!opened) refresh();
  await setUpPuzzles();
  $('loading').textContent = '';
  document.body.dataset.ready = 'true';
});
