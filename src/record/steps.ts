/**
 * A record as steps to walk through: the start, then every move of every line, each knowing the
 * step before it and the steps after it (the line's next move first, then the variations that
 * replace that move). A step is named by its `path`, the moves from the start (`CfBa`).
 */
import { Game, parseMoveList, pitLetter } from '../engine/index.js';
import type { GameRecord, RecordLine, RecordMove } from './types.js';

/** One position of a record. */
export interface RecordStep {
  /** Its place in document order (the start is 0). */
  index: number;
  /** The moves from the start to it, as pits. */
  pits: number[];
  /** The same as letters without spaces (`CfBa`; `''` for the start). */
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

/** Every step of a record in document order: the start, each move, its variations, the next move. */
export function recordSteps(record: GameRecord): RecordStep[] {
  const steps: RecordStep[] = [];
  const add = (parent: RecordStep | null, move: RecordMove | null, depth: number): RecordStep => {
    const pits = parent && move ? [...parent.pits, move.pit] : [];
    const step: RecordStep = {
      index: steps.length,
      pits,
      path: parent && move ? parent.path + pitLetter(move.pit) : '',
      move,
      parent,
      next: [],
      depth,
    };
    steps.push(step);
    parent?.next.push(step);
    return step;
  };
  const walk = (line: RecordLine, from: RecordStep, depth: number) => {
    let prev = from;
    for (const [k, move] of line.moves.entries()) {
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

/**
 * The step a `path` names (moves from the start: `CfBa`, `C f B a` or `1. C f`), else `null`;
 * then `ply` moves along that line (`ply` alone: on the main line; negative counts from its end).
 */
export function stepAt(
  steps: readonly RecordStep[],
  where: { path?: string | null; ply?: number | null },
): RecordStep | null {
  let step = steps[0];
  if (!step) return null;
  if (where.path) {
    let pits: number[];
    try {
      const text = where.path.trim();
      pits = parseMoveList(/^[A-Fa-f]+$/.test(text) ? text.split('') : text);
    } catch {
      return null;
    }
    for (const pit of pits) {
      const next = step.next.find((s) => s.move?.pit === pit);
      if (!next) return null;
      step = next;
    }
    if (where.ply == null) return step;
  }
  const ply = where.ply ?? 0;
  const base = where.path ? step : steps[0];
  const line: RecordStep[] = [];
  for (let s: RecordStep | null = base; s; s = s.parent) line.unshift(s);
  for (let s = base.next[0]; s; s = s.next[0]) line.push(s);
  const at = ply < 0 ? line.length + ply : ply;
  return line[Math.max(0, Math.min(line.length - 1, at))] ?? null;
}

/** The game at a step: the record's start and variant, and the moves to it. */
export function stepGame(record: GameRecord, step: RecordStep): Game {
  return Game.fromMoves(step.pits, { position: record.start, variant: record.variant });
}
