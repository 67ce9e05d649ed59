/**
 * Registering the match feature (the `match` attribute, `newMatch()`) with `<oware-board>`:
 * explicit, idempotent, aimed at the element class actually defined.
 */
import '../element/define.js';
import type { OwareBoard } from '../element/oware-board.js';
import { matchFeature } from './feature.js';
import { addMatchStrings } from './strings.js';

addMatchStrings();

/** Add the match feature to `board` (default: the defined `<oware-board>` class). Returns `false` if it was there already. */
export function registerMatch(board?: typeof OwareBoard): boolean {
  const target = board ?? (customElements.get('oware-board') as typeof OwareBoard | undefined);
  if (!target || typeof target.addFeature !== 'function' || target.features.includes(matchFeature)) return false;
  target.addFeature(matchFeature);
  return true;
}

registerMatch();
