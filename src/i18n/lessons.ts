/**
 * What the lessons build brings to the string tables: the lessons part (narration and controls)
 * of all five languages, and the board parts of Afrikaans, Japanese and French.
 * {@link addLessonStrings} puts them into `STRINGS`, one table per language.
 */

import * as afTable from './af.js';
import * as deTable from './de.js';
import * as enTable from './en.js';
import * as frTable from './fr.js';
import { MORE_STRINGS, STRINGS } from './index.js';
import * as jaTable from './ja.js';
import type { LessonStrings, StringTable } from './types.js';

declare module './types.js' {
  /** With the lessons, a resolved table has their UI strings and narration too. */
  interface StringTable {
    ui: UiStrings;
    narration: NarrationStrings;
  }
}

/** The lessons parts of the five languages. */
export const en: LessonStrings = enTable.lessons;
export const de: LessonStrings = deTable.lessons;
export const af: LessonStrings = afTable.lessons;
export const ja: LessonStrings = jaTable.lessons;
export const fr: LessonStrings = frTable.lessons;
const LESSONS = { en, de, af, ja, fr };

/**
 * Put the lessons part of each language into its table, adding the board's `af`, `ja` and `fr`
 * (idempotent; a table a page put there first keeps its board strings).
 */
export function addLessonStrings(): void {
  for (const [lang, part] of Object.entries(LESSONS)) {
    if (STRINGS[lang]?.narration) continue;
    // Also in MORE_STRINGS, so that `Object.assign(STRINGS, MORE_STRINGS)` keeps the lessons' part.
    STRINGS[lang] = { ...(STRINGS[lang] ?? MORE_STRINGS[lang]), ...part };
    if (lang in MORE_STRINGS) MORE_STRINGS[lang] = STRINGS[lang];
  }
}

/** The tables of the five languages, lessons parts included (the registry `STRINGS` itself). */
export const LESSON_TABLES = STRINGS as unknown as Readonly<Record<keyof typeof LESSONS, StringTable>>;
