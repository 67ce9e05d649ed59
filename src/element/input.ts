/**
 * Input on the pits, as pure decisions: which moves the user may make now, why a user's move on a
 * pit is refused (if it is), and which pit an event happened on. The element's click and key
 * handlers put them together with the roving focus (keyboard.ts) and the features' hooks.
 */
import { type Game, pitLetter, type Side } from '../engine/index.js';
import type { OwareIllegalReason } from './events.js';
import type { Interactive } from './view-model.js';

/** The moves the user may make now by click or key (`locked`: input locked, or the computer's turn). */
export function userMoves(game: Game, inter: Interactive, locked: boolean): number[] {
  return inter === 'none' || locked || (inter !== 'both' && inter !== game.turn) ? [] : game.legalMoves();
}

/** Why the user may not sow `pit` now (the rules aside: the engine says those), or `null` when they may try. */
export function refusal(
  pit: number,
  game: Game,
  inter: Interactive,
  locked: boolean,
): { reason: OwareIllegalReason; message: string } | null {
  const owner: Side = pit < 6 ? 'south' : 'north';
  const turn = game.turn;
  if (inter !== 'both' && inter !== owner) {
    return {
      reason: 'not-interactive',
      message: `pit ${pitLetter(pit)} (${pit}) cannot be moved on this board (interactive="${inter}")`,
    };
  }
  if (locked || (owner !== turn && !game.result))
    return { reason: 'not-your-turn', message: `it is ${turn === 'south' ? 'South' : 'North'}'s turn` };
  return null;
}

/** The pit under an event (across the shadow root, not beyond `host`), or `null`. */
export function eventPit(e: Event, host: Element): number | null {
  for (const t of e.composedPath()) {
    if (t instanceof Element && t.hasAttribute('data-pit')) return Number(t.getAttribute('data-pit'));
    if (t === host) break;
  }
  return null;
}
