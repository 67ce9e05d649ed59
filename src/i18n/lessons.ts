/**
 * What the lessons bring to the string tables: English's lessons part (narration and controls).
 * The other languages bring their own lessons parts when they load (see `loadLanguage`).
 */

import { lessons as enLessons } from './en-lessons.js';
import { STRINGS } from './index.js';
import type { LessonStrings } from './types.js';

declare module './types.js' {
  /** With the lessons, a resolved table has their UI strings and narration too. */
  interface StringTable {
    ui: UiStrings;
    narration: NarrationStrings;
  }
}

/** English's lessons part. */
export const en: LessonStrings = enLessons;

/** Put English's lessons part into its table (idempotent). */
export function addLessonStrings(): void {
  if (!STRINGS.en?.narration) STRINGS.en = { ...STRINGS.en, ...en } as typeof STRINGS.en;
}
