/**
 * The search: iterative deepening negamax with principal-variation search, aspiration windows
 * and (level 5) late-move reductions; a transposition table in one typed array (two-slot buckets,
 * aged, kept between searches unless a seed asks for determinism); copy-make on a state per ply,
 * moves ordered before they are played (TT move, captures, killers, history), a hash updated in
 * O(1) per sowing; exact repetition (game history and search path) and endgame-table probes.
 * No allocation per node.
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
/** Late-move reduction (plies) of a quiet move after the first two, at level 5 (3 beat 2 and 1 in matches). */
const LMR = 3;
/** Half-width of the root's aspiration window. */
const ASP = 50;

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

// ---- hash keys: two 32-bit halves (h1 indexes, h2 verifies), each Σ seeds × a random key per
// pit (+ South's score, the side to move, the variant), so that a sowing updates them in O(1)
// through prefix sums of the keys over two laps of the board.
const K1 = new Int32Array(14);
const K2 = new Int32Array(14);
const P1 = new Int32Array(25);
const P2 = new Int32Array(25);
{
  let x = 0x9e3779b9 | 0;
  for (let i = 0; i < 28; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    (i & 1 ? K2 : K1)[i >> 1] = x;
  }
  for (let k = 0; k < 24; k++) {
    P1[k + 1] = P1[k] + K1[k % 12];
    P2[k + 1] = P2[k] + K2[k % 12];
  }
}
let H1 = 0;
let H2 = 0;
/** Hash `s` into H1/H2; the variant is mixed in so that one table serves every variant. */
function hash(s: State, v: number): void {
  let a = Math.imul(v, 0x27d4eb2f) + (s[TO_MOVE] ? K1[13] : 0);
  let b = Math.imul(v, 0x165667b1) + (s[TO_MOVE] ? K2[13] : 0);
  for (let i = 0; i < 13; i++) {
    a += Math.imul(s[i], K1[i]);
    b += Math.imul(s[i], K2[i]);
  }
  H1 = a | 0;
  H2 = b | 0;
}

// ---- transposition table: buckets of two (depth-preferred, always-replace), aged per search ----
// An entry is two ints: the key's second half, then move+1 (4 bits) | depth << 4 (7 bits) |
// bound << 11 (2 bits) | age << 13 (3 bits) | score << 16; 0 = empty. A bucket shares a cache line.
const TT_BITS = 20;
const TT_MASK2 = (2 << TT_BITS) - 4;
let tt: Int32Array | null = null;
let ttAge = 0;
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

function ttInit(clear: boolean): void {
  if (!tt) tt = new Int32Array(2 << TT_BITS);
  else if (clear) tt.fill(0);
  ttAge = (ttAge + 1) & 7;
}

/** The entry for (h1, h2), or 0. */
function ttProbe(h1: number, h2: number): number {
  const i = (Math.imul(h1, 0x9e3779b1) >>> (31 - TT_BITS)) & TT_MASK2;
  return tt![i] === h2 ? tt![i + 1] : tt![i + 2] === h2 ? tt![i + 3] : 0;
}

function ttStore(h1: number, h2: number, depth: number, score: number, bound: number, move: number, ply: number): void {
  let i = (Math.imul(h1, 0x9e3779b1) >>> (31 - TT_BITS)) & TT_MASK2;
  const e = tt![i + 1];
  // the first slot keeps the deepest entry of this search (or the same position); else the second
  if (tt![i] !== h2 && e !== 0 && ((e >> 13) & 7) === ttAge && ((e >> 4) & 127) > depth) i += 2;
  if (score > WIN - MAX_PLY) score += ply;
  else if (score < MAX_PLY - WIN) score -= ply;
  tt![i] = h2;
  tt![i + 1] = (move + 1) | (Math.min(depth, 127) << 4) | (bound << 11) | (ttAge << 13) | (score << 16);
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
  /** A state per ply (copy-make: the child of ply p is made in frame p+1); frame 0 is the root. */
  private readonly fr: State[] = [];
  private readonly mv: Int32Array[] = [];
  private readonly keys: Int32Array[] = [];
  private readonly killers = new Int32Array(MAX_PLY * 2);
  private readonly hist = new Int32Array(12 * 16);
  private rep1 = new Int32Array(MAX_PLY + 1024);
  private rep2 = new Int32Array(MAX_PLY + 1024);
  private readonly repFrom = new Int32Array(MAX_PLY + 1);
  private readonly ph1 = new Int32Array(MAX_PLY + 1);
  private readonly ph2 = new Int32Array(MAX_PLY + 1);
  private repBase = 0;
  private v = 0;
  private eg: Int8Array | null = null;
  private useEg = false;
  private deadline = Infinity;
  private end = Infinity;
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
  private reduced = 0;
  private lmr = 0;
  private readonly rootScores = new Int32Array(6);
  private bestMove = -1;
  private bestScore = 0;
  done = false;

  constructor() {
    for (let i = 0; i <= MAX_PLY; i++) {
      this.fr.push(newState());
      this.mv.push(new Int32Array(6));
      this.keys.push(new Int32Array(6));
    }
  }

  /**
   * Set up a search of `s` (copied) under variant `v`. `history` holds the states seen before in
   * the game (any order; only those with the same scores matter), for the repetition rule.
   * The transposition table is kept from the previous search unless a seed asks for determinism.
   */
  begin(s: State, v: number, history: readonly State[], opts: SearchOptions): void {
    const plan = LEVELS[(opts.level ?? 3) - 1];
    if (!plan) throw new RangeError(`level must be 1–5, got ${opts.level}`);
    this.fr[0].set(s);
    this.v = v;
    this.maxDepth = Math.max(1, Math.min(MAX_PLY - 2, opts.maxDepth ?? plan.depth));
    const seeded = opts.seed !== undefined;
    this.timeMs = opts.timeMs ?? (seeded ? Infinity : plan.timeMs);
    this.nodeLimit = opts.timeMs === undefined && seeded ? plan.nodes : Infinity;
    this.noise = plan.noise;
    this.rng = seeded ? mulberry32(opts.seed!) : Math.random;
    this.useEg = plan.egdb;
    this.lmr = plan.egdb ? LMR : 0; // levels 1–4 stay full-width to their depth
    this.eg = plan.egdb ? egTable(v) : null;
    this.nodes = 0;
    this.depth = 0;
    this.done = false;
    this.started = false;
    this.bestMove = -1;
    this.bestScore = 0;
    this.killers.fill(-1);
    this.hist.fill(0);
    ttInit(seeded);
    // repetition stack: earlier positions with the root's scores, then the root itself
    let k = 0;
    const need = history.length + MAX_PLY + 1;
    if (this.rep1.length < need) {
      this.rep1 = new Int32Array(need);
      this.rep2 = new Int32Array(need);
    }
    hash(s, v);
    const r1 = H1;
    const r2 = H2;
    for (const h of history) {
      if (h[SCORE_SOUTH] !== s[SCORE_SOUTH] || h[SCORE_SOUTH + 1] !== s[SCORE_SOUTH + 1]) continue;
      hash(h, v);
      if (H1 === r1 && H2 === r2) continue;
      this.rep1[k] = H1;
      this.rep2[k++] = H2;
    }
    this.rep1[k] = this.ph1[0] = r1;
    this.rep2[k] = this.ph2[0] = r2;
    this.repBase = k;
    this.repFrom[0] = 0;
    this.rootN = generateMoves(s, v, this.mv[0]);
    if (this.rootN === 0 || isDecided(s)) {
      this.rootN = 0;
      this.done = true;
    }
  }

  /** Work until `sliceEnd` (performance.now() ms); returns true when the search is finished. */
  step(sliceEnd = Infinity): boolean {
    if (this.done) return true;
    const board = this.fr[0][TOTAL] - this.fr[0][SCORE_SOUTH] - this.fr[0][SCORE_SOUTH + 1];
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
    if (this.rootN === 0) return { move: -1, score: this.terminal(this.fr[0], 0, true) || 0, depth: 0, nodes: this.nodes, pv: [] };
    return { move: this.bestMove, score: this.bestScore || 0, depth: this.depth, nodes: this.nodes, pv: this.pv() };
  }

  private pv(): number[] {
    const out: number[] = [this.bestMove];
    const s = this.fr[0].slice();
    const mv = new Int32Array(6);
    // follow the table's moves (bounded by the depth: a cycle just stops there)
    while (!(makeMove(s, out[out.length - 1], this.v) & FLAG_GAME_ENDED) && out.length < this.depth && !isDecided(s)) {
      hash(s, this.v);
      const m = (ttProbe(H1, H2) & 15) - 1;
      if (!mv.subarray(0, generateMoves(s, this.v, mv)).includes(m)) break;
      out.push(m);
    }
    return out;
  }

  /**
   * Final score of a finished game (`sweep`: each side first takes its own seeds; `more`: net seeds
   * the mover still gets, from the endgame table), from s's mover.
   */
  private terminal(s: State, ply: number, sweep: boolean, more = 0): number {
    const me = s[TO_MOVE];
    let d = s[SCORE_SOUTH + me] - s[SCORE_SOUTH + (me ^ 1)] + more;
    if (sweep) {
      const lo = me * 6;
      const olo = 6 - lo;
      for (let i = 0; i < 6; i++) d += s[lo + i] - s[olo + i];
    }
    return d > 0 ? WIN - ply : d < 0 ? ply - WIN : 0;
  }

  /**
   * Order keys of the `n` moves of the node at `ply` without playing them: the TT move, then
   * captures by their (estimated) size, killers, and the history table.
   */
  private order(ply: number, n: number, ttm: number): void {
    const s = this.fr[ply];
    const mv = this.mv[ply];
    const keys = this.keys[ply];
    const olo = s[TO_MOVE] ? 0 : 6;
    for (let i = 0; i < n; i++) {
      const m = mv[i];
      let key = this.hist[m * 16 + Math.min(s[m], 15)];
      if (m === ttm) key = 1 << 30;
      else {
        const c = s[m];
        let last = m + c;
        if (last > 11) last -= 12;
        let got = 0;
        if (c < 12 && last >= olo && last < olo + 6) {
          for (let j = last, x; j >= olo && ((x = s[j] + 1) === 2 || x === 3); j--) got += x;
        }
        if (got) key += (1 << 24) + (got << 18);
        else if (m === this.killers[ply * 2] || m === this.killers[ply * 2 + 1]) key += 1 << 22;
      }
      keys[i] = key;
    }
  }

  /** Index of the best-keyed move left among the first `n` of `ply` (its key is then spent). */
  private next(ply: number, n: number): number {
    const keys = this.keys[ply];
    let b = 0;
    for (let i = 1; i < n; i++) if (keys[i] > keys[b]) b = i;
    keys[b] = -1;
    return b;
  }

  /** One iteration of depth `depth`; false if it was cut off by the deadline or node budget. */
  private iterate(depth: number, end: number): boolean {
    this.end = end;
    const n = this.rootN;
    const noisy = this.noise > 0;
    // aspiration window around the last iteration's score, widened on a fail
    const asp = !noisy && depth > 4 && Math.abs(this.bestScore) < WIN - MAX_PLY;
    let lo = asp ? this.bestScore - ASP : -INF;
    let hi = asp ? this.bestScore + ASP : INF;
    let best = -INF;
    let bestMove = -1;
    for (;;) {
      this.order(0, n, this.bestMove);
      let alpha = lo;
      best = -INF;
      for (let k = 0; k < n && alpha < hi; k++) {
        const i = this.next(0, n);
        const sc = noisy ? this.child(0, i, depth, -INF, INF) : k === 0 ? this.child(0, i, depth, lo, hi) : this.pvs(0, i, depth, alpha, hi);
        if (this.aborted) return false;
        this.rootScores[i] = sc;
        if (sc > best) {
          best = sc;
          bestMove = this.mv[0][i];
          if (sc > alpha) {
            alpha = sc;
            // a move proven better is kept even if the iteration is then cut off
            if (k && !noisy) this.bestMove = bestMove;
          }
        }
      }
      if (best <= lo) lo = -INF;
      else if (best >= hi) hi = INF;
      else break;
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
          bestMove = this.mv[0][i];
          this.bestScore = sc;
        }
      }
    } else this.bestScore = best;
    this.bestMove = bestMove;
    hash(this.fr[0], this.v);
    ttStore(H1, H2, depth, this.bestScore, EXACT, bestMove, 0);
    return true;
  }

  /** Score (for the mover at `ply`) of the `i`th move of the node at `ply`, searched to depth-1. */
  private child(ply: number, i: number, depth: number, alpha: number, beta: number, r = 0): number {
    const s = this.fr[ply];
    const kid = this.fr[ply + 1];
    for (let j = 0; j < 16; j++) kid[j] = s[j];
    const m = this.mv[ply][i];
    const c = s[m];
    const code = makeMove(kid, m, this.v);
    if (code & CAPTURED_MASK) r = 0;
    this.reduced = 0;
    if (code & FLAG_GAME_ENDED || isDecided(kid)) return -this.terminal(kid, ply + 1, false);
    let h1: number;
    let h2: number;
    if (code & CAPTURED_MASK || c > 11) {
      hash(kid, this.v);
      h1 = H1;
      h2 = H2;
    } else {
      // a plain sowing: the pit empties, the next c pits gain a seed, the turn passes
      const sd = s[TO_MOVE] ? -1 : 1;
      h1 = (this.ph1[ply] - Math.imul(c, K1[m]) + P1[m + c + 1] - P1[m + 1] + sd * K1[13]) | 0;
      h2 = (this.ph2[ply] - Math.imul(c, K2[m]) + P2[m + c + 1] - P2[m + 1] + sd * K2[13]) | 0;
    }
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
    const sc = -this.negamax(ply + 1, depth - 1 - r, -beta, -alpha, h1, h2);
    this.reduced = r;
    return sc;
  }

  private negamax(ply: number, depth: number, alpha: number, beta: number, h1: number, h2: number): number {
    if ((++this.nodes & 1023) === 0 && (this.nodes >= this.nodeLimit || now() > this.end)) this.aborted = true;
    if (this.aborted) return 0;
    const s = this.fr[ply];
    this.ph1[ply] = h1;
    this.ph2[ply] = h2;
    const n = generateMoves(s, this.v, this.mv[ply]);
    if (n === 0) return this.terminal(s, ply, true);
    const board = s[TOTAL] - s[SCORE_SOUTH] - s[SCORE_SOUTH + 1];
    if (this.eg && board <= EG_MAX) return this.terminal(s, ply, false, egProbe(this.eg, s, board));
    if (depth <= 0 || ply >= MAX_PLY - 1) return evaluate(s);
    // transposition table
    const info = ttProbe(h1, h2);
    const ttm = (info & 15) - 1;
    if (info) {
      if (((info >> 4) & 127) >= depth) {
        let sc = info >> 16;
        if (sc > WIN - MAX_PLY) sc -= ply;
        else if (sc < MAX_PLY - WIN) sc += ply;
        const bound = (info >> 11) & 3;
        if (bound === EXACT || (bound === LOWER && sc >= beta) || (bound === UPPER && sc <= alpha)) return sc;
      }
    }
    this.order(ply, n, ttm);
    const a0 = alpha;
    let best = -INF;
    let bestMove = -1;
    for (let k = 0; k < n; k++) {
      const i = this.next(ply, n);
      const sc = k === 0 ? this.child(ply, i, depth, alpha, beta) : this.pvs(ply, i, depth, alpha, beta, k);
      if (this.aborted) return 0;
      if (sc > best) {
        best = sc;
        bestMove = this.mv[ply][i];
        if (sc > alpha) {
          alpha = sc;
          if (sc >= beta) {
            if (this.killers[ply * 2] !== bestMove) {
              this.killers[ply * 2 + 1] = this.killers[ply * 2];
              this.killers[ply * 2] = bestMove;
            }
            const h = bestMove * 16 + Math.min(s[bestMove], 15);
            if ((this.hist[h] += depth * depth) > 1 << 17) for (let j = 0; j < 192; j++) this.hist[j] >>= 1;
            break;
          }
        }
      }
    }
    ttStore(h1, h2, depth, best, best >= beta ? LOWER : best > a0 ? EXACT : UPPER, bestMove, ply);
    return best;
  }

  /** A later move: a null-window search (reduced for a quiet late move), re-searched if it beats alpha. */
  private pvs(ply: number, i: number, depth: number, alpha: number, beta: number, k = 0): number {
    let sc = this.child(ply, i, depth, alpha, alpha + 1, depth > 2 && k > 1 ? this.lmr : 0);
    if (sc > alpha && this.reduced && !this.aborted) sc = this.child(ply, i, depth, alpha, alpha + 1);
    if (sc > alpha && sc < beta && !this.aborted) sc = this.child(ply, i, depth, alpha, beta);
    return sc;
  }
}
