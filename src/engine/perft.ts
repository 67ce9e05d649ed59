/**
 * Perft: the number of positions at exactly `depth` plies, terminal positions before that depth
 * not expanded (repetition cannot end a line this short). The benchmark of the hot path.
 *
 * The walk works on one flat Int32Array holding a state per ply (copy-make, no allocation per
 * node) and counts the last ply in bulk from the number of legal moves.
 */
import { FLAG_GAME_ENDED, generateMoves, isDecided, makeMove, SCORE_SOUTH, STATE_SIZE, TOTAL } from './board.js';
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
  if (isDecided(root)) return 0;
  const frames: Int32Array[] = [];
  const moves: Int32Array[] = [];
  for (let i = 0; i <= depth; i++) {
    frames.push(new Int32Array(STATE_SIZE));
    moves.push(new Int32Array(6));
  }
  frames[0].set(root);
  const n = generateMoves(root, v, moves[0]);
  return v === 0 ? walkAbapa(frames, moves, 0, n, depth) : walk(frames, moves, 0, n, depth, v);
}

/** Any variant, through the shared makeMove/generateMoves. */
function walk(frames: Int32Array[], moves: Int32Array[], ply: number, n: number, depth: number, v: number): number {
  if (depth === 1) return n;
  const node = frames[ply];
  const child = frames[ply + 1];
  const list = moves[ply];
  const childMoves = moves[ply + 1];
  let total = 0;
  for (let i = 0; i < n; i++) {
    child.set(node);
    if (makeMove(child, list[i], v) & FLAG_GAME_ENDED) continue;
    if (isDecided(child)) continue;
    const m = generateMoves(child, v, childMoves);
    if (m !== 0) total += walk(frames, moves, ply + 1, m, depth - 1, v);
  }
  return total;
}

/** Abapa (the default), with sowing, capture and move generation inlined for speed. */
function walkAbapa(frames: Int32Array[], moves: Int32Array[], ply: number, n: number, depth: number): number {
  if (depth === 1) return n;
  const node = frames[ply];
  const c = frames[ply + 1];
  const list = moves[ply];
  const childMoves = moves[ply + 1];
  const mover = node[14];
  const olo = mover === 0 ? 6 : 0; // opponent's row in the child = the row the mover captures from
  const half = node[TOTAL];
  c[TOTAL] = half;
  let total = 0;
  for (let i = 0; i < n; i++) {
    c[0] = node[0];
    c[1] = node[1];
    c[2] = node[2];
    c[3] = node[3];
    c[4] = node[4];
    c[5] = node[5];
    c[6] = node[6];
    c[7] = node[7];
    c[8] = node[8];
    c[9] = node[9];
    c[10] = node[10];
    c[11] = node[11];
    c[12] = node[12];
    c[13] = node[13];
    const pit = list[i];
    // Sow.
    let seeds = c[pit];
    c[pit] = 0;
    let last = pit;
    if (seeds < 12) {
      // No lap: the origin is never reached.
      for (; seeds > 0; seeds--) {
        last = last === 11 ? 0 : last + 1;
        c[last]++;
      }
    } else {
      const laps = (seeds / 11) | 0;
      seeds -= laps * 11;
      for (let k = 0; k < 12; k++) if (k !== pit) c[k] += laps;
      if (seeds === 0) last = pit === 0 ? 11 : pit - 1;
      while (seeds > 0) {
        last = last === 11 ? 0 : last + 1;
        if (last !== pit) {
          c[last]++;
          seeds--;
        }
      }
    }
    c[14] = mover ^ 1;
    // Capture (a grand slam captures nothing).
    if (last >= olo && last < olo + 6) {
      let x = c[last];
      if (x === 2 || x === 3) {
        let j = last - 1;
        while (j >= olo && ((x = c[j]) === 2 || x === 3)) j--;
        let slam = j < olo;
        if (slam)
          for (let k = last + 1; k < olo + 6; k++)
            if (c[k] !== 0) {
              slam = false;
              break;
            }
        if (!slam) {
          let got = 0;
          for (let k = last; k > j; k--) {
            got += c[k];
            c[k] = 0;
          }
          const sc = c[SCORE_SOUTH + mover] + got;
          c[SCORE_SOUTH + mover] = sc;
          if (sc * 2 > half) continue; // majority: terminal
          if (sc * 2 === half && c[SCORE_SOUTH + (mover ^ 1)] * 2 === half) continue;
        }
      }
    }
    // The child's moves: the opponent (now to move) owns olo..olo+5; must feed if the mover's row is empty.
    const mlo = 6 - olo;
    const fed = c[mlo] | c[mlo + 1] | c[mlo + 2] | c[mlo + 3] | c[mlo + 4] | c[mlo + 5];
    let m = 0;
    if (fed !== 0) {
      for (let j = olo; j < olo + 6; j++) if (c[j] !== 0) childMoves[m++] = j;
    } else {
      for (let j = olo; j < olo + 6; j++) if (c[j] > olo + 5 - j) childMoves[m++] = j;
    }
    if (m === 0) continue;
    total += depth === 2 ? m : walkAbapa(frames, moves, ply + 1, m, depth - 1);
  }
  return total;
}
