// package.json `sideEffects`: every pattern names files that exist (in dist/ after a build, or in
// src/), and none of the code that runs on import is lost by a bundler that believes the list: a
// bare `import` of each entry bundles to the same code with the list honoured as without it.
// Uses dist/ as built (the end-to-end step builds it first in `npm test`); builds it if missing.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

if (!existsSync(join(root, 'dist/index.js'))) {
  const r = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('the build failed');
}

/** A package.json `sideEffects` glob as a regular expression (`*` within a folder, `**` across). */
const globRegExp = (glob) =>
  new RegExp(
    `^${glob
      .replace(/^\.\//, '')
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\/?|\*/g, (s) => (s === '*' ? '[^/]*' : '(?:.*/)?'))}$`,
  );

function files(dir) {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(root, join(d.parentPath ?? d.path, d.name)).replace(/\\/g, '/'));
}

test('every sideEffects pattern matches a file in dist/ or src/', () => {
  const all = [...files('dist'), ...files('src')];
  assert.ok(Array.isArray(pkg.sideEffects));
  for (const glob of pkg.sideEffects) {
    assert.ok(
      all.some((f) => globRegExp(glob).test(f)),
      `${glob} matches no file`,
    );
  }
});

/** What a bundle of `import '<entry>'` from `base` keeps (Lit left out): `file: bytes` per module. */
async function bareImport(base, entry) {
  const out = await build({
    stdin: { contents: `import ${JSON.stringify(`./${entry}`)};`, resolveDir: base, loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir: 'out',
    // paths in the bundle (esbuild names lazily initialised modules by them) relative to each copy
    absWorkingDir: base,
    external: ['lit', 'lit/*', '@lit/*', '@colyseus/sdk'],
    logLevel: 'silent',
  });
  const inputs = Object.values(out.metafile.outputs)[0].inputs;
  // Each module's code in the bundle (esbuild writes `// <path>` before it), without the plumbing
  // of lazily initialised modules (`init_x();` calls, "use strict"), which differs between the two
  // bundles and does nothing of the module's own.
  const code = new Map();
  const text = out.outputFiles[0].text;
  const marks = [...text.matchAll(/^\/\/ (\S+)$/gm)];
  marks.forEach((m, i) => {
    const body = text.slice(m.index + m[0].length, marks[i + 1]?.index ?? text.length);
    const own = body
      .split('\n')
      .filter((l) => !/^\s*(init_\w+\(\);|"use strict";)?\s*$/.test(l))
      .join('\n');
    code.set(m[1], (code.get(m[1]) ?? 0) + own.length);
  });
  const kept = Object.entries(inputs).map(([file, { bytesInOutput }]) => [
    relative(base, resolve(base, file)).replace(/\\/g, '/'),
    code.get(file) ?? bytesInOutput,
  ]);
  // Without the list, esbuild also keeps a module's bare import lines and a top-level constant or
  // two (`var MAX_DEPTH = 64;`, 22 bytes); none of that is code that does anything on import.
  return Object.fromEntries(kept.filter(([, bytes]) => bytes > TRIVIAL).sort());
}

/** Kept bytes up to which a module holds nothing that acts on import. */
const TRIVIAL = 64;

const ENTRIES = [
  'dist/index.js',
  'dist/all.js',
  'dist/core.js',
  'dist/lessons.js',
  'src/index.ts',
  'src/all.ts',
  'src/core.ts',
  'src/lessons/index.ts',
  'src/ai/worker.ts',
];

test('a bare import of each entry keeps all its import-time code under the sideEffects list', async () => {
  // The same files without the package.json: every module counts as having side effects.
  const bare = mkdtempSync(join(tmpdir(), 'oware-side-effects-'));
  cpSync(join(root, 'dist'), join(bare, 'dist'), { recursive: true });
  cpSync(join(root, 'src'), join(bare, 'src'), { recursive: true });
  cpSync(join(root, 'tsconfig.json'), join(bare, 'tsconfig.json')); // the same TypeScript settings
  for (const entry of ENTRIES) {
    const honoured = await bareImport(root, entry);
    const unlisted = await bareImport(bare, entry);
    assert.ok(Object.keys(unlisted).length > 0, `${entry}: nothing runs on import`);
    // The same modules are kept — except modules that hold no import-time code of their own (a
    // dynamic import makes esbuild wrap modules in lazy initialisers, which a module without the
    // list keeps even when it only declares things): bundled alone, such a module keeps nothing.
    for (const file of Object.keys(unlisted)) {
      // (an entry that another entry imports is checked on its own)
      if (file in honoured || file === entry || ENTRIES.includes(file)) continue;
      const own = await bareImport(bare, file);
      assert.ok(!(file in own), `${entry}: ${file}, a module that runs on import, is dropped under sideEffects`);
    }
    // Within kept modules esbuild may drop an unused declaration or two (`let shared = null;`), and
    // the entry calls the initialisers of pure lazily wrapped modules only without the list; a
    // dropped registration would cost far more. An entry that another entry imports (`all` imports
    // the root, whose own lines are only imports and exports) is checked on its own.
    for (const [file, bytes] of Object.entries(unlisted)) {
      if (!(file in honoured) || file === entry || ENTRIES.includes(file)) continue;
      assert.ok(
        honoured[file] >= bytes - 48,
        `${entry}: ${file} loses ${bytes - honoured[file]} bytes of import-time code under sideEffects`,
      );
    }
  }
});
