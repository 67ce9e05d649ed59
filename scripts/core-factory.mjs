// The engine-once core of the one-file (CDN) builds.
//
// The rules engine and the AI are needed twice in a page: by the element on the main thread, and
// inside the AI's Web Worker. A one-file build cannot point the worker at a second file, so the
// core is compiled once, by esbuild, into a self-contained factory function `() => ({ Game, …,
// listen })`. The page calls it for the element (and for the main-thread fallback when a CSP
// forbids Blob workers); the worker is a Blob made from the same function's source text,
// `(factory)().listen(self)`. The rules and the search are so shipped once, not twice, and no
// `eval` is needed.
//
//   usedCoreNames(entry, coreFiles, names)  which core exports an entry really uses
//   coreFactory(coreFiles, used?)           the factory's source, its names and the unused ones
//   coreEntry(entry, coreFiles)             both steps: the factory for one entry
//   coreModules(factory, coreFiles)         a Vite plugin: every core file resolves to one virtual
//                                           module that calls the factory, and the worker factory
//                                           (src/ai/worker-factory.ts) gets the Blob worker
//   replaceWorker / blobWorker              the worker wiring, shared with the library build
//
// Tested by test/node/core-factory.test.mjs (run by `npm test`).

import { join, resolve } from 'node:path';
import { build as esbuild } from 'esbuild';

export const root = resolve(import.meta.dirname, '..');
const src = (p) => join(root, 'src', p).replace(/\\/g, '/');
const posix = (p) => p.replace(/\\/g, '/').split('?')[0];

/** The engine's and the AI's files (relative to src/) that make up the core of the one-file builds. */
export const ENGINE_FILES = [
  'engine/types.ts',
  'engine/board.ts',
  'engine/variants.ts',
  'engine/notation.ts',
  'engine/game.ts',
];
/** The AI's entry files of the core (search.ts brings its levels, table and evaluation into the factory). */
export const AI_FILES = ['ai/search.ts', 'ai/egdb.ts', 'ai/run.ts', 'ai/listen.ts'];

/** The id of the virtual module that stands for every core file in a one-file build. */
export const CORE_ID = '\0oware-core';

const WORKER_PATTERN =
  /new Worker\(\s*new URL\(\s*['"]\.\/worker\.(?:ts|js)['"]\s*,\s*import\.meta\.url\s*\)\s*(?:,\s*\{[^}]*\})?\s*\)/;

/**
 * In src/ai/worker-factory.ts, replace `new Worker(new URL('./worker.ts', import.meta.url), …)` by
 * `replacement` (with `prelude` put before the module). Returns null for every other module.
 */
export function replaceWorker(code, id, replacement, prelude = '') {
  if (!posix(id).endsWith('src/ai/worker-factory.ts')) return null;
  if (!WORKER_PATTERN.test(code)) {
    throw new Error('worker-factory.ts: the new Worker(new URL(...)) expression was not found');
  }
  return { code: prelude + BLOB_WORKER + code.replace(WORKER_PATTERN, replacement), map: null };
}

/**
 * The module-level helper the worker factory gets: a classic worker from script text. ONE Blob URL
 * per page, made with the first worker and used for every later one (a worker is ended when its
 * search is aborted, and made again for the next), so ended workers leak nothing. Under Trusted
 * Types (`require-trusted-types-for 'script'`) the URL goes through one policy, `oware-board`, that
 * lets only this page's blob: URLs through; if the page's `trusted-types` directive forbids that
 * policy, createPolicy throws (before any URL is made) and the AI runs on the main thread.
 */
export const BLOB_WORKER = `let owarePolicy, owareUrl;
function owareBlobWorker(text) {
  const tt = globalThis.trustedTypes;
  if (tt && !owarePolicy) owarePolicy = tt.createPolicy('oware-board', { createScriptURL: (s) => { if (!s.startsWith('blob:')) throw new TypeError('oware-board: only its own worker'); return s; } });
  owareUrl ??= URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
  return new Worker(owarePolicy ? owarePolicy.createScriptURL(owareUrl) : owareUrl);
}
`;

/** A classic worker made from the script text that `sourceExpr` (a JS expression) evaluates to (see {@link BLOB_WORKER}). */
export const blobWorker = (sourceExpr) => `owareBlobWorker(${sourceExpr})`;

/**
 * Compile `modules` (core files relative to src/) into one factory function.
 * With `used`, only those names are returned by the factory (plus nothing else: everything they do
 * not need is tree-shaken); without it, every export.
 * Returns `{ names, factory, unused }`: the names the factory returns, its source text
 * (`()=>{…;return{Game:a,…}}`), and the core's other export names.
 */
export async function coreFactory(modules, used) {
  const contents = modules.map((m) => `export * from ${JSON.stringify(src(m))};`).join('\n');
  const all = { contents, resolveDir: root, loader: 'ts', sourcefile: 'oware-core.ts' };
  const meta = await esbuild({
    stdin: all,
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const exported = Object.values(meta.metafile.outputs)[0].exports.filter((n) => n !== 'default');
  const names = exported.filter((n) => !used || used.has(n));
  // Only what the page uses (and the worker's `listen`): the rest of the engine and AI is tree-shaken.
  const allId = 'oware-core-all';
  const only = {
    name: allId,
    setup(b) {
      b.onResolve({ filter: /^oware-core-all$/ }, () => ({ path: allId, namespace: allId }));
      b.onLoad({ filter: /.*/, namespace: allId }, () => ({ contents, resolveDir: root, loader: 'ts' }));
    },
  };
  const stdin = {
    contents: `export { ${names.join(', ')} } from '${allId}';`,
    resolveDir: root,
    loader: 'js',
    sourcefile: 'oware-core.js',
  };
  // An ES module bundle whose `export { a as Game, … }` becomes the factory's `return { Game: a, … }`.
  const esm = await esbuild({
    stdin,
    plugins: [only],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
    legalComments: 'none',
  });
  const text = esm.outputFiles[0].text.trim();
  const m = /^([\s\S]*)export\s*\{([^}]*)\};?$/.exec(text);
  const code = m?.[1].replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g, '');
  if (!m || /\bimport\b[\s({*"']|\bexport\b/.test(code)) throw new Error('unexpected core bundle shape');
  const pairs = m[2].split(',').map((e) => {
    const [local, as = local] = e.trim().split(/\s+as\s+/);
    return `${as}:${local}`;
  });
  const factory = `()=>{${m[1]}return{${pairs.join(',')}}}`;
  return { names, factory, unused: exported.filter((n) => !names.includes(n)) };
}

/**
 * The names of the core (engine + AI) that `entry` (relative to src/) really uses: the entry is
 * bundled with every core file replaced by pure stubs (`export const X = use("X")`), minified, and
 * the surviving `use("X")` calls are read back. `listen` is always included (the worker needs it).
 */
export async function usedCoreNames(entry, coreFiles, names) {
  const files = new Set(coreFiles.map(src));
  const stub = 'oware-core-stub';
  const plugin = {
    name: stub,
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.pluginData === stub) return null;
        const { kind, importer, resolveDir } = args;
        const r = await b.resolve(args.path, { kind, importer, resolveDir, pluginData: stub });
        return files.has(posix(r.path)) ? { path: stub, namespace: stub } : r;
      });
      b.onLoad({ filter: /.*/, namespace: stub }, () => ({
        contents: names.map((n) => `export const ${n} = /* @__PURE__ */ use(${JSON.stringify(n)});`).join('\n'),
        loader: 'js',
      }));
    },
  };
  const out = await esbuild({
    entryPoints: [src(entry)],
    plugins: [plugin],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['lit', 'lit/*', '@lit/*'],
    logLevel: 'silent',
  });
  const used = new Set(['listen']);
  for (const m of out.outputFiles[0].text.matchAll(/use\("(\w+)"\)/g)) used.add(m[1]);
  return used;
}

/** The factory for one entry: only the core names that `entry` uses. */
export async function coreEntry(entry, coreFiles) {
  const everything = await coreFactory(coreFiles);
  return coreFactory(coreFiles, await usedCoreNames(entry, coreFiles, everything.names));
}

/** The source of the virtual core module: the factory called once, its names, and the worker's source. */
export function coreModuleSource(factory) {
  return [
    `const factory = ${factory.factory};`,
    'const core = factory();',
    `export const { ${factory.names.join(', ')} } = core;`,
    // re-exported by engine/index.ts but unused by this build (never read)
    ...(factory.unused.length ? [`export let ${factory.unused.join(', ')};`] : []),
    'export const coreWorkerSource = "(" + factory.toString() + ")().listen(self)";',
  ].join('\n');
}

/**
 * Vite plugin for a one-file build: every import of a core file resolves to the virtual module
 * `CORE_ID` (see `coreModuleSource`), and the AI's worker becomes a Blob worker of `coreWorkerSource`.
 * With `only` (a folder relative to src/, e.g. `ai/`), only imports from modules in that folder do:
 * the split CDN build keeps the engine as plain modules for the element, and the factory (engine
 * and AI) in the lazily loaded AI chunk.
 */
export function coreModules(factory, coreFiles, only) {
  const files = new Set(coreFiles.map(src));
  const within = only ? src(only) : null;
  return {
    name: 'oware-core',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === CORE_ID) return CORE_ID;
      if (!importer || importer === CORE_ID || (within && !posix(importer).startsWith(within))) return null;
      const r = await this.resolve(source, importer, { skipSelf: true });
      return r && files.has(posix(r.id)) ? CORE_ID : null;
    },
    load: (id) => (id === CORE_ID ? coreModuleSource(factory) : null),
    transform: (code, id) =>
      replaceWorker(
        code,
        id,
        blobWorker('coreWorkerSource'),
        `import { coreWorkerSource } from ${JSON.stringify(CORE_ID)};\n`,
      ),
  };
}
