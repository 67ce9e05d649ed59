#!/usr/bin/env node
// The sizes README.md states, from the build: each number sits between marker comments,
//
//   <!-- size:oware-board.min.js -->32.0 kB<!-- /size -->
//
// and is the gzip size (level 9, kB of 1,000 bytes, as size-limit counts) of that file of dist/.
//
//   node scripts/readme-sizes.mjs           rewrite the numbers from dist/ (build first)
//   node scripts/readme-sizes.mjs --check   exit 1 and name each number that differs
//
// test/packed/readme.test.mjs checks the same numbers against the files of the installed package.
//
// It also writes docs/benchmarks.md's "Budgets" table (between `<!-- budgets -->` and
// `<!-- /budgets -->`): each file's goal and needs from bench/budgets.mjs, with the size
// of this build beside them. test/node/budgets.test.mjs checks the table's goals and needs.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { budgets, budgetTable } from '../bench/budgets.mjs';

const root = resolve(import.meta.dirname, '..');
/** docs/benchmarks.md's Budgets table between its markers (group 1: the table). */
export const BUDGETS = /<!-- budgets -->\n([\s\S]*?)\n?<!-- \/budgets -->/;

/** The gzip size in bytes of the files of dist/ that a budget's path (a `*` pattern) names, summed as size-limit does. */
function measuredBytes(path) {
  const name = new RegExp(
    `^${path
      .replace(/^dist\//, '')
      .replace(/[.]/g, '\\.')
      .replace(/\*/g, '[^/]*')}$`,
  );
  const files = readdirSync(join(root, 'dist')).filter((f) => name.test(f));
  if (!files.length) return undefined;
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(join(root, 'dist', f)), { level: 9 }).length, 0);
}

/** docs/benchmarks.md with its "Budgets" table written from bench/budgets.mjs and this build. */
export function withBudgetTable(doc) {
  const measured = Object.fromEntries(budgets.map((b) => [b.path, measuredBytes(b.path)]));
  return doc.replace(BUDGETS, `<!-- budgets -->\n${budgetTable(measured)}\n<!-- /budgets -->`);
}
const MARKED = /<!-- size:([\w.-]+) -->([^<]*)<!-- \/size -->/g;

/** The gzip size of `file` as README.md writes it: `32.0 kB`. */
export function gzipText(file) {
  return `${(gzipSync(readFileSync(file), { level: 9 }).length / 1000).toFixed(1)} kB`;
}

/** Each marked number of `readme`: `{ file, stated }`. */
export function statedSizes(readme) {
  return [...readme.matchAll(MARKED)].map((m) => ({ file: m[1], stated: m[2] }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = join(root, 'README.md');
  const readme = readFileSync(path, 'utf8');
  const stale = [];
  const next = readme.replace(MARKED, (_, file, stated) => {
    const size = gzipText(join(root, 'dist', file));
    if (size !== stated) stale.push(`${file}: README says ${stated}, the build gives ${size}`);
    return `<!-- size:${file} -->${size}<!-- /size -->`;
  });
  if (process.argv.includes('--check')) {
    if (stale.length) {
      console.log(
        `README.md's sizes are stale (node scripts/readme-sizes.mjs rewrites them):\n  ${stale.join('\n  ')}`,
      );
      process.exit(1);
    }
  } else {
    writeFileSync(path, next);
    const bench = join(root, 'docs', 'benchmarks.md');
    writeFileSync(bench, withBudgetTable(readFileSync(bench, 'utf8')));
    console.log(stale.length ? stale.join('\n') : 'README.md: the sizes are current');
  }
}
