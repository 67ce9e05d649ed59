// The shape of the source (docs/architecture.md): no import cycle, type imports included; small
// files; the element core names no feature.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';

/** Every .ts file under `dir`. */
function files(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

const SRC = files('src');
const text = new Map(SRC.map((f) => [f, readFileSync(f, 'utf8')]));

/** The project files `file` imports or re-exports from (static and type imports; not `import()`). */
function imports(file) {
  const out = [];
  const re = /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm;
  for (const m of text.get(file).matchAll(re)) {
    const target = join(dirname(file), (m[1] ?? m[2]).replace(/\.js$/, '.ts'));
    if (text.has(target)) out.push(target);
  }
  return out;
}

test('no import cycle in src/, type imports counted', () => {
  const graph = new Map(SRC.map((f) => [f, imports(f)]));
  const state = new Map();
  const cycles = [];
  const visit = (f, path) => {
    state.set(f, 'open');
    for (const g of graph.get(f)) {
      if (state.get(g) === 'open') cycles.push([...path.slice(path.indexOf(g)), g].map((p) => relative('src', p)));
      else if (!state.has(g)) visit(g, [...path, g]);
    }
    state.set(f, 'done');
  };
  for (const f of SRC) if (!state.has(f)) visit(f, [f]);
  assert.deepEqual(cycles, [], `cycles: ${cycles.map((c) => c.join(' → ')).join('; ')}`);
  // the check sees imports at all
  assert.ok(graph.get(join('src', 'element', 'oware-board.ts')).length > 10);
});

// Line counts are a warning, not a cap that shapes modules: files over 400 lines (the language tables
// aside) are named in the test's output, for the next engineer to look at, and fail nothing.
test('files over 400 lines are named (a warning)', (t) => {
  const lines = (f) => text.get(f).split('\n').length - 1;
  const long = SRC.filter((f) => !/src\/i18n\//.test(f) && lines(f) > 400);
  for (const f of long) t.diagnostic(`warning: ${f} has ${lines(f)} lines`);
  assert.ok(lines(join('src', 'element', 'oware-board.ts')) > 0, 'the files were read');
});

test('the element core names no feature', () => {
  const named = SRC.filter((f) => f.startsWith(join('src', 'element'))).flatMap((f) =>
    [...text.get(f).matchAll(/'(match|analysis|sound|drawing|online)'/g)].map((m) => `${f}: ${m[0]}`),
  );
  assert.deepEqual(named, []);
});
