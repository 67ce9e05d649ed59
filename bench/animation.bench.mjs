#!/usr/bin/env node
// Frames during a sowing on a page of boards, in the build a page loads: `import 'oware-board'`
// bundled and minified by esbuild (as the widget bench does), 50 interactive 150 px boards, one of
// them sows 12 seeds (pit A, 180 ms per seed). Prints the frames, the longest interval between two
// animation frames and how many were over 20 ms (goal: none, i.e. 60 fps held), median of 3 loads.
// Run: npm run bench -- animation

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'oware-animation-'));
await build({
  entryPoints: [join(root, 'src/index.ts')],
  bundle: true,
  minify: true,
  format: 'esm',
  outfile: join(dir, 'b.js'),
  tsconfig: join(root, 'tsconfig.json'),
  logLevel: 'error',
});
writeFileSync(
  join(dir, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>
<div id="grid" style="display:grid;grid-template-columns:repeat(10,150px)"></div>
<script type="module">
import './b.js';
await customElements.whenDefined('oware-board');
const boards = [];
for (let i = 0; i < 50; i++) {
  const el = document.createElement('oware-board');
  el.setAttribute('interactive', '');
  el.style.width = '150px';
  grid.append(el);
  boards.push(el);
}
await Promise.all(boards.map((b) => b.updateComplete));
const board = boards[0];
board.position = '12,4,4,4,4,4/4,4,4,4,4,4 S 0-0';
await board.updateComplete;
await new Promise((r) => setTimeout(r, 300));
const stamps = [];
let running = true;
const tick = (t) => { stamps.push(t); if (running) requestAnimationFrame(tick); };
requestAnimationFrame(tick);
await new Promise((r) => setTimeout(r, 100));
const t0 = performance.now();
await board.play(0);
const t1 = performance.now();
running = false;
const gaps = [];
for (let i = 1; i < stamps.length; i++) if (stamps[i - 1] >= t0 && stamps[i] <= t1 + 17) gaps.push(stamps[i] - stamps[i - 1]);
window.result = { ms: t1 - t0, frames: gaps.length, longest: Math.max(...gaps), over20: gaps.filter((g) => g > 20).length };
</script></body></html>`,
);

const server = createServer((req, res) => {
  const file = join(dir, req.url === '/' ? 'index.html' : req.url.slice(1));
  try {
    const body = readFileSync(file);
    res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
}).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const runs = [];
try {
  for (let i = 0; i < 3; i++) {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => window.result, null, { timeout: 60_000 });
    runs.push(await page.evaluate(() => window.result));
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const longest = median(runs.map((r) => r.longest));
const over = median(runs.map((r) => r.over20));
console.log(
  '<oware-board> sowing on one of 50 boards (esbuild-minified `import "oware-board"`, Chromium headless; median of 3)',
);
console.log(
  `  12 seeds sown in ${median(runs.map((r) => r.ms)).toFixed(0)} ms, ${median(runs.map((r) => r.frames))} frames`,
);
console.log(
  `  longest frame ${longest.toFixed(1)} ms, frames over 20 ms: ${over}   goal: none   ${over === 0 ? 'OK' : 'NOT MET'}`,
);
