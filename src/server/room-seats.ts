/**
 * Seating a client who joins a room: its own seat again by its token, a watcher's place, the side
 * it asks for or the free one — and the invite link its welcome carries. The referee decides; a
 * seat taken here is stored by the room before it answers (room.ts): nothing here stores or sends.
 */
import { randomUUID } from 'node:crypto';
import type { Side } from '../engine/index.js';
import type { Player, Referee } from './referee.js';

/** A client's place in a room: a side with its player, or watching. */
export interface Seat {
  seat: Side | 'watch';
  player: Player | null;
}

/** What a join comes to (see {@link seatFor}). */
export interface Seating {
  seat: Seat;
  /** The seat's token, for the welcome (a player's only). */
  token?: string;
  /** A player back in its seat by its token. */
  back?: Player;
  /** A seat taken now: the room stores it, or calls `undo` and refuses the join. */
  took?: { side: Side; undo: () => void };
  /** The side asked for was taken: the client watches instead. */
  taken?: Side;
}

/**
 * The seat `options` (a join's: `token`, `seat` — `south`, `north` or `watch`) come to in `ref`'s
 * room at `now`: a token of the room's is its player's seat; else `watch` watches; else the side
 * asked for, or the free one, is taken with a new token; with none free, the client watches.
 */
export function seatFor(ref: Referee, options: Record<string, unknown>, now: number): Seating {
  const back = ref.playerOf(options.token);
  if (back) return { seat: { seat: ref.sideOf(back), player: back }, token: options.token as string, back };
  const watching: Seat = { seat: 'watch', player: null };
  if (options.seat === 'watch') return { seat: watching };
  const want = options.seat === 'south' || options.seat === 'north' ? options.seat : null;
  const token = randomUUID();
  const undo = ref.checkpoint();
  const side = ref.takeSeat(want, token, now);
  if (side) return { seat: { seat: side, player: ref.playerOn(side) }, token, took: { side, undo } };
  return want ? { seat: watching, taken: want } : { seat: watching };
}

/** The invite link of room `id`: `<inviteBase>?room=<id>`, or the id alone without a base. */
export const inviteOf = (inviteBase: string | null, id: string): string =>
  inviteBase ? `${inviteBase}?room=${id}` : id;
