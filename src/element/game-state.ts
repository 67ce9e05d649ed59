/**
 * The board's game changes as pure functions over the engine's `Game`: replaying under another
 * variant, and taking back a move (against the computer, the person's move too).
 */
import { Game, type MoveRecord, type VariantName } from '../engine/index.js';
import type { AiSide } from './validation.js';

/** `game` replayed from its start under `variant`, or `null` when one of its moves is illegal there. */
export function replayIn(game: Game, variant: VariantName): Game | null {
  try {
    const out = new Game({ position: game.startPosition, variant });
    out.playMoves(game.history.map((r) => r.pit));
    return out;
  } catch {
    return null;
  }
}

/**
 * Take back the last move of `game` (in place); against the computer (`ai` one side) the
 * person's move too, so the person is to move again. Returns the (person's) record, or `null`.
 */
export function undoMove(game: Game, ai: AiSide): MoveRecord | null {
  const record = game.undo();
  return record && ai === game.turn && game.history.length ? (game.undo() ?? record) : record;
}
