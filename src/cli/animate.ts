/**
 * The frames of an animated picture, from a record's main line (between two plies) or from moves
 * played from a position: what `oware-board gif` and the server's `…/gif/…` route both draw. The
 * caption and the look go on every frame, the given marks and arrows on the first one; each
 * position after a move shows its last move (and, in a record, that step's comment drawings).
 * Pure apart from the engine: no I/O.
 */
import { Game, type VariantName } from '../engine/index.js';
import type { GameRecord, RecordStep } from '../record/index.js';
import type { BoardSVGOptions } from '../svg/index.js';
import { withAnnotations } from './annotate.js';
import { gameAt, lastMoveMarks, recordDiagram } from './diagram.js';
import { type Frame, frames, type Moves } from './frames.js';

/** What every animation takes: the look of every frame, the first frame's drawings, the timing (ms). */
export interface Animation {
  /** Drawing options of every frame (size, theme, orientation, labels, caption, …), without position and marks. */
  base: BoardSVGOptions;
  /** The marks, arrows and markers drawn on the first frame only. */
  first: Pick<BoardSVGOptions, 'highlight' | 'arrows' | 'markers'>;
  delay: number;
  pause: number;
}

const join = (a?: string, b?: string) => [a, b].filter(Boolean).join(' ') || undefined;

/** `o` with the first frame's drawings added. */
function withFirst(o: BoardSVGOptions, first: Animation['first']): BoardSVGOptions {
  const out: BoardSVGOptions = { ...o };
  for (const k of ['highlight', 'arrows', 'markers'] as const) {
    const v = join(o[k], first[k]);
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out;
}

/**
 * The frames of `line[from]` to `line[to]` of a record's main line (`from` < `to`), and the
 * problems of its comments (one line each).
 */
export function recordAnimation(
  record: GameRecord,
  line: readonly RecordStep[],
  from: number,
  to: number,
  a: Animation,
): { frames: Frame[]; issues: string[] } {
  const issues: string[] = [];
  // one game walked along the line: each move played once (not the whole line again per ply)
  const game = gameAt(record, line[from]!);
  const picture = (ply: number) => {
    const d = recordDiagram(record, line[ply]!, a.base, game);
    issues.push(...d.issues);
    return d.options;
  };
  const start = withFirst(picture(from), a.first);
  const moves: Moves = {
    start,
    moves: line.slice(from + 1, to + 1).map((step, k) => {
      const played = game.play(step.move!.pit);
      return { record: played, after: picture(from + 1 + k) };
    }),
    base: { ...a.base, variant: record.variant },
    delay: a.delay,
    pause: a.pause,
  };
  return { frames: frames(moves), issues };
}

/** The frames of `pits` played from `position` (throws the engine's error for an illegal move). */
export function movesAnimation(
  position: string,
  variant: VariantName | undefined,
  pits: readonly number[],
  a: Animation,
): Frame[] {
  const records = new Game({ position, variant }).playMoves([...pits]);
  const base = { ...a.base, ...(variant ? { variant } : {}) };
  return frames({
    start: withFirst({ ...base, position }, a.first),
    moves: records.map((record) => ({
      record,
      after: withAnnotations({ ...base, position: record.after }, lastMoveMarks(record), []),
    })),
    base,
    delay: a.delay,
    pause: a.pause,
  });
}
