// The package's declarations and custom-elements manifest as users' tools read them, on the packed
// package installed in the `tools` folder (prepare.mjs):
// - attw (`--profile esm-only`: the package is ESM only) finds types for every export, and publint
//   (`--strict`) has nothing to say;
// - a Node project with no DOM lib (test/packed/consumers/node/: `lib: ["ES2022"]`, `types: ["node"]`,
//   `skipLibCheck: false`, strict) that imports every Node-only subpath type-checks with TypeScript
//   5.9, under `nodenext` and under `bundler` resolution — and each of those subpaths imports in Node;
// - the declarations import nothing but relative files, Node's builtins and the packages the package
//   declares (dependencies and peers, or their `@types/…`);
// - custom-elements.json describes what the package ships: its modules are the package's `dist/`
//   entries, every path it names is in the tarball, each event has its type, the attributes are the
//   element's own (`observedAttributes` of the installed element, loaded in Node on Lit's DOM shim),
//   and it stays in proportion to one element's API (see MANIFEST_BOUND).
import assert from 'node:assert/strict';
import { cpSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { npx, packed, root, run } from './packed.mjs';

const { tarball, pack, tools } = packed();
const installed = join(tools, 'node_modules/oware-board');
const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
const shipped = new Set(pack.paths);

/** The subpaths that run in Node without a DOM (the AI's async search falls back to the main thread there). */
const NODE_ONLY = ['engine', 'ai', 'record', 'svg', 'markdown-it', 'rehype', 'server'];

/**
 * The manifest's bound. It describes one element (about 70 properties and methods, 37 attributes,
 * 14 events, 32 parts, 29 custom properties: some 180 documented names) and the six entries that
 * define it; at half a kilobyte a name, descriptions and JSON's indentation included, that is under
 * 100 kB — a tenth of the 925 kB the analyzer's description of all 215 source modules weighed.
 */
const MANIFEST_BOUND = 100 * 1024;

const output = (r) => `exit ${r.status}\n${r.stdout}\n${r.stderr}`.trim();

test('attw finds types for every export (esm-only profile)', () => {
  const r = npx(tools, 'attw', [tarball, '--profile', 'esm-only', '--format', 'table-flipped', '--no-color']);
  assert.equal(r.status, 0, output(r));
});

test('publint --strict has nothing to say', () => {
  const r = npx(tools, 'publint', ['--strict', installed]);
  assert.equal(r.status, 0, output(r));
  assert.match(r.stdout, /All good!/, output(r));
});

// ---- a Node project without the DOM lib ----

const consumer = join(tools, 'node-consumer');
rmSync(consumer, { recursive: true, force: true });
cpSync(join(root, 'test/packed/consumers/node'), consumer, { recursive: true });

for (const config of ['tsconfig.json', 'tsconfig.bundler.json']) {
  test(`a Node project (no DOM lib, skipLibCheck false) type-checks every Node-only subpath: ${config}`, () => {
    const source = readFileSync(join(consumer, 'node-only.ts'), 'utf8');
    for (const sub of NODE_ONLY) assert.match(source, new RegExp(`from 'oware-board/${sub}'`), `imports ${sub}`);
    const r = npx(consumer, 'tsc', ['-p', config, '--pretty', 'false']);
    assert.equal(r.status, 0, output(r));
  });
}

test('every Node-only subpath imports in Node (ESM)', () => {
  for (const sub of NODE_ONLY) {
    const r = run(tools, process.execPath, [
      '--input-type=module',
      '-e',
      `const m = await import('oware-board/${sub}'); if (!Object.keys(m).length) throw new Error('no exports');`,
    ]);
    assert.equal(r.status, 0, `oware-board/${sub}: ${output(r)}`);
  }
});

// ---- a page's TypeScript with no framework ----

test("a page's TypeScript (DOM lib, skipLibCheck false): `import 'oware-board'` alone types the features' properties and the events", () => {
  const web = join(tools, 'web-consumer');
  rmSync(web, { recursive: true, force: true });
  cpSync(join(root, 'test/packed/consumers/web'), web, { recursive: true });
  const r = npx(web, 'tsc', ['-p', 'tsconfig.json', '--pretty', 'false']);
  assert.equal(r.status, 0, output(r));
});

// ---- what the declarations import ----

/** Every `.d.ts` under `dir`. */
const declarations = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.d.ts'))
    .map((f) => join(dir, f));

/** The module specifiers a declaration file names: imports, re-exports, `import('…')` types, `declare module`, `/// <reference types>`. */
function specifiers(ts, file) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out = sf.typeReferenceDirectives.map((r) => r.fileName);
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      out.push(node.moduleSpecifier.text);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) out.push(node.argument.literal.text);
    else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) out.push(node.name.text);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      out.push(node.moduleReference.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

test('the declarations import only relative files, Node builtins and declared packages', () => {
  const ts = createRequire(join(tools, 'package.json'))('typescript');
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
  const builtins = new Set(builtinModules);
  /** `lit/directive.js` → `lit`, `@a/b/c` → `@a/b`; a package is declared as itself or as its `@types/…`. */
  const packageOf = (spec) =>
    spec
      .split('/')
      .slice(0, spec.startsWith('@') ? 2 : 1)
      .join('/');
  const typesOf = (name) => `@types/${name.replace(/^@/, '').replace('/', '__')}`;
  const stray = [];
  const files = declarations(join(installed, 'dist/types'));
  assert.ok(files.length > 50, `only ${files.length} declaration files`);
  for (const file of files)
    for (const spec of specifiers(ts, file)) {
      if (spec.startsWith('.') || spec.startsWith('node:') || builtins.has(spec)) continue;
      const name = packageOf(spec);
      if (!declared.has(name) && !declared.has(typesOf(name))) stray.push(`${relative(installed, file)}: '${spec}'`);
    }
  assert.deepEqual(stray, [], `packages the package does not declare:\n${stray.join('\n')}`);
});

// ---- custom-elements.json ----

const manifestFile = join(installed, pkg.customElements ?? 'custom-elements.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const board = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'oware-board');

test(`custom-elements.json stays in proportion: under ${MANIFEST_BOUND / 1024} kB, two elements, the entries only`, () => {
  const size = statSync(manifestFile).size;
  assert.ok(size < MANIFEST_BOUND, `custom-elements.json is ${(size / 1024).toFixed(1)} kB`);
  const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement);
  assert.deepEqual(
    elements.map((d) => d.tagName),
    ['oware-board', 'oware-studio'],
  );
  // <oware-studio> is declared and defined in its own entry, oware-board/studio, only
  const studioModules = manifest.modules.filter((m) =>
    (m.exports ?? []).some((e) => e.kind === 'custom-element-definition' && e.name === 'oware-studio'),
  );
  assert.deepEqual(
    studioModules.map((m) => m.path),
    [pkg.exports['./studio'].default.replace(/^\.\//, '')],
  );
  /** The JS files package.json's exports name. */
  const targets = (v) => (typeof v === 'string' ? [v] : Object.values(v ?? {}).flatMap(targets));
  const entries = new Set(targets(pkg.exports).map((p) => p.replace(/^\.\//, '')));
  const other = manifest.modules.map((m) => m.path).filter((p) => !entries.has(p));
  assert.deepEqual(other, [], 'modules that are not entries of the package');
  for (const m of manifest.modules)
    assert.ok(
      (m.exports ?? []).some((e) => e.kind === 'custom-element-definition' && e.name === 'oware-board'),
      `${m.path} does not define <oware-board>`,
    );
});

test('every path and module custom-elements.json names is in the tarball', () => {
  const named = [];
  const walk = (value, key) => {
    if (typeof value === 'string') {
      if (key === 'path' || key === 'module') named.push(value);
    } else if (Array.isArray(value)) for (const v of value) walk(v, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(manifest);
  assert.ok(named.length >= manifest.modules.length);
  const missing = [...new Set(named)].filter((p) => !shipped.has(p.replace(/^\.?\//, '')));
  assert.deepEqual(missing, [], 'named by custom-elements.json but not in the package');
});

test("custom-elements.json: every event has its type (the detail's, from OwareEventMap), no private member", () => {
  assert.ok(board, 'no declaration of <oware-board>');
  assert.ok(board.events.length >= 10, `only ${board.events.length} events`);
  const untyped = board.events.filter((e) => !/^CustomEvent<.+>$/.test(e.type?.text ?? ''));
  assert.deepEqual(
    untyped.map((e) => e.name),
    [],
    'events without a CustomEvent<…> type',
  );
  for (const e of board.events)
    for (const r of e.type.references ?? [])
      assert.equal(e.type.text.slice(r.start, r.end), r.name, `${e.name}: reference ${r.name}`);
  const internal = board.members.filter((m) => /^[_#]/.test(m.name) || (m.privacy ?? 'public') !== 'public');
  assert.deepEqual(
    internal.map((m) => m.name),
    [],
  );
  assert.ok(board.cssParts.length > 10 && board.cssProperties.length > 10, 'parts and custom properties');
});

test("custom-elements.json's attributes and properties are the element's, each with its type and description", () => {
  // The installed element, loaded in Node: Lit's SSR DOM shim gives it its class, attributes and properties.
  const script = `const { OwareBoard } = await import('oware-board');
    const attributes = OwareBoard.observedAttributes;
    const properties = [...OwareBoard.elementProperties].filter(([, o]) => !o.state)
      .map(([name, o]) => [name, o.attribute === false ? null : typeof o.attribute === 'string' ? o.attribute : name.toLowerCase()]);
    console.log(JSON.stringify({ attributes, properties }));`;
  const r = run(tools, process.execPath, ['--input-type=module', '-e', script]);
  assert.equal(r.status, 0, output(r));
  const element = JSON.parse(r.stdout.trim().split('\n').at(-1));
  assert.deepEqual(board.attributes.map((a) => a.name).sort(), [...element.attributes].sort());
  const fields = new Map(board.members.filter((m) => m.kind === 'field').map((m) => [m.name, m]));
  const attributeOf = new Map(board.attributes.filter((a) => a.fieldName).map((a) => [a.fieldName, a.name]));
  for (const [name, attribute] of element.properties) {
    assert.ok(fields.has(name), `property ${name} is not in the manifest`);
    assert.equal(attributeOf.get(name) ?? null, attribute, `property ${name}'s attribute`);
  }
  // an attribute with a property of its name (`record`, `ai-level`) says so
  for (const a of board.attributes) {
    const camel = a.name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
    if (fields.has(camel) && !fields.get(camel).static)
      assert.equal(a.fieldName, camel, `attribute ${a.name}'s property`);
  }
  const bare = [...board.attributes, ...fields.values()].filter((x) => !x.type?.text || !x.description?.trim());
  assert.deepEqual(
    bare.map((x) => x.name),
    [],
    'attributes and properties without a type or a description',
  );
});
