/**
 * A record as steps to walk through: the start, then every move of every line, each knowing the
 * step before it and the steps after it (the line's next move first, then the variations that
 * replace that move). A step is named by its `path`, the moves from the start (`CfBa`).
 *
 * A step holds only its move, its parent and its ply: its `pits` and `path` are read from the chain
 * of parents when asked, so the steps of a record take memory and time in proportion to its moves
 * (not to their square).
 */
import { Game, parseMoveList, pitLetter } from '../engine/index.js';
import type { GameRecord, RecordLine, RecordMove } from './types.js';

/** One position of a record. */
export interface RecordStep {
  /** Its place in document order (the start is 0). */
  index: number;
  /** How many moves lead to it (0 at the start): `pits.length`, without building them. */
  ply: number;
  /** The moves from the start to it, as pits (built from the parents on each read). */
  pits: number[];
  /** The same as letters without spaces (`CfBa`; `''` for the start; built on each read). */
  path: string;
  /** The move that led here (`null` at the start). */
  move: RecordMove | null;
  /** The step before (`null` at the start). */
  parent: RecordStep | null;
  /** The steps after: `next[0]` continues this step's line, the others begin its variations. */
  next: RecordStep[];
  /** How deep in variations (0: the main line). */
  depth: number;
  /** The comment before this move, when it begins a variation (`({Instead:} 2. D)`). */
  before?: string;
}

/** The moves from the start to `step`, as pits. */
function pitsTo(step: RecordStep): number[] {
  const out = new Array<number>(step.ply);
  for (let s: RecordStep | null = step; s?.move; s = s.parent) out[s.ply - 1] = s.move.pit;
  return out;
}

class Step implements RecordStep {
  next: RecordStep[] = [];
  before?: string;
  readonly ply: number;
  constructor(
    readonly index: number,
    readonly move: RecordMove | null,
    readonly parent: RecordStep | null,
    readonly depth: number,
  ) {
    this.ply = parent ? parent.ply + 1 : 0;
  }
  get pits(): number[] {
    return pitsTo(this);
  }
  get path(): string {
    return pitsTo(this).map(pitLetter).join('');
  }
}

/** Every step of a record in document order: the start, each move, its variations, the next move. */
export function recordSteps(record: GameRecord): RecordStep[] {
  const steps: RecordStep[] = [];
  const add = (parent: RecordStep | null, move: RecordMove | null, depth: number): RecordStep => {
    const step = new Step(steps.length, parent && move, parent, depth);
    steps.push(step);
    parent?.next.push(step);
    return step;
  };
  const walk = (line: RecordLine, from: RecordStep, depth: number) => {
    let prev = from;
    for (let k = 0; k < line.moves.length; k++) {
      const move = line.moves[k];
      const step = add(prev, move, depth);
      if (k === 0 && depth > 0 && line.comment) step.before = line.comment;
      for (const v of move.variations) walk(v, prev, depth + 1);
      // A variation's first move was pushed to prev.next after the main move: keep it that way.
      prev = step;
    }
  };
  walk(record.tree, add(null, null, 0), 0);
  return steps;
}

/** The last step of the line that `step` is on (following `next[0]`). */
export function lineEnd(step: RecordStep): RecordStep {
  let s = step;
  while (s.next[0]) s = s.next[0];
  return s;
}

/** The step reached from `from` by `pits` (each a move of the step before), else `null`. */
export function stepBy(from: RecordStep, pits: readonly number[]): RecordStep | null {
  let step = from;
  for (const pit of pits) {
    const next = step.next.find((s) => s.move?.pit === pit);
    if (!next) return null;
    step = next;
  }
  return step;
}

/**
 * The step a `path` names (moves from the start: `CfBa`, `C f B a` or `1. C f`), else `null`;
 * then `ply` moves along that line (`ply` alone: on the main line; negative counts from its end).
 */
export function stepAt(
  steps: readonly RecordStep[],
  where: { path?: string | null; ply?: number | null },
): RecordStep | null {
  const first = steps[0];
  if (!first) return null;
  let step = first;
  if (where.path) {
    let pits: number[];
    try {
      const text = where.path.trim();
      pits = parseMoveList(/^[A-Fa-f]+$/.test(text) ? text.split('') : text);
    } catch {
      return null;
    }
    const found = stepBy(first, pits);
    if (!found) return null;
    step = found;
    if (where.ply == null) return step;
  }
  const ply = where.ply ?? 0;
  // The line through `step`: its parents, then its line's next moves.
  const line: RecordStep[] = [];
  for (let s: RecordStep | null = step; s; s = s.parent) line.push(s);
  line.reverse();
  for (let s = step.next[0]; s; s = s.next[0]) line.push(s);
  const at = ply < 0 ? line.length + ply : ply;
  return line[Math.max(0, Math.min(line.length - 1, at))] ?? null;
}

/** The game at a step: the record's start and variant, and the moves to it. */
export function stepGame(record: GameRecord, step: RecordStep): Game {
  return Game.fromMoves(step.pits, { position: record.start, variant: record.variant });
}

/** How many moves {@link stepGameInSlices} plays in one slice (a few tens of milliseconds). */
export const STEP_SLICE = 5000;
/** Steps deeper than this are played out in slices by the viewer (about 50 ms of moves at once on a laptop). */
export const SLICED_STEPS = 10_000;

/**
 * {@link stepGame} in slices of {@link STEP_SLICE} moves, with a pause for the page's other work
 * between two (a step 100,000 plies deep takes about half a second to play out); `null` when
 * `dropped()` says, at a pause, that the step is no longer wanted.
 */
export async function stepGameInSlices(
  record: GameRecord,
  step: RecordStep,
  pause: () => Promise<void>,
  dropped: () => boolean,
): Promise<Game | null> {
  const game = new Game({ position: record.start, variant: record.variant });
  const pits = step.pits;
  for (let i = 0; i < pits.length; i += STEP_SLICE) {
    if (i) {
      await pause();
      if (dropped()) return null;
    }
    game.playMoves(pits.slice(i, i + STEP_SLICE));
  }
  return game;
}
