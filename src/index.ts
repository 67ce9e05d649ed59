/**
 * oware-board: importing this module defines `<oware-board>` and exposes the public API. Every
 * feature works with it and is set up only when a board needs it; the AI and the languages besides
 * English load on first use (a bundler makes them chunks of their own). The features' own code comes
 * with this module, as it re-exports their classes: `oware-board/core` is the element alone (every
 * feature a chunk), `oware-board/all` the same API with every feature and language loaded at once.
 * @module
 */

import './element/trusted-types.js'; // first: before Lit

export type { MoveOutcome, MoveValue, OwareAnalysisDetail } from './analysis/events.js';
export { registerAnalysis } from './analysis/register.js';
export * from './core.js';
export { type Annotations, type Arrow, MARK_KINDS, type Mark, parseHighlight } from './diagram/annotations.js';
export { prefersReducedMotion } from './element/animation.js';
export * from './engine/index.js';
export { loadLanguage, resolveStrings, STRINGS, type Strings } from './i18n/index.js';
export type { SeedStrings } from './i18n/seeds.js';
export type { LessonStringOverrides } from './i18n/types.js';
export { lessonsRegistered, registerLessons } from './lessons/board/register.js';
export { PositionEditor } from './lessons/editor.js';
export { Narrator } from './lessons/narration.js';
export { PuzzleSession } from './lessons/puzzle.js';
export { seedSentence } from './lessons/seeds-narration.js';
export type {
  OwareLessonEventMap,
  OwarePositionChangeDetail,
  OwarePuzzleFailedDetail,
  OwarePuzzleSolvedDetail,
  OwarePuzzleStepDetail,
} from './lessons/types.js';
export type { MatchGame, MatchPlayerId, OwareMatchOverDetail } from './match/events.js';
export { registerMatch } from './match/register.js';
export { type MatchRule, readMatch } from './match/rules.js';
export { RecordViewer, recordFeature } from './record/board/feature.js';
export { registerRecordViewer } from './record/board/register.js';
export type { RecordStrings } from './record/board/strings.js';
export * from './record/index.js';
export { registerSound } from './sound/register.js';
export { type SeedStep, type SeedStepKind, seedSteps } from './steps/seeds.js';
