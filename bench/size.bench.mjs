// The gzip sizes of the one-file builds against their budgets (size-limit, .size-limit.json), after
// a fresh build; then what the initial file (oware-board.min.js) is made of, by part.
// `npm run bench -- size`.
//
// The breakdown: the build writes the initial file's modules as Vite renders them (OWARE_PARTS);
// each module is minified here alone (esbuild), a part's modules are put together and gzipped, and
// the figures are scaled by the ratio of the real file's gzip size to that of all modules put
// together (the real file is minified once more as a whole, with shorter names). So a part's figure
// is what it would weigh in a file of its own, near enough to compare parts and to say how small a
// file holding only some of them could be.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';

const partsFile = join(tmpdir(), `oware-initial-parts-${process.pid}.json`);
const build = spawnSync('node', ['scripts/build.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, OWARE_PARTS: partsFile },
});
if (build.status !== 0) process.exit(build.status ?? 1);
const limit = spawnSync('npx', ['size-limit'], { stdio: 'inherit' });

/** The parts, by the modules' paths (the first that matches). */
const PARTS = [
  ['Lit', /^node_modules\//],
  ['rules engine', /^src\/engine\//],
  ['board drawing and its styles', /^src\/element\/(styles|render|pit-nodes|store-nodes|layout|view-model)\.ts$/],
  [
    'element shell (properties, state, notices, language)',
    /^src\/element\/(oware-board|properties|define|language|feature-board|game-state|notices|events)\.ts$/,
  ],
  ['English and the string resolver', /^src\/i18n\//],
  ['attribute validation and annotations', /^src\/element\/(validation|annotations)\.ts$/],
  ['input (clicks, keys, refused moves)', /^src\/element\/(input|input-board|keyboard)\.ts$/],
  ['animation runner', /^src\/element\/animation\.ts$/],
  ['record writer (board.record)', /^src\/(record\/|element\/record-text\.ts)/],
  ['feature registry and loaders', /./],
];
/** What a page with one static diagram needs at the least (the first five parts). */
const DIAGRAM = PARTS.slice(0, 5).map(([name]) => name);

const modules = JSON.parse(readFileSync(partsFile, 'utf8'));
const minified = await Promise.all(
  modules.map(async ([id, code]) => {
    const out = await transform(code, { minify: true, format: 'esm', target: 'es2022', mangleProps: /^_[a-z]/ });
    return { id, code: out.code, part: PARTS.find(([, re]) => re.test(id))[0] };
  }),
);
const gz = (list) => gzipSync(list.map((m) => m.code).join('\n'), { level: 9 }).length;
const real = gzipSync(readFileSync('dist/oware-board.min.js'), { level: 9 }).length;
const scale = real / gz(minified);
const kB = (n) => `${((n * scale) / 1000).toFixed(1)} kB`;

console.log(`\nWhat oware-board.min.js (${(real / 1000).toFixed(2)} kB gzipped) is made of (each part gzipped alone):`);
for (const [name] of PARTS) {
  const mods = minified.filter((m) => m.part === name);
  if (mods.length) console.log(`  ${name.padEnd(56)} ${kB(gz(mods)).padStart(8)}  (${mods.length} modules)`);
}
const least = minified.filter((m) => DIAGRAM.includes(m.part));
console.log(`  ${'a static diagram at the least (the first five together)'.padEnd(56)} ${kB(gz(least)).padStart(8)}`);
process.exit(limit.status ?? 1);
