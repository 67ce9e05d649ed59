// The README and docs as the package ships them: the sizes README.md states are the gzip sizes of
// the installed files (scripts/readme-sizes.mjs writes them from a build), and every relative link
// and image of README.md and docs/*.md points at a file of the package (so they work in
// node_modules/oware-board and on the registry's page, not only in a clone).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { test } from 'node:test';
import { gzipText, statedSizes } from '../../scripts/readme-sizes.mjs';
import { packed } from './packed.mjs';

const { bare } = packed();
const pkg = join(bare, 'node_modules/oware-board');
const readme = readFileSync(join(pkg, 'README.md'), 'utf8');

test("README.md's sizes are the installed files' gzip sizes", () => {
  const stated = statedSizes(readme);
  assert.ok(stated.length >= 2, 'README.md states the two CDN files sizes');
  const wrong = stated
    .map(({ file, stated }) => ({ file, stated, real: gzipText(join(pkg, 'dist', file)) }))
    .filter((s) => s.stated !== s.real)
    .map((s) => `${s.file}: README says ${s.stated}, the package has ${s.real} (node scripts/readme-sizes.mjs)`);
  assert.deepEqual(wrong, []);
});

/** The relative targets of a Markdown text's links and images (no scheme, no bare #anchor), without their #anchor. */
function relativeLinks(markdown) {
  const fenced = markdown.replace(/^(```|````)[\s\S]*?^\1/gm, '');
  return [...fenced.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1])
    .filter((href) => !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('#'))
    .map((href) => decodeURI(href.split('#')[0]));
}

test('every relative link of README.md and docs/*.md resolves to a file of the package', () => {
  const pages = [
    'README.md',
    ...readdirSync(join(pkg, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  assert.ok(pages.length > 5, 'the docs are shipped');
  const broken = [];
  for (const page of pages) {
    for (const href of relativeLinks(readFileSync(join(pkg, page), 'utf8'))) {
      const target = normalize(join(dirname(join(pkg, page)), href));
      if (!target.startsWith(pkg) || !existsSync(target)) broken.push(`${page} → ${href}`);
    }
  }
  assert.deepEqual(broken, []);
});
