// The gzip sizes of the one-file builds against their budgets (size-limit, .size-limit.json), after
// a fresh build; then what the initial file (oware-board.min.js) is made of, by part and by module.
// `npm run bench -- size`.
//
// The breakdown: the build writes each one-file build's modules as Vite renders them (OWARE_PARTS);
// each module is minified here alone (esbuild), a part's modules are put together and gzipped, and
// the figures are scaled by the ratio of the real file's gzip size to that of all modules put
// together (the real file is minified once more as a whole, with shorter names). So a part's figure
// is what it would weigh in a file of its own, near enough to compare parts and to say how small a
// file holding only some of them could be.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';

const partsDir = mkdtempSync(join(tmpdir(), 'oware-parts-'));
const build = spawnSync('node', ['scripts/build.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, OWARE_PARTS: partsDir },
});
if (build.status !== 0) process.exit(build.status ?? 1);
const limit = spawnSync('npx', ['size-limit'], { stdio: 'inherit' });

/** The initial file's parts, by the modules' paths (the first that matches). */
const INITIAL = [
  ['Lit', /^node_modules\//],
  ['rules engine', /^src\/engine\//],
  ['board drawing and its styles', /^src\/element\/(styles|render|pit-nodes|store-nodes|grain|layout|view-model)\.ts$/],
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
/** The self-contained file's parts. */
const ALL = [
  ['Lit', /^node_modules\//],
  ['rules engine and AI search (compiled once, for the page and the worker)', /oware-core$/],
  ['the element (drawing, input, validation, English)', /^src\/(element\/|i18n\/(index|en)\.ts)/],
  ['AI client', /^src\/ai\//],
  ['game controls and review', /^src\/(game\/|i18n\/game\.ts$)/],
  [
    'lessons, puzzles, editor (and their English)',
    /^src\/(lessons|steps)\/|^src\/i18n\/(en-lessons|lessons|seeds)\.ts$/,
  ],
  ['record viewer', /^src\/(record\/|i18n\/record\.ts$)/],
  ['analysis, match, sound', /^src\/(analysis|match|sound)\/|^src\/i18n\/(analysis|match)\.ts$/],
  ['four more languages (de, af, ja, fr)', /^src\/i18n\/(de|af|ja|fr)\.ts$/],
  ['other', /./],
];

/** Print what `file` is made of, by `parts`; `least`: the first parts together, with its label. */
async function breakdown(file, parts, least) {
  const modules = JSON.parse(readFileSync(join(partsDir, `${file}.json`), 'utf8'));
  const minified = await Promise.all(
    modules.map(async ([id, code]) => {
      const out = await transform(code, { minify: true, format: 'esm', target: 'es2022', mangleProps: /^_[a-z]/ });
      return { code: out.code, part: parts.find(([, re]) => re.test(id))[0] };
    }),
  );
  const gz = (list) => gzipSync(list.map((m) => m.code).join('\n'), { level: 9 }).length;
  const real = gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;
  const scale = real / gz(minified);
  const kB = (n) => `${((n * scale) / 1000).toFixed(1)} kB`.padStart(8);
  console.log(`\nWhat ${file} (${(real / 1000).toFixed(2)} kB gzipped) is made of (each part gzipped alone):`);
  for (const [name] of parts) {
    const mods = minified.filter((m) => m.part === name);
    if (mods.length) console.log(`  ${name.padEnd(72)} ${kB(gz(mods))}  (${mods.length} modules)`);
  }
  if (least) {
    const names = parts.slice(0, least[0]).map(([name]) => name);
    console.log(`  ${least[1].padEnd(72)} ${kB(gz(minified.filter((m) => names.includes(m.part))))}`);
  }
}

// A static diagram needs the first five parts at the least.
await breakdown('oware-board.min.js', INITIAL, [5, 'a static diagram at the least (the first five together)']);
await breakdown('oware-board-lessons.min.js', ALL);
// Then the initial file module by module, from its source map (scripts/module-sizes.mjs): what each
// module's bytes weigh in the real file, gzipped.
console.log('\nThe initial file, module by module (gzip share: what the file loses without the module):');
spawnSync('node', ['scripts/module-sizes.mjs', join(partsDir, 'oware-board.min.js')], { stdio: 'inherit' });
rmSync(partsDir, { recursive: true, force: true });
process.exit(limit.status ?? 1);
