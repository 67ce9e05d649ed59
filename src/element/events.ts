/**
 * The element's events: one typed map ({@link OwareEventMap}) shared by the element, the docs and
 * `GlobalEventHandlersEventMap`, and one {@link emit} helper that always bubbles and crosses shadow roots.
 */
import type { GameResult, IllegalMoveReason, MoveRecord, Side } from '../engine/index.js';

/** Who asked for a move: a click or key press, a script (`play()`), or the AI. */
export type MoveSource = 'user' | 'api' | 'ai';

/** `oware-before-move` (cancelable): a move is about to be played; `preventDefault()` vetoes it. */
export interface OwareBeforeMoveDetail {
  pit: number;
  letter: string;
  player: Side;
  /** The position before the move. */
  position: string;
  source: MoveSource;
}

/** `oware-move`: the engine's move record plus where the move came from. */
export interface OwareMoveDetail extends MoveRecord {
  source: MoveSource;
}

/** Why a move was refused: the engine's reasons plus the element's own two. */
export type OwareIllegalReason = IllegalMoveReason | 'not-your-turn' | 'not-interactive';

/** `oware-illegal-move`: a move was refused; nothing changed. */
export interface OwareIllegalMoveDetail {
  /** The pit tried, or `null` when the move could not be read as a pit. */
  pit: number | null;
  reason: OwareIllegalReason;
  /** An English explanation for developers (the board shows a localised one). */
  message: string;
  source: MoveSource;
}

/** `oware-game-over`: the game has ended. */
export type OwareGameOverDetail = GameResult;

/** `oware-error`: an attribute or property got a value the element cannot use; the last good one is kept. */
export interface OwareErrorDetail {
  /** The attribute's name (`position`, `variant`, `animation-speed`, …). */
  attribute: string;
  value: unknown;
  message: string;
}

/** How a move ends under best play, when that is known exactly. */
export type MoveOutcome = 'win' | 'loss' | 'draw';

/** One legal move's value in `oware-analysis`. */
export interface MoveValue {
  pit: number;
  letter: string;
  /**
   * Seeds the mover gains (net, both sides' captures counted) under best play as far as the
   * search saw: `2`, `-1`, `0`; `null` when only the `outcome` is known.
   */
  score: number | null;
  /** The exact outcome for the mover (endgame table, a forced line, or the move ends the game), else `null`. */
  outcome: MoveOutcome | null;
}

/** `oware-analysis` (the `analysis` attribute): every legal move of the side to move valued, after every move. */
export interface OwareAnalysisDetail {
  /** The position analysed. */
  position: string;
  moves: MoveValue[];
}

/** The two players of a match: `first` plays South (and opens) in game 1; they swap sides each game. */
export type MatchPlayerId = 'first' | 'second';

/** One finished game of a match. */
export interface MatchGame {
  /** 1, 2, … */
  game: number;
  /** The side `first` played in this game. */
  first: Side;
  winner: MatchPlayerId | 'draw';
  /** Captured seeds, `[first, second]`. */
  seeds: [number, number];
  /** The game's result as `oware-game-over` gave it (sides, not players). */
  result: GameResult;
}

/** `oware-match-over`: the match (the `match` attribute) is decided. */
export interface OwareMatchOverDetail {
  winner: MatchPlayerId | 'draw';
  games: MatchGame[];
  /** Games won, `[first, second]`. */
  score: [number, number];
  /** The player the computer was (`ai` one side), or `null` for two players. */
  computer: MatchPlayerId | null;
}

/**
 * Every event `<oware-board>` fires, by name. Features add theirs to this one map by declaration
 * merging (`declare module '…/element/events.js' { interface OwareEventMap { … } }`), so
 * {@link emit} and `addEventListener` are typed for every event of every feature.
 */
export interface OwareEventMap {
  'oware-before-move': CustomEvent<OwareBeforeMoveDetail>;
  'oware-move': CustomEvent<OwareMoveDetail>;
  'oware-illegal-move': CustomEvent<OwareIllegalMoveDetail>;
  'oware-game-over': CustomEvent<OwareGameOverDetail>;
  'oware-error': CustomEvent<OwareErrorDetail>;
  'oware-analysis': CustomEvent<OwareAnalysisDetail>;
  'oware-match-over': CustomEvent<OwareMatchOverDetail>;
}

/** The detail type of an event of {@link OwareEventMap}. */
export type DetailOf<K extends keyof OwareEventMap> = OwareEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Dispatch one of the board's events (any feature's): always `bubbles` and `composed`; returns the event. */
export function emit<K extends keyof OwareEventMap>(
  target: EventTarget,
  type: K,
  detail: DetailOf<K>,
  options: { cancelable?: boolean } = {},
): OwareEventMap[K] {
  const event = new CustomEvent(type, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: options.cancelable ?? false,
  }) as OwareEventMap[K];
  target.dispatchEvent(event);
  return event;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface
  interface GlobalEventHandlersEventMap extends OwareEventMap {}
}
