#!/usr/bin/env node
// The level ladder: each level against the one below, level 1 against a random mover and a greedy
// beginner. Every level plays with a seed, so by its node and depth budgets and not by the clock:
// the same run gives the same table on any machine, whatever its load. Openings of 2–4 random plies,
// each played twice with colours swapped; 95 % margins (1.96 standard errors of the per-game score).
// Prints the table and writes it into docs/ai.md between the `ladder` markers.
//   npm run bench -- ladder                       (100 games a pair)
//   LADDER_GAMES=40 LADDER_PAIRS=2-1,3-2 LADDER_WRITE=0 node bench/ladder.bench.mjs
//   LADDER_PLAN='2:depth=2,slip=0.3;3:noise=40' …  (try other plans: field=value of LEVELS[n − 1])
//   LADDER_JOBS=2 …                              (pairs in that many processes at once; the same table)

import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from './load-ts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const GAMES = Number(env.LADDER_GAMES ?? 100);
const SEED = Number(env.LADDER_SEED ?? 1);
const WRITE = env.LADDER_WRITE !== '0';
const JOBS = Math.max(1, Number(env.LADDER_JOBS ?? 1));
const CHILD = env.LADDER_CHILD === '1';

const ai = await loadTs(join(root, 'bench/ladder-entry.ts'));
const { Game, LEVELS, search, egBuildStep } = ai;
const ALL = ['1-random', '1-greedy', ...LEVELS.slice(1).map((_, i) => `${i + 2}-${i + 1}`)];
const PAIRS = env.LADDER_PAIRS ? env.LADDER_PAIRS.split(',') : ALL;
for (const part of (env.LADDER_PLAN ?? '').split(';').filter(Boolean)) {
  const [lv, fields] = part.split(':');
  for (const kv of fields.split(',')) {
    const [k, x] = kv.split('=');
    LEVELS[Number(lv) - 1][k] = Number(x);
  }
}

/** A seeded generator (LCG): openings, the random mover, the beginner's choices. */
const lcg = (seed) => {
  let r = seed >>> 0 || 1;
  return () => (r = (Math.imul(r, 1103515245) + 12345) >>> 0) / 4294967296;
};

/** A beginner: the move that captures the most, else a random move. */
function greedy(game, rnd) {
  const moves = game.legalMoves();
  const me = game.turn === 'south' ? 0 : 1;
  let best = [];
  let most = 0;
  for (const m of moves) {
    const g = game.clone();
    g.play(m);
    const got = g.score[me] - game.score[me];
    if (got > most) [most, best] = [got, [m]];
    else if (got === most && got > 0) best.push(m);
  }
  const pool = most > 0 ? best : moves;
  return pool[Math.floor(rnd() * pool.length)];
}

/** A player by name: `random`, `greedy` or a level's number; `g` the game's number. */
function player(name, g) {
  const rnd = lcg(SEED * 7919 + g * 31 + name.length);
  if (name === 'random') return (game) => game.legalMoves()[Math.floor(rnd() * game.legalMoves().length)];
  if (name === 'greedy') return (game) => greedy(game, rnd);
  const level = Number(name);
  return (game, ply) => search(game, { level, seed: SEED * 100003 + g * 1009 + ply }).move;
}

/** One game from `opening`; South's and North's final scores (an over-long game: each side takes its own). */
function play(south, north, opening) {
  const game = new Game();
  for (const m of opening) game.play(m);
  for (let ply = 0; !game.result && ply < 400; ply++) game.play((game.turn === 'south' ? south : north)(game, ply));
  if (game.result) return game.result.score;
  const p = game.pits;
  const sum = (a) => a.reduce((x, y) => x + y, 0);
  return [game.score[0] + sum(p.slice(0, 6)), game.score[1] + sum(p.slice(6))];
}

/** The score so far: W / D / L, the mean and its 95 % margin. */
function tally(scores) {
  let [w, d, l] = [0, 0, 0];
  for (const x of scores) x === 1 ? w++ : x === 0 ? l++ : d++;
  const n = scores.length;
  const mean = scores.reduce((x, y) => x + y, 0) / n;
  const sd = Math.sqrt(scores.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, n - 1));
  return { w, d, l, n, mean, margin: (1.96 * sd) / Math.sqrt(n) };
}

/** Games of `a` against `b`; `progress(scores)` after every ten. */
function match(a, b, progress) {
  const rnd = lcg(SEED * 65537 + a.length * 7 + b.length);
  const scores = [];
  const t0 = performance.now();
  for (let g = 0; g < GAMES; g += 2) {
    let opening;
    do {
      const game = new Game();
      const plies = 2 + Math.floor(rnd() * 3);
      for (let i = 0; i < plies && !game.result; i++) {
        const moves = game.legalMoves();
        game.play(moves[Math.floor(rnd() * moves.length)]);
      }
      opening = game.result ? null : game.history.map((r) => r.pit);
    } while (!opening);
    for (const aSouth of [true, false]) {
      if (scores.length >= GAMES) break;
      const pa = player(a, g);
      const pb = player(b, g);
      const [s, n] = aSouth ? play(pa, pb, opening) : play(pb, pa, opening);
      const diff = aSouth ? s - n : n - s;
      scores.push(diff > 0 ? 1 : diff < 0 ? 0 : 0.5);
      if (scores.length % 10 === 0 && scores.length < GAMES) progress(scores);
    }
  }
  return { ...tally(scores), s: (performance.now() - t0) / 1000 };
}

/** 100000 as 10^5, 2500000 as 2.5·10^6. */
const power = (n) => {
  const e = Math.floor(Math.log10(n));
  const m = n / 10 ** e;
  return `${m === 1 ? '' : `${m}·`}10^${e}`;
};
const label = (x) => (x === 'random' ? 'a random mover' : x === 'greedy' ? 'a greedy beginner' : `level ${x}`);
const target = (b) => (b === 'random' ? '≥ 60 %' : b === 'greedy' ? '< 50 %' : '70–85 %');
const ok = (b, m) => (b === 'random' ? m >= 0.6 : b === 'greedy' ? m < 0.5 : m >= 0.7 && m <= 0.85);

const tables = (pair) => pair.split('-').some((x) => LEVELS[Number(x) - 1]?.egdb);
if (!(JOBS > 1 && !CHILD) && PAIRS.some(tables)) {
  const t = performance.now();
  egBuildStep(0, Infinity); // the top level's endgame table, as a page has it once its worker has been idle
  console.log(`endgame table built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
const row = (a, b, r) =>
  `| level ${a} vs ${label(b)} | ${r.n < GAMES ? `${r.n} so far (of ${GAMES})` : r.n} | ${r.w} / ${r.d} / ${r.l} | ` +
  `${(r.mean * 100).toFixed(1)} % ± ${(r.margin * 100).toFixed(1)} | ${target(b)} | ${ok(b, r.mean) ? 'yes' : 'no'} |`;
const rows = [];
if (JOBS > 1 && !CHILD) {
  // each pair in a process of its own, JOBS at once, the slowest (the top level's) first; rows in ladder order
  const done = new Map();
  const queue = [...PAIRS].sort((x, y) => Number(tables(y)) - Number(tables(x)) || parseInt(y, 10) - parseInt(x, 10));
  const one = (pair) =>
    new Promise((ok, fail) => {
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
        env: { ...env, LADDER_CHILD: '1', LADDER_PAIRS: pair, LADDER_WRITE: '0' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        for (const line of String(d).split('\n')) if (line.startsWith('| level')) console.log(line);
      });
      child.on('exit', (code) => {
        const m = out.match(/^@@ (.*)$/m);
        if (code !== 0 || !m) return fail(new Error(`ladder pair ${pair} failed (${code})`));
        const [a, b] = pair.split('-');
        done.set(pair, row(a, b, JSON.parse(m[1])));
        write(
          PAIRS.filter((p) => done.has(p)).map((p) => done.get(p)),
          done.size === ALL.length,
        );
        ok();
      });
    });
  const worker = async () => {
    while (queue.length) await one(queue.shift());
  };
  await Promise.all(Array.from({ length: JOBS }, worker));
  if (done.size === ALL.length && WRITE && PAIRS.join() === ALL.join() && !env.LADDER_PLAN)
    console.log('written into docs/ai.md');
  else
    write(
      PAIRS.map((p) => done.get(p)),
      true,
    );
  process.exit(0);
}
for (const pair of PAIRS) {
  const [a, b] = pair.split('-');
  // a slow pair (level 5's) writes its running score every ten games, so a stopped run still leaves a table
  const r = match(a, b, (scores) => {
    const line = row(a, b, tally(scores));
    console.log(line);
    write([...rows, line], false, true);
  });
  rows.push(row(a, b, r));
  console.log(`${rows.at(-1)}  (${r.s.toFixed(0)} s)`);
  if (CHILD) console.log(`@@ ${JSON.stringify(r)}`);
  write(rows, rows.length === ALL.length);
}

/** The table (rows so far) into docs/ai.md, when this is the full ladder with the levels' own plans. */
function write(rows, done, partial = false) {
  const plans = LEVELS.map(
    (p, i) =>
      `| ${i + 1} | ${p.depth} | ${power(p.nodes)} | ±${(p.noise / 100).toFixed(1)} | ${Math.round(p.slip * 100)} % | ${p.egdb ? 'yes' : 'no'} |`,
  );
  const table = [
    `Made by \`npm run bench -- ladder\` (bench/ladder.bench.mjs, seed ${SEED}): every level with a seed, so by its`,
    'node and depth budgets, not the clock (the same table on any machine). Openings of 2–4 random plies, each',
    'played twice with colours swapped; W / D / L for the first side; 95 % margins.',
    '',
    '| match | games | W / D / L | score | target | met |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    'The plans the table was made with (`LEVELS`):',
    '',
    '| level | depth | node budget | noise (seeds) | slip | endgame table |',
    '|---|---|---|---|---|---|',
    ...plans,
    ...(done ? [] : ['', "(A run in progress, or stopped: a row marked 'so far' is not complete.)"]),
  ].join('\n');

  if (!(WRITE && PAIRS.join() === ALL.join() && !env.LADDER_PLAN)) {
    if (!partial && !CHILD && rows.length === PAIRS.length)
      console.log(`\n${table}\n(not written: only a full run with the levels' own plans is)`);
    return;
  }
  const file = join(root, 'docs/ai.md');
  const doc = readFileSync(file, 'utf8');
  const start = '<!-- ladder:start -->';
  const end = '<!-- ladder:end -->';
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  if (i < 0 || j < i) throw new Error('docs/ai.md has no ladder markers');
  writeFileSync(file, `${doc.slice(0, i + start.length)}\n${table}\n${doc.slice(j)}`);
  if (done) console.log('written into docs/ai.md');
}
