/**
 * When a room closes (docs/online.md, "Rooms that end"): a room nobody joined `waitingSeconds`
 * after it was made; a finished game `finishedSeconds` after it ended (unless a rematch starts); a
 * game with neither player connected `abandonedSeconds` after the second one went. A pure rule over
 * the referee's state and the times the room noted; the room arms its timer from it.
 */
import type { ServerLimits } from './limits.js';
import type { Referee } from './referee.js';

/** The times a room notes for its closing (ms): when its game ended, since when nobody plays. */
export interface Lifetime {
  created: number;
  finishedAt: number | null;
  abandonedSince: number | null;
}

/**
 * When the room is to close (`at`, ms, or `null`: not while it is so) and why, for the log; notes
 * in `t` when the game ended and since when both players are gone.
 */
export function closing(
  ref: Pick<Referee, 'status' | 'connected'>,
  limits: Pick<ServerLimits, 'waitingSeconds' | 'finishedSeconds' | 'abandonedSeconds'>,
  t: Lifetime,
  now: number,
): { at: number | null; why: string } {
  const { waitingSeconds, finishedSeconds, abandonedSeconds } = limits;
  if (ref.status !== 'over') t.finishedAt = null;
  if (ref.status === 'playing' && !ref.connected.first && !ref.connected.second) t.abandonedSince ??= now;
  else t.abandonedSince = null;
  if (ref.status === 'waiting')
    return { at: t.created + waitingSeconds * 1000, why: `nobody joined within ${waitingSeconds} s` };
  if (ref.status === 'over') {
    t.finishedAt ??= now;
    return { at: t.finishedAt + finishedSeconds * 1000, why: `the game ended ${finishedSeconds} s ago` };
  }
  if (t.abandonedSince !== null)
    return { at: t.abandonedSince + abandonedSeconds * 1000, why: `both players left ${abandonedSeconds} s ago` };
  return { at: null, why: '' };
}
