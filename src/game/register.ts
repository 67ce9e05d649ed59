/**
 * Registering the game feature (controls, review, the result's New game button) with the defined
 * `<oware-board>` class: explicit and idempotent. The core (`oware-board/core`, the CDN file)
 * calls it.
 */
import '../element/define.js';
import type { OwareBoard } from '../element/oware-board.js';
import { gameFeature } from './feature.js';
import { addGameStrings } from './strings.js';

/** Add the game feature to `board` (default: the defined `<oware-board>` class). Returns `false` if it was there already. */
export function registerGame(board?: typeof OwareBoard): boolean {
  const target = board ?? (customElements.get('oware-board') as typeof OwareBoard | undefined);
  if (!target || typeof target.addFeature !== 'function' || target.features.includes(gameFeature)) return false;
  addGameStrings();
  target.addFeature(gameFeature);
  return true;
}
