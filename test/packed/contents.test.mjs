// The tarball's contents: every path package.json names (exports, bin, types, customElements) is in
// it, and nothing of the repository's own (sources, tests, demo) is.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { packed } from './packed.mjs';

const { pack, bare } = packed();
const installed = join(bare, 'node_modules/oware-board');
const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
const paths = new Set(pack.paths);

/** Every file path a value of package.json's exports names (conditions and subpaths). */
function targets(value) {
  if (typeof value === 'string') return [value];
  return Object.values(value ?? {}).flatMap(targets);
}

test('every export, bin and types path of package.json is in the tarball', () => {
  const named = [
    ...targets(pkg.exports),
    ...Object.values(pkg.bin ?? {}),
    pkg.main,
    pkg.module,
    pkg.types,
    pkg.customElements,
  ].filter(Boolean);
  const missing = named.map((p) => p.replace(/^\.\//, '')).filter((p) => !paths.has(p));
  assert.deepEqual(missing, [], `named in package.json but not packed: ${missing.join(', ')}`);
});

test('the tarball holds no sources, tests or demo pages', () => {
  const stray = pack.paths.filter((p) => /^(src|test|demo|bench|scripts)\//.test(p));
  assert.deepEqual(stray, []);
});

test("the server's own Node files are in the tarball: dist/server.js starts dist/sqlite-writer.js as a thread", () => {
  for (const f of ['dist/server.js', 'dist/sqlite-writer.js']) assert.ok(paths.has(f), `${f} not packed`);
  assert.match(readFileSync(join(installed, 'dist/server.js'), 'utf8'), /new URL\("\.\/sqlite-writer\.js", /);
});
