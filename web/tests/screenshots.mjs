// Screenshots of the page for a person to look at (CI keeps them as
// artefacts): positions and puzzles, on a desktop and on a 390x844
// phone.
//
//   node web/tests/screenshots.mjs DIR
import { join, resolve } from 'node:path';
import { mkdirSync, statSync } from 'node:fs';
import { serve, launch, open, root } from './browser.mjs';

const out = resolve(process.argv[2] || join(root, 'ci-screenshots'));
mkdirSync(out, { recursive: true });
const { server, url } = await serve();
const browser = await launch();
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const shots = [];

async function shot(page, name, fullPage = false) {
  const path = join(out, `${name}.png`);
  await page.screenshot({ path, fullPage });
  shots.push(`${name}.png: ${statSync(path).size} bytes`);
}

async function importFile(page, file) {
  await (await page.$('#import')).uploadFile(join(root, 'examples', file));
  await page.waitForFunction(() => document.getElementById('report').textContent.length > 0);
}

for (const [viewport, suffix] of [[desktop, 'desktop'], [phone, 'phone']]) {
  const page = await open(browser, url, viewport);
  await importFile(page, 'twigs.yaml');
  await shot(page, `web-twigs-${suffix}`);
  await importFile(page, 'illegal-record.yaml');
  await shot(page, `web-orochi-illegal-${suffix}`, suffix === 'phone');
  await page.select('#game', 'sibling');
  await page.select('#size', '4');
  for (const cell of ['d4', 'a1', 'a4', 'g1', 'g4']) await page.click(`[data-cell="${cell}"]`);
  await shot(page, `web-sibling-${suffix}`);
  await page.click('#tab-puzzles');
  await page.waitForFunction(() => document.getElementById('puzzle').options.length > 5);
  await page.select('#puzzle', 'triangle');
  await page.select('#solve-mode', '2');
  await page.click('#solve');
  await page.waitForFunction(() => document.getElementById('solve-result').dataset.done === 'true');
  await shot(page, `web-triangle-${suffix}`, true);
  await (await page.$('#puzzle-import')).uploadFile(join(root, 'puzzles', 'pentatwigs-x.yaml'));
  await page.waitForFunction(() => document.getElementById('puzzle').value === '(draw a region)');
  await page.select('#solve-mode', '0');
  await page.click('#solve');
  await page.waitForFunction(() => document.getElementById('solve-result').dataset.done === 'true');
  await shot(page, `web-region-${suffix}`, true);
  if (page.errors.length) throw new Error(page.errors.join('\n'));
  await page.close();
}
await browser.close();
server.close();
console.log(shots.join('\n'));
