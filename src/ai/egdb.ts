/**
 * Endgame table: for every distribution of at most {@link EG_MAX} seeds over the 12 pits (the side
 * to move normalised to South), the exact net number of the board's remaining seeds the side to
 * move ends up with (own − opponent's, −n..n) under best play. 2,704,156 entries, one byte each.
 *
 * Built per variant in the background (not shipped), smallest layer first: layer n (n seeds on
 * the board) depends only on lower layers through captures, so each finished layer is usable at
 * once ({@link egLayers}). Within a layer non-capturing moves can cycle: a line of {@link EG_RUN}
 * plies without a capture is settled by sweeping (each side takes its own seeds), computed by
 * value iteration (Jacobi passes) from the sweep; most layers reach a fixed point well before.
 * The majority stop is ignored: it never changes who wins (a majority only grows), so win / draw /
 * loss from any score is exact. `grand-slam-wins` depends on the score and has no table.
 * Indexing is a perfect hash (combinatorial rank of the composition, lexicographic order).
 */
import {
  CAPTURED_MASK,
  FLAG_GAME_ENDED,
  generateMoves,
  makeMove,
  newState,
  type State,
  V_WINS,
} from '../engine/board.js';

export const EG_MAX = 12;
const R = EG_MAX + 1;
// W[k*R+r] = compositions of r seeds into k pits; P[(k*R+rem)*R+a] = Σ_{v<a} W[k][rem-v].
const W = new Int32Array(13 * R);
const P = new Int32Array(12 * R * R);
const OFFSET = new Int32Array(EG_MAX + 2);
for (let k = 1; k <= 12; k++)
  for (let r = 0; r <= EG_MAX; r++) W[k * R + r] = k === 1 || r === 0 ? 1 : W[(k - 1) * R + r] + W[k * R + r - 1];
for (let k = 1; k < 12; k++)
  for (let rem = 0; rem <= EG_MAX; rem++)
    for (let a = 1; a <= rem; a++) P[(k * R + rem) * R + a] = P[(k * R + rem) * R + a - 1] + W[k * R + rem - a + 1];
for (let n = 0; n <= EG_MAX; n++) OFFSET[n + 1] = OFFSET[n] + W[12 * R + n];
/** Number of table entries (2,704,156 for 12 seeds). */
export const EG_SIZE = OFFSET[EG_MAX + 1];

/** Index of the board `s` seen from `rot` (0: as is, 6: rotated so North's row comes first); `n` = seeds on the board. */
export function egIndex(s: ArrayLike<number>, rot: number, n: number): number {
  let r = OFFSET[n];
  let rem = n;
  for (let i = 0; i < 11; i++) {
    const a = s[i + rot < 12 ? i + rot : i + rot - 12];
    r += P[((11 - i) * R + rem) * R + a];
    rem -= a;
  }
  return r;
}

/**
 * Cycles: a run of EG_RUN plies without a capture ends the line with each side taking the seeds
 * on its own side (what the repetition rule does to a cycle, at a fixed horizon so that the value
 * of a position does not depend on the path that led to it).
 */
export const EG_RUN = 48;
/** Per variant: the table (filled layer by layer), the layers done (seeds), the build in progress. */
const tables = new Map<number, Int8Array>();
const layers = new Map<number, number>();
const builds = new Map<number, Generator<void, void>>();
/** Milliseconds the last finished build took (work time, excluding pauses). */
export let egBuildMs = 0;
let workMs = 0;

/** The finished table for a variant, or null. */
export function egTable(v: number): Int8Array | null {
  return layers.get(v) === EG_MAX ? tables.get(v)! : null;
}

/** The table of a variant (possibly still building) and the most seeds it answers for (-1: none yet). */
export function egLayers(v: number): [Int8Array | null, number] {
  return [tables.get(v) ?? null, layers.get(v) ?? -1];
}

const child = newState();
const mv = new Int32Array(6);
/** Deadline (performance.now() ms) of the current step of a build. */
let deadline = 0;
let ops = 0;
/** Whether a build should pause (checked every 1024 positions). */
const pause = (): boolean => (++ops & 1023) === 0 && performance.now() > deadline;

/** The table of variant `v`, built layer by layer; yields when the step's deadline has passed. */
function* build(v: number): Generator<void, void> {
  const vals = new Int8Array(EG_SIZE);
  tables.set(v, vals);
  const tmp = newState(); // this build's position (kept over pauses)
  for (let n = 0; n <= EG_MAX; n++) {
    const base = OFFSET[n];
    const count = W[12 * R + n];
    // the layer's positions in index order: the compositions of n, lexicographic, from 0,…,0,n
    tmp.fill(0);
    tmp[11] = tmp[15] = n;
    const fixed = new Int8Array(count); // best value of moves leaving the layer (or terminal), -128 none
    const kids = new Int32Array(count * 6); // same-layer children (index in the layer), -1 none
    for (let j = 0; j < count; j++) {
      if (pause()) yield;
      if (j) {
        // the next composition: empty the last pits up to the first with seeds after it, add
        // one to the pit before, the rest goes to the last pit
        let i = 12;
        let r = 0;
        while (!r) {
          r += tmp[--i];
          tmp[i] = 0;
        }
        tmp[i - 1]++;
        tmp[11] = r - 1;
      }
      const m = generateMoves(tmp, v, mv);
      let own = 0;
      for (let i = 0; i < 6; i++) own += tmp[i];
      let best = -128;
      if (m === 0) best = own - (n - own);
      for (let i = 0; i < 6; i++) kids[j * 6 + i] = -1;
      for (let i = 0; i < m; i++) {
        child.set(tmp);
        const code = makeMove(child, mv[i], v);
        const c = code & CAPTURED_MASK;
        let val: number;
        if (code & FLAG_GAME_ENDED) {
          val = child[12] - child[13];
        } else if (c === 0) {
          kids[j * 6 + i] = egIndex(child, 6, n) - base;
          continue;
        } else {
          val = c - vals[egIndex(child, 6, n - c)];
        }
        if (val > best) best = val;
      }
      fixed[j] = best;
      // V_0: the sweep (the run of non-capturing plies is over)
      vals[base + j] = m === 0 ? best : own - (n - own);
    }
    // Jacobi passes V_{k+1} = max(leave the layer, −V_k(child)), k < EG_RUN
    const cur = vals.subarray(base, base + count);
    const next = new Int8Array(count);
    for (let sweeps = 0; sweeps < EG_RUN; sweeps++) {
      let changed = false;
      for (let j = 0; j < count; j++) {
        if (pause()) yield;
        let best = fixed[j];
        for (let i = j * 6; i < j * 6 + 6; i++) {
          const k = kids[i];
          if (k >= 0 && -cur[k] > best) best = -cur[k];
        }
        next[j] = best;
        if (best !== cur[j]) changed = true;
      }
      cur.set(next);
      if (!changed) break;
    }
    layers.set(v, n);
  }
}

/**
 * Do up to `until` (performance.now() ms) of work on the table of variant `v`.
 * Returns true when the table is ready (or the variant has none).
 */
export function egBuildStep(v: number, until: number): boolean {
  if (v === V_WINS || layers.get(v) === EG_MAX) return true;
  let b = builds.get(v);
  if (!b) {
    builds.set(v, (b = build(v)));
    workMs = 0;
  }
  const t0 = performance.now();
  deadline = until;
  ops = 0;
  const done = b.next().done;
  workMs += performance.now() - t0;
  if (!done) return false;
  builds.delete(v);
  egBuildMs = workMs;
  return true;
}

/**
 * Build the table of variant `v` until it answers for `n` seeds on the board (at most
 * {@link EG_MAX}), working until `until` (performance.now() ms) at most. Returns true when it does
 * (or the variant has no table).
 */
export function egReady(v: number, n: number, until = Infinity): boolean {
  const need = Math.min(n, EG_MAX);
  while ((layers.get(v) ?? -1) < need) {
    if (egBuildStep(v, Math.min(until, performance.now() + 50))) return true;
    if (performance.now() >= until) return (layers.get(v) ?? -1) >= need;
  }
  return true;
}

let idle: ReturnType<typeof setTimeout> | 0 = 0;

/**
 * Build the table of variant `v` in the background: slices of 15 ms between other tasks (a search
 * request waits for one slice at most), smallest layers first, each usable once done.
 */
export function egBackground(v: number): void {
  if (idle) clearTimeout(idle);
  const tick = (): void => {
    idle = egBuildStep(v, performance.now() + 15) ? 0 : setTimeout(tick, 0);
  };
  idle = setTimeout(tick, 0);
}

/** Net seeds (own − opponent's) the side to move of `s` gets from its `n` board seeds under best play. */
export function egProbe(table: Int8Array, s: State, n: number): number {
  return table[egIndex(s, s[14] * 6, n)];
}
