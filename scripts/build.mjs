#!/usr/bin/env node
// `npm run build`:
//   1. type declarations (dist/types) with tsc;
//   2. the library for bundlers (dist/index.js, core.js, engine.js, ai.js, lessons.js, record.js; Lit external);
//   3. two self-contained files for a <script type="module"> from a CDN, with Lit, the engine and the
//      AI worker inlined: dist/oware-board.min.js (element + engine + AI; the 25 kB gzip budget) and
//      dist/oware-board-lessons.min.js (everything, lessons/puzzles/editor included);
//   4. custom-elements.json from the JSDoc; 5. a size report (the budget is size-limit's, in `npm test`).
// Lit's templates are minified by a tool (minifyTemplates below); the one-file builds' engine-once
// core is scripts/core-factory.mjs.

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import remapping from '@jridgewell/remapping';
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';
import { build as esbuild, transform } from 'esbuild';
import { minify as oxcMinify } from 'rolldown/experimental';
import { build as viteBuild } from 'vite';
import { AI_FILES, blobWorker, coreEntry, coreModules, ENGINE_FILES, replaceWorker, root } from './core-factory.mjs';

const dist = join(root, 'dist');
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

/**
 * Lit's html`…`, svg`…` and css`…` templates, minified by @lit-labs/rollup-plugin-minify-html-literals
 * (html-minifier-next for the markup, lightningcss for the styles), with its default options.
 */
const minifyTemplates = () => minifyHTML({ include: ['**/src/**/*.ts', '**/src/**/*.ts?copy=*'], failOnError: true });

/** Library build: the worker bundled on its own (classic script) and inlined as a Blob. */
async function workerSource() {
  const out = await esbuild({
    entryPoints: [src('ai/worker.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    legalComments: 'none',
  });
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
 * For the self-contained file: every `import('./…')` of a chunk in src/ (the AI, the features'
 * loaders, the languages, the game feature) becomes a static import and `Promise.resolve` of its
 * namespace. The file holds all of them anyway; an inlined dynamic import would wrap each module in
 * lazy-init code (about 0.4 kB gzipped for the AI alone). Comment lines are left alone.
 */
function staticImports() {
  const lazy = /\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g;
  return {
    name: 'oware-static-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!posix(id).includes('/src/')) return null;
      const heads = [];
      const out = code
        .split('\n')
        .map((line) =>
          /^\s*(\*|\/\/|\/\*)/.test(line)
            ? line
            : line.replace(lazy, (_, q, spec) => {
                const name = `staticChunk${heads.length}`;
                heads.push(`import * as ${name} from ${q}${spec}${q};`);
                return `Promise.resolve(${name})`;
              }),
        )
        .join('\n');
      return heads.length ? { code: `${heads.join('\n')}\n${out}`, map: null } : null;
    },
  };
}

/**
 * For the self-contained file: the online feature's registration (with the Colyseus client, about
 * 56 kB gzipped) is left out; its stand-in registers nothing, so a board with `online` there fires
 * the one `oware-error` of a feature its build does not have. Online play comes with the split
 * file (`oware-board.min.js`, whose online chunk is fetched on first use) or the npm package.
 */
function withoutOnline() {
  const stub = '\0oware-online-absent';
  return {
    name: 'oware-without-online',
    enforce: 'pre',
    resolveId(id, importer) {
      return id === './register.js' && importer && posix(importer).endsWith('/src/online/descriptor.ts') ? stub : null;
    },
    load(id) {
      return id === stub ? 'export function registerOnline() { return false; }' : null;
    },
  };
}

/**
 * With OWARE_PARTS=<dir> (set by `npm run bench -- size`): a one-file build's modules and their
 * code as Vite renders them, written as JSON to `<dir>/<fileName>.json`, for the bench's breakdown
 * by part.
 */
function moduleParts(fileName, dir) {
  return {
    name: 'oware-module-parts',
    generateBundle(_, bundle) {
      const chunk = bundle[fileName];
      const parts = Object.entries(chunk.modules).map(([id, m]) => [
        posix(id).replace(/^.*?(node_modules|src)\//, '$1/'),
        m.code ?? '',
      ]);
      writeFileSync(join(dir, `${fileName}.json`), JSON.stringify(parts));
    },
  };
}

/**
 * Split build: a chunk that imports another (the lessons and the record viewer import the code they
 * share) would be a waterfall — the browser finds the second only once the first has come. So where
 * the initial file imports such a chunk, it starts the chunks it imports at the same time
 * (`(import(shared).catch(…), import(chunk))`: the shared chunk's failure is the chunk's own).
 */
function parallelChunks(fileName) {
  return {
    name: 'oware-parallel-chunks',
    generateBundle(_, bundle) {
      const entry = bundle[fileName];
      for (const target of entry.dynamicImports) {
        const deps = (bundle[target]?.imports ?? []).filter((f) => f !== fileName);
        if (!deps.length) continue;
        const call = new RegExp(`import\\((['"])\\./${target.replace(/[.$]/g, '\\$&')}\\1\\)`, 'g');
        const ahead = deps.map((d) => `import("./${d}").catch(()=>{})`).join(',');
        const code = entry.code.replace(call, (m) => `(${ahead},${m})`);
        if (code === entry.code) throw new Error(`parallelChunks: import of ${target} not found in ${fileName}`);
        entry.code = code;
      }
    },
  };
}

/**
 * Split build: the controls the features share (src/controls/: the step bar, the move list, the
 * icons, adoptStyles) are copied into each feature's own chunk — the game's, the one the lessons and
 * the record viewer share, match's, analysis' — rather than put in a chunk of their own, which the
 * initial file would have to start beside every feature's (and a lesson would fetch a second shared
 * chunk). An import of them from src/<feature>/ resolves to that feature's copy,
 * `src/controls/step-bar.ts?copy=game`, and the copy's own imports to the same copy. The same for the
 * drawing's overlay, its styles and markup writer (src/diagram/overlay.ts, overlay-styles.ts, write.ts)
 * and the arrows' and markers' readers (src/diagram/annotation-attributes.ts), which the lessons,
 * the drawing and the element's `toSVG()` chunk use.
 */
const COPIED = /\/src\/controls\/|\/src\/diagram\/(overlay|overlay-styles|write|raw|annotation-attributes)\.ts$/;
function featureCopies() {
  return {
    name: 'oware-feature-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.')) return null;
      const copy =
        /[?&]copy=(\w+)/.exec(importer)?.[1] ??
        /\/src\/(\w+)\//.exec(posix(importer))?.[1]?.replace('record', 'lessons');
      if (!copy) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const id = resolved && posix(resolved.id);
      return id && COPIED.test(id) ? `${id}?copy=${copy}` : null;
    },
  };
}

/**
 * Every `_name` (a lowercase letter after the underscore) that third-party code in the build spells
 * (Lit's, the Colyseus client's, …), collected into `names` as each file is written: the final pass
 * renames our own `_`-prefixed private members only, never one of these (see `oneFile`).
 */
function thirdPartyNames(names) {
  return {
    name: 'oware-third-party-names',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle))
        for (const [id, m] of Object.entries(chunk.modules ?? {}))
          if (!posix(id).includes('/src/'))
            for (const [name] of (m.code ?? '').matchAll(/\b_[a-z][\w$]*/g)) names.add(name);
    },
  };
}

/** A lazy chunk's name by its entry module: `ai`, `lessons`, `animation`, `de`, … */
function chunkName(chunk) {
  const id = posix(chunk.facadeModuleId ?? chunk.moduleIds?.at(-1) ?? '');
  if (id.endsWith('src/element/timelines.ts')) return 'animation';
  const m = /src\/(?:element\/(ai|hint)-chunk|(\w+)\/(?:board\/)?register|(game)\/feature|i18n\/(\w+))\.ts$/.exec(id);
  return m ? (m[1] ?? m[2] ?? m[3] ?? m[4]) : chunk.facadeModuleId ? chunk.name : 'shared';
}

/**
 * The chunking group that keeps every module the entry imports statically in the entry's own chunk:
 * the bundler otherwise may put some of them in chunks of their own, which the initial file then
 * imports (rolldown issue #10731), depending on the order of imports.
 */
function pinToEntry(entryId) {
  let pinned;
  return (id, ctx) => {
    if (!pinned) {
      pinned = new Set();
      const visit = (m) => {
        if (pinned.has(m)) return;
        pinned.add(m);
        for (const d of ctx.getModuleInfo(m)?.importedIds ?? []) visit(d);
      };
      visit(entryId);
    }
    return pinned.has(id) ? 'entry' : null;
  };
}

/**
 * A CDN build of `entry` as `fileName`. Self-contained (`split` false): one file, the engine and the
 * AI once, in the factory. Split: the initial file holds the element and the engine; the AI (its
 * client, and the factory with the engine and the search for the worker and the main-thread
 * fallback) is a sibling chunk, `oware-board-ai-<hash>.js`, imported on the first search.
 */
async function oneFile(entry, fileName, coreFiles, split = false) {
  // Split: the factory serves only the AI client (what it uses, and the worker's `listen`).
  const factory = await coreEntry(split ? 'ai/client.ts' : entry, coreFiles);
  const before = new Set(readdirSync(dist));
  const foreign = new Set();
  await viteBuild({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [
      coreModules(factory, coreFiles, split ? 'ai/' : undefined),
      ...(split ? [parallelChunks(fileName), featureCopies()] : [withoutOnline(), staticImports()]),
      minifyTemplates(),
      thirdPartyNames(foreign),
      ...(process.env.OWARE_PARTS ? [moduleParts(fileName, process.env.OWARE_PARTS)] : []),
    ],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      // (with OWARE_PARTS, a source map through every pass below: the initial file by module)
      sourcemap: Boolean(process.env.OWARE_PARTS),
      lib: { entry: src(entry), formats: ['es'], fileName: () => fileName },
      rollupOptions: split
        ? {
            // Shared code stays in the initial file, which exports it to the chunks.
            preserveEntrySignatures: 'allow-extension',
            output: {
              chunkFileNames: (c) => `oware-board-${chunkName(c)}-[hash].js`,
              codeSplitting: { groups: [{ name: pinToEntry(src(entry)) }] },
            },
          }
        : { output: { codeSplitting: false } },
    },
  });
  const files = readdirSync(dist).filter((f) => f.endsWith('.js') && (f === fileName || !before.has(f)));
  // Vite keeps whitespace in ES library output; give each file a full minification pass. Our private
  // members are spelt `_name` (the element's, the AI controller's, the animation's) and renamed
  // here, with one renaming for all the files of a build. Third-party code is not renamed: every
  // `_name` that code spells is reserved (thirdPartyNames; about 50 B gzipped more for the initial
  // file than renaming them too, 2026-12-07), as are Lit's `_$…` and every other name.
  const reserveProps = foreign.size ? new RegExp(`^(?:${[...foreign].join('|').replace(/\$/g, '\\$')})$`) : undefined;
  const mangleCache = {};
  const maps = Boolean(process.env.OWARE_PARTS);
  for (const f of files) {
    const file = join(dist, f);
    const code = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    const min = await transform(code, {
      minify: true,
      format: 'esm',
      target: 'es2022',
      legalComments: 'none',
      mangleProps: /^_[a-z]/,
      reserveProps,
      mangleCache,
      ...(maps && { sourcemap: 'external', sourcefile: f }),
    });
    Object.assign(mangleCache, min.mangleCache);
    // Then Vite's own minifier (oxc, from rolldown) renames every binding once more, top level
    // included: its short, reused names compress better (about 0.9 kB less gzipped than esbuild's).
    const oxc = await oxcMinify(f, min.code, {
      module: true,
      compress: { target: 'es2022' },
      mangle: { toplevel: true },
      sourcemap: maps,
    });
    if (oxc.errors?.length) throw new Error(`oxc minify: ${oxc.errors.map((e) => e.message).join('; ')}`);
    writeFileSync(file, oxc.code);
    if (maps && f === fileName) {
      // the three passes' maps as one, from the file as written to src/ and node_modules/
      const vite = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
      const map = remapping([oxc.map, JSON.parse(min.map), vite], () => null);
      map.sources = map.sources.map((s) => posix(s ?? '').replace(/^.*?(node_modules|src)\//, '$1/'));
      writeFileSync(
        join(process.env.OWARE_PARTS, `${fileName}.map`),
        JSON.stringify({ ...map, sourcesContent: undefined }),
      );
      writeFileSync(join(process.env.OWARE_PARTS, fileName), oxc.code);
    }
  }
  if (maps) for (const f of readdirSync(dist)) if (f.endsWith('.js.map')) rmSync(join(dist, f));
}

rmSync(dist, { recursive: true, force: true });

step('type declarations (tsc)');
run('npx', ['tsc', '-p', 'tsconfig.build.json']);
// The framework typings (oware-board/react, /vue, /svelte) are written as .d.ts (they import the
// frameworks' types, which the repository does not install): copied next to types.d.ts, which tsc wrote.
for (const f of readdirSync(src('frameworks')).filter((f) => f.endsWith('.d.ts')))
  writeFileSync(join(dist, 'types/frameworks', f), readFileSync(src(`frameworks/${f}`)));
// …and their JavaScript: nothing (an `import 'oware-board/react'` by mistake still bundles).
writeFileSync(
  join(dist, 'frameworks.js'),
  '// oware-board/react, /vue, /svelte are types only: see README.md#frameworks.\nexport {};\n',
);

step('library build for bundlers (Lit external)');
const worker = await workerSource();
console.log(`AI worker: ${(worker.length / 1024).toFixed(1)} kB minified`);
await viteBuild({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [inlineWorker(worker), minifyTemplates()],
  build: {
    outDir: dist,
    emptyOutDir: false,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: {
      entry: {
        index: src('index.ts'),
        all: src('all.ts'),
        core: src('core.ts'),
        engine: src('engine/index.ts'),
        ai: src('ai/index.ts'),
        lessons: src('lessons/index.ts'),
        studio: src('studio/index.ts'),
        record: src('record/index.ts'),
        svg: src('svg/index.ts'),
        'markdown-it': src('markdown/markdown-it.ts'),
        rehype: src('markdown/rehype.ts'),
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) =>
        id === 'lit' || id.startsWith('lit/') || id.startsWith('@lit/') || id === 'hast-util-from-html-isomorphic',
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});

step('one-file CDN builds');
await oneFile('core.ts', 'oware-board.min.js', [...ENGINE_FILES, ...AI_FILES], true);
await oneFile('all.ts', 'oware-board-lessons.min.js', [
  ...ENGINE_FILES,
  'engine/perft.ts',
  'engine/index.ts',
  ...AI_FILES,
]);
// A page starts with one request: the initial file and the self-contained file import no chunk
// statically (their chunks are fetched by import() on first use). The bundler decides where shared
// modules go, and rolldown 1.2 sometimes leaves modules the initial file needs (the engine, English,
// the layout) in shared chunks instead of merging them into it — for instance after the imports of
// the element's modules were reordered (its "already loaded" merge refuses merges it sees as
// cyclic; rolldown issue #10731) — so the build fails here instead of shipping a start in
// several requests.
for (const file of ['oware-board.min.js', 'oware-board-lessons.min.js']) {
  const head = readFileSync(join(dist, file), 'utf8');
  const imported = [...head.matchAll(/(?:^|[;}])\s*import\s*(?:[\w$*{][^;]*?from\s*)?["'](\.\/[^"']+)["']/g)].map(
    (m) => m[1],
  );
  if (imported.length) {
    console.error(
      `${file} imports ${imported.join(', ')} statically: the page would need more than one request to start`,
    );
    process.exit(1);
  }
}

step('Node builds: the game server and the command line');
// (Node only: no browser bundle imports src/server/ or src/cli/; their packages stay imports)
run('node', ['scripts/build-server.mjs']);
await esbuild({
  entryPoints: [src('cli/main.ts')],
  outfile: join(dist, 'cli.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external', // (the optional @resvg/resvg-js and gifenc stay imports, loaded by png and gif)
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [
    {
      // The server stays out of the command: `serve` reads its arguments with src/server/args.ts
      // (bundled, no package), then loads the server with `import('../server/cli.js')`, left here a
      // dynamic import of dist/server.js, the package's `oware-board/server`, which exports the same
      // serve(). Bundled in, esbuild would hoist the server's imports (Colyseus, SQLite) to the top
      // of cli.js and every command would need the server's packages.
      name: 'server-apart',
      setup(b) {
        b.onResolve({ filter: /^\.\.\/server\/cli\.js$/ }, () => ({ path: './server.js', external: true }));
      },
    },
  ],
});
{
  const cli = readFileSync(join(dist, 'cli.js'), 'utf8');
  const server = /(from|import)\s*\(?\s*["'](@colyseus\/[\w-]+|better-sqlite3)["']/.exec(cli);
  if (server) throw new Error(`dist/cli.js imports ${server[2]}: the server must stay in dist/server.js`);
}

step('custom-elements.json');
// (scripts/cem.config.mjs's plugins merge in the features' members and cut the analyzer's output down
// to what the package ships: the entries that define <oware-board>, its public API, typed events)
run('npx', ['cem', 'analyze', '--config', 'scripts/cem.config.mjs', '--quiet']);
console.log(`custom-elements.json: ${(statSync(join(root, 'custom-elements.json')).size / 1024).toFixed(1)} kB`);

step('sizes');
// The gzip budgets are checked once, by size-limit (bench/budgets.mjs, read by .size-limit.mjs) in `npm test`; here the
// sizes are only printed.
for (const f of readdirSync(dist).sort()) {
  const p = join(dist, f);
  if (!statSync(p).isFile() || !f.endsWith('.js')) continue;
  const buf = readFileSync(p);
  const [raw, gz] = [buf.length, gzipSync(buf, { level: 9 }).length].map((n) => (n / 1024).toFixed(1));
  console.log(`${f.padEnd(30)} ${raw.padStart(7)} kB  ${gz.padStart(6)} kB gzipped`);
}

// README.md states some of these sizes (test/packed/readme.test.mjs holds it to them): say at once
// when this build moved one, rather than at the end of the whole test run.
const stale = spawnSync(process.execPath, [join(root, 'scripts/readme-sizes.mjs'), '--check'], { encoding: 'utf8' });
if (stale.status !== 0)
  console.log(`\nREADME.md's sizes differ from this build: run node scripts/readme-sizes.mjs\n${stale.stdout}`);
