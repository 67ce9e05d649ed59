/**
 * A player's actions on the referee (a move, resign, offer and accept a draw, a rematch) and a
 * finished game's record: pure over the {@link Referee}, the room stores and answers what they did.
 */
import type { Side } from '../engine/index.js';
import { formatRecord, recordDate, recordFromGame } from '../record/index.js';
import { readMove } from './limits.js';
import type { Referee, Refusal } from './referee.js';

/** What an action did: refused (nothing changed), or done (`ply`: the move it played). */
export type ActionResult =
  | { refusal: Refusal; malformed?: false }
  | { refusal: Refusal; malformed: true }
  | { refusal: null; ply: number | null };

/** Apply the client message `type` (one of CLIENT_MESSAGES) with `body` for the player on `side`. */
export function applyAction(ref: Referee, side: Side, type: string, body: unknown, now: number): ActionResult {
  let refusal: Refusal | null = null;
  let ply: number | null = null;
  switch (type) {
    case 'move': {
      const m = readMove(body);
      if ('error' in m) return { refusal: { reason: 'invalid-move', message: m.error }, malformed: true };
      refusal = ref.move(side, m.pit, now);
      if (!refusal) ply = ref.game.ply;
      break;
    }
    case 'resign':
      refusal = ref.resign(side, now);
      break;
    case 'offer-draw':
      refusal = ref.offerDraw(side);
      break;
    case 'accept-draw':
      refusal = ref.acceptDraw(side, now);
      break;
    case 'rematch': {
      const r = ref.askRematch(side, now);
      if (typeof r === 'object') refusal = r;
      break;
    }
  }
  return refusal ? { refusal } : { refusal: null, ply };
}

/** The finished game of room `roomId` as OGN (`<room>` for game 1, `<room>-<n>` after). */
export function gameRecord(ref: Referee, roomId: string, now: number): { id: string; ogn: string } {
  const res = ref.result as NonNullable<Referee['result']>;
  const record = recordFromGame(ref.game, {
    Event: 'Online game',
    Site: 'oware-board server',
    Date: recordDate(new Date(now)),
  });
  if (!ref.game.result) {
    record.tags.Termination = res.reason;
    record.tags.Winner = res.winner;
  }
  const id = ref.gameNumber === 1 ? roomId : `${roomId}-${ref.gameNumber}`;
  return { id, ogn: formatRecord(record) };
}
