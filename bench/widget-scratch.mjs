// The shared widget bench's scratch copy (../shared/tools/widget-bench/run.sh makes it, with its
// pinned packages, its harness page, its adapters and chessground), as the benches that load its
// page use it: where it is, `src/index.ts` of a copy of the project bundled into it as run.sh does,
// an adapter of ours under another name, its page server with a headless Chromium, and the median.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The project's root. */
export const root = resolve(import.meta.dirname, '..');
/** The scratch copy (`WIDGET_BENCH_DIR`, else run.sh's default). */
export const dir = process.env.WIDGET_BENCH_DIR ?? '/tmp/widget-bench';

/** Exit 0 with a line saying why, when there is no scratch copy (the bench lives beside the project, not in it). */
export function scratchOrSkip() {
  if (existsSync(resolve(dir, 'node_modules/playwright-core'))) return;
  console.log(`widget bench's scratch copy not found (${dir}): run ../shared/tools/widget-bench/run.sh once; skipped`);
  process.exit(0);
}

/** Bundle `from`'s src/index.ts as the page of adapter `name` loads it (run.sh's options). */
export const bundleIndex = (from, name) =>
  execFileSync(resolve(dir, 'node_modules/.bin/esbuild'), [
    resolve(from, 'src/index.ts'),
    '--bundle',
    '--format=esm',
    '--platform=browser',
    '--minify',
    '--conditions=production',
    `--tsconfig=${resolve(from, 'tsconfig.json')}`,
    `--outfile=${resolve(dir, `vendor/${name}/oware-board.js`)}`,
    '--log-level=error',
  ]);

/** Adapter `name`: run.sh's adapter of ours, loading `script` (a path under the scratch copy) instead. */
export function adapterFor(name, script) {
  const ours = readFileSync(resolve(dir, 'adapters/oware-board.template.mjs'), 'utf8');
  writeFileSync(
    resolve(dir, `adapters/${name}.mjs`),
    ours.replace("'../vendor/oware-board/oware-board.js'", `'../${script}'`),
  );
}

/** The scratch copy's page server and a headless Chromium (close both when done). */
export async function openScratch() {
  const { chromium } = createRequire(`${dir}/`)('playwright-core');
  const { startServer } = await import(pathToFileURL(resolve(dir, 'server.mjs')).href);
  const server = await startServer({ root: dir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  return { server, browser };
}

/** The median of `xs`. */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
