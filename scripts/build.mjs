#!/usr/bin/env node
// `npm run build`: the library for bundlers (dist/*.js + dist/types), the one-file CDN build
// (dist/oware-board.min.js: Lit, element, engine and the AI worker inlined), custom-elements.json,
// and a size report with the CDN budget (25 kB gzipped) enforced.
import { build as viteBuild } from 'vite';
import { build as esbuild, transform } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, rmSync, existsSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const BUDGET = 25 * 1024;

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

/** The AI worker as one classic script (engine + AI), minified, to be inlined as a Blob. */
async function workerSource() {
  const entry = join(root, 'src/ai/worker.ts');
  if (!existsSync(entry)) return null;
  const out = await esbuild({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    legalComments: 'none',
  });
  return out.outputFiles[0].text;
}

/**
 * Vite plugin: the worker factory's `new Worker(new URL('./worker.ts', import.meta.url), …)`
 * becomes a Worker on a Blob URL holding the bundled worker, so no separate file has to be hosted.
 */
function inlineWorker(source) {
  return {
    name: 'oware-inline-worker',
    enforce: 'pre',
    transform(code, id) {
      if (!source || !id.replace(/\\/g, '/').endsWith('src/ai/worker-factory.ts')) return null;
      const pattern = /new Worker\(\s*new URL\(\s*['"]\.\/worker\.(?:ts|js)['"]\s*,\s*import\.meta\.url\s*\)\s*(?:,\s*\{[^}]*\})?\s*\)/;
      if (!pattern.test(code)) throw new Error('worker-factory.ts: the new Worker(new URL(...)) expression was not found');
      const replaced = code.replace(
        pattern,
        `new Worker(URL.createObjectURL(new Blob([${JSON.stringify(source)}], { type: 'text/javascript' })))`,
      );
      return { code: replaced, map: null };
    },
  };
}

/** Vite plugin: squeeze the CSS inside Lit's css`…` templates (comments and runs of whitespace). */
function minifyCssTemplates() {
  return {
    name: 'oware-minify-css',
    transform(code, id) {
      if (!/src\/.*\.ts$/.test(id.replace(/\\/g, '/')) || !code.includes('css`')) return null;
      const out = code.replace(/css`([^`]*)`/g, (_, body) => {
        const min = body
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};,>])\s*/g, '$1')
          .replace(/;}/g, '}')
          .trim();
        return 'css`' + min + '`';
      });
      return { code: out, map: null };
    },
  };
}

rmSync(dist, { recursive: true, force: true });

step('type declarations (tsc)');
run('npx', ['tsc', '-p', 'tsconfig.build.json']);

step('AI worker bundle');
const worker = await workerSource();
console.log(worker ? `worker: ${(worker.length / 1024).toFixed(1)} kB minified` : 'no worker entry yet');

const entries = {
  index: join(root, 'src/index.ts'),
  engine: join(root, 'src/engine/index.ts'),
};
if (existsSync(join(root, 'src/ai/index.ts'))) entries.ai = join(root, 'src/ai/index.ts');
if (existsSync(join(root, 'src/lessons/index.ts'))) entries.lessons = join(root, 'src/lessons/index.ts');

step('library build for bundlers (Lit external)');
await viteBuild({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [inlineWorker(worker)],
  build: {
    outDir: dist,
    emptyOutDir: false,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: { entry: entries, formats: ['es'] },
    rollupOptions: {
      external: (id) => id === 'lit' || id.startsWith('lit/') || id.startsWith('@lit/'),
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});

step('one-file CDN build (everything inlined)');
await viteBuild({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [inlineWorker(worker), minifyCssTemplates()],
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: dist,
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    lib: { entry: join(root, 'src/index.ts'), formats: ['es'], fileName: () => 'oware-board.min.js' },
    rollupOptions: { output: { codeSplitting: false } },
  },
});
// Vite keeps whitespace in ES library output; the CDN file gets a full minification pass.
{
  const file = join(dist, 'oware-board.min.js');
  const min = await transform(readFileSync(file, 'utf8'), { minify: true, format: 'esm', target: 'es2022', legalComments: 'none' });
  writeFileSync(file, min.code);
}

step('custom-elements.json');
run('npx', ['cem', 'analyze', '--litelement', '--globs', 'src/**/*.ts', '--exclude', 'src/**/*.test.ts']);

step('sizes');
function sizes(file) {
  const buf = readFileSync(file);
  return { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length };
}
const rows = [];
for (const f of readdirSync(dist)) {
  const p = join(dist, f);
  if (statSync(p).isFile() && f.endsWith('.js')) rows.push([f, sizes(p)]);
}
for (const [f, s] of rows) {
  console.log(`${f.padEnd(24)} ${(s.raw / 1024).toFixed(1).padStart(7)} kB  ${(s.gz / 1024).toFixed(1).padStart(6)} kB gzipped`);
}
const cdn = sizes(join(dist, 'oware-board.min.js'));
const ok = cdn.gz <= BUDGET;
console.log(`\nCDN file oware-board.min.js: ${(cdn.gz / 1024).toFixed(1)} kB gzipped of a ${BUDGET / 1024} kB budget: ${ok ? 'within budget' : 'OVER BUDGET'}`);
if (!ok) process.exit(1);
