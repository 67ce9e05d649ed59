// @playwright/test for the end-to-end checks in test/e2e/*.e2e.mjs (helpers: test/e2e/harness.mjs).
// Run by `npm test -- e2e` and `npm run test:file -- test/e2e/x.e2e.mjs` (scripts/test.mjs reads the
// counts from the JSON report), or directly: `npx playwright test [file…]`.

import { readdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const dir = 'test/e2e';
const files = readdirSync(new URL(dir, import.meta.url))
  .filter((f) => f.endsWith('.e2e.mjs'))
  .sort();

export default defineConfig({
  testDir: dir,
  testMatch: '*.e2e.mjs',
  // One check at a time: the test machines have 2 cores shared with other runs, and one check
  // already drives a browser, a dev server and often a game server.
  workers: 1,
  fullyParallel: false,
  // A flaky check must show as a failure, not pass on a second try.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A check (or a file's closing) may take 10 minutes: on a loaded shared machine a whole game
  // against the AI or 50 screenshots have taken minutes; the checks wait for what they need
  // (their own waits name their time), so this limit only ends a check that hangs.
  timeout: 10 * 60_000,
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  outputDir: 'test-results',
  globalSetup: './test/e2e/global-setup.mjs',
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Every context is traced; a failed check keeps its traces (test-results/…/trace.zip): each
    // action with the page's DOM before and after it, the console, the network and the sources.
    // The screencast is left out: it adds a JPEG a frame to every check that passes (studio and demo
    // files: 195 s with it, 179 s without, one run each on a quiet 2-core machine).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
  // One project per file, so that each file gets a worker process of its own, as each file had a
  // process of its own before: what one file installs in Node (the SSR DOM shim, module hooks,
  // servers) never reaches another.
  projects: files.map((f) => ({ name: f.slice(0, -'.e2e.mjs'.length), testMatch: f })),
});
