/**
 * Every language at once (`oware-board/all`, `oware-board/lessons` and the self-contained CDN file):
 * German, Afrikaans, Japanese and French registered with their lessons parts, and English's lessons part.
 */
import * as afTable from './af.js';
import * as deTable from './de.js';
import * as frTable from './fr.js';
import { addStringPart, registerLanguage, STRINGS } from './index.js';
import * as jaTable from './ja.js';
import { en as enLessons, NARRATION_STRINGS, UI_STRINGS } from './lessons.js';
import type { LessonStrings, StringTable } from './types.js';

for (const [lang, m] of Object.entries({ de: deTable, af: afTable, ja: jaTable, fr: frTable }))
  if (!STRINGS[lang]?.narration) registerLanguage(lang, m);
addStringPart('ui', UI_STRINGS);
addStringPart('narration', NARRATION_STRINGS);

/** The lessons parts of the five languages. */
export const en: LessonStrings = enLessons;
export const de: LessonStrings = deTable.lessons;
export const af: LessonStrings = afTable.lessons;
export const ja: LessonStrings = jaTable.lessons;
export const fr: LessonStrings = frTable.lessons;

/** The tables of the five languages, lessons parts included (the registry `STRINGS` itself). */
export const LESSON_TABLES = STRINGS as unknown as Readonly<Record<'en' | 'de' | 'af' | 'ja' | 'fr', StringTable>>;
