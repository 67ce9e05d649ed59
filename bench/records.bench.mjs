// Records (src/record) at their sizes: reading, stepping and writing long games, big collections, many
// variations on one move and a 1 MB comment. Each figure is the median of a few runs in Node; the
// memory is the heap held by the record and its steps afterwards. Then the same records given to an
// <oware-board> in headless Chromium (Vite's dev server, production mode), and one of 30,000 plies:
// from Chromium's trace (bench/trace.mjs), the longest main-thread task, in wall and CPU time, from
// the record given to its move list drawn, of one step after it and of End (the last move); also a
// 10 MB `strings` value (issue 34's goal: no task over 200 ms).
// `npm run bench -- records`, or alone: `node bench/records.bench.mjs` (`--runs 5`, `--plies 30000`
// for other sizes, `--no-browser` for Node only).
import { loadTs } from './load-ts.mjs';
import { benchPage } from './page.mjs';
import { mainThreadTasks } from './trace.mjs';

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
  if (!PLIES) texts.set('30,000 plies', longGame(30000, 2));
  const order = ['1,000 plies', '10,000 plies', '30,000 plies', '100,000 plies', '10,000 games'];
  const cases = [
    ...[...texts].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)),
    ['strings = { south: 10 MB }', null],
  ];
  const { browser, url, close } = await benchPage(
    'records',
    "import '/src/index.ts'; import { registerRecordViewer } from '/src/record/board/register.ts'; registerRecordViewer();",
    { define: { 'process.env.NODE_ENV': '"production"' }, resolve: { conditions: ['production'] } },
  );
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(url);
    await page.waitForFunction(() => window.ready === true, null, { timeout: 120_000 });
    // a first board with a record fetches the viewer's chunk (not counted below)
    await page.evaluate(async () => {
      const el = document.createElement('oware-board');
      el.record = '1. C f';
      document.body.append(el);
      for (let k = 0; k < 600 && !el.shadowRoot.querySelector('.tree'); k++)
        await new Promise((go) => setTimeout(go, 50));
      el.remove();
    });
    const uptime = (await import('node:os')).loadavg().map((x) => x.toFixed(1));
    console.log(
      `\nin Chromium (load average ${uptime.join(', ')}): the page's main-thread tasks from Chromium's trace, the longest` +
        ' in wall time (and its CPU time) and the longest in CPU time (goal: no task over 200 ms)',
    );
    const ms = (t) => `${t.wall.toFixed(0).padStart(4)} ms (CPU ${t.cpu.toFixed(0).padStart(3)})`;
    const cpuMax = (tasks) =>
      Math.max(0, ...tasks.map((t) => t.cpu))
        .toFixed(0)
        .padStart(3);
    for (const [what, text] of cases) {
      // the text goes to the page first: handing Chromium 1 MB is not the board's work
      await page.evaluate((text) => {
        window.text = text;
      }, text);
      let r;
      const loading = await mainThreadTasks(browser, page, async () => {
        r = await page.evaluate(async () => {
          const text = window.text;
          const frame = () => new Promise((go) => requestAnimationFrame(() => setTimeout(go, 50)));
          const el = document.createElement('oware-board');
          window.board = el;
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
          for (let k = 0; k < 2400 && text !== null && !el.shadowRoot.querySelector('.tree'); k++)
            await new Promise((go) => setTimeout(go, 50));
          await frame();
          const moves = el.shadowRoot.querySelectorAll('[part~="move"]').length;
          return { shown: performance.now() - t0, moves, errors };
        });
      });
      // a step (ply 1), then the end of the game (End: the board replays every move to it)
      const step = async (go) =>
        mainThreadTasks(browser, page, () =>
          page.evaluate(async (go) => {
            const el = window.board;
            if (go === 'ply') el.ply = 1;
            else
              el.shadowRoot
                .querySelector('.record')
                ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true }));
            await el.updateComplete;
            await new Promise((go) => requestAnimationFrame(() => setTimeout(go, 50)));
          }, go),
        );
      const one = text === null ? null : await step('ply');
      const end = text === null ? null : await step('end');
      await page.evaluate(() => window.board.remove());
      console.log(
        `  ${what.padEnd(27)} longest ${ms(loading[0])}, most CPU ${cpuMax(loading)} ms; shown after ${r.shown.toFixed(0)} ms, ` +
          `${r.moves} move buttons${r.errors ? `, ${r.errors} oware-error` : ''}` +
          (one ? `; a step: ${ms(one[0])}; End: ${ms(end[0])}` : ''),
      );
    }
  } finally {
    await close();
  }
}
