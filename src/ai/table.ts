/**
 * Position keys and the transposition table of the search: two 32-bit Zobrist-style halves
 * updated in O(1) per sowing, and one typed array of two-slot buckets, aged per search.
 */
import { type State, TO_MOVE } from '../engine/board.js';
import { MAX_PLY, WIN } from './levels.js';

// ---- hash keys: two 32-bit halves (h1 indexes, h2 verifies), each Σ seeds × a random key per
// pit (+ South's score, the side to move, the variant), so that a sowing updates them in O(1)
// through prefix sums of the keys over two laps of the board.
export const K1 = new Int32Array(14);
export const K2 = new Int32Array(14);
export const P1 = new Int32Array(25);
export const P2 = new Int32Array(25);
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
/** The last {@link hash}: its two halves (read by the search). */
export let H1 = 0;
export let H2 = 0;
/** Hash `s` into H1/H2; the variant is mixed in so that one table serves every variant. */
export function hash(s: State, v: number): void {
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
export const EXACT = 1;
export const LOWER = 2;
export const UPPER = 3;

export function ttInit(clear: boolean): void {
  if (!tt) tt = new Int32Array(2 << TT_BITS);
  else if (clear) tt.fill(0);
  ttAge = (ttAge + 1) & 7;
}

/** Index of the bucket of h1. */
export const ttSlot = (h1: number): number => (Math.imul(h1, 0x9e3779b1) >>> (31 - TT_BITS)) & TT_MASK2;

/** A score as stored (`ply` > 0) or read back (`ply` < 0): a forced result counts from the node, not the root. */
export function fromTT(score: number, ply: number): number {
  return score > WIN - MAX_PLY ? score - ply : score < MAX_PLY - WIN ? score + ply : score;
}

/** The entry for (h1, h2), or 0. */
export function ttProbe(h1: number, h2: number): number {
  const i = ttSlot(h1);
  return tt![i] === h2 ? tt![i + 1] : tt![i + 2] === h2 ? tt![i + 3] : 0;
}

export function ttStore(
  h1: number,
  h2: number,
  depth: number,
  score: number,
  bound: number,
  move: number,
  ply: number,
): void {
  let i = ttSlot(h1);
  const e = tt![i + 1];
  // the first slot keeps the deepest entry of this search (or the same position); else the second
  if (tt![i] !== h2 && e !== 0 && ((e >> 13) & 7) === ttAge && ((e >> 4) & 127) > depth) i += 2;
  tt![i] = h2;
  tt![i + 1] = (move + 1) | (Math.min(depth, 127) << 4) | (bound << 11) | (ttAge << 13) | (fromTT(score, -ply) << 16);
}
