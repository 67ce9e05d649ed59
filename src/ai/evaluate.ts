/** The static evaluation of the search, with its fitted weights (docs/ai.md). */
import { SCORE_SOUTH, type State, TO_MOVE } from '../engine/board.js';
import { SEED } from './levels.js';

/**
 * Evaluation weights (units of 1/100 seed), fitted as docs/ai.md describes, writable for tuning:
 * [0] a seed on one's own side, [1] a kroo's (≥ 12 seeds: a lap that can sweep the opponent's
 * row) bonus per pit further along the row, [2] a pit whose sowing reaches the opponent's row
 * (seeds given away), [3 + a] a pit of a seeds (a = 0–12, 12 for more).
 */
export const EVAL_W = Int32Array.of(-10, 25, -99, -16, 96, 183, 220, 249, 252, 212, 204, 228, 266, 332, 393, 431);

/** Worth of a pit of `a` seeds (the `i`th of its row) to its owner. */
const pitWorth = (a: number, i: number): number =>
  a * EVAL_W[0] + EVAL_W[a > 12 ? 15 : a + 3] + (a > 11 ? i * EVAL_W[1] : 0) + (a > 5 - i ? EVAL_W[2] : 0);

// A pit's worth less its seed term, by place and seeds (12 standing for more: past 12 a pit's worth
// grows by the seed term alone), in one table for the search's leaves: REST[i * 13 + min(a, 12)],
// filled from EVAL_W at the start of each search (the weights may have changed).
const REST = new Int32Array(6 * 13);

/** Fill the search's table of pit worths from {@link EVAL_W}. */
export function prepareEvaluation(): void {
  for (let k = 0; k < 6 * 13; k++) REST[k] = pitWorth(k % 13, (k / 13) | 0) - (k % 13) * EVAL_W[0];
}

/** {@link evaluate} for a search that has called {@link prepareEvaluation}. */
export function evaluatePrepared(s: State): number {
  const me = s[TO_MOVE];
  const lo = me * 6;
  const olo = 6 - lo;
  let seeds = 0;
  let e = (s[SCORE_SOUTH + me] - s[SCORE_SOUTH + (me ^ 1)]) * SEED;
  for (let i = 0; i < 6; i++) {
    const a = s[lo + i];
    const b = s[olo + i];
    seeds += a - b;
    e += REST[i * 13 + Math.min(a, 12)] - REST[i * 13 + Math.min(b, 12)];
  }
  return e + seeds * EVAL_W[0];
}

/** Static evaluation from the side to move's view. */
export function evaluate(s: State): number {
  prepareEvaluation();
  return evaluatePrepared(s);
}
