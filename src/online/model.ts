/**
 * The pure parts of the online board: what a server's `state` message says, read into what the
 * board shows (no sockets, no DOM): the room id in an invite, the token's storage key, the clock's
 * text, the board's online state, and how to bring the board's game to the server's.
 */
import type { Side } from '../engine/index.js';
import type { OnlineSeat, OnlineState } from './events.js';

/** The server's `state` message (docs/online.md, Protocol). */
export interface RoomSnapshot {
  room: string;
  game: number;
  variant: string;
  start: string;
  position: string;
  turn: Side;
  moves: number[];
  status: 'waiting' | 'playing' | 'over';
  result: { winner: Side | 'draw'; reason: string; score: [number, number] } | null;
  seats: Record<Side, { taken: boolean; connected: boolean }>;
  clock: { south: number; north: number; running: Side | null; increment: number } | null;
  drawOffer: Side | null;
  rematch: Side[];
  match: { rules: string; score: [number, number]; winner: string | null } | null;
  spectators: number;
}

/** A room id as the server makes them (Colyseus: letters, digits, `_` and `-`). */
const ROOM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The room id in `value`: a bare id, or an invite link whose `room` query parameter holds it.
 * `null` when there is none to be read.
 */
export function roomFromInvite(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (ROOM_ID.test(v)) return v;
  try {
    const id = new URL(v).searchParams.get('room');
    return id && ROOM_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Whether `value` is a server URL the board can reach (`http(s)://` or `ws(s)://`). */
export function serverUrl(value: string): string | null {
  try {
    const u = new URL(value);
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(u.protocol)) return null;
    return u.href.replace(/\/$/, '');
  } catch {
    return null;
  }
}

/** The sessionStorage key of the seat token for `room` on `server`. */
export const tokenKey = (server: string, room: string): string => `oware-online:${server}#${room}`;

/** A clock's time left: `m:ss`, with tenths under ten seconds. */
export function clockText(ms: number): string {
  const t = Math.max(0, ms);
  if (t < 10_000) return `0:0${(Math.floor(t / 100) / 10).toFixed(1)}`;
  const s = Math.ceil(t / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The board's online state for a snapshot (while connected). */
export const stateOf = (snap: RoomSnapshot): OnlineState =>
  snap.status === 'over' ? 'over' : snap.status === 'playing' ? 'playing' : 'waiting';

/** The opponent of a seated player. */
export const opponentOf = (seat: OnlineSeat): Side | null =>
  seat === 'south' ? 'north' : seat === 'north' ? 'south' : null;

/**
 * How to bring a board showing `have` (its start, variant and moves) to the server's `want`: the
 * move to play on (animated) when the board is one move behind, the live game's next move; or
 * `rebuild`, the server's game shown at once, when it is further behind (a spectator who joins
 * mid-game, a board back from a lost connection: replaying the history would lag the real game by
 * seconds) or not behind the same game at all (another start, another variant, or moves the server
 * does not have).
 */
export function syncPlan(
  have: { start: string; variant: string; moves: readonly number[] },
  want: { start: string; variant: string; moves: readonly number[] },
): { play: number[] } | 'rebuild' {
  if (
    have.start !== want.start ||
    have.variant !== want.variant ||
    have.moves.length > want.moves.length ||
    want.moves.length - have.moves.length > 1
  )
    return 'rebuild';
  for (let i = 0; i < have.moves.length; i++) if (have.moves[i] !== want.moves[i]) return 'rebuild';
  return { play: want.moves.slice(have.moves.length) };
}
