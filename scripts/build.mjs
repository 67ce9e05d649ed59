#!/usr/bin/env node
// `npm run build`:
//   1. type declarations (dist/types) with tsc;
//   2. the library for bundlers (dist/index.js, core.js, engine.js, ai.js, lessons.js; Lit external);
//   3. two self-contained files for a <script type="module"> from a CDN, with Lit, the engine and the
//      AI worker inlined: dist/oware-board.min.js (element + engine + AI; the 25 kB gzip budget) and
//      dist/oware-board-lessons.min.js (everything, lessons/puzzles/editor included);
//   4. custom-elements.json from the JSDoc; 5. a size report, failing when over budget.
import { build as viteBuild } from 'vite';
import { build as esbuild, transform } from 'esbuild';
import { minify as oxcMinify } from 'rolldown/experimental';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, rmSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const BUDGET = 25 * 1024;
const src = (p) => join(root, 'src', p).replace(/\\/g, '/');
const posix = (p) => p.replace(/\\/g, '/').split('?')[0];

function step(name) {
  console.log(`\n== ${name} ==`);
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root });
  if (r.status !== 0) {
    console.error(`failed: ${cmd} ${args.join(' ')}`);
    process.exit(1);
  }
}

/** Squeeze one css`…` body: comments, whitespace, the space after `:` (only declarations and media features have one) and around `/` (`rgb(0 0 0 / .2)`, `aspect-ratio`), leading zeros. */
function squeezeCss(body) {
  return body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/\s*\/\s*/g, '/')
    .replace(/(^|[^\w.#-])0\.(\d)/g, '$1.$2')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * Squeeze the indentation in the literal parts of a Lit html`…`/svg`…` template (the `${…}`
 * expressions are copied as they are, nested templates squeezed too). Only runs of whitespace
 * that hold a line break change: in svg`…` one between tags or bindings goes (whitespace between
 * SVG elements is not rendered); otherwise, and in html`…`, it becomes one space — except before
 * a tag's `>` and at either end of the template, where it goes. Returns `null` if the template
 * could not be read.
 */
function squeezeTemplates(code) {
  let out = '';
  let i = 0;
  const start = /\b(html|svg)`/g;
  for (;;) {
    start.lastIndex = i;
    const m = start.exec(code);
    if (!m) return out + code.slice(i);
    const t = readTemplate(code, m.index + m[0].length, m[1] === 'svg');
    if (!t) return null;
    out += code.slice(i, m.index + m[0].length) + t.text;
    i = t.end;
  }
}

/** Read a template body starting after its backtick; returns its squeezed text (with the closing backtick) and the index after it. */
function readTemplate(code, i, isSvg) {
  const parts = []; // literal parts, squeezed when complete
  const exprs = [];
  let lit = '';
  while (i < code.length) {
    const c = code[i];
    if (c === '\\') {
      lit += code.slice(i, i + 2);
      i += 2;
    } else if (c === '`') {
      parts.push(lit);
      let text = '';
      parts.forEach((p, k) => {
        text += squeezePart(p, k === 0, k === parts.length - 1, isSvg) + (k < exprs.length ? '${' + exprs[k] + '}' : '');
      });
      return { text: text + '`', end: i + 1 };
    } else if (c === '$' && code[i + 1] === '{') {
      parts.push(lit);
      lit = '';
      const e = readExpression(code, i + 2);
      if (!e) return null;
      exprs.push(e.text);
      i = e.end;
    } else {
      lit += c;
      i++;
    }
  }
  return null;
}

/** Read a `${…}` expression (strings, nested templates and braces) up to its closing brace. */
function readExpression(code, i) {
  let text = '';
  let depth = 0;
  while (i < code.length) {
    const c = code[i];
    if (c === '}' && depth === 0) return { text, end: i + 1 };
    if (c === '{') depth++;
    else if (c === '}') depth--;
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < code.length && code[j] !== c) j += code[j] === '\\' ? 2 : 1;
      text += code.slice(i, j + 1);
      i = j + 1;
    } else if (c === '`') {
      const tag = /\b(html|svg)$/.exec(text);
      const t = readTemplate(code, i + 1, tag ? tag[1] === 'svg' : false);
      if (!t) return null;
      // a nested untagged template is copied as it is
      text += tag ? '`' + t.text : code.slice(i, t.end);
      i = t.end;
    } else if (c === '/' && (code[i + 1] === '/' || code[i + 1] === '*')) {
      return null; // comments are gone after the TypeScript transform; be safe if not
    } else {
      text += c;
      i++;
    }
  }
  return null;
}

function squeezePart(p, first, last, isSvg) {
  // Empty SVG shapes close themselves (`<rect …"/>`); only after a quoted attribute, as an unquoted
  // binding would take the slash into its value. html`…` may hold SVG too (inside <svg>), but only
  // these SVG-only names are touched.
  p = p.replace(/(<(stop|rect|circle|ellipse|path|line)\b[^<>]*")><\/\2>/g, '$1/>');
  return p.replace(/\s*\n\s*/g, (ws, at) => {
    const before = at === 0 ? (first ? '' : '}') : p[at - 1];
    const after = at + ws.length === p.length ? (last ? '' : '$') : p[at + ws.length];
    if (before === '' || after === '' || after === '>') return '';
    if (isSvg && (before === '>' || after === '<')) return '';
    return ' ';
  });
}

/** Vite plugin: squeeze Lit's css`…` templates, and the html`…`/svg`…` templates of the element. */
function minifyCssTemplates() {
  return {
    name: 'oware-minify-css',
    transform(code, id) {
      const path = posix(id);
      if (!/src\/.*\.ts$/.test(path)) return null;
      let out = code.includes('css`') ? code.replace(/css`([^`]*)`/g, (_, body) => 'css`' + squeezeCss(body) + '`') : code;
      if (/src\/element\//.test(path) && /\b(html|svg)`/.test(out)) {
        const squeezed = squeezeTemplates(out);
        if (squeezed === null) this.error(`could not read the Lit templates of ${id}`);
        out = squeezed;
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

const WORKER_PATTERN = /new Worker\(\s*new URL\(\s*['"]\.\/worker\.(?:ts|js)['"]\s*,\s*import\.meta\.url\s*\)\s*(?:,\s*\{[^}]*\})?\s*\)/;

function replaceWorker(code, id, replacement, prelude = '') {
  if (!posix(id).endsWith('src/ai/worker-factory.ts')) return null;
  if (!WORKER_PATTERN.test(code)) throw new Error('worker-factory.ts: the new Worker(new URL(...)) expression was not found');
  return { code: prelude + code.replace(WORKER_PATTERN, replacement), map: null };
}

const blobWorker = (sourceExpr) => `new Worker(URL.createObjectURL(new Blob([${sourceExpr}], { type: 'text/javascript' })))`;

/** Library build: the worker bundled on its own (classic script) and inlined as a Blob. */
async function workerSource() {
  const out = await esbuild({ entryPoints: [src('ai/worker.ts')], bundle: true, minify: true, format: 'iife', target: 'es2022', write: false, legalComments: 'none' });
  return out.outputFiles[0].text;
}

function inlineWorker(source) {
  return {
    name: 'oware-inline-worker',
    enforce: 'pre',
    transform: (code, id) => replaceWorker(code, id, blobWorker(JSON.stringify(source))),
  };
}

/**
 * One-file builds: the engine and the AI are compiled once into a self-contained factory function.
 * The page calls it for the element and the main-thread fallback; the AI worker is a Blob made from
 * the same function's source text — so the rules and the search are shipped once, not twice.
 */
const CORE_ID = '\0oware-core';
async function coreFactory(modules, used) {
  const contents = modules.map((m) => `export * from ${JSON.stringify(src(m))};`).join('\n');
  const all = { contents, resolveDir: root, loader: 'ts', sourcefile: 'oware-core.ts' };
  const meta = await esbuild({ stdin: all, bundle: true, format: 'esm', write: false, metafile: true, logLevel: 'silent' });
  const names = Object.values(meta.metafile.outputs)[0].exports.filter((n) => n !== 'default' && (!used || used.has(n)));
  // Only what the page uses (and the worker's `listen`): the rest of the engine and AI is tree-shaken.
  const all$ = 'oware-core-all';
  const only = { name: 'oware-core-all', setup(b) {
    b.onResolve({ filter: /^oware-core-all$/ }, () => ({ path: all$, namespace: all$ }));
    b.onLoad({ filter: /.*/, namespace: all$ }, () => ({ contents, resolveDir: root, loader: 'ts' }));
  } };
  const stdin = { contents: `export { ${names.join(', ')} } from '${all$}';`, resolveDir: root, loader: 'js', sourcefile: 'oware-core.js' };
  // An ES module bundle whose `export { a as Game, … }` becomes the factory's `return { Game: a, … }`.
  const esm = await esbuild({ stdin, plugins: [only], bundle: true, format: 'esm', minify: true, target: 'es2022', write: false, legalComments: 'none' });
  const text = esm.outputFiles[0].text.trim();
  const m = /^([\s\S]*)export\s*\{([^}]*)\};?$/.exec(text);
  if (!m || /\bimport\b[\s({*"']|\bexport\b/.test(m[1].replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g, ''))) throw new Error('unexpected core bundle shape');
  const pairs = m[2].split(',').map((e) => {
    const [local, as = local] = e.trim().split(/\s+as\s+/);
    return `${as}:${local}`;
  });
  const body = `()=>{${m[1]}return{${pairs.join(',')}}}`;
  return { names, factory: body, unused: Object.values(meta.metafile.outputs)[0].exports.filter((n) => n !== 'default' && !names.includes(n)) };
}

/**
 * The names of the core (engine + AI) that `entry` really uses: the entry is bundled with every
 * core file replaced by pure stubs (`export const X = use("X")`), minified, and the
 * surviving `use("X")` calls are read back.
 */
async function usedCoreNames(entry, coreFiles, names) {
  const files = new Set(coreFiles.map(src));
  const stub = 'oware-core-stub';
  const plugin = { name: stub, setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.pluginData === stub) return null;
      const r = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: stub });
      return files.has(posix(r.path)) ? { path: stub, namespace: stub } : r;
    });
    b.onLoad({ filter: /.*/, namespace: stub }, () => ({ contents: names.map((n) => `export const ${n} = /* @__PURE__ */ use(${JSON.stringify(n)});`).join('\n'), loader: 'js' }));
  } };
  const out = await esbuild({ entryPoints: [src(entry)], plugins: [plugin], bundle: true, minify: true, format: 'esm', write: false, external: ['lit', 'lit/*', '@lit/*'], logLevel: 'silent' });
  const used = new Set(['listen']);
  for (const m of out.outputFiles[0].text.matchAll(/use\("(\w+)"\)/g)) used.add(m[1]);
  return used;
}

function coreModules(factory, coreFiles) {
  const files = new Set(coreFiles.map(src));
  return {
    name: 'oware-core',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === CORE_ID) return CORE_ID;
      if (!importer || importer === CORE_ID) return null;
      const r = await this.resolve(source, importer, { skipSelf: true });
      return r && files.has(posix(r.id)) ? CORE_ID : null;
    },
    load(id) {
      if (id !== CORE_ID) return null;
      return [
        `const factory = ${factory.factory};`,
        'const core = factory();',
        `export const { ${factory.names.join(', ')} } = core;`,
        // re-exported by engine/index.ts but unused by this build (never read)
        ...(factory.unused.length ? [`export let ${factory.unused.join(', ')};`] : []),
        'export const coreWorkerSource = "(" + factory.toString() + ")().listen(self)";',
      ].join('\n');
    },
    transform: (code, id) => replaceWorker(code, id, blobWorker('coreWorkerSource'), `import { coreWorkerSource } from ${JSON.stringify(CORE_ID)};\n`),
  };
}

async function oneFile(entry, fileName, coreFiles) {
  const everything = await coreFactory(coreFiles);
  const factory = await coreFactory(coreFiles, await usedCoreNames(entry, coreFiles, everything.names));
  await viteBuild({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [coreModules(factory, coreFiles), minifyCssTemplates()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      lib: { entry: src(entry), formats: ['es'], fileName: () => fileName },
      rollupOptions: { output: { codeSplitting: false } },
    },
  });
  // Vite keeps whitespace in ES library output; give the file a full minification pass.
  const file = join(dist, fileName);
  // Private members are spelt `_name` (the element's, the AI controller's, the animation's) and
  // renamed here; Lit's own internals are `_$…` and are left alone, as is every other name.
  const min = await transform(readFileSync(file, 'utf8'), { minify: true, format: 'esm', target: 'es2022', legalComments: 'none', mangleProps: /^_[a-z]/ });
  // Then Vite's own minifier (oxc, from rolldown) renames every binding once more, top level
  // included: its short, reused names compress better (about 0.9 kB less gzipped than esbuild's).
  const oxc = await oxcMinify(fileName, min.code, { module: true, compress: { target: 'es2022' }, mangle: { toplevel: true } });
  if (oxc.errors?.length) throw new Error(`oxc minify: ${oxc.errors.map((e) => e.message).join('; ')}`);
  writeFileSync(file, oxc.code);
}

rmSync(dist, { recursive: true, force: true });

step('type declarations (tsc)');
run('npx', ['tsc', '-p', 'tsconfig.build.json']);

step('library build for bundlers (Lit external)');
const worker = await workerSource();
console.log(`AI worker: ${(worker.length / 1024).toFixed(1)} kB minified`);
await viteBuild({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [inlineWorker(worker), minifyCssTemplates()],
  build: {
    outDir: dist,
    emptyOutDir: false,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: {
      entry: { index: src('index.ts'), core: src('core.ts'), engine: src('engine/index.ts'), ai: src('ai/index.ts'), lessons: src('lessons/index.ts') },
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => id === 'lit' || id.startsWith('lit/') || id.startsWith('@lit/'),
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});

step('one-file CDN builds');
const ENGINE = ['engine/types.ts', 'engine/board.ts', 'engine/variants.ts', 'engine/notation.ts', 'engine/game.ts'];
const AI = ['ai/search.ts', 'ai/egdb.ts', 'ai/run.ts', 'ai/listen.ts'];
await oneFile('core.ts', 'oware-board.min.js', [...ENGINE, ...AI]);
await oneFile('index.ts', 'oware-board-lessons.min.js', [...ENGINE, 'engine/perft.ts', 'engine/index.ts', ...AI]);

step('custom-elements.json');
run('npx', ['cem', 'analyze', '--litelement', '--globs', 'src/**/*.ts', '--exclude', 'src/**/*.test.ts']);
{
  // The analyzer lists Lit's internal reactive state (`name: { state: true }`) as public attributes
  // and fields; they are not part of the API, so drop them.
  const file = join(root, 'custom-elements.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  for (const mod of manifest.modules) {
    const source = readFileSync(join(root, mod.path), 'utf8');
    const state = new Set([...source.matchAll(/(\w+): \{ state: true \}/g)].map((m) => m[1]));
    for (const d of mod.declarations ?? []) {
      if (d.attributes) d.attributes = d.attributes.filter((a) => !state.has(a.fieldName ?? a.name));
      if (d.members) d.members = d.members.filter((m) => !state.has(m.name));
    }
  }
  writeFileSync(file, JSON.stringify(manifest, null, 2) + '\n');
}

step('sizes');
function sizes(file) {
  const buf = readFileSync(file);
  return { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length };
}
for (const f of readdirSync(dist).sort()) {
  const p = join(dist, f);
  if (!statSync(p).isFile() || !f.endsWith('.js')) continue;
  const s = sizes(p);
  console.log(`${f.padEnd(30)} ${(s.raw / 1024).toFixed(1).padStart(7)} kB  ${(s.gz / 1024).toFixed(1).padStart(6)} kB gzipped`);
}
const cdn = sizes(join(dist, 'oware-board.min.js'));
const ok = cdn.gz <= BUDGET;
console.log(`\noware-board.min.js (element + engine + AI, all inlined): ${(cdn.gz / 1024).toFixed(1)} kB gzipped of a ${BUDGET / 1024} kB budget: ${ok ? 'within budget' : 'OVER BUDGET'}`);
// OWARE_BUDGET=report prints the figure without failing (the end-to-end test checks the budget itself).
if (!ok && process.env.OWARE_BUDGET !== 'report') process.exit(1);
