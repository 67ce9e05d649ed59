/**
 * The frames of an animated picture of moves, seed by seed, as boardSVG options: the position
 * before the first move, then for each move one frame per seed dropped, the capture as its own
 * frame, the end-of-game sweep as its own frame, and the position after it (held for a pause).
 * The steps are the seed walk's (`src/steps/seeds.ts`, from the engine's move records), and the
 * marks are the walk's: the origin, the pits sown so far, the pit just sown, the pits captured.
 * Pure: no I/O.
 */

import type { Mark } from '../diagram/annotations.js';
import { formatPosition, type MoveRecord } from '../engine/index.js';
import { type SeedStep, seedSteps } from '../steps/seeds.js';
import type { BoardSVGOptions } from '../svg/index.js';
import { withAnnotations } from './annotate.js';

/** One picture and how long it shows (ms). */
export interface Frame {
  options: BoardSVGOptions;
  delay: number;
  /** `position` for a position between moves (held for the pause), `seed` for a seed dropped, `capture`, `sweep`. */
  kind: 'position' | 'seed' | 'capture' | 'sweep';
}

/** What the frames are made of: each move's engine record, and the picture of each position. */
export interface Moves {
  /** The picture of the position before the first move. */
  start: BoardSVGOptions;
  /** Each move, and the picture of the position after it. */
  moves: { record: MoveRecord; after: BoardSVGOptions }[];
  /** Rules and drawing options every seed frame shares (size, theme, orientation, …). */
  base: BoardSVGOptions;
  /** How long a seed frame shows, and a position. */
  delay: number;
  pause: number;
}

/** The board after `step` as boardSVG options: its counts, the mover to move, the walk's marks. */
function seedFrame(base: BoardSVGOptions, record: MoveRecord, step: SeedStep, sown: Set<number>, marks: Mark[]) {
  const position = formatPosition({ pits: step.pits, score: step.score, turn: record.player });
  const all: Mark[] = [{ pit: record.pit, kind: 'origin' }];
  for (const pit of sown) if (!marks.some((m) => m.pit === pit)) all.push({ pit, kind: 'sown' });
  return withAnnotations({ ...base, position }, [...all, ...marks], []);
}

/** The seed frames of one move (without the position after it). */
export function moveFrames(base: BoardSVGOptions, record: MoveRecord, delay: number): Frame[] {
  const steps = seedSteps(record);
  const frames: Frame[] = [];
  const sown = new Set<number>();
  const push = (step: SeedStep, marks: Mark[], kind: Frame['kind'] = 'seed') =>
    frames.push({ options: seedFrame(base, record, step, sown, marks), delay, kind });
  for (const step of steps) {
    if (step.kind === 'drop') {
      push(step, [{ pit: step.pit!, kind: 'highlight' }]);
      sown.add(step.pit!);
    }
  }
  // the capture as one frame: every pit taken, after the last of them
  const captures = steps.filter((s) => s.kind === 'capture');
  if (captures.length)
    push(
      captures.at(-1)!,
      captures.map((s) => ({ pit: s.pit!, kind: 'capture' })),
      'capture',
    );
  const sweep = steps.find((s) => s.kind === 'sweep');
  if (sweep) push(sweep, [], 'sweep');
  return frames;
}

/**
 * The frames a palette for all of them is best made from (at most `max`): the first, the last, a
 * seed frame and a capture frame (the marks' colours), then others spread evenly.
 */
export function paletteSample(list: readonly Frame[], max = 8): number[] {
  const pick = new Set<number>([0, list.length - 1]);
  for (const kind of ['seed', 'capture', 'sweep'] as const) {
    const i = list.findIndex((f) => f.kind === kind);
    if (i >= 0) pick.add(i);
  }
  for (let k = 1; pick.size < Math.min(max, list.length); k++)
    for (let j = 1; j < 2 ** k && pick.size < Math.min(max, list.length); j += 2)
      pick.add(Math.round((j * (list.length - 1)) / 2 ** k));
  return [...pick].sort((a, b) => a - b);
}

/** Every frame of `moves`, in order. */
export function frames(moves: Moves): Frame[] {
  const out: Frame[] = [{ options: moves.start, delay: moves.pause, kind: 'position' }];
  for (const m of moves.moves) {
    out.push(...moveFrames(moves.base, m.record, moves.delay));
    out.push({ options: m.after, delay: moves.pause, kind: 'position' });
  }
  return out;
}
