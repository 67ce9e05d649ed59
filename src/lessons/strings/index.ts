/** The five languages' tables. */
import type { LessonLang } from '../types.js';
import { af } from './af.js';
import { de } from './de.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import type { LessonStrings } from './types.js';

export type { LessonStringOverrides, LessonStrings, NarrationStrings, Template, UiStrings } from './types.js';
export { af, de, en, fr, ja };

/** Every language's table, by language code. */
export const STRINGS: Readonly<Record<LessonLang, LessonStrings>> = { en, de, af, ja, fr };
