// The page's puzzles in headless Chromium: regions drawn by clicks and
// solved in the page and by the command line alike, the built-in
// puzzles' answers, Stop, and the Triangle's count against the command
// line's time.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { serve, launch, open, root, twigsCli, clickSvgPoint, hexCentre, edgeMiddle } from './browser.mjs';

let server, url, browser, page;
const work = mkdtempSync(join(tmpdir(), 'twigs-web-'));

before(async () => {
  ({ server, url } = await serve());
  browser = await launch();
  page = await open(browser, url);
  await page.click('#tab-puzzles');
  await page.waitForFunction(() => document.getElementById('puzzle').options.length > 5);
});

after(async () => {
  await browser.close();
  server.close();
});

const text = (id) => page.$eval(`#${id}`, (e) => e.textContent);

// Solves what the page shows in `mode` (0 first, 1 count, 2 all) and
// waits for the answer: the result box's data.
async function solve(mode, timeout = 120000) {
  if (!(await page.$eval('#solve-mode', (s) => s.disabled))) await page.select('#solve-mode', String(mode));
  await page.click('#solve');
  await page.waitForFunction(() => document.getElementById('solve-result').dataset.done === 'true',
    { timeout });
  return page.$eval('#solve-result', (e) => Object.assign({ text: e.textContent }, e.dataset));
}

const clickRegion = (point) => clickSvgPoint(page, '#region svg', point);

function cliCount(yaml) {
  const file = join(work, 'drawn.yaml');
  writeFileSync(file, yaml);
  const run = spawnSync(twigsCli, ['solve', file, '--count', '--threads', '1'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return Number(/solutions (\d+)/.exec(run.stdout)[1]);
}

test('a region of hexagons drawn by clicks: the page counts what the command line counts', async () => {
  await page.select('#puzzle', '(draw a region)');
  await page.click('#region-clear');
  await page.click('input[name=tool][value=hexagon]');
  // The parallelogram of 5 by 3 hexagons, moved to the middle of the view.
  for (let r = 0; r < 3; r++)
    for (let q = 0; q < 5; q++) await clickRegion(hexCentre(q - 3, r - 1));
  const yaml = await text('puzzle-yaml');
  assert.match(yaml, /^puzzle: cover/m);
  const read = await page.evaluate((y) => lib.puzzleRead('drawn.yaml', y), yaml);
  assert.equal(read.hexagons.length, 15);
  assert.equal(await page.$eval('#puzzle-errors', (e) => e.children.length), 0);
  const answer = await solve(1);
  assert.equal(answer.complete, 'true');
  assert.ok(Number(answer.solutions) > 0);
  assert.equal(Number(answer.solutions), cliCount(yaml));
});

test('a region of edges with one-sided pieces, exported and imported again', async () => {
  const source = readFileSync(join(root, 'puzzles', 'one-sided-tetratwigs-triangle.yaml'), 'utf8');
  const edges = JSON.parse('[' + /edges: \[([^\]]*)\]/s.exec(source)[1] + ']');
  await page.select('#puzzle', '(draw a region)');
  await page.click('#region-clear');
  await page.click('input[name=tool][value=edge]');
  for (const edge of edges) await clickRegion(edgeMiddle(edge));
  // One row of pieces: the tetratwigs, one-sided.
  await page.select('#piece-rows select', 'tetratwigs');
  await page.click('#piece-rows input[type=checkbox]');
  const yaml = await text('puzzle-yaml');
  assert.match(yaml, /one-sided-tetratwigs/);
  const answer = await solve(1);
  assert.equal(Number(answer.solutions), cliCount(yaml));
  assert.equal(Number(answer.solutions), 2);
  // Its file read back gives the same puzzle.
  const file = join(work, 'edges.yaml');
  writeFileSync(file, yaml);
  await page.click('#region-clear');
  await (await page.$('#puzzle-import')).uploadFile(file);
  await page.waitForFunction((y) => document.getElementById('puzzle-yaml').textContent === y, {}, yaml);
  // Copies: two of each, which the region cannot take (an error, as the
  // command line says it).
  await page.$eval('#piece-rows input[type=number]', (input) => {
    input.value = '2';
    input.dispatchEvent(new Event('change'));
  });
  assert.ok(await page.$eval('#puzzle-errors', (e) => e.children.length) > 0);
  assert.match(await text('puzzle-yaml'), /copies: 2/);
});

test('a puzzle file with pieces of its own is solved as the file says', async () => {
  const yaml = 'puzzle: cover\nname: own\nedges: ["0,0:e", "0,0:ne", "0,0:se", "1,0:nw"]\n' +
    'piece_set: [{name: Q, edges: ["0,0:e", "0,0:ne"], copies: 2}]\n';
  const file = join(work, 'own.yaml');
  writeFileSync(file, yaml);
  await (await page.$('#puzzle-import')).uploadFile(file);
  await page.waitForFunction(() => document.getElementById('puzzle').value === 'own.yaml (file)');
  assert.equal(await text('puzzle-yaml'), yaml);
  const answer = await solve(1);
  assert.equal(Number(answer.solutions), cliCount(yaml));
});

// The first solution's portfolio (docs/puzzles.md) cannot pause a search
// in the page, which has no threads: it searches FEWEST again from the
// start instead, and must answer as the command line does.
test('a first solution: the page finds the one the command line finds', async () => {
  const cases = [
    // FEWEST answers first...
    'bench/corpus/quasi-snowflake.yaml',
    // ... and FIRST_ITEM, after FEWEST has searched a while.
    'tests/portfolio/one-sided-pentatwigs-trapezoid.yaml',
  ];
  const pieces = (yaml) => yaml.split('\n').filter((line) => line.startsWith('- '));
  for (const path of cases) {
    const file = join(root, path);
    // Pieces of its own are solved as the file says, others drawn: either
    // way the puzzle's YAML then names it.
    const name = /^name: (.*)$/m.exec(readFileSync(file, 'utf8'))[1];
    await (await page.$('#puzzle-import')).uploadFile(file);
    await page.waitForFunction((n) => document.getElementById('puzzle-yaml').textContent.includes(`name: ${n}\n`),
      {}, name);
    const answer = await solve(0);
    assert.equal(answer.solutions, '1');
    const shown = await page.$eval('#solution-list pre', (e) => e.textContent);
    const run = spawnSync(twigsCli, ['solve', file, '--format', 'yaml', '--threads', '1'], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.ok(pieces(shown).length > 0);
    assert.deepEqual(pieces(shown), pieces(run.stdout), path);
  }
});

test('the Triangle: 56 solutions in the page, within 3 times the command line\'s time', async () => {
  await page.select('#puzzle', 'triangle');
  const cli = [], cliOwn = [];
  for (let i = 0; i < 5; i++) {
    const start = process.hrtime.bigint();
    const run = spawnSync(twigsCli, ['solve', 'triangle', '--count', '--threads', '1'], { encoding: 'utf8' });
    cli.push(Number(process.hrtime.bigint() - start) / 1e6);
    assert.match(run.stdout, /solutions 56,/);
    cliOwn.push(1000 * Number(/seconds ([\d.]+)/.exec(run.stdout)[1]));
  }
  const times = [];
  for (let i = 0; i < 5; i++) {
    const answer = await solve(1);
    assert.equal(answer.solutions, '56');
    assert.equal(answer.complete, 'true');
    times.push(Number(answer.milliseconds));
  }
  const best = (list) => Math.min(...list);
  console.log(`# the Triangle's count: page ${best(times).toFixed(1)} ms (runs ${times.map((t) => t.toFixed(1)).join(', ')}), ` +
    `command line --threads 1 ${best(cli).toFixed(1)} ms (runs ${cli.map((t) => t.toFixed(1)).join(', ')}), ` +
    `ratio ${(best(times) / best(cli)).toFixed(2)}; the search alone, as solve reports it: ` +
    `${best(cliOwn).toFixed(1)} ms, ratio ${(best(times) / best(cliOwn)).toFixed(2)}`);
  assert.ok(best(times) <= 3 * best(cli), `page ${best(times)} ms, command line ${best(cli)} ms`);
});

test('the Triangle: every solution, shown page by page', async () => {
  await page.select('#puzzle', 'triangle');
  const answer = await solve(2);
  assert.match(answer.text, /56 solutions/);
  assert.equal(await page.$$eval('#solution-list figure', (f) => f.length), 12);
  assert.match(await text('page-label'), /page 1 of 5 \(56 solutions\)/);
  await page.click('#page-next');
  assert.match(await text('page-label'), /page 2 of 5/);
  assert.match(await page.$eval('#solution-list figure svg', (s) => s.textContent), /solution 13/);
});

test('the Tree: value 20, proven', async () => {
  await page.select('#puzzle', 'tree');
  const answer = await solve(0);
  assert.equal(answer.value, '20');
  assert.equal(answer.proven, 'true');
  assert.match(answer.text, /value 20, proven best/);
  // The witness is drawn with its leaves, as solve --format svg draws it.
  assert.ok(await page.$('#solution-list svg g.leaves'));
});

test('Stop stops a long search, and the next one runs', async () => {
  await page.select('#puzzle', 'hexes15');
  await page.select('#solve-mode', '1');
  await page.click('#solve');
  await page.waitForFunction(() => /part/.test(document.getElementById('solve-result').textContent),
    { timeout: 60000 });
  await page.click('#stop');
  assert.match(await text('solve-result'), /^stopped after/);
  assert.equal(await page.$eval('#solve', (b) => b.disabled), false);
  await new Promise((done) => setTimeout(done, 1500));
  assert.match(await text('solve-result'), /^stopped after/, 'nothing came after Stop');
  await page.select('#puzzle', 'triangle');
  const answer = await solve(1);
  assert.equal(answer.solutions, '56');
});

test('the page reports no error of its own', () => {
  assert.deepEqual(page.errors, []);
});
