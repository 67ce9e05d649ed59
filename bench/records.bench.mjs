// Records (src/record) at their sizes: reading, stepping and writing long games, big collections, many
// variations on one move and a 1 MB comment. Each figure is the median of a few runs in Node; the
// memory is the heap held by the record and its steps afterwards. Then the same records given to an
// <oware-board> in headless Chromium (Vite's dev server, production mode): the longest main-thread
// task (PerformanceObserver 'longtask') from the record given to its move list drawn, and of one step
// after it; also a 10 MB `strings` value (issue 34's goal: no task over 200 ms).
// `npm run bench -- records`, or alone: `node bench/records.bench.mjs` (`--runs 5`, `--plies 30000`
// for other sizes, `--no-browser` for Node only).
import { loadTs } from './load-ts.mjs';
import { benchPage } from './page.mjs';

const arg = (name, fallback) => {
  const k = process.argv.indexOf(`--${name}`);
  return k > 0 ? Number(process.argv[k + 1]) : fallback;
};
const RUNS = arg('runs', 3);
const PLIES = arg('plies', 0);

const rec = await loadTs('src/record/index.ts');
const { longGame: longGameOf } = await loadTs('test/long-game.ts');

/** A game of `plies` moves that never captures (test/long-game.ts), as OGN. */
const longGame = (plies, seed = 1) => rec.formatRecord(rec.recordFromGame(longGameOf(plies, seed)));

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
function time(fn) {
  const ms = [];
  let out;
  for (let k = 0; k < RUNS; k++) {
    const t0 = performance.now();
    out = fn();
    ms.push(performance.now() - t0);
  }
  return [median(ms), out];
}
const heap = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};
const row = (what, ms, extra = '') => console.log(`${what.padEnd(52)} ${ms.toFixed(1).padStart(9)} ms  ${extra}`);

console.log(`records bench: median of ${RUNS} runs (Node ${process.version})`);
console.log(`${'what'.padEnd(52)} ${'time'.padStart(12)}`);
const texts = new Map();
for (const plies of PLIES ? [PLIES] : [1000, 10000, 100000]) {
  const text = longGame(plies);
  texts.set(`${plies.toLocaleString('en')} plies`, text);
  const [parse, record] = time(() => rec.parseRecord(text));
  row(`parse ${plies} plies (${(text.length / 1024).toFixed(0)} KB)`, parse);
  const h0 = heap();
  const [steps, all] = time(() => rec.recordSteps(record));
  const held = heap() - h0;
  row(`recordSteps, ${plies} plies`, steps, `(${(held / 2 ** 20).toFixed(1)} MB held with the steps)`);
  const last = all[all.length - 1];
  const [at] = time(() => rec.stepAt(all, { ply: -1 }));
  row(`stepAt the last ply, ${plies} plies`, at);
  const [game] = time(() => rec.stepGame(record, last));
  row(`stepGame at the last ply, ${plies} plies`, game);
  const [format, out] = time(() => rec.formatRecord(record));
  row(`formatRecord, ${plies} plies`, format, out === text ? '' : '(NOT the same text)');
}

{
  const one = (i) =>
    `[Event "Game ${i}"]\n[Site "Accra"]\n[Date "2024.01.01"]\n[South "Ann"]\n[North "Bo"]\n[Result "*"]\n\n1. C f 2. B a 3. A {a note} e 4. F b 5. D a\n\n`;
  const text = Array.from({ length: 10000 }, (_, i) => one(i)).join('');
  texts.set('10,000 games', text);
  const [ms, games] = time(() => rec.parseRecords(text));
  row(`parseRecords, ${games.length} games (${(text.length / 1024).toFixed(0)} KB)`, ms);
}
{
  const alts = ['A', 'B', 'D', 'E', 'F'];
  const text = `1. C ${Array.from({ length: 100000 }, (_, i) => `(1. ${alts[i % 5]})`).join(' ')} f`;
  const [ms, r] = time(() => rec.parseRecord(text));
  row(`parse 100,000 variations on one move (${(text.length / 1024).toFixed(0)} KB)`, ms);
  const [steps] = time(() => rec.recordSteps(r));
  row('recordSteps, 100,000 variations on one move', steps);
  const [format] = time(() => rec.formatRecord(r));
  row('formatRecord, 100,000 variations on one move', format);
}
{
  const text = `1. C {${'[%arrow "'.repeat(116_000)}}`;
  const [ms] = time(() => rec.parseRecord(text));
  row(`parse a comment of ${(text.length / 1e6).toFixed(2)} MB of '[%arrow "'`, ms);
  const [read] = time(() => rec.readComment(text.slice(6, -1)));
  row('readComment of it', read);
}

if (!process.argv.includes('--no-browser')) {
  const { browser, url, close } = await benchPage(
    'records',
    "import '/src/index.ts'; import { registerRecordViewer } from '/src/record/board/register.ts'; registerRecordViewer();",
    { define: { 'process.env.NODE_ENV': '"production"' }, resolve: { conditions: ['production'] } },
  );
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(url);
    await page.waitForFunction(() => window.ready === true, null, { timeout: 120_000 });
    console.log('\nin Chromium: the longest main-thread task (goal ≤ 200 ms)');
    const cases = [...texts, ['strings = { south: 10 MB }', null]];
    for (const [what, text] of cases) {
      const r = await page.evaluate(async (text) => {
        const tasks = [];
        const observer = new PerformanceObserver((l) => {
          for (const e of l.getEntries()) tasks.push(e.duration);
        });
        observer.observe({ type: 'longtask' });
        const frame = () => new Promise((go) => requestAnimationFrame(() => setTimeout(go, 50)));
        const el = document.createElement('oware-board');
        const t0 = performance.now();
        let errors = 0;
        el.addEventListener('oware-error', () => errors++);
        if (text === null) {
          document.body.append(el);
          await el.updateComplete;
          el.strings = { south: 'x'.repeat(10_000_000) };
        } else {
          el.record = text;
          document.body.append(el);
        }
        await el.updateComplete;
        for (let k = 0; k < 1200 && text !== null && !el.shadowRoot.querySelector('.tree'); k++)
          await new Promise((go) => setTimeout(go, 50));
        await frame();
        const shown = performance.now() - t0;
        const loading = Math.max(0, ...tasks);
        tasks.length = 0;
        el.ply = 1;
        await el.updateComplete;
        await frame();
        const step = Math.max(0, ...tasks);
        observer.disconnect();
        const moves = el.shadowRoot.querySelectorAll('[part~="move"]').length;
        el.remove();
        return { shown, loading, step, moves, errors };
      }, text);
      console.log(
        `  ${what.padEnd(28)} longest task ${r.loading.toFixed(0).padStart(5)} ms (shown after ${r.shown.toFixed(0)} ms, ` +
          `${r.moves} move buttons${r.errors ? `, ${r.errors} oware-error` : ''}); a step after it: ${r.step.toFixed(0)} ms`,
      );
    }
  } finally {
    await close();
  }
}
