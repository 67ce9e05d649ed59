/**
 * `show-legal` and captions like "South must feed: pit 3, 4 or 5": the legal moves of the player
 * to move, and for each of their other pits why it cannot be played.
 */
import { Game, type IllegalMoveReason, type Side, type VariantName } from '../engine/index.js';

/** A pit of the player to move that cannot be played, and why. */
export interface RefusedPit {
  pit: number;
  reason: IllegalMoveReason;
  /** The engine's English message. */
  message: string;
}

/** The moves of the player to move, explained. */
export interface MoveExplanation {
  side: Side;
  /** Legal moves, ascending (empty when the game is over). */
  legal: number[];
  /** The player's other pits with the reason (`empty-pit`, `must-feed`, `grand-slam`, …). */
  refused: RefusedPit[];
  /** The opponent's side is empty, so the player must feed. */
  mustFeed: boolean;
  /** The game is already over in this position. */
  gameOver: boolean;
}

/** Explain the moves of the player to move in a position (or a game). */
export function explainMoves(position: string | Game, variant?: VariantName): MoveExplanation {
  const game = typeof position === 'string' ? new Game({ position, variant }) : position;
  const side = game.turn;
  const lo = side === 'south' ? 0 : 6;
  const pits = game.pits;
  const legal = game.legalMoves();
  const refused: RefusedPit[] = [];
  for (let pit = lo; pit < lo + 6; pit++) {
    const err = game.checkMove(pit);
    if (err) refused.push({ pit, reason: err.reason, message: err.message });
  }
  const oppLo = 6 - lo;
  const mustFeed = pits.slice(oppLo, oppLo + 6).every((n) => n === 0);
  return { side, legal, refused, mustFeed, gameOver: game.result !== null };
}
