#!/usr/bin/env node
// Where the JS heap of a page of boards goes: the widget bench's page (its scratch copy: run
// ../shared/tools/widget-bench/run.sh once, or `npm run bench -- widgets`) with no board, one board
// and 50 interactive 150 px boards, the JS heap after a forced GC (Chromium's `JSHeapUsedSize`),
// median of 5 loads (`--runs N`), interleaved: the empty page, chessground, <oware-board> as the
// widget bench bundles it (esbuild, `src/index.ts` in one file: every lazy feature inline, the
// online feature's Colyseus client too) and <oware-board> as a page gets it from the CDN build
// (dist/oware-board.min.js, fetching its chunks as boards need them: run `npm run build` first).
// Prints each page's heap, and what the code (loaded, no board), the first board and each
// further board add.
// Run: npm run bench -- heap   (`node bench/heap.bench.mjs --runs 9`; WIDGET_BENCH_DIR for another scratch copy)

import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { adapterFor, bundleIndex, dir, median, openScratch, root, scratchOrSkip } from './widget-scratch.mjs';

scratchOrSkip();
if (!existsSync(resolve(root, 'dist/oware-board.min.js'))) {
  console.log('dist/oware-board.min.js not found: run `npm run build` first; skipped');
  process.exit(0);
}
const argv = process.argv.slice(2);
const i = argv.indexOf('--runs');
const RUNS = i >= 0 ? Number(argv[i + 1]) : 5;

// <oware-board> as the widget bench bundles it (run.sh's options)…
bundleIndex(root, 'oware-board');
// …and as the CDN build ships it, with its chunks.
const cdn = resolve(dir, 'vendor/oware-cdn');
rmSync(cdn, { recursive: true, force: true });
mkdirSync(cdn, { recursive: true });
cpSync(resolve(root, 'dist/oware-board.min.js'), resolve(cdn, 'oware-board.min.js'));
cpSync(resolve(root, 'dist/chunks'), resolve(cdn, 'chunks'), { recursive: true });
adapterFor('oware-board', 'vendor/oware-board/oware-board.js');
adapterFor('oware-cdn', 'vendor/oware-cdn/oware-board.min.js');
const { server, browser } = await openScratch();

/** The JS heap (bytes, after a forced GC) of the harness page with `n` boards of `adapter`. */
async function heap(adapter, n) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/harness.html?w=${adapter}&n=${n}&size=150&interactive=1`);
  await page.waitForFunction(() => window.__bench, null, { timeout: 120000 });
  const bench = await page.evaluate(() => window.__bench);
  if (bench.error) throw new Error(`${adapter} n=${n}: ${bench.error}`);
  await page.waitForTimeout(500); // chunks a board asked for after its first render
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await context.close();
  return metrics.find((m) => m.name === 'JSHeapUsedSize').value;
}

const load0 = loadavg()[0];
const WIDGETS = ['chessground', 'oware-board', 'oware-cdn'];
const NS = [0, 1, 50];
const cases = [['none', 0], ...WIDGETS.flatMap((w) => NS.map((n) => [w, n]))];
const samples = new Map(cases.map(([w, n]) => [`${w} ${n}`, []]));
for (let r = 0; r < RUNS; r++) for (const [w, n] of cases) samples.get(`${w} ${n}`).push(await heap(w, n));
await browser.close();
await server.close();

const at = (w, n) => median(samples.get(`${w} ${n}`));
const mb = (b) => (b / 1e6).toFixed(3);
const kb = (b) => (b / 1e3).toFixed(1);
const empty = at('none', 0);
console.log(
  `JS heap after GC, median of ${RUNS} loads (MB), load average ${load0.toFixed(2)} → ${loadavg()[0].toFixed(2)}; the empty page ${mb(empty)} MB`,
);
console.log('widget            loaded  1 board  50 boards | code  first board  a further board (KB)');
for (const w of WIDGETS) {
  const [h0, h1, h50] = NS.map((n) => at(w, n));
  console.log(
    `${w.padEnd(16)} ${mb(h0).padStart(7)} ${mb(h1).padStart(8)} ${mb(h50).padStart(10)} | ${mb(h0 - empty).padStart(5)} ${mb(h1 - h0).padStart(12)} ${kb((h50 - h1) / 49).padStart(16)}`,
  );
}
console.log(
  "oware-board: the widget bench's bundle (every lazy feature inline); oware-cdn: dist/oware-board.min.js and the chunks its boards fetch",
);
