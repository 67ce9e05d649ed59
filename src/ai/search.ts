/**
 * The search: iterative deepening negamax with principal-variation search, a Zobrist-keyed
 * transposition table in typed arrays, move ordering (TT move, captures, killers, history),
 * exact repetition (game history and search path) and endgame-table probes. No allocation per node.
 * Work is done in steps with a deadline so the same code runs synchronously, in a worker, or in
 * main-thread slices (an interrupted iteration is redone; the TT keeps it cheap).
 */
import {
  CAPTURED_MASK,
  FLAG_GAME_ENDED,
  SCORE_SOUTH,
  TO_MOVE,
  TOTAL,
  generateMoves,
  isDecided,
  makeMove,
  newState,
  type State,
} from '../engine/board.js';
import { EG_MAX, egBuildStep, egProbe, egTable } from './egdb.js';

/** Evaluation units per seed. */
export const SEED = 100;
/** A forced result: win = WIN − plies to the end of the game (loss negative, draw 0). */
export const WIN = 30000;
const INF = 32000;
const MAX_PLY = 100;

/** Strength settings of a level. */
export interface LevelPlan {
  depth: number;
  timeMs: number;
  /** Node budget used instead of time when a seed asks for determinism. */
  nodes: number;
  /** Random noise (± units) added to each root move's score. */
  noise: number;
  egdb: boolean;
}

export const LEVELS: readonly LevelPlan[] = [
  { depth: 1, timeMs: 100, nodes: 1e5, noise: 320, egdb: false },
  { depth: 2, timeMs: 100, nodes: 1e5, noise: 150, egdb: false },
  { depth: 5, timeMs: 200, nodes: 3e5, noise: 50, egdb: false },
  { depth: 9, timeMs: 250, nodes: 6e5, noise: 0, egdb: false },
  { depth: 60, timeMs: 1000, nodes: 2.5e6, noise: 0, egdb: true },
];

export interface SearchOptions {
  level?: 1 | 2 | 3 | 4 | 5;
  timeMs?: number;
  maxDepth?: number;
  variant?: string;
  seed?: number;
}

export interface SearchResult {
  /** Best pit (0–11), or -1 when the game is over or the side to move has no legal move. */
  move: number;
  /** From the side to move's view: 100 per seed; ±(30000 − plies) a forced win/loss, 0 a draw. */
  score: number;
  /** Deepest completed iteration. */
  depth: number;
  nodes: number;
  /** Principal variation, starting with `move`. */
  pv: number[];
}

// ---- Zobrist keys (two 32-bit halves: h1 indexes, h2 verifies) ----
const ZN = 14 * 64;
const Z1 = new Int32Array(ZN);
const Z2 = new Int32Array(ZN);
{
  let x = 0x9e3779b9 | 0;
  const next = (): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x;
  };
  for (let i = 0; i < ZN; i++) {
    Z1[i] = next();
    Z2[i] = next();
  }
}
let H1 = 0;
let H2 = 0;
function hash(s: State): void {
  let a = s[TO_MOVE] ? 0x5bd1e995 : 0;
  let b = s[TO_MOVE] ? 0x1b873593 : 0;
  for (let i = 0; i < 13; i++) {
    const c = s[i];
    const k = i * 64 + (c & 63);
    a ^= Z1[k] + (c >> 6) * 0x9e3779b1;
    b ^= Z2[k] + (c >> 6) * 0x85ebca6b;
  }
  H1 = a;
  H2 = b;
}

// ---- transposition table ----
const TT_BITS = 20;
const TT_MASK = (1 << TT_BITS) - 1;
let ttKey: Int32Array | null = null;
let ttInfo: Int32Array; // move+1 (4 bits) | depth << 4 (7 bits) | bound << 11 (2 bits); 0 = empty
let ttScore: Int16Array;
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

function ttInit(): void {
  if (!ttKey) {
    ttKey = new Int32Array(1 << TT_BITS);
    ttInfo = new Int32Array(1 << TT_BITS);
    ttScore = new Int16Array(1 << TT_BITS);
  } else ttInfo.fill(0);
}

/** Static evaluation from the side to move's view. */
export function evaluate(s: State): number {
  const me = s[TO_MOVE];
  const lo = me * 6;
  const olo = 6 - lo;
  let e = (s[SCORE_SOUTH + me] - s[SCORE_SOUTH + (me ^ 1)]) * SEED;
  let mine = 0;
  let theirs = 0;
  for (let i = 0; i < 6; i++) {
    const a = s[lo + i];
    const b = s[olo + i];
    mine += a;
    theirs += b;
    if (a === 1 || a === 2) e -= 14; // a target for the opponent
    else if (a === 0) e -= 6;
    else if (a >= 12) e += 25 + i * 4; // a kroo: a lap that can sweep the opponent's row
    if (b === 1 || b === 2) e += 14;
    else if (b === 0) e += 6;
    else if (b >= 12) e -= 25 + i * 4;
  }
  e += (mine - theirs) * 6;
  return e;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const now = (): number => performance.now();

/** One search in progress. Create with {@link Searcher.begin}, drive with {@link Searcher.step}. */
export class Searcher {
  private readonly kids: State[] = [];
  private readonly codes = new Int32Array(MAX_PLY * 6);
  private readonly kh1 = new Int32Array(MAX_PLY * 6);
  private readonly kh2 = new Int32Array(MAX_PLY * 6);
  private readonly moves = new Int32Array(MAX_PLY * 6);
  private readonly order = new Int32Array(MAX_PLY * 6);
  private readonly killers = new Int32Array(MAX_PLY * 2);
  private readonly hist = new Int32Array(12);
  private rep1 = new Int32Array(MAX_PLY + 1024);
  private rep2 = new Int32Array(MAX_PLY + 1024);
  private readonly repFrom = new Int32Array(MAX_PLY + 1);
  private repBase = 0;
  private root = newState();
  private v = 0;
  private eg: Int8Array | null = null;
  private useEg = false;
  private deadline = Infinity;
  private nodeLimit = Infinity;
  private maxDepth = 1;
  private timeMs = 0;
  private noise = 0;
  private rng: () => number = Math.random;
  private aborted = false;
  private started = false;
  nodes = 0;
  depth = 0;
  private rootN = 0;
  private readonly rootMoves = new Int32Array(6);
  private readonly rootScores = new Int32Array(6);
  private bestMove = -1;
  private bestScore = 0;
  done = false;

  constructor() {
    for (let i = 0; i < MAX_PLY * 6; i++) this.kids.push(newState());
  }

  /**
   * Set up a search of `s` (copied) under variant `v`. `history` holds the states seen before in
   * the game (any order; only those with the same scores matter), for the repetition rule.
   */
  begin(s: State, v: number, history: readonly State[], opts: SearchOptions): void {
    const plan = LEVELS[(opts.level ?? 3) - 1];
    if (!plan) throw new RangeError(`level must be 1–5, got ${opts.level}`);
    this.root.set(s);
    this.v = v;
    this.maxDepth = Math.max(1, Math.min(MAX_PLY - 2, opts.maxDepth ?? plan.depth));
    const seeded = opts.seed !== undefined;
    this.timeMs = opts.timeMs ?? (seeded ? Infinity : plan.timeMs);
    this.nodeLimit = opts.timeMs === undefined && seeded ? plan.nodes : Infinity;
    this.noise = plan.noise;
    this.rng = seeded ? mulberry32(opts.seed!) : Math.random;
    this.useEg = plan.egdb;
    this.eg = null;
    this.nodes = 0;
    this.depth = 0;
    this.done = false;
    this.started = false;
    this.bestMove = -1;
    this.bestScore = 0;
    this.killers.fill(-1);
    this.hist.fill(0);
    ttInit();
    // repetition stack: earlier positions with the root's scores, then the root itself
    let k = 0;
    const need = history.length + MAX_PLY + 1;
    if (this.rep1.length < need) {
      this.rep1 = new Int32Array(need);
      this.rep2 = new Int32Array(need);
    }
    hash(s);
    const r1 = H1;
    const r2 = H2;
    for (const h of history) {
      if (h[SCORE_SOUTH] !== s[SCORE_SOUTH] || h[SCORE_SOUTH + 1] !== s[SCORE_SOUTH + 1]) continue;
      hash(h);
      if (H1 === r1 && H2 === r2) continue;
      this.rep1[k] = H1;
      this.rep2[k++] = H2;
    }
    this.rep1[k] = r1;
    this.rep2[k] = r2;
    this.repBase = k;
    this.repFrom[0] = 0;
    this.rootN = generateMoves(s, v, this.rootMoves);
    if (this.rootN === 0 || isDecided(s)) {
      this.rootN = 0;
      this.done = true;
    }
  }

  /** Work until `sliceEnd` (performance.now() ms); returns true when the search is finished. */
  step(sliceEnd = Infinity): boolean {
    if (this.done) return true;
    const board = this.root[TOTAL] - this.root[SCORE_SOUTH] - this.root[SCORE_SOUTH + 1];
    if (!this.started) {
      if (this.useEg && board <= 2 * EG_MAX) {
        if (!egBuildStep(this.v, sliceEnd)) return false;
        this.eg = egTable(this.v);
      }
      this.started = true;
      this.deadline = now() + this.timeMs;
    }
    while (this.depth < this.maxDepth) {
      const d = this.depth + 1;
      this.aborted = false;
      const ok = this.iterate(d, d === 1 ? Infinity : Math.min(sliceEnd, this.deadline));
      if (!ok) {
        if (now() >= this.deadline || this.nodes >= this.nodeLimit) break;
        return false;
      }
      this.depth = d;
      // a forced result or a single move needs no deeper search
      if (this.rootN === 1 || Math.abs(this.bestScore) > WIN - MAX_PLY) break;
      if (this.nodes >= this.nodeLimit || now() >= this.deadline) break;
    }
    this.done = true;
    return true;
  }

  result(): SearchResult {
    if (this.rootN === 0) return { move: -1, score: this.terminal(this.root, 0, true) || 0, depth: 0, nodes: this.nodes, pv: [] };
    return { move: this.bestMove, score: this.bestScore || 0, depth: this.depth, nodes: this.nodes, pv: this.pv() };
  }

  private pv(): number[] {
    const out: number[] = [this.bestMove];
    const s = newState();
    s.set(this.root);
    makeMove(s, this.bestMove, this.v);
    const seen = new Set<string>();
    const mv = new Int32Array(6);
    while (out.length < this.depth && !isDecided(s)) {
      hash(s);
      const key = H1 + ':' + H2;
      if (seen.has(key)) break;
      seen.add(key);
      const i = H1 & TT_MASK;
      if (ttKey![i] !== H2 || ttInfo[i] === 0) break;
      const m = (ttInfo[i] & 15) - 1;
      const n = generateMoves(s, this.v, mv);
      let legal = false;
      for (let j = 0; j < n; j++) if (mv[j] === m) legal = true;
      if (!legal) break;
      out.push(m);
      if (makeMove(s, m, this.v) & FLAG_GAME_ENDED) break;
    }
    return out;
  }

  /** Final score of a finished game (`sweep`: each side first takes its own seeds), from s's mover. */
  private terminal(s: State, ply: number, sweep: boolean): number {
    const me = s[TO_MOVE];
    let d = s[SCORE_SOUTH + me] - s[SCORE_SOUTH + (me ^ 1)];
    if (sweep) {
      const lo = me * 6;
      const olo = 6 - lo;
      for (let i = 0; i < 6; i++) d += s[lo + i] - s[olo + i];
    }
    return d > 0 ? WIN - ply : d < 0 ? ply - WIN : 0;
  }

  /** Generate, make, hash and order the moves of node `s` at `ply`; returns the count. */
  private expand(s: State, ply: number, ttMove: number, n: number): void {
    const base = ply * 6;
    const order = this.order;
    const sortKey = sortKeys;
    for (let i = 0; i < n; i++) {
      const m = this.moves[base + i];
      const kid = this.kids[base + i];
      kid.set(s);
      const code = makeMove(kid, m, this.v);
      this.codes[base + i] = code;
      hash(kid);
      this.kh1[base + i] = H1;
      this.kh2[base + i] = H2;
      let key = this.hist[m];
      if (m === ttMove) key += 1 << 29;
      else if (code & CAPTURED_MASK) key += (1 << 24) + ((code & CAPTURED_MASK) << 16);
      else if (m === this.killers[ply * 2] || m === this.killers[ply * 2 + 1]) key += 1 << 22;
      sortKey[i] = key;
      // insertion sort of indices by key, descending
      let j = i;
      while (j > 0 && sortKey[order[base + j - 1]] < key) {
        order[base + j] = order[base + j - 1];
        j--;
      }
      order[base + j] = i;
    }
  }

  /** One iteration of depth `depth`; false if it was cut off by the deadline or node budget. */
  private iterate(depth: number, end: number): boolean {
    this.deadline2 = end;
    const s = this.root;
    const prev = this.bestMove;
    const n = generateMoves(s, this.v, this.moves);
    this.expand(s, 0, prev, n);
    const noisy = this.noise > 0;
    let alpha = -INF;
    let best = -INF;
    let bestMove = -1;
    for (let k = 0; k < n; k++) {
      const i = this.order[k];
      const sc = noisy ? this.child(0, i, depth, -INF, INF) : k === 0 ? this.child(0, i, depth, -INF, INF) : this.pvsChild(0, i, depth, alpha, INF);
      if (this.aborted) return false;
      this.rootScores[i] = sc;
      if (sc > best) {
        best = sc;
        bestMove = this.moves[i];
        if (sc > alpha) alpha = sc;
      }
    }
    if (noisy && depth === this.maxDepth) {
      // the level's controlled randomness: noise on every root move's exact score
      best = -INF;
      for (let i = 0; i < n; i++) {
        const sc = this.rootScores[i];
        const forced = Math.abs(sc) > WIN - MAX_PLY;
        const noisySc = sc + (forced && sc > 0 && this.noise < 200 ? 0 : (this.rng() * 2 - 1) * this.noise);
        if (noisySc > best) {
          best = noisySc;
          bestMove = this.moves[i];
          this.bestScore = sc;
        }
      }
    } else this.bestScore = best;
    this.bestMove = bestMove;
    this.ttStore(s, depth, this.bestScore, EXACT, bestMove, 0);
    return true;
  }
  private deadline2 = Infinity;

  /** Score (for the mover at `ply`) of the `i`th child of the node at `ply`, searched to depth-1. */
  private child(ply: number, i: number, depth: number, alpha: number, beta: number): number {
    const base = ply * 6;
    const kid = this.kids[base + i];
    const code = this.codes[base + i];
    if (code & FLAG_GAME_ENDED || isDecided(kid)) return -this.terminal(kid, ply + 1, false);
    const h1 = this.kh1[base + i];
    const h2 = this.kh2[base + i];
    const top = this.repBase + ply + 1; // slot of the child in the repetition stack
    let from: number;
    if (code & CAPTURED_MASK) from = top;
    else {
      from = this.repFrom[ply];
      for (let k = from; k < top; k++) if (this.rep1[k] === h1 && this.rep2[k] === h2) return -this.terminal(kid, ply + 1, true);
    }
    this.rep1[top] = h1;
    this.rep2[top] = h2;
    this.repFrom[ply + 1] = from;
    return -this.negamax(kid, ply + 1, depth - 1, -beta, -alpha, h1, h2);
  }

  private negamax(s: State, ply: number, depth: number, alpha: number, beta: number, h1: number, h2: number): number {
    if ((++this.nodes & 1023) === 0 && (this.nodes >= this.nodeLimit || now() > this.deadline2)) this.aborted = true;
    if (this.aborted) return 0;
    const base = ply * 6;
    const n = generateMoves(s, this.v, this.moves.subarray(base, base + 6));
    if (n === 0) return this.terminal(s, ply, true);
    const board = s[TOTAL] - s[SCORE_SOUTH] - s[SCORE_SOUTH + 1];
    if (this.eg && board <= EG_MAX) {
      const val = egProbe(this.eg, s, board);
      {
        const me = s[TO_MOVE];
        const d = s[SCORE_SOUTH + me] - s[SCORE_SOUTH + (me ^ 1)] + val;
        return d > 0 ? WIN - ply : d < 0 ? ply - WIN : 0;
      }
    }
    if (depth <= 0 || ply >= MAX_PLY - 1) return evaluate(s);
    // transposition table
    const ti = h1 & TT_MASK;
    let ttMove = -1;
    const info = ttInfo[ti];
    if (info !== 0 && ttKey![ti] === h2) {
      ttMove = (info & 15) - 1;
      if (((info >> 4) & 127) >= depth) {
        let sc = ttScore[ti];
        if (sc > WIN - MAX_PLY) sc -= ply;
        else if (sc < MAX_PLY - WIN) sc += ply;
        const bound = info >> 11;
        if (bound === EXACT || (bound === LOWER && sc >= beta) || (bound === UPPER && sc <= alpha)) return sc;
      }
    }
    this.expand(s, ply, ttMove, n);
    const a0 = alpha;
    let best = -INF;
    let bestMove = -1;
    for (let k = 0; k < n; k++) {
      const i = this.order[base + k];
      const sc = k === 0 ? this.child(ply, i, depth, alpha, beta) : this.pvsChild(ply, i, depth, alpha, beta);
      if (this.aborted) return 0;
      if (sc > best) {
        best = sc;
        bestMove = this.moves[base + i];
        if (sc > alpha) {
          alpha = sc;
          if (sc >= beta) {
            if (!(this.codes[base + i] & CAPTURED_MASK) && this.killers[ply * 2] !== bestMove) {
              this.killers[ply * 2 + 1] = this.killers[ply * 2];
              this.killers[ply * 2] = bestMove;
            }
            if ((this.hist[bestMove] += depth * depth) > 1 << 20) for (let j = 0; j < 12; j++) this.hist[j] >>= 1;
            break;
          }
        }
      }
    }
    this.ttStore(s, depth, best, best >= beta ? LOWER : best > a0 ? EXACT : UPPER, bestMove, ply, h1, h2);
    return best;
  }

  private pvsChild(ply: number, i: number, depth: number, alpha: number, beta: number): number {
    let sc = this.child(ply, i, depth, alpha, alpha + 1);
    if (sc > alpha && sc < beta && !this.aborted) sc = this.child(ply, i, depth, alpha, beta);
    return sc;
  }

  private ttStore(s: State, depth: number, score: number, bound: number, move: number, ply: number, h1?: number, h2?: number): void {
    if (h1 === undefined) {
      hash(s);
      h1 = H1;
      h2 = H2;
    }
    const ti = h1 & TT_MASK;
    if (score > WIN - MAX_PLY) score += ply;
    else if (score < MAX_PLY - WIN) score -= ply;
    ttKey![ti] = h2!;
    ttScore[ti] = score;
    ttInfo[ti] = (move + 1) | (Math.min(depth, 127) << 4) | (bound << 11);
  }
}

const sortKeys = new Int32Array(6);
