// The Eleventy example (docs/examples/eleventy/): @lit-labs/eleventy-plugin-lit renders its pages'
// <oware-board> tags at build time to declarative shadow DOM — the counts, seeds, marks and arrows
// are in the HTML the build writes, so the page shows the boards with no JavaScript. Uses dist/
// (the example imports dist/all.js, as a site would import `oware-board/all`).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';

const root = resolve(import.meta.dirname, '../..');
const site = join(root, 'docs/examples/eleventy');

test('the Eleventy example renders its boards at build time', { timeout: 120_000 }, async () => {
  assert.ok(existsSync(join(root, 'dist/all.js')), 'dist/ is built (npm run build)');
  const { Eleventy } = await import('@11ty/eleventy');
  const out = mkdtempSync(join(tmpdir(), 'oware-eleventy-'));
  const eleventy = new Eleventy(site, out, { configPath: join(site, 'eleventy.config.mjs'), quietMode: true });
  await eleventy.write();
  const page = readFileSync(join(out, 'index.html'), 'utf8');
  const boards = page.split('<oware-board').slice(1);
  assert.equal(boards.length, 2, 'two boards on the page');
  for (const board of boards) {
    assert.match(board, /<template shadowroot="open" shadowrootmode="open">/, 'declarative shadow DOM');
    const counts = [...board.matchAll(/data-count-for="(\d+)"[^>]*>(\d+)</g)].map((m) => Number(m[2]));
    assert.deepEqual(counts, [1, 2, 0, 6, 3, 3, 4, 1, 2, 1, 0, 3], 'the twelve counts as text');
    assert.equal((board.match(/class="seed s\d"/g) ?? []).length, 26, 'every seed drawn');
  }
  assert.match(boards[0], /class="pit capture"[^>]*aria-label="b, North, 1 seed, capture"/, 'the marks, named');
  assert.match(boards[0], /class="arrow highlight"/, 'the arrow');
  assert.match(boards[1], /role="button"/, 'the second board takes input');
});
