/**
 * Registering the match feature (the `match` attribute, `newMatch()`) with `<oware-board>`:
 * explicit, idempotent, aimed at the element class actually defined.
 */
import { registerFeature } from '../element/features.js';
import type { OwareBoard } from '../element/oware-board.js';
import { addStringPart } from '../i18n/index.js';
import { matchFeature } from './feature.js';
import { MATCH_STRINGS } from './strings.js';

/** Add the match feature to `board` (default: the defined `<oware-board>` class). Returns `false` if it was there already. */
export function registerMatch(board?: typeof OwareBoard): boolean {
  addStringPart('match', MATCH_STRINGS);
  return registerFeature(matchFeature, board);
}
