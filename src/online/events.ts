/**
 * The online feature's events, joined to the board's one event map by declaration merging.
 */
import type { Side } from '../engine/index.js';

/** Where a board is in its online game. */
export type OnlineState = 'connecting' | 'waiting' | 'playing' | 'over' | 'reconnecting' | 'closed';

/** A board's seat in a room: a side, or watching. */
export type OnlineSeat = Side | 'watch';

/** The detail of `oware-online-state`. */
export interface OwareOnlineStateDetail {
  state: OnlineState;
  /** The room's id (`null` before one exists). */
  room: string | null;
  /** The link (or id) to share, set as soon as the room exists. */
  invite: string | null;
  /** This board's seat (`null` until the server has given one). */
  seat: OnlineSeat | null;
}

/** The detail of `oware-online-opponent`. */
export interface OwareOnlineOpponentDetail {
  event: 'joined' | 'left' | 'back';
  /** The side whose connection changed. */
  side: Side;
}

/** Options of `createGame()` (as the server's rooms take them; all optional). */
export interface OnlineGameOptions {
  variant?: string;
  /** A start position string. */
  position?: string;
  opens?: Side;
  /** Match rules, e.g. `best-of:3`. */
  match?: string;
  /** Minutes per player and seconds added per move. */
  clock?: { minutes: number; increment?: number };
  /** This board's seat in the new room (default: the board's `seat`, else a free one). */
  seat?: OnlineSeat;
}

export interface OwareOnlineEventMap {
  'oware-online-state': CustomEvent<OwareOnlineStateDetail>;
  'oware-online-opponent': CustomEvent<OwareOnlineOpponentDetail>;
}
