/**
 * Registering the sound feature (the `sound` attribute) with `<oware-board>`: explicit,
 * idempotent, aimed at the element class actually defined.
 */
import { registerFeature } from '../element/features.js';
import type { OwareBoard } from '../element/oware-board.js';
import { soundFeature } from './feature.js';

/** Add the sound feature to `board` (default: the defined `<oware-board>` class). Returns `false` if it was there already. */
export function registerSound(board?: typeof OwareBoard): boolean {
  return registerFeature(soundFeature, board);
}
