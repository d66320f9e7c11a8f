// What the browser tests share: the built page served on the loopback
// address, and Debian's Chromium, headless, driven by puppeteer-core
// (which downloads nothing: it runs /usr/bin/chromium, or CHROMIUM).
import { createServer } from 'node:http';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { join, extname, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import puppeteer from 'puppeteer-core';

export const root = resolve(new URL('../..', import.meta.url).pathname);
export const site = process.env.TWIGS_SITE || join(root, 'build-web', 'site');
export const twigsCli = process.env.TWIGS || join(root, 'twigs');

const types = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.json': 'application/json', '.yaml': 'text/yaml',
};

export async function serve() {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const file = join(site, path.endsWith('/') ? path + 'index.html' : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': types[extname(file)] || 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

// Chromium as root, with the switches a closed network needs.
export async function launch() {
  const profile = await mkdtemp(join(tmpdir(), 'twigs-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      `--user-data-dir=${profile}`],
  });
  const close = browser.close.bind(browser);
  browser.close = async () => {
    await close();
    await rm(profile, { recursive: true, force: true });
  };
  return browser;
}

// A page opened at url (a fragment may follow), ready, failing the test
// on any error the page reports.
export async function open(browser, url, viewport = { width: 1280, height: 900 }) {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.errors = errors;
  await page.goto(url);
  await page.waitForSelector('body[data-ready=true]', { timeout: 60000 });
  return page;
}

// Clicks the point (in the pictures' units) of the SVG element `selector`
// shows, after moving the pointer there.
export async function clickSvgPoint(page, selector, point) {
  const at = await page.$eval(selector, (view, p) => {
    const m = view.getScreenCTM();
    return { x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f };
  }, point);
  await page.mouse.move(at.x, at.y);
  await page.mouse.click(at.x, at.y);
}

// The lattice as the pictures draw it (docs/notation.md): hexagon q,r is
// pointy-top, of radius 1, centred at (sqrt(3) (q + r/2), 1.5 r), y down;
// an edge's middle is at sqrt(3)/2 from the centre towards its side.
export const hexCentre = (q, r) => ({ x: Math.sqrt(3) * (q + r / 2), y: 1.5 * r });

export function edgeMiddle(name) {
  const angle = { e: 0, se: 60, sw: 120, w: 180, nw: 240, ne: 300 };
  const [, q, r, side] = /^(-?\d+),(-?\d+):(\w+)$/.exec(name);
  const c = hexCentre(Number(q), Number(r));
  const a = (angle[side] * Math.PI) / 180;
  return { x: c.x + (Math.sqrt(3) / 2) * Math.cos(a), y: c.y + (Math.sqrt(3) / 2) * Math.sin(a) };
}
