// The README's React, Vue and Svelte examples type-check as users copy them, against the installed
// package: each is taken verbatim from README.md's "### Frameworks" section into a small project
// (test/packed/consumers/<framework>/: a Vite template's tsconfig, strict, skipLibCheck false) in the
// tools folder, and checked with the framework's own checker: `tsc` (TypeScript 5.9, and the
// repository's TypeScript 7 for React), `vue-tsc`, `svelte-check --fail-on-warnings`. Each check also
// has to fail where the types should: the same example with a misspelt detail field
// (`e.detail.lettre`) and a wrong attribute value (`labels="lettres"`), and without its opt-in line
// (then the tag or the event is untyped). The passing runs also check consumers/<framework>/src/:
// more of what apps bind (hyphenated attributes, properties, refs, the features' events), and what
// must be refused (@ts-expect-error, @vue-expect-error). The opt-ins' attribute list is checked
// against custom-elements.json both ways.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { test } from 'node:test';
import { readmeExamples } from '../e2e/frameworks/readme.mjs';
import { npx, packed, root, run } from './packed.mjs';

const { tools } = packed();
const installed = join(tools, 'node_modules/oware-board');

const examples = readmeExamples();

/** `source` with `from` replaced by `to`, which must occur in it (else the negative check proves nothing). */
function mutate(source, ...pairs) {
  let out = source;
  for (const [from, to] of pairs) {
    assert.ok(out.includes(from), `the example no longer has ${JSON.stringify(from)}`);
    out = out.replaceAll(from, to);
  }
  return out;
}

/** The README line that opts in (`import type {} from 'oware-board/<fw>'`), removed. */
function withoutOptIn(source, fw) {
  const line = new RegExp(`^.*from 'oware-board/${fw}'.*\\n`, 'm');
  assert.match(source, line, `the ${fw} example has no opt-in line`);
  return source.replace(line, '');
}

/**
 * A fresh project `fw-<name>` in the tools folder: test/packed/consumers/<base>/'s config files, its
 * src/ (more bindings than the README's, each with the opt-in) when `withBindings`, and `files`
 * (path → text).
 */
function project(name, base, files, withBindings = false) {
  const dir = join(tools, `fw-${name}`);
  const from = join(root, 'test/packed/consumers', base);
  rmSync(dir, { recursive: true, force: true });
  cpSync(from, dir, { recursive: true, filter: (p) => withBindings || relative(from, p).split(sep)[0] !== 'src' });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const output = (r) => `${r.stdout}\n${r.stderr}`;
/** The lines of a checker's output that report a problem (tsc/vue-tsc: `file(l,c): error`; svelte-check --output machine). */
const problems = (r) =>
  output(r)
    .split('\n')
    .filter((l) => /: error TS\d+|^\d+ (ERROR|WARNING) /.test(l));

/**
 * One run over the README example and a broken copy (`Broken.*`): the example has no problem, the
 * copy one for each pattern (a wrong detail field, a wrong attribute value), and nothing else does.
 */
function onlyTheBrokenCopyFails(r, what) {
  const found = problems(r);
  assert.notEqual(r.status, 0, `${what} passed, but Broken should have failed:\n${output(r)}`);
  const elsewhere = found.filter((l) => !l.includes('Broken.'));
  assert.deepEqual(elsewhere, [], `${what}: problems besides Broken's:\n${output(r)}`);
  for (const p of [/'lettre'/, /lettres/])
    assert.ok(
      found.some((l) => p.test(l)),
      `${what}: nothing matches ${p}:\n${output(r)}`,
    );
}

function fails(r, what, pattern) {
  assert.notEqual(r.status, 0, `${what} passed, but should have failed:\n${output(r)}`);
  assert.match(output(r), pattern, `${what}: no diagnostic matching ${pattern}:\n${output(r)}`);
}

/** custom-elements.json's attributes of `<oware-board>`. */
function manifestAttributes() {
  const manifest = JSON.parse(readFileSync(join(installed, 'custom-elements.json'), 'utf8'));
  const decl = manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .find((d) => d.tagName === 'oware-board' && d.customElement);
  assert.ok(decl, 'custom-elements.json has no oware-board');
  return [...new Set(decl.attributes.map((a) => a.name))].sort();
}

const tsc5 = (dir) => npx(tools, 'tsc', ['-p', dir, '--pretty', 'false']);
const ts7 = join(root, 'node_modules/typescript/bin/tsc');
const tsc7 = (dir) => run(tools, process.execPath, [ts7, '-p', dir, '--pretty', 'false']);
const vueTsc = (dir) => npx(tools, 'vue-tsc', ['-p', join(dir, 'tsconfig.json'), '--noEmit', '--pretty', 'false']);
const svelteCheck = (dir) =>
  npx(tools, 'svelte-check', [
    '--workspace',
    dir,
    '--tsconfig',
    join(dir, 'tsconfig.json'),
    '--fail-on-warnings',
    '--output',
    'machine',
  ]);

/** The README example broken twice: a detail field that does not exist, an attribute value the element refuses. */
const broken = (source) =>
  mutate(source, ['e.detail.letter', 'e.detail.lettre'], ['labels="letters"', 'labels="lettres"']);

// The opt-in's attribute list against custom-elements.json: a name missing on either side fails `satisfies`.
const attributesCheck = () =>
  [
    "import type { OwareBoardAttributeName } from 'oware-board/react';",
    `export const names = { ${manifestAttributes()
      .map((n) => `'${n}': true`)
      .join(', ')} } satisfies Record<OwareBoardAttributeName, true>;`,
    '',
  ].join('\n');

test('React 19 (tsc 5.9, strict, skipLibCheck false): the README example passes, a broken copy fails', () => {
  const dir = project(
    'react',
    'react',
    {
      'src/App.tsx': examples.tsx,
      'src/Broken.tsx': broken(examples.tsx),
      'src/attributes.ts': attributesCheck(),
    },
    true,
  );
  onlyTheBrokenCopyFails(tsc5(dir), 'tsc');
});

test('React 19: without the opt-in line the tag is unknown to tsc', () => {
  const dir = project('react-bare', 'react', { 'src/App.tsx': withoutOptIn(examples.tsx, 'react') });
  fails(
    tsc5(dir),
    'tsc without the opt-in',
    /TS2339: Property 'oware-board' does not exist on type 'JSX.IntrinsicElements'/,
  );
});

test("React 19: the README's other opt-in, a compilerOptions.types entry, works as the import does", () => {
  const config = JSON.parse(readFileSync(join(root, 'test/packed/consumers/react/tsconfig.json'), 'utf8'));
  config.compilerOptions.types = ['oware-board/react'];
  const dir = project('react-types', 'react', {
    'tsconfig.json': JSON.stringify(config),
    'src/App.tsx': withoutOptIn(examples.tsx, 'react'),
  });
  const r = tsc5(dir);
  assert.equal(r.status, 0, `tsc failed:\n${output(r)}`);
});

test('React 19 with TypeScript 7: the README example passes, a broken copy fails', {
  skip: !existsSync(ts7) && 'no TypeScript 7 in the repository',
}, () => {
  const dir = project('react7', 'react', { 'src/App.tsx': examples.tsx, 'src/Broken.tsx': broken(examples.tsx) }, true);
  onlyTheBrokenCopyFails(tsc7(dir), 'tsc 7');
});

test('Vue 3.5 (vue-tsc): the README example passes, a broken copy fails', () => {
  const dir = project('vue', 'vue', { 'src/App.vue': examples.vue, 'src/Broken.vue': broken(examples.vue) }, true);
  onlyTheBrokenCopyFails(vueTsc(dir), 'vue-tsc');
});

test("Vue 3.5: without the opt-in line the handler's event is an implicit any", () => {
  const dir = project('vue-bare', 'vue', { 'src/App.vue': withoutOptIn(examples.vue, 'vue') });
  fails(vueTsc(dir), 'vue-tsc without the opt-in', /implicitly has an 'any' type/);
});

test('Svelte 5 (svelte-check --fail-on-warnings): the README example passes, a broken copy fails', () => {
  const dir = project(
    'svelte',
    'svelte',
    {
      'src/App.svelte': examples.svelte,
      'src/Broken.svelte': broken(examples.svelte),
    },
    true,
  );
  onlyTheBrokenCopyFails(svelteCheck(dir), 'svelte-check');
});

test("Svelte 5: without the opt-in line the handler's event is an implicit any", () => {
  const dir = project('svelte-bare', 'svelte', { 'src/App.svelte': withoutOptIn(examples.svelte, 'svelte') });
  fails(svelteCheck(dir), 'svelte-check without the opt-in', /implicitly has an 'any' type/);
});
