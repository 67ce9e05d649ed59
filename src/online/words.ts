/**
 * The online bar's sentences from what the board knows (pure: strings in, a sentence out): the
 * seat, the connection state, the result from this seat's view.
 */
import type { Side } from '../engine/index.js';
import { format } from '../i18n/index.js';
import type { OnlineSeat, OnlineState } from './events.js';
import type { RoomSnapshot } from './model.js';
import type { OnlineStrings } from './strings.js';

export const sideName = (s: OnlineStrings, side: Side): string => (side === 'south' ? s.south : s.north);

export const isPlayer = (seat: OnlineSeat | null): seat is Side => seat === 'south' || seat === 'north';

/** "You play South." or "You are watching." */
export const seatLine = (s: OnlineStrings, seat: OnlineSeat | null): string =>
  isPlayer(seat) ? format(s.youPlay, { side: sideName(s, seat) }) : s.watching;

/** The sentence of a state without a game to show (connecting, reconnecting, closed, waiting). */
export function stateLine(s: OnlineStrings, state: OnlineState | null): string {
  switch (state) {
    case 'reconnecting':
      return s.reconnecting;
    case 'closed':
      return s.closed;
    case 'waiting':
      return s.waiting;
    default:
      return s.connecting;
  }
}

/** The result in words, from `seat`'s view; `null` while the game goes on. */
export function resultLine(s: OnlineStrings, seat: OnlineSeat | null, r: RoomSnapshot['result']): string | null {
  if (!r) return null;
  const why =
    r.reason === 'resign'
      ? s.byResign
      : r.reason === 'flag'
        ? s.byFlag
        : r.reason === 'draw-agreed'
          ? s.byAgreement
          : '';
  if (r.winner === 'draw') return format(s.drawn, { why });
  if (isPlayer(seat)) return format(r.winner === seat ? s.youWin : s.youLose, { why });
  return format(s.won, { winner: sideName(s, r.winner), why });
}
