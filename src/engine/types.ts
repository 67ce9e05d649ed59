/**
 * The shared vocabulary of the rules engine.
 * Pits are absolute numbers 0–11 in sowing order: South owns 0–5 (letters A–F),
 * North owns 6–11 (letters a–f). Player 0 is South, player 1 is North.
 */

/** 0 = South (bottom row, moves first), 1 = North (top row). */
export type Player = 0 | 1;

/** A player's name as used in the public API and in events. */
export type Side = 'south' | 'north';

/** The six rule variants; they differ only in how a grand slam is settled. */
export type VariantName =
  | 'abapa'
  | 'grand-slam-illegal'
  | 'grand-slam-to-opponent'
  | 'grand-slam-spare-last'
  | 'grand-slam-spare-first'
  | 'grand-slam-wins';

/** Why an attempted move was refused. */
export type IllegalMoveReason =
  | 'game-over'
  | 'not-your-pit'
  | 'empty-pit'
  | 'must-feed'
  | 'grand-slam'
  | 'invalid-move';

/** Why a game ended. */
export type EndReason =
  /** A player captured more than half of all seeds (25 of 48). */
  | 'majority'
  /** Both players captured exactly half (24–24). */
  | 'even-split'
  /** A position occurred for the second time; each player took the seeds on their side. */
  | 'repetition'
  /** The player to move had no legal move; each player took the seeds on their side. */
  | 'no-legal-move'
  /** `grand-slam-to-opponent` variant: a grand slam ended the game. */
  | 'grand-slam';

/** The outcome of a finished game. */
export interface GameResult {
  winner: Side | 'draw';
  /** Captured seeds, `[south, north]`, after any end-of-game sweep. */
  score: [number, number];
  reason: EndReason;
}

/** What happened in one move: the animation script for the element and the history entry. */
export interface MoveRecord {
  /** The pit sown from, 0–11. */
  pit: number;
  /** The pit's letter, A–F or a–f. */
  letter: string;
  /** Who moved. */
  player: Side;
  /** The pits that received a seed, in sowing order (the origin is skipped on laps). */
  sown: number[];
  /** The pits captured, in the order they were taken (from the last pit backwards). */
  captured: number[];
  /** Seeds captured by this move. */
  capturedSeeds: number;
  /** Whether the move was a grand slam (whatever the variant then did about it). */
  grandSlam: boolean;
  /** The position before the move (canonical string). */
  before: string;
  /** The position after the move (canonical string), including any end-of-game sweep. */
  after: string;
  /**
   * Pits whose seeds went to a player's score when the game ended with this move
   * (repetition, no legal move, or a grand slam under `grand-slam-to-opponent`).
   */
  swept: number[];
  /** The game's result when this move ended it, otherwise `null`. */
  result: GameResult | null;
}

/** An illegal move or bad input to the engine. `reason` is machine-readable, `message` is for people. */
export class OwareError extends Error {
  readonly reason: string;
  constructor(reason: string, message: string) {
    super(message);
    this.name = 'OwareError';
    this.reason = reason;
  }
}

/** A move that the rules do not allow; the game is unchanged. */
export class IllegalMoveError extends OwareError {
  declare readonly reason: IllegalMoveReason;
  /** The pit that was attempted, when it could be read. */
  readonly pit: number | null;
  constructor(reason: IllegalMoveReason, message: string, pit: number | null = null) {
    super(reason, message);
    this.name = 'IllegalMoveError';
    this.pit = pit;
  }
}

/** A position string that cannot be read; the message says what is wrong and where. */
export class PositionError extends OwareError {
  constructor(message: string) {
    super('invalid-position', message);
    this.name = 'PositionError';
  }
}
