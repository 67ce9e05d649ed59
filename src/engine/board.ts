/**
 * The hot path of the rules: a position as a small typed array and the functions that
 * change it in place. No allocation per call; the Game class, perft and the AI build on these.
 *
 * Layout of a state (`Int32Array(STATE_SIZE)`):
 *   [0..11] seeds in pits 0–11, [12] South's captured seeds, [13] North's captured seeds,
 *   [14] player to move (0 South, 1 North), [15] total seeds of the position (pits + scores).
 */
import type { Player, VariantName } from './types.js';

export const PITS = 12;
export const SCORE_SOUTH = 12;
export const SCORE_NORTH = 13;
export const TO_MOVE = 14;
export const TOTAL = 15;
export const STATE_SIZE = 16;

/** Variants as small numbers for the hot path, in the order of {@link VARIANTS}. */
export const V_ABAPA = 0;
export const V_ILLEGAL = 1;
export const V_TO_OPPONENT = 2;
export const V_SPARE_LAST = 3;
export const V_SPARE_FIRST = 4;
export const V_WINS = 5;

/** Flags in the number returned by {@link makeMove}; the low 16 bits are the seeds captured. */
export const FLAG_GRAND_SLAM = 1 << 16;
/** The move ended the game by itself (a grand slam under `grand-slam-to-opponent`). */
export const FLAG_GAME_ENDED = 1 << 17;
export const CAPTURED_MASK = 0xffff;

export type State = Int32Array;

export function newState(): State {
  return new Int32Array(STATE_SIZE);
}

/** The start position: 4 seeds in each pit, South to move. */
export function startState(): State {
  const s = newState();
  s.fill(4, 0, PITS);
  s[TOTAL] = 48;
  return s;
}

export function copyState(from: State, to: State): void {
  for (let i = 0; i < STATE_SIZE; i++) to[i] = from[i];
}

/** Sum of pits and scores; call after filling a state by hand. */
export function computeTotal(s: State): number {
  let t = s[SCORE_SOUTH] + s[SCORE_NORTH];
  for (let i = 0; i < PITS; i++) t += s[i];
  s[TOTAL] = t;
  return t;
}

export function ownerOf(pit: number): Player {
  return pit < 6 ? 0 : 1;
}

/**
 * Sow the seeds of `pit` in place (origin skipped on every lap) and return the last pit sown.
 * The pit must be non-empty.
 */
export function sow(s: State, pit: number): number {
  let n = s[pit];
  s[pit] = 0;
  if (n > 11) {
    // Whole laps put one seed in each of the other 11 pits.
    const laps = (n / 11) | 0;
    n -= laps * 11;
    for (let i = 0; i < PITS; i++) if (i !== pit) s[i] += laps;
    if (n === 0) return pit === 0 ? 11 : pit - 1;
  }
  // at most 11 seeds left: they never come round to the origin, so one run up to pit 11 and,
  // past it, one from pit 0
  const last = pit + n;
  if (last <= 11) {
    for (let i = pit + 1; i <= last; i++) s[i]++;
    return last;
  }
  for (let i = pit + 1; i < 12; i++) s[i]++;
  for (let i = 0; i <= last - 12; i++) s[i]++;
  return last - 12;
}

/**
 * Play `pit` for the player to move: sow, settle captures by the variant's grand-slam policy,
 * and pass the turn. Returns the seeds captured, with {@link FLAG_GRAND_SLAM} and
 * {@link FLAG_GAME_ENDED} or-ed in. Legality is not checked here.
 */
export function makeMove(s: State, pit: number, variant: number): number {
  const mover = s[TO_MOVE];
  const last = sow(s, pit);
  s[TO_MOVE] = mover ^ 1;
  const lo = mover === 0 ? 6 : 0; // opponent's row
  if (last < lo || last >= lo + 6) return 0;
  let v = s[last];
  if (v !== 2 && v !== 3) return 0;
  let j = last - 1;
  while (j >= lo && ((v = s[j]) === 2 || v === 3)) j--;
  let slam = j < lo;
  if (slam)
    for (let k = last + 1; k < lo + 6; k++)
      if (s[k] !== 0) {
        slam = false;
        break;
      }
  let from = last; // capture pits from..stop (inclusive, going down)
  let stop = j + 1;
  let flags = 0;
  if (slam) {
    flags = FLAG_GRAND_SLAM;
    switch (variant) {
      case V_ABAPA:
      case V_ILLEGAL:
        return flags;
      case V_SPARE_LAST:
        from = last - 1;
        break;
      case V_SPARE_FIRST:
        stop = lo + 1;
        break;
      case V_WINS: {
        let sum = 0;
        for (let k = stop; k <= from; k++) sum += s[k];
        if ((s[SCORE_SOUTH + mover] + sum) * 2 <= s[TOTAL]) return flags;
        break;
      }
      case V_TO_OPPONENT:
        flags |= FLAG_GAME_ENDED;
        break;
    }
  }
  let captured = 0;
  for (let k = from; k >= stop; k--) {
    captured += s[k];
    s[k] = 0;
  }
  s[SCORE_SOUTH + mover] += captured;
  if (flags & FLAG_GAME_ENDED) {
    // The seeds left on the mover's side go to the opponent.
    const mlo = mover * 6;
    let rest = 0;
    for (let k = mlo; k < mlo + 6; k++) {
      rest += s[k];
      s[k] = 0;
    }
    s[SCORE_SOUTH + (mover ^ 1)] += rest;
  }
  return captured | flags;
}

/** Whether playing `pit` would be a grand slam (judged on the position after sowing). */
export function isGrandSlamMove(s: State, pit: number, scratch: State): boolean {
  copyState(s, scratch);
  return (makeMove(scratch, pit, V_ABAPA) & FLAG_GRAND_SLAM) !== 0;
}

const scratchState = newState();

/**
 * Write the legal moves of the player to move into `out` (ascending) and return how many.
 * Does not look at game-over conditions; see {@link isDecided}.
 */
export function generateMoves(s: State, variant: number, out: Int32Array | number[]): number {
  const lo = s[TO_MOVE] * 6;
  const olo = 6 - lo;
  const opp = s[olo] | s[olo + 1] | s[olo + 2] | s[olo + 3] | s[olo + 4] | s[olo + 5];
  let k = 0;
  for (let j = lo; j < lo + 6; j++) {
    const n = s[j];
    if (n !== 0 && (opp !== 0 || n > lo + 5 - j)) out[k++] = j;
  }
  if (variant === V_ILLEGAL && k > 1) {
    // Grand slams may not be played, unless every legal move is one.
    let kept = 0;
    for (let i = 0; i < k; i++) if (!isGrandSlamMove(s, out[i], scratchState)) out[kept++] = out[i];
    if (kept > 0) k = kept; // when kept is 0 nothing was overwritten: all moves stay
  }
  return k;
}

/** Whether a player has more than half of all seeds, or both exactly half (24–24). */
export function isDecided(s: State): boolean {
  const t = s[TOTAL];
  const a = s[SCORE_SOUTH] * 2;
  const b = s[SCORE_NORTH] * 2;
  return a > t || b > t || (a === t && b === t);
}

/** Each player takes the seeds on their own side (end by repetition or no legal move). */
export function sweepToOwners(s: State): void {
  for (let k = 0; k < 6; k++) {
    s[SCORE_SOUTH] += s[k];
    s[k] = 0;
  }
  for (let k = 6; k < 12; k++) {
    s[SCORE_NORTH] += s[k];
    s[k] = 0;
  }
}

export const VARIANTS: readonly VariantName[] = [
  'abapa',
  'grand-slam-illegal',
  'grand-slam-to-opponent',
  'grand-slam-spare-last',
  'grand-slam-spare-first',
  'grand-slam-wins',
];
