// Playwright's global setup for the end-to-end checks (playwright.config.mjs): dist/ built once for
// the whole run (scripts/build.mjs, as `npm run build`), then OWARE_DIST_BUILT=1 so that each file's
// buildDist() does not build it again. Already set (scripts/test.mjs may have built): nothing to do.

import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function globalSetup() {
  if (process.env.OWARE_DIST_BUILT === '1') return;
  const t0 = performance.now();
  const build = spawnSync('node', ['scripts/build.mjs'], {
    cwd: resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    console.log(build.stdout, build.stderr);
    throw new Error('the build failed (node scripts/build.mjs)');
  }
  console.log(`dist/ built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  process.env.OWARE_DIST_BUILT = '1';
}
