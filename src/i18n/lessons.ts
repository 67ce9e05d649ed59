/**
 * What the lessons bring to the string tables: English's lessons part, as the string parts `ui`
 * (the controls, which the record viewer uses too) and `narration`, registered by the lessons with
 * `addStringPart('ui', UI_STRINGS)` and `addStringPart('narration', NARRATION_STRINGS)`. The other
 * languages have their lessons parts in their own tables (`de.ts`, …), loaded with them (see
 * `loadLanguage`).
 */

import { lessons as enLessons } from './en-lessons.js';
import type { LessonStrings, NarrationStrings, UiStrings } from './types.js';

declare module './types.js' {
  /** With the lessons, a resolved table has their UI strings and narration too. */
  interface StringTable {
    ui: UiStrings;
    narration: NarrationStrings;
  }
}

/** English's lessons part. */
export const en: LessonStrings = enLessons;

/** The part `ui`'s tables by language: English's (the others are in the languages' own tables). */
export const UI_STRINGS: Readonly<Record<string, UiStrings>> = { en: en.ui };

/** The part `narration`'s tables by language: English's (the others are in the languages' own tables). */
export const NARRATION_STRINGS: Readonly<Record<string, NarrationStrings>> = { en: en.narration };
