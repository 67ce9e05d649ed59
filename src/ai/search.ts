/**
 * The search: iterative deepening negamax with principal-variation search, aspiration windows
 * and (the full-search levels) late-move reductions; a transposition table in one typed array (two-slot buckets,
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
  generateMoves,
  isDecided,
  makeMove,
  newState,
  SCORE_SOUTH,
  type State,
  TO_MOVE,
  TOTAL,
} from '../engine/board.js';
import { egLayers, egProbe } from './egdb.js';
import { evaluatePrepared, prepareEvaluation } from './evaluate.js';
import { INF, LEVELS, MAX_PLY, planOf, type SearchOptions, type SearchResult, TUNE, WIN } from './levels.js';
import { mulberry32 } from './prng.js';
import { EXACT, fromTT, H1, H2, hash, K1, K2, LOWER, P1, P2, ttInit, ttProbe, ttStore, UPPER } from './table.js';

export type { LevelPlan, SearchOptions, SearchResult } from './levels.js';

/** Seeds left on the board (not yet captured). */
const onBoard = (s: State): number => s[TOTAL] - s[SCORE_SOUTH] - s[SCORE_SOUTH + 1];

const now = (): number => performance.now();

/**
 * Final score of a finished game at `ply` (`sweep`: each side first takes its own seeds; `more`:
 * net seeds the mover still gets, from the endgame table), from s's mover.
 */
function terminal(s: State, ply: number, sweep: boolean, more = 0): number {
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
 * One search in progress: set up with `begin`, driven with `step`, read with `result`.
 * Its state lives in the constructor's closure (locals, not members: shorter once minified).
 */
export class Searcher {
  /**
   * Set up a search of `s` (copied) under variant `v`. `history` holds the states seen before in
   * the game (any order; only those with the same scores matter), for the repetition rule.
   * The transposition table is kept from the previous search unless a seed asks for determinism.
   */
  readonly begin: (s: State, v: number, history: readonly State[], opts: SearchOptions) => void;
  /** Work until `sliceEnd` (performance.now() ms); returns true when the search is finished. */
  readonly step: (sliceEnd?: number) => boolean;
  readonly result: () => SearchResult;

  constructor() {
    // A state per ply (copy-make: the child of ply p is made in frame p+1); frame 0 is the root.
    // The moves of each ply and their order keys.
    const fr: State[] = [];
    const mv: Int32Array[] = [];
    const keys: Int32Array[] = [];
    for (let i = 0; i <= MAX_PLY; i++) {
      fr.push(newState());
      mv.push(new Int32Array(6));
      keys.push(new Int32Array(6));
    }
    const killers = new Int32Array(MAX_PLY * 2);
    const hist = new Int32Array(12 * 16);
    // repetition stack: the hashes of the game's earlier positions (up to repBase), then of the
    // search path (the node at ply p in repBase + p); repFrom[p]: where the path's positions
    // that can repeat at ply p begin (a capture makes every earlier one unreachable)
    let rep1 = new Int32Array(MAX_PLY + 1024);
    let rep2 = new Int32Array(MAX_PLY + 1024);
    const repFrom = new Int32Array(MAX_PLY + 1);
    const rootScores = new Int32Array(6);
    // the root moves whose consequences this search overlooks (a level's `slip`)
    const slipped = new Uint8Array(6);
    // set by begin (deadline, end, aborted and reduced before their use)
    let repBase: number;
    let v: number;
    let eg: Int8Array | null;
    let egN: number;
    let useEg: boolean;
    let grain: number;
    let ttFrom: number;
    let defend: boolean;
    let deadline: number;
    let end: number;
    let nodeLimit: number;
    let maxDepth: number;
    let timeMs: number;
    let noise: number;
    let slip: number;
    let rng: () => number;
    let aborted: boolean;
    let started: boolean;
    let nodes: number;
    let depth: number;
    let rootN: number;
    let reduced: number;
    let bestMove: number;
    let bestScore: number;
    let done: boolean;

    this.begin = (s, variant, history, opts) => {
      const plan = planOf(opts);
      if (!plan) throw new RangeError(`level must be 1–${LEVELS.length}, got ${opts.level}`);
      fr[0].set(s);
      v = variant;
      maxDepth = Math.max(1, Math.min(MAX_PLY - 2, opts.maxDepth ?? plan.depth));
      const seeded = opts.seed !== undefined;
      timeMs = opts.timeMs ?? (seeded ? Infinity : plan.timeMs);
      nodeLimit = opts.timeMs === undefined && seeded ? plan.nodes : Infinity;
      noise = plan.noise;
      slip = plan.slip;
      rng = seeded ? mulberry32(opts.seed!) : Math.random;
      useEg = plan.egdb; // and late-move reductions and the grain: levels 1–6 stay full-width to their depth
      grain = useEg ? Math.max(1, TUNE[2]) : 1;
      ttFrom = useEg ? TUNE[3] : 0;
      defend = useEg && TUNE[4] > 0;
      [eg, egN] = useEg ? egLayers(v) : [null, -1];
      nodes = depth = 0;
      done = started = false;
      bestMove = -1;
      bestScore = 0;
      killers.fill(-1);
      hist.fill(0);
      ttInit(seeded);
      prepareEvaluation();
      // earlier positions with the root's scores, then the root itself
      let k = 0;
      const need = history.length + MAX_PLY + 1;
      if (rep1.length < need) {
        rep1 = new Int32Array(need);
        rep2 = new Int32Array(need);
      }
      hash(s, v);
      const r1 = H1;
      const r2 = H2;
      for (const h of history) {
        if (h[SCORE_SOUTH] !== s[SCORE_SOUTH] || h[SCORE_SOUTH + 1] !== s[SCORE_SOUTH + 1]) continue;
        hash(h, v);
        if (H1 === r1 && H2 === r2) continue;
        rep1[k] = H1;
        rep2[k++] = H2;
      }
      rep1[k] = r1;
      rep2[k] = r2;
      repBase = k;
      repFrom[0] = 0;
      rootN = generateMoves(s, v, mv[0]);
      if (rootN === 0 || isDecided(s)) {
        rootN = 0;
        done = true;
      }
      for (let i = 0; i < 6; i++) slipped[i] = +(slip > 0 && rng() < slip);
    };

    this.step = (sliceEnd = Infinity) => {
      if (done) return true;
      if (!started) {
        started = true;
        deadline = now() + timeMs;
      }
      while (depth < maxDepth) {
        const d = depth + 1;
        aborted = false;
        if (!iterate(d, d === 1 ? Infinity : Math.min(sliceEnd, deadline))) {
          if (now() >= deadline || nodes >= nodeLimit) break;
          return false;
        }
        depth = d;
        // a forced result or a single move needs no deeper search
        if (rootN === 1 || Math.abs(bestScore) > WIN - MAX_PLY) break;
        if (nodes >= nodeLimit || now() >= deadline) break;
      }
      done = true;
      return true;
    };

    this.result = () =>
      rootN === 0
        ? { move: -1, score: terminal(fr[0], 0, true) || 0, depth: 0, nodes, pv: [], exact: true }
        : {
            move: bestMove,
            score: bestScore || 0,
            depth,
            nodes,
            pv: pv(),
            exact: Math.abs(bestScore) > WIN - MAX_PLY || onBoard(fr[0]) <= egN,
          };

    const pv = (): number[] => {
      const out: number[] = [bestMove];
      const s = fr[0].slice();
      const moves = new Int32Array(6);
      // follow the table's moves (bounded by the depth: a cycle just stops there)
      while (!(makeMove(s, out[out.length - 1], v) & FLAG_GAME_ENDED) && out.length < depth && !isDecided(s)) {
        hash(s, v);
        const m = (ttProbe(H1, H2) & 15) - 1;
        if (!moves.subarray(0, generateMoves(s, v, moves)).includes(m)) break;
        out.push(m);
      }
      return out;
    };

    /**
     * Order keys of the `n` moves of the node at `ply` without playing them: the TT move, then
     * captures by their (estimated) size, killers, and the history table.
     */
    const order = (ply: number, n: number, ttm: number): void => {
      const s = fr[ply];
      const moves = mv[ply];
      const olo = s[TO_MOVE] ? 0 : 6;
      for (let i = 0; i < n; i++) {
        const m = moves[i];
        let key = hist[m * 16 + Math.min(s[m], 15)];
        if (m === ttm) key = 1 << 30;
        else {
          const c = s[m];
          let last = m + c;
          if (last > 11) last -= 12;
          let got = 0;
          if (c < 12 && last >= olo && last < olo + 6) {
            for (let j = last, x: number; j >= olo && ((x = s[j] + 1) === 2 || x === 3); j--) got += x;
          }
          if (got) key += (1 << 24) + (got << 18);
          else if (m === killers[ply * 2] || m === killers[ply * 2 + 1]) key += 1 << 22;
          // a pit of one or two seeds is the opponent's next capture: moving it is often the answer
          if (!got && c < 3 && c > 0 && defend) key += 1 << 23;
        }
        keys[ply][i] = key;
      }
    };

    /** Index of the best-keyed move left among the first `n` of `ply` (its key is then spent). */
    const next = (ply: number, n: number): number => {
      const k = keys[ply];
      let b = 0;
      for (let i = 1; i < n; i++) if (k[i] > k[b]) b = i;
      k[b] = -1;
      return b;
    };

    /** One iteration of depth `d`; false if it was cut off by the deadline or node budget. */
    const iterate = (d: number, iterEnd: number): boolean => {
      end = iterEnd;
      const n = rootN;
      const noisy = noise > 0 || slip > 0;
      // aspiration window around the last iteration's score, widened on a fail
      const asp = !noisy && d > 4 && Math.abs(bestScore) < WIN - MAX_PLY;
      let lo = asp ? bestScore - TUNE[1] : -INF;
      let hi = asp ? bestScore + TUNE[1] : INF;
      let best = -INF;
      let move = -1;
      for (;;) {
        order(0, n, bestMove);
        let alpha = lo;
        best = -INF;
        for (let k = 0; k < n && alpha < hi; k++) {
          const i = next(0, n);
          const sc = noisy
            ? child(0, i, slipped[i] ? 1 : d, -INF, INF)
            : k === 0
              ? child(0, i, d, lo, hi)
              : pvs(0, i, d, alpha, hi);
          if (aborted) return false;
          rootScores[i] = sc;
          if (sc > best) {
            best = sc;
            move = mv[0][i];
            if (sc > alpha) {
              alpha = sc;
              // a move proven better is kept even if the iteration is then cut off
              if (k && !noisy) bestMove = move;
            }
          }
        }
        if (best <= lo) lo = -INF;
        else if (best >= hi) hi = INF;
        else break;
      }
      if (noisy && d === maxDepth) {
        // the level's controlled randomness: noise on every root move's exact score
        best = -INF;
        for (let i = 0; i < n; i++) {
          const sc = rootScores[i];
          const forced = Math.abs(sc) > WIN - MAX_PLY;
          const noisySc = sc + (forced && sc > 0 && noise < 200 ? 0 : (rng() * 2 - 1) * noise);
          if (noisySc > best) {
            best = noisySc;
            move = mv[0][i];
            bestScore = sc;
          }
        }
      } else bestScore = best;
      bestMove = move;
      ttStore(rep1[repBase], rep2[repBase], d, bestScore, EXACT, move, 0);
      return true;
    };

    /** Score (for the mover at `ply`) of the `i`th move of the node at `ply`, searched to depth-1. */
    const child = (ply: number, i: number, depth: number, alpha: number, beta: number, r = 0): number => {
      const s = fr[ply];
      const kid = fr[ply + 1];
      for (let j = 0; j < 16; j++) kid[j] = s[j];
      const m = mv[ply][i];
      const c = s[m];
      const code = makeMove(kid, m, v);
      if (code & CAPTURED_MASK) r = 0;
      reduced = 0;
      if (code & FLAG_GAME_ENDED || isDecided(kid)) return -terminal(kid, ply + 1, false);
      const top = repBase + ply + 1; // slot of the child in the repetition stack
      let h1: number;
      let h2: number;
      if (code & CAPTURED_MASK || c > 11) {
        hash(kid, v);
        h1 = H1;
        h2 = H2;
      } else {
        // a plain sowing: the pit empties, the next c pits gain a seed, the turn passes
        const sd = s[TO_MOVE] ? -1 : 1;
        h1 = (rep1[top - 1] - Math.imul(c, K1[m]) + P1[m + c + 1] - P1[m + 1] + sd * K1[13]) | 0;
        h2 = (rep2[top - 1] - Math.imul(c, K2[m]) + P2[m + c + 1] - P2[m + 1] + sd * K2[13]) | 0;
      }
      let from: number;
      if (code & CAPTURED_MASK) from = top;
      else {
        from = repFrom[ply];
        for (let k = from; k < top; k++) if (rep1[k] === h1 && rep2[k] === h2) return -terminal(kid, ply + 1, true);
      }
      rep1[top] = h1;
      rep2[top] = h2;
      repFrom[ply + 1] = from;
      const sc = -negamax(ply + 1, depth - 1 - r, -beta, -alpha, h1, h2);
      reduced = r;
      return sc;
    };

    /** The static value of a leaf, to the full search's grain. */
    const leaf = (s: State): number =>
      grain > 1 ? Math.round(evaluatePrepared(s) / grain) * grain : evaluatePrepared(s);

    const negamax = (ply: number, depth: number, alpha: number, beta: number, h1: number, h2: number): number => {
      if ((++nodes & 1023) === 0 && (nodes >= nodeLimit || now() > end)) aborted = true;
      if (aborted) return 0;
      const s = fr[ply];
      // the table also knows the positions without a legal move (each side takes its own)
      const board = onBoard(s);
      if (board <= egN) return terminal(s, ply, false, egProbe(eg!, s, board));
      if (depth <= 0) {
        // a leaf with seeds on both sides has a legal move: no need to list them
        let a = 0;
        let b = 0;
        for (let i = 0; i < 6; i++) {
          a |= s[i];
          b |= s[i + 6];
        }
        if (a && b) return leaf(s);
      }
      const n = generateMoves(s, v, mv[ply]);
      if (n === 0) return terminal(s, ply, true);
      if (depth <= 0 || ply >= MAX_PLY - 1) return leaf(s);
      // transposition table
      const info = depth >= ttFrom ? ttProbe(h1, h2) : 0;
      if (info && ((info >> 4) & 127) >= depth) {
        const sc = fromTT(info >> 16, ply);
        const bound = (info >> 11) & 3;
        if (bound === EXACT || (bound === LOWER && sc >= beta) || (bound === UPPER && sc <= alpha)) return sc;
      }
      order(ply, n, (info & 15) - 1);
      const a0 = alpha;
      let best = -INF;
      let move = -1;
      for (let k = 0; k < n; k++) {
        const i = next(ply, n);
        const sc = k === 0 ? child(ply, i, depth, alpha, beta) : pvs(ply, i, depth, alpha, beta, k);
        if (aborted) return 0;
        if (sc > best) {
          best = sc;
          move = mv[ply][i];
          if (sc > alpha) {
            alpha = sc;
            if (sc >= beta) {
              if (killers[ply * 2] !== move) {
                killers[ply * 2 + 1] = killers[ply * 2];
                killers[ply * 2] = move;
              }
              const h = move * 16 + Math.min(s[move], 15);
              if ((hist[h] += depth * depth) > 1 << 17) for (let j = 0; j < 192; j++) hist[j] >>= 1;
              break;
            }
          }
        }
      }
      if (depth >= ttFrom) ttStore(h1, h2, depth, best, best >= beta ? LOWER : best > a0 ? EXACT : UPPER, move, ply);
      return best;
    };

    /** A later move: a null-window search (reduced for a quiet late move), re-searched if it beats alpha. */
    const pvs = (ply: number, i: number, depth: number, alpha: number, beta: number, k = 0): number => {
      let sc = child(ply, i, depth, alpha, alpha + 1, depth > 2 && k > 1 && useEg ? TUNE[0] : 0);
      if (sc > alpha && reduced && !aborted) sc = child(ply, i, depth, alpha, alpha + 1);
      if (sc > alpha && sc < beta && !aborted) sc = child(ply, i, depth, alpha, beta);
      return sc;
    };
  }
}
