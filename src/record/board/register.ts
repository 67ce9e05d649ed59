/**
 * Registering the record viewer with `<oware-board>` (explicit and idempotent, aimed at the defined
 * element class, as the lessons are) and its strings.
 */
import { registerFeature } from '../../element/features.js';
import type { OwareBoard } from '../../element/oware-board.js';
import { addStringPart } from '../../i18n/index.js';
import { NARRATION_STRINGS, UI_STRINGS } from '../../i18n/lessons.js';
import { recordFeature } from './feature.js';
import { RECORD_STRINGS } from './strings.js';

/** Add the record viewer to `board` (default: the defined `<oware-board>` class). Returns `false` if it was there already. */
export function registerRecordViewer(board?: typeof OwareBoard): boolean {
  addStringPart('record', RECORD_STRINGS);
  addStringPart('ui', UI_STRINGS); // the sequence player's controls
  addStringPart('narration', NARRATION_STRINGS);
  return registerFeature(recordFeature, board);
}
