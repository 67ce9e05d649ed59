#!/usr/bin/env node
// AI benchmark: nodes/s and depth reached in 1 s at the top level from the start and five middle
// games, the nodes a fixed-depth search needs (independent of machine load: compare search
// changes by it), and the endgame tables' build times (per layer) and memory. Run alone: `node bench/ai.bench.mjs [--time 1000] [--depth 15]`.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const i = process.argv.indexOf('--time');
const timeMs = i > 0 ? Number(process.argv[i + 1]) : 1000;
const j = process.argv.indexOf('--depth');
const depth = j > 0 ? Number(process.argv[j + 1]) : 15;
const dir = mkdtempSync(join(tmpdir(), 'oware-bench-'));
const out = join(dir, 'ai.mjs');
await build({
  entryPoints: [join(root, 'src/ai/index.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: out,
  logLevel: 'warning',
});
const ai = await import(pathToFileURL(out).href);
rmSync(dir, { recursive: true, force: true });

// the endgame tables, built in 20 ms steps as in a worker's idle time: when each layer is usable,
// and the memory the build holds (the table, plus its largest layer's work arrays: 6 ints per position)
for (const [v, name] of [
  [0, 'abapa'],
  [2, 'grand-slam-to-opponent'],
]) {
  const t = performance.now();
  const heap0 = process.memoryUsage().arrayBuffers;
  let peak = 0;
  const at = [];
  let layer = -1;
  while (!ai.egBuildStep(v, performance.now() + 20)) {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers - heap0);
    const l = ai.egLayers(v)[1];
    if (l > layer) for (layer++; layer <= l; layer++) at[layer] = performance.now() - t;
    layer = l;
  }
  const ms = performance.now() - t;
  for (layer++; layer <= ai.EG_MAX; layer++) at[layer] = ms;
  console.log(
    `ai endgame table ${name} (≤ ${ai.EG_MAX} seeds, ${ai.EG_SIZE} entries, ${(ai.EG_SIZE / 1048576).toFixed(1)} MiB): built in ${ms.toFixed(0)} ms ` +
      `(work ${ai.egBuildMs.toFixed(0)} ms), peak ${(peak / 1048576).toFixed(0)} MiB of buffers; usable up to n seeds after: ` +
      at
        .map((x, n) => `${n}: ${(x / 1000).toFixed(1)} s`)
        .slice(6)
        .join(', '),
  );
}

// the top level with the tables built (as a page has them once its worker has been idle a few seconds)
const positions = {
  start: 'start',
  mid1: '0,3,7,1,0,9/3,1,0,6,2,5 S 6-5',
  mid2: '2,2,0,5,1,1/0,3,4,1,8,2 N 12-8',
  mid3: '1,1,0,0,14,2/1,0,1,0,2,1 N 12-13',
  mid4: '5,0,2,6,1,0/2,2,7,0,1,3 S 10-9',
  mid5: '0,1,3,3,8,0/4,0,2,1,0,2 N 11-13',
};
let totalNodes = 0;
let totalMs = 0;
for (const [name, p] of Object.entries(positions)) {
  const t = performance.now();
  const r = ai.search(p, { level: ai.TOP_LEVEL, timeMs });
  const ms = performance.now() - t;
  totalNodes += r.nodes;
  totalMs += ms;
  console.log(
    `ai ${name.padEnd(6)} depth ${String(r.depth).padStart(2)}  ${(r.nodes / ms / 1000).toFixed(2)} M nodes/s  move ${r.move} score ${r.score}`,
  );
}
console.log(`ai search: ${(totalNodes / totalMs / 1000).toFixed(2)} M nodes/s overall (${timeMs} ms per position)`);
// a seed makes each search start with a fresh table and run to the depth whatever the load
let fixed = 0;
for (const p of Object.values(positions))
  fixed += ai.search(p, { level: ai.TOP_LEVEL, seed: 1, maxDepth: depth, timeMs: 1e9 }).nodes;
console.log(`ai search to depth ${depth}: ${fixed} nodes over the ${Object.keys(positions).length} positions`);
