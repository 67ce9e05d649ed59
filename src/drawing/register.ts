/**
 * Registering the drawing feature (the `draw` attribute) with `<oware-board>`: explicit,
 * idempotent, aimed at the element class actually defined.
 */
import { registerFeature } from '../element/features.js';
import type { OwareBoard } from '../element/oware-board.js';
import { addStringPart } from '../i18n/index.js';
import { drawingFeature } from './feature.js';
import { DRAWING_STRINGS } from './strings.js';

/** Add the drawing feature to `board` (default: the defined `<oware-board>` class). Returns `false` if it was there already. */
export function registerDrawing(board?: typeof OwareBoard): boolean {
  addStringPart('drawing', DRAWING_STRINGS);
  return registerFeature(drawingFeature, board);
}
