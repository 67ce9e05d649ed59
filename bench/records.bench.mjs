// Records (src/record) at their sizes: reading, stepping and writing long games, big collections, many
// variations on one move and a 1 MB comment. Each figure is the median of a few runs in Node; the
// memory is the heap held by the record and its steps afterwards. Alone: `node bench/records.bench.mjs`
// (`--runs 5`, `--plies 30000` for other sizes).
import { loadTs } from './load-ts.mjs';

const arg = (name, fallback) => {
  const k = process.argv.indexOf(`--${name}`);
  return k > 0 ? Number(process.argv[k + 1]) : fallback;
};
const RUNS = arg('runs', 3);
const PLIES = arg('plies', 0);

const { Game } = await loadTs('src/engine/index.ts');
const rec = await loadTs('src/record/index.ts');

/** A game of `plies` moves that never captures (so it runs long; a dead end is taken back), as OGN. */
function longGame(plies, seed = 1) {
  let a = seed;
  const rnd = () => {
    a = (Math.imul(a, 1103515245) + 12345) & 0x7fffffff;
    return a / 0x7fffffff;
  };
  const g = new Game();
  while (g.ply < plies) {
    const quiet = g.legalMoves().filter((p) => {
      const r = g.play(p);
      g.undo();
      return r.capturedSeeds === 0 && !r.result;
    });
    if (quiet.length) g.play(quiet[Math.floor(rnd() * quiet.length)]);
    else for (let k = 1 + Math.floor(rnd() * 30); k > 0; k--) g.undo();
  }
  return rec.formatRecord(rec.recordFromGame(g));
}

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
for (const plies of PLIES ? [PLIES] : [1000, 10000, 30000]) {
  const text = longGame(plies);
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
  const one = (i) => `[Event "Game ${i}"]\n[Result "*"]\n\n1. C f 2. B a\n\n`;
  const text = Array.from({ length: 10000 }, (_, i) => one(i)).join('');
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
