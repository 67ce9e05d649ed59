/**
 * Lessons: the DOM-free logic behind `<oware-board>`'s lesson features — move sequences,
 * annotations, narration in five languages, puzzles, the position editor — and the demo's content.
 * @module
 */
export * from './types.js';
export * from './annotations.js';
export * from './sequence.js';
export * from './legal.js';
export * from './narration.js';
export * from './puzzle.js';
export * from './search.js';
export * from './editor.js';
export { STRINGS, en, de, af, ja, fr } from './strings/index.js';
export type { LessonStringOverrides, LessonStrings, NarrationStrings, Template, UiStrings } from './strings/types.js';
export { LESSONS, PUZZLES, tutorialLesson, japaneseCaptureLesson } from './content/index.js';
