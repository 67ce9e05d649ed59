#!/usr/bin/env node
// The project's test command: type-check, lint and format check (Biome), browser tests
// (@web/test-runner in headless Chromium), end-to-end checks (test/e2e/*.e2e.mjs, playwright-core;
// they build dist/), Node tests (test/node/, node:test: the build's own parts, and package.json
// against dist/), then the gzip budgets of the one-file builds (size-limit, .size-limit.json).
// Ends with one plain line: "N passed, N failed" — and exits non-zero if anything failed.
// `npm test -- unit size` runs only the named steps (typecheck, lint, unit, e2e, node, size).

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const args = process.argv.slice(2);
const only = (name) => args.length === 0 || args.includes(name);
let passed = 0;
let failed = 0;
let skipped = 0;

function run(cmd, cmdArgs, env = {}, stdio = 'inherit') {
  const r = spawnSync(cmd, cmdArgs, { stdio, env: { ...process.env, ...env } });
  return r.status ?? 1;
}

if (only('typecheck')) {
  console.log('\n== type-check (tsc) ==');
  if (run('npx', ['tsc', '-p', '.', '--noEmit']) === 0) passed++;
  else {
    failed++;
    console.log('type-check failed');
  }
}

if (only('lint')) {
  console.log('\n== lint and format (Biome) ==');
  if (run('npx', ['biome', 'check', '--error-on-warnings']) === 0) passed++;
  else {
    failed++;
    console.log('lint failed (`npm run format` applies the safe fixes and the formatting)');
  }
}

if (only('unit')) {
  console.log('\n== browser tests (@web/test-runner, headless Chromium) ==');
  rmSync('.test-results/wtr.json', { force: true });
  const status = run('npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs']);
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

if (only('e2e') && existsSync('test/e2e')) {
  const files = readdirSync('test/e2e')
    .filter((f) => f.endsWith('.e2e.mjs'))
    .sort();
  for (const f of files) {
    console.log(`\n== end-to-end: ${f} ==`);
    rmSync('.test-results/e2e.json', { force: true });
    const status = run('node', [`test/e2e/${f}`]);
    if (existsSync('.test-results/e2e.json')) {
      const c = JSON.parse(readFileSync('.test-results/e2e.json', 'utf8'));
      passed += c.passed;
      failed += c.failed;
      if (status !== 0 && c.failed === 0) failed++;
    } else failed++;
  }
}

if (only('node') && existsSync('test/node')) {
  console.log('\n== Node tests (node --test test/node/) ==');
  mkdirSync('.test-results', { recursive: true });
  rmSync('.test-results/node.tap', { force: true });
  const files = readdirSync('test/node')
    .filter((f) => f.endsWith('.test.mjs'))
    .sort()
    .map((f) => `test/node/${f}`);
  const reporters = [
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    '--test-reporter-destination=.test-results/node.tap',
  ];
  const status = run('node', ['--test', ...reporters, ...files]);
  const tap = existsSync('.test-results/node.tap') ? readFileSync('.test-results/node.tap', 'utf8') : '';
  const count = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  if (status !== 0 && count('fail') + count('cancelled') === 0) failed++;
  if (!tap) console.log('the Node tests produced no results');
}

if (only('size')) {
  console.log('\n== gzip budgets (size-limit) ==');
  // The end-to-end step has just built dist/; without it, build first so that the sizes are current.
  const built = only('e2e') && existsSync('test/e2e');
  if (!built && run('node', ['scripts/build.mjs'], {}, 'ignore') !== 0) {
    failed++;
    console.log('the build failed');
  } else if (run('npx', ['size-limit']) === 0) passed++;
  else {
    failed++;
    console.log('a file is over its gzip budget (.size-limit.json)');
  }
}

const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
console.log(`\n${line}`);
process.exit(failed > 0 ? 1 : 0);
