/**
 * Registering the analysis feature (the `analysis` attribute) with `<oware-board>`: explicit,
 * idempotent, aimed at the element class actually defined.
 */
import { registerFeature } from '../element/features.js';
import type { OwareBoard } from '../element/oware-board.js';
import { addStringPart } from '../i18n/index.js';
import { analysisFeature } from './feature.js';
import { ANALYSIS_STRINGS } from './strings.js';

/** Add the analysis feature to `board` (default: the defined `<oware-board>` class). Returns `false` if it was there already. */
export function registerAnalysis(board?: typeof OwareBoard): boolean {
  addStringPart('analysis', ANALYSIS_STRINGS);
  return registerFeature(analysisFeature, board);
}
