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

/**
 * `oware-change`: what the board shows changed (a move, a step, a new game, sides swapped by a
 * match or an online seat, the computer starting or stopping to think), once it is drawn. The
 * board never writes the page's attributes: read its properties again for what is in force now.
 */
export interface OwareChangeDetail {
  /** The properties whose value changed: `position`, `ply`, `path`, `orientation`, `interactive`, `ai`, `variant`, `room`, `thinking`. */
  changed: string[];
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
  'oware-change': CustomEvent<OwareChangeDetail>;
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
