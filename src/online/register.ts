/**
 * Registering the online feature (`online`, `room`, `seat`, `createGame()`) with `<oware-board>`:
 * explicit, idempotent, aimed at the element class actually defined.
 */
import { registerFeature } from '../element/features.js';
import type { OwareBoard } from '../element/oware-board.js';
import { addStringPart } from '../i18n/index.js';
import { onlineFeature } from './feature.js';
import { ONLINE_STRINGS } from './strings.js';

/** Add the online feature to `board` (default: the defined `<oware-board>` class). Returns `false` if it was there already. */
export function registerOnline(board?: typeof OwareBoard): boolean {
  addStringPart('online', ONLINE_STRINGS);
  return registerFeature(onlineFeature, board);
}
