// The gzip budgets tell the truth: each file's budget is its goal plus its needs, each need a
// measured figure with its reason in a line of its own (bench/budgets.mjs); size-limit reads exactly
// those budgets (.size-limit.mjs); and docs/benchmarks.md's "Budgets" table states the same goals and
// needs (its measured column is the last build's, written by scripts/readme-sizes.mjs).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import sizeLimit from '../../.size-limit.mjs';
import { budgetBytes, budgets, budgetTable, bytes } from '../../bench/budgets.mjs';
import { BUDGETS } from '../../scripts/readme-sizes.mjs';

const root = join(import.meta.dirname, '..', '..');

test('size-limit checks each file against its goal plus its needs, in bytes', () => {
  assert.equal(sizeLimit.length, budgets.length);
  for (const [i, b] of budgets.entries()) {
    assert.equal(sizeLimit[i].path, b.path);
    assert.equal(sizeLimit[i].gzip, true);
    assert.equal(sizeLimit[i].limit, `${budgetBytes(b)} B`);
    const needs = (b.needs ?? []).reduce((s, n) => s + bytes(n.size), 0);
    assert.equal(budgetBytes(b), bytes(b.goal) + needs, b.path);
  }
});

test('every need has a figure and says what it is for; no file is listed twice', () => {
  assert.equal(new Set(budgets.map((b) => b.path)).size, budgets.length);
  for (const b of budgets) {
    assert.ok(bytes(b.goal) > 0, b.path);
    for (const n of b.needs ?? []) {
      assert.ok(bytes(n.size) > 0, `${b.path}: ${n.for}`);
      assert.ok(n.for.length >= 20, `${b.path}: a need says what it is for (${n.size})`);
    }
  }
  // The two files the house issue set goals for keep them.
  assert.equal(budgets.find((b) => b.path === 'dist/oware-board.min.js')?.goal, '28 kB');
  assert.equal(budgets.find((b) => b.path === 'dist/oware-board-lessons.min.js')?.goal, '90 kB');
});

test('a size is a number and a unit, nothing else', () => {
  assert.equal(bytes('28 kB'), 28000);
  assert.equal(bytes('0.25 KiB'), 256);
  assert.equal(bytes('12 B'), 12);
  assert.throws(() => bytes('28kB'), /a size is a number/);
  assert.throws(() => bytes('1 MB'), /a size is a number/);
});

test("docs/benchmarks.md's Budgets table states the goals and needs of bench/budgets.mjs", () => {
  const doc = readFileSync(join(root, 'docs', 'benchmarks.md'), 'utf8');
  const m = BUDGETS.exec(doc);
  assert.ok(m, 'the table between <!-- budgets --> markers');
  // The last column is the build's measured size; the rest must match the file exactly.
  const strip = (table) => table.split('\n').map((row) => row.replace(/\| [^|]*\|$/, '|'));
  assert.deepEqual(strip(m[1]), strip(budgetTable()), 'node scripts/readme-sizes.mjs after npm run build rewrites it');
});
