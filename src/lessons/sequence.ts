/**
 * `moves` and `ply`: a start position and a move list as the list of positions and move records
 * the element steps through. Never throws: an illegal move stops the sequence at the legal prefix
 * and is reported (which move, why), so the board can still show something sensible.
 */
import {
  Game,
  type GameResult,
  type IllegalMoveError,
  type IllegalMoveReason,
  type MoveRecord,
  type OwareError,
  parseMove,
  pitLetter,
  type VariantName,
} from '../engine/index.js';

/** What a sequence is built from (the element's attributes). */
export interface SequenceInput {
  /** Start position (default `start`). */
  position?: string | null;
  /** Move list: `"C f B a"`, `"2 7 1 6"`, `"1. C f 2. B a"`, or an array of pits/letters. */
  moves?: string | readonly (number | string)[] | null;
  variant?: VariantName | string | null;
  /** The ply to show: 0 = the start position, `moves.length` = after all moves (default). */
  ply?: number | string | null;
}

/** A problem with one of the inputs; `attribute` names it for `oware-error`. */
export interface SequenceError {
  attribute: 'position' | 'variant' | 'moves' | 'ply';
  value: unknown;
  message: string;
  /** For `moves`: the 0-based index of the bad move in the list. */
  index?: number;
  /** For `moves`: the bad token as written. */
  move?: string;
  /** For an illegal move: the engine's reason. */
  reason?: IllegalMoveReason | 'invalid-position' | 'invalid-variant' | 'invalid-ply';
}

/** The positions and records of a move list; `positions[i]` is the position after `i` moves. */
export interface Sequence {
  start: string;
  variant: VariantName;
  /** The moves that were played (the legal prefix of the list), as pits. */
  moves: number[];
  records: MoveRecord[];
  /** `records.length + 1` positions: the start and after every move. */
  positions: string[];
  /** The ply shown, clamped to 0…records.length. */
  ply: number;
  /** The game's result after the last move, if it ended. */
  result: GameResult | null;
  /** Everything that was wrong; empty when the input was fine. */
  errors: SequenceError[];
}

function splitMoves(list: string | readonly (number | string)[]): string[] {
  if (Array.isArray(list)) return list.map(String);
  return String(list)
    .split(/[\s,;]+/)
    .map((t) => t.replace(/^\d+\.+/, ''))
    .filter(Boolean);
}

/**
 * Clamp and validate a `ply` value for a sequence of `length` moves. `null`/`undefined`/`''` mean
 * the end; a negative number counts from the end (`-1` = before the last move).
 */
export function resolvePly(
  ply: number | string | null | undefined,
  length: number,
): { ply: number; error: SequenceError | null } {
  if (ply === null || ply === undefined || (typeof ply === 'string' && ply.trim() === ''))
    return { ply: length, error: null };
  const n = typeof ply === 'number' ? ply : Number(ply.trim());
  if (!Number.isInteger(n)) {
    return {
      ply: length,
      error: {
        attribute: 'ply',
        value: ply,
        reason: 'invalid-ply',
        message: `ply '${ply}' is not a whole number; showing the end of the moves (${length})`,
      },
    };
  }
  const target = n < 0 ? length + n : n;
  if (target < 0 || target > length) {
    const clamped = Math.max(0, Math.min(length, target));
    return {
      ply: clamped,
      error: {
        attribute: 'ply',
        value: ply,
        reason: 'invalid-ply',
        message: `ply ${n} is outside 0\u2013${length} (${length} moves); showing ply ${clamped}`,
      },
    };
  }
  return { ply: target, error: null };
}

/** Build the sequence of a start position and a move list. */
export function buildSequence(input: SequenceInput): Sequence {
  const errors: SequenceError[] = [];
  let game: Game;
  try {
    game = new Game({ position: input.position ?? 'start', variant: input.variant ?? 'abapa' });
  } catch (e) {
    const err = e as OwareError;
    const attribute = err.reason === 'invalid-variant' ? 'variant' : 'position';
    errors.push({
      attribute,
      value: attribute === 'variant' ? input.variant : input.position,
      reason: err.reason as SequenceError['reason'],
      message: err.message,
    });
    // Fall back to what can be read: the position with the default variant, or the start.
    try {
      game = new Game({
        position: attribute === 'variant' ? (input.position ?? 'start') : 'start',
        variant: attribute === 'variant' ? 'abapa' : (input.variant ?? 'abapa'),
      });
    } catch {
      game = new Game();
    }
  }
  const positions = [game.position];
  const records: MoveRecord[] = [];
  const tokens = input.moves === null || input.moves === undefined ? [] : splitMoves(input.moves);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    let pit: number;
    try {
      pit = parseMove(token);
    } catch {
      errors.push({
        attribute: 'moves',
        value: input.moves,
        index: i,
        move: token,
        reason: 'invalid-move',
        message: `move ${i + 1} ('${token}') is not a pit; use A\u2013F, a\u2013f or 0\u201311. Showing the ${i} move${i === 1 ? '' : 's'} before it`,
      });
      break;
    }
    const refusal = game.checkMove(pit);
    if (refusal) {
      errors.push({
        attribute: 'moves',
        value: input.moves,
        index: i,
        move: token,
        reason: (refusal as IllegalMoveError).reason,
        message: `move ${i + 1} (${pitLetter(pit)}) is illegal: ${refusal.message}. Showing the ${i} move${i === 1 ? '' : 's'} before it`,
      });
      break;
    }
    records.push(game.play(pit));
    positions.push(game.position);
  }
  const { ply, error } = resolvePly(input.ply, records.length);
  if (error) errors.push(error);
  return {
    start: positions[0],
    variant: game.variant,
    moves: records.map((r) => r.pit),
    records,
    positions,
    ply,
    result: game.result,
    errors,
  };
}

/** A {@link Game} at `ply` of a sequence (with history, so undo and repetition work). */
export function gameAt(seq: Sequence, ply: number = seq.ply): Game {
  const game = new Game({ position: seq.start, variant: seq.variant });
  const n = Math.max(0, Math.min(seq.records.length, ply));
  for (let i = 0; i < n; i++) game.play(seq.moves[i]);
  return game;
}

/** The record of the move that led to `ply` (the "last move" to highlight), or `null` at ply 0. */
export function lastMoveAt(seq: Sequence, ply: number = seq.ply): MoveRecord | null {
  return ply > 0 && ply <= seq.records.length ? seq.records[ply - 1] : null;
}
