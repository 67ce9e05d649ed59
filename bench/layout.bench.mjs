#!/usr/bin/env node
// Where the 50-board render's main-thread time goes, from Chromium's own trace, <oware-board>
// against chessground in the same run: the CPU time (the renderer main thread's own time, which
// the other processes on a shared machine disturb far less than wall time) of style (UpdateLayoutTree),
// layout (Layout), paint (PrePaint, Paint, Layerize) and script, summed over the render (from the
// boards' creation to the harness's `bench-ready` mark), median of several loads, interleaved.
// It uses the shared widget bench's scratch copy (run ../shared/tools/widget-bench/run.sh once,
// or `npm run bench -- widgets`), bundles src/index.ts into it as run.sh does, then traces.
// Run: npm run bench -- layout   (`node bench/layout.bench.mjs --runs 9 --n 50`; WIDGET_BENCH_DIR for another scratch copy;
// `--base DIR[,DIR2]` compares with other copies of the project, as `oware-base`, `oware-base-2`)

import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { adapterFor, bundleIndex, median, openScratch, root, scratchOrSkip } from './widget-scratch.mjs';

scratchOrSkip();
const argv = process.argv.slice(2);
const arg = (k, d) => {
  const i = argv.indexOf(`--${k}`);
  return i >= 0 ? argv[i + 1] : d;
};
const RUNS = Number(arg('runs', 7));
const N = Number(arg('n', 50));

bundleIndex(root, 'oware-board');
// --base DIR[,DIR2…]: other copies of the project (checkouts of the commits to compare with) as
// adapters `oware-base`, `oware-base-2`, …
const bases = (arg('base') ?? '').split(',').filter(Boolean);
const baseNames = bases.map((_, i) => (i ? `oware-base-${i + 1}` : 'oware-base'));
bases.forEach((base, i) => {
  bundleIndex(resolve(base), baseNames[i]);
  adapterFor(baseNames[i], `vendor/${baseNames[i]}/oware-board.js`);
});
const { server, browser } = await openScratch();

const ADAPTERS = arg('adapters', ['oware-board', ...(bases.length ? baseNames : ['chessground'])].join(',')).split(',');

/** The trace events summed, by group. */
const GROUPS = {
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'CompositeLayers'],
};

async function load(adapter) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel'],
  });
  await page.goto(`${server.url}/harness.html?w=${adapter}&n=${N}&size=150&interactive=1`);
  await page.waitForFunction(() => window.__bench, null, { timeout: 120000 });
  const events = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents;
  const bench = await page.evaluate(() => window.__bench);
  await context.close();
  const mark = events.find((e) => e.name === 'bench-ready');
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const from = mark.ts - bench.renderMs * 1000;
  // the main thread's events that end after the render starts and start before it ends
  const inRender = events
    .filter(
      (e) =>
        e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && e.pid === mark.pid && e.ts + e.dur > from && e.ts < mark.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  // CPU time of the named events, each counted once (an event inside another of the group is not)
  const cpu = (names) => {
    let end = -1;
    let sum = 0;
    for (const e of inRender) {
      if (!names.includes(e.name) || e.ts < end) continue;
      end = e.ts + e.dur;
      sum += (e.tdur ?? e.dur) / 1000;
    }
    return sum;
  };
  const out = { render: bench.renderMs };
  for (const [k, names] of Object.entries(GROUPS)) out[k] = cpu(names);
  out.tasks = cpu(['RunTask']);
  out.script = out.tasks - out.style - out.layout - out.paint;
  return out;
}

const load0 = loadavg()[0];
const samples = Object.fromEntries(ADAPTERS.map((a) => [a, []]));
for (const a of ADAPTERS) await load(a); // warm-up
for (let r = 0; r < RUNS; r++) for (const a of ADAPTERS) samples[a].push(await load(a));
await browser.close();
await server.close();

const cols = ['render', 'tasks', 'style', 'layout', 'paint', 'script'];
console.log(
  `${N} boards, median of ${RUNS} loads (ms; render = wall time, the others = main-thread CPU time during it); load average ${load0.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
);
console.log(`${'widget'.padEnd(14)}${cols.map((c) => c.padStart(9)).join('')}`);
for (const a of ADAPTERS)
  console.log(
    `${a.padEnd(14)}${cols
      .map((c) =>
        median(samples[a].map((s) => s[c]))
          .toFixed(1)
          .padStart(9),
      )
      .join('')}`,
  );
// each against the first, load by load
for (const b of ADAPTERS.slice(1)) {
  const [x, y] = [samples[ADAPTERS[0]], samples[b]];
  const ratios = (c) => x.map((s, i) => s[c] / y[i][c]).sort((p, q) => p - q);
  for (const c of ['render', 'tasks', 'layout']) {
    const r = ratios(c);
    console.log(
      `${c} ${ADAPTERS[0]} / ${b}, load by load: median ${median(r).toFixed(2)}× (${r[0].toFixed(2)}–${r.at(-1).toFixed(2)})`,
    );
  }
}
