// The reference tables in docs/ against the code: the custom-elements analyzer is run over src/
// (into a temp folder, not dist/ or the build's custom-elements.json), and every table between
// `generated:` markers must read exactly as scripts/docs-tables.mjs writes it from that manifest.
// A doc that drifts from the JSDoc fails here; `npm run docs` rewrites the tables.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  analyze,
  blocks,
  cell,
  code,
  docFiles,
  elements,
  firstDifference,
  ROOT,
  render,
  TABLES,
  update,
} from '../../scripts/docs-tables.mjs';

const read = (file) => readFileSync(join(ROOT, file), 'utf8');
const pkgBefore = read('package.json');
const manifest = analyze();

test('the analyzer finds <oware-board> and <oware-studio> and leaves package.json alone', () => {
  assert.deepEqual(
    elements(manifest).map((e) => e.tagName),
    ['oware-board', 'oware-studio'],
  );
  // a table without a tag name is <oware-board>'s; one named is that element's
  assert.equal(render(manifest, 'events'), render(manifest, 'events', 'oware-board'));
  assert.match(render(manifest, 'events', 'oware-studio'), /oware-studio-change/);
  assert.equal(read('package.json'), pkgBefore);
});

test('docs/element.md has every generated table', () => {
  const kinds = blocks(read('docs/element.md')).map((b) => b.kind);
  for (const kind of TABLES) assert.ok(kinds.includes(kind), `docs/element.md has no '${kind}' table`);
});

for (const file of docFiles()) {
  const text = read(file);
  const found = blocks(text);
  if (!found.length) continue;
  test(`${file}: every generated table matches the code`, () => {
    const { changed } = update(text, manifest);
    const notes = changed.map((c) => `'${c.kind}' differs at ${firstDifference(c.body, c.expected)}`);
    assert.deepEqual(notes, [], `${file} is stale (run \`npm run docs\`):\n${notes.join('\n')}`);
  });
}

test('cells escape pipes and newlines', () => {
  assert.equal(cell('a | b'), 'a \\| b');
  assert.equal(cell('one\n  line\n\nnext'), 'one line<br>next');
  assert.equal(cell('see {@link Strings}'), 'see `Strings`');
  assert.equal(code("boolean | 'always'"), "`boolean \\| 'always'`");
  assert.equal(code('a`b'), '`` a`b ``');
});

test('a stale table is found and rewritten; the prose around it is kept', () => {
  const doc = `Intro.\n\n<!-- generated:css-parts -->\n| part |\n| --- |\n| \`old\` |\n<!-- /generated:css-parts -->\n\nAfter.\n`;
  const { text, changed } = update(doc, manifest);
  assert.deepEqual(
    changed.map((c) => c.kind),
    ['css-parts'],
  );
  assert.ok(text.startsWith('Intro.\n\n<!-- generated:css-parts -->\n| part | description |'));
  assert.ok(text.endsWith('\n<!-- /generated:css-parts -->\n\nAfter.\n'));
  assert.equal(text.includes(render(manifest, 'css-parts')), true);
  assert.deepEqual(update(text, manifest).changed, []);
  assert.throws(() => blocks('<!-- generated:events -->\n| x |\n'), /without a matching end marker/);
  assert.throws(() => render(manifest, 'nonsense'), /unknown table/);
});
