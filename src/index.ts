/**
 * oware-board: importing this module defines `<oware-board>` and exposes the public API.
 * @module
 */
import './element/define.js';
import './lessons/index.js';

export { OwareBoard, DEFAULT_ANIMATION_SPEED, type SetPositionOptions, type BoardFeature, type BoardFeatureFactory } from './element/oware-board.js';
export { TAG } from './element/define.js';
export type {
  MoveSource,
  OwareEventMap,
  OwareBeforeMoveDetail,
  OwareMoveDetail,
  OwareIllegalMoveDetail,
  OwareIllegalReason,
  OwareGameOverDetail,
  OwareErrorDetail,
} from './element/events.js';
export { STRINGS, resolveStrings, type Strings } from './element/i18n.js';
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
