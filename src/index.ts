/**
 * oware-board: importing this module defines `<oware-board>` and exposes the public API.
 * @module
 */
export * from './core.js';
import './lessons/index.js';

export { STRINGS, resolveStrings, type Strings } from './i18n/index.js';
export { parseHighlight, MARK_KINDS, type Annotations, type Mark, type Arrow } from './element/annotations.js';
export { prefersReducedMotion } from './element/animation.js';
export * from './engine/index.js';
export {
  registerLessons,
  lessonsRegistered,
  PuzzleSession,
  PositionEditor,
  Narrator,
  type OwareLessonEventMap,
  type OwarePuzzleStepDetail,
  type OwarePuzzleSolvedDetail,
  type OwarePuzzleFailedDetail,
  type OwarePositionChangeDetail,
  type LessonStringOverrides,
} from './lessons/index.js';
