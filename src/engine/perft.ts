/**
 * Perft: the number of positions at exactly `depth` plies, terminal positions before that depth
 * not expanded (repetition cannot end a line this short). The benchmark of the hot path.
 */
import {
  STATE_SIZE,
  TOTAL,
  SCORE_NORTH,
  SCORE_SOUTH,
  generateMoves,
  makeMove,
} from './board.js';
import { stateFromPosition } from './game.js';
import { parsePosition } from './notation.js';
import { variantIndex } from './variants.js';

const MAX_DEPTH = 64;

/** Count the leaves at exactly `depth` from `position` (default variant `abapa`). */
export function perft(position: string, depth: number, variant?: string): number {
  if (!Number.isInteger(depth) || depth < 0 || depth > MAX_DEPTH) {
    throw new RangeError(`perft depth must be an integer 0\u2013${MAX_DEPTH}, got ${depth}`);
  }
  const v = variantIndex(variant);
  const root = stateFromPosition(parsePosition(position));
  if (depth === 0) return 1;
  const stack = new Int32Array(STATE_SIZE * (depth + 1));
  stack.set(root, 0);
  const moves = new Int32Array(6 * (depth + 1));
  const n = generateMoves(root, v, moves);
  if (decided(root)) return 0;
  return walk(stack, moves, 0, n, depth, v);
}

function decided(s: Int32Array): boolean {
  const t = s[TOTAL];
  const a = s[SCORE_SOUTH] * 2;
  const b = s[SCORE_NORTH] * 2;
  return a > t || b > t || (a === t && b === t);
}

/** `ply` indexes the stack frame holding the node; its `n` moves are in moves[6*ply..]. */
function walk(stack: Int32Array, moves: Int32Array, ply: number, n: number, depth: number, v: number): number {
  if (depth === 1) return n;
  const base = ply * STATE_SIZE;
  const next = base + STATE_SIZE;
  const child = stack.subarray(next, next + STATE_SIZE);
  const childMoves = moves.subarray(6 * (ply + 1), 6 * (ply + 2));
  let total = 0;
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < STATE_SIZE; k++) stack[next + k] = stack[base + k];
    const code = makeMove(child, moves[6 * ply + i], v);
    if (code & (1 << 17)) continue; // the move ended the game
    const t = child[TOTAL];
    const a = child[SCORE_SOUTH] * 2;
    const b = child[SCORE_NORTH] * 2;
    if (a > t || b > t || (a === t && b === t)) continue;
    const m = generateMoves(child, v, childMoves);
    if (m === 0) continue;
    total += walk(stack, moves, ply + 1, m, depth - 1, v);
  }
  return total;
}
