/**
 * Lessons: `<oware-board>`'s lesson features — move sequences with controls, annotations,
 * narration in five languages, puzzles, the position editor — and the DOM-free logic behind them.
 *
 * Importing this module registers the lessons feature with the defined `<oware-board>` class
 * (once; see {@link registerLessons}); `import 'oware-board'` loads it on first use instead.
 * @module
 */
import '../define.js';
import { registerLessons } from './board/register.js';

registerLessons();

export { af, de, en, fr, ja, LESSON_TABLES as STRINGS } from '../i18n/all.js';
export { fill, formatList, pluralCategory, resolveStrings } from '../i18n/index.js';
export type { SeedStrings } from '../i18n/seeds.js';
export type { LessonStringOverrides, LessonStrings, NarrationStrings, Template, UiStrings } from '../i18n/types.js';
export type { SeedStep, SeedStepKind } from '../steps/seeds.js';
export * from './annotations.js';
export { LessonFeature, lessonFeature } from './board/feature.js';
export { lessonsRegistered, registerLessons } from './board/register.js';
export * from './editor.js';
export * from './legal.js';
export * from './narration.js';
export * from './puzzle.js';
export * from './puzzle-check.js';
export * from './search.js';
export * from './sequence.js';
export * from './types.js';
// The demo's lessons and puzzles (src/lessons/content/) are data for pages, not part of the library entry.
