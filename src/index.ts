/**
 * oware-board: importing this module defines `<oware-board>` and exposes the public API.
 * @module
 */
export * from './core.js';

import './lessons/index.js';
import './analysis/register.js';
import './match/register.js';
import './sound/register.js';
import './i18n/all.js';
import './record/board/register.js';

export { registerAnalysis } from './analysis/register.js';
export { prefersReducedMotion } from './element/animation.js';
export { type Annotations, type Arrow, MARK_KINDS, type Mark, parseHighlight } from './element/annotations.js';
export type {
  MatchGame,
  MatchPlayerId,
  MoveOutcome,
  MoveValue,
  OwareAnalysisDetail,
  OwareMatchOverDetail,
} from './element/events.js';
export * from './engine/index.js';
export { resolveStrings, STRINGS, type Strings } from './i18n/index.js';
export {
  type LessonStringOverrides,
  lessonsRegistered,
  Narrator,
  type OwareLessonEventMap,
  type OwarePositionChangeDetail,
  type OwarePuzzleFailedDetail,
  type OwarePuzzleSolvedDetail,
  type OwarePuzzleStepDetail,
  PositionEditor,
  PuzzleSession,
  registerLessons,
  type SeedStep,
  type SeedStepKind,
  type SeedStrings,
} from './lessons/index.js';
export { seedSentence } from './lessons/seeds-narration.js';
export { registerMatch } from './match/register.js';
export { type MatchRule, readMatch } from './match/rules.js';
export { RecordViewer, recordFeature } from './record/board/feature.js';
export { registerRecordViewer } from './record/board/register.js';
export type { RecordStrings } from './record/board/strings.js';
export * from './record/index.js';
export { registerSound } from './sound/register.js';
export { seedSteps } from './steps/seeds.js';
