// The Markdown plugins as the package ships them: `oware-board/markdown-it` and `oware-board/rehype`
// from dist/ through package.json's exports (Node, no DOM), their optional peers, and the blocks'
// keys against the element's attributes in custom-elements.json (a block's keys are the element's
// attribute names: none missing, none made up).
// Uses dist/ as built (the end-to-end step builds it first in `npm test`); builds it if missing.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import MarkdownIt from 'markdown-it';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

if (!existsSync(join(root, 'dist/markdown-it.js')) || !existsSync(join(root, 'custom-elements.json'))) {
  const r = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('the build failed');
}

const { default: owareMarkdownIt, DiagramError } = await import('oware-board/markdown-it');
const { default: rehypeOware } = await import('oware-board/rehype');
const { boardSVG } = await import('oware-board/svg');

/** The element's attributes, from the manifest the build writes. */
const attributes = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'))
  .modules.flatMap((m) => m.declarations ?? [])
  .find((d) => d.tagName === 'oware-board')
  .attributes.map((a) => a.name);

/** The errors of one block through the built markdown-it plugin. */
function errorsOf(body) {
  const errors = [];
  new MarkdownIt().use(owareMarkdownIt, { onError: (e) => errors.push(e) }).render(`\`\`\`oware\n${body}\n\`\`\`\n`);
  return errors;
}

test('the exports name the built files and their types', () => {
  for (const name of ['./markdown-it', './rehype']) {
    const entry = pkg.exports[name];
    assert.ok(entry, `${name} is exported`);
    assert.ok(existsSync(join(root, entry.default)), entry.default);
    assert.ok(existsSync(join(root, entry.types)), entry.types);
  }
});

test('markdown-it, unified and hast-util-from-html-isomorphic are optional peers (and devDependencies)', () => {
  for (const name of ['markdown-it', 'unified', 'hast-util-from-html-isomorphic']) {
    assert.ok(pkg.peerDependencies[name], `${name} is a peer`);
    assert.equal(pkg.peerDependenciesMeta[name]?.optional, true, `${name} is optional`);
    assert.ok(pkg.devDependencies[name], `${name} is a devDependency`);
  }
  assert.equal(pkg.dependencies['markdown-it'], undefined);
});

test('the built plugins draw a block as boardSVG of its options', async () => {
  const md = new MarkdownIt().use(owareMarkdownIt);
  const svg = boardSVG({ labels: 'letters', highlight: 'c:capture', theme: 'auto' });
  const block = '```oware\nlabels: letters\nhighlight: c:capture\ntheme: auto\n```\n';
  assert.equal(md.render(block), `<figure class="oware-diagram">${svg}</figure>\n`);
  const html = String(
    await unified().use(remarkParse).use(remarkRehype).use(rehypeOware).use(rehypeStringify).process(block),
  );
  assert.match(html, /^<figure class="oware-diagram"><svg xmlns="http:\/\/www.w3.org\/2000\/svg" id="o[0-9a-z]{5}svg"/);
  assert.ok(html.includes('<desc id='), html.slice(0, 400));
});

test("every attribute of the element is a block's key (but record and src: a block's record is its body)", () => {
  for (const name of attributes) {
    if (name === 'record' || name === 'src') continue;
    const notKey = errorsOf(`${name}: 1`).filter((e) => /is not a key/.test(e.message));
    assert.deepEqual(
      notKey.map((e) => e.message.slice(0, 60)),
      [],
      `${name} is a key`,
    );
  }
  const [e] = errorsOf('record: 1. C f');
  assert.ok(e instanceof DiagramError);
  assert.match(e.message, /^'record' is not a key/);
});

test("every key of a block is an attribute of the element, but the picture's theme and size", () => {
  const [e] = errorsOf('no-such-key: 1');
  const keys = /use (.*)$/.exec(e.message)[1].split(', ');
  assert.ok(keys.length > 20, e.message);
  assert.deepEqual(
    keys.filter((k) => !attributes.includes(k)),
    ['theme', 'size'],
  );
});
