#!/usr/bin/env node
// Play two AI levels (or `baseline8`) against each other from varied openings.
//   node scripts/match.mjs --a 5 --b 4 --games 100 --time 50 [--variant abapa] [--seed 1]
//   [--old /tmp/old-ai.mjs --b old5]: `oldN` (or `file.mjs:N`) plays level N of another bundle
//   exporting `search` (e.g. the AI of an earlier commit).
// Each player has its own copy of the AI (its own transposition table, kept between its moves);
// the seed is passed only where it matters (noisy levels, or no --time: a node budget).
// Each random opening (2–4 plies) is played twice with colours swapped. Prints W/D/L for A,
// A's score percentage and a 95% error margin.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .flatMap((a, i, all) =>
      a.startsWith('--')
        ? [[a.slice(2), all[i + 1] === undefined || all[i + 1].startsWith('--') ? 'true' : all[i + 1]]]
        : [],
    ),
);
const A = args.a ?? '5';
const B = args.b ?? '4';
const games = Number(args.games ?? 20);
const timeMs = args.time !== undefined ? Number(args.time) : undefined;
const variant = args.variant ?? 'abapa';
const seed0 = Number(args.seed ?? 1);

const dir = mkdtempSync(join(tmpdir(), 'oware-match-'));
const out = join(dir, 'ai.mjs');
await build({
  stdin: {
    contents: `export * from './src/ai/index.ts'; export { Game } from './src/engine/game.ts';
      export { generateMoves, makeMove, isDecided, FLAG_GAME_ENDED } from './src/engine/board.ts';`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: out,
  logLevel: 'warning',
});
const url = pathToFileURL(out).href;
const ai = await import(url);
const players = {};
for (const who of [A, B]) {
  if (who === 'baseline8') continue;
  // `N`: this tree's level N; `oldN`: level N of --old; `file.mjs:N`: level N of that bundle
  const [file, level] = who.startsWith('old')
    ? [args.old, who.slice(3)]
    : who.includes(':')
      ? who.split(':')
      : [null, who];
  players[who] = {
    search: (await import(`${file ? pathToFileURL(file).href : url}?${who}`)).search,
    level: Number(level),
  };
}
rmSync(dir, { recursive: true, force: true });
const { Game, generateMoves, makeMove, isDecided, FLAG_GAME_ENDED } = ai;

// ---- baseline8: plain alpha-beta, 8 plies, captured-seed difference, no TT, natural move order ----
function baseline(game, depth = 8) {
  const v = game.variantIndex;
  const stack = Array.from({ length: depth + 1 }, () => new Int32Array(16));
  const mv = Array.from({ length: depth + 1 }, () => new Int32Array(6));
  function ab(ply, d, alpha, beta) {
    const s = stack[ply];
    const me = s[14];
    const n = generateMoves(s, v, mv[ply]);
    if (n === 0) {
      let diff = s[12 + me] - s[13 - me];
      for (let i = 0; i < 6; i++) diff += s[me * 6 + i] - s[(1 - me) * 6 + i];
      return diff > 0 ? 1000 : diff < 0 ? -1000 : 0;
    }
    if (d === 0) return s[12 + me] - s[13 - me];
    let best = -1e9;
    for (let i = 0; i < n; i++) {
      const c = stack[ply + 1];
      c.set(s);
      const code = makeMove(c, mv[ply][i], v);
      let sc;
      if (code & FLAG_GAME_ENDED || isDecided(c)) {
        const diff = c[12 + me] - c[13 - me];
        sc = diff > 0 ? 1000 : diff < 0 ? -1000 : 0;
      } else sc = -ab(ply + 1, d - 1, -beta, -alpha);
      if (sc > best) {
        best = sc;
        if (ply === 0) bestMove = mv[0][i];
      }
      if (sc > alpha) alpha = sc;
      if (alpha >= beta) break;
    }
    return best;
  }
  let bestMove = -1;
  stack[0].set(game.state());
  ab(0, depth, -1e9, 1e9);
  return bestMove;
}

function choose(who, game, ply, g) {
  if (who === 'baseline8') return baseline(game, 8);
  const { search, level } = players[who];
  const seeded = level <= 3 || timeMs === undefined;
  const r = search(game, { level, timeMs, seed: seeded ? seed0 * 100003 + g * 1009 + ply : undefined });
  return r.move;
}

let rngState = seed0 >>> 0 || 1;
const rand = () => (rngState = (rngState * 1103515245 + 12345) >>> 0) / 4294967296;

function playGame(south, north, opening, g) {
  const game = new Game({ variant });
  for (const m of opening) game.play(m);
  let ply = 0;
  while (!game.result && ply < 400) {
    const who = game.turn === 'south' ? south : north;
    game.play(choose(who, game, ply++, g));
  }
  if (game.result) return game.result.score;
  // adjudicate an over-long game: each side takes its own seeds
  const p = game.pits;
  const [s, n] = game.score;
  return [s + p.slice(0, 6).reduce((a, b) => a + b, 0), n + p.slice(6).reduce((a, b) => a + b, 0)];
}

let w = 0,
  d = 0,
  l = 0;
const scores = [];
const t0 = Date.now();
for (let g = 0; g < games; g += 2) {
  let opening;
  for (;;) {
    const game = new Game({ variant });
    const plies = 2 + Math.floor(rand() * 3);
    for (let i = 0; i < plies && !game.result; i++) {
      const moves = game.legalMoves();
      game.play(moves[Math.floor(rand() * moves.length)]);
    }
    if (!game.result) {
      opening = game.history.map((r) => r.pit);
      break;
    }
  }
  for (const aSouth of [true, false]) {
    if (g + (aSouth ? 0 : 1) >= games) break;
    const [s, n] = playGame(aSouth ? A : B, aSouth ? B : A, opening, g);
    const a = aSouth ? s - n : n - s;
    const x = a > 0 ? 1 : a < 0 ? 0 : 0.5;
    scores.push(x);
    if (x === 1) w++;
    else if (x === 0) l++;
    else d++;
    if (args.verbose) console.log(`game ${scores.length}: A=${A} ${aSouth ? 'South' : 'North'} ${s}-${n}`);
  }
}
const N = scores.length;
const mean = scores.reduce((a, b) => a + b, 0) / N;
const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, N - 1));
const margin = (1.96 * sd) / Math.sqrt(N);
console.log(
  `A=${A} vs B=${B}, ${N} games, ${timeMs ?? 'default'} ms/move, ${variant}: ` +
    `W ${w} D ${d} L ${l} — A scores ${(mean * 100).toFixed(1)}% ± ${(margin * 100).toFixed(1)}% (95%), ${((Date.now() - t0) / 1000).toFixed(0)} s`,
);
