#!/usr/bin/env node
// The project's test command: type-check, lint and format check (Biome), the unit tests in Node
// (test/unit/), the component tests in headless Chromium (@web/test-runner: every other
// test/*.test.ts), end-to-end checks (test/e2e/*.e2e.mjs, @playwright/test; it builds dist/), Node
// tests of the build (test/node/*.test.mjs: the build's own parts, and package.json against dist/),
// then the gzip budgets of the one-file builds (size-limit, bench/budgets.mjs).
// Ends with one plain line: "N passed, N failed" — and exits non-zero if anything failed.
//
// Where a test lives says where it runs:
// - test/unit/*.test.ts: DOM-free tests (engine, AI, records, lesson logic, annotations parsing,
//   seed steps): Node's test runner with tsx for the TypeScript; describe/it/before/… are
//   node:test's (test/unit/setup.mjs) and expect is chai's (test/expect.ts). A test belongs here
//   when it needs no DOM: no fixture/html, no document or window, no custom element, no Worker.
// - test/*.test.ts: tests that need a page (the element, its features, workers): Chromium.
// No unit test asserts how long something takes: the timing goals are benchmarks (`npm run bench`).
//
// OWARE_FULL=1 runs the heavy exhaustive checks at their full size (the endgame tables against a
// plain search on every position of ≤ 8 seeds, about two minutes); by default they take seconds
// (≤ 6 seeds). See test/unit/flags.ts.
//
// `npm test -- unit size` runs only the named steps: typecheck, lint, unit (both unit-node and
// unit-browser), unit-node, unit-browser, e2e, node, packed, size.
// `npm run test:file -- test/unit/ai.test.ts test/element.test.ts` runs single files, each where it
// belongs (test/unit/ in Node, test/node/ with node --test, test/e2e/ with `npx playwright test`, the
// rest in Chromium).

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';

const FULL = process.env.OWARE_FULL === '1';
let passed = 0;
let failed = 0;
let skipped = 0;

function run(cmd, cmdArgs, env = {}, stdio = 'inherit') {
  const r = spawnSync(cmd, cmdArgs, { stdio, env: { ...process.env, ...env } });
  return r.status ?? 1;
}

const list = (dir, suffix) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(suffix))
        .sort()
        .map((f) => `${dir}/${f}`)
    : [];

/**
 * Node's test runner on `files` (TypeScript through tsx when `ts`), counted from its TAP output.
 * Two files at a time, each in a process of its own (Node's default on 2 cores is one): the Node
 * tests mostly wait on their servers, Redis and PostgreSQL, each on ports the system gives out, and
 * write only in folders of their own (test/node/ on a quiet 2-core machine: 216 s one file at a time,
 * 137 and 150 s two at a time).
 * A unit test may take 60 s (as in the browser), 10 minutes with OWARE_FULL=1.
 */
function nodeTests(files, { ts }) {
  mkdirSync('.test-results', { recursive: true });
  const tapFile = `.test-results/${ts ? 'unit' : 'node'}.tap`;
  rmSync(tapFile, { force: true });
  const loader = ts ? ['--import', 'tsx', '--import', './test/unit/setup.mjs'] : [];
  const reporters = [
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
  ];
  const limits = ['--test-concurrency=2', ...(ts ? [`--test-timeout=${FULL ? 600_000 : 60_000}`] : [])];
  const status = run('node', [...loader, '--test', ...limits, ...reporters, ...files]);
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const count = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  skipped += count('skipped') + count('todo');
  if (status !== 0 && count('fail') + count('cancelled') === 0) failed++;
  if (!tap) console.log('the Node tests produced no results');
}

/** @web/test-runner in headless Chromium, on its configured files or on `files`. */
function browserTests(files = []) {
  rmSync('.test-results/wtr.json', { force: true });
  const only = files.flatMap((f) => ['--files', f]);
  const status = run('npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs', ...only]);
  if (existsSync('.test-results/wtr.json')) {
    const c = JSON.parse(readFileSync('.test-results/wtr.json', 'utf8'));
    passed += c.passed;
    failed += c.failed + c.errors;
    skipped += c.skipped;
    if (status !== 0 && c.failed + c.errors === 0) failed++; // runner failed for another reason
  } else {
    failed++;
    console.log('the test runner produced no results');
  }
}

/**
 * The end-to-end checks (@playwright/test, playwright.config.mjs: its global setup builds dist/), all
 * of them or the given files, counted from Playwright's JSON report (.test-results/e2e.json). An
 * error outside the checks (the build, a file that does not load) counts as a failure.
 */
function e2eTests(files = []) {
  const report = '.test-results/e2e.json';
  rmSync(report, { force: true });
  const status = run('npx', ['playwright', 'test', ...files]);
  if (existsSync(report)) {
    const { stats, errors = [] } = JSON.parse(readFileSync(report, 'utf8'));
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky + errors.length;
    skipped += stats.skipped;
    if (status !== 0 && stats.unexpected + stats.flaky + errors.length === 0) failed++;
  } else {
    failed++;
    console.log('Playwright wrote no report');
  }
}

/** Steps run so far, with when each started (their times are printed at the end). */
const steps = [];
function heading(title) {
  steps.push({ title, t0: performance.now() });
  console.log(`\n== ${title} ==`);
}

function finish() {
  if (steps.length > 1) {
    console.log('\ntimes:');
    steps.forEach((st, i) => {
      const end = steps[i + 1]?.t0 ?? performance.now();
      console.log(`  ${((end - st.t0) / 1000).toFixed(1).padStart(6)} s  ${st.title}`);
    });
  }
  const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  console.log(`\n${line}`);
  process.exit(failed > 0 ? 1 : 0);
}

const args = process.argv.slice(2);

// What npm cannot install (chromium, redis-server, fonts): installed here as root on Debian, else one
// line saying how (scripts/system-packages.mjs).
if (run('node', ['scripts/system-packages.mjs']) !== 0) {
  failed++;
  finish();
}

if (args[0] === '--file') {
  // single files, each where it belongs
  const files = args.slice(1).map((f) => (isAbsolute(f) ? relative(process.cwd(), f) : f).replaceAll('\\', '/'));
  if (files.length === 0) {
    console.log('usage: npm run test:file -- <test file>…');
    failed++;
  }
  const unit = files.filter((f) => /^(\.\/)?test\/unit\//.test(f));
  const node = files.filter((f) => /^(\.\/)?test\/(node|packed)\//.test(f));
  const e2e = files.filter((f) => /^(\.\/)?test\/e2e\//.test(f));
  const browser = files.filter((f) => !unit.includes(f) && !node.includes(f) && !e2e.includes(f));
  if (unit.length) nodeTests(unit, { ts: true });
  if (node.length) nodeTests(node, { ts: false });
  if (e2e.length) e2eTests(e2e);
  if (browser.length) browserTests(browser);
  finish();
}

const only = (name) => args.length === 0 || args.includes(name) || (args.includes('unit') && name.startsWith('unit-'));

if (only('typecheck')) {
  heading('type-check (tsc)');
  if (run('npx', ['tsc', '-p', '.', '--noEmit']) === 0) passed++;
  else {
    failed++;
    console.log('type-check failed');
  }
}

if (only('lint')) {
  heading('lint and format (Biome)');
  if (run('npx', ['biome', 'check', '--error-on-warnings']) === 0) passed++;
  else {
    failed++;
    console.log('lint failed (`npm run format` applies the safe fixes and the formatting)');
  }
}

if (only('unit-node')) {
  heading(`unit tests in Node (node --test test/unit/, tsx)${FULL ? ', full size (OWARE_FULL=1)' : ''}`);
  nodeTests(list('test/unit', '.test.ts'), { ts: true });
}

if (only('unit-browser')) {
  heading('browser tests (@web/test-runner, headless Chromium)');
  browserTests();
}

if (only('e2e') && existsSync('test/e2e')) {
  // one file after another, the checks of each in order; dist/ built once (Playwright's global setup)
  heading('end-to-end checks (@playwright/test, headless Chromium: test/e2e/)');
  e2eTests();
}

if (only('node') && existsSync('test/node')) {
  heading('Node tests (node --test test/node/)');
  nodeTests(list('test/node', '.test.mjs'), { ts: false });
}

if (only('packed') && existsSync('test/packed')) {
  // The package as users get it: packed, installed into fresh folders, used from outside.
  heading('the packed package (npm pack, installed into fresh folders: test/packed/)');
  const built = only('e2e') && existsSync('test/e2e');
  const prepared = run('node', ['test/packed/prepare.mjs'], built ? { OWARE_DIST_BUILT: '1' } : {}) === 0;
  if (!prepared) {
    failed++;
    console.log('could not pack and install the package');
  } else nodeTests(list('test/packed', '.test.mjs'), { ts: false });
}

if (only('size')) {
  heading('gzip budgets (size-limit)');
  // The end-to-end step has just built dist/; without it, build first so that the sizes are current.
  const built = only('e2e') && existsSync('test/e2e');
  if (!built && run('node', ['scripts/build.mjs'], {}, 'ignore') !== 0) {
    failed++;
    console.log('the build failed');
  } else if (run('npx', ['size-limit']) === 0) passed++;
  else {
    failed++;
    console.log('a file is over its gzip budget (bench/budgets.mjs: its goal and its needs)');
  }
}

finish();
