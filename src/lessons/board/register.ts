/**
 * Registering the lessons feature with `<oware-board>`: explicit, idempotent, and aimed at the
 * element class that is actually defined (so a lessons bundle loaded after the core CDN file
 * extends the core's element).
 */
import { registerFeature } from '../../element/features.js';
import type { OwareBoard } from '../../element/oware-board.js';
import { addStringPart } from '../../i18n/index.js';
import { NARRATION_STRINGS, UI_STRINGS } from '../../i18n/lessons.js';
import { lessonFeature } from './feature.js';

/** Add the lessons feature to `board` (default: the defined `<oware-board>` class). Returns `false` if it was there already. */
export function registerLessons(board?: typeof OwareBoard): boolean {
  addStringPart('ui', UI_STRINGS); // English's lessons part (the other languages bring theirs when they load)
  addStringPart('narration', NARRATION_STRINGS);
  return registerFeature(lessonFeature, board);
}

/** Whether the lessons feature is registered on `board` (default: the defined class). */
export function lessonsRegistered(board?: typeof OwareBoard): boolean {
  const target = board ?? (customElements.get('oware-board') as typeof OwareBoard | undefined);
  return !!target?.features?.includes(lessonFeature);
}
