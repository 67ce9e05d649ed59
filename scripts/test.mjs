#!/usr/bin/env node
// The project's test command: type-check, browser tests (@web/test-runner in headless Chromium),
// then end-to-end checks (test/e2e/*.e2e.mjs, playwright-core). Ends with one plain line:
// "N passed, N failed" — and exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';

const args = process.argv.slice(2);
const only = (name) => args.length === 0 || args.includes(name);
let passed = 0;
let failed = 0;
let skipped = 0;

function run(cmd, cmdArgs, env = {}) {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

if (only('typecheck')) {
  console.log('\n== type-check (tsc) ==');
  if (run('npx', ['tsc', '-p', '.', '--noEmit']) === 0) passed++;
  else { failed++; console.log('type-check failed'); }
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
  const files = readdirSync('test/e2e').filter((f) => f.endsWith('.e2e.mjs')).sort();
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

const line = `${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : '');
console.log(`\n${line}`);
process.exit(failed > 0 ? 1 : 0);
