// What a bundler makes of the ES build (esbuild, splitting, against dist/ with package.json's
// `sideEffects` honoured), for an app that only puts a board on a page:
// - `oware-board/core`: the element, the engine and English in the first load; the lessons, the
//   record viewer, match play, the AI and the other languages are chunks, loaded on first use;
// - `oware-board` (the root): the AI and the other languages are chunks too; the features' code is in
//   the first load (the root re-exports their classes and register functions, and a statically
//   imported module stays in the main chunk), but it is registered only when a board needs it.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '../..');

/** Text that only the named part of the code holds (from its English strings or its code). */
const MARKS = {
  lessons: 'Sequence controls', // the lessons' controls label
  record: 'previous-variation', // the record viewer's control part
  match: 'lead-by', // the match rule reader
  german: 'Zugsteuerung', // German
  ai: 'The AI request was aborted', // the AI client
};

/** The first load (the app's chunk and its static imports) and the rest, as text. */
async function split(entry) {
  const dir = mkdtempSync(join(tmpdir(), 'oware-split-'));
  try {
    const app = join(dir, 'app.js');
    writeFileSync(
      app,
      `import ${JSON.stringify(join(root, entry))};\ndocument.body.innerHTML = '<oware-board interactive></oware-board>';\n`,
    );
    const out = await build({
      entryPoints: [app],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: join(dir, 'out'),
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = out.metafile.outputs;
    const main = Object.keys(outputs).find((f) => outputs[f].entryPoint?.endsWith('app.js'));
    const first = new Set();
    const walk = (f) => {
      if (first.has(f)) return;
      first.add(f);
      for (const i of outputs[f].imports) if (i.kind === 'import-statement') walk(i.path);
    };
    walk(main);
    const text = (files) => files.map((f) => readFileSync(resolve(f), 'utf8')).join('\n');
    const all = Object.keys(outputs).filter((f) => f.endsWith('.js'));
    return { initial: text([...first]), later: text(all.filter((f) => !first.has(f))) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('oware-board/core: every feature, the AI and the other languages are chunks, none in the first load', async () => {
  const { initial, later } = await split('dist/core.js');
  assert.ok(initial.includes('customElements.define'), 'the element is in the first load');
  for (const [part, mark] of Object.entries(MARKS)) {
    assert.ok(!initial.includes(mark), `${part} is in the first load`);
    assert.ok(later.includes(mark), `${part} is in no chunk`);
  }
});

test("oware-board (the root): the AI and the other languages are chunks; the features' code comes with it", async () => {
  const { initial, later } = await split('dist/index.js');
  assert.ok(initial.includes('customElements.define'), 'the element is in the first load');
  for (const part of ['german', 'ai']) {
    assert.ok(!initial.includes(MARKS[part]), `${part} is in the first load`);
    assert.ok(later.includes(MARKS[part]), `${part} is in no chunk`);
  }
  assert.ok(initial.includes(MARKS.lessons), 'the root re-exports the lessons: their code is in the first load');
});
