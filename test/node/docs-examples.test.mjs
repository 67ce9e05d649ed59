// The docs' examples, run (test/docs-examples.mjs reads them from README.md and docs/*.md): each
// ```oware block (and each Markdown example holding one) through the markdown-it plugin — a picture,
// no diagram error; each API snippet for Node run as written against the sources (node --import tsx,
// in a folder of its own; names a reference-style snippet leaves undefined, such as `game` or
// `text`, are given by the PRELUDE); each `oware-board svg|png|gif` command line run by the project's
// bin/ in a folder holding the records it names — its files written, of their kind. The HTML
// examples and the snippets that need a page run in Chromium (test/e2e/docs-examples.e2e.mjs). A
// block of a runnable kind is either run here or there, or marked in its doc as not run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadTs } from '../../bench/load-ts.mjs';
import { allExamples, PRELUDE, preludeFor, ROOT, withSources } from '../docs-examples.mjs';
import { readmeExamples } from '../e2e/frameworks/readme.mjs';

const all = allExamples();
const where = (e) => `${e.file}:${e.line}`;
const work = join(ROOT, '.test-results/docs-examples');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

test('every block of a runnable kind is run by a test or marked as not run; the counts', () => {
  const runnable = all.filter((e) => e.kind !== 'other');
  // (the README's React, Vue and Svelte components are bundled and clicked by test/e2e/frameworks.e2e.mjs)
  const bundled = Object.values(readmeExamples());
  const framework = runnable.filter((e) => e.kind === 'framework' && !e.marked && !bundled.includes(e.content));
  assert.deepEqual(framework.map(where), [], 'a framework component that test/e2e/frameworks.e2e.mjs does not run');
  const marked = runnable.filter((e) => e.marked);
  const counts = {};
  for (const e of runnable.filter((e) => !e.marked)) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
  console.log(
    `docs examples: ${all.length} blocks; run: ${Object.entries(counts)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ')}; marked not run: ${marked.length} (${marked.map(where).join(', ')}); not examples: ${
      all.length - runnable.length
    }`,
  );
  assert.ok(runnable.length - marked.length >= 35, 'most examples run');
  assert.ok(marked.length <= 12, `few are marked: ${marked.length}`);
});

const { owareMarkdownIt } = await loadTs(join(ROOT, 'src/markdown/markdown-it.ts'));
const { default: MarkdownIt } = await import('markdown-it');

for (const e of all.filter((e) => e.kind === 'markdown' && !e.marked))
  test(`${where(e)}: the Markdown example draws its diagram`, () => {
    const text = e.info === 'oware' ? `\`\`\`oware\n${e.content}\`\`\`\n` : e.content;
    const errors = [];
    const html = new MarkdownIt({ html: true }).use(owareMarkdownIt, { onError: (x) => errors.push(x) }).render(text);
    assert.deepEqual(errors.map(String), [], 'no diagram error');
    assert.match(html, /<svg[\s>]/, 'a picture');
    assert.doesNotMatch(html, /oware-error|oware-warning/, 'no error or warning block');
  });

/** What each snippet's result must be when it names one (checked after it runs). */
const EPILOGUE = `
const __check = (ok, what) => { if (!ok) throw new Error(what); };
if (typeof svg === 'string') __check(/^<svg[\\s>]/.test(svg) && svg.endsWith('</svg>'), 'svg is an SVG document');
if (typeof html === 'string') __check(/<svg[\\s>]/.test(html) && !/oware-error/.test(html), 'html holds the picture');
if (typeof board === 'string') __check(/<oware-board[\\s>][\\s\\S]*<svg/.test(board), 'board is rendered with its picture');
if (typeof server !== 'undefined') { __check(server.port > 0, 'the server listens'); await server.close(); }
process.exit(0);
`;

for (const e of all.filter((e) => e.kind === 'node' && !e.marked))
  test(`${where(e)}: the snippet runs in Node`, () => {
    const dir = join(work, `${e.file.replace(/\W/g, '-')}-${e.line}`);
    mkdirSync(dir, { recursive: true });
    // (a server on the documented port would meet another one on this machine: any free port)
    const code = withSources(e.content, (p) => join(ROOT, p)).replace(/port: 2567/g, 'port: 0');
    const names = preludeFor(code);
    const prelude = [
      `import * as __engine from '${join(ROOT, 'src/engine/index.ts')}';`,
      `import * as __ai from '${join(ROOT, 'src/ai/index.ts')}';`,
      ...names.map((n) => PRELUDE[n]),
    ];
    // (static imports first: the prelude's names come after them)
    const imports = code.match(/^import[\s\S]*?['"];.*$/gm) ?? [];
    const body = imports.reduce((c, i) => c.replace(i, ''), code);
    const file = join(dir, 'example.mts');
    writeFileSync(file, [...imports, ...prelude, body, EPILOGUE].join('\n'));
    const r = spawnSync('node', ['--import', 'tsx', file], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    assert.equal(r.status, 0, `exit ${r.status}${r.signal ? ` (${r.signal})` : ''}\n${r.stderr.slice(-2000)}`);
  });

/** A game of 30 plies (the command lines' --ply 12, --from 10 --to 20), as OGN. */
const game = () => {
  const moves = 'C f B a D e A b F c E d C f B a D e A b F c E d C f B a D e'.split(' ');
  return loadTs(join(ROOT, 'src/record/index.ts')).then(async (rec) => {
    const { Game } = await loadTs(join(ROOT, 'src/engine/index.ts'));
    const g = new Game();
    for (const m of moves) {
      const legal = g.legalMoves();
      const pit = 'ABCDEFabcdef'.indexOf(m);
      g.play(legal.includes(pit) ? pit : legal[0]);
      if (g.result) break;
    }
    return rec.formatRecord(rec.recordFromGame(g));
  });
};

const MAGIC = { svg: /^(<\?xml[^>]*>\s*)?<svg[\s>]/, png: /^\x89PNG/, gif: /^GIF8[79]a/ };

for (const e of all.filter((e) => e.kind === 'cli' && !e.marked))
  test(`${where(e)}: the command lines run and write their pictures`, async () => {
    const dir = join(work, `${e.file.replace(/\W/g, '-')}-${e.line}`);
    mkdirSync(dir, { recursive: true });
    const ogn = await game();
    for (const name of e.content.match(/[\w-]+\.ogn/g) ?? []) writeFileSync(join(dir, name), ogn);
    for (const line of e.content.split('\n').filter((l) => /oware-board (svg|png|gif)/.test(l))) {
      const cmd = line.replace(/^npx oware-board/, `node ${join(ROOT, 'bin/oware-board.mjs')}`);
      const r = spawnSync('sh', ['-c', cmd], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
      assert.equal(r.status, 0, `${line}\n${r.stderr.slice(-1500)}`);
      const out = /(?:-o|>)\s*(\S+\.(svg|png|gif))/.exec(line);
      assert.ok(out, `the line names its output: ${line}`);
      const bytes = readFileSync(join(dir, out[1]));
      assert.match(bytes.subarray(0, 64).toString('latin1'), MAGIC[out[2]], `${out[1]} is a ${out[2]}`);
    }
  });
