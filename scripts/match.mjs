#!/usr/bin/env node
// Play two players against each other from varied openings.
//   node scripts/match.mjs --a 5 --b 4 --games 100 --time 50 [--variant abapa] [--seed 1] [--verbose]
// Players:
//   top          the top level of this tree's AI (the full search; `topx`: another copy)
//   N            level N of this tree's AI (`Nx`, any letters after the digit: another copy of it,
//                e.g. `--a 5 --b 5b --wb 6,-6,-14,25,4` to play other evaluation weights)
//   oldN         level N of the bundle given by --old (e.g. the AI of an earlier commit, made with
//                `node scripts/match.mjs --bundle /tmp/old-ai.mjs` in that commit's tree)
//   file.mjs:N   level N of that bundle (it must export `search`)
//   baseline8    plain alpha-beta, 8 plies, captured-seed difference
//   greedy       a beginner: captures the most it can, else a random move (seeded)
//   aule         the local Aualé (/tmp/aule/aule.sh, see ../shared/tools/aule/README.md)
//   ext:CMD      any engine speaking that line protocol, started as a child process (CMD may hold
//                flags: --b "ext:/tmp/aule/aule.sh --no-leaves")
// --pa / --pb field=N,…: change that level's plan (depth, nodes, noise, timeMs); --wa / --wb W,W,…: evaluation weights (EVAL_W) for A / B; --ta / --tb: search knobs (TUNE). --dump FILE: write every position met
// (pits, scores, side to move) with the game's result from the side to move's view, one JSON line
// each, for fitting the evaluation. Our levels' endgame tables are built before the first game (a
// page builds them in the background while the player thinks).
// Our levels get the Game (so the game's history, as the element passes it); each player has its own
// copy of the AI (its own transposition table, kept between its moves). An external engine gets
// "newgame" before each game and then every position it is to move in (the Aualé driver keeps the
// history when a request follows its last reply by one move). The seed is passed only where it
// matters (noisy levels, or no --time: a node budget). Each random opening (2–4 plies) is played
// twice with colours swapped. Prints W/D/L for A, A's score and a 95 % margin, and nodes/s.

import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
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
const A = args.a ?? 'top';
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
if (args.bundle) {
  // only write this tree's bundle (for a later `--old`)
  copyFileSync(out, args.bundle);
  rmSync(dir, { recursive: true, force: true });
  console.log(`wrote ${args.bundle}`);
  process.exit(0);
}
const url = pathToFileURL(out).href;
const ai = await import(url);
const { Game, generateMoves, makeMove, isDecided, FLAG_GAME_ENDED } = ai;
if (args.fit) {
  fit(args.fit);
  process.exit(0);
}

/**
 * Texel-style fit of EVAL_W: positions from `--dump` files (comma-separated), labelled with their
 * game's result; only quiet ones (no capture for the side to move) with more seeds on the board than
 * the endgame table covers. Minimises the mean squared error between the result and
 * sigmoid(evaluation / K): first K for the current weights, then the weights (gradient descent).
 */
function fit(files) {
  const rows = [];
  const mv = new Int32Array(6);
  const c = new Int32Array(16);
  for (const f of files.split(',')) {
    for (const line of readFileSync(f, 'utf8').split('\n')) {
      if (!line) continue;
      const a = JSON.parse(line);
      const s = new Int32Array(16);
      s.set(a.slice(0, 15));
      let board = 0;
      for (let i = 0; i < 12; i++) board += s[i];
      s[15] = board + s[12] + s[13];
      if (board <= ai.EG_MAX || isDecided(s)) continue;
      const n = generateMoves(s, 0, mv);
      let quiet = n > 0;
      for (let i = 0; i < n && quiet; i++) {
        c.set(s);
        if (makeMove(c, mv[i], 0) & 0xffff) quiet = false;
      }
      if (!quiet) continue;
      // features from the side to move's view (own − opponent's), as EVAL_W: seeds, kroo pit index,
      // pits whose sowing reaches the opponent's row, pits of 0, 1, …, 12+ seeds
      const me = s[14];
      const x = new Array(16).fill(0);
      for (let side = 0; side < 2; side++) {
        const sg = side === me ? 1 : -1;
        for (let i = 0; i < 6; i++) {
          const v = s[side * 6 + i];
          x[0] += sg * v;
          if (v > 11) x[1] += sg * i;
          if (v > 5 - i) x[2] += sg;
          x[3 + Math.min(v, 12)] += sg;
        }
      }
      rows.push({ base: 100 * (s[12 + me] - s[13 - me]), x, r: a[15] });
    }
  }
  const NW = ai.EVAL_W.length;
  const w = [...ai.EVAL_W];
  const loss = (w, K) => {
    let e = 0;
    for (const { base, x, r } of rows) {
      let v = base;
      for (let k = 0; k < NW; k++) v += w[k] * x[k];
      e += (r - 1 / (1 + Math.exp(-v / K))) ** 2;
    }
    return e / rows.length;
  };
  let K = 100;
  for (let step = 64; step >= 0.5; step /= 2) {
    while (loss(w, K + step) < loss(w, K)) K += step;
    while (K > step && loss(w, K - step) < loss(w, K)) K -= step;
  }
  console.log(`${rows.length} quiet positions; K = ${K}; loss ${loss(w, K).toFixed(5)} with ${w}`);
  // gradient descent (Adam) on the weights with K fixed, then K again, a few rounds; rounded at the end
  const grad = (w, K) => {
    const g = new Array(NW).fill(0);
    for (const { base, x, r } of rows) {
      let v = base;
      for (let k = 0; k < NW; k++) v += w[k] * x[k];
      const p = 1 / (1 + Math.exp(-v / K));
      const d = (-2 * (r - p) * p * (1 - p)) / K;
      for (let k = 0; k < NW; k++) g[k] += d * x[k];
    }
    return g.map((x) => x / rows.length);
  };
  const m = new Array(NW).fill(0);
  const q = new Array(NW).fill(0);
  for (let round = 0; round < 4; round++) {
    for (let t = 1; t <= 300; t++) {
      const g = grad(w, K);
      for (let k = 0; k < NW; k++) {
        m[k] = 0.9 * m[k] + 0.1 * g[k];
        q[k] = 0.999 * q[k] + 0.001 * g[k] * g[k];
        w[k] -= (2 * m[k]) / (Math.sqrt(q[k] / (1 - 0.999 ** t)) + 1e-12) / (1 - 0.9 ** t);
      }
    }
    for (let step = 64; step >= 0.5; step /= 2) {
      while (loss(w, K + step) < loss(w, K)) K += step;
      while (K > step && loss(w, K - step) < loss(w, K)) K -= step;
    }
    console.log(`round ${round}: K = ${K}, loss ${loss(w, K).toFixed(5)} with ${w.map((x) => x.toFixed(1))}`);
  }
  const r = w.map(Math.round);
  console.log(
    `fitted EVAL_W: ${r} (loss ${loss(r, K).toFixed(5)}; in seeds at K: ${r.map((x) => (x / 100).toFixed(2))})`,
  );
}

/** An engine speaking the line protocol, as a child process. */
async function external(cmd) {
  const parts = cmd.split(/\s+/).filter(Boolean);
  const child = spawn(parts[0], parts.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const waiting = [];
  const ready = [];
  lines.on('line', (l) => (waiting.length ? waiting.shift()(l) : ready.push(l)));
  child.on('exit', (code) => {
    for (const w of waiting.splice(0)) w(null);
    if (!closing) console.error(`${cmd}: exited (${code})`);
  });
  let closing = false;
  const ask = (line) =>
    new Promise((res, rej) => {
      const take = (l) => (l === null ? rej(new Error(`${cmd} ended`)) : res(l));
      if (line !== null) child.stdin.write(`${line}\n`);
      if (ready.length) take(ready.shift());
      else waiting.push(take);
    });
  const banner = await ask(null);
  if (!banner.startsWith('ready')) throw new Error(`${cmd}: unexpected banner ${banner}`);
  return {
    banner,
    newGame: () => ask('newgame'),
    async move(game) {
      const reply = await ask(`${game.position} ${timeMs ?? 1000}`);
      const m = Number(reply.split(' ')[0]);
      const f = Object.fromEntries(
        reply
          .split(' ')
          .slice(1)
          .map((kv) => kv.split('='))
          .map(([k, v]) => [k, Number(v)]),
      );
      return { move: m, nodes: f.nodes ?? 0, depth: f.depth ?? 0, book: f.book ?? 0, egtb: f.egtb ?? 0 };
    },
    close() {
      closing = true;
      child.stdin.end('quit\n');
    },
  };
}

const players = {};
for (const who of [A, B]) {
  if (players[who]) continue;
  if (who === 'baseline8' || who === 'greedy') players[who] = { kind: who };
  else if (who === 'aule' || who.startsWith('ext:')) {
    const ext = await external(who === 'aule' ? '/tmp/aule/aule.sh' : who.slice(4));
    players[who] = { kind: 'ext', ext };
    console.log(`${who}: ${ext.banner}`);
  } else {
    // `N`: this tree's level N; `oldN`: level N of --old; `file.mjs:N`: level N of that bundle
    const [file, named] = who.startsWith('old')
      ? [args.old, who.slice(3)]
      : who.includes(':')
        ? who.split(':')
        : [null, who];
    const mod = await import(`${file ? pathToFileURL(file).href : url}?${who}`);
    const level = named.startsWith('top') ? String(mod.LEVELS.length) : named;
    const w = args[who === A ? 'wa' : 'wb'];
    if (w) mod.EVAL_W.set(w.split(',').map(Number));
    // --pa / --pb depth=1,noise=200: that player's level plan changed (LEVELS[level − 1])
    const pl = args[who === A ? 'pa' : 'pb'];
    if (pl)
      for (const kv of pl.split(',')) {
        const [k, x] = kv.split('=');
        mod.LEVELS[parseInt(level, 10) - 1][k] = Number(x);
      }
    const tu = args[who === A ? 'ta' : 'tb'];
    if (tu) mod.TUNE.set(tu.split(',').map(Number));
    const t = performance.now();
    mod.egBuildStep?.(new Game({ variant }).variantIndex, Infinity);
    console.log(
      `${who}: endgame table built in ${(performance.now() - t).toFixed(0)} ms` +
        (mod.EVAL_W ? `, weights ${[...mod.EVAL_W]}` : '') +
        (mod.TUNE ? `, knobs ${[...mod.TUNE]}` : ''),
    );
    const n = parseInt(level, 10);
    const plan = mod.LEVELS[n - 1];
    // a level with noise or slips draws its mistakes from the seed
    players[who] = { kind: 'ai', search: mod.search, level: n, noisy: plan.noise > 0 || plan.slip > 0 };
  }
  players[who].stats = { nodes: 0, ms: 0, moves: 0, depth: 0 };
}
rmSync(dir, { recursive: true, force: true });

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

let rngState = seed0 >>> 0 || 1;
const rand = () => (rngState = (rngState * 1103515245 + 12345) >>> 0) / 4294967296;
let greedyRng = (seed0 * 7919) >>> 0 || 1;

/** A beginner who captures the most it can, else plays a random legal move. */
function greedy(game) {
  const moves = game.legalMoves();
  let best = [];
  let most = 0;
  for (const m of moves) {
    const g = game.clone();
    const before = g.score[game.turn === 'south' ? 0 : 1];
    g.play(m);
    const got = g.score[game.turn === 'south' ? 0 : 1] - before;
    if (got > most) {
      most = got;
      best = [m];
    } else if (got === most && most > 0) best.push(m);
  }
  const pool = most > 0 ? best : moves;
  greedyRng = (greedyRng * 1103515245 + 12345) >>> 0;
  return pool[Math.floor((greedyRng / 4294967296) * pool.length)];
}

async function choose(who, game, ply, g) {
  const p = players[who];
  if (p.kind === 'baseline8') return baseline(game, 8);
  if (p.kind === 'greedy') return greedy(game);
  const t = performance.now();
  let r;
  if (p.kind === 'ext') r = await p.ext.move(game);
  else {
    const seeded = p.noisy || timeMs === undefined;
    r = p.search(game, { level: p.level, timeMs, seed: seeded ? seed0 * 100003 + g * 1009 + ply : undefined });
  }
  p.stats.ms += performance.now() - t;
  p.stats.nodes += r.nodes;
  p.stats.depth += r.depth;
  p.stats.moves++;
  if (!game.legalMoves().includes(r.move))
    throw new Error(`${who} played an illegal move ${r.move} in ${game.position}`);
  return r.move;
}

async function playGame(south, north, opening, g) {
  for (const who of new Set([south, north])) if (players[who].kind === 'ext') await players[who].ext.newGame();
  const game = new Game({ variant });
  for (const m of opening) game.play(m);
  let ply = 0;
  const states = [];
  while (!game.result && ply < 400) {
    const who = game.turn === 'south' ? south : north;
    if (dump) states.push(game.state());
    game.play(await choose(who, game, ply++, g));
  }
  if (dump) {
    const [s, n] = game.result ? game.result.score : [0, 0];
    const r = s > n ? 1 : s < n ? 0 : 0.5;
    for (const st of states) dump.push(JSON.stringify([...st.slice(0, 15), st[14] ? 1 - r : r]));
  }
  if (game.result) return game.result.score;
  // adjudicate an over-long game: each side takes its own seeds
  const p = game.pits;
  const [s, n] = game.score;
  return [s + p.slice(0, 6).reduce((a, b) => a + b, 0), n + p.slice(6).reduce((a, b) => a + b, 0)];
}

const dump = args.dump ? [] : null;
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
    const [s, n] = await playGame(aSouth ? A : B, aSouth ? B : A, opening, g);
    const a = aSouth ? s - n : n - s;
    const x = a > 0 ? 1 : a < 0 ? 0 : 0.5;
    scores.push(x);
    if (x === 1) w++;
    else if (x === 0) l++;
    else d++;
    if (args.verbose)
      console.log(`game ${scores.length}: A=${A} ${aSouth ? 'South' : 'North'} ${s}-${n}  (A ${w}/${d}/${l})`);
  }
}
for (const p of Object.values(players)) p.ext?.close();
if (dump) writeFileSync(args.dump, `${dump.join('\n')}\n`);
const N = scores.length;
const mean = scores.reduce((a, b) => a + b, 0) / N;
const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, N - 1));
const margin = (1.96 * sd) / Math.sqrt(N);
const speed = (who) => {
  const s = players[who].stats;
  return s.moves
    ? ` ${who}: ${(s.nodes / s.ms / 1000).toFixed(2)} M nodes/s, mean depth ${(s.depth / s.moves).toFixed(1)};`
    : '';
};
console.log(
  `A=${A} vs B=${B}, ${N} games, ${timeMs ?? 'default'} ms/move, ${variant}: ` +
    `W ${w} D ${d} L ${l} — A scores ${(mean * 100).toFixed(1)}% ± ${(margin * 100).toFixed(1)}% (95%), ${((Date.now() - t0) / 1000).toFixed(0)} s;` +
    speed(A) +
    (B !== A ? speed(B) : ''),
);
