#!/usr/bin/env node
// <oware-board> against chessground in one run of the shared widget bench
// (../shared/tools/widget-bench/run.sh: 50 interactive 150 px boards, headless Chromium, median of
// 5 loads; `--runs 9` for more), then the goals side by side (the ratio of the medians, and the
// median of the load-by-load ratios): 50 boards in ≤ 0.6× chessground's render time and no more JS
// heap than chessground's, ≤ 120 DOM nodes per board, one board no slower than chessground. Where the bench is not
// on this machine (it lives beside the project, not in it), says so and exits 0.
// Run: npm run bench -- widgets   (WIDGET_BENCH=/path/to/run.sh to use another copy; extra
// arguments after `--` go to the bench, e.g. `node bench/widgets.bench.mjs --runs 7`).

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const script = process.env.WIDGET_BENCH ?? resolve(root, '../shared/tools/widget-bench/run.sh');
if (!existsSync(script)) {
  console.log(`widget bench not found (${script}): skipped`);
  process.exit(0);
}
const extra = process.argv.slice(2);
const args = [
  '--adapters',
  'oware-board,chessground,none',
  '--runs',
  '5',
  '--ns',
  '1,50',
  '--only',
  'perf,size',
  ...extra,
];
const run = spawnSync(script, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const table = run.stdout.slice(run.stdout.lastIndexOf('Chromium '));
console.log(table.trim());
if (run.status !== 0) process.exit(run.status ?? 1);

const dir = process.env.WIDGET_BENCH_DIR ?? '/tmp/widget-bench';
const results = JSON.parse(readFileSync(resolve(dir, 'results/results.json'), 'utf8'));
const perf = (name, n) => results.adapters[name]?.perf?.[n];
const [us50, cg50, us1, cg1] = [
  perf('oware-board', 50),
  perf('chessground', 50),
  perf('oware-board', 1),
  perf('chessground', 1),
];
// DOM nodes per board: over the empty page's own
const perBoard = (p) => Math.round((p.domNodes - (perf('none', 50)?.domNodes ?? 0)) / 50);
const mb = (bytes) => bytes / 2 ** 20; // the bench's table prints MiB as "MB"
// The loads alternate between the widgets, so load i of one and load i of the other ran at about the
// same time: their ratio cancels most of the machine's drift; the median of those ratios, and their range.
const paired = (a, b) => {
  const r = a.samples.map((s, i) => s.renderMs / b.samples[i].renderMs).sort((x, y) => x - y);
  const m = r.length % 2 ? r[(r.length - 1) / 2] : (r[r.length / 2 - 1] + r[r.length / 2]) / 2;
  return `${m.toFixed(2)}× (${r[0].toFixed(2)}–${r[r.length - 1].toFixed(2)})`;
};
const rows = [
  ['50 boards, render vs chessground', `${(us50.renderMs / cg50.renderMs).toFixed(2)}×`, '≤ 0.60×'],
  ['  the same, load by load (median)', paired(us50, cg50), '≤ 0.60×'],
  [
    '50 boards, JS heap',
    `${mb(us50.jsHeapUsed).toFixed(2)} MB (chessground ${mb(cg50.jsHeapUsed).toFixed(2)})`,
    '≤ chessground',
  ],
  ['DOM nodes per board', `${perBoard(us50)} (chessground ${perBoard(cg50)})`, '≤ 120'],
  [
    'one board, render vs chessground',
    `${(us1.renderMs / cg1.renderMs).toFixed(2)}× (${us1.renderMs} vs ${cg1.renderMs} ms)`,
    '≤ 1.00×',
  ],
  ['  the same, load by load (median)', paired(us1, cg1), '≤ 1.00×'],
];
console.log('\ngoal                               this run                              goal');
for (const [what, got, goal] of rows) console.log(`${what.padEnd(35)}${got.padEnd(38)}${goal}`);
